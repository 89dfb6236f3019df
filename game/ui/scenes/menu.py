"""The main menu: continue, new game, a deal by code, training on your mistakes, the deal of
the day, rules, statistics, settings, quit.

Each game has its own save: Continue resumes the only one, or lists them all (the
``saves`` route) when several games are in progress.  The training entry says how many
positions wait (the background review adds them while the menu is open: it is told)."""

from __future__ import annotations

import pygame

from game.core.cards import Card
from game.session.progress import BackgroundReview, load_queue, training_games
from game.ui import widgets
from game.ui.app import App, Scene
from game.ui.i18n import tr
from game.ui.layout import Box, card_size, menu_buttons
from game.ui.saved_games import load_saved
from game.ui.widgets import Button, hit_button
from game.version import __version__

FAN = ("JS", "9H", "AD", "TC", "KS")
KEYS = ("continue", "new", "code", "training", "daily", "rules", "stats", "settings", "quit")
SAVING = ("continue", "new", "training", "daily")  # left out when this window saves nothing
ROUTES = {"new": "setup", "code": "deal_code"}  # the other keys are their routes' names
LOWEST = 0.95  # the buttons end above this share of the height (the version is below)


def menu_column(width: int, height: int, count: int) -> list[Box]:
    """The menu's column of buttons, made shorter when ``count`` of the usual height would
    run past the foot of the window."""
    boxes = menu_buttons(width, height, count)
    if not boxes or boxes[-1].bottom <= height * LOWEST:
        return boxes
    top = boxes[0].y
    scale = (height * LOWEST - top) / (boxes[-1].bottom - top)
    return [Box(b.x, top + (b.y - top) * scale, b.w, b.h * scale) for b in boxes]


def positions_waiting(app: App) -> dict[str, int]:
    """The training positions of each game, read from their files."""
    storage = app.storage
    return {game: len(load_queue(storage, game).positions) for game in training_games(storage)}


class MenuScene(Scene):
    def __init__(self, app: App, review: BackgroundReview | None = None) -> None:
        super().__init__(app)
        self.review = review
        self.counts: dict[str, int] = {}
        self.heard = 0  # the review's counts taken so far
        self.buttons: list[Button] = []
        self.recount()

    @property
    def waiting(self) -> int:
        return sum(self.counts.values())

    def recount(self) -> None:
        """The positions of each game, from their files."""
        self.counts = positions_waiting(self.app)
        self.heard = len(self.review.counted) if self.review is not None else 0
        self.resized()

    def resume(self) -> None:
        """Back from training (a position may have left) or anywhere else: count again."""
        self.recount()

    def update(self, dt: float) -> None:
        """Positions added by the background review meanwhile: its own counts (the files
        are not read again in a frame)."""
        if self.review is not None and len(self.review.counted) > self.heard:
            self.counts.update(self.review.counted[self.heard :])
            self.heard = len(self.review.counted)
            self.resized()

    def label(self, key: str) -> str:
        if key == "training":
            if self.waiting:
                return tr("menu.training", count=self.waiting)
            return tr("menu.training_none")
        return tr(f"menu.{key}")

    def resized(self) -> None:
        keys = list(KEYS)
        if self.app.storage.read_only:  # another copy owns the data folder: nothing to save
            keys = [key for key in keys if key not in SAVING]
        w, h = self.app.size
        boxes = menu_column(w, h, len(keys))
        has_save = self.app.storage.has_save()
        self.buttons = [
            Button(box, self.label(key), key, enabled=key != "continue" or has_save)
            for key, box in zip(keys, boxes, strict=True)
        ]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons, event.pos)
            if button is not None:
                self.choose(button.key)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.running = False
            return True
        return False

    def choose(self, key: str) -> None:
        if key == "continue":
            self.continue_game()
        elif key in ("new", "code", "training", "daily", "rules", "stats", "settings"):
            self.app.push(self.app.route(ROUTES.get(key, key)))
        elif key == "quit":
            self.app.running = False

    def continue_game(self) -> None:
        """Continue the saved game, or choose among them when several games have one.  A
        damaged save is put aside (the storage reports it) and Continue then offers the save
        made before it, if there is one."""
        app = self.app
        games = app.storage.saved_games()
        if len(games) > 1:
            app.push(app.route("saves"))
            return
        saved = load_saved(app, games[0]) if games else None
        if saved is None:
            app.take_problems()
            self.resized()
            return
        app.push(app.route("table", saved.controller))

    def draw(self, surface: pygame.Surface) -> None:
        res = self.app.resources
        surface.blit(self.app.felt(), (0, 0))
        w, h = self.app.size
        cw, ch = card_size(w, h)
        for i, code in enumerate(FAN):
            image = res.card(Card.parse(code), (cw, ch))
            image = pygame.transform.rotozoom(image, 24 - i * 12, 0.55)
            surface.blit(image, image.get_rect(center=(w * 0.5 + (i - 2) * cw * 0.3, h * 0.12)))
        widgets.text(
            surface, res, tr("app.title"), round(h / 13), (w / 2, h * 0.255), anchor="center"
        )
        widgets.text(
            surface,
            res,
            tr("app.subtitle"),
            round(h / 38),
            (w / 2, h * 0.315),
            widgets.GOLD,
            "center",
        )
        widgets.text(
            surface,
            res,
            f"Atout {__version__}",
            round(h / 50),
            (w - 12, h - 10),
            anchor="bottomright",
        )
        size = round(self.buttons[0].box.h * 0.45) if self.buttons else 18
        for button in self.buttons:
            button.draw(surface, res, size)
        if self.app.storage.read_only:
            self.draw_read_only(surface)

    def draw_read_only(self, surface: pygame.Surface) -> None:
        """Under the buttons, for as long as the window is open: why there is no game to play
        and nothing is saved."""
        res = self.app.resources
        w, h = self.app.size
        size = max(12, round(h / 46))
        width = min(w * 0.7, 760.0)
        fitted = widgets.fit_text(res, tr("menu.read_only"), size, width - 2 * size)
        below = self.buttons[-1].box.bottom if self.buttons else h * 0.8
        box = Box(w / 2 - width / 2, below + size, width, fitted.height + size)
        widgets.panel(surface, box, (90, 20, 20, 235))
        widgets.draw_fitted(surface, res, fitted, (box.x + size, box.y + size * 0.5))
