"""Why a Burraco decision: what the discard pile gives the seat (its cards that would go
into a meld or a lay-off with the seat's hand), a meld or a lay-off by the cards it takes
out of the hand (and a burraco it completes), and a discard by what it risks giving the
next player (the melds of his side it could be laid off on: the melds are public).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from ai.review.reasons_base import Explanation
from game.burraco.actions import Discard, Draw, Layoff, Meld, Pickup
from game.burraco.bag import CardBag
from game.burraco.listing import list_layoffs, list_melds
from game.burraco.melds import BURRACO_SIZE, CARD_POINTS, is_wild_card
from game.burraco.state import BurracoState
from game.core.api import State
from game.core.cards import ACE, JOKER_INDEX, card_at

BURRACO_KINDS = (
    "pile_gives",
    "pile_useless",
    "pile_wild",
    "pile_many",
    "pile_little",
    "pile_small",
    "pile_known",
    "pickup_shows",
    "discard_all_fit",
    "discard_isolated",
    "meld_cards",
    "layoff_cards",
    "makes_burraco",
    "discard_safe",
)
"""The template keys (``explain.<kind>``) of Burraco's reasons."""

SHOWN = 4  # at most this many of the pile's useful cards are named
MANY = 3  # a pile of this many cards or more is many cards at once


def pile_fit(state: BurracoState, seat: int) -> list[int]:
    """The pile's cards that would go into a new meld or a lay-off with the seat's hand."""
    bag = state.hands[seat].copy()
    for card in state.pile:
        bag.add(card)
    hand = state.hands[seat]
    used: set[int] = set()
    plays = [meld.cards for meld in list_melds(bag, state.set_ranks[seat & 1])]
    plays += [layoff.cards for layoff in list_layoffs(bag, state.team_melds(seat))]
    for cards in plays:
        for card in set(cards):
            if cards.count(card) > hand.count(card):  # a copy from the pile is needed
                used.add(card)
    return [card for card in dict.fromkeys(state.pile) if card in used]


def burraco_reasons(
    state: State,
    seat: int,
    best: Any,
    legal: Sequence[Any],
    partners: Collection[int],
    seed: int,
) -> Explanation | None:
    """Burraco's reason finder (``GameAI.reasons``)."""
    assert isinstance(state, BurracoState)
    return burraco_reason(state, seat, best, legal)


def burraco_reason(
    state: BurracoState, seat: int, best: Any, legal: Sequence[Any]
) -> Explanation | None:
    """Why ``best`` in a Burraco turn, or None when no fact applies."""
    if isinstance(best, Pickup):
        useful = pile_fit(state, seat)
        if useful:
            shown = tuple(card_at(card).code for card in useful[:SHOWN])
            return Explanation("pile_gives", cards=shown, count=len(state.pile))
        wild = [card for card in dict.fromkeys(state.pile) if is_wild_card(card)]
        if wild:
            return Explanation("pile_wild", cards=tuple(card_at(card).code for card in wild))
        if len(state.pile) >= MANY:
            return Explanation("pile_many", count=len(state.pile))
        return Explanation("pile_known", cards=tuple(card_at(card).code for card in state.pile))
    if isinstance(best, Draw):
        if not any(isinstance(action, Pickup) for action in legal):
            return None
        useful = pile_fit(state, seat)
        if not useful:
            return Explanation("pile_useless", count=len(state.pile))
        if 2 * len(useful) < len(state.pile):
            shown = tuple(card_at(card).code for card in useful[:SHOWN])
            return Explanation("pile_little", cards=shown, count=len(state.pile))
        if len(state.pile) < MANY:
            shown = tuple(card_at(card).code for card in state.pile)
            return Explanation("pile_small", cards=shown, count=len(state.pile))
        return Explanation("pickup_shows", count=len(state.pile))
    if isinstance(best, Meld):
        named = tuple(card_at(card).code for card in best.cards)
        if len(best.cards) >= BURRACO_SIZE:
            return Explanation("makes_burraco", cards=named, count=len(best.cards))
        return Explanation("meld_cards", cards=named, count=len(best.cards))
    if isinstance(best, Layoff):
        named = tuple(card_at(card).code for card in best.cards)
        melds = state.team_melds(seat)
        before = len(melds[best.meld - 1].cards) if 0 < best.meld <= len(melds) else 0
        after = before + len(best.cards)
        if before < BURRACO_SIZE <= after:
            return Explanation("makes_burraco", cards=named, count=after)
        return Explanation("layoff_cards", cards=named, count=len(best.cards))
    if isinstance(best, Discard):
        discards = [action.card for action in legal if isinstance(action, Discard)]
        return discard_risk(state, seat, best.card, discards)
    return None


def discard_risk(
    state: BurracoState, seat: int, card: int, discards: Sequence[int]
) -> Explanation | None:
    """A discard that fits none of the next player's side's melds (the table shows them),
    or the cheapest when every discard fits one."""
    following = (seat + 1) % 4
    melds = state.team_melds(following)
    if not list_layoffs(CardBag([card]), melds):
        return Explanation("discard_safe", seat=following, card=card_at(card).code)
    if all(list_layoffs(CardBag([other]), melds) for other in discards) and CARD_POINTS[
        card
    ] == min(CARD_POINTS[other] for other in discards):
        return Explanation("discard_all_fit", seat=following, card=card_at(card).code)
    if isolated(state.hands[seat], card):
        return Explanation("discard_isolated", card=card_at(card).code)
    return None


def isolated(hand: CardBag, card: int) -> bool:
    """Whether ``card`` (a natural) goes with no other card of ``hand``: no other of its
    rank, none of its suit within two ranks, no wild card to help it."""
    if is_wild_card(card) or hand.jokers or hand.count(card) > 1:
        return False
    suit, rank = divmod(card, 13)
    for other in hand.indices():
        if other in (card, JOKER_INDEX):
            continue
        if is_wild_card(other):
            return False
        if other % 13 == rank or (other // 13 == suit and near(other % 13, rank)):
            return False
    return True


def near(rank: int, other: int) -> bool:
    """Whether two ranks lie within two of each other (an ace high or low)."""
    low = {rank, -1 if rank == ACE else rank}
    return any(abs(a - b) <= 2 for a in low for b in {other, -1 if other == ACE else other})
