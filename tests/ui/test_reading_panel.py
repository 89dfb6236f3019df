"""The card-reading panel (issue 35): drawn over a Belote table in the middle of the play, at
the smallest and a large window, in both languages, every line inside the panel."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ai.reading import Reading, read_cards
from game.core.api import State
from game.session.controller import TableController
from game.ui import i18n
from game.ui.app import App
from game.ui.routes import table_scene
from game.ui.scenes.reading import READING_KEY, ReadingOverlay, chance_text
from game.ui.scenes.table import TableScene
from tests.ui.conftest import make_app
from tests.ui.helpers import key, settle, texts_drawn

SEATS = ["human", "easy", "easy", "easy"]
SIZES = [(1024, 640), (1920, 1080)]


class InlineReader:
    """The decision service's card reading, inline (``ai.service.DecisionService.read_cards``
    runs the same ``read_cards`` on a world sampled for the seat)."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, int]] = []
        self.cancelled: list[int] = []
        self.answers: dict[int, Reading] = {}

    def read_cards(self, state: State, seat: int, seed: int) -> int:
        self.asked.append((seat, seed))
        ticket = len(self.asked)
        self.answers[ticket] = read_cards(state, seat, seed)
        return ticket

    def poll(self, ticket: int) -> tuple[bool, Any]:
        return True, self.answers.pop(ticket)

    def cancel(self, ticket: int) -> None:
        self.cancelled.append(ticket)


def mid_play_table(app: App, tricks: int = 2) -> TableScene:
    """A Belote (BGA) table where the human is to play after ``tricks`` tricks."""
    app.settings.speed = "instant"
    app.apply_settings()
    for seed in range(1, 30):
        controller = TableController("belote_bga", {}, SEATS, seed, decider=app.decider)
        table = table_scene(app, controller)
        app.push(table)
        state: Any = controller.state
        for _ in range(200):
            settle(app, table)
            if controller.deal_over or app.top is not table:
                break
            if state.order is not None and state.tricks_played >= tricks:
                return table
            table.play(controller.legal_actions()[0])
            state = controller.state
        app.pop()
    raise AssertionError("no deal reached the play")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_panel_fits_inside_itself_at_both_window_sizes(
    tmp_path: Path, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    pygame.init()
    app = make_app(tmp_path, SIZES[0])
    app.settings.language = language
    app.apply_settings()
    table = mid_play_table(app)
    state = table.controller.state
    reader = InlineReader()
    panel = ReadingOverlay(app, state, 0, seed=7, reader=reader)
    app.push(panel)
    assert reader.asked == [(0, 7)] and panel.reading is not None
    reading = panel.reading
    assert reading.in_play and reading.odds
    for size in SIZES:
        app.resize(size)
        assert app.screen is not None
        if app.screen.get_size() != size:
            app.screen = pygame.display.set_mode(size)
        screen = app.screen
        app.draw()  # the table under the panel, then the panel
        drawn = texts_drawn(monkeypatch, lambda screen=screen: panel.draw(screen))
        box = pygame.Rect(panel.box.as_tuple())
        said = {words for words, _ in drawn}
        assert i18n.tr("reading.title") in said
        assert i18n.tr("reading.col.out") in said
        assert any(
            chance_text(c, e) in said
            for o in reading.odds
            for c, e in zip(o.chance, o.error, strict=True)
        )
        for words, rect in drawn:
            assert box.contains(rect), f"{size}: {words!r} {rect} is outside {box}"
        if size == SIZES[0]:
            pygame.image.save(screen, f"/tmp/reading_{language}.png")
        else:
            pygame.image.save(screen, f"/tmp/reading_{language}_large.png")
    key(app, READING_KEY)  # the key that opens the panel closes it
    assert app.top is table
    app.close()
    i18n.set_language("en")


def test_the_panel_waits_for_the_answer_and_drops_the_question_when_closed(
    tmp_path: Path,
) -> None:
    pygame.init()
    app = make_app(tmp_path, SIZES[0])

    class Slow(InlineReader):
        def poll(self, ticket: int) -> tuple[bool, Any]:
            return False, None

    table = mid_play_table(app, tricks=1)
    reader = Slow()
    panel = ReadingOverlay(app, table.controller.state, 0, seed=3, reader=reader)
    app.push(panel)
    app.frame(0.05)
    assert panel.reading is None and panel.ticket == 1
    key(app, pygame.K_ESCAPE)
    assert app.top is table and reader.cancelled == [1]
    app.close()


def test_without_a_reader_the_panel_says_so(tmp_path: Path) -> None:
    pygame.init()
    app = make_app(tmp_path, SIZES[0])
    table = mid_play_table(app, tricks=1)
    panel = ReadingOverlay(app, table.controller.state, 0, seed=3, reader=object())  # reads none
    app.push(panel)
    app.frame(0.05)
    assert panel.reader is None and panel.reading is None
    app.close()


def test_another_seat_s_reading_names_that_seat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In a review of another seat, the panel says whose reading it is."""
    pygame.init()
    app = make_app(tmp_path, SIZES[0])
    table = mid_play_table(app, tricks=1)
    panel = ReadingOverlay(app, table.controller.state, 1, seed=3, reader=InlineReader())
    app.push(panel)
    assert app.screen is not None
    screen = app.screen
    said = {words for words, _ in texts_drawn(monkeypatch, lambda: panel.draw(screen))}
    assert i18n.tr("reading.title_seat", seat="West") in said
    assert i18n.tr("seat.0") in said and i18n.tr("seat.1") not in said  # the others' columns
    app.close()


def burraco_table(app: App, turns: int = 12) -> TableScene:
    """A Burraco table after the human has taken ``turns`` actions (his first legal each)."""
    app.settings.speed = "instant"
    app.apply_settings()
    controller = TableController("burraco", {}, SEATS, 4, decider=app.decider)
    table = table_scene(app, controller)
    app.push(table)
    for _ in range(turns):
        settle(app, table)
        table.play(controller.legal_actions()[0])
    settle(app, table)
    assert not controller.deal_over
    return table


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_burraco_panel_fits_inside_itself_at_both_window_sizes(
    tmp_path: Path, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    pygame.init()
    app = make_app(tmp_path, SIZES[0])
    app.settings.language = language
    app.apply_settings()
    table = burraco_table(app)
    panel = ReadingOverlay(app, table.controller.state, 0, seed=7, reader=InlineReader())
    app.push(panel)
    assert panel.reading is not None and panel.reading.kind == "rummy"
    for size in SIZES:
        app.resize(size)
        if app.screen is None or app.screen.get_size() != size:
            app.screen = pygame.display.set_mode(size)
        screen = app.screen
        app.draw()
        drawn = texts_drawn(monkeypatch, lambda screen=screen: panel.draw(screen))
        box = pygame.Rect(panel.box.as_tuple())
        said = {words for words, _ in drawn}
        assert i18n.tr("reading.col.unseen") in said
        for words, rect in drawn:
            assert box.contains(rect), f"{size}: {words!r} {rect} is outside {box}"
        suffix = "" if size == SIZES[0] else "_large"
        pygame.image.save(screen, f"/tmp/reading_burraco_{language}{suffix}.png")
    app.close()
    i18n.set_language("en")


def test_before_the_play_the_panel_says_what_it_reads_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pygame.init()
    app = make_app(tmp_path, SIZES[0])
    controller = TableController("belote_bga", {}, SEATS, 2, decider=app.decider)
    table = table_scene(app, controller)
    app.push(table)
    settle(app, table)
    assert controller.human_to_act and not controller.state.in_play
    panel = ReadingOverlay(app, controller.state, 0, seed=1, reader=InlineReader())
    app.push(panel)
    assert app.screen is not None
    screen = app.screen
    drawn = texts_drawn(monkeypatch, lambda: panel.draw(screen))
    said = {words for words, _ in drawn}
    assert i18n.tr("reading.before_play") in said
    box = pygame.Rect(panel.box.as_tuple())
    assert all(box.contains(rect) for _, rect in drawn)
    app.close()
