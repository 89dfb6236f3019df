"""Card orders and the French follow rules shared by the trick-taking games.

A ``TrickOrder`` is data: for every card index its strength (trumps get +100,
so any trump beats any plain card), its points, and ``above`` (the cards of the
same suit that beat it).  ``follow_beat`` marks the suits where a player who
follows must beat the winning card if he can (the trump suit; every suit in
all-trump).

The French rules (Belote on Board Game Arena, classic Belote, Baloot's
``french_play``): follow suit; on a trump lead, overtrump if able; void, trump
if an opponent is winning (overtrumping his trump if able), free if the partner
is winning except that a trump played over the partner's trump must beat it if
able.  ``french_facts`` is the other side of the same rule: what a card played
proves about the hand it came from, as a set of cards the player cannot hold.

The fast playouts and rollouts play the same rules inline, generated from one copy
(``FRENCH_SAUDI`` in ``game.core.trickloop``); ``tests/core/test_trick_loops.py`` plays
that copy against the states that use these functions, so a rule changed here and not
there fails.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from game.core.cards import SUIT_MASKS, card_at, indices_of
from game.core.reasons import CardList, Reason, Suit, reason_kind

TRUMP_BONUS: Final = 100

FOLLOW: Final = reason_kind("follow", "must follow suit in {suit} (holds {cards})")
BEAT_WINNER: Final = reason_kind("beat_winner", "must beat the winning card (holds {cards})")
OVERTRUMP: Final = reason_kind("overtrump", "must overtrump (holds {cards})")
TRUMP: Final = reason_kind("trump", "must trump (holds {cards})")
BEAT_PARTNER_TRUMP: Final = reason_kind(
    "beat_partner_trump", "a trump played over the partner's trump must beat it (holds {cards})"
)
TRUMP_VOID: Final = reason_kind(
    "trump_void", "must trump when void, even over the partner (holds {cards})"
)


@dataclass(frozen=True, slots=True)
class TrickOrder:
    """Strength, points and 'beaten by' sets of every card in one game mode."""

    name: str
    strength: tuple[int, ...]
    points: tuple[int, ...]
    above: tuple[int, ...]
    trump: int  # card set of the trump suit; 0 when no suit trumps
    trump_suit: int  # -1 when no suit trumps
    follow_beat: int  # card set of the suits where following obliges to beat

    def beats(self, card: int, winner: int) -> bool:
        """Whether ``card`` takes the trick from the card now winning it."""
        return self.strength[card] > self.strength[winner] and (
            card // 13 == winner // 13 or bool(self.trump >> card & 1)
        )

    def trick_points(self, cards: int) -> int:
        total = 0
        points = self.points
        for s in range(4):
            chunk = cards >> (13 * s) & 0x1FFF
            base = 13 * s
            while chunk:
                low = chunk & -chunk
                total += points[base + low.bit_length() - 1]
                chunk ^= low
        return total


RankTable = tuple[str, tuple[int, ...]]
"""Ranks from high to low (as letters) and their points in the same order."""


def build_order(
    name: str,
    plain: RankTable,
    trump: RankTable | None = None,
    trump_suit: int = -1,
    beat_every_suit: bool = False,
) -> TrickOrder:
    """Make a ``TrickOrder`` from rank tables (plain suits, and the trump suit)."""
    strength = [0] * 53
    points = [0] * 53
    for suit in range(4):
        ranks, values = trump if (trump is not None and suit == trump_suit) else plain
        bonus = TRUMP_BONUS if suit == trump_suit else 0
        for position, (letter, value) in enumerate(zip(ranks, values, strict=True)):
            index = suit * 13 + "23456789TJQKA".index(letter)
            strength[index] = bonus + len(ranks) - position
            points[index] = value
    above = [0] * 53
    for card in range(52):
        if strength[card] == 0:
            continue
        suit = card // 13
        for other in range(suit * 13, suit * 13 + 13):
            if strength[other] > strength[card]:
                above[card] |= 1 << other
    trump_mask = SUIT_MASKS[trump_suit] if trump_suit >= 0 else 0
    follow_beat = (
        (SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2] | SUIT_MASKS[3])
        if beat_every_suit
        else trump_mask
    )
    return TrickOrder(
        name=name,
        strength=tuple(strength),
        points=tuple(points),
        above=tuple(above),
        trump=trump_mask,
        trump_suit=trump_suit,
        follow_beat=follow_beat,
    )


def french_legal(hand: int, led: int, winner: int, partner_winning: bool, order: TrickOrder) -> int:
    """The playable cards of ``hand`` (a card set) under the French rules.

    ``led`` is the led suit (-1 when leading), ``winner`` the card winning the
    trick so far, ``partner_winning`` whether it is the player's partner's.
    """
    if led < 0:
        return hand
    follow = hand & SUIT_MASKS[led]
    if follow:
        if order.follow_beat >> winner & 1:
            higher = follow & order.above[winner]
            if higher:
                return higher
        return follow
    trump = order.trump
    trumps = hand & trump
    if not trumps:
        return hand
    if partner_winning:
        if trump >> winner & 1:
            higher = trumps & order.above[winner]
            if higher:
                return (hand & ~trump) | higher
        return hand
    if trump >> winner & 1:
        higher = trumps & order.above[winner]
        if higher:
            return higher
    return trumps


def french_facts(card: int, led: int, winner: int, partner_winning: bool, order: TrickOrder) -> int:
    """The cards a player cannot hold, proven by his playing ``card`` under the French rules."""
    if led < 0:
        return 0
    trump = order.trump
    if card // 13 == led:
        if (
            winner // 13 == led
            and order.follow_beat >> winner & 1
            and not order.above[winner] >> card & 1
        ):
            return order.above[winner]
        return 0
    facts = SUIT_MASKS[led]
    card_is_trump = trump >> card & 1
    winner_is_trump = trump >> winner & 1
    if partner_winning:
        if card_is_trump and winner_is_trump and not order.above[winner] >> card & 1:
            facts |= order.above[winner]
        return facts
    if not card_is_trump:
        return facts | trump
    if winner_is_trump and not order.above[winner] >> card & 1:
        facts |= order.above[winner]
    return facts


def french_reason(
    hand: int, card: int, led: int, winner: int, partner_winning: bool, order: TrickOrder
) -> Reason:
    """Why ``card`` is not playable from ``hand`` (call only when it is not)."""
    follow = hand & SUIT_MASKS[led]
    if follow:
        if card // 13 != led:
            return FOLLOW(suit=Suit(led), cards=name_cards(follow, order))
        kind = OVERTRUMP if order.trump >> winner & 1 else BEAT_WINNER
        return kind(cards=name_cards(follow & order.above[winner], order))
    trumps = hand & order.trump
    higher = trumps & order.above[winner] if order.trump >> winner & 1 else 0
    if partner_winning:
        return BEAT_PARTNER_TRUMP(cards=name_cards(higher, order))
    if higher:
        return OVERTRUMP(cards=name_cards(higher, order))
    return TRUMP(cards=name_cards(trumps, order))


def name_cards(cards: int, order: TrickOrder) -> CardList:
    """The cards of a set, strongest first, for reasons."""
    ranked = sorted(indices_of(cards), key=lambda i: -order.strength[i])
    return CardList(tuple(card_at(i) for i in ranked))


def saudi_legal(hand: int, led: int, winner: int, partner_winning: bool, order: TrickOrder) -> int:
    """The playable cards of ``hand`` under the Saudi rules (baloot.md, "Play").

    Follow suit; on a trump lead, beat the winning card if able; void, play a
    trump if holding one, even over a partner who is winning.  No trump (Sun):
    follow suit, otherwise any card.  ``partner_winning`` plays no part here.
    """
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
    return trumps if trumps else hand


def followed_facts(card: int, led: int, winner: int, order: TrickOrder) -> int:
    """The cards proven missing by following the led suit with ``card``: the higher cards of
    the suit where the rule makes him beat the winner and he did not (the Saudi rules and
    their variants share it)."""
    if (
        winner // 13 == led
        and order.follow_beat >> winner & 1
        and not order.above[winner] >> card & 1
    ):
        return order.above[winner]
    return 0


def saudi_facts(card: int, led: int, winner: int, partner_winning: bool, order: TrickOrder) -> int:
    """The cards a player cannot hold, proven by his playing ``card`` under the Saudi rules."""
    if led < 0:
        return 0
    if card // 13 == led:
        return followed_facts(card, led, winner, order)
    if order.trump >> card & 1:
        return SUIT_MASKS[led]
    return SUIT_MASKS[led] | order.trump


def saudi_reason(
    hand: int, card: int, led: int, winner: int, partner_winning: bool, order: TrickOrder
) -> Reason:
    """Why ``card`` is not playable from ``hand`` under the Saudi rules (only when it is not)."""
    follow = hand & SUIT_MASKS[led]
    if follow:
        if card // 13 != led:
            return FOLLOW(suit=Suit(led), cards=name_cards(follow, order))
        return BEAT_WINNER(cards=name_cards(follow & order.above[winner], order))
    return TRUMP_VOID(cards=name_cards(hand & order.trump, order))


ALL_SUITS: Final = SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2] | SUIT_MASKS[3]


def locked_lead(hand: int, order: TrickOrder) -> int:
    """The cards one may lead under a locked trump: no trump while holding another suit."""
    others = hand & ~order.trump
    return others if others else hand


def locked_lead_facts(card: int, order: TrickOrder) -> int:
    """Leading a trump while the trump is locked proves the hand holds only trumps."""
    return ALL_SUITS & ~order.trump if order.trump >> card & 1 else 0


@dataclass(frozen=True, slots=True)
class FollowRule:
    """A set of play obligations: the playable cards, their proof, and the reason for a refusal."""

    name: str
    legal: Callable[[int, int, int, bool, TrickOrder], int]
    facts: Callable[[int, int, int, bool, TrickOrder], int]
    reason: Callable[[int, int, int, int, bool, TrickOrder], Reason]
    saudi: bool


FRENCH_RULE: Final = FollowRule("French", french_legal, french_facts, french_reason, saudi=False)
SAUDI_RULE: Final = FollowRule("Saudi", saudi_legal, saudi_facts, saudi_reason, saudi=True)
