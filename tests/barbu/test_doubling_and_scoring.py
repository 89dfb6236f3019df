"""barbu.md, "Doubling" and "Scoring a deal": who doubles whom, and the pairwise settlement."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.barbu.scoring import domino_scores, settle, trick_contract_scores
from game.barbu.state import DOUBLING, TRICKS
from tests.barbu.helpers import act, barbu_state, reason
from tests.barbu.test_contract_choice import HANDS

A, B, C, D = 0, 1, 2, 3


def doubled_state(dealer: int, contract: str, doubles: dict[int, str]):
    state = barbu_state(HANDS, dealer)
    act(state, contract)
    for k in range(1, 5):
        seat = (dealer + k) % 4
        assert state.to_act == seat
        act(state, doubles.get(seat, "double:none"))
    assert state.phase == TRICKS
    return state


def test_each_player_doubles_once_clockwise_from_the_dealers_left_ending_with_the_dealer() -> None:
    state = barbu_state(HANDS, dealer=2)
    act(state, "contract:no-hearts")
    seen = []
    while state.phase == DOUBLING:
        seen.append(state.to_act)
        act(state, "double:none")
    assert seen == [3, 0, 1, 2]
    assert state.to_act == 2, "the declarer leads"


def test_a_player_may_double_any_set_of_the_others_but_not_himself() -> None:
    state = barbu_state(HANDS, dealer=2)
    act(state, "contract:no-hearts")
    assert [str(a) for a in state.legal_actions()] == [
        "double:none",
        "double:0",
        "double:1",
        "double:0,1",
        "double:2",
        "double:0,2",
        "double:1,2",
        "double:0,1,2",
    ]
    assert reason(state, "double:3") == "a player may not double himself"


def test_the_declarer_may_double_only_players_who_doubled_him() -> None:
    state = barbu_state(HANDS, dealer=0)
    act(state, "contract:no-queens", "double:0,2", "double:3", "double:0")
    assert [str(a) for a in state.legal_actions()] == [
        "double:none",
        "double:1",
        "double:3",
        "double:1,3",
    ]
    assert reason(state, "double:2") == (
        "the declarer may double only players who doubled him (doubled by: 1, 3)"
    )
    act(state, "double:1,3")
    assert state.doubles == [0b1010, 0b0101, 0b1000, 0b0001]


def test_nobody_doubles_the_declarer_so_he_doubles_nobody() -> None:
    state = barbu_state(HANDS, dealer=1)
    act(state, "contract:no-tricks", "double:0", "double:0,2", "double:2")
    assert [str(a) for a in state.legal_actions()] == ["double:none"]


def test_the_seed_score_sheet_trumps_row() -> None:
    """A declares Trumps; A doubled D; B doubled A and D; D doubled A, B and C."""
    state = doubled_state(
        A, "contract:trumps:S", {A: "double:3", B: "double:0,3", D: "double:0,1,2"}
    )
    # Contract scores A 15, B 20, C 0, D 30: 3, 4, 0 and 6 tricks.
    assert trick_contract_scores("trumps", (0,) * 4, (3, 4, 0, 6), 0, 0) == [15, 20, 0, 30]
    assert state.score_tricks((0,) * 4, (3, 4, 0, 6), 0, 0) == (-20, 5, -30, 110)


def test_the_seed_score_sheet_no_queens_row() -> None:
    """B declares No queens; A doubled B, C and D; B doubled A; C doubled A and D."""
    state = doubled_state(
        B, "contract:no-queens", {A: "double:1,2,3", B: "double:0", C: "double:0,3"}
    )
    # Contract scores A -6, B -6, C 0, D -12: one queen, one queen, none, two.
    assert trick_contract_scores("no-queens", (6, 6, 0, 12), (3, 3, 3, 4), 0, 0) == [-6, -6, 0, -12]
    assert state.score_tricks((6, 6, 0, 12), (3, 3, 3, 4), 0, 0) == (-12, -6, 24, -30)


# Deals whose play (each player laying his lowest legal card) gives the sheet's contract scores.
SHEET_TRUMPS_HANDS = {
    0: "TS QS 6H 8H KH 6D 7D 9D TD QD 9C TC KC",
    1: "2S 6S 8S 9S 3H 4H JH AH 4D 5D AD 6C QC",
    2: "4S 7S JS 5H 7H 9H QH 2D 8D 2C 3C 7C 8C",
    3: "3S 5S KS AS 2H TH 3D JD KD 4C 5C JC AC",
}
SHEET_NO_QUEENS_HANDS = {
    0: "3S 5S 6S 7S TS KS QH KH 5D 7D TD 7C KC",
    1: "4S 2H 3H 5H 2D 3D 4D 9D QD KD AD 9C JC",
    2: "9S JS 7H 8H 9H AH 2C 3C 4C 5C 8C QC AC",
    3: "2S 8S QS AS 4H 6H TH JH 6D 8D JD 6C TC",
}


@pytest.mark.parametrize(
    ("hands", "dealer", "contract", "doubles", "contract_scores", "deal_scores"),
    [
        (
            SHEET_TRUMPS_HANDS,
            A,
            "contract:trumps:S",
            {A: "double:3", B: "double:0,3", D: "double:0,1,2"},
            (15, 20, 0, 30),
            (-20, 5, -30, 110),
        ),
        (
            SHEET_NO_QUEENS_HANDS,
            B,
            "contract:no-queens",
            {A: "double:1,2,3", B: "double:0", C: "double:0,3"},
            (-6, -6, 0, -12),
            (-12, -6, 24, -30),
        ),
    ],
    ids=["trumps", "no-queens"],
)
def test_the_seed_score_sheet_rows_from_played_deals(
    hands, dealer, contract, doubles, contract_scores, deal_scores
) -> None:
    state = barbu_state(hands, dealer)
    act(state, contract)
    for k in range(1, 5):
        act(state, doubles.get((dealer + k) % 4, "double:none"))
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    result = state.result()
    assert result.details["contract_scores"] == contract_scores
    assert result.points == deal_scores


def test_settlement_pair_by_pair() -> None:
    scores = (30, 10, 0, 25)
    assert settle(scores, (0, 0, 0, 0)) == scores, "neither doubled: nothing changes hands"
    assert settle(scores, (0b0010, 0, 0, 0)) == (50, -10, 0, 25), "one doubled: the difference"
    assert settle(scores, (0, 0b0001, 0, 0)) == (50, -10, 0, 25), "the direction does not matter"
    assert settle(scores, (0b0010, 0b0001, 0, 0)) == (70, -30, 0, 25), "both: twice"


@given(
    st.lists(st.integers(-60, 60), min_size=4, max_size=4),
    st.lists(st.integers(0, 15), min_size=4, max_size=4),
)
def test_settlement_keeps_the_deal_total(scores: list[int], doubles: list[int]) -> None:
    doubles = [m & ~(1 << s) for s, m in enumerate(doubles)]
    assert sum(settle(scores, doubles)) == sum(scores)


@pytest.mark.parametrize(
    ("kind", "points", "tricks", "expected"),
    [
        ("no-tricks", (0,) * 4, (5, 0, 7, 1), [-10, 0, -14, -2]),
        ("no-queens", (12, 0, 6, 6), (5, 0, 7, 1), [-12, 0, -6, -6]),
        ("no-hearts", (10, 12, 0, 8), (5, 0, 7, 1), [-10, -12, 0, -8]),
        ("no-king-of-hearts", (0, 0, 20, 0), (5, 0, 7, 1), [0, 0, -20, 0]),
        ("trumps", (0,) * 4, (5, 0, 7, 1), [25, 0, 35, 5]),
    ],
)
def test_contract_scores(kind, points, tricks, expected) -> None:
    assert trick_contract_scores(kind, points, tricks, 0, 0) == expected


def test_no_last_two_charges_the_twelfth_and_thirteenth_tricks() -> None:
    assert trick_contract_scores("no-last-two", (0,) * 4, (3,) * 4, 2, 1) == [0, -20, -10, 0]
    assert trick_contract_scores("no-last-two", (0,) * 4, (3,) * 4, 3, 3) == [0, 0, 0, -30]


def test_dominoes_places() -> None:
    assert domino_scores([2, 0, 3, 1]) == [20, -5, 45, 5]
