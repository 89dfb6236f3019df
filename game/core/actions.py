"""Actions as data for the table: what kind of gesture an action is, and how it is said.

An action's ``str`` is its record text; the table never reads that text.  Each
action type declares ``action_kind`` (a decision chosen from a panel, or one of
the rummy moves a drag or a click makes) and ``wording()``: a key (the table
finds the words as ``act.<key>`` in every language), the values that fill them
(a suit, a rank, cards, seats, a meld's number) and, for a long panel, the group
the decision folds into (Barbu's ``contract:trumps`` for each suit).  A card
played is a ``Card``, said as the card itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.core.reasons import ReasonValue


class ActionKind(Enum):
    DECISION = "decision"  # a bid, call, contract, double or pass, chosen from a panel
    DRAW = "draw"  # draw from the stock
    PICKUP = "pickup"  # pick up the discard pile
    MELD = "meld"  # cards put down as a new meld
    LAY_OFF = "lay_off"  # cards added to one of the team's melds
    DISCARD = "discard"  # a card put on the discard pile


@dataclass(frozen=True, slots=True)
class Wording:
    """How an action is said: the key of its words, their values, its panel group."""

    key: str
    values: tuple[tuple[str, ReasonValue], ...] = ()
    group: str = ""

    @staticmethod
    def of(key: str, group: str = "", **values: ReasonValue) -> Wording:
        return Wording(key, tuple(values.items()), group)
