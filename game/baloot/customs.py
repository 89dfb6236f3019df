"""Saudi table customs of Baloot (shared/rules/baloot_customs.md): Sawa, Akka, Qayd and the
freedom not to trump over a winning partner, as actions, reasons and play rules.

The options that turn them on are in ``game.baloot.rules``; ``game.baloot.state`` applies
them.  Record texts (§8): ``sawa`` (instead of a lead), ``akka`` (then the lead card),
``claim`` (claims off: the remaining tricks played out), and with ``qayd`` on
``qayd:TYPE:T:CARD`` (TYPE ``revoke``, ``trump``, ``overtrump``, ``locked``; T the trick, 1 to
8; CARD its canonical code), ``qayd:sawa`` and ``qayd:akka:T``, said by any seat.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import ClassVar, Final

from game.core.actions import ActionKind, Wording
from game.core.cards import SUIT_MASKS, Card
from game.core.claims import ClaimAction
from game.core.errors import ActionTextError
from game.core.reasons import Reason, Suit, reason_kind
from game.core.tricks import (
    BEAT_WINNER,
    FOLLOW,
    OVERTRUMP,
    TRUMP,
    FollowRule,
    TrickOrder,
    followed_facts,
    name_cards,
)

SAWA: Final = ClaimAction("sawa")
AKKA: Final = ClaimAction("akka")

CARD_FOULS: Final = ("revoke", "trump", "overtrump", "locked")
HOKUM_ONLY: Final = frozenset(("trump", "overtrump", "akka"))
SAWA_MOST_CARDS: Final = 4


@dataclass(frozen=True, slots=True)
class Qayd:
    """A Qayd call: the foul type (a card foul, ``sawa`` or ``akka``), the trick cited (0 for
    ``sawa``), the card cited (card fouls only) and, once seated, the caller."""

    foul: str
    trick: int = 0
    card: Card | None = None
    seat: int = field(default=-1, compare=False)

    action_kind: ClassVar[ActionKind] = ActionKind.DECISION

    def __str__(self) -> str:
        if self.card is not None:
            return f"qayd:{self.foul}:{self.trick}:{self.card.code}"
        if self.foul == "akka":
            return f"qayd:akka:{self.trick}"
        return "qayd:sawa"

    def wording(self) -> Wording:
        if self.card is not None:
            return Wording.of(f"qayd_{self.foul}", trick=self.trick, card=self.card)
        if self.foul == "akka":
            return Wording.of("qayd_akka", trick=self.trick)
        return Wording("qayd_sawa")

    @property
    def words(self) -> str:
        return str(self)


QAYD_TEXT: Final = re.compile(
    r"qayd:(?:(revoke|trump|overtrump|locked):([1-8]):([2-9TJQKA][SHDC])|(sawa)|akka:([1-8]))"
)


def parse_qayd(text: str) -> Qayd:
    """A Qayd text read exactly (``qayd:revoke:3:7C``, ``qayd:sawa``, ``qayd:akka:5``)."""
    found = QAYD_TEXT.fullmatch(text)
    if found is None:
        raise ActionTextError(
            f"not a Qayd: {text!r} (qayd:TYPE:TRICK:CARD, qayd:sawa or qayd:akka:TRICK)"
        )
    foul, trick, card, sawa, akka = found.groups()
    if sawa:
        return Qayd("sawa")
    if akka:
        return Qayd("akka", int(akka))
    return Qayd(foul, int(trick), Card.parse(card))


CLAIMS_OFF: Final = reason_kind(
    "baloot.claims_off", "may not say {action}: the claims option is off (claim the rest instead)"
)
SAWA_GATE: Final = reason_kind(
    "baloot.sawa_gate", "may not say sawa: only on his own lead with at most 4 cards"
)
SAY_SAWA: Final = reason_kind(
    "baloot.say_sawa", "may not say claim: with the claims option on, the claim is Sawa"
)
AKKA_GATE: Final = reason_kind(
    "baloot.akka_gate", "may not say akka: only in Hokum, on his own lead, before the card"
)
AKKA_NONE: Final = reason_kind(
    "baloot.akka_none", "may not say akka: no card to lead is the top unplayed card of its suit"
)
AKKA_CARD: Final = reason_kind(
    "baloot.akka_card",
    "after akka the lead must be the top unplayed card of its suit, not a trump or an ace "
    "(holds {cards})",
)
QAYD_OFF: Final = reason_kind("baloot.qayd_off", "may not say qayd: the option is off")
QAYD_WHEN: Final = reason_kind(
    "baloot.qayd_when", "may not say qayd: only once, during the play, after its first card"
)
QAYD_AKKA_PENDING: Final = reason_kind(
    "baloot.qayd_akka_pending", "may not say qayd between akka and its card"
)
QAYD_MODE: Final = reason_kind("baloot.qayd_mode", "may not say qayd:{foul}: not a foul in {mode}")
QAYD_CARD: Final = reason_kind(
    "baloot.qayd_card", "may not say qayd: {card} was not played in trick {trick} by an opponent"
)
QAYD_NO_SAWA: Final = reason_kind(
    "baloot.qayd_no_sawa", "may not say qayd:sawa: no Sawa said by an opponent"
)
QAYD_NO_AKKA: Final = reason_kind(
    "baloot.qayd_no_akka", "may not say qayd:akka: no Akka said by an opponent in trick {trick}"
)
QAYD_AFTER_SAWA: Final = reason_kind(
    "baloot.qayd_after_sawa", "after a Sawa only the claimer's opponents may say qayd"
)
ACE_HOKUM_SUN: Final = reason_kind(
    "baloot.ace_hokum_sun",
    "a Hokum on an ace may be taken over to Sun only by the 1st player (ace_hokum_sun)",
)


# --- §7.4 / §11.6: a void player is free while his side is winning the trick ---------------


def free_legal(hand: int, led: int, winner: int, partner_winning: bool, order: TrickOrder) -> int:
    """Follow suit (on a trump lead, beat when able, even over the partner); void: any card
    while the partner is winning; over an opponent's trump, a higher trump when held; else a
    trump when held."""
    if led < 0:
        return hand
    follow = hand & SUIT_MASKS[led]
    if follow:
        if order.follow_beat >> winner & 1:
            higher = follow & order.above[winner]
            if higher:
                return higher
        return follow
    trumps = hand & order.trump
    if not trumps or partner_winning:
        return hand
    if order.trump >> winner & 1:
        higher = trumps & order.above[winner]
        if higher:
            return higher
    return trumps


def free_facts(card: int, led: int, winner: int, partner_winning: bool, order: TrickOrder) -> int:
    """The cards a player cannot hold, proven by his playing ``card`` under ``free_legal``."""
    if led < 0:
        return 0
    if card // 13 == led:
        return followed_facts(card, led, winner, order)
    facts = SUIT_MASKS[led]
    if partner_winning:
        return facts
    if order.trump >> card & 1:
        if order.trump >> winner & 1 and not order.above[winner] >> card & 1:
            facts |= order.above[winner]
        return facts
    return facts | order.trump


def free_reason(
    hand: int, card: int, led: int, winner: int, partner_winning: bool, order: TrickOrder
) -> Reason:
    """Why ``card`` is not playable under ``free_legal`` (only when it is not)."""
    follow = hand & SUIT_MASKS[led]
    if follow:
        if card // 13 != led:
            return FOLLOW(suit=Suit(led), cards=name_cards(follow, order))
        return BEAT_WINNER(cards=name_cards(follow & order.above[winner], order))
    trumps = hand & order.trump
    higher = trumps & order.above[winner] if order.trump >> winner & 1 else 0
    if higher:
        return OVERTRUMP(cards=name_cards(higher, order))
    return TRUMP(cards=name_cards(trumps, order))


FREE_RULE: Final = FollowRule(
    "Saudi, free over a winning partner", free_legal, free_facts, free_reason, saudi=True
)


def released_legal(hand: int, led: int) -> int:
    """The Akka partner's cards (§11.4): follow suit if he can, else any card."""
    follow = hand & SUIT_MASKS[led]
    return follow if follow else hand


def foul_type(hand: int, card: int, led: int, legal: int, locked: bool, order: TrickOrder) -> str:
    """The foul an illegal ``card`` is (§11.7): ``locked`` (a trump led while locked holding
    another suit), ``revoke`` (held the led suit, played another), ``trump`` (void, had to
    trump, played a non-trump) or ``overtrump`` (a trump, or a card of a trump lead, that a
    higher one was required over)."""
    if led < 0:
        return "locked" if locked else ""
    if hand & SUIT_MASKS[led] and card // 13 != led:
        return "revoke"
    if order.trump >> card & 1 or card // 13 == led:
        return "overtrump"
    return "trump" if legal & ~order.trump == 0 else ""
