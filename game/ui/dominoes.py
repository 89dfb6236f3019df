"""Barbu's Dominoes as a layout of the trick table: the cards laid out in the middle.

In the Dominoes contract the cards are not played to tricks but laid out in a row per
suit, each row growing both ways from its start rank; the trick table shows those rows at
half size over its drop zone, a row per suit and a column per rank.  Pure geometry
from the table's layout, so the trick table only asks where each laid card goes.
"""

from __future__ import annotations

from game.core.cards import Card
from game.ui.layout import TableLayout

SUIT_LETTERS = "SHDC"  # the rows' order in the view (spades first)
FIRST_LAYER = 150  # the rows lie over the hands' backs and under the trick


def domino_size(layout: TableLayout) -> tuple[int, int]:
    """A laid card: half a hand card, so that four rows of eight fit the middle."""
    cw, ch = layout.card
    return (round(cw * 0.5), round(ch * 0.5))


def domino_place(layout: TableLayout, card: Card) -> tuple[float, float]:
    """Where a card lies in the Dominoes layout: a row per suit, a column per rank."""
    cx, cy = layout.drop.center
    cw, ch = layout.card
    return (cx + (card.rank - 6) * cw * 0.31, cy + (card.suit - 1.5) * ch * 0.52)


def laid_cards(rows: tuple[str, ...]) -> list[tuple[Card, int]]:
    """The laid cards of the view's rows (rank letters per suit), each with its layer."""
    return [
        (Card.parse(letter + SUIT_LETTERS[suit]), FIRST_LAYER + i)
        for suit, row in enumerate(rows)
        for i, letter in enumerate(row)
    ]
