"""The fast follow rules against a naive reading of belote_bga.md, on random positions.

``naive_legal`` is written straight from the rule text with card objects and
rank strings, sharing nothing with ``game.core.tricks`` but the card type.
The facts a card proves are checked the same way: every hand consistent with
the facts must allow the card (complete), and the real hand is consistent
(sound).
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.belote.orders import ALL_TRUMP_ORDER, NO_TRUMP_ORDER, SUIT_TRUMP_ORDERS
from game.core.cards import Card, cards_of, mask_of
from game.core.decks import PIQUET_32
from game.core.tricks import TrickOrder, french_facts, french_legal

TRUMP_ORDER = "J9ATKQ87"
PLAIN_ORDER = "ATKQJ987"
MODES = ("S", "H", "D", "C", "all-trump", "no-trump")


def power(card: Card, mode: str, led: int) -> int:
    """How strong a card is in the trick (0: cannot win)."""
    if mode in "SHDC" and card.suit == "SHDC".index(mode):
        return 100 + 8 - TRUMP_ORDER.index(card.code[0])
    if card.suit == led:
        return 8 - PLAIN_ORDER.index(card.code[0])
    return 0


def naive_legal(hand: list[Card], trick: list[Card], mode: str) -> list[Card]:
    if not trick:
        return hand
    led = trick[0].suit
    best = max(trick, key=lambda c: power(c, mode, led))
    winner_position = trick.index(best)
    partner_winning = winner_position == len(trick) - 2
    same = [c for c in hand if c.suit == led]
    if mode == "no-trump":
        return same or hand
    if mode == "all-trump":
        if not same:
            return hand
        beating = [c for c in same if power(c, mode, led) > power(best, mode, led)]
        return beating or same
    trump = "SHDC".index(mode)
    trumps = [c for c in hand if c.suit == trump]
    best_is_trump = best.suit == trump
    if same:
        if led == trump:
            over = [c for c in same if power(c, mode, led) > power(best, mode, led)]
            return over or same
        return same
    if partner_winning:
        if best_is_trump:
            over = [c for c in trumps if power(c, mode, led) > power(best, mode, led)]
            if over:
                return [c for c in hand if c.suit != trump] + over
        return hand
    if not trumps:
        return hand
    if best_is_trump:
        over = [c for c in trumps if power(c, mode, led) > power(best, mode, led)]
        return over or trumps
    return trumps


def order_for(mode: str) -> TrickOrder:
    if mode == "all-trump":
        return ALL_TRUMP_ORDER
    if mode == "no-trump":
        return NO_TRUMP_ORDER
    return SUIT_TRUMP_ORDERS["SHDC".index(mode)]


@st.composite
def positions(draw: st.DrawFn) -> tuple[list[Card], list[Card], str]:
    cards = draw(st.permutations(list(PIQUET_32)))
    trick_size = draw(st.integers(0, 3))
    hand_size = draw(st.integers(1, 8))
    trick = list(cards[:trick_size])
    hand = list(cards[trick_size : trick_size + hand_size])
    return hand, trick, draw(st.sampled_from(MODES))


def fast(hand: list[Card], trick: list[Card], mode: str) -> tuple[int, int, int, bool]:
    order = order_for(mode)
    winner, position = -1, -1
    for i, card in enumerate(trick):
        if i == 0 or order.beats(card.index, winner):
            winner, position = card.index, i
    led = trick[0].suit if trick else -1
    partner = bool(trick) and position == len(trick) - 2
    return mask_of(hand), led, winner, partner


@given(positions())
def test_fast_legal_plays_match_the_rule_text(position: tuple[list[Card], list[Card], str]) -> None:
    hand, trick, mode = position
    mask, led, winner, partner = fast(hand, trick, mode)
    expected = mask_of(naive_legal(hand, trick, mode))
    assert french_legal(mask, led, winner, partner, order_for(mode)) == expected


@given(positions(), st.data())
def test_facts_are_sound_and_complete(
    position: tuple[list[Card], list[Card], str], data: st.DataObject
) -> None:
    hand, trick, mode = position
    order = order_for(mode)
    mask, led, winner, partner = fast(hand, trick, mode)
    card = data.draw(st.sampled_from(cards_of(french_legal(mask, led, winner, partner, order))))
    facts = french_facts(card.index, led, winner, partner, order)
    assert facts & mask & ~card.bit == 0, "the real hand breaks a proven fact"
    unseen = [c for c in PIQUET_32 if c not in trick and c is not card and not facts & c.bit]
    other = data.draw(st.lists(st.sampled_from(unseen), max_size=7, unique=True)) if unseen else []
    alt = mask_of(other) | card.bit
    assert french_legal(alt, led, winner, partner, order) & card.bit, (
        "a hand consistent with the facts may not play the card: a fact is missing"
    )
