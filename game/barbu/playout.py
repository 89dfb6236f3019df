"""A fast random playout of a Barbu deal's play (the engine's "faster twin").

The AI plays thousands of deals to the end per decision, so these loops work
on card sets only: no events, no history, no card objects.  They make exactly
the choices the public API makes for a player that picks
``legal_actions()[int(rng.random() * len(legal))]`` (legal cards in index
order; a blocked Domino player's only action is ``pass``) and end with the
same deal scores; ``tests/barbu/test_playout_twin.py`` checks that on many
random deals.
"""

from __future__ import annotations

import random

from game.barbu.play_rules import NOT_HEARTS
from game.barbu.scoring import domino_scores, settle
from game.barbu.state import DOMINOES, TRICKS, BarbuState
from game.core.cards import SUIT_MASKS


def random_playout(state: BarbuState, rng: random.Random) -> tuple[int, ...]:
    """The deal's scores after finishing its play at random (``state`` is left as it was)."""
    if state.phase == TRICKS:
        return _trick_playout(state, rng)
    if state.phase == DOMINOES:
        return _domino_playout(state, rng)
    raise ValueError("random_playout starts in the play (after the contract and the doubling)")


def _trick_playout(state: BarbuState, rng: random.Random) -> tuple[int, ...]:
    order = state.order
    assert order is not None
    strength = order.strength
    above = order.above
    trump = order.trump
    trump_suit = order.trump_suit
    card_value = order.points
    suit_masks = SUIT_MASKS
    heart_rule = state.heart_rule
    must_win = state.must_win
    hands = state.hands[:]
    points = state.card_points[:]
    tricks = state.tricks_taken[:]
    rand = rng.random
    last = state.last_trick_winner
    before_last = -1

    seat = state.to_act
    trick_cards = state.trick
    in_trick = len(trick_cards)
    led = -1
    led_mask = win_card = win_seat = win_strength = pot = 0
    if in_trick:
        led = trick_cards[0] // 13
        led_mask = suit_masks[led]
        win_card = state.win_card
        win_seat = state.win_seat
        win_strength = strength[win_card]
        for c in trick_cards:
            pot += card_value[c]
    remaining = state.hand_count - state.tricks_played
    while remaining:
        hand = hands[seat]
        if led < 0:
            legal = hand & NOT_HEARTS if heart_rule and hand & NOT_HEARTS else hand
        else:
            legal = hand & led_mask
            if legal:
                if led == trump_suit:
                    higher = legal & above[win_card]
                    if higher:
                        legal = higher
            elif must_win and hand & trump:
                winning = hand & (above[win_card] if trump >> win_card & 1 else trump)
                legal = winning or hand
            else:
                legal = hand
        if legal & (legal - 1):
            k = int(rand() * legal.bit_count())
            while k:
                legal &= legal - 1
                k -= 1
        else:
            rand()
        bit = legal & -legal
        card = bit.bit_length() - 1
        hands[seat] = hand ^ bit
        pot += card_value[card]
        if led < 0:
            led = card // 13
            led_mask = suit_masks[led]
            win_card = card
            win_seat = seat
            win_strength = strength[card]
        elif bit & (led_mask | trump) and strength[card] > win_strength:
            win_card = card
            win_seat = seat
            win_strength = strength[card]
        in_trick += 1
        if in_trick == 4:
            points[win_seat] += pot
            tricks[win_seat] += 1
            before_last = last
            last = win_seat
            seat = win_seat
            led = -1
            in_trick = 0
            pot = 0
            remaining -= 1
        else:
            seat = (seat + 1) % 4
    return state.score_tricks(points, tricks, before_last, last)


def _domino_playout(state: BarbuState, rng: random.Random) -> tuple[int, ...]:
    """Dominoes with the layout's targets kept as one card set, updated card by card."""
    layout = state.layout
    assert layout is not None
    start = layout.start_rank
    low = layout.low[:]
    targets = layout.targets()
    hands = state.hands[:]
    out = state.out[:]
    rand = rng.random
    seat = state.to_act
    while True:
        hand = hands[seat]
        legal = hand & targets
        if legal:
            if legal & (legal - 1):
                k = int(rand() * legal.bit_count())
                while k:
                    legal &= legal - 1
                    k -= 1
            else:
                rand()
            bit = legal & -legal
            hand ^= bit
            hands[seat] = hand
            suit, rank = divmod(bit.bit_length() - 1, 13)
            if start < 0:
                start = rank
                targets = 0
                for s in range(4):
                    targets |= 1 << (13 * s + start)
            targets ^= bit
            if low[suit] < 0:
                low[suit] = rank
                if rank > 0:
                    targets |= bit >> 1
                if rank < 12:
                    targets |= bit << 1
            elif rank < low[suit]:
                low[suit] = rank
                if rank > 0:
                    targets |= bit >> 1
            elif rank < 12:
                targets |= bit << 1
            if not hand:
                out.append(seat)
                if len(out) == 3:
                    break
        else:
            rand()
        seat = (seat + 1) % 4
        while not hands[seat]:
            seat = (seat + 1) % 4
    places = [*out, *(s for s in range(4) if s not in out)]
    return settle(domino_scores(places), state.doubles)
