"""The hand review: one seat's decisions in one hand, valued by the AI in its worker.

Opened from the hand summary, from the statistics screen (a saved or finished game)
or for a record file, on a record and a deal.  The analysis runs in the decision
service's worker (``review_hand``): a progress bar and Cancel while it runs, and the
window keeps drawing.  Then each decision shows the options weighed from the seat's
information, their expected values and intervals, what was played, the loss and the
mark; a graph of the expected hand result with the marks on it; the one-line
summary; and the table as it was at the chosen decision (the seat's hand and the
trick; every hand once the toggle shows them, with the best result possible with
every card visible).  The arrow keys step through the decisions; a click on a
decision or on the graph chooses it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pygame

from game.core.cards import Card
from game.core.errors import AtoutError
from game.core.trickplay import TrickView
from game.session.record import GameRecord
from game.ui import widgets, writing
from game.ui.ai_answers import Decision, HandReview
from game.ui.app import App, Scene
from game.ui.explain_words import say_explanation
from game.ui.game_names import game_title
from game.ui.hint_view import close_key
from game.ui.i18n import say_action, tr
from game.ui.layout import Box, mirrored_box
from game.ui.review_data import (
    NO_CALL,
    DealPositions,
    Reviewer,
    deal_positions,
    draw_option,
    mark_of,
    open_best_line,
    say_points,
    say_stage,
    summary_line,
)
from game.ui.widgets import Button, hit_button

LIST_ROWS = 12  # decisions listed at once (the list scrolls with the chosen one)
BEST_LINE = (120, 150, 130)  # the graph's thin line: the best option's expected result


class ReviewScene(Scene):
    """One seat's review of one finished hand of a record."""

    def __init__(self, app: App, record: GameRecord, deal: int = 0, seat: int = 0) -> None:
        super().__init__(app)
        self.record = record
        self.seat = seat
        self.ticket: int | None = None
        self.done = 0.0
        self.result: HandReview | None = None
        self.failed = ""
        self.cancelled = False
        self.chosen = 0
        self.unseen: list[Card] = []  # cards to load while the worker analyses
        self.show_all = False
        self.buttons: list[Button] = []
        self.rows: list[tuple[Box, int]] = []
        self.points: list[tuple[float, float, int]] = []  # the graph's dots: x, y, decision
        self.card_rects: list[pygame.Rect] = []  # the cards of the table as it was, as drawn
        try:
            positions = deal_positions(record)
        except AtoutError as error:
            positions = []
            self.failed = str(error)
        self.finished = [i for i, p in enumerate(positions) if p.end.is_over]
        self.positions = positions
        self.deal = deal if deal in self.finished else (self.finished[-1] if self.finished else 0)
        if not self.finished and not self.failed:
            self.failed = tr("review.nothing", seat=tr(f"seat.{seat}"))
        self.resized()
        self.start()

    # --- the analysis ---------------------------------------------------------------

    @property
    def reviewer(self) -> Reviewer | None:
        decider = self.app.decider
        return decider if isinstance(decider, Reviewer) else None

    def start(self) -> None:
        """Ask the worker for the review of the current deal and seat."""
        self.stop()
        self.result = None
        self.cancelled = False
        self.done = 0.0
        self.chosen = 0
        if self.positions:  # the seat's cards, shown once the review is there
            self.unseen = list(self.positions[self.deal].at(0).view(self.seat).hand)
        reviewer = self.reviewer
        if self.failed or reviewer is None:
            return
        try:
            self.ticket = reviewer.review_hand(self.record.data(), self.deal + 1, self.seat)
        except AtoutError as error:
            self.failed = str(error)
        self.resized()

    def close(self) -> None:
        """Leaving drops the review in flight."""
        if self.ticket is not None:
            self.stop()

    def stop(self) -> None:
        reviewer = self.reviewer
        if self.ticket is not None and reviewer is not None:
            reviewer.cancel(self.ticket)
        self.ticket = None

    def update(self, dt: float) -> None:
        reviewer = self.reviewer
        if self.ticket is None or reviewer is None:
            return
        self.done = reviewer.progress(self.ticket)
        if self.unseen:  # one card a frame: the review's first drawing then loads none
            self.app.resources.card(self.unseen.pop(), self.card_size(self.areas()[3], 1))
        ready, result = reviewer.poll(self.ticket)
        if ready:
            self.ticket = None
            self.result = result
            self.resized()

    @property
    def decisions(self) -> Sequence[Decision]:
        return self.result.review.decisions if self.result is not None else ()

    # --- geometry -----------------------------------------------------------------------

    @property
    def font(self) -> int:
        w, h = self.app.size
        return max(12, round(min(h / 46, w / 70)))

    def resized(self) -> None:
        w, h = self.app.size
        font = self.font
        bh = font * 2.2
        y = h - bh - font * 0.7
        if self.ticket is not None:
            keys = ["back", "cancel"]
        elif self.cancelled:
            keys = ["back", "again"]
        else:
            keys = ["back", "prev", "next", "seat", "show_all", "reading"]
        bw = min(font * 11.0, (w - font * (len(keys) + 1)) / len(keys))
        x0 = w / 2 - (len(keys) * bw + (len(keys) - 1) * font) / 2
        self.buttons = widgets.mirrored_screen(
            [
                Button(Box(x0 + i * (bw + font), y, bw, bh), self.label(key), key)
                for i, key in enumerate(keys)
            ],
            w,
        )

    def label(self, key: str) -> str:
        if key == "seat":
            return tr("review.seat", seat=tr(f"seat.{self.seat}"))
        if key == "show_all":
            return tr("review.hide_all" if self.show_all else "review.show_all")
        return tr(f"review.{key}")

    def areas(self) -> tuple[Box, Box, Box, Box]:
        """The decision list, the graph, the options and the table as it was."""
        w, h = self.app.size
        font = self.font
        top = font * 4.6
        bottom = h - font * 6.4
        left = Box(font, top, w * 0.36 - font * 1.5, bottom - top)
        right_x = w * 0.36
        right_w = w - right_x - font
        graph = Box(right_x, top, right_w, (bottom - top) * 0.3)
        options = Box(
            right_x, graph.bottom + font * 0.5, right_w * 0.48, (bottom - top) * 0.7 - font * 0.5
        )
        table = Box(
            options.right + font * 0.5, options.y, right_w - options.w - font * 0.5, options.h
        )
        if writing.rtl():  # the list on the right, read first
            boxes = (left, graph, options, table)
            left, graph, options, table = (mirrored_box(box, w) for box in boxes)
        return left, graph, options, table

    # --- input ---------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons, event.pos)
            if button is not None:
                self.click(button.key)
            else:
                self.pick(event.pos)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.click("back")
            elif event.key in (pygame.K_LEFT, pygame.K_UP):
                self.step(-1)
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN):
                self.step(1)
            elif event.key == pygame.K_i:
                self.click("reading")
        return True

    def step(self, by: int) -> None:
        if self.decisions:
            self.chosen = max(0, min(len(self.decisions) - 1, self.chosen + by))

    def pick(self, pos: tuple[int, int]) -> None:
        """A click on a decision's row or its dot on the graph chooses it."""
        for box, index in self.rows:
            if box.contains(pos):
                self.chosen = index
                return
        radius = self.font * 0.9
        for x, y, index in self.points:
            if abs(pos[0] - x) <= radius and abs(pos[1] - y) <= radius:
                self.chosen = index
                return

    def click(self, key: str) -> None:
        if key == "back":
            self.app.pop()
        elif key == "cancel":
            self.stop()
            self.cancelled = True
            self.resized()
        elif key == "again":
            self.start()
        elif key in ("prev", "next") and self.finished:
            at = self.finished.index(self.deal) + (1 if key == "next" else -1)
            if 0 <= at < len(self.finished):
                self.deal = self.finished[at]
                self.start()
        elif key == "seat":
            self.seat = (self.seat + 1) % len(self.positions[self.deal].end.view(0).hand_sizes)
            self.start()
        elif key == "show_all":
            self.show_all = not self.show_all
            self.resized()
        elif key == "reading" and self.decisions:
            self.read_cards()

    def read_cards(self) -> None:
        """The card reading of the reviewed seat at the chosen decision: what it could know
        then (its own information only)."""
        decision = self.decisions[self.chosen]
        state = self.positions[self.deal].at(decision.action_index)
        seed = random.Random(f"reading/{self.deal}/{decision.action_index}").getrandbits(62)
        self.app.push(self.app.route("reading", state, self.seat, seed))

    # --- drawing -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        font = self.font
        res = self.app.resources
        surface.blit(self.app.felt(), (0, 0))
        title = tr("review.title")
        if self.positions:
            title = tr(
                "review.heading",
                game=game_title(self.record.variant),
                deal=self.deal + 1,
                deals=len(self.record.deals),
            )
        widgets.text(
            surface, res, title, round(font * 1.6), (w / 2, font * 1.6), widgets.GOLD, "center"
        )
        if self.failed:
            words = tr("review.failed", reason=self.failed)
            fitted = widgets.fit_text(res, words, font, w * 0.8, h * 0.3)
            widgets.draw_fitted(surface, res, fitted, (w / 2, h * 0.45), widgets.INK, "center")
        elif self.ticket is not None:
            self.draw_progress(surface)
        elif self.cancelled:
            widgets.text(
                surface, res, tr("review.cancelled"), font, (w / 2, h * 0.45), widgets.INK, "center"
            )
        elif self.result is not None:
            self.draw_review(surface, self.result)
        for button in self.buttons:
            button.enabled = self.enabled(button.key)
            button.draw(surface, res, font)

    def enabled(self, key: str) -> bool:
        if key in ("prev", "next"):
            if not self.finished or self.deal not in self.finished:
                return False
            at = self.finished.index(self.deal)
            return 0 <= at + (1 if key == "next" else -1) < len(self.finished)
        if key in ("seat", "show_all"):
            return self.result is not None
        return True

    def draw_progress(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        font = self.font
        res = self.app.resources
        words = tr("review.analysing", percent=round(self.done * 100))
        widgets.text(surface, res, words, font, (w / 2, h * 0.42), widgets.INK, "center")
        bar = Box(w * 0.25, h * 0.47, w * 0.5, font * 1.2)
        pygame.draw.rect(surface, (10, 25, 18), pygame.Rect(bar.as_tuple()), border_radius=6)
        filled = Box(bar.x, bar.y, max(bar.h, bar.w * self.done), bar.h)
        pygame.draw.rect(surface, widgets.GOLD, pygame.Rect(filled.as_tuple()), border_radius=6)
        pygame.draw.rect(surface, (110, 160, 130), pygame.Rect(bar.as_tuple()), 2, border_radius=6)

    def draw_review(self, surface: pygame.Surface, result: HandReview) -> None:
        w, h = self.app.size
        font = self.font
        res = self.app.resources
        seat_name = tr(f"seat.{self.seat}")
        widgets.text(
            surface,
            res,
            summary_line(result.review, seat_name),
            font,
            (w / 2, font * 3.3),
            widgets.INK,
            "center",
        )
        left, graph, options, table = self.areas()
        for box in (left, graph, options, table):
            widgets.panel(surface, box)
        self.draw_list(surface, left)
        self.draw_graph(surface, graph)
        self.draw_options(surface, options)
        self.draw_position(surface, table)
        footer = open_best_line(result) if self.show_all else tr("review.keys")
        widgets.text(
            surface, res, footer, round(font * 0.9), (w / 2, h - font * 4.9), widgets.DIM, "center"
        )

    def draw_list(self, surface: pygame.Surface, box: Box) -> None:
        font = self.font
        res = self.app.resources
        decisions = self.decisions
        self.rows = []
        if not decisions:
            words = tr("review.nothing", seat=tr(f"seat.{self.seat}"))
            fitted = widgets.fit_text(res, words, font, box.w - font, box.h)
            widgets.draw_fitted(surface, res, fitted, box.center, widgets.INK, "center")
            return
        row_h = min(font * 2.0, (box.h - font) / LIST_ROWS)
        shown = max(1, int((box.h - font) // row_h))
        first = max(0, min(self.chosen - shown // 2, len(decisions) - shown))
        for row, index in enumerate(range(first, min(len(decisions), first + shown))):
            decision = decisions[index]
            y = box.y + font * 0.5 + row * row_h
            line = Box(box.x + font * 0.3, y, box.w - font * 0.6, row_h)
            self.rows.append((line, index))
            if index == self.chosen:
                pygame.draw.rect(
                    surface, (60, 110, 80), pygame.Rect(line.as_tuple()), border_radius=5
                )
            words, symbol, colour = mark_of(decision)
            mid = line.y + row_h / 2
            stage = say_stage(decision.stage.phase, decision.stage.number)
            widgets.text(
                surface,
                res,
                stage,
                round(font * 0.85),
                (line.x + font * 0.4, mid),
                widgets.DIM,
                "midleft",
            )
            widgets.text(
                surface,
                res,
                self.say(decision.played),
                font,
                (line.x + line.w * 0.36, mid),
                widgets.INK,
                "midleft",
            )
            widgets.text(
                surface,
                res,
                f"{symbol} {words}",
                round(font * 0.85),
                (line.right - font * 0.4, mid),
                colour,
                "midright",
            )

    def say(self, text: str) -> str:
        """An action's record text in the player's words."""
        if text == NO_CALL:
            return tr("review.no_call")
        try:
            return say_action(self.positions[self.deal].end.parse_action(text))
        except AtoutError:
            return text

    def draw_graph(self, surface: pygame.Surface, box: Box) -> None:
        """The expected result after each decision (the thick line, a dot per decision in its
        mark's colour) against the best option's (the thin line), with both axes labelled and
        a legend."""
        font = self.font
        res = self.app.resources
        decisions = self.decisions
        small = round(font * 0.75)
        widgets.text(
            surface,
            res,
            tr("review.graph"),
            round(font * 0.85),
            (box.x + font * 0.6, box.y + font * 0.4),
            widgets.DIM,
        )
        self.points = []
        if not decisions:
            return
        self.draw_legend(surface, box)
        values = [d.played_value for d in decisions] + [d.options[0].value for d in decisions]
        low, high = min(0.0, *values), max(0.0, *values)
        span = max(high - low, 1e-6)
        labels = [say_points(v) for v in (high, 0.0, low)]
        axis_w = max(res.font(small).size(label)[0] for label in labels) + font * 0.5
        inner = Box(
            box.x + font * 0.6 + axis_w,
            box.y + font * 1.9,
            box.w - font * 1.4 - axis_w,
            box.h - font * 3.3,
        )

        def mirrored(x: float) -> float:  # the graph reads from the right in Arabic
            return widgets.placed((x, box.center[1]), "center")[0][0]

        def place(i: int, value: float) -> tuple[float, float]:
            x = inner.x + (inner.w * (i + 0.5) / len(decisions))
            return mirrored(x), inner.bottom - (value - low) / span * inner.h

        axis = (90, 120, 100)
        left, right = mirrored(inner.x), mirrored(inner.right)
        pygame.draw.line(surface, axis, (left, inner.y), (left, inner.bottom), 1)
        pygame.draw.line(surface, axis, (left, inner.bottom), (right, inner.bottom), 1)
        for value, label in zip((high, 0.0, low), labels, strict=True):
            y = place(0, value)[1]
            if value == 0.0:
                pygame.draw.line(surface, axis, (left, y), (right, y), 1)
            widgets.text(
                surface, res, label, small, (inner.x - font * 0.3, y), widgets.DIM, "midright"
            )
        every = max(1, round(len(decisions) / max(1.0, inner.w / (font * 2.2))))
        for i in range(0, len(decisions), every):
            x = inner.x + (inner.w * (i + 0.5) / len(decisions))  # (the text mirrors itself)
            at = (x, inner.bottom + font * 0.15)
            widgets.text(surface, res, str(i + 1), small, at, widgets.DIM, "midtop")
        played = [place(i, d.played_value) for i, d in enumerate(decisions)]
        best = [place(i, d.options[0].value) for i, d in enumerate(decisions)]
        if len(decisions) > 1:
            pygame.draw.lines(surface, BEST_LINE, False, best, 1)
            pygame.draw.lines(surface, widgets.INK, False, played, 2)
        for i, ((x, y), decision) in enumerate(zip(played, decisions, strict=True)):
            _, _, colour = mark_of(decision)
            radius = max(4, round(font * (0.5 if i == self.chosen else 0.35)))
            if i == self.chosen:
                pygame.draw.line(surface, widgets.GOLD, (x, inner.y), (x, inner.bottom), 1)
            pygame.draw.circle(surface, colour, (round(x), round(y)), radius)
            pygame.draw.circle(surface, (0, 0, 0), (round(x), round(y)), radius, 1)
            self.points.append((x, y, i))

    def draw_legend(self, surface: pygame.Surface, box: Box) -> None:
        """The graph's two lines named at its top right: the played, the best option's."""
        font = self.font
        res = self.app.resources
        small = round(font * 0.75)
        x = box.right - font * 0.6
        y = box.y + font * 0.5 + small * 0.7
        for key, colour, width in (
            ("review.legend_best", BEST_LINE, 1),
            ("review.legend_played", widgets.INK, 2),
        ):
            words = tr(key)
            widgets.text(surface, res, words, small, (x, y), widgets.DIM, "midright")
            x -= res.font(small).size(words)[0] + font * 0.4
            ends = [widgets.placed((at, y), "center")[0] for at in (x - font * 1.4, x)]
            pygame.draw.line(surface, colour, ends[0], ends[1], width)
            x -= font * 2.2

    def draw_options(self, surface: pygame.Surface, box: Box) -> None:
        font = self.font
        res = self.app.resources
        decisions = self.decisions
        if not decisions:
            return
        decision = decisions[self.chosen]
        words, symbol, colour = mark_of(decision)
        x = box.x + font * 0.6
        y = box.y + font * 0.5
        stage = say_stage(decision.stage.phase, decision.stage.number)
        head = tr("review.decision", number=self.chosen + 1, count=len(decisions), stage=stage)
        widgets.text(surface, res, head, font, (x, y), widgets.GOLD)
        y += font * 1.6
        played = tr("review.played", action=self.say(decision.played))
        widgets.text(surface, res, played, font, (x, y))
        widgets.text(
            surface, res, f"{symbol} {words}", font, (box.right - font * 0.6, y), colour, "topright"
        )
        y += font * 1.5
        if decision.loss > 0:
            best = tr(
                "review.best_was", action=self.say(decision.best), points=f"{decision.loss:.1f}"
            )
            widgets.text(surface, res, best, round(font * 0.9), (x, y), widgets.DIM)
        y += font * 1.6
        columns = (x, box.x + box.w * 0.55, box.right - font * 0.6)
        for key, cx, anchor in zip(
            ("review.option", "review.value", "review.range"),
            columns,
            ("topleft", "topright", "topright"),
            strict=True,
        ):
            widgets.text(surface, res, tr(key), round(font * 0.85), (cx, y), widgets.DIM, anchor)
        y += font * 1.4
        row_h = font * 1.45
        why = self.reason_lines(decision, box.w - font * 1.2)
        bottom = box.bottom - font * 0.3 - (why.height + font * 0.4 if why.lines else 0)
        if why.lines:
            at = (x, box.bottom - font * 0.3 - why.height)
            widgets.draw_fitted(surface, res, why, at, widgets.INK)
        room = max(1, int((bottom - y) // row_h))
        for option in decision.options[:room]:
            ink = widgets.GOLD if option.action == decision.played else widgets.INK
            name = self.say(option.action)
            if option.action == decision.played:
                name = f"> {name}"
            draw_option(surface, res, option, name, ink, (x, y), columns, font)
            y += row_h

    def reason_lines(self, decision: Decision, width: float) -> widgets.Fitted:
        """Why the best option is best (and a close call said as one), fitted to ``width``."""
        words = []
        if decision.explanation is not None:
            words.append(say_explanation(decision.explanation))
        if decision.close_call:
            words.append(tr(close_key(decision)))
        return widgets.fit_text(self.app.resources, " ".join(words), round(self.font * 0.9), width)

    def draw_position(self, surface: pygame.Surface, box: Box) -> None:
        """The table as it was at the chosen decision: the seat's hand and the trick, or
        every hand when the toggle shows them."""
        decisions = self.decisions
        positions: DealPositions = self.positions[self.deal]
        index = decisions[self.chosen].action_index if decisions else len(positions.before)
        state = positions.at(index)
        font = self.font
        self.card_rects = []
        seats = range(len(state.view(0).hand_sizes)) if self.show_all else [self.seat]
        size = self.card_size(box, len(seats))
        y = box.y + font * 0.6
        view = state.view(self.seat)
        if isinstance(view, TrickView) and view.trick:
            x = box.x + font * 0.6
            for seat, card in view.trick:
                widgets.text(
                    surface,
                    self.app.resources,
                    tr(f"seat.{seat}"),
                    round(font * 0.75),
                    (x + size[0] / 2, y),
                    widgets.DIM,
                    "midtop",
                )
                surface.blit(self.app.resources.card(card, size), (x, y + font))
                self.card_rects.append(pygame.Rect(round(x), round(y + font), *size))
                x += size[0] * 1.1
            y += size[1] + font * 1.6
        for seat in seats:
            hand = state.view(seat).hand
            widgets.text(
                surface,
                self.app.resources,
                tr(f"seat.{seat}"),
                round(font * 0.8),
                (box.x + font * 0.6, y),
                widgets.GOLD,
            )
            y += font * 1.1
            self.draw_hand(
                surface, hand, Box(box.x + font * 0.6, y, box.w - font * 1.2, size[1]), size
            )
            y += size[1] + font * 0.5

    def card_size(self, box: Box, hands: int) -> tuple[int, int]:
        """The cards' size in the table as it was, showing ``hands`` hands under a row for
        the trick: every row with its name fits the panel (no hand runs past its foot)."""
        font = self.font
        names = font * (1.6 + 1.6 * hands + 0.6)  # the trick's names, each hand's name and gap
        card_h = min((box.h - names) / (hands + 1), box.w / 5)
        return (round(card_h * 0.7), round(card_h))

    def draw_hand(
        self, surface: pygame.Surface, hand: Any, box: Box, size: tuple[int, int]
    ) -> None:
        cards = list(hand)
        if not cards:
            return
        step = min(size[0] * 1.05, (box.w - size[0]) / max(len(cards) - 1, 1))
        for i, card in enumerate(cards):
            surface.blit(self.app.resources.card(card, size), (box.x + i * step, box.y))
            self.card_rects.append(pygame.Rect(round(box.x + i * step), round(box.y), *size))
