"""Canonical input only: look-alike characters, fractions where whole numbers belong, keys
given twice, bulky unknown keys and files that are not data are each refused in one line,
while everything the program writes itself is still read."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest

from game.catalog import get_game
from game.core.errors import ActionTextError, OptionError
from game.session import cli, gate
from game.session.controller import SAVE_KIND, TableController
from game.session.deal_code import DealCodeError, decode, encode
from game.session.gate import InputError, load_json, parse_json, read_bytes
from game.session.record import MAX_NOTES, RecordError, parse_record
from game.session.simulate import simulate_game
from game.session.storage import FINISHED, Storage

T = TypeVar("T")
LONG_S = "\u017f"  # 'ſ'.upper() == 'S'
KELVIN = "\u212a"  # its lower() is 'k'
RECORD = simulate_game("belote_bga", {}, seed=4).record.to_json()
BARBU = simulate_game("barbu", {"rounds": 1}, seed=2).record.to_json()
LEVELS = ["human", "easy", "medium", "hard"]


def replay_data(data: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """Replay ``data`` (an object, or JSON text as it is) from a file: status and stderr."""
    path = tmp_path / "record.json"
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
    path.write_text(text, encoding="utf-8")
    code = cli.main(["replay", str(path)])
    out = capsys.readouterr()
    assert out.err.count("\n") == (code != 0) and (out.out == "") == (code != 0)
    return code, out.err


def with_action(base: dict[str, Any], old: str, new: str) -> tuple[dict[str, Any], int]:
    """A copy whose first action ``old`` of deal 1 reads ``new``, and that action's number."""
    data = copy.deepcopy(base)
    actions = data["deals"][0]["actions"]
    index = next(i for i, entry in enumerate(actions) if entry["action"] == old)
    actions[index]["action"] = new
    return data, index + 1


def within(seconds: float, call: Callable[[], T]) -> T:
    """``call()``'s result, failing the test if it has not come back in ``seconds`` (it blocks)."""
    outcome: list[tuple[bool, Any]] = []

    def run() -> None:
        try:
            outcome.append((True, call()))
        except BaseException as error:  # handed to the test's thread
            outcome.append((False, error))

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert outcome, f"still waiting after {seconds} s"
    done, value = outcome[0]
    if not done:
        raise value
    result: T = value
    return result


# --- look-alike characters -----------------------------------------------------------


def test_a_look_alike_in_a_deck_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = copy.deepcopy(RECORD)
    deck = data["deals"][0]["deck"]
    spot = next(i for i, card in enumerate(deck) if card.endswith("S"))
    card = deck[spot] = deck[spot][0] + LONG_S
    code, err = replay_data(data, tmp_path, capsys)
    assert code == 2
    assert f"deal 1: bad deck: the card {card!r} holds a character that is not plain ASCII " in err
    assert "(U+017F)" in err


def test_a_look_alike_in_an_action_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data, number = with_action(RECORD, "9S", "9" + LONG_S)
    code, err = replay_data(data, tmp_path, capsys)
    seat = data["deals"][0]["actions"][number - 1]["seat"]
    assert code == 2
    assert (
        f"deal 1, action {number}: seat {seat}: the action '9ſ' holds a character that is "
        "not plain ASCII (U+017F)"
    ) in err


def test_the_kelvin_sign_is_not_a_king_in_barbu(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    king = next(
        entry["action"]
        for entry in BARBU["deals"][0]["actions"]
        if entry["action"].startswith("K") and len(entry["action"]) == 2
    )
    data, number = with_action(BARBU, king, KELVIN + king[1])
    code, err = replay_data(data, tmp_path, capsys)
    assert code == 2 and f"deal 1, action {number}: " in err
    assert "holds a character that is not plain ASCII (U+212A)" in err


@pytest.mark.parametrize(
    ("variant", "text", "odd"),
    [
        ("belote_bga", "7" + LONG_S, "U+017F"),
        ("belote_bga", "pa" + LONG_S + LONG_S, "U+017F"),
        ("belote_classic", "\u212ah", "U+212A"),
        ("baloot", "\u212ah", "U+212A"),
        ("barbu", "contract:no-\u212aing-of-hearts", "U+212A"),
        ("barbu", "contract:trumps:" + LONG_S, "U+017F"),
        ("barbu", "contract:domino:\u212a", "U+212A"),
        ("barbu", "\u212ah", "U+212A"),
        ("burraco", "discard:7" + LONG_S, "U+017F"),
        ("burraco", "layoff:1:\u212ah", "U+212A"),
        ("burraco", "dra\u1d21", "U+1D21"),
        ("burraco", "\u00a0draw", "U+00A0"),
    ],
)
def test_every_game_refuses_a_look_alike_in_an_action(variant: str, text: str, odd: str) -> None:
    definition = get_game(variant)
    with pytest.raises(ActionTextError) as refused:
        definition.parse_action(definition.parse_options({}), text)
    assert str(refused.value) == (
        f"the action {text!r} holds a character that is not plain ASCII ({odd})"
    )


def test_a_look_alike_in_a_deal_code_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code = encode("belote_bga", {}, 0, 1)
    assert "S" in code[4:]
    typed = code[:4] + code[4:].replace("S", LONG_S)
    with pytest.raises(DealCodeError) as refused:
        decode(typed)
    assert refused.value.reason == "character"
    assert str(refused.value).endswith("holds a character that is not plain ASCII (U+017F)")
    assert decode(code.lower())  # plain lower case still reads
    assert cli.main(["deal", typed]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    assert "not plain ASCII (U+017F)" in captured.err


@pytest.mark.parametrize("space", ["\u3000", "\u00a0", "\u2003"])
def test_a_deal_code_with_a_space_that_is_not_ascii_is_refused(space: str) -> None:
    code = encode("barbu", {}, 2, 5)
    with pytest.raises(DealCodeError) as refused:
        decode(code[:4] + space + code[4:])
    assert refused.value.reason == "character"


# --- whole numbers ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("base", "option", "value"),
    [(BARBU, "rounds", 1.0), (BARBU, "rounds", True), (RECORD, "target", 1000.0)],
)
def test_a_fraction_or_a_truth_value_is_no_whole_number_in_a_record(
    base: dict[str, Any],
    option: str,
    value: Any,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = copy.deepcopy(base)
    data["options"][option] = value
    code, err = replay_data(data, tmp_path, capsys)
    assert code == 2 and f"'{option}'" in err and repr(value) in err


@pytest.mark.parametrize(
    ("variant", "option", "value"),
    [
        ("barbu", "rounds", 7.0),
        ("barbu", "rounds", 3.0),
        ("barbu", "rounds", True),
        ("belote_bga", "target", 1000.0),
        ("belote_classic", "target", 501.0),
        ("baloot", "target", 152.0),
        ("burraco", "target", 2005.0),
        ("burraco", "target", True),
    ],
)
def test_the_rules_refuse_a_fraction_or_a_truth_value_where_a_whole_number_goes(
    variant: str, option: str, value: Any
) -> None:
    with pytest.raises(OptionError, match=f"option '{option}' must be"):
        get_game(variant).parse_options({option: value})


def test_whole_numbers_are_still_read() -> None:
    assert get_game("barbu").parse_options({"rounds": 3}).rounds == 3
    assert get_game("belote_bga").parse_options({"target": 1500}).target == 1500


# --- keys given twice -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ('{"format": "atout-record/1", "format": "atout-record/1"}', "format"),
        ('{"a": {"seat": 0, "seat": 1}}', "seat"),
        ('[{"rounds": 7, "x": 1, "rounds": 1}]', "rounds"),
    ],
)
def test_a_key_given_twice_is_refused(text: str, key: str) -> None:
    with pytest.raises(InputError) as refused:
        parse_json(text, "the file")
    assert str(refused.value) == f"the file is refused: the key {key!r} appears twice in one object"


def test_a_record_with_a_key_given_twice_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = json.dumps(RECORD)
    assert text.startswith('{"format": ')
    text = '{"first_dealer": 0, ' + text[1:]  # the last would have won
    code, err = replay_data(text, tmp_path, capsys)
    assert code == 2 and "the key 'first_dealer' appears twice in one object" in err


def test_the_same_key_in_two_objects_is_fine() -> None:
    assert parse_json('[{"seat": 0}, {"seat": 1}]', "t") == [{"seat": 0}, {"seat": 1}]


# --- unknown keys ---------------------------------------------------------------------


def bulky(entries: int) -> list[Any]:
    """Nested objects as in the issue's 16 MB file, smaller."""
    return [{"a": {"b": {"c": {}}}} for _ in range(entries)]


@pytest.mark.parametrize(
    ("place", "where"),
    [
        (lambda d: d, ""),
        (lambda d: d["deals"][1], "deal 2: "),
        (lambda d: d["deals"][0]["actions"][2], "deal 1, action 3: "),
    ],
)
def test_bulk_under_an_unknown_key_is_refused(
    place: Callable[[dict[str, Any]], dict[str, Any]],
    where: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = copy.deepcopy(RECORD)
    place(data)["junk"] = bulky(10_000)
    code, err = replay_data(data, tmp_path, capsys)
    assert code == 2
    assert f"not a game record: {where}the unknown key 'junk' holds too much" in err


def test_small_notes_under_unknown_keys_are_ignored(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = copy.deepcopy(RECORD)
    data["players"] = ["Ann", "Bob", "Cy", "Di"]
    data["version"] = "1.4.0"
    data["deals"][0]["played_at"] = "2026-11-24 21:07"
    assert replay_data(data, tmp_path, capsys)[0] == 0


def test_the_notes_are_counted_together() -> None:
    data = copy.deepcopy(RECORD)
    for number, deal in enumerate(data["deals"]):
        deal["note"] = "x" * (MAX_NOTES // 4)
        if number == 4:
            break
    with pytest.raises(RecordError, match="deal 4: the unknown key 'note' holds too much"):
        parse_record(data)


def a_save() -> dict[str, Any]:
    """A save as the table writes it: the controller's own text, read back."""
    data = dict(RECORD, table={"kind": SAVE_KIND, "levels": LEVELS, "seed": 7})
    controller = TableController.from_json(data)
    saved = parse_json(controller.save_text(), "the save")
    assert isinstance(saved, dict)
    return saved


def test_a_save_the_program_writes_is_read_back(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save_game(RECORD["variant"], a_save())
    controller = storage.load_game(RECORD["variant"], TableController.from_json)
    assert isinstance(controller, TableController) and not storage.problems
    assert controller.to_json()["deals"] == RECORD["deals"]


def test_a_finished_record_the_program_keeps_is_read_back_and_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    controller = TableController.from_json(a_save())
    storage = Storage(tmp_path)
    storage.keep_finished(controller.to_json(), True, controller.totals)
    (kept,) = storage.kept_games()
    assert not storage.problems and kept.won is True
    (path,) = (tmp_path / FINISHED).glob("*.json")
    assert set(load_json(path)) == {
        "format",
        "variant",
        "options",
        "first_dealer",
        "deals",
        "table",
        "finished",
    }
    assert cli.main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["finished"] is True


def test_a_save_with_bulk_under_an_unknown_key_is_moved_aside(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save_game(RECORD["variant"], dict(a_save(), junk=bulky(10_000)))
    assert storage.load_game(RECORD["variant"], TableController.from_json) is None
    (problem,) = storage.problems
    assert "the unknown key 'junk' holds too much" in str(problem)


# --- files that are not data ----------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_put_in_place_after_the_check_is_not_waited_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    regular = tmp_path / "regular.json"
    regular.write_text("{}", encoding="utf-8")
    real_stat = os.stat

    def looks_regular(path: Any, *args: Any, **kwargs: Any) -> os.stat_result:
        return real_stat(regular if str(path) == str(pipe) else path, *args, **kwargs)

    monkeypatch.setattr(gate.os, "stat", looks_regular)  # the pipe swapped in after the check
    try:
        with pytest.raises(InputError, match="it is not a regular file"):
            within(5, lambda: read_bytes(pipe))
    finally:
        with contextlib.suppress(OSError):  # a reader still waiting gets an empty pipe
            os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    code = within(5, lambda: cli.main(["replay", str(pipe)]))
    assert code == 2 and "it is not a regular file" in capsys.readouterr().err


SYSTEM_FILES = [
    path
    for path in ("/proc/self/status", "/proc/kmsg", "/sys/kernel/uevent_seqnum")
    if os.path.exists(path)
]


@pytest.mark.skipif(not SYSTEM_FILES, reason="no /proc or /sys here")
@pytest.mark.parametrize("path", SYSTEM_FILES)
def test_a_file_of_the_system_is_refused_without_reading(
    path: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code = within(5, lambda: cli.main(["replay", path]))
    folder = "/" + path.split("/")[1]
    assert code == 2
    err = capsys.readouterr().err
    assert f"cannot read {path}: it is a file of the system ({folder}), not a data file" in err


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="no /proc here")
def test_a_link_to_a_file_of_the_system_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "record.json"
    link.symlink_to("/proc/self/status")
    with pytest.raises(InputError, match=r"it is a file of the system \(/proc\)"):
        within(5, lambda: read_bytes(link))


def test_standard_input_and_regular_files_are_still_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(RECORD), encoding="utf-8")
    assert load_json(path) == RECORD
    stdin = type("Stdin", (), {"buffer": io.BytesIO(json.dumps(RECORD).encode())})()
    monkeypatch.setattr(sys, "stdin", stdin)
    assert load_json("-") == RECORD
