"""Every agent, every level, every variant: legal, deterministic, and blind to hidden cards."""

from __future__ import annotations

import random

import pytest

from ai.agent import InfoState
from ai.catalog import CATALOG
from ai.games.trick.sense import beaters
from ai.levels import LEVEL_NAMES, agent_for
from game.catalog import game_names, get_game
from game.core.api import State
from game.core.trickplay import TrickPlayState
from tests.ai.positions import hidden_differs, random_positions

VARIANTS = [v for v in game_names() if v in CATALOG and not CATALOG[v].budgets]
"""The games every level of the level table plays (Burraco's own search: test_burraco_ai)."""
POSITIONS = {
    "random": 8,
    "easy": 8,
    "medium": 6,
    "hard": 4,
    "expert": 2,
    "ismcts": 2,
    "ismcts-bidding": 2,
    "ismcts-play": 2,
}


def decide(state: State, variant: str, level: str, seed: int) -> object:
    rng = random.Random(seed)
    info = InfoState.of(state, state.to_act, rng)
    return agent_for(get_game(variant), level).choose(info, rng)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_every_level_plays_legal_and_deterministic_actions(variant: str, level: str) -> None:
    for index, state in enumerate(random_positions(variant, POSITIONS[level], seed=11)):
        action = decide(state, variant, level, seed=index)
        assert state.why_illegal(action) is None, f"{level} chose {action}"
        again = decide(state, variant, level, seed=index)
        assert str(again) == str(action), "not deterministic for a seed"


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_no_peeking_same_information_same_decision(variant: str, level: str) -> None:
    checked = 0
    for index, state in enumerate(random_positions(variant, POSITIONS[level], seed=23)):
        seat = state.to_act
        other = state.determinize(seat, random.Random(1000 + index))
        assert other.info_key(seat) == state.info_key(seat)
        if not hidden_differs(state, other, seat):
            continue
        checked += 1
        first = decide(state, variant, level, seed=5)
        second = decide(other, variant, level, seed=5)
        assert str(first) == str(second), "the decision depended on hidden cards"
    assert checked > 0


def lost_trick_positions(variant: str, count: int) -> list[TrickPlayState]:
    """Positions where the seat plays last, an opponent wins and no legal card beats him."""
    out: list[TrickPlayState] = []
    for state in random_positions(variant, 400, seed=31):
        if not isinstance(state, TrickPlayState) or not state.in_play or len(state.trick) != 3:
            continue
        seat = state.to_act
        legal = state.playable(seat)
        assert state.order is not None
        if state.win_seat == seat ^ 2 or beaters(legal, state.win_card, state.order):
            continue
        if len({state.order.points[c.index] for c in state.legal_actions()}) > 1:
            out.append(state)
        if len(out) == count:
            break
    return out


@pytest.mark.parametrize("variant", [v for v in VARIANTS if CATALOG[v].pieces.point_tricks])
@pytest.mark.parametrize("level", ["easy", "medium", "hard", "ismcts"])
def test_no_high_card_into_a_trick_already_lost(variant: str, level: str) -> None:
    positions = lost_trick_positions(variant, 4)
    assert positions
    for index, state in enumerate(positions):
        action = decide(state, variant, level, seed=index)
        assert state.order is not None
        points = state.order.points
        cheapest = min(points[c.index] for c in state.legal_actions())
        assert points[action.index] == cheapest, f"{level} threw {action} into a lost trick"  # type: ignore[attr-defined]


@pytest.mark.parametrize("variant", [v for v in VARIANTS if CATALOG[v].pieces.point_tricks])
def test_the_rule_based_player_loads_points_on_its_partners_trick(variant: str) -> None:
    """Last to play behind a partner who wins: the richest card that is not a trump."""
    checked = 0
    for index, state in enumerate(random_positions(variant, 500, seed=37)):
        if not isinstance(state, TrickPlayState) or not state.in_play or len(state.trick) != 3:
            continue
        seat = state.to_act
        assert state.order is not None
        plain = [c for c in state.legal_actions() if not state.order.trump >> c.index & 1]
        if state.win_seat != seat ^ 2 or len(plain) < 2:
            continue
        action = decide(state, variant, "easy", seed=index)
        points = state.order.points
        assert points[action.index] == max(points[c.index] for c in plain)  # type: ignore[attr-defined]
        checked += 1
    assert checked > 0
