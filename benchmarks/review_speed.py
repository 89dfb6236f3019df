"""How long a hand review takes at the default review strength (issue 17's targets).

    nice -n 10 python benchmarks/review_speed.py [--hands 10] [--burraco-hands 3]

Reviews every decision of one seat (seats in turn) in hands played by the rule-based
players: ``--hands`` hands of each trick game, ``--burraco-hands`` Burraco hands.
Prints per game the decisions reviewed per hand and the seconds per hand (mean and
worst).  Targets on a 2-core machine: a Belote hand at most 5 s, a Burraco hand at most
30 s.  Figures are printed, never asserted: the machine's load moves them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.review.engine import review_deal
from benchmarks.review_hands import played_hands

TRICK_GAMES = ("belote_bga", "belote_classic", "baloot", "barbu")


def time_game(variant: str, hands: int, seed: int) -> None:
    seconds = []
    decisions = []
    for number, hand in enumerate(played_hands(variant, hands, seed)):
        seat = number % 4
        start = time.perf_counter()
        review = review_deal(hand.start, hand.actions, seat, seed=number)
        seconds.append(time.perf_counter() - start)
        decisions.append(len(review.decisions))
    print(
        f"{variant:15} {hands:3} hands  {statistics.fmean(decisions):5.1f} decisions/hand  "
        f"{statistics.fmean(seconds):6.2f} s/hand mean  {max(seconds):6.2f} s worst",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--burraco-hands", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for variant in TRICK_GAMES:
        time_game(variant, args.hands, args.seed)
    time_game("burraco", args.burraco_hands, args.seed)


if __name__ == "__main__":
    main()
