"""The card-play catalogue: why the best card is best, from the trick on the table, the
seat's hand and what the seat knows of the others' (``ai.review.reasons_base``).

The first fact that applies wins, in this order: a rule that narrows the play (overtrump,
trump; following is said only when nothing better is); the last trick's bonus to save;
following a trick the partner holds (give points when his card is safe or nobody can
be shown to beat it, keep them when an opponent still to play may); following a trick an
opponent holds (win as cheaply as possible, take it, duck with a card that could take it,
keep the points); a discard when void; and leading: the last trump's holder, the trumps
drawn, drawing trumps, cashing a master before its suit runs out, a master, the partner's
proven void or likely master, and the card worth least when no card is master.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from ai.review.reasons_base import Explanation, likely_holder, possible, proven_void, unseen
from game.core.cards import SUIT_MASKS, Card, card_at, indices_of
from game.core.trickplay import TrickPlayState
from game.core.tricks import TrickOrder

RESTRICTIONS = {"overtrump": "must_overtrump", "trump": "must_trump", "follow": "must_follow"}
"""The play rules' reasons (``why_illegal``) an explanation names, and its kind for each."""

CASH_LEFT = 3  # a master is cashed while at most this many cards of its suit are still out


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


def is_master(state: TrickPlayState, seat: int, card: int) -> bool:
    """Whether every card of ``card``'s suit that beats it is played or in the seat's hand."""
    order = state.order
    assert order is not None
    above = order.above[card] & SUIT_MASKS[card // 13]
    return not above & ~state.played & ~state.hands[seat]


def masters_held(state: TrickPlayState, seat: int) -> int:
    """The seat's cards that no unseen card of their suit beats, outside the trumps while
    trumps are still out (a trump could take them)."""
    order = state.order
    assert order is not None
    trumps_out = bool(order.trump & unseen(state, seat))
    out = 0
    for index in indices_of(state.hands[seat]):
        if trumps_out and not order.trump >> index & 1:
            continue
        if is_master(state, seat, index):
            out |= 1 << index
    return out


def still_to_play(state: TrickPlayState) -> list[int]:
    """The seats after the one to act that still play to this trick."""
    count = 3 - len(state.trick)
    return [(state.to_act + i * state.step) % 4 for i in range(1, count + 1)]


def may_beat(state: TrickPlayState, seat: int, other: int, card: int) -> bool:
    """Whether ``other`` may hold a card that takes the trick from ``card``, as ``seat``
    knows it: a higher card of the led suit, or a trump (if he may be void in it)."""
    order = state.order
    assert order is not None
    led = state.trick[0] // 13 if state.trick else card // 13
    cards = possible(state, seat, other)
    shown_in_led = state.known[other] & SUIT_MASKS[led] & ~state.played
    for index in indices_of(cards):
        if order.beats(index, card) and (index // 13 == led or not shown_in_led):
            return True
    return False


def first_threat(
    state: TrickPlayState, seat: int, card: int, partners: Collection[int]
) -> int | None:
    """The first opponent still to play who may take the trick from ``card``, or None."""
    for other in still_to_play(state):
        if other in partners or other == seat:
            continue
        if may_beat(state, seat, other, card):
            return other
    return None


def card_play_reason(
    state: TrickPlayState,
    seat: int,
    best: Card,
    legal: list[Card],
    partners: Collection[int],
    last_bonus: int = 0,
    seed: int = 0,
) -> Explanation | None:
    """The card-play fact behind ``best`` among ``legal``, or None when none applies;
    ``last_bonus``: the last trick's bonus in the game's card points (0 without one)."""
    order = state.order
    assert order is not None
    narrowed = restriction(state, seat)
    if narrowed is not None and narrowed.kind != "must_follow":
        return narrowed
    saved = save_last_trick(state, seat, best, last_bonus)
    if saved is not None:
        return saved
    facts = trick_facts(state, seat, partners)
    if not facts.leading:
        return following(state, seat, best, legal, facts, partners) or narrowed
    return leading(state, seat, best, legal, facts, partners, seed)


def save_last_trick(
    state: TrickPlayState, seat: int, best: Card, last_bonus: int
) -> Explanation | None:
    """With two cards left, the other card kept as a master for the last trick."""
    order = state.order
    assert order is not None
    hand = state.hands[seat]
    if not last_bonus or hand.bit_count() != 2:
        return None
    (kept,) = indices_of(hand & ~best.bit)
    if kept in indices_of(masters_held(state, seat)) and not is_top_of_all(state, seat, best):
        return Explanation("keep_for_last", card=card_at(kept).code, count=last_bonus)
    return None


def is_top_of_all(state: TrickPlayState, seat: int, card: Card) -> bool:
    """Whether ``card`` itself is a master that no unseen trump can take."""
    return bool(masters_held(state, seat) >> card.index & 1)


def following(
    state: TrickPlayState,
    seat: int,
    best: Card,
    legal: list[Card],
    facts: TrickFacts,
    partners: Collection[int],
) -> Explanation | None:
    """Why ``best`` when following a trick."""
    order = state.order
    assert order is not None
    points = [order.points[card.index] for card in legal]
    best_points = order.points[best.index]
    winner = facts.winner_card
    winner_code = card_at(winner).code
    beats = order.beats(best.index, winner)
    beaters = [card for card in legal if order.beats(card.index, winner)]
    led = state.trick[0] // 13
    void = best.index // 13 != led and not state.hands[seat] & SUIT_MASKS[led]
    if facts.partner_winning and not beats:
        threat = first_threat(state, seat, winner, partners)
        if best_points > min(points):
            if threat is None:
                return Explanation("partner_safe", seat=facts.winner_seat, card=winner_code)
            return Explanation("partner_holds", seat=facts.winner_seat, card=winner_code)
        if threat is not None:
            return Explanation("partner_not_safe", seat=threat, card=winner_code)
        return discard(state, seat, best, led, void)
    if facts.partner_winning:
        return (
            Explanation("master_card", card=best.code)
            if is_master(state, seat, best.index)
            else None
        )
    if beats:
        cheapest = min(beaters, key=lambda card: order.strength[card.index])
        threat = first_threat(state, seat, best.index, partners)
        if len(beaters) > 1 and best == cheapest:
            return Explanation("win_cheaply", card=best.code)
        if threat is None:
            return Explanation("takes_trick", seat=facts.winner_seat, card=best.code)
        return Explanation("overtakes", seat=facts.winner_seat, card=best.code)
    if beaters:
        kept = max(beaters, key=lambda card: order.strength[card.index])
        return Explanation("duck", card=kept.code)
    if void:
        return discard(state, seat, best, led, void)
    if best_points == min(points):
        return Explanation("opponent_holds", seat=facts.winner_seat, card=winner_code)
    return Explanation("no_beater", seat=facts.winner_seat, card=winner_code)


def discard(
    state: TrickPlayState, seat: int, best: Card, led: int, void: bool
) -> Explanation | None:
    """A card thrown on a suit the seat no longer holds: the cheapest (keeping its masters),
    or a card its suit's higher cards beat."""
    if not void:
        return None
    order = state.order
    assert order is not None
    hand = state.hands[seat]
    suit = best.index // 13
    if order.points[best.index] == min(order.points[c] for c in indices_of(hand)):
        kept = masters_held(state, seat) & ~best.bit
        more = None
        if kept:
            top = max(indices_of(kept), key=lambda c: order.strength[c])
            more = Explanation("keep_master", card=card_at(top).code)
        return Explanation("discard_void", suit=led, card=best.code).then(more)
    higher = unseen(state, seat) & order.above[best.index] & SUIT_MASKS[suit]
    if higher:
        return Explanation("discard_lost", suit=led, card=best.code, count=higher.bit_count())
    return None


def leading(
    state: TrickPlayState,
    seat: int,
    best: Card,
    legal: list[Card],
    facts: TrickFacts,
    partners: Collection[int],
    seed: int,
) -> Explanation | None:
    """Why ``best`` as the trick's first card."""
    order = state.order
    assert order is not None
    trumps_out = facts.outstanding_trumps.bit_count()
    holds_trumps = bool(state.hands[seat] & order.trump)
    is_trump = bool(order.trump >> best.index & 1)
    if trumps_out == 1 and len(facts.trump_holders) == 1:
        return Explanation("last_trump", seat=facts.trump_holders[0])
    if trumps_out == 0 and holds_trumps and is_trump:
        return Explanation("trumps_drawn", card=best.code)
    if is_trump and trumps_out and any(s not in partners for s in facts.trump_holders):
        return Explanation("draw_trumps", card=best.code, count=trumps_out)
    suit = best.index // 13
    out_in_suit = (unseen(state, seat) & SUIT_MASKS[suit]).bit_count()
    if is_master(state, seat, best.index) and not is_trump:
        if 0 < out_in_suit <= CASH_LEFT:
            return Explanation("cash_master", card=best.code, count=out_in_suit)
        return Explanation("master_card", card=best.code)
    if is_master(state, seat, best.index):
        return Explanation("master_card", card=best.code)
    for partner in partners:
        if (
            not is_trump
            and order.trump
            and proven_void(state, seat, partner, suit)
            and possible(state, seat, partner) & order.trump
        ):
            return Explanation("lead_partner_void", seat=partner, suit=suit)
    top = top_unseen(state, seat, suit, order)
    if top >= 0 and partners:
        found = likely_holder(state, seat, top, seed)
        if found is not None and found[0] in partners:
            return Explanation(
                "partner_has_master", seat=found[0], card=card_at(top).code, percent=found[1]
            )
    points = [order.points[card.index] for card in legal]
    if order.points[best.index] == min(points):
        kind = "lead_low_keep" if masters_held(state, seat) else "lead_low"
        return Explanation(kind, card=best.code)
    hand = state.hands[seat]
    in_suit = (hand & SUIT_MASKS[suit]).bit_count()
    if in_suit == 1 and not is_trump and hand & order.trump:
        return Explanation("lead_short", card=best.code)
    plain = [(hand & SUIT_MASKS[s] & ~order.trump).bit_count() for s in range(4)]
    if not is_trump and in_suit >= 3 and in_suit == max(plain):
        return Explanation("lead_long_suit", suit=suit, count=in_suit)
    return None


def top_unseen(state: TrickPlayState, seat: int, suit: int, order: TrickOrder) -> int:
    """The strongest unseen card of ``suit`` (-1 when none is out)."""
    cards = unseen(state, seat) & SUIT_MASKS[suit]
    if not cards:
        return -1
    return max(indices_of(cards), key=lambda c: order.strength[c])
