"""Start the card table (called by ``main.py``, which hands over the AI service)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
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
    read_only: bool = False,
) -> int:
    """Open the window on the main menu and run until the player quits.

    ``folder`` is the data folder ``main.py`` opened (``problem`` says why it is a
    temporary one, when the user's could not be used; ``read_only`` that another copy of
    Atout owns it); with ``review`` (a record and a seat) the window opens on that record's
    review, the menu under it."""
    pygame.init()
    storage = Storage(
        folder, background=True, problems=[problem] if problem else [], read_only=read_only
    )
    app = App(
        storage,
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


NO_DISPLAY = "no display found: set DISPLAY, or run the command-line tools"
HEADLESS = ("dummy", "offscreen")  # SDL's drivers that draw to no screen


def no_display() -> str | None:
    """Why no window can be shown, as one line, or ``None`` when a screen is there.

    SDL falls back to its offscreen driver when it finds no screen, and the program would
    then run unseen until killed; that fallback counts as no display unless a headless
    driver was asked for (``SDL_VIDEODRIVER``, as tests and the self-test do)."""
    asked = [d.strip() for d in os.environ.get("SDL_VIDEODRIVER", "").split(",")]
    try:
        with _system_errors_hidden():  # the drivers SDL tries print their own complaints
            pygame.display.init()
    except pygame.error:
        return NO_DISPLAY
    driver = pygame.display.get_driver()
    pygame.display.quit()
    if driver in HEADLESS and driver not in asked:
        return NO_DISPLAY
    return None


@contextmanager
def _system_errors_hidden() -> Iterator[None]:
    """Standard error (the descriptor C libraries write to) sent nowhere for a moment."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield
        return
    nowhere = os.open(os.devnull, os.O_WRONLY)
    os.dup2(nowhere, 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(nowhere)
