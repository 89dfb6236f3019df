"""Screenshots of the table for every rule set (docs/screenshots/): each registered game in
play and at its decision panel (a bid, a contract, a double; Burraco's chooser) at 1024x640
and 1920x1080 in English, Japanese and Arabic (right to left), and the menu, the setup, each
trick table and Burraco's table and summary at 1280x800 in all five languages.

The README shows them; the test fails if a screen comes out blank.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.api import TableKind
from game.core.cards import Card, card_at
from game.core.registry import games_in_menu_order
from game.session.controller import TableController
from game.session.zones import TABLE_ZONE, DropZone
from game.ui import i18n
from game.ui.app import App
from game.ui.routes import table_scene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table import TableScene
from tests.ui.helpers import FRAME, settle, trick_table_games

SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
SIZES = [(1024, 640), (1920, 1080)]
LANGUAGES = ["en", "ja", "fr", "it", "ar"]


def save(app: App, name: str) -> Path:
    assert app.screen is not None
    app.draw()
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    small = pygame.transform.scale(app.screen, (32, 20))
    assert len({small.get_at((x, y))[:3] for x in range(32) for y in range(20)}) > 20
    return path


def resize(app: App, size: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def code_clear_of_title(app: App, table: TableScene) -> None:
    """The deal code and the deal's number ("Hand 1", 「第1ハンド」) do not touch, and the code
    stays inside the contract box."""
    hud = table.hud
    place = hud.deal_code_place()
    assert place is not None, "a new game has a deal code"
    words, size, at, anchor = place
    code = app.resources.font(size).render(words, True, (0, 0, 0)).get_rect(**{anchor: at})
    title, (x, y) = hud.deal_title()
    font = table.layout.font
    shown = app.resources.font(font).render(title, True, (0, 0, 0)).get_rect(topleft=(x, y))
    box = pygame.Rect(table.layout.contract.as_tuple())
    assert not code.colliderect(shown), (words, title, code, shown)
    assert box.contains(code), (code, box)


def shoot(app: App, table: TableScene, name: str) -> None:
    """``name`` at every size of ``SIZES`` (the cards laid out anew at each), the table left at
    the first size."""
    for size in SIZES:
        resize(app, size)
        for _ in range(200):  # short frames: the moment stays the same (the words said)
            app.frame(FRAME)
            if table.animator.idle:
                break
        table.dirty = True
        app.frame(0.02)
        assert app.top is table and app.size == size
        code_clear_of_title(app, table)
        save(app, f"{name}_{size[0]}x{size[1]}")
    resize(app, SIZES[0])
    app.frame(0.02)


def tricks_decision(table: TableScene) -> bool:
    """A bid, a contract or a double asked of the human: the panel shows its buttons."""
    legal = table.controller.legal_actions()
    return not isinstance(legal[0], Card) and bool(table.panel.buttons)


def tricks_in_play(table: TableScene) -> bool:
    """Cards to play, some tricks taken and a trick on the table (Dominoes: ten cards laid)."""
    c = table.controller
    legal = c.legal_actions()
    view = c.view(0)
    laid = sum(len(row) for row in getattr(view, "rows", ()))
    return isinstance(legal[0], Card) and (
        (sum(view.tricks_taken) >= 3 and bool(view.trick)) or laid >= 10
    )


def tricks_action(table: TableScene) -> Any:
    legal = table.controller.legal_actions()
    return legal[-1] if not isinstance(legal[0], Card) else legal[0]


def rummy_decision(table: TableScene) -> bool:
    """Cards whose drop means several actions (a wild at either end of a meld, two ways to meld
    the same cards): dropped, the chooser asks which."""
    c = table.controller
    if c.view(0).phase == "draw":
        return False
    for action in c.legal_actions():
        cards = [card_at(code) for code in getattr(action, "cards", ())]
        meld = getattr(action, "meld", 0)
        zone = DropZone.on_meld(meld) if meld else TABLE_ZONE
        if cards and len(c.actions_for_drop(0, cards, zone)) >= 2:
            table.act_on(table.kind.drop(cards, zone, []))
            table.app.frame(0.02)
            return len(table.panel.choices) >= 2
    return False


def rummy_in_play(table: TableScene) -> bool:
    """Melds on both sides, the human about to draw."""
    view = table.controller.view(0)
    return view.phase == "draw" and len(view.melds[0]) >= 3 and len(view.melds[1]) >= 2


def rummy_action(table: TableScene) -> Any:
    from tests.ui.test_burraco_table import chosen_action

    table.panel.choices = []  # the chooser shot: the drop cancelled
    view = table.controller.view(0)
    action = chosen_action(table)
    if str(action) == "pickup" and len(view.melds[0]) < 2:
        action = table.controller.legal_actions()[0]  # draw: let the pile grow for the picture
    return action


MOMENTS = {
    TableKind.TRICKS: (tricks_decision, tricks_in_play, tricks_action),
    TableKind.RUMMY: (rummy_decision, rummy_in_play, rummy_action),
}


@pytest.mark.parametrize("language", ["en", "ja", "ar"])
@pytest.mark.parametrize("game", [g.name for g in games_in_menu_order()])
def test_table_screenshots_at_two_sizes(app: App, game: str, language: str) -> None:
    """Every registered game at 1024x640 and 1920x1080: its decision panel
    (``bidding_<game>_<language>_<size>``) and the hand in play (``table_...``)."""
    decision, in_play, action = MOMENTS[
        next(g for g in games_in_menu_order() if g.name == game).table
    ]
    resize(app, SIZES[0])
    app.settings.language = language
    app.settings.autoplay = False
    app.settings.speed = "instant"
    app.apply_settings()
    c = TableController(
        game, {}, ["human", "medium", "hard", "expert"], seed=2026, decider=app.decider
    )
    table = table_scene(app, c)
    app.push(table)
    asked = played = False
    for _ in range(400):
        settle(app, table)
        assert not c.deal_over, "the hand ended before both pictures"
        if not asked and decision(table):
            asked = True
            shoot(app, table, f"bidding_{game}_{language}")
        if not played and in_play(table):
            played = True
            table.selected = 0
            shoot(app, table, f"table_{game}_{language}")
        if asked and played:
            break
        table.play(action(table))
    assert asked and played
    assert i18n.language() == language


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", trick_table_games())
def test_table_screenshot(app: App, variant: str, language: str) -> None:
    """The trick table in play at 1280x800 (``table_<game>_<language>``: the README's)."""
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
        if c.deal_over or tricks_in_play(table):
            break
        table.play(tricks_action(table))
    table.selected = 0
    table.dirty = True
    app.frame(0.02)
    save(app, f"table_{variant}_{language}")
    assert i18n.language() == language


@pytest.mark.parametrize("language", LANGUAGES)
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
@pytest.mark.parametrize("language", LANGUAGES)
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


@pytest.mark.parametrize("language", LANGUAGES)
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
