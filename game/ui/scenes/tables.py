"""The table scene that plays a controller's game: the table kind its definition declares."""

from __future__ import annotations

from game.core.api import TableKind
from game.session.controller import TableController
from game.ui.app import App
from game.ui.scenes.table import TableScene


def table_scene(app: App, controller: TableController) -> TableScene:
    if controller.definition.table is TableKind.RUMMY:
        from game.ui.scenes.burraco_table import BurracoTableScene

        return BurracoTableScene(app, controller)
    return TableScene(app, controller)
