"""Barbu's rule-based habits as a part of the trick loop, and Barbu's generated loops
(``ai.games.loops``): the random playout of the trick contracts (``game.barbu.playout``) and
the greedy one (``ai.games.barbu.rollout``)."""

from __future__ import annotations

import ai.games.barbu.rollout as barbu_rollout
import game.barbu.playout as barbu_playout
from ai.games.loops import Generated
from game.barbu.trickloop import BARBU
from game.core.trickloop import RANDOM, epsilon_greedy, render_loop

BARBU_HABITS = epsilon_greedy(
    """
        if positive:
            card = win_card_choice(
                legal, live & ~hand, in_trick, win_card, in_trick == 3, order
            )
        else:
            card = avoid_card(
                legal, live & ~hand, in_trick, win_card, in_trick == 3, order, danger, penalty
            )
    """,
    setup="""
        positive = bool(trump)
        danger, penalty = danger_keys(card_value, strength)
    """,
)
"""The rule-based habits (``win_card_choice`` in Trumps, ``avoid_card`` in the negative
contracts) with a chance of ``epsilon`` of a random legal card, as the rollouts play."""

LOOPS = (
    Generated(
        barbu_playout,
        render_loop(
            "_trick_playout",
            "A trick contract's scores after playing it out at random.",
            BARBU,
            RANDOM,
        ),
    ),
    Generated(
        barbu_rollout,
        render_loop(
            "_tricks",
            "A trick contract's scores after the greedy policy plays it out.",
            BARBU,
            BARBU_HABITS,
        ),
    ),
)
