"""The games kept for the review: a finished game's record is kept when it ends, the
statistics screen lists the save and the finished games, and a click opens the review."""

from __future__ import annotations

import pygame
import pytest

from game.session.controller import TableController
from game.session.simulate import simulate_games
from game.ui.app import App
from game.ui.scenes.overlays import GameOverOverlay
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.stats import StatsScene
from tests.ui.helpers import click, frames, play_game, point
from tests.ui.test_screenshots import save


def play_a_whole_game(app: App) -> TableController:
    table = play_game(app, "belote_bga", {"target": 300}, 5)
    assert isinstance(app.top, GameOverOverlay)
    return table.controller


def test_a_finished_game_is_listed_and_opens_in_the_review(app: App) -> None:
    controller = play_a_whole_game(app)
    frames(app, 3)  # the overlay redraws: the game's end is booked once
    (kept,) = app.storage.kept_games()
    assert kept.won == (controller.match.winner == 0)
    assert list(kept.totals) == controller.totals
    assert kept.record.to_json()["deals"] == controller.record.to_json()["deals"]
    stats = StatsScene(app)
    app.push(stats)
    frames(app, 2)
    ((row, _),) = stats.kept.rows
    click(app, point(row))
    review = app.top
    assert isinstance(review, ReviewScene)
    assert review.record.to_json()["deals"] == kept.record.to_json()["deals"]
    assert review.deal == 0 and review.ticket is not None


def keep_games(app: App, count: int) -> None:
    for number, game in enumerate(simulate_games("baloot", count, 11, {})):
        app.storage.keep_finished(
            game.record.to_json(), number % 3 != 0, [152 + number, 98 + 7 * number]
        )


def test_the_list_scrolls_and_the_back_button_stays_free(app: App) -> None:
    keep_games(app, 12)
    stats = StatsScene(app)
    app.push(stats)
    frames(app, 2)
    shown = [index for _, index in stats.kept.rows]
    assert shown[0] == 0 and len(shown) < 12
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    frames(app, 1)
    assert stats.kept.rows[0][1] == 3
    for _ in range(20):
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    frames(app, 1)
    assert stats.kept.rows[-1][1] == 11
    assert all(row.bottom < stats.buttons[0].box.y for row, _ in stats.kept.rows)
    click(app, point(stats.buttons[0].box))
    assert app.top is not stats


@pytest.mark.parametrize("language", ["en", "ja"])
def test_statistics_with_the_kept_games_screenshot(app: App, language: str) -> None:
    app.settings.language = language
    app.apply_settings()
    keep_games(app, 9)
    statistics = app.storage.load_statistics()
    for number in range(9):
        statistics.add_hand("baloot", 12 + number)
    statistics.add_game("baloot", True)
    stats = StatsScene(app)
    app.push(stats)
    frames(app, 2)
    save(app, f"stats_kept_games_{language}")
