"""Five languages: every catalogue complete, Arabic shaped and drawn right to left in runs of
the fonts that cover it, its panels mirrored, counts said with each language's plural forms,
the language of a first start taken from the system."""

from __future__ import annotations

import gettext
import re
import string
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.session.storage import LANGUAGES, Settings, Storage, system_language
from game.ui import i18n, widgets, writing
from game.ui.layout import MIN_SIZE, Box, button_boxes, panel_buttons, table_layout
from game.ui.resources import ARABIC_FONT_FILE, FONT_FILE, Resources, arabic_font, asset_path
from game.ui.scenes.settings import SettingsScene, shown_rows
from tests.ui.conftest import make_app
from tests.ui.test_screenshots import save
from tests.ui.test_texts import compile_texts

FIELD = re.compile(r"{(\w+)}")
INK = (255, 255, 255)


@pytest.fixture
def arabic() -> Iterator[None]:
    """Arabic chosen for the test (English again after it)."""
    i18n.set_language("ar")
    yield
    i18n.set_language("en")


def read(language: str) -> dict[str, Any]:
    path = asset_path("locale", language, "LC_MESSAGES", "atout.po")
    if not path.is_file():
        pytest.skip(f"no {language} catalogue yet ({path.name} not written)")
    messages: dict[str, Any] = compile_texts().read_po(path)
    return messages


def plural_count(header: str) -> int:
    found = re.search(r"nplurals\s*=\s*(\d+)", header)
    return int(found.group(1)) if found else 2


# --- the catalogues --------------------------------------------------------------------


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_english_key_has_a_translation_with_the_same_placeholders(language: str) -> None:
    english, translated = read("en"), read(language)
    forms = plural_count(translated[""].text)
    missing = [key for key in english if key not in translated]
    assert not missing, f"{language}: {len(missing)} keys have no translation: {missing[:10]}"
    for key, source in english.items():
        if not key:
            continue
        message = translated[key]
        texts = message.texts
        assert all(texts) and not message.is_fuzzy, f"{language}: {key} is empty or fuzzy"
        wanted = set(FIELD.findall(" ".join(source.texts)))
        found = [set(FIELD.findall(text)) for text in texts]
        assert set().union(*found) == wanted, f"{language}: {key} says {found}, not {wanted}"
        if message.plural is not None:
            assert len(texts) == forms, f"{language}: {key} has {len(texts)} forms, not {forms}"
            assert source.plural is not None, f"{language}: {key} is plural, not in English"
        if source.plural is not None:
            assert message.plural is not None, f"{language}: {key} has no plural forms"


def test_a_missing_catalogue_falls_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    """A language whose catalogue is not there yet speaks English, key by key."""
    i18n._own.cache_clear()
    i18n._catalogue.cache_clear()
    real = i18n._read_catalogue
    monkeypatch.setattr(
        i18n,
        "_read_catalogue",
        lambda lang: gettext.NullTranslations() if lang == "fr" else real(lang),
    )
    try:
        i18n.set_language("fr")
        assert i18n.tr("menu.new") == "New game"
        assert i18n.tr_n("table.tricks", 3) == "3 tricks"
    finally:
        i18n._own.cache_clear()
        i18n._catalogue.cache_clear()


# --- plural forms ----------------------------------------------------------------------


def test_the_compiler_writes_plural_entries_as_msgfmt_does(tmp_path: Path) -> None:
    script = compile_texts()
    po = tmp_path / "atout.po"
    po.write_text(
        "\n".join(
            [
                'msgid ""',
                'msgstr "Content-Type: text/plain; charset=UTF-8\\n"',
                '"Plural-Forms: nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : '
                'n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);\\n"',
                "",
                'msgid "cards"',
                'msgid_plural "cards"',
                *(f'msgstr[{n}] "form {n}: {{count}}"' for n in range(6)),
                "",
                'msgid "plain"',
                'msgstr "one text"',
            ]
        ),
        encoding="utf-8",
    )
    messages = script.read_po(po)
    assert messages["cards"].texts == [f"form {n}: {{count}}" for n in range(6)]
    (tmp_path / "atout.mo").write_bytes(script.mo_bytes(script.compiled(messages)))
    with (tmp_path / "atout.mo").open("rb") as file:
        read_back = gettext.GNUTranslations(file)
    said = [read_back.ngettext("cards", "cards", n) for n in (0, 1, 2, 7, 11, 100)]
    assert said == [f"form {n}: {{count}}" for n in range(6)]
    assert read_back.gettext("plain") == "one text"
    po.write_text('msgid "a"\nmsgid_plural "a"\nmsgstr "b"\n', encoding="utf-8")
    with pytest.raises(script.PoError, match="plural"):
        script.read_po(po)


def test_counts_are_said_in_each_languages_plural_forms(arabic: None) -> None:
    i18n.set_language("en")
    assert (i18n.tr_n("table.tricks", 1), i18n.tr_n("table.tricks", 5)) == ("1 trick", "5 tricks")
    i18n.set_language("ja")
    assert i18n.tr_n("table.tricks", 1).startswith("1") and i18n.tr_n("table.tricks", 5).startswith(
        "5"
    )
    i18n.set_language("ar")
    english = read("en")
    plurals = [key for key, message in english.items() if message.plural is not None]
    assert len(plurals) >= 10
    arabic_texts = read("ar")
    for key in plurals:
        if arabic_texts[key].plural is None:
            continue
        names = set(FIELD.findall(" ".join(english[key].texts))) - {"count"}
        said = {i18n.tr_n(key, n, **dict.fromkeys(names, "x")) for n in (0, 1, 2, 5, 11, 100)}
        assert len(said) >= 3, f"ar: {key} says {said}"
        assert all("{" not in words for words in said), key


# --- Arabic drawn ----------------------------------------------------------------------


def test_arabic_is_shaped() -> None:
    """HarfBuzz joins the letters: لا is one ligature, narrower than ل and ا drawn apart, and
    a word is narrower than its letters set side by side in their isolated forms."""
    pygame.font.init()
    i18n.set_language("ar")
    try:
        font = Resources().font(40)
        apart = font.size("ل")[0] + font.size("ا")[0]
        assert font.size("لا")[0] < apart * 0.8, (font.size("لا"), apart)
        word = "بلوت"
        assert font.size(word)[0] < sum(font.size(letter)[0] for letter in word) * 0.85
        raw = arabic_font(40)
        assert raw.size(writing.visual("لا"))[0] < raw.size("ل")[0] + raw.size("ا")[0]
    finally:
        i18n.set_language("en")


def test_mixed_text_keeps_its_numbers_in_order(arabic: None) -> None:
    """ "لنا 152": the Arabic on the right, 152 on the left drawn 1, 5, 2 (not 251)."""
    pygame.font.init()
    font = Resources().font(30)
    assert writing.visual("لنا 152").startswith("152 ")
    line = font.render("لنا 152", True, INK)
    number = font.main.render("152", True, INK)
    w, h = number.get_size()
    assert line.get_width() > w + font.size(" لنا")[0] * 0.8
    for x in range(w):
        for y in range(0, h, 2):
            assert line.get_at((x, y)).a == number.get_at((x, y)).a, (x, y)
    reversed_digits = font.main.render("251", True, INK)
    assert any(
        line.get_at((x, y)).a != reversed_digits.get_at((x, y)).a
        for x in range(w)
        for y in range(0, h, 2)
    )
    writing.set_writing("ar", "arabic")
    assert writing.visual("لنا 152") == "١٥٢ انل"
    assert writing.visual(writing.as_written("152")) == "152"


def test_a_card_keeps_its_rank_before_its_suit_in_arabic(arabic: None) -> None:
    """A card reads ``10♥`` inside Arabic, its rank in Western digits whatever the setting
    (as on the cards); the cards of a hand read from the right, as the words do."""
    shown = writing.visual("العب " + i18n.card_label("TH") + " الآن")
    assert "10♥" in shown
    hand = " ".join(i18n.card_label(code) for code in ("TH", "9S"))
    assert writing.visual("الأوراق: " + hand).startswith("9♠ 10♥ :"), "read from the right"
    writing.set_writing("ar", "arabic")
    assert "10♥" in writing.visual("العب " + i18n.card_label("TH")), "a rank keeps its digits"
    assert "١٥٢" in writing.visual("لنا 152") and "F11" in writing.visual("الشاشة (F11)")


def test_every_character_of_every_text_has_a_font_that_draws_it() -> None:
    """The suits, Japanese, Arabic and the accents of French and Italian: each character of
    each catalogue and rules text in the font the runs give it."""
    pygame.font.init()
    main = pygame.font.Font(str(asset_path(*FONT_FILE)), 20)
    arabic_drawn = pygame.font.Font(str(asset_path(*ARABIC_FONT_FILE)), 20)
    chars = set(string.printable.strip()) | set(i18n.SUIT_SIGNS) | set("٠١٢٣٤٥٦٧٨٩")
    for language in LANGUAGES:
        path = asset_path("locale", language, "LC_MESSAGES", "atout.po")
        if path.is_file():
            for message in compile_texts().read_po(path).values():
                chars |= set("".join(message.texts))
    for path in asset_path("rules").glob("*.md"):
        chars |= set(path.read_text(encoding="utf-8"))
    chars = {ch for ch in chars if ch.strip()} - {chr(code) for code in writing.BIDI_CONTROLS}

    def drawn(font: pygame.font.Font, ch: str) -> bool:
        notdef = pygame.image.tobytes(font.render("\ue000", True, (0, 0, 0)), "RGBA")
        image = font.render(ch, True, (0, 0, 0))
        return font.metrics(ch)[0] is not None and pygame.image.tobytes(image, "RGBA") != notdef

    missing = sorted(
        ch for ch in chars if not drawn(arabic_drawn if writing.is_arabic(ch) else main, ch)
    )
    assert not missing, f"run assets/scripts/subset_font.py: missing {''.join(missing)!r}"
    assert any(writing.is_arabic(ch) for ch in chars)


# --- mirrored in Arabic ----------------------------------------------------------------


def test_in_arabic_the_side_panels_change_sides_and_the_seats_stay(arabic: None) -> None:
    for size in [(1280, 800), MIN_SIZE, (700, 1000)]:
        i18n.set_language("en")
        left = table_layout(*size)
        i18n.set_language("ar")
        right = table_layout(*size)
        width = size[0]
        for name in ("scores", "contract", "log", "buttons"):
            was, now = getattr(left, name), getattr(right, name)
            assert now.x == pytest.approx(width - was.right), (size, name)
            assert (now.y, now.w, now.h) == (was.y, was.w, was.h)
        assert (right.labels, right.trick, right.fans, right.hand) == (
            left.labels,
            left.trick,
            left.fans,
            left.hand,
        )
        if not left.portrait:
            assert right.scores.x > width / 2 and right.log.x > width / 2
    row = Box(0, 0, 600, 40)
    boxes = panel_buttons(row, 3, 16)
    assert boxes[0].x > boxes[1].x > boxes[2].x, "a row of buttons read from the right"
    tall = table_layout(700, 1000)
    boxes = button_boxes(tall, 4)
    assert boxes[0].x > boxes[-1].x


def test_in_arabic_the_text_of_a_panel_starts_at_its_right(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Lines placed at a panel's left edge end at its right edge in Arabic, one line or a
    wrapped paragraph; in English they start at the left."""
    from tests.ui.test_text_fits import Lines

    pygame.init()
    box = Box(100, 100, 400, 300)
    ends: dict[str, list[pygame.Rect]] = {}
    for language in ("en", "ar"):
        app = make_app(tmp_path / language, (1280, 800))
        lines = Lines(monkeypatch)
        try:
            app.settings.language = language
            app.apply_settings()
            surface = app.screen
            assert surface is not None
            widgets.new_frame()
            widgets.panel(surface, box)
            for i, words in enumerate(["لنا 152 لهم 8", "Short", "صن ♥ — بس"]):
                place = (box.x + 12, box.y + 10 + 30 * i)
                widgets.text(surface, app.resources, words, 20, place)
            fitted = widgets.fit_text(app.resources, "كلمة " * 40, 20, box.w - 24)
            assert len(fitted.lines) > 1
            widgets.draw_fitted(surface, app.resources, fitted, (box.x + 12, box.y + 100))
            ends[language] = [rect for _, rect in lines.take()]
        finally:
            app.close()
            monkeypatch.undo()
    assert all(abs(rect.right - (box.right - 12)) <= 1 for rect in ends["ar"]), ends["ar"]
    assert all(abs(rect.left - (box.x + 12)) <= 1 for rect in ends["en"]), ends["en"]
    i18n.set_language("en")


def test_the_table_in_arabic_shows_its_log_and_scores_on_the_right(tmp_path: Path) -> None:
    from tests.ui.test_text_fits import Lines, small_table

    pygame.init()
    monkey = pytest.MonkeyPatch()
    try:
        app, table = small_table(tmp_path, "ar")
        lines = Lines(monkey)
        table.hud.say_log("لنا 152")
        app.frame(0.02)
        log = table.layout.log
        drawn = lines.take()
        in_log = [rect for words, rect in drawn if words == "لنا 152"]
        assert in_log and all(rect.right > log.x + log.w * 0.7 for rect in in_log), in_log
        assert log.x > app.size[0] / 2 and table.layout.scores.x > app.size[0] / 2
        app.close()
    finally:
        monkey.undo()
        i18n.set_language("en")


# --- choosing the language -------------------------------------------------------------


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANGUAGE": "de:it", "LANG": "de_DE.UTF-8"}, "it"),
        ({"LC_ALL": "ar_SA.UTF-8", "LANG": "en_US.UTF-8"}, "ar"),
        ({"LANG": "ja_JP.UTF-8"}, "ja"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "French_France.1252"}, "fr"),
        ({}, "en"),
    ],
)
def test_the_first_start_speaks_the_systems_language(
    environ: dict[str, str], language: str
) -> None:
    assert system_language(environ) == language


def test_a_first_start_takes_the_system_language_and_a_later_one_the_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "it_IT")
    assert Storage(tmp_path).load_settings().language == "it"
    storage = Storage(tmp_path)
    storage.save_settings(Settings(language="ar", digits="arabic"))
    storage.close()
    monkeypatch.setenv("LANGUAGE", "fr")
    again = Storage(tmp_path).load_settings()
    assert (again.language, again.digits) == ("ar", "arabic")
    (tmp_path / Storage.SETTINGS).write_text('{"digits": "roman"}', encoding="utf-8")
    damaged = Storage(tmp_path)
    assert damaged.load_settings().digits == "western" and damaged.problems
    assert Settings.from_json({"digits": "roman", "language": "it"}) == Settings(language="it")


def test_the_digits_row_shows_in_arabic_only(tmp_path: Path) -> None:
    pygame.init()
    app = make_app(tmp_path, (1280, 800))
    try:
        assert "digits" not in shown_rows(app.settings)
        scene = SettingsScene(app)
        app.push(scene)
        for _ in LANGUAGES[: LANGUAGES.index("ar")]:
            scene.click("language")
        assert app.settings.language == "ar" and i18n.language() == "ar"
        assert [b.key for b in scene.buttons][:2] == ["language", "digits"]
        assert scene.buttons[0].label.endswith("العربية")
        scene.click("digits")
        assert app.settings.digits == "arabic" and writing.visual("12") == "١٢"
        assert "0123456789" in writing.visual(scene.buttons[1].label) or "٠١٢" in writing.visual(
            scene.buttons[1].label
        )
        app.frame(0.02)
        save(app, "settings_ar")
        scene.click("language")
        assert app.settings.language == "en" and writing.visual("12") == "12"
        assert "digits" not in [b.key for b in scene.buttons]
    finally:
        app.close()
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["fr", "it", "ar"])
def test_the_rules_screenshot(tmp_path: Path, language: str) -> None:
    """Baloot's rules in the language (its own text, else English), in Arabic from the right."""
    from game.ui.scenes.rules import RulesScene

    pygame.init()
    app = make_app(tmp_path, (1280, 800))
    try:
        app.settings.language = language
        app.apply_settings()
        scene = RulesScene(app)
        app.push(scene)
        scene.variant = "baloot"
        scene.resized()
        app.frame(0.02)
        save(app, f"rules_baloot_{language}")
        tabs = [b.box.x for b in scene.buttons if b.key.startswith("game:")]
        assert (tabs == sorted(tabs, reverse=True)) == (language == "ar")
    finally:
        app.close()
        i18n.set_language("en")
