"""The command line of the game logic: ``replay FILE`` and ``simulate``.

Every failure is one line on standard error and exit status 2, never a
traceback (shared/rules/common.md, "The replayer").
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from game.catalog import game_names
from game.core.errors import AtoutError
from game.session.record import parse_record
from game.session.replay import replay
from game.session.simulate import simulate_games, summarise

BAD_INPUT = 2


class _Parser(argparse.ArgumentParser):
    """argparse that exits with status 2 and one line (it already does; keep it explicit)."""

    def error(self, message: str) -> Any:
        self.exit(BAD_INPUT, f"{self.prog}: {message}\n")


def build_parser(prog: str) -> argparse.ArgumentParser:
    parser = _Parser(prog=prog, description="Atout: replay records, simulate games.")
    commands = parser.add_subparsers(dest="command", required=True)
    rep = commands.add_parser("replay", help="check a game record and print its scores")
    rep.add_argument("file", help="the record (JSON); '-' reads standard input")
    sim = commands.add_parser("simulate", help="play whole games between random players")
    sim.add_argument("--variant", required=True, choices=game_names())
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--options", default="{}", help="the variant's options as JSON")
    sim.add_argument("--record-dir", type=Path, help="write every game's record here")
    return parser


def run_replay(path: str) -> int:
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return _fail(f"cannot read {path}: {getattr(error, 'strerror', None) or error}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        return _fail(f"{path} is not valid JSON: {error.msg} (line {error.lineno})")
    try:
        result = replay(parse_record(data))
    except AtoutError as error:
        return _fail(str(error))
    print(json.dumps(result.summary()))
    return 0


def run_simulate(args: argparse.Namespace) -> int:
    if args.games < 0:
        return _fail("--games must be 0 or more")
    try:
        options = json.loads(args.options)
    except json.JSONDecodeError as error:
        return _fail(f"--options is not valid JSON: {error.msg}")
    if not isinstance(options, dict):
        return _fail("--options must be a JSON object")
    record_dir: Path | None = args.record_dir
    if record_dir is not None:
        record_dir.mkdir(parents=True, exist_ok=True)
    played = []
    try:
        for number, game in enumerate(
            simulate_games(args.variant, args.games, args.seed, options), 1
        ):
            played.append(game)
            if record_dir is not None:
                target = record_dir / f"{args.variant}-{args.seed}-{number:04d}.json"
                target.write_text(json.dumps(game.record.to_json(), indent=1), encoding="utf-8")
    except AtoutError as error:
        return _fail(str(error))
    print(json.dumps(summarise(args.variant, args.seed, played)))
    return 0


def main(argv: list[str] | None = None, prog: str = "atout") -> int:
    import game.catalog  # noqa: F401  (fills the registry before parsing choices)

    args = build_parser(prog).parse_args(argv)
    if args.command == "replay":
        return run_replay(args.file)
    return run_simulate(args)


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return BAD_INPUT
