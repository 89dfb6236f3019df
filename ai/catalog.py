"""The AI catalogue: every game's AI entry, one line per game.

Each game's AI package (``ai.games.<family>``) declares its entry
(``ai.game_ai.GameAI``): the pieces the generic searches are built from and,
where it has one, its own search with a budget per level.  A game without an
entry here gets the generic pieces (``ai.games.generic.GENERIC``): slower,
but correct for any rule set.  Adding a game's AI: its package, then one line.
"""

from __future__ import annotations

from ai.game_ai import GameAI
from ai.games.baloot.entry import BALOOT
from ai.games.barbu.entry import BARBU
from ai.games.belote.entry import BELOTE
from ai.games.burraco.entry import BURRACO
from ai.games.generic import GENERIC

CATALOG: dict[str, GameAI] = {
    "belote_bga": BELOTE,
    "belote_classic": BELOTE,
    "baloot": BALOOT,
    "barbu": BARBU,
    "burraco": BURRACO,
}


def game_ai(variant: str) -> GameAI:
    """The AI entry of ``variant`` (the generic one for a game not listed)."""
    return CATALOG.get(variant, GENERIC)
