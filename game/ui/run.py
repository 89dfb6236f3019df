"""Start the card table (called by ``main.py``, which hands over the AI service)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.session.controller import Decider
from game.session.storage import Storage
from game.ui.app import App
from game.ui.scenes.menu import MenuScene


def run_table(decider_factory: Callable[[], Decider] | None, levels: Sequence[str]) -> int:
    """Open the window on the main menu and run until the player quits."""
    pygame.init()
    app = App(Storage(), decider_factory, levels)
    app.open_window()
    try:
        app.run(MenuScene(app))
    finally:
        app.close()
        pygame.quit()
    return 0
