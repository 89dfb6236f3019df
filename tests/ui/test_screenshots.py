"""Screenshots of the table for every rule set, in English and Japanese (docs/screenshots/).

The README shows them; the test fails if a screen comes out blank.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.cards import Card
from game.session.controller import TableController
from game.ui import i18n
from game.ui.app import App
from game.ui.routes import table_scene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.setup import SetupScene
from tests.ui.helpers import settle, trick_table_games

SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def save(app: App, name: str) -> Path:
    assert app.screen is not None
    app.draw()
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    small = pygame.transform.scale(app.screen, (32, 20))
    assert len({small.get_at((x, y))[:3] for x in range(32) for y in range(20)}) > 20
    return path


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("variant", trick_table_games())
def test_table_screenshot(app: App, variant: str, language: str) -> None:
    app.settings.language = language
    app.settings.autoplay = False
    app.settings.speed = "instant"
    app.apply_settings()
    c = TableController(
        variant, {}, ["human", "medium", "hard", "expert"], seed=2026, decider=app.decider
    )
    table = table_scene(app, c)
    app.push(table)
    for _ in range(200):
        settle(app, table)
        if c.deal_over:
            break
        legal = c.legal_actions()
        view = c.view(0)
        laid = sum(len(row) for row in getattr(view, "rows", ()))
        if isinstance(legal[0], Card) and (
            (sum(view.tricks_taken) >= 3 and view.trick) or laid >= 10
        ):
            break
        choice = legal[-1] if not isinstance(legal[0], Card) else legal[0]
        table.play(choice)
    table.selected = 0
    table.dirty = True
    app.frame(0.02)
    save(app, f"table_{variant}_{language}")
    assert i18n.language() == language


@pytest.mark.parametrize("language", ["en", "ja"])
def test_menu_and_setup_screenshots(app: App, language: str) -> None:
    app.settings.language = language
    app.apply_settings()
    app.push(MenuScene(app))
    app.frame(0.02)
    save(app, f"menu_{language}")
    app.push(SetupScene(app))
    app.frame(0.02)
    save(app, f"setup_{language}")


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_burraco_screenshot(app: App, language: str, size: tuple[int, int]) -> None:
    """Mid-hand: melds on both sides, a spread pile, a pot taken, two cards selected."""
    from tests.ui.test_burraco_table import chosen_action

    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.settings.language = language
    app.settings.speed = "instant"
    app.apply_settings()
    c = TableController(
        "burraco", {}, ["human", "medium", "hard", "expert"], seed=2026, decider=app.decider
    )
    table = table_scene(app, c)
    app.push(table)
    for _ in range(300):
        settle(app, table)
        view = c.view(0)
        if c.deal_over or (
            view.phase == "draw" and len(view.melds[0]) >= 3 and len(view.melds[1]) >= 2
        ):
            break
        action = chosen_action(table)
        if str(action) == "pickup" and len(view.melds[0]) < 2:
            action = c.legal_actions()[0]  # draw: let the pile grow for the picture
        table.play(action)
    assert not c.deal_over
    table.kind.picked = {s.key for s in table.hand_sprites()[2:4]}
    table.dirty = True
    app.frame(0.02)
    suffix = "" if size == (1280, 800) else "_small"
    save(app, f"table_burraco_{language}{suffix}")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_burraco_summary_screenshot(app: App, language: str) -> None:
    """The end of a closed hand: the score item by item for both teams."""
    from tests.ui.test_burraco_table import SEED, chosen_action

    app.settings.language = language
    app.settings.speed = "instant"
    app.apply_settings()
    c = TableController("burraco", {}, ["human", "easy", "easy", "easy"], SEED, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    while True:
        settle(app, table)
        if c.deal_over:
            break
        table.play(chosen_action(table))
    settle(app, table)
    app.frame(0.02)
    assert app.top is not table
    save(app, f"summary_burraco_{language}")
