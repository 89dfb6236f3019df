"""The hand summary's lines add up: card points, the last trick's 10 (dix de der), belote,
declarations and the capot bonus make each team's 'made' figure, in 200 random hands."""

from __future__ import annotations

import random

import pytest

from game.belote.scoring import CAPOT_BONUS, DIX_DE_DER
from game.catalog import get_game
from game.core.api import DealContext
from game.core.decks import shuffled


@pytest.mark.parametrize("variant", ["belote_bga", "belote_classic"])
def test_the_made_points_are_the_sum_of_the_summary_lines(variant: str) -> None:
    game = get_game(variant)
    rules = game.parse_options({})
    checked = 0
    for seed in range(200):
        rng = random.Random(seed)
        state = game.new_deal(rules, shuffled(game.deck(rules), rng), DealContext(seed % 4, (0, 0)))
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        details = state.result().details
        if not details:
            continue  # thrown in
        assert sum(details["last_trick"]) == DIX_DE_DER
        capot = details.get("capot_team")
        for team in (0, 1):
            parts = (
                details["card_points"][team]
                + details["last_trick"][team]
                + details["belote"][team]
                + details.get("declarations", (0, 0))[team]
            )
            bonus = CAPOT_BONUS if capot == team else 0
            assert details["made"][team] == parts + bonus, (seed, team, details)
        checked += 1
    assert checked > 100
