"""What Barbu adds to the trick table: the Contracts button (and key C) that opens its grid
of contracts, and the compact grid above the decision panel while the human chooses his
contract, the panel moved down to leave it room (``game.ui.games.barbu.grid``)."""

from __future__ import annotations

import pygame

from game.ui.games.barbu.grid import (
    GRID_BUTTON,
    GRID_ROUTE,
    choice_grid_room,
    draw_choice_grid,
    grid_wanted,
)
from game.ui.tables.extras import TableExtras
from game.ui.tables.host import TableHost


class ContractGridExtras(TableExtras):
    """The grid of contracts at a Barbu table."""

    buttons = (GRID_BUTTON,)

    def key(self, table: TableHost, key: int) -> bool:
        if key != pygame.K_c:
            return False
        table.click_button(GRID_BUTTON)
        return True

    def click(self, table: TableHost, key: str) -> bool:
        if key != GRID_BUTTON:
            return False
        table.app.push(table.app.route(GRID_ROUTE, table))
        return True

    def room_over_panel(self, table: TableHost, width: float) -> float:
        if not grid_wanted(table.controller):
            return 0.0
        return choice_grid_room(table.app.resources, table.layout, width)

    def draw(self, table: TableHost, surface: pygame.Surface) -> None:
        draw_choice_grid(surface, table)
