"""The rule-based Belote player (``belote_bga`` and ``belote_classic``): the easy level.

Bidding counts the hand as a player does: the trumps it would hold (jack and
nine first), their number, side aces and guarded tens, the turn-up it would
take.  Play follows ``ai.games.trick.bot``.
"""

from __future__ import annotations

from typing import Any

from ai.games.trick.bot import choose_card
from game.belote.bids import Bid
from game.belote.state import BIDDING, BeloteState
from game.core.cards import ACE, JACK, KING, NINE, QUEEN, SUIT_MASKS, TEN
from game.core.trickplay import CARD_OBJECTS

TRUMP_VALUES = {JACK: 20, NINE: 14, ACE: 11, TEN: 10, KING: 4, QUEEN: 3}
TAKE_THRESHOLD = 62
"""Hand value from which a suit contract is worth taking (calibrated in the arena)."""


def suit_value(hand: int, trump: int) -> int:
    """What ``hand`` is worth with ``trump`` as trumps: trump cards, length, side winners."""
    value = 0
    trumps = hand & SUIT_MASKS[trump]
    count = trumps.bit_count()
    for rank, points in TRUMP_VALUES.items():
        if trumps >> (13 * trump + rank) & 1:
            value += points
    value += 6 * count
    if count >= 2 and trumps >> (13 * trump + KING) & 1 and trumps >> (13 * trump + QUEEN) & 1:
        value += 10
    if count <= 1:
        value -= 25
    for suit in range(4):
        if suit == trump:
            continue
        cards = hand & SUIT_MASKS[suit]
        if cards >> (13 * suit + ACE) & 1:
            value += 11
            if cards >> (13 * suit + TEN) & 1:
                value += 8
        elif cards >> (13 * suit + TEN) & 1 and cards.bit_count() >= 2:
            value += 3
        if not cards:
            value += 4
    return value


def plain_value(hand: int) -> tuple[int, int]:
    """Aces, and tens guarded by their ace, for all-trump and no-trump."""
    aces = tens = 0
    for suit in range(4):
        if hand >> (13 * suit + ACE) & 1:
            aces += 1
            if hand >> (13 * suit + TEN) & 1:
                tens += 1
    return aces, tens


def choose_bid(state: BeloteState, seat: int, legal: list[Bid], threshold: int) -> Bid:
    """The bid a careful player makes with this hand (``legal[0]`` is pass)."""
    hand = state.hands[seat] | 1 << state.turn_up
    best, best_value = legal[0], threshold - 1
    for bid in legal:
        if bid.kind == "take":
            value = suit_value(hand, state.turn_up // 13)
        elif bid.kind == "trump":
            value = suit_value(hand, bid.suit)
        elif bid.kind in ("all-trump", "no-trump"):
            aces, tens = plain_value(hand)
            if aces < 3:
                continue
            wanted = "all-trump" if tens >= 1 else "no-trump"
            value = threshold + aces + tens if bid.kind == wanted else threshold - 1
        else:
            continue
        if value > best_value:
            best, best_value = bid, value
    return best


def bot_action(world: BeloteState, seat: int, legal: list[Any], threshold: int) -> Any:
    """The rule-based action of ``seat`` in ``world`` (reads only what the seat may know)."""
    if world.phase == BIDDING:
        return choose_bid(world, seat, legal, threshold)
    attacking = world.declarer & 1 == seat & 1
    return CARD_OBJECTS[choose_card(world, seat, attacking, world.declarer == seat)]
