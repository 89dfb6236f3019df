"""A fast random playout of a Belote deal's play phase (the engine's "faster twin").

The loop is the core's (``game.core.playout``) under the French rules; this
adds the Belote scoring.  ``tests/belote/test_playout_twin.py`` checks it
against the public API on many random deals.
"""

from __future__ import annotations

import random

from game.belote.state import BeloteState
from game.core import playout


def random_playout(state: BeloteState, rng: random.Random) -> tuple[int, int]:
    """The deal's points after finishing its play at random (``state`` is left as it was)."""
    tally = playout.random_playout(
        state, rng, saudi=False, locked=False, pairs=playout.pair_cards(state.belote_suits())
    )
    card_points = state.team_card_points()
    made = (card_points[0] + tally.points[0], card_points[1] + tally.points[1])
    taken = (
        state.tricks_taken[0] + state.tricks_taken[2] + tally.tricks[0],
        state.tricks_taken[1] + state.tricks_taken[3] + tally.tricks[1],
    )
    belote = (state.belote[0] + 20 * tally.pairs[0], state.belote[1] + 20 * tally.pairs[1])
    return state.score_from(made, taken, tally.last_winner, belote)
