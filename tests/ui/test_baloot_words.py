"""Baloot at the table speaks as Saudi players do (issue 36): its projects are Sira, Fifty,
Hundred and Four Hundred (Japanese: シラ, フィフティ, ハンドレッド, フォーハンドレッド), and the
pre-deal choice says what it did to the deck; classic Belote keeps its own declarations' words.

Everything is said through the program's own text functions, as the log and the bubbles say it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game.baloot.calls import PREDEAL_CHOICES
from game.baloot.projects import project_wording
from game.baloot.rules import BalootRules
from game.core.api import Event, EventKind
from game.core.cards import KING, mask_of, parse_cards
from game.core.declarations import Declaration
from game.ui import i18n
from game.ui.scenes.rules import rules_text
from tests.baloot.helpers import FIRST, FOURTH, HANDS, act, baloot_state, deck_for
from tests.belote.test_classic_rules import declaring_state

NAMES = {
    "en": ("Sira (20)", "Fifty (50)", "Hundred (100)", "Four Hundred (400)"),
    "ja": (
        "シラ（20点）",
        "フィフティ（50点）",
        "ハンドレッド（100点）",
        "フォーハンドレッド（400点）",
    ),
}


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def said(event: Event) -> str:
    """An announcement as the table's log and bubble say it (its cards after its words)."""
    words = i18n.say_announcement(event.text, event.wording)
    return " ".join([words, *(i18n.card_label(card.code) for card in event.cards)])


def announcements(events: list[object]) -> list[str]:
    return [
        said(event)
        for event in events
        if isinstance(event, Event) and event.kind is EventKind.ANNOUNCE
    ]


def first_trick(state: Any, *calls: str) -> list[object]:
    """The calls, then the first trick's four cards (the projects are shown after it)."""
    events = act(state, *calls) if calls else []
    for _ in range(4):
        events.extend(state.apply(state.legal_actions()[0]))
    return events


def test_baloot_projects_are_said_by_the_players_names(language: str) -> None:
    sira, fifty, hundred, four_hundred = NAMES[language]
    # Sun: South's four aces (Four Hundred) make his team's projects count, North's too
    sun = announcements(first_trick(baloot_state(deck_for(HANDS, "7H", FIRST)), "sun"))
    assert sun == [
        f"{four_hundred} A♠ A♥ A♦ A♣",
        f"{fifty} 10♥ J♥ Q♥ K♥",
        f"{sira} 8♠ 9♠ 10♠",
    ]
    # Hokum clubs by West, undoubled: West's five clubs (Hundred) beat South's four aces
    state = baloot_state(deck_for(HANDS, "7C", FOURTH))
    calls = ("pass", "pass", "pass", "hokum", "pass", "pass", "pass", "hokum", "pass", "pass")
    hokum = announcements(first_trick(state, *calls))
    assert f"{hundred} 7♣ 8♣ 9♣ 10♣ J♣" in hokum
    assert sum(line.startswith(sira) for line in hokum) == 2  # East's and West's siras
    assert not any("sequence" in line or "続き" in line for line in sun + hokum)
    # four of a kind is a Hundred as well
    kings = Declaration(100, mask_of(parse_cards("KS KH KD KC")), -1, KING, 4)
    assert i18n.say_announcement("", project_wording(kings)) == hundred


def test_belote_keeps_its_declarations_words(language: str) -> None:
    tierce = Declaration(20, mask_of(parse_cards("JH QH KH")), 1, KING, 3)
    carre = Declaration(100, mask_of(parse_cards("KS KH KD KC")), -1, KING, 4)
    words = [i18n.say_announcement("", d.wording()) for d in (tierce, carre)]
    if language == "en":
        assert words == ["3 in sequence to K♥ (20)", "Four Ks (100)"]
    else:
        assert words == ["♥Kまでの3枚続き（20点）", "Kのフォーカード（100点）"]
    assert not any(name in " ".join(words) for name in NAMES[language])


def test_classic_belote_deals_still_announce_declarations(language: str) -> None:
    """A classic Belote deal's declarations are said with Belote's words, not Baloot's."""
    said_lines = announcements(first_trick(declaring_state()))
    if language == "en":
        assert "5 in sequence to A♣ (100) 10♣ J♣ Q♣ K♣ A♣" in said_lines
    else:
        assert "♣Aまでの5枚続き（100点） 10♣ J♣ Q♣ K♣ A♣" in said_lines
    names = [name.split("（")[0].split(" (")[0] for name in NAMES[language]]
    assert not any(name in line for line in said_lines for name in names)


def test_the_pre_deal_choice_says_what_it_did_to_the_deck(language: str) -> None:
    state = baloot_state(deck_for(HANDS, "7C", FOURTH), BalootRules())
    (bid,) = [e for e in act(state, "none") if isinstance(e, Event) and e.kind is EventKind.BID]
    assert bid.wording is not None
    words = i18n.say_wording(bid.wording, "none")  # as the log and the bubble say it
    if language == "en":
        assert words == "No cut (the deck is dealt as it is)"
    else:
        assert words == "カットなし（山札をそのまま配る）"
    for choice in PREDEAL_CHOICES:  # each choice: its button short, its log line explained
        button = i18n.say_action(choice)
        assert i18n.has_text(f"act.{choice.kind}") and i18n.has_text(f"act.predeal_{choice.kind}")
        explained = i18n.tr(f"act.predeal_{choice.kind}")
        assert explained.startswith(button) and len(explained) > len(button) + 4
    assert i18n.tr("act.none") == ("No cut" if language == "en" else "カットなし")


def test_the_rules_and_the_lessons_explain_the_names_once(language: str) -> None:
    rules = " ".join(rules_text("baloot", language).split())  # one line: as it reads
    lesson = i18n.tr("lesson.baloot.declaration")
    if language == "en":
        for name, meaning in (
            ("Sira", "3 in sequence"),
            ("Fifty", "4 in sequence"),
            ("Hundred", "5 or more in sequence"),
            ("Four Hundred", "four aces"),
        ):
            assert f"{name}: " in rules and meaning in rules
            assert f"{name} (" in lesson
        assert "`none` (No cut: the deck is dealt as it is)" in rules
        assert "No cut (it is dealt as it is)" in i18n.tr("lesson.baloot.predeal")
    else:
        for name, meaning in (
            ("シラ", "同じスートの3枚続き"),
            ("フィフティ", "4枚続き"),
            ("ハンドレッド", "5枚以上の続き"),
            ("フォーハンドレッド", "サンでのエース4枚"),
        ):
            assert f"{name}（" in lesson and meaning in lesson
            assert f"- {name}（" in rules
        assert "カットなし（山札をそのまま配る）" in rules
        assert "「カットなし」（山札をそのまま配る）" in i18n.tr("lesson.baloot.predeal")
        assert "ホコム" not in lesson + i18n.tr("lesson.baloot.scoring")  # ハカム throughout


def test_a_project_keeps_its_record_words() -> None:
    """Only the table's words changed: the event's text (what a log file keeps) is the
    project's own English description, as before."""
    events = first_trick(baloot_state(deck_for(HANDS, "7H", FIRST)), "sun")
    texts = [e.text for e in events if isinstance(e, Event) and e.kind is EventKind.ANNOUNCE]
    assert texts == [
        "four aces (400)",
        "4 in sequence to the king of hearts (50)",
        "3 in sequence to the ten of spades (20)",
    ]
