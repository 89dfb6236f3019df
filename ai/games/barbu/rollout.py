"""Fast greedy playouts of a Barbu deal's play, for the searches' rollouts.

Card sets only, like ``game.barbu.playout``, but every seat plays the cheap
habits of the rule-based player (with a small chance of a random legal card):
in the negative contracts duck under the winning card with the highest card
that stays under, discard the most dangerous card when void, lead low from a
suit where others hold higher cards; in Trumps cash masters and win cheaply;
in Dominoes lay the card that frees most of the player's own cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.barbu.play_rules import NOT_HEARTS
from game.barbu.scoring import domino_scores, settle
from game.barbu.state import DOMINOES, TRICKS, BarbuState
from game.core.cards import SUIT_MASKS
from game.core.tricks import TrickOrder

EPSILON = 0.1


def _max_by(cards: int, key: Sequence[int]) -> int:
    best, best_key = -1, -(1 << 30)
    while cards:
        low = cards & -cards
        card = low.bit_length() - 1
        if key[card] > best_key:
            best, best_key = card, key[card]
        cards ^= low
    return best


def _min_by(cards: int, key: Sequence[int]) -> int:
    best, best_key = -1, 1 << 30
    while cards:
        low = cards & -cards
        card = low.bit_length() - 1
        if key[card] < best_key:
            best, best_key = card, key[card]
        cards ^= low
    return best


def greedy_playout(
    state: BarbuState, rng: random.Random, epsilon: float = EPSILON
) -> tuple[int, ...]:
    """The deal's scores after the greedy policy finishes its play (``state`` unchanged)."""
    if state.phase == TRICKS:
        return _tricks(state, rng, epsilon)
    if state.phase == DOMINOES:
        return _dominoes(state, rng, epsilon)
    raise ValueError("greedy_playout starts in the play (after the contract and the doubling)")


def danger_keys(points: tuple[int, ...], strength: tuple[int, ...]) -> tuple[list[int], int]:
    """Per card, how badly a player wants to be rid of it; and the penalty cards."""
    danger = [points[c] * 64 + strength[c] for c in range(53)]
    penalty = 0
    for c in range(52):
        if points[c]:
            penalty |= 1 << c
    return danger, penalty


def avoid_card(
    legal: int,
    out: int,
    trick: int,
    win_card: int,
    last: bool,
    order: TrickOrder,
    danger: list[int],
    penalty: int,
) -> int:
    """A negative contract's card: take as few tricks and penalty cards as possible."""
    strength, points, above = order.strength, order.points, order.above
    if trick == 0:
        best, best_key = -1, (1 << 30, 0, 0)
        rest = legal
        while rest:
            low = rest & -rest
            c = low.bit_length() - 1
            suit_out = out & SUIT_MASKS[c // 13]
            higher = (suit_out & above[c]).bit_count()
            lower = suit_out.bit_count() - higher
            key = (lower - 2 * higher if higher else 50, points[c], strength[c])
            if key < best_key:
                best, best_key = c, key
            rest ^= low
        return best
    led = win_card // 13
    follow = legal & SUIT_MASKS[led]
    if not follow:
        return _max_by(legal, danger)
    under = follow & ~above[win_card]
    if under:
        return _max_by(under, strength)
    if last:
        safe = follow & ~penalty
        return _max_by(safe or follow, strength)
    return _min_by(follow, danger)


def win_card_choice(
    legal: int, out: int, trick: int, win_card: int, last: bool, order: TrickOrder
) -> int:
    """Trumps: win tricks cheaply, cash masters, otherwise discard the weakest card."""
    strength, above, trump = order.strength, order.above, order.trump
    if trick == 0:
        masters = 0
        rest = legal
        while rest:
            low = rest & -rest
            if not out & above[low.bit_length() - 1]:
                masters |= low
            rest ^= low
        if masters:
            return _max_by(masters, strength)
        return _min_by(legal, strength)
    winners = 0
    rest = legal
    while rest:
        low = rest & -rest
        c = low.bit_length() - 1
        if strength[c] > strength[win_card] and (c // 13 == win_card // 13 or trump >> c & 1):
            winners |= low
        rest ^= low
    if not winners:
        return _min_by(legal, strength)
    if last:
        return _min_by(winners, strength)
    safe = 0
    rest = winners
    while rest:
        low = rest & -rest
        if not out & above[low.bit_length() - 1]:
            safe |= low
        rest ^= low
    return _min_by(safe or winners, strength)


def _tricks(state: BarbuState, rng: random.Random, epsilon: float) -> tuple[int, ...]:
    order = state.order
    assert order is not None
    strength, above, trump = order.strength, order.above, order.trump
    trump_suit = order.trump_suit
    card_value = order.points
    positive = bool(trump)
    danger, penalty = danger_keys(card_value, strength)
    heart_rule = state.heart_rule
    must_win = state.must_win
    hands = state.hands[:]
    live = hands[0] | hands[1] | hands[2] | hands[3]
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
        led_mask = SUIT_MASKS[led]
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
        if legal & (legal - 1) == 0:
            card = legal.bit_length() - 1
        elif rand() < epsilon:
            k = int(rand() * legal.bit_count())
            while k:
                legal &= legal - 1
                k -= 1
            card = (legal & -legal).bit_length() - 1
        elif positive:
            card = win_card_choice(legal, live & ~hand, in_trick, win_card, in_trick == 3, order)
        else:
            card = avoid_card(
                legal, live & ~hand, in_trick, win_card, in_trick == 3, order, danger, penalty
            )
        bit = 1 << card
        hands[seat] = hand ^ bit
        live ^= bit
        pot += card_value[card]
        if led < 0:
            led = card // 13
            led_mask = SUIT_MASKS[led]
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


def domino_targets(start: int, low: list[int], high: list[int]) -> int:
    targets = 0
    for suit in range(4):
        base = 13 * suit
        lo = low[suit]
        if lo < 0:
            targets |= 1 << (base + start)
        else:
            if lo > 0:
                targets |= 1 << (base + lo - 1)
            if high[suit] < 12:
                targets |= 1 << (base + high[suit] + 1)
    return targets


def domino_card(hand: int, legal: int, start: int, low: list[int]) -> int:
    """The card that frees most of the player's own cards beyond it (opening a row last)."""
    best, best_key = -1, (-1, -1, -1)
    rest = legal
    while rest:
        bit = rest & -rest
        card = bit.bit_length() - 1
        suit, rank = divmod(card, 13)
        suit_cards = hand & SUIT_MASKS[suit]
        below = suit_cards & ((1 << card) - 1)
        above_mask = suit_cards & ~((bit << 1) - 1)
        opening = low[suit] < 0
        if opening:
            beyond = suit_cards.bit_count() - 1
        elif rank < start:
            beyond = below.bit_count()
        else:
            beyond = above_mask.bit_count()
        key = (beyond, 0 if opening else 1, abs(rank - start))
        if key > best_key:
            best, best_key = card, key
        rest ^= bit
    return best


def _dominoes(state: BarbuState, rng: random.Random, epsilon: float) -> tuple[int, ...]:
    layout = state.layout
    assert layout is not None
    start = layout.start_rank
    low = layout.low[:]
    high = layout.high[:]
    hands = state.hands[:]
    out = state.out[:]
    rand = rng.random
    seat = state.to_act
    while True:
        hand = hands[seat]
        legal = hand if start < 0 else hand & domino_targets(start, low, high)
        if legal:
            if legal & (legal - 1) == 0:
                card = legal.bit_length() - 1
            elif rand() < epsilon:
                cards = [c for c in range(52) if legal >> c & 1]
                card = cards[int(rand() * len(cards))]
            else:
                card = domino_card(hand, legal, start if start >= 0 else 6, low)
            hand ^= 1 << card
            hands[seat] = hand
            suit, rank = divmod(card, 13)
            if start < 0:
                start = rank
            if low[suit] < 0:
                low[suit] = high[suit] = rank
            elif rank < low[suit]:
                low[suit] = rank
            else:
                high[suit] = rank
            if not hand:
                out.append(seat)
                if len(out) == 3:
                    break
        seat = (seat + 1) % 4
        while not hands[seat]:
            seat = (seat + 1) % 4
    places = [*out, *(s for s in range(4) if s not in out)]
    return settle(domino_scores(places), state.doubles)
