"""What the 32-card trick games share: card orders and points, and the deal.

Both families rank and count the cards the same way (belote_bga.md and
baloot.md, "Card order and points"); the tables are data, ranks from high to
low with their points.  Both deal 3 then 2 cards each, turn a card up, and
complete the hands once somebody takes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from game.core.api import Event, EventKind
from game.core.cards import card_at
from game.core.trickplay import TrickPlayState
from game.core.tricks import RankTable, TrickOrder, build_order

TRUMP: Final[RankTable] = ("J9ATKQ87", (20, 14, 11, 10, 4, 3, 0, 0))
PLAIN: Final[RankTable] = ("ATKQJ987", (11, 10, 4, 3, 2, 0, 0, 0))

SUIT_TRUMP_ORDERS: Final[tuple[TrickOrder, ...]] = tuple(
    build_order(f"trump {'SHDC'[suit]}", PLAIN, TRUMP, trump_suit=suit) for suit in range(4)
)
"""One order per trump suit: the trump suit ranks J 9 A T K Q 8 7 above every plain card."""

PLAIN_ORDER: Final = build_order("no trump (plain points)", PLAIN)
"""No trump, plain points in every suit (Baloot's Sun)."""


def deal_five_each(
    state: TrickPlayState, order: Sequence[int], events: list[Event], skip_three: int = -1
) -> None:
    """Deal 3 cards to each seat of ``order``, then 2 to each, from the top of the stock.

    ``skip_three`` is a seat that already holds its first three cards (Baloot's ``give3``).
    """
    for size in (3, 2):
        for seat in order:
            if not (size == 3 and seat == skip_three):
                state.give(seat, state.take_from_stock(size), events)


def take_turn_up(
    state: TrickPlayState, taker: int, turn_up: int, order: Sequence[int], events: list[Event]
) -> None:
    """The taker adds the turn-up to his hand in view of all; the stock then completes
    every hand to 8: 2 cards to the taker, 3 to each other seat, in ``order``."""
    bit = 1 << turn_up
    state.hands[taker] |= bit
    state.known[taker] |= bit
    state.public_takes[taker] |= bit
    events.append(Event(EventKind.TAKE, taker, (card_at(turn_up),)))
    for seat in order:
        state.give(seat, state.take_from_stock(2 if seat == taker else 3), events)
