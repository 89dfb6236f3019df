"""Where cards may be dropped at the table: a typed place, never a string to parse.

The table reads the place under the mouse as a ``DropZone`` and asks the controller which
legal actions "these cards dropped there" can mean (``TableController.actions_for_drop``).
A trick table has one zone, the table's middle; a rummy (Burraco) table has the stock (draw),
the discard pile (pick it up, or discard onto it), the team's meld area (a new meld), each
of the team's melds (lay off on it, counted from 1) and the opponents' melds, where nothing
may be dropped.  The hand and the felt between the places are zones too, so that a drop is
always somewhere: cards dropped there go back.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class ZoneKind(Enum):
    """The kinds of place a drop can land on."""

    NOWHERE = "nowhere"  # the felt between the places
    HAND = "hand"  # the human's own hand
    TABLE = "table"  # the trick's middle; a rummy's meld area (a new meld)
    STOCK = "stock"  # a rummy's stock (draw)
    PILE = "pile"  # a rummy's discard pile (pick it up, or discard one card onto it)
    MELD = "meld"  # one of the team's melds (lay off)
    THEIRS = "theirs"  # the opponents' melds


@dataclass(frozen=True, slots=True)
class DropZone:
    """A drop's place: its kind and, on a meld, which of the team's melds (counted from 1)."""

    kind: ZoneKind
    meld: int = 0

    def __post_init__(self) -> None:
        if (self.kind is ZoneKind.MELD) != (self.meld >= 1):
            raise ValueError(f"a {self.kind.value} zone with meld {self.meld}")

    @staticmethod
    def on_meld(number: int) -> DropZone:
        """The team's meld ``number`` (counted from 1)."""
        return DropZone(ZoneKind.MELD, number)

    @property
    def is_meld(self) -> bool:
        return self.kind is ZoneKind.MELD


NOWHERE = DropZone(ZoneKind.NOWHERE)
HAND_ZONE = DropZone(ZoneKind.HAND)
TABLE_ZONE = DropZone(ZoneKind.TABLE)
STOCK_ZONE = DropZone(ZoneKind.STOCK)
PILE_ZONE = DropZone(ZoneKind.PILE)
THEIR_ZONE = DropZone(ZoneKind.THEIRS)
