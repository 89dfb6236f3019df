"""Damaged and unwritable data files at the table: told in the player's language, never fatal."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pygame
import pytest

from game.session.controller import TableController
from game.session.safe_write import previous_of
from game.session.storage import Storage, open_data_folder, save_file
from game.ui import i18n
from game.ui.app import App
from game.ui.routes import table_scene, wire
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.table import TableScene
from tests.ui.conftest import make_app
from tests.ui.helpers import click, key, settle
from tests.ui.test_scenes import button, drawn

SEATS = ["human", "easy", "easy", "easy"]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    pygame.init()
    return tmp_path


def opened(folder: Path) -> App:
    app = make_app(folder)
    app.push(MenuScene(app))
    app.frame(0.016)
    return app


def play_a_little(app: App, seed: int = 21) -> tuple[TableScene, TableController]:
    controller = TableController("belote_bga", {}, SEATS, seed, decider=app.decider)
    table = table_scene(app, controller)
    app.push(table)
    settle(app, table)
    table.play(controller.legal_actions()[-1])
    settle(app, table)
    return table, controller


def test_damaged_settings_are_reported_and_the_program_starts(folder: Path) -> None:
    (folder / Storage.SETTINGS).write_text('{"language": ' + "7" * 5000 + "}", encoding="utf-8")
    app = opened(folder)
    assert app.notice.startswith("The settings file could not be read and was put aside as")
    assert "a number has 5000 digits" in app.notice and "default settings" in app.notice
    assert list(folder.glob("settings.damaged-*.json")) and drawn(app) > 20
    app.close()


def test_damaged_statistics_are_reported_in_japanese(folder: Path) -> None:
    (folder / Storage.SETTINGS).write_text('{"language": "ja"}', encoding="utf-8")
    (folder / Storage.STATS).write_text('{"barbu": {"games": ' + "4" * 400 + "}}", encoding="utf-8")
    app = opened(folder)
    assert app.notice.startswith("成績のファイルを読めなかったため")
    assert "statistics.damaged-" in app.notice and "成績はゼロから" in app.notice
    click(app, button(app.top, "stats"))
    assert isinstance(app.top, StatsScene) and drawn(app) > 20
    app.close()
    i18n.set_language("en")


def test_a_save_naming_an_unknown_level_is_put_aside(folder: Path) -> None:
    app = opened(folder)
    _, controller = play_a_little(app)
    data = controller.to_json()
    data["table"]["levels"][2] = "wizard"
    app.storage.wait()
    save = folder / save_file("belote_bga")
    for path in (save, previous_of(save)):
        path.unlink(missing_ok=True)
    save.write_text(json.dumps(data), encoding="utf-8")
    app.reset_to(MenuScene(app))
    app.frame(0.016)
    click(app, button(app.top, "continue"))
    assert isinstance(app.top, MenuScene)
    assert "The saved game could not be read" in app.notice and "'wizard'" in app.notice
    assert not app.storage.has_save() and list(save.parent.glob("belote_bga.damaged-*"))
    app.close()


def test_a_damaged_save_offers_the_one_before_it(folder: Path) -> None:
    app = opened(folder)
    table, controller = play_a_little(app)
    before = controller.to_json()
    table.play(controller.legal_actions()[-1])
    settle(app, table)
    app.storage.wait()
    save = folder / save_file("belote_bga")
    previous = json.loads(previous_of(save).read_text(encoding="utf-8"))
    save.write_text('{"format": "atout-rec', encoding="utf-8")
    app.reset_to(MenuScene(app))
    app.frame(0.016)
    click(app, button(app.top, "continue"))
    assert isinstance(app.top, MenuScene)
    assert "Continue resumes the game as it was saved one step earlier" in app.notice
    click(app, button(app.top, "continue"))
    resumed = app.top
    assert isinstance(resumed, TableScene)
    assert resumed.controller.to_json() == previous
    assert len(previous["deals"][0]["actions"]) >= len(before["deals"][0]["actions"])
    app.close()


@pytest.mark.parametrize(
    ("code", "words"),
    [(errno.ENOSPC, "the disk is full"), (errno.EROFS, "the folder is read-only")],
)
def test_a_failed_save_is_told_and_play_goes_on(
    code: int, words: str, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = opened(folder)
    table, controller = play_a_little(app)
    real = os.fsync

    def refuse(fd: int) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "fsync", refuse)
    table.play(controller.legal_actions()[-1])
    settle(app, table)
    key(app, pygame.K_F11)  # the settings cannot be written either
    app.storage.wait()  # the writer's thread has tried
    app.frame(0.016)
    assert f"The game could not be saved: {words}" in app.notice
    assert f"Your settings could not be saved: {words}" in app.notice
    assert app.top is table and drawn(app) > 20
    if not controller.deal_over:
        table.play(controller.legal_actions()[-1])  # play goes on
        settle(app, table)
    monkeypatch.setattr(os, "fsync", real)
    if not controller.deal_over:
        table.play(controller.legal_actions()[-1])
        settle(app, table)
    else:
        controller.on_change(controller)  # type: ignore[misc]
    assert app.storage.load_game("belote_bga") == json.loads(controller.save_text())
    app.close()


def test_an_unusable_data_folder_is_told_and_a_temporary_one_used(folder: Path) -> None:
    a_file = folder / "data"
    a_file.write_text("x", encoding="utf-8")
    used, problem = open_data_folder(a_file)
    app = wire(App(Storage(used, background=True, problems=[problem] if problem else [])))
    app.open_window()
    app.push(MenuScene(app))
    app.frame(0.016)
    assert app.notice == (
        f"The data folder {a_file} cannot be used (it is not a folder): "
        f"until you quit, Atout saves in {used}."
    )
    app.close()


def test_a_notice_stays_with_the_screen_it_was_shown_on(folder: Path) -> None:
    (folder / Storage.STATS).write_text('{"barbu": {"games": 1, "won": 2}}', encoding="utf-8")
    app = opened(folder)
    assert app.notice and app.clock < app.notice_until
    play_a_little(app)  # the table opens: the notice does not cover its scores
    assert app.clock >= app.notice_until
    app.close()


def test_a_folder_name_that_is_not_utf8_is_drawn_escaped(folder: Path) -> None:
    """ATOUT_DATA_DIR may hold any bytes: the fallback notice shows them escaped and the
    first frame draws."""
    blocker = folder / "data"
    blocker.write_text("x", encoding="utf-8")
    wanted = Path(os.fsdecode(bytes(blocker) + b"/caf\xe9"))
    used, problem = open_data_folder(wanted)
    app = wire(App(Storage(used, background=True, problems=[problem] if problem else [])))
    app.open_window()
    app.push(MenuScene(app))
    app.frame(0.016)
    assert f"{blocker}/caf\\xe9" in app.notice
    app.close()
