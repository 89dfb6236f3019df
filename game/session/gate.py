"""One gate for everything Atout reads from outside: records, saves, settings, statistics.

Before any rule sees a file it passes here: only regular files outside ``/proc``
and ``/sys`` (a named pipe would hang, ``/dev/zero`` never ends, ``/proc/kmsg``
blocks), a bounded number of bytes, UTF-8 text (a byte-order mark is allowed), JSON
nested a few levels at most, with numbers of a sane length (Python refuses to
convert more than 4,300 digits and floats overflow to infinity) and no key twice in
one object (JSON would keep the last silently).  Then small shape checks
(``need_*``) validate each field with a message that says where it is and what was
wanted, quoting the bad value briefly, so a refusal is always one short plain line.
That line is English, for the command line; each refusal also carries its ``Fault``
(a key and values), so the table can say it in the player's language.

No schema library earns its place here: the formats are four small trees, the
checks below are a few lines each, and the byte, nesting and digit bounds, which
matter most, would have to be written anyway before any library saw the data.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import sys
from collections import Counter
from dataclasses import dataclass
from itertools import accumulate
from pathlib import Path
from typing import Any, BinaryIO

from game.core.errors import AtoutError

MAX_BYTES = 16 * 1024 * 1024  # a long Burraco game saves in about 1 MB
MAX_DEPTH = 32  # records nest five levels deep
MAX_DIGITS = 30  # no count, seat or option of any game needs more
BRIEF = 40  # characters of a bad value quoted in a message
SYSTEM_FOLDERS = ("/proc", "/sys")  # never read, whatever link leads there
_NO_WAIT = getattr(os, "O_NONBLOCK", 0)  # POSIX: opening a named pipe returns at once
_OPEN = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0) | _NO_WAIT

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


@dataclass(frozen=True, slots=True)
class Fault:
    """What is wrong with an input as a key and values (``fault.<key>`` in the texts), without
    the English words; ``contents`` when nothing more is known."""

    key: str = "contents"
    values: tuple[tuple[str, str], ...] = ()


CONTENTS = Fault()  # the contents are wrong, no more is known


class InputError(AtoutError):
    """Input refused at the gate; the message is one plain line naming the file and the fault,
    and ``fault`` the same fault for words in another language."""

    def __init__(self, message: str, key: str = "contents", **values: object) -> None:
        super().__init__(message)
        self.fault = Fault(key, tuple((name, str(value)) for name, value in values.items()))


def fault_of(error: BaseException) -> Fault:
    """The fault a refusal names (``contents`` for a refusal from beyond the gate)."""
    return error.fault if isinstance(error, InputError) else CONTENTS


def _too_big_to_quote(value: Any, width: int = BRIEF) -> bool:
    """A huge number, list or object: a message describes it rather than quoting it."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value.bit_length() > 128
    return isinstance(value, list | dict) and len(value) > width


def brief(value: Any, width: int = BRIEF) -> str:
    """A bad value as a message may quote it: its repr, cut short (a 50 MB action stays short)."""
    if isinstance(value, str) and len(value) > 4 * width:
        value = value[: 4 * width]  # repr of a huge string would copy it whole
    if isinstance(value, int) and _too_big_to_quote(value, width):
        return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    if isinstance(value, list | dict) and _too_big_to_quote(value, width):
        kind = "list" if isinstance(value, list) else "object"
        return f"a {kind} of {len(value)} entries"
    text = repr(value)
    if len(text) > width:
        text = text[: width - 1] + "…"
    return text


def shorten(text: str, width: int = 2 * BRIEF) -> str:
    """Plain text cut to ``width`` characters (a path or a name in a message)."""
    return text if len(text) <= width else text[: width - 1] + "…"


def read_bytes(path: Path | str, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file, or standard input for ``-``, refusing more than ``limit``."""
    name = str(path)
    if name == "-":
        return _read_bounded(sys.stdin.buffer, "standard input", limit)
    try:
        _refuse_system_file(name)
        _refuse_odd_file(name, os.stat(name), limit)
        with _open_regular(name, limit) as stream:
            return _read_bounded(stream, name, limit)
    except OSError as error:
        raise InputError(f"cannot read {name}: {error.strerror or error}", "unreadable") from None


def _refuse_system_file(name: str) -> None:
    """``/proc`` and ``/sys`` hold the system's files, not data: sizes of 0 that read on without
    end, or block (``/proc/kmsg``); a path that leads there by any link is refused."""
    real = os.path.realpath(name)
    for folder in SYSTEM_FOLDERS:
        if real == folder or real.startswith(folder + "/"):
            raise InputError(
                f"cannot read {name}: it is a file of the system ({folder}), not a data file",
                "not_a_file",
            )


def _refuse_odd_file(name: str, info: os.stat_result, limit: int) -> None:
    """Only a regular file of at most ``limit`` bytes: a named pipe would hang, ``/dev/zero``
    never ends."""
    if not stat.S_ISREG(info.st_mode):
        raise InputError(f"cannot read {name}: it is not a regular file", "not_a_file")
    if info.st_size > limit:
        raise InputError(
            f"{name} is too large: {_size(info.st_size)}, at most {_size(limit)}", "too_large"
        )


def _open_regular(name: str, limit: int) -> BinaryIO:
    """The file opened without waiting and checked again once open, so a named pipe put in its
    place after the first check is refused rather than waited on."""
    fd = os.open(name, _OPEN)
    try:
        _refuse_odd_file(name, os.fstat(fd), limit)
        if _NO_WAIT:
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return os.fdopen(fd, "rb")


def _read_bounded(stream: BinaryIO, name: str, limit: int) -> bytes:
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise InputError(f"{name} is too large: more than {_size(limit)}", "too_large")
    return data


def _size(count: int) -> str:
    return f"{count / (1024 * 1024):.1f} MB" if count >= 1024 * 1024 else f"{count} bytes"


def decode(data: bytes, name: str) -> str:
    """UTF-8 text (a leading byte-order mark is dropped)."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        byte = error.start + 1
        raise InputError(f"{name} is not UTF-8 text (byte {byte})", "not_text", byte=byte) from None


def parse_json(text: str, name: str, max_depth: int = MAX_DEPTH) -> Any:
    """JSON with bounded nesting and numbers and no key twice in an object; ``NaN`` and
    ``Infinity`` are refused."""
    depth = nesting(text)
    if depth > max_depth:
        raise InputError(
            f"{name} is nested {depth} levels deep, at most {max_depth}",
            "too_deep",
            depth=depth,
            most=max_depth,
        )
    try:
        return json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
            object_pairs_hook=_unique_keys,
        )
    except json.JSONDecodeError as error:
        raise InputError(
            f"{name} is not valid JSON: {error.msg} (line {error.lineno})",
            "not_json",
            line=error.lineno,
        ) from None
    except _ParseError as error:
        raise InputError(f"{name} is refused: {error}", error.key, **error.values) from None
    except RecursionError:  # nesting() counts brackets outside strings, so only as a safety
        raise InputError(f"{name} is nested too deeply", "nested") from None


def nesting(text: str) -> int:
    """How deep the JSON's brackets nest, ignoring those inside strings (linear time)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def load_json(path: Path | str, limit: int = MAX_BYTES, label: str | None = None) -> Any:
    """A file's JSON through every check of the gate; ``label`` names it in the messages about
    its contents (its path by default)."""
    name = label or ("standard input" if str(path) == "-" else str(path))
    return parse_json(decode(read_bytes(path, limit), name), name)


class _ParseError(ValueError):
    """A number or key the gate refuses while parsing, with its fault's key and values."""

    def __init__(self, message: str, key: str, **values: object) -> None:
        super().__init__(message)
        self.key = key
        self.values = values


def _parse_int(digits: str) -> int:
    if len(digits) > MAX_DIGITS:
        count = len(digits.lstrip("-"))
        raise _ParseError(
            f"a number has {count} digits (at most {MAX_DIGITS})",
            "long_number",
            digits=count,
            most=MAX_DIGITS,
        )
    return int(digits)


def _parse_float(digits: str) -> float:
    if len(digits) > 2 * MAX_DIGITS:
        raise _ParseError(
            f"a number is written with {len(digits)} characters",
            "long_number",
            digits=len(digits),
            most=2 * MAX_DIGITS,
        )
    value = float(digits)
    if not math.isfinite(value):
        raise _ParseError(f"the number {brief(digits)} is too large", "huge_number")
    return value


def _parse_constant(word: str) -> float:
    raise _ParseError(f"{word} is not a number JSON allows", "not_a_number", word=word)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object whose keys are all different: JSON readers differ on which of two wins."""
    data = dict(pairs)
    if len(data) < len(pairs):
        counts = Counter(key for key, _ in pairs)
        twice = next(key for key, count in counts.items() if count > 1)
        raise _ParseError(f"the key {brief(twice)} appears twice in one object", "contents")
    return data


# --- shape checks --------------------------------------------------------------------


def wrong(where: str, wanted: str, value: Any) -> InputError:
    """The refusal of a value of the wrong kind or out of range (quoted, unless huge)."""
    message = f"{where} must be {wanted}, not {brief(value)}"
    if _too_big_to_quote(value):
        return InputError(message, "huge_value")
    return InputError(message, "wrong_value", value=brief(value))


def need_object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise wrong(where, "an object", value)
    return value


def need_list(value: Any, where: str, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise wrong(where, "a list", value)
    if len(value) > most:
        raise InputError(
            f"{where} holds {len(value)} entries, at most {most}",
            "too_many",
            count=len(value),
            most=most,
        )
    return value


def need_int(value: Any, where: str, low: int, high: int, what: str = "a whole number") -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise wrong(where, f"{what} {low} to {high}", value)
    return value


def need_text(value: Any, where: str, most: int) -> str:
    if not isinstance(value, str):
        raise wrong(where, "a string", value)
    if len(value) > most:
        raise InputError(
            f"{where} is {len(value)} characters long, at most {most}",
            "too_long",
            length=len(value),
            most=most,
        )
    return value
