"""The Burraco AI: the rule-based bot's habits, every level legal and blind, hard beats random."""

from __future__ import annotations

import random
import time

import pytest

from ai.agent import InfoState
from ai.arena import run_deal_pair
from ai.games.burraco.rollout import position_value, rollout
from ai.games.burraco.search import candidates
from ai.levels import LEVEL_NAMES, agent_for
from ai.service import DecisionService
from game.burraco.actions import DRAW, PICKUP, Discard, Layoff, Meld
from game.burraco.state import BurracoState
from game.catalog import get_game
from game.core.api import State
from game.core.cards import Card
from tests.ai.positions import hidden_differs, random_positions
from tests.burraco.helpers import act, burraco_state, put_meld

LEVELS = [level for level in LEVEL_NAMES if not level.startswith("ismcts")]
POSITIONS = {"random": 10, "easy": 20, "medium": 8, "hard": 8, "expert": 4}


def decide(state: State, level: str, seed: int) -> object:
    rng = random.Random(seed)
    info = InfoState.of(state, state.to_act, rng)
    return agent_for(get_game("burraco"), level).choose(info, rng)


def bot(state: BurracoState) -> object:
    return decide(state, "easy", 0)


def card(code: str) -> int:
    return Card.parse(code).index


# --- the rule-based bot -------------------------------------------------------


def test_the_bot_picks_up_a_pile_that_melds_and_draws_otherwise() -> None:
    hand = "7H 8H 3S 6D 9C KS QD 4C 5S JD AH"
    paying = burraco_state({0: hand}, pile="9H")
    assert bot(paying) == PICKUP
    useless = burraco_state({0: hand}, pile="KC")
    assert bot(useless) == DRAW


def test_the_bot_melds_naturals_but_keeps_its_wild_early() -> None:
    state = burraco_state({0: "5S 5H 5D 2C 9H 9S KD 3C 7D JS QH"}, stock="4H")
    act(state, "draw")
    assert bot(state) == Meld((card("5S"), card("5H"), card("5D")))
    act(state, "meld:5S,5H,5D")
    action = bot(state)
    assert isinstance(action, Discard), "9H 9S 2C is held back: the wild is worth more"
    assert action.card != card("2C")


def test_the_bot_spends_a_wild_to_make_a_burraco() -> None:
    state = burraco_state({0: "JO 9S KD 3C 7D JS QH 4S 6S 8D TC"}, stock="QC")
    put_meld(state, 0, "4H 5H 6H 7H 8H 9H")
    act(state, "draw")
    assert bot(state) in (
        Layoff(1, (card("JO"),), "low"),
        Layoff(1, (card("JO"),), "high"),
    )


def test_the_bot_does_not_feed_the_opponents_melds() -> None:
    state = burraco_state({0: "JC KS 4D 4H 9H TH 6S 7S QD QH 3C"}, stock="8D")
    put_meld(state, 1, "8C 9C TC")
    act(state, "draw")
    action = bot(state)
    assert isinstance(action, Discard)
    assert action.card != card("JC"), "JC lays off on the opponents' sequence"


def test_rollouts_stop_after_the_turns_asked_and_value_the_table_from_one_side() -> None:
    state = random_positions("burraco", 1, seed=3)[0]
    assert isinstance(state, BurracoState)
    world = state.clone()
    rollout(world, 2)
    ends = sum(1 for seat, text in world.public_log[len(state.public_log) :] if "discard" in text)
    assert world.is_over or ends == 3
    assert position_value(world, 0) == pytest.approx(-position_value(world, 1))


def test_the_search_tries_the_bots_choice_first_and_every_draw_option() -> None:
    for state in random_positions("burraco", 20, seed=5):
        assert isinstance(state, BurracoState)
        legal = tuple(state.legal_actions())
        options = candidates(state, state.to_act, legal, 3)
        assert options[0] == bot(state)
        assert all(option in legal for option in options)
        assert len(set(options)) == len(options)
        if DRAW in legal and PICKUP in legal:
            assert set(options) == {DRAW, PICKUP}


# --- every level -------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_and_deterministic_burraco_actions(level: str) -> None:
    for index, state in enumerate(random_positions("burraco", POSITIONS[level], seed=11)):
        action = decide(state, level, seed=index)
        assert state.why_illegal(action) is None, f"{level} chose {action}"
        assert str(decide(state, level, seed=index)) == str(action), "not deterministic"


@pytest.mark.parametrize("level", LEVELS)
def test_no_peeking_at_burraco(level: str) -> None:
    checked = 0
    for index, state in enumerate(random_positions("burraco", POSITIONS[level], seed=23)):
        seat = state.to_act
        other = state.determinize(seat, random.Random(1000 + index))
        assert other.info_key(seat) == state.info_key(seat)
        if not hidden_differs(state, other, seat):
            continue
        checked += 1
        assert str(decide(state, level, seed=5)) == str(decide(other, level, seed=5)), (
            "the decision depended on hidden cards"
        )
    assert checked > 0


def test_a_short_arena_run_shows_hard_beating_random() -> None:
    outcomes = run_deal_pair((get_game("burraco"), "hard", "random", 1, 0))
    assert len(outcomes) == 2  # the deal played twice, the teams swapped
    assert sum(o.margin for o in outcomes) / 2 > 200


def test_the_decision_service_decides_burraco_in_a_worker_as_inline() -> None:
    state = next(s for s in random_positions("burraco", 10, seed=41) if len(s.legal_actions()) > 2)
    inline = DecisionService(processes=0)
    worker = DecisionService(processes=2)
    try:
        decided = []
        for service in (inline, worker):
            ticket = service.request(state, state.to_act, "hard", seed=9)
            deadline = time.monotonic() + 30
            done, action = service.poll(ticket)
            while not done and time.monotonic() < deadline:
                time.sleep(0.01)
                done, action = service.poll(ticket)
            assert done
            decided.append(action)
        assert state.why_illegal(decided[0]) is None
        assert decided[0] == decided[1]
    finally:
        inline.close()
        worker.close()
