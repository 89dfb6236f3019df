"""The Dominoes layout's playable cards against a naive reading of barbu.md, on random layouts.

Rows are runs of one suit through the start rank, so a card fits exactly when
it is of the start rank in a suit with no card laid, or when a card of its suit
one rank away is laid (and it is not laid itself).
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.barbu.dominoes import Layout
from game.core.cards import Card, cards_of, mask_of
from game.core.decks import FULL_52


def naive_fits(card: Card, laid: set[Card], start: int) -> bool:
    if card in laid:
        return False
    same_suit = {c.rank for c in laid if c.suit == card.suit}
    if not same_suit:
        return card.rank == start
    return card.rank + 1 in same_suit or card.rank - 1 in same_suit


@st.composite
def layouts(draw: st.DrawFn) -> tuple[int, set[Card]]:
    start = draw(st.integers(0, 12))
    laid: set[Card] = set()
    for suit in range(4):
        if draw(st.booleans()):
            low = draw(st.integers(0, start))
            high = draw(st.integers(start, 12))
            laid.update(Card.of(rank, suit) for rank in range(low, high + 1))
    return start, laid


@given(layouts(), st.data())
def test_the_layout_targets_match_the_rule_text(
    layout: tuple[int, set[Card]], data: st.DataObject
) -> None:
    start, laid = layout
    rows = Layout.empty(start)
    # Lay the cards as play would: outwards from the start rank.
    for card in sorted(laid, key=lambda c: abs(c.rank - start)):
        rows.lay(card.index)
    assert rows.cards == mask_of(laid)
    expected = mask_of(c for c in FULL_52 if naive_fits(c, laid, start))
    assert rows.targets() == expected
    unseen = [c for c in FULL_52 if c not in laid]
    if unseen:
        hand = data.draw(st.lists(st.sampled_from(unseen), min_size=1, max_size=13, unique=True))
        playable = rows.targets() & mask_of(hand)
        assert cards_of(playable) == [c for c in sorted(hand) if naive_fits(c, laid, start)]
