"""Barbu's entry in the AI catalogue: rule-based decisions, greedy rollouts, the API solver
for the last trick."""

from __future__ import annotations

import random
from typing import Any

from ai.game_ai import GameAI
from ai.games.barbu.bot import bot_action
from ai.games.barbu.rollout import greedy_playout
from ai.search.api_solver import solve_api
from ai.search.pieces import GamePieces
from game.barbu.state import CHOOSING, DOMINOES, DOUBLING, TRICKS, BarbuState
from game.core.api import State


def barbu_bot(world: State, seat: int, legal: list[Any]) -> Any:
    assert isinstance(world, BarbuState)
    return bot_action(world, seat, legal)


def barbu_finish(world: State, rng: random.Random) -> tuple[int, ...]:
    """Contract and doubles like the bot, then the greedy playout (``world`` may change)."""
    assert isinstance(world, BarbuState)
    while world.phase in (CHOOSING, DOUBLING):
        world.apply(bot_action(world, world.to_act, world.legal_actions()))
    if world.is_over:
        return world.result().points
    return greedy_playout(world, rng)


def barbu_in_play(world: State) -> bool:
    return isinstance(world, BarbuState) and world.phase in (TRICKS, DOMINOES)


BARBU = GameAI(
    GamePieces(barbu_bot, barbu_finish, barbu_in_play, solve_api, solve_limit=4, point_tricks=False)
)
