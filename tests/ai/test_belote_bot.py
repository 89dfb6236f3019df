"""The rule-based Belote player's bidding and card play in set positions."""

from __future__ import annotations

from ai.games.belote.bot import TAKE_THRESHOLD, choose_bid, suit_value
from game.belote.bids import PASS, TAKE
from game.core.cards import Card, mask_of
from tests.ai.positions import random_positions


def hand(text: str) -> int:
    return mask_of(Card.parse(code) for code in text.split())


def test_jack_and_nine_of_trumps_with_an_ace_take() -> None:
    assert suit_value(hand("JH 9H 7H AS KC 8D"), 1) >= TAKE_THRESHOLD


def test_a_hand_without_trump_honours_passes() -> None:
    assert suit_value(hand("8H 7H KS QC 9D 7D"), 1) < TAKE_THRESHOLD


def test_the_bot_takes_a_strong_turn_up_and_passes_a_weak_one() -> None:
    state = random_positions("belote_bga", 1, seed=1)[0]
    seat = state.to_act
    state.turn_up = Card.parse("JH").index  # type: ignore[attr-defined]
    state.hands[seat] = hand("9H AH TH AS KC")  # type: ignore[attr-defined]
    assert choose_bid(state, seat, [PASS, TAKE], TAKE_THRESHOLD) == TAKE  # type: ignore[arg-type]
    state.hands[seat] = hand("8S 7D QC 9C 8D")  # type: ignore[attr-defined]
    assert choose_bid(state, seat, [PASS, TAKE], TAKE_THRESHOLD) == PASS  # type: ignore[arg-type]
