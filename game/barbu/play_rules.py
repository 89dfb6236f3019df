"""Barbu's card orders and play rules (barbu.md, "The contracts").

Every contract ranks A K Q J T 9 ... 2.  A contract's ``TrickOrder`` carries its
penalty cards as *points* (a queen 6 in No queens, a heart 2 and the ace of
hearts 6 in No hearts, the king of hearts 20), so a seat's penalty is the
points of the cards it took.

Two rules go beyond "follow suit, else any card":

- *heart lead*: in No hearts and No king of hearts a heart may be led only
  from a hand of hearts alone, so leading one proves the hand held nothing else;
- *must win with a trump* (Trumps, ``standard``): a player void in the led
  suit who holds a trump that would win the trick as it stands must play a
  winning trump.  On a trump lead a follower must beat the highest trump if
  he can.  Playing anything else proves he held no such card.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from game.barbu.actions import NEGATIVE_KINDS, NO_HEARTS, NO_KING_OF_HEARTS, NO_QUEENS, TRUMPS
from game.core.cards import ACE, HEARTS, KING, QUEEN, SUIT_MASKS, cards_of
from game.core.reasons import CardList, Reason, Suit, reason_kind
from game.core.tricks import FOLLOW, TrickOrder, build_order

HEART_LEAD: Final = reason_kind(
    "heart_lead", "may not lead a heart while holding other suits (holds {cards})"
)
BEAT_TRUMP: Final = reason_kind("beat_trump", "must beat the highest trump (holds {cards})")
WIN_TRUMP: Final = reason_kind("win_trump", "must win the trick with a trump (holds {cards})")

RANKS: Final = "AKQJT98765432"
NO_POINTS: Final = (0,) * 13
FULL_DECK: Final = (1 << 52) - 1
HEART_MASK: Final = SUIT_MASKS[HEARTS]
NOT_HEARTS: Final = FULL_DECK & ~HEART_MASK

HEART_LEAD_KINDS: Final = frozenset((NO_HEARTS, NO_KING_OF_HEARTS))


def _penalty_points(kind: str) -> tuple[int, ...]:
    points = [0] * 53
    if kind == NO_QUEENS:
        for suit in range(4):
            points[13 * suit + QUEEN] = 6
    elif kind == NO_HEARTS:
        for rank in range(13):
            points[13 * HEARTS + rank] = 2
        points[13 * HEARTS + ACE] = 6
    elif kind == NO_KING_OF_HEARTS:
        points[13 * HEARTS + KING] = 20
    return tuple(points)


NEGATIVE_ORDERS: Final[dict[str, TrickOrder]] = {
    kind: dataclasses.replace(build_order(kind, (RANKS, NO_POINTS)), points=_penalty_points(kind))
    for kind in NEGATIVE_KINDS
}
TRUMP_ORDERS: Final[tuple[TrickOrder, ...]] = tuple(
    build_order(f"{TRUMPS} {'SHDC'[suit]}", (RANKS, NO_POINTS), (RANKS, NO_POINTS), suit)
    for suit in range(4)
)


def lead_legal(hand: int, heart_rule: bool) -> int:
    """The cards a leader may lead (hearts only from a hand of hearts under the heart rule)."""
    if heart_rule and hand & NOT_HEARTS:
        return hand & NOT_HEARTS
    return hand


def lead_facts(card: int, heart_rule: bool) -> int:
    """Leading a heart under the heart rule proves the hand held hearts only."""
    if heart_rule and HEART_MASK >> card & 1:
        return NOT_HEARTS
    return 0


def winning_trumps(winner: int, order: TrickOrder) -> int:
    """The trumps that would win a trick whose winning card is ``winner``."""
    if order.trump >> winner & 1:
        return order.above[winner]
    return order.trump


def trumps_legal(hand: int, led: int, winner: int, order: TrickOrder, must_win: bool) -> int:
    """The playable cards of a follower in Trumps (``led`` >= 0)."""
    follow = hand & SUIT_MASKS[led]
    if follow:
        if led == order.trump_suit:
            higher = follow & order.above[winner]
            if higher:
                return higher
        return follow
    if must_win:
        winning = hand & winning_trumps(winner, order)
        if winning:
            return winning
    return hand


def trumps_facts(card: int, led: int, winner: int, order: TrickOrder, must_win: bool) -> int:
    """The cards a follower in Trumps is proven not to hold by playing ``card``."""
    if card // 13 == led:
        if led == order.trump_suit and not order.above[winner] >> card & 1:
            return order.above[winner]
        return 0
    facts = SUIT_MASKS[led]
    if must_win:
        winning = winning_trumps(winner, order)
        if not winning >> card & 1:
            facts |= winning
    return facts


def plain_reason(hand: int, led: int) -> Reason:
    return FOLLOW(suit=Suit(led), cards=card_list(hand & SUIT_MASKS[led]))


def lead_reason(hand: int) -> Reason:
    return HEART_LEAD(cards=card_list(hand & NOT_HEARTS))


def trumps_reason(hand: int, card: int, led: int, winner: int, order: TrickOrder) -> Reason:
    """Why ``card`` is not playable (call only when it is not)."""
    follow = hand & SUIT_MASKS[led]
    if follow:
        if card // 13 != led:
            return plain_reason(hand, led)
        return BEAT_TRUMP(cards=card_list(follow & order.above[winner]))
    return WIN_TRUMP(cards=card_list(hand & winning_trumps(winner, order)))


def card_list(cards: int) -> CardList:
    """The cards of a set for reasons, suit by suit (S H D C), each from the ace down."""
    return CardList(tuple(sorted(cards_of(cards), key=lambda card: (card.suit, -card.rank))))
