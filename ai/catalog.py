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

from ai.game_ai import GameAI
from ai.games.baloot.entry import BALOOT
from ai.games.barbu.entry import BARBU
from ai.games.belote.entry import BELOTE
from ai.games.burraco.entry import BURRACO
from ai.games.generic import GENERIC

_ENTRIES: dict[str, GameAI] = {}

CATALOG: Mapping[str, GameAI] = MappingProxyType(_ENTRIES)
"""Every registered entry by variant name (read only: ``register`` adds one)."""


def register(variant: str, entry: GameAI) -> None:
    """Name ``entry`` the AI of ``variant``; ``ValueError`` if the variant has one already."""
    if variant in _ENTRIES:
        raise ValueError(f"{variant} has an AI entry already")
    _ENTRIES[variant] = entry


def unregister(variant: str) -> None:
    """Take ``variant``'s entry out (nothing happens if it has none)."""
    _ENTRIES.pop(variant, None)


def game_ai(variant: str) -> GameAI:
    """The AI entry of ``variant`` (the generic one for a game not listed)."""
    return _ENTRIES.get(variant, GENERIC)


for _variant, _entry in (
    ("belote_bga", BELOTE),
    ("belote_classic", BELOTE),
    ("baloot", BALOOT),
    ("barbu", BARBU),
    ("burraco", BURRACO),
):
    register(_variant, _entry)
