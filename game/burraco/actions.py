"""Burraco actions and their record texts: ``draw``, ``pickup``, ``meld:...``,
``layoff:N:...[:low|:high]``, ``discard:C``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Final

from game.burraco.melds import codes
from game.core.actions import ActionKind, Wording
from game.core.cards import Card, card_at
from game.core.errors import ActionTextError, CardTextError
from game.core.reasons import CardList
from game.core.text import plain_ascii


@dataclass(frozen=True, slots=True)
class Draw:
    action_kind: ClassVar[ActionKind] = ActionKind.DRAW

    def __str__(self) -> str:
        return "draw"

    def wording(self) -> Wording:
        return Wording("draw")

    def describe(self) -> str:
        return "draw from the stock"


@dataclass(frozen=True, slots=True)
class Pickup:
    action_kind: ClassVar[ActionKind] = ActionKind.PICKUP

    def __str__(self) -> str:
        return "pickup"

    def wording(self) -> Wording:
        return Wording("pickup")

    def describe(self) -> str:
        return "pick up the discard pile"


@dataclass(frozen=True, slots=True)
class Meld:
    """A new meld; ``cards`` in the written order (a sequence low to high)."""

    cards: tuple[int, ...]

    action_kind: ClassVar[ActionKind] = ActionKind.MELD

    def __str__(self) -> str:
        return "meld:" + codes(self.cards)

    def wording(self) -> Wording:
        return Wording.of("meld", cards=_card_list(self.cards))

    def describe(self) -> str:
        return "meld " + codes(self.cards)


@dataclass(frozen=True, slots=True)
class Layoff:
    """Cards laid off on the team's meld ``meld`` (counted from 1); ``end`` "", "low", "high"."""

    meld: int
    cards: tuple[int, ...]
    end: str = ""

    action_kind: ClassVar[ActionKind] = ActionKind.LAY_OFF

    def __str__(self) -> str:
        tail = f":{self.end}" if self.end else ""
        return f"layoff:{self.meld}:{codes(self.cards)}{tail}"

    def wording(self) -> Wording:
        key = f"layoff_{self.end}" if self.end else "layoff"
        return Wording.of(key, cards=_card_list(self.cards), number=self.meld)

    def describe(self) -> str:
        where = f" (wild card to the {self.end} end)" if self.end else ""
        return f"lay off {codes(self.cards)} on meld {self.meld}{where}"


@dataclass(frozen=True, slots=True)
class Discard:
    card: int

    action_kind: ClassVar[ActionKind] = ActionKind.DISCARD

    def __str__(self) -> str:
        return "discard:" + card_at(self.card).code

    def wording(self) -> Wording:
        return Wording.of("discard", card=card_at(self.card))

    def describe(self) -> str:
        return "discard " + card_at(self.card).code


def _card_list(cards: tuple[int, ...]) -> CardList:
    return CardList(tuple(card_at(card) for card in cards))


DRAW: Final = Draw()
PICKUP: Final = Pickup()
BurracoAction = Draw | Pickup | Meld | Layoff | Discard


def _cards(text: str, whole: str) -> tuple[int, ...]:
    parts = [p for p in text.replace(" ", ",").split(",") if p]
    if not parts:
        raise ActionTextError(f"no cards in {whole!r}")
    try:
        return tuple(Card.parse(p).index for p in parts)
    except CardTextError as error:
        raise ActionTextError(f"{error} in {whole!r}") from None


def parse_burraco_action(text: str) -> BurracoAction:
    """Read a record text; raise ``ActionTextError`` naming what is wrong."""
    cleaned = plain_ascii(text, "the action", ActionTextError).strip()
    lower = cleaned.lower()
    if lower == "draw":
        return DRAW
    if lower == "pickup":
        return PICKUP
    head, _, rest = cleaned.partition(":")
    head = head.lower()
    if head == "meld":
        return Meld(_cards(rest, text))
    if head == "discard":
        cards = _cards(rest, text)
        if len(cards) != 1:
            raise ActionTextError(f"discard one card: {text!r}")
        return Discard(cards[0])
    if head == "layoff":
        fields = rest.split(":")
        end = ""
        if len(fields) == 3 and fields[2].strip().lower() in ("low", "high"):
            end = fields[2].strip().lower()
            fields = fields[:2]
        number = fields[0].strip()
        if len(fields) != 2 or not (number.isascii() and number.isdigit() and len(number) <= 4):
            raise ActionTextError(
                f"write a lay-off as layoff:N:CARDS with :low or :high where needed, not {text!r}"
            )
        return Layoff(int(number), tuple(sorted(_cards(fields[1], text))), end)
    raise ActionTextError(
        f"not a Burraco action: {text!r} (draw, pickup, meld:..., layoff:N:..., discard:C)"
    )
