"""The arena scores a deal that ends the game (Gahwa) as the searches value it, never as a tie."""

from __future__ import annotations

import pytest

from ai import arena
from ai.games.baloot.bot import bot_action
from game.baloot.calls import GAHWA, PASS
from game.baloot.state import BalootState
from game.catalog import get_game
from tests.ai.test_gahwa_value import TARGET, TOTALS, at_the_gahwa_call
from tests.baloot.helpers import FOURTH


def finished_after(call: object) -> BalootState:
    """The deal of ``at_the_gahwa_call`` with ``call`` said there, then played out by the bot."""
    state = at_the_gahwa_call()
    state.apply(call)
    while not state.is_over:
        state.apply(bot_action(state, state.to_act, state.legal_actions()))
    return state


def scored(state: BalootState, side: int) -> arena.Outcome:
    outcome = arena.Outcome(0.0, 0.0)
    seating = arena.seatings(get_game("baloot"), "expert", "hard")[side]
    arena.score_deal(get_game("baloot"), state, seating, outcome)
    return outcome


@pytest.mark.parametrize("side", [0, 1])
def test_a_gahwa_counts_the_points_that_take_its_winner_to_the_target(side: int) -> None:
    state = finished_after(GAHWA)
    winner = state.result().decides_winner
    assert winner is not None
    outcome = scored(state, side)
    to_target = TARGET - TOTALS[winner]
    assert outcome.margin == (to_target if winner == side else -to_target)
    assert outcome.decided is (winner == side)
    assert outcome.took is (side == FOURTH & 1)


@pytest.mark.parametrize("side", [0, 1])
def test_a_deal_that_ends_nothing_counts_its_own_points(side: int) -> None:
    state = finished_after(PASS)
    points = state.result().points
    assert state.result().decides_winner is None
    outcome = scored(state, side)
    assert outcome.margin == points[side] - points[1 - side] != 0
    assert outcome.decided is None


def test_the_report_gives_the_pairs_where_no_deal_ended_the_game_apart() -> None:
    def pair(*margins: float, decided: bool | None = None) -> list[arena.Outcome]:
        return [arena.Outcome(m, 0.0, decided=decided if abs(m) > 100 else None) for m in margins]

    pairs = [pair(152.0, 4.0, decided=True), pair(2.0, 4.0), pair(-2.0, -2.0), pair(6.0, 4.0)]
    summary = arena.summarise(pairs, "expert", "hard", games=False)
    assert summary["decided"] == (1, 1)
    mean, _, count = summary["margin_ordinary"]
    assert (mean, count) == (2.0, 3)
    assert "3 deal sets where no deal ended the game: +2.00" in arena.report(
        summary, get_game("baloot"), "expert", "hard"
    )


def test_no_separate_figure_when_no_deal_ended_the_game() -> None:
    pairs = [[arena.Outcome(2.0, 0.0), arena.Outcome(-4.0, 0.0)]] * 2
    summary = arena.summarise(pairs, "expert", "hard", games=False)
    assert "margin_ordinary" not in summary
    assert "ended the game" not in arena.report(summary, get_game("baloot"), "expert", "hard")
