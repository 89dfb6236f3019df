"""Why a hint's best option is best, or why the play is forced: facts, never free text.

``explain`` reads the decision's position as the deciding seat knows it (its own
hand, the trick on the table, the cards played and what the play rules proved
about the others' hands: never a hidden card) and the options the search valued,
and names one ``Explanation``: a template key (``KINDS``, each a text in every
language, ``explain.<kind>``) and the values that fill it.  The first fact that
applies wins, in this order: a rule that forces or narrows the play (overtrump,
trump, follow); the partner holding the trick; an opponent holding it; the best
card taking the trick; where the last trumps are; a master card; and otherwise
the search's own margin over the next option.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from ai.agent import InfoState
from ai.review.model import OptionValue
from ai.search.pieces import BotAction
from game.core.api import State
from game.core.cards import SUIT_MASKS, Card, card_at, indices_of
from game.core.trickplay import TrickPlayState

KINDS = (
    "only_action",
    "must_overtrump",
    "must_trump",
    "must_follow",
    "partner_holds",
    "opponent_holds",
    "takes_trick",
    "last_trump",
    "trumps_drawn",
    "master_card",
    "search_margin",
    "all_equal",
)
"""Every explanation's template key (``explain.<kind>`` in the texts)."""

RESTRICTIONS = {"overtrump": "must_overtrump", "trump": "must_trump", "follow": "must_follow"}
"""The play rules' reasons (``why_illegal``) an explanation names, and its kind for each."""

EQUAL = 0.05  # options whose values differ by less are worth the same to the hint


@dataclass(frozen=True)
class Explanation:
    """One sentence's facts: its template key and the values that fill it (``-1`` and ``""``
    where the template has no such value)."""

    kind: str
    seat: int = -1  # a seat named by the sentence (the winner of the trick, a trump's holder)
    card: str = ""  # a card's code ("9H")
    suit: int = -1
    points: float = 0.0  # the best option's margin over the next, in the game's points


@dataclass(frozen=True)
class TrickFacts:
    """The trick and the trumps as ``seat`` sees them, before it plays."""

    seat: int
    leading: bool
    winner_seat: int  # -1 when leading
    winner_card: int  # a card index, -1 when leading
    partner_winning: bool
    outstanding_trumps: int  # a card set: trumps neither played nor in the seat's hand
    trump_holders: tuple[int, ...]  # seats that may hold an outstanding trump


def trick_facts(state: TrickPlayState, seat: int, partners: Collection[int]) -> TrickFacts:
    """The public trick and what ``seat`` can know of the outstanding trumps: the cards
    played, its own hand, and the cards each other seat is proven not to hold; ``partners``
    are the other seats of its side (``GameDefinition.partners_of``)."""
    order = state.order
    assert order is not None, "trick facts need a trick order (the play has begun)"
    leading = not state.trick
    winner_seat = -1 if leading else state.win_seat
    outstanding = order.trump & ~state.played & ~state.hands[seat]
    holders = tuple(
        other
        for other in range(4)
        if other != seat
        and state.hands[other]  # the hand's size is public
        and outstanding & ~state.forbidden[other]
    )
    return TrickFacts(
        seat=seat,
        leading=leading,
        winner_seat=winner_seat,
        winner_card=-1 if leading else state.win_card,
        partner_winning=not leading and winner_seat in partners,
        outstanding_trumps=outstanding,
        trump_holders=holders,
    )


def explain(
    state: State,
    seat: int,
    options: Sequence[OptionValue],
    legal: Sequence[Any],
    partners: Collection[int],
) -> Explanation:
    """The fact that best says why ``options[0]`` (the best) is best for ``seat`` in
    ``state`` (read only as the seat knows it), among its ``legal`` actions; ``partners``
    are the other seats of its side (none without teams)."""
    if len(legal) <= 1:
        restricted = restriction(state, seat) if isinstance(state, TrickPlayState) else None
        return restricted or Explanation("only_action")
    if isinstance(state, TrickPlayState) and state.in_play and options:
        found = card_play_fact(state, seat, options, legal, partners)
        if found is not None:
            return found
    return margin(options)


def restriction(state: TrickPlayState, seat: int) -> Explanation | None:
    """The rule that narrows ``seat``'s cards, from the reason a held card is refused."""
    if not state.in_play or not state.trick:
        return None
    playable = state.playable(seat)
    for index in indices_of(state.hands[seat] & ~playable):
        reason = state.why_illegal(card_at(index))
        kind = RESTRICTIONS.get(reason.key) if reason is not None else None
        if kind == "must_follow":
            return Explanation(kind, suit=state.trick[0] // 13)
        if kind is not None:
            return Explanation(kind, seat=state.win_seat, card=card_at(state.win_card).code)
    return None


def card_play_fact(
    state: TrickPlayState,
    seat: int,
    options: Sequence[OptionValue],
    legal: Sequence[Any],
    partners: Collection[int],
) -> Explanation | None:
    """The card-play fact behind the best card, or None when none applies."""
    order = state.order
    assert order is not None
    cards = {str(card): card for card in legal if isinstance(card, Card)}
    best = cards.get(options[0].action)
    if best is None:
        return None
    narrowed = restriction(state, seat)
    if narrowed is not None and narrowed.kind != "must_follow":
        return narrowed
    facts = trick_facts(state, seat, partners)
    points = [order.points[card.index] for card in cards.values()]
    best_points = order.points[best.index]
    if not facts.leading:
        beats = order.beats(best.index, facts.winner_card)
        winner = card_at(facts.winner_card).code
        if facts.partner_winning and not beats and best_points > min(points):
            return Explanation("partner_holds", seat=facts.winner_seat, card=winner)
        if not facts.partner_winning and not beats and best_points == min(points):
            return Explanation("opponent_holds", seat=facts.winner_seat, card=winner)
        if not facts.partner_winning and beats:
            return Explanation("takes_trick", seat=facts.winner_seat, card=best.code)
        return None
    trumps_out = facts.outstanding_trumps.bit_count()
    holds_trumps = bool(state.hands[seat] & order.trump)
    if trumps_out == 1 and len(facts.trump_holders) == 1:
        return Explanation("last_trump", seat=facts.trump_holders[0])
    if trumps_out == 0 and holds_trumps and order.trump >> best.index & 1:
        return Explanation("trumps_drawn", card=best.code)
    if is_master(state, seat, best.index):
        return Explanation("master_card", card=best.code)
    return None


def is_master(state: TrickPlayState, seat: int, card: int) -> bool:
    """Whether every card of ``card``'s suit that beats it is played or in the seat's hand."""
    order = state.order
    assert order is not None
    above = order.above[card] & SUIT_MASKS[card // 13]
    return not above & ~state.played & ~state.hands[seat]


def margin(options: Sequence[OptionValue]) -> Explanation:
    """The search's own reason: the best option's margin over the next."""
    if len(options) < 2:
        return Explanation("only_action")
    gap = options[0].value - options[1].value
    if gap < EQUAL:
        return Explanation("all_equal")
    return Explanation("search_margin", points=gap)


def contract_chance(
    info: InfoState, action: Any, bot: BotAction, worlds: int, seed: int
) -> float | None:
    """How often the contract is made after ``action``, over ``worlds`` sampled worlds each
    played out by the game's rule-based ``bot``; None without a contract to make."""
    made = 0
    counted = 0
    rng = random.Random(seed)
    for _ in range(worlds):
        world = info.sample_world(rng)
        world.apply(action)
        while not world.is_over:
            world.apply(bot(world, world.to_act, world.legal_actions()))
        result = world.result().made
        if result is not None:
            counted += 1
            made += bool(result)
    return made / counted if counted else None
