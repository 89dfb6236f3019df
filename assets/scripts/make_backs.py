"""Draw Atout's own card backs: assets/cards/{2,4}/back_green.png and back_purple.png.

The blue and red backs come from the public-domain SVGCards decks (render_cards.py);
these two are drawn here with pygame, shape by shape, at twice the size and scaled down
(so the lines are smooth), 320x480 like the faces, with the same rounded corners and
thin dark edge:

- ``back_green``: a gold lattice on bottle green, a dot at each crossing, inside a cream
  frame;
- ``back_purple``: rosettes of looping lines (guilloche, as on bank notes) on deep purple,
  a large one in the middle, inside a cream frame.

Run from the project root inside the project's environment (it uses pygame):
``.venv/bin/python assets/scripts/make_backs.py``.  With Pillow installed the images are
reduced to a palette, as render_cards.py does with pngquant.  They are ours, public domain
like the card art (assets/cards/LICENSE.txt).
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parents[2]
WIDTH, HEIGHT = 320, 480
SCALE = 2  # drawn at twice the size, then smoothly scaled down
RADIUS = 16  # the faces' corner radius
CREAM = (246, 240, 222)
EDGE = (20, 20, 20)

Colour = tuple[int, int, int]


def rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """White inside a rounded rectangle, transparent outside (to cut a pattern's corners)."""
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    return mask


def card(base: Colour, pattern: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """A back: the dark edge, the base colour, a cream frame and the pattern inside it."""
    s = SCALE
    out = pygame.Surface((WIDTH * s, HEIGHT * s), pygame.SRCALPHA)
    pygame.draw.rect(out, EDGE, out.get_rect(), border_radius=RADIUS * s)
    inner = out.get_rect().inflate(-4 * s, -4 * s)
    pygame.draw.rect(out, base, inner, border_radius=(RADIUS - 2) * s)
    frame = out.get_rect().inflate(-28 * s, -28 * s)
    pygame.draw.rect(out, CREAM, frame, border_radius=10 * s)
    field = frame.inflate(-8 * s, -8 * s)
    area = pygame.Surface(field.size, pygame.SRCALPHA)
    area.fill((*base, 255))
    pattern(area)
    area.blit(rounded_mask(field.size, 7 * s), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out.blit(area, field.topleft)
    return pygame.transform.smoothscale(out, (WIDTH, HEIGHT))


def lattice(area: pygame.Surface) -> None:
    """Gold lines crossing into diamonds, a lighter diamond every other one, a cream dot at
    every crossing."""
    w, h = area.get_size()
    step = 14 * SCALE
    gold, light = (214, 178, 84), (34, 110, 68)
    cx, cy = w / 2, h / 2
    reach = int(max(w, h) / step) + 2

    def crossing(i: int, j: int) -> tuple[float, float]:
        return cx + (i - j) * step, cy + (i + j) * step

    for i in range(-reach, reach + 1):
        for j in range(-reach, reach + 1):
            if (i + j) % 2 == 0:
                cells = [crossing(i, j), crossing(i + 1, j), crossing(i + 1, j + 1)]
                pygame.draw.polygon(area, light, [*cells, crossing(i, j + 1)])
    for i in range(-reach, reach + 1):
        down = (crossing(i, -reach), crossing(i, reach))
        across = (crossing(-reach, i), crossing(reach, i))
        for start, end in (down, across):
            pygame.draw.line(area, gold, start, end, 2 * SCALE)
    for i in range(-reach, reach + 1):
        for j in range(-reach, reach + 1):
            pygame.draw.circle(area, CREAM, crossing(i, j), 2.4 * SCALE)


def rosette(
    area: pygame.Surface,
    centre: tuple[float, float],
    radius: float,
    colour: Colour,
    loops: int,
    copies: int = 10,
) -> None:
    """A guilloche rosette: ``copies`` closed curves r(t) = R (0.7 + 0.3 sin(n t + phase)),
    their phases spread over a whole turn of the sine, so the loops cross into a mesh."""
    x0, y0 = centre
    for k in range(copies):
        phase = k * 2 * math.pi / copies
        points = []
        for step in range(721):
            t = step / 720 * 2 * math.pi
            r = radius * (0.7 + 0.3 * math.sin(loops * t + phase))
            points.append((x0 + r * math.cos(t), y0 + r * math.sin(t)))
        pygame.draw.lines(area, colour, True, points, max(1, SCALE))


def rosettes(area: pygame.Surface) -> None:
    """Small rosettes in offset rows, a large one in the middle on a plain disc."""
    w, h = area.get_size()
    lilac, pale = (188, 150, 222), (226, 206, 240)
    step = 44 * SCALE
    rows = int(h / step) + 2
    cols = int(w / step) + 2
    for row in range(-1, rows):
        for col in range(-1, cols):
            x = col * step + (step / 2 if row % 2 else 0)
            y = row * step * 0.87
            rosette(area, (x, y), step * 0.5, lilac, 5, 3)
    centre = (w / 2, h / 2)
    big = min(w, h) * 0.36
    pygame.draw.circle(area, (70, 28, 102), centre, big * 1.08)
    pygame.draw.circle(area, CREAM, centre, big * 1.08, 2 * SCALE)
    rosette(area, centre, big, pale, 12, 8)
    rosette(area, centre, big * 0.5, lilac, 7, 5)
    pygame.draw.circle(area, CREAM, centre, big * 0.12)


BACKS = {
    "back_green": ((18, 86, 52), lattice),
    "back_purple": ((62, 24, 92), rosettes),
}


def save(image: pygame.Surface, path: Path) -> None:
    """Write the PNG, with a palette when Pillow is there (a third of the size)."""
    pygame.image.save(image, str(path))
    try:
        from PIL import Image
    except ImportError:
        return
    with Image.open(path) as opened:
        reduced = opened.convert("RGBA").quantize(256, method=Image.Quantize.FASTOCTREE)
    reduced.save(path, optimize=True)


def main() -> None:
    pygame.display.init()
    for name, (base, pattern) in BACKS.items():
        image = card(base, pattern)
        for deck in ("2", "4"):
            path = ROOT / "assets" / "cards" / deck / f"{name}.png"
            save(image, path)
        print(f"assets/cards/{{2,4}}/{name}.png written")


if __name__ == "__main__":
    main()
