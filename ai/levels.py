"""The levels, in one table, and the agent each game gets at each level.

Levels: ``easy`` is the rule-based player; ``medium``, ``hard`` and ``expert``
search over sampled worlds with growing budgets.  Hard and expert redraw
sampled worlds whose bids contradict the bidders' hands (expert more
persistently, over more worlds with more rollouts each).  Both solve each
world exactly (double dummy) from the last five tricks, where the game has a
card-set solver (Belote, Baloot): hard in 32 worlds, expert in 80; a world
whose solve would search more positions than the level allows is rolled out
instead, which bounds the think time (medium solves the last two tricks).
Weaker levels look at fewer worlds and treat options within a few points of
the best as equal, taking the natural (rule-based) one among them: they are
weaker, never erratic.
The budgets are sized for the think-time targets on a 2-core machine.

The hint and the hand review value a decision as these levels do, with expert's budget
(``ai.review.engine.ADVISOR_LEVEL``, issue 35's "one advisor"): the same valuation, the
same worlds for the same seed, the same redraws of worlds the bids rule out, the same rule
for the best; a hint for a seed names what expert would take with that seed, with the
options' values and whether it is a close call.

``random`` and ``ismcts`` are extra names for the arena and the benchmarks;
``ismcts-bidding`` and ``ismcts-play`` are hard with ISMCTS in one phase only
(the arena's per-phase comparison of the two searches).

A level says how it decides in each phase of a deal: the calls before the
card play (bids, doubles, contract choice) and the play itself.  A game's
AI entry (``ai.catalog``) may replace the table's search at some levels with
its own (Burraco: ``ai.games.burraco.entry``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ai.agent import Agent, RandomAgent
from ai.catalog import game_ai
from ai.game_ai import GameAI
from ai.search.ismcts import IsmctsAgent
from ai.search.phases import PhaseSplit
from ai.search.pieces import GamePieces
from ai.search.pimc import Budget, PimcAgent
from ai.search.rule_agent import RuleAgent
from game.core.api import GameDefinition


@dataclass(frozen=True)
class RandomPlay:
    """Uniformly random legal actions."""


@dataclass(frozen=True)
class RuleBased:
    """The game's rule-based player."""


@dataclass(frozen=True)
class Pimc:
    """Perfect-information Monte Carlo with this budget."""

    budget: Budget


@dataclass(frozen=True)
class Ismcts:
    """Information-set MCTS with this many iterations."""

    iterations: int


Search = RandomPlay | RuleBased | Pimc | Ismcts


@dataclass(frozen=True)
class Level:
    """What a level is made of: its search before the card play and during it."""

    bidding: Search
    play: Search
    offered: bool = False  # a level a player chooses at the table (the others: arena, benchmarks)


ISMCTS = Ismcts(iterations=600)
HARD_BIDDING = Pimc(Budget(worlds=48, rollouts=2, redraws=4, max_rollouts=600))
HARD_PLAY = Pimc(
    Budget(
        worlds=128,
        rollouts=2,
        solve_cards=20,
        redraws=4,
        max_rollouts=3200,
        solve_worlds=32,
        solve_nodes=16_000,
    )
)

LEVEL_TABLE: dict[str, Level] = {
    "random": Level(RandomPlay(), RandomPlay()),
    "easy": Level(RuleBased(), RuleBased(), offered=True),
    "medium": Level(
        Pimc(Budget(worlds=16, rollouts=1, tolerance=8.0, max_rollouts=150)),
        Pimc(Budget(worlds=12, rollouts=1, solve_cards=8, tolerance=8.0, max_rollouts=150)),
        offered=True,
    ),
    "hard": Level(HARD_BIDDING, HARD_PLAY, offered=True),
    "expert": Level(
        Pimc(Budget(worlds=160, rollouts=2, redraws=10, max_rollouts=2400)),
        Pimc(
            Budget(
                worlds=400,
                rollouts=3,
                solve_cards=20,
                redraws=10,
                max_rollouts=9600,
                solve_worlds=80,
                solve_nodes=24_000,
            )
        ),
        offered=True,
    ),
    "ismcts": Level(ISMCTS, ISMCTS),
    "ismcts-bidding": Level(ISMCTS, HARD_PLAY),
    "ismcts-play": Level(HARD_BIDDING, ISMCTS),
}

LEVELS = tuple(name for name, level in LEVEL_TABLE.items() if level.offered)
LEVEL_NAMES = tuple(LEVEL_TABLE)


def agent_for(
    definition: GameDefinition[Any],
    level: str,
    table: Mapping[str, Level] = LEVEL_TABLE,
    entry: GameAI | None = None,
) -> Agent:
    """The agent that plays the game ``definition`` at ``level``: of the level ``table`` and
    the game's AI ``entry`` (the program's own by default; a check hands smaller budgets in
    both)."""
    spec = table.get(level)
    if spec is None:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
    entry = entry if entry is not None else game_ai(definition)
    own = entry.own_agent(level)
    return own if own is not None else build(spec, entry.pieces)


def build(level: Level, pieces: GamePieces) -> Agent:
    """The agent a level of the table is made of, for a game's pieces."""
    if isinstance(level.bidding, Pimc) and isinstance(level.play, Pimc):
        return PimcAgent(pieces, level.play.budget, level.bidding.budget)
    if level.bidding == level.play:
        return searcher(level.play, pieces)
    return PhaseSplit(pieces, searcher(level.bidding, pieces), searcher(level.play, pieces))


def searcher(search: Search, pieces: GamePieces) -> Agent:
    """The agent of one search, for a game's pieces."""
    if isinstance(search, RandomPlay):
        return RandomAgent()
    if isinstance(search, RuleBased):
        return RuleAgent(pieces)
    if isinstance(search, Ismcts):
        return IsmctsAgent(pieces, search.iterations)
    return PimcAgent(pieces, search.budget)
