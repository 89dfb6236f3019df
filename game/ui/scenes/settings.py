"""Settings: language (and, in Arabic, its digits: ١٢٣ or 123), animation speed, how tricks
are gathered, deck colours, card back (shown beside its row), the order of the hand, sound,
hints, auto-play and how long a card played for you is held, full screen."""

from __future__ import annotations

import pygame

from game.session.storage import CHOICES, Settings
from game.ui import widgets, writing
from game.ui.app import App, Scene
from game.ui.i18n import tr
from game.ui.layout import Box, card_size
from game.ui.widgets import Button, hit_button

ROWS = (
    "language",
    "speed",
    "gather",
    "deck",
    "card_back",
    "hand_sort",
    "sound",
    "hints",
    "autoplay",
    "forced_pause",
    "fullscreen",
)
VALUE_WORDS = {  # the words of a choice: back.green
    "card_back": "back",
    "hand_sort": "sort",
    "forced_pause": "forced_pause",
}


def shown_rows(settings: Settings) -> tuple[str, ...]:
    """The rows the settings screen shows: the digits only where they are chosen (Arabic)."""
    if settings.language != "ar":
        return ROWS
    return (ROWS[0], "digits", *ROWS[1:])


def row_boxes(width: int, height: int, count: int) -> list[Box]:
    """A centred column of ``count`` buttons under the title, the last one (back) apart."""
    top, bottom = height * 0.15, height * 0.97
    pitch = (bottom - top) / (count + 0.3)
    h = min(pitch * 0.8, max(40.0, height * 0.065))
    w = min(width * 0.8, max(width * 0.56, 560.0))
    boxes = [Box(width / 2 - w / 2, top + i * pitch, w, h) for i in range(count - 1)]
    back_w = min(width * 0.36, 420.0)
    boxes.append(Box(width / 2 - back_w / 2, top + (count - 0.7) * pitch, back_w, h))
    return boxes


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
        if key == "digits":
            return writing.as_written(tr(f"digits.{s.digits}"))
        if key == "speed":
            return tr(f"speed.{s.speed}")
        if key == "gather":
            return tr(f"gather.{s.gather}")
        if key == "deck":
            return tr("deck.4") if s.four_colour else tr("deck.2")
        if key in VALUE_WORDS:
            return tr(f"{VALUE_WORDS[key]}.{getattr(s, key)}")
        return tr("on") if getattr(s, key) else tr("off")

    def resized(self) -> None:
        rows = shown_rows(self.app.settings)
        boxes = row_boxes(*self.app.size, len(rows) + 1)
        self.buttons = [
            Button(box, f"{tr(f'settings.{key}')}: {self.value_words(key)}", key)
            for key, box in zip(rows, boxes, strict=False)
        ]
        self.buttons.append(Button(boxes[-1], tr("setup.back"), "back"))

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
        if key in CHOICES:
            setattr(s, key, cycle(CHOICES[key], getattr(s, key)))
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
        self.draw_back(surface)

    def draw_back(self, surface: pygame.Surface) -> None:
        """The chosen card back, beside its row (right of it where there is room)."""
        row = next(b.box for b in self.buttons if b.key == "card_back")
        w, h = self.app.size
        room = w - row.right
        ch = card_size(w, h)[1]
        height = min(ch * 1.1, room * 0.75 * 1.5, h * 0.3)
        if height < row.h * 1.5:  # a narrow window: no room beside the rows
            return
        size = (round(height / 1.5), round(height))
        image = self.app.resources.image(f"back_{self.app.settings.card_back}", size)
        surface.blit(image, image.get_rect(center=(row.right + room / 2, row.center[1])))
