"""The no-peek check of ``tests/ai/test_no_peek.py`` at any size: the AI decides the same
whatever the cards hidden from it.

    python benchmarks/no_peek.py --positions 2000 --search-positions 200 --jobs 2

For each rule set, ``--positions`` decision points of seeded random games
(spread over every phase) get a second deal that the deciding seat cannot tell
from the true one but whose hidden cards differ; the agent's sampled world must
be the same field by field, and ``random`` and ``easy`` must decide the same on
both.  The searching levels are asked at ``--search-positions`` of those points,
evenly spread.  Budgets are the test's small ones (fewer worlds, rollouts and
ISMCTS iterations; every budget is a count, so a seed fixes each decision) unless
``--budgets full`` asks for the levels' own.  Prints the points checked per phase,
the points skipped because every redraw kept the hidden cards (forced), and per
level the decisions compared and how many differed; exits 1 if anything differed.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.levels import LEVEL_NAMES, agent_for
from game.catalog import game_names
from tests.ai.test_no_peek import Tally, check_variant, small_agent

BOTS = ("random", "easy")


def run_game(
    variant: str, positions: int, search_positions: int, levels: list[str], seed: int, full: bool
) -> tuple[str, Tally, float]:
    """One rule set's check (in a worker process)."""
    stride = max(1, positions // max(1, search_positions))
    strides = {level: 1 if level in BOTS else stride for level in levels}
    tally = Tally()
    start = time.perf_counter()
    check_variant(variant, positions, seed, strides, tally, agent_for if full else small_agent)
    return variant, tally, time.perf_counter() - start


def print_tally(variant: str, tally: Tally, seconds: float, levels: list[str]) -> None:
    points = sum(tally.phases.values())
    print(
        f"{variant}: {points} decision points in {seconds:.0f} s, {tally.forced} forced (skipped)"
    )
    for phase, count in sorted(tally.phases.items()):
        print(f"  {phase:28} {count:6} points")
    for level in levels:
        asked = tally.decisions[level]
        print(f"  {level:28} {asked:6} decisions compared, {tally.differed[level]} differed")
    world = len(tally.failures) - sum(tally.differed.values())
    print(f"  {'world, view or redraw faults':28} {world:6}")
    for failure in tally.failures[:10]:
        print(f"    {failure}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=1000, help="decision points per game")
    parser.add_argument(
        "--search-positions", type=int, default=100, help="of those, asked of the searches"
    )
    parser.add_argument("--levels", default=",".join(LEVEL_NAMES))
    parser.add_argument("--games", default=",".join(game_names()))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--budgets", choices=("small", "full"), default="small")
    args = parser.parse_args()
    levels = args.levels.split(",")
    unknown = [level for level in levels if level not in LEVEL_NAMES]
    games = args.games.split(",")
    unknown += [game for game in games if game not in game_names()]
    if unknown:
        parser.error(f"unknown level or game: {', '.join(unknown)}")
    full = args.budgets == "full"
    print(
        f"no-peek check: {args.positions} points per game, searches at {args.search_positions}, "
        f"{args.budgets} budgets, seed {args.seed}"
    )
    start = time.perf_counter()
    differed = 0
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = [
            pool.submit(
                run_game, game, args.positions, args.search_positions, levels, args.seed, full
            )
            for game in games
        ]
        for future in futures:
            variant, tally, seconds = future.result()
            print_tally(variant, tally, seconds, levels)
            differed += len(tally.failures)
    print(f"total: {differed} differences, {time.perf_counter() - start:.0f} s")
    return 1 if differed else 0


if __name__ == "__main__":
    sys.exit(main())
