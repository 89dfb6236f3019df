"""A multiset of Burraco cards (two copies of each card, four jokers) kept as bit sets.

``one`` holds the cards present at least once, ``two`` those present twice
(always a subset of ``one``), ``jokers`` the number of jokers.  Set operations
on hands stay a few integer operations, like the single-deck games' card sets.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.cards import JOKER_INDEX, index_list


class CardBag:
    """A hand, a known part of a hand, or any other multiset of card indices."""

    __slots__ = ("jokers", "one", "two")

    def __init__(self, cards: Iterable[int] = ()) -> None:
        self.one = 0
        self.two = 0
        self.jokers = 0
        for card in cards:
            self.add(card)

    def copy(self) -> CardBag:
        other = CardBag.__new__(CardBag)
        other.one = self.one
        other.two = self.two
        other.jokers = self.jokers
        return other

    def add(self, card: int) -> None:
        if card == JOKER_INDEX:
            self.jokers += 1
            return
        bit = 1 << card
        if self.one & bit:
            self.two |= bit
        else:
            self.one |= bit

    def remove(self, card: int) -> None:
        """Take one copy out (the caller knows it is there)."""
        if card == JOKER_INDEX:
            self.jokers -= 1
            return
        bit = 1 << card
        if self.two & bit:
            self.two ^= bit
        else:
            self.one ^= bit

    def discard_up_to(self, card: int, copies: int) -> None:
        """Take out up to ``copies`` copies of ``card`` (fewer if fewer are there)."""
        for _ in range(min(copies, self.count(card))):
            self.remove(card)

    def count(self, card: int) -> int:
        if card == JOKER_INDEX:
            return self.jokers
        return (self.one >> card & 1) + (self.two >> card & 1)

    def __len__(self) -> int:
        return self.one.bit_count() + self.two.bit_count() + self.jokers

    def indices(self) -> list[int]:
        """Every card, copies repeated, in index order (jokers last)."""
        out = sorted(index_list(self.one) + index_list(self.two))
        out.extend([JOKER_INDEX] * self.jokers)
        return out

    def holds(self, cards: Iterable[int]) -> bool:
        """Whether every card of ``cards`` (a multiset) is here."""
        need: dict[int, int] = {}
        for card in cards:
            need[card] = need.get(card, 0) + 1
        return all(self.count(card) >= n for card, n in need.items())

    def key(self) -> tuple[int, int, int]:
        return (self.one, self.two, self.jokers)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardBag) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:
        from game.core.cards import card_at

        return "CardBag(" + " ".join(card_at(i).code for i in self.indices()) + ")"
