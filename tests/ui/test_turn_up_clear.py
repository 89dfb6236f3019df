"""The turn-up and the decision panel both show while the bidding asks the human (the panel
stands under the card, clear of the plates), in every window shape."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.trickplay import TrickView
from game.session.controller import TableController
from game.ui.layout import Box
from game.ui.routes import table_scene
from tests.ui.conftest import make_app
from tests.ui.helpers import settle

SEATS = ["human", "easy", "easy", "easy"]


def overlap(a: Box, b: Box) -> bool:
    """Whether two boxes share more than a rounding's sliver."""
    apart = a.right <= b.x + 0.5 or b.right <= a.x + 0.5
    return not (apart or a.bottom <= b.y + 0.5 or b.bottom <= a.y + 0.5)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080), (800, 560), (1280, 800), (800, 1200)])
@pytest.mark.parametrize("variant", ["belote_bga", "baloot"])
def test_the_panel_leaves_the_turn_up_in_view(
    tmp_path: Path, variant: str, size: tuple[int, int]
) -> None:
    pygame.init()
    app = make_app(tmp_path, size)
    try:
        app.settings.speed = "instant"
        app.settings.autoplay = False
        app.apply_settings()
        asked = 0
        for seed in range(1, 6):
            c = TableController(variant, {}, SEATS, seed=seed, decider=app.decider)
            table = table_scene(app, c)
            app.push(table)
            for _ in range(12):
                settle(app, table)
                view = c.view(0)
                if not isinstance(view, TrickView) or view.turn_up is None or not c.decisions():
                    break
                app.draw()
                panel = table.panel.drawn
                sprite = table.by_key[view.turn_up.code]
                card = Box.centred(sprite.x, sprite.y, *table.layout.card)
                assert panel is not None
                assert not overlap(panel, card), (panel, card)
                layout = table.layout
                for seat in (0, 2):
                    assert not overlap(layout.labels[seat], card), (seat, card)
                for seat in (0, 2) if layout.portrait else range(4):  # (see clear_of_side_plates)
                    assert not overlap(layout.labels[seat], panel), (seat, panel)
                assert panel.bottom <= layout.labels[0].y, (panel, layout.labels[0])
                assert panel.inside(layout.table)
                asked += 1
                table.play(c.decisions()[0])
            app.pop()
        assert asked >= 3
    finally:
        app.close()
