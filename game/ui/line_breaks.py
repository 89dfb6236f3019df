"""Where a paragraph may break between lines, before any font is measured.

Latin text breaks at spaces.  Japanese text breaks between phrases (文節) as BudouX finds
them (Google's small phrase model, ``budoux``): 保存された, 1枚, 2巡目, 取れます and
温存しましょう each stay on one line.  Inside Japanese text a space breaks the line only
between two Latin words (``A K Q J``, a hand ``10♥ 10♦``) or where BudouX ends a phrase:
``128 通り`` and ``約 3.5 点`` stay together.  The kinsoku rules hold at every break: no
line starts with a closing mark, a small kana or ー (``NO_LINE_START``), none ends with an
opening bracket (``NO_LINE_END``).

``phrases`` gives a paragraph as its phrases, each as its words (split at its spaces), so
the one who fills lines (``widgets.wrap``) breaks between phrases, and inside a phrase only
when the phrase alone is wider than a line: first at its spaces, then between characters
(``may_cut``).  Its answer is cached per paragraph, so a frame that draws the same text
again parses nothing.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from budoux import Parser, load_default_japanese_parser

NO_LINE_START = (
    "、。，．・：；？！ー…‥）」』】〕〉》〙〗〟’”｝］"
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ々ゝゞヽヾ"
    ",.:;!?)]}%"
)
"""Characters that never open a line."""

NO_LINE_END = "「『（【〔〈《〘〖〝‘“｛［([{"
"""Characters that never close a line."""

NO_BREAK_SPACE = "\u00a0"
_CJK = re.compile(r"[\u2e80-\uffff]")
"""Japanese script, CJK punctuation and full-width forms: what BudouX breaks between."""

Phrase = tuple[str, ...]
"""A phrase as its words: each word keeps the spaces after it; joined they give the phrase."""


def is_cjk(char: str) -> bool:
    return _CJK.match(char) is not None


@cache
def _parser() -> Parser:
    return load_default_japanese_parser()


def budoux_boundaries(paragraph: str) -> set[int]:
    """The positions where BudouX starts a new phrase (0 and the end left out), moved to
    keep the kinsoku rules: after the closing marks that would open the phrase (BudouX may
    put a ： there), before the opening brackets that would close the phrase before."""
    ends, at = set(), 0
    for chunk in _parser().parse(paragraph)[:-1]:
        at += len(chunk)
        end = at
        while end < len(paragraph) and paragraph[end] in NO_LINE_START:
            end += 1
        while end > 0 and paragraph[end - 1] in NO_LINE_END:
            end -= 1
        if 0 < end < len(paragraph):
            ends.add(end)
    return ends


@lru_cache(maxsize=4096)
def phrases(paragraph: str) -> tuple[Phrase, ...]:
    """``paragraph`` cut into phrases (no line breaks inside one unless it is wider than a
    line) and each phrase into words (at its spaces); everything joined gives it back."""
    japanese = _CJK.search(paragraph) is not None
    boundaries = budoux_boundaries(paragraph) if japanese else set()
    found: list[list[str]] = [[]]
    start = 0
    for i in range(1, len(paragraph)):
        kind = _break_kind(paragraph, i, boundaries)
        if kind is None:
            continue
        found[-1].append(paragraph[start:i])
        if kind == "phrase":
            found.append([])
        start = i
    found[-1].append(paragraph[start:])
    return tuple(tuple(words) for words in found)


def _break_kind(paragraph: str, i: int, boundaries: set[int]) -> str | None:
    """Whether a line may break before ``paragraph[i]``: ``"phrase"`` (between phrases),
    ``"word"`` (at a space inside a phrase) or ``None`` (never)."""
    after = paragraph[i]
    if after.isspace():
        return None
    j = i  # the spaces before i, if any, are paragraph[j:i]
    while j > 0 and paragraph[j - 1].isspace():
        j -= 1
    if j == 0:  # the paragraph's leading spaces: its indentation
        return None
    if NO_BREAK_SPACE in paragraph[j:i]:  # a no-break space holds its words together
        return None
    before = paragraph[j - 1]
    if after in NO_LINE_START or before in NO_LINE_END:
        return None
    spaced = j < i
    if is_cjk(before) or is_cjk(after):
        if any(at in boundaries for at in range(j, i + 1)):
            return "phrase"
    elif spaced:
        return "phrase"  # between two Latin words
    return "word" if spaced else None


def may_cut(text: str, at: int) -> bool:
    """Whether a word too wide for a whole line may be cut before ``text[at]``: anywhere
    but before a character that never opens a line or after one that never closes it."""
    return 0 < at < len(text) and text[at] not in NO_LINE_START and text[at - 1] not in NO_LINE_END
