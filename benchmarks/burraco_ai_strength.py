"""Burraco AI strength and think time against the targets of its issue (duplicate arena runs).

    python benchmarks/burraco_ai_strength.py --deals 40 --games 10 --jobs 2

Runs hard vs the rule-based bot (easy) over duplicate hands (the point
difference per hand with its 95% interval, think times) and over whole games
to 2005 (games won), and prints each figure next to its target.  Figures are
printed, never asserted.  A whole game takes a few minutes of one core at
hard, so the 200 games of the target are an overnight run.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.arena import report, run
from game.catalog import get_game

VARIANT = "burraco"


def verdict(ok: bool) -> str:
    return "meets target" if ok else "BELOW TARGET"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=40, help="duplicate hand pairs (0: none)")
    parser.add_argument("--games", type=int, default=10, help="duplicate game pairs (0: none)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()

    def arena(count: int, games: bool) -> dict[str, Any]:
        start = time.perf_counter()
        definition = get_game(VARIANT)
        summary = run(definition, "hard", "easy", count, args.seed, games, args.jobs)
        print(report(summary, definition, "hard", "easy"))
        print(f"  ({time.perf_counter() - start:.0f} s wall clock, {args.jobs} processes)")
        return summary

    if args.deals:
        summary = arena(args.deals, games=False)
        low = summary["margin"] - summary["margin_ci"]
        print(
            f"TARGET hard vs easy points per hand, 95% interval above 0: lower end {low:+.1f} "
            f"{verdict(low > 0)}"
        )
        median, _, worst, _ = summary["think_hard"]
        print(
            f"TARGET hard think time median <= 1 s: {median:.3f} s {verdict(median <= 1)}; "
            f"max <= 3 s: {worst:.3f} s {verdict(worst <= 3)}"
        )
    if args.games:
        summary = arena(args.games, games=True)
        rate, games = summary["game_win_rate"], summary["games"]
        print(
            f"TARGET hard wins >= 60% of >= 200 games vs easy: {100 * rate:.1f}% of {games} "
            f"{verdict(rate >= 0.6 and games >= 200)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
