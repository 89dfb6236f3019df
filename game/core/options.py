"""Reading a game's options from JSON values, with errors that name the option."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from game.core.errors import OptionError


def reject_unknown(raw: Mapping[str, Any], known: Iterable[str], variant: str) -> None:
    names = set(known)
    for key in raw:
        if key not in names:
            raise OptionError(
                f"unknown option {key!r} for {variant} (options: {', '.join(sorted(names))})"
            )


def read_bool(raw: Mapping[str, Any], name: str, default: bool) -> bool:
    value = raw.get(name, default)
    if not isinstance(value, bool):
        raise OptionError(f"option {name!r} must be true or false, not {value!r}")
    return value


def read_choice(raw: Mapping[str, Any], name: str, choices: tuple[str, ...], default: str) -> str:
    value = raw.get(name, default)
    if value not in choices:
        raise OptionError(f"option {name!r} must be one of {', '.join(choices)}, not {value!r}")
    return str(value)


def read_positive_int(raw: Mapping[str, Any], name: str, default: int) -> int:
    value = raw.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise OptionError(f"option {name!r} must be a positive whole number, not {value!r}")
    return value
