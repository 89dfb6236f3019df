"""The greedy rollout's loop of the 32-card point-trick games (``greedy_tally``), generated
(``ai.games.loops``) from the French and Saudi rule and the point-trick habits
(``POINT_TRICK``: the habits, a chance of ``epsilon`` of a random legal card, and the
team that chose the trumps read once per rollout)."""

from __future__ import annotations

import ai.games.belote.rollout as belote_rollout
from ai.games.loops import Generated
from ai.games.trick.loops import POINT_TRICK_HABITS
from game.core.trickloop import FRENCH_SAUDI, epsilon_greedy, render_loop

POINT_TRICK = epsilon_greedy(
    POINT_TRICK_HABITS,
    setup="""
        discard_key, rich_key, cheap_key = policy_keys(order)
        attack = attacking_team(state)
    """,
)
"""The habits with a chance of ``epsilon`` of a random legal card, as the rollouts play."""

LOOPS = (
    Generated(
        belote_rollout,
        render_loop(
            "greedy_tally",
            "Play the rest of ``state`` greedily (``state`` is left as it was).",
            FRENCH_SAUDI,
            POINT_TRICK,
        ),
    ),
)
