""" "Why did they play that?": a past decision of any seat, valued from that seat's view.

A click on a card of the trick on the table opens this panel over the table.  It shows the
options the seat had as the advisor values them (the hint's own valuation, at the hint's
strength), the one it played marked, and the sentence that says why the best is best.
Everything is worked out from the state before that decision as *that seat* knew it: the
decision service samples the hidden cards from the seat's view (``DecisionService.advise``
determinizes for the seat), so the answer never rests on a card the seat could not see.
That is also the answer to "the bots cheat".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.api import State
from game.session.hint import Adviser
from game.ui import widgets
from game.ui.ai_answers import Advice
from game.ui.app import App, Scene
from game.ui.explain_words import say_explanation
from game.ui.i18n import say_action, tr
from game.ui.layout import Box
from game.ui.question import Question
from game.ui.widgets import Button, Fitted, hit_button

WIDTH = 34.0  # the panel's most width, in fonts
CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class WhyOverlay(Scene):
    """The advisor's options for ``seat`` in ``state`` (the state just before it acted), with
    ``played`` (the action it took) marked; asked of the app's decision service with ``seed``
    (fixed by the game and the action's place: asked again, the same answer)."""

    opaque = False

    def __init__(
        self, app: App, state: State, seat: int, played: Any, seed: int, adviser: Any = None
    ) -> None:
        super().__init__(app)
        self.state = state
        self.seat = seat
        self.played = played
        self.seed = seed
        service = app.decider if adviser is None else adviser
        self.adviser: Adviser | None = service if isinstance(service, Adviser) else None
        self.advice: Advice | None = None
        self.question = Question(
            self.adviser, lambda adviser: adviser.advise(self.state, self.seat, self.seed)
        )
        self.buttons: list[Button] = []
        self.resized()

    # --- the life cycle -------------------------------------------------------------

    def enter(self) -> None:
        self.question.start()
        self.update(0.0)

    def update(self, dt: float) -> None:
        if self.question.poll():
            self.advice = self.question.answer
            self.resized()

    def close(self) -> None:
        self.question.cancel()

    # --- what it says ---------------------------------------------------------------

    @property
    def font(self) -> int:
        w, h = self.app.size
        return max(12, round(min(h / 40, w / 36)))

    def title(self) -> str:
        seat = tr(f"seat.{self.seat}")
        action = say_action(self.played)
        if self.seat == 0:
            return tr("why.title_you", action=action)
        return tr("why.title", seat=seat, action=action)

    def rows(self) -> list[tuple[str, str, bool, bool]]:
        """Each option shown: its words, its value, whether it is the best, whether played;
        the played action last when it is not among the best shown (with its value where
        the advisor valued it)."""
        advice = self.advice
        if advice is None:
            return []
        played = str(self.played)
        rows = [
            (
                self.option_words(option.action),
                f"{option.value:+.1f}",
                i == 0,
                option.action == played,
            )
            for i, option in enumerate(advice.options)
        ]
        if not any(row[3] for row in rows):
            ranked = [o for o in advice.all_options if o.action == played]
            value = f"{ranked[0].value:+.1f}" if ranked else tr("why.not_ranked")
            rows.append((say_action(self.played), value, False, True))
        return rows

    def cost(self) -> float | None:
        """What the play gave away against the advisor's best, when it was not the best nor
        a close call (None: nothing to say)."""
        advice = self.advice
        if advice is None or not advice.options or advice.close_call:
            return None
        played = [o for o in advice.all_options or advice.options if o.action == str(self.played)]
        if not played or played[0].action == advice.options[0].action:
            return None
        lost = advice.options[0].value - played[0].value
        return lost if lost >= 0.05 else None

    def option_words(self, text: str) -> str:
        legal = {str(action): action for action in self.state.legal_actions()}
        action = legal.get(text)
        return say_action(action) if action is not None else text

    def lines(self, inner: float) -> list[tuple[Fitted, tuple[int, int, int]]]:
        """The sentences under the options: the reason, then whose view it is."""
        res, font = self.app.resources, self.font
        out: list[tuple[Fitted, tuple[int, int, int]]] = []
        if self.advice is not None:
            reason = say_explanation(self.advice.explanation)
            out.append((widgets.fit_text(res, reason, font, inner), widgets.INK))
            cost = self.cost()
            if cost is not None:
                words = tr("why.cost", seat=tr(f"seat.{self.seat}"), points=f"{cost:.1f}")
                out.append((widgets.fit_text(res, words, font, inner), widgets.INK))
        whose = tr("why.view_of", seat=tr(f"seat.{self.seat}"))
        out.append((widgets.fit_text(res, whose, round(font * 0.85), inner), widgets.DIM))
        return out

    # --- size and input -------------------------------------------------------------

    @property
    def box(self) -> Box:
        w, h = self.app.size
        font = self.font
        width = min(w - 2 * font, font * WIDTH)
        inner = width - font * 2.4
        res = self.app.resources
        title = widgets.fit_text(res, self.title(), round(font * 1.3), inner)
        body = font * 1.6 * max(1, len(self.rows())) + font * 0.6
        body += sum(fitted.height + font * 0.4 for fitted, _ in self.lines(inner))
        height = font * 0.8 + title.height + font * 0.6 + body + font * 3.6
        return Box.centred(w / 2, h / 2, width, min(h - 2 * font, height))

    def resized(self) -> None:
        self.buttons = widgets.foot_buttons(
            self.box, self.font, [(tr("button.close"), "close")], widest=9.0, lift=0.8
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if hit_button(self.buttons, event.pos) is not None:
                self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key in CLOSE_KEYS:
            self.app.pop()
        return True

    # --- drawing --------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        widgets.veil(surface, 110)
        box = self.box
        widgets.panel(surface, box, (16, 36, 27, 255))
        res, font = self.app.resources, self.font
        inner = box.w - font * 2.4
        x, right = box.x + font * 1.2, box.right - font * 1.2
        title = widgets.fit_text(res, self.title(), round(font * 1.3), inner)
        y = box.y + font * 0.8
        widgets.draw_fitted(surface, res, title, (box.center[0], y), widgets.GOLD, "midtop")
        y += title.height + font * 0.6
        if self.advice is None:
            key = "why.waiting" if self.adviser is not None else "why.unavailable"
            widgets.text(surface, res, tr(key), font, (box.center[0], y), widgets.DIM, "midtop")
        else:
            y = self.draw_rows(surface, self.rows(), x, right, y)
            for fitted, ink in self.lines(inner):
                widgets.draw_fitted(surface, res, fitted, (x, y), ink)
                y += fitted.height + font * 0.4
        for button in self.buttons:
            button.draw(surface, res, font)

    def draw_rows(
        self,
        surface: pygame.Surface,
        rows: Sequence[tuple[str, str, bool, bool]],
        x: float,
        right: float,
        y: float,
    ) -> float:
        """The options, best first, in gold; the one played framed and marked."""
        res, font = self.app.resources, self.font
        for words, value, best, played in rows:
            ink = widgets.GOLD if best else widgets.INK
            if played:
                frame = pygame.Rect(round(x - font * 0.4), round(y - font * 0.25), 0, 0)
                frame.size = (round(right - x + font * 0.8), round(font * 1.6))
                pygame.draw.rect(surface, widgets.GOLD, frame, 1, border_radius=font // 3)
                words = f"{words}  · {tr('why.played')}"
            widgets.text(surface, res, words, font, (x, y), ink)
            widgets.text(surface, res, value, font, (right, y), ink, "topright")
            y += font * 1.6
        return y + font * 0.6
