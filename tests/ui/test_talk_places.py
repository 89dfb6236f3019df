"""Where the table's words go: our bubble and the table's message over our plate never
cover each other, North's bidding words leave the turn-up in view, every bubble stays in
the window and off its plate, in every window shape and both languages."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.trickplay import TrickView
from game.session.controller import TableController
from game.ui import i18n
from game.ui.i18n import say_action
from game.ui.layout import Box
from game.ui.routes import table_scene
from game.ui.scenes.hud import Bubble
from tests.ui.conftest import make_app
from tests.ui.helpers import settle

SEATS = ["human", "easy", "easy", "easy"]


def rect_box(rect: pygame.Rect) -> Box:
    return Box(rect.x, rect.y, rect.w, rect.h)


def apart(a: Box, b: Box) -> bool:
    return a.right <= b.x or b.right <= a.x or a.bottom <= b.y or b.bottom <= a.y


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", [(800, 560), (1024, 640), (1920, 1080), (800, 1200)])
def test_bubbles_clear_the_message_and_the_turn_up(
    tmp_path: Path, size: tuple[int, int], language: str
) -> None:
    pygame.init()
    app = make_app(tmp_path, size)
    try:
        app.settings.language = language
        app.settings.speed = "instant"
        app.settings.autoplay = False
        app.apply_settings()
        c = TableController("belote_bga", {}, SEATS, seed=3, decider=app.decider)
        table = table_scene(app, c)
        app.push(table)
        settle(app, table)
        view = c.view(0)
        assert isinstance(view, TrickView) and view.turn_up is not None
        table.hud.say(i18n.tr("table.cannot", card="7♠", reason=i18n.tr("table.turn_you")))
        sprite = table.by_key[view.turn_up.code]
        turn_up = Box.centred(sprite.x, sprite.y, *table.layout.card)
        message, _ = table.hud.message_place()
        window = pygame.Rect(0, 0, *size)
        bidding = [say_action(a) for a in c.decisions()]  # what is said while the turn-up lies
        assert bidding
        for words in (*bidding, "Double You, West, North, and a long word more"):
            for seat in range(4):
                rect, _ = table.hud.bubble_place(Bubble(seat, words, 1e9), window)
                assert window.contains(rect), (seat, words, rect)
                box = rect_box(rect)
                if seat == 0:
                    assert apart(box, message), (words, box, message)
                if seat == 2 and words in bidding:
                    assert apart(box, turn_up), (words, box, turn_up)
                assert apart(box, table.layout.labels[seat]), (seat, words, box)
    finally:
        app.close()
