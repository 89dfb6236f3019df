"""The application: the window, the scene stack and the main loop.

Scenes form a stack (menu → setup → table; overlays on top).  The top scene
sees each input event first and consumes it or, when it is not modal, lets
the scene below have it.  ``frame(dt)`` advances and draws one frame, so the
tests drive the whole program with synthetic events and a fake clock.

A scene's life on the stack is told to it (as in Tuxemon's state stack): ``enter`` when
pushed, ``pause`` when another scene is pushed over it, ``resume`` when that one has gone,
``close`` when it leaves the stack (popped, replaced, the stack reset, or the program's
end).  A scene that finishes with an answer (an overlay's "next hand", "main menu"...)
pops itself with it, ``app.pop(result)``, and the scene below, the one that opened it,
``receive``s it and acts on it: an overlay never calls the scene under it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.session.controller import Decider
from game.session.record import parse_record
from game.session.storage import Settings, Storage
from game.ui import i18n, widgets
from game.ui.layout import Box
from game.ui.resources import Resources, asset_path

DEFAULT_SIZE = (1280, 800)
NOTICE_TIME = 15.0  # seconds a data file's problem stays on screen
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}


class Scene:
    """One screen or overlay."""

    modal = True  # unhandled events stop here
    opaque = True  # the scenes below need not be drawn

    def __init__(self, app: App) -> None:
        self.app = app

    # --- the life cycle (the app calls these) ---------------------------------------

    def enter(self) -> None:
        """Pushed onto the stack: it is the top scene."""

    def pause(self) -> None:
        """Another scene was pushed over it."""

    def resume(self) -> None:
        """The scene over it has left: it is the top scene again."""

    def receive(self, result: object) -> None:
        """The scene over it (one it opened) finished with ``result``: act on it."""

    def close(self) -> None:
        """It leaves the stack, or the program ends: let go of what it holds (the AI's
        requests in flight, text input).  It may be called more than once."""

    # --- each frame ------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def resized(self) -> None:
        pass


class App:
    """The running program."""

    def __init__(
        self,
        storage: Storage,
        decider_factory: Callable[[], Decider] | None = None,
        levels: Sequence[str] = ("easy", "medium", "hard", "expert"),
        size: tuple[int, int] = DEFAULT_SIZE,
    ) -> None:
        self.storage = storage
        self.decider_factory = decider_factory
        self._decider: Decider | None = None
        self.levels = tuple(levels)
        self.size = size
        self.windowed_size = size
        self.resources = Resources()
        self.settings: Settings = storage.load_settings()
        storage.load_statistics()  # read every data file now: a damaged one is told at start
        for game in storage.saved_games():  # (an older Atout's single save becomes its game's)
            storage.load_game(game, parse_record)
        self.scenes: list[Scene] = []
        self.running = False
        self.screen: pygame.Surface | None = None
        self._felt: pygame.Surface | None = None
        self.routes: dict[str, Callable[..., Scene]] = {}  # filled by game.ui.routes.wire
        self.background: list[Callable[[float], None]] = []  # work after each frame's update
        # (the background review of the player's hands: game.session.progress)
        self.closing: list[Callable[[], None]] = []  # that work's end, before the AI's and
        # the storage's
        self.clock = 0.0
        self.notice = ""  # the latest problems with the data files, in the player's language
        self.notice_until = 0.0
        self.apply_settings()

    # --- set-up ----------------------------------------------------------------

    @property
    def decider(self) -> Decider | None:
        if self._decider is None and self.decider_factory is not None:
            self._decider = self.decider_factory()
        return self._decider

    def open_window(self) -> pygame.Surface:
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Atout")
        icon = asset_path("icon.png")
        if icon.exists():
            pygame.display.set_icon(pygame.image.load(str(icon)))
        flags = pygame.RESIZABLE
        if self.settings.fullscreen:
            flags = pygame.FULLSCREEN
            self.size = (0, 0)
        self.screen = pygame.display.set_mode(self.size, flags)
        self.size = self.screen.get_size()
        pygame.key.set_repeat(300, 60)
        return self.screen

    def apply_settings(self) -> None:
        i18n.set_language(self.settings.language, self.settings.digits)
        self.resources.four_colour = self.settings.four_colour
        self.resources.card_back = self.settings.card_back
        self.resources.sound_on = self.settings.sound

    def save_settings(self) -> None:
        self.apply_settings()
        self.storage.save_settings(self.settings)

    @property
    def speed(self) -> float:
        return SPEED_FACTORS.get(self.settings.speed, 1.0)

    # --- the scene stack ---------------------------------------------------------

    def route(self, name: str, *args: Any) -> Scene:
        """A new scene of the named route ("menu", "setup", "table", "summary"...): scenes
        reach each other this way, never by importing each other."""
        try:
            make = self.routes[name]
        except KeyError:
            raise KeyError(f"no route {name!r}: game.ui.routes.wire(app) sets them") from None
        return make(self, *args)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top (the one under it pauses)."""
        if scene.opaque:  # a new screen: a notice about the last one has been seen there
            self.notice_until = min(self.notice_until, self.clock)
        below = self.top
        self.scenes.append(scene)
        if below is not None:
            below.pause()
        scene.enter()

    def pop(self, result: object = None) -> Scene | None:
        """Close the top scene and take it off; the scene now on top resumes and, when the
        one that left finished with a ``result``, receives it."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.close()
        below = self.top
        if below is not None:
            below.resume()
            if result is not None:
                below.receive(result)
        return scene

    def replace(self, scene: Scene) -> None:
        """Close the top scene and put ``scene`` in its place."""
        if self.scenes:
            self.scenes.pop().close()
        self.push(scene)

    def reset_to(self, scene: Scene) -> None:
        """Close every scene and start a new stack with ``scene``."""
        while self.scenes:
            self.scenes.pop().close()
        self.push(scene)

    def find(self, kind: type[Any]) -> Any:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    # --- events and frames -------------------------------------------------------

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.storage.save_settings(self.settings)
        if self.settings.fullscreen:
            self.windowed_size = self.size
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.resize(self.screen.get_size())

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        self._felt = None
        for scene in self.scenes:
            scene.resized()

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE:
            if self.screen is not None and not self.settings.fullscreen:
                self.screen = pygame.display.set_mode(event.size, pygame.RESIZABLE)
            self.resize(event.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        for scene in reversed(self.scenes):
            if scene.handle(event) or scene.modal:
                return

    def frame(self, dt: float) -> None:
        self.clock += dt
        self.take_problems()
        top = self.top
        if top is not None:
            top.update(dt)
        for work in self.background:
            work(dt)
        self.draw()

    def take_problems(self) -> None:
        """Put the data files' new problems (damaged, not written) on screen for a while."""
        problems = self.storage.problems
        said = []
        while problems:
            p = problems.pop(0)
            said.append(i18n.say_problem(p))
        if said:
            showing = [self.notice] if self.notice and self.clock < self.notice_until else []
            self.notice = i18n.sentences([*showing, *(t for t in said if t not in showing)][-3:])
            self.notice_until = self.clock + NOTICE_TIME

    def draw_notice(self, surface: pygame.Surface) -> None:
        """The data files' problems at the top of the window, wrapped onto as many lines as
        they need."""
        if not self.notice or self.clock >= self.notice_until:
            return
        w, h = self.size
        size = max(12, round(h / 48))
        fitted = widgets.fit_text(self.resources, self.notice, size, w * 0.8 - 2 * size)
        box = Box(w * 0.1, h * 0.02, w * 0.8, fitted.height + size)
        widgets.panel(surface, box, (90, 20, 20, 235))
        widgets.draw_fitted(surface, self.resources, fitted, (box.x + size, box.y + size * 0.5))

    def draw(self) -> None:
        if self.screen is None:
            return
        widgets.new_frame()
        start = 0
        for index, scene in enumerate(self.scenes):
            if scene.opaque:
                start = index
        for scene in self.scenes[start:]:
            scene.draw(self.screen)
        self.draw_notice(self.screen)

    def felt(self) -> pygame.Surface:
        """The table cloth for the current size: green felt with a soft vignette."""
        if self._felt is None or self._felt.get_size() != self.size:
            self._felt = paint_felt(self.size)
        return self._felt

    def run(self, first: Scene) -> None:
        self.push(first)
        self.running = True
        clock = pygame.time.Clock()
        while self.running and self.scenes:
            for event in pygame.event.get():
                self.dispatch(event)
            self.frame(min(clock.tick(60) / 1000.0, 0.1))
            pygame.display.flip()
        self.close()

    def close(self) -> None:
        """Close the scenes and the AI, and finish the writes that wait."""
        for scene in reversed(self.scenes):
            scene.close()
        for close in self.closing:
            close()
        self.closing.clear()
        if self._decider is not None:
            self._decider.close()
            self._decider = None
        self.storage.close()


def paint_felt(size: tuple[int, int]) -> pygame.Surface:
    """A felt cloth: radial shading from a lit centre to dark edges, inside a wooden rim."""
    w, h = size
    small = pygame.Surface((64, 40))
    for y in range(40):
        for x in range(64):
            dx = (x - 31.5) / 32
            dy = (y - 17) / 24
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            shade = 1.0 - 0.55 * d * d
            small.set_at((x, y), (int(22 * shade), int(110 * shade), int(66 * shade)))
    felt = pygame.transform.smoothscale(small, (w, h))
    rim = max(4, min(w, h) // 120)
    pygame.draw.rect(felt, (58, 34, 18), felt.get_rect(), width=rim)
    pygame.draw.rect(felt, (120, 84, 40), felt.get_rect().inflate(-2 * rim, -2 * rim), width=1)
    return felt
