"""Barbu at the table: the trick table with its grid of contracts (``grid``: drawn in full
on its overlay, ``overlay``, and compact over the contract choice) and the Contracts button
and key that open it (``table``)."""

from __future__ import annotations

from game.barbu.definition import DEFINITION
from game.ui.games.barbu.grid import GRID_ROUTE
from game.ui.games.barbu.overlay import ContractGridOverlay
from game.ui.games.barbu.table import ContractGridExtras
from game.ui.tables.registry import Presentation

PRESENTATION = Presentation(
    game=DEFINITION.name,
    extras=ContractGridExtras,
    routes={GRID_ROUTE: ContractGridOverlay},
)
