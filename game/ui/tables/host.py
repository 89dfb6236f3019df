"""What the table's parts read of the table scene, as narrow protocols; what the overlays
over it hand back; and the quiet coach.

The table scene (``game.ui.scenes.table``) holds a kind of table, a hud, a decision panel,
a coach and what a game adds to its table; the overlays over it, the coach and the kinds
reach back to it through these protocols, never by importing the scene, so that no import
runs in a circle (the import-linter contract "No import circle in game.ui").  An overlay
only reads the table: when it closes it hands an ``OverlayResult`` back
(``app.pop(result)``), and the table acts on it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol

import pygame

from game.core.api import Event
from game.core.cards import Card
from game.session.controller import TableController
from game.ui.anim import Animator
from game.ui.app import App
from game.ui.layout import TableLayout
from game.ui.sprites import CardSprite
from game.ui.tables.hud import TableHud
from game.ui.tables.panel import DecisionPanel
from game.ui.widgets import Button


class OverlayResult(Enum):
    """What an overlay over the table answers when it closes (closing with none changes
    nothing: a sheet, the last trick, a lesson read); the table acts on it."""

    CONTINUE = "continue"  # the hand's summary was read: the next hand, or the game's end
    MAIN_MENU = "main_menu"  # leave the game for the main menu
    NEW_GAME = "new_game"  # leave the finished game for a new game's setup
    REPLAY_DEAL = "replay_deal"  # play this deal again from its start, as a practice deal
    TAKE_BACK = "take_back"  # take the learner's last play back (the table's undo)


@dataclass(frozen=True)
class CallOut:
    """An overlay's answer: the human makes this call out of turn (Baloot's Qayd)."""

    action: Any


class OverlayHost(Protocol):
    """What an overlay reads of the table under it (it asks nothing of it: it answers with
    an ``OverlayResult`` when it closes)."""

    @property
    def controller(self) -> TableController: ...

    @property
    def layout(self) -> TableLayout: ...

    @property
    def coach(self) -> Coach: ...

    def human_won(self) -> bool: ...


class TableHost(OverlayHost, Protocol):
    """What a kind of table, the coach and a game's extras read of the table scene, and the
    two marks they set in it (the keyboard cursor, a rebuild wanted)."""

    selected: int  # the keyboard cursor's place in the hand (-1: none)
    dirty: bool  # the sprites are rebuilt from the view at the next idle frame

    @property
    def app(self) -> App: ...

    @property
    def clock(self) -> float: ...

    @property
    def animator(self) -> Animator: ...

    @property
    def sprites(self) -> pygame.sprite.LayeredUpdates[CardSprite]: ...

    @property
    def by_key(self) -> dict[str, CardSprite]: ...

    @property
    def hud(self) -> TableHud: ...

    @property
    def panel(self) -> DecisionPanel: ...

    @property
    def buttons(self) -> list[Button]: ...

    def sprite(
        self,
        key: str,
        card: Card | None,
        seat: int,
        x: float,
        y: float,
        size: tuple[int, int] | None = None,
    ) -> CardSprite:
        """The sprite of ``key``, made or moved to ``x, y`` with this face."""
        ...

    def sound(self, name: str) -> Callable[[], None]:
        """A step's hook that plays the named sound."""
        ...

    def mark_dirty(self) -> None: ...

    def room_over_panel(self, width: float) -> float:
        """The height the game's extras take above a decision panel ``width`` wide."""
        ...

    def click_button(self, key: str) -> None:
        """As if the table's button ``key`` was clicked (a key's shortcut)."""
        ...


class Coach:
    """The learn mode's hooks at the table, quiet: the coach of an ordinary game
    (``game.ui.learn.coach.LearnCoach`` guides a learn game)."""

    active = False

    def heard(self, table: TableHost, events: tuple[Event, ...], seat: int, action: Any) -> None:
        """A step was taken at the table (``seat`` did ``action``, causing ``events``)."""

    def update(self, table: TableHost) -> bool:
        """Before the flow of play each frame: True holds the play for this frame."""
        return False

    def open_hand(self, table: TableHost, seat: int) -> tuple[Card, ...]:
        """Cards of another seat's hand to show face up (none in an ordinary game)."""
        return ()

    def draw(self, table: TableHost, surface: pygame.Surface) -> None:
        """Over the table."""

    def press(self, table: TableHost, pos: tuple[int, int]) -> bool:
        """A click on the coach's own controls (True when taken)."""
        return False
