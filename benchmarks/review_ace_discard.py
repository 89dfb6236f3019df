"""Whether the review marks a side-suit ace thrown away early as a mistake (issue 17's target).

    nice -n 10 python benchmarks/review_ace_discard.py [--positions 100]

Positions come from hands played by the rule-based players (Belote, both rule sets,
and Baloot): in the first three tricks, a seat that cannot follow suit, with an
opponent winning the trick, whose legal cards include the ace of a side suit (neither
the suit led nor trumps) and a card of no points of another side suit.  Each position
is reviewed at the default review strength as if the ace had been thrown; prints per
game the positions and the share marked a mistake or a blunder (target: at least 80%),
with every mark's count.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.review import Mark, Stage
from ai.review.engine import review_decision
from benchmarks.review_hands import played_hands
from game.core.api import State
from game.core.cards import ACE, Card
from game.core.trickplay import TrickPlayState

GAMES = ("belote_bga", "belote_classic", "baloot")
EARLY_TRICKS = 3


def thrown_ace(state: State) -> Card | None:
    """The side-suit ace the seat to act could throw on an opponent's trick, early in the
    hand, with a pointless card of another side suit also legal (else None)."""
    if not isinstance(state, TrickPlayState) or not state.in_play or not state.trick:
        return None
    order = state.order
    seat = state.to_act
    if order is None or state.tricks_played >= EARLY_TRICKS or state.win_seat & 1 == seat & 1:
        return None
    led = state.trick[0] // 13
    side = [c for c in state.legal_actions() if isinstance(c, Card)]
    side = [c for c in side if c.suit not in (led, order.trump_suit)]
    for ace in (c for c in side if c.rank == ACE):
        if any(c.suit != ace.suit and order.points[c.index] == 0 for c in side):
            return ace
    return None


def positions(variant: str, count: int, seed: int) -> Iterator[tuple[State, Card, int]]:
    """``count`` positions of ``variant``: the state, the ace and the action's index."""
    found = 0
    for hand in played_hands(variant, 10 * count, seed):
        state = hand.start.clone()
        for index, action in enumerate(hand.actions):
            ace = thrown_ace(state)
            if ace is not None:
                yield state.clone(), ace, index
                found += 1
                if found == count:
                    return
                break  # one position per hand, for variety
            state.apply(action)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    for variant in GAMES:
        marks: Counter[Mark] = Counter()
        losses: list[float] = []
        for number, (state, ace, index) in enumerate(positions(variant, args.positions, args.seed)):
            assert isinstance(state, TrickPlayState)
            stage = Stage("trick", state.tricks_played + 1)
            decision = review_decision(state, state.to_act, ace, index, stage, deal=number)
            marks[decision.mark] += 1
            losses.append(decision.loss)
        total = sum(marks.values())
        bad = marks[Mark.MISTAKE] + marks[Mark.BLUNDER]
        counts: dict[str, Any] = {m.value: marks[m] for m in Mark if marks[m]}
        print(
            f"{variant:15} {total} positions: mistake or blunder {100 * bad / max(total, 1):.0f}%; "
            f"mean loss {sum(losses) / max(total, 1):.1f}; marks {counts}",
            flush=True,
        )


if __name__ == "__main__":
    main()
