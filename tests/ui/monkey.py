"""A monkey at the card table: seeded random clicks, drags, keys and window sizes.

It plays as a clumsy or hostile player would, through the app's own event
dispatch and frames, so that whatever it does reaches the scenes exactly as
real input does.  Some of its clicks aim at what is on screen (the cards, the
buttons, the decision panel, an overlay's buttons) so that the game moves on
and the human seat really decides; the rest land anywhere.  When the table
leaves the screen (the pause menu's "Main menu", the end of the game), the
monkey comes back as the player would: the saved game through Continue's
route, or a new game when there is none.  Every random choice comes from the
``random.Random`` it is given, so a run is repeated by its seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.catalog import get_game
from game.core.api import State
from game.core.cards import Card
from game.session.controller import Decider, TableController
from game.session.record import parse_record
from game.session.replay import replay
from game.ui.app import App
from game.ui.games.burraco.table import RummyTable
from game.ui.i18n import action_group
from game.ui.layout import Box, TableLayout
from game.ui.routes import table_scene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.table import TableScene
from tests.ui.helpers import click, drag, key, point

VARIANTS = ("belote_bga", "belote_classic", "baloot", "barbu", "burraco")
# The table's shortcuts (trick and Burraco tables), the overlays' keys, and keys nobody uses.
KEYS = (
    pygame.K_h,
    pygame.K_l,
    pygame.K_s,
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_SPACE,
    *range(pygame.K_1, pygame.K_9 + 1),
    pygame.K_0,
    pygame.K_d,
    pygame.K_p,
    pygame.K_r,
    pygame.K_m,
    pygame.K_a,
    pygame.K_TAB,
)
# Undo, pressed less often than the others so that the game still moves on.
UNDO_KEYS = (pygame.K_u, pygame.K_BACKSPACE)
# The share of events in which the monkey plays a legal action on purpose (see knowing_move).
KNOWING = 0.15
# Landscape windows, from small to full HD.
LANDSCAPE = ((640, 480), (800, 600), (1024, 768), (1280, 800), (1366, 768), (1920, 1080))
# Portrait windows: rotated monitors, tablets and phones.
PORTRAIT = ((768, 1366), (1080, 1920), (900, 1600), (800, 1600), (600, 800), (360, 640))
# Windows dragged down to almost nothing, very wide or very flat ones, and a large one.
ODD = ((1, 1), (160, 120), (320, 240), (2400, 500), (500, 120), (2560, 1440))


@dataclass
class MonkeyRun:
    """What the monkey did: its events, and every game it played (the latest copy of each)."""

    events: int = 0
    games: list[TableController] = field(default_factory=list)
    continued: int = 0  # times the game left for the menu was resumed with Continue

    @property
    def human_actions(self) -> int:
        """The human seat's actions that stand in the records (undone ones are gone)."""
        return sum(
            1
            for game in self.games
            for deal in game.record.deals
            for seat, _ in deal.actions
            if seat == 0
        )


class ThinkingDecider:
    """A decider whose answers come a random number of polls late, as the program's worker
    processes' do, so that the monkey also acts while a seat or a hint is being decided."""

    def __init__(self, inner: Decider, rng: random.Random, most: int) -> None:
        self.inner = inner
        self.rng = rng
        self.most = most
        self.waits: dict[int, int] = {}

    def request(self, state: State, seat: int, level: str, seed: int) -> int:
        ticket = self.inner.request(state, seat, level, seed)
        self.waits[ticket] = self.rng.randint(0, self.most)
        return ticket

    def poll(self, ticket: int) -> tuple[bool, Any]:
        if self.waits.get(ticket, 0) > 0:
            self.waits[ticket] -= 1
            return False, None
        self.waits.pop(ticket, None)
        return self.inner.poll(ticket)

    def cancel(self, ticket: int) -> None:
        self.waits.pop(ticket, None)
        self.inner.cancel(ticket)

    def close(self) -> None:
        close = getattr(self.inner, "close", None)
        if close is not None:
            close()


def new_game(app: App, variant: str, seed: int) -> TableController:
    """A game in which seat 0 is the human and every other seat the quickest AI."""
    seats = ["human"] + ["easy"] * (get_game(variant).seats - 1)
    return TableController(variant, {}, seats, seed, decider=app.decider)


def open_table(app: App, variant: str, seed: int, speed: str = "fast") -> TableScene:
    """A new game of ``variant`` at its own table, on top of the app, at ``speed``."""
    app.settings.speed = speed
    app.apply_settings()
    table = table_scene(app, new_game(app, variant, seed))
    app.push(table)
    return table


def change_settings(app: App, menu: MenuScene, rng: random.Random) -> None:
    """Open the settings from the menu, click one to three of them, and go back."""
    menu.choose("settings")
    settings = app.top
    assert isinstance(settings, SettingsScene)
    for _ in range(rng.randint(1, 3)):
        button = rng.choice([b for b in settings.buttons if b.key != "back"])
        click(app, point(button.box))
    key(app, pygame.K_ESCAPE)


def come_back(app: App, variant: str, rng: random.Random) -> tuple[TableScene, bool]:
    """The table left the screen: in the menu, change a setting or two now and then, then
    press Continue; start anew when there is no save.

    Answers the table and whether it continues the saved game."""
    menu = MenuScene(app)
    app.reset_to(menu)
    if rng.random() < 0.3:
        change_settings(app, menu, rng)
    menu.choose("continue")
    table = app.top
    if isinstance(table, TableScene):
        return table, True
    table = table_scene(app, new_game(app, variant, rng.randrange(1_000_000)))
    app.reset_to(table)
    return table, False


def rect_of(box: Box) -> pygame.Rect:
    return pygame.Rect(round(box.x), round(box.y), round(box.w), round(box.h))


def targets(app: App, rng: random.Random) -> list[pygame.Rect]:
    """What a player would aim at on the top scene: its decision panel, the human's cards or
    its buttons (one kind at a time, the buttons least, so that undo does not undo it all)."""
    top = app.top
    shown = top.panel.buttons if isinstance(top, TableScene) else []
    panel = [rect_of(button.box) for button, _ in shown]
    sprites = getattr(top, "sprites", [])
    cards = [sprite.rect.copy() for sprite in sprites if getattr(sprite, "owner", -1) == 0]
    buttons = [rect_of(button.box) for button in getattr(top, "buttons", [])]
    kinds = [(rects, weight) for rects, weight in ((panel, 3), (cards, 3), (buttons, 1)) if rects]
    if not kinds:
        return []
    rects = rng.choices([k for k, _ in kinds], [w for _, w in kinds])[0]
    return [rect for rect in rects if rect.w > 0 and rect.h > 0]


def places(app: App) -> list[pygame.Rect]:
    """Where the top scene takes cards: the trick, or Burraco's stock, pile and melds."""
    top = app.top
    boxes = []
    layout = getattr(top, "layout", None)
    if isinstance(layout, TableLayout):
        boxes.append(layout.drop)
    if isinstance(top, TableScene) and isinstance(top.kind, RummyTable):
        burraco = top.kind.blayout
        boxes += [burraco.stock, burraco.pile, burraco.melds[0]]
        for spots in top.kind.meld_spots[:1]:
            boxes += list(spots.boxes)
    rects = [rect_of(box) for box in boxes]
    return [rect for rect in rects if rect.w > 0 and rect.h > 0]


def spot(app: App, rng: random.Random, aim: list[pygame.Rect]) -> tuple[int, int]:
    """A point of the window: inside one of ``aim`` when there are any, else anywhere."""
    w, h = app.size
    if not aim:
        return (rng.randrange(w), rng.randrange(h))
    rect = rng.choice(aim)
    x = rng.randrange(rect.left, rect.right)
    y = rng.randrange(rect.top, rect.bottom)
    return (min(max(x, 0), w - 1), min(max(y, 0), h - 1))


def panel_spot(table: TableScene, action: Any) -> tuple[int, int] | None:
    """The panel button of ``action``, or of the folded group that holds it."""
    group = ("group", action_group(action))
    for wanted in (action, group):
        for button, payload in table.panel.buttons:
            if payload == wanted:
                return point(button.box)
    return None


def hand_spot(table: TableScene, index: int) -> tuple[int, int] | None:
    """The uncovered corner of the human's card ``index`` (Burraco's two decks: by index)."""
    for sprite in table.hand_sprites():
        if sprite.card is not None and sprite.card.index == index:
            rect = sprite.rect
            return (rect.left + max(3, rect.w // 7), rect.top + max(3, rect.h // 6))
    return None


def meld_gesture(app: App, table: TableScene, action: Any) -> None:
    """Pick a meld's or lay-off's cards one click each, then meld (M) or click the meld."""
    if table.kind.picked:
        key(app, pygame.K_ESCAPE)
    for index in action.cards:
        corner = hand_spot(table, index)
        if corner is not None:
            click(app, corner)
    meld = getattr(action, "meld", 0)
    if not meld:
        key(app, pygame.K_m)
    elif table.kind.meld_spots and meld <= len(table.kind.meld_spots[0].boxes):
        click(app, point(table.kind.meld_spots[0].boxes[meld - 1]))


def burraco_gesture(app: App, table: TableScene, action: Any) -> None:
    """Do ``action`` as a player does at the Burraco table: click the stock or pile, drag a
    card onto the pile, or pick cards and meld them."""
    text = str(action)
    lay = table.kind.blayout
    if text == "draw":
        click(app, point(lay.stock))
    elif text == "pickup":
        click(app, point(lay.pile))
    elif text.startswith("discard:"):
        if table.kind.picked:
            key(app, pygame.K_ESCAPE)
        corner = hand_spot(table, action.card)
        if corner is not None:
            drag(app, corner, point(lay.pile))
    else:
        meld_gesture(app, table, action)


def knowing_move(app: App, rng: random.Random) -> bool:
    """Now and then the monkey plays as a player who knows the rules: one of the human's legal
    actions, through the same gestures.  Answers whether it made one."""
    table = app.top
    if not isinstance(table, TableScene) or not table.animator.idle:
        return False
    c = table.controller
    if not c.human_to_act:
        return False
    action = rng.choice(c.legal_actions())
    if isinstance(table.kind, RummyTable):
        burraco_gesture(app, table, action)
    elif isinstance(action, Card) and action.code in table.by_key:
        rect = table.by_key[action.code].rect
        click(app, (rect.left + rect.w // 5, rect.centery))
    else:
        spot_of_action = panel_spot(table, action)
        if spot_of_action is None:
            return False
        click(app, spot_of_action)
    return True


def pointer(pos: tuple[int, int]) -> None:
    """Put the system's mouse where the monkey acts (the table lifts the card under it)."""
    pygame.mouse.set_pos(pos)
    pygame.event.clear()  # nobody reads the queue here: drop the motion event it made


def resize(app: App, size: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def random_input(app: App, rng: random.Random, sizes: tuple[tuple[int, int], ...]) -> None:
    """A click, drag, other button, wheel, key, resize, F11, lone press or mouse move; or
    nothing (a wait)."""
    roll = rng.random()
    aimed = rng.random() < 0.75
    if roll < 0.28:
        aim = (places(app) if rng.random() < 0.25 else targets(app, rng)) if aimed else []
        at = spot(app, rng, aim)
        pointer(at)
        click(app, at)
    elif roll < 0.52:
        start = spot(app, rng, targets(app, rng) if aimed else [])
        end = spot(app, rng, places(app) if rng.random() < 0.6 else [])
        pointer(start)
        drag(app, start, end, rng.randrange(1, 6))
        pointer(end)
    elif roll < 0.56:
        pos = spot(app, rng, [])
        button = rng.choice((2, 3, 4, 5))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    elif roll < 0.58:
        app.dispatch(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
        )
    elif roll < 0.85:
        key(app, rng.choice(KEYS))
    elif roll < 0.855:
        key(app, rng.choice(UNDO_KEYS))
    elif roll < 0.88 and sizes and not app.settings.fullscreen:
        resize(app, rng.choice(sizes))
    elif roll < 0.885:
        key(app, pygame.K_F11)
    elif roll < 0.9:  # a press with no release
        app.dispatch(
            pygame.event.Event(
                pygame.MOUSEBUTTONDOWN, pos=spot(app, rng, targets(app, rng)), button=1
            )
        )
    elif roll < 0.95:
        at = spot(app, rng, targets(app, rng) if aimed else [])
        pointer(at)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))


def one_event(app: App, rng: random.Random, sizes: tuple[tuple[int, int], ...]) -> None:
    """One thing a player does, followed by a few frames of random length."""
    if not (rng.random() < KNOWING and knowing_move(app, rng)):
        random_input(app, rng, sizes)
    for _ in range(rng.randrange(1, 4)):
        app.frame(rng.choice((0.016, 0.05, 0.05, 0.1, 0.4)))


def run_monkey(
    app: App,
    run: MonkeyRun,
    rng: random.Random,
    events: int,
    sizes: tuple[tuple[int, int], ...] = LANDSCAPE,
) -> None:
    """Drive the app for ``events`` random events from the table of ``run``'s first game.

    Overlays get clicked at random or closed.  ``run`` is filled in as the monkey goes, so
    that what it did is known even when the table raises."""
    variant = run.games[0].variant
    for _ in range(events):
        current = app.find(TableScene)
        if current is None:
            current, resumed = come_back(app, variant, rng)
            if resumed:  # the save is the game played last, with everything done so far
                saved, left = current.controller.to_json(), run.games[-1].to_json()
                assert saved == left, "Continue did not resume the game as it was left"
                run.games[-1] = current.controller
                run.continued += 1
            else:
                run.games.append(current.controller)
        if app.top is not current and rng.random() < 0.3:
            key(app, rng.choice((pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE)))
            app.frame(0.05)
        else:
            one_event(app, rng, sizes)
        run.events += 1


def check_games(run: MonkeyRun) -> None:
    """Every game the monkey played replays from its record (so every action in it is legal)
    to the hands' points and the totals the table shows."""
    for game in run.games:
        replayed = replay(parse_record(game.to_json()))
        points = [result.points for result in replayed.match.results]
        assert points == [result.points for result in game.results], (game.variant, game.seed)
        assert replayed.match.totals == game.totals, (game.variant, game.seed)
