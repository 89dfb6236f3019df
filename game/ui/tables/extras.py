"""What a game adds to its kind of table (Barbu's grid of contracts): buttons before Menu,
keys, the room it takes above the decision panel and what it draws there.

The table scene calls these hooks at the points named; the default adds nothing, so a game
without extras (most of them) is shown by its kind of table alone.
"""

from __future__ import annotations

import pygame

from game.session.controller import Step
from game.ui.tables.host import TableHost


class TableExtras:
    """No extras: the hooks of a game shown by its kind of table alone."""

    buttons: tuple[str, ...] = ()  # the extras' buttons, placed before the table's Menu

    def key(self, table: TableHost, key: int) -> bool:
        """A key the table's own keys left (True when taken)."""
        return False

    def click(self, table: TableHost, key: str) -> bool:
        """A button of the table's row (True when it is one of the extras')."""
        return False

    def room_over_panel(self, table: TableHost, width: float) -> float:
        """The height to leave free above a decision panel ``width`` wide (0: none)."""
        return 0.0

    def draw(self, table: TableHost, surface: pygame.Surface) -> None:
        """Over the decision panel, under the table's talk."""

    def shown_buttons(self, table: TableHost) -> tuple[str, ...]:
        """The extras' buttons at this table (``buttons`` by default; a game may show one only
        when an option is on)."""
        return self.buttons

    def enabled(self, table: TableHost, key: str) -> bool:
        """Whether the extras' button ``key`` can act now (a dimmed one says why when clicked)."""
        return True

    def heard(self, table: TableHost, step: Step) -> None:
        """A step was taken at the table (a game may show what it caused: Baloot's verdict)."""
