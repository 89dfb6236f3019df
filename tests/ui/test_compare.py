"""Let the AI play my seat, at the table: from a finished hand's summary the AI plays the same
deal in the worker with a progress bar while frames keep coming; the comparison screen
shows both deals trick by trick with the deals' own numbers; the statistics record the
difference once and keep it after a reload.  Screenshots of the comparison in both
languages (docs/screenshots/compare_<variant>_<lang>.png)."""

from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest

from game.core.api import State
from game.session.controller import Decider, TableController
from game.session.storage import Storage
from game.ui import i18n, widgets
from game.ui.app import App
from game.ui.routes import table_scene
from game.ui.scenes.compare import CompareScene
from game.ui.scenes.overlays import PauseOverlay, SummaryOverlay
from game.ui.scenes.table import TableScene
from tests.ui.helpers import click, key, point
from tests.ui.test_deal_codes import button_of, finish_deal
from tests.ui.test_screenshots import save

SEATS = ["human", "easy", "easy", "easy"]
SLOW_POLLS = 3  # polls a decision waits, as a worker's answer does


class WorkerLike:
    """The tests' inline decider, answering only at the third poll of each request, as the
    worker answers a while after it is asked."""

    def __init__(self, inner: Decider) -> None:
        self.inner = inner
        self.polls: dict[int, int] = {}

    def request(self, state: State, seat: int, level: str, seed: int) -> int:
        ticket = self.inner.request(state, seat, level, seed)
        self.polls[ticket] = 0
        return ticket

    def poll(self, ticket: int) -> tuple[bool, Any]:
        self.polls[ticket] = self.polls.get(ticket, 0) + 1
        if self.polls[ticket] < SLOW_POLLS:
            return False, None
        return self.inner.poll(ticket)

    def cancel(self, ticket: int) -> None:
        self.inner.cancel(ticket)


def drawn_texts(monkeypatch: pytest.MonkeyPatch, app: App) -> list[str]:
    """Every text drawn in the next frame."""
    words: list[str] = []
    real_text, real_fit = widgets.text, widgets.fit_text

    def text(surface: Any, res: Any, said: str, *args: Any, **kwargs: Any) -> Any:
        words.append(said)
        return real_text(surface, res, said, *args, **kwargs)

    def fit(res: Any, said: str, *args: Any, **kwargs: Any) -> Any:
        words.append(said)
        return real_fit(res, said, *args, **kwargs)

    monkeypatch.setattr(widgets, "text", text)
    monkeypatch.setattr(widgets, "fit_text", fit)
    app.draw()
    monkeypatch.undo()
    return words


def summary_of(app: App, variant: str, seed: int, decider: Decider | None = None) -> TableScene:
    """A table whose first hand the human has played to its summary."""
    app.settings.autoplay = False
    app.settings.speed = "instant"
    app.apply_settings()
    game = TableController(variant, {}, SEATS, seed, decider=decider or app.decider)
    table = table_scene(app, game)
    app.push(table)
    finish_deal(app, table)
    return table


def run_to_comparison(app: App, limit: int = 3000) -> CompareScene:
    scene = app.top
    assert isinstance(scene, CompareScene)
    for _ in range(limit):
        if scene.comparison is not None:
            return scene
        app.frame(1 / 60)
    raise AssertionError("the AI never finished the deal")


def test_the_ai_plays_my_seat_with_a_progress_bar_and_frames_keep_coming(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert app.decider is not None
    table = summary_of(app, "belote_bga", 8, WorkerLike(app.decider))
    summary = app.top
    assert isinstance(summary, SummaryOverlay)
    assert "ai_replay" in [b.key for b in summary.buttons]
    click(app, point(button_of(summary, "ai_replay").box))
    scene = app.top
    assert isinstance(scene, CompareScene)
    mine = table.controller.record.deals[-1].actions
    seen: list[tuple[int, int]] = []
    frames = 0
    while scene.comparison is None:
        done, expected = scene.replay.progress
        seen.append((done, expected))
        words = drawn_texts(monkeypatch, app)
        assert i18n.tr("compare.progress", done=done, expected=expected) in words
        app.frame(1 / 60)
        frames += 1
        assert frames < 5000
    decisions = len(scene.comparison.ai.actions)
    assert seen[0] == (0, len(mine))
    assert all(b[0] - a[0] in (0, 1) for a, b in itertools.pairwise(seen))
    assert frames >= decisions * SLOW_POLLS, "a decision is taken only when it is ready"
    assert scene.replay.progress == (decisions, decisions)
    assert len(scene.replay.think_times) == decisions


def test_the_comparison_shows_both_deals_trick_by_trick(
    app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    table = summary_of(app, "belote_bga", 9)
    summary = app.top
    assert isinstance(summary, SummaryOverlay)
    click(app, point(button_of(summary, "ai_replay").box))
    scene = run_to_comparison(app)
    compared = scene.comparison
    assert compared is not None
    assert compared.mine.result.points == table.controller.results[-1].points
    assert compared.ai.result.points == scene.replay.controller.results[-1].points
    words = drawn_texts(monkeypatch, app)
    for play, ai_deal in ((compared.mine, False), (compared.ai, True)):
        assert len(play.tricks) == 8
        for trick in play.tricks:
            winner = i18n.tr("seat.0") if trick.winner == 0 else i18n.tr(f"seat.{trick.winner}")
            if ai_deal and trick.winner == 0:
                winner = i18n.tr("compare.ai_seat")
            assert i18n.tr("compare.won", seat=winner, points=trick.points) in words
        figures = "   ".join(
            f"{i18n.tr(f'team.{i}')} {value}" for i, value in enumerate(play.result.points)
        )
        assert i18n.tr("compare.points", points=figures) in words
    difference = compared.mine.result.points[0] - compared.ai.result.points[0]
    assert i18n.tr("compare.difference", points=f"{difference:+d}") in words
    assert [str(n) for n in range(1, 9)] == [w for w in words if w.isdigit()][:8]
    stats = app.storage.load_statistics().of("belote_bga")
    assert (stats.compared, stats.versus_ai) == (1, difference)
    key(app, pygame.K_ESCAPE)
    assert app.top is summary, "back to the hand's summary"
    click(app, point(button_of(summary, "ai_replay").box))
    again = app.top
    assert isinstance(again, CompareScene) and again.comparison == compared
    assert app.storage.load_statistics().of("belote_bga").compared == 1, "counted once"
    app.storage.wait()
    reloaded = Storage(app.storage.folder).load_statistics().of("belote_bga")
    assert (reloaded.compared, reloaded.versus_ai) == (1, difference)


def test_leaving_early_and_coming_back_finishes_the_same_replay(app: App) -> None:
    summary_of(app, "belote_bga", 9)
    summary = app.top
    assert isinstance(summary, SummaryOverlay)
    click(app, point(button_of(summary, "ai_replay").box))
    for _ in range(5):
        app.frame(1 / 60)
    scene = app.top
    assert isinstance(scene, CompareScene) and scene.comparison is None
    click(app, point(scene.buttons[0].box))
    assert app.top is summary
    assert app.storage.load_statistics().of("belote_bga").compared == 0
    click(app, point(button_of(summary, "ai_replay").box))
    assert run_to_comparison(app).replay is scene.replay


def test_a_practice_deal_offers_it_and_its_pause_says_it_is_not_saved(app: App) -> None:
    table = summary_of(app, "belote_bga", 9)
    spec = table.controller.replay_spec()
    assert spec is not None
    practice = table_scene(app, TableController.for_deal(spec, SEATS, app.decider))
    app.push(practice)
    pause = PauseOverlay(app, practice)
    assert pause.saves is False
    assert PauseOverlay(app, table).saves is True
    finish_deal(app, practice)
    summary = app.top
    assert isinstance(summary, SummaryOverlay)
    assert "ai_replay" in [b.key for b in summary.buttons]


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(("variant", "seed"), [("belote_bga", 9), ("baloot", 16), ("barbu", 3)])
def test_comparison_screenshot(app: App, variant: str, seed: int, language: str) -> None:
    app.settings.language = language
    app.apply_settings()
    summary_of(app, variant, seed)
    summary = app.top
    assert isinstance(summary, SummaryOverlay)
    app.frame(0.02)
    click(app, point(button_of(summary, "ai_replay").box))
    app.frame(1 / 60)
    app.frame(1 / 60)
    if language == "en" and variant == "belote_bga":
        save(app, "compare_progress_en")
    scene = run_to_comparison(app)
    for _ in range(100):  # the advisor's values of the two choices where they parted
        app.frame(0.02)
        if scene.ticket is None:
            break
    save(app, f"compare_{variant}_{language}")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_burraco_comparison_screenshot(app: App, language: str) -> None:
    """Burraco is compared by its result lines (its turns only say where the deals part)."""
    from tests.ui.test_burraco_table import SEED, chosen_action

    app.settings.language = language
    app.settings.speed = "instant"
    app.apply_settings()
    c = TableController("burraco", {}, SEATS, SEED, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    for _ in range(400):
        app.frame(0.05)
        if app.top is not table:
            break
        if c.human_to_act and table.animator.idle:
            table.play(chosen_action(table))
    summary = app.top
    assert isinstance(summary, SummaryOverlay)
    click(app, point(button_of(summary, "ai_replay").box))
    scene = run_to_comparison(app, 20000)
    assert scene.comparison is not None and not scene.comparison.mine.tricks
    app.frame(0.02)
    save(app, f"compare_burraco_{language}")


def test_the_statistics_screen_shows_the_mean_difference(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    stats = app.storage.load_statistics()
    stats.add_comparison("baloot", 12)
    stats.add_comparison("baloot", -5)
    app.push(app.route("stats"))
    words = drawn_texts(monkeypatch, app)
    assert i18n.tr("stats.versus_ai") in words and "+3.5 (2)" in words


def test_where_the_ai_chose_otherwise_both_choices_are_valued(app: App) -> None:
    """The comparison names its level and, where the AI in the human's seat chose otherwise,
    the advisor's value of each choice (the hint's valuation, from the human's seat)."""
    for seed in range(1, 30):
        summary_of(app, "belote_bga", seed)
        summary = app.top
        assert isinstance(summary, SummaryOverlay)
        click(app, point(button_of(summary, "ai_replay").box))
        scene = run_to_comparison(app)
        choice = scene.replay.parting_choice()
        if choice is None:
            key(app, pygame.K_ESCAPE)
            continue
        for _ in range(200):
            app.frame(0.02)
            if scene.advice is not None:
                break
        words = scene.choices_words()
        level = i18n.tr(f"level.{scene.replay.level}")
        assert level in words and choice.mine != choice.ai
        values = {o.action: o.value for o in scene.advice.all_options}  # type: ignore[union-attr]
        assert f"{values[choice.mine]:+.1f}" in words and f"{values[choice.ai]:+.1f}" in words
        return
    raise AssertionError("no deal where the AI chose otherwise than the human")
