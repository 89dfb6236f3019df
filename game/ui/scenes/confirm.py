"""A question over the scene below, answered yes or no (a new game while one is saved)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import widgets
from game.ui.app import App
from game.ui.scenes.overlay_base import Dialog

ANSWERS = ("yes", "no")


class ConfirmScene(Dialog):
    """Asks ``question``; on yes, closes and calls ``on_yes``; on no (or Esc), just closes."""

    keys = ANSWERS
    prefix = "confirm."

    def __init__(self, app: App, question: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes

    def click(self, key: str) -> None:
        self.app.pop()
        if key == "yes":
            self.on_yes()

    def key_down(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_y:
            self.click("yes")
        elif event.key == pygame.K_n:
            self.click("no")

    def draw(self, surface: pygame.Surface) -> None:
        res, font, box = self.app.resources, self.font, self.box
        widgets.veil(surface, 150)  # the screen below waits for the answer
        rect = pygame.Rect(box.as_tuple())
        radius = max(6, int(min(rect.w, rect.h) * 0.08))
        pygame.draw.rect(surface, (14, 34, 25), rect, border_radius=radius)  # opaque: no text
        widgets.panel(surface, box, (14, 34, 25, 255))  # shows through the question
        lines = widgets.wrap(res, self.question, font, box.w - 2 * font)[:3]
        for i, line in enumerate(lines):
            centre = (box.center[0], box.y + font * (1.4 + 1.4 * i))
            widgets.text(surface, res, line, font, centre, widgets.INK, "center")
        for button in self.buttons:
            button.draw(surface, res, round(font * 0.95))
