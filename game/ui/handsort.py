"""The order of the human's hand: trumps first, then the suits alternating colours.

Within a suit the cards go from the strongest to the weakest in the game's
order when one is known (so the Belote trump jack leads its suit).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.cards import Card

BLACK = (0, 3)  # spades, clubs
RED = (1, 2)  # hearts, diamonds


def suit_sequence(suits: Sequence[int], trump: int) -> list[int]:
    """The suits held, trump first, alternating black and red where possible."""
    rest = [s for s in (0, 1, 3, 2) if s in suits and s != trump]
    ordered = [trump] if trump in suits else []
    while rest:
        last_red = ordered[-1] in RED if ordered else None
        pick = next((s for s in rest if (s in RED) != last_red), rest[0])
        ordered.append(pick)
        rest.remove(pick)
    return ordered


def sort_hand(
    cards: Sequence[Card], trump: int = -1, strength: Sequence[int] | None = None
) -> list[Card]:
    jokers = [c for c in cards if c.is_joker]
    plain = [c for c in cards if not c.is_joker]
    suits = suit_sequence(sorted({c.suit for c in plain}), trump)
    out: list[Card] = []
    for suit in suits:
        in_suit = [c for c in plain if c.suit == suit]
        if strength is not None:
            in_suit.sort(key=lambda c: -strength[c.index])
        else:
            in_suit.sort(key=lambda c: -c.rank)
        out.extend(in_suit)
    return out + jokers
