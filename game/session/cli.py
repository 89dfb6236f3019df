"""The command line of the game logic: ``replay FILE``, ``simulate``, ``review FILE`` and
``deal CODE``.

Every failure is one line on standard error and exit status 2, never a
traceback (shared/rules/common.md, "The replayer").  ``review`` needs the AI,
which the session layer never imports: ``main.py`` hands ``main`` a reviewer, and for
``review FILE --screen`` an opener of the window on the review screen.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.catalog import game_names
from game.core.errors import AtoutError
from game.session.deal_code import decode
from game.session.gate import InputError, load_json, need_object, parse_json, shorten
from game.session.record import GameRecord, parse_record
from game.session.replay import replay
from game.session.simulate import simulate_games, summarise

BAD_INPUT = 2
MAX_LINE = 400

Reviewer = Callable[[GameRecord, int, bool, int], str]
"""Reviews a checked record for a seat (as JSON or not, from a seed): the text to print."""

ScreenOpener = Callable[[GameRecord, int], int]
"""Opens the window on the review screen of a checked record for a seat: the exit status."""


class _Parser(argparse.ArgumentParser):
    """argparse that exits with status 2 and one line (it already does; keep it explicit)."""

    def error(self, message: str) -> Any:
        self.exit(BAD_INPUT, f"{self.prog}: {message}\n")


def build_parser(prog: str) -> argparse.ArgumentParser:
    parser = _Parser(prog=prog, description="Atout: replay records, simulate games, review hands.")
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
    code = commands.add_parser("deal", help="print the deal a deal code names, as JSON")
    code.add_argument("code", help="the deal code, like BGA-07SSV28VEP2A6")
    return parser


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
    print(json.dumps(replay(record).summary()))
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
        print(reviewer(record, args.seat, args.json, args.seed))
    except AtoutError as error:
        return _fail(str(error))
    return 0


def run_deal(code: str) -> int:
    """The deal a code names, as one JSON object; a refused code is one line and status 2."""
    try:
        spec = decode(code)
    except AtoutError as error:
        return _fail(f"not a deal code: {error}")
    print(json.dumps(spec.to_json()))
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
    print(json.dumps(summarise(args.variant, args.seed, played)))
    return 0


def main(
    argv: list[str] | None = None,
    prog: str = "atout",
    reviewer: Reviewer | None = None,
    screen: ScreenOpener | None = None,
) -> int:
    import game.catalog  # noqa: F401  (fills the registry before parsing choices)

    args = build_parser(prog).parse_args(argv)
    if args.command == "replay":
        return run_replay(args.file)
    if args.command == "review":
        return run_review(args, reviewer, screen)
    if args.command == "deal":
        return run_deal(args.code)
    return run_simulate(args)


def _fail(message: str) -> int:
    """One line on standard error, however long the fault's own words (a record's text is quoted
    short at the gate, this is the last guard)."""
    line = " ".join(message.split())
    if len(line) > MAX_LINE:
        line = line[: MAX_LINE - 1] + "…"
    print(line, file=sys.stderr)
    return BAD_INPUT
