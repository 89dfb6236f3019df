"""The gate: every input from outside is bounded and refused in one short plain line."""

from __future__ import annotations

import copy
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from game.session import cli
from game.session.gate import (
    MAX_DEPTH,
    InputError,
    brief,
    load_json,
    nesting,
    parse_json,
    read_bytes,
)
from game.session.simulate import simulate_game

RECORD = simulate_game("belote_bga", {}, seed=4).record.to_json()
BURRACO = simulate_game("burraco", {"target": 300}, seed=2).record.to_json()


def replay_file(path: Path | str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = cli.main(["replay", str(path)])
    out = capsys.readouterr()
    return code, out.out, out.err


def changed(base: dict[str, Any], change: Any) -> dict[str, Any]:
    data = copy.deepcopy(base)
    change(data)
    return data


def first_action(data: dict[str, Any]) -> dict[str, Any]:
    entry: dict[str, Any] = data["deals"][0]["actions"][0]
    return entry


def burraco_layoff(data: dict[str, Any], meld: str) -> None:
    for entry in data["deals"][0]["actions"]:
        if entry["action"].startswith("layoff:"):
            _, _, rest = entry["action"].split(":", 2)
            entry["action"] = f"layoff:{meld}:{rest}"
            return
    raise AssertionError("the game has a lay-off")


# Every case the issue lists, each with words the one line must hold.
CASES: dict[str, tuple[Any, str]] = {
    "first dealer a float": (
        changed(RECORD, lambda d: d.update(first_dealer=1.0)),
        "'first_dealer' must be a seat number 0 to 3, not 1.0",
    ),
    "first dealer a string": (
        changed(RECORD, lambda d: d.update(first_dealer="1")),
        "'first_dealer' must be a seat number",
    ),
    "seat a float": (
        changed(RECORD, lambda d: first_action(d).update(seat=2.0)),
        "deal 1, action 1: 'seat' must be a seat number 0 to 3, not 2.0",
    ),
    "seat a string": (
        changed(RECORD, lambda d: first_action(d).update(seat="2")),
        "deal 1, action 1: 'seat'",
    ),
    "deck of numbers": (
        changed(RECORD, lambda d: d["deals"][0].update(deck=list(range(32)))),
        "deal 1: 'deck' card must be a string, not 0",
    ),
    "deals an object": (changed(RECORD, lambda d: d.update(deals={"1": {}})), "'deals'"),
    "action null": (
        changed(RECORD, lambda d: d["deals"][0]["actions"].__setitem__(0, None)),
        "deal 1, action 1 must be an object, not None",
    ),
    "action a list": (
        changed(RECORD, lambda d: d["deals"][0]["actions"].__setitem__(0, [0, "pass"])),
        "deal 1, action 1 must be an object",
    ),
    "Burraco lay-off on meld ²": (
        changed(BURRACO, lambda d: burraco_layoff(d, "\u00b2")),
        "holds a character that is not plain ASCII (U+00B2)",
    ),
    "Burraco lay-off on a 150-digit meld": (
        changed(BURRACO, lambda d: burraco_layoff(d, "7" * 150)),
        "write a lay-off as layoff:N:CARDS",
    ),
    "Burraco lay-off on a 5,000-digit meld": (
        changed(BURRACO, lambda d: burraco_layoff(d, "7" * 5000)),
        "'action' is 50",  # 5,000 digits and the lay-off's cards: the deal decides how many
    ),
    "a 50 MB-style action": (
        changed(RECORD, lambda d: first_action(d).update(action="x" * 100_000)),
        "'action' is 100000 characters long, at most 200",
    ),
    "one action too many": (
        changed(RECORD, lambda d: d["deals"][0]["actions"].append(d["deals"][0]["actions"][-1])),
        "may not",
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_bad_record_is_one_short_line_and_status_2(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data, words = CASES[case]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = replay_file(path, capsys)
    assert (code, out) == (2, "")
    assert words in err and str(path) in err
    assert err.count("\n") == 1 and len(err) <= 400


def test_the_deal_already_over_names_the_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = copy.deepcopy(RECORD)
    actions = data["deals"][0]["actions"]
    actions.append(actions[-1])
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    _, _, err = replay_file(path, capsys)
    seat = actions[-1]["seat"]
    assert f"action {len(actions)}: seat {seat} may not" in err and "already over" in err


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ('{"first_dealer": ' + "9" * 5000 + "}", "a number has 5000 digits (at most 30)"),
        ("[" * 100_000 + "]" * 100_000, f"nested 100000 levels deep, at most {MAX_DEPTH}"),
        ('{"a": NaN}', "NaN is not a number JSON allows"),
        ('{"a": 1e999}', "too large"),
        ("", "is not valid JSON"),
    ],
)
def test_numbers_nesting_and_constants_are_bounded(
    raw: str, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(raw, encoding="utf-8")
    code, _, err = replay_file(path, capsys)
    assert code == 2 and words in err and err.count("\n") == 1 and len(err) < 300


def test_a_byte_order_mark_is_allowed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(RECORD).encode())
    code, out, _ = replay_file(path, capsys)
    assert code == 0 and json.loads(out)["variant"] == "belote_bga"


def test_bytes_that_are_not_utf8_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "latin.json"
    path.write_bytes(b'{"variant": "b\xe9lote"}')
    code, _, err = replay_file(path, capsys)
    assert code == 2 and "is not UTF-8 text (byte 15)" in err


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_endless_devices_are_refused_without_reading(
    device: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = replay_file(device, capsys)
    assert code == 2 and err == f"cannot read {device}: it is not a regular file\n"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_without_waiting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    code, _, err = replay_file(pipe, capsys)
    assert code == 2 and "it is not a regular file" in err


def test_a_folder_and_a_missing_file_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert replay_file(tmp_path, capsys)[2].endswith("it is not a regular file\n")
    assert "cannot read" in replay_file(tmp_path / "none.json", capsys)[2]


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as stream:  # a sparse 48 MB file: a 9.6-million-card deck's size
        stream.truncate(48 * 1024 * 1024)
    with pytest.raises(InputError, match=r"is too large: 48\.0 MB, at most 16\.0 MB"):
        read_bytes(path)


def test_standard_input_is_bounded_too(monkeypatch: pytest.MonkeyPatch) -> None:
    class Endless:
        def read(self, size: int) -> bytes:
            return b" " * size

    monkeypatch.setattr(sys, "stdin", type("Stdin", (), {"buffer": Endless()})())
    with pytest.raises(InputError, match="standard input is too large"):
        load_json("-", limit=1000)


def test_nesting_ignores_brackets_inside_strings() -> None:
    assert nesting('{"a": "[[[[{{{{", "b": [1, [2]]}') == 3
    assert nesting('["\\"[[[", [[]]]') == 3
    assert parse_json('{"x": "' + "[" * 1000 + '"}', "t") == {"x": "[" * 1000}


def test_brief_quotes_any_value_short() -> None:
    assert brief("x" * 10_000_000).endswith("…") and len(brief("x" * 10_000_000)) == 40
    assert brief(10**200).startswith("a number of about 201 digits")
    assert brief(list(range(1000))) == "a list of 1000 entries"
    assert brief(None) == "None"


def test_simulate_refuses_bad_options_and_unusable_record_folders(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def simulate(*extra: str) -> tuple[int, str]:
        code = cli.main(["simulate", "--variant", "belote_bga", *extra])
        return code, capsys.readouterr().err

    code, err = simulate("--options", "[" * 50 + "]" * 50)
    assert code == 2 and "--options is nested 50 levels deep" in err
    code, err = simulate("--options", '{"target": ' + "1" * 5000 + "}")
    assert code == 2 and "--options is refused: a number has 5000 digits" in err
    code, err = simulate("--options", "[1]")
    assert code == 2 and "--options must be an object" in err
    a_file = tmp_path / "file"
    a_file.write_text("x", encoding="utf-8")
    code, err = simulate("--record-dir", str(a_file))
    assert code == 2 and f"cannot write the records to {a_file}" in err
    code, err = simulate("--record-dir", str(a_file / "below"))
    assert code == 2 and "cannot write the records" in err
    assert err.count("\n") == 1
