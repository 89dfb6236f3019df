"""The rule-based Baloot player: the easy level and the rollouts' policy for the calls.

Hokum is judged like a Belote trump (``ai.games.belote.bot.suit_value``), taken
from a lower value than in Belote (``TAKE_THRESHOLD``); Sun by aces and the tens
they guard.  The bot takes Sun over Hokum with a Sun hand and keeps its Hokum
unless the hand is a Sun hand.  The pre-deal choice is always ``none``; play
follows ``ai.games.trick.bot``.

Ashkal: the 3rd or 4th player whose own five cards already make a Sun hand says
Ashkal instead of Sun when the turn-up is neither an ace nor a ten: that card
would be a loser in his hand, so his partner takes it (and the two cards after
it) while he draws three fresh cards.  With a turned-up ace or ten he takes it
himself (Sun), as he does in the 1st and 2nd seats, where Ashkal is only Sun.

The doubling ladder is climbed on the full eight cards, each step by the value
of the hand in the contract's trump (``suit_value``, the same scale for the
taker's side and the defenders'), the later steps asking more as the other side
has just said it is strong: a defender doubles Hokum from ``DOUBLE_THRESHOLD``,
the taker triples from ``TRIPLE_THRESHOLD``, the doubler says four from
``FOUR_THRESHOLD``, and the taker says Gahwa from ``GAHWA_THRESHOLD``, a hand
that wins the deal almost surely, and only while winning the hand at four would
not already win the game (a lost Gahwa loses the game, a lost four does not
always).  Sun is doubled (when the score allows it) with three aces.  The bot
never locks the trump.  Thresholds from ``benchmarks/baloot_calls.py`` (bot
play): doubles won 73% of their hands, triples 55%, fours from 85 to 89 won
8 of 9; a Gahwa is too rare there to count (two Gahwa questions in 1.8 million
Hokum deals), but takers' hands of value 100 to 109 won 99.5% of about 2,200
Hokum hands (an exploratory run of 200,000 bot deals).
Ashkal gains +1.5 game points a deal over Sun (95% interval +-0.6).

The searching levels judge the ladder by playing sampled worlds out, but climb
only where ``may_climb`` allows: on a hand that fits the step by the same
test their inference applies to the others' climbs (``ladder_fits``).
"""

from __future__ import annotations

from typing import Any

from ai.games.belote.bot import plain_value, suit_value
from ai.games.belote.inference import MARGIN as INFERENCE_MARGIN
from ai.games.belote.inference import bidding_hand
from ai.games.trick.bot import choose_card
from game.baloot.calls import ASHKAL, HOKUM, NO_PREPARATION, PASS, REDEAL, SUN, Call
from game.baloot.state import BIDDING, DOUBLING, PLAY, PREDEAL, BalootState
from game.core.cards import ACE, TEN
from game.core.trickplay import CARD_OBJECTS

TAKE_THRESHOLD = 55
"""Hokum value from which the bot takes: against Belote's 62, a side bidding from
55 gained 0.32 game points a deal (95% interval +-0.04); 50 and 60 both lost
against 55 (``baloot_calls.py --take``).  With every seat taking from 55, 19% of
bot deals are thrown in (everyone passing), against 46% from 62."""
DOUBLE_THRESHOLD = 78
"""A defender's Hokum value (eight cards) from which doubling gains on average."""
TRIPLE_THRESHOLD = 85
"""The taker's Hokum value that still wins most hands against a doubler."""
FOUR_THRESHOLD = 85
"""The doubler's Hokum value that still wins most hands against a triple."""
GAHWA_THRESHOLD = 100
"""The taker's Hokum value that wins the hand almost surely, even after a four."""
LADDER_THRESHOLDS = {
    "double": DOUBLE_THRESHOLD,
    "triple": TRIPLE_THRESHOLD,
    "four": FOUR_THRESHOLD,
    "gahwa": GAHWA_THRESHOLD,
}
"""Each step of the Hokum ladder by its call (and the stage that asks for it)."""
SUN_DOUBLE_ACES = 3
"""Aces a defender holds to double Sun."""
HOKUM_HAND_POINTS = 16
"""Game points a Hokum hand is worth (162 card points): a four wins at least four times it."""


def sun_hand(hand: int) -> bool:
    aces, tens = plain_value(hand)
    return aces >= 3 or (aces == 2 and tens >= 2)


def wants_ashkal(world: BalootState, seat: int) -> bool:
    """A Sun hand without the turn-up, whose partner should take a low turn-up."""
    return (
        world.position(seat) >= 2
        and world.turn_up % 13 not in (ACE, TEN)
        and sun_hand(world.hands[seat])
    )


def choose_bid(
    world: BalootState, seat: int, legal: list[Any], threshold: int = TAKE_THRESHOLD
) -> Any:
    hand = world.hands[seat] | 1 << world.turn_up
    if REDEAL in legal:
        return REDEAL
    if world.stage == "keep":
        return SUN if sun_hand(hand) else HOKUM
    if ASHKAL in legal and wants_ashkal(world, seat):
        return ASHKAL
    if sun_hand(hand) and SUN in legal:
        return SUN
    if world.stage == "takeover":
        return PASS
    best, best_value = PASS, threshold - 1
    for call in legal:
        if call.kind != "hokum":
            continue
        suit = world.turn_up // 13 if call.suit < 0 else call.suit
        value = suit_value(hand, suit)
        if value > best_value:
            best, best_value = call, value
    return best


def doubling_wish(world: BalootState, seat: int) -> bool:
    """Whether ``seat`` climbs the next step of the doubling ladder."""
    value = ladder_value(world, world.hands[seat])
    if world.sun:
        return value >= SUN_DOUBLE_ACES
    if world.stage != "gahwa":
        return value >= LADDER_THRESHOLDS[world.stage]
    team = seat & 1
    already_won = world.ctx.totals[team] + 4 * HOKUM_HAND_POINTS >= world.rules.target
    return value >= GAHWA_THRESHOLD and not already_won


def ladder_value(world: BalootState, hand: int) -> int:
    """What the ladder is climbed on: the hand's aces in Sun, its value in the trump in Hokum."""
    if world.sun:
        return plain_value(hand)[0]
    order = world.order
    assert order is not None
    return suit_value(hand, order.trump_suit)


def ladder_fits(world: BalootState, seat: int, kind: str) -> bool:
    """Whether the eight cards ``seat`` held could have said ``kind`` on the doubling ladder:
    the bot's own test with a wide margin (Hokum: ``INFERENCE_MARGIN`` under its threshold;
    Sun: one ace fewer), since the searching levels climb on other grounds too."""
    value = ladder_value(world, world.hands[seat] | world.played_from[seat])
    if world.sun:
        return value >= SUN_DOUBLE_ACES - 1
    return value >= LADDER_THRESHOLDS[kind] - INFERENCE_MARGIN


def may_climb(world: BalootState, seat: int, action: Any) -> bool:
    """Whether a searching level may take ``action``: a step of the doubling ladder only with
    a hand that fits it (``ladder_fits``), the hands its own inference lets the others climb on.

    The search values a step in worlds where the other side's earlier steps are mostly not
    believed (few sampled worlds fit them) and where the rollouts' bot seldom climbs again;
    unchecked, both searching levels turned one double into a Gahwa on a median trump value
    of 46 and lost most of those deals (``baloot_ladder.py``)."""
    if world.phase != DOUBLING or not isinstance(action, Call):
        return True
    return action.kind not in LADDER_THRESHOLDS or ladder_fits(world, seat, action.kind)


def choose_double(world: BalootState, seat: int, legal: list[Any]) -> Any:
    """The open step of the ladder when the hand asks for it (never a locked trump)."""
    if doubling_wish(world, seat):
        return next(call for call in legal if call.kind != "pass" and not call.closed)
    return PASS


def bot_action(
    world: BalootState, seat: int, legal: list[Any], threshold: int = TAKE_THRESHOLD
) -> Any:
    """The rule-based action of ``seat`` (reads only the seat's cards and public facts).

    ``threshold`` is the Hokum take threshold (a benchmark compares others).
    """
    if len(legal) == 1:
        return legal[0]
    if world.phase == PREDEAL:
        return NO_PREPARATION
    if world.phase == BIDDING:
        return choose_bid(world, seat, legal, threshold)
    if world.phase == DOUBLING:
        return choose_double(world, seat, legal)
    assert world.phase == PLAY
    attacking = world.taker & 1 == seat & 1
    return CARD_OBJECTS[choose_card(world, seat, attacking, world.taker == seat)]


def bot_calls(world: BalootState) -> None:
    """Every call left in ``world`` made by the rule bot, in place (up to the card play or
    the end of a thrown-in deal)."""
    while world.phase != PLAY and not world.is_over:
        world.apply(bot_action(world, world.to_act, world.legal_actions()))


PREDEAL_KINDS = frozenset(("cut", "none", "flip", "give3"))


def plausible(world: BalootState, observer: int) -> bool:
    """Whether the others' opening passes, Hokum bids and doubling calls fit their hands
    in this world.

    Same test as ``ai.games.belote.inference``: a wide margin around the bot's
    Hokum threshold, on the five cards each seat held when it spoke; each step it
    climbed on the doubling ladder on its eight cards (``ladder_fits``).  Without
    the ladder a taker facing a four sampled defenders of any strength, and the
    searching levels' Gahwas lost more often than they won (arena: 43 of 107).
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
        if action.kind in LADDER_THRESHOLDS:
            if seat != observer and not ladder_fits(world, seat, action.kind):
                return False
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
