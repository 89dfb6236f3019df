"""Settings, statistics and the saved game on disk; damaged files are moved aside."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest

from game.session.controller import SaveError
from game.session.safe_write import FULL, NOT_A_FOLDER, OTHER, READ_ONLY
from game.session.storage import (
    DAMAGED,
    FOLDER_FALLBACK,
    WRITE_FAILED,
    Settings,
    Storage,
    data_dir,
    open_data_folder,
    save_file,
)

GAME = "belote_bga"


def test_settings_round_trip(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    assert storage.load_settings() == Settings()
    settings = Settings(language="ja", speed="instant", four_colour=True, sound=False)
    storage.save_settings(settings)
    assert Storage(tmp_path).load_settings() == settings


def test_unknown_setting_values_fall_back_to_defaults(tmp_path: Path) -> None:
    assert Settings.from_json({"language": "xx", "speed": 3, "hints": "yes"}) == Settings()


def test_a_damaged_file_is_moved_aside_and_reported(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    (tmp_path / Storage.SAVE).write_text("{not json", encoding="utf-8")
    assert storage.load_game(GAME) is None
    assert not storage.has_save()
    aside = list(tmp_path.glob("saved_game.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == "{not json"
    assert "moved to" in str(storage.problems[0])


def test_statistics_accumulate(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    stats = storage.load_statistics()
    stats.add_hand("belote_bga", 100)
    stats.add_hand("belote_bga", 50)
    stats.add_game("belote_bga", won=True)
    storage.save_statistics(stats)
    again = Storage(tmp_path).load_statistics().of("belote_bga")
    assert (again.games, again.won, again.hands, again.average_points) == (1, 1, 2, 75.0)


def test_the_data_folder_can_be_overridden(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ATOUT_DATA_DIR", str(tmp_path))
    assert data_dir() == tmp_path


# --- damaged files: moved aside, reported, replaced by the previous copy or the defaults ---


@pytest.mark.parametrize(
    "raw",
    [
        '{"language": ' + "1" * 5000 + "}",
        "[" * 10_000 + "]" * 10_000,
        '{"language": "xx"}',
        '{"sound": "yes"}',
        "[]",
        "\udcff",
    ],
)
def test_damaged_settings_are_moved_aside_and_the_defaults_used(raw: str, tmp_path: Path) -> None:
    path = tmp_path / Storage.SETTINGS
    path.write_bytes(raw.encode("utf-8", "surrogateescape"))
    storage = Storage(tmp_path)
    assert storage.load_settings() == Settings()
    assert not path.exists()
    aside = list(tmp_path.glob("settings.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == raw.encode("utf-8", "surrogateescape")
    problem = storage.problems[0]
    assert (problem.kind, problem.file, problem.aside) == (DAMAGED, "settings.json", aside[0].name)
    assert len(str(problem)) < 300


@pytest.mark.parametrize(
    "stats",
    [
        {"barbu": {"games": 10**400}},
        {"barbu": {"games": 2, "won": 3}},
        {"barbu": {"hands": -1}},
        {"barbu": {"points": 1.5}},
        {"barbu": [1]},
    ],
)
def test_damaged_statistics_are_moved_aside(stats: Any, tmp_path: Path) -> None:
    (tmp_path / Storage.STATS).write_text(json.dumps(stats), encoding="utf-8")
    storage = Storage(tmp_path)
    assert storage.load_statistics().per_variant == {}
    assert storage.problems[0].file == "statistics.json"
    assert list(tmp_path.glob("statistics.damaged-*.json"))


def test_unknown_keys_in_settings_are_ignored(tmp_path: Path) -> None:
    (tmp_path / Storage.SETTINGS).write_text('{"speed": "fast", "theme": 3}', encoding="utf-8")
    storage = Storage(tmp_path)
    assert storage.load_settings().speed == "fast" and not storage.problems


def test_each_write_keeps_the_previous_copy_which_replaces_a_damaged_file(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save_settings(Settings(language="ja"))
    storage.save_settings(Settings(language="ja", speed="fast"))
    assert json.loads((tmp_path / "settings.previous.json").read_text())["speed"] == "normal"
    (tmp_path / Storage.SETTINGS).write_text("{", encoding="utf-8")
    again = Storage(tmp_path)
    assert again.load_settings() == Settings(language="ja")
    assert again.problems[0].previous


def test_a_damaged_save_offers_the_one_before_it(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save_game(GAME, {"n": 1})
    storage.save_game(GAME, {"n": 2})
    (tmp_path / save_file(GAME)).write_text('{"n": 3', encoding="utf-8")  # torn by a disk fault
    assert storage.load_game(GAME) is None
    assert storage.problems[0].previous and storage.has_save()
    assert storage.load_game(GAME) == {"n": 1}


def test_a_save_the_checker_refuses_is_moved_aside_too(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save_game(GAME, {"n": 1})

    def check(data: Any) -> int:
        raise SaveError(f"the save {data['n']} names an unknown computer level 'wizard'")

    assert storage.load_game(GAME, check) is None
    assert "unknown computer level" in str(storage.problems[0])
    assert not storage.has_save()


def test_a_finished_game_leaves_no_save(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save_game(GAME, {"n": 1})
    storage.save_game(GAME, {"n": 2})
    storage.clear_game(GAME)
    assert not storage.has_save() and storage.load_game(GAME) is None


# --- failed writes: reported once, play goes on, the next save tries again ---------------


@pytest.mark.parametrize(
    ("code", "reason"),
    [(errno.ENOSPC, FULL), (errno.EROFS, READ_ONLY), (errno.EACCES, READ_ONLY), (errno.EIO, OTHER)],
)
def test_a_failed_write_is_reported_and_retried(
    code: int, reason: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = Storage(tmp_path, background=True)
    storage.save_game(GAME, {"n": 1})
    storage.wait()
    real = os.fsync

    def refuse(fd: int) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "fsync", refuse)
    storage.save_game(GAME, {"n": 2})
    storage.save_game(GAME, {"n": 3})
    storage.wait()
    assert [(p.kind, p.file, p.reason) for p in storage.problems] == [
        (WRITE_FAILED, "saved_game.json", reason)
    ]  # reported once, not after every action
    assert not list(tmp_path.glob(".atout-*"))  # no temporary file left behind
    monkeypatch.setattr(os, "fsync", real)
    storage.save_game(GAME, {"n": 4})
    assert storage.load_game(GAME) == {"n": 4}
    storage.close()


def test_a_data_folder_that_is_a_file_fails_in_words(tmp_path: Path) -> None:
    a_file = tmp_path / "data"
    a_file.write_text("x", encoding="utf-8")
    storage = Storage(a_file)
    storage.save_settings(Settings())
    assert storage.problems[0].reason == NOT_A_FOLDER


def test_a_leftover_temporary_folder_does_not_stop_saving(tmp_path: Path) -> None:
    (tmp_path / "saved_game.tmp").mkdir()  # what an older Atout wrote to
    storage = Storage(tmp_path)
    storage.save_game(GAME, {"n": 1})
    assert storage.load_game(GAME) == {"n": 1} and not storage.problems


def test_an_unusable_data_folder_falls_back_to_a_temporary_one(tmp_path: Path) -> None:
    a_file = tmp_path / "data"
    a_file.write_text("x", encoding="utf-8")
    folder, problem = open_data_folder(a_file)
    assert problem is not None and folder != a_file and folder.is_dir()
    assert (problem.kind, problem.file, problem.aside) == (
        FOLDER_FALLBACK,
        str(a_file),
        str(folder),
    )
    assert open_data_folder(tmp_path / "fine") == (tmp_path / "fine", None)


def test_the_background_writer_keeps_only_the_latest_text(tmp_path: Path) -> None:
    storage = Storage(tmp_path, background=True)
    for n in range(200):
        storage.save_game(GAME, {"n": n})
    assert storage.has_save()
    assert storage.load_game(GAME) == {"n": 199}
    storage.clear_game(GAME)
    assert not storage.has_save()
    storage.close()
    storage.save_game(GAME, {"n": 200})  # after closing, a write happens at once
    assert json.loads((tmp_path / save_file(GAME)).read_text()) == {"n": 200}
