"""Card orders and points of the 32-card trick games (Belote family and Baloot).

Both families rank and count the cards the same way (belote_bga.md and
baloot.md, "Card order and points"); the tables are data, ranks from high to
low with their points.
"""

from __future__ import annotations

from typing import Final

from game.core.tricks import RankTable, TrickOrder, build_order

TRUMP: Final[RankTable] = ("J9ATKQ87", (20, 14, 11, 10, 4, 3, 0, 0))
PLAIN: Final[RankTable] = ("ATKQJ987", (11, 10, 4, 3, 2, 0, 0, 0))

SUIT_TRUMP_ORDERS: Final[tuple[TrickOrder, ...]] = tuple(
    build_order(f"trump {'SHDC'[suit]}", PLAIN, TRUMP, trump_suit=suit) for suit in range(4)
)
"""One order per trump suit: the trump suit ranks J 9 A T K Q 8 7 above every plain card."""

PLAIN_ORDER: Final = build_order("no trump (plain points)", PLAIN)
"""No trump, plain points in every suit (Baloot's Sun)."""
