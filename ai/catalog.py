"""The AI catalogue: every game's AI entry, one line per game.

Each game's AI package (``ai.games.<family>``) declares its entry
(``ai.game_ai.GameAI``): the pieces the generic searches are built from, its
hand review and, where it has one, its own search with a budget per level.  A
game without an entry here gets the generic pieces (``ai.games.generic.GENERIC``):
slower, but correct for any rule set.  Adding a game's AI: its package, then one
line; a test registers an entry of its own with ``register`` and takes it out with
``unregister``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ai.game_ai import GameAI
from ai.games.baloot.entry import BALOOT
from ai.games.barbu.entry import BARBU
from ai.games.belote.entry import BELOTE
from ai.games.burraco.entry import BURRACO
from ai.games.generic import GENERIC
from game.baloot.definition import DEFINITION as BALOOT_RULES
from game.barbu.definition import DEFINITION as BARBU_RULES
from game.belote.bga import DEFINITION as BELOTE_BGA_RULES
from game.belote.classic import DEFINITION as BELOTE_CLASSIC_RULES
from game.burraco.definition import DEFINITION as BURRACO_RULES
from game.core.api import GameDefinition

_ENTRIES: dict[str, GameAI] = {}

CATALOG: Mapping[str, GameAI] = MappingProxyType(_ENTRIES)
"""Every registered entry by its game's name, the registry's key (read only: ``register``
adds one)."""


def register(definition: GameDefinition[Any], entry: GameAI) -> None:
    """Name ``entry`` the AI of the game ``definition``; ``ValueError`` if it has one already."""
    if definition.name in _ENTRIES:
        raise ValueError(f"{definition.name} has an AI entry already")
    _ENTRIES[definition.name] = entry


def unregister(definition: GameDefinition[Any]) -> None:
    """Take the entry of ``definition``'s game out (nothing happens if it has none)."""
    _ENTRIES.pop(definition.name, None)


def game_ai(definition: GameDefinition[Any]) -> GameAI:
    """The AI entry of the game ``definition`` (the generic one for a game not listed)."""
    return _ENTRIES.get(definition.name, GENERIC)


for _definition, _entry in (
    (BELOTE_BGA_RULES, BELOTE),
    (BELOTE_CLASSIC_RULES, BELOTE),
    (BALOOT_RULES, BALOOT),
    (BARBU_RULES, BARBU),
    (BURRACO_RULES, BURRACO),
):
    register(_definition, _entry)
