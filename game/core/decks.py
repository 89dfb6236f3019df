"""The three decks of the program, each in a fixed standard order.

A deal is made from a deck order fixed at the start of the deal (a seeded
shuffle of the standard order, or an order given by a record or a test), so a
deal has no chance nodes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from game.core.cards import ACE, CARDS, JOKER, SEVEN, Card, mask_of
from game.core.errors import CardTextError, DeckError

PIQUET_32: Final[tuple[Card, ...]] = tuple(card for card in CARDS if card.rank >= SEVEN)
"""7 8 9 T J Q K A of each suit (Belote, Baloot)."""

FULL_52: Final[tuple[Card, ...]] = CARDS
"""The standard 52-card deck (Barbu)."""

TWO_DECKS_108: Final[tuple[Card, ...]] = (*CARDS, JOKER, JOKER, *CARDS, JOKER, JOKER)
"""Two 54-card decks (Burraco); the two copies of a card share one code."""

PIQUET_MASK: Final = mask_of(PIQUET_32)
ACES_MASK: Final = mask_of(card for card in CARDS if card.rank == ACE)


def shuffled(deck: Sequence[Card], rng: random.Random) -> list[Card]:
    """A seeded shuffle of ``deck`` (the same generator state gives the same order)."""
    order = list(deck)
    rng.shuffle(order)
    return order


def check_deck(given: Sequence[str] | Sequence[Card], deck: Sequence[Card]) -> list[Card]:
    """Read a deck order (top first) and check it holds exactly the cards of ``deck``."""
    try:
        cards = [c if isinstance(c, Card) else Card.parse(c) for c in given]
    except CardTextError as error:
        raise DeckError(f"bad deck: {error}") from None
    if len(cards) != len(deck):
        raise DeckError(f"bad deck: {len(cards)} cards where the game uses {len(deck)}")
    wanted = sorted(c.index for c in deck)
    if sorted(c.index for c in cards) != wanted:
        seen: dict[int, int] = {}
        for c in cards:
            seen[c.index] = seen.get(c.index, 0) + 1
        allowed: dict[int, int] = {}
        for c in deck:
            allowed[c.index] = allowed.get(c.index, 0) + 1
        extra = [c.code for c in cards if seen[c.index] > allowed.get(c.index, 0)]
        missing = [c.code for c in deck if seen.get(c.index, 0) < allowed[c.index]]
        detail = []
        if extra:
            detail.append("too many or foreign: " + " ".join(sorted(set(extra))))
        if missing:
            detail.append("missing: " + " ".join(sorted(set(missing))))
        raise DeckError("bad deck: " + "; ".join(detail))
    return cards
