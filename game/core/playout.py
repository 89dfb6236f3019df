"""A fast random playout of the rest of a 32-card trick game (the engine's "faster twin").

The AI plays thousands of deals to the end per decision, so this loop works
on card sets only: no events, no history, no card objects.  It makes exactly
the choices the public API makes for a player that picks
``legal_actions()[int(rng.random() * len(legal))]``, under the French or the
Saudi follow rule, with or without a locked trump, and counts king–queen
pairs (belote, baloot) completed by one player.  Each game turns the counts
into its own score; its twin test checks the result against the API.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.cards import KING, QUEEN, SUIT_MASKS
from game.core.trickplay import TrickPlayState


@dataclass(slots=True)
class PlayoutTally:
    """What the rest of the deal added: card points, tricks and pairs per team."""

    points: list[int]
    tricks: list[int]
    pairs: list[int]
    last_winner: int


def pair_cards(suits: int) -> int:
    """The card set of the kings and queens of the suits in the bit set ``suits``."""
    mask = 0
    for suit in range(4):
        if suits >> suit & 1:
            mask |= (1 << (13 * suit + KING)) | (1 << (13 * suit + QUEEN))
    return mask


def first_pair_players(state: TrickPlayState, pairs: int) -> list[int]:
    """Per suit: the seat that played the only card of the pair played so far.

    -1 when neither card is played yet, -2 when both are (or the suit has no pair).
    """
    out = [-2, -2, -2, -2]
    for suit in range(4):
        king = 1 << (13 * suit + KING)
        queen = 1 << (13 * suit + QUEEN)
        if not pairs & king:
            continue
        played = state.played & (king | queen)
        if not played:
            out[suit] = -1
        elif played != king | queen:
            out[suit] = next(s for s in range(4) if state.played_from[s] & played)
    return out


def random_playout(
    state: TrickPlayState, rng: random.Random, saudi: bool, locked: bool, pairs: int
) -> PlayoutTally:
    """Play the rest of ``state`` at random (``state`` is left as it was).

    ``pairs`` is the card set of the king–queen pairs that score when one
    player plays both.
    """
    order = state.order
    assert order is not None
    strength = order.strength
    above = order.above
    trump = order.trump
    no_trump = ~trump
    follow_beat = order.follow_beat
    card_value = order.points
    suit_masks = SUIT_MASKS
    step = state.step
    hands = state.hands[:]
    rand = rng.random
    first_by = first_pair_players(state, pairs) if pairs else [-2, -2, -2, -2]
    pair_count = [0, 0]
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
            if locked and hand & no_trump:
                legal = hand & no_trump
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
                elif saudi:
                    legal = trumps
                elif win_seat == seat ^ 2:
                    legal = hand
                    if trump >> win_card & 1:
                        higher = trumps & above[win_card]
                        if higher:
                            legal = (hand & no_trump) | higher
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
        if pairs & bit:
            suit = card // 13
            first = first_by[suit]
            if first == -1:
                first_by[suit] = seat
            else:
                if first == seat:
                    pair_count[seat & 1] += 1
                first_by[suit] = -2
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
    return PlayoutTally(team_points, tricks, pair_count, last_winner)
