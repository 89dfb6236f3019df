"""Synthetic input for the table: clicks and drags as pygame events, frames with a fake clock."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.catalog import games_in_menu_order
from game.core.api import TableKind
from game.core.cards import Card
from game.session.controller import TableController
from game.ui import widgets
from game.ui.app import App
from game.ui.i18n import action_group
from game.ui.layout import Box
from game.ui.routes import table_scene
from game.ui.scenes.overlays import GameOverOverlay, SummaryOverlay
from game.ui.scenes.table import TableScene

FRAME = 1 / 60


def trick_table_games() -> list[str]:
    """The games shown at the trick table, in menu order."""
    return [g.name for g in games_in_menu_order() if g.table is TableKind.TRICKS]


def rummy_table_games() -> list[str]:
    """The games shown at the rummy table (Burraco), in menu order."""
    return [g.name for g in games_in_menu_order() if g.table is TableKind.RUMMY]


def point(box: Box) -> tuple[int, int]:
    return (round(box.center[0]), round(box.center[1]))


def click(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        app.dispatch(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        )
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def key(app: App, code: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def frames(app: App, count: int, dt: float = FRAME) -> None:
    for _ in range(count):
        app.frame(dt)


def settle(app: App, table: TableScene, limit: int = 4000) -> None:
    """Run frames until the human must act, the hand is over, or an overlay opens."""
    for _ in range(limit):
        app.frame(0.05)
        if app.top is not table:
            return
        if table.animator.idle and not table.dirty and table.controller.human_to_act:
            app.frame(0.05)
            return
        if table.controller.deal_over and table.animator.idle:
            return
    raise AssertionError("the table never came back to the human")


def play_game(
    app: App,
    variant: str,
    options: dict[str, Any],
    seed: int,
    *,
    stop_at: Callable[[TableController], bool] | None = None,
    chooser: Callable[[TableScene], Any] | None = None,
    limit: int = 20000,
) -> TableScene:
    """Play a game at instant speed against three easy bots, the human taking his first legal
    action (or ``chooser``'s) and every hand's summary continued, up to the game-over screen,
    or up to the first summary at which ``stop_at`` says stop.  The table is returned; the
    screen it stopped at is ``app.top``."""
    app.settings.speed = "instant"
    app.apply_settings()
    seats = ["human", "easy", "easy", "easy"]
    controller = TableController(variant, options, seats, seed, decider=app.decider)
    table = table_scene(app, controller)
    app.push(table)
    for _ in range(limit):
        app.frame(0.05)
        top = app.top
        if isinstance(top, GameOverOverlay):
            return table
        if isinstance(top, SummaryOverlay):
            if stop_at is not None and stop_at(controller):
                return table
            top.click("continue")
        elif controller.human_to_act and table.animator.idle:
            table.play(chooser(table) if chooser else controller.legal_actions()[0])
    raise AssertionError(f"{variant}: the game did not end in {limit} frames")


def hint_at_a_choice(app: App, table: TableScene) -> Any:
    """Play the human's first legal action until he has a choice, then ask for a hint (H):
    the action hinted."""
    c = table.controller
    while len(c.legal_actions()) < 2 and not c.deal_over:
        table.play(c.legal_actions()[0])
        settle(app, table)
    key(app, pygame.K_h)
    settle(app, table)
    return c.hint.action


def texts_drawn(monkeypatch: Any, draw: Callable[[], object]) -> list[tuple[str, pygame.Rect]]:
    """Every text ``draw`` writes through ``widgets.text``, with where it went."""
    said: list[tuple[str, pygame.Rect]] = []
    real = widgets.text

    def spy(surface: Any, res: Any, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, res, words, *args, **kwargs)
        said.append((words, rect))
        return rect

    monkeypatch.setattr(widgets, "text", spy)
    draw()
    monkeypatch.undo()
    return said


def card_point(table: TableScene, card: Card) -> tuple[int, int]:
    """A point of the card's visible strip (the next card of the fan covers its right part)."""
    sprite = table.by_key[card.code]
    return (sprite.rect.left + sprite.rect.w // 5, sprite.rect.centery)


def panel_point(table: TableScene, action: Any) -> tuple[int, int]:
    for button, candidate in table.panel.buttons:
        if candidate == action:
            return point(button.box)
    raise AssertionError(f"no panel button for {action}")


def choose(app: App, table: TableScene, action: Any) -> None:
    """Click the panel button of ``action``, opening its group first when the panel folds it."""
    group = action_group(action)
    for button, candidate in table.panel.buttons:
        if candidate == ("group", group):
            click(app, point(button.box))
            app.frame(FRAME)
            break
    click(app, panel_point(table, action))
