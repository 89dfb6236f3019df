"""Baloot's entry in the AI catalogue: rule-based calls, greedy card-set rollouts, the
card-set solver for the play (``ai.games.baloot.solver``), and bids that must fit a sampled
world's hands."""

from __future__ import annotations

import random
from typing import Any

from ai.game_ai import GameAI
from ai.games.baloot.bot import bot_action, may_climb, plausible
from ai.games.baloot.solver import solve
from ai.games.belote.rollout import greedy_tally
from ai.search.pieces import GamePieces
from ai.search.utility import Utility, deciding_points, final_points
from game.baloot.state import PLAY, PREDEAL, BalootState
from game.core.api import State


def baloot_bot(world: State, seat: int, legal: list[Any]) -> Any:
    assert isinstance(world, BalootState)
    return bot_action(world, seat, legal)


def baloot_playout(state: BalootState, rng: random.Random) -> tuple[int, ...]:
    """The hand's points after the greedy policy plays it out (``state`` is unchanged);
    a Gahwa counts as the points that win the game (``ai.search.utility.deciding_points``)."""
    tally = greedy_tally(
        state, rng, not state.rules.french_play, state.locked, state.baloot_cards()
    )
    card_points = state.team_card_points()
    made = (card_points[0] + tally.points[0], card_points[1] + tally.points[1])
    baloot = (state.baloot[0] + tally.pairs[0], state.baloot[1] + tally.pairs[1])
    taken = (
        state.tricks_taken[0] + state.tricks_taken[2] + tally.tricks[0],
        state.tricks_taken[1] + state.tricks_taken[3] + tally.tricks[1],
    )
    score = state.score_from(made, tally.last_winner, baloot, taken)
    if score.decides_winner is not None:
        return deciding_points(state, score.decides_winner)
    return score.points


def baloot_finish(world: State, rng: random.Random) -> tuple[int, ...]:
    """Calls like the bot, then the greedy playout (``world`` may change)."""
    assert isinstance(world, BalootState)
    while world.phase != PLAY and not world.is_over:
        world.apply(bot_action(world, world.to_act, world.legal_actions()))
    if world.is_over:
        return final_points(world)
    return baloot_playout(world, rng)


def baloot_in_play(world: State) -> bool:
    return isinstance(world, BalootState) and world.phase == PLAY


def baloot_plausible(world: State, observer: int) -> bool:
    assert isinstance(world, BalootState)
    return plausible(world, observer)


def baloot_may_choose(world: State, seat: int, action: Any) -> bool:
    assert isinstance(world, BalootState)
    return may_climb(world, seat, action)


def baloot_solve(world: State, seat: int, value: Utility, limit: int = 0) -> float:
    assert isinstance(world, BalootState)
    return solve(world, seat & 1, value, limit)


def baloot_settled(world: State) -> bool:
    """The pre-deal choice changes nothing a seat can foresee: no search for it."""
    return isinstance(world, BalootState) and world.phase == PREDEAL


BALOOT = GameAI(
    GamePieces(
        baloot_bot,
        baloot_finish,
        baloot_in_play,
        baloot_solve,
        solve_limit=32,
        plausible=baloot_plausible,
        no_search=baloot_settled,
        may_choose=baloot_may_choose,
    )
)
