"""Sensible card play for the point-trick games (Belote, Baloot), as a human plays.

Leads: draw trumps when the side that chose them holds the master trump,
cash masters in suits the opponents cannot ruff, otherwise lead low from the
longest safe suit.  Following: load points on a partner's secure trick, win
with the cheapest card that holds, otherwise part with the least valuable
card; never a high card into a trick already lost.
"""

from __future__ import annotations

from ai.games.trick.sense import (
    beaters,
    is_master,
    is_void,
    possible,
    richest,
    strongest,
    threatened,
    unseen,
    weakest,
)
from game.core.cards import SUIT_MASKS
from game.core.trickplay import TrickPlayState
from game.core.tricks import TrickOrder


def choose_card(world: TrickPlayState, seat: int, attacking: bool, is_taker: bool) -> int:
    """The card index ``seat`` plays now; ``attacking``: its team chose the trumps."""
    legal = world.playable(seat)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    if not world.trick:
        return lead(world, seat, legal, attacking, is_taker)
    return follow(world, seat, legal)


def opponents_may_ruff(world: TrickPlayState, seat: int, suit: int) -> bool:
    order = world.order
    assert order is not None
    if not order.trump or order.trump_suit == suit:
        return False
    for other in ((seat + 1) % 4, (seat + 3) % 4):
        cards = possible(world, seat, other)
        if cards & order.trump and is_void(world, seat, other, suit):
            return True
    return False


def lead(world: TrickPlayState, seat: int, legal: int, attacking: bool, is_taker: bool) -> int:
    order = world.order
    assert order is not None
    trump = order.trump
    out = unseen(world, seat)
    trumps = legal & trump
    if trumps and out & trump and attacking:
        top = strongest(trumps, order)
        if is_master(world, seat, top):
            return top
        if is_taker and trumps.bit_count() >= 2:
            return weakest(trumps, order)
    side = legal & ~trump
    cashable = 0
    rest = side
    while rest:
        low = rest & -rest
        card = low.bit_length() - 1
        suit = card // 13
        if (
            is_master(world, seat, card)
            and out & SUIT_MASKS[suit]
            and not opponents_may_ruff(world, seat, suit)
        ):
            cashable |= low
        rest ^= low
    if cashable:
        return richest(cashable, order)
    if not side:
        return weakest(trumps, order)
    best_suit, best_key = -1, (-1, -1)
    for suit in range(4):
        cards = side & SUIT_MASKS[suit]
        if not cards:
            continue
        top = strongest(cards, order)
        exposed = order.points[top] >= 10 and not is_master(world, seat, top)
        key = (0 if exposed and cards.bit_count() == 1 else 1, cards.bit_count())
        if key > best_key:
            best_suit, best_key = suit, key
    return weakest(side & SUIT_MASKS[best_suit], order)


def follow(world: TrickPlayState, seat: int, legal: int) -> int:
    order = world.order
    assert order is not None
    winner = world.win_card
    last = len(world.trick) == 3
    if world.win_seat == seat ^ 2:
        if last or not threatened(world, seat, winner):
            plain = legal & ~order.trump
            return richest(plain or legal, order)
        return weakest(legal, order)
    winning = beaters(legal, winner, order)
    if winning:
        if last:
            return cheapest_winner(winning, order)
        holding = 0
        rest = winning
        while rest:
            low = rest & -rest
            if not threatened(world, seat, low.bit_length() - 1):
                holding |= low
            rest ^= low
        if holding:
            return cheapest_winner(holding, order)
        if winning == legal:
            return cheapest_winner(winning, order)
    return weakest(legal, order)


def cheapest_winner(cards: int, order: TrickOrder) -> int:
    """Among cards that win, the one that costs least: weakest plain card, else lowest trump."""
    plain = cards & ~order.trump
    pool = plain or cards
    best, key = -1, (1 << 30, 1 << 30)
    rest = pool
    while rest:
        low = rest & -rest
        card = low.bit_length() - 1
        mine = (order.strength[card], order.points[card])
        if mine < key:
            best, key = card, mine
        rest ^= low
    return best
