"""The levels of a game's computer seats: the ones last chosen for that game.

The setup screen offers them again and remembers each change (the settings keep them by
game name, ``Settings.levels``); a deal played by its code is played against them too.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.catalog import get_game
from game.session.controller import HUMAN
from game.ui.app import App


def default_level(app: App) -> str:
    """The level a seat has before any is chosen for its game (the second: medium)."""
    return app.levels[min(1, len(app.levels) - 1)]


def remembered_levels(app: App, game: str) -> list[str]:
    """Every seat of ``game``: the human, then the levels last chosen for its computer seats
    (the default for a seat with none, or with a level this program does not have)."""
    seats = get_game(game).seats
    chosen = app.settings.levels_of(game, seats - 1, app.levels, default_level(app))
    return [HUMAN, *chosen]


def remember_levels(app: App, game: str, levels: Sequence[str]) -> None:
    """Keep the levels of ``game``'s computer seats (``levels``: every seat, the human's
    first) in the settings, for the next time it is set up or a deal of it is played."""
    app.settings.levels[game] = [level for level in levels[1:]]
    app.save_settings()
