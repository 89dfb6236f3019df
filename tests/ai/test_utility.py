"""The value of a deal's points: the margin, and the game it may win or lose."""

from __future__ import annotations

import random

from ai.search.utility import GAME_WIN_BONUS, Utility
from game.catalog import get_game
from game.core.match import Match


def state_at(totals: list[int]):  # type: ignore[no-untyped-def]
    definition = get_game("belote_bga")
    match = Match(definition, definition.parse_options({}), 0)
    match.totals = totals
    return match.deal_shuffled(random.Random(1))[1]


def test_far_from_the_target_only_the_margin_counts() -> None:
    value = Utility(state_at([100, 200]), seat=1)
    assert value((90, 72)) == -18
    assert Utility(state_at([100, 200]), seat=2)((90, 72)) == 18


def test_points_that_end_the_game_count_the_game() -> None:
    state = state_at([950, 900])
    mine = Utility(state, seat=0)
    theirs = Utility(state, seat=3)
    assert mine((82, 80)) == 2 + GAME_WIN_BONUS
    assert theirs((82, 80)) == -2 - GAME_WIN_BONUS
    assert mine((0, 162)) == -162 - GAME_WIN_BONUS
    assert mine((40, 60)) == -20
