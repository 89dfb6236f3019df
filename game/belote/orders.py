"""Card orders and points of the Belote family (belote_bga.md, "Card order and points").

Tables are data: ranks from high to low with their points.
"""

from __future__ import annotations

from typing import Final

from game.core.piquet import PLAIN, SUIT_TRUMP_ORDERS, TRUMP
from game.core.tricks import RankTable, build_order

ALL_TRUMP: Final[RankTable] = ("ATKQJ987", (19, 10, 4, 3, 2, 0, 0, 0))
NO_TRUMP: Final[RankTable] = ("ATKQJ987", (13, 9, 6, 5, 3, 2, 0, 0))

ALL_TRUMP_ORDER: Final = build_order("all-trump", ALL_TRUMP, beat_every_suit=True)
NO_TRUMP_ORDER: Final = build_order("no-trump", NO_TRUMP)

__all__ = ["ALL_TRUMP_ORDER", "NO_TRUMP_ORDER", "PLAIN", "SUIT_TRUMP_ORDERS", "TRUMP"]
