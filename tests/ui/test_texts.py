"""The message catalogues are complete in English and Japanese (the others: test_languages),
compiled, and the main font covers them."""

from __future__ import annotations

import gettext
import importlib.util
import re
import shutil
import string
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pygame
import pytest

from game.barbu.state import CHOSEN, DOUBLE_BACK, LAYOUT
from game.belote.bids import Bid
from game.core.cards import RANK_LETTERS, Card
from game.core.declarations import Declaration
from game.core.reasons import (
    NOT_HELD,
    CardList,
    ReasonKind,
    Seats,
    Suit,
    reason_kinds,
    terms,
)
from game.core.tricks import FOLLOW, OVERTRUMP, TRUMP_VOID
from game.ui import i18n, writing
from game.ui.resources import FONT_FILE, asset_path

SCRIPT = Path(__file__).resolve().parents[2] / "assets" / "scripts" / "compile_texts.py"


def compile_texts() -> ModuleType:
    """assets/scripts/compile_texts.py, the .po reader and .mo writer, as a module."""
    if "compile_texts" not in sys.modules:
        spec = importlib.util.spec_from_file_location("compile_texts", SCRIPT)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules["compile_texts"] = module
        spec.loader.exec_module(module)
    return sys.modules["compile_texts"]


def catalogue(language: str) -> dict[str, Any]:
    path = asset_path("locale", language, "LC_MESSAGES", "atout.po")
    messages: dict[str, Any] = compile_texts().read_po(path)
    messages.pop("")
    return messages


def test_every_text_has_both_languages_with_the_same_fields() -> None:
    english, japanese = catalogue("en"), catalogue("ja")
    assert english.keys() == japanese.keys()
    for key, source in english.items():
        translated = japanese[key]
        assert source.text and translated.text and not translated.is_fuzzy, key
        fields = set(re.findall(r"{(\w+)}", source.text))
        assert fields == set(re.findall(r"{(\w+)}", translated.text)), key
        assert translated.notes == [source.text], f"{key}: the #. note is not the English text"


def test_the_compiled_catalogues_are_those_of_the_po_files() -> None:
    assert not compile_texts().stale(), "run assets/scripts/compile_texts.py"
    assert {path.parts[-3] for path in compile_texts().po_files()} == set(i18n.LANGUAGES)


def test_an_edited_or_missing_catalogue_is_found_stale(tmp_path: Path) -> None:
    script = compile_texts()
    shutil.copytree(asset_path("locale"), tmp_path / "locale")
    ja = tmp_path / "locale" / "ja" / "LC_MESSAGES" / "atout.po"
    en = tmp_path / "locale" / "en" / "LC_MESSAGES" / "atout.po"
    assert not script.stale(tmp_path / "locale")
    ja.write_text(ja.read_text(encoding="utf-8").replace("新しいゲーム", "新規"), encoding="utf-8")
    en.with_suffix(".mo").unlink()
    assert script.stale(tmp_path / "locale") == [en.with_suffix(".mo"), ja.with_suffix(".mo")]


def test_compiled_texts_read_back_through_gettext(tmp_path: Path) -> None:
    script = compile_texts()
    po = tmp_path / "atout.po"
    po.write_text(
        "\n".join(
            [
                'msgid ""',
                'msgstr "Content-Type: text/plain; charset=UTF-8\\n"',
                "",
                "# a comment",
                "#, fuzzy",
                'msgid "doubtful"',
                'msgstr "not yet"',
                "",
                'msgid "long"',
                'msgstr ""',
                '"say \\"hi\\", "',
                '"then \\\\ go"',
                'msgid "empty"',
                'msgstr ""',
                '#~ msgid "gone"',
            ]
        ),
        encoding="utf-8",
    )
    messages = script.read_po(po)
    assert messages["doubtful"].is_fuzzy and messages["doubtful"].comments == ["a comment"]
    (tmp_path / "atout.mo").write_bytes(script.mo_bytes(script.compiled(messages)))
    with (tmp_path / "atout.mo").open("rb") as file:
        read = gettext.GNUTranslations(file)
    assert read.gettext("long") == 'say "hi", then \\ go'
    assert read.gettext("doubtful") == "doubtful" and read.gettext("empty") == "empty"
    po.write_text('msgid "a"\nmsgctxt "b"\n', encoding="utf-8")
    try:
        script.read_po(po)
    except script.PoError as error:
        assert "msgctxt" in str(error)
    else:
        raise AssertionError("a msgctxt was accepted")


def test_the_font_draws_every_character_of_every_text() -> None:
    pygame.font.init()
    font = pygame.font.Font(str(asset_path(*FONT_FILE)), 20)
    chars = set(string.printable.strip()) | set(i18n.SUIT_SIGNS)
    for language in i18n.LANGUAGES:
        for message in catalogue(language).values():
            chars |= set("".join(message.texts))
    for path in asset_path("rules").glob("*.md"):
        chars |= set(path.read_text(encoding="utf-8"))
    chars -= set("\n\t\r\x0b\x0c")
    notdef = pygame.image.tobytes(font.render("\ue000", True, (0, 0, 0)), "RGBA")

    def drawn(ch: str) -> bool:  # a missing glyph may still have metrics: it draws as a box
        image = font.render(ch, True, (0, 0, 0))
        return font.metrics(ch)[0] is not None and pygame.image.tobytes(image, "RGBA") != notdef

    arabic = {ch for ch in chars if writing.is_arabic(ch)}  # the Arabic font's (test_languages)
    missing = sorted(ch for ch in chars - arabic if ch.strip() and not drawn(ch))
    assert not missing, f"run assets/scripts/subset_font.py: missing {''.join(missing)!r}"


def test_unknown_keys_show_themselves_and_reasons_pass_through() -> None:
    assert i18n.tr("no.such.key") == "no.such.key"
    assert i18n.say_reason("a new rule") == "a new rule"
    assert i18n.say_action(Bid("trump", 1)) == "♥ trump"
    assert i18n.say_action(Card.parse("TD")) == "10♦"
    assert i18n.card_label("TD") == "10♦"


def test_declarations_are_said_from_their_wording_in_both_languages() -> None:
    four_jacks = Declaration(200, 0, -1, RANK_LETTERS.index("J"), 4)
    ace_run = Declaration(20, 0, 0, RANK_LETTERS.index("A"), 3)
    four_nines = Declaration(150, 0, -1, RANK_LETTERS.index("9"), 4)
    i18n.set_language("ja")
    try:
        assert i18n.say_announcement(four_jacks.words, four_jacks.wording()) == (
            "Jのフォーカード（200点）"
        )
        assert i18n.say_announcement(ace_run.words, ace_run.wording()) == "♠Aまでの3枚続き（20点）"
        assert i18n.say_announcement("belote") == "ベロット！"
        assert i18n.say_announcement("something new") == "something new"
    finally:
        i18n.set_language("en")
    assert i18n.say_announcement(four_nines.words, four_nines.wording()) == "Four 9s (150)"


def test_every_reason_and_term_of_every_game_has_words_in_both_languages() -> None:
    import game.catalog
    import game.session.controller  # noqa: F401  (the table's own refusals)

    kinds = reason_kinds()
    assert len(kinds) > 60
    for language in i18n.LANGUAGES:
        texts = catalogue(language)
        for kind in kinds:
            key = f"why.{kind.key}"
            assert key in texts, f"{language}: no words for the reason {kind.key!r}"
            fields = set(re.findall(r"{(\w+)}", texts[key].text))
            assert fields <= kind.fields, f"{language}: {key} names {fields - kind.fields}"
        for word in terms():
            assert f"term.{word.name}" in texts, f"{language}: no words for the term {word.name}"


def test_every_action_of_every_game_has_words_in_both_languages() -> None:
    """Random deals of every registered game: each action offered is said from its wording."""
    import random

    from game.core.match import Match
    from game.core.registry import game_names, get_game

    texts = {language: catalogue(language) for language in i18n.LANGUAGES}
    seen: set[str] = set()
    for name in game_names():
        definition = get_game(name)
        rng = random.Random(11)
        for _ in range(6):
            match = Match(definition, definition.parse_options({}), rng.randrange(4))
            _, state = match.deal_shuffled(rng)
            while not state.is_over:
                actions = state.legal_actions()
                for action in actions:
                    if isinstance(action, Card):
                        continue
                    wording = action.wording()
                    names = {field for field, _ in wording.values}
                    keys = [f"act.{wording.key}"] + (
                        [f"act.{wording.group}"] if wording.group else []
                    )
                    for language, words in texts.items():
                        for key in keys:
                            assert key in words, f"{language}: no words for {name}'s {action}"
                        fields = set(re.findall(r"{(\w+)}", words[keys[0]].text))
                        assert fields <= names, f"{keys[0]} names {fields - names}"
                    seen.add(keys[0])
                state.apply(rng.choice(actions))
    assert len(seen) > 20


def test_reasons_are_said_with_card_signs_and_seat_names() -> None:
    def cards(codes: str) -> CardList:
        return CardList(tuple(Card.parse(code) for code in codes.split()))

    reasons = [
        FOLLOW(suit=Suit(1), cards=cards("AH 7H")),
        OVERTRUMP(cards=cards("JS")),
        TRUMP_VOID(cards=cards("8D")),
        LAYOUT(card=Card.parse("5D"), cards=cards("7D 9S")),
        DOUBLE_BACK(seats=Seats((1, 3))),
        NOT_HELD(card=Card.parse("TC")),
    ]
    i18n.set_language("ja")
    try:
        for reason in reasons:
            words = i18n.say_reason(reason)
            assert words != str(reason) and "holds" not in words, reason
            assert any(sign in words for sign in i18n.SUIT_SIGNS) or "西" in words, words
    finally:
        i18n.set_language("en")
    assert i18n.say_reason(reasons[3]) == "it does not fit the layout (cards that fit: 7♦ 9♠)"
    assert i18n.say_reason(reasons[4]).endswith("(doubled by: West, East)")
    assert str(reasons[0]) == "must follow suit in hearts (holds AH 7H)"
    assert i18n.say_reason(CHOSEN()) == "the contract is already chosen"


def test_a_reason_without_words_says_its_english() -> None:
    unknown = ReasonKind("test.unknown", "cannot do {what} with {card}")
    reason = unknown(what="that", card=Card.parse("AS"))
    assert i18n.say_reason(reason) == "cannot do that with AS"
    with pytest.raises(TypeError):
        unknown(what="that")


def test_every_option_and_preset_of_the_table_games_has_words() -> None:
    from game.catalog import get_game
    from game.ui.game_names import table_games

    for name in table_games():
        definition = get_game(name)
        assert i18n.has_text(f"game.{name}")
        for preset, rules in definition.presets.items():
            assert i18n.has_text(f"preset.{preset}"), preset
            for key, value in definition.options_to_json(rules).items():
                assert i18n.has_text(f"option.{key}"), key
                if isinstance(value, str):
                    assert i18n.has_text(f"value.{value}"), value


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_hand_summary_line_has_words(language: str) -> None:
    """Each line a finished hand's summary shows (its meaning, the reason of a step, filled
    with its values) and how a Burraco hand ended has its words, over random hands."""
    import random

    from game.catalog import get_game
    from game.core.match import Match
    from game.ui.game_names import table_games

    i18n.set_language(language)
    try:
        for name in table_games():
            definition = get_game(name)
            rng = random.Random(5)
            for _ in range(6):
                match = Match(definition, definition.parse_options({}), 0)
                _, state = match.deal_shuffled(rng)
                while not state.is_over:
                    state.apply(rng.choice(state.legal_actions()))
                result = state.result()
                end = result.details.get("end")
                if end is not None:
                    assert i18n.has_text(f"end.{end}"), (name, end)
                for line in result.lines:
                    assert i18n.has_text(f"line.{line.key}"), (name, line.key)
                    if line.reason is not None:
                        key = f"verdict.{line.reason.key}"
                        assert i18n.has_text(key), (name, key)
                        words = i18n.say_wording(line.reason, kind="verdict")
                        assert "{" not in words, (name, key, words)
    finally:
        i18n.set_language("en")
