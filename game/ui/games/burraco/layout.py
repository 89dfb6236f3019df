"""Where everything goes on the Burraco table: pure functions from the window size to boxes.

The players sit as at a real table: you at the bottom (your hand, your plate centred over
it), your partner North across at the top (plate and backs), the opponents West and East
on the left and right edges (their backs fanned down the edge, sideways, the plate under
them).  The side columns keep the scores, the log, the hand's facts and the buttons; the
hint's panel takes the log's place while it shows.  The middle, top to bottom: their melds
(across, near them), the stock in the centre with the two pots crossed beside it (who took
each said left of them) and the discard pile spread from the centre, then our melds in
front of us.  A tall window stacks it instead: the scores, the three other seats' plates in
a row (West's and East's backs hanging down the edges, North's under its plate), the same
middle between the edges, our plate beside the log, our hand across the width, a row of
buttons.  Every card keeps its index corner in view; the tests check this for the smallest
window of each shape.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.session.zones import NOWHERE, PILE_ZONE, STOCK_ZONE, TABLE_ZONE, DropZone
from game.ui import writing
from game.ui.layout import (
    CARD_RATIO,
    Box,
    TableLayout,
    fit_scale,
    is_portrait,
    log_height,
    mirrored_sides,
    scaled_box,
    scaled_size,
    scaled_table,
    side_widths,
    table_layout,
)

INDEX_STRIP = 0.3  # the share of a card's width that shows its rank and suit
INDEX_DEPTH = 0.36  # the share of its height that does
MIN_MELD_WIDTH = 32  # the smallest card on the table that still reads well
TWO_ROW_LIFT = 0.44  # the top row of a long hand sits this many card heights higher
BACKS_SHOWN = 11  # a seat shows at most this many backs (its plate says how many it holds)
BACK_STEP = 0.45  # the backs overlap: each lies this share of a card from the last
FAN = 1 + BACK_STEP * (BACKS_SHOWN - 1)  # the length of a full fan of backs, in cards
LABEL_STRIP = 1.2  # the foot of a meld area, in fonts, where the team's name and points stand


@dataclass(frozen=True, slots=True)
class BurracoLayout:
    """Every fixed region of the Burraco table for one window size."""

    base: TableLayout  # scores, plates, log, buttons, message, chooser and hint panels
    card: tuple[int, int]  # the human's cards
    small: tuple[int, int]  # the other seats' backs (upright size; West's and East's lie sideways)
    middle: tuple[int, int]  # stock, pots and pile
    hand: Box  # where the human's hand lies (room for two rows and a lift)
    backs: tuple[Box, ...]  # per seat: where its backs fan out (seat 0's is empty)
    stock: Box
    pots: tuple[Box, Box]  # crossed: the pot taken first (B, on top, sideways), the second (A)
    pile: Box
    melds: tuple[Box, Box]  # per team: ours below the stock (near us), theirs above it
    pot_notes: Box  # left of the pots: which team took each
    least_meld: int = MIN_MELD_WIDTH  # the smallest meld card (less in a shrunk window)

    @property
    def font(self) -> int:
        return self.base.font

    def zone_at(self, point: tuple[float, float]) -> DropZone:
        """The stock, the pile, the table (our melds' area) or nowhere under ``point``."""
        if self.stock.contains(point):
            return STOCK_ZONE
        if self.pile.contains(point):
            return PILE_ZONE
        if self.melds[0].contains(point):
            return TABLE_ZONE
        return NOWHERE


def burraco_layout(width: int, height: int) -> BurracoLayout:
    """The Burraco table's layout for any window size (shrunk below the smallest size)."""
    width, height = max(1, width), max(1, height)
    scale = fit_scale(width, height)
    if scale < 1:
        wide, tall = round(width / scale), round(height / scale)
        return _scaled(burraco_layout(wide, tall), scale, width, height)
    if is_portrait(width, height):
        return _portrait(width, height)
    return _landscape(width, height)


@dataclass(frozen=True, slots=True)
class _Centre:
    """The middle column: their melds, the pots, the stock and the pile, our melds."""

    middle: tuple[int, int]
    stock: Box
    pots: tuple[Box, Box]
    pile: Box
    melds: tuple[Box, Box]
    pot_notes: Box


def _centre(x0: float, x1: float, top: float, bottom: float, ch: int, margin: float) -> _Centre:
    """Lay out the middle column between ``top`` and ``bottom`` (where our plate or the log
    starts): their melds, a row with the stock just left of the centre line, the pots crossed
    left of it and the pile spread right of the centre line, our melds."""
    mid_w = x1 - x0
    mh = round(min(ch * 0.78, (bottom - top) * 0.2))
    mw = max(1, round(mh / CARD_RATIO))
    mh = round(mw * CARD_RATIO)
    gap = margin * 0.6
    spare = max(0.0, bottom - top - mh - 2 * gap - margin * 0.4)
    them = Box(x0, top, mid_w, spare / 2)
    row_y = them.bottom + gap
    ours = Box(x0, row_y + mh + gap, mid_w, spare / 2)
    centre_x = (x0 + x1) / 2
    stock = Box(centre_x - gap / 2 - mw * 1.25, row_y, mw * 1.25, mh)
    cross = (stock.x - gap * 2 - mh / 2, row_y + mh / 2)
    pots = (Box.centred(*cross, mh, mw), Box.centred(*cross, mw, mh))
    pile_x = centre_x + gap / 2
    pile = Box(pile_x, row_y, max(0.0, x1 - pile_x), mh)
    notes = Box(x0, row_y, max(0.0, pots[0].x - gap - x0), mh)
    return _Centre((mw, mh), stock, pots, pile, (ours, them), notes)


def _landscape(width: int, height: int) -> BurracoLayout:
    """Side columns: the scores, West and the log on the left; the hand's facts, East and the
    buttons on the right.  The middle: North at the top, the table, our plate and hand."""
    trick = table_layout(width, height)
    font = trick.font
    margin, log_w, column_w = side_widths(width, height)
    side = max(log_w, column_w, font * 11.0)
    plate_w, plate_h = font * 11.0, font * 2.6
    score_h = font * 5.4
    gap = margin * 0.6
    left = margin
    right = width - margin - side
    x0, x1 = margin * 2 + side, width - margin * 2 - side
    mid_w = x1 - x0
    cx = width / 2
    ch = min(height * 0.15, mid_w / 13 * 2 * CARD_RATIO / 1.25)
    cw = round(ch / CARD_RATIO)
    ch = round(cw * CARD_RATIO)
    sh = round(plate_h * 1.15)
    sw = round(sh / CARD_RATIO)
    hand_h = ch * (1 + TWO_ROW_LIFT + 0.1)
    hand = Box(x0, height - margin - hand_h, mid_w, hand_h)
    our_plate = Box(cx - plate_w / 2, hand.y - gap - plate_h, plate_w, plate_h)
    north_plate = Box(cx - plate_w / 2, margin, plate_w, plate_h)
    backs_w = max(0.0, min(font * 10.0, x1 - north_plate.right - gap))
    north_backs = Box(north_plate.right + gap, margin, backs_w, sh)
    top = margin + max(plate_h, sh) + margin * 0.6
    centre = _centre(x0, x1, top, our_plate.y - gap, ch, margin)
    scores = Box(left, margin, side, score_h)
    contract = Box(right, margin, side, score_h)
    column_h = font * 2.1 * 5 + margin * 0.4 * 4
    buttons = Box(right, height - margin - column_h, side, column_h)
    fan_h = sw * FAN
    fan_y = min(centre.stock.center[1] - fan_h / 2, buttons.y - margin - plate_h - gap - fan_h)
    fan_y = max(fan_y, scores.bottom + margin)
    west_backs = Box(left, fan_y, sh, fan_h)
    east_backs = Box(width - margin - sh, fan_y, sh, fan_h)
    west_plate = Box(left, west_backs.bottom + gap, side, plate_h)
    east_plate = Box(right, east_backs.bottom + gap, side, plate_h)
    log_top = west_plate.bottom + margin
    log = Box(left, log_top, side, height - margin - log_top)
    panel_w = min(mid_w, font * 40.0)
    panel = Box.centred(cx, centre.stock.center[1], panel_w, font * 9.0)
    message = Box.centred(cx, our_plate.y - font * 1.1, mid_w, font * 1.8)
    base = replace(
        trick,
        card=(cw, ch),
        small=(sw, sh),
        drop=centre.melds[0],
        labels=(our_plate, west_plate, north_plate, east_plate),
        scores=scores,
        contract=contract,
        buttons=buttons,
        panel=panel,
        message=message,
        log=log,
        hand=hand,
        advice=log,
    )
    base = mirrored_sides(base) if writing.rtl() else base  # (seats are seats)
    return BurracoLayout(
        base=base,
        card=(cw, ch),
        small=(sw, sh),
        middle=centre.middle,
        hand=hand,
        backs=(Box(0, 0, 0, 0), west_backs, north_backs, east_backs),
        stock=centre.stock,
        pots=centre.pots,
        pile=centre.pile,
        melds=centre.melds,
        pot_notes=centre.pot_notes,
    )


def _portrait(width: int, height: int) -> BurracoLayout:
    """Stacked, top to bottom: scores and the hand's facts side by side; West's, North's and
    East's plates in a row, West's and East's backs hanging down the edges under theirs and
    North's under its own; between the edges their melds, the stock with the pots and the
    pile, our melds; the log; our plate centred over our hand across the width; a row of
    buttons."""
    trick = table_layout(width, height)
    font, m = trick.font, trick.margin
    gap = m * 0.6
    plate_h = font * 2.6
    sh = round(plate_h * 1.15)
    sw = round(sh / CARD_RATIO)
    half = (width - 3 * m) / 2
    scores = Box(m, m, half, font * 5.4)
    contract = Box(width - m - half, m, half, font * 5.4)
    column = (width - 4 * m) / 3
    plates = [Box(m + i * (column + m), scores.bottom + m, column, plate_h) for i in range(3)]
    north_backs = Box(plates[1].x, plates[1].bottom + gap, column, sh)
    top = north_backs.bottom + m
    buttons = trick.buttons
    mid_w = width - 2 * m
    log_h = log_height(font, 3) + font * 0.25  # room for three lines as the hud draws them
    room = buttons.y - m - top - log_h - m - plate_h - gap  # the hand, the melds, the middle
    lift = 1 + TWO_ROW_LIFT + 0.1
    ch = min(height * 0.15, mid_w / 13 * 2 * CARD_RATIO / 1.25, room * 0.36 / lift)
    cw = max(8, round(ch / CARD_RATIO))
    ch = round(cw * CARD_RATIO)
    hand_h = ch * lift
    hand = Box(m, buttons.y - m - hand_h, mid_w, hand_h)
    our_plate = Box(plates[1].x, hand.y - gap - plate_h, column, plate_h)
    log = Box(m, our_plate.y - m * 0.6 - log_h, mid_w, log_h)
    fan_y = plates[0].bottom + gap
    fan_h = max(0.0, min(sw * FAN, log.y - m - fan_y))
    west_backs = Box(m, fan_y, sh, fan_h)
    east_backs = Box(width - m - sh, fan_y, sh, fan_h)
    centre = _centre(m + sh + gap, width - m - sh - gap, top, log.y - m * 0.6, ch, m)
    panel = Box.centred(width / 2, centre.stock.center[1], min(mid_w, font * 40.0), font * 9.0)
    message = Box.centred(width / 2, our_plate.y - font * 1.1, mid_w, font * 1.8)
    advice_h = font * 10.5  # the hint's panel: up from the log's foot
    advice = Box(m, log.bottom - advice_h, min(mid_w, font * 26.0), advice_h)
    base = replace(
        trick,
        card=(cw, ch),
        small=(sw, sh),
        drop=centre.melds[0],
        labels=(our_plate, plates[0], plates[1], plates[2]),
        scores=scores,
        contract=contract,
        buttons=buttons,
        panel=panel,
        message=message,
        log=log,
        hand=hand,
        advice=advice,
    )
    base = mirrored_sides(base) if writing.rtl() else base  # (seats are seats)
    return BurracoLayout(
        base=base,
        card=(cw, ch),
        small=(sw, sh),
        middle=centre.middle,
        hand=hand,
        backs=(Box(0, 0, 0, 0), west_backs, north_backs, east_backs),
        stock=centre.stock,
        pots=centre.pots,
        pile=centre.pile,
        melds=centre.melds,
        pot_notes=centre.pot_notes,
    )


def _scaled(lay: BurracoLayout, scale: float, width: int, height: int) -> BurracoLayout:
    """``lay`` shrunk by ``scale`` into a ``width`` × ``height`` window."""
    base = scaled_table(lay.base, scale, width, height)
    stock, pile = scaled_box(lay.stock, scale), scaled_box(lay.pile, scale)
    pots = (scaled_box(lay.pots[0], scale), scaled_box(lay.pots[1], scale))
    melds = (scaled_box(lay.melds[0], scale), scaled_box(lay.melds[1], scale))
    return BurracoLayout(
        base=replace(base, drop=melds[0]),
        card=scaled_size(lay.card, scale),
        small=scaled_size(lay.small, scale),
        middle=scaled_size(lay.middle, scale),
        hand=scaled_box(lay.hand, scale),
        backs=tuple(scaled_box(b, scale) for b in lay.backs),
        stock=stock,
        pots=pots,
        pile=pile,
        melds=melds,
        pot_notes=scaled_box(lay.pot_notes, scale),
        least_meld=max(1, round(lay.least_meld * scale)),
    )


def hand_rows(layout: BurracoLayout, count: int) -> int:
    """One row while every index shows with a comfortable overlap, else two."""
    cw = layout.card[0]
    if count <= 1:
        return 1
    return 1 if (layout.hand.w - cw) / (count - 1) >= cw * 0.55 else 2


def hand_places(layout: BurracoLayout, count: int) -> list[tuple[float, float]]:
    """Card centres of the human's hand, in order (the top row first when there are two)."""
    if count <= 0:
        return []
    cw, ch = layout.card
    area = layout.hand
    bottom = area.bottom - ch / 2
    rows = hand_rows(layout, count)
    sizes = [count] if rows == 1 else [(count + 1) // 2, count // 2]
    out: list[tuple[float, float]] = []
    for row, n in enumerate(sizes):
        y = bottom - ch * TWO_ROW_LIFT * (rows - 1 - row)
        step = min(cw * 0.72, (area.w - cw) / max(1, n - 1))
        x0 = area.center[0] - step * (n - 1) / 2
        out.extend((x0 + i * step, y) for i in range(n))
    return out


def back_places(layout: BurracoLayout, seat: int, count: int) -> list[tuple[float, float]]:
    """Centres of a computer seat's backs (at most ``BACKS_SHOWN``: the plate says how many),
    starting next to its plate: North's across (centred under its plate in a tall window);
    West's and East's, which lie sideways, down the table's edge (up from the plate under
    them; down from the plate over them in a tall window)."""
    shown = min(count, BACKS_SHOWN)
    if shown <= 0:
        return []
    box = layout.backs[seat]
    sw, sh = layout.small
    tall = layout.base.portrait
    if backs_sideways(layout, seat):
        step = min(sw * BACK_STEP, (box.h - sw) / max(1, shown - 1))
        y0 = box.y + sw / 2 if tall else box.bottom - sw / 2 - step * (shown - 1)
        return [(box.center[0], y0 + i * step) for i in range(shown)]
    step = min(sw * BACK_STEP, (box.w - sw) / max(1, shown - 1))
    x0 = box.center[0] - step * (shown - 1) / 2 if tall else box.x + sw / 2
    return [(x0 + i * step, box.y + sh / 2) for i in range(shown)]


def backs_sideways(layout: BurracoLayout, seat: int) -> bool:
    """Whether a seat's backs lie sideways (West's and East's, fanned down the edges)."""
    return seat in (1, 3) and bool(layout.backs[seat].h)


def pile_places(
    layout: BurracoLayout, count: int
) -> tuple[tuple[int, int], list[tuple[float, float]]]:
    """The discard pile spread left to right, bottom card first, each index in view.

    A long pile wraps into overlapping rows of smaller cards: the number of rows
    is the one that keeps the cards largest.
    """
    mw, mh = layout.middle
    box = layout.pile
    if count <= 0:
        return (mw, mh), []
    best = (0.0, 1)
    for rows in range(1, 6):
        per_row = -(-count // rows)
        by_height = mh / (CARD_RATIO * (1 + (rows - 1) * INDEX_DEPTH))
        by_width = box.w / (1 + INDEX_STRIP * (per_row - 1)) if per_row > 1 else box.w
        w = min(float(mw), by_height, by_width)
        if w > best[0] + 0.5:
            best = (w, rows)
    w = max(1, int(best[0]))
    rows = best[1]
    h = round(w * CARD_RATIO)
    per_row = -(-count // rows)
    step = max(0.0, min(w * 0.62, (box.w - w) / max(1, per_row - 1)))
    pitch = h * INDEX_DEPTH + 0.01  # each row just clear of the indices of the row above
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        out.append((box.x + w / 2 + col * step, box.y + h / 2 + row * pitch))
    return (w, h), out


@dataclass(frozen=True, slots=True)
class MeldPlaces:
    """Where a team's melds lie: the card size, each meld's card centres and its box."""

    card: tuple[int, int]
    centres: tuple[tuple[tuple[float, float], ...], ...]
    boxes: tuple[Box, ...]


def meld_room(layout: BurracoLayout, team: int) -> Box:
    """Where a team's melds lie: its area above the strip at its foot where the team's name
    and points stand, so that no meld covers them."""
    area = layout.melds[team]
    strip = min(area.h / 3, layout.font * LABEL_STRIP)
    return Box(area.x, area.y, area.w, area.h - strip)


def meld_places(layout: BurracoLayout, team: int, sizes: Sequence[int]) -> MeldPlaces:
    """Melds flow left to right in rows; cards and then row gaps shrink until all fit, clear
    of the team's label while they can (a crowded table's last row may cover it)."""
    area = layout.melds[team]
    least = min(layout.least_meld, layout.middle[0])
    last: MeldPlaces | None = None
    for room in (meld_room(layout, team), area):
        for share in (-1.0, 0.62, INDEX_DEPTH + 0.04):  # separate rows first, then overlapping
            for w in range(layout.middle[0], least - 1, -1):
                h = round(w * CARD_RATIO)
                pitch = h + layout.base.margin * 0.4 if share < 0 else h * share
                placed = _flow(room, sizes, w, h, w * 0.34, pitch)
                if placed is not None:
                    return placed
    w = least
    h = round(w * CARD_RATIO)
    for step in (w * INDEX_STRIP, w * 0.2, w * 0.1):
        last = _flow(area, sizes, w, h, step, h * INDEX_DEPTH, squeeze=True)
        if last is not None:
            return last
    return _flow(area, sizes, w, h, w * 0.06, h * 0.1, squeeze=True, spill=True) or MeldPlaces(
        (w, h), (), ()
    )


def _flow(
    area: Box,
    sizes: Sequence[int],
    w: int,
    h: int,
    step: float,
    pitch: float,
    squeeze: bool = False,
    spill: bool = False,
) -> MeldPlaces | None:
    """Place the melds in rows from the top left: None when they do not fit, unless ``spill``
    (the last resort, which always places every meld, below the area if it must)."""
    gap = w * 0.28
    x, y = area.x, area.y
    centres: list[tuple[tuple[float, float], ...]] = []
    boxes: list[Box] = []
    for n in sizes:
        width = w + (n - 1) * step
        if x > area.x and x + width > area.right:
            x, y = area.x, y + pitch
        if width > area.w + 0.5 or y + h > area.bottom + 0.5:
            if not squeeze:
                return None
            if y + h > area.bottom + 0.5 and not spill:
                return None
        own = max(0.0, min(step, (area.w - w) / max(1, n - 1)))
        width = w + (n - 1) * own
        centres.append(tuple((x + w / 2 + i * own, y + h / 2) for i in range(n)))
        boxes.append(Box(x, y, width, h))
        x += width + gap
    return MeldPlaces((w, h), tuple(centres), tuple(boxes))


def badge_room(meld: Box, card: tuple[int, int]) -> Box:
    """Where a meld's burraco badge may go: on its last card, right of the card's index and
    above where a row below could overlap it, so that it covers no index and no plate."""
    w, h = card
    left = meld.right - w * (1 - INDEX_STRIP)
    return Box(left + 1, meld.y + 2, meld.right - left - 3, h * INDEX_DEPTH)
