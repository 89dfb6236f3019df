"""Two copies of Atout on one data folder (a double click too many): the first owns the
folder, the second writes nothing at all, and nothing of the first's is lost."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.session.storage import Storage, take_data_folder
from game.ui import i18n, widgets
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.overlays import GameOverOverlay, SummaryOverlay
from tests.session.test_data_folder import snapshot
from tests.ui.conftest import make_app
from tests.ui.helpers import play_game

ROOT = Path(__file__).resolve().parents[2]

SECOND_COPY = """
import sys
from pathlib import Path
from typing import Any

import tests.ui.conftest as conftest  # headless drivers first
import pygame
import pytest
from game.session.storage import Storage, take_data_folder
from game.ui.app import App
from game.ui.routes import wire
from tests.ui.helpers import play_game

folder = Path(sys.argv[1])
lock = take_data_folder(folder)
print("owner" if lock.owned else "read only", flush=True)
pygame.init()
storage = Storage(folder, background=True, read_only=not lock.owned)
app = wire(App(storage, conftest.QuickDecider, conftest.LEVELS))
app.open_window()
app.settings.language = "ja"
app.save_settings()
play_game(app, "belote_bga", {"target": 300}, 8)  # a whole game, to its end
app.close()
print(len(storage.problems), "problems", flush=True)
"""


def test_a_second_copy_writes_nothing_and_the_first_loses_nothing(tmp_path: Path) -> None:
    lock = take_data_folder(tmp_path)
    assert lock.owned
    pygame.init()
    app = make_app(tmp_path)
    try:
        table = play_game(app, "belote_bga", {"target": 300}, 5, stop_at=lambda c: True)
        app.storage.wait()
        assert app.storage.has_save()
        before = snapshot(tmp_path)

        second = subprocess.run(
            [sys.executable, "-c", SECOND_COPY, str(tmp_path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert second.returncode == 0, second.stderr
        assert second.stdout.split("\n")[:2] == ["read only", "0 problems"]
        assert snapshot(tmp_path) == before, "the second copy wrote to the folder"

        controller = table.controller
        for _ in range(20000):  # the first copy plays its game on to the end
            app.frame(0.05)
            if isinstance(app.top, GameOverOverlay):
                break
            if isinstance(app.top, SummaryOverlay):
                app.top.click("continue")
            elif controller.human_to_act and table.animator.idle:
                table.play(controller.legal_actions()[0])
        assert isinstance(app.top, GameOverOverlay)
        app.storage.wait()
        stats = Storage(tmp_path).load_statistics().of("belote_bga")
        counted = [r for r in controller.results if not r.thrown_in]
        assert (stats.games, stats.hands) == (1, len(counted))
        assert stats.points == sum(r.points[0] for r in counted)
        kept = Storage(tmp_path).kept_games()
        assert [k.totals for k in kept] == [tuple(controller.totals)]
    finally:
        app.close()
        lock.release()


def test_the_read_only_menu_offers_no_game_and_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pygame.init()
    app = make_app(tmp_path)
    app.storage.read_only = True
    try:
        menu = MenuScene(app)
        app.push(menu)
        assert [b.key for b in menu.buttons] == ["code", "rules", "stats", "settings", "quit"]
        fitted: list[str] = []
        real = widgets.fit_text

        def spy(res: Any, words: str, *args: Any, **kwargs: Any) -> widgets.Fitted:
            fitted.append(words)
            return real(res, words, *args, **kwargs)

        monkeypatch.setattr(widgets, "fit_text", spy)
        app.draw()
        assert any(text.startswith("Atout is already open") for text in fitted)
        bottom = max(b.box.bottom for b in menu.buttons)
        assert bottom < app.size[1] * 0.85, "room under the buttons for the notice"
    finally:
        app.close()
        i18n.set_language("en")
