"""Layout arithmetic for several window sizes (pure functions, no window)."""

from __future__ import annotations

import itertools

import pytest

from game.ui.layout import (
    Box,
    button_boxes,
    card_box,
    hand_centres,
    menu_buttons,
    panel_buttons,
    table_layout,
)

SIZES = [(800, 560), (1024, 768), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (1000, 900)]


def overlaps(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


@pytest.mark.parametrize("size", SIZES)
def test_every_region_fits_the_window(size: tuple[int, int]) -> None:
    layout = table_layout(*size)
    window = layout.table
    fixed = [
        layout.drop,
        layout.scores,
        layout.contract,
        layout.buttons,
        layout.panel,
        layout.log,
        *layout.labels,
    ]
    for box in fixed:
        assert box.inside(window), box
    for a, b in itertools.combinations(
        [layout.scores, layout.contract, layout.buttons, *layout.labels], 2
    ):
        assert not overlaps(a, b), (a, b)


@pytest.mark.parametrize("size", SIZES)
def test_hands_fit_and_stay_clear_of_the_corners(size: tuple[int, int]) -> None:
    layout = table_layout(*size)
    for seat in range(4):
        for count in (1, 5, 8, 13):
            centres = hand_centres(layout, seat, count)
            assert len(centres) == count
            boxes = [card_box(layout, seat, c) for c in centres]
            for box in boxes:
                assert box.inside(layout.table), (seat, count, box)
                assert not overlaps(box, layout.buttons)
                assert not overlaps(box, layout.scores) and not overlaps(box, layout.contract)
    bottom = [card_box(layout, 0, c) for c in hand_centres(layout, 0, 8)]
    assert not overlaps(bottom[0], layout.log)
    steps = [b.x - a.x for a, b in itertools.pairwise(bottom)]
    assert min(steps) >= layout.card[0] * 0.5, "each card's index corner must show"


@pytest.mark.parametrize("size", SIZES)
def test_the_trick_lies_inside_the_drop_zone(size: tuple[int, int]) -> None:
    layout = table_layout(*size)
    for centre in layout.trick:
        assert layout.drop.contains(centre)
        assert layout.zone_at(centre) == "table"
    assert layout.zone_at((1, 1)) == ""
    south, west, north, east = layout.trick
    assert south[1] > north[1] and west[0] < east[0]


def test_cards_grow_with_the_window() -> None:
    heights = [table_layout(*size).card[1] for size in [(800, 560), (1280, 800), (2560, 1440)]]
    assert heights == sorted(heights) and heights[0] < heights[-1]
    w, h = table_layout(1280, 800).card
    assert abs(h / w - 1.5) < 0.02


def test_button_rows_and_columns() -> None:
    layout = table_layout(1280, 800)
    column = button_boxes(layout, 5)
    assert all(b.inside(layout.buttons) for b in column)
    for count in (2, 4, 5, 9):
        boxes = panel_buttons(layout.panel, count, layout.font)
        assert len(boxes) == count
        assert all(b.inside(layout.panel) for b in boxes)
        assert not any(overlaps(a, b) for a, b in itertools.combinations(boxes, 2))
    menu = menu_buttons(1280, 800, 6)
    assert all(b.inside(Box(0, 0, 1280, 800)) for b in menu)
