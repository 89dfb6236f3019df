"""Layout arithmetic for several window sizes (pure functions, no window)."""

from __future__ import annotations

import itertools

import pytest

from game.session.zones import NOWHERE, TABLE_ZONE
from game.ui.layout import (
    MIN_SIZE,
    Box,
    TableLayout,
    button_boxes,
    card_box,
    fit_scale,
    hand_centres,
    menu_buttons,
    panel_buttons,
    table_layout,
)

SIZES = [(800, 560), (1024, 768), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (1000, 900)]
PORTRAIT = [(560, 800), (768, 1366), (900, 1600), (800, 1600), (1080, 1920), (1000, 1001)]
SIZES += [*PORTRAIT, (7680, 4320), (4320, 7680), (3840, 600), (640, 3000)]
SHRUNK = [(799, 559), (640, 480), (480, 640), (300, 200), (200, 900), (1, 1000), (1, 1)]
ROTATED = [(1920, 1080), (1366, 768), (800, 560), (1600, 900)]


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
        assert layout.zone_at(centre) == TABLE_ZONE
    assert layout.zone_at((1, 1)) == NOWHERE
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


def regions(layout: TableLayout) -> list[Box]:
    return [
        layout.drop,
        layout.scores,
        layout.contract,
        layout.buttons,
        layout.panel,
        layout.message,
        layout.log,
        layout.hand,
        *layout.labels,
    ]


@pytest.mark.parametrize("size", PORTRAIT)
def test_a_tall_window_stacks_the_table(size: tuple[int, int]) -> None:
    """Buttons in a row at the foot, the hand above them across the width, the trick in
    between; the log and every plate clear of the cards."""
    layout = table_layout(*size)
    assert layout.portrait
    row = button_boxes(layout, 5)
    assert len({round(b.y) for b in row}) == 1 and all(b.inside(layout.buttons) for b in row)
    assert layout.hand.bottom <= layout.buttons.y and layout.hand.w >= size[0] * 0.9
    assert layout.scores.bottom < layout.labels[2].y < layout.drop.y
    assert layout.drop.bottom < layout.log.y < layout.log.bottom < layout.labels[0].y
    for seat in range(4):
        for count in (8, 13):
            for centre in hand_centres(layout, seat, count):
                box = card_box(layout, seat, centre)
                assert box.inside(layout.table)
                for other in (layout.log, layout.scores, layout.contract, layout.buttons):
                    assert not overlaps(box, other), (seat, box, other)


@pytest.mark.parametrize("size", ROTATED)
def test_a_rotated_monitor_reads_as_well(size: tuple[int, int]) -> None:
    """Turned on its side, a screen keeps the same text size and nearly the same cards."""
    wide, tall = table_layout(*size), table_layout(size[1], size[0])
    assert tall.font >= wide.font
    assert tall.card[0] >= wide.card[0] * 0.95


@pytest.mark.parametrize("size", SHRUNK)
def test_a_window_below_the_smallest_size_shrinks_the_whole_table(size: tuple[int, int]) -> None:
    """The smallest layout of the window's shape, scaled down: everything stays in view."""
    scale = fit_scale(*size)
    assert scale < 1
    layout = table_layout(*size)
    assert (layout.width, layout.height) == size
    full = table_layout(round(size[0] / scale), round(size[1] / scale))
    assert min(full.width, full.height) >= min(MIN_SIZE) and max(full.width, full.height) >= 800
    for small, big in zip(regions(layout), regions(full), strict=True):
        assert small.w >= 0 and small.h >= 0
        assert small.inside(layout.table), small
        assert abs(small.x - big.x * scale) < 1e-6 and abs(small.w - big.w * scale) < 1e-6
    assert layout.font <= full.font and min(layout.card) >= 1 and min(layout.small) >= 1
    for seat in range(4):
        for centre in hand_centres(layout, seat, 13):
            assert card_box(layout, seat, centre).inside(layout.table)
