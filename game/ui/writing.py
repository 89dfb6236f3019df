"""Which way the player's language writes, and the order in which a line is drawn.

Arabic is written right to left, with numbers, card names (``10♥``) and Latin words left to
right inside it.  pygame's renderer shapes Arabic (HarfBuzz joins the letters: لا, the
initial, medial and final forms) when its font is told the script, but it does no bidi
reordering and its own right-to-left direction reverses the numbers.  So each line (after
wrapping: the bidi algorithm works on what one line shows) is put in visual order here with
the Unicode bidi algorithm (``python-bidi``), then drawn left to right in runs: the Arabic
letters in the Arabic font, the rest (Latin, digits, suit signs, Japanese) in the main font
(``runs``).  ``rtl()`` is the one switch the drawing reads to mirror panels and align text
to the right; Arabic-Indic digits (١٥٢) are a setting of their own (``digits``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from bidi import get_display

RTL_LANGUAGES = frozenset({"ar"})
ARABIC = re.compile("[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]")
"""The characters the Arabic font draws (its letters, marks, punctuation and digits)."""
BIDI_CONTROLS = dict.fromkeys(ord(c) for c in "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e")
BIDI_CONTROLS.update(dict.fromkeys(range(0x2066, 0x206A)))
"""Invisible marks that steer the bidi algorithm; no font draws them, so they go once used."""
ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
MIRRORED = dict(zip("()[]{}<>«»‹›", ")(][}{><»«›‹", strict=True))
"""Characters drawn as their mirror image inside right-to-left text (bidi rule L4)."""
_LEVEL = re.compile(r"Level\(\s*(\d+),?\s*\)")
ISOLATE = ("\u2066", "\u2069")
"""Left-to-right isolate marks: what they hold keeps its Western digits (``as_written``)."""
_ISOLATED = re.compile("(\u2066[^\u2069]*\u2069)")
_WORD = re.compile(r"[0-9A-Za-z]+(?:-[0-9A-Za-z]+)*")
"""A word of Latin letters and digits: one with a letter (a deal code, F11) keeps its digits."""


@dataclass(slots=True)
class Writing:
    """How the player's language is written: right to left or not, and its digits."""

    rtl: bool = False
    arabic_digits: bool = False


_writing = Writing()


def set_writing(language: str, digits: str = "western") -> None:
    """Follow the chosen language (and, in Arabic, its digits setting)."""
    _writing.rtl = language in RTL_LANGUAGES
    _writing.arabic_digits = _writing.rtl and digits == "arabic"


def rtl() -> bool:
    """Whether panels mirror and text aligns right (the language is written right to left)."""
    return _writing.rtl


def mode() -> tuple[bool, bool]:
    """What changes how a line looks: right to left, Arabic-Indic digits."""
    return (_writing.rtl, _writing.arabic_digits)


def is_arabic(char: str) -> bool:
    return ARABIC.match(char) is not None


def visual(line: str) -> str:
    """One line in the order it is drawn, left to right: its right-to-left parts reversed by
    the bidi algorithm (numbers and Latin inside them kept in their order), numbers written
    in the digits the setting says (a deal code or a key name such as F11 keeps its own),
    the bidi marks dropped.  A line with no Arabic is left as it is."""
    return _visual(line, _writing.rtl, _writing.arabic_digits)


@lru_cache(maxsize=8192)
def _visual(line: str, rtl: bool, arabic_digits: bool) -> str:
    if arabic_digits:
        pieces = _ISOLATED.split(line)  # the odd pieces are isolated: kept as they are
        line = "".join(p if i % 2 else _WORD.sub(_written, p) for i, p in enumerate(pieces))
    if ARABIC.search(line) is not None:
        base = "R" if rtl else None
        if any(char in MIRRORED for char in line):
            line = _mirrored(line, base)
        line = get_display(line, base_dir=base)
    return line.translate(BIDI_CONTROLS)


def _written(word: re.Match[str]) -> str:
    """A number in Arabic-Indic digits; a word with Latin letters as it is."""
    found = word.group(0)
    return found if re.search("[A-Za-z]", found) else found.translate(ARABIC_DIGITS)


def _mirrored(line: str, base: str | None) -> str:
    """``line`` with its brackets that lie in right-to-left text turned round, so that once
    reversed they open and close the right way ("(14)" inside Arabic); python-bidi reorders
    but leaves this step (rule L4) to the renderer, and pygame's does not do it."""
    info = str(get_display(line, base_dir=base, debug=True))
    found = _LEVEL.findall(info.split("levels:", 1)[-1].split("paragraphs:", 1)[0])
    levels = [int(level) for level in found]  # one per byte of the UTF-8 text
    chars, at = [], 0
    for char in line:
        odd = at < len(levels) and levels[at] % 2 == 1
        chars.append(MIRRORED.get(char, char) if odd else char)
        at += len(char.encode("utf-8"))
    return "".join(chars)


@lru_cache(maxsize=8192)
def runs(drawn: str) -> tuple[tuple[str, bool], ...]:
    """A line in visual order cut where the font must change: each piece with whether it is
    Arabic (spaces stay with the piece before them)."""
    pieces: list[tuple[str, bool]] = []
    for char in drawn:
        arabic = is_arabic(char)
        if pieces and (pieces[-1][1] == arabic or char.isspace()):
            pieces[-1] = (pieces[-1][0] + char, pieces[-1][1])
        else:
            pieces.append((char, arabic))
    return tuple(pieces)


def as_written(words: str) -> str:
    """``words`` drawn as they are, Western digits kept, whatever the digits setting (the
    setting's own choice "0123456789")."""
    return f"{ISOLATE[0]}{words}{ISOLATE[1]}"


def left_to_right(words: str) -> str:
    """``words`` kept left to right, Western digits and all, in a right-to-left line (a card:
    ``10♥``, the rank before its suit; the cards of a hand then read from the right like the
    words around them), in an isolate; as they are in other languages."""
    return as_written(words) if _writing.rtl else words
