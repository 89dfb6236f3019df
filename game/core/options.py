"""Reading a game's options from JSON values, with errors that name the option."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
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


def read_int_choice(
    raw: Mapping[str, Any], name: str, choices: tuple[int, ...], default: int
) -> int:
    value = raw.get(name, default)
    whole = isinstance(value, int) and not isinstance(value, bool)  # 7.0 == 7 and True == 1
    if not whole or value not in choices:
        listed = ", ".join(str(c) for c in choices)
        raise OptionError(f"option {name!r} must be one of {listed}, not {value!r}")
    return int(value)


def read_positive_int(raw: Mapping[str, Any], name: str, default: int) -> int:
    value = raw.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise OptionError(f"option {name!r} must be a positive whole number, not {value!r}")
    return value


OptionValue = bool | int | str
TARGET = "target"  # the option that ends the game at so many points


@dataclass(frozen=True, slots=True)
class Option:
    """One table option of a rule set, declared once: its name in records, its default and
    the values a player may choose, in the order the setup screen offers them.

    A ``target`` (the points that end the game) accepts any positive whole number from a
    record, and offers ``choices`` in the menu; every other option accepts only its choices.
    ``later``: the setup screen offers it after the others (an option added to a rule set
    later, which deal codes carry first).  ``offered``: off for an option the rules and
    records know but the table cannot yet play (the setup offers neither it nor a preset
    that turns it on).
    """

    name: str
    default: OptionValue
    choices: tuple[OptionValue, ...]
    any_positive: bool = False
    later: bool = False
    offered: bool = True

    @staticmethod
    def flag(name: str, default: bool, later: bool = False, offered: bool = True) -> Option:
        return Option(name, default, (default, not default), later=later, offered=offered)

    @staticmethod
    def choice(name: str, choices: tuple[str, ...], default: str | None = None) -> Option:
        return Option(name, choices[0] if default is None else default, choices)

    @staticmethod
    def target(default: int, offered: tuple[int, ...]) -> Option:
        return Option(TARGET, default, offered, any_positive=True)

    def read(self, raw: Mapping[str, Any]) -> OptionValue:
        """The option's value in ``raw`` (its default when left out), or ``OptionError``."""
        if isinstance(self.default, bool):
            return read_bool(raw, self.name, self.default)
        if self.any_positive and isinstance(self.default, int):
            return read_positive_int(raw, self.name, self.default)
        if isinstance(self.default, int):
            numbers = tuple(c for c in self.choices if isinstance(c, int))
            return read_int_choice(raw, self.name, numbers, self.default)
        allowed = tuple(str(c) for c in self.choices)
        return read_choice(raw, self.name, allowed, str(self.default))

    def next_choice(self, value: OptionValue) -> OptionValue:
        """The value after ``value`` in the offered order (a target between offers goes up to
        the next one), wrapping round: what one click on the option's button gives."""
        offered = list(self.choices)
        if value in offered:
            return offered[(offered.index(value) + 1) % len(offered)]
        if self.any_positive and isinstance(value, int) and not isinstance(value, bool):
            numbers = sorted(c for c in offered if isinstance(c, int))
            return next((c for c in numbers if c > value), numbers[0])
        return offered[0]


def read_options(
    raw: Mapping[str, Any], declared: Sequence[Option], variant: str
) -> dict[str, OptionValue]:
    """Every declared option's value (unknown names refused), by name."""
    reject_unknown(raw, (option.name for option in declared), variant)
    return {option.name: option.read(raw) for option in declared}
