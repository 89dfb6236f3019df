"""Which agent plays at which level, per variant.

Levels: ``easy`` is the rule-based player; ``medium``, ``hard`` and ``expert``
search over sampled worlds with growing budgets.  Hard and expert redraw
sampled worlds whose bids contradict the bidders' hands (expert more
persistently, over more worlds with more rollouts each; it also solves the
last four tricks exactly, in at most 40 worlds, where hard solves three).
Weaker levels look at fewer worlds and treat options within a few points of
the best as equal, taking the natural (rule-based) one among them: they are
weaker, never erratic.
The budgets are sized for the think-time targets on a 2-core machine.

``random`` and ``ismcts`` are extra names for the arena and the benchmarks;
``ismcts-bidding`` and ``ismcts-play`` are hard with ISMCTS in one phase only
(the arena's per-phase comparison of the two searches).
"""

from __future__ import annotations

from ai.agent import Agent, RandomAgent
from ai.games.burraco.search import BURRACO_BUDGETS, BurracoSearchAgent
from ai.search.ismcts import IsmctsAgent
from ai.search.phases import PhaseSplit
from ai.search.pimc import Budget, PimcAgent
from ai.search.rule_agent import RuleAgent

LEVELS = ("easy", "medium", "hard", "expert")
LEVEL_NAMES = ("random", *LEVELS, "ismcts", "ismcts-bidding", "ismcts-play")
ISMCTS_ITERATIONS = 600

PLAY_BUDGETS = {
    "medium": Budget(worlds=12, rollouts=1, solve_cards=8, tolerance=8.0, max_rollouts=150),
    "hard": Budget(worlds=40, rollouts=2, solve_cards=12, redraws=4, max_rollouts=1000),
    "expert": Budget(
        worlds=100, rollouts=3, solve_cards=16, redraws=10, max_rollouts=4000, solve_worlds=40
    ),
}
BIDDING_BUDGETS = {
    "medium": Budget(worlds=16, rollouts=1, tolerance=8.0, max_rollouts=150),
    "hard": Budget(worlds=48, rollouts=2, redraws=4, max_rollouts=600),
    "expert": Budget(worlds=160, rollouts=2, redraws=10, max_rollouts=2400),
}


def agent_for(variant: str, level: str) -> Agent:
    if level not in LEVEL_NAMES:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
    if level == "random":
        return RandomAgent()
    if level == "easy":
        return RuleAgent()
    if level == "ismcts":
        return IsmctsAgent(ISMCTS_ITERATIONS)
    if level in ("ismcts-bidding", "ismcts-play"):
        hard = PimcAgent(PLAY_BUDGETS["hard"], BIDDING_BUDGETS["hard"])
        if level == "ismcts-bidding":
            return PhaseSplit(IsmctsAgent(ISMCTS_ITERATIONS), hard)
        return PhaseSplit(hard, IsmctsAgent(ISMCTS_ITERATIONS))
    if variant == "burraco":
        return BurracoSearchAgent(BURRACO_BUDGETS[level])
    return PimcAgent(PLAY_BUDGETS[level], BIDDING_BUDGETS[level])
