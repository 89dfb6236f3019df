"""Settings that stick: each game's computer levels (and one click for all seats), a save per
game with Continue's list, the card back and the order of the hand, deal codes and "Replay
this deal" at the levels of their game.  Screenshots of the changed screens in both languages
at 1024x640 and 1920x1080, and of a table with each card back."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.cards import HEARTS, Card
from game.core.piquet import SUIT_TRUMP_ORDERS
from game.session.controller import TableController
from game.session.deal_code import encode
from game.session.storage import CARD_BACKS, HAND_SORTS, save_file
from game.ui import i18n
from game.ui.app import App
from game.ui.handsort import sort_hand
from game.ui.resources import Resources
from game.ui.routes import table_scene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.deal_code import DealCodeScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table import TableScene
from game.ui.tables.host import OverlayResult
from tests.ui.conftest import make_app
from tests.ui.helpers import click, key, point, settle
from tests.ui.test_screenshots import save

SIZES = [(1024, 640), (1920, 1080)]


def button(scene: object, wanted: str) -> tuple[int, int]:
    return point(next(b.box for b in scene.buttons if b.key == wanted))  # type: ignore[attr-defined]


def cards(codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes.split()]


def reopened(app: App, folder: Path) -> App:
    """The program closed and started again on the same data folder."""
    app.close()
    return make_app(folder)


def set_up(app: App, game: str) -> SetupScene:
    app.push(MenuScene(app))
    app.frame(0.016)
    click(app, button(app.top, "new"))
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, button(setup, f"game:{game}"))
    return setup


def play_a_little(app: App, table: TableScene, actions: int = 3) -> None:
    c = table.controller
    for _ in range(actions):
        settle(app, table)
        if c.deal_over or not c.human_to_act:
            break
        table.play(c.legal_actions()[-1])
    settle(app, table)
    app.storage.wait()


# --- the levels of each game's computer seats --------------------------------------------


def test_each_games_levels_are_offered_again_after_a_restart(tmp_path: Path) -> None:
    pygame.init()
    app = make_app(tmp_path)
    setup = set_up(app, "barbu")
    assert setup.seat_levels == ["human", "medium", "medium", "medium"]
    click(app, button(setup, "all:expert"))  # one click: every computer seat
    assert setup.seat_levels == ["human", "expert", "expert", "expert"]
    assert next(b for b in setup.buttons if b.key == "all:expert").selected
    click(app, button(setup, "seat:2"))  # expert -> easy
    assert setup.seat_levels == ["human", "expert", "easy", "expert"]
    assert not any(b.selected for b in setup.buttons if b.key.startswith("all:"))
    click(app, button(setup, "game:belote_bga"))
    assert setup.seat_levels == ["human", "medium", "medium", "medium"]  # its own levels
    click(app, button(setup, "all:hard"))
    app = reopened(app, tmp_path)
    assert app.settings.levels == {
        "barbu": ["expert", "easy", "expert"],
        "belote_bga": ["hard", "hard", "hard"],
    }
    setup = set_up(app, "barbu")
    assert setup.seat_levels == ["human", "expert", "easy", "expert"]
    click(app, button(setup, "start"))
    table = app.top
    assert isinstance(table, TableScene)
    assert table.controller.levels == ("human", "expert", "easy", "expert")
    app.close()


def test_a_deal_by_code_is_played_at_the_levels_of_its_game(app: App) -> None:
    app.settings.levels["belote_bga"] = ["easy", "expert", "hard"]
    app.push(MenuScene(app))
    app.frame(0.016)
    click(app, button(app.top, "code"))
    dialog = app.top
    assert isinstance(dialog, DealCodeScene)
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=encode("belote_bga", {}, 1, 4242)))
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene) and table.controller.practice
    assert table.controller.levels == ("human", "easy", "expert", "hard")


def test_replay_this_deal_keeps_the_levels_of_the_game_it_came_from(app: App) -> None:
    app.settings.levels["barbu"] = ["easy", "easy", "easy"]  # not those of this game
    levels = ["human", "hard", "easy", "expert"]
    game = TableController("barbu", {}, levels, 12, decider=app.decider)
    table = table_scene(app, game)
    app.push(table)
    play_a_little(app, table)
    table.receive(OverlayResult.REPLAY_DEAL)
    again = app.top
    assert isinstance(again, TableScene) and again.controller.practice
    assert again.controller.levels == tuple(levels)
    assert again.controller.deal_code == game.deal_code


# --- a save per game ---------------------------------------------------------------------


def start_from_setup(app: App, game: str) -> TableScene:
    setup = set_up(app, game)
    click(app, button(setup, "start"))
    table = app.top
    assert isinstance(table, TableScene), type(table)
    play_a_little(app, table)
    return table


def test_a_game_of_one_kind_never_replaces_another_kinds_save(tmp_path: Path) -> None:
    pygame.init()
    app = make_app(tmp_path)
    belote = start_from_setup(app, "belote_bga").controller
    app.reset_to(MenuScene(app))
    barbu = start_from_setup(app, "barbu").controller  # no question: Belote's save stays
    assert app.storage.saved_games() == ["barbu", "belote_bga"]
    assert (tmp_path / save_file("belote_bga")).is_file()
    app = reopened(app, tmp_path)
    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.016)
    click(app, button(menu, "continue"))
    listed = app.top
    assert isinstance(listed, SavesScene)
    assert [s.game for s in listed.games] == ["barbu", "belote_bga"]
    assert [s.hand for s in listed.games] == [1, 1]
    shown = {
        saved.game: (saved.controller.view(0), saved.totals, saved.saved) for saved in listed.games
    }
    assert shown["belote_bga"][0] == belote.view(0) and shown["barbu"][0] == barbu.view(0)
    assert all(len(when) == len("2026-11-24 21:07") for _, _, when in shown.values())
    for index, game in enumerate(("barbu", "belote_bga")):  # resume each in turn
        app.reset_to(MenuScene(app))
        app.frame(0.016)
        click(app, button(app.top, "continue"))
        listed = app.top
        assert isinstance(listed, SavesScene)
        click(app, button(listed, f"resume:{index}"))
        table = app.top
        assert isinstance(table, TableScene) and table.controller.variant == game
        assert table.controller.view(0) == shown[game][0]
    app.close()


def test_a_new_game_asks_only_before_it_replaces_its_own_games_save(app: App) -> None:
    start_from_setup(app, "belote_bga")
    app.reset_to(MenuScene(app))
    setup = set_up(app, "barbu")  # the menu asks nothing any more
    click(app, button(setup, "start"))
    assert isinstance(app.top, TableScene)
    app.reset_to(MenuScene(app))
    setup = set_up(app, "belote_bga")
    click(app, button(setup, "start"))
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    assert confirm.question == i18n.tr("setup.replace_save", game=i18n.tr("game.belote_bga"))
    key(app, pygame.K_ESCAPE)  # no: the setup screen, both saves as they were
    assert app.top is setup and app.storage.saved_games() == ["barbu", "belote_bga"]
    click(app, button(setup, "learn"))  # a lesson saves nothing: no question
    assert isinstance(app.top, TableScene) and app.top.coach.active


def test_continue_with_one_save_resumes_it_at_once(app: App) -> None:
    table = start_from_setup(app, "baloot")
    view = table.controller.view(0)
    app.reset_to(MenuScene(app))
    app.frame(0.016)
    click(app, button(app.top, "continue"))
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed.controller.view(0) == view


# --- card backs and the order of the hand ------------------------------------------------


def test_the_card_back_and_the_hand_order_are_settings_that_stick(tmp_path: Path) -> None:
    pygame.init()
    app = make_app(tmp_path)
    settings = SettingsScene(app)
    app.push(settings)
    click(app, button(settings, "card_back"))
    click(app, button(settings, "card_back"))
    click(app, button(settings, "hand_sort"))
    assert (app.settings.card_back, app.settings.hand_sort) == (CARD_BACKS[2], HAND_SORTS[1])
    app = reopened(app, tmp_path)
    assert (app.settings.card_back, app.settings.hand_sort) == (CARD_BACKS[2], HAND_SORTS[1])
    res = app.resources
    back = pygame.image.tobytes(res.card(None, (40, 60)), "RGBA")
    assert back == pygame.image.tobytes(res.image(f"back_{CARD_BACKS[2]}", (40, 60)), "RGBA")
    assert back != pygame.image.tobytes(res.image("back_blue", (40, 60)), "RGBA")
    app.close()


def test_every_card_back_differs() -> None:
    pygame.display.init()
    res = Resources()
    seen = set()
    for back in CARD_BACKS:
        res.card_back = back
        seen.add(pygame.image.tobytes(res.card(None, (64, 96)), "RGBA"))
    assert len(seen) == len(CARD_BACKS) >= 3


HAND = "7C JH KD AS QD TS AC 9H"  # hearts are trumps
SORTED = {
    "trumps": "JH 9H AS TS KD QD AC 7C",
    "suits": "AS TS JH 9H AC 7C KD QD",
    "rank": "JH 9H AS AC TS KD QD 7C",
    "rising": "9H JH TS AS QD KD 7C AC",
}


@pytest.mark.parametrize("order", HAND_SORTS)
def test_each_hand_order_on_a_fixed_hand(order: str) -> None:
    """The strength and the trump suit are the game's (here Belote's order with hearts
    trumps, J 9 A 10 K Q 8 7): the sort only reads them."""
    strength = SUIT_TRUMP_ORDERS[HEARTS].strength
    assert sort_hand(cards(HAND), HEARTS, strength, order) == cards(SORTED[order])


def test_before_trumps_are_known_the_cards_go_by_plain_rank() -> None:
    hand = [*cards(HAND), Card.parse("JO")]
    assert sort_hand(hand, -1, None, "trumps") == cards("AS TS JH 9H AC 7C KD QD JO")
    assert sort_hand(hand, -1, None, "rank") == cards("AS AC KD QD JH TS 9H 7C JO")
    assert sort_hand(hand, -1, None, "unknown") == sort_hand(hand, -1, None)


@pytest.mark.parametrize("order", HAND_SORTS)
def test_the_table_sorts_the_hand_as_chosen(app: App, order: str) -> None:
    app.settings.hand_sort = order
    c = TableController(
        "belote_bga", {}, ["human", "easy", "easy", "easy"], 31, decider=app.decider
    )
    table = table_scene(app, c)
    app.push(table)
    while c.view(0).trump_suit < 0:  # until the trumps are known
        c.act(c.to_act, c.legal_actions()[-1])
    table.dirty = True
    settle(app, table)
    view = c.trick_view()
    shown = [s.card for s in table.hand_sprites()]
    assert shown == sort_hand(view.hand, view.trump_suit, view.strength, order)


# --- screenshots -------------------------------------------------------------------------


def sized(folder: Path, size: tuple[int, int], language: str) -> App:
    app = make_app(folder, size)
    app.settings.language = language
    app.settings.speed = "instant"
    app.settings.autoplay = False
    app.apply_settings()
    return app


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ja"])
def test_setup_continue_and_settings_screenshots(
    tmp_path: Path, language: str, size: tuple[int, int]
) -> None:
    pygame.init()
    app = sized(tmp_path, size, language)
    name = f"{language}_{size[0]}x{size[1]}"
    try:
        for game, levels in (("belote_bga", ["hard"] * 3), ("barbu", ["expert", "easy", "hard"])):
            app.settings.levels[game] = levels
            c = TableController(game, {}, ["human", *levels], 5, decider=app.decider)
            while not c.deal_over:  # the first hand played: the list shows a score
                c.act(c.to_act, c.legal_actions()[0])
            c.next_deal()
            table = table_scene(app, c)
            app.push(table)
            play_a_little(app, table, 4)
            app.reset_to(MenuScene(app))
        app.frame(0.016)
        click(app, button(app.top, "continue"))
        listed = app.top
        assert isinstance(listed, SavesScene) and len(listed.games) == 2
        app.frame(0.016)
        window = pygame.Rect(0, 0, *size)
        for b in listed.buttons:
            assert window.contains(pygame.Rect(b.box.as_tuple())), b.key
        save(app, f"continue_{name}")
        key(app, pygame.K_ESCAPE)
        setup = set_up(app, "barbu")
        app.frame(0.016)
        for b in setup.buttons:
            assert window.contains(pygame.Rect(b.box.as_tuple())), b.key
            fitted = b.fitted[3]
            assert fitted.height <= b.box.h and fitted.size >= 12, (b.key, b.label)
        save(app, f"setup_levels_{name}")
        key(app, pygame.K_ESCAPE)
        app.settings.card_back = "purple"
        app.settings.hand_sort = "rank"
        settings = SettingsScene(app)
        app.push(settings)
        app.frame(0.016)
        for b in settings.buttons:
            assert window.contains(pygame.Rect(b.box.as_tuple())), b.key
        save(app, f"settings_{name}")
    finally:
        app.close()


@pytest.mark.parametrize("back", CARD_BACKS)
def test_a_table_with_each_card_back_screenshot(tmp_path: Path, back: str) -> None:
    pygame.init()
    index = CARD_BACKS.index(back)
    app = sized(tmp_path, SIZES[index % 2], ("en", "ja")[index // 2])
    try:
        app.settings.card_back = back
        app.apply_settings()
        seats = ["human", "easy", "hard", "expert"]
        c = TableController("belote_bga", {}, seats, 7, decider=app.decider)
        table = table_scene(app, c)
        app.push(table)
        play_a_little(app, table, 4)
        app.frame(0.016)
        save(app, f"table_back_{back}")
    finally:
        app.close()
