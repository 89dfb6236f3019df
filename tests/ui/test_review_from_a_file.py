"""The window opened for ``main.py review FILE --screen``: the review of that record, for
that seat, on top of the menu (Back leads there)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.session.simulate import simulate_game
from game.ui import run
from game.ui.app import App, Scene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.review import ReviewScene


def test_the_window_opens_on_the_records_review(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = simulate_game("barbu", {}, 4).record
    seen: list[list[Scene]] = []

    def first_frames(app: App, first: Scene) -> None:
        app.push(first)
        seen.append(list(app.scenes))

    monkeypatch.setattr(App, "run", first_frames)
    assert run.run_table(None, ("easy",), tmp_path, None, (record, 3)) == 0
    ((menu, review),) = seen
    assert isinstance(menu, MenuScene) and isinstance(review, ReviewScene)
    assert review.record is record and review.seat == 3 and review.deal == 0
    assert not review.failed
