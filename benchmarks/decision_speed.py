"""Time of a level's search over a fixed set of decisions, with a fingerprint of its sums.

    python benchmarks/decision_speed.py [--variant baloot] [--level hard] [--deals 6]
    python benchmarks/decision_speed.py --variant barbu --advise [--deals 6]
    python benchmarks/decision_speed.py --variant belote_bga --level hard --python

The levels solve with the compiled solver core when it was built (``ai.native``), with the
same budgets and the same decisions; ``--python`` times the pure-Python fallback (a machine
without a C compiler).

The decisions come from deals the rule-based player plays at every seat (calls and
cards); each one with a choice is searched once with the level's budget on one core,
as ``PimcAgent.choose`` searches it.  Printed: the decisions, the total, median and
max time, the same per decision phase (``GameDefinition.decision_phase``: a Barbu
deal's contract, doubling, tricks, dominoes), and a fingerprint of every option's
summed value: a change meant only to make the search faster must leave the
fingerprint as it was (the same sums, bit for bit, so the same choices; an arena
run's results file stays valid across it).  ``--advise`` times the explained hint
instead (``ai.review.jobs.advise``, what the table's H asks: the options valued as the
hand review values them), with a fingerprint of its advice.
Figures are printed, never asserted: the machine's load moves the wall-clock times; the
CPU times beside them (this process's) move less on a shared machine.
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
from ai.native.core import solver, use_compiled
from ai.review.jobs import advise
from ai.search.pimc import PimcAgent, evaluate
from game.catalog import game_names, get_game
from game.core.match import Match


def decisions(variant: str, deals: int, seed: int) -> list[tuple[InfoState, int, str]]:
    """Every decision with a choice in ``deals`` bot-played deals, each with its search seed
    and its phase."""
    definition = get_game(variant)
    pieces = game_ai(definition).pieces
    rng = random.Random(seed)
    out: list[tuple[InfoState, int, str]] = []
    for _ in range(deals):
        _, state = Match(definition, definition.parse_options({}), rng.randrange(4)).deal_shuffled(
            rng
        )
        while not state.is_over:
            seat = state.to_act
            legal = state.legal_actions()
            if len(legal) > 1:
                info = InfoState.of(state, seat, rng)
                out.append((info, rng.getrandbits(62), definition.decision_phase(state)))
            state.apply(pieces.bot(state, seat, list(legal)))
    return out


class Clock:
    """Wall-clock and CPU times of the decisions, in all and per phase."""

    def __init__(self) -> None:
        self.times: dict[str, list[tuple[float, float]]] = {}

    def start(self) -> tuple[float, float]:
        return time.perf_counter(), time.process_time()

    def stop(self, phase: str, started: tuple[float, float]) -> None:
        wall, cpu = started
        spent = (time.perf_counter() - wall, time.process_time() - cpu)
        self.times.setdefault(phase, []).append(spent)

    def report(self, title: str) -> None:
        every = [spent for spents in self.times.values() for spent in spents]
        total = sum(wall for wall, _ in every)
        print(f"{title}: {len(every)} decisions in {total:.2f} s  {figures(every)}")
        for phase, spents in self.times.items():
            print(f"  {phase:<10} {len(spents):4d} decisions  {figures(spents)}")


def figures(spents: list[tuple[float, float]]) -> str:
    wall = [1000 * w for w, _ in spents]
    cpu = [1000 * c for _, c in spents]
    return (
        f"median {statistics.median(wall):5.0f} ms, max {max(wall):5.0f} ms "
        f"(CPU median {statistics.median(cpu):5.0f} ms, max {max(cpu):5.0f} ms)"
    )


def time_advice(variant: str, deals: int, seed: int) -> int:
    """The explained hint's time on the same decisions, with a fingerprint of its advice."""
    fingerprint = hashlib.sha256()
    clock = Clock()
    for info, decision_seed, phase in decisions(variant, deals, seed):
        world = info.own_world()  # the seat's view: the table determinizes the same way
        started = clock.start()
        advice = advise(world, info.seat, decision_seed)
        clock.stop(phase, started)
        fingerprint.update(repr((advice.options, advice.contract_chance)).encode())
    clock.report(f"{variant}, advise")
    print(f"fingerprint of the advice: {fingerprint.hexdigest()[:16]}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="baloot", choices=game_names())
    parser.add_argument("--level", default="hard")
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--advise",
        action="store_true",
        help="time the explained hint (ai.review.jobs.advise, what the table's H asks) instead",
    )
    parser.add_argument(
        "--python", action="store_true", help="without the compiled solver core (the fallback)"
    )
    args = parser.parse_args()
    if args.python:
        use_compiled(False)
    print(f"solver: {'compiled core' if solver() is not None else 'pure Python'}")
    if args.advise:
        return time_advice(args.variant, args.deals, args.seed)
    agent = agent_for(get_game(args.variant), args.level)
    if not isinstance(agent, PimcAgent):
        print(f"{args.level} is not a PIMC search in {args.variant}")
        return 2
    fingerprint = hashlib.sha256()
    clock = Clock()
    for info, seed, phase in decisions(args.variant, args.deals, args.seed):
        if agent.shortcut(info) is not None:
            continue
        budget = agent.budget(info)
        started = clock.start()
        tally = evaluate(info, agent.pieces, budget, seed, 0, budget.worlds)
        clock.stop(phase, started)
        fingerprint.update(repr((tally.sums, tally.worlds)).encode())
    clock.report(f"{args.variant}, {args.level}")
    print(f"fingerprint of the sums: {fingerprint.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
