"""Play a deal by code: type (or paste) a deal code and play that deal once, as practice.

Two players who type the same code on two computers get the same cards and can compare.
The deal is a practice deal (``TableController.for_deal``): it is never saved, so a saved
game waits unchanged on the menu's Continue.  Its computer seats play at the levels last
chosen for its game (``game.ui.seat_levels``).  A code that names no deal is refused with
the reason in the player's language, and the text stays for the player to correct.
"""

from __future__ import annotations

import pygame

from game.session.controller import TableController
from game.session.deal_code import DealCodeError, decode
from game.ui import widgets
from game.ui.app import App
from game.ui.i18n import tr
from game.ui.layout import Box
from game.ui.scenes.overlay_base import Dialog
from game.ui.seat_levels import remembered_levels

MAX_TYPED = 24  # a code is 20 characters; room for spaces typed between its parts
KEYS = ("play", "back")


def pasted_text() -> str:
    """The clipboard's text, or nothing where the system offers no clipboard."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        return str(pygame.scrap.get_text() or "")
    except (pygame.error, AttributeError, NotImplementedError):
        return ""


def typable(words: str) -> str:
    """The characters of ``words`` a code may hold (letters, digits, dashes, spaces)."""
    return "".join(ch for ch in words if ch.isascii() and (ch.isalnum() or ch in "- "))


class DealCodeScene(Dialog):
    """A text box for a deal code, Play and Back; Enter plays, Escape goes back."""

    keys = KEYS
    prefix = "code."
    fonts = (34.0, 16.5)
    title = "code.title"  # the title's and the prompt's text keys (a series code has its own)
    prompt = "code.prompt"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.typed = ""
        self.error = ""

    def enter(self) -> None:
        pygame.key.start_text_input()

    def close(self) -> None:
        pygame.key.stop_text_input()

    @property
    def field(self) -> Box:
        """Where the code is typed."""
        box, font = self.box, self.font
        return Box(box.x + font * 2, box.y + font * 6.2, box.w - font * 4, font * 2.4)

    def type_in(self, words: str) -> None:
        self.typed = (self.typed + typable(words))[:MAX_TYPED]
        self.error = ""

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.type_in(event.text)
            return True
        return super().handle(event)

    def key_down(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_BACKSPACE:
            self.typed = self.typed[:-1]
            self.error = ""
        elif event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.type_in(pasted_text())

    def click(self, key: str) -> None:
        if key == "back":
            self.app.pop()
        elif key == "play":
            self.play()

    def play(self) -> None:
        """Start the deal the code names, or say why the code names none."""
        try:
            spec = decode(self.typed)
        except DealCodeError as error:
            self.error = tr(f"code.bad.{error.reason}")
            return
        levels = remembered_levels(self.app, spec.variant)
        controller = TableController.for_deal(spec, levels, self.app.decider)
        self.app.replace(self.app.route("table", controller))

    def draw(self, surface: pygame.Surface) -> None:
        res, font, box = self.app.resources, self.font, self.box
        widgets.veil(surface, 150)
        widgets.panel(surface, box, (14, 34, 25, 255))
        title = (box.center[0], box.y + font * 1.6)
        widgets.text(surface, res, tr(self.title), round(font * 1.3), title, widgets.GOLD, "center")
        prompt = widgets.fit_text(res, tr(self.prompt), font, box.w - font * 4, font * 3.2)
        widgets.draw_fitted(
            surface, res, prompt, (box.center[0], box.y + font * 2.8), widgets.INK, "midtop"
        )
        field = self.field
        rect = pygame.Rect(field.as_tuple())
        pygame.draw.rect(surface, (6, 16, 12), rect, border_radius=max(4, font // 3))
        pygame.draw.rect(surface, widgets.GOLD, rect, width=2, border_radius=max(4, font // 3))
        size = round(font * 1.3)
        shown = self.typed.upper()
        caret = "|" if int(self.app.clock * 2) % 2 == 0 else " "
        at = (field.x + font * 0.8, field.center[1])
        widgets.text(surface, res, shown + caret, size, at, widgets.INK, "midleft")
        if self.error:
            error = widgets.fit_text(res, self.error, font, box.w - font * 3, font * 2.6)
            place = (box.center[0], field.bottom + font * 0.6)
            widgets.draw_fitted(surface, res, error, place, widgets.RED, "midtop")
        for button in self.buttons:
            button.draw(surface, res, round(font * 0.95))
