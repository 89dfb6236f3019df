"""Why a call of a Baloot deal before its play (the pre-deal choice, Sun or Hokum or a pass,
Ashkal, the doubling ladder), and Baloot's reason finder (``GameAI.reasons``): the hand's
cards that carry the call, the projects they make, what the other calls showed; in the
card play, the trick-play reasons with the last trick's 10 (``ai.games.belote.reasons``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from ai.games.belote.reasons import (
    calls_seen,
    declaration,
    named,
    plain_call,
    play_reason,
    strongest_suit,
    suit_call,
    weak_plain,
    weak_suit,
    winners,
)
from ai.review.reasons_base import Explanation, codes
from game.baloot.projects import HOKUM_PROJECTS, SUN_PROJECTS
from game.baloot.state import BIDDING, DOUBLING, LAST_TRICK, PLAY, PREDEAL, BalootState
from game.core.api import State
from game.core.piquet import PLAIN_ORDER


def baloot_reasons(
    state: State,
    seat: int,
    best: Any,
    legal: Sequence[Any],
    partners: Collection[int],
    seed: int,
) -> Explanation | None:
    """Baloot's reason finder (``GameAI.reasons``): a call's, else a card's."""
    assert isinstance(state, BalootState)
    if state.phase != PLAY:
        return baloot_call(state, seat, best, legal, partners)
    return play_reason(state, seat, best, legal, partners, seed, LAST_TRICK)


def baloot_call(
    state: BalootState, seat: int, best: Any, legal: Sequence[Any], partners: Collection[int]
) -> Explanation | None:
    """Why the best call of a Baloot deal before its play."""
    if state.phase == PREDEAL:
        return Explanation("predeal_blind")
    if state.phase == DOUBLING:
        return baloot_double(state, seat, best)
    if state.phase != BIDDING:
        return None
    hand = state.hands[seat]
    with_turn_up = hand | 1 << state.turn_up
    kind = best.kind
    if kind == "redeal":
        return Explanation("bid_redeal")
    if kind == "ashkal":
        top = winners(hand, PLAIN_ORDER)
        return Explanation("bid_ashkal", seat=seat ^ 2, cards=codes(top), count=top.bit_count())
    found: Explanation | None
    shown = None
    if kind == "hokum":
        suit = best.suit
        if suit < 0:
            suit = state.pending_suit if state.stage == "keep" else state.turn_up // 13
        found = suit_call(with_turn_up, suit)
        shown = declaration(with_turn_up, HOKUM_PROJECTS, suit)
    elif kind == "sun":
        found = plain_call(with_turn_up, PLAIN_ORDER)
        shown = declaration(with_turn_up, SUN_PROJECTS, -1)
    else:
        kinds = {call.kind for call in legal}
        hokum = [c for c in legal if c.kind == "hokum"]
        if hokum:
            suits = [c.suit if c.suit >= 0 else state.turn_up // 13 for c in hokum]
            found = weak_suit(with_turn_up, strongest_suit(with_turn_up, suits))
        elif "sun" in kinds:
            found = weak_plain(with_turn_up, PLAIN_ORDER)
        else:
            found = None
    if found is None:
        return None
    pending = state.pending_taker if state.stage == "takeover" else -1
    return found.then(shown, calls_seen(state, seat, partners, kind != "pass", pending))


def baloot_double(state: BalootState, seat: int, best: Any) -> Explanation | None:
    """Why raise the doubling ladder a step, or not."""
    order = state.order
    assert order is not None
    hand = state.hands[seat]
    top = winners(hand, order)
    more = None
    trumps = hand & order.trump
    if trumps:
        more = Explanation(
            "trumps_held",
            suit=order.trump_suit,
            cards=named(trumps, order.trump_suit),
            count=trumps.bit_count(),
        )
    if not top:
        if best.kind == "pass":
            return Explanation("raise_no_top").then(more)
        if more is None:
            return None
        return Explanation("raise_trumps", suit=more.suit, cards=more.cards, count=more.count)
    kind = "raise_weak" if best.kind == "pass" else "raise_strong"
    return Explanation(kind, cards=codes(top), count=top.bit_count()).then(more)
