"""Rasterise the public-domain SVG cards of shared/assets/cards to the PNGs in assets/cards.

Needs ``rsvg-convert`` (Debian ``librsvg2-bin``) and the fonts the SVG indices use
(Debian ``fonts-liberation`` for "Arial", ``fonts-urw-base35`` for the jokers'
"URW Chancery L").  With ``pngquant`` installed (Debian ``pngquant``) the images are
reduced to a palette, which keeps them looking the same at a third of the size.
Run from the project root:

    python3 assets/scripts/render_cards.py [--source ../shared/assets/cards] [--height 480]
                                           [--decks 2,4]

The four-colour deck is recoloured to the colours players know from card sites and
poker rooms (spades black, hearts red, diamonds blue, clubs green): the source art's
purple spades, tan diamonds and blue clubs are swapped as the SVG is read.

Output names are the card codes of shared/rules/common.md: ``AS.png``, ``TH.png``,
``JO_red.png``, ``JO_black.png``, ``back_red.png``, ``back_blue.png``.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
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
FOUR_COLOURS = {  # the source's suit colours -> the usual four-colour deck's, per suit
    "spade": {"#b900b9": "#010101", "#b400b4": "#2a2a2a"},
    "heart": {"#ff0052": "#e3001b"},
    "diamond": {"#b28940": "#0b5fd0"},
    "club": {"#0050a1": "#0f8a36"},
}


def recoloured(svg: Path, deck: str, folder: Path) -> Path:
    """The SVG to render: the four-colour deck's suit colours swapped (a copy in ``folder``)."""
    swaps = next((s for word, s in FOUR_COLOURS.items() if svg.stem.startswith(word)), {})
    if deck != "4" or not swaps:
        return svg
    text = svg.read_text(encoding="utf-8")
    for old, new in swaps.items():
        text = text.replace(old, new).replace(old.upper(), new)
    out = folder / svg.name
    out.write_text(text, encoding="utf-8")
    return out


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
    parser.add_argument("--decks", default="2,4", help="which decks to render (2, 4 or both)")
    args = parser.parse_args()
    wanted = set(args.decks.split(","))
    if shutil.which("rsvg-convert") is None:
        print("rsvg-convert is missing: apt-get install librsvg2-bin", file=sys.stderr)
        return 1
    scratch = Path(tempfile.mkdtemp(prefix="atout-cards-"))
    for folder, deck in DECKS.items():
        if deck not in wanted:
            continue
        target = ROOT / "assets" / "cards" / deck
        target.mkdir(parents=True, exist_ok=True)
        for svg in sorted((args.source / folder).glob("*.svg")):
            name = output_name(svg.stem)
            if name is None:
                continue
            out = target / f"{name}.png"
            source = recoloured(svg, deck, scratch)
            subprocess.check_call(
                ["rsvg-convert", "-h", str(args.height), "-a", "-o", str(out), str(source)]
            )
            if shutil.which("pngquant"):
                quantise = ["pngquant", "--quality", "80-98", "--speed", "1", "--force", "--strip"]
                subprocess.check_call([*quantise, "--output", str(out), str(out)])
        print(f"{deck}-colour deck: {len(list(target.glob('*.png')))} PNGs in {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
