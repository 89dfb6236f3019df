"""A state carries its rules and its match (typed ``State`` attributes, which the search reads
instead of looking for them by name): every rule set's deals, their clones and sampled worlds
keep them, and the match target is the rules' ``target`` option where there is one."""

from __future__ import annotations

import random

import pytest

from game.catalog import game_names, get_game
from game.core.api import NO_MATCH, DealContext, State
from game.core.match import Match


@pytest.mark.parametrize("variant", game_names())
def test_a_deal_knows_its_rules_context_and_target(variant: str) -> None:
    definition = get_game(variant)
    match = Match(definition, definition.parse_options({}), 1)
    match.totals = [7 * (side + 1) for side in range(len(match.totals))]
    state = match.deal_shuffled(random.Random(3))[1]
    target = definition.options_to_json(match.rules).get("target")
    for copy in (state, state.clone(), state.determinize(0, random.Random(4))):
        assert copy.rules is match.rules
        assert copy.ctx.dealer == 1
        assert tuple(copy.ctx.totals) == tuple(match.totals)
        assert copy.match_target() == target


def test_the_base_state_defaults_to_no_match() -> None:
    assert State.rules is None
    assert State.ctx is NO_MATCH
    assert DealContext(dealer=0, totals=()) == NO_MATCH
