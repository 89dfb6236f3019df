"""Actions as data for the table: what kind of gesture an action is, and how it is said.

An action's ``str`` is its record text; the table never reads that text.  Each
action type declares ``action_kind`` (a decision chosen from a panel, or one of
the rummy moves a drag or a click makes) and ``wording()``: a key (the table
finds the words as ``act.<key>`` in every language), the values that fill them
(a suit, a rank, cards, seats, a meld's number), for a long panel the group
the decision folds into (Barbu's ``contract:trumps`` for each suit) and, for a
decision, the question it answers where it is offered (``ask``: the panel's
title, found as ``ask.<key>``).  A card played is a ``Card``, said as the card
itself.

The same decision answers different questions (a pass in the first or second
round of bidding) and may mean a suit its record text leaves out (a Belote
``take`` is the turn-up's suit): the rule set offers it carrying that context in
fields that are no part of its identity (``offered``), so that it still equals,
hashes and reads back like the plain record value.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from functools import cache
from typing import TYPE_CHECKING, TypeVar

from game.core.reasons import ReasonValue

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


class ActionKind(Enum):
    DECISION = "decision"  # a bid, call, contract, double or pass, chosen from a panel
    DRAW = "draw"  # draw from the stock
    PICKUP = "pickup"  # pick up the discard pile
    MELD = "meld"  # cards put down as a new meld
    LAY_OFF = "lay_off"  # cards added to one of the team's melds
    DISCARD = "discard"  # a card put on the discard pile


@dataclass(frozen=True, slots=True)
class Wording:
    """How an action is said: the key of its words, their values, its panel group and the
    question it answers (itself a wording: a key and values, such as the suit taken)."""

    key: str
    values: tuple[tuple[str, ReasonValue], ...] = ()
    group: str = ""
    ask: Wording | None = field(default=None, compare=False)  # the same words, asked or not

    @staticmethod
    def of(key: str, group: str = "", ask: Wording | None = None, **values: ReasonValue) -> Wording:
        return Wording(key, tuple(values.items()), group, ask)


Offered = TypeVar("Offered", bound="DataclassInstance")


def offered(decisions: tuple[Offered, ...], ask: Wording, meant: int = -1) -> tuple[Offered, ...]:
    """``decisions`` as the rule set offers them now: each carrying the question it answers
    and the suit meant by those that name none themselves (a take, a plain Hokum; -1: none),
    in the fields ``ask`` and ``meant`` that its equality, hash and record text leave out."""
    return _offered(decisions, ask, meant)


@cache
def _offered(decisions: tuple[Offered, ...], ask: Wording, meant: int) -> tuple[Offered, ...]:
    """Kept once made: a state asks the same few questions again and again."""
    return tuple(replace(d, ask=ask, meant=meant) for d in decisions)
