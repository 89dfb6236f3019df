"""Baloot's card-set solver: the same value as exhaustive search through the public API."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from ai.games.baloot.entry import BALOOT
from ai.games.baloot.solver import baloot_legal, solve
from ai.search.api_solver import API_SOLVE_CARDS, solve_api
from ai.search.pieces import SolveTooLargeError
from ai.search.utility import Utility, final_points
from game.baloot.calls import Call
from game.baloot.state import BIDDING, PLAY, BalootState
from game.catalog import get_game
from game.core.api import State
from game.core.cards import mask_of
from game.core.match import Match

Prefer = Callable[[BalootState, Call], bool]
"""The calls a case takes whenever one is legal (the rest are random)."""
Reached = Callable[[BalootState], bool]
"""Whether a hand reached what a case is for."""


def takes_sun(state: BalootState, call: Call) -> bool:
    return call.kind == "sun"


def takes_hokum(state: BalootState, call: Call) -> bool:
    """Bid Hokum, let it stand and keep it (never Sun)."""
    return call.kind == "hokum" or (call.kind == "pass" and state.phase == BIDDING)


def locks(state: BalootState, call: Call) -> bool:
    return takes_hokum(state, call) or call.closed


def raises_to_gahwa(state: BalootState, call: Call) -> bool:
    raising = call.kind in ("double", "triple", "four", "gahwa") and not call.closed
    return takes_hokum(state, call) or raising


def any_call(state: BalootState, call: Call) -> bool:
    return False


def one_team_took_every_trick(state: BalootState) -> bool:
    """Kammelna's Kaboot is still open to a team."""
    team0 = state.tricks_taken[0] + state.tricks_taken[2]
    return state.tricks_played > 0 and team0 in (0, state.tricks_played)


CASES: dict[str, tuple[dict[str, Any], Prefer, Reached]] = {
    "sun": ({}, takes_sun, lambda s: s.sun),
    "hokum": ({}, takes_hokum, lambda s: not s.sun),
    "sun_french": ({"french_play": True}, takes_sun, lambda s: s.sun),
    "hokum_french": ({"french_play": True}, takes_hokum, lambda s: not s.sun),
    "locked": ({}, locks, lambda s: s.locked),
    "locked_french": ({"french_play": True}, locks, lambda s: s.locked),
    "gahwa": ({}, raises_to_gahwa, lambda s: s.gahwa),
    "kammelna": ({"scoring": "kammelna"}, any_call, lambda s: True),
    "kaboot": ({"scoring": "kammelna"}, any_call, lambda s: one_team_took_every_trick(s)),
    "kammelna_hokum": (
        {"scoring": "kammelna", "compare_with_projects": False},
        takes_hokum,
        lambda s: not s.sun,
    ),
}


def cards_left(state: BalootState) -> int:
    return sum(hand.bit_count() for hand in state.hands)


def endgames(left: int, count: int, seed: int, case: str = "kammelna") -> list[BalootState]:
    """Baloot play positions with at most ``left`` cards in the hands, reached by random
    calls and cards in the table options of ``case``, taking the calls it prefers."""
    options, prefer, reached = CASES[case]
    definition = get_game("baloot")
    rules = definition.parse_options(options)
    rng = random.Random(seed)
    out: list[BalootState] = []
    for _ in range(50 * count):
        match = Match(definition, rules, rng.randrange(4))
        state = match.deal_shuffled(rng)[1]
        assert isinstance(state, BalootState)
        while not state.is_over and (state.phase != PLAY or cards_left(state) > left):
            legal = state.legal_actions()
            liked = [a for a in legal if isinstance(a, Call) and prefer(state, a)]
            state.apply(rng.choice(liked or legal))
        if not state.is_over and reached(state):
            out.append(state)
        if len(out) == count:
            break
    assert len(out) == count
    return out


def minimax(state: State, team: int, value: Utility) -> float:
    """Plain exhaustive search through the public API (the solver's reference)."""
    if state.is_over:
        return value(final_points(state))
    results = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        results.append(minimax(child, team, value))
    return max(results) if state.to_act & 1 == team else min(results)


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_solver_agrees_with_exhaustive_search(case: str) -> None:
    count = 40 if case == "kaboot" else 20  # a Kaboot still open is what the bounds miss most
    for i, state in enumerate(endgames(9, count, len(case), case)):
        seat = state.to_act
        value = Utility(state, seat)
        assert solve(state, seat & 1, value) == minimax(state, seat & 1, value), (case, i)


def test_the_positions_cover_what_they_are_named_for() -> None:
    """The cases reach the rules they test: French play, a locked trump, a Gahwa, Kaboot."""
    assert all(s.locked and not s.sun for s in endgames(9, 3, 1, "locked"))
    assert all(s.gahwa for s in endgames(9, 3, 2, "gahwa"))
    assert all(s.rules.french_play for s in endgames(9, 3, 3, "sun_french"))
    assert all(s.rules.scoring == "kammelna" for s in endgames(9, 3, 4, "kammelna_hokum"))


@pytest.mark.parametrize("case", sorted(set(CASES) - {"kaboot"}))  # kaboot: not at the start
def test_the_solver_plays_the_engines_legal_cards(case: str) -> None:
    """At every card of random hands the solver's follow rule gives the engine's cards."""
    checked = 0
    for state in endgames(32, 6, 20 + len(case), case):
        rng = random.Random(checked)
        while not state.is_over:
            seat = state.to_act
            led, winner, partner = state.trick_context(seat)
            assert state.order is not None
            cards = baloot_legal(state)(state.hands[seat], led, winner, partner, state.order)
            legal = state.legal_actions()
            assert cards == mask_of(legal)
            state.apply(rng.choice(legal))
            checked += 1
    assert checked == 6 * 32


def test_a_locked_trump_is_searched_where_it_changes_the_value() -> None:
    """Hands whose value the locked lead rule changes: the solver still equals the engine's
    exhaustive search (which leads under the lock)."""
    changed = 0
    for state in endgames(9, 150, 6, "locked"):
        seat = state.to_act
        value = Utility(state, seat)
        unlocked = state.clone()
        unlocked.locked = False
        locked_value = solve(state, seat & 1, value)
        if solve(unlocked, seat & 1, value) != locked_value:
            assert locked_value == minimax(state, seat & 1, value)
            changed += 1
    assert changed


def test_the_api_solver_agrees_with_the_card_set_solver() -> None:
    for state in endgames(API_SOLVE_CARDS, 10, 7, "hokum"):
        seat = state.to_act
        value = Utility(state, seat)
        assert solve_api(state, seat, value) == solve(state, seat & 1, value)


def test_a_solve_past_its_limit_gives_up() -> None:
    state = endgames(20, 1, 11, "hokum")[0]
    value = Utility(state, state.to_act)
    exact = solve(state, state.to_act & 1, value)
    assert solve(state, state.to_act & 1, value, limit=10**7) == exact
    with pytest.raises(SolveTooLargeError):
        solve(state, state.to_act & 1, value, limit=50)


def test_the_catalogue_hands_the_search_the_card_set_solver() -> None:
    pieces = BALOOT.pieces
    assert pieces.solve_limit == 32
    state = endgames(12, 1, 13)[0]
    seat = state.to_act
    value = Utility(state, seat)
    assert pieces.solver is not None
    assert pieces.solver(state, seat, value) == solve(state, seat & 1, value)
    with pytest.raises(SolveTooLargeError):
        pieces.solver(state, seat, value, 5)


@pytest.mark.parametrize(
    "cases", [("sun", "hokum", "locked", "gahwa"), ("kammelna", "kaboot", "kammelna_hokum")]
)
def test_solves_sharing_one_utility_value_each_world_as_alone(cases: tuple[str, ...]) -> None:
    """A decision's worlds share their leaf values through the Utility's memo; hands that
    score otherwise (Sun or Hokum, another taker, a double or Gahwa, the baloots, projects,
    the scoring table) never take another's values."""
    states = [s for i, case in enumerate(cases) for s in endgames(9, 8, 40 + i, case)]
    shared = Utility(states[0], 0)
    for i, state in enumerate(states):
        alone = solve(state, 0, Utility(state, 0))
        assert solve(state, 0, shared) == alone, i
    assert len(shared.memo) > 1


def test_worlds_of_one_decision_share_values_only_where_they_score_alike() -> None:
    """The worlds a seat samples differ in who holds the king and queen of trump: a world
    whose baloot comes out otherwise never takes the values of another."""
    checked = 0
    for state in endgames(12, 12, 50, "hokum"):
        seat = state.to_act
        shared = Utility(state, seat)
        rng = random.Random(checked)
        for _ in range(6):
            world = state.determinize(seat, rng)
            alone = solve(world, seat & 1, Utility(world, seat))
            assert solve(world, seat & 1, shared) == alone
            checked += 1
        assert shared.memo
    assert checked == 72
