"""Make the program's fonts, subsets of OFL fonts (SIL Open Font License 1.1):

- assets/fonts/AtoutSans.otf from Noto Sans CJK JP Regular: Latin, the suit signs, the
  kana and the kanji the program's texts use (the full font is 19 MB);
- assets/fonts/AtoutArabic.ttf from Noto Sans Arabic Regular: the Arabic letters, marks,
  digits and punctuation, with every glyph its shaping reaches (joining forms, the lam-alef
  ligatures), and whatever else of the font the Arabic texts use.

This script collects every character of the program's texts (game/ui, the catalogues in
assets/locale and assets/rules, whichever of them exist yet) and keeps only those glyphs,
so the shipped fonts stay small.  Re-run it after adding Japanese or Arabic text (a test
checks that the fonts cover every catalogue text).

Needs Debian ``fonts-noto-cjk``, ``fonts-noto-core`` and ``python3-fonttools``.  Run from
the project root: ``python3 assets/scripts/subset_font.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parents[2]
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
TARGET = ROOT / "assets" / "fonts" / "AtoutSans.otf"
ARABIC_SOURCE = Path("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf")
ARABIC_TARGET = ROOT / "assets" / "fonts" / "AtoutArabic.ttf"
ARABIC_RANGES = (
    (0x20, 0x20),  # the space
    (0x060C, 0x060C),  # Arabic comma
    (0x061B, 0x061F),  # semicolon, question mark
    (0x0621, 0x0655),  # letters, tatweel and harakat
    (0x0660, 0x066D),  # Arabic-Indic digits, percent, decimal and thousands separators
    (0x0670, 0x0671),  # superscript alef, alef wasla
    (0x06CC, 0x06CC),  # Farsi yeh (in Gulf spellings)
    (0x200C, 0x200F),  # joiners and direction marks
)
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


def save_subset(font: TTFont, wanted: set[int], features: list[str], target: Path) -> None:
    options = subset.Options()
    options.layout_features = features
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=wanted)
    subsetter.subset(font)
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(target))
    print(f"{target.relative_to(ROOT)}: {len(wanted)} characters, {target.stat().st_size} bytes")


def arabic_characters() -> set[int]:
    """The Arabic block's letters, marks, digits and punctuation, and every character of
    the Arabic texts (the catalogue and rules, once written: none is needed to run)."""
    chars: set[int] = set()
    for low, high in ARABIC_RANGES:
        chars.update(range(low, high + 1))
    texts = [
        *(ROOT / "game" / "ui").rglob("*.py"),
        *(ROOT / "assets" / "locale" / "ar").rglob("*.po"),
        *(ROOT / "assets" / "rules").glob("*.ar.md"),
    ]
    for path in texts:
        chars.update(ord(ch) for ch in path.read_text(encoding="utf-8") if ord(ch) >= 0x80)
    return chars


def main() -> int:
    collection = TTCollection(str(SOURCE))
    font = next(f for f in collection.fonts if "JP" in f["name"].getDebugName(1))
    save_subset(
        font, wanted_characters() & set(font.getBestCmap()), ["kern", "palt", "vert"], TARGET
    )
    arabic = TTFont(str(ARABIC_SOURCE))
    wanted = arabic_characters() & set(arabic.getBestCmap())
    save_subset(arabic, wanted, ["*"], ARABIC_TARGET)  # all of its shaping: joins, ligatures
    return 0


if __name__ == "__main__":
    sys.exit(main())
