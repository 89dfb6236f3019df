"""What the searches need to know of each rule set, in one table.

For every variant: the rule-based action (the easy level, the rollouts'
policy for decisions other than card play, and the human-like tie-break),
``finish`` (play a world to the end fast, returning the deal's points) and,
where one exists, an exact solver for the last tricks.  A variant without an
entry gets the generic pieces: trick-play heuristics, greedy play through the
public API (random play for a game without tricks) and the API solver for the
last two tricks: slower, but correct for any rule set.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ai.games.baloot.entry import (
    baloot_bot,
    baloot_finish,
    baloot_in_play,
    baloot_plausible,
    baloot_settled,
)
from ai.games.barbu.entry import barbu_bot, barbu_finish, barbu_in_play
from ai.games.belote.bot import TAKE_THRESHOLD, bot_action
from ai.games.belote.inference import plausible as belote_plausible
from ai.games.belote.rollout import greedy_playout
from ai.games.belote.solver import solve
from ai.games.burraco.bot import burraco_bot, burraco_in_play
from ai.games.burraco.rollout import burraco_finish
from ai.games.trick.bot import choose_card
from ai.games.trick.rollout import make_greedy_finish
from ai.search.api_solver import API_SOLVE_CARDS, solve_api
from ai.search.utility import Utility, final_points
from game.belote.state import BIDDING, BeloteState
from game.core.api import State
from game.core.trickplay import CARD_OBJECTS, TrickPlayState

BotAction = Callable[[State, int, list[Any]], Any]
Finish = Callable[[State, random.Random], tuple[int, ...]]
Solver = Callable[[State, int, Utility], float]
InPlay = Callable[[State], bool]
Plausible = Callable[[State, int], bool]


@dataclass(frozen=True)
class VariantAI:
    """The pieces of one rule set the agents are built from."""

    bot: BotAction
    finish: Finish
    in_play: InPlay
    solver: Solver | None = None
    solve_limit: int = API_SOLVE_CARDS  # the most cards left in the hands the solver takes on
    point_tricks: bool = True  # tricks are worth their card points (no lost trick is fed)
    plausible: Plausible | None = None  # whether the others' bids fit their hands in a world
    no_search: InPlay | None = None  # decisions the bot makes at every level (nothing to gain)


def _belote_bot(world: State, seat: int, legal: list[Any]) -> Any:
    assert isinstance(world, BeloteState)
    return bot_action(world, seat, legal, TAKE_THRESHOLD)


def _belote_finish(world: State, rng: random.Random) -> tuple[int, ...]:
    """Bid like the bot, then play greedily (``world`` may be changed)."""
    assert isinstance(world, BeloteState)
    while world.phase == BIDDING:
        seat = world.to_act
        world.apply(bot_action(world, seat, world.legal_actions(), TAKE_THRESHOLD))
    if world.is_over:
        return world.result().points
    return greedy_playout(world, rng)


def _belote_in_play(world: State) -> bool:
    return isinstance(world, BeloteState) and world.in_play


def _belote_solve(world: State, seat: int, value: Utility) -> float:
    assert isinstance(world, BeloteState)
    return solve(world, seat & 1, value)


def _belote_plausible(world: State, observer: int) -> bool:
    assert isinstance(world, BeloteState)
    return belote_plausible(world, observer)


BELOTE = VariantAI(
    _belote_bot,
    _belote_finish,
    _belote_in_play,
    _belote_solve,
    solve_limit=32,
    plausible=_belote_plausible,
)


def generic_bot(world: State, seat: int, legal: list[Any]) -> Any:
    """Trick-play heuristics where the state allows them, otherwise the first legal action."""
    if isinstance(world, TrickPlayState) and world.in_play:
        card = CARD_OBJECTS[choose_card(world, seat, False, False)]
        if card in legal:
            return card
    return legal[0]


def random_finish(world: State, rng: random.Random) -> tuple[int, ...]:
    """Random legal play through the public API to the end of the deal."""
    while not world.is_over:
        legal = world.legal_actions()
        world.apply(legal[int(rng.random() * len(legal))])
    return final_points(world)


def generic_in_play(world: State) -> bool:
    return isinstance(world, TrickPlayState) and world.in_play


_greedy_finish = make_greedy_finish(generic_bot, lambda world, seat: False)


def generic_finish(world: State, rng: random.Random) -> tuple[int, ...]:
    """Greedy play where the state is a trick game, random legal play otherwise."""
    if isinstance(world, TrickPlayState):
        return _greedy_finish(world, rng)
    return random_finish(world, rng)


GENERIC = VariantAI(generic_bot, generic_finish, generic_in_play, solve_api, point_tricks=False)

SUPPORTED = ("belote_bga", "belote_classic", "baloot", "barbu")
"""The rule sets the AI issue covers (the others get the generic pieces only)."""

VARIANTS: dict[str, VariantAI] = {
    "belote_bga": BELOTE,
    "belote_classic": BELOTE,
    "baloot": VariantAI(
        baloot_bot,
        baloot_finish,
        baloot_in_play,
        solve_api,
        plausible=baloot_plausible,
        no_search=baloot_settled,
    ),
    "barbu": VariantAI(
        barbu_bot, barbu_finish, barbu_in_play, solve_api, solve_limit=4, point_tricks=False
    ),
    "burraco": VariantAI(burraco_bot, burraco_finish, burraco_in_play, point_tricks=False),
}


def ai_for(variant: str) -> VariantAI:
    return VARIANTS.get(variant, GENERIC)
