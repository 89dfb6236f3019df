"""The hand summary and the score sheet of a Belote, a Baloot and a Barbu game, in both
languages: every summary line and every hand of the sheet is drawn inside its panel, above
the buttons, and the screens are saved to docs/screenshots/."""

from __future__ import annotations

import pygame
import pytest

from game.session.controller import TableController
from game.session.storage import LANGUAGES
from game.ui import i18n
from game.ui.app import App
from game.ui.scenes.overlay_base import Overlay
from game.ui.scenes.overlays import (
    SheetOverlay,
    SummaryOverlay,
    line_label,
    sheet_label,
)
from game.ui.scenes.table import TableScene
from tests.ui.helpers import play_game, texts_drawn
from tests.ui.test_screenshots import save

GAMES = [("belote_bga", 3, 11), ("baloot", 3, 7), ("barbu", 3, 3)]


def play_hands(app: App, variant: str, hands: int, seed: int) -> tuple[TableScene, SummaryOverlay]:
    """Play at least ``hands`` hands (the human plays his first legal action) up to the
    summary of the first one after them that was played out (not thrown in)."""

    def enough(c: TableController) -> bool:
        return len(c.results) >= hands and not c.results[-1].thrown_in

    table = play_game(app, variant, {}, seed, stop_at=enough)
    summary = app.top
    assert isinstance(summary, SummaryOverlay)
    return table, summary


def drawn_words(
    app: App, overlay: Overlay, monkeypatch: pytest.MonkeyPatch
) -> list[tuple[str, pygame.Rect]]:
    """Every line of text the overlay's body draws, with where it went."""
    screen = app.screen
    assert screen is not None
    return texts_drawn(monkeypatch, lambda: overlay.draw_body(screen, overlay.box))


def inside(overlay: Overlay, said: list[tuple[str, pygame.Rect]]) -> None:
    """Everything the body says lies in the panel, above the row of buttons."""
    box = overlay.box
    top_of_buttons = min(b.box.y for b in overlay.buttons)
    for words, rect in said:
        assert box.x <= rect.left and rect.right <= box.right, (words, rect, box)
        assert box.y <= rect.top and rect.bottom <= top_of_buttons, (words, rect, top_of_buttons)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("variant", "hands", "seed"), GAMES)
def test_the_summary_and_the_sheet_show_every_line_and_every_hand(
    app: App, monkeypatch: pytest.MonkeyPatch, variant: str, hands: int, seed: int, language: str
) -> None:
    app.settings.language = language
    app.apply_settings()
    table, summary = play_hands(app, variant, hands, seed)
    result = table.controller.results[-1]
    assert result.lines
    said = drawn_words(app, summary, monkeypatch)
    words = [w for w, _ in said]
    for line in result.lines:
        assert line_label(line) in words, (line, words)
        if line.reason is not None:
            assert any(w for w in words if w and w in i18n.say_wording(line.reason, kind="verdict"))
    assert all(str(p) in words for p in result.points)
    inside(summary, said)
    save(app, f"summary_{variant}_{language}")

    summary.click("sheet")
    sheet = app.top
    assert isinstance(sheet, SheetOverlay)
    said = drawn_words(app, sheet, monkeypatch)
    words = [w for w, _ in said]
    rows = table.controller.score_sheet()
    assert len(rows) == len(table.controller.results) >= hands
    for row in rows:
        assert sheet_label(row) in words, (sheet_label(row), words)
        assert row.contract is not None or row.thrown_in
    assert all(str(t) in words for t in rows[-1].totals)
    inside(sheet, said)
    save(app, f"sheet_{variant}_{language}")
