"""Assets: one path helper (source tree or PyInstaller bundle) and lazy, cached loading.

Nothing is loaded at import time; images are scaled once per size and kept.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.core.cards import Card
from game.session.storage import CARD_BACKS  # each is cards/<deck>/back_<name>.png


def asset_path(*parts: str) -> Path:
    """A file under ``assets/``, whether running from source or from a frozen bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if bundle else Path(__file__).resolve().parents[2]
    return root.joinpath("assets", *parts)


FONT_FILE = ("fonts", "AtoutSans.otf")
SOUNDS = ("deal", "play", "gather", "announce")


class Resources:
    """Card images, fonts and sounds for the running program."""

    def __init__(self) -> None:
        self.four_colour = False
        self.card_back = CARD_BACKS[0]  # the back the table shows (a setting)
        self._originals: dict[tuple[str, str], pygame.Surface] = {}
        self._scaled: dict[tuple[str, str, int, int], pygame.Surface] = {}
        self._fonts: dict[int, pygame.font.Font] = {}
        self._texts: dict[tuple[str, int, tuple[int, int, int]], pygame.Surface] = {}
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

    def font(self, size: int) -> pygame.font.Font:
        size = max(8, int(size))
        font = self._fonts.get(size)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = pygame.font.Font(str(asset_path(*FONT_FILE)), size)
            self._fonts[size] = font
        return font

    def text_image(self, words: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
        """A rendered line, cached: the table redraws the same words every frame."""
        key = (words, size, colour)
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
