"""The Belote family's entry in the AI catalogue (``belote_bga`` and ``belote_classic``).

The bot bids and plays; rollouts bid like the bot and play the card-set
greedy playout; the card-set solver takes on the whole play; bids that
contradict a sampled world's hands send it back (``ai.games.belote.inference``).

Its review counts card points (162 a deal): an inaccuracy loses about a face card (4), a
mistake 8 or more (a ten or an ace), a blunder 20 or more (two of them, or the contract),
the scale's figures twice those as a margin.  A deal takes 0.49 s to review.
"""

from __future__ import annotations

import random
from typing import Any

from ai.game_ai import GameAI
from ai.games.belote.bot import TAKE_THRESHOLD, bot_action
from ai.games.belote.inference import plausible
from ai.games.belote.reasons import CALL_KINDS, belote_reasons
from ai.games.belote.rollout import greedy_playout
from ai.games.belote.solver import solve
from ai.review.marks import MarkScale
from ai.review.sampling import Strength
from ai.review.spec import ReviewGame, pimc_sampler
from ai.search.pieces import GamePieces
from ai.search.utility import Utility
from game.belote.state import BIDDING, BeloteState
from game.core.api import State


def belote_bot(world: State, seat: int, legal: list[Any]) -> Any:
    assert isinstance(world, BeloteState)
    return bot_action(world, seat, legal, TAKE_THRESHOLD)


def belote_finish(world: State, rng: random.Random) -> tuple[int, ...]:
    """Bid like the bot, then play greedily (``world`` may be changed)."""
    assert isinstance(world, BeloteState)
    while world.phase == BIDDING:
        seat = world.to_act
        world.apply(bot_action(world, seat, world.legal_actions(), TAKE_THRESHOLD))
    if world.is_over:
        return world.result().points
    return greedy_playout(world, rng)


def belote_in_play(world: State) -> bool:
    return isinstance(world, BeloteState) and world.in_play


def belote_solve(world: State, seat: int, value: Utility, limit: int = 0) -> float:
    assert isinstance(world, BeloteState)
    return solve(world, seat & 1, value, limit)


def belote_plausible(world: State, observer: int) -> bool:
    assert isinstance(world, BeloteState)
    return plausible(world, observer)


BELOTE = GameAI(
    GamePieces(
        belote_bot,
        belote_finish,
        belote_in_play,
        belote_solve,
        solve_limit=32,
        plausible=belote_plausible,
    ),
    review=ReviewGame(
        Strength(worlds=128, rollouts=2, solve_cards=16, redraws=4),
        MarkScale(good=2.0, inaccuracy=8.0, mistake=16.0, blunder=40.0),
        pimc_sampler,
        seconds_a_deal=1.5,
    ),
    reasons=belote_reasons,
    reason_kinds=CALL_KINDS,
)
