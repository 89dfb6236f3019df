"""Whether a hand review's marks hold when the sampled worlds change (issue 17's target).

    nice -n 10 python benchmarks/review_consistency.py [--hands 200] [--jobs 2] [--variant V]

For each trick game, ``--hands`` hands played by the rule-based players are reviewed
twice for one seat (seats in turn), with two different seeds, at the default review
strength (``--worlds`` overrides its worlds).  Prints per game the decisions compared
(forced ones apart), the share whose mark moved by more than one step (target: at most
5%), the share that moved at all, and the invariants of every decision: a played action
equal to the best has loss 0, and a decision is forced exactly when one action was legal.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.catalog import game_ai
from ai.review import Mark
from ai.review.engine import review_deal
from benchmarks.review_hands import played_hands
from game.catalog import get_game

TRICK_GAMES = ("belote_bga", "belote_classic", "baloot", "barbu")
SEEDS = (101, 202)


@dataclass
class Counts:
    decisions: int = 0
    forced: int = 0
    moved: int = 0
    moved_far: int = 0
    faults: int = 0

    def add(self, other: Counts) -> None:
        for name in vars(self):
            setattr(self, name, getattr(self, name) + getattr(other, name))


def check_hands(variant: str, first: int, count: int, seed: int, worlds: int) -> Counts:
    """Hands ``first`` to ``first + count`` of the seeded series, each reviewed twice."""
    strength = game_ai(get_game(variant)).review.strength
    if worlds:
        strength = replace(strength, worlds=worlds)
    counts = Counts()
    for number, hand in enumerate(played_hands(variant, first + count, seed)):
        if number < first:
            continue
        seat = number % 4
        one, two = (
            review_deal(hand.start, hand.actions, seat, seed=s, strength=strength) for s in SEEDS
        )
        for a, b in zip(one.decisions, two.decisions, strict=True):
            for d in (a, b):
                if (d.played == d.best and d.loss != 0) or (
                    (d.mark is Mark.FORCED) != (d.legal_count == 1)
                ):
                    counts.faults += 1
            if a.mark is Mark.FORCED:
                counts.forced += 1
                continue
            counts.decisions += 1
            step = abs(a.mark.step - b.mark.step)
            counts.moved += step > 0
            counts.moved_far += step > 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--worlds", type=int, default=0, help="override the review's worlds")
    parser.add_argument("--variant", choices=TRICK_GAMES, action="append")
    args = parser.parse_args()
    chunk = max(1, args.hands // (4 * args.jobs))
    for variant in args.variant or TRICK_GAMES:
        started = time.perf_counter()
        total = Counts()
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            parts = [
                pool.submit(
                    check_hands,
                    variant,
                    first,
                    min(chunk, args.hands - first),
                    args.seed,
                    args.worlds,
                )
                for first in range(0, args.hands, chunk)
            ]
            for part in parts:
                total.add(part.result())
        n = max(total.decisions, 1)
        print(
            f"{variant:15} {args.hands} hands: {total.decisions} decisions (+{total.forced} "
            f"forced); mark moved >1 step {100 * total.moved_far / n:.1f}%, moved at all "
            f"{100 * total.moved / n:.1f}%; invariant faults {total.faults}; "
            f"{time.perf_counter() - started:.0f} s",
            flush=True,
        )


if __name__ == "__main__":
    main()
