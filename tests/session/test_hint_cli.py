"""``main.py hint FILE --deal D --action I [--seat N] [--json]``: the hint for one decision
of a record, in the issue's JSON shape, the same for the same seed; positions the record
does not have refused in one line with exit status 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.session.test_review_cli import one_deal_record

ROOT = Path(__file__).resolve().parents[2]


def run_hint(data: Any, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    command = [sys.executable, "main.py", "hint", str(path), *args]
    env = dict(os.environ, ATOUT_NO_BOOTSTRAP="1")
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env)


@pytest.mark.parametrize(
    ("variant", "action"), [("belote_bga", 0), ("belote_bga", 9), ("barbu", 0)]
)
def test_the_json_hint_has_the_issues_shape(variant: str, action: int, tmp_path: Path) -> None:
    data = one_deal_record(variant, 6)
    result = run_hint(data, tmp_path, "--deal", "1", "--action", str(action), "--json")
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("\n") == 1, "one JSON object on one line"
    out = json.loads(result.stdout)
    keys = {"variant", "seat", "options", "best", "close_call", "reasons", "chance"}
    assert set(out) == keys and out["variant"] == variant
    assert out["seat"] == data["deals"][0]["actions"][action]["seat"], "the seat to act"
    values = [o["value"] for o in out["options"]]
    if not out["close_call"]:  # within the noise the advisor's own choice leads
        assert values == sorted(values, reverse=True), "best first"
    assert out["best"] == out["options"][0]["action"]
    for option in out["options"]:
        assert set(option) == {"action", "value", "low", "high"}
        assert option["low"] <= option["value"] <= option["high"]
    assert isinstance(out["close_call"], bool)
    assert out["reasons"], "every hint says why"
    for reason in out["reasons"]:
        assert set(reason) == {"key", "values", "text"}
        assert reason["key"].startswith("explain.") and reason["text"]
        assert "{" not in reason["text"], "every placeholder filled"
    assert out["chance"] is None or set(out["chance"]) == {"ours", "made", "for_us"}


def test_the_same_seed_gives_the_same_hint_and_the_text_says_why(tmp_path: Path) -> None:
    data = one_deal_record("belote_bga", 6)
    first = run_hint(data, tmp_path, "--action", "9", "--json", "--seed", "4")
    again = run_hint(data, tmp_path, "--action", "9", "--json", "--seed", "4")
    assert first.returncode == 0 and first.stdout == again.stdout
    text = run_hint(data, tmp_path, "--action", "9")
    assert text.returncode == 0 and "why: " in text.stdout


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--action", "999"), "has actions 0 to"),
        (("--deal", "7", "--action", "1"), "no deal 7"),
        (("--action", "0", "--seat", "3"), "no decision before action 0"),
    ],
)
def test_a_position_the_record_lacks_is_one_line(
    args: tuple[str, ...], words: str, tmp_path: Path
) -> None:
    data = one_deal_record("belote_bga", 6)
    if args[-1] == "3" and data["deals"][0]["actions"][0]["seat"] == 3:
        args = (*args[:-1], "1")
    result = run_hint(data, tmp_path, *args)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and words in result.stderr, result.stderr
