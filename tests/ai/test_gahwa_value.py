"""Baloot's Gahwa scores no points but wins the whole game: the search must see that."""

from __future__ import annotations

import random

import pytest

from ai.agent import InfoState
from ai.games.baloot.entry import BALOOT, baloot_finish
from ai.search.pimc import Budget, evaluate
from ai.search.utility import Utility, deciding_points
from game.baloot.calls import GAHWA
from game.baloot.state import BalootState
from tests.baloot.helpers import FOURTH, HANDS, act, baloot_state, deck_for

TOTALS = (40, 120)
TARGET = 152


def at_the_gahwa_call() -> BalootState:
    """West took Hokum, the ladder went double, triple, four: West says gahwa or pass."""
    state = baloot_state(deck_for(HANDS, "7C", FOURTH), totals=TOTALS)
    act(state, "pass", "pass", "pass", "hokum", "pass", "pass", "pass", "hokum")
    act(state, "double", "triple", "four")
    assert state.to_act == FOURTH and GAHWA in state.legal_actions()
    return state


@pytest.mark.parametrize("winner", [0, 1])
def test_a_decided_game_counts_the_points_to_the_target(winner: int) -> None:
    state = at_the_gahwa_call()
    points = deciding_points(state, winner)
    assert points[winner] == TARGET - TOTALS[winner] and points[1 - winner] == 0
    value = Utility(state, seat=winner)
    assert value(points) == points[winner] + value.bonus
    assert Utility(state, seat=1 - winner)(points) == -value(points)


def test_a_gahwa_rollout_ends_the_game_for_one_team() -> None:
    state = at_the_gahwa_call()
    act(state, "gahwa")
    for seed in range(5):
        points = baloot_finish(state.clone(), random.Random(seed))
        assert points in (deciding_points(state, 0), deciding_points(state, 1))


def test_the_search_values_gahwa_as_the_whole_game_in_every_world() -> None:
    state = at_the_gahwa_call()
    info = InfoState.of(state, FOURTH, random.Random(3))
    gahwa = info.legal_actions.index(GAHWA)
    value = Utility(state, seat=FOURTH)
    win = value(deciding_points(state, FOURTH & 1))
    for index in range(4):
        tally = evaluate(info, BALOOT.pieces, Budget(worlds=1), seed=9, start=index, stop=index + 1)
        assert tally.sums[gahwa] in (win, -win)
