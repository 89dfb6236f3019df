"""Progress a player can see (issue 39): the background review, the rating and chart on the
statistics screen, training on mistakes, the deal of the day; with their screenshots."""

from __future__ import annotations

import datetime
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from ai.levels import LEVELS
from ai.rating import Rating, decision_kind, rate_rows
from ai.review.jobs import deal_of, moments_of
from ai.service import DecisionService
from game.core.replaying import RecordData
from game.core.trickplay import TrickPlayState
from game.session.daily import (
    DailyHistory,
    deal_codes,
    load_history,
    read_series,
    series_code,
    series_deals,
)
from game.session.progress import (
    GOOD_TWICE,
    BackgroundReview,
    StoredDecision,
    StoredOption,
    TrainingPosition,
    TrainingQueue,
    load_book,
    load_queue,
    training_file,
)
from game.session.record import GameRecord
from game.session.simulate import simulate_game
from game.session.storage import DAMAGED, Statistics, Storage
from game.ui import i18n
from game.ui.app import App
from game.ui.routes import wire
from game.ui.scenes.daily import DailyScene, SeriesCodeScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.progress import ProgressScene, ReviewAtScene, say_kind
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.training import TrainingScene
from tests.ui.conftest import QuickDecider
from tests.ui.helpers import click, frames, key, point, texts_drawn
from tests.ui.test_screenshots import resize, save

VARIANT = "belote_bga"


class RatingDecider(QuickDecider):
    """The quick decider with the background review and the rating (inline)."""

    def review_in_background(self, record: RecordData, deal: int, seat: int, seed: int = 0) -> int:
        return self.service.review_in_background(record, deal, seat, seed)

    @property
    def busy(self) -> bool:
        return self.service.busy

    def rate(self, variant: str, rows: list[dict[str, Any]], deals: int = 0) -> Rating:
        return self.service.rate(variant, rows, deals)


@pytest.fixture
def rated(tmp_path: Path) -> Iterator[App]:
    pygame.init()
    app = wire(App(Storage(tmp_path, background=True), RatingDecider, LEVELS, (1280, 800)))
    app.settings.sound = False
    app.apply_settings()
    app.open_window()
    yield app
    app.close()
    i18n.set_language("en")


def finished_game(storage: Storage, deals: int = 3, seed: int = 3) -> GameRecord:
    """A finished game's record kept as the table keeps it (its first ``deals`` deals)."""
    full = simulate_game(VARIANT, {}, seed).record
    record = GameRecord(full.variant, full.options, full.first_dealer, full.deals[:deals])
    storage.keep_finished(record.to_json(), True, [500, 300])
    storage.wait()
    return record


def review_everything(app: App, limit: float = 120.0) -> BackgroundReview:
    """Frames until the wired background review has nothing left to do (its file work on
    its thread included), ``limit`` seconds at most."""
    (tick,) = app.background
    review = tick.__self__  # type: ignore[attr-defined]
    assert isinstance(review, BackgroundReview)
    end = time.monotonic() + limit
    while time.monotonic() < end:
        app.frame(0.5)
        if review.scanned_at >= 0 and review.idle:
            break
    app.storage.wait()
    return review


def test_the_background_review_stores_reviews_and_the_rating_follows(rated: App) -> None:
    finished_game(rated.storage, deals=2)
    stats = rated.route("stats")
    rated.push(stats)
    assert isinstance(stats, StatsScene)
    rated.storage.update_statistics(lambda s: s.add_hand(VARIANT, 10))
    stats.stats = rated.storage.load_statistics()
    stats.rate()
    assert stats.ratings[VARIANT] == "–"  # nothing reviewed yet
    review = review_everything(rated)
    assert review.reviewed == 2
    book = load_book(rated.storage, VARIANT)
    assert [hand.deal for hand in book.hands] == [1, 2]
    assert all(hand.decisions for hand in book.hands)
    rated.frame(0.05)  # the screen sees the new hands
    assert stats.ratings[VARIANT].startswith("about ")
    # a restart: the hands are kept, and none is reviewed twice
    again = BackgroundReview(rated.storage, lambda: rated.decider, 0, threaded=False)
    for _ in range(20):
        again.tick(0.5)
    assert again.reviewed == 0 and len(load_book(rated.storage, VARIANT).hands) == 2


def test_the_background_reviews_file_work_is_off_the_frames_thread(
    rated: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reading the records and storing a hand (tens of milliseconds once the files have
    grown) run on the review's thread: a frame only hands them over and takes the result."""
    finished_game(rated.storage, deals=2)
    where: dict[str, set[str]] = {}
    for name in ("record_files", "look_through", "store"):
        real = getattr(BackgroundReview, name)

        def spy(self: BackgroundReview, *args: Any, real: Any = real, name: str = name) -> Any:
            where.setdefault(name, set()).add(threading.current_thread().name)
            return real(self, *args)

        monkeypatch.setattr(BackgroundReview, name, spy)
    review = review_everything(rated)
    assert review.reviewed == 2
    assert set(where) == {"record_files", "look_through", "store"}
    threads = set().union(*where.values())
    assert threading.main_thread().name not in threads
    assert all(name.startswith("atout-progress") for name in threads)


def test_the_background_review_waits_while_the_ai_thinks(rated: App) -> None:
    finished_game(rated.storage, deals=1)
    review = BackgroundReview(rated.storage, lambda: rated.decider, 1.0, threaded=False)
    decider = rated.decider
    assert isinstance(decider, RatingDecider)
    service: DecisionService = decider.service
    ticket = service.review_hand(finished_game(rated.storage, 1).data(), 1, 0)  # in flight
    for _ in range(40):
        review.tick(0.5)
    assert service.busy and review.reviewed == 0 and review.ticket is None
    service.cancel(ticket)
    for _ in range(40):
        review.tick(0.5)
    assert review.reviewed >= 1


def test_the_progress_page_has_the_rating_the_chart_and_examples(
    rated: App, monkeypatch: Any
) -> None:
    finished_game(rated.storage, deals=3, seed=3)
    finished_game(rated.storage, deals=2, seed=4)
    rated.storage.update_statistics(lambda s: s.add_comparison(VARIANT, 12))
    review_everything(rated)
    stats = rated.route("stats")
    rated.push(stats)
    rated.frame(0.05)
    assert isinstance(stats, StatsScene)
    ((row, name),) = stats.rows
    click(rated, point(row))
    page = rated.top
    assert isinstance(page, ProgressScene) and name == VARIANT
    assert page.rating is not None and page.rating.decisions > 0
    assert len(page.points) == 2 and page.levels  # one dot a game, on the levels' scale
    screen = rated.screen
    assert screen is not None
    said = [words for words, _ in texts_drawn(monkeypatch, lambda: page.draw(screen))]
    assert any(w.startswith("Rating: about ") and "±" in w for w in said)
    assert "+12 points a deal (1 deals)" in " ".join(said)
    for label in ("random", "easy", "medium", "hard", "expert", "level"):
        assert label in said  # the chart's axis is labelled
    examples = [b for b in page.kind_buttons if b.enabled]
    assert examples
    kind = examples[0].key.split(":", 1)[1]
    expected = page.examples[kind]
    assert expected is not None
    click(rated, point(examples[0].box))
    review = rated.top
    assert isinstance(review, ReviewAtScene)
    for _ in range(400):
        rated.frame(0.05)
        if review.result is not None:
            break
    rated.frame(0.05)
    chosen = review.decisions[review.chosen]
    assert chosen.action_index == expected[1]


SHOT_SIZES = [(1280, 800), (1024, 640), (1920, 1080)]
SHOTS = [
    *((language, size) for language in ("en", "ja", "ar") for size in SHOT_SIZES),
    ("fr", SHOT_SIZES[0]),
    ("it", SHOT_SIZES[0]),
]


@pytest.mark.parametrize(("language", "size"), SHOTS)
def test_progress_screenshots(rated: App, language: str, size: tuple[int, int]) -> None:
    finished_game(rated.storage, deals=3, seed=3)
    finished_game(rated.storage, deals=3, seed=4)
    finished_game(rated.storage, deals=2, seed=5)

    def book(stats: Statistics) -> None:
        stats.add_game(VARIANT, True)
        stats.add_hand(VARIANT, 90)

    rated.storage.update_statistics(book)
    review_everything(rated, limit=240.0)
    rated.settings.language = language
    rated.apply_settings()
    resize(rated, size)
    tail = "" if size == (1280, 800) else f"_{size[0]}x{size[1]}"
    stats = rated.route("stats")
    rated.push(stats)
    rated.frame(0.05)
    save(rated, f"stats_rating_{language}{tail}")
    rated.push(rated.route("progress", VARIANT))
    rated.frame(0.05)
    save(rated, f"progress_{language}{tail}")
    training = rated.route("training", VARIANT)
    rated.push(training)
    rated.frame(0.05)
    save(rated, f"training_ask_{language}{tail}")
    assert isinstance(training, TrainingScene) and training.position is not None
    training.answered(training.position.decision.played)
    rated.frame(0.05)
    save(rated, f"training_answer_{language}{tail}")
    daily = DailyScene(rated, today=datetime.date(2026, 11, 28))
    history = load_history(rated.storage)
    history.score(daily.code, 0, 92, 70)
    history.score(series_code(VARIANT, datetime.date(2026, 11, 27)), 0, 40, 122)
    rated.storage.write_data("daily/history.json", history.to_json())
    rated.storage.wait()
    rated.push(DailyScene(rated, today=datetime.date(2026, 11, 28)))
    rated.frame(0.05)
    save(rated, f"daily_{language}{tail}")


# --- training ---------------------------------------------------------------------------


def a_decision(best: str = "AS", played: str = "7S") -> StoredDecision:
    options = (
        StoredOption(best, 40.0, 30.0, 50.0),
        StoredOption("KS", 38.0, 28.0, 48.0),
        StoredOption(played, 10.0, 0.0, 20.0),
    )
    return StoredDecision("trick", 3, 12, 30.0, "blunder", 3, played, best, options)


def test_the_training_queue_enters_answers_and_leaves() -> None:
    queue = TrainingQueue()
    position = TrainingPosition("k1", {"variant": VARIANT}, a_decision())
    assert queue.add(position) and not queue.add(position)  # never twice
    assert queue.answer("k1", "7S") is False and queue.positions[0].good == 0
    assert queue.answer("k1", "KS") is True  # within the best's interval: good
    assert queue.answer("k1", "7S") is False and queue.positions[0].good == 0  # again from 0
    for _ in range(GOOD_TWICE - 1):
        assert queue.answer("k1", "AS") is True
    assert queue.positions
    assert queue.answer("k1", "AS") is True
    assert not queue.positions and queue.answer("k1", "AS") is None


def test_a_damaged_training_file_is_reported_and_left_alone(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    path = storage.path(training_file(VARIANT))
    path.parent.mkdir(parents=True)
    path.write_text('{"positions": [{"key": 3}]}', encoding="utf-8")
    assert load_queue(storage, VARIANT).positions == []
    (problem,) = storage.problems
    assert problem.kind == DAMAGED
    (kept,) = path.parent.glob("*.damaged-*")
    assert kept.read_text(encoding="utf-8") == '{"positions": [{"key": 3}]}'  # as it was


def test_training_at_the_table_takes_the_answer(rated: App) -> None:
    finished_game(rated.storage, deals=3)
    review_everything(rated)
    (game,) = {p.variant for p in load_queue(rated.storage, VARIANT).positions}
    before = len(load_queue(rated.storage, game).positions)
    assert before > 0
    training = rated.route("training", game)
    rated.push(training)
    assert isinstance(training, TrainingScene) and training.position is not None
    controller = training.controller
    assert controller is not None and controller.human_to_act
    key, best = training.position.key, training.position.decision.best
    (play,) = [b for b in training.buttons if b.key == "play"]
    click(rated, point(play.box))
    table = rated.top
    assert isinstance(table, TableScene)
    assert table.controller.state.view(0).hand_sizes != ()  # the seat's view
    frames(rated, 30)
    table.play(controller.action_of(best))
    for _ in range(200):
        rated.frame(0.05)
        if rated.top is training:
            break
    assert rated.top is training and training.answer == best and training.good
    rated.storage.wait()
    (left,) = [p for p in load_queue(rated.storage, game).positions if p.key == key]
    assert left.good == 1


# --- the deal of the day ---------------------------------------------------------------------


def test_the_daily_series_is_the_same_for_a_day_and_another_the_next() -> None:
    day = datetime.date(2026, 11, 28)
    code = series_code(VARIANT, day)
    assert read_series(code) == (VARIANT, "2026-11-28")
    assert series_deals(code) == series_deals(code.lower())
    first = [(d.dealer, d.seed) for d in series_deals(code)]
    assert len(set(first)) == 3
    assert first == [(d.dealer, d.seed) for d in series_deals(series_code(VARIANT, day))]
    other = series_code(VARIANT, day + datetime.timedelta(days=1))
    assert [(d.dealer, d.seed) for d in series_deals(other)] != first
    history = DailyHistory()
    history.score(code, 1, 80, 62)
    assert history.of(code).total == 18
    assert DailyHistory.check(history.to_json()).of(code).deals[1] is not None


# --- the menu's entries and a shared series -------------------------------------------------


def menu_button(menu: MenuScene, wanted: str) -> Any:
    return next(b for b in menu.buttons if b.key == wanted)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_menu_has_training_and_the_deal_of_the_day(rated: App, size: tuple[int, int]) -> None:
    rated.resize(size)
    menu = rated.route("menu")
    assert isinstance(menu, MenuScene)
    rated.push(menu)
    rated.frame(0.05)
    assert menu_button(menu, "training").label == "Train on your mistakes (none waiting)"
    assert menu.buttons[-1].box.bottom <= size[1] * 0.95  # the column fits the window
    finished_game(rated.storage, deals=3)
    review_everything(rated)
    rated.frame(0.05)  # the menu sees the hands reviewed on the frame after
    waiting = len(load_queue(rated.storage, VARIANT).positions)
    assert waiting > 0
    assert menu_button(menu, "training").label == f"Train on your mistakes ({waiting})"
    click(rated, point(menu_button(menu, "training").box))
    training = rated.top
    assert isinstance(training, TrainingScene) and training.position is not None
    key(rated, pygame.K_ESCAPE)
    assert rated.top is menu
    click(rated, point(menu_button(menu, "daily").box))
    assert isinstance(rated.top, DailyScene)


def test_a_window_that_saves_nothing_offers_no_training_or_daily(tmp_path: Path) -> None:
    pygame.init()
    app = wire(App(Storage(tmp_path, read_only=True), RatingDecider, LEVELS, (1024, 640)))
    try:
        menu = app.route("menu")
        assert isinstance(menu, MenuScene)
        assert [b.key for b in menu.buttons] == ["code", "rules", "stats", "settings", "quit"]
    finally:
        app.close()


def type_in(app: App, words: str) -> None:
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=words))


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_shared_series_code_plays_that_series(rated: App, language: str) -> None:
    rated.settings.language = language
    rated.apply_settings()
    today = datetime.date(2026, 11, 28)
    daily = DailyScene(rated, today=today)
    rated.push(daily)
    rated.frame(0.05)
    (enter,) = [b for b in daily.buttons if b.key == "code"]
    click(rated, point(enter.box))
    dialog = rated.top
    assert isinstance(dialog, SeriesCodeScene)
    refusals = [
        ("BGA-07SSV28VEP2A6", "deal"),  # a deal code
        ("XYZ-20261101", "variant"),
        ("BGA-20261301", "format"),  # no such day
        ("BGA-20261201", "future"),
    ]
    for typed, reason in refusals:
        type_in(rated, typed)
        key(rated, pygame.K_RETURN)
        assert rated.top is dialog and dialog.error == i18n.tr(f"daily.bad.{reason}")
        assert dialog.typed == typed  # kept, to be corrected
        rated.frame(0.05)
        if reason == "deal":
            save(rated, f"daily_code_refused_{language}")
        for _ in typed:
            key(rated, pygame.K_BACKSPACE)
    shared = series_code("burraco", datetime.date(2026, 10, 3))
    type_in(rated, shared.lower())
    key(rated, pygame.K_RETURN)
    assert rated.top is daily and daily.code == shared
    assert daily.variant == "burraco"
    assert [b.key for b in daily.buttons if b.selected] == ["game:burraco"]
    daily.click("play:1")
    table = rated.top
    assert isinstance(table, TableScene)
    spec = series_deals(shared)[1]
    assert table.controller.deal_code == deal_codes(shared)[1]
    assert table.controller.record.variant == spec.variant


# --- the finer kinds of decision -----------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "plays"),
    [
        ("belote_bga", {"lead", "follow"}),
        ("belote_classic", {"lead", "follow"}),
        ("baloot", {"lead", "follow"}),
        ("barbu", {"lead", "follow"}),
        ("burraco", {"discard"}),
    ],
)
def test_each_decision_has_a_finer_kind_with_words(variant: str, plays: set[str]) -> None:
    record = simulate_game(variant, {}, 5).record
    found: dict[str, int] = {}
    for deal in range(1, min(8, len(record.deals)) + 1):
        start, actions = deal_of(record.data(), deal)
        for moment in moments_of(start, actions, 0):
            kind = decision_kind(moment.state, moment.action, moment.stage)
            found[kind] = found.get(kind, 0) + 1
            state = moment.state
            if isinstance(state, TrickPlayState) and kind in ("follow", "trump", "discard"):
                led = state.trick[0] // 13
                assert (moment.action.index // 13 == led) == (kind == "follow")
    assert plays <= set(found), found
    assert not {"trick", "turn"} & set(found), found  # every card play is named finer
    for language in ("en", "ja"):
        i18n.set_language(language)
        for kind in found:
            assert say_kind(kind) != kind, (language, kind)  # a text of its own
    i18n.set_language("en")


def test_the_rating_counts_the_finer_kinds_and_older_rows_by_their_stage() -> None:
    rows = [
        {
            "kind": "trick",
            "what": "lead",
            "number": 1,
            "index": 4,
            "loss": 6.0,
            "mark": "mistake",
            "legal": 5,
        },
        {
            "kind": "trick",
            "what": "discard",
            "number": 2,
            "index": 9,
            "loss": 1.0,
            "mark": "inaccuracy",
            "legal": 3,
        },
        {"kind": "trick", "number": 3, "index": 13, "loss": 2.0, "mark": "good", "legal": 2},
    ]
    rating = rate_rows(VARIANT, rows, 1, anchors={})
    assert [(k.kind, k.decisions) for k in rating.kinds] == [
        ("lead", 1),
        ("trick", 1),
        ("discard", 1),
    ]
    assert StoredDecision.check(rows[0]).kind_rated == "lead"
    assert StoredDecision.check(rows[2]).kind_rated == "trick"
