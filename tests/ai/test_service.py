"""The decision service returns legal actions, inline and from a worker process."""

from __future__ import annotations

import random
import time

import pytest

from ai.agent import InfoState
from ai.service import DecisionService
from game.catalog import get_game
from game.core.match import Match


def new_state():
    definition = get_game("belote_bga")
    match = Match(definition, definition.parse_options({}), 0)
    return match.deal_shuffled(random.Random(3))[1]


@pytest.mark.parametrize("processes", [0, 1])
def test_a_requested_decision_is_legal(processes: int) -> None:
    state = new_state()
    service = DecisionService(processes=processes)
    try:
        ticket = service.request(state, state.to_act, "easy", seed=1)
        deadline = time.monotonic() + 30
        done, action = service.poll(ticket)
        while not done and time.monotonic() < deadline:
            time.sleep(0.01)
            done, action = service.poll(ticket)
        assert done
        assert state.why_illegal(action) is None
    finally:
        service.close()


def test_the_info_state_holds_a_sampled_world_not_the_deal() -> None:
    state = new_state()
    seat = state.to_act
    info = InfoState.of(state, seat, random.Random(1))
    assert info.info_key == state.info_key(seat)
    world = info.sample_world(random.Random(2))
    assert world.info_key(seat) == state.info_key(seat)


def test_two_workers_split_a_search_into_the_inline_decision() -> None:
    state = new_state()
    inline = DecisionService(processes=0)
    split = DecisionService(processes=2)
    try:
        expected = inline.poll(inline.request(state, state.to_act, "hard", seed=4))
        ticket = split.hint(state, state.to_act, seed=4)
        deadline = time.monotonic() + 60
        done, action = split.poll(ticket)
        while not done and time.monotonic() < deadline:
            time.sleep(0.01)
            done, action = split.poll(ticket)
        assert done
        assert expected == (True, action)
    finally:
        inline.close()
        split.close()
