"""Rasterise the public-domain SVG cards of shared/assets/cards to the PNGs in assets/cards.

Needs ``rsvg-convert`` (Debian ``librsvg2-bin``) and the fonts the SVG indices use
(Debian ``fonts-liberation`` for "Arial", ``fonts-urw-base35`` for the jokers'
"URW Chancery L").  With ``pngquant`` installed (Debian ``pngquant``) the images are
reduced to a palette, which keeps them looking the same at a third of the size.
Run from the project root:

    python3 assets/scripts/render_cards.py [--source ../shared/assets/cards] [--height 480]

Output names are the card codes of shared/rules/common.md: ``AS.png``, ``TH.png``,
``JO_red.png``, ``JO_black.png``, ``back_red.png``, ``back_blue.png``.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUITS = {"spade": "S", "heart": "H", "diamond": "D", "club": "C"}
RANKS = {
    "2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7", "8": "8", "9": "9",
    "10": "T", "Jack": "J", "Queen": "Q", "King": "K", "Ace": "A",
}  # fmt: skip
EXTRAS = {
    "redJoker": "JO_red",
    "blackJoker": "JO_black",
    "redBack": "back_red",
    "blueBack": "back_blue",
}
DECKS = {"Vertical2": "2", "Vertical4": "4"}


def output_name(stem: str) -> str | None:
    if stem in EXTRAS:
        return EXTRAS[stem]
    for word, letter in SUITS.items():
        if stem.startswith(word) and stem[len(word) :] in RANKS:
            return RANKS[stem[len(word) :]] + letter
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=ROOT.parent / "shared/assets/cards")
    parser.add_argument("--height", type=int, default=480)
    args = parser.parse_args()
    if shutil.which("rsvg-convert") is None:
        print("rsvg-convert is missing: apt-get install librsvg2-bin", file=sys.stderr)
        return 1
    for folder, deck in DECKS.items():
        target = ROOT / "assets" / "cards" / deck
        target.mkdir(parents=True, exist_ok=True)
        for svg in sorted((args.source / folder).glob("*.svg")):
            name = output_name(svg.stem)
            if name is None:
                continue
            out = target / f"{name}.png"
            subprocess.check_call(
                ["rsvg-convert", "-h", str(args.height), "-a", "-o", str(out), str(svg)]
            )
            if shutil.which("pngquant"):
                quantise = ["pngquant", "--quality", "80-98", "--speed", "1", "--force", "--strip"]
                subprocess.check_call([*quantise, "--output", str(out), str(out)])
        print(f"{deck}-colour deck: {len(list(target.glob('*.png')))} PNGs in {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
