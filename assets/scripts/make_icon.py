"""Draw assets/icon.png (256x256): two fanned cards from assets/cards on a felt tile.

Run from the project root inside the project's environment (it uses pygame):
``.venv/bin/python assets/scripts/make_icon.py``.  The card art is public domain
(assets/cards/LICENSE.txt), so the icon is too.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parents[2]
SIZE = 256


def main() -> None:
    pygame.display.init()
    icon = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    pygame.draw.rect(icon, (24, 112, 68), icon.get_rect(), border_radius=44)
    pygame.draw.rect(icon, (58, 34, 18), icon.get_rect(), width=10, border_radius=44)
    for code, angle, dx in (("JS", 14, -34), ("AH", -12, 34)):
        card = pygame.image.load(str(ROOT / "assets" / "cards" / "2" / f"{code}.png"))
        card = pygame.transform.smoothscale(card, (120, 180))
        card = pygame.transform.rotozoom(card, angle, 1.0)
        icon.blit(card, card.get_rect(center=(SIZE // 2 + dx, SIZE // 2 + 6)))
    pygame.image.save(icon, str(ROOT / "assets" / "icon.png"))
    print("assets/icon.png written")


if __name__ == "__main__":
    main()
