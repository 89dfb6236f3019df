"""Barbu's Dominoes as a layout of the trick table: the cards laid out in the middle.

In the Dominoes contract the cards are not played to tricks but laid out in a row per
suit, each row growing both ways from its start rank; the trick table shows those rows at
half size over its drop zone, a row per suit and a column per rank.  Pure geometry
from the table's layout, so the trick table only asks where each laid card goes, and the
decision panel (a blocked player's pass) where it may go without covering the rows.
"""

from __future__ import annotations

from game.core.cards import Card, card_at
from game.ui.layout import Box, TableLayout

SUIT_LETTERS = "SHDC"  # the rows' order in the view (spades first)
FIRST_LAYER = 150  # the rows lie over the hands' backs and under the trick
SIDE_WIDTH = 12.0  # the narrowest strip beside the rows a panel goes in, in fonts


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


def laid_extent(layout: TableLayout) -> Box:
    """Every place a laid card may take (thirteen ranks in four rows), as one box."""
    w, h = domino_size(layout)
    places = [domino_place(layout, card_at(index)) for index in range(52)]
    left = min(x for x, _ in places) - w / 2
    top = min(y for _, y in places) - h / 2
    right = max(x for x, _ in places) + w / 2
    bottom = max(y for _, y in places) + h / 2
    return Box(left, top, right - left, bottom - top)


def domino_panel(layout: TableLayout) -> Box:
    """Where the decision panel may go in Dominoes, clear of every place a laid card may take:
    the strip beside the rows, between them and a side hand (the wider side), or, when both
    are narrow (a tall window), the strip under them above the player's own plate."""
    rows = laid_extent(layout)
    gap = layout.margin * 0.6
    half = layout.small[1] / 2  # a side hand's backs lie across: as wide as a card is high
    right_x = rows.right + gap
    right = Box(right_x, rows.y, layout.fans[3].x - half - gap - right_x, rows.h)
    left_x = layout.fans[1].x + half + gap
    left = Box(left_x, rows.y, rows.x - gap - left_x, rows.h)
    side = max(right, left, key=lambda box: box.w)
    if side.w >= layout.font * SIDE_WIDTH:
        return side
    top = rows.bottom + gap
    width = layout.width - 2 * layout.margin
    return Box(layout.margin, top, width, max(0.0, layout.labels[0].y - gap - top))
