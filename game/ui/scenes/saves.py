"""Continue: the games in progress, one per game, each with its hand, score and the time it
was saved; a click (or its number key) resumes that game where it was."""

from __future__ import annotations

import pygame

from game.ui import widgets
from game.ui.app import App, Scene
from game.ui.game_names import game_title
from game.ui.i18n import tr
from game.ui.layout import Box
from game.ui.saved_games import SavedGame, every_saved
from game.ui.widgets import Button, hit_button

DIGITS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7)


def score_words(saved: SavedGame) -> str:
    """The points of each side so far, the human's first."""
    return " / ".join(str(total) for total in saved.totals)


class SavesScene(Scene):
    """The list of saved games; resuming one replaces this scene by its table."""

    def __init__(self, app: App, games: list[SavedGame] | None = None) -> None:
        super().__init__(app)
        self.games = every_saved(app) if games is None else games
        self.buttons: list[Button] = []
        self.font = 14
        self.resized()

    def resized(self) -> None:
        w, h = self.app.size
        self.font = font = max(14, round(min(h / 42, w / 46)))
        width = min(w * 0.84, font * 52.0)
        row_h = font * 3.4
        top = h * 0.17
        pitch = min(row_h * 1.15, (h * 0.8 - top) / max(1, len(self.games)))
        row_h = min(row_h, pitch * 0.9)
        self.buttons = [
            Button(Box(w / 2 - width / 2, top + i * pitch, width, row_h), "", f"resume:{i}")
            for i in range(len(self.games))
        ]
        back_w = min(w * 0.3, 360.0)
        back = Box(w / 2 - back_w / 2, h * 0.86, back_w, max(40.0, h * 0.065))
        self.buttons.append(Button(back, tr("setup.back"), "back"))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons, event.pos)
            if button is not None:
                self.click(button.key)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.click("back")
            elif event.key in DIGITS[: len(self.games)]:
                self.click(f"resume:{DIGITS.index(event.key)}")
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.games:
                self.click("resume:0")
        return True

    def click(self, key: str) -> None:
        kind, _, value = key.partition(":")
        if kind == "back":
            self.app.pop()
        elif kind == "resume":
            self.play_on(self.games[int(value)])

    def play_on(self, saved: SavedGame) -> None:
        """Play on in the chosen game (the menu stays under its table)."""
        self.app.replace(self.app.route("table", saved.controller))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        res, font = self.app.resources, self.font
        surface.blit(self.app.felt(), (0, 0))
        widgets.text(surface, res, tr("saves.title"), font * 2, (w / 2, h * 0.08), anchor="center")
        if not self.games:
            words = tr("saves.none")
            widgets.text(surface, res, words, font, (w / 2, h * 0.4), widgets.DIM, "center")
        for number, (button, saved) in enumerate(zip(self.buttons, self.games, strict=False)):
            button.draw(surface, res, font)
            self.draw_row(surface, button.box, saved, number + 1)
        self.buttons[-1].draw(surface, res, font)

    def draw_row(self, surface: pygame.Surface, box: Box, saved: SavedGame, number: int) -> None:
        """The game's title and when it was saved, and under them its hand and score."""
        res, font = self.app.resources, self.font
        pad = font * 0.9
        top = box.y + box.h * 0.3
        bottom = box.y + box.h * 0.72
        left = box.x + pad + font * 1.4
        widgets.text(surface, res, str(number), font, (box.x + pad, top), widgets.DIM, "midleft")
        when = tr("saves.saved", date=saved.saved)
        at = (box.right - pad, top)
        right = widgets.text(surface, res, when, font, at, widgets.DIM, "midright")
        title = widgets.fit_text(res, game_title(saved.game), font, right.left - left - pad)
        widgets.draw_fitted(surface, res, title, (left, top), widgets.INK, "midleft")
        progress = "   ".join(
            (tr("saves.hand", number=saved.hand), tr("saves.score", score=score_words(saved)))
        )
        fitted = widgets.fit_text(res, progress, font, box.right - pad - left)
        widgets.draw_fitted(surface, res, fitted, (left, bottom), widgets.GOLD, "midleft")
