"""The Dominoes layout (barbu.md, "Dominoes"): a fan-tan / sevens game, not a trick game.

Each suit has a *row* on the table.  A card of the start rank opens its suit's
row; afterwards the row grows one rank at a time at either end (2 up to A, no
wrap).  The layout is kept as the low and high rank of every row (-1 while a
row is closed) plus the card set of every card laid.  ``targets`` is the set
of cards that may be laid now, whoever holds them: a player must lay one of
his if he has any, else he passes, which proves he holds none of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from game.core.cards import RANK_LETTERS

ANY_CARD: Final = (1 << 52) - 1


@dataclass(slots=True)
class Layout:
    """The rows of the layout and the start rank (-1 until the first card sets it)."""

    start_rank: int
    low: list[int]
    high: list[int]
    cards: int = 0

    @staticmethod
    def empty(start_rank: int) -> Layout:
        return Layout(start_rank, [-1, -1, -1, -1], [-1, -1, -1, -1])

    def copy(self) -> Layout:
        return Layout(self.start_rank, self.low[:], self.high[:], self.cards)

    def targets(self) -> int:
        """Every card that may be laid now (any card before the first one in ``parlett``)."""
        start = self.start_rank
        if start < 0:
            return ANY_CARD
        out = 0
        for suit in range(4):
            base = 13 * suit
            low = self.low[suit]
            if low < 0:
                out |= 1 << (base + start)
                continue
            if low > 0:
                out |= 1 << (base + low - 1)
            high = self.high[suit]
            if high < 12:
                out |= 1 << (base + high + 1)
        return out

    def lay(self, card: int) -> None:
        suit, rank = divmod(card, 13)
        if self.start_rank < 0:
            self.start_rank = rank
        if self.low[suit] < 0:
            self.low[suit] = self.high[suit] = rank
        elif rank < self.low[suit]:
            self.low[suit] = rank
        else:
            self.high[suit] = rank
        self.cards |= 1 << card

    def rows(self) -> tuple[str, ...]:
        """Each suit's row as rank letters from low to high ('' while closed)."""
        return tuple(
            RANK_LETTERS[self.low[s] : self.high[s] + 1] if self.low[s] >= 0 else ""
            for s in range(4)
        )
