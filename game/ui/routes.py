"""Where the scenes are wired together, in one place.

A scene opens another through a named route (``app.route("setup")``), so the
scenes never import each other; this module alone knows them all, and hands the table
scene the parts that show each game: the kind of table of the table kind it declares and
what its own package adds (``game.ui.catalog``), whose overlays get routes here too.
"""

from __future__ import annotations

from game.session.controller import TableController
from game.session.progress import BackgroundReview
from game.ui.app import App
from game.ui.catalog import TABLES, game_routes, presentation_of, table_of
from game.ui.learn.coach import LearnCoach
from game.ui.learn.overlays import LessonOverlay, MistakeOverlay
from game.ui.scenes.compare import CompareScene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.daily import DailyScene
from game.ui.scenes.deal_code import DealCodeScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.overlays import (
    GameOverOverlay,
    LastTrickOverlay,
    PauseOverlay,
    SheetOverlay,
    SummaryOverlay,
)
from game.ui.scenes.progress import ProgressScene, ReviewAtScene
from game.ui.scenes.reading import ReadingOverlay
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.training import TrainingScene
from game.ui.scenes.why import WhyOverlay
from game.ui.tables.host import Coach

__all__ = ["TABLES", "learn_scene", "table_scene", "wire"]


def table_scene(app: App, controller: TableController, coach: Coach | None = None) -> TableScene:
    """The table that shows the controller's game: the kind of table its definition declares,
    with what the game's presentation adds."""
    definition = controller.definition
    extras = presentation_of(definition).extras()
    return TableScene(app, controller, table_of(definition), coach, extras)


def learn_scene(app: App, controller: TableController) -> TableScene:
    """A learn game: the table of the controller's game with the coach that guides it."""
    return table_scene(app, controller, LearnCoach())


def wire(app: App) -> App:
    """Give ``app`` every route (the program, the self-test and the tests call it once), and
    the background review of the player's hands (``game.session.progress``)."""
    review = BackgroundReview(app.storage, lambda: app.decider)
    app.background.append(review.tick)
    app.closing.append(review.close)
    app.routes.update(
        {
            "menu": lambda a: MenuScene(a, review),
            "confirm": ConfirmScene,
            "deal_code": DealCodeScene,
            "compare": CompareScene,
            "setup": SetupScene,
            "saves": SavesScene,
            "rules": RulesScene,
            "stats": lambda a: StatsScene(a, review),
            "progress": lambda a, variant: ProgressScene(a, variant, review),
            "review_at": ReviewAtScene,
            "training": TrainingScene,
            "daily": DailyScene,
            "review": ReviewScene,
            "settings": SettingsScene,
            "table": table_scene,
            "learn": learn_scene,
            "lesson": LessonOverlay,
            "learn_mistake": MistakeOverlay,
            "summary": SummaryOverlay,
            "game_over": GameOverOverlay,
            "last_trick": LastTrickOverlay,
            "sheet": SheetOverlay,
            "pause": PauseOverlay,
            "reading": ReadingOverlay,
            "why": WhyOverlay,
            **game_routes(),
        }
    )
    return app
