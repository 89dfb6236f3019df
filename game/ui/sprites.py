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
        self.dimmed = False  # not playable now: veiled, and the keyboard cursor skips it
        self.hinted = False  # the hint's card: a warm glow around it
        self.cursor = False  # the keyboard cursor: a crisp white outline
        self.fresh = 0.0  # just drawn (Burraco): a cool glow, fading from 1 to 0
        self.lift = 0.0  # raised by this many pixels (selected, or under the mouse)
        self.picture = pygame.Surface((1, 1))
        self.image = self.picture
        self.placed = self.picture.get_rect()  # the card itself, without shadow or glow
        self.rect = self.placed  # the whole image (pygame draws it there)
        self._look: tuple[object, ...] = ()
        self.refresh()

    def set_face(self, card: Card | None, size: tuple[int, int], sideways: bool) -> None:
        self.card, self.size, self.sideways = card, size, sideways
        self.refresh()

    def plain(self) -> None:
        """No mark at all (a card leaving the hand)."""
        self.dimmed = self.hinted = self.cursor = False
        self.fresh = 0.0
        self.lift = 0.0

    def refresh(self) -> None:
        """Rebuild the image when its look changed, and place the rects at the float position."""
        look = (
            self.card,
            self.size,
            self.sideways,
            self.dimmed,
            self.hinted,
            self.cursor,
            round(self.fresh * FADE_STEPS),
            self.resources.four_colour,
        )
        if look != self._look:
            self._look = look
            self.picture = self._render()
            self.image = self.picture
        centre = (round(self.x), round(self.y - self.lift))
        w, h = self.size
        self.placed = pygame.Rect(0, 0, *((h, w) if self.sideways else (w, h)))
        self.placed.center = centre
        self.rect = self.picture.get_rect(center=centre)

    def _render(self) -> pygame.Surface:
        face = self.resources.card(self.card, self.size)
        w, h = self.size
        pad = margin_of(w)
        radius = max(3, w // 14)
        image = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        card = pygame.Rect(pad, pad, w, h)
        if self.hinted:
            halo(image, card, pad, HINT_GLOW, 1.0, radius)
        level = round(self.fresh * FADE_STEPS) / FADE_STEPS
        if level > 0:
            halo(image, card, pad, FRESH_GLOW, level, radius)
        if self.cursor:  # dark, white, dark: it reads on a white face and on the felt
            line = max(2, pad // 3)
            ring = card.inflate(2 * line + 4, 2 * line + 4)
            pygame.draw.rect(image, CURSOR_EDGE, ring.inflate(2, 2), border_radius=radius + 2)
            pygame.draw.rect(image, CURSOR_LINE, ring, border_radius=radius + 2)
            pygame.draw.rect(image, CURSOR_EDGE, card.inflate(4, 4), border_radius=radius)
        else:
            pygame.draw.rect(image, (0, 0, 0, 70), card.move(2, 3), border_radius=radius)
        image.blit(face, card)
        if self.dimmed:
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(veil, (20, 30, 25, 115), veil.get_rect(), border_radius=radius)
            image.blit(veil, card)
        if self.sideways:
            image = pygame.transform.rotate(image, 90)
        return image


FADE_STEPS = 12  # a fading glow is drawn at this many levels (not once a frame)
HINT_GLOW = (255, 190, 40)  # warm gold: the hint
FRESH_GLOW = (110, 205, 255)  # cool blue: a card just drawn
CURSOR_LINE = (250, 250, 250)  # the keyboard cursor's outline, on a dark edge
CURSOR_EDGE = (15, 25, 45)


def margin_of(width: int) -> int:
    """The room around a card's face for its shadow, glow and outline."""
    return max(4, width // 7)


def halo(
    image: pygame.Surface,
    card: pygame.Rect,
    pad: int,
    colour: tuple[int, int, int],
    strength: float,
    radius: int,
) -> None:
    """A soft glow around ``card``: rings fading outwards into the margin."""
    for k in range(pad, 0, -1):
        alpha = round(strength * 230 * (1 - (k - 1) / pad) ** 1.5)
        pygame.draw.rect(
            image, (*colour, alpha), card.inflate(2 * k, 2 * k), border_radius=radius + k
        )
