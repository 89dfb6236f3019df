"""A question over the scene below, answered yes or no (a new game while one is saved)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import widgets
from game.ui.app import App, Scene
from game.ui.i18n import tr
from game.ui.layout import Box
from game.ui.widgets import Button, hit_button

ANSWERS = ("yes", "no")


class ConfirmScene(Scene):
    """Asks ``question``; on yes, closes and calls ``on_yes``; on no (or Esc), just closes."""

    opaque = False

    def __init__(self, app: App, question: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.buttons: list[Button] = []
        self.resized()

    @property
    def font(self) -> int:
        w, h = self.app.size
        return max(12, round(min(h / 40, w / 36)))

    @property
    def box(self) -> Box:
        w, h = self.app.size
        font = self.font
        return Box.centred(w / 2, h / 2, min(w - 2 * font, font * 30), font * 9)

    def resized(self) -> None:
        box, font = self.box, self.font
        bw, bh = min(font * 8.0, (box.w - font * 3) / 2), font * 2.2
        x0 = box.center[0] - bw - font / 2
        self.buttons = [
            Button(
                Box(x0 + i * (bw + font), box.bottom - bh - font, bw, bh), tr(f"confirm.{key}"), key
            )
            for i, key in enumerate(ANSWERS)
        ]

    def answer(self, key: str) -> None:
        self.app.pop()
        if key == "yes":
            self.on_yes()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons, event.pos)
            if button is not None:
                self.answer(button.key)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
                self.answer("yes")
            elif event.key in (pygame.K_ESCAPE, pygame.K_n):
                self.answer("no")
        return True

    def draw(self, surface: pygame.Surface) -> None:
        res, font, box = self.app.resources, self.font, self.box
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))  # the screen below waits for the answer
        surface.blit(veil, (0, 0))
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
