"""Why a bid, a pass or a declaration in Belote (both rule sets), and Belote's reason finder
(``GameAI.reasons``): the cards of the seat's own hand that carry the call (the trumps it
would hold, with the turn-up the taker adds, and the cards that win from the top of their
suits), the declarations those cards already make, and what the other calls showed; in the
card play, the trick-play reasons (``ai.review.reasons_play``) with the last trick's 10.

The call helpers here serve Baloot's calls too (``ai.games.baloot.reasons``).  Everything
reads only the seat's hand, the turn-up and the calls made, so it holds in every world of
the seat's information.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from ai.review.reasons_base import Explanation, codes, ordered_codes, top_run
from ai.review.reasons_play import card_play_reason
from game.belote.classic import CLASSIC_TABLE, ClassicState
from game.belote.scoring import DIX_DE_DER
from game.belote.state import BIDDING, BeloteState
from game.core.api import State
from game.core.cards import ACE, JACK, NINE, SUIT_MASKS, TEN, Card
from game.core.declarations import DeclarationTable, best_combinations
from game.core.piquet import SUIT_TRUMP_ORDERS
from game.core.trickplay import TrickPlayState
from game.core.tricks import TrickOrder

CALL_KINDS = (
    "bid_top_cards_trump",
    "bid_long_trumps",
    "bid_top_cards",
    "bid_ashkal",
    "bid_redeal",
    "pass_void_suit",
    "pass_no_jack_nine",
    "pass_no_jack",
    "pass_few_trumps",
    "pass_few_winners",
    "pass_no_top",
    "pass_plain_weak",
    "holds_declaration",
    "partner_passed",
    "opponents_passed",
    "partner_bid",
    "opponent_bid",
    "predeal_blind",
    "raise_strong",
    "raise_weak",
    "raise_no_top",
    "raise_trumps",
    "trumps_held",
)
"""The template keys (``explain.<kind>``) of the Belote family's calls: bids, passes, the
doubling ladder, declarations and what the other calls showed."""

HONOURS = (JACK, NINE, ACE, TEN)  # the trump cards that carry a suit call, strongest first
FEW_TRUMPS = 3  # a suit call with at most this many trumps (with the turn-up) is short


def named(cards: int, suit: int) -> tuple[str, ...]:
    """The codes of ``cards``: those of the trump ``suit`` first, strongest first in its
    trump order (J 9 A 10...), then the others."""
    trumps = cards & SUIT_MASKS[suit]
    return ordered_codes(trumps, SUIT_TRUMP_ORDERS[suit]) + codes(cards & ~trumps)


def winners(hand: int, order: TrickOrder) -> int:
    """The cards of ``hand`` that win from the top of their suits in ``order``."""
    out = 0
    for suit in range(4):
        out |= top_run(hand, suit, order)
    return out


def honours(hand: int, suit: int) -> int:
    """The J, 9, A and 10 of ``suit`` in ``hand``: a suit call's carrying trumps."""
    return sum(1 << (13 * suit + rank) for rank in HONOURS if hand >> (13 * suit + rank) & 1)


def suit_call(hand: int, suit: int) -> Explanation | None:
    """Why a call with ``suit`` as trumps, from ``hand`` (the turn-up included); None
    without a card of the suit."""
    order = SUIT_TRUMP_ORDERS[suit]
    top = winners(hand, order)
    if not hand & SUIT_MASKS[suit]:
        return None
    if top & SUIT_MASKS[suit]:
        return Explanation(
            "bid_top_cards_trump", suit=suit, cards=named(top, suit), count=top.bit_count()
        )
    trumps = hand & SUIT_MASKS[suit]
    return Explanation(
        "bid_long_trumps", suit=suit, cards=named(trumps, suit), count=trumps.bit_count()
    )


def plain_call(hand: int, order: TrickOrder) -> Explanation | None:
    """Why a call without a trump suit (or with every suit trumps), from ``hand``."""
    top = winners(hand, order)
    if not top:
        return None
    return Explanation("bid_top_cards", cards=codes(top), count=top.bit_count())


def weak_suit(hand: int, suit: int) -> Explanation:
    """Why not ``suit`` as trumps, from ``hand`` (the turn-up included where it goes)."""
    trumps = hand & SUIT_MASKS[suit]
    if not trumps:
        return Explanation("pass_void_suit", suit=suit)
    jack, nine = 13 * suit + JACK, 13 * suit + NINE
    if not hand >> jack & 1 and not hand >> nine & 1:
        return Explanation("pass_no_jack_nine", suit=suit, cards=named(trumps, suit))
    if not hand >> jack & 1:
        return Explanation(
            "pass_no_jack", suit=suit, cards=named(trumps, suit), count=trumps.bit_count()
        )
    if trumps.bit_count() <= FEW_TRUMPS:
        return Explanation(
            "pass_few_trumps", suit=suit, cards=named(trumps, suit), count=trumps.bit_count()
        )
    top = winners(hand, SUIT_TRUMP_ORDERS[suit])
    return Explanation("pass_few_winners", suit=suit, cards=named(top, suit), count=top.bit_count())


def weak_plain(hand: int, order: TrickOrder) -> Explanation:
    """Why no call without trumps, from ``hand``."""
    top = winners(hand, order)
    aces = sum(1 for suit in range(4) if hand >> (13 * suit + ACE) & 1)
    if not top:
        return Explanation("pass_no_top", count=aces)
    return Explanation("pass_plain_weak", cards=codes(top), count=top.bit_count())


def strongest_suit(hand: int, suits: Collection[int]) -> int:
    """Of ``suits``, the one ``hand`` holds most carrying trumps and length in."""
    return max(
        suits,
        key=lambda s: (
            honours(hand, s).bit_count(),
            (hand & SUIT_MASKS[s]).bit_count(),
            winners(hand, SUIT_TRUMP_ORDERS[s]).bit_count(),
        ),
    )


def declaration(hand: int, table: DeclarationTable, trump: int) -> Explanation | None:
    """The best declaration (Belote) or project (Baloot) the cards already make."""
    found = best_combinations(hand, table, trump)
    if not found:
        return None
    first = found[0]
    return Explanation("holds_declaration", cards=codes(first.cards), count=first.points)


def calls_seen(
    state: TrickPlayState, seat: int, partners: Collection[int], calling: bool, pending: int = -1
) -> Explanation | None:
    """What the calls so far showed: a call by the other side or the partner ``pending``
    (Baloot's take-over, -1: none), the partner's pass (said with a pass), the opponents'
    passes (said with a call)."""
    if pending >= 0 and pending != seat:
        kind = "partner_bid" if pending in partners else "opponent_bid"
        return Explanation(kind, seat=pending)
    last: dict[int, str] = {}
    for mover, action in state.history:
        if not isinstance(action, Card):  # a call: its kind (``pass``, ``take``, ``hokum``...)
            last[mover] = action.kind
    others = [s for s in range(4) if s != seat and s not in partners]
    if not calling:
        for partner in partners:
            if last.get(partner) == "pass":
                return Explanation("partner_passed", seat=partner)
        return None
    if others and all(last.get(s) == "pass" for s in others):
        return Explanation("opponents_passed")
    return None


def belote_bid(
    state: BeloteState, seat: int, best: Any, legal: Sequence[Any], partners: Collection[int]
) -> Explanation | None:
    """Why the best bid of a Belote bidding (both rule sets)."""
    hand = state.hands[seat]
    with_turn_up = hand | 1 << state.turn_up
    turned = state.turn_up // 13
    kind = best.kind
    trump = -1
    if kind == "take":
        trump = turned
        called = suit_call(with_turn_up, turned)
        if called is None:
            return None
        found = called
    elif kind == "trump":
        trump = best.suit
        called = suit_call(with_turn_up, best.suit)
        if called is None:
            return None
        found = called
    elif kind in ("all-trump", "no-trump"):
        plain = plain_call(with_turn_up, state.order_for(best))
        if plain is None:
            return None
        found = plain
    else:
        suits = sorted(
            {turned if b.kind == "take" else b.suit for b in legal if b.kind in ("take", "trump")}
        )
        if not suits:
            return None
        found = weak_suit(with_turn_up, strongest_suit(with_turn_up, suits))
    more = calls_seen(state, seat, partners, kind != "pass")
    shown = None
    if kind != "pass" and isinstance(state, ClassicState) and state.rules.declarations:
        shown = declaration(with_turn_up, CLASSIC_TABLE, trump)
    return found.then(shown, more)


def belote_reasons(
    state: State,
    seat: int,
    best: Any,
    legal: Sequence[Any],
    partners: Collection[int],
    seed: int,
) -> Explanation | None:
    """Belote's reason finder (``GameAI.reasons``): a bid's, else a card's."""
    assert isinstance(state, BeloteState)
    if state.phase == BIDDING:
        return belote_bid(state, seat, best, legal, partners)
    return play_reason(state, seat, best, legal, partners, seed, DIX_DE_DER)


def play_reason(
    state: TrickPlayState,
    seat: int,
    best: Any,
    legal: Sequence[Any],
    partners: Collection[int],
    seed: int,
    last_trick: int,
) -> Explanation | None:
    """A card play's reason, the last trick worth ``last_trick`` more (a Belote family's)."""
    if not state.in_play or not isinstance(best, Card):
        return None
    cards = [card for card in legal if isinstance(card, Card)]
    return card_play_reason(state, seat, best, cards, partners, last_trick, seed)
