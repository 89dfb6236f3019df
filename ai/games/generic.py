"""The AI of a game without its own entry in ``ai.catalog``: pieces that fit any rule set.

Trick-play heuristics where the state is a trick game, greedy play through
the public API (random play for a game without tricks) and the API solver for
the last two tricks: slower than a game's own pieces, but correct for any
rule set.
"""

from __future__ import annotations

import random
from typing import Any

from ai.game_ai import GameAI
from ai.games.trick.bot import choose_card
from ai.games.trick.rollout import make_greedy_finish
from ai.search.api_solver import solve_api
from ai.search.pieces import GamePieces
from ai.search.utility import final_points
from game.core.api import State
from game.core.trickplay import CARD_OBJECTS, TrickPlayState


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


GENERIC = GameAI(
    GamePieces(generic_bot, generic_finish, generic_in_play, solve_api, point_tricks=False)
)
