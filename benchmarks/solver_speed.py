"""Time of the card-set solver (one sampled world solved exactly) by cards left in the hands.

    python benchmarks/solver_speed.py [--positions N] [--variant NAME ...] [--cards N ...]
                                      [--solver compiled pure ...] [--mode sun|hokum]

Positions come from random deals: random calls until someone takes, then the rule-based
bot's cards (so the hands look like play), down to the number of cards left, with
the seat to act solving for its team (32 cards left: a whole world from the first card).
Each position is solved by every solver asked for: ``compiled`` (the core of
``ai.native``, when it was built: ``python3 -m ai.native.build``) and ``pure`` (the
Python search it falls back to); both give the same values, which is checked.  Printed
per solver: median, 99th percentile and max time, and Baloot's positions split into Sun
and Hokum (``--mode`` keeps Baloot's positions of one mode: random calls mostly end in Sun).
Issue 20 wants worlds solved from earlier in the hand: the search hands a
world to the solver up to ``GamePieces.solve_limit`` cards and gives up past
``Budget.solve_nodes``.  Figures are printed, never asserted: the machine's load moves
them, and under CPython 3.11 so does the depth of the caller's stack (the deep recursion
crosses the interpreter's frame-chunk boundary at different depths), by up to a third
either way.
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
from ai.native.core import solver as compiled_solver
from ai.native.core import use_compiled
from ai.search.utility import Utility
from game.catalog import get_game
from game.core.api import State
from game.core.match import Match

CARDS_LEFT = {
    "belote_bga": (16, 20, 24, 32),
    "belote_classic": (16, 20, 24, 32),
    "baloot": (12, 16, 20, 24, 32),
}


def cards_left(state: State) -> int:
    return sum(hand.bit_count() for hand in getattr(state, "hands", ()))


def positions(variant: str, left: int, count: int, seed: int, mode: str = "") -> list[State]:
    """Play positions at a trick's start with ``left`` cards in the hands (of Baloot's
    ``mode`` only, when one is given)."""
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
        if not state.is_over and pieces.in_play(state) and mode in ("", kind(state)):
            out.append(state)
    return out


def percentile(times: list[float], share: float) -> float:
    """The time below which ``share`` of the sorted ``times`` lie (nearest rank)."""
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def kind(state: State) -> str:
    """Baloot's mode (Sun or Hokum) for the split figures; empty for the others."""
    sun = getattr(state, "sun", None)
    return "" if sun is None else ("sun" if sun else "hokum")


def line(label: str, times: list[float]) -> str:
    return (
        f"{label:34} median {statistics.median(times):8.1f} ms, "
        f"p99 {percentile(times, 0.99):8.1f} ms, max {max(times):8.1f} ms ({len(times)} positions)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--variant", nargs="*", default=["belote_bga", "baloot"])
    parser.add_argument("--cards", type=int, nargs="*", help="cards left (default: per variant)")
    parser.add_argument("--solver", nargs="*", default=["compiled", "pure"])
    parser.add_argument("--mode", choices=["sun", "hokum"], help="Baloot's positions of one mode")
    args = parser.parse_args()
    solvers = list(args.solver)
    if "compiled" in solvers and compiled_solver() is None:
        print("no compiled solver core (python3 -m ai.native.build): pure only")
        solvers.remove("compiled")
    for variant in args.variant:
        solver = game_ai(get_game(variant)).pieces.solver
        assert solver is not None
        for left in args.cards or CARDS_LEFT[variant]:
            mode = args.mode if variant == "baloot" else None
            states = positions(variant, left, args.positions, seed=left, mode=mode or "")
            values: dict[str, list[float]] = {}
            for name in solvers:
                use_compiled(name == "compiled")
                times: dict[str, list[float]] = {}
                values[name] = []
                for state in states:
                    seat = state.to_act
                    value = Utility(state, seat)
                    start = time.process_time()
                    values[name].append(solver(state, seat, value))
                    spent = 1000 * (time.process_time() - start)
                    times.setdefault("", []).append(spent)
                    if kind(state):
                        times.setdefault(kind(state), []).append(spent)
                for split, spent_times in sorted(times.items()):
                    label = f"{variant} {split}".strip()
                    print(line(f"{label:19} {left:2} cards {name:8}", spent_times), flush=True)
            use_compiled(True)
            if len(values) == 2:
                assert values["compiled"] == values["pure"], f"{variant} {left}: values differ"


if __name__ == "__main__":
    main()
