"""Statistics per game: games played and won, hands, average points per hand, your mean
points minus the AI's on the deals it played again in your seat, and your rating from the
background review (issue 39); a click on a game's row opens its progress page, with the
chart, the costliest kinds of decision and the training on your mistakes."""

from __future__ import annotations

import pygame

from game.session.progress import BackgroundReview, load_book
from game.session.storage import VariantStats
from game.ui import widgets
from game.ui.app import App, Scene
from game.ui.game_names import game_title
from game.ui.i18n import tr
from game.ui.kept_list import KeptList
from game.ui.layout import Box
from game.ui.rating_words import rate_book, say_rating
from game.ui.widgets import Button, hit_button


def versus_ai(stats: VariantStats) -> str:
    """Your mean points minus the AI's on the deals it played again in your seat, and how
    many (a dash before the first)."""
    return f"{stats.mean_versus_ai:+.1f} ({stats.compared})" if stats.compared else "–"


class StatsScene(Scene):
    def __init__(self, app: App, review: BackgroundReview | None = None) -> None:
        super().__init__(app)
        self.review = review
        self.stats = app.storage.load_statistics()
        self.kept = KeptList(app.storage.kept_games())  # the games whose hands can be reviewed
        self.buttons: list[Button] = []
        self.rows: list[tuple[Box, str]] = []  # each game's row: a click opens its progress
        self.ratings: dict[str, str] = {}
        self.seen = -1
        self.rate()
        self.resized()

    def rate(self) -> None:
        """Each game's rating from its reviewed hands, in words."""
        self.seen = self.review.reviewed if self.review is not None else 0
        storage = self.app.storage
        self.ratings = {
            name: say_rating(rate_book(self.app, name, load_book(storage, name)))
            for name in self.stats.per_variant
            if name
        }

    def update(self, dt: float) -> None:
        if self.review is not None and self.review.reviewed != self.seen:
            self.rate()

    def resized(self) -> None:
        w, h = self.app.size
        keys = ("back", "daily")
        self.buttons = [
            Button(Box(w * (0.29 + 0.22 * i), h * 0.85, w * 0.2, h * 0.06), self.label(key), key)
            for i, key in enumerate(keys)
        ]
        self.kept.lay_out(Box(w * 0.1, h * 0.5, w * 0.8, h * 0.33), max(14, round(h / 42)))

    def label(self, key: str) -> str:
        return tr("setup.back") if key == "back" else tr(f"stats.{key}")

    def handle(self, event: pygame.event.Event) -> bool:
        game = self.kept.chosen(event)
        if game is not None:  # its hands, from the first, in the review
            self.app.push(self.app.route("review", game.record, 0))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons, event.pos)
            if button is not None and button.key == "back":
                self.app.pop()
            elif button is not None:
                self.app.push(self.app.route(button.key))
            else:
                for box, name in self.rows:
                    if box.contains(event.pos):
                        self.app.push(self.app.route("progress", name))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.app.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        res = self.app.resources
        font = max(14, round(h / 42))
        surface.blit(self.app.felt(), (0, 0))
        widgets.text(surface, res, tr("stats.title"), font * 2, (w / 2, h * 0.08), anchor="center")
        box = Box(w * 0.1, h * 0.15, w * 0.8, h * 0.33)
        widgets.panel(surface, box)
        heads = (
            "stats.game",
            "stats.played",
            "stats.won",
            "stats.hands",
            "stats.average",
            "stats.versus_ai",
            "stats.rating",
        )
        xs = (
            box.x + font,
            box.x + box.w * 0.33,
            box.x + box.w * 0.41,
            box.x + box.w * 0.50,
            box.x + box.w * 0.64,
            box.x + box.w * 0.76,
            box.right - font,
        )
        y = box.y + font
        for i, (key, x) in enumerate(zip(heads, xs, strict=True)):
            widgets.text(
                surface,
                res,
                tr(key),
                font,
                (x, y),
                widgets.GOLD,
                "topleft" if i == 0 else "topright",
            )
        if not self.stats.per_variant:
            widgets.text(surface, res, tr("stats.empty"), font, box.center, widgets.INK, "center")
        else:
            hint = tr("stats.progress_hint")
            at = (box.center[0], box.bottom - font * 0.5)
            widgets.text(surface, res, hint, round(font * 0.8), at, widgets.DIM, "midbottom")
        self.rows = []
        for name, stats in sorted(self.stats.per_variant.items()):
            y += font * 1.8
            row = Box(box.x + font * 0.4, y - font * 0.4, box.w - font * 0.8, font * 1.8)
            if name:
                self.rows.append((row, name))
                if row.contains(pygame.mouse.get_pos()):
                    pygame.draw.rect(
                        surface, (60, 110, 80), pygame.Rect(row.as_tuple()), border_radius=5
                    )
            values = (
                game_title(name) if name else name,
                str(stats.games),
                str(stats.won),
                str(stats.hands),
                f"{stats.average_points:.1f}",
                versus_ai(stats),
                self.ratings.get(name, "–"),
            )
            for i, (value, x) in enumerate(zip(values[:-1], xs[:-1], strict=True)):
                widgets.text(
                    surface,
                    res,
                    value,
                    font,
                    (x, y),
                    widgets.INK,
                    "topleft" if i == 0 else "topright",
                )
            room = xs[-1] - xs[-2] - font * 0.8  # the rating: from the column before it
            rating = widgets.fit_text(res, values[-1], font, room, font * 1.4)
            widgets.draw_fitted(surface, res, rating, (xs[-1], y), widgets.INK, "topright")
        self.kept.draw(surface, res)
        for button in self.buttons:
            button.draw(surface, res, font)
