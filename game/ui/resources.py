"""Assets: one path helper (source tree or PyInstaller bundle) and lazy, cached loading.

Nothing is loaded at import time; images are scaled once per size and kept.  Text is drawn
and measured through ``TextFont``: a line in visual order (``game.ui.writing``), in runs,
Arabic in the Arabic font (told its script, so HarfBuzz joins the letters), the rest in the
main font, on one baseline.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.core.cards import Card
from game.session.storage import CARD_BACKS  # each is cards/<deck>/back_<name>.png
from game.ui import writing


def asset_path(*parts: str) -> Path:
    """A file under ``assets/``, whether running from source or from a frozen bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if bundle else Path(__file__).resolve().parents[2]
    return root.joinpath("assets", *parts)


FONT_FILE = ("fonts", "AtoutSans.otf")
ARABIC_FONT_FILE = ("fonts", "AtoutArabic.ttf")
SOUNDS = ("deal", "play", "gather", "announce")


def arabic_font(size: int) -> pygame.font.Font:
    """The Arabic font at ``size``, told its script so that its letters are shaped."""
    font = pygame.font.Font(str(asset_path(*ARABIC_FONT_FILE)), size)
    font.set_script("Arab")
    return font


class TextFont:
    """One text size: measures and draws lines as they are shown, in visual order and in
    runs of the font that covers each (the same calls as a ``pygame.font.Font``: ``size``,
    ``render``, ``get_linesize``, so every measure is of the line as drawn)."""

    def __init__(self, size: int) -> None:
        self.main = pygame.font.Font(str(asset_path(*FONT_FILE)), size)
        self._size = size
        self._arabic: pygame.font.Font | None = None
        self._widths: dict[tuple[str, bool, bool], tuple[int, int]] = {}  # by line and mode

    @property
    def arabic(self) -> pygame.font.Font:
        if self._arabic is None:
            self._arabic = arabic_font(self._size)
        return self._arabic

    def _runs(self, line: str) -> list[tuple[str, pygame.font.Font]]:
        drawn = writing.visual(line)
        return [
            (piece, self.arabic if arabic else self.main) for piece, arabic in writing.runs(drawn)
        ]

    def size(self, line: str) -> tuple[int, int]:
        """The width and height ``line`` takes drawn (its runs side by side)."""
        key = (line, *writing.mode())
        found = self._widths.get(key)
        if found is None:
            width = sum(font.size(piece)[0] for piece, font in self._runs(line))
            found = (width, self.main.get_height())
            if len(self._widths) > 4000:
                self._widths.clear()
            self._widths[key] = found
        return found

    def get_linesize(self) -> int:
        return self.main.get_linesize()

    def get_height(self) -> int:
        return self.main.get_height()

    def render(self, line: str, antialias: bool, colour: tuple[int, int, int]) -> pygame.Surface:
        """``line`` drawn left to right in visual order, each run in its font, the runs on the
        main font's baseline."""
        runs = self._runs(line)
        if len(runs) <= 1 and (not runs or runs[0][1] is self.main):
            return self.main.render(runs[0][0] if runs else "", antialias, colour)
        images = [font.render(piece, antialias, colour) for piece, font in runs]
        width = sum(image.get_width() for image in images)
        line_image = pygame.Surface((max(1, width), self.main.get_height()), pygame.SRCALPHA)
        x, baseline = 0, self.main.get_ascent()
        for image, (_, font) in zip(images, runs, strict=True):
            line_image.blit(image, (x, baseline - font.get_ascent()))
            x += image.get_width()
        return line_image


class Resources:
    """Card images, fonts and sounds for the running program."""

    def __init__(self) -> None:
        self.four_colour = False
        self.card_back = CARD_BACKS[0]  # the back the table shows (a setting)
        self._originals: dict[tuple[str, str], pygame.Surface] = {}
        self._scaled: dict[tuple[str, str, int, int], pygame.Surface] = {}
        self._fonts: dict[int, TextFont] = {}
        self._texts: dict[tuple[str, int, tuple[int, int, int], str], pygame.Surface] = {}
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self.sound_on = True

    # --- cards -------------------------------------------------------------

    def _original(self, deck: str, name: str) -> pygame.Surface:
        key = (deck, name)
        image = self._originals.get(key)
        if image is None:
            image = pygame.image.load(str(asset_path("cards", deck, f"{name}.png")))
            if pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            self._originals[key] = image
        return image

    def image(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """A card face (code like ``"AS"``) or back (``"back_blue"``) at ``size``."""
        deck = "4" if self.four_colour else "2"
        key = (deck, name, size[0], size[1])
        image = self._scaled.get(key)
        if image is None:
            image = pygame.transform.smoothscale(self._original(deck, name), size)
            if len(self._scaled) > 600:
                self._scaled.clear()
            self._scaled[key] = image
        return image

    def card(self, card: Card | None, size: tuple[int, int]) -> pygame.Surface:
        """A card's face (a joker's is the red one) or, for ``None``, the chosen back."""
        if card is None:
            back = self.card_back if self.card_back in CARD_BACKS else CARD_BACKS[0]
            return self.image(f"back_{back}", size)
        return self.image("JO_red" if card.is_joker else card.code, size)

    # --- text --------------------------------------------------------------

    def font(self, size: int) -> TextFont:
        size = max(8, int(size))
        font = self._fonts.get(size)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = TextFont(size)
            self._fonts[size] = font
        return font

    def text_image(self, words: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
        """A rendered line, cached: the table redraws the same words every frame (its key
        holds the line as drawn: the direction and digits change how it looks)."""
        key = (words, size, colour, writing.visual(words))
        image = self._texts.get(key)
        if image is None:
            if len(self._texts) > 3000:
                self._texts.clear()
            image = self.font(size).render(words, True, colour)
            self._texts[key] = image
        return image

    def forget_texts(self) -> None:
        """Drop rendered lines (the language changed)."""
        self._texts.clear()

    # --- sound -------------------------------------------------------------

    def play(self, name: str) -> None:
        if not self.sound_on:
            return
        if name not in self._sounds:
            self._sounds[name] = self._load_sound(name)
        sound = self._sounds[name]
        if sound is not None:
            sound.play()

    @staticmethod
    def _load_sound(name: str) -> pygame.mixer.Sound | None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            return pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
        except pygame.error:
            return None  # no audio device: the game plays silently
