"""Every scene opens and draws; the menu's buttons lead where they say; language switch."""

from __future__ import annotations

import json
from typing import Any

import pygame
import pytest

from game.catalog import game_names
from game.core.api import TableKind
from game.core.cards import Card
from game.core.reasons import CardList, Suit
from game.core.tricks import FOLLOW
from game.session.controller import TableController
from game.session.storage import save_file
from game.ui import i18n, widgets
from game.ui.app import App
from game.ui.games.barbu.grid import with_grid_button
from game.ui.games.burraco.table import RummyTable
from game.ui.routes import TABLES, table_scene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.overlays import (
    GameOverOverlay,
    LastTrickOverlay,
    PauseOverlay,
    SheetOverlay,
    SummaryOverlay,
)
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.table import TableScene
from game.ui.tables.tricks import TrickTable
from tests.ui.helpers import click, frames, key, point, settle

SEATS = ["human", "easy", "easy", "easy"]


def button(scene: object, key_name: str) -> tuple[int, int]:
    for candidate in scene.buttons:  # type: ignore[attr-defined]
        if candidate.key == key_name:
            return point(candidate.box)
    raise AssertionError(f"no button {key_name}")


def drawn(app: App) -> int:
    """How many distinct colours the screen shows (a drawn scene has many)."""
    assert app.screen is not None
    app.frame(1 / 60)
    small = pygame.transform.scale(app.screen, (64, 40))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(40)})


def test_each_game_opens_the_one_table_scene_with_the_kind_it_declares(app: App) -> None:
    """Every table kind has its kind of table; every registered game opens the one table
    scene holding the kind its definition declares, with that kind's buttons and hud."""
    assert set(TABLES) == set(TableKind)
    assert TABLES[TableKind.TRICKS] is TrickTable and TABLES[TableKind.RUMMY] is RummyTable
    for name in game_names():
        c = TableController(name, {}, SEATS, 3, decider=app.decider)
        table = table_scene(app, c)
        assert type(table) is TableScene, name
        assert type(table.kind) is TABLES[c.definition.table], name
        keys = with_grid_button(table.kind.button_keys, c)  # Barbu's Contracts
        assert [b.key for b in table.buttons] == list(keys), name
        assert table.hud.table is table.kind and table.panel.table is table, name


@pytest.mark.parametrize("size", [(1280, 800), (900, 600), (1920, 1080)])
def test_every_scene_opens_and_draws(app: App, size: tuple[int, int]) -> None:
    app.resize(size)
    app.push(MenuScene(app))
    assert drawn(app) > 20
    for scene in (SetupScene(app), RulesScene(app), StatsScene(app), SettingsScene(app)):
        app.push(scene)
        assert drawn(app) > 20, type(scene).__name__
        key(app, pygame.K_ESCAPE)
        assert app.top is not scene
    controller = TableController(
        "belote_bga", {}, ["human", "easy", "easy", "easy"], 5, decider=app.decider
    )
    table = table_scene(app, controller)
    app.push(table)
    settle(app, table)
    assert drawn(app) > 20
    for overlay in (LastTrickOverlay, SheetOverlay, PauseOverlay):
        app.push(overlay(app, table))
        assert drawn(app) > 20
        app.pop()
    while not controller.deal_over:
        controller.act(controller.to_act, controller.legal_actions()[0])
    table.dirty = True
    settle(app, table)
    frames(app, 2)
    assert isinstance(app.top, SummaryOverlay)
    assert drawn(app) > 20
    app.push(GameOverOverlay(app, table))
    assert drawn(app) > 20


def test_the_menu_starts_a_game(app: App) -> None:
    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.016)
    click(app, button(menu, "new"))
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, button(setup, "game:belote_bga"))
    click(app, button(setup, "seat:1"))
    assert setup.seat_levels[1] != setup.seat_levels[2]
    click(app, button(setup, "opt:target"))
    assert setup.options["target"] == 1500
    click(app, button(setup, "start"))
    table = app.top
    assert isinstance(table, TableScene)
    assert table.controller.rules.target == 1500
    assert table.controller.levels[1] == setup.seat_levels[1]
    assert app.storage.has_save()


def test_continue_brings_back_the_same_position(app: App) -> None:
    c = TableController(
        "belote_bga", {}, ["human", "easy", "easy", "easy"], 21, decider=app.decider
    )
    table = table_scene(app, c)
    app.push(table)
    for _ in range(6):
        settle(app, table)
        if c.deal_over:
            break
        table.play(c.legal_actions()[-1])
    settle(app, table)
    view = c.view(0)
    app.reset_to(MenuScene(app))
    menu = app.top
    app.frame(0.016)
    click(app, button(menu, "continue"))
    resumed = app.top
    assert isinstance(resumed, TableScene)
    assert resumed.controller.view(0) == view


def test_a_damaged_save_is_reported_and_moved_aside(app: App) -> None:
    path = app.storage.path(save_file("nope"))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "atout-record/1", "variant": "nope"}), encoding="utf-8")
    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.016)
    click(app, button(menu, "continue"))
    assert app.top is menu
    assert "put aside" in app.notice
    assert not path.exists()
    assert list(path.parent.glob("nope.damaged-*"))
    assert drawn(app) > 20
    assert not menu.buttons[0].enabled  # Continue is off, the menu still works
    click(app, button(menu, "stats"))
    assert isinstance(app.top, StatsScene)


def test_switching_the_language(app: App) -> None:
    app.push(MenuScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    click(app, button(settings, "language"))
    assert app.settings.language == "ja" and i18n.language() == "ja"
    assert app.storage.load_settings().language == "ja"
    click(app, button(settings, "back"))
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert menu.buttons[1].label == "新しいゲーム"
    assert drawn(app) > 20
    held = CardList((Card.parse("AH"), Card.parse("7H")))
    assert (
        i18n.say_reason(FOLLOW(suit=Suit(1), cards=held))
        == "ハートを出す義務があります（手札: A♥ 7♥）"
    )


def test_the_table_follows_the_window_size_and_full_screen(app: App) -> None:
    c = TableController("belote_bga", {}, SEATS, 13, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    settle(app, table)
    small = table.layout.card
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    assert app.size == (1920, 1080) and table.layout.width == 1920
    assert table.layout.card[1] > small[1]
    settle(app, table)
    hand = [s for s in table.sprites if getattr(s, "owner", None) == 0]
    assert hand and all(s.placed.bottom <= 1080 and s.placed.right <= 1920 for s in hand)
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen
    assert drawn(app) > 20


def test_undo_and_hint_buttons(app: App) -> None:
    app.settings.autoplay = False
    c = TableController("belote_bga", {}, SEATS, 17, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    settle(app, table)
    before = c.view(0)
    click(app, button(table, "hint"))
    settle(app, table)
    assert c.hint.action in c.legal_actions()
    table.play(c.legal_actions()[0])
    settle(app, table)
    click(app, button(table, "undo"))
    settle(app, table)
    assert c.view(0) == before


class NeverReady:
    """A decider still thinking: the table must keep drawing and answering meanwhile."""

    def __init__(self) -> None:
        self.asked = 0

    def request(self, state: object, seat: int, level: str, seed: int) -> int:
        self.asked += 1
        return self.asked

    def poll(self, ticket: int) -> tuple[bool, object]:
        return False, None

    def cancel(self, ticket: int) -> None:
        pass


def test_the_window_answers_while_the_ai_thinks(app: App) -> None:
    decider = NeverReady()
    c = TableController("belote_bga", {}, ["easy"] * 4, 3, decider=decider)
    table = table_scene(app, c)
    app.push(table)
    frames(app, 200, 0.05)
    assert c.ai_thinking and decider.asked == 1
    assert table.animator.idle
    click(app, button(table, "last"))
    assert isinstance(app.top, LastTrickOverlay)
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    assert drawn(app) > 20


def test_the_keyboard_plays_the_selected_card(app: App) -> None:
    app.settings.autoplay = False
    c = TableController("belote_bga", {}, SEATS, 2, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    for _ in range(40):
        settle(app, table)
        legal = c.legal_actions()
        if len(legal) > 1 and all(isinstance(a, Card) for a in legal):
            break
        table.play(legal[0])
    hand = table.hand_sprites()
    target = next(i for i, s in enumerate(hand) if s.card in c.legal_actions())
    for _ in range(target + 1):
        key(app, pygame.K_RIGHT)
    before = len(c.record.deals[-1].actions)
    key(app, pygame.K_RETURN)
    assert c.record.deals[-1].actions[before] == (0, hand[target].card.code)


def test_the_contract_box_names_the_contract_and_the_declarer(app: App) -> None:
    c = TableController("belote_bga", {}, SEATS, 23, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    assert table.hud.contract_words() == ("bidding…", -1)
    while c.view(0).declarer < 0:
        c.act(c.to_act, c.legal_actions()[-1])
    words, declarer = table.hud.contract_words()
    view = c.view(0)
    assert declarer == view.declarer
    assert words.endswith(f"by {i18n.tr(f'seat.{declarer}')}")
    assert i18n.SUIT_SIGNS[view.trump_suit] in words


def test_a_new_game_asks_before_it_replaces_the_saved_one(app: App) -> None:
    """Only a new game of the same game replaces its save (other games' saves stay)."""
    c = TableController("belote_bga", {}, SEATS, 5, decider=app.decider)
    app.push(table_scene(app, c))
    app.storage.wait()
    assert app.storage.has_save("belote_bga")
    menu = MenuScene(app)
    app.reset_to(menu)
    app.frame(0.016)
    click(app, button(menu, "new"))
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, button(setup, "game:belote_bga"))
    click(app, button(setup, "start"))
    confirm = app.top
    assert isinstance(confirm, ConfirmScene) and "Belote" in confirm.question
    assert "is saved" in confirm.question
    assert drawn(app) > 20
    key(app, pygame.K_ESCAPE)  # no: back to the setup screen, the save untouched
    assert app.top is setup and app.storage.has_save("belote_bga")
    click(app, button(setup, "start"))
    yes = app.top
    assert isinstance(yes, ConfirmScene)
    click(app, button(yes, "yes"))
    table = app.top
    assert isinstance(table, TableScene) and table.controller is not c


def test_undo_rewinds_the_log_with_the_game(app: App) -> None:
    """The log after undo is the log of the same actions without it: nothing taken back stays
    in it, and what is played again is not logged twice."""
    app.settings.autoplay = False
    c = TableController("belote_bga", {}, SEATS, 23, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    settle(app, table)
    logs = []
    for _ in range(5):
        if c.deal_over:
            break
        logs.append(list(table.hud.log))
        table.play(c.legal_actions()[-1])
        settle(app, table)
    assert len(logs) >= 4, "the deal went on long enough"
    after = list(table.hud.log)
    assert any("trick" in line for line in after), after
    click(app, button(table, "undo"))
    settle(app, table)
    assert list(table.hud.log) == logs[-1]
    table.play(c.legal_actions()[-1])
    settle(app, table)
    assert list(table.hud.log) == after


def test_the_score_sheet_says_so_before_the_first_hand_ends(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = TableController("belote_bga", {}, SEATS, 5, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    settle(app, table)
    said: list[str] = []
    real = widgets.text

    def spy(surface: Any, res: Any, words: str, *args: Any, **kwargs: Any) -> Any:
        said.append(words)
        return real(surface, res, words, *args, **kwargs)

    click(app, button(table, "sheet"))
    assert isinstance(app.top, SheetOverlay)
    monkeypatch.setattr(widgets, "text", spy)
    app.frame(0.016)
    assert i18n.tr("sheet.none") in said


@pytest.mark.parametrize(("variant", "seed"), [("belote_classic", 31), ("burraco", 1)])
def test_continue_shows_the_last_actions_again(app: App, variant: str, seed: int) -> None:
    app.settings.autoplay = False
    c = TableController(variant, {}, SEATS, seed, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    for _ in range(6):
        settle(app, table)
        if c.deal_over:
            break
        table.play(c.legal_actions()[-1])
    settle(app, table)
    logged = list(table.hud.log)
    assert len(logged) >= 4
    resumed = table_scene(app, TableController.from_json(c.to_json(), app.decider))
    assert list(resumed.hud.log) == logged
