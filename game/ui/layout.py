"""Where everything goes on the table: pure functions from the window size to boxes.

Seats are drawn from the human's point of view: seat 0 at the bottom, 1 on the
left (West), 2 at the top (North), 3 on the right (East).  A wide window keeps
side columns (scores, plates and log left; contract and buttons right); a tall one
stacks the same regions with the buttons in a row at the foot.  A window smaller than
``MIN_SIZE`` gets the smallest layout of its shape, scaled down, so nothing ever
leaves the window.  In a language written right to left the side regions change sides
(scores top right, the log under East, the buttons on the left, a row of buttons read from
the right) while the seats keep their places (``mirrored_sides``).  Nothing here draws;
the tests check the arithmetic for many sizes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.session.zones import NOWHERE, TABLE_ZONE, DropZone
from game.ui import writing

CARD_RATIO = 1.5  # height / width of the card art
HOVER_LIFT = 0.08  # a hand card under the mouse rises by this share of its height
PLATE_GAP = 0.12  # our plate sits this share of a card's height above the hand (and a margin)
PILE_SHOWN = 8  # a pile of won tricks shows at most this many backs
PILE_STEP = (1.5, -2.0)  # each back of a pile lies this far from the one under it
MIN_SIZE = (800, 560)


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle in window coordinates (floats)."""

    x: float
    y: float
    w: float
    h: float

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def contains(self, point: tuple[float, float]) -> bool:
        px, py = point
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def inside(self, other: Box) -> bool:
        return (
            self.x >= other.x - 0.5
            and self.y >= other.y - 0.5
            and self.right <= other.right + 0.5
            and self.bottom <= other.bottom + 0.5
        )

    @staticmethod
    def centred(cx: float, cy: float, w: float, h: float) -> Box:
        return Box(cx - w / 2, cy - h / 2, w, h)

    def as_tuple(self) -> tuple[int, int, int, int]:
        return (round(self.x), round(self.y), round(self.w), round(self.h))


@dataclass(frozen=True, slots=True)
class Fan:
    """A hand's fan: the centre of its cards and how far apart its end cards may lie."""

    x: float
    y: float
    room: float


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Every fixed region of the table for one window size."""

    width: int
    height: int
    font: int  # the base text size
    card: tuple[int, int]  # the human's cards and the trick
    small: tuple[int, int]  # the other seats' backs (upright size)
    margin: float
    table: Box  # the felt
    drop: Box  # where a card dropped counts as played
    trick: tuple[tuple[float, float], ...]  # card centre of each seat's card in the trick
    piles: tuple[tuple[float, float], ...]  # per seat: the bottom card of its won tricks
    labels: tuple[Box, ...]  # each seat's name plate
    scores: Box  # top left
    contract: Box  # top right
    buttons: Box  # the buttons: a column bottom right, or a row at the foot in portrait
    panel: Box  # the decision panel (bidding, contracts)
    turn_up: tuple[float, float]  # the turn-up's centre while it lies on the table
    message: Box  # the line for reasons and announcements
    log: Box  # the recent bids and announcements
    hand: Box  # the span the human's hand may use
    fans: tuple[Fan, ...]  # per seat: where its hand fans out
    portrait: bool = False  # stacked regions and a row of buttons, for tall windows
    advice: Box | None = None  # where the hint's panel goes, when not beside the trick

    def zone_at(self, point: tuple[float, float]) -> DropZone:
        """The drop zone under ``point``: the table's middle, or nowhere."""
        if self.drop.contains(point):
            return TABLE_ZONE
        return NOWHERE


def is_portrait(width: float, height: float) -> bool:
    """Taller than wide: the tables stack their regions instead of using side columns."""
    return width < height


def fit_scale(width: int, height: int) -> float:
    """Below the smallest size (``MIN_SIZE``, turned for portrait) the whole table shrinks
    by this factor instead of spilling out of the window; 1 from that size up."""
    least = MIN_SIZE if not is_portrait(width, height) else (MIN_SIZE[1], MIN_SIZE[0])
    return min(1.0, width / least[0], height / least[1])


def base_font(width: float, height: float) -> int:
    """The base text size: from the height, but never so big that the side columns (or, in
    portrait, the stacked boxes) crowd out the cards."""
    if is_portrait(width, height):
        return max(14, round(width / 40))
    return max(14, round(min(height / 42, width / 56)))


def card_size(width: int, height: int, hand_room: float | None = None) -> tuple[int, int]:
    """The card size for the window: a hand of 13 must fit ``hand_room`` showing every index."""
    w = min(height * 0.21 / CARD_RATIO, width * 0.14)
    if hand_room is not None:
        w = min(w, hand_room / 7)
    w = max(w, 40.0)
    return (round(w), round(w * CARD_RATIO))


def side_widths(width: int, height: int) -> tuple[float, float, float]:
    """Margin, the log's width (bottom left) and the button column's width (bottom right)."""
    margin = max(8.0, min(width, height) * 0.015)
    font = base_font(width, height)
    return margin, width * 0.19 - margin * 1.5, font * 8.5


def table_layout(width: int, height: int) -> TableLayout:
    """The trick table's layout for any window size (a window below the smallest size gets
    the smallest layout of its shape, scaled down)."""
    width, height = max(1, width), max(1, height)
    scale = fit_scale(width, height)
    if scale < 1:
        wide, tall = round(width / scale), round(height / scale)
        return scaled_table(table_layout(wide, tall), scale, width, height)
    if is_portrait(width, height):
        layout = _portrait_table(width, height)
    else:
        layout = _landscape_table(width, height)
    return mirrored_sides(layout) if writing.rtl() else layout


def mirrored_box(box: Box, width: float) -> Box:
    """``box`` seen in a mirror down the middle of a window ``width`` wide."""
    return Box(width - box.right, box.y, box.w, box.h)


def mirrored_sides(layout: TableLayout) -> TableLayout:
    """The layout for a language written right to left: the scores, the contract, the log,
    the buttons and the hint's panel change sides; the seats, their plates, hands and piles,
    the trick and the decision panel stay where they are (seats are seats)."""
    width = layout.width
    return replace(
        layout,
        scores=mirrored_box(layout.scores, width),
        contract=mirrored_box(layout.contract, width),
        log=mirrored_box(layout.log, width),
        buttons=mirrored_box(layout.buttons, width),
        message=mirrored_box(layout.message, width),
        advice=None if layout.advice is None else mirrored_box(layout.advice, width),
    )


def _landscape_table(width: int, height: int) -> TableLayout:
    """Side columns: scores, plate and log on the left, contract and buttons on the right."""
    margin, log_w, column_w = side_widths(width, height)
    half = min(width / 2 - (margin * 2 + log_w), width / 2 - (margin * 2 + column_w))
    hand = Box(width / 2 - half, 0, 2 * half, height)
    cw, ch = card_size(width, height, hand.w)
    sw, sh = round(cw * 0.62), round(ch * 0.62)
    font = base_font(width, height)
    cx = width / 2
    cy = height * 0.44
    dx = cw * 1.02
    dy = ch * 0.5
    trick = ((cx, cy + dy), (cx - dx, cy), (cx, cy - dy), (cx + dx, cy))
    drop = Box.centred(cx, cy, cw * 4.3, ch * 2.25)
    plate_w, plate_h = font * 11.0, font * 2.6
    hand_y = height - margin - ch / 2
    plate_y = hand_y - ch / 2 - plate_h - margin * 0.6 - ch * PLATE_GAP
    labels = (
        Box(cx - plate_w / 2, plate_y, plate_w, plate_h),
        Box(margin, cy + sw * 1.9, plate_w, plate_h),
        Box(cx - plate_w / 2, margin + sh + margin * 0.6, plate_w, plate_h),
        Box(width - margin - plate_w, cy + sw * 1.9, plate_w, plate_h),
    )
    box_w = max(font * 15.0, width * 0.2)
    scores = Box(margin, margin, box_w, font * 5.4)
    contract = Box(width - margin - box_w, margin, box_w, font * 5.4)
    column_h = font * 2.1 * 5 + margin * 0.4 * 4
    buttons = Box(width - margin - column_w, height - margin - column_h, column_w, column_h)
    panel_w = min(width * 0.62, font * 40.0)
    panel_h = font * 9.0
    panel = Box.centred(cx, cy + ch * 0.15, panel_w, panel_h)
    turn_up = (cx, min(cy, labels[2].bottom + margin * 0.5 + ch / 2))  # the panel goes under it
    message = Box.centred(cx, labels[0].y - font * 1.3, width * 0.7, font * 1.8)
    pile_bottom = labels[1].center[1] - PILE_STEP[1] * (PILE_SHOWN - 1) / 2 + sw / 2
    log_top = max(labels[1].bottom, pile_bottom) + margin  # under West's plate and pile
    log = Box(margin, log_top, log_w, height - margin - log_top)
    side_y = height * 0.44 - sw * 0.4
    fans = (
        Fan(cx, hand_y, hand.w - cw),
        Fan(margin + sh / 2, side_y, height * 0.3),
        Fan(cx, margin + sh / 2, width * 0.3),
        Fan(width - margin - sh / 2, side_y, height * 0.3),
    )
    piles = pile_spots(labels, (sw, sh), margin)
    return TableLayout(
        width=width,
        height=height,
        font=font,
        card=(cw, ch),
        small=(sw, sh),
        margin=margin,
        table=Box(0, 0, width, height),
        drop=drop,
        trick=trick,
        piles=piles,
        labels=labels,
        scores=scores,
        contract=contract,
        buttons=buttons,
        panel=panel,
        turn_up=turn_up,
        message=message,
        log=log,
        hand=Box(hand.x, height - margin - ch, hand.w, ch),
        fans=fans,
    )


LOG_LINES = (3, 8)  # the fewest and the most lines the portrait log shows
COUNTER_ROOM = 1.9  # fonts kept under the scores box for the card points counter
PANEL_GROWTH = 5.6  # how many fonts a decision panel with three rows of buttons grows by


def log_height(font: int, lines: int) -> float:
    """The height of a log box that shows ``lines`` lines (the hud's log: 0.8 fonts a line)."""
    size = round(font * 0.8)
    return size * (1 + 1.35 * lines) + 1


def _portrait_table(width: int, height: int) -> TableLayout:
    """Stacked, top to bottom: scores and contract side by side, North, the trick between
    West and East with their plates under it, the log, our plate, our hand, a row of buttons.

    The hand spans the width, so the cards are as big as 13 of them across allow, unless
    the height is short; spare height goes around the trick and to the log.
    """
    font = base_font(width, height)
    m = max(8.0, width * 0.015)
    plate_w, plate_h = font * 11.0, font * 2.6
    box_w = (width - 3 * m) / 2
    scores = Box(m, m, box_w, font * 5.4)
    contract = Box(width - m - box_w, m, box_w, font * 5.4)
    bar_h = font * 2.1
    buttons = Box(m, height - m - bar_h, width - 2 * m, bar_h)
    least_log, most_log = (log_height(font, n) for n in LOG_LINES)
    fixed = m * 8.7 + font * (5.4 + COUNTER_ROOM) + plate_h * 3 + least_log + font * 2.2 + bar_h
    by_height = (height - fixed) / (0.62 + 2.25 + 1 + PLATE_GAP) / CARD_RATIO
    cw = max(8, round(min((width - 2 * m) / 7, by_height)))
    ch = round(cw * CARD_RATIO)
    sw, sh = round(cw * 0.62), round(ch * 0.62)
    cx = width / 2
    north_y = scores.bottom + font * COUNTER_ROOM + m + sh / 2  # under the points counter
    north_plate = Box(cx - plate_w / 2, north_y + sh / 2 + m * 0.6, plate_w, plate_h)
    hand = Box(m, buttons.y - m - ch, width - 2 * m, ch)
    our_plate = Box(cx - plate_w / 2, hand.y - m * 0.6 - ch * PLATE_GAP - plate_h, plate_w, plate_h)
    message = Box.centred(cx, our_plate.y - font * 1.3, width - 2 * m, font * 1.8)
    middle_top = north_plate.bottom + m
    log_bottom = our_plate.y - font * 2.2 - m * 0.5
    drop_h = ch * 2.25
    spare = log_bottom - middle_top - (drop_h + m + plate_h + m + least_log)
    spare = max(0.0, spare)
    log_h = least_log + min(spare, most_log - least_log)
    spare -= log_h - least_log
    drop = Box(cx - cw * 2.15, middle_top + spare / 2, cw * 4.3, drop_h)
    cy = drop.center[1]
    dx, dy = cw * 1.02, ch * 0.5
    trick = ((cx, cy + dy), (cx - dx, cy), (cx, cy - dy), (cx + dx, cy))
    sides_y = drop.bottom + m
    labels = (
        our_plate,
        Box(m, sides_y, plate_w, plate_h),
        north_plate,
        Box(width - m - plate_w, sides_y, plate_w, plate_h),
    )
    log = Box(m, sides_y + plate_h + m + spare / 2, width - 2 * m, log_h)
    side_room = max(0.0, drop_h - sw)
    fans = (
        Fan(cx, hand.center[1], hand.w - cw),
        Fan(m + sh / 2, cy, side_room),
        Fan(cx, north_y, width * 0.3),
        Fan(width - m - sh / 2, cy, side_room),
    )
    piles = pile_spots(labels, (sw, sh), m)
    panel_w, panel_h = min(width - 2 * m, font * 40.0), font * 9.0
    panel = Box.centred(cx, cy + ch * 0.15, panel_w, panel_h)
    below = Box(cx - panel_w / 2, cy + ch / 2 + m, panel_w, panel_h)
    if below.bottom + font * PANEL_GROWTH <= message.y:  # room under the trick: the turn-up shows
        panel = below
    turn_up = (cx, cy)
    return TableLayout(
        width=width,
        height=height,
        font=font,
        card=(cw, ch),
        small=(sw, sh),
        margin=m,
        table=Box(0, 0, width, height),
        drop=drop,
        trick=trick,
        piles=piles,
        labels=labels,
        scores=scores,
        contract=contract,
        buttons=buttons,
        panel=panel,
        turn_up=turn_up,
        message=message,
        log=log,
        hand=hand,
        fans=fans,
        portrait=True,
    )


def pile_spots(
    labels: tuple[Box, ...], small: tuple[int, int], margin: float
) -> tuple[tuple[float, float], ...]:
    """Where each seat's won tricks lie: beside its name plate, towards the middle (East's on
    its left, the others' on their right); North's hangs from the plate's top, away from
    North's backs, the others' are centred on their plates."""
    sw, sh = small
    rise = -PILE_STEP[1] * (PILE_SHOWN - 1)
    spots = []
    for seat, plate in enumerate(labels):
        reach = margin + sh / 2
        x = plate.x - reach if seat == 3 else plate.right + reach
        y = plate.y + rise + sw / 2 if seat == 2 else plate.center[1] + rise / 2
        spots.append((x, y))
    return tuple(spots)


def pile_places(layout: TableLayout, seat: int, count: int) -> list[tuple[float, float]]:
    """The centres of the backs of ``seat``'s pile of ``count`` won tricks, bottom first."""
    x, y = layout.piles[seat]
    step_x = -PILE_STEP[0] if seat == 3 else PILE_STEP[0]
    return [(x + i * step_x, y + i * PILE_STEP[1]) for i in range(min(count, PILE_SHOWN))]


def pile_box(layout: TableLayout, seat: int) -> Box:
    """The box a full pile of ``seat`` covers (its backs lie sideways)."""
    sw, sh = layout.small
    places = pile_places(layout, seat, PILE_SHOWN)
    xs = [x for x, _ in places]
    ys = [y for _, y in places]
    return Box(min(xs) - sh / 2, min(ys) - sw / 2, max(xs) - min(xs) + sh, max(ys) - min(ys) + sw)


def scaled_box(box: Box, scale: float) -> Box:
    return Box(box.x * scale, box.y * scale, box.w * scale, box.h * scale)


def scaled_size(size: tuple[int, int], scale: float) -> tuple[int, int]:
    return (max(1, round(size[0] * scale)), max(1, round(size[1] * scale)))


def scaled_point(point: tuple[float, float], scale: float) -> tuple[float, float]:
    return (point[0] * scale, point[1] * scale)


def scaled_table(layout: TableLayout, scale: float, width: int, height: int) -> TableLayout:
    """``layout`` shrunk by ``scale`` into a ``width`` × ``height`` window."""
    return TableLayout(
        width=width,
        height=height,
        font=max(1, round(layout.font * scale)),
        card=scaled_size(layout.card, scale),
        small=scaled_size(layout.small, scale),
        margin=layout.margin * scale,
        table=Box(0, 0, width, height),
        drop=scaled_box(layout.drop, scale),
        trick=tuple(scaled_point(p, scale) for p in layout.trick),
        piles=tuple(scaled_point(p, scale) for p in layout.piles),
        labels=tuple(scaled_box(b, scale) for b in layout.labels),
        scores=scaled_box(layout.scores, scale),
        contract=scaled_box(layout.contract, scale),
        buttons=scaled_box(layout.buttons, scale),
        panel=scaled_box(layout.panel, scale),
        turn_up=scaled_point(layout.turn_up, scale),
        message=scaled_box(layout.message, scale),
        log=scaled_box(layout.log, scale),
        hand=scaled_box(layout.hand, scale),
        fans=tuple(Fan(f.x * scale, f.y * scale, f.room * scale) for f in layout.fans),
        portrait=layout.portrait,
        advice=None if layout.advice is None else scaled_box(layout.advice, scale),
    )


def hand_centres(layout: TableLayout, seat: int, count: int) -> list[tuple[float, float]]:
    """Card centres of a seat's hand of ``count`` cards, left to right (or top to bottom)."""
    if count <= 0:
        return []
    fan = layout.fans[seat]
    spread = max(0.0, fan.room) / max(1, count - 1)
    if seat == 0:
        step = min(layout.card[0] * 0.72, spread)
        x0 = fan.x - step * (count - 1) / 2
        return [(x0 + i * step, fan.y) for i in range(count)]
    step = min(layout.small[0] * 0.42, spread)
    if seat == 2:
        x0 = fan.x - step * (count - 1) / 2
        return [(x0 + i * step, fan.y) for i in range(count)]
    # West and East: rotated backs in a vertical fan.
    y0 = fan.y - step * (count - 1) / 2
    return [(fan.x, y0 + i * step) for i in range(count)]


def card_box(layout: TableLayout, seat: int, centre: tuple[float, float]) -> Box:
    """The box a card of ``seat``'s hand covers at ``centre`` (sideways for West and East)."""
    if seat == 0:
        return Box.centred(*centre, *layout.card)
    sw, sh = layout.small
    if seat == 2:
        return Box.centred(*centre, sw, sh)
    return Box.centred(*centre, sh, sw)


def button_boxes(layout: TableLayout, count: int) -> list[Box]:
    """Equal buttons inside ``layout.buttons``: in a column, or in a row when it is a bar."""
    area = layout.buttons
    gap = layout.margin * 0.4
    if area.w > area.h * 2:
        w = (area.w - gap * (count - 1)) / max(1, count)
        row = [Box(area.x + i * (w + gap), area.y, w, area.h) for i in range(count)]
        return row[::-1] if writing.rtl() else row
    h = (area.h - gap * (count - 1)) / max(1, count)
    return [Box(area.x, area.y + i * (h + gap), area.w, h) for i in range(count)]


PANEL_BUTTON = 9.0  # the narrowest a decision panel's button is, in fonts (when it can)


def panel_columns(width: float, count: int, font: int) -> int:
    """How many buttons a decision panel ``width`` wide puts in a row: up to four, fewer
    when four would be narrower than ``PANEL_BUTTON`` (their words would wrap)."""
    return max(1, min(4, count, int(width // (font * PANEL_BUTTON))))


PANEL_ROW = 2.2  # a decision button's height, in fonts
PANEL_ROW_TALL = 2.6  # the same when a label takes two lines (clear of the button's edge)


def panel_button_width(width: float, count: int, font: int) -> float:
    """How wide each button of a decision panel ``width`` wide is (``panel_buttons``)."""
    per_row = panel_columns(width, count, font)
    return max(0.0, (width - font * 0.6 * (per_row + 1)) / per_row)


def panel_buttons(panel: Box, count: int, font: int, tall: bool = False) -> list[Box]:
    """Buttons of a decision panel, in rows of up to four (``panel_columns``); ``tall`` rows
    when some label takes two lines."""
    per_row = panel_columns(panel.w, count, font)
    rows = (count + per_row - 1) // per_row
    gap = font * 0.6
    bw = panel_button_width(panel.w, count, font)
    bh = font * (PANEL_ROW_TALL if tall else PANEL_ROW)
    top = panel.y + panel.h - gap - rows * bh - (rows - 1) * gap
    boxes = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        if writing.rtl():
            col = in_row - 1 - col  # a row read from the right
        offset = (panel.w - in_row * bw - (in_row - 1) * gap) / 2
        boxes.append(Box(panel.x + offset + col * (bw + gap), top + row * (bh + gap), bw, bh))
    return boxes


def menu_buttons(width: int, height: int, count: int) -> list[Box]:
    """A centred column of menu buttons."""
    bw = min(width * 0.36, 420.0)
    bh = max(40.0, height * 0.065)
    gap = bh * 0.3
    top = height * 0.36
    return [Box(width / 2 - bw / 2, top + i * (bh + gap), bw, bh) for i in range(count)]


SCORE_COLUMNS_FROM = 18  # a scores box this many fonts wide shows four seats in two columns


def scores_shown(layout: TableLayout, players: int) -> Box:
    """The scores box as drawn for ``players`` totals: two lines of team totals, or four
    seats in two columns when the box is wide enough, else in one taller column."""
    box, font = layout.scores, layout.font
    if players > 2 and box.w < font * SCORE_COLUMNS_FROM:
        return Box(box.x, box.y, box.w, font * (2.8 + 1.25 * players))
    return box


def boxes_meet(a: Box, b: Box) -> bool:
    """Whether two boxes overlap (boxes that only touch do not)."""
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom
