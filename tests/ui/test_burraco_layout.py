"""Burraco table geometry: a 25-card hand, ten melds a team and a long pile fit and stay
legible (each card's index corner in view) from the smallest window up; nothing covers
the controls."""

from __future__ import annotations

import itertools

import pytest

from game.session.zones import PILE_ZONE, STOCK_ZONE, TABLE_ZONE
from game.ui.games.burraco.layout import (
    INDEX_DEPTH,
    INDEX_STRIP,
    MIN_MELD_WIDTH,
    back_places,
    burraco_layout,
    hand_places,
    meld_places,
    pile_places,
)
from game.ui.layout import Box, fit_scale
from tests.ui.test_layout import PORTRAIT, ROTATED, SHRUNK, SIZES, overlaps

TEN_MELDS = (
    [3, 4, 5, 7, 8, 3, 4, 5, 6, 9],
    [7] * 10,
    [3] * 10,
    [14, 13, 12, 11, 10, 9, 8, 7, 3, 3],
)


def legible(centres: list[tuple[float, float]], size: tuple[int, int]) -> bool:
    """Each card's index corner is not covered by the cards drawn after it."""
    w, h = size
    for i, (x, y) in enumerate(centres):
        corner = Box(x - w / 2, y - h / 2, w * INDEX_STRIP, h * INDEX_DEPTH)
        for x2, y2 in centres[i + 1 :]:
            if overlaps(corner, Box.centred(x2, y2, w, h)):
                return False
    return True


@pytest.mark.parametrize("size", SIZES)
def test_regions_fit_and_keep_apart(size: tuple[int, int]) -> None:
    lay = burraco_layout(*size)
    window = lay.base.table
    controls = [lay.base.scores, lay.base.contract, lay.base.buttons, lay.base.log]
    regions = [lay.hand, lay.stock, *lay.pots, lay.pile, *lay.melds, *lay.backs[1:]]
    regions += list(lay.base.labels)
    for box in controls + regions:
        assert box.inside(window), box
    for a, b in itertools.combinations(controls + regions, 2):
        assert not overlaps(a, b), (a, b)
    assert lay.zone_at(lay.stock.center) == STOCK_ZONE
    assert lay.zone_at(lay.pile.center) == PILE_ZONE
    assert lay.zone_at(lay.melds[0].center) == TABLE_ZONE


@pytest.mark.parametrize("size", SIZES)
def test_a_25_card_hand_fits_and_every_index_shows(size: tuple[int, int]) -> None:
    lay = burraco_layout(*size)
    for count in (1, 11, 14, 22, 25, 30):
        centres = hand_places(lay, count)
        assert len(centres) == count
        boxes = [Box.centred(x, y, *lay.card) for x, y in centres]
        for box in boxes:
            assert box.inside(lay.hand), (count, box)
        assert legible(centres, lay.card), count
    assert lay.card[0] >= 50, "the hand's cards stay big enough to read"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("sizes", TEN_MELDS)
def test_ten_melds_a_team_fit_and_stay_legible(size: tuple[int, int], sizes: list[int]) -> None:
    lay = burraco_layout(*size)
    for team in (0, 1):
        places = meld_places(lay, team, sizes)
        assert len(places.boxes) == 10
        assert places.card[0] >= MIN_MELD_WIDTH
        for box, centres, n in zip(places.boxes, places.centres, sizes, strict=True):
            assert len(centres) == n
            assert box.inside(lay.melds[team]), box
        every = [c for centres in places.centres for c in centres]
        assert legible(every, places.card), sizes


@pytest.mark.parametrize("size", SIZES)
def test_the_pile_and_the_backs_stay_readable(size: tuple[int, int]) -> None:
    lay = burraco_layout(*size)
    for count in (1, 5, 20, 30, 40):
        card, centres = pile_places(lay, count)
        assert len(centres) == count
        for x, y in centres:
            assert Box.centred(x, y, *card).inside(lay.pile)
        assert legible(centres, card), count
        if count <= 30:
            assert card[0] >= min(lay.middle[0], MIN_MELD_WIDTH) * 0.75, (count, card)
    for seat in (1, 2, 3):
        for count in (0, 11, 25):
            for x, y in back_places(lay, seat, count):
                assert Box.centred(x, y, *lay.small).inside(lay.backs[seat])


@pytest.mark.parametrize("size", PORTRAIT)
def test_a_tall_window_stacks_the_burraco_table(size: tuple[int, int]) -> None:
    """The three other seats in a row under the scores, the buttons in a row at the foot."""
    lay = burraco_layout(*size)
    plates = lay.base.labels
    assert lay.base.portrait and len({round(p.y) for p in plates[1:]}) == 1
    assert plates[1].right < plates[2].x < plates[2].right < plates[3].x
    assert lay.base.scores.bottom < plates[2].y
    assert lay.melds[1].y > lay.backs[2].bottom and lay.hand.bottom <= lay.base.buttons.y
    assert lay.hand.w >= size[0] * 0.9


@pytest.mark.parametrize("size", ROTATED)
def test_a_rotated_monitor_keeps_the_burraco_cards(size: tuple[int, int]) -> None:
    wide, tall = burraco_layout(*size), burraco_layout(size[1], size[0])
    assert tall.card[0] >= wide.card[0] and tall.middle[0] >= wide.middle[0] * 0.95
    assert tall.font >= wide.font


@pytest.mark.parametrize("size", SHRUNK)
def test_a_shrunk_window_still_places_every_card(size: tuple[int, int]) -> None:
    """Below the smallest size the table is scaled down; every region stays in the window
    and every meld still gets its places (smaller than the legible minimum, if it must)."""
    assert fit_scale(*size) < 1
    lay = burraco_layout(*size)
    window = lay.base.table
    regions = [lay.hand, lay.stock, *lay.pots, lay.pile, *lay.melds, *lay.backs[1:]]
    regions += [lay.base.scores, lay.base.contract, lay.base.buttons, lay.base.log]
    for box in regions + list(lay.base.labels):
        assert box.w >= 0 and box.h >= 0 and box.inside(window), box
    assert min(lay.card + lay.small + lay.middle) >= 1
    for sizes in TEN_MELDS:
        places = meld_places(lay, 0, sizes)
        assert [len(c) for c in places.centres] == sizes
    assert len(hand_places(lay, 25)) == 25 and len(pile_places(lay, 40)[1]) == 40
