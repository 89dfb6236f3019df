"""Barbu's grid of contracts: one row a player, one column a contract, a mark with the
hand's number where the player has already declared it.

The rules core keeps who declared what (``game.barbu.grid.ContractGrid``, in the Barbu
view); this module only draws it: in full on its own overlay (the table's Contracts
button, key C) and compact above the decision panel while the human chooses his contract,
so he sees what is left for everybody.  The decision panel moves down to leave it room
under North's plate (``choice_grid_room``).  Its columns are headed by short names
(``grid.col.<contract>``); a Japanese one carries a line break where it may go onto two
lines, so a name never breaks inside a word.
"""

from __future__ import annotations

import pygame

from game.barbu.actions import KINDS
from game.barbu.grid import ContractGrid, Declaration
from game.barbu.rules import FULL_GAME
from game.barbu.state import BarbuView
from game.session.controller import TableController
from game.ui import widgets
from game.ui.i18n import tr, tr_n
from game.ui.layout import Box, TableLayout
from game.ui.resources import Resources
from game.ui.tables.host import TableHost

GRID_BUTTON = "contracts"
GRID_ROUTE = "contract_grid"  # the overlay of the grid in full (``ContractGridOverlay``)
NAME_COLUMN = (4.6, 6.0)  # the players' names, compact and in full, in fonts
HEADER = (1.4, 2.6)  # the row of contract names (one line; two short lines), in fonts
ROW = (1.45, 2.6)  # a player's row, compact and in full, in fonts
GAP = 0.4  # between the compact grid and the panel under it, in fonts
GROUND = (14, 34, 25, 255)  # the compact grid's ground: opaque, nothing shows through
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


def column_title(kind: str) -> str:
    """A contract's short name over its column (with the break mark where it may wrap)."""
    return tr(f"grid.col.{kind}")


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points).replace("-", "−")


def grid_height(font: int, full: bool, lines: int = 2) -> float:
    """The grid's height with a header of ``lines`` lines (in full, always room for two)."""
    header = HEADER[1] if full or lines > 1 else HEADER[0]
    return font * (header + 4 * ROW[full] + 0.8)


def header_lines(res: Resources, box_width: float, font: int, full: bool) -> int:
    """How many lines the column names need in a grid this wide (1 or 2)."""
    width = column_width(box_width, font, full) - font * 0.3
    size = round(font * 0.8)
    return max(len(header_text(res, column_title(kind), size, width).lines) for kind in KINDS)


def column_width(box_width: float, font: int, full: bool) -> float:
    return (box_width - font * (NAME_COLUMN[full] + 0.8)) / len(KINDS)


def cell_box(box: Box, font: int, full: bool, seat: int, column: int) -> Box:
    """Where a cell lies in a grid drawn in ``box`` (``column`` -1: the players' names)."""
    names = NAME_COLUMN[full]
    width = column_width(box.w, font, full)
    header = HEADER[1] if full or box.h >= grid_height(font, False, 2) else HEADER[0]
    top = box.y + font * (header + 0.4) + seat * font * ROW[full]
    if column < 0:
        return Box(box.x + font * 0.4, top, font * names, font * ROW[full])
    left = box.x + font * (names + 0.4) + column * width
    return Box(left, top, width, font * ROW[full])


def header_text(res: Resources, words: str, size: int, width: float) -> widgets.Fitted:
    """A contract's short name over its column: on one line, even a little smaller, if it
    goes on one; else on two, broken only at its break mark."""
    one_line = widgets.fit_text(res, words.replace("\n", ""), size, width, size * widgets.LINE)
    if len(one_line.lines) == 1 or "\n" not in words:
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
        fitted = header_text(res, column_title(kind), small, cell.w - font * 0.3)
        centre = (cell.center[0], (box.y + font * 0.2 + cell.y) / 2)
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
        frame = pygame.Rect(widgets.placed_box(inner).as_tuple())  # mirrored with the grid
        pygame.draw.rect(surface, OPEN[:3], frame, width=1, border_radius=4)


def game_length(grid: ContractGrid) -> str:
    """How long this game is, in words: the whole game, or the shorter one chosen."""
    if grid.each >= FULL_GAME:
        return tr("grid.full")
    return tr_n("grid.short", grid.each, hands=4 * grid.each)


def grid_wanted(controller: TableController) -> bool:
    """Whether the compact grid stands over the panel now: while the human chooses his
    contract."""
    grid = contract_grid(controller)
    return grid is not None and not grid.chosen and controller.human_to_act


def choice_grid_room(res: Resources, layout: TableLayout, width: float) -> float:
    """The height the compact grid over a panel ``width`` wide takes, with its gap."""
    lines = header_lines(res, width, layout.font, False)
    return grid_height(layout.font, False, lines) + layout.font * GAP


def choice_grid_box(res: Resources, layout: TableLayout, panel: Box) -> Box | None:
    """Where the compact grid goes: just above the decision panel, as wide as it, below
    North's plate and clear of the score and contract boxes (None: no room)."""
    font, margin = layout.font, layout.margin
    height = choice_grid_room(res, layout, panel.w) - font * GAP
    top = panel.y - font * GAP - height
    highest = max(layout.labels[2].bottom, layout.scores.bottom, layout.contract.bottom)
    if top < highest + margin * 0.5 - 0.5:  # (half a pixel: the sums round)
        return None
    return Box(panel.x, top, panel.w, height)


def draw_choice_grid(surface: pygame.Surface, table: TableHost) -> None:
    """The compact grid above the decision panel while the human chooses his contract."""
    grid = contract_grid(table.controller)
    panel = table.panel.drawn
    if grid is None or panel is None or not grid_wanted(table.controller):
        return
    res = table.app.resources
    box = choice_grid_box(res, table.layout, panel)
    if box is None:
        return  # no room above the panel: the Contracts button still shows the grid
    widgets.panel(surface, box, GROUND)
    draw_grid(surface, res, box, table.layout.font, grid, full=False)
