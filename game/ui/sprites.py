"""Card sprites: every card on the table is one, kept in a single layered group."""

from __future__ import annotations

import pygame

from game.core.cards import Card
from game.ui.resources import Resources


class CardSprite(pygame.sprite.Sprite):
    """A card (face up, or a back when ``card`` is None) centred at float ``x, y``."""

    def __init__(
        self,
        resources: Resources,
        key: str,
        card: Card | None,
        size: tuple[int, int],
        x: float,
        y: float,
        sideways: bool = False,
    ) -> None:
        super().__init__()
        self.resources = resources
        self.key = key
        self.card = card
        self.size = size
        self.sideways = sideways
        self.x = x
        self.y = y
        self.owner = -1  # the seat whose hand holds it, or -1
        self.dimmed = False
        self.glow = False  # a hint or the keyboard selection
        self.lift = 0.0  # raised by this many pixels (hover, selection)
        self.picture = pygame.Surface((1, 1))
        self.image = self.picture
        self.placed = self.picture.get_rect()  # the same as ``rect``, typed for our use
        self.rect = self.placed
        self._look: tuple[object, ...] = ()
        self.refresh()

    def set_face(self, card: Card | None, size: tuple[int, int], sideways: bool) -> None:
        self.card, self.size, self.sideways = card, size, sideways
        self.refresh()

    def refresh(self) -> None:
        """Rebuild the image when its look changed, and place the rect at the float position."""
        look = (
            self.card,
            self.size,
            self.sideways,
            self.dimmed,
            self.glow,
            self.resources.four_colour,
        )
        if look != self._look:
            self._look = look
            self.picture = self._render()
            self.image = self.picture
        self.placed = self.picture.get_rect(center=(round(self.x), round(self.y - self.lift)))
        self.rect = self.placed

    def _render(self) -> pygame.Surface:
        face = self.resources.card(self.card, self.size)
        w, h = self.size
        pad = max(2, w // 18)
        image = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        shadow = pygame.Rect(pad + 2, pad + 3, w, h)
        pygame.draw.rect(image, (0, 0, 0, 70), shadow, border_radius=max(3, w // 14))
        image.blit(face, (pad, pad))
        if self.dimmed:
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(
                veil, (20, 30, 25, 115), veil.get_rect(), border_radius=max(3, w // 14)
            )
            image.blit(veil, (pad, pad))
        if self.glow:
            ring = pygame.Rect(pad - 1, pad - 1, w + 2, h + 2)
            pygame.draw.rect(image, (255, 214, 64), ring, width=max(3, pad), border_radius=w // 12)
        if self.sideways:
            image = pygame.transform.rotate(image, 90)
        return image
