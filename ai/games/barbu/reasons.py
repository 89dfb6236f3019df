"""Why a Barbu decision: the contract chosen, the doubles, a card of a trick contract and a
card of Dominoes.

The contract and the doubles are said from the seat's hand: the cards that make a
contract safe or risky for it (no heart above the 9 for No hearts, the K♥ kept or not,
queens guarded by lower cards, few high cards for No tricks, a long suit for Trumps,
cards near the start rank for Dominoes).  A card of a negative contract is said by the
trick (stay under the winning card, get rid of a penalty card or a high card when void,
lead a card others can beat) with the dangers still out: the K♥, the queens, the hearts,
and where the K♥ is in the worlds sampled from the seat's information.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from ai.review.reasons_base import Explanation, codes, likely_holder, unseen
from ai.review.reasons_play import card_play_reason
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
from game.barbu.dominoes import Layout
from game.barbu.state import CHOOSING, DOMINOES, DOUBLING, TRICKS, BarbuState
from game.core.api import State
from game.core.cards import (
    ACE,
    HEARTS,
    JACK,
    KING,
    NINE,
    QUEEN,
    SUIT_MASKS,
    TEN,
    Card,
    card_at,
    indices_of,
)

BARBU_KINDS = (
    "barbu_no_heart",
    "barbu_low_hearts",
    "barbu_high_hearts",
    "barbu_few_hearts",
    "barbu_no_king_hearts",
    "barbu_king_guarded",
    "barbu_king_bare",
    "barbu_no_queen",
    "barbu_queen_bare",
    "barbu_queens_guarded",
    "barbu_few_high",
    "barbu_many_high",
    "barbu_long_trumps",
    "barbu_short_trumps",
    "barbu_domino_near",
    "barbu_domino_far",
    "barbu_double",
    "barbu_no_double",
    "danger_out",
    "danger_with",
    "queens_out",
    "hearts_out",
    "lead_under",
    "stay_under",
    "cannot_stay_under",
    "take_harmless",
    "take_clean",
    "discard_penalty",
    "discard_high",
    "domino_leads_on",
    "domino_opens_nothing",
    "domino_opens_fewest",
    "domino_keep_quiet",
    "barbu_domino_starts",
    "barbu_double_back_risk",
    "barbu_no_double_back",
)
"""The template keys (``explain.<kind>``) of Barbu's own reasons."""

HIGH_RANKS = (ACE, KING, QUEEN)
FEW_HIGH = 4  # at most this many aces, kings and queens: a hand for No tricks
MANY_HIGH = 5  # at least this many: a risk in No tricks and No last two
GUARDS = 2  # lower cards a queen (or the K♥) needs to hide behind
NEAR = 2  # Dominoes: a card within this many ranks of the start rank is near it
LONG_TRUMPS = 4
FEW_HEARTS = 3  # at most this many hearts (not two high ones): a hand for No hearts
LAST_TWO = 11  # tricks played before the last two of a deal of 13


def high_cards(hand: int) -> int:
    """The aces, kings and queens of ``hand``."""
    return sum(
        1 << (13 * suit + rank)
        for suit in range(4)
        for rank in HIGH_RANKS
        if hand >> (13 * suit + rank) & 1
    )


def lower(hand: int, card: int) -> int:
    """The cards of ``hand`` below ``card`` in its suit."""
    return hand & SUIT_MASKS[card // 13] & ((1 << card) - 1)


def hand_fact(contract: Contract, hand: int) -> tuple[Explanation, bool] | None:
    """The fact of ``hand`` that matters most in ``contract`` and whether it makes the
    contract safe (True) or risky (False) for the hand, or None when nothing stands out."""
    kind = contract.kind
    high = high_cards(hand)
    hearts = hand & SUIT_MASKS[HEARTS]
    if kind == NO_HEARTS:
        if not hearts:
            return Explanation("barbu_no_heart", contract=kind), True
        top = max(indices_of(hearts))
        if top % 13 <= NINE:
            return Explanation("barbu_low_hearts", card=card_at(top).code, contract=kind), True
        above = hearts & ~((1 << (13 * HEARTS + JACK)) - 1)
        if hearts.bit_count() <= FEW_HEARTS and above.bit_count() < 2:
            return Explanation("barbu_few_hearts", count=hearts.bit_count(), contract=kind), True
        if above.bit_count() >= 2:
            return Explanation(
                "barbu_high_hearts", cards=codes(above), count=above.bit_count()
            ), False
    elif kind == NO_KING_OF_HEARTS:
        king = 13 * HEARTS + KING
        if not hand >> king & 1:
            return Explanation(
                "barbu_no_king_hearts", count=hearts.bit_count(), contract=kind
            ), True
        guards = lower(hand, king).bit_count()
        if guards > GUARDS:
            return Explanation("barbu_king_guarded", count=guards), True
        return Explanation("barbu_king_bare", count=guards), False
    elif kind == NO_QUEENS:
        queens = [13 * suit + QUEEN for suit in range(4) if hand >> (13 * suit + QUEEN) & 1]
        if not queens:
            return Explanation("barbu_no_queen", contract=kind), True
        bare = [q for q in queens if lower(hand, q).bit_count() < GUARDS]
        if bare:
            return Explanation("barbu_queen_bare", card=card_at(bare[0]).code), False
        mask = sum(1 << q for q in queens)
        return Explanation("barbu_queens_guarded", cards=codes(mask), contract=kind), True
    elif kind in (NO_TRICKS, NO_LAST_TWO):
        if high.bit_count() <= FEW_HIGH:
            return Explanation(
                "barbu_few_high", cards=codes(high), count=high.bit_count(), contract=kind
            ), True
        if high.bit_count() >= MANY_HIGH:
            return Explanation("barbu_many_high", cards=codes(high), count=high.bit_count()), False
    elif kind == TRUMPS:
        trumps = hand & SUIT_MASKS[contract.suit]
        top = trumps & high_cards(hand) | trumps & (1 << (13 * contract.suit + JACK))
        if trumps.bit_count() >= LONG_TRUMPS:
            return Explanation(
                "barbu_long_trumps", suit=contract.suit, cards=codes(top), count=trumps.bit_count()
            ), True
        return Explanation(
            "barbu_short_trumps", suit=contract.suit, count=trumps.bit_count()
        ), False
    elif kind == DOMINO and contract.rank >= 0:
        near = sum(1 for c in indices_of(hand) if abs(c % 13 - contract.rank) <= NEAR)
        starters = sum(1 for c in indices_of(hand) if c % 13 == contract.rank)
        window = sum(1 for rank in range(13) if abs(rank - contract.rank) <= NEAR)
        if near >= window:  # more near cards than a hand holds on average (one a rank)
            return Explanation("barbu_domino_near", count=near), True
        if starters >= 2:
            return Explanation("barbu_domino_starts", count=starters), True
        return Explanation("barbu_domino_far", count=near), False
    return None


def barbu_reasons(
    state: State,
    seat: int,
    best: Any,
    legal: Sequence[Any],
    partners: Collection[int],
    seed: int,
) -> Explanation | None:
    """Barbu's reason finder (``GameAI.reasons``)."""
    assert isinstance(state, BarbuState)
    return barbu_reason(state, seat, best, legal, seed)


def barbu_reason(
    state: BarbuState, seat: int, best: Any, legal: Sequence[Any], seed: int
) -> Explanation | None:
    """Why ``best`` in a Barbu deal, or None when no fact applies."""
    if state.phase == CHOOSING and isinstance(best, Contract):
        fact = hand_fact(best, state.hands[seat])
        return fact[0] if fact is not None and fact[1] else None
    if state.phase == DOUBLING and isinstance(best, Double) and state.contract is not None:
        return doubling(state, seat, best)
    if state.phase == DOMINOES and isinstance(best, Card):
        return domino(state, seat, best, [card for card in legal if isinstance(card, Card)])
    if state.phase == TRICKS and isinstance(best, Card) and state.contract is not None:
        cards = [card for card in legal if isinstance(card, Card)]
        if state.contract.kind == TRUMPS:
            return card_play_reason(state, seat, best, cards, (), 0, seed)
        return negative_card(state, seat, best, cards, seed)
    return None


def doubling(state: BarbuState, seat: int, best: Double) -> Explanation | None:
    """A double said by the hand's fact in the contract: double a safe hand, not a risky one."""
    contract = state.contract
    assert contract is not None
    fact = hand_fact(contract, state.hands[seat])
    doubles = bool(best.mask)
    if seat == state.declarer and not doubles:
        doublers = sum(1 for other in range(4) if state.doubles[other] >> seat & 1)
        if doublers:
            return Explanation("barbu_no_double_back", count=doublers)
    if fact is None:
        return None
    if doubles != fact[1]:
        if not doubles and seat != state.declarer and not state.rules.parlett:
            return Explanation("barbu_double_back_risk", seat=state.declarer)
        return None
    kind = "barbu_double" if doubles else "barbu_no_double"
    return Explanation(kind, contract=contract.kind, count=best.mask.bit_count()).then(fact[0])


def danger(state: BarbuState, seat: int, seed: int) -> Explanation | None:
    """The penalty cards of the contract still out, and where the K♥ probably is."""
    contract = state.contract
    assert contract is not None
    out = unseen(state, seat)
    if contract.kind == NO_KING_OF_HEARTS:
        king = 13 * HEARTS + KING
        if not out >> king & 1:
            return None
        found = likely_holder(state, seat, king, seed)
        code = card_at(king).code
        if found is None:
            return Explanation("danger_out", card=code)
        return Explanation("danger_with", seat=found[0], card=code, percent=found[1])
    if contract.kind == NO_QUEENS:
        queens = out & sum(1 << (13 * suit + QUEEN) for suit in range(4))
        if queens:
            return Explanation("queens_out", cards=codes(queens), count=queens.bit_count())
    if contract.kind == NO_HEARTS:
        hearts = out & SUIT_MASKS[HEARTS]
        if hearts:
            return Explanation("hearts_out", count=hearts.bit_count())
    return None


def negative_card(
    state: BarbuState, seat: int, best: Card, legal: list[Card], seed: int
) -> Explanation | None:
    """Why a card of a negative contract (take no tricks, or none of the penalty cards)."""
    order = state.order
    contract = state.contract
    assert order is not None and contract is not None
    if not state.trick:
        higher = unseen(state, seat) & order.above[best.index] & SUIT_MASKS[best.index // 13]
        if contract.kind == NO_LAST_TWO and state.tricks_played < LAST_TWO and not higher:
            return Explanation("take_harmless", card=best.code)
        if higher:
            return Explanation("lead_under", card=best.code, count=higher.bit_count()).then(
                danger(state, seat, seed)
            )
        return None
    winner = state.win_card
    led = state.trick[0] // 13
    winner_code = card_at(winner).code
    if order.beats(best.index, winner):
        if all(order.beats(card.index, winner) for card in legal):
            return Explanation("cannot_stay_under", card=winner_code)
        if contract.kind == NO_LAST_TWO and state.tricks_played < LAST_TWO:
            return Explanation("take_harmless", card=best.code)
        trick_points = sum(order.points[c] for c in state.trick)
        if (
            len(state.trick) == 3
            and not trick_points
            and contract.kind not in (NO_TRICKS, NO_LAST_TWO)
        ):
            return Explanation("take_clean", card=best.code)
        return None
    if best.index // 13 != led:
        if order.points[best.index]:
            return Explanation("discard_penalty", suit=led, card=best.code)
        if best.rank >= TEN and best.index == max(
            indices_of(state.hands[seat] & SUIT_MASKS[best.suit])
        ):
            return Explanation("discard_high", suit=led, card=best.code)
        return Explanation("discard_void", suit=led, card=best.code)
    return Explanation("stay_under", seat=state.win_seat, card=winner_code).then(
        danger(state, seat, seed)
    )


def domino(state: BarbuState, seat: int, best: Card, legal: list[Card]) -> Explanation | None:
    """Why a card of Dominoes: the cards of the seat's own it leads on to, or the cards it
    opens to nobody else."""
    layout = state.layout
    assert layout is not None
    hand = state.hands[seat]
    suit, rank = best.suit, best.rank
    after = layout.copy()
    after.lay(best.index)
    opened = after.targets() & ~layout.targets() & ~after.cards
    own = hand & ~best.bit & SUIT_MASKS[suit]
    start = layout.start_rank
    if start < 0 or rank == start:
        onward = own.bit_count()
    elif rank > start:
        onward = sum(1 for c in indices_of(own) if c % 13 > rank)
    else:
        onward = sum(1 for c in indices_of(own) if c % 13 < rank)
    if onward:
        return Explanation("domino_leads_on", card=best.code, count=onward)
    if not opened & ~hand:
        return Explanation("domino_opens_nothing", card=best.code)
    given = (opened & ~hand).bit_count()
    if all(given <= opens_for_others(layout, hand, card) for card in legal):
        return Explanation("domino_opens_fewest", card=best.code, count=given)
    quiet = [card for card in legal if card != best and not opens_for_others(layout, hand, card)]
    if quiet:
        return Explanation("domino_keep_quiet", card=quiet[0].code)
    return None


def opens_for_others(layout: Layout, hand: int, card: Card) -> int:
    """How many cards the seat does not hold that laying ``card`` makes layable."""
    after = layout.copy()
    after.lay(card.index)
    opened = after.targets() & ~layout.targets() & ~after.cards
    return (opened & ~hand).bit_count()
