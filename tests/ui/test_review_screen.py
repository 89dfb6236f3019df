"""The hand review screen: opened from the summary, progress then results, the arrow keys,
a click on a decision, the all-cards toggle, cancelling; and its screenshots."""

from __future__ import annotations

import pygame
import pytest

from game.session.controller import TableController
from game.session.storage import LANGUAGES
from game.ui.app import App
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.table import TableScene
from tests.ui.helpers import FRAME, click, frames, key, point, settle


def finish_hand(app: App, variant: str, seed: int) -> TableScene:
    """A table whose first hand is played to its end (the human takes the first action that
    is not a pass, so the hand is played) and whose summary is open."""
    controller = TableController(
        variant, {}, ("human", "easy", "easy", "easy"), seed, decider=app.decider
    )
    app.settings.autoplay = True
    table = app.route("table", controller)
    assert isinstance(table, TableScene)
    app.push(table)
    for _ in range(200):
        settle(app, table)
        if app.top is not table:
            break
        legal = controller.legal_actions()
        table.play(next((a for a in legal if str(a) != "pass"), legal[0]))
    assert app.top is not table and controller.deal_over
    return table


def open_review(app: App, variant: str = "belote_bga", seed: int = 3) -> ReviewScene:
    finish_hand(app, variant, seed)
    summary = app.top
    button = next(b for b in summary.buttons if b.key == "review")  # type: ignore[union-attr]
    click(app, point(button.box))
    scene = app.top
    assert isinstance(scene, ReviewScene)
    return scene


def run_review(app: App, scene: ReviewScene, limit: int = 400) -> None:
    for _ in range(limit):
        app.frame(FRAME)
        if scene.result is not None:
            return
    raise AssertionError("the review never finished")


def test_review_opens_from_the_summary_shows_progress_then_results(app: App) -> None:
    scene = open_review(app)
    assert scene.ticket is not None and scene.result is None
    app.frame(FRAME)
    app.frame(FRAME)
    assert 0 < scene.done < 1, "the inline review advances a decision per frame"
    run_review(app, scene)
    decisions = scene.decisions
    assert decisions and all(d.seat == 0 for d in decisions)
    assert scene.result is not None and scene.result.review.deal == 1
    assert all(d.loss >= 0 for d in decisions)


def test_arrow_keys_and_clicks_choose_decisions(app: App) -> None:
    scene = open_review(app)
    run_review(app, scene)
    app.frame(FRAME)
    count = len(scene.decisions)
    assert scene.chosen == 0
    key(app, pygame.K_RIGHT)
    assert scene.chosen == min(1, count - 1)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.chosen == 0
    box, index = scene.rows[-1]
    click(app, point(box))
    assert scene.chosen == index
    app.frame(FRAME)
    x, y, dot = scene.points[0]
    click(app, (round(x), round(y)))
    assert scene.chosen == dot == 0


def test_the_position_follows_the_chosen_decision(app: App) -> None:
    scene = open_review(app)
    run_review(app, scene)
    first = scene.decisions[0]
    last = scene.decisions[-1]
    positions = scene.positions[scene.deal]
    assert len(positions.at(first.action_index).view(0).hand) > len(
        positions.at(last.action_index).view(0).hand
    )
    scene.chosen = len(scene.decisions) - 1
    app.frame(FRAME)  # draws the last decision's table


def test_cancel_stops_the_analysis_and_again_restarts_it(app: App) -> None:
    scene = open_review(app)
    app.frame(FRAME)
    cancel = next(b for b in scene.buttons if b.key == "cancel")
    click(app, point(cancel.box))
    assert scene.ticket is None and scene.cancelled and scene.result is None
    frames(app, 5)
    assert scene.result is None
    again = next(b for b in scene.buttons if b.key == "again")
    click(app, point(again.box))
    run_review(app, scene)
    assert scene.decisions


def test_seat_and_all_cards_toggles(app: App) -> None:
    scene = open_review(app)
    run_review(app, scene)
    toggle = next(b for b in scene.buttons if b.key == "show_all")
    click(app, point(toggle.box))
    assert scene.show_all
    app.frame(FRAME)
    seat = next(b for b in scene.buttons if b.key == "seat")
    click(app, point(seat.box))
    assert scene.seat == 1 and scene.ticket is not None
    run_review(app, scene)
    assert all(d.seat == 1 for d in scene.decisions)


def test_every_card_shown_stays_in_its_panel(app: App) -> None:
    """With every hand shown, at every decision, no card runs past the table's panel."""
    scene = open_review(app)
    run_review(app, scene)
    scene.show_all = True
    table = scene.areas()[3]
    for chosen in range(len(scene.decisions)):
        scene.chosen = chosen
        app.frame(FRAME)
        assert len(scene.card_rects) >= 4
        for rect in scene.card_rects:
            assert table.contains(rect.topleft) and table.contains(rect.bottomright), (rect, table)


def test_the_card_reading_of_the_reviewed_seat(app: App) -> None:
    """I (or the button) opens the card reading of the reviewed seat at the chosen decision."""
    from game.ui.scenes.reading import ReadingOverlay

    scene = open_review(app)
    run_review(app, scene)
    scene.chosen = len(scene.decisions) // 2
    click(app, point(next(b.box for b in scene.buttons if b.key == "reading")))
    overlay = app.top
    assert isinstance(overlay, ReadingOverlay) and overlay.seat == scene.seat
    index = scene.decisions[scene.chosen].action_index
    assert (
        overlay.state.view(scene.seat).hand
        == scene.positions[scene.deal].at(index).view(scene.seat).hand
    )


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", ["belote_bga", "burraco"])
def test_review_screenshots(app: App, variant: str, language: str) -> None:
    from game.ui import i18n
    from tests.ui.test_screenshots import save

    app.settings.language = language
    app.apply_settings()
    scene = open_review(app, variant, 5)
    run_review(app, scene, 2000)
    worst = max(range(len(scene.decisions)), key=lambda i: scene.decisions[i].loss)
    scene.chosen = worst
    app.frame(FRAME)
    save(app, f"review_{variant}_{language}")
    scene.show_all = True
    app.frame(FRAME)
    save(app, f"review_all_cards_{variant}_{language}")
    i18n.set_language("en")
