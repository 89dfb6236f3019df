"""The view of a rummy deal (melds on the table), what the rummy table reads.

Burraco is the rummy of this program; the table kind ``TableKind.RUMMY`` shows
any game whose view is a ``RummyView``: hands, a stock, a discard pile, each
team's melds (with where a wild card stands in each), set-aside packets taken
during the deal (Burraco's pots, *pozzetti*).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.api import TableView
from game.core.cards import Card


@dataclass(frozen=True, slots=True)
class RummyView(TableView):
    """What one seat may see of a rummy deal."""

    phase: str
    known: tuple[tuple[Card, ...], ...]  # cards each seat is publicly known to hold
    pile: tuple[Card, ...]  # bottom first
    stock_size: int
    pots_left: int
    pot_taken: tuple[bool, ...]  # per team
    unseen_pots: tuple[int, ...]  # per seat: cards of a pot taken by discarding, not yet seen
    melds: tuple[tuple[tuple[Card, ...], ...], ...]  # per team, in table order
    pinned: Card | None  # a one-card pile picked up this turn (may not be discarded)
    last_turn: bool  # the stock is low: the hand ends after this turn
    end: str
    wilds: tuple[tuple[int, ...], ...] = ((), ())  # per team and meld: the wild's place or -1
    meld_points: tuple[int, ...] = (0, 0)  # per team: the points of the cards in its melds
    pot_takers: tuple[int, ...] = ()  # the teams that took a pot, in the order they took them
