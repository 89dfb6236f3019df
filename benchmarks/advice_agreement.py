"""How often the hint's best option is the expert level's choice, with the same seed.

    python benchmarks/advice_agreement.py [--positions 200] [--variant belote_bga ...]
        [--level expert] [--seed 1]

Issue 35's "one advisor": the hint (``ai.review.jobs.advise``) and the searching levels
value a decision the same way, so over random positions the hint's best option and the
expert level's choice with the same seed are the same, or the level's choice is within the
hint's close-call band (``Advice.close``: the best's paired lead over it is not surely
above 0, or is below the game's smallest mark).  Target: at least 95% over 200 positions
per game.

A position: a deal dealt from the benchmark's seed is played by the rule-based player
(easy) or by uniformly random legal actions (a coin decides, per position) and one of its
decisions with a choice is taken at random; the seat to act is asked there, from a world
sampled for its information.  The hint gets the position's decision seed; the level gets
``random.Random(seed)``, as the decision service hands both (``ai.service``).

Printed per game and per kind of decision (``bid`` before the card play, ``play`` in it;
Burraco's decisions by phase): positions, the agreement rate counting close calls as
agreement with its 95% interval (Wilson), the exact agreement, the share of close calls
(and of positions whose best two options are equal in every world, a lead of exactly 0:
most close calls of the card play are such ties) and the hint's median time.  Figures
are printed, never asserted.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.agent import InfoState
from ai.catalog import game_ai
from ai.levels import agent_for
from ai.review.jobs import advise
from game.catalog import get_game
from game.core.api import State
from game.core.match import Match

GAMES = ("belote_bga", "belote_classic", "baloot", "barbu", "burraco")
Z95 = 1.96


@dataclass
class Counts:
    """The positions of one game and kind of decision."""

    positions: int = 0
    agreed: int = 0  # the same option, or the level's within the hint's close-call band
    same: int = 0  # exactly the same option
    close_calls: int = 0  # the hint called it a close call
    equal: int = 0  # of them, the best two equal in every world (a lead of exactly 0)
    times: list[float] = field(default_factory=list)

    def add(self, same: bool, close: bool, close_call: bool, equal: bool, seconds: float) -> None:
        self.positions += 1
        self.same += same
        self.agreed += same or close
        self.close_calls += close_call
        self.equal += equal
        self.times.append(seconds)

    def line(self, name: str) -> str:
        low, high = wilson(self.agreed, self.positions)
        total = self.positions
        return (
            f"  {name:<26} {total:4d} positions  agreement {rate(self.agreed, total)}"
            f" [{100 * low:5.1f}%, {100 * high:5.1f}%]  same option {rate(self.same, total)}"
            f"  close calls {rate(self.close_calls, total)} (equal {rate(self.equal, total)})"
            f"  hint median {1000 * statistics.median(self.times):5.0f} ms"
        )

    def merge(self, other: Counts) -> None:
        self.positions += other.positions
        self.agreed += other.agreed
        self.same += other.same
        self.close_calls += other.close_calls
        self.equal += other.equal
        self.times.extend(other.times)


def rate(count: int, total: int) -> str:
    return f"{100 * count / max(total, 1):5.1f}%"


def wilson(count: int, total: int) -> tuple[float, float]:
    """The 95% Wilson interval of the rate ``count / total``."""
    if total == 0:
        return 0.0, 1.0
    p = count / total
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * total)) / (1 + z2 / total)
    half = Z95 * math.sqrt(p * (1 - p) / total + z2 / (4 * total * total)) / (1 + z2 / total)
    return max(centre - half, 0.0), min(centre + half, 1.0)


def position(variant: str, rng: random.Random) -> State:
    """A random decision with a choice of a deal played by easy or random play."""
    definition = get_game(variant)
    pieces = game_ai(definition).pieces
    randomly = rng.random() < 0.5
    while True:
        match = Match(definition, definition.parse_options({}), rng.randrange(4))
        _, state = match.deal_shuffled(rng)
        moments: list[State] = []
        while not state.is_over:
            legal = state.legal_actions()
            if len(legal) > 1:
                moments.append(state.clone())
            if randomly:
                action = legal[rng.randrange(len(legal))]
            else:
                action = pieces.bot(state, state.to_act, list(legal))
            state.apply(action)
        if moments:
            return rng.choice(moments)


def kind(variant: str, state: State) -> str:
    definition = state.definition
    if variant == "burraco":
        return definition.decision_phase(state)
    return "play" if game_ai(definition).pieces.in_play(state) else "bid"


def run(variant: str, positions: int, level: str, seed: int) -> dict[str, Counts]:
    rng = random.Random(f"agreement:{variant}:{seed}")
    counts: dict[str, Counts] = defaultdict(Counts)
    agent = agent_for(get_game(variant), level)
    for _ in range(positions):
        state = position(variant, rng)
        seat = state.to_act
        world = state.determinize(seat, rng)  # the seat's view, as the service hands it
        decision_seed = rng.getrandbits(63)
        started = time.perf_counter()
        advice = advise(world, seat, decision_seed)
        seconds = time.perf_counter() - started
        info = InfoState.of(world, seat, random.Random(decision_seed))
        choice = str(agent.choose(info, random.Random(decision_seed)))
        same = choice == str(advice.best)
        lead = advice.lead
        equal = lead is not None and max(abs(lead.low), abs(lead.high)) < 1e-9
        counts[kind(variant, state)].add(
            same, choice in advice.close, advice.close_call, equal, seconds
        )
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", nargs="*", default=list(GAMES), choices=GAMES)
    parser.add_argument("--positions", type=int, default=200, help="positions per game")
    parser.add_argument("--level", default="expert")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    every = Counts()
    for variant in args.variant:
        started = time.perf_counter()
        counts = run(variant, args.positions, args.level, args.seed)
        total = Counts()
        for part in counts.values():
            total.merge(part)
        every.merge(total)
        print(f"{variant} against {args.level} ({time.perf_counter() - started:.0f} s)")
        print(total.line("all"))
        for name in sorted(counts):
            print(counts[name].line(name))
    if len(args.variant) > 1:
        print(every.line("every game"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
