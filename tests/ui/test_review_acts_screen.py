"""The review screen shows the acts that are no choice among the legal actions (issue 37) as
it shows any decision: a foul (its played card is no legal option), a wrong Qayd beside
letting the deal run (``review.no_call``)."""

from __future__ import annotations

from typing import Any

import pytest

from game.session.record import GameRecord, RecordedDeal
from game.ui import i18n
from game.ui.app import App
from game.ui.i18n import tr
from game.ui.review_data import NO_CALL
from game.ui.scenes.review import ReviewScene
from tests.ai.test_review_announcements import (
    QAYD_ON,
    SEAT,
    first_scripted,
    foul_then_called,
    wrong_qayd,
)
from tests.ui.helpers import FRAME, texts_drawn
from tests.ui.test_screenshots import save


def reviewed(app: App, script: Any) -> tuple[ReviewScene, list[str]]:
    """The review screen of a scripted deal, its review done; the seat's actions."""
    data, _ = first_scripted(QAYD_ON, script)
    deal = data.deals[0]
    record = GameRecord(
        data.variant,
        dict(data.options),
        data.first_dealer,
        [RecordedDeal(list(deal.deck), list(deal.actions))],
    )
    scene = ReviewScene(app, record, 0, SEAT)
    app.push(scene)
    for _ in range(400):
        app.frame(FRAME)
        if scene.result is not None:
            break
    assert scene.result is not None, "the review never finished"
    return scene, [text for seat, text in deal.actions if seat == SEAT]


def drawn(app: App, scene: ReviewScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    return [words for words, _ in texts_drawn(monkeypatch, lambda: app.frame(FRAME))]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_foul_is_drawn_with_its_legal_options(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """Also the screenshot ``review_foul_<language>``."""
    scene, _ = reviewed(app, foul_then_called)
    i18n.set_language(language)
    foul = next(i for i, d in enumerate(scene.decisions) if d.explanation.kind == "foul_played")
    decision = scene.decisions[foul]
    state = scene.positions[scene.deal].at(decision.action_index)
    assert decision.played not in [str(a) for a in state.legal_actions()]
    scene.chosen = foul
    words = drawn(app, scene, monkeypatch)
    assert f"> {scene.say(decision.played)}" in words  # its row among the legal options
    best = tr("review.best_was", action=scene.say(decision.best), points=f"{decision.loss:.1f}")
    assert best in words
    save(app, f"review_foul_{language}")


def test_a_wrong_qayd_is_drawn_beside_playing_on(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene, _ = reviewed(app, wrong_qayd)
    call = next(i for i, d in enumerate(scene.decisions) if d.played.startswith("qayd"))
    decision = scene.decisions[call]
    assert decision.best == NO_CALL  # the seat had no card to play: the deal ran on
    scene.chosen = call
    i18n.set_language("ja")
    words = drawn(app, scene, monkeypatch)
    assert tr("review.played", action=scene.say(decision.played)) in words
    assert tr("review.no_call") in words and tr("review.no_call") != NO_CALL
    assert NO_CALL not in words
