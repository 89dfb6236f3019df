"""Deal codes at the table: shown on the table and the summary, "Replay this deal" and
"Play a deal by code" start a practice deal of the same cards that leaves the saved game as
it was; a mistyped code is refused in the player's language.  Screenshots of the dialog and
of a summary with its code, in both languages."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.session.controller import TableController
from game.session.deal_code import decode, encode
from game.session.record import parse_record
from game.ui import i18n
from game.ui.app import App
from game.ui.routes import table_scene
from game.ui.scenes.deal_code import DealCodeScene, typable
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.overlays import SummaryOverlay
from game.ui.scenes.table import TableScene
from tests.ui.helpers import click, key, point, settle, texts_drawn
from tests.ui.test_screenshots import save

SEATS = ["human", "easy", "easy", "easy"]
CODE = encode("belote_bga", {}, 2, 123_456)


def type_text(app: App, words: str) -> None:
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=words))


def button_of(scene: Any, wanted: str) -> Any:
    return next(b for b in scene.buttons if b.key == wanted)


def open_dialog(app: App) -> DealCodeScene:
    app.push(app.route("menu"))
    app.frame(0.02)
    click(app, point(button_of(app.top, "code").box))
    dialog = app.top
    assert isinstance(dialog, DealCodeScene)
    return dialog


def finish_deal(app: App, table: TableScene) -> None:
    """Play the human's last legal action (a bid rather than a pass) until the deal ends
    and its summary opens."""
    c = table.controller
    for _ in range(200):
        settle(app, table)
        if c.deal_over:
            break
        table.play(c.legal_actions()[-1])
    for _ in range(100):
        app.frame(0.05)
        if isinstance(app.top, SummaryOverlay):
            return
    raise AssertionError("the summary never opened")


def said(monkeypatch: pytest.MonkeyPatch, app: App) -> list[str]:
    """Every text drawn in the next frame."""
    return [words for words, _ in texts_drawn(monkeypatch, app.draw)]


def test_a_typed_code_starts_that_deal_as_practice(app: App) -> None:
    dialog = open_dialog(app)
    type_text(app, CODE[:6].lower() + " " + CODE[6:] + "é")  # case, spaces, a stray letter
    assert dialog.typed == CODE[:6].lower() + " " + CODE[6:]
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    c = table.controller
    assert c.practice and c.deal_code == CODE
    assert c.record.deals[-1].deck == [card.code for card in decode(CODE).deck()]
    assert c.match.dealer == 2 and c.levels[0] == "human"
    settle(app, table)
    assert not app.storage.has_save(), "a practice deal is never saved"


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_mistyped_code_is_refused_in_the_players_language(app: App, language: str) -> None:
    app.settings.language = language
    app.apply_settings()
    dialog = open_dialog(app)
    wrong = CODE[:-2] + CODE[-1] + CODE[-2]  # two neighbours swapped
    type_text(app, wrong)
    click(app, point(button_of(dialog, "play").box))
    assert app.top is dialog and dialog.error == i18n.tr("code.bad.check")
    assert dialog.typed == wrong  # kept, to be corrected
    app.frame(0.02)
    save(app, f"deal_code_dialog_{language}")
    for _ in range(len(wrong)):
        key(app, pygame.K_BACKSPACE)
    assert dialog.typed == "" and dialog.error == ""
    type_text(app, "XYZ-1234")
    key(app, pygame.K_KP_ENTER)
    assert dialog.error == i18n.tr("code.bad.game")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_every_refusal_has_words_in_both_languages() -> None:
    for language in ("en", "ja"):
        i18n.set_language(language)
        for reason in ("game", "character", "length", "check"):
            assert i18n.has_text(f"code.bad.{reason}")
    i18n.set_language("en")


def test_only_code_characters_are_typed() -> None:
    assert typable("bga-07ss v2\n8ÉÜ!") == "bga-07ss v28"


def test_the_table_and_the_summary_show_the_code_and_replay_it(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.settings.autoplay = False
    game = TableController("belote_bga", {"target": 500}, SEATS, 8, decider=app.decider)
    table = table_scene(app, game)
    app.push(table)
    settle(app, table)
    code = game.deal_code
    assert code is not None and code in said(monkeypatch, app)
    finish_deal(app, table)
    summary = app.top
    assert isinstance(summary, SummaryOverlay)
    assert {"continue", "sheet", "replay_deal", "ai_replay"} <= {b.key for b in summary.buttons}
    assert i18n.tr("summary.code", code=code) in said(monkeypatch, app)
    saved = app.storage.load_game("belote_bga", parse_record)
    assert saved is not None and saved.deals[0].code == code
    click(app, point(button_of(summary, "replay_deal").box))
    again = app.top
    assert isinstance(again, TableScene) and again is not table
    assert again.controller.practice and again.controller.deal_code == code
    assert again.controller.record.deals[0].deck == game.record.deals[0].deck
    assert again.controller.levels == game.levels
    finish_deal(app, again)
    practice_summary = app.top
    keys = [b.key for b in practice_summary.buttons]
    assert keys[0] == "main_menu" and {"replay_deal", "ai_replay"} <= set(keys)
    assert "continue" not in keys and "sheet" not in keys
    kept = app.storage.load_game("belote_bga", parse_record)
    assert kept is not None and kept.to_json() == saved.to_json(), "the saved game is untouched"
    click(app, point(button_of(practice_summary, "main_menu").box))
    assert isinstance(app.top, MenuScene)
    assert next(b for b in app.top.buttons if b.key == "continue").enabled


@pytest.mark.parametrize("language", ["en", "ja"])
def test_summary_with_its_code_screenshot(app: App, language: str) -> None:
    app.settings.language = language
    app.settings.autoplay = False
    app.apply_settings()
    game = TableController("belote_bga", {}, SEATS, 8, decider=app.decider)
    table = table_scene(app, game)
    app.push(table)
    finish_deal(app, table)
    app.frame(0.02)
    save(app, f"summary_code_{language}")


@pytest.mark.parametrize("variant", ["belote_bga", "burraco"])
@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", [(800, 560), (1024, 640)])
def test_the_code_never_meets_the_dealer_line(
    app: App, variant: str, language: str, size: tuple[int, int]
) -> None:
    """Where the code cannot sit beside the deal's number it goes to the box's foot; the
    dealer line is then left out if they would meet (the dealer's plate shows the D)."""
    app.settings.language = language
    app.apply_settings()
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    c = TableController(variant, {}, ["human", "easy", "easy", "easy"], seed=2026, decider=None)
    table = table_scene(app, c)
    app.push(table)
    app.frame(0.05)
    place = table.hud.deal_code_place()
    assert place is not None, "the code shows at these sizes"
    words, size_px, at, anchor = place
    code = app.resources.font(size_px).render(words, True, (0, 0, 0)).get_rect(**{anchor: at})
    dealer_size = round(table.layout.font * 0.85)
    dealer = table.hud.dealer_place(dealer_size)
    if dealer is not None:
        line = app.resources.font(dealer_size).render(dealer[0], True, (0, 0, 0))
        assert not code.colliderect(line.get_rect(bottomleft=dealer[1])), (words, dealer)
    i18n.set_language("en")
