"""Make assets/fonts/AtoutSans.otf: a subset of Noto Sans CJK JP Regular (SIL OFL 1.1).

The full font is 19 MB; the program needs Latin, the suit signs, the kana and
the kanji its own texts use.  This script collects every character of the
program's texts (game/ui, the catalogues in assets/locale and assets/rules) and
keeps only those glyphs, so the shipped font stays small.  Re-run it after adding
Japanese text (a test checks that the font covers every catalogue text).

Needs Debian ``fonts-noto-cjk`` and ``python3-fonttools``.  Run from the
project root: ``python3 assets/scripts/subset_font.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parents[2]
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
TARGET = ROOT / "assets" / "fonts" / "AtoutSans.otf"
RANGES = (
    (0x20, 0x7E),  # ASCII
    (0xA0, 0x17F),  # Latin-1 and Latin Extended-A (French, names)
    (0x2010, 0x2044),  # dashes, quotes, ellipsis
    (0x2190, 0x2193),  # arrows
    (0x2605, 0x2606),  # stars
    (0x2660, 0x2667),  # suit signs, black and white
    (0x3000, 0x303F),  # CJK punctuation
    (0x3040, 0x30FF),  # hiragana and katakana
    (0xFF01, 0xFF5E),  # full-width forms
)


def wanted_characters() -> set[int]:
    chars: set[int] = set()
    for low, high in RANGES:
        chars.update(range(low, high + 1))
    texts = [
        *(ROOT / "game" / "ui").rglob("*.py"),
        *(ROOT / "assets" / "locale").rglob("*.po"),
        *(ROOT / "assets" / "rules").glob("*.md"),
    ]
    for path in texts:
        chars.update(ord(ch) for ch in path.read_text(encoding="utf-8") if ord(ch) >= 0x80)
    return chars


def main() -> int:
    collection = TTCollection(str(SOURCE))
    font = next(f for f in collection.fonts if "JP" in f["name"].getDebugName(1))
    options = subset.Options()
    options.layout_features = ["kern", "palt", "vert"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    wanted = wanted_characters() & set(font.getBestCmap())
    subsetter.populate(unicodes=wanted)
    subsetter.subset(font)
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(TARGET))
    print(f"{TARGET.relative_to(ROOT)}: {len(wanted)} characters, {TARGET.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
