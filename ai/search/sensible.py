"""The plays a sensible human never makes, taken out before any search compares values.

In a point-trick game, a seat that plays last to a trick an opponent wins and
cannot beat only decides how many points to give away: it gives the fewest.
A game may rule out more (``GamePieces.may_choose``): Baloot's searching levels
climb the doubling ladder only with the hands their own inference believes.
"""

from __future__ import annotations

from typing import Any

from ai.search.pieces import GamePieces
from game.core.api import State
from game.core.cards import Card
from game.core.trickplay import TrickPlayState


def considered(pieces: GamePieces, world: State, seat: int, legal: tuple[Any, ...]) -> list[int]:
    """Indices of the legal actions a search compares: the sensible ones the game allows."""
    allowed = sensible(world, seat, legal) if pieces.point_tricks else list(range(len(legal)))
    may_choose = pieces.may_choose
    if may_choose is None:
        return allowed
    chosen = [i for i in allowed if may_choose(world, seat, legal[i])]
    return chosen or allowed


def sensible(world: State, seat: int, legal: tuple[Any, ...]) -> list[int]:
    """Indices of the legal actions worth considering (all of them, usually)."""
    everything = list(range(len(legal)))
    if not isinstance(world, TrickPlayState) or not world.in_play or len(world.trick) != 3:
        return everything
    order = world.order
    assert order is not None
    if world.win_seat in world.definition.partners_of(seat):
        return everything
    points = order.points
    values = []
    for action in legal:
        if not isinstance(action, Card) or order.beats(action.index, world.win_card):
            return everything
        values.append(points[action.index])
    cheapest = min(values)
    return [i for i in everything if values[i] == cheapest]
