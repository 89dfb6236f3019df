"""A fast greedy playout of a Belote deal's play phase, for the searches' rollouts.

It works on card sets like ``game.belote.playout`` but each seat plays a cheap
version of the rule-based policy (cash masters, load a partner's sure trick,
win cheaply, discard low) with a small chance of a random legal card, so that
rollouts look like real play and values are far less noisy than random play.
The policy looks at the cards still out, never at another hand.
"""

from __future__ import annotations

import random

from game.belote.state import BeloteState
from game.core.cards import KING, QUEEN, SUIT_MASKS

EPSILON = 0.1


def _pick(cards: int, key: list[int], best_high: bool) -> int:
    best = -1
    best_key = -(1 << 30) if best_high else 1 << 30
    while cards:
        low = cards & -cards
        card = low.bit_length() - 1
        value = key[card]
        if (value > best_key) if best_high else (value < best_key):
            best, best_key = card, value
        cards ^= low
    return best


def greedy_playout(
    state: BeloteState, rng: random.Random, epsilon: float = EPSILON
) -> tuple[int, int]:
    """The deal's points after the greedy policy plays it out (``state`` is unchanged)."""
    order = state.order
    assert order is not None
    strength = order.strength
    above = order.above
    trump = order.trump
    follow_beat = order.follow_beat
    card_value = order.points
    discard_key = [card_value[c] * 64 + strength[c] for c in range(53)]
    rich_key = [
        card_value[c] * 64 - strength[c] - (4096 if trump >> c & 1 else 0) for c in range(53)
    ]
    cheap_key = [strength[c] + (4096 if trump >> c & 1 else 0) for c in range(53)]
    suit_masks = SUIT_MASKS
    step = state.step
    hands = state.hands[:]
    rand = rng.random
    attack = state.declarer & 1
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
    live = hands[0] | hands[1] | hands[2] | hands[3]

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
        if legal & (legal - 1) == 0:
            card = legal.bit_length() - 1
        elif rand() < epsilon:
            k = int(rand() * legal.bit_count())
            while k:
                legal &= legal - 1
                k -= 1
            card = (legal & -legal).bit_length() - 1
        else:
            out = live & ~hand
            if led < 0:
                card = -1
                mine = legal & trump
                if mine and out & trump and seat & 1 == attack:
                    top = _pick(mine, cheap_key, True)
                    if not out & above[top]:
                        card = top
                if card < 0:
                    masters = 0
                    rest = legal & ~trump
                    while rest:
                        low = rest & -rest
                        c = low.bit_length() - 1
                        if not out & above[c] and out & suit_masks[c // 13]:
                            masters |= low
                        rest ^= low
                    if masters:
                        card = _pick(masters, rich_key, True)
                    else:
                        card = _pick(legal & ~trump or legal, discard_key, False)
            elif win_seat == seat ^ 2:
                if in_trick == 3 or not out & above[win_card]:
                    card = _pick(legal, rich_key, True)
                else:
                    card = _pick(legal, discard_key, False)
            else:
                winners = 0
                rest = legal
                while rest:
                    low = rest & -rest
                    c = low.bit_length() - 1
                    if strength[c] > win_strength and (c // 13 == win_card // 13 or trump >> c & 1):
                        winners |= low
                    rest ^= low
                if not winners:
                    card = _pick(legal, discard_key, False)
                elif in_trick == 3:
                    card = _pick(winners, cheap_key, False)
                else:
                    safe = 0
                    rest = winners
                    while rest:
                        low = rest & -rest
                        if not out & above[low.bit_length() - 1]:
                            safe |= low
                        rest ^= low
                    if safe:
                        card = _pick(safe, cheap_key, False)
                    elif winners == legal:
                        card = _pick(winners, cheap_key, False)
                    else:
                        card = _pick(legal, discard_key, False)
        bit = 1 << card
        hands[seat] = hand ^ bit
        live ^= bit
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
