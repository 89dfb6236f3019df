"""Expert judges Baloot's calls by the rule-based play until five tricks are left and then
the exact solver (the greedy playouts undervalue the taker); Belote's calls stay rolled out."""

from __future__ import annotations

import random

from ai.agent import InfoState
from ai.games.baloot.bot import bot_action
from ai.games.baloot.entry import BALOOT
from ai.games.baloot.solver import solve
from ai.games.belote.entry import BELOTE
from ai.levels import LEVEL_TABLE, Pimc
from ai.search.pimc import Budget, PimcAgent, cards_left, evaluate, world_rng
from ai.search.utility import Utility
from game.baloot.state import BIDDING, PLAY, BalootState
from game.belote.state import BeloteState
from game.core.api import State
from tests.ai.positions import random_positions

CALLS = Budget(worlds=3, rollouts=2, solve_cards=20, solve_worlds=2)


def first_call(variant: str, seed: int) -> State:
    """A call decision with a choice, reached by random legal play."""
    for state in random_positions(variant, 60, seed=seed, moves=6):
        in_calls = (
            state.phase == BIDDING
            if isinstance(state, BalootState)
            else isinstance(state, BeloteState) and not state.in_play
        )
        if in_calls and len(state.legal_actions()) > 1:
            return state
    raise AssertionError("no call decision found")


def test_a_baloot_call_is_valued_by_the_bot_then_the_solver() -> None:
    state = first_call("baloot", 3)
    seat = state.to_act
    info = InfoState.of(state, seat, "baloot", random.Random(4))
    tally = evaluate(info, BALOOT.pieces, CALLS, 11, 0, 1)
    world = info.sample_world(world_rng(11, 0))
    value = Utility("baloot", info.own_world(), seat)
    expected = []
    for action in info.legal_actions:
        after = world.clone()
        after.apply(action)
        assert isinstance(after, BalootState)
        while not after.is_over and (after.phase != PLAY or cards_left(after) > 20):
            after.apply(bot_action(after, after.to_act, after.legal_actions()))
        if after.is_over:
            expected.append(value(after.result().points))
        else:
            expected.append(solve(after, seat & 1, value))
    assert tally.sums == expected


def test_only_games_that_ask_solve_their_calls() -> None:
    baloot = first_call("baloot", 3)
    belote = first_call("belote_bga", 3)
    rolled = Budget(worlds=3, rollouts=2)
    cases = (
        (baloot, "baloot", BALOOT.pieces, True),
        (belote, "belote_bga", BELOTE.pieces, False),
    )
    for state, variant, pieces, solved in cases:
        info = InfoState.of(state, state.to_act, variant, random.Random(4))
        same = evaluate(info, pieces, CALLS, 11, 0, 3).sums == (
            evaluate(info, pieces, rolled, 11, 0, 3).sums
        )
        assert same is not solved
        assert PimcAgent(pieces, rolled, CALLS).budget(info).worlds == (2 if solved else 3)


def test_expert_solves_its_calls_and_hard_rolls_them_out() -> None:
    expert, hard = LEVEL_TABLE["expert"].bidding, LEVEL_TABLE["hard"].bidding
    assert isinstance(expert, Pimc) and isinstance(hard, Pimc)
    assert expert.budget.solve_cards == 20 and expert.budget.solve_worlds > 0
    assert hard.budget.solve_cards == 0
