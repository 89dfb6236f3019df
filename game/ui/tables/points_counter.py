"""The card points each side has won so far in the hand, in a small box under the scores, as
Board Game Arena shows them (only where the game keeps such a count: the Belotes, Baloot)."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.core.trickplay import TrickView
from game.session.controller import TableController
from game.ui import widgets
from game.ui.app import App
from game.ui.i18n import tr
from game.ui.layout import Box, TableLayout, scores_shown


class CounterHost(Protocol):
    """What the counter reads of its table (the hud's host has it)."""

    @property
    def app(self) -> App: ...

    @property
    def controller(self) -> TableController: ...

    @property
    def layout(self) -> TableLayout: ...


def counter_words(points: tuple[int, ...]) -> str:
    """ "Card points: Us 42 · Them 30" (teams) or each seat's count."""
    names = (
        [tr(f"team.{i}") for i in range(2)]
        if len(points) == 2
        else [tr(f"seat.{i}") for i in range(4)]
    )
    counts = " · ".join(f"{name} {p}" for name, p in zip(names, points, strict=True))
    return f"{tr('table.card_points')}: {counts}"


def counter_place(table: CounterHost) -> tuple[Box, widgets.Fitted] | None:
    """The counter's box (under the scores box as drawn) and its words; None while it is
    not shown."""
    c = table.controller
    view = c.view(0)
    if not isinstance(view, TrickView) or not view.points_won or c.deal_over:
        return None
    font = table.layout.font
    scores = scores_shown(table.layout, len(c.totals))
    size = round(font * 0.8)
    words = counter_words(view.points_won)
    fitted = widgets.fit_text(table.app.resources, words, size, scores.w - font)
    box = Box(scores.x, scores.bottom + font * 0.3, scores.w, fitted.height + font * 0.4)
    return box, fitted


def draw_points_won(surface: pygame.Surface, table: CounterHost) -> None:
    """The counter, under the scores box, while a hand is being played."""
    place = counter_place(table)
    if place is None:
        return
    box, fitted = place
    font = table.layout.font
    widgets.panel(surface, box)
    widgets.draw_fitted(
        surface, table.app.resources, fitted, (box.x + font * 0.5, box.y + font * 0.2), widgets.INK
    )
