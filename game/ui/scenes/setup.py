"""Game setup: the rule set, its options and the level of each computer seat.

The levels are those last chosen for the game (``game.ui.seat_levels``); a row of levels
under the seats sets all of them at once, and every change is remembered for that game.
Starting a game whose save exists asks first (it replaces that save); the other games'
saves are never touched."""

from __future__ import annotations

import random
import time
from typing import Any

import pygame

from game.catalog import get_game
from game.core.errors import AtoutError
from game.core.options import Option
from game.session.controller import TableController
from game.ui import widgets
from game.ui.app import App, Scene
from game.ui.game_names import game_title, table_games
from game.ui.i18n import has_text, tr
from game.ui.layout import Box
from game.ui.seat_levels import remember_levels, remembered_levels
from game.ui.widgets import Button, hit_button


def value_words(value: Any) -> str:
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, str) and has_text(f"value.{value}"):
        return tr(f"value.{value}")
    return str(value)


class SetupScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.names = table_games()
        self.variant = self.names[0]
        self.preset = ""
        self.options: dict[str, Any] = {}
        self.seat_levels: list[str] = []
        self.error = ""
        self.buttons: list[Button] = []
        self.all_heading = (0.0, 0.0)  # where "All computer players" is written
        self.choose_variant(self.variant)

    def choose_variant(self, name: str) -> None:
        self.variant = name
        self.seat_levels = remembered_levels(self.app, name)
        definition = get_game(name)
        self.preset = next(iter(definition.presets))
        self.choose_preset(self.preset)

    def choose_preset(self, preset: str) -> None:
        definition = get_game(self.variant)
        self.preset = preset
        self.options = definition.options_to_json(definition.presets[preset])
        self.resized()

    def option(self, key: str) -> Option:
        return next(o for o in get_game(self.variant).options if o.name == key)

    def offered_presets(self) -> list[str]:
        """The game's presets the table can play: none that sets an option not offered."""
        definition = get_game(self.variant)
        hidden = [o for o in definition.options if not o.offered]
        return [
            name
            for name, rules in definition.presets.items()
            if all(definition.options_to_json(rules)[o.name] == o.default for o in hidden)
        ]

    def resized(self) -> None:
        """The three columns (games; presets and options; the computer seats) and the foot
        row.  A game with many options continues them under the games, then under the
        seats, and the rows grow lower until every option fits above the foot row."""
        for scale in (1.0, 0.92, 0.84, 0.76, 0.68):
            placed = self.place_buttons(scale)
            if placed is not None:
                self.buttons = placed
                return
        self.buttons = self.place_buttons(0.68, force=True) or []

    def place_buttons(self, scale: float, force: bool = False) -> list[Button] | None:
        """The buttons with rows ``scale`` high, or None when the options do not fit."""
        w, h = self.app.size
        font = max(14, round(h / 42))
        bh = font * 2.0 * scale
        step = bh * 1.2
        col = w * 0.28
        left = w * 0.06
        bottom = h * 0.85
        buttons: list[Button] = []
        y = h * 0.16
        for name in self.names:
            box = Box(left, y, col, bh)
            buttons.append(
                Button(box, game_title(name), f"game:{name}", selected=name == self.variant)
            )
            y += step
        left_free = y + bh * 0.6
        x2 = left + col + w * 0.04
        y = h * 0.16
        for preset in self.offered_presets():
            box = Box(x2, y, col, bh)
            words = tr(f"preset.{preset}") if has_text(f"preset.{preset}") else preset
            buttons.append(Button(box, words, f"preset:{preset}", selected=preset == self.preset))
            y += step
        middle_free = y + bh * 0.6
        x3 = x2 + col + w * 0.04
        y = h * 0.16
        for seat in range(1, len(self.seat_levels)):
            level = self.seat_levels[seat]
            label = f"{tr(f'seat.{seat}')}: {tr(f'level.{level}')}"
            buttons.append(Button(Box(x3, y, col, bh), label, f"seat:{seat}"))
            y += step
        self.all_heading = (x3, y + bh * 0.35)
        y += step
        computers = set(self.seat_levels[1:])
        half = (col - bh * 0.2) / 2
        for i, level in enumerate(self.app.levels):  # one click: every computer seat
            box = Box(x3 + (i % 2) * (half + bh * 0.2), y + (i // 2) * step, half, bh)
            same = computers == {level}
            buttons.append(Button(box, tr(f"level.{level}"), f"all:{level}", selected=same))
        right_free = y + ((len(self.app.levels) + 1) // 2) * step + bh * 0.6
        columns = [(x2, middle_free), (left, left_free), (x3, right_free)]
        at = 0
        x, y = columns[0]
        declared = get_game(self.variant).options
        offered = [o for o in declared if o.offered]
        shown = [o.name for o in offered if not o.later] + [o.name for o in offered if o.later]
        for key in shown:
            value = self.options[key]
            while y + bh > bottom and at + 1 < len(columns):
                at += 1
                x, y = columns[at]
            if y + bh > bottom and not force:
                return None
            label = tr(f"option.{key}") if has_text(f"option.{key}") else key
            buttons.append(
                Button(Box(x, y, col, bh), f"{label}: {value_words(value)}", f"opt:{key}")
            )
            y += step
        for place, key in enumerate(("back", "start", "learn")):  # learn: a guided game
            box = Box(w * (0.19 + 0.22 * place), h * 0.86, w * 0.2, font * 2.2)
            buttons.append(Button(box, tr(f"setup.{key}"), key))
        return widgets.mirrored_screen(buttons, w)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons, event.pos)
            if button is not None:
                self.click(button.key)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            return True
        return False

    def click(self, key: str) -> None:
        kind, _, value = key.partition(":")
        if kind == "game":
            self.choose_variant(value)
        elif kind == "preset":
            self.choose_preset(value)
        elif kind == "opt":
            self.options[value] = self.option(value).next_choice(self.options[value])
            self.resized()
        elif kind == "seat":
            seat = int(value)
            levels = self.app.levels
            current = self.seat_levels[seat]
            self.seat_levels[seat] = levels[(levels.index(current) + 1) % len(levels)]
            self.levels_changed()
        elif kind == "all":
            self.seat_levels[1:] = [value] * (len(self.seat_levels) - 1)
            self.levels_changed()
        elif kind in ("start", "learn"):
            self.start(kind)
        elif kind == "back":
            self.app.pop()

    def levels_changed(self) -> None:
        """Remember the seats' levels for this game, and show them."""
        remember_levels(self.app, self.variant, self.seat_levels)
        self.resized()

    def start(self, route: str = "start") -> None:
        """A new game, or a learn game (never saved, so it replaces nothing); a new game of
        a game whose save exists asks before it replaces that save."""
        if route == "start" and self.app.storage.has_save(self.variant):
            question = tr("setup.replace_save", game=game_title(self.variant))
            self.app.push(self.app.route("confirm", question, lambda: self.begin(route)))
            return
        self.begin(route)

    def begin(self, route: str) -> None:
        """Start the game (``route``: "start", or "learn" for one guided by lessons)."""
        seed = random.Random(time.time_ns()).getrandbits(48)
        try:
            controller = TableController(
                self.variant, dict(self.options), self.seat_levels, seed, decider=self.app.decider
            )
        except (AtoutError, ValueError) as error:
            self.error = str(error)
            return
        self.app.replace(self.app.route("learn" if route == "learn" else "table", controller))

    def draw(self, surface: pygame.Surface) -> None:
        res = self.app.resources
        w, h = self.app.size
        surface.blit(self.app.felt(), (0, 0))
        font = max(14, round(min(h / 42, w / 30)))  # a portrait window: the columns set the size
        widgets.frame(Box(0, 0, w, h))  # the headings mirror with the columns
        widgets.text(surface, res, tr("setup.title"), font * 2, (w / 2, h * 0.06), anchor="center")
        heads = (("setup.game", 0.06), ("setup.preset", 0.38), ("setup.opponents", 0.70))
        for key, x in heads:
            widgets.text(surface, res, tr(key), font, (w * x, h * 0.12), widgets.GOLD)
        x, y = self.all_heading
        widgets.text(surface, res, tr("setup.all_seats"), font, (x, y), widgets.GOLD)
        for button in self.buttons:
            button.draw(surface, res, font)
        if self.error:
            widgets.text(surface, res, self.error, font, (w / 2, h * 0.8), widgets.RED, "center")
