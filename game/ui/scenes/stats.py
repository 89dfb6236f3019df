"""Statistics per game: games played and won, hands, average points per hand, and your mean
points minus the AI's on the deals it played again in your seat."""

from __future__ import annotations

import pygame

from game.session.storage import VariantStats
from game.ui import widgets
from game.ui.app import App, Scene
from game.ui.game_names import game_title
from game.ui.i18n import tr
from game.ui.kept_list import KeptList
from game.ui.layout import Box
from game.ui.widgets import Button, hit_button


def versus_ai(stats: VariantStats) -> str:
    """Your mean points minus the AI's on the deals it played again in your seat, and how
    many (a dash before the first)."""
    return f"{stats.mean_versus_ai:+.1f} ({stats.compared})" if stats.compared else "–"


class StatsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.stats = app.storage.load_statistics()
        self.kept = KeptList(app.storage.kept_games())  # the games whose hands can be reviewed
        self.buttons: list[Button] = []
        self.resized()

    def resized(self) -> None:
        w, h = self.app.size
        self.buttons = [Button(Box(w * 0.4, h * 0.85, w * 0.2, h * 0.06), tr("setup.back"), "back")]
        self.kept.lay_out(Box(w * 0.1, h * 0.5, w * 0.8, h * 0.33), max(14, round(h / 42)))

    def handle(self, event: pygame.event.Event) -> bool:
        game = self.kept.chosen(event)
        if game is not None:  # its hands, from the first, in the review
            self.app.push(self.app.route("review", game.record, 0))
            return True
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and hit_button(self.buttons, event.pos)
        ) or (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN)):
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
        )
        xs = (
            box.x + font,
            box.x + box.w * 0.42,
            box.x + box.w * 0.52,
            box.x + box.w * 0.62,
            box.x + box.w * 0.8,
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
        for name, stats in sorted(self.stats.per_variant.items()):
            y += font * 1.8
            values = (
                game_title(name) if name else name,
                str(stats.games),
                str(stats.won),
                str(stats.hands),
                f"{stats.average_points:.1f}",
                versus_ai(stats),
            )
            for i, (value, x) in enumerate(zip(values, xs, strict=True)):
                widgets.text(
                    surface,
                    res,
                    value,
                    font,
                    (x, y),
                    widgets.INK,
                    "topleft" if i == 0 else "topright",
                )
        self.kept.draw(surface, res)
        for button in self.buttons:
            button.draw(surface, res, font)
