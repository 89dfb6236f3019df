"""The registry of rule sets, by the variant names of the game records.

``game.catalog`` registers the program's games; a test registers a game of its own
the same way, and takes it out again with ``unregister``.
"""

from __future__ import annotations

from typing import Any

from game.core.api import GameDefinition
from game.core.errors import AtoutError

_GAMES: dict[str, GameDefinition[Any]] = {}


class UnknownVariantError(AtoutError, KeyError):
    """A variant name no rule set is registered under."""

    def __str__(self) -> str:
        return str(self.args[0])


def register(definition: GameDefinition[Any]) -> None:
    """Add a rule set; ``ValueError`` if its name or its deal codes' name is taken."""
    if definition.name in _GAMES:
        raise ValueError(f"a rule set is registered as {definition.name!r} already")
    code = definition.code_name
    for other in _GAMES.values():
        taken = other.code_name
        if code and taken and (code.short == taken.short or code.check == taken.check):
            raise ValueError(f"{definition.name}'s deal code name {code} is {other.name}'s")
    _GAMES[definition.name] = definition


def unregister(name: str) -> None:
    """Take a rule set out (nothing happens if none is registered under ``name``)."""
    _GAMES.pop(name, None)


def get_game(name: str) -> GameDefinition[Any]:
    try:
        return _GAMES[name]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none"
        raise UnknownVariantError(f"unknown variant {name!r} (known: {known})") from None


def registered(name: str) -> GameDefinition[Any] | None:
    """The rule set registered as ``name``, or ``None``."""
    return _GAMES.get(name)


def game_names() -> list[str]:
    return sorted(_GAMES)


def games_in_menu_order() -> list[GameDefinition[Any]]:
    """Every registered rule set, as the menus list them (each game declares its place)."""
    return sorted(_GAMES.values(), key=lambda game: (game.menu_order, game.name))
