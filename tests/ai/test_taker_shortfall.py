"""The calls' search gives the taker back what the greedy playout costs him
(``ai.games.baloot.entry.TAKER_SHORTFALL``), and only there: the card play's rollouts and a
decided game are left as the playout scores them."""

from __future__ import annotations

import random

from ai.games.baloot.bot import bot_calls
from ai.games.baloot.entry import TAKER_SHORTFALL, baloot_finish, baloot_playout
from game.baloot.state import PLAY, BalootState
from game.core.seats import team_of
from tests.ai.positions import random_positions


def test_a_rollout_from_the_calls_gives_the_taker_his_shortfall() -> None:
    checked = 0
    for index, state in enumerate(random_positions("baloot", 300, seed=31, moves=3)):
        assert isinstance(state, BalootState)
        if state.phase == PLAY:
            continue
        played = state.clone()
        bot_calls(played)
        if played.is_over or played.gahwa:
            continue
        plain = baloot_playout(played, random.Random(index))
        points = baloot_finish(state.clone(), random.Random(index))
        taker = team_of(played.taker)
        shortfall = TAKER_SHORTFALL[played.sun] * played.factor
        assert points[taker] == plain[taker] + shortfall
        assert points[1 - taker] == plain[1 - taker]
        checked += 1
    assert checked >= 50


def test_a_rollout_of_the_card_play_is_the_playout_alone() -> None:
    checked = 0
    for index, state in enumerate(random_positions("baloot", 300, seed=32, moves=20)):
        assert isinstance(state, BalootState)
        if state.phase != PLAY:
            continue
        plain = baloot_playout(state, random.Random(index))
        assert baloot_finish(state.clone(), random.Random(index)) == plain
        checked += 1
    assert checked >= 50
