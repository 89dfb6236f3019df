"""What a kind of table is to the table scene: the strategy that lays out, places, animates
and takes the input of one way of playing cards (tricks, rummy).

The scene (``game.ui.scenes.table.TableScene``) keeps what every table shares: the
controller, saves and statistics, the sprites, the animation queue, the flow of play,
undo, hints, overlays and buttons.  It asks its kind for everything that depends on how
the cards lie, and the kind reaches back to the scene for the shared parts through the
narrow ``TableHost`` (``game.ui.tables.host``), never by importing it.  The kind never
acts on the game: it translates each gesture into a value (``game.ui.tables.gestures``:
play this action, choose among these, this is refused, handled, not mine) that the scene
acts on, and keeps for itself the view's work (a dragged card following the mouse).
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from typing import Any

from game.core.api import Event, TableView
from game.session.controller import TableController
from game.ui.anim import Animator
from game.ui.app import App
from game.ui.layout import Box, TableLayout
from game.ui.sprites import CardSprite
from game.ui.tables.gestures import HANDLED, IGNORED, Gesture, Play
from game.ui.tables.host import TableHost
from game.ui.tables.hud import TableHud
from game.ui.tables.panel import DecisionPanel

DRAG_THRESHOLD = 6  # pixels the mouse moves, pressed, before a press becomes a drag
PILE_KEY = re.compile(r"p(\d)\.\d+")  # a back of a seat's pile of won tricks
BACK_KEY = re.compile(r"b(\d)\.\d+")  # a back in a seat's hand


def card_group(sprite: CardSprite) -> str:
    """The group a card belongs to: ``hand:<seat>``, ``pile:<seat>`` or ``table``."""
    pile = PILE_KEY.fullmatch(sprite.key)
    if pile:
        return f"pile:{pile.group(1)}"
    back = BACK_KEY.fullmatch(sprite.key)
    if back:
        return f"hand:{back.group(1)}"
    return f"hand:{sprite.owner}" if sprite.owner >= 0 else "table"


class KindOfTable(ABC):
    """One kind of table inside the table scene; its hud reads the table through it."""

    button_keys: tuple[str, ...]
    summary_route: str  # the overlay that shows how a hand was scored

    def __init__(self, table: TableHost) -> None:
        self.table = table

    # --- what the hud reads, from the scene -------------------------------------------

    @property
    def app(self) -> App:
        return self.table.app

    @property
    def controller(self) -> TableController:
        return self.table.controller

    @property
    def layout(self) -> TableLayout:
        return self.table.layout

    @property
    def clock(self) -> float:
        return self.table.clock

    @property
    def animator(self) -> Animator:
        return self.table.animator

    def shown(self) -> list[tuple[str, Box]]:
        """What the scene shows beyond the hud's boxes, named: every card by its group
        (``hand:<seat>``, ``pile:<seat>`` for won tricks, ``table`` for the trick, the
        turn-up and laid cards), the decision panel as last drawn, the buttons."""
        found: list[tuple[str, Box]] = []
        for sprite in self.table.sprites:
            if not isinstance(sprite, CardSprite):
                continue
            r = sprite.placed
            found.append((card_group(sprite), Box(r.x, r.y, r.w, r.h)))
        drawn = self.table.panel.drawn
        if drawn is not None:
            found.append(("panel", drawn))
        found += [(f"button:{b.key}", b.box) for b in self.table.buttons]
        return found

    # --- the parts --------------------------------------------------------------------

    @abstractmethod
    def new_hud(self) -> TableHud:
        """This kind's hud."""

    @abstractmethod
    def new_panel(self) -> DecisionPanel:
        """This kind's decision panel."""

    # --- geometry and sprites ---------------------------------------------------------

    @abstractmethod
    def lay_out(self) -> TableLayout:
        """Compute this table's geometry for the window's size; answer the common layout."""

    @abstractmethod
    def warm_images(self) -> None:
        """Scale every card image the table shows once now, so that no frame has to."""

    @abstractmethod
    def rebuild(self) -> None:
        """Place every sprite where the controller's view says it is."""

    @abstractmethod
    def hand_sprites(self) -> list[CardSprite]:
        """The human's hand, in the order it is shown."""

    @abstractmethod
    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Where a seat's hand is."""

    # --- animation --------------------------------------------------------------------

    @abstractmethod
    def animate_deal(self) -> None:
        """The dealing's animation."""

    @abstractmethod
    def animate_event(self, event: Event) -> None:
        """The animation steps and words of one of the game's events."""

    def log_lines(self, event: Event, view: TableView) -> list[str]:
        """What the log says of an event, given the human's view after its action."""
        return []

    def replayed_log(self) -> list[str]:
        """The log of the deal so far, rebuilt from its actions (a continued game)."""
        return [line for line, _ in self.replayed_log_moments()]

    def replayed_log_moments(self) -> list[tuple[str, int]]:
        """The same, each line with the number of the action that said it."""
        return [
            (line, moment)
            for moment, (events, view) in enumerate(self.controller.deal_history())
            for event in events
            for line in self.log_lines(event, view)
        ]

    def moment_now(self) -> int:
        """The number of the deal's latest action (the one whose events are being shown)."""
        return len(self.controller.record.deals[-1].actions) - 1

    # --- input ------------------------------------------------------------------------

    @abstractmethod
    def hover(self, pos: tuple[int, int] | None) -> None:
        """Lift the hand card under the mouse a little."""

    @abstractmethod
    def tick(self) -> None:
        """Once a frame, after ``hover``: looks that change with time (a fading glow)."""

    @abstractmethod
    def holding(self) -> bool:
        """Whether the left button holds something (the table waits until it lets go)."""

    @abstractmethod
    def dragging(self) -> bool:
        """Whether cards are being dragged (the hud lights where they may go)."""

    @abstractmethod
    def press(self, pos: tuple[int, int]) -> Gesture:
        """The left button went down away from the table's buttons: what it means."""

    @abstractmethod
    def move(self, pos: tuple[int, int]) -> None:
        """The mouse moved while the button holds something (the view follows it)."""

    @abstractmethod
    def release(self, pos: tuple[int, int]) -> Gesture:
        """The left button went up: what the press and the drag meant."""

    @abstractmethod
    def key(self, key: int) -> Gesture:
        """A key: what it means, ``IGNORED`` for a key not of this kind (the scene's keys)."""

    def click_button(self, key: str) -> Gesture:
        """A button of the table's row: what it means, ``IGNORED`` when it is not this
        kind's own (the scene's buttons)."""
        return IGNORED

    def choose_entry(self, payload: Any) -> Gesture:
        """A panel button was chosen: a group opens or closes, or an action is played."""
        action = self.table.panel.choose(payload)
        return HANDLED if action is None else Play(action)

    # --- the flow of play ---------------------------------------------------------------

    def forced_action(self, legal: list[Any]) -> Any | None:
        """The action made for the human when auto-play is on, if ``legal`` forces one."""
        return None

    @abstractmethod
    def before_play(self) -> None:
        """The human is about to act."""

    @abstractmethod
    def after_play(self) -> None:
        """The human's action was taken and its animation queued."""

    @abstractmethod
    def new_deal(self) -> None:
        """The hand's summary was closed: forget what belonged to that hand."""
