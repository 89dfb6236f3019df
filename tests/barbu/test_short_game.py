"""The ``rounds`` option (the program's shorter game) and the record of who declared what.

The spec's game is 28 deals; ``rounds`` ends it after four deals a round, each player
declaring that many contracts, still only ones he has not declared.  Only the whole game
balances: its 28 contracts' totals add up to zero, a shorter game's do not.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.barbu.actions import KINDS
from game.barbu.definition import DEFINITION
from game.barbu.grid import BarbuCarry
from game.barbu.state import BarbuView
from game.core.api import DealContext
from game.core.errors import OptionError
from game.core.match import Match
from game.session.record import parse_record
from game.session.replay import replay
from game.session.simulate import simulate_game
from tests.barbu.test_game import DEAL_TOTALS


def declarations(results: list) -> Counter[tuple[int, str]]:
    return Counter((r.details["declarer"], r.details["contract"].split(":")[1]) for r in results)


@pytest.mark.parametrize("variant", ["standard", "parlett"])
@pytest.mark.parametrize("rounds", [1, 3])
def test_a_shorter_game_ends_after_four_deals_a_round(variant: str, rounds: int) -> None:
    game = simulate_game("barbu", {"variant": variant, "rounds": rounds}, seed=5, first_dealer=1)
    match = game.match
    assert match.is_finished and len(match.results) == 4 * rounds
    declared = declarations(match.results)
    assert max(declared.values()) == 1, "nobody declares a contract twice"
    for seat in range(4):
        assert sum(1 for s, _ in declared if s == seat) == rounds
    kinds = [r.details["contract"].split(":")[1] for r in match.results]
    assert sum(match.totals) == sum(DEAL_TOTALS[kind] for kind in kinds)
    assert list(match.totals) == [sum(r.points[s] for r in match.results) for s in range(4)]
    assert match.winner == match.totals.index(max(match.totals))


def test_the_whole_game_stays_28_deals_adding_up_to_zero() -> None:
    game = simulate_game("barbu", {}, seed=8, first_dealer=3)
    assert DEFINITION.parse_options({}).rounds == 7
    assert len(game.match.results) == 28 and sum(game.match.totals) == 0


def test_a_shorter_game_is_not_over_before_its_last_deal() -> None:
    rules = DEFINITION.parse_options({"rounds": 3})
    match = Match(DEFINITION, rules, 0)
    rng = random.Random(3)
    for number in range(12):
        assert not match.is_finished, number
        _, state = match.deal_shuffled(rng)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal(state)
    assert match.is_finished


@pytest.mark.parametrize("rounds", [1, 3])
def test_a_record_of_a_shorter_game_names_the_option_and_replays(rounds: int) -> None:
    game = simulate_game("barbu", {"rounds": rounds}, seed=11)
    data = json.loads(json.dumps(game.record.to_json()))
    assert data["options"] == {"variant": "standard", "rounds": rounds}
    replayed = replay(parse_record(data))
    assert replayed.match.totals == game.match.totals
    assert replayed.match.is_finished and len(replayed.match.results) == 4 * rounds


def test_a_record_without_rounds_is_the_whole_game() -> None:
    """Records written before the option replay as they always did."""
    game = simulate_game("barbu", {}, seed=4)
    data = game.record.to_json()
    assert data["options"]["rounds"] == 7
    del data["options"]["rounds"]
    replayed = replay(parse_record(data))
    assert replayed.match.totals == game.match.totals and replayed.match.is_finished


@pytest.mark.parametrize("bad", [2, 0, 8, "3", True, None])
def test_rounds_takes_only_the_offered_lengths(bad: object) -> None:
    with pytest.raises(OptionError, match="'rounds'"):
        DEFINITION.parse_options({"rounds": bad})


def test_the_grid_shows_who_declared_what_in_which_deal() -> None:
    game = simulate_game("barbu", {"rounds": 3}, seed=9, first_dealer=2)
    results = game.match.results
    carry = results[6].carry
    assert isinstance(carry, BarbuCarry)
    state = DEFINITION.new_deal(
        game.match.rules,
        list(DEFINITION.deck(game.match.rules)),
        DealContext(0, (0, 0, 0, 0), 7, carry),
    )
    view = state.view(1)
    assert isinstance(view, BarbuView)
    grid = view.grid
    assert grid.declarer == 0 and grid.chosen == "" and grid.each == 3
    marked = {
        (seat, KINDS[k]): cell
        for seat, row in enumerate(grid.cells)
        for k, cell in enumerate(row)
        if cell is not None
    }
    assert len(marked) == 7
    for number, result in enumerate(results[:7], 1):
        declarer = result.details["declarer"]
        cell = marked[(declarer, result.details["contract"].split(":")[1])]
        assert cell.deal == number and cell.contract == result.details["contract"]
        assert cell.score == result.points[declarer]
    state.apply(state.legal_actions()[0])
    assert state.view(2).grid.chosen == state.view(2).contract_text.split(":")[1]
