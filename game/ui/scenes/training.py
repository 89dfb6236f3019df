"""Train on your mistakes (issue 39): a position where you lost a mistake's worth or more,
asked again.

The queue is the background review's (``game.session.progress``): each position is the
record up to the decision, so the table resumes it like a save (your seat's view, the
deal's history as it was) and you answer with the table's own input.  The coach of the
table (``TrainingCoach``) takes your answer and hands it back here; this screen then shows
the review's options with their values and ranges, yours and the best marked, and the
reason the best is best.  A position answered well twice leaves the queue.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.api import Event
from game.core.errors import AtoutError
from game.session.controller import TableController
from game.session.progress import (
    GOOD_TWICE,
    TrainingPosition,
    answered_well,
    change_queue,
    load_queue,
    training_games,
)
from game.ui import widgets
from game.ui.app import App, Scene
from game.ui.explain_words import say_explanation
from game.ui.game_names import game_title
from game.ui.i18n import say_action, tr
from game.ui.layout import Box
from game.ui.review_data import MARK_STYLE, draw_option, say_stage
from game.ui.tables.host import Coach, TableHost
from game.ui.widgets import Button, hit_button

ANSWER = "training-answer"


class TrainingCoach(Coach):
    """The table's coach in training: the position is not saved or counted (``active``), and
    the player's first action is the answer, handed back to the training screen."""

    active = True

    def __init__(self) -> None:
        self.answer: str | None = None

    def heard(self, table: TableHost, events: tuple[Event, ...], seat: int, action: Any) -> None:
        if seat == 0 and self.answer is None:
            self.answer = str(action)

    def update(self, table: TableHost) -> bool:
        if self.answer is None:
            return False
        table.app.pop((ANSWER, self.answer))
        return True


class TrainingScene(Scene):
    """The positions of one game (``variant``) or of every game, one at a time."""

    def __init__(self, app: App, variant: str | None = None) -> None:
        super().__init__(app)
        self.variant = variant
        self.position: TrainingPosition | None = None
        self.controller: TableController | None = None
        self.answer: str | None = None
        self.good: bool | None = None
        self.left = 0
        self.failed = ""
        self.buttons: list[Button] = []
        self.pick()

    # --- the queue -----------------------------------------------------------------

    def games(self) -> list[str]:
        return [self.variant] if self.variant else training_games(self.app.storage)

    def pick(self) -> None:
        """The next position: the one answered well the fewest times, the oldest first."""
        self.answer = None
        self.good = None
        self.position = None
        self.controller = None
        found = [p for game in self.games() for p in load_queue(self.app.storage, game).positions]
        self.left = len(found)
        for position in sorted(found, key=lambda p: p.good):
            try:
                controller = TableController.from_json(
                    position.save, self.app.decider, known_levels=self.app.levels
                )
            except AtoutError as error:
                self.failed = str(error)
                continue
            if controller.human_to_act:
                self.position, self.controller = position, controller
                break
        self.resized()

    def start(self) -> None:
        """The position at the table: your answer is your next action there."""
        if self.controller is None:
            return
        self.app.push(self.app.route("table", self.controller, TrainingCoach()))

    def receive(self, result: object) -> None:
        if isinstance(result, tuple) and len(result) == 2 and result[0] == ANSWER:
            self.answered(str(result[1]))

    def answered(self, action: str) -> None:
        """Mark the answer and keep the queue: twice well and the position leaves it."""
        position = self.position
        if position is None:
            return
        self.answer = action
        self.good = answered_well(position.decision, action)
        change_queue(self.app.storage, position.variant, lambda q: q.answer(position.key, action))
        position.good = position.good + 1 if self.good else 0
        self.resized()

    # --- geometry and input ----------------------------------------------------------

    @property
    def font(self) -> int:
        w, h = self.app.size
        return max(12, round(min(h / 42, w / 66)))

    def resized(self) -> None:
        w, h = self.app.size
        font = self.font
        if self.position is None:
            keys = ["back"]
        elif self.answer is None:
            keys = ["back", "play"]
        else:
            keys = ["back", "next"]
        bw, bh = min(font * 12.0, w * 0.3), font * 2.3
        x0 = w / 2 - (len(keys) * bw + (len(keys) - 1) * font) / 2
        self.buttons = [
            Button(
                Box(x0 + i * (bw + font), h - bh - font * 1.2, bw, bh), tr(f"training.{key}"), key
            )
            for i, key in enumerate(keys)
        ]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons, event.pos)
            if button is not None:
                self.click(button.key)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.click("back")
            elif event.key == pygame.K_RETURN and self.buttons:
                self.click(self.buttons[-1].key)
        return True

    def click(self, key: str) -> None:
        if key == "back":
            self.app.pop()
        elif key == "play":
            self.start()
        elif key == "next":
            self.pick()

    # --- drawing ---------------------------------------------------------------------

    def say(self, text: str) -> str:
        if self.controller is None:
            return text
        try:
            return say_action(self.controller.action_of(text))
        except AtoutError:
            return text

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        font = self.font
        res = self.app.resources
        surface.blit(self.app.felt(), (0, 0))
        widgets.page_title(surface, res, tr("training.title"), font, (w / 2, h * 0.07))
        position = self.position
        if position is None:
            words = tr("training.empty")
            fitted = widgets.fit_text(res, words, font, w * 0.7)
            widgets.draw_fitted(surface, res, fitted, (w / 2, h * 0.4), widgets.INK, "center")
        else:
            decision = position.decision
            where = say_stage(decision.kind, decision.number)
            head = tr("training.where", game=game_title(position.variant), where=where)
            widgets.text(
                surface, res, head, round(font * 1.1), (w / 2, h * 0.14), widgets.INK, "center"
            )
            count = tr("training.count", left=self.left, good=position.good, twice=GOOD_TWICE)
            widgets.text(
                surface, res, count, round(font * 0.85), (w / 2, h * 0.19), widgets.DIM, "center"
            )
            if self.answer is None:
                self.draw_ask(surface)
            else:
                self.draw_answer(surface, position)
        for button in self.buttons:
            button.draw(surface, res, font)

    def draw_ask(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        font = self.font
        res = self.app.resources
        box = Box(w * 0.2, h * 0.3, w * 0.6, h * 0.4)
        widgets.panel(surface, box)
        fitted = widgets.fit_text(res, tr("training.ask"), font, box.w - font * 2)
        widgets.draw_fitted(surface, res, fitted, box.center, widgets.INK, "center")

    def draw_answer(self, surface: pygame.Surface, position: TrainingPosition) -> None:
        """Your answer, the review's options with values and ranges, and why the best."""
        w, h = self.app.size
        font = self.font
        res = self.app.resources
        decision = position.decision
        box = Box(w * 0.12, h * 0.24, w * 0.76, h * 0.6)
        widgets.panel(surface, box)
        x = box.x + font
        y = box.y + font * 0.8
        verdict = "training.good" if self.good else "training.wrong"
        colour = MARK_STYLE["best" if self.good else "mistake"][1]
        said = tr(verdict, action=self.say(self.answer or ""))
        widgets.text(surface, res, said, round(font * 1.15), (x, y), colour)
        y += font * 2.0
        if not self.good:
            best = tr("training.best", action=self.say(decision.best))
            widgets.text(surface, res, best, font, (x, y), widgets.INK)
        y += font * 1.8
        columns = (x, box.x + box.w * 0.62, box.right - font)
        for key, cx, anchor in zip(
            ("review.option", "review.value", "review.range"),
            columns,
            ("topleft", "topright", "topright"),
            strict=True,
        ):
            widgets.text(surface, res, tr(key), round(font * 0.85), (cx, y), widgets.DIM, anchor)
        y += font * 1.4
        marks = {decision.best: "best", decision.played: decision.mark}
        for option in decision.options:
            ink = widgets.GOLD if option.action == self.answer else widgets.INK
            name = self.say(option.action)
            if option.action in marks:
                name = f"{name}  {MARK_STYLE[marks[option.action]][0]}"
            if option.action == self.answer:
                name = f"> {name}"
            draw_option(surface, res, option, name, ink, (x, y), columns, font)
            y += font * 1.45
        then = tr("training.then", action=self.say(decision.played), points=f"{decision.loss:.1f}")
        widgets.text(surface, res, then, round(font * 0.85), (x, y + font * 0.3), widgets.DIM)
        if decision.why is not None:
            words = say_explanation(decision.why)
            fitted = widgets.fit_text(res, words, round(font * 0.95), box.w - font * 2)
            widgets.draw_fitted(
                surface, res, fitted, (x, box.bottom - font * 0.6 - fitted.height), widgets.INK
            )
