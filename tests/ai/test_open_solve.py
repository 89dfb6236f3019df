"""The review's best with every card visible: from the first trick where the compiled solver
core is loaded (``ai.native``: a whole deal takes it milliseconds), from trick 5 without it
(16 cards left: a whole deal takes the Python search minutes)."""

from __future__ import annotations

import pytest

from ai.native import core as native
from ai.review.jobs import solve_open
from ai.review.model import Stage
from benchmarks.review_hands import played_hands
from tests.ai.test_native_solver import pure_python


@pytest.mark.parametrize("variant", ["belote_bga", "baloot"])
def test_the_review_solves_the_open_hand_from_the_first_trick_with_the_core(variant: str) -> None:
    hand = next(played_hands(variant, 1, seed=4))
    if native.solver() is not None:
        best = solve_open(hand.start, hand.actions, 0)
        assert best is not None and best.stage == Stage("trick", 1)
    with pure_python():
        late = solve_open(hand.start, hand.actions, 0)
    assert late is not None and late.stage.number == 5
