"""``info_key(seat)`` keeps its promise: equal only when the seat cannot tell the states apart.

The determinize checks build states a seat cannot tell apart and test that
their keys agree; these tests go the other way.  A *twin* deal is the same deal
with two cards of the deck order swapped, replayed through the same actions
for as long as they stay legal.  Whatever the swap changed, a seat whose key is
the same in both deals must also see the same view and, when it is to act, have
the same legal actions.  A key that leaves out something the seat saw (the
turn-up of Belote and Baloot, once taken, was such a gap) fails here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from game.catalog import game_names, get_game
from game.core.api import State
from game.core.cards import Card
from game.core.match import Match
from game.core.trickplay import TrickPlayState

SEEDS = range(2)
ACTIONS_PER_DEAL = 80
"""Random actions played in each deal (long Burraco deals are cut there)."""
SWAPS_PER_DEAL = 40
"""Deck positions swapped with another (every position of the 32-card games)."""


def random_deal(variant: str, seed: int) -> tuple[Match, list[Card], list[object]]:
    """A match, the deck of its first deal and the random actions played in it."""
    definition = get_game(variant)
    rng = random.Random(seed)
    match = Match(definition, definition.parse_options({}), rng.randrange(4))
    deck, state = match.deal_shuffled(rng)
    actions: list[object] = []
    while not state.is_over and len(actions) < ACTIONS_PER_DEAL:
        action = rng.choice(state.legal_actions())
        actions.append(action)
        state.apply(action)
    return match, deck, actions


def swapped(deck: Sequence[Card], i: int, j: int) -> list[Card]:
    twin = list(deck)
    twin[i], twin[j] = twin[j], twin[i]
    return twin


def faults(truth: State, twin: State, step: int) -> list[str]:
    """Seats whose key cannot tell the two states apart although what they see differs."""
    out = []
    for seat in range(4):
        if truth.info_key(seat) != twin.info_key(seat):
            continue
        if truth.view(seat) != twin.view(seat):
            out.append(f"step {step}, seat {seat}: equal keys, different views")
        if seat == truth.to_act and list(map(str, truth.legal_actions())) != list(
            map(str, twin.legal_actions())
        ):
            out.append(f"step {step}, seat {seat}: equal keys, different legal actions")
    return out


def lockstep_faults(
    match: Match, deck: Sequence[Card], twin_deck: Sequence[Card], actions: list[object]
) -> list[str]:
    """Replay ``actions`` on both decks while they stay legal in the twin; list the faults."""
    truth = match.deal_from(deck)
    twin = match.deal_from(twin_deck)
    found = faults(truth, twin, 0)
    for step, action in enumerate(actions, 1):
        if twin.why_illegal(action) is not None:
            break
        truth.apply(action)
        twin.apply(action)
        found += faults(truth, twin, step)
    return found


@pytest.mark.parametrize("variant", game_names())
@pytest.mark.parametrize("seed", SEEDS)
def test_equal_keys_mean_equal_views(variant: str, seed: int) -> None:
    match, deck, actions = random_deal(variant, seed)
    rng = random.Random(seed)
    positions = range(len(deck))
    if len(deck) > SWAPS_PER_DEAL:
        positions = sorted(rng.sample(positions, SWAPS_PER_DEAL))
    found = []
    for i in positions:
        j = rng.choice([p for p in range(len(deck)) if deck[p] != deck[i]])
        for fault in lockstep_faults(match, deck, swapped(deck, i, j), actions):
            found.append(f"swap {i} <-> {j}: {fault}")
    assert found == []


# --- the turn-up of Belote and Baloot ------------------------------------------

TURN_UP_GAMES = ("belote_bga", "belote_classic", "baloot")


def until_taken(variant: str, seed: int) -> tuple[Match, list[Card], list[object], TrickPlayState]:
    """A seeded deal played at random until a seat takes the turn-up (thrown-in deals skipped)."""
    definition = get_game(variant)
    rng = random.Random(seed)
    while True:
        match = Match(definition, definition.parse_options({}), rng.randrange(4))
        deck, state = match.deal_shuffled(rng)
        assert isinstance(state, TrickPlayState)
        actions: list[object] = []
        while not state.is_over and not any(state.public_takes):
            action = rng.choice(state.legal_actions())
            actions.append(action)
            state.apply(action)
        if not state.is_over:
            return match, deck, actions, state


def replayed(match: Match, deck: Sequence[Card], actions: list[object]) -> TrickPlayState | None:
    """The deal of ``deck`` after ``actions``, or None when one of them is illegal there."""
    state = match.deal_from(deck)
    assert isinstance(state, TrickPlayState)
    for action in actions:
        if state.why_illegal(action) is not None:
            return None
        state.apply(action)
    return state


def turn_up_twin(
    match: Match, deck: list[Card], actions: list[object], truth: TrickPlayState
) -> tuple[TrickPlayState, int]:
    """The same deal with another card of the turn-up's suit turned up, taken by the same seat.

    The card swapped in comes from the hand of a seat other than the taker
    (returned with the twin): every other seat saw the same bids and holds the
    same cards, so only the turn-up tells the two deals apart.
    """
    taker = next(s for s in range(4) if truth.public_takes[s])
    turned = next(c for c in deck if truth.public_takes[taker] >> c.index & 1)
    for position, card in enumerate(deck):
        holders = [s for s in range(4) if truth.hands[s] >> card.index & 1]
        if card.suit != turned.suit or card == turned or holders in ([], [taker]):
            continue
        twin = replayed(match, swapped(deck, deck.index(turned), position), actions)
        if twin is not None and twin.public_takes[taker] == 1 << card.index:
            return twin, holders[0]
    raise AssertionError("no card of the turn-up's suit can stand in for it")


@pytest.mark.parametrize("variant", TURN_UP_GAMES)
@pytest.mark.parametrize("seed", range(6))
def test_the_seats_keep_telling_taken_turn_ups_apart(variant: str, seed: int) -> None:
    match, deck, actions, truth = until_taken(variant, seed)
    twin, holder = turn_up_twin(match, deck, actions, truth)
    rng = random.Random(seed)
    seats = [s for s in range(4) if s != holder]
    steps = 0
    while not truth.is_over:
        for seat in seats:
            assert truth.info_key(seat) != twin.info_key(seat), f"seat {seat}, step {steps}"
            seen, twin_seen = truth.view(seat), twin.view(seat)
            assert (seen.turn_up, twin_seen.turn_up) == (None, None)
            assert seen.taken_turn_up != twin_seen.taken_turn_up
            assert {seen.taken_turn_up, twin_seen.taken_turn_up} <= set(deck)
        both = [a for a in truth.legal_actions() if twin.why_illegal(a) is None]
        if not both:
            break
        action = rng.choice(both)
        truth.apply(action)
        twin.apply(action)
        steps += 1


@pytest.mark.parametrize("variant", TURN_UP_GAMES)
@pytest.mark.parametrize("seed", range(6))
def test_the_taken_turn_up_stays_in_view_and_in_the_takers_sampled_hand(
    variant: str, seed: int
) -> None:
    _, deck, _, state = until_taken(variant, seed)
    taker = next(s for s in range(4) if state.public_takes[s])
    turned = next(c for c in deck if state.public_takes[taker] >> c.index & 1)
    rng = random.Random(seed)
    while True:
        for seat in range(4):
            assert state.view(seat).taken_turn_up == turned
            world = state.determinize(seat, rng)
            assert isinstance(world, TrickPlayState)
            held = state.hands[taker] >> turned.index & 1
            assert world.hands[taker] >> turned.index & 1 == held, "the turn-up left the taker"
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
