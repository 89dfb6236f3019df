"""One game's progress (issue 39): the player's rating with its interval, the level of each
game reviewed as a chart, the kinds of decision that cost the most (an example of each one
click away, in the review), and the same-deal "you − AI" record.

The hands come from the background review (``game.session.progress``); the rating is the
decision service's (``ai.rating``, read through ``Rater``): the table's layer knows no AI.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core.errors import AtoutError
from game.session.gate import MAX_BYTES, load_json
from game.session.progress import (
    BackgroundReview,
    ProgressBook,
    ReviewedHand,
    load_book,
    load_queue,
)
from game.session.record import GameRecord, parse_record
from game.session.storage import VariantStats
from game.ui import widgets, writing
from game.ui.app import App, Scene
from game.ui.game_names import game_title
from game.ui.i18n import tr
from game.ui.layout import Box
from game.ui.rating_words import SCALE, Rating, rate_book, say_kind, say_rating
from game.ui.review_data import say_points
from game.ui.scenes.review import ReviewScene
from game.ui.widgets import Button, hit_button

KINDS_SHOWN = 4
CHART_LINE = (240, 210, 120)
WHISKER = (150, 190, 160)


@dataclass(frozen=True)
class ChartPoint:
    """One game's rating on the chart: its level (or mean loss), interval and day."""

    value: float
    low: float
    high: float
    when: str


def chart_points(app: App, variant: str, book: ProgressBook) -> tuple[list[ChartPoint], bool]:
    """Each reviewed game's rating, oldest first, and whether they are levels (else mean
    losses: a game without anchors)."""
    points = []
    levels = True
    for hands in book.games():
        rating = rate_book(app, variant, ProgressBook(hands))
        if rating is None or rating.decisions == 0:
            continue
        placement = rating.placement
        if placement is None:
            levels = False
            loss = rating.mean_loss
            points.append(
                ChartPoint(loss, loss - 1.96 * rating.se, loss + 1.96 * rating.se, hands[0].when)
            )
        else:
            points.append(ChartPoint(placement.level, placement.low, placement.high, hands[0].when))
    return points, levels


def costliest_example(
    storage_path: Any, book: ProgressBook, kind: str
) -> tuple[ReviewedHand, int] | None:
    """The costliest decision of ``kind`` in a hand whose record is still kept: the hand
    and the decision's action index."""
    best: tuple[float, ReviewedHand, int] | None = None
    for hand in book.hands:
        if not storage_path(hand.record).exists():
            continue
        for decision in hand.decisions:
            if decision.kind_rated == kind and (best is None or decision.loss > best[0]):
                best = (decision.loss, hand, decision.index)
    return None if best is None else (best[1], best[2])


class ProgressScene(Scene):
    """One game's progress page, opened from the statistics screen."""

    def __init__(self, app: App, variant: str, review: BackgroundReview | None = None) -> None:
        super().__init__(app)
        self.variant = variant
        self.review = review
        self.seen = -1
        self.book = ProgressBook()
        self.rating: Rating | None = None
        self.points: list[ChartPoint] = []
        self.levels = True
        self.examples: dict[str, tuple[ReviewedHand, int] | None] = {}
        self.stats = VariantStats()
        self.training = 0
        self.buttons: list[Button] = []
        self.kind_buttons: list[Button] = []
        self.refresh()

    def refresh(self) -> None:
        """Read the book again (the background review may have added a hand)."""
        storage = self.app.storage
        self.seen = self.review.reviewed if self.review is not None else 0
        self.book = load_book(storage, self.variant)
        self.rating = rate_book(self.app, self.variant, self.book)
        self.points, self.levels = chart_points(self.app, self.variant, self.book)
        kinds = self.rating.kinds[:KINDS_SHOWN] if self.rating is not None else []
        self.examples = {k.kind: costliest_example(storage.path, self.book, k.kind) for k in kinds}
        self.stats = storage.load_statistics().per_variant.get(self.variant, VariantStats())
        self.training = len(load_queue(storage, self.variant).positions)
        self.resized()

    @property
    def font(self) -> int:
        w, h = self.app.size
        return max(12, round(min(h / 44, w / 68)))

    def areas(self) -> tuple[Box, Box]:
        """The chart and the costliest kinds."""
        w, h = self.app.size
        font = self.font
        top = h * 0.27
        bottom = h - font * 4.6
        chart = Box(w * 0.04, top, w * 0.55, bottom - top)
        kinds = Box(chart.right + w * 0.02, top, w * 0.96 - chart.right - w * 0.02, bottom - top)
        return chart, kinds

    def resized(self) -> None:
        w, h = self.app.size
        font = self.font
        bh = font * 2.2
        y = h - bh - font * 1.0
        keys = ["back", "train"]
        bw = min(font * 12.0, w * 0.3)
        x0 = w / 2 - (len(keys) * bw + font) / 2
        self.buttons = [
            Button(Box(x0 + i * (bw + font), y, bw, bh), self.label(key), key)
            for i, key in enumerate(keys)
        ]
        self.buttons[1].enabled = self.training > 0
        _, kinds = self.areas()
        self.kind_buttons = []
        row = self.kind_row()
        for i, kind in enumerate(self.examples):
            at = kinds.y + font * 2.6 + i * row
            x = kinds.x + font * 0.6 if writing.rtl() else kinds.right - font * 7.4  # the words'
            box = Box(x, at + row * 0.5 - font * 1.0, font * 6.8, font * 2.0)  # other side
            button = Button(box, tr("progress.example"), f"example:{kind}")
            button.enabled = self.examples[kind] is not None
            self.kind_buttons.append(button)

    def kind_row(self) -> float:
        _, kinds = self.areas()
        return min(self.font * 4.2, (kinds.h - self.font * 3) / KINDS_SHOWN)

    def label(self, key: str) -> str:
        if key == "train":
            return tr("progress.train", count=self.training)
        return tr("setup.back")

    # --- input ---------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.review is not None and self.review.reviewed != self.seen:
            self.refresh()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons + self.kind_buttons, event.pos)
            if button is not None and button.enabled:
                self.click(button.key)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.pop()
        return True

    def click(self, key: str) -> None:
        if key == "back":
            self.app.pop()
        elif key == "train":
            self.app.push(self.app.route("training", self.variant))
        elif key.startswith("example:"):
            self.open_example(key.split(":", 1)[1])

    def open_example(self, kind: str) -> None:
        """The review of the hand at its costliest decision of ``kind``."""
        found = self.examples.get(kind)
        if found is None:
            return
        hand, index = found
        try:
            record = parse_record(load_json(self.app.storage.path(hand.record), MAX_BYTES, "it"))
        except AtoutError:
            return
        if hand.deal > len(record.deals):
            return
        self.app.push(self.app.route("review_at", record, hand.deal - 1, index))

    # --- drawing -------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        font = self.font
        res = self.app.resources
        surface.blit(self.app.felt(), (0, 0))
        title = tr("progress.title", game=game_title(self.variant))
        widgets.page_title(surface, res, title, font, (w / 2, h * 0.06))
        self.draw_summary(surface)
        chart, kinds = self.areas()
        widgets.panel(surface, chart)
        widgets.panel(surface, kinds)
        self.draw_chart(surface, chart)
        self.draw_kinds(surface, kinds)
        for button in self.buttons + self.kind_buttons:
            button.draw(surface, res, round(font * 0.9))

    def draw_summary(self, surface: pygame.Surface) -> None:
        """The rating, its interval and what it rests on; the same-deal record."""
        w, h = self.app.size
        font = self.font
        res = self.app.resources
        rating = self.rating
        if rating is None or rating.decisions == 0:
            head = tr("progress.none_yet")
            detail = tr("progress.none_detail")
        else:
            head = tr("progress.rating", rating=say_rating(rating))
            placement = rating.placement
            detail = tr(
                "progress.detail",
                decisions=rating.decisions,
                hands=len(self.book.hands),
                loss=f"{rating.mean_loss:.2f}",
            )
            if placement is not None:
                detail += "  " + tr(
                    "progress.interval", low=f"{placement.low:.1f}", high=f"{placement.high:.1f}"
                )
        widgets.text(
            surface, res, head, round(font * 1.3), (w / 2, h * 0.13), widgets.INK, "center"
        )
        widgets.text(
            surface, res, detail, round(font * 0.85), (w / 2, h * 0.175), widgets.DIM, "center"
        )
        stats = self.stats
        if stats.compared:
            versus = tr(
                "progress.versus",
                points=say_points(stats.mean_versus_ai),
                deals=stats.compared,
            )
        else:
            versus = tr("progress.versus_none")
        widgets.text(
            surface, res, versus, round(font * 0.9), (w / 2, h * 0.215), widgets.INK, "center"
        )

    def draw_chart(self, surface: pygame.Surface, box: Box) -> None:
        """Each reviewed game's level (a dot with its 95% interval), oldest first, on the
        levels' scale with both axes labelled."""
        font = self.font
        res = self.app.resources
        small = round(font * 0.75)
        widgets.text(
            surface,
            res,
            tr("progress.chart"),
            round(font * 0.9),
            (box.x + font * 0.6, box.y + font * 0.4),
            widgets.GOLD,
        )
        points = self.points
        if self.levels:
            ticks = [(float(i), tr(f"level.{name}")) for i, name in enumerate(SCALE)]
            low, high = 0.0, float(len(SCALE) - 1)
        else:
            values = [v for p in points for v in (p.low, p.high)] or [0.0, 1.0]
            low, high = min(0.0, *values), max(values)
            ticks = [(v, f"{v:.1f}") for v in (low, (low + high) / 2, high)]
        span = max(high - low, 1e-6)
        axis_w = max(res.font(small).size(label)[0] for _, label in ticks) + font * 0.6
        inner = Box(
            box.x + font * 0.8 + axis_w,
            box.y + font * 3.4,
            box.w - font * 1.8 - axis_w,
            box.h - font * 6.4,
        )

        def y_of(value: float) -> float:
            return inner.bottom - (min(max(value, low), high) - low) / span * inner.h

        def x_at(x: float) -> float:
            """Where the plot's ``x`` is drawn: mirrored in the panel with its words when the
            language is written right to left."""
            return box.x + box.right - x if writing.rtl() else x

        axis = (90, 120, 100)
        left, right = x_at(inner.x), x_at(inner.right)
        pygame.draw.line(surface, axis, (left, inner.y), (left, inner.bottom), 1)
        pygame.draw.line(surface, axis, (left, inner.bottom), (right, inner.bottom), 1)
        for value, label in ticks:
            y = y_of(value)
            pygame.draw.line(surface, (50, 80, 62), (left, y), (right, y), 1)
            widgets.text(
                surface, res, label, small, (inner.x - font * 0.3, y), widgets.DIM, "midright"
            )
        y_title = tr("progress.axis_level" if self.levels else "progress.axis_loss")
        widgets.text(
            surface, res, y_title, small, (inner.x, inner.y - font * 0.4), widgets.DIM, "bottomleft"
        )
        x_title = tr("progress.axis_games")
        widgets.text(
            surface,
            res,
            x_title,
            small,
            (inner.center[0], box.bottom - font * 0.3),
            widgets.DIM,
            "midbottom",
        )
        if not points:
            words = tr("progress.chart_empty")
            widgets.text(
                surface, res, words, round(font * 0.9), inner.center, widgets.INK, "center"
            )
            return
        step = inner.w / len(points)
        xs = [inner.x + step * (i + 0.5) for i in range(len(points))]
        every = max(1, round(len(points) / max(1.0, inner.w / (font * 5.0))))
        for i, (x, point) in enumerate(zip(xs, points, strict=True)):
            drawn = x_at(x)
            pygame.draw.line(
                surface, WHISKER, (drawn, y_of(point.low)), (drawn, y_of(point.high)), 2
            )
            if i % every == 0 or i == len(points) - 1:
                widgets.text(
                    surface,
                    res,
                    point.when[5:],
                    small,
                    (x, inner.bottom + font * 0.2),
                    widgets.DIM,
                    "midtop",
                )
        line = [(x_at(x), y_of(p.value)) for x, p in zip(xs, points, strict=True)]
        if len(line) > 1:
            pygame.draw.lines(surface, CHART_LINE, False, line, 2)
        for x, y in line:
            pygame.draw.circle(
                surface, CHART_LINE, (round(x), round(y)), max(4, round(font * 0.35))
            )
            pygame.draw.circle(
                surface, (0, 0, 0), (round(x), round(y)), max(4, round(font * 0.35)), 1
            )

    def draw_kinds(self, surface: pygame.Surface, box: Box) -> None:
        """The kinds of decision that cost the most, each with its loss a decision."""
        font = self.font
        res = self.app.resources
        widgets.text(
            surface,
            res,
            tr("progress.costliest"),
            round(font * 0.9),
            (box.x + font * 0.6, box.y + font * 0.4),
            widgets.GOLD,
        )
        rating = self.rating
        kinds = list(rating.kinds[:KINDS_SHOWN]) if rating is not None else []
        if not kinds:
            fitted = widgets.fit_text(
                res, tr("progress.kinds_empty"), round(font * 0.9), box.w - font * 1.2
            )
            widgets.draw_fitted(
                surface, res, fitted, (box.x + font * 0.6, box.y + font * 2.2), widgets.INK
            )
            return
        row = self.kind_row()
        for i, kind in enumerate(kinds):
            y = box.y + font * 2.6 + i * row
            widgets.text(
                surface,
                res,
                say_kind(kind.kind),
                font,
                (box.x + font * 0.6, y + row * 0.5 - font * 0.55),
                widgets.INK,
                "midleft",
            )
            words = tr("progress.kind_loss", loss=f"{kind.mean_loss:.2f}", count=kind.decisions)
            widgets.text(
                surface,
                res,
                words,
                round(font * 0.8),
                (box.x + font * 0.6, y + row * 0.5 + font * 0.6),
                widgets.DIM,
                "midleft",
            )


class ReviewAtScene(ReviewScene):
    """The review of a hand opened at one decision (the action at ``index``)."""

    def __init__(self, app: App, record: GameRecord, deal: int, index: int, seat: int = 0) -> None:
        self.index = index
        self.placed = False
        super().__init__(app, record, deal, seat)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.placed and self.result is not None:
            self.placed = True
            for i, decision in enumerate(self.decisions):
                if decision.action_index == self.index:
                    self.chosen = i
