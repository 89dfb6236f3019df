"""The records of the last finished games, kept for the review from the statistics screen."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.session.simulate import simulate_games
from game.session.storage import DAMAGED, FINISHED, KEEP_FINISHED, Storage


def a_record(seed: int = 3) -> dict[str, Any]:
    (game,) = simulate_games("belote_bga", 1, seed, {})
    return game.record.to_json()


def test_a_finished_game_is_kept_with_its_end(tmp_path: Path) -> None:
    storage = Storage(tmp_path, background=True)
    data = a_record()
    storage.keep_finished(data, True, [1012, 845])
    (kept,) = storage.kept_games()  # waits for the writer's thread
    storage.close()
    assert Storage(tmp_path).kept_games() == [kept]
    assert kept.won is True and kept.totals == (1012, 845)
    assert kept.ended is not None and len(kept.ended) == len("2026-11-24 21:07")
    assert kept.record.variant == "belote_bga"
    assert len(kept.record.deals) == len(data["deals"])


def test_only_the_last_games_are_kept_newest_first(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    data = a_record()
    for number in range(KEEP_FINISHED + 3):
        storage.keep_finished(data, number % 2 == 0, [number, 0])
    kept = storage.kept_games()
    assert len(kept) == KEEP_FINISHED
    assert [k.totals[0] for k in kept] == list(range(KEEP_FINISHED + 2, 2, -1))
    assert len(list((tmp_path / FINISHED).iterdir())) == KEEP_FINISHED


def test_the_save_comes_first_as_a_game_being_played(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.keep_finished(a_record(), False, [500, 1001])
    save = a_record(seed=4)
    storage.save_game(save["variant"], save)
    playing, finished = storage.kept_games()
    assert (playing.ended, playing.won) == (None, None)
    assert finished.won is False


def test_a_damaged_record_is_moved_aside_and_left_out(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.keep_finished(a_record(), True, [1, 0])
    bad = dict(a_record(), finished={"ended": "2026-01-01 10:00", "won": "yes", "totals": [1]})
    (tmp_path / FINISHED / "20000101-000000-001.json").write_text(json.dumps(bad), encoding="utf-8")
    (tmp_path / FINISHED / "20000101-000001-001.json").write_text("{not json", encoding="utf-8")
    assert [k.totals for k in storage.kept_games()] == [(1, 0)]
    assert [p.kind for p in storage.problems] == [DAMAGED, DAMAGED]
    assert len(list((tmp_path / FINISHED).glob("*.damaged-*.json"))) == 2
