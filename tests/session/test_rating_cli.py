"""``main.py rating FILES... [--seat N] [--json]``: the JSON object (decisions pooled per
game over the records), the text, and bad records refused in one line with status 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.catalog import get_game
from tests.session.test_review_cli import one_deal_record

ROOT = Path(__file__).resolve().parents[2]
GAME_KEYS = {
    "variant",
    "seat",
    "decisions",
    "accuracy",
    "rating",
    "low",
    "high",
    "by_kind",
    "forced",
    "deals",
    "mean_loss",
    "se",
    "about",
    "anchors_se",
    "pooled_anchors",
}
CARD_KINDS = {"lead", "follow", "trump", "discard"}


def run_rating(records: list[Any], tmp_path: Path, *args: str, raw: str | None = None):
    paths = []
    for number, data in enumerate(records):
        path = tmp_path / f"record{number}.json"
        path.write_text(raw if raw is not None else json.dumps(data), encoding="utf-8")
        paths.append(str(path))
    command = [sys.executable, "main.py", "rating", *paths, *args]
    env = dict(os.environ, ATOUT_NO_BOOTSTRAP="1")
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env)


def reviewed(data: Any, path: Path, seat: int) -> dict[str, Any]:
    path.write_text(json.dumps(data), encoding="utf-8")
    command = [sys.executable, "main.py", "review", str(path), "--seat", str(seat), "--json"]
    env = dict(os.environ, ATOUT_NO_BOOTSTRAP="1")
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    answer: dict[str, Any] = json.loads(done.stdout)
    return answer


def test_the_json_rating_pools_the_records_of_a_game(tmp_path: Path) -> None:
    records = [one_deal_record("belote_bga", 6), one_deal_record("belote_bga", 7)]
    result = run_rating(records, tmp_path, "--seat", "1", "--json")
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("\n") == 1, "exactly one JSON object on one line"
    game = json.loads(result.stdout)
    assert set(game) == GAME_KEYS and game["seat"] == 1
    assert game["variant"] == "belote_bga" and game["deals"] == 2
    losses = []
    forced = 0
    for number, data in enumerate(records):
        for decision in reviewed(data, tmp_path / f"one{number}.json", 1)["deals"][0]["decisions"]:
            if decision["mark"] == "forced":
                forced += 1
            else:
                losses.append(decision["loss"])
    assert game["decisions"] == len(losses) and game["forced"] == forced
    assert abs(game["accuracy"] - sum(losses) / len(losses)) < 0.01
    assert game["accuracy"] == game["mean_loss"] and game["se"] >= 0
    by_kind = game["by_kind"]
    assert sum(kind["decisions"] for kind in by_kind.values()) == game["decisions"]
    assert "trick" not in by_kind and set(by_kind) & CARD_KINDS, "card plays by their finer kind"
    for figures in by_kind.values():
        assert set(figures) == {"decisions", "mean_loss", "total_loss"}
    if game["rating"] is not None:  # the game has anchors
        assert 0 <= game["low"] <= game["rating"] <= game["high"] <= 4
        assert game["about"].startswith("about ")


def test_records_of_two_games_give_one_json_line_each(tmp_path: Path) -> None:
    records = [one_deal_record("belote_bga", 6), one_deal_record("belote_classic", 6)]
    result = run_rating(records, tmp_path, "--json")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert [json.loads(line)["variant"] for line in lines] == ["belote_bga", "belote_classic"]


def test_the_text_rating_says_the_mean_loss_and_the_level(tmp_path: Path) -> None:
    result = run_rating([one_deal_record("belote_bga", 6)], tmp_path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("belote_bga, seat 0: ")
    assert "mean loss" in lines[1]
    assert lines[2].startswith(("  level ", "  level: no anchors yet"))


def test_a_bad_record_is_one_line_and_status_2(tmp_path: Path) -> None:
    result = run_rating([None], tmp_path, "--json", raw="{not json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and "record0.json" in result.stderr


def test_a_bad_record_among_good_ones_refuses_them_all(tmp_path: Path) -> None:
    good = one_deal_record("belote_bga", 6)
    bad = one_deal_record("belote_bga", 7)
    bad["deals"][0]["actions"][0]["action"] = "no such action"
    result = run_rating([good, bad], tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "record1.json" in result.stderr


def test_more_deals_of_a_game_than_one_review_takes_are_refused_before_any_work() -> None:
    import main
    from game.core.errors import AtoutError
    from game.session.cli import RatingRequest
    from game.session.record import GameRecord, RecordedDeal

    def heard(done: int, total: int) -> None:
        raise AssertionError("no deal is reviewed")

    bound = main.review_bound(get_game("belote_bga"))
    half = [RecordedDeal([]) for _ in range(bound // 2 + 1)]  # never replayed: refused first
    records = [GameRecord("belote_bga", {}, 0, list(half)) for _ in range(2)]
    with pytest.raises(AtoutError, match=r"^rating: \d+ deals of belote_bga are more than"):
        main.rate_records(records, RatingRequest(0, True, 0, heard))
