"""What a seat can tell about a trick in progress, from public facts and its own hand.

Every function here reads only the seat's own hand, the cards played and the
public facts (``forbidden``: what the play has proven a seat cannot hold), so
it gives the same answer in every sampled world of that seat.
"""

from __future__ import annotations

from game.core.cards import SUIT_MASKS
from game.core.trickplay import TrickPlayState
from game.core.tricks import TrickOrder


def unseen(world: TrickPlayState, seat: int) -> int:
    """Cards not yet played and not in ``seat``'s hand (held by the others or undealt)."""
    held = world.hands[0] | world.hands[1] | world.hands[2] | world.hands[3]
    stock = 0
    for index in world.stock:
        stock |= 1 << index
    return (held | stock) & ~world.hands[seat]


def possible(world: TrickPlayState, seat: int, other: int) -> int:
    """Cards ``other`` may hold, as ``seat`` sees it: the facts the play proved, and those it
    would prove were every card legal (``assumed``, where fouls are let through: public too,
    so the answer is still the same in every world of ``seat``)."""
    if other == seat:
        return world.hands[seat]
    ruled_out = world.forbidden[other] | world.assumed[other]
    return (unseen(world, seat) & ~ruled_out) | world.known[other]


def still_to_play(world: TrickPlayState) -> list[int]:
    """Seats that have not yet played to the current trick (the seat to act first)."""
    count = 4 - len(world.trick)
    return [(world.to_act + i * world.step) % 4 for i in range(count)]


def strongest(cards: int, order: TrickOrder) -> int:
    """The strongest card of a non-empty card set."""
    best, best_strength = -1, -1
    strength = order.strength
    while cards:
        low = cards & -cards
        card = low.bit_length() - 1
        if strength[card] > best_strength:
            best, best_strength = card, strength[card]
        cards ^= low
    return best


def weakest(cards: int, order: TrickOrder) -> int:
    """The card a player parts with most easily: fewest points, then weakest."""
    best, key = -1, (1 << 30, 1 << 30)
    strength, points = order.strength, order.points
    while cards:
        low = cards & -cards
        card = low.bit_length() - 1
        mine = (points[card], strength[card])
        if mine < key:
            best, key = card, mine
        cards ^= low
    return best


def richest(cards: int, order: TrickOrder) -> int:
    """The card worth most points (the weakest of equals): for a partner's secure trick."""
    best, key = -1, (-1, 0)
    strength, points = order.strength, order.points
    while cards:
        low = cards & -cards
        card = low.bit_length() - 1
        mine = (points[card], -strength[card])
        if mine > key:
            best, key = card, mine
        cards ^= low
    return best


def beaters(cards: int, winner: int, order: TrickOrder) -> int:
    """The cards of a set that would take the trick from ``winner``."""
    out = 0
    rest = cards
    while rest:
        low = rest & -rest
        if order.beats(low.bit_length() - 1, winner):
            out |= low
        rest ^= low
    return out


def is_master(world: TrickPlayState, seat: int, card: int) -> bool:
    """Whether no card ``seat`` has not seen can beat ``card`` in its own suit."""
    order = world.order
    assert order is not None
    return not unseen(world, seat) & order.above[card]


def threatened(world: TrickPlayState, seat: int, card: int) -> bool:
    """Whether an opponent still to play might take the trick from ``card`` (winning now).

    An opponent may be void in the led suit when the play proved it or when
    at most two cards of that suit are still out.
    """
    order = world.order
    assert order is not None
    team = seat & 1
    led = world.trick[0] // 13 if world.trick else card // 13
    out = unseen(world, seat)
    few_left = (out & SUIT_MASKS[led]).bit_count() <= 2
    for other in still_to_play(world):
        if other == seat or other & 1 == team:
            continue
        cards = possible(world, seat, other)
        maybe_void = few_left or not cards & SUIT_MASKS[led]
        if cards & order.above[card] and (card // 13 == led or maybe_void):
            return True
        if maybe_void and not order.trump >> card & 1 and cards & order.trump:
            return True
    return False


def is_void(world: TrickPlayState, seat: int, other: int, suit: int) -> bool:
    """Whether ``other`` is known (by ``seat``) to hold no card of ``suit``."""
    return not possible(world, seat, other) & SUIT_MASKS[suit]
