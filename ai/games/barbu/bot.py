"""The rule-based Barbu player: the easy level and the rollouts' policy for decisions.

Contract choice: estimate from the hand what each contract still open would
score for the declarer against the others (high cards take tricks, long
suits make trumps, cards near the start rank make Dominoes) and take the
best.  Doubling: double the declarer when the hand looks safer than an
average hand in this contract, everybody when it looks much safer; the
declarer doubles back those who doubled him when his hand is not worse than
average.  Play: ``ai.games.barbu.rollout``'s habits, reading only the seat's cards
and the cards still out.
"""

from __future__ import annotations

from typing import Any

from ai.games.barbu.rollout import avoid_card, danger_keys, domino_card, win_card_choice
from ai.games.trick.sense import unseen
from game.barbu.actions import (
    DOMINO,
    NO_HEARTS,
    NO_KING_OF_HEARTS,
    NO_LAST_TWO,
    NO_QUEENS,
    NO_TRICKS,
    TRUMPS,
    Contract,
    Double,
)
from game.barbu.state import CHOOSING, DOMINOES, DOUBLING, BarbuState
from game.core.cards import HEARTS, KING, QUEEN, SUIT_MASKS
from game.core.trickplay import CARD_OBJECTS

TOTALS = {
    NO_TRICKS: -26,
    NO_QUEENS: -24,
    NO_LAST_TWO: -30,
    NO_HEARTS: -30,
    NO_KING_OF_HEARTS: -20,
    TRUMPS: 65,
    DOMINO: 65,
}
DOUBLE_MARGIN = 4.0


def expected_tricks(hand: int) -> float:
    """High cards take tricks: ace 1, king 0.8, queen 0.6, jack 0.4, ten 0.2 (3.25 a hand)."""
    total = 0.0
    for suit in range(4):
        cards = hand >> (13 * suit) & 0x1FFF
        for rank in range(8, 13):
            if cards >> rank & 1:
                total += (rank - 7) / 5
        low = (cards & 0x3F).bit_count()
        total -= 0.15 * min(low, 3)
    return max(0.0, total + 0.25)


def estimate(contract: Contract, hand: int) -> float:
    """The declarer-independent guess of ``hand``'s score in ``contract``."""
    tricks = expected_tricks(hand)
    share = tricks / 3.25
    kind = contract.kind
    if kind == NO_TRICKS:
        return -2 * tricks
    if kind == NO_LAST_TWO:
        return -7.5 * share
    if kind == NO_QUEENS:
        value = 0.0
        for suit in range(4):
            if hand >> (13 * suit + QUEEN) & 1:
                guards = (hand >> (13 * suit) & ((1 << QUEEN) - 1)).bit_count()
                value -= 6 * (0.6 if guards <= 2 else 0.25)
        held = sum(1 for s in range(4) if hand >> (13 * s + QUEEN) & 1)
        return value - 6 * (4 - held) / 4 * share * 0.7
    hearts = hand & SUIT_MASKS[HEARTS]
    if kind == NO_HEARTS:
        high = (hearts >> (13 * HEARTS + 9)).bit_count()
        return -7.5 * share - 1.5 * high + 0.5 * max(0, 4 - hearts.bit_count())
    if kind == NO_KING_OF_HEARTS:
        if hand >> (13 * HEARTS + KING) & 1:
            return -20 * (0.65 if hearts.bit_count() <= 3 else 0.3)
        return -5 * share
    if kind == TRUMPS:
        length = (hand & SUIT_MASKS[contract.suit]).bit_count()
        return 5 * max(0.0, tricks + 0.8 * (length - 3.25))
    start = contract.rank
    distance = 0.0
    for card in range(52):
        if hand >> card & 1:
            distance += abs(card % 13 - start)
    mean = distance / max(1, hand.bit_count())
    return 16.25 + 8 * (3.9 - mean)


def advantage(contract: Contract, hand: int) -> float:
    """Estimated score of ``hand`` minus the others' average in ``contract``."""
    mine = estimate(contract, hand)
    return mine - (TOTALS[contract.kind] - mine) / 3


def choose_contract(hand: int, legal: list[Any]) -> Any:
    return max(legal, key=lambda c: advantage(c, hand) if isinstance(c, Contract) else -1e9)


def double_wish(contract: Contract, hand: int, seat: int, declarer: int) -> int:
    """The seats the bot at ``seat`` would double (a set of bits; the declarer: everybody
    who doubled him, or nobody); its double is the largest legal subset of them."""
    edge = advantage(contract, hand)
    if seat == declarer:
        return 0b1111 if edge >= 0 else 0
    if edge >= 2 * DOUBLE_MARGIN:
        return 0b1111 & ~(1 << seat)
    if edge >= DOUBLE_MARGIN:
        return 1 << declarer
    return 0


def choose_double(world: BarbuState, seat: int, legal: list[Any]) -> Any:
    contract = world.contract
    assert contract is not None
    wanted = double_wish(contract, world.hands[seat], seat, world.declarer)
    best = legal[0]
    for action in legal:
        if (
            isinstance(action, Double)
            and action.mask & ~wanted == 0
            and action.mask.bit_count() > best.mask.bit_count()
        ):
            best = action
    return best


def bot_action(world: BarbuState, seat: int, legal: list[Any]) -> Any:
    """The rule-based action of ``seat`` (reads only the seat's cards and public facts)."""
    if len(legal) == 1:
        return legal[0]
    if world.phase == CHOOSING:
        return choose_contract(world.hands[seat], legal)
    if world.phase == DOUBLING:
        return choose_double(world, seat, legal)
    hand = world.hands[seat]
    legal_cards = 0
    for action in legal:
        legal_cards |= 1 << action.index
    if world.phase == DOMINOES:
        layout = world.layout
        assert layout is not None
        start = layout.start_rank if layout.start_rank >= 0 else 6
        return CARD_OBJECTS[domino_card(hand, legal_cards, start, layout.low)]
    order = world.order
    assert order is not None
    out = unseen(world, seat)
    last = len(world.trick) == 3
    if order.trump:
        card = win_card_choice(legal_cards, out, len(world.trick), world.win_card, last, order)
    else:
        danger, penalty = danger_keys(order.points, order.strength)
        card = avoid_card(
            legal_cards, out, len(world.trick), world.win_card, last, order, danger, penalty
        )
    return CARD_OBJECTS[card]
