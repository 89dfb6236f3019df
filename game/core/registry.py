"""The registry of rule sets, by the variant names of the game records."""

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
    _GAMES[definition.name] = definition


def get_game(name: str) -> GameDefinition[Any]:
    try:
        return _GAMES[name]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none"
        raise UnknownVariantError(f"unknown variant {name!r} (known: {known})") from None


def game_names() -> list[str]:
    return sorted(_GAMES)


def games_in_menu_order() -> list[GameDefinition[Any]]:
    """Every registered rule set, as the menus list them (each game declares its place)."""
    return sorted(_GAMES.values(), key=lambda game: (game.menu_order, game.name))
