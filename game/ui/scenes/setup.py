"""Game setup: the rule set, its options and the level of each computer seat."""

from __future__ import annotations

import random
import time
from typing import Any

import pygame

from game.catalog import get_game
from game.core.errors import AtoutError
from game.core.options import Option
from game.session.controller import HUMAN, TableController
from game.ui import widgets
from game.ui.app import App, Scene
from game.ui.game_names import game_title, table_games
from game.ui.i18n import has_text, tr
from game.ui.layout import Box
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
        default_level = app.levels[min(1, len(app.levels) - 1)]
        self.seat_levels = [HUMAN, default_level, default_level, default_level]
        self.error = ""
        self.buttons: list[Button] = []
        self.choose_variant(self.variant)

    def choose_variant(self, name: str) -> None:
        self.variant = name
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

    def resized(self) -> None:
        w, h = self.app.size
        font = max(14, round(h / 42))
        bh = font * 2.0
        col = w * 0.28
        left = w * 0.06
        buttons: list[Button] = []
        y = h * 0.16
        for name in self.names:
            box = Box(left, y, col, bh)
            buttons.append(
                Button(box, game_title(name), f"game:{name}", selected=name == self.variant)
            )
            y += bh * 1.2
        x2 = left + col + w * 0.04
        y = h * 0.16
        for preset in get_game(self.variant).presets:
            box = Box(x2, y, col, bh)
            words = tr(f"preset.{preset}") if has_text(f"preset.{preset}") else preset
            buttons.append(Button(box, words, f"preset:{preset}", selected=preset == self.preset))
            y += bh * 1.2
        y += bh * 0.6
        for key, value in self.options.items():
            label = tr(f"option.{key}") if has_text(f"option.{key}") else key
            buttons.append(
                Button(Box(x2, y, col, bh), f"{label}: {value_words(value)}", f"opt:{key}")
            )
            y += bh * 1.2
        x3 = x2 + col + w * 0.04
        y = h * 0.16
        for seat in (1, 2, 3):
            level = self.seat_levels[seat]
            label = f"{tr(f'seat.{seat}')}: {tr(f'level.{level}')}"
            buttons.append(Button(Box(x3, y, col, bh), label, f"seat:{seat}"))
            y += bh * 1.2
        for place, key in enumerate(("back", "start", "learn")):  # learn: a guided game
            box = Box(w * (0.19 + 0.22 * place), h * 0.86, w * 0.2, bh * 1.1)
            buttons.append(Button(box, tr(f"setup.{key}"), key))
        self.buttons = buttons

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
            self.resized()
        elif kind in ("start", "learn"):
            self.start(kind)
        elif kind == "back":
            self.app.pop()

    def start(self, route: str = "start") -> None:
        """A new game, or a learn game (one guided by lessons, never saved nor counted)."""
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
        widgets.text(surface, res, tr("setup.title"), font * 2, (w / 2, h * 0.06), anchor="center")
        heads = (("setup.game", 0.06), ("setup.preset", 0.38), ("setup.opponents", 0.70))
        for key, x in heads:
            widgets.text(surface, res, tr(key), font, (w * x, h * 0.12), widgets.GOLD)
        for button in self.buttons:
            button.draw(surface, res, font)
        if self.error:
            widgets.text(surface, res, self.error, font, (w / 2, h * 0.8), widgets.RED, "center")
