"""The fast Trumps rule against a naive reading of barbu.md, on random positions.

``naive_legal`` is written straight from the rule text with card objects and
rank letters, sharing nothing with ``game.barbu.play_rules`` but the card type.
The facts a card proves are checked the same way: every hand consistent with
the facts must allow the card (complete), and the real hand is consistent
(sound).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.barbu.play_rules import TRUMP_ORDERS, trumps_facts, trumps_legal
from game.core.cards import Card, cards_of, mask_of
from game.core.decks import FULL_52

RANKS = "23456789TJQKA"


def rank(card: Card) -> int:
    return RANKS.index(card.code[0])


def naive_legal(hand: list[Card], trick: list[Card], trump: int, strict: bool) -> list[Card]:
    if not trick:
        return hand
    led = trick[0].suit
    trumps_in_trick = [c for c in trick if c.suit == trump]
    same = [c for c in hand if c.suit == led]
    if same:
        if led == trump:
            highest = max(rank(c) for c in trumps_in_trick)
            beating = [c for c in same if rank(c) > highest]
            return beating or same
        return same
    if not strict:
        return hand

    def would_win(card: Card) -> bool:
        if card.suit != trump:
            return False
        return not trumps_in_trick or rank(card) > max(rank(c) for c in trumps_in_trick)

    winning = [c for c in hand if would_win(c)]
    return winning or hand


@st.composite
def positions(draw: st.DrawFn) -> tuple[list[Card], list[Card], int, bool]:
    """Half the hands are void in the led suit, where the Trumps obligation bites."""
    cards = draw(st.permutations(list(FULL_52)))
    trick_size = draw(st.integers(0, 3))
    trick = list(cards[:trick_size])
    rest = list(cards[trick_size:])
    if trick and draw(st.booleans()):
        rest = [c for c in rest if c.suit != trick[0].suit]
    hand = rest[: draw(st.integers(1, 13))]
    return hand, trick, draw(st.integers(0, 3)), draw(st.booleans())


def fast(trick: list[Card], trump: int) -> tuple[int, int]:
    order = TRUMP_ORDERS[trump]
    winner = -1
    for i, card in enumerate(trick):
        if i == 0 or order.beats(card.index, winner):
            winner = card.index
    return (trick[0].suit if trick else -1), winner


def fast_legal(mask: int, led: int, winner: int, trump: int, strict: bool) -> int:
    return mask if led < 0 else trumps_legal(mask, led, winner, TRUMP_ORDERS[trump], strict)


@settings(max_examples=400)
@given(positions())
def test_fast_legal_plays_match_the_rule_text(
    position: tuple[list[Card], list[Card], int, bool],
) -> None:
    hand, trick, trump, strict = position
    led, winner = fast(trick, trump)
    expected = mask_of(naive_legal(hand, trick, trump, strict))
    assert fast_legal(mask_of(hand), led, winner, trump, strict) == expected


@settings(max_examples=400)
@given(positions(), st.data())
def test_facts_are_sound_and_complete(
    position: tuple[list[Card], list[Card], int, bool], data: st.DataObject
) -> None:
    hand, trick, trump, strict = position
    if not trick:
        return
    order = TRUMP_ORDERS[trump]
    led, winner = fast(trick, trump)
    mask = mask_of(hand)
    card = data.draw(st.sampled_from(cards_of(fast_legal(mask, led, winner, trump, strict))))
    facts = trumps_facts(card.index, led, winner, order, strict)
    assert facts & mask & ~card.bit == 0, "the real hand breaks a proven fact"
    unseen = [c for c in FULL_52 if c not in trick and c is not card and not facts & c.bit]
    other = data.draw(st.lists(st.sampled_from(unseen), max_size=12, unique=True)) if unseen else []
    alt = mask_of(other) | card.bit
    assert fast_legal(alt, led, winner, trump, strict) & card.bit, (
        "a hand consistent with the facts may not play the card: a fact is missing"
    )
