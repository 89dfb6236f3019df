"""The learn mode's panels over the table: a rule's lesson, and the notice of a poor play.

Both are small panels sized to their words, high on the table so that the learner's hand
stays in sight under them.  The lesson has one button (Got it); the notice two: keep the
play, or take it back (the answer ``TAKE_BACK``: the table's own undo).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import widgets
from game.ui.app import App
from game.ui.i18n import say_action, tr
from game.ui.layout import Box
from game.ui.scenes.overlay_base import Overlay
from game.ui.tables.host import OverlayHost, OverlayResult

if TYPE_CHECKING:
    from game.ui.learn.coach import Mistake


class NoteOverlay(Overlay):
    """A panel of a title and a few sentences, as high as its words need."""

    width = 0.5
    least = 30.0
    side_width = 0.34  # the share of a wide window the panel takes beside the trick
    least_side = 22.0

    def __init__(self, app: App, table: OverlayHost, title: str, body: str) -> None:
        self.heading = title
        self.body = body
        super().__init__(app, table)

    @property
    def box(self) -> Box:
        """Beside the trick or the piles in a wide window (the cards it speaks of stay in
        sight), else across the top."""
        w, h = self.app.size
        font = self.font
        margin = self.table.layout.margin
        side = w > h * 1.2
        share = self.side_width if side else self.width
        wide = max(w * share, min(w - 2 * margin, font * (self.least_side if side else self.least)))
        fitted = widgets.fit_text(self.app.resources, self.body, font, wide - font * 3)
        tall = min(h * 0.9, fitted.height + font * 8.2)
        if side:  # the rummy's discard pile lies right of centre: its lessons go left
            x = margin if self.table.controller.melds_on_table else w - margin - wide
            return Box(x, max(margin, h * 0.42 - tall / 2), wide, tall)
        return Box.centred(w / 2, max(tall / 2 + font, h * 0.36), wide, tall)

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        font = self.font
        res = self.app.resources
        self.title(surface, self.heading)
        fitted = widgets.fit_text(res, self.body, font, box.w - font * 3)
        widgets.draw_fitted(surface, res, fitted, (box.x + font * 1.5, box.y + font * 3.0))


class LessonOverlay(NoteOverlay):
    """One rule explained the first time it comes into play (``key``: its words)."""

    keys = ("got_it",)

    def __init__(self, app: App, table: OverlayHost, key: str) -> None:
        self.key = key
        moment = key.split(".", 2)[2]
        super().__init__(app, table, tr(f"lesson.title.{moment}"), tr(key))


class MistakeOverlay(NoteOverlay):
    """A play the review marked a mistake or a blunder: the better option and why, and the
    choice to take the play back."""

    keys = ("keep_play", "take_back")

    def __init__(self, app: App, table: OverlayHost, mistake: Mistake) -> None:
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
