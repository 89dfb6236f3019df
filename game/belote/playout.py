"""A fast random playout of a Belote deal's play phase (the engine's "faster twin").

The AI plays thousands of deals to the end per decision, so this loop works
on card sets only: no events, no history, no card objects.  It makes exactly
the choices the public API would make for a player that picks
``legal_actions()[int(rng.random() * len(legal))]`` and ends with the same
points; ``tests/belote/test_playout_twin.py`` checks that on many random deals.
"""

from __future__ import annotations

import random

from game.belote.state import BeloteState
from game.core.cards import KING, QUEEN, SUIT_MASKS


def random_playout(state: BeloteState, rng: random.Random) -> tuple[int, int]:
    """The deal's points after finishing its play at random (``state`` is left as it was)."""
    order = state.order
    assert order is not None
    strength = order.strength
    above = order.above
    trump = order.trump
    follow_beat = order.follow_beat
    card_value = order.points
    suit_masks = SUIT_MASKS
    step = state.step
    hands = state.hands[:]
    rand = rng.random
    pair_mask = 0
    suits = state.belote_suits()
    for suit in range(4):
        if suits >> suit & 1:
            pair_mask |= (1 << (13 * suit + KING)) | (1 << (13 * suit + QUEEN))
    holder = state.belote_holder[:]
    belote = state.belote[:]
    team_points = [0, 0]
    tricks = [0, 0]
    last_winner = -1

    trick_cards = state.trick
    in_trick = len(trick_cards)
    seat = state.to_act
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
            legal = hand
        else:
            legal = hand & led_mask
            if legal:
                if follow_beat >> win_card & 1:
                    higher = legal & above[win_card]
                    if higher:
                        legal = higher
            else:
                trumps = hand & trump
                if not trumps:
                    legal = hand
                elif win_seat == seat ^ 2:
                    legal = hand
                    if trump >> win_card & 1:
                        higher = trumps & above[win_card]
                        if higher:
                            legal = (hand & ~trump) | higher
                else:
                    legal = trumps
                    if trump >> win_card & 1:
                        higher = trumps & above[win_card]
                        if higher:
                            legal = higher
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
        if pair_mask & bit:
            suit = card // 13
            other = card - 1 if card % 13 == KING else card + 1
            if holder[suit] == seat:
                belote[seat & 1] += 20
                holder[suit] = -1
            elif hand >> other & 1:
                holder[suit] = seat
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
            team = win_seat & 1
            team_points[team] += pot
            tricks[team] += 1
            last_winner = win_seat
            seat = win_seat
            led = -1
            in_trick = 0
            pot = 0
            remaining -= 1
        else:
            seat = (seat + step) % 4
    card_points = state.team_card_points()
    made = (card_points[0] + team_points[0], card_points[1] + team_points[1])
    taken = (
        state.tricks_taken[0] + state.tricks_taken[2] + tricks[0],
        state.tricks_taken[1] + state.tricks_taken[3] + tricks[1],
    )
    return state.score_from(made, taken, last_winner, belote)
