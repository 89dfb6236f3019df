"""A damaged file's fault as a key and values: the table words it in any language, while the
command line keeps the gate's English line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.session.gate import CONTENTS, Fault, InputError, fault_of, load_json
from game.session.storage import DAMAGED, Settings, Statistics, Storage

LOCALE = Path(__file__).resolve().parents[2] / "assets" / "locale"

# a damaged file's text, what the gate's English line says, and the fault it names
DAMAGE = [
    (b"\xff\xfe{}", "is not UTF-8 text (byte 1)", Fault("not_text", (("byte", "1"),))),
    (
        b"[" * 40 + b"]" * 40,
        "is nested 40 levels deep, at most 32",
        Fault("too_deep", (("depth", "40"), ("most", "32"))),
    ),
    (b'{"a": 1,', "is not valid JSON", Fault("not_json", (("line", "1"),))),
    (
        b'{"a": ' + b"7" * 50 + b"}",
        "a number has 50 digits (at most 30)",
        Fault("long_number", (("digits", "50"), ("most", "30"))),
    ),
    (b'{"a": 1e999}', "is too large", Fault("huge_number")),
    (b'{"a": NaN}', "NaN is not a number JSON allows", Fault("not_a_number", (("word", "NaN"),))),
]


def entries(language: str) -> dict[str, str]:
    """The .po file's texts by key (one-line entries, as the fault texts are)."""
    text = (LOCALE / language / "LC_MESSAGES" / "atout.po").read_text(encoding="utf-8")
    return dict(re.findall(r'^msgid "([^"]+)"\nmsgstr "(.*)"$', text, re.MULTILINE))


@pytest.mark.parametrize(("data", "english", "fault"), DAMAGE)
def test_the_gate_names_its_fault_beside_its_english_line(
    tmp_path: Path, data: bytes, english: str, fault: Fault
) -> None:
    path = tmp_path / "file.json"
    path.write_bytes(data)
    with pytest.raises(InputError) as refused:
        load_json(path)
    assert english in str(refused.value) and str(path) in str(refused.value)
    assert refused.value.fault == fault


@pytest.mark.parametrize(
    ("data", "english", "fault"),
    [
        ({"speed": "warp"}, "the setting 'speed' must be one of slow, normal, fast, instant, not "
         "'warp'", Fault("wrong_value", (("value", "'warp'"),))),
        ({"sound": 1}, "the setting 'sound' must be true or false, not 1",
         Fault("wrong_value", (("value", "1"),))),
        ([0] * 100, "the settings must be an object, not a list of 100 entries",
         Fault("huge_value")),
    ],
)  # fmt: skip
def test_settings_name_their_fault(data: object, english: str, fault: Fault) -> None:
    with pytest.raises(InputError) as refused:
        Settings.check(data)
    assert str(refused.value) == english and refused.value.fault == fault


def test_statistics_name_their_fault() -> None:
    with pytest.raises(InputError) as refused:
        Statistics.check({"barbu": {"games": 1, "won": 2}})
    assert refused.value.fault == Fault("more_won_than_played")
    with pytest.raises(InputError) as refused:
        Statistics.check({"x" * 61: {}})
    assert refused.value.fault == Fault("too_long", (("length", "61"), ("most", "60")))


def test_a_refusal_from_beyond_the_gate_is_a_fault_of_the_contents() -> None:
    assert fault_of(ValueError("deal 2 stopped before its end")) == CONTENTS
    assert CONTENTS.key == "contents"


def test_a_damaged_file_keeps_its_english_line_and_its_fault(tmp_path: Path) -> None:
    (tmp_path / Storage.STATS).write_text('{"barbu": {"games": 1, "won": 2}}', encoding="utf-8")
    storage = Storage(tmp_path)
    storage.load_statistics()
    (problem,) = storage.problems
    assert problem.kind == DAMAGED and problem.fault == Fault("more_won_than_played")
    assert problem.detail == "the statistics of 'barbu' count more games won than played"
    assert str(problem).startswith("statistics.json: the statistics of 'barbu' count more")


def test_every_fault_has_words_in_both_languages_naming_its_values() -> None:
    faults = [fault for _, _, fault in DAMAGE] + [
        CONTENTS,
        Fault("unreadable"),
        Fault("not_a_file"),
        Fault("too_large"),
        Fault("nested"),
        Fault("wrong_value", (("value", "'x'"),)),
        Fault("huge_value"),
        Fault("too_many", (("count", "2"), ("most", "1"))),
        Fault("too_long", (("length", "2"), ("most", "1"))),
        Fault("more_won_than_played"),
    ]
    for language in ("en", "ja"):
        texts = entries(language)
        assert {k for k in texts if k.startswith("fault.")} == {f"fault.{f.key}" for f in faults}
        for fault in faults:
            words = texts[f"fault.{fault.key}"]
            assert set(re.findall(r"{(\w+)}", words)) == {name for name, _ in fault.values}
