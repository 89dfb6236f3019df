"""Where the scenes are wired together, in one place.

A scene opens another through a named route (``app.route("setup")``), so the
scenes never import each other; this module alone knows them all, and which kind
of table (``game.ui.tables``) the table scene holds for each table kind a game declares.
"""

from __future__ import annotations

from game.core.api import TableKind
from game.session.controller import TableController
from game.ui.app import App
from game.ui.learn.coach import LearnCoach
from game.ui.learn.overlays import LessonOverlay, MistakeOverlay
from game.ui.scenes.barbu_grid import ContractGridOverlay
from game.ui.scenes.compare import CompareScene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.deal_code import DealCodeScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.overlays import (
    BurracoSummaryOverlay,
    GameOverOverlay,
    LastTrickOverlay,
    PauseOverlay,
    SheetOverlay,
    SummaryOverlay,
)
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.table import TableScene
from game.ui.tables.kind import KindOfTable
from game.ui.tables.rummy import RummyTable
from game.ui.tables.tricks import TrickTable

TABLES: dict[TableKind, type[KindOfTable]] = {
    TableKind.TRICKS: TrickTable,
    TableKind.RUMMY: RummyTable,
}
"""The kind of table inside the table scene for each table kind a game declares."""


def table_scene(app: App, controller: TableController) -> TableScene:
    """The table that shows the controller's game, of the kind its definition declares."""
    return TableScene(app, controller, TABLES[controller.definition.table])


def learn_scene(app: App, controller: TableController) -> TableScene:
    """A learn game: the table of the controller's game with the coach that guides it."""
    return TableScene(app, controller, TABLES[controller.definition.table], LearnCoach())


def wire(app: App) -> App:
    """Give ``app`` every route (the program, the self-test and the tests call it once)."""
    app.routes.update(
        {
            "menu": MenuScene,
            "confirm": ConfirmScene,
            "deal_code": DealCodeScene,
            "compare": CompareScene,
            "setup": SetupScene,
            "rules": RulesScene,
            "stats": StatsScene,
            "review": ReviewScene,
            "settings": SettingsScene,
            "table": table_scene,
            "learn": learn_scene,
            "lesson": LessonOverlay,
            "learn_mistake": MistakeOverlay,
            "summary": SummaryOverlay,
            "burraco_summary": BurracoSummaryOverlay,
            "game_over": GameOverOverlay,
            "last_trick": LastTrickOverlay,
            "sheet": SheetOverlay,
            "contract_grid": ContractGridOverlay,
            "pause": PauseOverlay,
        }
    )
    return app
