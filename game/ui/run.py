"""Start the card table (called by ``main.py``, which hands over the AI service)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pygame

from game.session.controller import Decider
from game.session.record import GameRecord
from game.session.storage import Problem, Storage
from game.ui.app import App
from game.ui.routes import wire


def run_table(
    decider_factory: Callable[[], Decider] | None,
    levels: Sequence[str],
    folder: Path | None = None,
    problem: Problem | None = None,
    review: tuple[GameRecord, int] | None = None,
) -> int:
    """Open the window on the main menu and run until the player quits.

    ``folder`` is the data folder ``main.py`` opened (``problem`` says why it is a
    temporary one, when the user's could not be used); with ``review`` (a record and a seat)
    the window opens on that record's review, the menu under it."""
    pygame.init()
    app = App(
        Storage(folder, background=True, problems=[problem] if problem else []),
        decider_factory,
        levels,
    )
    wire(app)
    app.open_window()
    try:
        first = app.route("menu")
        if review is not None:  # the review on top of the menu (Back leads there)
            app.push(first)
            record, seat = review
            first = app.route("review", record, 0, seat)
        app.run(first)
    finally:
        app.close()
        pygame.quit()
    return 0
