"""Time of a level's search over a fixed set of decisions, with a fingerprint of its sums.

    python benchmarks/decision_speed.py [--variant baloot] [--level hard] [--deals 6]

The decisions come from deals the rule-based player plays at every seat (calls and
cards); each one with a choice is searched once with the level's budget on one core,
as ``PimcAgent.choose`` searches it.  Printed: the decisions, the total, median and
max time, and a fingerprint of every option's summed value: a change meant only to
make the search faster must leave the fingerprint as it was (the same sums, bit for
bit, so the same choices; an arena run's results file stays valid across it).
Figures are printed, never asserted: the machine's load moves the times.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.agent import InfoState
from ai.catalog import game_ai
from ai.levels import agent_for
from ai.search.pimc import PimcAgent, evaluate
from game.catalog import game_names, get_game
from game.core.match import Match


def decisions(variant: str, deals: int, seed: int) -> list[tuple[InfoState, int]]:
    """Every decision with a choice in ``deals`` bot-played deals, each with its search seed."""
    definition = get_game(variant)
    pieces = game_ai(definition).pieces
    rng = random.Random(seed)
    out: list[tuple[InfoState, int]] = []
    for _ in range(deals):
        _, state = Match(definition, definition.parse_options({}), rng.randrange(4)).deal_shuffled(
            rng
        )
        while not state.is_over:
            seat = state.to_act
            legal = state.legal_actions()
            if len(legal) > 1:
                out.append((InfoState.of(state, seat, rng), rng.getrandbits(62)))
            state.apply(pieces.bot(state, seat, list(legal)))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="baloot", choices=game_names())
    parser.add_argument("--level", default="hard")
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    agent = agent_for(get_game(args.variant), args.level)
    if not isinstance(agent, PimcAgent):
        print(f"{args.level} is not a PIMC search in {args.variant}")
        return 2
    fingerprint = hashlib.sha256()
    times: list[float] = []
    for info, seed in decisions(args.variant, args.deals, args.seed):
        if agent.shortcut(info) is not None:
            continue
        budget = agent.budget(info)
        start = time.perf_counter()
        tally = evaluate(info, agent.pieces, budget, seed, 0, budget.worlds)
        times.append(time.perf_counter() - start)
        fingerprint.update(repr((tally.sums, tally.worlds)).encode())
    print(
        f"{args.variant}, {args.level}: {len(times)} decisions in {sum(times):.2f} s "
        f"(median {1000 * statistics.median(times):.0f} ms, max {1000 * max(times):.0f} ms)"
    )
    print(f"fingerprint of the sums: {fingerprint.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
