"""Which presentation shows each game at the table: the kind of table of its declared table
kind, what its own package adds to it (``game.ui.games.<name>``) and the overlays it opens
by route.

``game.ui.catalog`` fills it, one line a game, as ``game.catalog`` fills the rules'
registry; ``game.ui.routes`` reads it, so the generic table and scenes never import a game's
presentation or rules.  A game that registers no presentation (a toy game in the tests) is
shown by its kind of table alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.api import GameDefinition, TableKind
from game.ui.app import Scene
from game.ui.tables.extras import TableExtras
from game.ui.tables.kind import KindOfTable

Route = Callable[..., Scene]


@dataclass(frozen=True)
class Presentation:
    """What one game's package adds to the generic table."""

    game: str  # the name of the game's definition
    extras: Callable[[], TableExtras] = TableExtras  # what it adds to its kind of table
    routes: Mapping[str, Route] = field(default_factory=dict)  # its own overlays, by route
    tables: Mapping[TableKind, type[KindOfTable]] = field(default_factory=dict)
    """The kinds of table it brings, for the table kinds its game declares."""


TABLES: dict[TableKind, type[KindOfTable]] = {}
"""The kind of table inside the table scene for each table kind a game declares."""

_PRESENTATIONS: dict[str, Presentation] = {}


def register_table(kind: TableKind, table: type[KindOfTable]) -> None:
    """The kind of table that shows every game of the table kind ``kind``."""
    check_free(kind, table)
    TABLES[kind] = table


def check_free(kind: TableKind, table: type[KindOfTable]) -> None:
    """Refuse a second kind of table for one table kind."""
    if TABLES.get(kind, table) is not table:
        raise ValueError(f"table kind {kind.value!r} already has its kind of table")


def register(presentation: Presentation) -> None:
    """A game's presentation, with the kinds of table and the routes it brings."""
    if presentation.game in _PRESENTATIONS:
        raise ValueError(f"game {presentation.game!r} already has its presentation")
    clash = set(presentation.routes) & set(game_routes())
    if clash:
        raise ValueError(f"routes {sorted(clash)} are already another game's")
    for kind, table in presentation.tables.items():
        check_free(kind, table)
    TABLES.update(presentation.tables)
    _PRESENTATIONS[presentation.game] = presentation


def presentation_of(definition: GameDefinition[Any]) -> Presentation:
    """The game's presentation (none registered: its kind of table alone)."""
    return _PRESENTATIONS.get(definition.name) or Presentation(definition.name)


def table_of(definition: GameDefinition[Any]) -> type[KindOfTable]:
    """The kind of table that shows the game, by the table kind it declares."""
    return TABLES[definition.table]


def game_routes() -> dict[str, Route]:
    """Every route the games' packages bring (their own overlays)."""
    return {name: make for p in _PRESENTATIONS.values() for name, make in p.routes.items()}
