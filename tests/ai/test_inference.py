"""Bidding inference: the real deal always fits bids made by the rule-based players, and the
doubling ladder tells the others what the climbers hold."""

from __future__ import annotations

import random

import pytest

from ai.agent import InfoState
from ai.catalog import CATALOG
from ai.games.baloot.bot import DOUBLE_THRESHOLD, FOUR_THRESHOLD, ladder_fits, plausible
from ai.games.belote.bot import suit_value
from ai.games.belote.inference import MARGIN as INFERENCE_MARGIN
from ai.search.rule_agent import RuleAgent
from game.baloot.state import BalootState
from game.catalog import game_names, get_game
from game.core.match import Match
from tests.ai.test_gahwa_value import at_the_gahwa_call
from tests.baloot.helpers import FOURTH

VARIANTS = [v for v in ("belote_bga", "belote_classic", "baloot") if v in game_names()]


@pytest.mark.parametrize("variant", VARIANTS)
def test_bids_of_rule_based_players_are_plausible_in_the_real_deal(variant: str) -> None:
    plausible = CATALOG[variant].pieces.plausible
    assert plausible is not None
    definition = get_game(variant)
    rng = random.Random(3)
    checked = 0
    for _ in range(40):
        match = Match(definition, definition.parse_options({}), rng.randrange(4))
        _, state = match.deal_shuffled(rng)
        while not state.is_over and not CATALOG[variant].pieces.in_play(state):
            info = InfoState.of(state, state.to_act, random.Random(1))
            state.apply(RuleAgent(CATALOG[variant].pieces).choose(info, rng))
        if state.is_over:
            continue
        for observer in range(4):
            assert plausible(state, observer)
        checked += 1
    assert checked > 10


@pytest.mark.parametrize("variant", VARIANTS)
def test_some_sampled_worlds_contradict_the_bids(variant: str) -> None:
    """Uniform worlds often give a passer a hand he would have taken with: inference matters."""
    plausible = CATALOG[variant].pieces.plausible
    assert plausible is not None
    definition = get_game(variant)
    rng = random.Random(5)
    rejected = total = 0
    for _ in range(20):
        match = Match(definition, definition.parse_options({}), rng.randrange(4))
        _, state = match.deal_shuffled(rng)
        while not state.is_over and not CATALOG[variant].pieces.in_play(state):
            info = InfoState.of(state, state.to_act, random.Random(1))
            state.apply(RuleAgent(CATALOG[variant].pieces).choose(info, rng))
        if state.is_over:
            continue
        seat = state.to_act
        for _ in range(20):
            total += 1
            rejected += not plausible(state.determinize(seat, rng), seat)
    assert 0 < rejected < total


def test_a_world_where_the_doubler_could_not_have_said_four_is_sent_back() -> None:
    """At the Gahwa call the taker samples the doubler's eight cards: a hand far below what
    doubling and saying four ask for is implausible, so the taker's worlds give the doubler
    the trumps his calls showed."""
    state = at_the_gahwa_call()
    doubler = state.doubler
    assert state.order is not None
    trump = state.order.trump_suit
    rng = random.Random(8)
    weak = 0
    for _ in range(200):
        world = state.determinize(FOURTH, rng)
        assert isinstance(world, BalootState)
        value = suit_value(world.hands[doubler], trump)
        if value < FOUR_THRESHOLD - INFERENCE_MARGIN:
            weak += 1
            assert not plausible(world, FOURTH)
            assert not ladder_fits(world, doubler, "four")
        elif value >= DOUBLE_THRESHOLD - INFERENCE_MARGIN:
            assert ladder_fits(world, doubler, "double")
    assert weak > 0
