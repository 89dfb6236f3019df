"""The search's parts: the exact endgame solver, the greedy rollout, the split tally, the arena."""

from __future__ import annotations

import random

import pytest

from ai.agent import InfoState
from ai.arena import report, run_deal_pair, summarise
from ai.games.belote.entry import BELOTE
from ai.games.belote.rollout import greedy_playout
from ai.games.belote.solver import solve
from ai.games.generic import GENERIC
from ai.search.api_solver import API_SOLVE_CARDS, solve_api
from ai.search.pieces import SolveTooLargeError
from ai.search.pimc import Budget, PimcAgent, evaluate
from ai.search.utility import Utility
from game.belote.state import BeloteState
from game.catalog import get_game
from game.core.api import State
from tests.ai.positions import random_positions


def endgames(cards_left: int, count: int, variant: str = "belote_bga") -> list[BeloteState]:
    """Belote play positions with at most ``cards_left`` cards in the hands."""
    out = []
    rng = random.Random(4)
    for state in random_positions(variant, 3 * count, seed=9):
        assert isinstance(state, BeloteState)
        while not state.is_over and (
            not state.in_play or sum(h.bit_count() for h in state.hands) > cards_left
        ):
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            out.append(state)
        if len(out) == count:
            break
    return out


def minimax(state: State, team: int, value: Utility) -> float:
    """Plain exhaustive search through the public API (the solver's reference)."""
    if state.is_over:
        return value(state.result().points)
    results = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        results.append(minimax(child, team, value))
    return max(results) if state.to_act & 1 == team else min(results)


@pytest.mark.parametrize("variant", ["belote_bga", "belote_classic"])
def test_the_solver_agrees_with_exhaustive_search(variant: str) -> None:
    for state in endgames(9, 12, variant):
        seat = state.to_act
        value = Utility(state, seat)
        assert solve(state, seat & 1, value) == minimax(state, seat & 1, value)


@pytest.mark.parametrize("variant", ["belote_bga", "belote_classic"])
def test_solves_sharing_one_utility_value_each_world_as_alone(variant: str) -> None:
    """A decision's worlds share their leaf values through the Utility's memo: positions of
    other contracts and declarations, and sampled worlds where the belote falls otherwise,
    never take another's values."""
    states = endgames(16, 24, variant)
    shared = Utility(states[0], 0)
    rng = random.Random(2)
    for i, state in enumerate(states):
        for world in [state] + [state.determinize(state.to_act, rng) for _ in range(6)]:
            alone = solve(world, 0, Utility(world, 0))
            assert solve(world, 0, shared) == alone, i
    assert len(shared.memo) > 1


def test_the_api_solver_agrees_with_the_card_set_solver() -> None:
    for state in endgames(API_SOLVE_CARDS, 8):
        seat = state.to_act
        value = Utility(state, seat)
        assert solve_api(state, seat, value) == solve(state, seat & 1, value)


def test_a_greedy_playout_of_the_last_trick_is_the_real_score() -> None:
    for state in endgames(4, 10):
        expected = state.clone()
        while not expected.is_over:
            expected.apply(expected.legal_actions()[0])
        assert greedy_playout(state, random.Random(1)) == expected.result().points
        assert state.hands == state.clone().hands


def test_split_tallies_add_up_to_the_whole_search() -> None:
    state = random_positions("belote_bga", 1, seed=3)[0]
    info = InfoState.of(state, state.to_act, random.Random(2))
    budget = Budget(worlds=6)
    whole = evaluate(info, BELOTE.pieces, budget, 77, 0, 6)
    halves = evaluate(info, BELOTE.pieces, budget, 77, 0, 3).merge(
        evaluate(info, BELOTE.pieces, budget, 77, 3, 6)
    )
    assert halves.worlds == whole.worlds
    assert [round(x, 6) for x in halves.sums] == [round(x, 6) for x in whole.sums]


def test_a_solve_past_its_limit_gives_up() -> None:
    state = endgames(20, 1)[0]
    value = Utility(state, state.to_act)
    exact = solve(state, state.to_act & 1, value)
    assert solve(state, state.to_act & 1, value, limit=10**7) == exact
    with pytest.raises(SolveTooLargeError):
        solve(state, state.to_act & 1, value, limit=50)


def test_a_world_too_large_to_solve_is_valued_by_rollouts() -> None:
    """Past ``solve_nodes`` a world's options are all rolled out (never mixed with solved ones),
    and the choice is the world's own, so a split search still adds up."""
    state = next(s for s in endgames(20, 6) if len(s.legal_actions()) > 1)
    info = InfoState.of(state, state.to_act, random.Random(2))
    rolled = evaluate(info, BELOTE.pieces, Budget(worlds=4, rollouts=2), 5, 0, 4)
    capped = Budget(worlds=4, rollouts=2, solve_cards=20, solve_nodes=50)
    assert evaluate(info, BELOTE.pieces, capped, 5, 0, 4).sums == rolled.sums
    roomy = Budget(worlds=4, rollouts=2, solve_cards=20, solve_nodes=10**7)
    solved = evaluate(info, BELOTE.pieces, roomy, 5, 0, 4)
    assert solved.sums != rolled.sums
    assert (
        solved.sums == evaluate(info, BELOTE.pieces, Budget(worlds=4, solve_cards=20), 5, 0, 4).sums
    )
    halves = evaluate(info, BELOTE.pieces, capped, 5, 0, 2).merge(
        evaluate(info, BELOTE.pieces, capped, 5, 2, 4)
    )
    assert halves.sums == rolled.sums


def test_fewer_worlds_only_where_every_world_is_solved() -> None:
    agent = PimcAgent(BELOTE.pieces, Budget(worlds=30, solve_cards=12, solve_worlds=5))
    solved = [s for s in endgames(12, 4) if len(s.legal_actions()) > 1]
    rollouts = [s for s in random_positions("belote_bga", 40, seed=5) if s.in_play]
    rollouts = [s for s in rollouts if sum(h.bit_count() for h in s.hands) > 12]
    assert solved and rollouts
    for state, worlds in ((solved[0], 5), (rollouts[0], 30)):
        info = InfoState.of(state, state.to_act, random.Random(1))
        assert agent.budget(info).worlds == worlds


def test_hard_beats_random_play_in_a_short_duplicate_arena() -> None:
    margins = [
        outcome.margin
        for index in range(6)
        for outcome in run_deal_pair((get_game("belote_bga"), "hard", "random", 5, index))
    ]
    assert sum(margins) / len(margins) > 20


def test_the_generic_pieces_play_any_trick_game_through_the_api() -> None:
    """A trick game without its own AI pieces still gets legal, sensible search play."""
    for index, state in enumerate(random_positions("belote_bga", 6, seed=17)):
        points = GENERIC.pieces.finish(state.clone(), random.Random(index))
        assert len(points) == 2
        info = InfoState.of(state, state.to_act, random.Random(index))
        tally = evaluate(info, GENERIC.pieces, Budget(worlds=2), index, 0, 2)
        assert len(tally.sums) == len(info.legal_actions)


def test_the_arena_says_who_took_the_contracts_and_what_they_gave() -> None:
    pairs = [
        run_deal_pair((get_game("belote_bga"), "hard", "random", 5, index)) for index in range(4)
    ]
    contracts = [o for pair in pairs for o in pair if o.took is not None]
    summary = summarise(pairs, "hard", "random", games=False)
    share_a, points_a = summary["contracts_a"]
    taken_by_a = [o.card_points for o in contracts if o.took]
    assert share_a == len(taken_by_a) / len(contracts)
    assert points_a == sum(taken_by_a) / len(taken_by_a)
    assert summary["contracts_a"][0] + summary["contracts_b"][0] == 1.0
    assert "contracts taken by a:" in report(summary, get_game("belote_bga"), "hard", "random")
