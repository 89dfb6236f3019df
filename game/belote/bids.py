"""Bids of the Belote family, as small values whose text is the record text."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Final

from game.core.actions import ActionKind, Wording
from game.core.cards import SUIT_LETTERS, SUIT_NAMES
from game.core.reasons import Suit


@dataclass(frozen=True, slots=True)
class Bid:
    """``pass``, ``take``, ``trump:X``, ``all-trump`` or ``no-trump``; as offered, with the
    question it answers and, for a take, the suit it means (``game.core.actions.offered``)."""

    kind: str
    suit: int = -1
    ask: Wording | None = field(default=None, compare=False, repr=False)
    meant: int = field(default=-1, compare=False, repr=False)

    action_kind: ClassVar[ActionKind] = ActionKind.DECISION

    def __str__(self) -> str:
        if self.kind == "trump":
            return f"trump:{SUIT_LETTERS[self.suit]}"
        return self.kind

    def wording(self) -> Wording:
        if self.kind == "trump":
            return Wording.of("trump", ask=self.ask, suit=Suit(self.suit))
        if self.kind == "take" and self.meant >= 0:
            return Wording.of("take:", ask=self.ask, suit=Suit(self.meant))
        return Wording(self.kind, ask=self.ask)

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

TAKE_OR_PASS: Final = tuple(Wording.of("take_or_pass", suit=Suit(suit)) for suit in range(4))
ANOTHER_SUIT: Final = tuple(Wording.of("another_suit", suit=Suit(suit)) for suit in range(4))
NO_SUIT: Final = Wording("no_suit")
"""The questions of the bidding rounds: take the turn-up's suit (by suit), name another
suit than the turn-up's (by the turn-up's suit), all trumps or no trumps."""

BIDS_BY_TEXT: Final[dict[str, Bid]] = {  # keys in lower case
    str(bid).lower(): bid for bid in (PASS, TAKE, ALL_TRUMP, NO_TRUMP, *TRUMP_BIDS)
}
