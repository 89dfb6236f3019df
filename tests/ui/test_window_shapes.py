"""Every table at every window shape: each rule set's table (and Barbu's Dominoes) is resized
through a grid of sizes, portrait and landscape, from below the smallest size to 7680×4320,
and draws a frame at each, with its decision panel and overlays; every region, card and
button must lie inside the window, with no negative size."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.cards import Card
from game.session.controller import TableController
from game.ui.app import App
from game.ui.games.burraco.table import RummyTable
from game.ui.layout import Box, TableLayout
from game.ui.routes import table_scene
from game.ui.scenes.overlays import (
    GameOverOverlay,
    LastTrickOverlay,
    Overlay,
    PauseOverlay,
    SheetOverlay,
)
from game.ui.scenes.table import TableScene
from game.ui.sprites import CardSprite
from tests.ui.helpers import settle

SEATS = ["human", "easy", "easy", "easy"]
SMALLEST = [(800, 560), (560, 800)]
SHRUNK = [(799, 559), (640, 480), (480, 640), (300, 200), (200, 300), (1, 1)]
PORTRAIT = [(1080, 1920), (768, 1366), (900, 1600), (800, 1600), (600, 2000)]
LANDSCAPE = [(1024, 640), (1000, 1000), (1280, 800), (1920, 1080), (3840, 600)]
HUGE = [(2160, 3840), (7680, 4320)]
GRID = SMALLEST + SHRUNK + PORTRAIT + LANDSCAPE + HUGE
SOME = [*SMALLEST, (640, 480), (300, 200), (1, 1), (1080, 1920), (768, 1366), (1000, 1000)]
OVERLAY_SIZES = [(1080, 1920), (560, 800), (800, 560), (480, 640), (300, 200), (2560, 1440)]


def resize(app: App, size: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    assert app.screen is not None and app.screen.get_size() == size


def table_regions(table: TableScene) -> list[Box]:
    lay: TableLayout = table.layout
    boxes = [lay.scores, lay.contract, lay.buttons, lay.panel, lay.message, lay.log, lay.hand]
    boxes += [lay.drop, *lay.labels]
    if isinstance(table.kind, RummyTable):
        b = table.kind.blayout
        boxes += [b.hand, b.stock, *b.pots, b.pile, *b.melds, *b.backs[1:]]
    return boxes


def card_box(sprite: CardSprite) -> Box:
    """The card itself (its image adds a shadow and a glow ring around it)."""
    w, h = sprite.size
    if sprite.sideways:
        w, h = h, w
    return Box.centred(sprite.placed.centerx, sprite.placed.centery, w, h)


def colours(app: App) -> int:
    assert app.screen is not None
    small = pygame.transform.scale(app.screen, (48, 30))
    return len({small.get_at((x, y))[:3] for x in range(48) for y in range(30)})


def check_frame(app: App, table: TableScene, size: tuple[int, int]) -> None:
    """Draw a frame at ``size`` and check where everything went."""
    resize(app, size)
    app.frame(0.02)
    window = Box(0, 0, *size)
    assert (table.layout.width, table.layout.height) == size
    for box in table_regions(table):
        assert box.w >= 0 and box.h >= 0, (size, box)
        assert box.inside(window), (size, box)
    for button in table.buttons:
        assert button.box.w > 0 and button.box.inside(window), (size, button.key)
    assert min(table.layout.card) >= 1 and min(table.layout.small) >= 1
    if min(size) < 100:
        return  # a sliver of a window (text is never under a pixel): drawn without error
    for button, _ in table.panel.buttons:
        assert button.box.w > 0 and button.box.inside(window), (size, button.label)
    for sprite in table.sprites:
        assert isinstance(sprite, CardSprite)
        assert card_box(sprite).inside(Box(-1, -1, size[0] + 2, size[1] + 2)), (size, sprite.key)
    assert colours(app) > 20, size


def check_overlay(app: App, overlay: Overlay) -> None:
    app.frame(0.02)
    window = Box(0, 0, *app.size)
    assert overlay.box.inside(window), (app.size, overlay.box)
    for button in overlay.buttons:
        assert button.box.w > 0 and button.box.inside(overlay.box), (app.size, button.key)


def open_trick_table(app: App, variant: str, seed: int) -> TableScene:
    """A trick table at the human's first decision (the panel shows)."""
    c = TableController(variant, {}, SEATS, seed, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    settle(app, table)
    return table


def play_on(app: App, table: TableScene, dominoes: bool) -> None:
    """Play to the middle of the hand: three tricks and one in progress, or Barbu's Dominoes
    with ten cards laid (the human picks Dominoes as soon as it may)."""
    c = table.controller
    for _ in range(300):
        settle(app, table)
        assert not c.deal_over
        legal = c.legal_actions()
        view = c.view(0)
        laid = sum(len(row) for row in getattr(view, "rows", ()))
        if dominoes:
            if laid >= 10 and isinstance(legal[0], Card):
                return
            domino = [a for a in legal if str(a).startswith("contract:domino")]
            choice: Any = domino[0] if domino else legal[0]
        else:
            if isinstance(legal[0], Card) and sum(view.tricks_taken) >= 3 and view.trick:
                return
            bids = [a for a in legal if str(a) != "pass"]  # bid rather than throw the deal in
            choice = legal[0] if isinstance(legal[0], Card) or not bids else bids[0]
        table.play(choice)
    raise AssertionError("the position was never reached")


def check_overlays(app: App, table: TableScene) -> None:
    """Each overlay over the table, opened at each size (a resize costs more than a frame)."""
    kinds: list[type[Overlay]] = [SheetOverlay, PauseOverlay, GameOverOverlay]
    if not isinstance(table.kind, RummyTable):
        kinds.append(LastTrickOverlay)
    for size in OVERLAY_SIZES:
        resize(app, size)
        for kind in kinds:
            overlay = kind(app, table)
            app.push(overlay)
            check_overlay(app, overlay)
            app.pop()


def finish_deal(app: App, table: TableScene) -> None:
    """Play the hand out and check its summary overlay at every overlay size."""
    c = table.controller
    while not c.deal_over:
        c.act(c.to_act, c.legal_actions()[0])
    table.dirty = True
    settle(app, table)
    app.frame(0.02)
    summary = app.top
    assert isinstance(summary, Overlay)
    for size in OVERLAY_SIZES:
        resize(app, size)
        check_overlay(app, summary)


@pytest.mark.parametrize(
    ("variant", "seed", "dominoes"),
    [
        ("belote_bga", 2026, False),
        ("belote_classic", 2026, False),
        ("baloot", 2026, False),
        ("barbu", 2026, False),
        ("barbu", 2026, True),
    ],
)
def test_a_trick_table_at_every_window_size(
    app: App, variant: str, seed: int, dominoes: bool
) -> None:
    app.settings.autoplay = False
    app.settings.speed = "instant"
    app.apply_settings()
    table = open_trick_table(app, variant, seed)
    assert table.controller.decisions(), "the human opens with a decision: the panel shows"
    for size in SOME:  # the whole grid once per table, below (each size costs a resize)
        check_frame(app, table, size)
        assert table.panel.buttons, size
    resize(app, (1280, 800))
    play_on(app, table, dominoes)
    if dominoes:
        assert getattr(table.controller.view(0), "phase", "") == "dominoes"
    for size in GRID:
        check_frame(app, table, size)
    check_overlays(app, table)
    resize(app, (1280, 800))
    finish_deal(app, table)


def test_the_burraco_table_at_every_window_size(app: App) -> None:
    """Mid-hand with melds on both sides and the chooser open; then its overlays."""
    from tests.ui.test_burraco_table import chosen_action

    app.settings.autoplay = False
    app.settings.speed = "instant"
    app.apply_settings()
    c = TableController("burraco", {}, SEATS, 2026, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    for _ in range(300):
        settle(app, table)
        view = c.view(0)
        assert not c.deal_over
        if view.phase == "draw" and len(view.melds[0]) >= 3 and len(view.melds[1]) >= 2:
            break
        table.play(chosen_action(table))
    table.kind.picked = {s.key for s in table.hand_sprites()[2:4]}
    table.panel.choices = c.legal_actions()[:2]
    for size in GRID:
        check_frame(app, table, size)
        assert len(table.panel.buttons) == 3, size  # the two choices and Cancel
    table.panel.choices = []
    check_overlays(app, table)
    resize(app, (1280, 800))
    finish_deal(app, table)


@pytest.mark.parametrize("variant", ["belote_bga", "burraco"])
def test_a_table_opens_in_a_tall_full_screen(app: App, variant: str) -> None:
    """Full screen kept as a setting on a rotated monitor: the table opens at that shape."""
    app.resize((1080, 1920))
    app.screen = pygame.display.set_mode((1080, 1920))
    c = TableController(variant, {}, SEATS, 7, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    settle(app, table)
    assert table.layout.portrait
    check_frame(app, table, (1080, 1920))


def test_the_other_scenes_draw_at_any_shape(app: App) -> None:
    """The menu and its screens, at a sliver of a window, below the smallest size and tall."""
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.stats import StatsScene

    for size in [(1, 1), (480, 640), (1080, 1920)]:
        resize(app, size)
        for kind in (MenuScene, SetupScene, SettingsScene, RulesScene, StatsScene):
            app.reset_to(kind(app))
            app.frame(0.02)
            assert size == (1, 1) or colours(app) > 20, (kind.__name__, size)
