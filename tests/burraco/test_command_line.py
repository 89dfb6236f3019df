"""``main.py simulate`` and ``main.py replay`` with Burraco records."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from game.session.simulate import simulate_game

ROOT = Path(__file__).resolve().parents[2]
ENV = dict(os.environ, ATOUT_NO_BOOTSTRAP="1")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "main.py", *args]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=ENV)


def test_simulate_and_replay_a_short_game(tmp_path: Path) -> None:
    options = json.dumps({"target": 300})
    result = run(
        "simulate",
        "--variant",
        "burraco",
        "--games",
        "2",
        "--seed",
        "5",
        "--options",
        options,
        "--record-dir",
        str(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["games"] == 2 and summary["unfinished"] == 0
    for file in sorted(tmp_path.glob("*.json")):
        out = run("replay", str(file))
        assert out.returncode == 0, out.stderr
        replayed = json.loads(out.stdout)
        assert replayed["variant"] == "burraco" and replayed["finished"] is True
        assert max(replayed["deals"][-1]["totals"]) >= 300


def test_a_broken_burraco_record_gives_one_line(tmp_path: Path) -> None:
    data = simulate_game("burraco", {"target": 300}, seed=2).record.to_json()
    actions = data["deals"][0]["actions"]
    index = next(i for i, a in enumerate(actions) if a["action"].startswith("discard:"))
    actions[index]["action"] = "meld:2S,2H,2D"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    out = run("replay", str(path))
    assert out.returncode == 2 and out.stdout == ""
    seat = actions[index]["seat"]
    assert out.stderr == (
        f"deal 1, action {index + 1}: seat {seat} may not meld 2S,2H,2D: you do not hold 2S"
        f" [in {path}]\n"
    )
