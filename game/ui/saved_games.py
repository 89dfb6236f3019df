"""The games in progress that Continue offers: one save per game, each resumed as it was.

Each save is read and replayed as the table will resume it, so the list can show its hand
and score; a damaged one is moved aside and reported by the storage (the problem says
whether the copy before it is offered instead).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.session.controller import SaveError, TableController
from game.ui.app import App


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game in progress: its controller, ready to be played on, and when it was saved."""

    game: str
    controller: TableController
    saved: str  # local time, "2026-11-24 21:07"

    @property
    def hand(self) -> int:
        """The number of the hand being played (the first is 1)."""
        return len(self.controller.record.deals)

    @property
    def totals(self) -> tuple[int, ...]:
        """The points of each side so far, the human's first."""
        return tuple(self.controller.totals)


def load_saved(app: App, game: str) -> SavedGame | None:
    """``game``'s save, resumed; ``None`` when it is damaged (moved aside and reported)."""

    def resumable(data: Any) -> TableController:
        controller = TableController.from_json(data, app.decider, known_levels=app.levels)
        if controller.variant != game:
            raise SaveError(f"the save of {game} holds a game of {controller.variant}")
        return controller

    controller = app.storage.load_game(game, resumable)
    if not isinstance(controller, TableController):
        return None
    return SavedGame(game, controller, app.storage.saved_when(game))


def every_saved(app: App) -> list[SavedGame]:
    """Every game in progress, the one saved last first.  A damaged save is reported and,
    when the copy before it is sound, that copy is listed in its place."""
    found = []
    for game in app.storage.saved_games():
        saved = load_saved(app, game)
        if saved is None and app.storage.has_save(game):  # the copy before the damaged one
            saved = load_saved(app, game)
        if saved is not None:
            found.append(saved)
    return found
