"""The Saudi follow rules against a naive reading of baloot.md, on random positions.

``naive_saudi`` is written straight from the rule text with card objects and
rank strings, sharing nothing with ``game.core.tricks`` but the card type.
The facts a card proves are checked as for the French rules: the real hand
agrees with them (sound) and every hand that agrees may play the card
(complete).  The locked trump is checked the same way.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.cards import Card, cards_of, mask_of, parse_cards
from game.core.decks import PIQUET_32
from game.core.piquet import PLAIN_ORDER, SUIT_TRUMP_ORDERS
from game.core.tricks import (
    TrickOrder,
    locked_lead,
    locked_lead_facts,
    saudi_facts,
    saudi_legal,
)

TRUMP_ORDER = "J9ATKQ87"
PLAIN_RANKS = "ATKQJ987"
MODES = ("S", "H", "D", "C", "sun")


def power(card: Card, mode: str, led: int) -> int:
    """How strong a card is in the trick (0: cannot win)."""
    if mode != "sun" and card.suit == "SHDC".index(mode):
        return 100 + 8 - TRUMP_ORDER.index(card.code[0])
    if card.suit == led:
        return 8 - PLAIN_RANKS.index(card.code[0])
    return 0


def naive_saudi(hand: list[Card], trick: list[Card], mode: str) -> list[Card]:
    if not trick:
        return hand
    led = trick[0].suit
    same = [c for c in hand if c.suit == led]
    if mode == "sun":
        return same or hand
    trump = "SHDC".index(mode)
    if same:
        if led == trump:
            best = max(trick, key=lambda c: power(c, mode, led))
            beating = [c for c in same if power(c, mode, led) > power(best, mode, led)]
            return beating or same
        return same
    trumps = [c for c in hand if c.suit == trump]
    return trumps or hand


def naive_locked_lead(hand: list[Card], mode: str) -> list[Card]:
    if mode == "sun":
        return hand
    others = [c for c in hand if c.suit != "SHDC".index(mode)]
    return others or hand


def order_for(mode: str) -> TrickOrder:
    return PLAIN_ORDER if mode == "sun" else SUIT_TRUMP_ORDERS["SHDC".index(mode)]


@st.composite
def positions(draw: st.DrawFn) -> tuple[list[Card], list[Card], str]:
    cards = draw(st.permutations(list(PIQUET_32)))
    trick_size = draw(st.integers(0, 3))
    hand_size = draw(st.integers(1, 8))
    trick = list(cards[:trick_size])
    hand = list(cards[trick_size : trick_size + hand_size])
    return hand, trick, draw(st.sampled_from(MODES))


def test_following_a_plain_lead_proves_nothing_about_trumps() -> None:
    """QS led, trumped with 7D; following with 8S says nothing of the diamonds held."""
    order = order_for("D")
    trick = parse_cards("QS 7D")
    facts = saudi_facts(Card.parse("8S").index, 0, trick[1].index, False, order)
    assert facts == 0


def fast(hand: list[Card], trick: list[Card], mode: str) -> tuple[int, int, int, bool]:
    order = order_for(mode)
    winner, position = -1, -1
    for i, card in enumerate(trick):
        if i == 0 or order.beats(card.index, winner):
            winner, position = card.index, i
    led = trick[0].suit if trick else -1
    partner = bool(trick) and position == len(trick) - 2
    return mask_of(hand), led, winner, partner


@settings(max_examples=500)
@given(positions())
def test_fast_saudi_plays_match_the_rule_text(position: tuple[list[Card], list[Card], str]) -> None:
    hand, trick, mode = position
    mask, led, winner, partner = fast(hand, trick, mode)
    expected = mask_of(naive_saudi(hand, trick, mode))
    assert saudi_legal(mask, led, winner, partner, order_for(mode)) == expected


@settings(max_examples=1000)
@given(positions(), st.data())
def test_saudi_facts_are_sound_and_complete(
    position: tuple[list[Card], list[Card], str], data: st.DataObject
) -> None:
    hand, trick, mode = position
    order = order_for(mode)
    mask, led, winner, partner = fast(hand, trick, mode)
    card = data.draw(st.sampled_from(cards_of(saudi_legal(mask, led, winner, partner, order))))
    facts = saudi_facts(card.index, led, winner, partner, order)
    assert facts & mask & ~card.bit == 0, "the real hand breaks a proven fact"
    unseen = [c for c in PIQUET_32 if c not in trick and c is not card and not facts & c.bit]
    other = data.draw(st.lists(st.sampled_from(unseen), max_size=7, unique=True)) if unseen else []
    alt = mask_of(other) | card.bit
    assert saudi_legal(alt, led, winner, partner, order) & card.bit, (
        "a hand consistent with the facts may not play the card: a fact is missing"
    )


@given(positions(), st.data())
def test_locked_lead_matches_the_rule_and_its_facts_hold(
    position: tuple[list[Card], list[Card], str], data: st.DataObject
) -> None:
    hand, _, mode = position
    order = order_for(mode)
    mask = mask_of(hand)
    legal = locked_lead(mask, order)
    assert legal == mask_of(naive_locked_lead(hand, mode))
    card = data.draw(st.sampled_from(cards_of(legal)))
    facts = locked_lead_facts(card.index, order)
    assert facts & mask == 0, "the real hand breaks a proven fact"
    unseen = [c for c in PIQUET_32 if c is not card and not facts & c.bit]
    other = data.draw(st.lists(st.sampled_from(unseen), max_size=7, unique=True))
    assert locked_lead(mask_of(other) | card.bit, order) & card.bit
