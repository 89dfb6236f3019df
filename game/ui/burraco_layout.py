"""Where everything goes on the Burraco table: pure functions from the window size to boxes.

The side columns keep what the trick table has there (scores, name plates and
the log on the left; the hand's facts, plates and buttons on the right).  The
middle, top to bottom: North's plate and backs, the opponents' melds, the
stock with the pots and the spread discard pile, our team's melds, and our
hand in one row or, when long, two overlapping rows.  Every card keeps its
index corner in view; the tests check this for the smallest window.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.ui.layout import CARD_RATIO, MIN_SIZE, Box, TableLayout, side_widths, table_layout

INDEX_STRIP = 0.3  # the share of a card's width that shows its rank and suit
INDEX_DEPTH = 0.36  # the share of its height that does
MIN_MELD_WIDTH = 32  # the smallest card on the table that still reads well
TWO_ROW_LIFT = 0.44  # the top row of a long hand sits this many card heights higher


@dataclass(frozen=True, slots=True)
class BurracoLayout:
    """Every fixed region of the Burraco table for one window size."""

    base: TableLayout  # scores, plates, log, buttons, message and chooser panel
    card: tuple[int, int]  # the human's cards
    small: tuple[int, int]  # the other seats' backs
    middle: tuple[int, int]  # stock, pots and pile
    hand: Box  # where the human's hand lies (room for two rows and a lift)
    backs: tuple[Box, ...]  # per seat: where its backs fan out (seat 0's is empty)
    stock: Box
    pots: tuple[Box, Box]  # the pot taken first (B, on top) and the second one (A)
    pile: Box
    melds: tuple[Box, Box]  # per team: ours below the pile, theirs above

    @property
    def font(self) -> int:
        return self.base.font

    def zone_at(self, point: tuple[float, float]) -> str:
        """ "stock", "pile", "table" (our melds' area) or "" under ``point``."""
        if self.stock.contains(point):
            return "stock"
        if self.pile.contains(point):
            return "pile"
        if self.melds[0].contains(point):
            return "table"
        return ""


def burraco_layout(width: int, height: int) -> BurracoLayout:
    width = max(width, MIN_SIZE[0])
    height = max(height, MIN_SIZE[1])
    trick = table_layout(width, height)
    font = trick.font
    margin, log_w, column_w = side_widths(width, height)
    side = max(log_w, column_w, font * 11.0)
    plate_h = font * 2.6
    score_h = font * 5.4
    left = margin
    right = width - margin - side
    x0, x1 = margin * 2 + side, width - margin * 2 - side
    mid_w = x1 - x0
    ch = min(height * 0.15, mid_w / 13 * 2 * CARD_RATIO / 1.25)
    cw = round(ch / CARD_RATIO)
    ch = round(cw * CARD_RATIO)
    sh = round(plate_h * 1.15)
    sw = round(sh / CARD_RATIO)
    hand_h = ch * (1 + TWO_ROW_LIFT + 0.1)
    hand = Box(x0, height - margin - hand_h, mid_w, hand_h)
    top = margin + max(plate_h, sh) + margin * 0.6
    mh = round(min(ch * 0.78, (hand.y - top) * 0.2))
    mw = round(mh / CARD_RATIO)
    mh = round(mw * CARD_RATIO)
    gap = margin * 0.6
    spare = hand.y - top - mh - 2 * gap - margin * 0.4
    them = Box(x0, top, mid_w, spare / 2)
    centre_y = them.bottom + gap
    ours = Box(x0, centre_y + mh + gap, mid_w, spare / 2)
    stock = Box(x0, centre_y, mw * 1.25, mh)
    pots = (
        Box(stock.right + gap, centre_y, mh * 1.05, mh),
        Box(stock.right + gap * 2 + mh * 1.05, centre_y, mh * 1.05, mh),
    )
    pile = Box(pots[1].right + gap * 2, centre_y, x1 - pots[1].right - gap * 2, mh)
    north_plate = Box(width / 2 - font * 11.0, margin, font * 11.0, plate_h)
    north_backs = Box(north_plate.right + gap, margin, font * 10.0, sh)
    scores = Box(left, margin, side, score_h)
    contract = Box(right, margin, side, score_h)
    west_plate = Box(left, scores.bottom + margin, side, plate_h)
    east_plate = Box(right, contract.bottom + margin, side, plate_h)
    west_backs = Box(left, west_plate.bottom + gap, side, sh)
    east_backs = Box(right, east_plate.bottom + gap, side, sh)
    our_plate = Box(left, west_backs.bottom + margin, side, plate_h)
    log_top = our_plate.bottom + margin
    log = Box(left, log_top, side, height - margin - log_top)
    column_h = font * 2.1 * 5 + margin * 0.4 * 4
    buttons = Box(right, height - margin - column_h, side, column_h)
    panel_w = min(mid_w, font * 40.0)
    panel = Box.centred(width / 2, centre_y + mh / 2, panel_w, font * 9.0)
    message = Box.centred(width / 2, hand.y - font * 0.2, mid_w, font * 1.8)
    base = replace(
        trick,
        card=(cw, ch),
        small=(sw, sh),
        drop=ours,
        labels=(our_plate, west_plate, north_plate, east_plate),
        scores=scores,
        contract=contract,
        buttons=buttons,
        panel=panel,
        message=message,
        log=log,
        hand=hand,
    )
    return BurracoLayout(
        base=base,
        card=(cw, ch),
        small=(sw, sh),
        middle=(mw, mh),
        hand=hand,
        backs=(Box(0, 0, 0, 0), west_backs, north_backs, east_backs),
        stock=stock,
        pots=pots,
        pile=pile,
        melds=(ours, them),
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
    """Centres of a computer seat's backs (at most 11 drawn: the plate says how many)."""
    shown = min(count, 11)
    if shown <= 0:
        return []
    box = layout.backs[seat]
    sw, sh = layout.small
    step = min(sw * 0.45, (box.w - sw) / max(1, shown - 1))
    x0 = box.x + sw / 2 if seat != 3 else box.right - sw / 2 - step * (shown - 1)
    return [(x0 + i * step, box.y + sh / 2) for i in range(shown)]


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
    w = int(best[0])
    rows = best[1]
    h = round(w * CARD_RATIO)
    per_row = -(-count // rows)
    step = min(w * 0.62, (box.w - w) / max(1, per_row - 1))
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        out.append((box.x + w / 2 + col * step, box.y + h / 2 + row * h * INDEX_DEPTH))
    return (w, h), out


@dataclass(frozen=True, slots=True)
class MeldPlaces:
    """Where a team's melds lie: the card size, each meld's card centres and its box."""

    card: tuple[int, int]
    centres: tuple[tuple[tuple[float, float], ...], ...]
    boxes: tuple[Box, ...]


def meld_places(layout: BurracoLayout, team: int, sizes: Sequence[int]) -> MeldPlaces:
    """Melds flow left to right in rows; cards and then row gaps shrink until all fit."""
    area = layout.melds[team]
    largest = layout.middle[0]
    last: MeldPlaces | None = None
    for share in (-1.0, 0.62, INDEX_DEPTH + 0.04):  # separate rows first, then overlapping
        for w in range(largest, MIN_MELD_WIDTH - 1, -1):
            h = round(w * CARD_RATIO)
            pitch = h + layout.base.margin * 0.4 if share < 0 else h * share
            placed = _flow(area, sizes, w, h, w * 0.34, pitch)
            if placed is not None:
                return placed
    w = MIN_MELD_WIDTH
    h = round(w * CARD_RATIO)
    for step in (w * INDEX_STRIP, w * 0.2, w * 0.1):
        last = _flow(area, sizes, w, h, step, h * INDEX_DEPTH, squeeze=True)
        if last is not None:
            return last
    return _flow(area, sizes, w, h, 2.0, 4.0, squeeze=True) or MeldPlaces((w, h), (), ())


def _flow(
    area: Box,
    sizes: Sequence[int],
    w: int,
    h: int,
    step: float,
    pitch: float,
    squeeze: bool = False,
) -> MeldPlaces | None:
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
            if y + h > area.bottom + 0.5:
                return None
        own = min(step, (area.w - w) / max(1, n - 1))
        width = w + (n - 1) * own
        centres.append(tuple((x + w / 2 + i * own, y + h / 2) for i in range(n)))
        boxes.append(Box(x, y, width, h))
        x += width + gap
    return MeldPlaces((w, h), tuple(centres), tuple(boxes))
