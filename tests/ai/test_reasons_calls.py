"""Reasons for calls, in hands built for each: Belote's take and pass with the trumps that
carry them or are missing, the partner's pass, Baloot's redeal and Barbu's contract and
doubles by the cards that make them safe or risky."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ai.review.explain import Explanation, explain
from game.baloot.calls import REDEAL
from game.baloot.state import BalootState
from game.barbu.actions import NO_HEARTS, NO_KING_OF_HEARTS, NO_TRICKS, Contract, Double
from game.barbu.state import BarbuState
from game.belote.bids import PASS, TAKE
from game.belote.state import BeloteState
from game.catalog import get_game
from game.core.api import State
from game.core.cards import Card, card_at, indices_of
from game.core.match import Match
from game.core.trickplay import TrickPlayState
from tests.ai.test_reasons_truth import options_for


def deal(variant: str, seed: int = 1, dealer: int = 0) -> State:
    definition = get_game(variant)
    match = Match(definition, definition.parse_options({}), dealer)
    _, state = match.deal_shuffled(random.Random(seed))
    return state


def hold(state: TrickPlayState, seat: int, codes: Sequence[str], turn_up: str = "") -> None:
    """Give ``seat`` the cards ``codes`` (and lay ``turn_up`` face up), swapping each with
    whoever had it: another hand, the stock or the turn-up."""
    wanted = [Card.parse(code).index for code in codes]
    for index in wanted:
        if state.hands[seat] >> index & 1:
            continue
        spare = next(i for i in indices_of(state.hands[seat]) if i not in wanted)
        swap_out(state, index, spare, skip=seat)
        state.hands[seat] ^= 1 << index | 1 << spare
    if turn_up:
        index = Card.parse(turn_up).index
        old = getattr(state, "turn_up")  # noqa: B009 - a Belote or Baloot deal's turn-up
        if index != old:
            swap_out(state, index, old, skip=-1)
            setattr(state, "turn_up", index)  # noqa: B010


def swap_out(state: TrickPlayState, index: int, spare: int, skip: int) -> None:
    """Put ``spare`` where ``index`` lies (a hand other than ``skip``, the stock, the
    turn-up)."""
    for other in range(4):
        if other != skip and state.hands[other] >> index & 1:
            state.hands[other] ^= 1 << index | 1 << spare
            return
    if index in state.stock:
        state.stock[state.stock.index(index)] = spare
        return
    if getattr(state, "turn_up", -1) == index:
        setattr(state, "turn_up", spare)  # noqa: B010


def why(state: State, best: Any) -> Explanation:
    seat = state.to_act
    legal = state.legal_actions()
    return explain(state, seat, options_for(legal, best), legal, state.definition.partners_of(seat))


def belote_bid(codes: Sequence[str], turn_up: str) -> BeloteState:
    state = deal("belote_bga")
    assert isinstance(state, BeloteState)
    hold(state, state.to_act, codes, turn_up)
    return state


def test_a_take_is_carried_by_its_trumps_and_side_aces() -> None:
    state = belote_bid(["JS", "9S", "AD", "7C", "8H"], "7S")
    said = why(state, TAKE)
    assert said.kind == "bid_top_cards_trump"
    assert said.suit == 0 and said.count == 3
    assert set(said.cards) == {"JS", "9S", "AD"}


def test_a_take_without_the_jack_counts_its_trumps() -> None:
    state = belote_bid(["9S", "AS", "TS", "7C", "8H"], "7S")
    said = why(state, TAKE)
    assert said.kind == "bid_long_trumps" and said.count == 4


def test_a_pass_names_the_missing_jack_and_nine() -> None:
    state = belote_bid(["KS", "TS", "8D", "7C", "8H"], "7S")
    said = why(state, PASS)
    assert said.kind == "pass_no_jack_nine"
    assert said.suit == 0 and set(said.cards) == {"KS", "TS", "7S"}


def test_a_pass_with_the_nine_alone_or_with_few_trumps() -> None:
    state = belote_bid(["9S", "TS", "8D", "7C", "8H"], "7S")
    assert why(state, PASS).kind == "pass_no_jack"
    state = belote_bid(["JS", "8D", "AC", "7C", "8H"], "7S")
    said = why(state, PASS)
    assert said.kind == "pass_few_trumps" and said.count == 2


def test_the_partners_pass_is_said_with_a_pass() -> None:
    state = deal("belote_bga", 3)
    assert isinstance(state, BeloteState)
    first = state.to_act
    state.apply(PASS)
    state.apply(PASS)
    seat = state.to_act
    assert seat == (first + 2) % 4  # the first bidder was this seat's partner
    hold(state, seat, ["8D", "9D", "7C", "8C", "AH"], "7S")
    said = why(state, PASS)
    assert said.kind == "pass_no_jack_nine" and said.cards == ("7S",)
    assert [(s.kind, s.seat) for s in said.more] == [("partner_passed", first)]


def test_a_second_round_pass_with_no_card_of_any_suit_to_name() -> None:
    state = deal("belote_bga", 3)
    assert isinstance(state, BeloteState)
    for _ in range(4):
        state.apply(PASS)
    assert state.bid_round == 2
    hold(state, state.to_act, ["AS", "KS", "QS", "8S", "9S"], "7S")
    said = why(state, PASS)
    assert said.kind == "pass_void_suit" and said.suit != 0


def test_the_opponents_passes_back_a_take() -> None:
    state = deal("belote_bga", 4)
    assert isinstance(state, BeloteState)
    state.apply(PASS)
    state.apply(PASS)
    state.apply(PASS)  # two opponents of the fourth bidder and his partner have passed
    hold(state, state.to_act, ["JS", "9S", "AD", "7C", "8H"], "7S")
    said = why(state, TAKE)
    assert said.kind == "bid_top_cards_trump"
    assert "opponents_passed" in [s.kind for s in said.more]


def test_baloot_redeal_for_a_hand_with_nothing_above_the_nine() -> None:
    state = deal("baloot", 2)
    assert isinstance(state, BalootState)
    while state.phase == 0:  # the pre-deal choice
        state.apply(state.legal_actions()[0])
    hold(state, state.to_act, ["7S", "8S", "9H", "7D", "8C"])
    assert REDEAL in state.legal_actions()
    assert why(state, REDEAL).kind == "bid_redeal"


def barbu_choice(codes: Sequence[str]) -> BarbuState:
    state = deal("barbu", 6)
    assert isinstance(state, BarbuState)
    hold(state, state.to_act, codes)
    return state


def test_barbu_no_hearts_without_hearts_or_with_low_ones() -> None:
    plain = ["AS", "KS", "2S", "3S", "4S", "5D", "6D", "7D", "8D", "2C", "3C", "4C", "5C"]
    said = why(barbu_choice(plain), Contract(NO_HEARTS))
    assert said.kind == "barbu_no_heart" and said.contract == NO_HEARTS
    low = ["2H", "5H", "9H", *plain[3:]]
    said = why(barbu_choice(low), Contract(NO_HEARTS))
    assert said.kind == "barbu_low_hearts" and said.card == "9H"


def test_barbu_king_of_hearts_guarded_and_doubled_or_bare_and_not() -> None:
    guarded = ["KH", "2H", "3H", "4H", "5H", "6H", "2S", "3S", "4S", "2D", "3D", "2C", "3C"]
    state = barbu_choice(guarded)
    said = why(state, Contract(NO_KING_OF_HEARTS))
    assert said.kind == "barbu_king_guarded" and said.count == 5
    state.apply(Contract(NO_KING_OF_HEARTS))
    bare = ["KH", "2H", "AS", "KS", "QS", "AD", "KD", "QD", "AC", "KC", "QC", "JC", "TC"]
    hold(state, state.to_act, bare)
    said = why(state, Double(()))
    assert said.kind == "barbu_no_double" and said.contract == NO_KING_OF_HEARTS
    assert [(s.kind, s.count) for s in said.more] == [("barbu_king_bare", 1)]
    declarer = state.declarer
    doubled = why(state, Double((declarer,)))
    assert doubled.kind != "barbu_double", "a bare K♥ is no reason to double"
    assert card_at(13 + 11).code == "KH"


def test_barbu_many_high_cards_are_no_reason_to_double_no_tricks() -> None:
    state = barbu_choice(
        ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "2D", "3D", "4D", "5D", "2C", "3C"]
    )
    state.apply(Contract(NO_TRICKS))
    seat = state.to_act
    assert seat != state.declarer
    high = ["AS", "KS", "QS", "AH", "KH", "QH", "AD", "2C", "3C", "4C", "5C", "6C", "7C"]
    hold(state, seat, high)
    said = why(state, Double(()))
    assert said.kind == "barbu_no_double" and said.contract == NO_TRICKS
    assert [(s.kind, s.count) for s in said.more] == [("barbu_many_high", 7)]


def test_a_declarer_doubled_by_others_may_decline_to_double_back() -> None:
    state = barbu_choice(
        ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "2D", "3D", "4D", "5D", "2C", "3C"]
    )
    declarer = state.declarer
    state.apply(Contract(NO_TRICKS))
    while state.to_act != declarer:
        state.apply(Double((declarer,)))
    said = why(state, Double(()))
    assert said.kind == "barbu_no_double_back" and said.count == 3
