"""Baloot's spoken decisions as small values whose text is the record text."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Final

from game.core.actions import ActionKind, Wording
from game.core.cards import SUIT_LETTERS, SUIT_NAMES
from game.core.reasons import Seats, Suit


@dataclass(frozen=True, slots=True)
class Call:
    """A pre-deal choice, a bid or a doubling call (``hokum:S``, ``double:closed``...); as
    offered, with the question it answers and, for a plain ``hokum``, the suit it means (the
    turn-up's, or the suit named in round 2 when its bidder confirms it)."""

    kind: str
    suit: int = -1
    closed: bool = False
    ask: Wording | None = field(default=None, compare=False, repr=False)
    meant: int = field(default=-1, compare=False, repr=False)

    action_kind: ClassVar[ActionKind] = ActionKind.DECISION

    def __str__(self) -> str:
        if self.suit >= 0:
            return f"{self.kind}:{SUIT_LETTERS[self.suit]}"
        if self.closed:
            return f"{self.kind}:closed"
        return self.kind

    def wording(self) -> Wording:
        suit = self.meant if self.kind == "hokum" and self.suit < 0 else self.suit
        if suit >= 0:
            return Wording.of(f"{self.kind}:", ask=self.ask, suit=Suit(suit))
        return Wording(f"{self.kind}:closed" if self.closed else self.kind, ask=self.ask)

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
PREDEAL_SAID: Final = {call: Wording(f"predeal_{call.kind}") for call in PREDEAL_CHOICES}
"""A pre-deal choice as the log and the speech bubble say it once made: its button's name with
what it does to the deck ("No cut (the deck is dealt as it is)"); the button says it short."""

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

PREPARE: Final = Wording("prepare")
HOKUM_SUN_OR_PASS: Final = tuple(Wording.of("hokum_sun_or_pass", suit=Suit(s)) for s in range(4))
SECOND_ROUND: Final = tuple(Wording.of("second_round", suit=Suit(s)) for s in range(4))
TAKE_OVER_HOKUM: Final = tuple(
    tuple(Wording.of("take_over_hokum", seat=Seats((seat,)), suit=Suit(s)) for s in range(4))
    for seat in range(4)
)
TAKE_OVER_SUN: Final = tuple(Wording.of("take_over_sun", seat=Seats((seat,))) for seat in range(4))
CONFIRM: Final = tuple(Wording.of("confirm_hokum", suit=Suit(s)) for s in range(4))
RAISES: Final = {stage: Wording(f"raise_{stage}") for stage in ("triple", "four", "gahwa")}
DOUBLE_SUN: Final = Wording("raise_double_sun")
DOUBLE_HOKUM: Final = tuple(Wording.of("raise_double_hokum", suit=Suit(s)) for s in range(4))
"""The doubling questions: the first names what is doubled ('Double Hokum ♥?')."""
"""The questions of the calls: the pre-deal choice; round 1 (Hokum in the turn-up's suit, by
suit); round 2 (another suit than the turn-up's, by its suit); Sun over the pending Hokum
or Sun (by the seat it would go to, and the Hokum's suit); the bidder's Hokum kept or turned
to Sun (by its suit); each step of the doubling."""

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
