"""The card reading opens from the table (I, or its button) for our seat, in every game,
reads only what our seat may know, and closes back to the table."""

from __future__ import annotations

import pygame
import pytest

from game.catalog import games_in_menu_order
from game.core.cards import Card
from game.session.controller import TableController
from game.ui import i18n
from game.ui.app import App
from game.ui.routes import table_scene
from game.ui.scenes.reading import ReadingOverlay
from game.ui.scenes.table import TableScene
from tests.ui.helpers import click, key, point, settle
from tests.ui.test_screenshots import save

SEATS = ["human", "easy", "easy", "easy"]


def to_play(app: App, table: TableScene) -> None:
    """Frames and the human's first choices until a few cards are down."""
    from tests.ui.test_burraco_table import chosen_action

    c = table.controller
    for _ in range(300):
        settle(app, table)
        if len(c.record.deals[-1].actions) > 12 and not c.deal_over:
            return
        legal = c.legal_actions()
        cards = [a for a in legal if isinstance(a, Card)]
        if c.definition.name == "burraco":
            table.play(chosen_action(table))
        else:
            table.play(cards[0] if cards else legal[-1])
    raise AssertionError("no card play reached")


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game", [g.name for g in games_in_menu_order()])
def test_i_opens_the_reading_of_our_seat_and_escape_closes_it(
    app: App, game: str, language: str
) -> None:
    app.settings.language = language
    app.settings.autoplay = False
    app.settings.speed = "instant"
    app.apply_settings()
    c = TableController(game, {}, SEATS, seed=7, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    to_play(app, table)
    key(app, pygame.K_i)
    overlay = app.top
    assert isinstance(overlay, ReadingOverlay) and overlay.seat == 0
    for _ in range(50):
        app.frame(0.05)
        if overlay.reading is not None:
            break
    assert overlay.reading is not None, "the reading came back"
    save(app, f"reading_{game}_{app.settings.language}")
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    i18n.set_language("en")


def test_the_button_opens_it_too(app: App) -> None:
    c = TableController("belote_bga", {}, SEATS, seed=7, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    settle(app, table)
    button = next(b for b in table.buttons if b.key == "reading")
    assert table.button_enabled("reading")
    click(app, point(button.box))
    assert isinstance(app.top, ReadingOverlay)
