"""``main.py review FILE [--seat N] [--json]``: the JSON object, the text, and bad records
refused in the replayer's one line with exit status 2."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.session.simulate import simulate_game
from tests.session.test_replay import example_record

ROOT = Path(__file__).resolve().parents[2]
MARKS = {"forced", "best", "good", "inaccuracy", "mistake", "blunder"}


def one_deal_record(variant: str, seed: int) -> dict[str, Any]:
    """A seeded random game cut to its first deal (a record may stop after any deal)."""
    data = simulate_game(variant, {}, seed).record.to_json()
    data["deals"] = data["deals"][:1]
    return data


def run_review(data: Any, tmp_path: Path, *args: str, raw: str | None = None):
    path = tmp_path / "record.json"
    path.write_text(raw if raw is not None else json.dumps(data), encoding="utf-8")
    command = [sys.executable, "main.py", "review", str(path), *args]
    env = dict(os.environ, ATOUT_NO_BOOTSTRAP="1")
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env)


@pytest.mark.parametrize(("variant", "seat"), [("belote_bga", 0), ("barbu", 2)])
def test_the_json_review_has_the_issues_shape(variant: str, seat: int, tmp_path: Path) -> None:
    data = one_deal_record(variant, 6)
    result = run_review(data, tmp_path, "--seat", str(seat), "--json")
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("\n") == 1, "exactly one JSON object on one line"
    out = json.loads(result.stdout)
    assert set(out) == {"variant", "seat", "deals"}
    assert out["variant"] == variant and out["seat"] == seat
    (deal,) = out["deals"]
    assert set(deal) == {"deal", "expected_loss", "decisions"} and deal["deal"] == 1
    actions = data["deals"][0]["actions"]
    mine = [i for i, entry in enumerate(actions) if entry["seat"] == seat]
    assert [d["action_index"] for d in deal["decisions"]] == mine
    forced = 0
    for decision in deal["decisions"]:
        keys = {"action_index", "seat", "played", "best", "loss", "mark", "options"}
        assert set(decision) == keys | {"close_call", "reasons"}
        assert isinstance(decision["close_call"], bool)
        for reason in decision["reasons"]:
            assert set(reason) == {"key", "values", "text"} and reason["text"]
        assert decision["reasons"], "every reviewed decision says why"
        assert decision["seat"] == seat
        assert decision["played"] == actions[decision["action_index"]]["action"]
        assert decision["loss"] >= 0 and decision["mark"] in MARKS
        names = [o["action"] for o in decision["options"]]
        assert decision["played"] in names and decision["best"] == names[0]
        for option in decision["options"]:
            assert set(option) == {"action", "value", "low", "high"}
            assert option["low"] <= option["value"] <= option["high"]
        if decision["played"] == decision["best"]:
            assert decision["loss"] == 0
        if decision["mark"] == "forced":
            forced += 1
            assert len(decision["options"]) == 1 and decision["loss"] == 0
    assert deal["expected_loss"] == pytest.approx(
        sum(d["loss"] for d in deal["decisions"]), abs=0.05
    )
    if variant == "belote_bga":
        assert forced, "the last trick at least is forced"


def test_the_text_review_says_each_deal_in_one_line_and_each_decision(tmp_path: Path) -> None:
    data = one_deal_record("belote_classic", 2)
    result = run_review(data, tmp_path, "--seat", "3")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Review of seat 3 (belote_classic)"
    assert lines[2].startswith("Deal 1: you lost ")
    mine = sum(1 for entry in data["deals"][0]["actions"] if entry["seat"] == 3)
    assert len(lines) == 3 + mine
    assert all(line.startswith("  #") for line in lines[3:])


def test_a_review_is_the_same_twice_and_the_seed_changes_it(tmp_path: Path) -> None:
    data = one_deal_record("belote_bga", 9)
    first = run_review(data, tmp_path, "--json").stdout
    assert run_review(data, tmp_path, "--json").stdout == first
    assert run_review(data, tmp_path, "--json", "--seed", "4").stdout != first


BAD = {
    "illegal play": (
        example_record(["AH", "TH", "7H", "QH", "KH", "KS", "7S"]),
        "deal 1, action 10: seat 2 may not play 7S: must overtrump (holds AS TS)",
    ),
    "not a record": ([1, 2], "not a game record"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_record_is_refused_in_the_replayers_line(case: str, tmp_path: Path) -> None:
    data, words = BAD[case]
    result = run_review(copy.deepcopy(data), tmp_path, "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and words in result.stderr
    assert result.stderr.endswith(f" [in {tmp_path / 'record.json'}]\n")


def test_bad_input_and_a_bad_seat_are_one_line_with_status_2(tmp_path: Path) -> None:
    for args, raw in ((["--json"], "{not json"), (["--seat", "4"], "{}")):
        result = run_review(None, tmp_path, *args, raw=raw)
        assert result.returncode == 2
        assert result.stdout == "" and result.stderr.count("\n") == 1
