"""Card orders and points of the Belote family (belote_bga.md, "Card order and points").

Tables are data: ranks from high to low with their points.
"""

from __future__ import annotations

from typing import Final

from game.core.tricks import RankTable, TrickOrder, build_order

TRUMP: Final[RankTable] = ("J9ATKQ87", (20, 14, 11, 10, 4, 3, 0, 0))
PLAIN: Final[RankTable] = ("ATKQJ987", (11, 10, 4, 3, 2, 0, 0, 0))
ALL_TRUMP: Final[RankTable] = ("ATKQJ987", (19, 10, 4, 3, 2, 0, 0, 0))
NO_TRUMP: Final[RankTable] = ("ATKQJ987", (13, 9, 6, 5, 3, 2, 0, 0))

SUIT_TRUMP_ORDERS: Final[tuple[TrickOrder, ...]] = tuple(
    build_order(f"trump {'SHDC'[suit]}", PLAIN, TRUMP, trump_suit=suit) for suit in range(4)
)
ALL_TRUMP_ORDER: Final = build_order("all-trump", ALL_TRUMP, beat_every_suit=True)
NO_TRUMP_ORDER: Final = build_order("no-trump", NO_TRUMP)
