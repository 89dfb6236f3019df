"""The player's progress, kept in the data folder: every finished hand of his reviewed, and
the positions he got wrong, to train on (issue 39).

**The background review.**  The records of the player's hands are kept by the table: the
save of each game in progress (``saves/<game>.json``, every deal but the one being played
is finished) and the last finished games (``finished/*.json``).  ``BackgroundReview``
looks through them a file at a time and hands the decision service one unreviewed deal at
a time, only when nothing else has been asked of it for a while (``IDLE_SECONDS``: an AI
seat's turn, a hint, a review the player opened all come first).  The service reviews it in
a worker of its own at the lowest priority and answers with rows (``ai.rating.review_rows``:
each decision's kind, loss and mark; a mistake or worse with its options and reason).  The
reading and writing of the files is done on a thread of the review's own, so that the
table's frames never wait for it (a book of 300 hands takes tens of milliseconds to write).

**The progress files.**  ``progress/<game>.json`` holds the reviewed hands of a game (the
last ``MAX_HANDS``), keyed by the hand's own contents, so a hand reviewed in the save is
not reviewed again once its game is finished and its record moves.  ``training/<game>.json``
holds the positions where the player lost a mistake's worth or more (the review's own mark),
each with the record up to that decision (the table resumes it as a save) and the review's
options, values and reason; a position answered well twice leaves it.  Both are read
through the storage's gate and written safely: a damaged file is moved aside and reported
like the saves, the copy before it used.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

from game.catalog import get_game
from game.core.errors import AtoutError
from game.core.replaying import RecordData
from game.session.controller import SAVE_KIND
from game.session.gate import (
    MAX_BYTES,
    InputError,
    load_json,
    need_int,
    need_list,
    need_object,
    need_text,
    wrong,
)
from game.session.record import GameRecord, RecordedDeal, parse_record
from game.session.storage import FINISHED, FINISHED_NAME, GAME_NAME, Storage, save_file

PROGRESS = "progress"
TRAINING = "training"
MAX_HANDS = 300  # reviewed hands kept per game (the oldest go first)
MAX_DECISIONS = 400  # decisions of one hand: a longer list is damage
MAX_POSITIONS = 40  # training positions kept per game (the oldest go first)
GOOD_TWICE = 2  # good answers that take a position out of the queue
IDLE_SECONDS = 3.0  # the service idle this long before the background review asks it
RESCAN_SECONDS = 20.0  # how often the kept records are looked through again
HUMAN_SEAT = 0
WRONG_MARKS = ("mistake", "blunder")  # a mistake's worth or more: kept for training
MARKS = ("forced", "best", "good", "inaccuracy", "mistake", "blunder")
BIG = 1e9  # a value beyond any game's points: damage
T = TypeVar("T")


def need_number(value: Any, where: str) -> float:
    """A finite number within any game's points."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not -BIG <= value <= BIG:
        raise wrong(where, "a number", value)
    return float(value)


# --- the stored review ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StoredOption:
    """One option of a stored decision: its value and 95% interval in the game's points."""

    action: str
    value: float
    low: float
    high: float


@dataclass(frozen=True, slots=True)
class StoredWhy:
    """A stored reason: the review's explanation facts (``game.ui.ai_answers.Explanation``)."""

    kind: str
    seat: int = -1
    card: str = ""
    suit: int = -1
    points: float = 0.0
    cards: tuple[str, ...] = ()
    count: int = -1
    percent: int = -1
    contract: str = ""
    more: tuple[StoredWhy, ...] = ()

    @staticmethod
    def check(data: Any, depth: int = 0) -> StoredWhy:
        entry = need_object(data, "a reason")
        if depth > 3:
            raise wrong("a reason", "at most four sentences deep", "...")
        cards = need_list(entry.get("cards", []), "a reason's cards", 60)
        return StoredWhy(
            kind=need_text(entry.get("kind"), "a reason's kind", 60),
            seat=need_int(entry.get("seat", -1), "a reason's seat", -1, 8),
            card=need_text(entry.get("card", ""), "a reason's card", 8),
            suit=need_int(entry.get("suit", -1), "a reason's suit", -1, 8),
            points=need_number(entry.get("points", 0.0), "a reason's points"),
            cards=tuple(need_text(c, "a reason's card", 8) for c in cards),
            count=need_int(entry.get("count", -1), "a reason's count", -1, 10**6),
            percent=need_int(entry.get("percent", -1), "a reason's percent", -1, 100),
            contract=need_text(entry.get("contract", ""), "a reason's contract", 40),
            more=tuple(
                StoredWhy.check(m, depth + 1)
                for m in need_list(entry.get("more", []), "a reason's more", 4)
            ),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "card": self.card,
            "suit": self.suit,
            "points": self.points,
            "cards": list(self.cards),
            "count": self.count,
            "percent": self.percent,
            "contract": self.contract,
            "more": [m.to_json() for m in self.more],
        }


@dataclass(frozen=True, slots=True)
class StoredDecision:
    """One reviewed decision of the player's (``ai.rating.decision_row``): its kind and
    number (the review's stage), its index among the deal's actions, its loss and mark; a
    mistake or worse also has the best action, the options and the reason.  ``what`` is its
    finer kind for the rating (a lead, a discard, a meld...; empty in a hand kept before)."""

    kind: str
    number: int
    index: int
    loss: float
    mark: str
    legal: int
    played: str
    best: str = ""
    options: tuple[StoredOption, ...] = ()
    close: bool = False
    why: StoredWhy | None = None
    what: str = ""

    @property
    def kind_rated(self) -> str:
        """The kind the rating counts it under: the finer one, else its stage."""
        return self.what or self.kind

    @property
    def wrong(self) -> bool:
        """A mistake's worth or more: a position to train on."""
        return self.mark in WRONG_MARKS

    @staticmethod
    def check(data: Any) -> StoredDecision:
        entry = need_object(data, "a reviewed decision")
        mark = need_text(entry.get("mark"), "a decision's mark", 20)
        if mark not in MARKS:
            raise wrong("a decision's mark", "a mark", mark)
        close = entry.get("close", False)
        if not isinstance(close, bool):
            raise wrong("a decision's close call", "true or false", close)
        options = []
        for raw in need_list(entry.get("options", []), "a decision's options", 16):
            item = need_list(raw, "an option", 4)
            if len(item) != 4:
                raise wrong("an option", "an action and three numbers", item)
            action = need_text(item[0], "an option's action", 200)
            value, low, high = (need_number(x, "an option's value") for x in item[1:])
            options.append(StoredOption(action, value, low, high))
        why = entry.get("why")
        return StoredDecision(
            kind=need_text(entry.get("kind"), "a decision's kind", 40),
            number=need_int(entry.get("number", 0), "a decision's number", 0, 10**5),
            index=need_int(entry.get("index"), "a decision's index", 0, 10**5),
            loss=need_number(entry.get("loss"), "a decision's loss"),
            mark=mark,
            legal=need_int(entry.get("legal"), "a decision's legal options", 0, 10**6),
            played=need_text(entry.get("played", ""), "a decision's action", 200),
            best=need_text(entry.get("best", ""), "a decision's best", 200),
            options=tuple(options),
            close=close,
            why=None if why is None else StoredWhy.check(why),
            what=need_text(entry.get("what", ""), "a decision's kind", 40),
        )

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "kind": self.kind,
            "what": self.what,
            "number": self.number,
            "index": self.index,
            "loss": self.loss,
            "mark": self.mark,
            "legal": self.legal,
            "played": self.played,
        }
        if self.best:
            data["best"] = self.best
        if self.options:
            data["options"] = [[o.action, o.value, o.low, o.high] for o in self.options]
            data["close"] = self.close
        if self.why is not None:
            data["why"] = self.why.to_json()
        return data


@dataclass(frozen=True, slots=True)
class ReviewedHand:
    """One hand of the player's, reviewed: which game it was in (``game``, the same for its
    save and its finished record), which record holds it now (a data file's name), its deal
    number (from 1), the day it was reviewed, and its decisions."""

    key: str
    game: str
    record: str
    deal: int
    when: str
    decisions: tuple[StoredDecision, ...]

    @staticmethod
    def check(data: Any) -> ReviewedHand:
        entry = need_object(data, "a reviewed hand")
        rows = need_list(entry.get("decisions"), "a hand's decisions", MAX_DECISIONS)
        return ReviewedHand(
            key=need_text(entry.get("key"), "a hand's key", 64),
            game=need_text(entry.get("game"), "a hand's game", 64),
            record=need_text(entry.get("record"), "a hand's record", 80),
            deal=need_int(entry.get("deal"), "a hand's deal", 1, 5000),
            when=need_text(entry.get("when"), "a hand's day", 20),
            decisions=tuple(StoredDecision.check(row) for row in rows),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "game": self.game,
            "record": self.record,
            "deal": self.deal,
            "when": self.when,
            "decisions": [d.to_json() for d in self.decisions],
        }


@dataclass(slots=True)
class ProgressBook:
    """The reviewed hands of one game, oldest first."""

    hands: list[ReviewedHand] = field(default_factory=list)

    @staticmethod
    def check(data: Any) -> ProgressBook:
        entry = need_object(data, "the progress file")
        hands = need_list(entry.get("hands"), "the reviewed hands", MAX_HANDS)
        return ProgressBook([ReviewedHand.check(hand) for hand in hands])

    def to_json(self) -> dict[str, Any]:
        return {"hands": [hand.to_json() for hand in self.hands[-MAX_HANDS:]]}

    def rows(self) -> list[dict[str, Any]]:
        """Every decision as the rating reads it (``ai.rating.rate_rows``)."""
        return [d.to_json() for hand in self.hands for d in hand.decisions]

    def games(self) -> list[list[ReviewedHand]]:
        """The hands grouped by game, in the order the games were first reviewed."""
        groups: dict[str, list[ReviewedHand]] = {}
        for hand in self.hands:
            groups.setdefault(hand.game, []).append(hand)
        return list(groups.values())


def progress_file(game: str) -> str:
    if not GAME_NAME.fullmatch(game):
        raise ValueError(f"{game!r} cannot name a progress file")
    return f"{PROGRESS}/{game}.json"


def training_file(game: str) -> str:
    if not GAME_NAME.fullmatch(game):
        raise ValueError(f"{game!r} cannot name a training file")
    return f"{TRAINING}/{game}.json"


def load_book(storage: Storage, game: str) -> ProgressBook:
    """``game``'s reviewed hands (none when there is no file, or it is damaged: reported)."""
    return storage.load_data(progress_file(game), ProgressBook.check) or ProgressBook()


def hand_key(variant: str, deal: RecordedDeal) -> str:
    """A hand's own name: its game, deck and actions (the same in a save and a record)."""
    text = json.dumps([variant, deal.deck, deal.actions], separators=(",", ":"))
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:24]


def game_key(record: GameRecord) -> str:
    """A game's own name: its options, first dealer and first deck."""
    first = record.deals[0].deck if record.deals else []
    text = json.dumps(
        [record.variant, record.options, record.first_dealer, first], separators=(",", ":")
    )
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]


# --- training -------------------------------------------------------------------------------


@dataclass(slots=True)
class TrainingPosition:
    """A decision the player got wrong: the record up to it (a save the table resumes: the
    seat's view, the history as it was), the decision as reviewed, and the good answers so
    far."""

    key: str
    save: dict[str, Any]
    decision: StoredDecision
    good: int = 0

    @property
    def variant(self) -> str:
        return str(self.save["variant"])

    @staticmethod
    def check(data: Any) -> TrainingPosition:
        entry = need_object(data, "a training position")
        save = need_object(entry.get("save"), "a training position's game")
        parse_record(save)  # a record the table can read
        table = need_object(save.get("table"), "a training position's table")
        need_list(table.get("levels"), "a training position's seats", 8)
        decision = StoredDecision.check(entry.get("decision"))
        if not decision.best or not decision.options:
            raise InputError("a training position has no best option", "no_best")
        return TrainingPosition(
            key=need_text(entry.get("key"), "a training position's key", 64),
            save=save,
            decision=decision,
            good=need_int(entry.get("good", 0), "a training position's good answers", 0, 9),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "save": self.save,
            "decision": self.decision.to_json(),
            "good": self.good,
        }


@dataclass(slots=True)
class TrainingQueue:
    """One game's positions to train on, oldest first."""

    positions: list[TrainingPosition] = field(default_factory=list)

    @staticmethod
    def check(data: Any) -> TrainingQueue:
        entry = need_object(data, "the training file")
        raw = need_list(entry.get("positions"), "the training positions", MAX_POSITIONS)
        return TrainingQueue([TrainingPosition.check(p) for p in raw])

    def to_json(self) -> dict[str, Any]:
        return {"positions": [p.to_json() for p in self.positions[-MAX_POSITIONS:]]}

    def add(self, position: TrainingPosition) -> bool:
        """Queue a position (not twice); the oldest go beyond ``MAX_POSITIONS``."""
        if any(p.key == position.key for p in self.positions):
            return False
        self.positions.append(position)
        del self.positions[:-MAX_POSITIONS]
        return True

    def answer(self, key: str, action: str) -> bool | None:
        """The player answered the position ``key`` with ``action``: whether it was good (the
        best, or within the noise of it, or marked no worse than good), None for no such
        position.  Answered well twice, the position leaves the queue; a wrong answer starts
        its count again."""
        position = next((p for p in self.positions if p.key == key), None)
        if position is None:
            return None
        good = answered_well(position.decision, action)
        position.good = position.good + 1 if good else 0
        if position.good >= GOOD_TWICE:
            self.positions.remove(position)
        return good


def answered_well(decision: StoredDecision, action: str) -> bool:
    """Whether ``action`` is a good answer: the best, or an option whose value is within the
    best's interval (the review could not tell them apart)."""
    if action == decision.best:
        return True
    best = next((o for o in decision.options if o.action == decision.best), None)
    chosen = next((o for o in decision.options if o.action == action), None)
    return best is not None and chosen is not None and chosen.value >= best.low


def load_queue(storage: Storage, game: str) -> TrainingQueue:
    """``game``'s training positions (none when there is no file, or it is damaged)."""
    return storage.load_data(training_file(game), TrainingQueue.check) or TrainingQueue()


def position_save(
    record: GameRecord, deal: int, index: int, levels: Sequence[str]
) -> dict[str, Any]:
    """The record of ``record`` up to action ``index`` of deal ``deal`` (from 1), as a save
    the table resumes (``TableController.from_json``): the player to decide there."""
    deals = [RecordedDeal(d.deck, list(d.actions), d.code) for d in record.deals[:deal]]
    deals[-1].actions = deals[-1].actions[:index]
    shell = GameRecord(record.variant, record.options, record.first_dealer, deals)
    data = shell.to_json()
    data["table"] = {"kind": SAVE_KIND, "levels": list(levels), "seed": 0}
    return data


def training_levels(variant: str) -> list[str]:
    """The seats of a training position: the player, the others at the hard level."""
    return ["human", *["hard"] * (get_game(variant).seats - 1)]


# --- the background review ---------------------------------------------------------------


@runtime_checkable
class BackgroundReviewer(Protocol):
    """What the background review asks of the decision service (``ai.service`` has it)."""

    @property
    def busy(self) -> bool: ...

    def review_in_background(
        self, record: RecordData, deal: int, seat: int, seed: int = 0
    ) -> int: ...

    def poll(self, ticket: int) -> tuple[bool, Any]: ...

    def cancel(self, ticket: int) -> None: ...


@dataclass(frozen=True, slots=True)
class Pending:
    """A deal to review: the record that holds it, its file, its number (from 1), its key."""

    record: GameRecord
    file: str
    deal: int
    key: str


class BackgroundReview:
    """The player's finished hands reviewed while the service has nothing else to do.

    ``tick(dt)`` is called every frame and never makes it wait: the review itself runs in
    the service's own low-priority worker process, and the work on the data files (listing
    the records, reading one, storing a reviewed hand in its book and its mistakes in the
    training queue: tens of milliseconds once the files have grown) runs on a thread of its
    own, one piece at a time, its result taken on a later frame.  The frame's own part is
    a few comparisons, handing a deal to the service and taking its answer.  Without the
    thread (``threaded=False``) each piece runs within the tick, as the tests like it."""

    def __init__(
        self,
        storage: Storage,
        service: Callable[[], object],
        idle_seconds: float = IDLE_SECONDS,
        today: Callable[[], str] = lambda: time.strftime("%Y-%m-%d"),
        threaded: bool = True,
    ) -> None:
        self.storage = storage
        self.service = service
        self.idle_seconds = idle_seconds
        self.today = today
        self.clock = 0.0
        self.idle_since = 0.0
        self.scanned_at = -RESCAN_SECONDS
        self.files: list[str] = []  # record files left to look through
        self.pending: list[Pending] = []
        self.done: dict[str, set[str]] = {}  # by game: the keys reviewed (from its book)
        self.books: dict[str, ProgressBook] = {}  # read once: only this review writes them
        self.skipped: set[str] = set()  # unfinished or unreadable: not asked again this run
        self.ticket: int | None = None
        self.asked: Pending | None = None
        self.reviewed = 0  # hands stored by this run (the statistics screen reads it)
        self.listeners: list[Callable[[str], None]] = []  # told the game of each hand stored
        self.counted: list[tuple[str, int]] = []  # each time positions were added: the game
        # and its positions then (the menu's count, without reading the files in a frame)
        self.thread = (
            ThreadPoolExecutor(max_workers=1, thread_name_prefix="atout-progress")
            if threaded
            else None
        )
        self.working: tuple[Future[Any], Callable[[Any], None]] | None = None  # on the thread

    @property
    def idle(self) -> bool:
        """Nothing in hand: no file work, no deal asked, nothing waiting to be asked."""
        return self.working is None and self.ticket is None and not (self.files or self.pending)

    def tick(self, dt: float) -> None:
        self.clock += dt
        if self.storage.read_only:
            return
        if self.working is not None:
            future, then = self.working
            if not future.done():
                return
            self.working = None
            then(future.result())
            return
        service = self.service()
        if not isinstance(service, BackgroundReviewer):
            return
        if self.ticket is not None:
            self.collect(service)
            return
        if service.busy:
            self.idle_since = self.clock
            return
        if self.clock - self.idle_since < self.idle_seconds:
            return
        if self.pending:
            self.ask(service, self.pending.pop(0))
        elif self.files:
            name = self.files.pop(0)
            self.later(lambda: self.look_through(name), self.pending.extend)
        elif self.clock - self.scanned_at >= RESCAN_SECONDS:
            self.scanned_at = self.clock
            self.later(self.record_files, self.files.extend)

    def later(self, work: Callable[[], Any], then: Callable[[Any], None]) -> None:
        """``work`` on the thread, ``then`` with its result on the frame that sees it done
        (at once without the thread).  One piece at a time: the thread alone touches the
        books while it runs, since the frames wait for it before doing anything else."""
        if self.thread is None:
            then(work())
        else:
            self.working = (self.thread.submit(work), then)

    def record_files(self) -> list[str]:
        """The records of the player's hands: every game's save, then the finished games,
        newest first (names as the storage writes them)."""
        names = [save_file(game) for game in self.storage.saved_games()]
        try:
            found = os.listdir(self.storage.path(FINISHED))
        except OSError:
            found = []
        finished = sorted((n for n in found if FINISHED_NAME.fullmatch(n)), reverse=True)
        return names + [f"{FINISHED}/{name}" for name in finished]

    def look_through(self, name: str) -> list[Pending]:
        """The unreviewed finished deals of one record file (a save's last deal is still
        being played); an unreadable file is left to the storage's own reading."""
        try:
            record = parse_record(load_json(self.storage.path(name), MAX_BYTES, label="it"))
        except (AtoutError, OSError):
            return []
        if not GAME_NAME.fullmatch(record.variant):
            return []
        done = self.reviewed_keys(record.variant)
        deals = record.deals[:-1] if name.startswith("saves/") else record.deals
        found = []
        for number, deal in enumerate(deals, 1):
            key = hand_key(record.variant, deal)
            if key not in done and key not in self.skipped and deal.actions:
                found.append(Pending(record, name, number, key))
        return found

    def reviewed_keys(self, game: str) -> set[str]:
        if game not in self.done:
            self.done[game] = {hand.key for hand in self.book(game).hands}
        return self.done[game]

    def book(self, game: str) -> ProgressBook:
        if game not in self.books:
            self.books[game] = load_book(self.storage, game)
        return self.books[game]

    def ask(self, service: BackgroundReviewer, pending: Pending) -> None:
        if pending.key in self.done.get(pending.record.variant, set()):
            return
        try:
            self.ticket = service.review_in_background(
                pending.record.data(), pending.deal, HUMAN_SEAT
            )
        except (AtoutError, ValueError):
            self.skipped.add(pending.key)
            return
        self.asked = pending

    def collect(self, service: BackgroundReviewer) -> None:
        assert self.ticket is not None and self.asked is not None
        try:
            ready, rows = service.poll(self.ticket)
        except (AtoutError, ValueError):  # a record the replay refuses: never asked again
            ready, rows = True, None
        if not ready:
            return
        pending, self.ticket, self.asked = self.asked, None, None
        if rows is None:
            self.skipped.add(pending.key)
            return
        self.later(lambda: self.store(pending, rows), self.stored)

    def store(self, pending: Pending, rows: list[dict[str, Any]]) -> str:
        """Keep a reviewed hand in its game's book, and its mistakes in the training queue
        (on the thread); returns the game."""
        record = pending.record
        game = record.variant
        decisions = tuple(StoredDecision.check(row) for row in rows)
        hand = ReviewedHand(
            pending.key, game_key(record), pending.file, pending.deal, self.today(), decisions
        )
        book = self.book(game)
        book.hands = [*[h for h in book.hands if h.key != hand.key][-MAX_HANDS + 1 :], hand]
        self.storage.write_data(progress_file(game), book.to_json())
        self.reviewed_keys(game).add(hand.key)
        wrong_ones = [d for d in decisions if d.wrong and d.best and d.options]
        if wrong_ones:
            levels = training_levels(game)
            positions = [
                TrainingPosition(
                    f"{pending.key}:{decision.index}",
                    position_save(record, pending.deal, decision.index, levels),
                    decision,
                )
                for decision in wrong_ones
            ]

            def add(queue: TrainingQueue) -> int:
                for position in positions:
                    queue.add(position)
                return len(queue.positions)

            self.counted.append((game, change_queue(self.storage, game, add)))
        return game

    def stored(self, game: str) -> None:
        """A hand stored (on the frame that sees it): the screens that show them are told."""
        self.reviewed += 1
        for listener in self.listeners:
            listener(game)

    def close(self) -> None:
        """Drop the question in flight and let the file work in hand finish (the program
        ends: the storage closes after this)."""
        if self.ticket is not None:
            service = self.service()
            if isinstance(service, BackgroundReviewer):
                service.cancel(self.ticket)
        self.ticket = None
        if self.thread is not None:
            self.thread.shutdown(wait=True, cancel_futures=True)
        self.working = None


QUEUE_GUARD = threading.Lock()  # the training files change on the review's thread and the frames'


def change_queue(storage: Storage, game: str, change: Callable[[TrainingQueue], T]) -> T:
    """Read ``game``'s training queue, change it and write it back, as one step: the
    background review adds positions on its thread while the training screen answers them."""
    with QUEUE_GUARD:
        queue = load_queue(storage, game)
        result = change(queue)
        storage.write_data(training_file(game), queue.to_json())
        return result


def training_games(storage: Storage) -> list[str]:
    """The games with a training file, by name."""
    try:
        names = os.listdir(storage.path(TRAINING))
    except OSError:
        return []
    return sorted(
        n[: -len(".json")] for n in names if n.endswith(".json") and GAME_NAME.fullmatch(n[:-5])
    )
