"""What a sampled world still holds of the true deal, taken out before an agent sees it.

``determinize`` resamples every hidden card but copies two records the rules
made from the true hands: the deal's opening events (every seat's dealt
cards, kept for the table's animation) and, once the declarations (classic
Belote) or projects (Baloot) are shown, the settlement with the combinations
of the team that does not score.  No rule reads more of either than the
table saw, so both are cut down to that: the agent's world then depends on
the seat's information only (``tests/ai/test_no_peek.py`` checks it field by
field against a deal replayed with other hidden cards).
"""

from __future__ import annotations

from game.baloot.state import BalootState
from game.barbu.state import BarbuState
from game.belote.classic import ClassicState
from game.belote.state import BeloteState
from game.burraco.state import BurracoState
from game.core.api import State
from game.core.declarations import Settlement


def shown_part(settlement: Settlement) -> Settlement:
    """The settlement as the table saw it: the scoring team's combinations only."""
    return Settlement(
        tuple(settlement.scoring(seat) for seat in range(4)),
        settlement.team,
        settlement.best_seat,
    )


def blindfold(world: State) -> State:
    """``world`` (a fresh sample, changed in place) without the true deal's records."""
    if isinstance(world, BeloteState | BalootState | BarbuState | BurracoState):
        world.opening = []
    if isinstance(world, ClassicState | BalootState) and world.shown:
        world.settlement = shown_part(world.settlement)
    return world
