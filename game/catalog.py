"""Registers every rule set of the program; import this to fill the registry.

It lives outside ``game.core`` so that the core knows no game, and outside
the game packages so that they never import each other.  Each game declares
everything else about itself in its definition (options, menu order, table, deal
code name, lessons, decision phases); adding a game is one line here (and one in
the AI's catalogue, ``ai/catalog.py``).
"""

from __future__ import annotations

from game.baloot.definition import DEFINITION as BALOOT
from game.barbu.definition import DEFINITION as BARBU
from game.belote.bga import DEFINITION as BELOTE_BGA
from game.belote.classic import DEFINITION as BELOTE_CLASSIC
from game.burraco.definition import DEFINITION as BURRACO
from game.core.registry import game_names, games_in_menu_order, get_game, register

for _definition in (BELOTE_BGA, BELOTE_CLASSIC, BALOOT, BARBU, BURRACO):
    register(_definition)

__all__ = ["game_names", "games_in_menu_order", "get_game"]
