"""Baloot's entry in the AI catalogue: rule-based calls, greedy card-set rollouts, the
card-set solver for the play (``ai.games.baloot.solver``), and bids that must fit a sampled
world's hands.

A rollout that begins before the card play (the calls' search) gives the taker back what
the greedy playout is known to cost him (``TAKER_SHORTFALL``): the searching levels play
the hand better than the playout does, the taker's side more so, and a search that judged
taking by the playout alone would pass on hands it should take.

Its review counts game points (16 a Hokum deal, 26 a Sun deal; an ace is worth about 1 of
them in Hokum, 2 in Sun).  The values swing by whole game points from one world to the next
(rounded scores, the bids, a cut of the deck that changes nothing one knows), so a close
call gets fresh worlds until its loss is known to within 0.6 of a point
(``ai.review.spec.CloseCallSampler``): the marks that moved by more than one step between
two seeds (``benchmarks/review_consistency.py``, 100 hands) fell from 7.6% of decisions to
0.7%.  A deal takes 1.25 s to review."""

from __future__ import annotations

import random
from typing import Any

from ai.game_ai import GameAI
from ai.games.baloot.bot import bot_action, bot_calls, may_climb, plausible
from ai.games.baloot.qayd import qayd_call
from ai.games.baloot.reasons import baloot_reasons
from ai.games.baloot.solver import solve
from ai.games.belote.reasons import CALL_KINDS
from ai.games.belote.rollout import greedy_tally
from ai.review.marks import MarkScale
from ai.review.sampling import Strength
from ai.review.spec import ReviewGame, close_call_sampler
from ai.search.pieces import GamePieces
from ai.search.utility import Utility, deciding_points, final_points
from game.baloot.state import PLAY, PREDEAL, BalootState
from game.core.api import State
from game.core.seats import team_of


def baloot_bot(world: State, seat: int, legal: list[Any]) -> Any:
    assert isinstance(world, BalootState)
    return bot_action(world, seat, legal)


def baloot_playout(state: BalootState, rng: random.Random) -> tuple[int, ...]:
    """The hand's points after the greedy policy plays it out (``state`` is unchanged);
    a Gahwa counts as the points that win the game (``ai.search.utility.deciding_points``)."""
    tally = greedy_tally(
        state, rng, not state.rules.french_play, state.locked, state.baloot_cards()
    )
    card_points = state.team_card_points()
    made = (card_points[0] + tally.points[0], card_points[1] + tally.points[1])
    baloot = (state.baloot[0] + tally.pairs[0], state.baloot[1] + tally.pairs[1])
    taken = (
        state.tricks_taken[0] + state.tricks_taken[2] + tally.tricks[0],
        state.tricks_taken[1] + state.tricks_taken[3] + tally.tricks[1],
    )
    score = state.score_from(made, tally.last_winner, baloot, taken)
    if score.decides_winner is not None:
        return deciding_points(state, score.decides_winner)
    return score.points


TAKER_SHORTFALL = {False: 1, True: 2}
"""Game points a deal (Hokum, Sun) the greedy playout gives the taker's side fewer than the
hard level's play makes from the same bot-bid deals (``benchmarks/rollout_bias.py --deals
400 --level hard``, seeds 1000 and 6000): Hokum +1.0 +- 0.55 over 576 deals; Sun +3.7 +- 4.2
over only 46, so Sun gets Hokum's card points at Sun's double rate.  A doubled contract
scales the shortfall by its factor, as it scales the points."""


def baloot_finish(world: State, rng: random.Random) -> tuple[int, ...]:
    """Calls like the bot, then the greedy playout (``world`` may change); from before the
    card play, the taker's side gets its ``TAKER_SHORTFALL`` back, times the doubling."""
    assert isinstance(world, BalootState)
    calling = world.phase != PLAY
    bot_calls(world)
    if world.is_over:
        return final_points(world)
    points = baloot_playout(world, rng)
    if not calling or world.gahwa:
        return points
    shortfall = TAKER_SHORTFALL[world.sun] * world.factor
    taker = team_of(world.taker)
    return tuple(p + shortfall if team == taker else p for team, p in enumerate(points))


def baloot_in_play(world: State) -> bool:
    return isinstance(world, BalootState) and world.phase == PLAY


def baloot_plausible(world: State, observer: int) -> bool:
    assert isinstance(world, BalootState)
    return plausible(world, observer)


def baloot_may_choose(world: State, seat: int, action: Any) -> bool:
    assert isinstance(world, BalootState)
    return may_climb(world, seat, action)


def baloot_solve(world: State, seat: int, value: Utility, limit: int = 0) -> float:
    assert isinstance(world, BalootState)
    return solve(world, seat & 1, value, limit)


def baloot_settled(world: State) -> bool:
    """The pre-deal choice changes nothing a seat can foresee: no search for it."""
    return isinstance(world, BalootState) and world.phase == PREDEAL


BALOOT = GameAI(
    GamePieces(
        baloot_bot,
        baloot_finish,
        baloot_in_play,
        baloot_solve,
        solve_limit=32,
        plausible=baloot_plausible,
        no_search=baloot_settled,
        may_choose=baloot_may_choose,
    ),
    review=ReviewGame(
        Strength(worlds=96, rollouts=2, solve_cards=12, redraws=4),
        MarkScale(good=0.2, inaccuracy=0.8, mistake=1.6, blunder=4.0),
        close_call_sampler(precision=0.6, blunder=4.0, batches=6),
        seconds_a_deal=3.0,
    ),
    reasons=baloot_reasons,
    reason_kinds=CALL_KINDS,
    objection=qayd_call,
)
