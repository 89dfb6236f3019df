"""Baloot's spoken decisions as small values whose text is the record text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Final

from game.core.actions import ActionKind, Wording
from game.core.cards import SUIT_LETTERS, SUIT_NAMES
from game.core.reasons import Suit


@dataclass(frozen=True, slots=True)
class Call:
    """A pre-deal choice, a bid or a doubling call (``hokum:S``, ``double:closed``...)."""

    kind: str
    suit: int = -1
    closed: bool = False

    action_kind: ClassVar[ActionKind] = ActionKind.DECISION

    def __str__(self) -> str:
        if self.suit >= 0:
            return f"{self.kind}:{SUIT_LETTERS[self.suit]}"
        if self.closed:
            return f"{self.kind}:closed"
        return self.kind

    def wording(self) -> Wording:
        if self.suit >= 0:
            return Wording.of(f"{self.kind}:", suit=Suit(self.suit))
        return Wording(f"{self.kind}:closed" if self.closed else self.kind)

    @property
    def words(self) -> str:
        if self.suit >= 0:
            return f"hokum in {SUIT_NAMES[self.suit]}"
        if self.closed:
            return f"{self.kind}, trump locked"
        return self.kind


CUT: Final = Call("cut")
NO_PREPARATION: Final = Call("none")
FLIP: Final = Call("flip")
GIVE3: Final = Call("give3")
PREDEAL_CHOICES: Final = (CUT, NO_PREPARATION, FLIP, GIVE3)

PASS: Final = Call("pass")
HOKUM: Final = Call("hokum")
SUN: Final = Call("sun")
ASHKAL: Final = Call("ashkal")
REDEAL: Final = Call("redeal")
HOKUM_IN: Final = tuple(Call("hokum", suit) for suit in range(4))

DOUBLE: Final = Call("double")
DOUBLE_CLOSED: Final = Call("double", closed=True)
TRIPLE: Final = Call("triple")
FOUR: Final = Call("four")
FOUR_CLOSED: Final = Call("four", closed=True)
GAHWA: Final = Call("gahwa")

CALLS_BY_TEXT: Final[dict[str, Call]] = {  # keys in lower case
    str(call).lower(): call
    for call in (
        *PREDEAL_CHOICES,
        PASS,
        HOKUM,
        SUN,
        ASHKAL,
        REDEAL,
        *HOKUM_IN,
        DOUBLE,
        DOUBLE_CLOSED,
        TRIPLE,
        FOUR,
        FOUR_CLOSED,
        GAHWA,
    )
}
