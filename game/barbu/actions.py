"""Barbu's actions as small values whose text is the record text (barbu.md, "Record actions").

``contract:...`` names the dealer's (or in ``parlett`` his left-hand
neighbour's) choice, ``double:1,3`` / ``double:none`` a player's doubles, a
card code a card played, and ``pass`` a blocked player in Dominoes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Final

from game.core.actions import ActionKind, Wording
from game.core.cards import RANK_LETTERS, SUIT_LETTERS, SUIT_NAMES, Card
from game.core.errors import ActionTextError, CardTextError
from game.core.reasons import Rank, Seats, Suit
from game.core.text import plain_ascii

NO_TRICKS: Final = "no-tricks"
NO_QUEENS: Final = "no-queens"
NO_LAST_TWO: Final = "no-last-two"
NO_HEARTS: Final = "no-hearts"
NO_KING_OF_HEARTS: Final = "no-king-of-hearts"
TRUMPS: Final = "trumps"
DOMINO: Final = "domino"

KINDS: Final = (NO_TRICKS, NO_QUEENS, NO_LAST_TWO, NO_HEARTS, NO_KING_OF_HEARTS, TRUMPS, DOMINO)
"""The seven contracts; a kind's position is its bit in the 'already chosen' sets."""

NEGATIVE_KINDS: Final = KINDS[:5]
EVERY_KIND: Final = (1 << len(KINDS)) - 1

CHOOSE_CONTRACT: Final = Wording("choose_contract")
WHOM_TO_DOUBLE: Final = Wording("whom_to_double")
WHOM_TO_DOUBLE_BACK: Final = Wording("double_back")
BLOCKED: Final = Wording("blocked")
"""The questions a Barbu decision answers: the dealer's contract, a player's doubles (the
declarer's: which of those who doubled him he doubles back), a blocked player's pass in
Dominoes."""
BLOCKED_PASS: Final = Wording("pass:blocked")
"""How a blocked player's pass is said when it comes, with its why ("Pass (no card can be
laid)"): the wording of its event, for the bubble and the log."""

KIND_WORDS: Final = {
    NO_TRICKS: "No tricks",
    NO_QUEENS: "No queens",
    NO_LAST_TWO: "No last two",
    NO_HEARTS: "No hearts",
    NO_KING_OF_HEARTS: "No king of hearts",
    TRUMPS: "Trumps",
    DOMINO: "Dominoes",
}


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract with its trump suit (Trumps) or start rank (Dominoes; -1: set by play)."""

    kind: str
    suit: int = -1
    rank: int = -1

    action_kind: ClassVar[ActionKind] = ActionKind.DECISION

    @property
    def bit(self) -> int:
        return 1 << KINDS.index(self.kind)

    def __str__(self) -> str:
        if self.kind == TRUMPS:
            return f"contract:{TRUMPS}:{SUIT_LETTERS[self.suit]}"
        if self.kind == DOMINO and self.rank >= 0:
            return f"contract:{DOMINO}:{RANK_LETTERS[self.rank]}"
        return f"contract:{self.kind}"

    def wording(self) -> Wording:
        ask = CHOOSE_CONTRACT
        if self.kind == TRUMPS:
            return Wording.of(
                f"contract:{TRUMPS}:", f"contract:{TRUMPS}", ask, suit=Suit(self.suit)
            )
        if self.kind == DOMINO and self.rank >= 0:
            return Wording.of(
                f"contract:{DOMINO}:", f"contract:{DOMINO}", ask, rank=Rank(self.rank)
            )
        return Wording.of(f"contract:{self.kind}", ask=ask)

    @property
    def words(self) -> str:
        """The contract as the table shows it."""
        if self.kind == TRUMPS:
            return f"Trumps ({SUIT_NAMES[self.suit]})"
        if self.kind == DOMINO and self.rank >= 0:
            return f"Dominoes from {RANK_LETTERS[self.rank]}"
        return KIND_WORDS[self.kind]


@dataclass(frozen=True, slots=True)
class Double:
    """The seats a player doubles (sorted; empty for ``double:none``); as offered, with the
    question it answers (``game.core.actions.offered``)."""

    seats: tuple[int, ...]
    ask: Wording | None = field(default=None, compare=False, repr=False)
    meant: int = field(default=-1, compare=False, repr=False)

    action_kind: ClassVar[ActionKind] = ActionKind.DECISION

    @property
    def mask(self) -> int:
        out = 0
        for seat in self.seats:
            out |= 1 << seat
        return out

    @staticmethod
    def of_mask(mask: int) -> Double:
        return Double(tuple(s for s in range(4) if mask >> s & 1))

    def __str__(self) -> str:
        if not self.seats:
            return "double:none"
        return "double:" + ",".join(str(s) for s in self.seats)

    def wording(self) -> Wording:
        ask = self.ask or WHOM_TO_DOUBLE
        if self.seats:
            return Wording.of("double:", ask=ask, seats=Seats(self.seats))
        return Wording("double:none", ask=ask)


@dataclass(frozen=True, slots=True)
class Pass:
    """A blocked player in Dominoes shows his hand (``standard``) and passes."""

    action_kind: ClassVar[ActionKind] = ActionKind.DECISION

    def __str__(self) -> str:
        return "pass"

    def wording(self) -> Wording:
        return Wording("pass", ask=BLOCKED)


PASS: Final = Pass()

BarbuAction = Contract | Double | Pass | Card


def parse_rank(text: str) -> int:
    cleaned = plain_ascii(text, "the start rank", ActionTextError).strip().upper()
    if cleaned == "10":
        cleaned = "T"
    if len(cleaned) != 1 or cleaned not in RANK_LETTERS:
        raise ActionTextError(f"not a start rank: {text!r} (2 to 9, T, J, Q, K, A)")
    return RANK_LETTERS.index(cleaned)


def parse_contract(text: str) -> Contract:
    parts = plain_ascii(text, "the contract", ActionTextError).strip().lower().split(":")
    if len(parts) < 2 or parts[0] != "contract":
        raise ActionTextError(f"not a Barbu contract: {text!r}")
    kind = parts[1]
    if kind in NEGATIVE_KINDS and len(parts) == 2:
        return Contract(kind)
    if kind == TRUMPS and len(parts) == 3 and len(parts[2]) == 1:
        suit = SUIT_LETTERS.find(parts[2].upper())
        if suit >= 0:
            return Contract(TRUMPS, suit=suit)
        raise ActionTextError(f"not a trump suit in {text!r} (S, H, D or C)")
    if kind == DOMINO and len(parts) == 2:
        return Contract(DOMINO)
    if kind == DOMINO and len(parts) == 3:
        return Contract(DOMINO, rank=parse_rank(parts[2]))
    raise ActionTextError(f"not a Barbu contract: {text!r}")


def parse_double(text: str) -> Double:
    body = plain_ascii(text, "the double", ActionTextError).strip().lower()
    body = body.split(":", 1)[1].strip()
    if body == "none":
        return Double(())
    seats: set[int] = set()
    for part in body.split(","):
        part = part.strip()
        if part not in ("0", "1", "2", "3"):
            raise ActionTextError(f"not a double: {text!r} (write double:1,3 or double:none)")
        if int(part) in seats:
            raise ActionTextError(f"not a double: {text!r} (seat {part} named twice)")
        seats.add(int(part))
    return Double(tuple(sorted(seats)))


def parse_barbu_action(text: str) -> BarbuAction:
    """A contract, a double, ``pass`` or a card code."""
    cleaned = plain_ascii(text, "the action", ActionTextError).strip().lower()
    if cleaned.startswith("contract:"):
        return parse_contract(cleaned)
    if cleaned.startswith("double:"):
        return parse_double(cleaned)
    if cleaned == "pass":
        return PASS
    try:
        return Card.parse(cleaned)
    except CardTextError:
        raise ActionTextError(f"not a Barbu action: {text!r}") from None
