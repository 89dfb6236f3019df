"""The Barbu table's Contracts overlay: the grid of who declared which contract in which
hand, and what each gave its declarer, open at any moment of the game (button or key C)."""

from __future__ import annotations

import pygame

from game.ui import widgets
from game.ui.games.barbu.grid import contract_grid, draw_grid, game_length, grid_height
from game.ui.i18n import tr
from game.ui.layout import Box
from game.ui.scenes.overlay_base import Overlay


class ContractGridOverlay(Overlay):
    """The grid in full, with what its numbers mean and how long the game is."""

    width = 0.72
    least = 44.0

    @property
    def box(self) -> Box:
        """As wide as the overlays are, as tall as the grid and its notes need."""
        wide = super().box
        need = self.font * (3.0 + grid_height(1, True) + 3.4 + 4.0)
        return Box.centred(wide.center[0], wide.center[1], wide.w, min(need, self.app.size[1]))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c:
            self.click("close")  # the key that opened it closes it
            return True
        return super().handle(event)

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        self.title(surface, tr("grid.title"))
        grid = contract_grid(self.table.controller)
        if grid is None:
            return
        font = self.font
        res = self.app.resources
        inner = Box(box.x + font, box.y + font * 3.0, box.w - font * 2, grid_height(font, True))
        draw_grid(surface, res, inner, font, grid, full=True)
        small = round(font * 0.8)
        top = inner.bottom + font * 0.5
        for words in (tr("grid.legend"), game_length(grid)):
            fitted = widgets.fit_text(res, words, small, inner.w)
            widgets.draw_fitted(surface, res, fitted, (box.center[0], top), widgets.DIM, "midtop")
            top += fitted.height + font * 0.2
