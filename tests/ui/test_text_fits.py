"""Every text fits its box at the smallest window, in all five languages: nothing is cut or runs
off.

Each message of the catalogues, its fields filled with the longest values they take (seat names,
a hand of cards such as 10♥, four-digit numbers), is drawn into each kind of box that grows or
wraps or shrinks (a button, a speech bubble, an announcement banner, the log, the table's
message, the contract, the data files' notice) and every line drawn is measured against its
box.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.cards import Card
from game.session.controller import TableController
from game.session.storage import LANGUAGES, Storage
from game.ui import i18n, widgets
from game.ui.app import App
from game.ui.layout import MIN_SIZE, Box
from game.ui.resources import Resources
from game.ui.routes import table_scene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.table import TableScene
from tests.ui.conftest import make_app
from tests.ui.helpers import settle
from tests.ui.test_screenshots import save
from tests.ui.test_texts import catalogue

SEATS = ["human", "expert", "expert", "expert"]
HAND = "10♥ 10♦ 10♣ 10♠ K♥ Q♥ J♥ 9♥"
NUMBER = "8888"


def longest(words: list[str]) -> str:
    return max(words, key=len)


def filled(language: str) -> dict[str, str]:
    """The longest realistic value of each field a text names, in ``language``."""
    tr = i18n.tr
    seat = longest([tr(f"seat.{i}") for i in range(4)])
    return {
        "seat": seat,
        "seats": ", ".join(tr(f"seat.{i}") for i in range(1, 4)),
        "card": "10♥",
        "cards": HAND,
        "suit": longest([tr(f"suit.{i}") for i in range(4)]),
        "rank": "10",
        "file": longest([tr(f"file.{n}") for n in (Storage.SETTINGS, Storage.STATS, Storage.SAVE)]),
        "aside": "saved_game.damaged-20260131-235959-2.json",
        "why": tr("fault.too_long", length=NUMBER, most=NUMBER),
        "reason": tr("why.trump_void", cards=HAND),
        "action": tr("act.double:", seats=seat),
        "contract": tr("act.hokum:", suit="♥"),
        "bid": tr("act.hokum:", suit="♥"),
        "game": "Belote (Board Game Arena)",
        "name": "Belote (Board Game Arena)",
        "value": "'a wrong value in a damaged file'",
        "word": "Infinity",
    }


def messages(language: str) -> Iterator[tuple[str, str]]:
    """Every text of the catalogue with its fields filled (numbers get four digits), each of
    a count's plural forms."""
    values = filled(language)
    for key, message in catalogue(language).items():
        for text in message.texts:
            names = set(re.findall(r"{(\w+)}", text))
            yield key, text.format(**{n: values.get(n, NUMBER) for n in names})


class Lines:
    """The lines ``widgets.text`` draws, with where they went."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.drawn: list[tuple[str, pygame.Rect]] = []
        real = widgets.text

        def spy(*args: Any, **kwargs: Any) -> pygame.Rect:
            rect = real(*args, **kwargs)
            self.drawn.append((args[2], rect))
            return rect

        monkeypatch.setattr(widgets, "text", spy)

    def take(self) -> list[tuple[str, pygame.Rect]]:
        drawn, self.drawn = self.drawn, []
        return drawn


def within(box: Box | pygame.Rect, drawn: list[tuple[str, pygame.Rect]], what: str) -> None:
    rect = pygame.Rect(box.as_tuple()) if isinstance(box, Box) else box
    assert drawn, f"{what}: nothing drawn"
    for line, where in drawn:
        assert where.w <= rect.w and rect.left - 1 <= where.left, f"{what}: {line!r} {where}"
        assert where.right <= rect.right + 1, f"{what}: {line!r} {where} is outside {rect}"


def small_table(folder: Path, language: str) -> tuple[App, TableScene]:
    app = make_app(folder, MIN_SIZE)
    app.settings.language = language
    app.settings.speed = "instant"
    app.apply_settings()
    controller = TableController("belote_bga", {}, SEATS, 6, decider=app.decider)
    table = table_scene(app, controller)
    app.push(table)
    for _ in range(50):  # until the human is to play (settling stops at each pause too)
        settle(app, table)
        if controller.human_to_act:
            break
    return app, table


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_fits_every_box_at_the_smallest_window(
    tmp_path: Path, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    pygame.init()
    app, table = small_table(tmp_path, language)
    assert app.screen is not None and app.screen.get_size() == MIN_SIZE
    screen, window = app.screen, app.screen.get_rect()
    lines = Lines(monkeypatch)
    hud, layout = table.hud, table.layout
    button = table.buttons[0]
    checked = 0
    for key, words in messages(language):
        widgets.new_frame()  # each text drawn as in a frame of its own (panels mirror in Arabic)
        button.label = words
        button.draw(screen, app.resources, layout.font)
        within(button.box, lines.take(), f"button {key}")
        for seat in range(4):
            for loud in (False, True):
                hud.bubbles.clear()
                hud.bubble(seat, words, loud)
                hud.draw_bubbles(screen)
                within(window, lines.take(), f"bubble {key} of seat {seat}")
        hud.log.clear()
        hud.say_log(words)
        hud.draw_log(screen)
        within(layout.log, lines.take(), f"log {key}")
        hud.say(words)
        hud.draw_message(screen)
        within(window.inflate(-layout.width * 0.1, 0), lines.take(), f"message {key}")
        monkeypatch.setattr(hud, "contract_words", lambda words=words: (words, 3))
        hud.draw_contract(screen)
        within(layout.contract, lines.take(), f"contract {key}")
        app.notice, app.notice_until = words, app.clock + 10
        app.draw_notice(screen)
        within(window.inflate(-window.w * 0.2, 0), lines.take(), f"notice {key}")
        checked += 1
    assert checked > 300
    app.close()
    i18n.set_language("en")


def test_fitting_shrinks_a_little_then_wraps_and_never_cuts() -> None:
    pygame.init()
    fonts = Resources()
    words = "Double You, West, North"
    one = fonts.font(18).size(words)[0]
    assert widgets.fit_text(fonts, words, 18, one) == widgets.Fitted(18, (words,))
    shrunk = widgets.fit_text(fonts, words, 18, one - 4)
    assert shrunk.size < 18 and shrunk.lines == (words,)
    wrapped = widgets.fit_text(fonts, words, 18, one * 0.6)
    assert wrapped.size == round(18 * widgets.SHRINK) and len(wrapped.lines) == 2
    assert " ".join(wrapped.lines) == words
    name = "saved_game.damaged-20260131-235959-2.json"
    broken = widgets.fit_text(fonts, name, 14, 90)
    assert "".join(broken.lines) == name and len(broken.lines) > 1
    assert all(fonts.font(broken.size).size(line)[0] <= 90 for line in broken.lines)
    button = widgets.fit_text(fonts, "Declare a belote and a tierce", 18, 120, height=50)
    assert button.size >= widgets.LEAST_SIZE and len(button.lines) == 2
    assert button.height <= 50
    sentence = "成績のファイルを読めなかったため、退避しました。"
    japanese = widgets.wrap(fonts, sentence, 14, 14 * 8)
    assert not any(line.startswith(("、", "。")) for line in japanese)
    assert "".join(japanese) == sentence


def test_the_message_says_what_just_happened_and_goes_at_the_next_action(tmp_path: Path) -> None:
    pygame.init()
    app, table = small_table(tmp_path, "en")
    c, hud = table.controller, table.hud
    legal = c.legal_actions()
    assert table.play(legal[-1] if not isinstance(legal[0], Card) else legal[0])
    assert not c.human_to_act and not c.deal_over
    hud.say("Hand sorted by suit")  # said while the others are still to play
    assert hud.message_showing()
    before = hud.moment()
    settle(app, table)
    assert hud.moment() != before and not hud.message_showing()
    hud.say("Hand sorted by suit")
    app.frame(0.1)
    assert hud.message_showing()
    app.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_long_bubbles_and_banners_screenshot(tmp_path: Path, language: str) -> None:
    pygame.init()
    app, table = small_table(tmp_path, language)
    tr = i18n.tr
    seats = ", ".join(tr(f"seat.{i}") for i in (0, 1, 2))
    table.hud.bubble(1, tr("act.double:", seats=seats), loud=False)
    table.hud.bubble(3, tr("act.hokum:", suit="♥"), loud=False)
    table.hud.bubble(2, i18n.say_announcement("belote") + " " + HAND, loud=True)
    table.hud.say(tr("table.cannot", card="10♥", reason=tr("why.trump_void", cards=HAND)))
    for line in [tr("act.double:", seats=seats)] * 2:
        table.hud.say_log(line)
    app.frame(0.01)
    save(app, f"long_texts_{language}_small")
    app.close()
    i18n.set_language("en")


def test_japanese_damaged_file_notice_screenshot(tmp_path: Path) -> None:
    pygame.init()
    (tmp_path / Storage.SETTINGS).write_text('{"language": "ja"}', encoding="utf-8")
    (tmp_path / Storage.STATS).write_text('{"belote_bga": {"games": 1, "won": 2}}', "utf-8")
    (tmp_path / Storage.SAVE).write_text('{"format": "atout-rec', encoding="utf-8")
    app = make_app(tmp_path, MIN_SIZE)
    app.push(MenuScene(app))
    app.frame(0.016)
    assert "理由：勝ったゲームの数が" in app.notice and "理由：JSON として読めません" in app.notice
    without_names = re.sub(r"\S+\.damaged-[\w-]+\.json", "", app.notice)
    assert not re.search("[A-Za-z]{3}", without_names.replace("JSON", ""))
    save(app, "notice_damaged_ja_small")
    app.close()
    i18n.set_language("en")
