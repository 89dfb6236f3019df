"""Claiming the rest in Belote (both rule sets): on one's own lead, ``claim`` is accepted only
when the claimer's team wins every remaining trick whatever the opponents play; the tricks
are then played out at once and scored as if played; a wrong claim is refused naming an
opponent's card that could take a trick.  The claim check is compared with a plain
search written from that sentence alone, on random end-games.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.belote.bga import DEFINITION as BGA
from game.belote.classic import DEFINITION as CLASSIC
from game.belote.state import BeloteState
from game.core.api import DealContext, GameDefinition
from game.core.cards import Card, cards_of, mask_of, parse_cards
from game.core.claims import CLAIM
from game.core.match import Match
from game.core.replaying import DealData, ReplayFaultError, replay_deal
from game.core.tricks import french_legal

DEFINITIONS: dict[str, GameDefinition] = {"belote_bga": BGA, "belote_classic": CLASSIC}


def mask(text: str) -> int:
    return mask_of(parse_cards(text))


def taken(definition: GameDefinition, seed: int) -> tuple[Match, list[str], BeloteState, list]:
    """A deal whose first bidder takes at once: the play about to start."""
    match = Match(definition, definition.parse_options({}), seed % 4)
    deck, state = match.deal_shuffled(random.Random(seed))
    assert isinstance(state, BeloteState)
    actions = [(state.to_act, "take")]
    state.apply(state.parse_action("take"))
    return match, [c.code for c in deck], state, actions


def naive_wins(state: BeloteState, claimer: int) -> bool:
    """Straight from the rule: the claimer's team has a way of playing such that it wins
    every remaining trick whatever legal cards the opponents play."""
    order = state.order
    assert order is not None
    team = claimer % 2

    def go(hands: list[int], trick: list[tuple[int, int]], seat: int) -> bool:
        if not trick and not hands[seat]:
            return True
        led = trick[0][1] // 13 if trick else -1
        win_seat, win_card = trick[0] if trick else (-1, -1)
        for s, c in trick[1:]:
            if order.beats(c, win_card):
                win_seat, win_card = s, c
        partner = bool(trick) and win_seat == (seat + 2) % 4
        options = []
        for card in cards_of(french_legal(hands[seat], led, win_card, partner, order)):
            rest = hands[:]
            rest[seat] &= ~(1 << card.index)
            now = [*trick, (seat, card.index)]
            if len(now) == 4:
                best_seat, best = now[0]
                for s, c in now[1:]:
                    if order.beats(c, best):
                        best_seat, best = s, c
                options.append(best_seat % 2 == team and go(rest, [], best_seat))
            else:
                options.append(go(rest, now, (seat + state.step) % 4))
        return any(options) if seat % 2 == team else all(options)

    return go(list(state.hands), [], claimer)


@settings(max_examples=40)
@given(
    variant=st.sampled_from(sorted(DEFINITIONS)),
    seed=st.integers(0, 2**32),
    left=st.integers(1, 3),
)
def test_the_claim_check_agrees_with_a_plain_search(variant: str, seed: int, left: int) -> None:
    definition = DEFINITIONS[variant]
    match, deck, state, actions = taken(definition, seed)
    rng = random.Random(seed)
    while state.hands[state.to_act].bit_count() > left or state.trick:
        action = rng.choice(state.legal_actions())
        actions.append((state.to_act, str(action)))
        state.apply(action)
    claimer = state.to_act
    assert state.announcements() == [CLAIM]
    assert CLAIM not in state.legal_actions()
    reason = state.why_illegal(CLAIM)
    assert (reason is None) == naive_wins(state, claimer)
    fresh = match.deal_from(deck)
    if reason is not None:
        assert str(reason).startswith("the claim is wrong: seat ")
        with pytest.raises(ReplayFaultError) as fault:
            replay_deal(match, fresh, DealData(deck, [*actions, (claimer, "claim")]))
        assert str(fault.value) == (f"deal 1, action {len(actions) + 1}: seat {claimer}: {reason}")
        return
    before = [(state.tricks_taken[s], s) for s in range(4)]
    state.apply(CLAIM)
    assert state.is_over and state.tricks_played == 8
    end = replay_deal(match, fresh, DealData(deck, [*actions, (claimer, "claim")])).end
    assert end.is_over and end.result().points == state.result().points
    team_tricks = state.tricks_taken[claimer] + state.tricks_taken[(claimer + 2) % 4]
    assert team_tricks - sum(t for t, s in before if s % 2 == claimer % 2) == left


def endgame(definition: GameDefinition, hands: tuple[str, ...], leader: int) -> BeloteState:
    """A deal taken in spades, the hands then set: ``hands`` are the leader's, the next
    player's, the partner's and the last player's, in the order of play."""
    for seed in range(400):
        match, _, state, _ = taken(definition, seed)
        if state.order is not None and state.order.trump_suit == 0:
            break
    assert state.order is not None and state.order.trump_suit == 0
    seats = [(leader + k * state.step) % 4 for k in range(4)]
    held = {seat: mask(text) for seat, text in zip(seats, hands, strict=True)}
    rest = mask_of(Card.parse(c) for c in (card.code for card in definition.deck(match.rules)))
    for h in held.values():
        rest &= ~h
    for seat in range(4):
        state.hands[seat] = held[seat]
        state.known[seat] = 0
        state.forbidden[seat] = 0
        state.won[seat] = 0
        state.card_points[seat] = 0
        state.tricks_taken[seat] = 0
        state.played_from[seat] = 0
    state.won[leader] = rest
    state.played = rest
    state.tricks_played = 8 - held[leader].bit_count()
    state.tricks_taken[leader] = state.tricks_played
    state.to_act = leader
    return state


@pytest.mark.parametrize("variant", sorted(DEFINITIONS))
def test_a_right_claim_is_played_out_and_scored_as_played(variant: str) -> None:
    hands = ("JS 9S AH", "7H 8H 9H", "AD TD KD", "7D 8D 9D")
    state = endgame(DEFINITIONS[variant], hands, 0)
    assert state.why_illegal(CLAIM) is None
    by_hand = state.clone()
    events = state.apply(CLAIM)
    assert str(events[0].text) == "claim" and state.is_over
    for card in ("JS", "7H", "AD", "7D", "9S", "8H", "TD", "8D", "AH", "9H", "KD", "9D"):
        assert by_hand.why_illegal(Card.parse(card)) is None, card
        by_hand.apply(Card.parse(card))
    assert by_hand.result().points == state.result().points
    assert state.team_card_points() == by_hand.team_card_points()


@pytest.mark.parametrize("variant", sorted(DEFINITIONS))
def test_a_wrong_claim_names_a_card_that_could_beat_it(variant: str) -> None:
    hands = ("AS AH KH", "9S 7D 8D", "AD TD KD", "7H 8H 9H")
    state = endgame(DEFINITIONS[variant], hands, 0)
    opponent = state.step
    assert str(state.why_illegal(CLAIM)) == (
        f"the claim is wrong: seat {opponent} may still take a trick with 9S"
    )
    state.apply(state.parse_action("AS"))
    assert state.announcements() == []
    assert str(state.why_illegal(CLAIM)) == (
        "a claim is made only on one's own lead, before the trick's first card"
    )


def test_no_claim_during_the_bidding() -> None:
    state = BGA.new_deal(
        BGA.parse_options({}), list(BGA.deck(BGA.parse_options({}))), DealContext(0, (0, 0))
    )
    assert state.announcements() == []
    assert str(state.why_illegal(CLAIM)) == "the bidding is not over: bid first"
