"""``review FILE --screen``: a good record opens the window on its review for the seat; a
bad one is the replayer's one line and exit status 2, and no window opens."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.session.cli import ReviewRequest, main
from game.session.record import GameRecord
from tests.session.test_review_cli import one_deal_record


def never_text(record: GameRecord, request: ReviewRequest) -> str:
    raise AssertionError("--screen prints no review")


def test_a_good_record_opens_the_review_screen_for_the_seat(tmp_path: Path) -> None:
    data = one_deal_record("belote_bga", 6)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    opened: list[tuple[GameRecord, int]] = []

    def screen(record: GameRecord, seat: int) -> int:
        opened.append((record, seat))
        return 0

    args = ["review", str(path), "--seat", "2", "--screen"]
    assert main(args, reviewer=never_text, screen=screen) == 0
    ((record, seat),) = opened
    assert seat == 2 and record.to_json()["deals"] == data["deals"]


def test_a_bad_record_is_refused_without_a_window(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = one_deal_record("belote_bga", 6)
    data["deals"][0]["actions"][0]["action"] = "ZZ"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")

    def screen(record: GameRecord, seat: int) -> int:
        raise AssertionError("a bad record opened the window")

    assert main(["review", str(path), "--screen"], reviewer=never_text, screen=screen) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad.json" in err
