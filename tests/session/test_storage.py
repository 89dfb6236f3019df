"""Settings, statistics and the saved game on disk; damaged files are moved aside."""

from __future__ import annotations

from pathlib import Path

from game.session.storage import Settings, Storage, data_dir


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
    assert storage.load_game() is None
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
