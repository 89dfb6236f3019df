"""Barbu's grid of contracts at the table: the Contracts button and key, the overlay, the
compact grid above the contract choice, and their screenshots in both languages."""

from __future__ import annotations

import random

import pygame
import pytest

from game.barbu.actions import KINDS
from game.barbu.state import BarbuView
from game.session.controller import TableController
from game.ui import i18n
from game.ui.app import App
from game.ui.games.barbu.grid import (
    GRID_BUTTON,
    choice_grid_box,
    column_title,
    column_width,
    header_text,
)
from game.ui.games.barbu.overlay import ContractGridOverlay
from game.ui.layout import table_layout
from game.ui.routes import table_scene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table import TableScene
from game.ui.tables.host import OverlayResult
from tests.ui.helpers import click, key, point, settle
from tests.ui.test_screenshots import save

LEVELS = ["human", "medium", "hard", "expert"]


def barbu_table(app: App, deals: int, options: dict[str, object] | None = None) -> TableScene:
    """A Barbu table (seed 2: the human deals, and declares, first) after ``deals`` deals
    of random human play, waiting for the human's contract."""
    app.settings.speed = "instant"
    app.settings.autoplay = False
    app.apply_settings()
    c = TableController("barbu", options or {}, LEVELS, seed=2, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    rng = random.Random(1)
    played = 0
    while True:
        settle(app, table)
        if app.top is not table:
            app.pop(OverlayResult.CONTINUE)  # the summary's Continue
            played += 1
        elif played == deals:
            return table
        elif c.human_to_act:
            table.play(rng.choice(c.legal_actions()))


def button(table: TableScene, name: str) -> tuple[int, int]:
    return point(next(b.box for b in table.buttons if b.key == name))


def test_the_contracts_button_and_key_open_the_grid(app: App) -> None:
    table = barbu_table(app, 0)
    keys = [b.key for b in table.buttons]
    assert keys[-2:] == [GRID_BUTTON, "menu"]
    click(app, button(table, GRID_BUTTON))
    assert isinstance(app.top, ContractGridOverlay)
    key(app, pygame.K_c)
    assert app.top is table
    key(app, pygame.K_c)
    assert isinstance(app.top, ContractGridOverlay)
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_a_belote_table_has_no_contracts_button(app: App) -> None:
    c = TableController("belote_bga", {}, LEVELS, seed=2, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    assert GRID_BUTTON not in [b.key for b in table.buttons]
    key(app, pygame.K_c)
    assert app.top is table


@pytest.mark.parametrize(
    ("size", "deals"), [((1280, 800), 0), ((1024, 640), 0), ((800, 1200), 0), ((800, 560), 4)]
)
def test_the_grid_stands_above_the_contract_choice_clear_of_the_boxes(
    app: App, size: tuple[int, int], deals: int
) -> None:
    """At the smallest window the grid has room once a contract is gone from the choice (on
    the first deal, when it is still empty, it may give way to a third row of buttons)."""
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    table = barbu_table(app, deals)
    view = table.controller.view(0)
    assert isinstance(view, BarbuView) and view.phase == "contract" and view.declarer == 0
    app.draw()
    panel = table.panel.drawn
    assert panel is not None
    layout = table.layout
    box = choice_grid_box(app.resources, layout, panel)
    assert box is not None and box.bottom <= panel.y and box.w == panel.w
    assert box.y >= layout.labels[2].bottom, "the grid covers North's plate"
    assert panel.bottom <= layout.labels[0].y, "the panel covers our plate"
    for plate in layout.labels[1:4:2]:
        beside = panel.right <= plate.x or plate.right <= panel.x
        assert beside or panel.bottom <= plate.y or plate.bottom <= panel.y, (plate, panel)
    for corner in (layout.scores, layout.contract):
        apart = box.right <= corner.x or box.x >= corner.right or box.y >= corner.bottom
        assert apart, (corner, box)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", [(800, 560), (1024, 640), (1920, 1080)])
def test_column_names_break_only_at_their_mark(
    app: App, language: str, size: tuple[int, int]
) -> None:
    """A contract's short name goes on one line, or on two at its break mark, never inside a
    word; and no name is wider than its column."""
    i18n.set_language(language)
    layout = table_layout(*size)
    font = layout.font
    for full, width in ((False, layout.panel.w), (True, size[0] * 0.72 - 2 * font)):
        column = column_width(width, font, full) - font * 0.3
        for kind in KINDS:
            words = column_title(kind)
            fitted = header_text(app.resources, words, round(font * 0.8), column)
            one_or_at_mark = ([words.replace("\n", "")], words.split("\n"))
            assert list(fitted.lines) in one_or_at_mark, fitted.lines
            for line in fitted.lines:
                assert app.resources.font(fitted.size).size(line)[0] <= column, (kind, line)


def test_the_contract_box_says_who_is_choosing(app: App) -> None:
    table = barbu_table(app, 0)
    words, seat = table.hud.contract_words()
    assert (words, seat) == (i18n.tr("table.choosing_you"), 0)
    table.play(table.controller.legal_actions()[0])
    words, _ = table.hud.contract_words()
    assert words.endswith(i18n.tr("table.by", contract="", seat=i18n.tr("seat.0")))
    assert words != i18n.tr("table.by", contract="", seat=i18n.tr("seat.0"))


@pytest.mark.parametrize("language", ["en", "ja"])
def test_grid_screenshots(app: App, language: str) -> None:
    """Deal 5: each player has declared once; the human chooses (the compact grid), then
    plays his contract with the full grid open (its cell says "now")."""
    app.settings.language = language
    table = barbu_table(app, 4)
    app.frame(0.02)
    save(app, f"barbu_choice_{language}")
    c = table.controller
    table.play(c.legal_actions()[0])
    settle(app, table)
    key(app, pygame.K_c)
    app.frame(0.02)
    save(app, f"barbu_grid_{language}")
    view = c.view(0)
    assert isinstance(view, BarbuView)
    assert sum(cell is not None for row in view.grid.cells for cell in row) == 4
    assert view.grid.chosen
    assert i18n.language() == language


@pytest.mark.parametrize("language", ["en", "ja"])
def test_setup_screenshot_offers_the_shorter_game(app: App, language: str) -> None:
    app.settings.language = language
    app.apply_settings()
    setup = SetupScene(app)
    app.push(setup)
    setup.choose_variant("barbu")
    setup.options["rounds"] = setup.option("rounds").next_choice(setup.options["rounds"])
    setup.resized()
    app.frame(0.02)
    save(app, f"setup_barbu_{language}")
    assert setup.options["rounds"] == 3
    labels = [b.label for b in setup.buttons]
    assert any(i18n.tr("option.rounds") in label for label in labels)
