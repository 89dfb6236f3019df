"""The statistics screen's list of the games whose records are kept (the save and the last
finished games): date, rule set and result; a click opens the review on that game's hands."""

from __future__ import annotations

import pygame

from game.session.storage import KeptGame
from game.ui import widgets
from game.ui.game_names import game_title
from game.ui.i18n import tr
from game.ui.layout import Box
from game.ui.resources import Resources


def result_words(game: KeptGame) -> str:
    """Won or lost with the final totals (the human's side first); nothing for the save."""
    if game.won is None:
        return ""
    score = " – ".join(str(total) for total in game.totals)
    return tr("stats.kept_won" if game.won else "stats.kept_lost", score=score)


class KeptList:
    """A scrolling list of kept games in a box; ``chosen`` says which row a click picked."""

    def __init__(self, games: list[KeptGame]) -> None:
        self.games = games
        self.box = Box(0, 0, 0, 0)
        self.font = 14
        self.first = 0  # the first row shown
        self.rows: list[tuple[Box, int]] = []

    @property
    def row_height(self) -> float:
        return self.font * 1.7

    @property
    def shown(self) -> int:
        """How many rows fit under the heading."""
        return max(1, int((self.box.h - self.font * 2.6) // self.row_height))

    def lay_out(self, box: Box, font: int) -> None:
        self.box = box
        self.font = font
        self.scroll(0)

    def scroll(self, by: int) -> None:
        self.first = max(0, min(len(self.games) - self.shown, self.first + by))

    def chosen(self, event: pygame.event.Event) -> KeptGame | None:
        """The game a click picked (a wheel or the arrow keys scroll the list)."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll(1 if event.key == pygame.K_DOWN else -1)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for box, index in self.rows:
                if box.contains(event.pos):
                    return self.games[index]
        return None

    def draw(self, surface: pygame.Surface, res: Resources) -> None:
        box, font = self.box, self.font
        widgets.panel(surface, box)
        widgets.text(surface, res, tr("stats.kept_title"), font, (box.x + font, box.y + font * 0.6))
        self.rows = []
        if not self.games:
            words = tr("stats.kept_empty")
            fitted = widgets.fit_text(res, words, font, box.w - font * 2, box.h * 0.5)
            centre = (box.center[0], box.y + box.h * 0.58)
            widgets.draw_fitted(surface, res, fitted, centre, widgets.DIM, "center")
            return
        xs = (box.x + font, box.x + box.w * 0.3, box.right - font)
        hover = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        y = box.y + font * 2.4
        last = min(len(self.games), self.first + self.shown)
        for index in range(self.first, last):
            game = self.games[index]
            row = Box(box.x + font * 0.4, y - font * 0.3, box.w - font * 0.8, self.row_height)
            self.rows.append((row, index))
            if row.contains(hover):
                pygame.draw.rect(
                    surface, widgets.BUTTON_HOVER, pygame.Rect(row.as_tuple()), border_radius=6
                )
            colour = widgets.GOLD if game.won is None else widgets.INK
            cells = (
                game.ended or tr("stats.kept_playing"),
                game_title(game.record.variant),
                result_words(game),
            )
            anchors = ("topleft", "topleft", "topright")
            for value, x, anchor in zip(cells, xs, anchors, strict=True):
                widgets.text(surface, res, value, font, (x, y), colour, anchor)
            y += self.row_height
        if last < len(self.games) or self.first > 0:
            more = f"{self.first + 1}–{last} / {len(self.games)}"
            widgets.text(
                surface,
                res,
                more,
                font,
                (box.right - font, box.y + font * 0.6),
                widgets.DIM,
                "topright",
            )
