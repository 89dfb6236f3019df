"""Settings, the saved game and statistics, kept as JSON files in the user's data folder.

Every write goes to a temporary file first and is then renamed over the old
one, so a crash never leaves half a file.  A file that cannot be read is
moved aside (never deleted) and reported in plain words.
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

APP_NAME = "Atout"
SPEEDS = ("slow", "normal", "fast", "instant")
LANGUAGES = ("en", "ja")


def data_dir() -> Path:
    """The user's data folder for Atout (``ATOUT_DATA_DIR`` overrides it)."""
    override = os.environ.get("ATOUT_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP_NAME


@dataclass(slots=True)
class Settings:
    """What the player chose in the settings screen."""

    language: str = "en"
    speed: str = "normal"
    four_colour: bool = False
    sound: bool = True
    hints: bool = True
    autoplay: bool = True
    fullscreen: bool = False

    @staticmethod
    def from_json(data: Any) -> Settings:
        settings = Settings()
        if not isinstance(data, dict):
            return settings
        for item in fields(Settings):
            value = data.get(item.name)
            default = getattr(settings, item.name)
            if isinstance(default, bool) and isinstance(value, bool):
                setattr(settings, item.name, value)
            elif isinstance(default, str) and isinstance(value, str):
                allowed = {"language": LANGUAGES, "speed": SPEEDS}[item.name]
                if value in allowed:
                    setattr(settings, item.name, value)
        return settings

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(slots=True)
class VariantStats:
    games: int = 0
    won: int = 0
    hands: int = 0
    points: int = 0  # the human side's points over all hands

    @property
    def average_points(self) -> float:
        return self.points / self.hands if self.hands else 0.0


@dataclass(slots=True)
class Statistics:
    per_variant: dict[str, VariantStats] = field(default_factory=dict)

    def of(self, variant: str) -> VariantStats:
        return self.per_variant.setdefault(variant, VariantStats())

    def add_hand(self, variant: str, points: int) -> None:
        stats = self.of(variant)
        stats.hands += 1
        stats.points += points

    def add_game(self, variant: str, won: bool) -> None:
        stats = self.of(variant)
        stats.games += 1
        stats.won += int(won)

    @staticmethod
    def from_json(data: Any) -> Statistics:
        stats = Statistics()
        if isinstance(data, dict):
            for variant, raw in data.items():
                if isinstance(raw, dict):
                    values = {
                        f.name: raw[f.name]
                        for f in fields(VariantStats)
                        if isinstance(raw.get(f.name), int)
                    }
                    stats.per_variant[str(variant)] = VariantStats(**values)
        return stats

    def to_json(self) -> dict[str, Any]:
        return {name: asdict(stats) for name, stats in sorted(self.per_variant.items())}


class Storage:
    """The files of one data folder."""

    SETTINGS = "settings.json"
    SAVE = "saved_game.json"
    STATS = "statistics.json"

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or data_dir()
        self.problems: list[str] = []  # plain-words reports of files moved aside

    def path(self, name: str) -> Path:
        return self.folder / name

    def _write(self, name: str, data: Any) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        target = self.path(name)
        temporary = target.with_suffix(".tmp")
        temporary.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(temporary, target)

    def _read(self, name: str) -> Any:
        """The file's JSON, ``None`` when absent; a damaged file is moved aside."""
        target = self.path(name)
        if not target.exists():
            return None
        try:
            return json.loads(target.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            self.move_aside(name, f"it is not readable JSON ({error.__class__.__name__})")
            return None

    def move_aside(self, name: str, why: str) -> Path:
        """Rename a damaged file (kept for inspection) and note the problem."""
        target = self.path(name)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = target.with_name(f"{target.stem}.damaged-{stamp}{target.suffix}")
        number = 1
        while aside.exists():
            number += 1
            aside = target.with_name(f"{target.stem}.damaged-{stamp}-{number}{target.suffix}")
        os.replace(target, aside)
        self.problems.append(f"{name}: {why}; it was moved to {aside.name}")
        return aside

    # --- settings and statistics ---------------------------------------------

    def load_settings(self) -> Settings:
        return Settings.from_json(self._read(self.SETTINGS))

    def save_settings(self, settings: Settings) -> None:
        self._write(self.SETTINGS, settings.to_json())

    def load_statistics(self) -> Statistics:
        return Statistics.from_json(self._read(self.STATS))

    def save_statistics(self, stats: Statistics) -> None:
        self._write(self.STATS, stats.to_json())

    # --- the saved game ----------------------------------------------------------

    def has_save(self) -> bool:
        return self.path(self.SAVE).exists()

    def save_game(self, data: dict[str, Any]) -> None:
        self._write(self.SAVE, data)

    def load_game(self) -> Any:
        return self._read(self.SAVE)

    def clear_game(self) -> None:
        self.path(self.SAVE).unlink(missing_ok=True)
