"""The table's catalogue: the kind of table of each table kind, and the presentation of each
game that has its own package (``game.ui.games.<name>``); import this to fill the registry
(``game.ui.tables.registry``).

It is the one module of the generic UI that names the games' presentations, as
``game.catalog`` names their rules; a game without a package here is shown by its kind of
table alone.  Adding a game's presentation is one line here.
"""

from __future__ import annotations

from game.core.api import TableKind
from game.ui.games.baloot import PRESENTATION as BALOOT
from game.ui.games.barbu import PRESENTATION as BARBU
from game.ui.games.burraco import PRESENTATION as BURRACO
from game.ui.tables.registry import (
    TABLES,
    game_routes,
    presentation_of,
    register,
    register_table,
    table_of,
)
from game.ui.tables.tricks import TrickTable

register_table(TableKind.TRICKS, TrickTable)
for _presentation in (BALOOT, BARBU, BURRACO):
    register(_presentation)

__all__ = ["TABLES", "game_routes", "presentation_of", "table_of"]
