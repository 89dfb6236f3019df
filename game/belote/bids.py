"""Bids of the Belote family, as small values whose text is the record text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Final

from game.core.actions import ActionKind, Wording
from game.core.cards import SUIT_LETTERS, SUIT_NAMES
from game.core.reasons import Suit


@dataclass(frozen=True, slots=True)
class Bid:
    """``pass``, ``take``, ``trump:X``, ``all-trump`` or ``no-trump``."""

    kind: str
    suit: int = -1

    action_kind: ClassVar[ActionKind] = ActionKind.DECISION

    def __str__(self) -> str:
        if self.kind == "trump":
            return f"trump:{SUIT_LETTERS[self.suit]}"
        return self.kind

    def wording(self) -> Wording:
        return (
            Wording.of("trump", suit=Suit(self.suit))
            if self.kind == "trump"
            else Wording(self.kind)
        )

    @property
    def words(self) -> str:
        """The bid as a player would say it."""
        if self.kind == "trump":
            return f"{SUIT_NAMES[self.suit]} trump"
        return {"pass": "pass", "take": "take", "all-trump": "all trumps", "no-trump": "no trumps"}[
            self.kind
        ]


PASS: Final = Bid("pass")
TAKE: Final = Bid("take")
ALL_TRUMP: Final = Bid("all-trump")
NO_TRUMP: Final = Bid("no-trump")
TRUMP_BIDS: Final = tuple(Bid("trump", suit) for suit in range(4))

BIDS_BY_TEXT: Final[dict[str, Bid]] = {  # keys in lower case
    str(bid).lower(): bid for bid in (PASS, TAKE, ALL_TRUMP, NO_TRUMP, *TRUMP_BIDS)
}
