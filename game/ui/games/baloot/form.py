"""Kammelna's Qayd form («قيدها»): the human names the foul, then the trick, then the card
(an opponent's card of that trick), as the app asks them in that order; a wrong Sawa or
Akka needs no card.  Only what the rules can judge is offered (``controller.objections``):
a call may still be wrong, and then the other side gets the hand, as the form says.  The
call is handed back to the table (``CallOut``), which makes it and shows the verdict."""

from __future__ import annotations

import pygame

from game.baloot.customs import Qayd
from game.core.cards import Card
from game.ui import widgets
from game.ui.app import App
from game.ui.i18n import card_label, say_action, tr
from game.ui.layout import Box
from game.ui.scenes.overlay_base import Overlay
from game.ui.tables.host import CallOut, OverlayHost
from game.ui.widgets import Button, hit_button

FORM_ROUTE = "qayd_form"
FOUL_ORDER = ("revoke", "trump", "overtrump", "locked", "sawa", "akka")


class QaydForm(Overlay):
    """Three rows of choices (foul, trick, card) over the table; Call Qayd once complete."""

    keys = ("call_qayd", "cancel")
    height = 0.66

    def __init__(self, app: App, table: OverlayHost) -> None:
        calls = [c for c in table.controller.objections(0) if isinstance(c, Qayd)]
        self.calls = calls
        self.foul = ""
        self.trick = 0
        self.card: Card | None = None
        self.choices: list[Button] = []
        super().__init__(app, table)

    # --- what may be chosen -------------------------------------------------------------

    def fouls(self) -> list[str]:
        said = {c.foul for c in self.calls}
        return [f for f in FOUL_ORDER if f in said]

    def tricks(self) -> list[int]:
        if self.foul == "sawa":
            return []
        return sorted({c.trick for c in self.calls if c.foul == self.foul})

    def cards(self) -> list[Card]:
        if self.foul in ("sawa", "akka") or not self.trick:
            return []
        return [
            c.card
            for c in self.calls
            if c.foul == self.foul and c.trick == self.trick and c.card is not None
        ]

    def chosen(self) -> Qayd | None:
        """The call the form names now, once complete."""
        for call in self.calls:
            if call.foul != self.foul:
                continue
            if self.foul == "sawa":
                return call
            if call.trick == self.trick and (self.foul == "akka" or call.card == self.card):
                return call
        return None

    # --- layout -------------------------------------------------------------------------

    def resized(self) -> None:
        super().resized()
        self.lay_out_choices()

    def row_top(self, row: int) -> float:
        return self.box.y + self.font * (4.6 + 3.4 * row)

    def lay_out_choices(self) -> None:
        """One button a choice, in rows under their labels; the chosen ones lit."""
        font = self.font
        box = self.box
        rows: list[list[tuple[str, str]]] = [
            [(tr(f"qayd.foul.{f}"), f"foul:{f}") for f in self.fouls()],
            [(str(t), f"trick:{t}") for t in self.tricks()],
            [(card_label(c.code), f"card:{c.code}") for c in self.cards()],
        ]
        left = box.x + font * 7.5
        width = box.right - font - left
        self.choices = []
        for i, row in enumerate(rows):
            if not row:
                continue
            widest = 9.0 if i == 0 else 3.2
            bw = min(font * widest, (width - font * 0.5 * (len(row) - 1)) / len(row))
            for j, (label, key) in enumerate(row):
                x = left + j * (bw + font * 0.5)
                button = Button(Box(x, self.row_top(i), bw, font * 2.4), label, key)
                button.selected = key in (
                    f"foul:{self.foul}",
                    f"trick:{self.trick}",
                    f"card:{self.card.code}" if self.card else "",
                )
                self.choices.append(button)
        for button in self.buttons:
            button.enabled = button.key != "call_qayd" or self.chosen() is not None

    # --- input --------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            choice = hit_button(self.choices, event.pos)
            if choice is not None:
                self.choose(choice.key)
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_q):
            self.click("cancel")
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.click("call_qayd")
            return True
        return super().handle(event)

    def choose(self, key: str) -> None:
        """A choice clicked: the rows after it start again (a trick of that foul...)."""
        row, _, value = key.partition(":")
        if row == "foul":
            self.foul, self.trick, self.card = value, 0, None
            tricks = self.tricks()
            if len(tricks) == 1:
                self.trick = tricks[0]
        elif row == "trick":
            self.trick, self.card = int(value), None
        else:
            self.card = next(c for c in self.cards() if c.code == value)
        if self.card is None and len(self.cards()) == 1:
            self.card = self.cards()[0]
        self.lay_out_choices()

    def click(self, key: str) -> None:
        if key == "cancel":
            self.app.pop()
            return
        call = self.chosen()
        if call is not None:
            self.app.pop(CallOut(call))

    # --- drawing ------------------------------------------------------------------------

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        self.title(surface, tr("qayd.title"))
        font, res = self.font, self.app.resources
        labels = ("qayd.foul", "qayd.trick", "qayd.card")
        for i, label in enumerate(labels):
            centre_y = self.row_top(i) + font * 1.2
            widgets.text(
                surface, res, tr(label), font, (box.x + font * 1.5, centre_y), anchor="midleft"
            )
        for button in self.choices:
            button.draw(surface, res, font)
        call = self.chosen()
        said = say_action(call) if call is not None else tr("qayd.choose")
        bottom = self.row_top(3) + font * 0.2
        for words, colour in ((said, widgets.GOLD), (tr("qayd.warning"), widgets.DIM)):
            fitted = widgets.fit_text(res, words, font, box.w - font * 3)
            widgets.draw_fitted(surface, res, fitted, (box.center[0], bottom), colour, "midtop")
            bottom += fitted.height + font * 0.4
