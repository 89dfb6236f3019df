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
from game.ui.tables.hud import Bubble
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


@pytest.mark.parametrize("variant", ["belote_bga", "baloot"])
def test_the_log_says_a_decision_as_the_panel_offered_it(tmp_path: Path, variant: str) -> None:
    """A take or a plain Hokum is logged with the suit it meant ("Take ♥", "Hokum ♣"), as
    its button said it, and so again when the log is rebuilt from the record."""
    pygame.init()
    app = make_app(tmp_path)
    try:
        app.settings.speed = "instant"
        app.settings.autoplay = False
        app.apply_settings()
        for seed in range(1, 30):
            c = TableController(variant, {}, SEATS, seed=seed, decider=app.decider)
            table = table_scene(app, c)
            app.push(table)
            settle(app, table)
            meant = [a for a in c.decisions() if a.kind in ("take", "hokum") and a.suit < 0]
            if meant:
                break
            app.pop()
        assert meant, "no take or plain Hokum offered to the human"
        said = say_action(meant[0])
        assert any(sign in said for sign in "♠♥♦♣"), said
        table.play(meant[0])
        settle(app, table)
        line = f"{i18n.tr('seat.0')}: {said}"
        assert line in table.hud.log, (line, list(table.hud.log))
        assert line in table.kind.replayed_log()
    finally:
        app.close()
