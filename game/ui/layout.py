"""Where everything goes on the table: pure functions from the window size to boxes.

Seats are drawn from the human's point of view: seat 0 at the bottom, 1 on the
left (West), 2 at the top (North), 3 on the right (East).  Nothing here draws;
the tests check the arithmetic for several window sizes.
"""

from __future__ import annotations

from dataclasses import dataclass

CARD_RATIO = 1.5  # height / width of the card art
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
class TableLayout:
    """Every fixed region of the table for one window size."""

    width: int
    height: int
    card: tuple[int, int]  # the human's cards and the trick
    small: tuple[int, int]  # the other seats' backs (upright size)
    margin: float
    table: Box  # the felt
    drop: Box  # where a card dropped counts as played
    trick: tuple[tuple[float, float], ...]  # card centre of each seat's card in the trick
    piles: tuple[tuple[float, float], ...]  # centre of each team's won tricks
    labels: tuple[Box, ...]  # each seat's name plate
    scores: Box  # top left
    contract: Box  # top right
    buttons: Box  # a column of buttons in the bottom right corner
    panel: Box  # the decision panel (bidding, contracts)
    message: Box  # the line for reasons and announcements
    log: Box  # the recent bids and announcements
    hand: Box  # the span the human's hand may use

    @property
    def font(self) -> int:
        """The base text size."""
        return max(14, round(self.height / 42))

    def zone_at(self, point: tuple[float, float]) -> str:
        """The drop zone under ``point`` ("table" or "hand" or "")."""
        if self.drop.contains(point):
            return "table"
        return ""


def card_size(width: int, height: int, hand_room: float | None = None) -> tuple[int, int]:
    """The card size for the window: a hand of 13 must fit ``hand_room`` showing every index."""
    w = min(height * 0.21 / CARD_RATIO, width * 0.14)
    if hand_room is not None:
        w = min(w, hand_room / 7)
    w = max(w, 40.0)
    return (round(w), round(w * CARD_RATIO))


def side_widths(width: int, height: int) -> tuple[float, float, float]:
    """Margin, the log's width (bottom left) and the button column's width (bottom right)."""
    margin = max(8.0, height * 0.015)
    font = max(14, round(height / 42))
    return margin, width * 0.19 - margin * 1.5, font * 8.5


def table_layout(width: int, height: int) -> TableLayout:
    width = max(width, MIN_SIZE[0])
    height = max(height, MIN_SIZE[1])
    margin, log_w, column_w = side_widths(width, height)
    half = min(width / 2 - (margin * 2 + log_w), width / 2 - (margin * 2 + column_w))
    hand = Box(width / 2 - half, 0, 2 * half, height)
    cw, ch = card_size(width, height, hand.w)
    sw, sh = round(cw * 0.62), round(ch * 0.62)
    font = max(14, round(height / 42))
    cx = width / 2
    cy = height * 0.44
    dx = cw * 1.02
    dy = ch * 0.5
    trick = ((cx, cy + dy), (cx - dx, cy), (cx, cy - dy), (cx + dx, cy))
    drop = Box.centred(cx, cy, cw * 4.3, ch * 2.25)
    piles = ((cx + cw * 2.45, cy + ch * 0.95), (cx - cw * 2.45, cy - ch * 0.95))
    plate_w, plate_h = font * 11.0, font * 2.6
    hand_y = height - margin - ch / 2
    labels = (
        Box(cx - plate_w / 2, hand_y - ch / 2 - plate_h - margin * 0.6, plate_w, plate_h),
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
    message = Box.centred(cx, labels[0].y - font * 1.3, width * 0.7, font * 1.8)
    log_top = labels[1].bottom + margin
    log = Box(margin, log_top, log_w, height - margin - log_top)
    return TableLayout(
        width=width,
        height=height,
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
        message=message,
        log=log,
        hand=hand,
    )


def hand_centres(layout: TableLayout, seat: int, count: int) -> list[tuple[float, float]]:
    """Card centres of a seat's hand of ``count`` cards, left to right (or top to bottom)."""
    if count <= 0:
        return []
    cw, ch = layout.card
    sw, sh = layout.small
    w, h = layout.width, layout.height
    m = layout.margin
    if seat == 0:
        room = layout.hand.w - cw
        step = min(cw * 0.72, room / max(1, count - 1))
        y = h - m - ch / 2
        x0 = w / 2 - step * (count - 1) / 2
        return [(x0 + i * step, y) for i in range(count)]
    if seat == 2:
        step = min(sw * 0.42, w * 0.3 / max(1, count - 1))
        x0 = w / 2 - step * (count - 1) / 2
        return [(x0 + i * step, m + sh / 2) for i in range(count)]
    # West and East: rotated backs in a vertical fan.
    step = min(sw * 0.42, h * 0.3 / max(1, count - 1))
    x = m + sh / 2 if seat == 1 else w - m - sh / 2
    y0 = h * 0.44 - step * (count - 1) / 2 - sw * 0.4
    return [(x, y0 + i * step) for i in range(count)]


def card_box(layout: TableLayout, seat: int, centre: tuple[float, float]) -> Box:
    """The box a card of ``seat``'s hand covers at ``centre`` (sideways for West and East)."""
    if seat == 0:
        return Box.centred(*centre, *layout.card)
    sw, sh = layout.small
    if seat == 2:
        return Box.centred(*centre, sw, sh)
    return Box.centred(*centre, sh, sw)


def button_boxes(layout: TableLayout, count: int) -> list[Box]:
    """Equal buttons in a column inside ``layout.buttons``."""
    area = layout.buttons
    gap = layout.margin * 0.4
    h = (area.h - gap * (count - 1)) / max(1, count)
    return [Box(area.x, area.y + i * (h + gap), area.w, h) for i in range(count)]


def panel_buttons(panel: Box, count: int, font: int) -> list[Box]:
    """Buttons of a decision panel, in rows of up to four."""
    per_row = min(4, max(1, count))
    rows = (count + per_row - 1) // per_row
    gap = font * 0.6
    bw = (panel.w - gap * (per_row + 1)) / per_row
    bh = font * 2.2
    top = panel.y + panel.h - gap - rows * bh - (rows - 1) * gap
    boxes = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
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
