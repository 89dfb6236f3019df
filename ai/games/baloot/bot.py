"""The rule-based Baloot player: the easy level and the rollouts' policy for the calls.

Hokum is judged like a Belote trump (``ai.games.belote.bot.suit_value``); Sun by
aces and the tens they guard.  The bot takes Sun over Hokum with a Sun hand,
keeps its Hokum unless the hand is a Sun hand, never says Ashkal or Gahwa,
and doubles only with a hand that beats the contract by itself (trump jack
and nine, or three aces against Sun); it never locks the trump.  The
pre-deal choice is always ``none``.  Play follows ``ai.games.trick.bot``.
"""

from __future__ import annotations

from typing import Any

from ai.games.belote.bot import TAKE_THRESHOLD, plain_value, suit_value
from ai.games.belote.inference import MARGIN as INFERENCE_MARGIN
from ai.games.belote.inference import bidding_hand
from ai.games.trick.bot import choose_card
from game.baloot.calls import HOKUM, NO_PREPARATION, PASS, REDEAL, SUN, Call
from game.baloot.state import BIDDING, DOUBLING, PLAY, PREDEAL, BalootState
from game.core.cards import ACE, JACK, NINE, SUIT_MASKS
from game.core.trickplay import CARD_OBJECTS

TRIPLE_THRESHOLD = 95


def sun_hand(hand: int) -> bool:
    aces, tens = plain_value(hand)
    return aces >= 3 or (aces == 2 and tens >= 2)


def choose_bid(world: BalootState, seat: int, legal: list[Any]) -> Any:
    hand = world.hands[seat] | 1 << world.turn_up
    if REDEAL in legal:
        return REDEAL
    if world.stage == "keep":
        return SUN if sun_hand(hand) else HOKUM
    if sun_hand(hand) and SUN in legal:
        return SUN
    if world.stage == "takeover":
        return PASS
    best, best_value = PASS, TAKE_THRESHOLD - 1
    for call in legal:
        if call.kind != "hokum":
            continue
        suit = world.turn_up // 13 if call.suit < 0 else call.suit
        value = suit_value(hand, suit)
        if value > best_value:
            best, best_value = call, value
    return best


def choose_double(world: BalootState, seat: int, legal: list[Any]) -> Any:
    hand = world.hands[seat]
    order = world.order
    assert order is not None
    call: Call
    for call in legal:
        if call.closed or call.kind in ("pass", "gahwa"):
            continue
        if call.kind == "triple":
            if not world.sun and suit_value(hand, order.trump_suit) >= TRIPLE_THRESHOLD:
                return call
            continue
        if world.sun:
            if plain_value(hand)[0] >= 3:
                return call
            continue
        trumps = hand & SUIT_MASKS[order.trump_suit]
        base = 13 * order.trump_suit
        if trumps >> (base + JACK) & 1 and trumps >> (base + NINE) & 1 and trumps.bit_count() >= 3:
            return call
        if call.kind == "four" and trumps >> (base + ACE) & 1 and trumps.bit_count() >= 4:
            return call
    return PASS if PASS in legal else legal[0]


def bot_action(world: BalootState, seat: int, legal: list[Any]) -> Any:
    """The rule-based action of ``seat`` (reads only the seat's cards and public facts)."""
    if len(legal) == 1:
        return legal[0]
    if world.phase == PREDEAL:
        return NO_PREPARATION
    if world.phase == BIDDING:
        return choose_bid(world, seat, legal)
    if world.phase == DOUBLING:
        return choose_double(world, seat, legal)
    assert world.phase == PLAY
    attacking = world.taker & 1 == seat & 1
    return CARD_OBJECTS[choose_card(world, seat, attacking, world.taker == seat)]


PREDEAL_KINDS = frozenset(("cut", "none", "flip", "give3"))


def plausible(world: BalootState, observer: int) -> bool:
    """Whether the others' opening passes and Hokum bids fit their hands in this world.

    Same test as ``ai.games.belote.inference``: a wide margin around the bot's
    Hokum threshold, on the five cards each seat held when it spoke.
    """
    turned = world.turn_up // 13
    passes = 0
    opening = True
    named = turned  # the suit of the Hokum on the table (a keep repeats it)
    for seat, action in world.history:
        if not isinstance(action, Call):
            break
        if action.kind in PREDEAL_KINDS:
            continue
        hand = bidding_hand(world, seat)
        if action.kind == "pass":
            strong = suit_value(hand, turned) >= TAKE_THRESHOLD + INFERENCE_MARGIN
            if opening and passes < 4 and seat != observer and strong:
                return False
            passes += 1
            continue
        opening = False
        if action.kind == "hokum":
            named = named if action.suit < 0 else action.suit
            if seat != observer and suit_value(hand, named) < TAKE_THRESHOLD - INFERENCE_MARGIN:
                return False
    return True
