"""The message catalogue is complete in both languages and the shipped font covers it."""

from __future__ import annotations

import re
import string

import pygame

from game.ui import i18n
from game.ui.resources import FONT_FILE, asset_path


def test_every_text_has_both_languages_with_the_same_fields() -> None:
    for key, (english, japanese) in i18n.CATALOGUE.items():
        assert english and japanese, key
        fields = set(re.findall(r"{(\w+)}", english))
        assert fields == set(re.findall(r"{(\w+)}", japanese)), key


def test_the_font_draws_every_character_of_every_text() -> None:
    pygame.font.init()
    font = pygame.font.Font(str(asset_path(*FONT_FILE)), 20)
    chars = set(string.printable.strip()) | set(i18n.SUIT_SIGNS)
    for english, japanese in i18n.CATALOGUE.values():
        chars |= set(english) | set(japanese)
    for path in asset_path("rules").glob("*.md"):
        chars |= set(path.read_text(encoding="utf-8"))
    chars -= set("\n\t\r\x0b\x0c")
    notdef = pygame.image.tobytes(font.render("\ue000", True, (0, 0, 0)), "RGBA")

    def drawn(ch: str) -> bool:  # a missing glyph may still have metrics: it draws as a box
        image = font.render(ch, True, (0, 0, 0))
        return font.metrics(ch)[0] is not None and pygame.image.tobytes(image, "RGBA") != notdef

    missing = sorted(ch for ch in chars if ch.strip() and not drawn(ch))
    assert not missing, f"run assets/scripts/subset_font.py: missing {''.join(missing)!r}"


def test_unknown_keys_show_themselves_and_reasons_pass_through() -> None:
    assert i18n.tr("no.such.key") == "no.such.key"
    assert i18n.say_reason("a new rule") == "a new rule"
    assert i18n.say_action("trump:H") == "♥ trump"
    assert i18n.card_label("TD") == "10♦"


def test_declarations_are_said_in_japanese() -> None:
    i18n.set_language("ja")
    try:
        assert i18n.say_announcement("four jacks (200)") == "Jのフォーカード（200点）"
        assert (
            i18n.say_announcement("3 in sequence to the ace of spades (20)")
            == "♠Aまでの3枚続き（20点）"
        )
        assert i18n.say_announcement("belote") == "ベロット！"
        assert i18n.say_announcement("something new") == "something new"
    finally:
        i18n.set_language("en")
    assert i18n.say_announcement("four nines (150)") == "Four 9s (150)"


def test_the_rules_reasons_of_every_trick_game_are_translated() -> None:
    reasons = [
        "must follow suit in hearts (holds AH 7H)",
        "must overtrump (holds JS)",
        "must trump (holds 7S)",
        "must beat the highest trump (holds AS)",
        "must beat the winning card (holds AS)",
        "must win the trick with a trump (holds 9C)",
        "must trump when void, even over the partner (holds 8D)",
        "may not lead a heart while holding other suits (holds 2C)",
        "the trump is locked: no trump lead while holding another suit (holds 7C)",
        "5D does not fit the layout (cards that fit: 7D 9S)",
    ]
    i18n.set_language("ja")
    try:
        for reason in reasons:
            words = i18n.say_reason(reason)
            assert words != reason and "holds" not in words, reason
            assert any(sign in words for sign in i18n.SUIT_SIGNS), words
    finally:
        i18n.set_language("en")
    assert i18n.say_reason(reasons[-1]) == "it does not fit the layout (cards that fit: 7♦ 9♠)"


def test_every_option_and_preset_of_the_table_games_has_words() -> None:
    from game.catalog import get_game
    from game.ui.scenes.setup import table_games

    for name in table_games():
        definition = get_game(name)
        assert i18n.has_text(f"game.{name}")
        for preset, rules in definition.presets.items():
            assert i18n.has_text(f"preset.{preset}"), preset
            for key, value in definition.options_to_json(rules).items():
                assert i18n.has_text(f"option.{key}"), key
                if isinstance(value, str):
                    assert i18n.has_text(f"value.{value}"), value


def test_every_hand_summary_detail_has_words() -> None:
    import random

    from game.catalog import get_game
    from game.core.match import Match
    from game.ui.scenes.setup import table_games

    for name in table_games():
        definition = get_game(name)
        rng = random.Random(5)
        for _ in range(3):
            match = Match(definition, definition.parse_options({}), 0)
            _, state = match.deal_shuffled(rng)
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
            for key in state.result().details:
                assert i18n.has_text(f"detail.{key}"), (name, key)
