"""Burraco at the table: its rummy table (``table``: the stock, the pile, the pots and the
melds; with its ``layout``, ``hud`` and drop ``chooser``), what it reads of a view or an
action (``view``) and its hand's summary (``summary``)."""

from __future__ import annotations

from game.burraco.definition import DEFINITION
from game.ui.games.burraco.summary import BurracoSummaryOverlay
from game.ui.games.burraco.table import RummyTable
from game.ui.tables.registry import Presentation

PRESENTATION = Presentation(
    game=DEFINITION.name,
    routes={RummyTable.summary_route: BurracoSummaryOverlay},
    tables={DEFINITION.table: RummyTable},
)
