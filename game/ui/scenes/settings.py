"""Settings: language, animation speed, deck colours, sound, hints, auto-play, full screen."""

from __future__ import annotations

import pygame

from game.session.storage import LANGUAGES, SPEEDS
from game.ui import widgets
from game.ui.app import App, Scene
from game.ui.i18n import tr
from game.ui.layout import menu_buttons
from game.ui.widgets import Button, hit_button

ROWS = ("language", "speed", "deck", "sound", "hints", "autoplay", "fullscreen")


def cycle(values: tuple[str, ...], current: str) -> str:
    return values[(values.index(current) + 1) % len(values)] if current in values else values[0]


class SettingsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.resized()

    def value_words(self, key: str) -> str:
        s = self.app.settings
        if key == "language":
            return tr(f"lang.{s.language}")
        if key == "speed":
            return tr(f"speed.{s.speed}")
        if key == "deck":
            return tr("deck.4") if s.four_colour else tr("deck.2")
        return tr("on") if getattr(s, key) else tr("off")

    def resized(self) -> None:
        w, h = self.app.size
        boxes = menu_buttons(w, round(h * 0.82), len(ROWS) + 1)
        self.buttons = [
            Button(
                box.__class__(box.x - w * 0.1, box.y - h * 0.12, box.w + w * 0.2, box.h * 0.9),
                f"{tr(f'settings.{key}')}: {self.value_words(key)}",
                key,
            )
            for key, box in zip(ROWS, boxes, strict=False)
        ]
        last = boxes[len(ROWS)]
        self.buttons.append(
            Button(
                last.__class__(last.x, last.y - h * 0.08, last.w, last.h * 0.9),
                tr("setup.back"),
                "back",
            )
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons, event.pos)
            if button is not None:
                self.click(button.key)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.click("back")
        return True

    def click(self, key: str) -> None:
        s = self.app.settings
        if key == "back":
            self.app.pop()
            for scene in self.app.scenes:
                scene.resized()
            return
        if key == "language":
            s.language = cycle(LANGUAGES, s.language)
        elif key == "speed":
            s.speed = cycle(SPEEDS, s.speed)
        elif key == "deck":
            s.four_colour = not s.four_colour
        elif key == "fullscreen":
            self.app.toggle_fullscreen()
        else:
            setattr(s, key, not getattr(s, key))
        self.app.save_settings()
        self.resized()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        surface.blit(self.app.felt(), (0, 0))
        res = self.app.resources
        font = max(14, round(h / 42))
        widgets.text(
            surface, res, tr("settings.title"), font * 2, (w / 2, h * 0.08), anchor="center"
        )
        for button in self.buttons:
            button.draw(surface, res, font)
