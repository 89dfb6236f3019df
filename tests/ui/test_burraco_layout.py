"""Burraco table geometry: a 25-card hand, ten melds a team and a long pile fit and stay
legible (each card's index corner in view) from the smallest window up; nothing covers
the controls; the players sit as at a real table (partners across, opponents left and
right) at every window shape."""

from __future__ import annotations

import itertools

import pytest

from game.session.zones import PILE_ZONE, STOCK_ZONE, TABLE_ZONE
from game.ui.games.burraco.layout import (
    INDEX_DEPTH,
    INDEX_STRIP,
    MIN_MELD_WIDTH,
    BurracoLayout,
    back_places,
    backs_sideways,
    burraco_layout,
    hand_places,
    meld_places,
    meld_room,
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


def pots_box(lay: BurracoLayout) -> Box:
    """The two pots, crossed: the box they cover together."""
    a, b = lay.pots
    x, y = min(a.x, b.x), min(a.y, b.y)
    return Box(x, y, max(a.right, b.right) - x, max(a.bottom, b.bottom) - y)


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
    regions = [lay.hand, lay.stock, pots_box(lay), lay.pot_notes, lay.pile, *lay.melds]
    regions += [*lay.backs[1:], *lay.base.labels]
    for box in controls + regions + list(lay.pots):
        assert box.inside(window), box
    assert lay.pots[0].center == lay.pots[1].center  # crossed, the one on top lies sideways
    assert (lay.pots[0].w, lay.pots[0].h) == (lay.pots[1].h, lay.pots[1].w)
    for a, b in itertools.combinations(controls + regions, 2):
        assert not overlaps(a, b), (a, b)
    assert lay.zone_at(lay.stock.center) == STOCK_ZONE
    assert lay.zone_at(lay.pile.center) == PILE_ZONE
    assert lay.zone_at(lay.melds[0].center) == TABLE_ZONE


SEATING = [*SIZES, (1024, 640), (3840, 600), (1000, 1000), (600, 2000), *SHRUNK[:3]]


@pytest.mark.parametrize("size", SEATING)
def test_the_players_sit_as_at_a_real_table(size: tuple[int, int]) -> None:
    """You at the bottom, your partner North across at the top, West on the left and East on
    the right; our melds near us (between the stock and our hand), theirs across; the stock
    and the pile in the centre with the pots crossed beside the stock; no seat, meld area,
    pot, pile or stock over another."""
    lay = burraco_layout(*size)
    ours, west, north, east = lay.base.labels
    hand, backs = lay.hand, lay.backs
    middle = lay.melds[0]
    # partners face each other: North's plate and backs above ours and our hand
    assert north.bottom <= ours.y and backs[2].bottom <= hand.y and ours.bottom <= hand.y + 1
    assert north.bottom <= lay.melds[1].y + 0.5 and backs[2].bottom <= lay.melds[1].y + 0.5
    # the opponents on either side: West's backs along the left edge, East's along the right
    assert backs[1].right <= middle.x and backs[3].x >= middle.right
    assert west.center[0] < north.center[0] < east.center[0]
    assert west.center[0] < ours.center[0] < east.center[0]
    assert backs_sideways(lay, 1) and backs_sideways(lay, 3) and not backs_sideways(lay, 2)
    if not lay.base.portrait:  # beside the table, level with its middle
        assert west.right <= middle.x and east.x >= middle.right
        for side in (backs[1], backs[3]):
            assert side.y < lay.stock.bottom and side.bottom > lay.stock.y
    assert abs(ours.center[0] - hand.center[0]) < 1 and abs(north.center[0] - ours.center[0]) < 1
    # their melds across, ours in front of us; the stock and the pile in the centre
    assert lay.melds[1].bottom <= lay.stock.y <= lay.stock.bottom <= lay.melds[0].y
    assert lay.melds[0].bottom <= max(ours.y, hand.y) + 0.5
    centre = middle.center[0]
    assert lay.stock.right <= centre <= lay.pile.x and lay.pile.y == lay.stock.y
    assert pots_box(lay).right <= lay.stock.x and lay.pot_notes.right <= pots_box(lay).x
    regions = [*lay.base.labels, *backs[1:], *lay.melds, pots_box(lay), lay.pile, lay.stock]
    regions += [lay.pot_notes, hand]
    for a, b in itertools.combinations(regions, 2):
        assert not overlaps(a, b), (a, b)


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
def test_the_usual_melds_leave_their_teams_label_in_view(size: tuple[int, int]) -> None:
    """Up to six melds a team lie above the strip where the team's name and points stand."""
    lay = burraco_layout(*size)
    for team in (0, 1):
        room = meld_room(lay, team)
        assert room.bottom < lay.melds[team].bottom and room.inside(lay.melds[team])
        for sizes in ([3], [3, 4, 7], [3, 4, 5, 7, 8, 3], [7] * 6):
            for box in meld_places(lay, team, sizes).boxes:
                assert box.inside(room), (sizes, box)


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
    sw, sh = lay.small
    for seat in (1, 2, 3):
        size = (sh, sw) if backs_sideways(lay, seat) else (sw, sh)  # West's and East's lie
        for count in (0, 1, 11, 25):  # sideways
            places = back_places(lay, seat, count)
            assert len(places) == min(count, 11)
            for x, y in places:
                assert Box.centred(x, y, *size).inside(lay.backs[seat])


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
    regions = [lay.hand, lay.stock, *lay.pots, lay.pot_notes, lay.pile, *lay.melds]
    regions += [*lay.backs[1:], lay.base.scores, lay.base.contract, lay.base.buttons, lay.base.log]
    for box in regions + list(lay.base.labels):
        assert box.w >= 0 and box.h >= 0 and box.inside(window), box
    assert min(lay.card + lay.small + lay.middle) >= 1
    for sizes in TEN_MELDS:
        places = meld_places(lay, 0, sizes)
        assert [len(c) for c in places.centres] == sizes
    assert len(hand_places(lay, 25)) == 25 and len(pile_places(lay, 40)[1]) == 40
