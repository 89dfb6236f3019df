"""Drawing helpers shared by the scenes: text, panels and buttons."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from game.ui.layout import Box
from game.ui.resources import Resources

INK = (245, 240, 225)
GOLD = (240, 200, 90)
DIM = (170, 180, 170)
PANEL = (18, 40, 30, 215)
BUTTON = (44, 92, 70)
BUTTON_HOVER = (62, 122, 94)
BUTTON_OFF = (60, 70, 65)
RED = (230, 90, 80)


def text(
    surface: pygame.Surface,
    res: Resources,
    words: str,
    size: int,
    pos: tuple[float, float],
    colour: tuple[int, int, int] = INK,
    anchor: str = "topleft",
    shadow: bool = True,
) -> pygame.Rect:
    """Draw one line; ``anchor`` is a pygame Rect attribute name (``center``, ``midtop``...)."""
    image = res.text_image(words, size, colour)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surface.blit(res.text_image(words, size, (0, 0, 0)), rect.move(1, 2))
    surface.blit(image, rect)
    return rect


_TOKENS = re.compile(r"[\u2e80-\uffff]|[^\s\u2e80-\uffff]+\s*|\s+")


def wrap(res: Resources, words: str, size: int, width: float) -> list[str]:
    """Break ``words`` into lines that fit ``width``: at spaces, or between Japanese characters."""
    font = res.font(size)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for token in _TOKENS.findall(paragraph):
            candidate = line + token
            if font.size(candidate.rstrip())[0] <= width or not line:
                line = candidate
            else:
                lines.append(line.rstrip())
                line = token.lstrip()
        lines.append(line.rstrip())
    return lines


def fit(res: Resources, words: str, size: int, width: float) -> str:
    """``words`` cut with an ellipsis to fit ``width``."""
    font = res.font(size)
    if font.size(words)[0] <= width:
        return words
    while words and font.size(words + "…")[0] > width:
        words = words[:-1]
    return words + "…"


_PANELS: dict[tuple[int, int, tuple[int, ...]], pygame.Surface] = {}


def panel(surface: pygame.Surface, box: Box, colour: tuple[int, ...] = PANEL) -> None:
    """A translucent rounded panel with a thin gold edge (layers cached by size and colour);
    nothing for a box with no area (a window shrunk to a sliver)."""
    rect = pygame.Rect(box.as_tuple())
    if rect.w <= 0 or rect.h <= 0:
        return
    key = (rect.w, rect.h, colour)
    layer = _PANELS.get(key)
    if layer is None:
        if len(_PANELS) > 200:
            _PANELS.clear()
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = max(6, int(min(rect.w, rect.h) * 0.08))
        pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=radius)
        pygame.draw.rect(layer, (*GOLD, 120), layer.get_rect(), width=2, border_radius=radius)
        _PANELS[key] = layer
    surface.blit(layer, rect)


@dataclass(slots=True)
class Button:
    """A clickable label; ``key`` says what it does to the scene that owns it."""

    box: Box
    label: str
    key: str
    enabled: bool = True
    selected: bool = False
    fitted: tuple[str, int, int] = ("", 0, 0)  # (label, asked size) -> size that fits

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.box.contains(pos)

    def draw(self, surface: pygame.Surface, res: Resources, size: int) -> None:
        rect = pygame.Rect(self.box.as_tuple())
        hover = self.enabled and rect.collidepoint(pygame.mouse.get_pos())
        colour = BUTTON_OFF if not self.enabled else BUTTON_HOVER if hover else BUTTON
        radius = max(5, rect.h // 4)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 3), border_radius=radius)
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
        edge = GOLD if self.selected else (110, 160, 130)
        pygame.draw.rect(
            surface, edge, rect, width=2 if not self.selected else 3, border_radius=radius
        )
        if self.fitted[:2] != (self.label, size):
            label_size = size
            while res.font(label_size).size(self.label)[0] > rect.w - 8 and label_size > 10:
                label_size -= 1
            self.fitted = (self.label, size, label_size)
        label_size = self.fitted[2]
        text(
            surface,
            res,
            self.label,
            label_size,
            rect.center,
            INK if self.enabled else DIM,
            "center",
        )


def hit_button(buttons: list[Button], pos: tuple[int, int]) -> Button | None:
    for button in buttons:
        if button.hit(pos):
            return button
    return None
