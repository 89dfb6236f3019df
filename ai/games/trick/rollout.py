"""A greedy rollout through the public API, for trick games without a card-set twin.

Card play uses the variant's ``playable`` set and a cheap greedy choice (the
same habits as ``ai.games.belote.rollout``: cash masters, load a partner's trick,
win cheaply, discard low), with a small chance of a random legal card; every
other decision (bids, doubles) is the variant's rule-based choice.  Slower
than a card-set twin, but right for any ``TrickPlayState`` game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.core.api import State
from game.core.cards import Card
from game.core.trickplay import CARD_OBJECTS, TrickPlayState

EPSILON = 0.1

BotAction = Callable[[State, int, list[Any]], Any]


def _best(cards: int, key: Callable[[int], tuple[int, ...]]) -> int:
    best, best_key = -1, None
    while cards:
        low = cards & -cards
        card = low.bit_length() - 1
        value = key(card)
        if best_key is None or value < best_key:
            best, best_key = card, value
        cards ^= low
    return best


def greedy_card(world: TrickPlayState, seat: int, legal: int, attacking: bool) -> int:
    """A quick, sensible card for ``seat`` (looks at the cards still out, not at hands)."""
    order = world.order
    assert order is not None
    strength, points, above, trump = order.strength, order.points, order.above, order.trump
    out = 0
    for other in range(4):
        if other != seat:
            out |= world.hands[other]

    def discard(c: int) -> tuple[int, ...]:
        return (points[c], strength[c])

    def rich(c: int) -> tuple[int, ...]:
        return (bool(trump >> c & 1), -points[c], strength[c])

    def cheap(c: int) -> tuple[int, ...]:
        return (bool(trump >> c & 1), strength[c])

    if not world.trick:
        mine = legal & trump
        if mine and out & trump and attacking:
            top = _best(mine, lambda c: (-strength[c],))
            if not out & above[top]:
                return top
        masters = 0
        rest = legal & ~trump
        while rest:
            low = rest & -rest
            c = low.bit_length() - 1
            if not out & above[c] and out & (0x1FFF << (13 * (c // 13))):
                masters |= low
            rest ^= low
        if masters:
            return _best(masters, rich)
        return _best(legal & ~trump or legal, discard)
    win_card = world.win_card
    if world.win_seat == seat ^ 2:
        if len(world.trick) == 3 or not out & above[win_card]:
            return _best(legal, rich)
        return _best(legal, discard)
    winners = 0
    rest = legal
    while rest:
        low = rest & -rest
        if order.beats(low.bit_length() - 1, win_card):
            winners |= low
        rest ^= low
    if not winners:
        return _best(legal, discard)
    if len(world.trick) == 3:
        return _best(winners, cheap)
    safe = 0
    rest = winners
    while rest:
        low = rest & -rest
        if not out & above[low.bit_length() - 1]:
            safe |= low
        rest ^= low
    if safe:
        return _best(safe, cheap)
    if winners == legal:
        return _best(winners, cheap)
    return _best(legal, discard)


def make_greedy_finish(
    bot: BotAction,
    attacking: Callable[[TrickPlayState, int], bool],
    card_choice: Callable[[TrickPlayState, int, int, bool], int] = greedy_card,
) -> Callable[[State, random.Random], tuple[int, ...]]:
    """A ``finish`` for a variant: its bot for decisions, ``card_choice`` for the play."""

    def finish(world: State, rng: random.Random) -> tuple[int, ...]:
        rand = rng.random
        while not world.is_over:
            seat = world.to_act
            actions = world.legal_actions()
            legal = card_set(world, actions)
            if not legal:
                world.apply(bot(world, seat, actions))
                continue
            assert isinstance(world, TrickPlayState)
            if legal & (legal - 1) == 0:
                card = legal.bit_length() - 1
            elif rand() < EPSILON:
                card = actions[int(rand() * len(actions))].index
            else:
                card = card_choice(world, seat, legal, attacking(world, seat))
            world.apply(CARD_OBJECTS[card])
        return world.result().points

    return finish


def card_set(world: State, actions: list[Any]) -> int:
    """The legal cards as a card set when the seat is playing to a trick, else 0."""
    if not isinstance(world, TrickPlayState) or world.order is None or not world.in_play:
        return 0
    legal = 0
    for action in actions:
        if not isinstance(action, Card):
            return 0
        legal |= action.bit
    return legal
