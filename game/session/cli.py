"""The command line of the game logic: ``replay FILE``, ``simulate``, ``review FILE``,
``hint FILE``, ``rating FILES...`` and ``deal CODE``.

Every failure is one line on standard error and exit status 2, never a
traceback (shared/rules/common.md, "The replayer"); how a command is cut short
(Ctrl-C, a closed pipe, a full disk) is ``game.session.exits``.  ``review`` needs the AI,
which the session layer never imports: ``main.py`` hands ``main`` a reviewer, and for
``review FILE --screen`` an opener of the window on the review screen; ``hint`` is handed
its hinter the same way, and ``rating`` its rater.  A review says on
standard error how far it is, deal by deal, and may take part of a record (``--deals A-B``).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.catalog import game_names
from game.core.errors import AtoutError
from game.session.deal_code import decode
from game.session.exits import emit, say
from game.session.gate import InputError, load_json, need_object, parse_json, shorten
from game.session.record import GameRecord, parse_record
from game.session.replay import replay
from game.session.simulate import simulate_games, summarise

BAD_INPUT = 2
MAX_LINE = 400
PROGRESS_WIDTH = 72  # a progress line padded to this, so a shorter one covers a longer

DealsDone = Callable[[int, int], None]
"""Hears, after each reviewed deal, the deals done and the number to review."""


@dataclass(frozen=True)
class ReviewRequest:
    """What ``review`` asks of the reviewer: the seat, JSON or text, the worlds' seed, the
    deals to review (numbered from 1) and who hears each deal done."""

    seat: int
    as_json: bool
    seed: int
    deals: range
    deal_done: DealsDone


@dataclass(frozen=True)
class HintRequest:
    """What ``hint`` asks of the hinter: the deal (from 1), the decision before action number
    ``action`` of it (from 0, as the review's ``action_index``), the seat (None: the seat to
    act), JSON or text, the worlds' seed."""

    deal: int
    action: int
    seat: int | None
    as_json: bool
    seed: int


@dataclass(frozen=True)
class RatingRequest:
    """What ``rating`` asks of the rater: the seat, JSON or text, the review's seed and who
    hears each deal reviewed (deals done of all the records' deals)."""

    seat: int
    as_json: bool
    seed: int
    deal_done: DealsDone


Rater = Callable[[list[GameRecord], RatingRequest], str]
"""The rating of a seat over checked records: the text to print (an ``AtoutError`` is its
refusal, as more deals than one review takes)."""

Hinter = Callable[[GameRecord, HintRequest], str]
"""The hint for one decision of a checked record: the text to print (an ``AtoutError`` is
its refusal, as a position the record does not have)."""

Reviewer = Callable[[GameRecord, ReviewRequest], str]
"""Reviews a checked record as asked: the text to print (an ``AtoutError`` is its refusal)."""

ScreenOpener = Callable[[GameRecord, int], int]
"""Opens the window on the review screen of a checked record for a seat: the exit status."""


class _Parser(argparse.ArgumentParser):
    """argparse that exits with status 2 and one line, without the usage (line breaks in a
    quoted argument become spaces)."""

    def error(self, message: str) -> Any:
        self.exit(BAD_INPUT, f"{one_line(f'{self.prog}: {message}')}\n")


def build_parser(prog: str, epilog: str | None = None) -> argparse.ArgumentParser:
    """The commands' parser; ``epilog`` (kept as written) lists a caller's own commands."""
    parser = _Parser(
        prog=prog,
        description="Atout: replay records, simulate games, review hands, give hints, rate.",
        epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", required=True)
    rep = commands.add_parser("replay", help="check a game record and print its scores")
    rep.add_argument("file", help="the record (JSON); '-' reads standard input")
    sim = commands.add_parser("simulate", help="play whole games between random players")
    sim.add_argument("--variant", required=True, choices=game_names())
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--options", default="{}", help="the variant's options as JSON")
    sim.add_argument("--record-dir", type=Path, help="write every game's record here")
    rev = commands.add_parser("review", help="value every decision of a seat in a record")
    rev.add_argument("file", help="the record (JSON); '-' reads standard input")
    rev.add_argument("--seat", type=int, default=0, choices=range(4), help="the seat (default 0)")
    rev.add_argument("--json", action="store_true", help="print one JSON object")
    rev.add_argument("--seed", type=int, default=0, help="the sampled worlds' seed")
    rev.add_argument("--screen", action="store_true", help="open the window on its review")
    rev.add_argument(
        "--deals",
        type=deal_range,
        metavar="A-B",
        help="review only deals A to B (or deal N), numbered from 1",
    )
    hint = commands.add_parser("hint", help="the hint for one decision of a record, with why")
    hint.add_argument("file", help="the record (JSON); '-' reads standard input")
    hint.add_argument("--deal", type=int, default=1, help="the deal, numbered from 1")
    hint.add_argument(
        "--action",
        type=int,
        required=True,
        metavar="I",
        help="the decision before action I of the deal (from 0, as the review's action_index)",
    )
    hint.add_argument("--seat", type=int, choices=range(4), help="the seat (default: to act)")
    hint.add_argument("--json", action="store_true", help="print one JSON object")
    hint.add_argument("--seed", type=int, default=0, help="the sampled worlds' seed")
    rate = commands.add_parser("rating", help="a seat's rating over records, with its interval")
    rate.add_argument("files", nargs="+", help="the records (JSON); '-' reads standard input")
    rate.add_argument("--seat", type=int, default=0, choices=range(4), help="the seat (default 0)")
    rate.add_argument("--json", action="store_true", help="print one JSON object")
    rate.add_argument("--seed", type=int, default=0, help="the review's sampled worlds' seed")
    code = commands.add_parser("deal", help="print the deal a deal code names, as JSON")
    code.add_argument("code", help="the deal code, like BGA-07SSV28VEP2A6")
    return parser


def deal_range(text: str) -> range:
    """``A-B`` or ``N`` as the deal numbers it names (from 1, A at most B), for ``--deals``."""
    found = re.fullmatch(r"\s*([0-9]{1,9})\s*(?:-\s*([0-9]{1,9})\s*)?", text, re.ASCII)
    first = int(found.group(1)) if found else 0
    last = int(found.group(2) or first) if found else 0
    if not 1 <= first <= last:
        raise argparse.ArgumentTypeError(
            f"not a range of deals: {shorten(text, 40)} (write A-B or N, numbered from 1)"
        )
    return range(first, last + 1)


class RecordFileError(AtoutError):
    """A record file that does not replay; the message names the file."""


def checked_record(path: str) -> GameRecord:
    """A record file through the gate and the replayer; raises ``AtoutError`` with the line to
    print (a fault of the record names the file in brackets)."""
    name = "standard input" if path == "-" else path
    data = load_json(path)
    try:
        record = parse_record(data)
        replay(record)
    except AtoutError as error:
        raise RecordFileError(f"{error} [in {shorten(name, 200)}]") from None
    return record


def run_replay(path: str) -> int:
    try:
        record = checked_record(path)
    except AtoutError as error:
        return _fail(str(error))
    emit(json.dumps(replay(record).summary()))
    return 0


def run_review(
    args: argparse.Namespace, reviewer: Reviewer | None, screen: ScreenOpener | None
) -> int:
    if reviewer is None or (args.screen and screen is None):
        return _fail("review needs the AI: run it as 'python3 main.py review FILE'")
    try:
        record = checked_record(args.file)  # a bad record never opens the window
        if args.screen and screen is not None:
            return screen(record, args.seat)
        deals = chosen_deals(args.deals, len(record.deals))
        request = ReviewRequest(args.seat, args.json, args.seed, deals, ProgressLine())
        text = reviewer(record, request)
    except AtoutError as error:
        return _fail(str(error))
    emit(text)
    return 0


def run_hint(args: argparse.Namespace, hinter: Hinter | None) -> int:
    if hinter is None:
        return _fail("hint needs the AI: run it as 'python3 main.py hint FILE'")
    try:
        record = checked_record(args.file)
        if not 1 <= args.deal <= len(record.deals):
            raise AtoutError(f"the record has no deal {args.deal} (it has {len(record.deals)})")
        request = HintRequest(args.deal, args.action, args.seat, args.json, args.seed)
        text = hinter(record, request)
    except AtoutError as error:
        return _fail(str(error))
    emit(text)
    return 0


def run_rating(args: argparse.Namespace, rater: Rater | None) -> int:
    if rater is None:
        return _fail("rating needs the AI: run it as 'python3 main.py rating FILES...'")
    try:
        records = [checked_record(path) for path in args.files]
        request = RatingRequest(args.seat, args.json, args.seed, ProgressLine())
        text = rater(records, request)
    except AtoutError as error:
        return _fail(str(error))
    emit(text)
    return 0


def chosen_deals(asked: range | None, count: int) -> range:
    """The deals ``--deals`` names, all of them without it; a range past the record's end is
    refused (``AtoutError``), so a mistyped range never reviews something else."""
    if asked is None:
        return range(1, count + 1)
    if asked.stop - 1 > count:
        span = f"{asked.start}-{asked.stop - 1}" if len(asked) > 1 else str(asked.start)
        raise AtoutError(f"--deals {span}: the record has {count} deal{'s' * (count != 1)}")
    return asked


class ProgressLine:
    """Says on standard error how far a review is: deals done of all, and the time left at
    the pace so far (a long review otherwise looks hung).  A terminal's line is rewritten in
    place; anything else gets one line a deal."""

    def __init__(self) -> None:
        self.started = time.monotonic()
        self.live = _is_terminal(sys.stderr)

    def __call__(self, done: int, total: int) -> None:
        elapsed = time.monotonic() - self.started
        left = elapsed / done * (total - done) if done else 0.0
        deals = f"deal{'s' * (total != 1)}"
        line = f"review: {done} of {total} {deals} done, about {_duration(left)} left"
        if done >= total:
            line = f"review: {total} {deals} done in {_duration(elapsed)}"
        if not self.live:
            say(line)
        else:  # back to the line's start, over the last one (padded); the final line stays
            say(f"\r{line:<{PROGRESS_WIDTH}}", end="\n" if done >= total else "")


def _duration(seconds: float) -> str:
    """A time to wait, as a person reads it: seconds, then minutes, then hours."""
    if seconds < 90:
        return f"{round(seconds)} s"
    if seconds < 90 * 60:
        return f"{round(seconds / 60)} min"
    return f"{seconds / 3600:.1f} h"


def _is_terminal(stream: Any) -> bool:
    """Whether ``stream`` is a terminal (a closed or missing one is not)."""
    try:
        return bool(stream is not None and stream.isatty())
    except (OSError, ValueError):
        return False


def run_deal(code: str) -> int:
    """The deal a code names, as one JSON object; a refused code is one line and status 2."""
    try:
        spec = decode(code)
    except AtoutError as error:
        return _fail(f"not a deal code: {error}")
    emit(json.dumps(spec.to_json()))
    return 0


def run_simulate(args: argparse.Namespace) -> int:
    if args.games < 0:
        return _fail("--games must be 0 or more")
    try:
        options = parse_json(args.options, "--options")
        need_object(options, "--options")
    except InputError as error:
        return _fail(str(error))
    record_dir: Path | None = args.record_dir
    played = []
    try:
        if record_dir is not None:
            record_dir.mkdir(parents=True, exist_ok=True)
        for number, game in enumerate(
            simulate_games(args.variant, args.games, args.seed, options), 1
        ):
            played.append(game)
            if record_dir is not None:
                target = record_dir / f"{args.variant}-{args.seed}-{number:04d}.json"
                target.write_text(json.dumps(game.record.to_json(), indent=1), encoding="utf-8")
    except AtoutError as error:
        return _fail(str(error))
    except OSError as error:
        where = error.filename or record_dir
        return _fail(f"cannot write the records to {where}: {error.strerror or error}")
    emit(json.dumps(summarise(args.variant, args.seed, played)))
    return 0


def main(
    argv: list[str] | None = None,
    prog: str = "atout",
    reviewer: Reviewer | None = None,
    screen: ScreenOpener | None = None,
    epilog: str | None = None,
    hinter: Hinter | None = None,
    rater: Rater | None = None,
) -> int:
    import game.catalog  # noqa: F401  (fills the registry before parsing choices)

    args = build_parser(prog, epilog).parse_args(argv)
    if args.command == "replay":
        return run_replay(args.file)
    if args.command == "review":
        return run_review(args, reviewer, screen)
    if args.command == "deal":
        return run_deal(args.code)
    if args.command == "hint":
        return run_hint(args, hinter)
    if args.command == "rating":
        return run_rating(args, rater)
    return run_simulate(args)


def _fail(message: str) -> int:
    """One line on standard error, however long the fault's own words (a record's text is quoted
    short at the gate, this is the last guard)."""
    print(one_line(message), file=sys.stderr)
    return BAD_INPUT


def one_line(message: str) -> str:
    """``message`` on one line of at most ``MAX_LINE`` characters (line breaks in a quoted
    argument or record become spaces)."""
    line = " ".join(message.split())
    return line if len(line) <= MAX_LINE else line[: MAX_LINE - 1] + "…"
