"""Burraco's review (its entry's ``review``): the search's candidates plus the played action,
short rollouts, and the table valued in Burraco points.

A Burraco play phase can offer dozens of melds and lay-offs; the review values
the options ``ai.games.burraco.search`` weighs (the bot's choice, the meld it
held back, the longest meld, its best discards), with the played action added
when it is not one of them.  Whole hands played out would take too long for a
hand's few hundred decisions, so, as in the search, the bot plays the rest of
the turn and ``Strength.turns`` more, then the table is valued in Burraco
points (``ai.games.burraco.rollout.position_value``: melds, burracos, the pots,
the cards held; a hand that ends inside the rollout counts its real score).  Burraco counts
hundreds: a card 5 to 30, a burraco 100 or 200, the close 100; its mark scale says so.

The hint and the review take their worlds, turns and discards from the expert level's
budget (``ai.games.burraco.entry.BURRACO_BUDGETS``, through
``ai.review.engine.advisor_strength``): the candidates and the values of the expert
search, world by world, for the same seed (a strength handed in, as tests do, replaces it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ai.agent import InfoState
from ai.games.burraco.rollout import position_value, rollout
from ai.games.burraco.search import candidates
from ai.review.marks import MarkScale
from ai.review.sampling import Sampler, Strength
from ai.review.spec import ReviewGame
from ai.search.pieces import GamePieces
from ai.search.pimc import world_rng
from game.burraco.state import BurracoState


class BurracoSampler:
    """The Burraco search's candidates, valued over the same worlds."""

    def __init__(self, strength: Strength) -> None:
        self.strength = strength

    def options(self, info: InfoState, played: Any) -> tuple[Any, ...]:
        world = info.own_world()
        assert isinstance(world, BurracoState)
        found = candidates(world, info.seat, info.legal_actions, self.strength.discards)
        if played not in found:
            found.append(played)
        return tuple(found)

    def values(self, info: InfoState, options: Sequence[Any], seed: int) -> list[list[float]]:
        team = info.seat & 1
        out: list[list[float]] = [[] for _ in options]
        for index in range(self.strength.worlds):
            world = info.sample_world(world_rng(seed, index))
            assert isinstance(world, BurracoState)
            for i, action in enumerate(options):
                after = world.clone()
                after.apply(action)
                rollout(after, self.strength.turns)
                out[i].append(position_value(after, team))
        return out


def burraco_sampler(pieces: GamePieces, strength: Strength) -> Sampler:
    return BurracoSampler(strength)


BURRACO_REVIEW = ReviewGame(
    Strength(worlds=32, turns=3, discards=3),
    MarkScale(good=3.0, inaccuracy=15.0, mistake=40.0, blunder=100.0),
    burraco_sampler,
    seconds_a_deal=3.0,
)
