"""The compiled solver core (``ai.native``) gives the pure-Python solver's values.

Random deals of every variant and play rule the core knows, at every number of cards left
from 4 to 32: the core's exact search returns the Python search's value after the same
number of searched positions (so a node limit gives up at the same point), its fast search
the same value.  Without a built library these comparisons skip; the fallback (no library:
the Python search) is tested either way.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from ai.catalog import game_ai
from ai.games.baloot.solver import solve_cards as baloot_cards
from ai.games.belote.solver import deal_total
from ai.games.belote.solver import solve_cards as belote_cards
from ai.native import build
from ai.native import core as native
from ai.native.build import LIBRARY
from ai.search.pieces import SolveTooLargeError
from ai.search.utility import Utility, final_points
from game.catalog import get_game
from game.core.api import State
from game.core.cards import card_at
from game.core.match import Match
from game.core.trickplay import TrickPlayState
from game.core.tricks import ALL_SUITS

CORE = native.solver()
needs_core = pytest.mark.skipif(
    CORE is None, reason="no compiled solver core built (python3 -m ai.native.build)"
)

CAP = 40_000
"""Positions searched at most by the Python reference per position (a larger one is left out)."""

CASES: dict[str, tuple[str, dict[str, Any], tuple[str, ...], Callable[[Any], bool]]] = {
    "bga": ("belote_bga", {}, (), lambda s: True),
    "bga_all_trump": (
        "belote_bga",
        {"all_trump_no_trump": True},
        ("all-trump", "pass"),
        lambda s: s.order is not None and s.order.follow_beat == ALL_SUITS,
    ),
    "bga_no_trump": (
        "belote_bga",
        {"all_trump_no_trump": True},
        ("no-trump", "pass"),
        lambda s: s.order is not None and s.order.trump == 0,
    ),
    "classic": ("belote_classic", {}, (), lambda s: True),
    "baloot_sun": ("baloot", {}, (), lambda s: s.sun),
    "baloot_hokum": ("baloot", {}, (), lambda s: not s.sun and not s.locked),
    "baloot_locked": ("baloot", {}, (), lambda s: s.locked),
    "baloot_french": ("baloot", {"french_play": True}, (), lambda s: not s.sun),
    "baloot_free": ("baloot", {"partner_winning_free": True}, (), lambda s: not s.sun),
}
"""Per case: the variant, its table options, the calls taken when legal (the first legal
one of them; else a random call) and the contracts it is for."""


def cards_left(state: State) -> int:
    return sum(hand.bit_count() for hand in getattr(state, "hands", ()))


def positions(case: str, left: int, seed: int) -> Iterator[State]:
    """Play positions with ``left`` cards in the hands, from random deals of ``case``'s
    table that reach its contract (its calls, then the rule-based player's cards)."""
    variant, options, calls, wanted = CASES[case]
    definition = get_game(variant)
    pieces = game_ai(definition).pieces
    rules = definition.parse_options(options)
    rng = random.Random(seed)
    for _ in range(5000):
        state = Match(definition, rules, rng.randrange(4)).deal_shuffled(rng)[1]
        while not state.is_over and not pieces.in_play(state):
            legal = state.legal_actions()
            liked = [a for call in calls for a in legal if str(a) == call]
            state.apply(liked[0] if liked else rng.choice(legal))
        if state.is_over or not wanted(state):
            continue
        while not state.is_over and cards_left(state) > left:
            legal = state.legal_actions()
            state.apply(pieces.bot(state, state.to_act, legal))
        if not state.is_over and cards_left(state) == left:
            yield state
    raise AssertionError(f"{case}: too few positions with {left} cards left")


@contextmanager
def pure_python() -> Iterator[None]:
    before = native.use_compiled(False)
    try:
        yield
    finally:
        native.use_compiled(before)


@needs_core
@pytest.mark.parametrize("case", sorted(CASES))
def test_the_core_searches_as_the_python_solver(case: str) -> None:
    """The same value after the same searched positions (the Python search gives up one
    position earlier), and the fast search's value too, at every count of cards left from
    4 to 32 (the first position of each count small enough for the Python reference)."""
    assert CORE is not None
    solver = game_ai(get_game(CASES[case][0])).pieces.solver
    assert solver is not None
    for left in range(4, 33):
        for tries, state in enumerate(positions(case, left, seed=100 * left + len(case))):
            seat = state.to_act
            try:
                exact = solver(state, seat, Utility(state, seat), CAP)
            except SolveTooLargeError:
                assert tries < 40, (case, left)
                continue
            nodes = CORE.nodes
            assert solver(state, seat, Utility(state, seat)) == exact, (case, left)
            with pure_python():
                assert solver(state, seat, Utility(state, seat), nodes + 1) == exact
                with pytest.raises(SolveTooLargeError):
                    solver(state, seat, Utility(state, seat), nodes)
            break


@needs_core
@pytest.mark.parametrize("case", ["bga", "classic", "baloot_sun", "baloot_hokum"])
def test_the_fast_search_solves_whole_worlds_as_the_exact_one(case: str) -> None:
    """From the first card, the fast search's value is the exact search's."""
    solver = game_ai(get_game(CASES[case][0])).pieces.solver
    assert solver is not None
    for state in itertools.islice(positions(case, 32, seed=7), 3):
        seat = state.to_act
        fast = solver(state, seat, Utility(state, seat))
        assert solver(state, seat, Utility(state, seat), 10**12) == fast


def test_without_the_library_the_python_solver_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    """No library (absent, stale, or not loadable): the games solve in Python, same value."""
    state = next(positions("baloot_hokum", 16, seed=3))
    solver = game_ai(get_game("baloot")).pieces.solver
    assert solver is not None
    seat = state.to_act
    compiled = solver(state, seat, Utility(state, seat))
    monkeypatch.setattr(native, "LOADER", native.Loader())
    assert native.load(LIBRARY.with_name("absent.so")) is None
    monkeypatch.setattr(native, "up_to_date", lambda: False)
    assert native.load() is None
    assert native.solver() is None
    assert solver(state, seat, Utility(state, seat)) == compiled


def test_a_build_without_a_compiler_writes_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Nothing but the note that this source failed here (the set-up does not try again at
    every start until the source changes)."""
    monkeypatch.setattr(build, "LIBRARY", tmp_path / LIBRARY.name)
    monkeypatch.setattr(build, "STAMP", tmp_path / "stamp")
    monkeypatch.setattr(build, "FAILED", tmp_path / "failed")
    monkeypatch.setattr(build, "compilers", list)
    assert not build.tried_in_vain()
    ready, message = build.build()
    assert not ready and "no C compiler" in message
    assert [path.name for path in tmp_path.iterdir()] == ["failed"]
    assert build.tried_in_vain() and not build.up_to_date()


@pytest.mark.skipif(not build.compilers(), reason="no C compiler on this machine")
def test_the_build_makes_a_library_that_loads_and_is_then_up_to_date(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    library = tmp_path / LIBRARY.name
    monkeypatch.setattr(build, "LIBRARY", library)
    monkeypatch.setattr(build, "STAMP", tmp_path / "stamp")
    monkeypatch.setattr(build, "FAILED", tmp_path / "failed")
    (tmp_path / "failed").write_text(build.source_hash(), encoding="utf-8")
    assert not build.up_to_date()
    ready, _ = build.build()
    assert ready and build.up_to_date() and not build.tried_in_vain()
    assert native.load(library) is not None
    assert build.build()[1].startswith("solver core up to date")


@needs_core
def test_a_failing_scoring_is_raised_and_leaves_the_shared_table_unknown() -> None:
    """An error in the game's scoring comes out of the solve, and the leaf it failed on
    stays unknown in the table the decision's worlds share (asked again next time)."""
    assert CORE is not None
    state = next(positions("bga", 8, seed=2))
    assert isinstance(state, TrickPlayState)
    seat = state.to_act
    table = native.LeafTable(deal_total(state), state.hand_count)

    def broken(made0: int, made1: int, taken0: int, last: int) -> float:
        raise ValueError("scoring")

    def points(made0: int, made1: int, taken0: int, last: int) -> float:
        return float(made0 - made1 + (10 if last & 1 == 0 else -10))

    with pytest.raises(ValueError, match="scoring"):
        CORE.solve(state, seat & 1, broken, native.Play(native.FRENCH), native.EXTREMES, table)
    assert all(math.isnan(v) for v in table.store)
    solved = CORE.solve(state, seat & 1, points, native.Play(native.FRENCH), native.EXTREMES, table)
    fresh = native.LeafTable(deal_total(state), state.hand_count)
    assert solved == CORE.solve(
        state, seat & 1, points, native.Play(native.FRENCH), native.EXTREMES, fresh
    )


@needs_core
@pytest.mark.parametrize("case", ["bga", "bga_no_trump", "classic", "baloot_sun", "baloot_locked"])
def test_one_search_of_every_card_values_each_as_its_own_solve(case: str) -> None:
    """``solve_cards`` (one table for every card the seat may play) gives each card the
    value of solving the deal after it, or of the finished deal after the last card."""
    variant = CASES[case][0]
    solver = game_ai(get_game(variant)).pieces.solver
    assert solver is not None
    solve_cards = belote_cards if variant.startswith("belote") else baloot_cards
    compared = 0
    for left in (2, 4, 7, 8, 12, 16, 20, 24, 28, 32):
        state = next(positions(case, left, seed=left))
        seat = state.to_act
        value = Utility(state, seat)
        cards = solve_cards(state, seat & 1, value)  # type: ignore[arg-type]
        assert cards is not None
        assert set(cards) == {card.index for card in state.legal_actions()}
        for card, card_value in cards.items():
            after = state.clone()
            after.apply(card_at(card))
            if after.is_over:
                assert card_value == value(final_points(after)), (case, left)
            else:
                assert card_value == solver(after, seat, value), (case, left)
            compared += 1
    assert compared >= 25
