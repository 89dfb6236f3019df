"""The learn mode's panels over the table: a rule's lesson, and the notice of a poor play.

Both are small panels sized to their words, placed where they cover nothing the learner
needs (``clear_place``): no card (hands, the trick, the turn-up, piles and melds), no seat
plate, nor the scores, the contract or the log, no decision panel, nor the table's buttons.  They go
to the free place nearest the middle of the table; when none is big enough the panel is
made narrower and its text smaller, and as a last resort it docks at the side where it
covers least.  The lesson has one button (Got it); the notice two: keep the play, or take
it back (the answer ``TAKE_BACK``: the table's own undo).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ui import widgets
from game.ui.app import App
from game.ui.i18n import say_action, tr
from game.ui.layout import Box
from game.ui.scenes.overlay_base import Overlay
from game.ui.tables.host import OverlayResult, TableHost
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.learn.coach import Mistake

SCALES = (1.0, 0.9, 0.8, 0.7, 0.62)
"""The text sizes a panel tries, in shares of the table's, largest first."""
WIDTHS = (30.0, 25.0, 21.0, 17.0, 14.0)
"""The panel's widths it tries at each size, in fonts, widest first."""
BANDS = (44.0, 56.0, 72.0)
"""The widths of a band (its buttons on its title's line: a low, wide panel), in fonts."""
BUTTON = 9.0  # a button's width, in fonts


def overlaps(a: Box, b: Box, gap: float = 0.0) -> bool:
    """Whether ``a`` and ``b`` overlap, or come nearer than ``gap``."""
    return (
        a.x < b.right + gap
        and b.x < a.right + gap
        and a.y < b.bottom + gap
        and b.y < a.bottom + gap
    )


def kept_clear(table: TableHost, log: bool = True) -> list[Box]:
    """What a lesson may never cover: every card on the table, the seat plates, the scores
    and the contract, the decision panel, the table's buttons and the coach's toggle; and,
    with ``log``, the log as high as its lines (it yields first when there is no room)."""
    layout = table.layout
    keep = [Box(*sprite.placed) for sprite in table.sprites]
    keep += [*layout.labels, layout.scores, layout.contract]
    if log:
        keep += [box for name, box in table.hud.hud_boxes() if name == "log"]
    keep += [button.box for button in table.buttons]
    decisions = decision_box(table)
    if decisions is not None:
        keep.append(decisions)
    if table.coach.active and table.buttons:  # the coach's toggle, just above the buttons
        first = table.buttons[0].box
        keep.append(Box(first.x, first.y - layout.font * 2.2, first.w, layout.font * 2.2))
    return [box for box in keep if box.w > 0 and box.h > 0]


def decision_box(table: TableHost) -> Box | None:
    """The decision panel's box as it is drawn now (None: no decision offered)."""
    panel = table.panel
    title, decisions = panel.offers()
    if not decisions:
        return None
    return panel.place(title, panel.note(), [label for label, _ in panel.entries(decisions)])[0]


@dataclass(frozen=True)
class Placed:
    """Where a note goes and the text size it is drawn at."""

    box: Box
    font: int
    band: bool = False  # a low, wide band: its buttons on its title's line


class NoteOverlay(Overlay):
    """A panel of a title and a few sentences, as high as its words need, placed clear of
    the table's cards, plates, scores and decisions."""

    def __init__(self, app: App, table: TableHost, title: str, body: str) -> None:
        self.heading = title
        self.body = body
        self.host = table
        self.placed: Placed | None = None
        self.placed_for: tuple[int, int] = (0, 0)
        super().__init__(app, table)

    # --- where it goes ---------------------------------------------------------------

    def title_width(self, font: int, wide: float, band: bool) -> float:
        """The room of the title's lines (a band's buttons share their line)."""
        room = wide - font * 2
        return room - len(self.keys) * (BUTTON + 1) * font if band else room

    def measure(self, font: int, wide: float, band: bool = False) -> float:
        """The panel's height at text size ``font``, ``wide`` pixels wide."""
        res = self.app.resources
        inner = wide - font * 2
        size = round(font * 1.3)
        title = widgets.fit_text(res, self.heading, size, self.title_width(font, wide, band))
        body = widgets.fit_text(res, self.body, font, inner)
        if band:
            return (
                font * 0.6 + max(title.height, font * 2.2) + font * 0.4 + body.height + font * 0.5
            )
        return font * 0.8 + title.height + font * 0.6 + body.height + font * 0.6 + font * 3.0

    def place(self) -> Placed:
        """The free place nearest the table's middle, clear of the log where there is room
        (see the module's docstring)."""
        for keep in (kept_clear(self.host), kept_clear(self.host, log=False)):
            found = self.first_free(keep)
            if found is not None:
                return found
        return self.least_covering(kept_clear(self.host, log=False))

    def shapes(self) -> Iterator[tuple[int, float, bool, float]]:
        """Each size and shape to try, largest first: (font, width, band, height)."""
        w, h = self.app.size
        layout = self.host.layout
        for scale in SCALES:
            font = max(widgets.LEAST_SIZE, round(layout.font * scale))
            shapes = [(fonts, False) for fonts in WIDTHS] + [(fonts, True) for fonts in BANDS]
            for fonts, band in shapes:
                wide = min(w - 2 * layout.margin, font * fonts)
                if band and self.title_width(font, wide, band) < font * 8:
                    continue
                tall = self.measure(font, wide, band)
                if tall <= h - 2 * layout.margin:
                    yield font, wide, band, tall

    def first_free(self, keep: list[Box]) -> Placed | None:
        """The largest shape that has a free spot clear of ``keep``, at that spot."""
        layout = self.host.layout
        gap = max(2.0, layout.margin * 0.3)
        want = (self.app.size[0] / 2, layout.drop.center[1])
        for font, wide, band, tall in self.shapes():
            found = self.free_spot(keep, wide, tall, want, gap)
            if found is not None:
                return Placed(found, font, band)
        return None

    def least_covering(self, keep: list[Box]) -> Placed:
        """No free spot at any size: docked at a side where it covers least of ``keep``."""
        fallback: tuple[float, Placed] | None = None
        for font, wide, band, tall in self.shapes():
            docked = self.docked(keep, wide, tall)
            covered = sum(cover(docked, box) for box in keep)
            if fallback is None or covered < fallback[0]:
                fallback = (covered, Placed(docked, font, band))
        if fallback is not None:
            return fallback[1]
        w, h = self.app.size
        margin = self.host.layout.margin
        return Placed(Box(margin, margin, w - 2 * margin, h - 2 * margin), widgets.LEAST_SIZE)

    def free_spot(
        self, keep: list[Box], wide: float, tall: float, want: tuple[float, float], gap: float
    ) -> Box | None:
        """The place of a ``wide`` × ``tall`` panel nearest ``want`` that overlaps nothing
        kept clear: its edges are tried against the window's and every kept box's."""
        w, h = self.app.size
        margin = self.host.layout.margin
        xs = {margin, w - margin - wide, want[0] - wide / 2}
        ys = {margin, h - margin - tall, want[1] - tall / 2}
        for box in keep:
            xs.update((box.right + gap, box.x - gap - wide))
            ys.update((box.bottom + gap, box.y - gap - tall))
        xs = {x for x in xs if margin <= x <= w - margin - wide}
        ys = {y for y in ys if margin * 0.5 <= y <= h - margin * 0.5 - tall}
        spots = sorted(
            ((x, y) for x in xs for y in ys),
            key=lambda p: abs(p[0] + wide / 2 - want[0]) + abs(p[1] + tall / 2 - want[1]),
        )
        rects = [pygame.Rect(b.as_tuple()).inflate(4, 4) for b in keep]
        for x, y in spots:
            if pygame.Rect(round(x), round(y), round(wide), round(tall)).collidelist(rects) >= 0:
                continue
            box = Box(x, y, wide, tall)
            if not any(overlaps(box, other) for other in keep):
                return box
        return None

    def docked(self, keep: list[Box], wide: float, tall: float) -> Box:
        """At the left or right edge, at the height where it covers least."""
        w, h = self.app.size
        margin = self.host.layout.margin
        best: tuple[float, Box] | None = None
        steps = 12
        for x in (margin, w - margin - wide):
            for i in range(steps + 1):
                y = margin + (h - 2 * margin - tall) * i / steps
                box = Box(x, y, wide, tall)
                covered = sum(cover(box, other) for other in keep)
                if best is None or covered < best[0]:
                    best = (covered, box)
        assert best is not None
        return best[1]

    def where(self) -> Placed:
        size = self.app.size
        if self.placed is None or self.placed_for != size:
            self.placed = self.place()
            self.placed_for = size
        return self.placed

    @property
    def box(self) -> Box:
        return self.where().box

    @property
    def font(self) -> int:
        return self.where().font

    def resized(self) -> None:
        self.placed = None
        labelled = [(tr(f"button.{key}"), key) for key in self.keys]
        box, font = self.box, self.font
        if not self.where().band:
            self.buttons = widgets.foot_buttons(box, font, labelled, widest=BUTTON, lift=0.6)
            return
        right = box.right - font
        self.buttons = []
        for words, key in reversed(labelled):  # at the right end of the title's line
            right -= BUTTON * font
            self.buttons.insert(
                0, Button(Box(right, box.y + font * 0.6, BUTTON * font, font * 2.2), words, key)
            )
            right -= font

    # --- drawing ---------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """No veil: the table stays in sight around the panel, which covers none of it."""
        widgets.panel(surface, self.box, (16, 36, 27, 255))
        self.draw_body(surface, self.box)
        for button in self.buttons:
            button.draw(surface, self.app.resources, self.font)

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        font = self.font
        res = self.app.resources
        inner = box.w - font * 2
        band = self.where().band
        room = self.title_width(font, box.w, band)
        title = widgets.fit_text(res, self.heading, round(font * 1.3), room)
        if band:  # left, beside the buttons
            x, y, anchor = box.x + font, box.y + font * 0.6, "topleft"
            y += max(0.0, (font * 2.2 - title.height) / 2)
        else:
            x, y, anchor = box.center[0], box.y + font * 0.8, "midtop"
        for line in title.lines:
            widgets.text(surface, res, line, title.size, (x, y), widgets.GOLD, anchor)
            y += title.size * widgets.LINE
        if band:
            y = box.y + font * 0.6 + max(title.height, font * 2.2) - font * 0.2
        body = widgets.fit_text(res, self.body, font, inner)
        widgets.draw_fitted(surface, res, body, (box.x + font, y + font * 0.6))


def cover(a: Box, b: Box) -> float:
    """The area ``a`` and ``b`` share."""
    w = min(a.right, b.right) - max(a.x, b.x)
    h = min(a.bottom, b.bottom) - max(a.y, b.y)
    return max(0.0, w) * max(0.0, h)


def heading(table: TableHost, moment: str) -> str:
    """A lesson's title with the numbers of the rules it explains (the game's data)."""
    title = tr(f"lesson.title.{moment.replace(':', '.')}")
    numbers = table.controller.definition.lessons.rules.get(moment, ())
    if not numbers:
        return title
    cited = ", ".join(str(n) for n in numbers)
    if len(numbers) == 1:
        return tr("lesson.rule", title=title, rules=cited)
    return tr("lesson.rules", title=title, rules=cited)


class LessonOverlay(NoteOverlay):
    """One rule explained the first time it comes into play (``key``: its words), its
    heading citing the rules' numbers."""

    keys = ("got_it",)

    def __init__(self, app: App, table: TableHost, key: str) -> None:
        self.key = key
        c = table.controller
        self.moment = next(
            (m for m in c.definition.lessons.order if key.endswith("." + m.replace(":", "."))),
            key.split(".", 2)[2],
        )
        super().__init__(app, table, heading(table, self.moment), tr(key))


class MistakeOverlay(NoteOverlay):
    """A play the review marked a mistake or a blunder: the better option and why, and the
    choice to take the play back."""

    keys = ("keep_play", "take_back")

    def __init__(self, app: App, table: TableHost, mistake: Mistake) -> None:
        self.mistake = mistake
        body = tr(
            "lesson.mistake",
            played=say_action(mistake.played),
            better=say_action(mistake.better),
            loss=max(1, round(mistake.loss)),
            worlds=mistake.worlds,
        )
        super().__init__(app, table, tr(f"lesson.mark.{mistake.mark}"), body)

    def click(self, key: str) -> None:
        self.app.pop(OverlayResult.TAKE_BACK if key == "take_back" else None)
