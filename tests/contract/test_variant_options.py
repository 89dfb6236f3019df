"""The contract checks again, under the non-default options of belote_classic and baloot.

The main contract test plays every variant with its defaults; the options
change the phases (no pre-deal choice), the follow rule (``french_play``)
and what is shown (no declarations), so each is played here too, and every
game's record replays to the same scores.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.catalog import get_game
from game.core.match import Match
from game.session.record import GameRecord, RecordedDeal
from game.session.replay import replay
from tests.contract.test_every_variant import check_state, deck_counter

CASES: list[tuple[str, dict[str, Any]]] = [
    ("belote_classic", {"declarations": False, "target": 501}),
    ("baloot", {"french_play": True, "predeal_choice": False}),
    ("baloot", {"ashkal_on_ace": False, "compare_with_projects": False}),
]
MAX_DEALS = 8


@pytest.mark.parametrize(("variant", "options"), CASES)
def test_options_keep_the_contract_and_replay(variant: str, options: dict[str, Any]) -> None:
    definition = get_game(variant)
    rules = definition.parse_options(options)
    rng = random.Random(17)
    match = Match(definition, rules, rng.randrange(4))
    record = GameRecord(variant, definition.options_to_json(rules), match.first_dealer)
    deck = deck_counter(match)
    while not match.is_finished and len(match.results) < MAX_DEALS:
        cards, state = match.deal_shuffled(rng)
        deal = RecordedDeal([c.code for c in cards])
        record.deals.append(deal)
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            deal.actions.append((state.to_act, str(action)))
            state.apply(action)
            check_state(state, deck, rng)
        match.finish_deal(state)
    replayed = replay(record)
    assert replayed.match.totals == match.totals
    assert replayed.match.winner == match.winner


@pytest.mark.parametrize("variant", ["belote_classic", "baloot"])
def test_sampled_worlds_agree_with_the_combinations_shown(variant: str) -> None:
    """After the first trick, every world's hands give exactly the declarations shown."""
    definition = get_game(variant)
    rules = definition.parse_options({})
    rng = random.Random(23)
    checked = 0
    while checked < 40:
        match = Match(definition, rules, rng.randrange(4))
        _, state = match.deal_shuffled(rng)
        stop = 4 + rng.randrange(24)
        while not state.is_over and getattr(state, "played", 0).bit_count() < stop:
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        shown = state.settlement.public()
        for seat in range(4):
            world = state.determinize(seat, rng)
            assert world.resettle(world.full_hands()).public() == shown
        checked += 1


def test_hokum_hands_keep_the_contract() -> None:
    """Random bidding nearly always ends in Sun; lean to Hokum so trump facts are exercised."""
    from game.baloot.state import PLAY
    from tests.baloot.test_playout_twin import biased_call

    definition = get_game("baloot")
    rng = random.Random(29)
    hokum = 0
    for number in range(60):
        match = Match(definition, definition.parse_options({"french_play": number % 3 == 0}), 0)
        _, state = match.deal_shuffled(rng)
        deck = deck_counter(match)
        while not state.is_over:
            if state.phase == PLAY:
                action = rng.choice(state.legal_actions())
            else:
                action = biased_call(state, rng)
            state.apply(action)
            check_state(state, deck, rng)
        hokum += not state.thrown_in and not state.sun
    assert hokum >= 10
