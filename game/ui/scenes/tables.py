"""The table scene that plays a controller's game: tricks, or melds (Burraco)."""

from __future__ import annotations

from game.session.controller import TableController
from game.ui.app import App
from game.ui.scenes.table import TableScene


def table_scene(app: App, controller: TableController) -> TableScene:
    if controller.melds_on_table:
        from game.ui.scenes.burraco_table import BurracoTableScene

        return BurracoTableScene(app, controller)
    return TableScene(app, controller)
