"""Settings, the saved games and statistics, kept as JSON files in the user's data folder.

Each game in progress has a save of its own (``saves/<game>.json``); an older Atout's
single save (``saved_game.json``) becomes its game's save when this version first looks
(``Storage.migrate``).

Every file is read through the gate (``game.session.gate``: bounded size and
nesting, checked shape) and written safely (``game.session.safe_write``: synced
to disk, the previous copy kept), off the window's thread when the program
asks for it.  A file that cannot be used is moved aside (never deleted) and
reported as a ``Problem`` the program puts in the player's language; the
program then goes on with the previous copy or the defaults.  A failed write is
reported the same way and tried again with the next save.
"""

from __future__ import annotations

import contextlib
import json
import locale
import os
import re
import stat
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, TypeVar

from game.core.errors import AtoutError
from game.session.folder_lock import FolderLock
from game.session.gate import (
    CONTENTS,
    MAX_BYTES,
    Fault,
    InputError,
    brief,
    fault_of,
    load_json,
    need_int,
    need_list,
    need_object,
    need_text,
    wrong,
)
from game.session.record import GameRecord, parse_record
from game.session.safe_write import (
    OTHER,
    TEMPORARY_PREFIX,
    TEMPORARY_SUFFIX,
    WriteError,
    failure,
    previous_of,
    remove,
    write_atomically,
)
from game.session.writer import BackgroundWriter

T = TypeVar("T")

APP_NAME = "Atout"
SPEEDS = ("slow", "normal", "fast", "instant")
GATHERS = ("pause", "click")  # a finished trick is gathered after a pause, or on a click
LANGUAGES = ("en", "ja", "fr", "it", "ar")
DIGITS = ("western", "arabic")  # how numbers are written in Arabic: 152 or ١٥٢
CARD_BACKS = ("blue", "red", "green", "purple")  # the backs the table can show
HAND_SORTS = ("trumps", "suits", "rank", "rising")  # how the hand is sorted (game.ui.handsort)
FORCED_PAUSES = ("short", "normal", "long")  # how long the table holds a card played for you
GAME_NAME = re.compile(r"[a-z][a-z0-9_]{0,59}")  # a game's name as files and settings hold it
LEVEL_NAME = re.compile(r"[a-z][a-z0-9_]{0,19}")  # a computer level's name in the settings
MOST_SEATS = 8  # more computer seats than any game has: a longer list is damage


class NoHomeError(RuntimeError):
    """Neither ``HOME`` nor the user database says where the user's home folder is."""


def data_dir() -> Path:
    """The user's data folder for Atout (``ATOUT_DATA_DIR`` overrides it); raises
    ``NoHomeError`` when it depends on a home folder the system cannot name (``HOME``
    unset and a user id with no entry, as in many containers)."""
    override = os.environ.get("ATOUT_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or _home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = _home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or _home() / ".local" / "share")
    return base / APP_NAME


def _home() -> Path:
    try:
        return Path.home()
    except (RuntimeError, KeyError, OSError) as error:
        raise NoHomeError(str(error) or "no home folder") from None


def shown_path(path: Path | str) -> str:
    """A path as a line of text whatever bytes its name holds: bytes that are not UTF-8 and
    control characters are escaped, so a notice can always draw it."""
    text = os.fsencode(path).decode("utf-8", "backslashreplace")
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)


LANGUAGE_NAMES = {
    "english": "en",
    "japanese": "ja",
    "french": "fr",
    "italian": "it",
    "arabic": "ar",
}
"""The names Windows gives its locales (``French_France``), as language codes."""


def system_language(environ: dict[str, str] | None = None) -> str:
    """The system's language when Atout speaks it, else English: the first of ``LANGUAGE``
    (a list), ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` and the locale module's answer (what
    Windows and macOS give) that names one of ``LANGUAGES``."""
    env = dict(os.environ) if environ is None else environ
    names: list[str] = []
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        names += env.get(variable, "").split(":")
    if environ is None:
        with contextlib.suppress(ValueError):
            names.append(locale.getlocale()[0] or "")
    for name in names:
        code = re.split(r"[_.@-]", name.strip(), maxsplit=1)[0].lower()
        code = LANGUAGE_NAMES.get(code, code)
        if code in LANGUAGES:
            return code
    return "en"


CHOICES = {
    "language": LANGUAGES,
    "digits": DIGITS,
    "speed": SPEEDS,
    "gather": GATHERS,
    "card_back": CARD_BACKS,
    "hand_sort": HAND_SORTS,
    "forced_pause": FORCED_PAUSES,
}  # the text settings


@dataclass(slots=True)
class Settings:
    """What the player chose in the settings screen, and on the setup screen the levels of
    each game's computer seats (``levels``: by game name, seat 1 first), offered again the
    next time that game is set up."""

    language: str = "en"
    digits: str = "western"
    speed: str = "normal"
    four_colour: bool = False
    sound: bool = True
    hints: bool = True
    autoplay: bool = True
    forced_pause: str = "normal"
    fullscreen: bool = False
    gather: str = "pause"
    card_back: str = "blue"
    hand_sort: str = "trumps"
    levels: dict[str, list[str]] = field(default_factory=dict)

    @staticmethod
    def from_json(data: Any) -> Settings:
        """The settings ``data`` holds, each wrong or unknown value left at its default."""
        settings = Settings()
        if not isinstance(data, dict):
            return settings
        for item in fields(Settings):
            value = data.get(item.name)
            default = getattr(settings, item.name)
            if isinstance(default, bool) and isinstance(value, bool):
                setattr(settings, item.name, value)
            elif isinstance(default, str) and isinstance(value, str):
                allowed = CHOICES[item.name]
                if value in allowed:
                    setattr(settings, item.name, value)
            elif isinstance(default, dict):
                with contextlib.suppress(InputError):
                    settings.levels = check_levels(value)
        return settings

    @staticmethod
    def check(data: Any) -> Settings:
        """The settings a file holds, refusing wrong types and unknown values (unknown keys,
        perhaps from a later version, are ignored)."""
        entries = need_object(data, "the settings")
        settings = Settings()
        for item in fields(Settings):
            if item.name not in entries:
                continue
            value = entries[item.name]
            where = f"the setting {item.name!r}"
            if isinstance(getattr(settings, item.name), bool):
                if not isinstance(value, bool):
                    raise wrong(where, "true or false", value)
            elif isinstance(getattr(settings, item.name), dict):
                value = check_levels(value)
            else:
                allowed = CHOICES[item.name]
                if value not in allowed:
                    raise wrong(where, f"one of {', '.join(allowed)}", value)
            setattr(settings, item.name, value)
        return settings

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def levels_of(self, game: str, seats: int, known: Sequence[str], default: str) -> list[str]:
        """The levels last chosen for ``game``'s ``seats`` computer seats (seat 1 first); a
        seat with none, or with a level this program does not have, gets ``default``."""
        chosen = self.levels.get(game, [])
        return [
            chosen[i] if i < len(chosen) and chosen[i] in known else default for i in range(seats)
        ]


def check_levels(data: Any) -> dict[str, list[str]]:
    """The setting ``levels``: for each game's name, its computer seats' level names."""
    entries = need_object(data, "the setting 'levels'")
    levels: dict[str, list[str]] = {}
    for game, seats in entries.items():
        where = f"the levels of {brief(game)}"
        if not GAME_NAME.fullmatch(need_text(game, "a game's name", 60)):
            raise wrong("a game's name", "lower-case letters, digits and _", game)
        names = [need_text(level, where, 20) for level in need_list(seats, where, MOST_SEATS)]
        for name in names:
            if not LEVEL_NAME.fullmatch(name):
                raise wrong(where, "level names", name)
        levels[game] = names
    return levels


MAX_COUNT = 10**12  # more hands than anyone will play: a larger figure is damage
SIGNED = ("points", "versus_ai")  # the figures that may be below zero


@dataclass(slots=True)
class VariantStats:
    games: int = 0
    won: int = 0
    hands: int = 0
    points: int = 0  # the human side's points over all hands
    compared: int = 0  # deals the AI played again in the human's seat
    versus_ai: int = 0  # over those deals: the human's points minus the AI's

    @property
    def average_points(self) -> float:
        return self.points / self.hands if self.hands else 0.0

    @property
    def mean_versus_ai(self) -> float:
        """The human's mean points more than the AI's on the same deals (less: below it)."""
        return self.versus_ai / self.compared if self.compared else 0.0


@dataclass(slots=True)
class Statistics:
    per_variant: dict[str, VariantStats] = field(default_factory=dict)

    def of(self, variant: str) -> VariantStats:
        return self.per_variant.setdefault(variant, VariantStats())

    def add_hand(self, variant: str, points: int) -> None:
        stats = self.of(variant)
        stats.hands += 1
        stats.points += points

    def add_comparison(self, variant: str, difference: int) -> None:
        """A deal the AI played again in the human's seat: the human's points minus its."""
        stats = self.of(variant)
        stats.compared += 1
        stats.versus_ai += difference

    def add_game(self, variant: str, won: bool) -> None:
        stats = self.of(variant)
        stats.games += 1
        stats.won += int(won)

    @staticmethod
    def check(data: Any) -> Statistics:
        """The statistics a file holds, refusing wrong types and impossible figures."""
        stats = Statistics()
        for variant, raw in need_object(data, "the statistics").items():
            need_text(variant, "a game's name", 60)
            entries = need_object(raw, f"the statistics of {variant!r}")
            values = {}
            for item in fields(VariantStats):
                low = -MAX_COUNT if item.name in SIGNED else 0
                where = f"the statistics of {variant!r}: {item.name!r}"
                values[item.name] = need_int(entries.get(item.name, 0), where, low, MAX_COUNT)
            if values["won"] > values["games"]:
                raise InputError(
                    f"the statistics of {variant!r} count more games won than played",
                    "more_won_than_played",
                )
            stats.per_variant[variant] = VariantStats(**values)
        return stats

    def to_json(self) -> dict[str, Any]:
        return {name: asdict(stats) for name, stats in sorted(self.per_variant.items())}


DAMAGED = "damaged"
WRITE_FAILED = "write_failed"
FOLDER_FALLBACK = "folder_fallback"


@dataclass(frozen=True, slots=True)
class Problem:
    """A data file or folder that could not be used, for a notice in the player's language.

    ``kind`` is DAMAGED (``aside`` names where the file went; ``previous`` says the copy
    before it was used, or for the save, is offered), WRITE_FAILED (``reason`` is one of
    ``safe_write``'s reasons) or FOLDER_FALLBACK (``file`` is the folder, ``aside`` the
    temporary folder used instead).  ``detail`` is the English line of the command line;
    ``fault`` says what was wrong with a damaged file in words of any language.
    """

    kind: str
    file: str
    detail: str
    aside: str = ""
    previous: bool = False
    reason: str = ""
    fault: Fault = CONTENTS

    def __str__(self) -> str:
        if self.kind == DAMAGED:
            text = f"{self.file}: {self.detail}; it was moved to {self.aside}"
            return text + ("; the copy before it is used" if self.previous else "")
        if self.kind == WRITE_FAILED:
            return f"{self.file} could not be saved: {self.detail}"
        return f"the data folder {self.file} cannot be used ({self.detail}); using {self.aside}"


NO_HOME = "no_home"  # a FOLDER_FALLBACK's reason: no home folder to put the data folder in


def open_data_folder(folder: Path | None = None) -> tuple[Path, Problem | None]:
    """The data folder, made if needed and checked writable; a temporary one if it cannot be
    (or if there is no home folder to hold it)."""
    try:
        wanted = folder or data_dir()
    except NoHomeError as error:
        return _fallback("~", NO_HOME, str(error))
    try:
        wanted.mkdir(parents=True, exist_ok=True)
        handle, probe = tempfile.mkstemp(
            prefix=TEMPORARY_PREFIX, suffix=TEMPORARY_SUFFIX, dir=wanted
        )
        os.close(handle)
        os.unlink(probe)
        return wanted, None
    except (OSError, ValueError) as error:  # ValueError: a name the system cannot take
        why = failure(wanted, error) if isinstance(error, OSError) else None
        reason, detail = (why.reason, why.detail) if why else (OTHER, str(error))
        return _fallback(shown_path(wanted), reason, detail)


def _fallback(wanted: str, reason: str, detail: str) -> tuple[Path, Problem]:
    fallback = Path(tempfile.mkdtemp(prefix="atout-data-"))
    problem = Problem(FOLDER_FALLBACK, wanted, detail, shown_path(fallback), reason=reason)
    return fallback, problem


def take_data_folder(folder: Path) -> FolderLock:
    """Claim ``folder`` for this process (see ``game.session.folder_lock``); the owner then
    removes the temporary files a killed save left behind, which no other copy is writing."""
    lock = FolderLock(folder)
    if lock.claim():
        remove_leftovers(folder)
    return lock


def remove_leftovers(folder: Path) -> list[Path]:
    """Delete Atout's own temporary files (``.atout-*.tmp``) in the folder, ``saves/`` and
    ``finished/``; returns what went.  Call it only while holding the folder's lock."""
    removed = []
    for place in (folder, folder / SAVES, folder / FINISHED, *(folder / f for f in MORE_FOLDERS)):
        try:
            candidates = list(place.glob(f"{TEMPORARY_PREFIX}*{TEMPORARY_SUFFIX}"))
        except OSError:
            continue
        for path in candidates:
            try:
                if stat.S_ISREG(path.lstat().st_mode):
                    path.unlink()
                    removed.append(path)
            except OSError:
                continue
    return removed


SAVES = "saves"  # the folder of the games in progress, one save per game: saves/<game>.json
SAVE_NAME = re.compile(r"([a-z][a-z0-9_]{0,59})(?:\.previous)?\.json")  # a save or its copy


def save_file(game: str) -> str:
    """The file of ``game``'s save, as ``Storage`` names its files (``saves/barbu.json``)."""
    if not GAME_NAME.fullmatch(game):
        raise ValueError(f"{game!r} cannot name a save")
    return f"{SAVES}/{game}.json"


FINISHED = "finished"  # the folder of the last finished games' records
MORE_FOLDERS = ("progress", "training", "daily")  # the progress files (game.session.progress)
FINISHED_NAME = re.compile(r"\d{8}-\d{6}-\d{3,}\.json")  # only Atout names its records so
KEEP_FINISHED = 20  # finished games kept for the review


@dataclass(frozen=True, slots=True)
class KeptGame:
    """A game whose record is kept, for the statistics screen's list and the review.

    ``ended`` is the local time it ended ("2026-11-24 21:07"), ``won`` whether the human
    won, both ``None`` for the save (a game still being played); ``totals`` are the
    match's points per side."""

    record: GameRecord
    ended: str | None
    won: bool | None
    totals: tuple[int, ...]


def finished_entry(data: Any) -> tuple[str, bool, tuple[int, ...]]:
    """The end of a finished game's record (``"finished"``: when, won, the totals)."""
    entry = need_object(need_object(data, "the record").get("finished"), "'finished'")
    ended = need_text(entry.get("ended"), "'finished.ended'", 40)
    won = entry.get("won")
    if not isinstance(won, bool):
        raise wrong("'finished.won'", "true or false", won)
    raw = entry.get("totals")
    if not isinstance(raw, list) or not 1 <= len(raw) <= 4:
        raise wrong("'finished.totals'", "a list of 1 to 4 numbers", raw)
    totals = tuple(need_int(t, "'finished.totals'", -MAX_COUNT, MAX_COUNT) for t in raw)
    return ended, won, totals


# settings and statistics are small; a save may use the gate's whole limit
LIMITS = {"settings.json": 64 * 1024, "statistics.json": 1024 * 1024}


class Storage:
    """The files of one data folder.

    With ``background`` the writes happen on a thread of their own (the table saves
    after every action); every read first waits for the writes of its file, so what
    is read is always what was last written.  With ``read_only`` (another copy of Atout
    owns the folder) nothing is written, renamed or removed.
    """

    SETTINGS = "settings.json"
    SAVE = "saved_game.json"  # an older Atout's one save (migrated); every save's name in problems
    STATS = "statistics.json"

    def __init__(
        self,
        folder: Path | None = None,
        background: bool = False,
        problems: list[Problem] | None = None,
        read_only: bool = False,
    ) -> None:
        self.folder = folder or data_dir()
        self.read_only = read_only
        self.problems: list[Problem] = list(problems or [])  # to report, oldest first
        self._writer = (
            BackgroundWriter(self._failed, self._written, self._clear_way) if background else None
        )
        self._statistics: Statistics | None = None
        self._statistics_guard = threading.Lock()
        self._failing: set[str] = set()  # files whose last write failed (reported once)

    def path(self, name: str) -> Path:
        return self.folder / name

    # --- reading -------------------------------------------------------------------

    def _load(self, name: str, check: Callable[[Any], T], fall_back: bool) -> T | None:
        """The checked contents of a file, or of its previous copy when it is missing or, with
        ``fall_back``, damaged; ``None`` when neither can be used."""
        self.wait(name)
        for path in (self.path(name), previous_of(self.path(name))):
            if not path.exists():
                continue
            try:
                return check(load_json(path, LIMITS.get(name, MAX_BYTES), label="it"))
            except AtoutError as error:
                previous = previous_of(self.path(name))
                usable = path != previous and previous.exists()
                self.move_aside(path, str(error), previous=usable, fault=fault_of(error))
                if not fall_back:
                    return None
        return None

    def move_aside(
        self, which: Path | str, why: str, previous: bool = False, fault: Fault = CONTENTS
    ) -> Path:
        """Rename a damaged file (kept for inspection) and note the problem."""
        target = which if isinstance(which, Path) else self.path(which)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = target.with_name(f"{target.stem}.damaged-{stamp}{target.suffix}")
        number = 1
        while aside.exists():
            number += 1
            aside = target.with_name(f"{target.stem}.damaged-{stamp}-{number}{target.suffix}")
        name = _label(target, self.folder)
        shown = aside.name if target.parent != self.path(SAVES) else f"{SAVES}/{aside.name}"
        if self.read_only:  # the copy that owns the folder moves it
            self.problems.append(Problem(DAMAGED, name, why, fault=fault))
            return target
        try:
            os.replace(target, aside)
        except OSError as error:
            detail = f"{why}; it could not be moved: {error}"
            self.problems.append(Problem(DAMAGED, name, detail, fault=fault))
            return target
        self.problems.append(Problem(DAMAGED, name, why, shown, previous, fault=fault))
        return aside

    # --- writing -------------------------------------------------------------------

    def _write(self, name: str, data: bytes | None) -> None:
        """Write (or with ``None`` remove) a file, now or on the writer's thread; whatever
        is not a file where it or its previous copy goes is moved aside first."""
        if self.read_only:
            return
        if self._writer is not None:
            self._writer.put(self.path(name), data)
            return
        self._clear_way(self.path(name))
        try:
            if data is None:
                remove(self.path(name))
            else:
                write_atomically(self.path(name), data)
        except WriteError as error:
            self._failed(error)
            return
        self._failing.discard(_label(self.path(name), self.folder))

    def _clear_way(self, path: Path) -> None:
        """Move aside whatever is not a file where ``path`` or its previous copy goes, or not a
        folder where its folder goes.  Called just before each write, on the thread that
        writes: a look from another thread could catch the file between its two renames."""
        if path.parent != self.folder and _obstacle(path.parent, folder=True):
            self.move_aside(path.parent, "it is not a folder", fault=NOT_A_FILE)
        for place in (path, previous_of(path)):
            if _obstacle(place):
                self.move_aside(place, "it is not a regular file", fault=NOT_A_FILE)

    def _written(self, path: Path) -> None:
        """A write on the writer's thread succeeded: a later failure is reported again."""
        self._failing.discard(_label(path, self.folder))

    def _failed(self, error: WriteError) -> None:
        name = _label(error.path, self.folder)
        if name not in self._failing:  # one notice per run of failures
            self._failing.add(name)
            self.problems.append(Problem(WRITE_FAILED, name, str(error), reason=error.reason))

    def wait(self, name: str | None = None, timeout: float = 10.0) -> bool:
        """Wait for the writes of one file (or all); False if they took longer than ``timeout``."""
        if self._writer is None:
            return True
        return self._writer.wait(None if name is None else self.path(name), timeout)

    def close(self) -> None:
        """Finish the writes that wait (the program is closing)."""
        if self._writer is not None:
            self._writer.close()

    # --- settings and statistics ---------------------------------------------------

    def load_settings(self) -> Settings:
        """The settings; on the first start (no settings file, nor its previous copy) the
        defaults in the system's language when Atout speaks it."""
        self.wait(self.SETTINGS)
        first = not any(
            p.exists() for p in (self.path(self.SETTINGS), previous_of(self.path(self.SETTINGS)))
        )
        loaded = self._load(self.SETTINGS, Settings.check, fall_back=True)
        if loaded is not None:
            return loaded
        return Settings(language=system_language()) if first else Settings()

    def save_settings(self, settings: Settings) -> None:
        self._write(self.SETTINGS, encode(settings.to_json()))

    def load_statistics(self) -> Statistics:
        """The statistics, read once and then kept (a failed write loses nothing); read
        each time when another copy of Atout owns the folder and may have added to them."""
        if self._statistics is None or self.read_only:
            loaded = self._load(self.STATS, Statistics.check, fall_back=True)
            self._statistics = loaded or Statistics()
        return self._statistics

    def save_statistics(self, stats: Statistics) -> None:
        self._statistics = stats
        self._write(self.STATS, encode(stats.to_json()))

    def update_statistics(self, change: Callable[[Statistics], None]) -> Statistics:
        """Read the statistics file as it is now, make ``change`` and write it back.

        What another program wrote meanwhile is kept rather than overwritten by this
        one's copy in memory; only while this program's last write of the file failed
        is its copy in memory newer than the file, and then that copy is used."""
        with self._statistics_guard:
            if self.STATS not in self._failing or self._statistics is None:
                self._statistics = None
            stats = self.load_statistics()
            change(stats)
            self.save_statistics(stats)
            return stats

    def load_data(self, name: str, check: Callable[[Any], T]) -> T | None:
        """Another data file (``progress/barbu.json``...), checked by ``check``: a damaged
        one is moved aside and reported like the statistics, and the copy before it used."""
        return self._load(name, check, fall_back=True)

    def write_data(self, name: str, data: Any) -> None:
        """Write another data file safely (on the writer's thread when there is one)."""
        self._write(name, encode(data))

    # --- the saved games -----------------------------------------------------------

    def _save_files(self) -> dict[str, Path]:
        """Each game with a save on disk or on its way there, by name: the path of its save."""
        folder = self.path(SAVES)
        found: dict[str, Path] = {}
        try:
            names = [p.name for p in folder.iterdir()] if folder.is_dir() else []
        except OSError:
            names = []
        for name in names:
            match = SAVE_NAME.fullmatch(name)
            if match:
                found[match.group(1)] = folder / f"{match.group(1)}.json"
        if self._writer is not None:
            for path in self._writer.queued():
                match = SAVE_NAME.fullmatch(path.name)
                if match and path.parent == folder:
                    found[match.group(1)] = path
        return found

    def _on_disk(self, path: Path) -> bool:
        """Whether Continue has this save (or the copy before it), counting the writes that
        wait: a save about to be removed is gone, one about to be written is there."""
        if self._writer is not None:
            waiting, data = self._writer.latest(path)
            if waiting:
                return data is not None
        return path.exists() or previous_of(path).exists()

    def saved_games(self) -> list[str]:
        """The games with a save Continue can resume, the one saved last first.

        An older Atout's single save (``saved_game.json``) is first made its game's save."""
        self.migrate()
        games = [(game, path) for game, path in self._save_files().items() if self._on_disk(path)]
        legacy = self._legacy_game() if self.read_only else None
        if legacy is not None and legacy not in dict(games):
            games.append((legacy, self.path(self.SAVE)))
        return [game for game, path in sorted(games, key=lambda g: -self._saved_time(g[1]))]

    def has_save(self, game: str | None = None) -> bool:
        """Whether Continue has something to resume: ``game``'s save (or the copy before it),
        or with no game, any game's."""
        if game is None:
            return bool(self.saved_games())
        self.migrate()
        if self._on_disk(self.path(save_file(game))):
            return True
        return self.read_only and self._legacy_game() == game

    def save_game(self, game: str, data: dict[str, Any] | str) -> None:
        """Save ``game``'s game in progress (a JSON object, or its text already encoded); the
        saves of the other games stay as they are."""
        text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
        self._write(save_file(game), text.encode("utf-8"))

    def load_game(self, game: str, check: Callable[[Any], T] | None = None) -> T | Any | None:
        """``game``'s saved game, checked by ``check`` (which raises ``AtoutError`` in plain
        words).

        A damaged save is moved aside and ``None`` returned; when a previous copy exists the
        problem says so, and the next call (Continue pressed again) resumes that copy.
        """
        self.migrate()
        name = save_file(game)
        if self.read_only and not self._on_disk(self.path(name)) and self._legacy_game() == game:
            name = self.SAVE  # another copy owns the folder and has not moved it yet
        return self._load(name, check or _unchecked, fall_back=False)

    def clear_game(self, game: str) -> None:
        """Remove ``game``'s save (the game is over); the other games' saves stay."""
        self._write(save_file(game), None)

    def saved_when(self, game: str) -> str:
        """When ``game`` was last saved, in local time ("2026-11-24 21:07")."""
        self.wait(save_file(game))
        path = self.path(save_file(game))
        if not path.exists() and self.read_only and self._legacy_game() == game:
            path = self.path(self.SAVE)
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(self._saved_time(path)))

    def _saved_time(self, path: Path) -> float:
        for place in (path, previous_of(path)):
            try:
                return place.stat().st_mtime
            except OSError:
                continue
        return time.time()  # still being written

    # --- an older Atout's single save ---------------------------------------------------

    def _legacy_game(self) -> str | None:
        """The game an older Atout's single save holds (read, never moved: for a copy that
        does not own the folder), or ``None``."""
        for path in (self.path(self.SAVE), previous_of(self.path(self.SAVE))):
            if path.is_file():
                try:
                    return game_of_save(load_json(path, MAX_BYTES, label="it"))
                except AtoutError:
                    continue
        return None

    def migrate(self) -> None:
        """Make an older Atout's single save (``saved_game.json``) its game's save
        (``saves/<game>.json``), with its previous copy when that is of the same game.

        A damaged one is moved aside and reported as before (the copy before it, if it is
        sound, becomes the save).  When the game has a save already, the newer of the two is
        the save and the older its previous copy.  A previous copy of another game (one that
        a new game replaced) is removed.  Nothing happens in a folder another copy owns."""
        legacy = self.path(self.SAVE)
        previous = previous_of(legacy)
        if self.read_only or not (os.path.lexists(legacy) or os.path.lexists(previous)):
            return
        moved: str | None = None
        for path in (legacy, previous):
            if not os.path.lexists(path):
                continue
            if _obstacle(path):
                self.move_aside(path, "it is not a regular file", fault=NOT_A_FILE)
                continue
            try:
                game = game_of_save(load_json(path, MAX_BYTES, label="it"))
            except AtoutError as error:
                usable = path == legacy and previous.is_file()
                self.move_aside(path, str(error), previous=usable, fault=fault_of(error))
                continue
            if moved is not None and game != moved:
                remove_file(path)  # the last state of a game a new one replaced
                continue
            if not self._adopt(path, save_file(game), as_previous=moved is not None):
                return
            moved = game

    def _adopt(self, path: Path, name: str, as_previous: bool) -> bool:
        """Move an older save into ``name``'s place (or, with ``as_previous``, into its
        previous copy's when that is free); when a save is there already the newer is the
        save and the older its previous copy.  False if the folder refused the move
        (reported; tried again next time)."""
        target = self.path(name)
        self.wait(name)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            if as_previous:
                if previous_of(target).exists():  # the save's own previous copy is newer
                    remove_file(path)
                else:
                    os.replace(path, previous_of(target))
            elif target.exists() and target.stat().st_mtime >= path.stat().st_mtime:
                os.replace(path, previous_of(target))
            else:
                if target.exists():
                    os.replace(target, previous_of(target))
                os.replace(path, target)
        except OSError as error:
            self._failed(failure(target, error))
            return False
        return True

    # --- the records of finished games ---------------------------------------------

    def finished_names(self) -> list[str]:
        """The finished games' files (as ``_write`` names them), oldest first."""
        self.wait()
        folder = self.path(FINISHED)
        if not folder.is_dir():
            return []
        files = [p.name for p in folder.glob("*.json") if FINISHED_NAME.fullmatch(p.name)]
        return [f"{FINISHED}/{name}" for name in sorted(files)]

    def keep_finished(self, data: dict[str, Any], won: bool, totals: list[int]) -> None:
        """Keep a finished game's record with its end (the oldest beyond the last
        ``KEEP_FINISHED`` are removed)."""
        now = time.localtime()
        stamp = time.strftime("%Y%m%d-%H%M%S", now)
        kept = self.finished_names()
        prefix = f"{FINISHED}/{stamp}-"  # a number after the time keeps the order in a second
        same = [n[len(prefix) : -len(".json")] for n in kept if n.startswith(prefix)]
        number = max((int(n) for n in same if n.isdigit()), default=0) + 1
        name = f"{prefix}{number:03d}.json"
        ended = time.strftime("%Y-%m-%d %H:%M", now)
        data = dict(data, finished={"ended": ended, "won": won, "totals": list(totals)})
        for old in kept[: max(0, len(kept) - KEEP_FINISHED + 1)]:
            self._write(old, None)
        self._write(name, encode(data))

    def kept_games(self) -> list[KeptGame]:
        """The saves (games being played, the one saved last first) and then the finished
        games, newest first; a damaged record is moved aside and left out."""
        games: list[KeptGame] = []
        for game in self.saved_games():
            save = self.load_game(game, parse_record)
            if isinstance(save, GameRecord):
                games.append(KeptGame(save, None, None, ()))
        for name in reversed(self.finished_names()):
            try:
                data = load_json(self.path(name), MAX_BYTES, label="it")
                games.append(KeptGame(parse_record(data), *finished_entry(data)))
            except AtoutError as error:
                self.move_aside(name, str(error), fault=fault_of(error))
        return games


NOT_A_FILE = Fault("not_a_file")


def _label(path: Path, folder: Path) -> str:
    """The name problems give a data file: every game's save is "the saved game"
    (``saved_game.json``), any other file its own name."""
    if folder / SAVES in (path, path.parent):
        return Storage.SAVE
    return path.name.replace(".previous", "")


def game_of_save(data: Any) -> str:
    """The game a save holds (the record's ``variant``), a name a save's file can take."""
    game = need_text(need_object(data, "the save").get("variant"), "'variant'", 60)
    if not GAME_NAME.fullmatch(game):
        raise wrong("'variant'", "a game's name", game)
    return game


def remove_file(path: Path) -> None:
    """Remove one of Atout's own files; one that cannot go is left."""
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)


def _obstacle(path: Path, folder: bool = False) -> bool:
    """Something other than a file (or with ``folder``, a folder) where one should be: a
    folder, a device, a dangling link.  A link to the right kind of thing is no obstacle."""
    if not os.path.lexists(path):
        return False
    return not (path.is_dir() if folder else path.is_file())


def encode(data: Any) -> bytes:
    """Compact JSON (the C encoder: a long Burraco save takes milliseconds, not a frame)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _unchecked(data: Any) -> Any:
    return data
