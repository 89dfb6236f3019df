"""The replayer: scores of good records, one clear line and exit status 2 for bad ones."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.session.record import parse_record
from game.session.replay import replay
from game.session.simulate import simulate_game
from tests.belote.helpers import bga_deck
from tests.belote.test_bga_rules import EXAMPLE_HANDS

ROOT = Path(__file__).resolve().parents[2]


def good_record() -> dict[str, Any]:
    return simulate_game("belote_bga", {"target": 500}, seed=4).record.to_json()


def example_record(plays: list[str]) -> dict[str, Any]:
    deck = bga_deck(dealer=1, direction=_ccw(), hands=EXAMPLE_HANDS, turn_up="QS", taker=3)
    seats = [1, 0, 3]
    actions = [
        {"seat": s, "action": a} for s, a in zip(seats, ["pass", "pass", "take"], strict=False)
    ]
    order = [0, 3, 2, 1]
    leader = 0
    for i, card in enumerate(plays):
        actions.append({"seat": order[(order.index(leader) + i % 4) % 4], "action": card})
        if i % 4 == 3:
            leader = {4: 0, 8: 2}.get(i + 1, leader)
    return {
        "format": "atout-record/1",
        "variant": "belote_bga",
        "options": {},
        "first_dealer": 1,
        "deals": [{"deck": deck, "actions": actions}],
    }


def _ccw():
    from game.core.seats import Direction

    return Direction.COUNTERCLOCKWISE


def run_cli(data: Any, tmp_path: Path, entry: str = "main.py", raw: str | None = None):
    path = tmp_path / "record.json"
    path.write_text(raw if raw is not None else json.dumps(data), encoding="utf-8")
    command = [sys.executable, "main.py", "replay", str(path)]
    if entry == "module":
        command = [sys.executable, "-m", "game", "replay", str(path)]
    env = dict(os.environ, ATOUT_NO_BOOTSTRAP="1")
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env)


def test_a_good_record_replays_to_its_scores(tmp_path: Path) -> None:
    data = good_record()
    result = run_cli(data, tmp_path)
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert set(out) == {"variant", "deals", "finished", "winner"}
    assert out["variant"] == "belote_bga" and out["finished"] is True
    assert out["winner"] in (0, 1)
    totals = [0, 0]
    for deal in out["deals"]:
        totals = [t + p for t, p in zip(totals, deal["points"], strict=False)]
        assert deal["totals"] == totals
    assert max(totals) >= 500


def test_python_dash_m_game_replays_too(tmp_path: Path) -> None:
    result = run_cli(good_record(), tmp_path, entry="module")
    assert result.returncode == 0 and json.loads(result.stdout)["finished"] is True


def test_the_seed_example_as_a_record_and_its_illegal_play(tmp_path: Path) -> None:
    legal = example_record(["AH", "TH", "7H", "QH", "KH", "KS", "AS", "JH", "TS", "7C", "9S"])
    out = replay(parse_record(legal)).summary()
    assert out["in_progress"] is True and out["deals"] == []
    bad = example_record(["AH", "TH", "7H", "QH", "KH", "KS", "7S"])
    result = run_cli(bad, tmp_path)
    assert result.returncode == 2
    assert result.stderr == (
        "deal 1, action 10: seat 2 may not play 7S: must overtrump (holds AS TS)"
        f" [in {tmp_path / 'record.json'}]\n"
    )


def mutate(change) -> dict[str, Any]:
    data = copy.deepcopy(good_record())
    change(data)
    return data


BAD_RECORDS = {
    "top level not an object": ([1, 2], "not a game record"),
    "no format": (mutate(lambda d: d.pop("format")), "'format'"),
    "bad first dealer": (mutate(lambda d: d.update(first_dealer=7)), "'first_dealer'"),
    "deals not a list": (mutate(lambda d: d.update(deals={})), "'deals'"),
    "unknown variant": (mutate(lambda d: d.update(variant="poker")), "unknown variant 'poker'"),
    "unknown option": (mutate(lambda d: d["options"].update(speed=3)), "unknown option 'speed'"),
    "bad option value": (
        mutate(lambda d: d["options"].update(direction="up")),
        "option 'direction' must be one of",
    ),
    "bad deck": (mutate(lambda d: d["deals"][0]["deck"].pop()), "deal 1: bad deck: 31 cards"),
    "unreadable action": (
        mutate(lambda d: d["deals"][0]["actions"][0].update(action="XX")),
        "deal 1, action 1: seat",
    ),
    "action out of turn": (
        mutate(lambda d: d["deals"][0]["actions"][0].update(seat=(d["first_dealer"] + 1) % 4)),
        "it is seat",
    ),
    "bad action entry": (
        mutate(lambda d: d["deals"][0]["actions"].__setitem__(0, "pass")),
        "action 1 must be an object",
    ),
    "deal after the end": (
        mutate(lambda d: d["deals"].append(copy.deepcopy(d["deals"][-1]))),
        "the game was already over",
    ),
    "one action too many": (
        mutate(lambda d: d["deals"][0]["actions"].append({"seat": 0, "action": "pass"})),
        "the deal is already over",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_RECORDS))
def test_bad_records_give_one_line_and_status_2(case: str, tmp_path: Path) -> None:
    data, expected = BAD_RECORDS[case]
    result = run_cli(data, tmp_path)
    assert result.returncode == 2
    assert expected in result.stderr
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize(
    ("raw", "expected"), [("{not json", "is not valid JSON"), ("", "is not valid JSON")]
)
def test_not_json(raw: str, expected: str, tmp_path: Path) -> None:
    result = run_cli(None, tmp_path, raw=raw)
    assert result.returncode == 2 and expected in result.stderr
    assert "Traceback" not in result.stderr


def test_a_missing_file(tmp_path: Path) -> None:
    env = dict(os.environ, ATOUT_NO_BOOTSTRAP="1")
    command = [sys.executable, "main.py", "replay", str(tmp_path / "none.json")]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env)
    assert result.returncode == 2 and "cannot read" in result.stderr


def test_a_record_stopped_mid_deal_reports_in_progress() -> None:
    data = good_record()
    data["deals"] = data["deals"][:2]
    data["deals"][1]["actions"] = data["deals"][1]["actions"][:10]
    out = replay(parse_record(data)).summary()
    assert out["in_progress"] is True and len(out["deals"]) == 1 and out["finished"] is False


def test_extra_keys_are_ignored() -> None:
    data = good_record()
    data["players"] = ["me", "them"]
    data["deals"][0]["note"] = "x"
    assert replay(parse_record(data)).summary()["finished"] is True


def test_simulate_prints_a_summary_and_writes_records_that_replay(tmp_path: Path) -> None:
    env = dict(os.environ, ATOUT_NO_BOOTSTRAP="1")
    command = [sys.executable, "main.py", "simulate", "--variant", "belote_bga", "--games", "3"]
    command += ["--seed", "9", "--record-dir", str(tmp_path)]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["games"] == 3 and summary["unfinished"] == 0
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 3
    again = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env)
    assert again.stdout == result.stdout  # the seed fixes every game
    for file in files:
        out = replay(parse_record(json.loads(file.read_text()))).summary()
        assert out["finished"] is True
