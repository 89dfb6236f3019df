"""Barbu's grid of contracts: one row a player, one column a contract, a mark with the
hand's number where the player has already declared it.

The rules core keeps who declared what (``game.barbu.grid.ContractGrid``, in the Barbu
view); this module only draws it: in full on its own overlay (the table's Contracts
button, key C) and compact above the decision panel while the human chooses his contract,
so he sees what is left for everybody.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.barbu.actions import KINDS
from game.barbu.grid import ContractGrid, Declaration
from game.barbu.rules import FULL_GAME
from game.barbu.state import BarbuView
from game.session.controller import TableController
from game.ui import widgets
from game.ui.i18n import say_contract, tr
from game.ui.layout import Box, TableLayout

if TYPE_CHECKING:
    from game.ui.resources import Resources
    from game.ui.scenes.table import TableScene

GRID_BUTTON = "contracts"
NAME_COLUMN = (4.6, 6.0)  # the players' names, compact and in full, in fonts
HEADER = 2.6  # the row of contract names (two short lines), in fonts
ROW = (1.55, 2.6)  # a player's row, compact and in full, in fonts
DECLARED = (60, 110, 80, 235)
NOW = (120, 95, 30, 235)
OPEN = (255, 255, 255, 18)
DECLARER_ROW = (240, 200, 90, 40)


def contract_grid(controller: TableController) -> ContractGrid | None:
    """The grid of the game at the table (None: the game has no contracts to declare)."""
    view = controller.view(0)
    return view.grid if isinstance(view, BarbuView) else None


def with_grid_button(keys: tuple[str, ...], controller: TableController) -> tuple[str, ...]:
    """The table's buttons, with Contracts before Menu in a game that has the grid."""
    if contract_grid(controller) is None or not keys:
        return keys
    return (*keys[:-1], GRID_BUTTON, keys[-1])


def contract_title(kind: str) -> str:
    """A contract's name as the panel says it, without the "…" of a folded group."""
    return say_contract(f"contract:{kind}").removesuffix("…")


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points).replace("-", "−")


def grid_height(font: int, full: bool) -> float:
    return font * (HEADER + 4 * ROW[full] + 0.8)


def cell_box(box: Box, font: int, full: bool, seat: int, column: int) -> Box:
    """Where a cell lies in a grid drawn in ``box`` (``column`` -1: the players' names)."""
    names = NAME_COLUMN[full]
    width = (box.w - font * (names + 0.8)) / len(KINDS)
    top = box.y + font * (HEADER + 0.4) + seat * font * ROW[full]
    if column < 0:
        return Box(box.x + font * 0.4, top, font * names, font * ROW[full])
    left = box.x + font * (names + 0.4) + column * width
    return Box(left, top, width, font * ROW[full])


def header_text(res: Resources, words: str, size: int, width: float) -> widgets.Fitted:
    """A contract's name over its column: on one line, even a little smaller, if it goes
    on one; else on two lines."""
    one_line = widgets.fit_text(res, words, size, width, height=size * widgets.LINE)
    if len(one_line.lines) == 1:
        return one_line
    return widgets.fit_text(res, words, size, width, height=size * widgets.LINE * 2)


def draw_grid(
    surface: pygame.Surface, res: Resources, box: Box, font: int, grid: ContractGrid, full: bool
) -> None:
    """The grid inside ``box``: contract names on top, a row a player (the declarer's row
    lit), each declared contract marked with its hand's number (in full, with the points
    that hand gave the declarer), the contract chosen this hand marked "now"."""
    small = round(font * 0.8)
    for column, kind in enumerate(KINDS):
        cell = cell_box(box, font, full, 0, column)
        fitted = header_text(res, contract_title(kind), small, cell.w - font * 0.3)
        centre = (cell.center[0], box.y + font * (HEADER / 2 + 0.2))
        widgets.draw_fitted(surface, res, fitted, centre, widgets.GOLD, "center")
    for seat in range(4):
        row = cell_box(box, font, full, seat, -1)
        if seat == grid.declarer:
            lit = Box(row.x - font * 0.2, row.y, box.w - font * 0.4, row.h)
            widgets.panel(surface, lit, DECLARER_ROW)
        name = widgets.fit_text(res, tr(f"seat.{seat}"), font, row.w - font * 0.4, height=row.h)
        colour = widgets.GOLD if seat == grid.declarer else widgets.INK
        left = (row.x + font * 0.2, row.center[1])
        widgets.draw_fitted(surface, res, name, left, colour, "midleft")
        for column, kind in enumerate(KINDS):
            cell = cell_box(box, font, full, seat, column)
            now = seat == grid.declarer and kind == grid.chosen
            draw_cell(surface, res, cell, font, grid.cells[seat][column], now, full)


def draw_cell(
    surface: pygame.Surface,
    res: Resources,
    cell: Box,
    font: int,
    declaration: Declaration | None,
    now: bool,
    full: bool,
) -> None:
    """One cell: the hand's number (and in full the declarer's points) where the contract
    was declared, "now" where it is being played, an empty frame where it is still open."""
    pad = font * 0.12
    inner = Box(cell.x + pad, cell.y + pad, cell.w - 2 * pad, cell.h - 2 * pad)
    if declaration is not None:
        widgets.panel(surface, inner, DECLARED)
        number = str(declaration.deal)
        if not full:
            widgets.text(surface, res, number, font, inner.center, widgets.INK, "center")
            return
        top = (inner.center[0], inner.y + inner.h * 0.3)
        widgets.text(surface, res, number, font, top, widgets.INK, "center")
        points = (inner.center[0], inner.y + inner.h * 0.72)
        widgets.text(
            surface,
            res,
            signed(declaration.score),
            round(font * 0.75),
            points,
            widgets.GOLD,
            "center",
        )
    elif now:
        widgets.panel(surface, inner, NOW)
        widgets.text(
            surface, res, tr("grid.now"), round(font * 0.8), inner.center, widgets.GOLD, "center"
        )
    else:
        pygame.draw.rect(surface, OPEN[:3], pygame.Rect(inner.as_tuple()), width=1, border_radius=4)


def game_length(grid: ContractGrid) -> str:
    """How long this game is, in words: the whole game, or the shorter one chosen."""
    if grid.each >= FULL_GAME:
        return tr("grid.full")
    return tr("grid.short", count=grid.each, hands=4 * grid.each)


def choice_grid_box(layout: TableLayout, panel: Box) -> Box | None:
    """Where the compact grid goes: just above the decision panel, as wide as the panel
    but clear of the score and contract boxes it would reach up to (None: no room)."""
    font, margin = layout.font, layout.margin
    height = grid_height(font, False)
    top = panel.y - font * 0.4 - height
    left, right = panel.x, panel.right
    for corner in (layout.scores, layout.contract):
        if top < corner.bottom + margin and corner.x < panel.center[0]:
            left = max(left, corner.right + margin)
        elif top < corner.bottom + margin:
            right = min(right, corner.x - margin)
    if top < margin or right - left < font * (NAME_COLUMN[False] + 7 * 3.2):
        return None
    return Box(left, top, right - left, height)


def draw_choice_grid(surface: pygame.Surface, table: TableScene) -> None:
    """The compact grid above the decision panel while the human chooses his contract."""
    c = table.controller
    grid = contract_grid(c)
    panel = table.panel.drawn
    if grid is None or panel is None or grid.chosen or not c.human_to_act:
        return
    box = choice_grid_box(table.layout, panel)
    if box is None:
        return  # no room above the panel: the Contracts button still shows the grid
    widgets.panel(surface, box, (14, 34, 25, 240))
    draw_grid(surface, table.app.resources, box, table.layout.font, grid, full=False)
