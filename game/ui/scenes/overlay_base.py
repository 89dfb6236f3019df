"""The bases of every overlay over the table (summary, sheet, Barbu's grid...) and of every
dialog over any scene (a question, the deal-code box): a panel over the scene below with a
row of buttons at its foot.  It is no scene of its own, so the scenes share it without
importing one another."""

from __future__ import annotations

import pygame

from game.ui import widgets
from game.ui.app import App, Scene
from game.ui.i18n import tr
from game.ui.layout import Box
from game.ui.tables.host import OverlayHost
from game.ui.widgets import Button, hit_button


class Overlay(Scene):
    """A panel over the scene below, with a row of buttons at its foot."""

    opaque = False
    keys: tuple[str, ...] = ("close",)
    width = 0.56  # shares of the window (of at most 1.25 widths of height, when tall)
    height = 0.62
    least = 26.0  # the narrowest the panel may be, in fonts (when the window allows)

    def __init__(self, app: App, table: OverlayHost) -> None:
        super().__init__(app)
        self.table = table
        self.buttons: list[Button] = []
        self.resized()

    @property
    def box(self) -> Box:
        w, h = self.app.size
        wide = max(w * self.width, min(w - 2 * self.table.layout.margin, self.font * self.least))
        return Box.centred(w / 2, h * 0.46, wide, min(h, w * 1.25) * self.height)

    @property
    def font(self) -> int:
        """The table's text size (it follows the window's shape, and shrinks with it)."""
        return self.table.layout.font

    def resized(self) -> None:
        labelled = [(tr(f"button.{key}"), key) for key in self.keys]
        self.buttons = widgets.foot_buttons(self.box, self.font, labelled, widest=9.0, lift=0.8)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons, event.pos)
            if button is not None:
                self.click(button.key)
        elif event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_ESCAPE,
            pygame.K_SPACE,
        ):
            self.click(self.keys[0])
        return True

    def click(self, key: str) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        widgets.veil(surface, 110)
        widgets.panel(surface, self.box, (16, 36, 27, 255))  # opaque: nothing shows through
        self.draw_body(surface, self.box)
        for button in self.buttons:
            button.draw(surface, self.app.resources, self.font)

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        pass

    def title(self, surface: pygame.Surface, words: str) -> None:
        box = self.box
        widgets.text(
            surface,
            self.app.resources,
            words,
            round(self.font * 1.5),
            (box.center[0], box.y + self.font * 1.5),
            widgets.GOLD,
            "center",
        )

    def rows(self, surface: pygame.Surface, rows: list[tuple[str, str]], top: float) -> None:
        box = self.box
        font = self.font
        res = self.app.resources
        for i, (label, value) in enumerate(rows):
            y = top + i * font * 1.55
            widgets.text(surface, res, label, font, (box.x + font * 2, y))
            widgets.text(
                surface, res, value, font, (box.right - font * 2, y), widgets.INK, "topright"
            )


class Dialog(Scene):
    """A box in the middle of the window over any scene, sized in fonts of the window's own
    text size, with a row of buttons at its foot: a question, the deal-code box."""

    opaque = False
    keys: tuple[str, ...] = ()
    prefix = ""  # the buttons' text keys are the prefix and the key
    fonts = (30.0, 9.0)  # the box's width and height, in fonts

    def __init__(self, app: App) -> None:
        super().__init__(app)
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
        wide, high = self.fonts
        return Box.centred(w / 2, h / 2, min(w - 2 * font, font * wide), font * high)

    def resized(self) -> None:
        labelled = [(tr(f"{self.prefix}{key}"), key) for key in self.keys]
        self.buttons = widgets.foot_buttons(self.box, self.font, labelled, widest=8.0, lift=1.0)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons, event.pos)
            if button is not None:
                self.click(button.key)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.click(self.keys[0])
            elif event.key == pygame.K_ESCAPE:
                self.click(self.keys[-1])
            else:
                self.key_down(event)
        return True

    def click(self, key: str) -> None:
        """Enter clicks the first button, Escape the last; by default any closes the dialog."""
        self.app.pop()

    def key_down(self, event: pygame.event.Event) -> None:
        """Any other key: a dialog with shortcuts or a text field reads it (none by default)."""
        return None
