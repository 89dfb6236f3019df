"""Time of the card-set solver (one sampled world solved exactly) by cards left in the hands.

    python benchmarks/solver_speed.py [--positions N] [--variant NAME ...]

Positions come from random deals: random calls until someone takes, then the rule-based
bot's cards (so the hands look like play), down to the number of cards left, with
the seat to act solving for its team.  Issue 20 wants worlds solved from earlier in the
hand: the search hands a world to the solver up to ``GamePieces.solve_limit`` cards and
gives up past ``Budget.solve_nodes``.  Figures are printed, never asserted: the
machine's load moves them, and under CPython 3.11 so does the depth of the caller's
stack (the deep recursion crosses the interpreter's frame-chunk boundary at different
depths), by up to a third either way.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.catalog import game_ai
from ai.search.utility import Utility
from game.catalog import get_game
from game.core.api import State
from game.core.match import Match

CARDS_LEFT = {
    "belote_bga": (16, 20, 24),
    "belote_classic": (16, 20, 24),
    "baloot": (12, 16, 20, 24),
}


def cards_left(state: State) -> int:
    return sum(hand.bit_count() for hand in getattr(state, "hands", ()))


def positions(variant: str, left: int, count: int, seed: int) -> list[State]:
    """Play positions at a trick's start with ``left`` cards in the hands."""
    definition = get_game(variant)
    pieces = game_ai(definition).pieces
    rng = random.Random(seed)
    out: list[State] = []
    while len(out) < count:
        state = Match(definition, definition.parse_options({}), rng.randrange(4)).deal_shuffled(
            rng
        )[1]
        while not state.is_over and (not pieces.in_play(state) or cards_left(state) > left):
            legal = state.legal_actions()
            if pieces.in_play(state):
                state.apply(pieces.bot(state, state.to_act, legal))
            else:
                state.apply(rng.choice(legal))
        if not state.is_over and pieces.in_play(state):
            out.append(state)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--variant", nargs="*", default=["belote_bga", "baloot"])
    args = parser.parse_args()
    for variant in args.variant:
        solver = game_ai(get_game(variant)).pieces.solver
        assert solver is not None
        for left in CARDS_LEFT[variant]:
            times = []
            for state in positions(variant, left, args.positions, seed=left):
                seat = state.to_act
                value = Utility(state, seat)
                start = time.process_time()
                solver(state, seat, value)
                times.append(1000 * (time.process_time() - start))
            print(
                f"{variant:14} {left:2} cards left: mean {statistics.fmean(times):7.1f} ms, "
                f"median {statistics.median(times):7.1f} ms, max {max(times):7.1f} ms "
                f"({len(times)} positions)"
            )


if __name__ == "__main__":
    main()
