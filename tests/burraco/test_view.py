"""What a seat's view tells the table about the melds: where each wild stands, the meld points."""

from __future__ import annotations

from tests.burraco.helpers import burraco_state, put_meld


def test_view_shows_each_melds_wild_place_and_each_teams_meld_points() -> None:
    state = burraco_state({})
    put_meld(state, 0, "5C 6C 7C")
    put_meld(state, 0, "5H 2S 7H")
    put_meld(state, 1, "9D 9S 9H")
    view = state.view(0)
    assert view.wilds == ((-1, 1), (-1,))
    # Card points (rules table): 3 to 7 are 5 each, 8 to K 10 each, a 2 is 20.
    assert view.meld_points == (5 + 5 + 5 + 5 + 20 + 5, 10 + 10 + 10)
    assert state.view(1).meld_points == view.meld_points
