"""barbu.md, "Dominoes": layout, passes, going out, places, and what a pass proves."""

from __future__ import annotations

import random

import pytest

from game.barbu.actions import BLOCKED_PASS
from game.barbu.dominoes import Layout
from game.barbu.state import DOMINOES, OVER
from game.core.api import EventKind
from game.core.cards import Card, cards_of, mask_of, parse_cards
from tests.barbu.helpers import PARLETT, act, barbu_state, codes, legal, no_doubles, reason

# Seat 2 holds no seven and no spade: blocked at his first turn.
HANDS = {
    0: "7S 8S 9S TS JS QS KS AS 2H 3H 4H 5H 6H",
    1: "6S 5S 4S 3S 2S 7H 8H 9H TH JH QH KH AH",
    2: "AD KD QD JD TD 9D 8D 6D 5D 4D 3D 2D AC",
    3: "7D KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
}


def dominoes(rank: str = "7", dealer: int = 0, hands=HANDS):
    state = barbu_state(hands, dealer)
    act(state, f"contract:domino:{rank}")
    no_doubles(state)
    assert state.phase == DOMINOES
    return state


def test_the_declarer_plays_first_and_only_the_start_rank_opens_a_row() -> None:
    state = dominoes()
    assert state.to_act == 0
    assert legal(state) == "7S"
    assert reason(state, "8S") == "8S does not fit the layout (cards that fit: 7S 7H 7D 7C)"
    assert reason(state, "pass") == "may not pass while able to play (holds 7S)"


def test_a_row_grows_one_rank_above_or_below_its_ends() -> None:
    state = dominoes()
    act(state, "7S")
    assert legal(state) == codes("6S 7H")
    act(state, "6S")
    assert state.view(0).rows == ("67", "", "", "")


def test_a_blocked_player_shows_his_hand_and_passes() -> None:
    state = dominoes()
    act(state, "7S", "6S")
    assert [str(a) for a in state.legal_actions()] == ["pass"]
    assert reason(state, "AD") == "AD does not fit the layout (cards that fit: 8S 5S 7H 7D 7C)"
    events = act(state, "pass")
    assert events[0].kind is EventKind.BID and events[0].text == "pass"
    assert events[0].wording == BLOCKED_PASS, "said with its why: no card can be laid"
    assert mask_of(events[0].cards) == state.hands[2], "the hand is shown"
    assert state.known[2] == state.hands[2]
    assert state.view(3).known[2] == tuple(cards_of(state.hands[2]))
    assert state.to_act == 3
    rng = random.Random(1)
    for seat in (0, 1, 3):
        for _ in range(10):
            assert state.determinize(seat, rng).hands[2] == state.hands[2]


def test_a_shown_hand_is_part_of_everyones_information() -> None:
    state = dominoes()
    act(state, "7S", "6S", "pass")
    other = state.clone()
    other.known[2] = 0
    assert state.info_key(0) != other.info_key(0)


def test_parlett_the_first_card_sets_the_start_rank_and_a_pass_hides_the_hand() -> None:
    state = barbu_state(HANDS, dealer=3, rules=PARLETT)
    act(state, "contract:domino")
    assert state.to_act == 0 and len(state.legal_actions()) == 13, "any first card"
    act(state, "7S")
    assert state.layout is not None and state.layout.start_rank == 5
    assert legal(state) == codes("6S 7H")
    act(state, "7H")
    assert [str(a) for a in state.legal_actions()] == ["pass"]
    events = act(state, "pass")
    assert events[0].cards == () and state.known[2] == 0, "the hand stays hidden"
    proven = mask_of(parse_cards("8S 6S 8H 6H 7D 7C"))
    assert state.forbidden[2] & proven == proven, "a pass proves no playable card"
    rng = random.Random(2)
    for _ in range(30):
        assert state.determinize(0, rng).hands[2] & proven == 0


def test_ranks_run_from_two_to_ace_without_wrapping() -> None:
    layout = Layout.empty(12)
    layout.lay(Card.parse("AS").index)
    assert cards_of(layout.targets()) == parse_cards("KS AH AD AC")
    low = Layout.empty(0)
    low.lay(Card.parse("2H").index)
    assert cards_of(low.targets()) == parse_cards("2S 3H 2D 2C")


def test_a_player_who_is_out_drops_out_of_the_turn() -> None:
    rng = random.Random(7)
    for _ in range(30):
        state = dominoes(rank=rng.choice("23456789TJQKA"), dealer=rng.randrange(4))
        while not state.is_over:
            assert state.hands[state.to_act], "a seat without cards never plays"
            state.apply(rng.choice(state.legal_actions()))
        assert state.phase == OVER and len(state.out) == 3
        assert sum(1 for h in state.hands if h) == 1, "the deal ends when three players are out"


def test_places_score_45_20_5_and_minus_5() -> None:
    state = dominoes()
    rng = random.Random(9)
    out = []
    while not state.is_over:
        for event in state.apply(rng.choice(state.legal_actions())):
            if event.kind is EventKind.ANNOUNCE and event.text == "out":
                out.append(event.seat)
    last = next(s for s in range(4) if s not in out)
    expected = [0, 0, 0, 0]
    for points, seat in zip((45, 20, 5, -5), [*out, last], strict=True):
        expected[seat] = points
    assert list(state.result().points) == expected


@pytest.mark.parametrize("parlett", [False, True])
def test_cards_are_conserved_in_the_layout_and_hands(parlett: bool) -> None:
    rng = random.Random(11)
    state = barbu_state(HANDS, dealer=0, rules=PARLETT) if parlett else dominoes()
    if parlett:
        act(state, "contract:domino")
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        assert sorted(state.cards_in_play()) == list(range(52))
