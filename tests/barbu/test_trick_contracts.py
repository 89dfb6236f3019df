"""barbu.md, "The contracts": the negative contracts and Trumps, rule by rule."""

from __future__ import annotations

import random

import pytest

from game.barbu.play_rules import NOT_HEARTS
from game.barbu.state import OVER
from game.core.api import EventKind
from game.core.cards import SUIT_MASKS, mask_of, parse_cards
from tests.barbu.helpers import PARLETT, act, barbu_state, codes, legal, no_doubles, reason
from tests.barbu.test_contract_choice import HANDS

NEGATIVE = ("no-tricks", "no-queens", "no-last-two", "no-hearts", "no-king-of-hearts")


def started(contract: str, hands=HANDS, dealer: int = 0, rules=None):
    state = barbu_state(hands, dealer) if rules is None else barbu_state(hands, dealer, rules)
    act(state, f"contract:{contract}")
    if rules is None:
        no_doubles(state)
    return state


@pytest.mark.parametrize("contract", NEGATIVE)
def test_follow_suit_if_you_can(contract: str) -> None:
    state = started(contract)
    act(state, "AS")
    assert legal(state) == codes("9S 8S 7S")
    assert reason(state, "QH") == "must follow suit in spades (holds 9S 8S 7S)"
    assert reason(state, "2S") == "does not hold 2S"


def test_a_void_player_may_play_any_card_and_the_highest_of_the_led_suit_wins() -> None:
    state = started("no-tricks")
    act(state, "AS", "9S", "6S", "3S", "KS", "8S", "5S", "2S", "QS", "7S", "4S")
    assert legal(state) == codes("6H 5H 4H 5D 4D 3D 2D 5C 4C 3C 2C")
    events = act(state, "6H")
    trick = [e for e in events if e.kind is EventKind.TRICK]
    assert trick[0].seat == 0 and state.tricks_taken == [3, 0, 0, 0]


def test_the_winner_leads_the_next_trick() -> None:
    state = started("no-queens")
    act(state, "2H", "QH", "9H", "6H")
    assert state.to_act == 1 and state.tricks_taken == [0, 1, 0, 0]
    assert state.card_points == [0, 6, 0, 0], "the queen of hearts is a penalty card"


@pytest.mark.parametrize("contract", ["no-hearts", "no-king-of-hearts"])
def test_no_heart_lead_while_holding_another_suit(contract: str) -> None:
    state = started(contract)
    assert legal(state) == codes("AS KS QS JS TS AD KD AC KC")
    assert reason(state, "AH") == (
        "may not lead a heart while holding other suits (holds AS KS QS JS TS AD KD AC KC)"
    )


@pytest.mark.parametrize("contract", ["no-tricks", "no-queens", "no-last-two", "trumps:S"])
def test_other_contracts_allow_a_heart_lead(contract: str) -> None:
    state = started(contract)
    assert "AH" in legal(state).split()


ONLY_HEARTS_LEFT = {
    0: "AS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
    1: "KS QS JS TS 9S 8S 7S 6S AH 2D 3D 4D 5D",
    2: "5S 4S 3S 2S 6D 7D 8D 9D TD JD QD KD AD",
    3: "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
}


@pytest.mark.parametrize("contract", ["no-hearts", "no-king-of-hearts"])
def test_a_hand_of_hearts_only_may_lead_a_heart_and_that_proves_it(contract: str) -> None:
    state = started(contract, ONLY_HEARTS_LEFT)
    assert legal(state) == "AS"
    act(state, "AS", "6S", "2S", "2C")
    assert state.to_act == 0
    assert len(state.legal_actions()) == 12
    act(state, "2H")
    assert state.forbidden[0] & NOT_HEARTS == NOT_HEARTS
    rng = random.Random(3)
    for _ in range(30):
        world = state.determinize(1, rng)
        assert world.hands[0] & NOT_HEARTS == 0


@pytest.mark.parametrize("contract", NEGATIVE)
def test_every_negative_contract_is_played_to_the_thirteenth_trick(contract: str) -> None:
    rng = random.Random(contract)
    state = started(contract)
    tricks = 0
    while not state.is_over:
        events = state.apply(rng.choice(state.legal_actions()))
        tricks += sum(1 for e in events if e.kind is EventKind.TRICK)
    assert tricks == 13 and state.phase == OVER and sum(state.tricks_taken) == 13


# --- Trumps ---------------------------------------------------------------

# Seat 0 holds every diamond, so the others are void when he leads one.
TRUMP_HANDS = {
    0: "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
    1: "9S 4S AH KH QH JH TH 9H 8H 7H 6H 5H 4H",
    2: "AS KS QS JS TS 2S AC KC QC JC TC 9C 8C",
    3: "8S 7S 6S 5S 3S 3H 2H 7C 6C 5C 4C 3C 2C",
}


def test_trumps_the_declarer_names_the_trump_and_leads() -> None:
    state = started("trumps:S", TRUMP_HANDS, dealer=2)
    assert state.to_act == 2 and state.order is not None and state.order.trump_suit == 0


def test_trumps_void_with_a_winning_trump_must_win_with_a_trump() -> None:
    state = started("trumps:S", TRUMP_HANDS)
    act(state, "AD")
    assert legal(state) == codes("9S 4S"), "any trump wins over a plain card"
    assert reason(state, "AH") == "must win the trick with a trump (holds 9S 4S)"
    act(state, "9S")
    assert legal(state) == codes("AS KS QS JS TS"), "only the trumps above the 9"
    assert reason(state, "2S") == "must win the trick with a trump (holds AS KS QS JS TS)"
    assert reason(state, "AC") == "must win the trick with a trump (holds AS KS QS JS TS)"
    act(state, "TS")
    assert len(state.legal_actions()) == 13, "no trump of his would win: any card"
    act(state, "2C")
    proven = mask_of(parse_cards("AS KS QS JS")) | SUIT_MASKS[2]
    assert state.forbidden[3] & proven == proven
    assert state.tricks_taken == [0, 0, 1, 0], "the highest trump wins"
    rng = random.Random(4)
    for _ in range(30):
        world = state.determinize(0, rng)
        assert world.hands[3] & proven == 0
        assert world.hands[1] & SUIT_MASKS[2] == 0


def test_trumps_an_undertrump_proves_no_winning_trump() -> None:
    state = started("trumps:S", TRUMP_HANDS)
    act(state, "AD", "4S")  # seat 1 wins with the 4 of trumps
    assert legal(state) == codes("AS KS QS JS TS"), "the 2 of trumps would not win"


def test_trumps_on_a_trump_lead_follow_and_beat_the_highest_trump() -> None:
    state = started("trumps:S", TRUMP_HANDS)
    act(state, "AD", "9S", "TS", "8S")  # seat 2 wins and leads
    act(state, "2S")
    assert legal(state) == codes("7S 6S 5S 3S")
    assert reason(state, "2C") == "must follow suit in spades (holds 7S 6S 5S 3S)"
    act(state, "5S", "KD")
    assert legal(state) == "4S", "cannot beat the 5: still follows with his trump"
    act(state, "4S")
    assert state.tricks_taken == [0, 0, 1, 1]


def test_trumps_follow_a_plain_lead_without_beating() -> None:
    state = started("trumps:C", TRUMP_HANDS)
    act(state, "2D")
    act(state, "4H")  # seat 1 void in diamonds, no clubs: any card
    act(state, "8C")  # seat 2 trumps
    assert len(state.legal_actions()) == 13, "seat 3's clubs are all below the 8"


def test_trumps_parlett_a_void_player_may_play_any_card() -> None:
    state = started("trumps:S", TRUMP_HANDS, dealer=3, rules=PARLETT)
    assert state.to_act == 0
    act(state, "AD")
    assert len(state.legal_actions()) == 13
    act(state, "AH")
    assert state.forbidden[1] == SUIT_MASKS[2], "only the void is proven"
    act(state, "TS")
    assert len(state.legal_actions()) == 13


def test_trumps_parlett_still_beats_on_a_trump_lead() -> None:
    state = started("trumps:S", TRUMP_HANDS, dealer=1, rules=PARLETT)
    assert state.to_act == 2
    act(state, "2S")
    assert legal(state) == codes("8S 7S 6S 5S 3S")
    act(state, "8S", "AD")
    assert reason(state, "4S") == "must beat the highest trump (holds 9S)"
