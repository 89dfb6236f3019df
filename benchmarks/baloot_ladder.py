"""How a searching level climbs Baloot's doubling ladder, and on what hands.

    python benchmarks/baloot_ladder.py --level hard --deals 600 --seed 1

Every seat is the level (``ai.levels``), from the first bid to the last call before
the first card.  For each step of the Hokum ladder (double, triple, four, Gahwa) and
Sun's double it prints how often the seat asked climbed, and the hand value it
climbed or passed on (``suit_value`` in the trump on its eight cards; Sun: its aces),
beside the rule bot's threshold for the step, which ``plausible`` reads into a climb
(``ladder_fits``, with a wide margin).  Measured 2026-11-27, before ``may_climb`` (hard,
600 deals, seeds 1 and 2): Hokum doubled in 6% of the questions on a median value of 54 (10th
percentile 1, against the bot's 78), then tripled 84%, four 97%, Gahwa 97%, so
nearly every double ends in a Gahwa, and the takers of 107 Gahwas in the
expert-vs-hard arena won only 43 (before the ladder inference).  Expert (300 deals,
seed 1) doubled in 2% of the questions, then tripled 80% and said four and Gahwa
every time.  Since the searching levels climb only on hands that fit the step
(``may_climb``, the same margin), hard (150 deals, seed 1) doubled in none of 202
questions (90th percentile of the values passed on: 47).  Figures are printed,
never asserted.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.agent import InfoState
from ai.games.baloot.bot import LADDER_THRESHOLDS, SUN_DOUBLE_ACES, ladder_value
from ai.levels import LEVEL_NAMES, agent_for
from game.baloot.state import DOUBLING, PLAY, BalootState
from game.catalog import get_game
from game.core.match import Match

STEPS = {(stage, False): value for stage, value in LADDER_THRESHOLDS.items()} | {
    ("double", True): SUN_DOUBLE_ACES
}
"""Each ladder question (stage, Sun) and the rule bot's threshold for climbing it."""

Answers = dict[tuple[str, bool], dict[bool, list[int]]]


def ladder_answers(level: str, deals: int, seed: int) -> Answers:
    """Per ladder question, the hand values on which the seat asked climbed and passed."""
    definition = get_game("baloot")
    rules = definition.parse_options({})
    agent = agent_for(definition, level)
    rng = random.Random(seed)
    answers: Answers = defaultdict(lambda: {True: [], False: []})
    for _ in range(deals):
        _, state = Match(definition, rules, rng.randrange(4)).deal_shuffled(rng)
        assert isinstance(state, BalootState)
        while not state.is_over and state.phase != PLAY:
            seat = state.to_act
            legal = state.legal_actions()
            if len(legal) == 1:
                action = legal[0]
            else:
                decision = random.Random(rng.getrandbits(62))
                action = agent.choose(InfoState.of(state, seat, decision), decision)
            if state.phase == DOUBLING and len(legal) > 1:
                climbed = getattr(action, "kind", "pass") != "pass"
                answers[state.stage, state.sun][climbed].append(
                    ladder_value(state, state.hands[seat])
                )
            state.apply(action)
    return answers


def quantiles(values: list[int]) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    n = len(ordered)
    return "/".join(str(ordered[int(q * n)]) for q in (0.1, 0.25, 0.5, 0.9))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--level", default="hard", choices=LEVEL_NAMES)
    parser.add_argument("--deals", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    answers = ladder_answers(args.level, args.deals, args.seed)
    print(f"baloot, {args.level} at every seat, {args.deals} deals (seed {args.seed})")
    print("step          asked  climbed  bot threshold  value climbed / passed (p10/p25/p50/p90)")
    for (stage, sun), threshold in STEPS.items():
        asked = answers.get((stage, sun))
        if not asked:
            continue
        climbs, passes = asked[True], asked[False]
        total = len(climbs) + len(passes)
        name = f"{stage} {'Sun' if sun else 'Hokum'}"
        print(
            f"{name:<14}{total:>5}  {100 * len(climbs) / total:>6.0f}%  {threshold:>13}  "
            f"{quantiles(climbs)}  /  {quantiles(passes)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
