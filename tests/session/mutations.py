"""Damage valid records and data files the way bad luck and bad actors do.

One set of mutations (drop, duplicate and swap actions; change types; huge and
negative numbers; truncate; bad bytes; deep nesting; random text) drawn through
a ``Chooser``, so the same code runs under Hypothesis (``HypothesisChooser``,
which shrinks a failure) and in the long fuzz run of ``benchmarks/fuzz_inputs.py``
(``RandomChooser``, seeded).
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from hypothesis import strategies as st

T = TypeVar("T")

ODD_VALUES: tuple[Any, ...] = (
    None,
    True,
    1.0,
    -1,
    4,
    10**29,
    -(10**29),
    "",
    "0",
    "JS",
    "pass",
    "\u00b2",
    "\x00",
    "x" * 300,
    [],
    [0],
    {},
    {"seat": 0},
)


class Chooser(Protocol):
    def integer(self, low: int, high: int) -> int: ...


class RandomChooser:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def integer(self, low: int, high: int) -> int:
        return self.rng.randint(low, high)


class HypothesisChooser:
    def __init__(self, draw: Callable[[st.SearchStrategy[int]], int]) -> None:
        self.draw = draw

    def integer(self, low: int, high: int) -> int:
        return self.draw(st.integers(low, high))


def pick(choose: Chooser, items: Sequence[T]) -> T:
    return items[choose.integer(0, len(items) - 1)]


def containers(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a list or object inside ``data`` (the root included)."""
    out = [path] if isinstance(data, dict | list) else []
    if isinstance(data, dict):
        for key, value in data.items():
            out += containers(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            out += containers(value, (*path, index))
    return out


def at(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


def mutate_tree(data: Any, choose: Chooser) -> Any:
    """One to three structural changes anywhere in a JSON tree."""
    data = copy.deepcopy(data)
    for _ in range(choose.integer(1, 3)):
        places = containers(data)
        place = at(data, pick(choose, places))
        keys = list(place) if isinstance(place, dict) else list(range(len(place)))
        if not keys:
            continue
        key = pick(choose, keys)
        kind = choose.integer(0, 7)
        if kind == 0:  # a value of another type, or a huge or negative number
            place[key] = copy.deepcopy(pick(choose, ODD_VALUES))  # never shared
        elif kind == 1 and isinstance(place, list):  # drop an entry
            del place[key]
        elif kind == 2 and isinstance(place, list):  # duplicate an entry
            place.insert(key, copy.deepcopy(place[key]))
        elif kind == 3 and isinstance(place, list):  # swap two entries
            other = pick(choose, keys)
            place[key], place[other] = place[other], place[key]
        elif kind == 4 and isinstance(place, dict):  # lose a field
            del place[key]
        elif kind == 5:  # bury a value deep in lists
            value = place[key]
            for _ in range(choose.integer(1, 60)):
                value = [value]
            place[key] = value
        elif kind == 6 and isinstance(place[key], str):  # change a character of a text
            text = place[key]
            spot = choose.integer(0, len(text))
            char = chr(pick(choose, (0x30, 0x3A, 0x2C, 0xB2, 0x663, 0x1F0CF, 0x41, 0x2D)))
            place[key] = text[:spot] + char + text[spot + 1 :]
        elif kind == 7 and isinstance(place[key], int) and not isinstance(place[key], bool):
            place[key] = pick(choose, (-place[key], place[key] + 1, place[key] * 10**12, -1))
    return data


def mutate_bytes(data: bytes, choose: Chooser) -> bytes:
    """Damage at the byte level: truncate, bad bytes, a byte-order mark, huge numbers, nesting."""
    kind = choose.integer(0, 5)
    spot = choose.integer(0, len(data))
    if kind == 0:
        return data[:spot]
    if kind == 1:
        return data[:spot] + bytes([pick(choose, (0x00, 0x80, 0xC3, 0xFF, 0xED))]) + data[spot:]
    if kind == 2:
        return b"\xef\xbb\xbf" + data
    if kind == 3:
        digits = b"9" * pick(choose, (31, 400, 4301, 5000))
        return data.replace(b":0", b":" + digits, 1) if b":0" in data else digits
    if kind == 4:
        depth = pick(choose, (33, 1000, 100_000))
        return b"[" * depth + data + b"]" * depth
    return data[:spot] + data[spot:][::-1]


def mutated(data: Any, choose: Chooser) -> bytes:
    """A damaged file made from ``data``: a damaged tree, then sometimes damaged bytes."""
    tree = mutate_tree(data, choose) if choose.integer(0, 4) else data
    raw = json.dumps(tree, ensure_ascii=False).encode("utf-8")
    return mutate_bytes(raw, choose) if choose.integer(0, 2) == 0 else raw


@st.composite
def damaged(draw: Callable[[st.SearchStrategy[int]], int], data: Any) -> bytes:
    """Hypothesis: a damaged version of ``data``'s file."""
    return mutated(data, HypothesisChooser(draw))
