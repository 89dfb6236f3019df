"""Japanese lines break between phrases (issue 36): never inside a word such as 保存された.

Every Japanese text of the catalogue (read through ``i18n``, its fields filled with sample
values) is wrapped at several widths, and every line break is checked: it falls where BudouX
ends a phrase (or at a space between two Latin words), unless the phrase it cuts is wider
than a whole line by itself; no line starts with a closing mark, a small kana or ー, none ends
with an opening bracket; and the lines give back the text, only the spaces at the breaks
left out.  The phrases and the kinsoku characters are the test's own, not ``line_breaks``'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import budoux
import pygame
import pytest

from game.ui import i18n, widgets
from game.ui.resources import Resources
from game.ui.selftest import check_line_breaks
from tests.ui.test_texts import catalogue

SIZE = 14
WIDTHS = [6, 9, 14, 22, 34]  # in text sizes: from a narrow button to the rules' page
CLOSING = "、。，．・：；？！…）」』】〕〉》,.:;!?)]}%"
NEVER_FIRST = CLOSING + "ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"  # no line starts with one
NEVER_LAST = "「『（【〔〈《([{"  # no line ends with one
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
WIDE = re.compile(r"[\u2e80-\uffff]")  # Japanese script, its punctuation, full-width forms
HAND = "10♥ 10♦ K♥ Q♥ J♥"


def samples() -> dict[str, str]:
    """A realistic value for the fields the texts name (any other field: a number)."""
    tr = i18n.tr
    return {
        "seat": tr("seat.1"),
        "seats": "、".join(tr(f"seat.{i}") for i in (1, 2, 3)),
        "suit": tr("suit.1"),
        "card": "10♥",
        "cards": HAND,
        "held": HAND,
        "played": "7♠",
        "better": "J♥",
        "best": "J♥",
        "actual": "7♠",
        "rank": "10",
        "file": tr("file.saved_game.json"),
        "why": tr("fault.too_large"),
        "reason": tr("why.trump_void", cards=HAND),
        "action": tr("act.double:", seats=tr("seat.1")),
        "contract": tr("act.hokum:", suit="♥"),
        "bid": tr("act.hokum:", suit="♥"),
        "call": tr("act.double:", seats=tr("seat.1")),
        "allowed": tr("act.pass"),
        "game": "Belote (Board Game Arena)",
        "name": "Belote (Board Game Arena)",
        "aside": "saved_game.damaged-20260131-235959-2.json",
        "code": "BGA-07SSV28VEP2A6",
        "stage": tr("review.stage.before"),
        "where": tr("review.stage.before"),
        "level": tr("level.hard"),
        "date": "2026-01-31",
        "value": "'a wrong value'",
        "word": "Infinity",
        "loss": "3.5",
        "percent": "73",
    }


def japanese_texts() -> Iterator[tuple[str, str]]:
    """Every Japanese text of the catalogue (key, text), as ``i18n.tr`` gives it."""
    i18n.set_language("ja")
    try:
        values = samples()
        for key in catalogue("ja"):
            names = set(re.findall(r"{(\w+)}", i18n.tr(key)))
            words = i18n.tr(key, **{name: values.get(name, "128") for name in names})
            if JAPANESE.search(words):
                yield key, words
    finally:
        i18n.set_language("en")


@pytest.fixture(scope="module")
def fonts() -> Resources:
    pygame.init()
    return Resources()


@pytest.fixture(scope="module")
def texts() -> list[tuple[str, str]]:
    found = list(japanese_texts())
    assert len(found) > 500
    return found


def breaks(words: str, lines: list[str]) -> Iterator[tuple[int, int]]:
    """Where ``lines`` break ``words`` between two lines of one paragraph: (the end of the
    line before, the start of the line after).  Fails unless the lines are ``words`` in
    order with only spaces left out, and those only at the breaks."""
    at = 0
    for number, line in enumerate(lines):
        if number:
            end = at
            while at < len(words) and words[at] in " \u3000":
                at += 1
            if at < len(words) and words[at] == "\n":
                at += 1  # a paragraph's end: no break of the wrapping's own
            else:
                yield end, at
        assert words.startswith(line, at), f"{line!r} is not the text at {at}: {words!r}"
        at += len(line)
    assert not words[at:].strip(), f"{words[at:]!r} was lost: {words!r}"


class Phrases:
    """The phrases of one paragraph, to tell whether a break cuts one: BudouX's, except
    that a phrase keeps the closing marks after it and the opening brackets before the next
    (BudouX may start a phrase with ：), and a Latin word or number is never cut in two
    (BudouX may end a phrase between 2 and 8 of 28)."""

    parser = budoux.load_default_japanese_parser()

    def __init__(self, paragraph: str) -> None:
        self.paragraph = paragraph
        self.starts = {0, len(paragraph)}
        at = 0
        for phrase in self.parser.parse(paragraph)[:-1]:
            at += len(phrase)
            start = at
            while start < len(paragraph) and paragraph[start] in NEVER_FIRST:
                start += 1
            while paragraph[start - 1] in NEVER_LAST:
                start -= 1
            before = paragraph[:start].rstrip()[-1:]
            after = paragraph[start:].lstrip()[:1]
            if after and (WIDE.match(before) or WIDE.match(after)):
                self.starts.add(start)

    def boundary_between(self, end: int, start: int) -> bool:
        return any(end <= at <= start for at in self.starts)

    def around(self, at: int) -> str:
        """The phrase ``at`` is inside."""
        first = max(s for s in self.starts if s <= at)
        return self.paragraph[first : min(s for s in self.starts if s > at)]


def paragraph_of(words: str, at: int) -> tuple[str, int]:
    """The paragraph (between newlines) ``at`` is in, and ``at`` in it."""
    first = words.rfind("\n", 0, at) + 1
    last = words.find("\n", at)
    return words[first : last if last >= 0 else len(words)], at - first


@pytest.mark.parametrize("ems", WIDTHS)
def test_japanese_lines_break_between_phrases(
    fonts: Resources, texts: list[tuple[str, str]], ems: int
) -> None:
    width, font = SIZE * ems, fonts.font(SIZE)
    cut_phrases, checked = [], 0
    for key, words in texts:
        lines = widgets.wrap(fonts, words, SIZE, width)
        for end, start in breaks(words, lines):
            checked += 1
            before, after = words[end - 1], words[start]
            where = f"{key} at {ems} em: {' / '.join(lines)}"
            assert after not in NEVER_FIRST, f"a line starts with {after!r}: {where}"
            assert before not in NEVER_LAST, f"a line ends with {before!r}: {where}"
            paragraph, at = paragraph_of(words, start)
            phrases = Phrases(paragraph)
            if phrases.boundary_between(at - (start - end), at):
                continue
            if start > end and not WIDE.match(before) and not WIDE.match(after):
                continue  # a space between two Latin words (a hand, a name)
            phrase = phrases.around(at).strip()
            if font.size(phrase)[0] <= width:
                cut_phrases.append(f"{phrase!r} cut in {where}")
    assert checked > (50 if ems > 22 else 300)
    assert not cut_phrases, "\n".join(cut_phrases[:20])


REPORTED = [  # issue 36: (key, fields, the words that broke)
    ("setup.replace_save", {"game": "ブロット"}, ["保存された"]),
    ("file.saved_game.json", {}, ["保存された"]),
    ("why.play_one", {}, ["1枚"]),
    ("table.turn_up_round", {"card": "10♥", "round": 2}, ["2巡目"]),
    ("lesson.belote_bga.bidding", {}, ["2巡目", "1枚"]),
    ("explain.takes_trick", {"card": "10♥"}, ["取れます"]),
    ("explain.search_margin", {"points": 12}, ["取れます"]),
    (
        "lesson.mistake",
        {"played": "7♠", "better": "J♥", "worlds": 128, "loss": "3.5"},
        ["128 通り"],
    ),
    ("explain.opponent_holds", {"seat": "北", "card": "10♥"}, ["温存しましょう"]),
]


@pytest.mark.parametrize(("key", "fields", "kept"), REPORTED)
def test_the_reported_words_stay_whole(
    fonts: Resources, key: str, fields: dict[str, object], kept: list[str]
) -> None:
    """At every width where the text's widest phrase fits, up to the text's own width."""
    i18n.set_language("ja")
    try:
        words = i18n.tr(key, **fields)
    finally:
        i18n.set_language("en")
    assert all(word in words for word in kept)
    font, phrases = fonts.font(SIZE), Phrases(words)
    widest = max(font.size(phrases.around(at).strip())[0] for at in range(len(words)))
    for width in range(widest, font.size(words)[0] + SIZE, 2):
        lines = widgets.wrap(fonts, words, SIZE, width)
        for word in kept:
            whole = sum(line.count(word) for line in lines)
            assert whole == words.count(word), f"{word} cut at {width}px: {' / '.join(lines)}"


def test_latin_text_still_breaks_at_spaces_and_long_words_between_letters(
    fonts: Resources,
) -> None:
    name = "saved_game.damaged-20260131-235959-2.json"
    words = f"Double You, West, North and {name} (a file)"
    font, first = fonts.font(SIZE), words.index(name)
    for ems in range(4, 13):
        lines = widgets.wrap(fonts, words, SIZE, SIZE * ems)
        assert all(font.size(line)[0] <= SIZE * ems for line in lines)
        for end, start in breaks(words, lines):
            assert words[start] not in NEVER_FIRST and words[end - 1] not in NEVER_LAST
            assert start > end or first < end < first + len(name), lines  # at a space
    assert widgets.wrap(fonts, words, SIZE, SIZE * 12)[0] == "Double You, West, North"
    assert widgets.wrap(fonts, "West is thinking…", SIZE, SIZE * 6) == ["West is", "thinking…"]


def test_the_self_test_checks_the_line_breaks() -> None:
    assert check_line_breaks() == "保存された / ゲームが / あります。"
