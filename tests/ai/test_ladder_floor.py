"""The searching levels climb Baloot's doubling ladder only on hands their own inference
believes (``ai.games.baloot.bot.may_climb``): a step the search likes on a weak hand is
not taken."""

from __future__ import annotations

import random

import pytest

from ai.agent import InfoState
from ai.games.baloot.bot import GAHWA_THRESHOLD, ladder_value, may_climb
from ai.games.baloot.entry import BALOOT
from ai.games.belote.inference import MARGIN as INFERENCE_MARGIN
from ai.levels import agent_for
from ai.search import pimc
from ai.search.pimc import Tally, pick
from ai.search.sensible import considered
from game.baloot.calls import FOUR, GAHWA, PASS
from tests.ai.test_gahwa_value import at_the_gahwa_call
from tests.baloot.helpers import FOURTH


def test_the_gahwa_is_out_of_reach_of_a_hand_below_its_floor() -> None:
    state = at_the_gahwa_call()
    value = ladder_value(state, state.hands[FOURTH])
    assert GAHWA_THRESHOLD - INFERENCE_MARGIN - 10 < value < GAHWA_THRESHOLD - INFERENCE_MARGIN
    assert not may_climb(state, FOURTH, GAHWA)
    assert may_climb(state, FOURTH, PASS)
    assert may_climb(state, FOURTH, FOUR)  # the same hand could have said four
    legal = tuple(state.legal_actions())
    assert [legal[i] for i in considered(BALOOT.pieces, state, FOURTH, legal)] == [PASS]


def test_a_search_that_values_the_gahwa_higher_still_passes_below_the_floor() -> None:
    state = at_the_gahwa_call()
    info = InfoState.of(state, FOURTH, random.Random(2))
    sums = [500.0 if action == GAHWA else 0.0 for action in info.legal_actions]
    assert pick(info, BALOOT.pieces, Tally(sums, 1), tolerance=0.0) == PASS


def test_hard_and_expert_pass_at_this_gahwa_call() -> None:
    state = at_the_gahwa_call()
    for level in ("hard", "expert"):
        info = InfoState.of(state, FOURTH, random.Random(2))
        assert agent_for(state.definition, level).choose(info, random.Random(4)) == PASS


def test_no_world_is_searched_when_only_passing_is_allowed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = at_the_gahwa_call()

    def searched(*_: object, **__: object) -> None:
        raise AssertionError("searched a decision with one allowed action")

    monkeypatch.setattr(pimc, "evaluate", searched)
    info = InfoState.of(state, FOURTH, random.Random(2))
    assert agent_for(state.definition, "expert").choose(info, random.Random(4)) == PASS


def test_play_is_never_restricted() -> None:
    state = at_the_gahwa_call()
    state.apply(PASS)
    legal = tuple(state.legal_actions())
    assert considered(BALOOT.pieces, state, state.to_act, legal) == list(range(len(legal)))
