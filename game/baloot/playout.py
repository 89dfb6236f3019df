"""A fast random playout of a Baloot deal's play phase (the engine's "faster twin").

The loop is the core's (``game.core.playout``), under the Saudi rules or
``french_play``, with the locked trump; this adds Baloot's scoring.
``tests/baloot/test_playout_twin.py`` checks it against the public API.
"""

from __future__ import annotations

import random

from game.baloot.scoring import BalootScore
from game.baloot.state import BalootState
from game.core import playout


def random_playout(state: BalootState, rng: random.Random) -> BalootScore:
    """The hand's score after finishing its play at random (``state`` is left as it was)."""
    tally = playout.random_playout(
        state,
        rng,
        saudi=not state.rules.french_play,
        locked=state.locked,
        pairs=state.baloot_cards(),
    )
    card_points = state.team_card_points()
    made = (card_points[0] + tally.points[0], card_points[1] + tally.points[1])
    baloot = (state.baloot[0] + tally.pairs[0], state.baloot[1] + tally.pairs[1])
    taken = (
        state.tricks_taken[0] + state.tricks_taken[2] + tally.tricks[0],
        state.tricks_taken[1] + state.tricks_taken[3] + tally.tricks[1],
    )
    return state.score_from(made, tally.last_winner, baloot, taken)
