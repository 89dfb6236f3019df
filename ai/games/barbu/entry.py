"""Barbu's entry in the AI catalogue: rule-based decisions, greedy rollouts, the API solver
for the last trick.

Its review counts each contract's points: a heart -2, a queen -6, the king of hearts -20
(the margin over the others' mean is 4/3 of one's own points).  Dominoes swing by tens of
points from one world to the next (45 for going out first, 20 second, 5 third), so a close
call gets fresh worlds until its loss is known to within 2 points
(``ai.review.spec.CloseCallSampler``): the marks that moved by more than one step between
two seeds (``benchmarks/review_consistency.py``, 200 hands) fell from 5.0% of decisions to
1.4% (in a sample of 10, all 8 such moves were in Dominoes), for about three times the
time.  A deal takes 5.6 s to review.

The review and the hint race the options instead (``ai.games.barbu.review``, issue 36):
only the unsettled options get more worlds, at most 7,200 playouts a decision, and the
doubles share one play per world.  A hint takes at most about a second of one core (a
contract choice took 8.4 s, a double 3.4 s); over the same 80 hands the marks moved by
more than one step for 1.9% of decisions (2.3% before), and the hinted contract lost
0.28 ± 0.26 points against the best over 120 choices (0.15 ± 0.14 before).
"""

from __future__ import annotations

import random
from typing import Any

from ai.game_ai import GameAI
from ai.games.barbu.bot import bot_action
from ai.games.barbu.reasons import BARBU_KINDS, barbu_reasons
from ai.games.barbu.review import barbu_sampler
from ai.games.barbu.rollout import greedy_playout
from ai.review.marks import MarkScale
from ai.review.sampling import Strength
from ai.review.spec import ReviewGame
from ai.search.api_solver import solve_api
from ai.search.pieces import GamePieces
from game.barbu.state import CHOOSING, DOMINOES, DOUBLING, TRICKS, BarbuState
from game.core.api import State


def barbu_bot(world: State, seat: int, legal: list[Any]) -> Any:
    assert isinstance(world, BarbuState)
    return bot_action(world, seat, legal)


def barbu_finish(world: State, rng: random.Random) -> tuple[int, ...]:
    """Contract and doubles like the bot, then the greedy playout (``world`` may change)."""
    assert isinstance(world, BarbuState)
    while world.phase in (CHOOSING, DOUBLING):
        world.apply(bot_action(world, world.to_act, world.legal_actions()))
    if world.is_over:
        return world.result().points
    return greedy_playout(world, rng)


def barbu_in_play(world: State) -> bool:
    return isinstance(world, BarbuState) and world.phase in (TRICKS, DOMINOES)


BARBU = GameAI(
    GamePieces(
        barbu_bot, barbu_finish, barbu_in_play, solve_api, solve_limit=4, point_tricks=False
    ),
    review=ReviewGame(
        Strength(worlds=128, rollouts=3, solve_cards=4),
        MarkScale(good=1.0, inaccuracy=3.0, mistake=8.0, blunder=20.0),
        barbu_sampler(precision=2.0, blunder=20.0, batches=6, playouts=7200),
        seconds_a_deal=4.0,
    ),
    reasons=barbu_reasons,
    reason_kinds=BARBU_KINDS,
)
