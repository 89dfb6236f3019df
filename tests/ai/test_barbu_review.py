"""Barbu's review sampler: the calls' shared playouts give the generic loop's values, and the
race over the options stays within its playouts."""

from __future__ import annotations

import random

from ai.agent import InfoState
from ai.catalog import game_ai
from ai.games.barbu.review import BarbuSampler, call_values
from ai.review.sampling import HandPoints, PimcSampler, Strength
from game.barbu.state import CHOOSING, DOUBLING, BarbuState
from game.catalog import get_game
from game.core.match import Match

BARBU = get_game("barbu")
PIECES = game_ai(BARBU).pieces


def call_positions(seed: int, deals: int) -> list[InfoState]:
    """Every contract and doubling decision with a choice of ``deals`` deals (the doubles
    drawn at random, so that declarers get doubled back), every fourth deal in parlett."""
    rng = random.Random(seed)
    out = []
    for deal in range(deals):
        options = BARBU.parse_options({"variant": "parlett"} if deal % 4 == 3 else {})
        _, state = Match(BARBU, options, rng.randrange(4)).deal_shuffled(rng)
        assert isinstance(state, BarbuState)
        while state.phase in (CHOOSING, DOUBLING):
            legal = state.legal_actions()
            if len(legal) > 1:
                out.append(InfoState.of(state, state.to_act, random.Random(deal)))
            state.apply(rng.choice(legal))
    return out


def test_the_calls_share_their_playouts_and_keep_the_generic_values() -> None:
    strength = Strength(worlds=3, rollouts=2)
    generic = PimcSampler(PIECES, strength)
    phases = set()
    for info in call_positions(seed=4, deals=8):
        value = HandPoints(info.own_world(), info.seat)
        options = info.legal_actions
        shared = call_values(info, options, value, 17, range(3), 2)
        assert shared == generic.values(info, options, 17)
        world = info.own_world()
        assert isinstance(world, BarbuState)
        phases.add((world.phase, world.to_act == world.declarer))
    assert phases == {(CHOOSING, True), (DOUBLING, False), (DOUBLING, True)}


def test_the_race_drops_the_settled_options_and_stays_within_its_playouts() -> None:
    strength = Strength(worlds=4, rollouts=2, solve_cards=4)
    playouts = 300
    sampler = BarbuSampler(
        PIECES, strength, precision=0.01, blunder=5.0, batches=20, playouts=playouts
    )
    dropped = 0
    for info in call_positions(seed=9, deals=3):
        world = info.own_world()
        assert isinstance(world, BarbuState)
        options = info.legal_actions
        counts = [len(v) for v in sampler.values(info, options, 5)]
        assert min(counts) >= strength.worlds and all(c % strength.worlds == 0 for c in counts)
        if world.phase == CHOOSING:  # one rollout a contract, each its own play
            assert sum(counts) <= max(playouts, strength.worlds * len(options))
            dropped += len(set(counts)) > 1
        else:  # the doubles' options share one play a world: all valued every time
            assert len(set(counts)) == 1
            assert counts[0] * strength.rollouts <= playouts
    assert dropped
