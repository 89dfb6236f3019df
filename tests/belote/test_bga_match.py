"""A whole belote_bga match: the reserve of a tied hand reaches the next hand's winner."""

from __future__ import annotations

import random

from game.belote.bga import DEFINITION, BgaRules
from game.core.match import Match


def test_a_tie_reserve_goes_to_the_next_hands_winner_inside_a_match() -> None:
    rng = random.Random(0)
    checked = 0
    for _ in range(400):
        match = Match(DEFINITION, BgaRules(target=3000), rng.randrange(4))
        while not match.is_finished and checked < 3:
            _, state = match.deal_shuffled(rng)
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
            reserve_before = match.carry
            result = match.finish_deal(state)
            details = result.details
            if result.thrown_in:
                assert match.carry == reserve_before
                continue
            if details["outcome"] == "tie":
                assert match.carry == details["reserve_out"] > 0
            elif reserve_before:
                checked += 1
                winner = details["contract_team"]
                if details["outcome"] == "failed":
                    winner = 1 - winner
                own = details["made"][winner] if details["outcome"] == "made" else None
                if own is not None:
                    assert result.points[winner] == own + reserve_before
                assert match.carry == 0
        if checked >= 3:
            break
    assert checked >= 3, "no tie followed by a decided hand in the sample"
