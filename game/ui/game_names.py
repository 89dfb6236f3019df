"""The games as the screens name and list them (menu order, titles in the player's language)."""

from __future__ import annotations

from game.catalog import games_in_menu_order, get_game
from game.core.registry import UnknownVariantError
from game.ui.i18n import has_text, tr


def table_games() -> list[str]:
    """The registered games, in the menu order each declares."""
    return [game.name for game in games_in_menu_order()]


def game_title(name: str) -> str:
    """The game's name in the player's language, else the title its definition declares, else
    its record name: the statistics may name a game this build does not register."""
    if has_text(f"game.{name}"):
        return tr(f"game.{name}")
    try:
        return get_game(name).title
    except UnknownVariantError:
        return name
