"""The contract tests' checks over a whole game of ``parlett`` (they play ``standard``)."""

from __future__ import annotations

import random
from collections import Counter

from game.barbu.definition import DEFINITION
from game.core.match import Match
from game.session.record import GameRecord, RecordedDeal
from game.session.replay import replay
from tests.barbu.helpers import PARLETT
from tests.contract.test_every_variant import check_state


def test_a_parlett_game_keeps_the_contract_and_replays() -> None:
    rng = random.Random(17)
    match = Match(DEFINITION, PARLETT, 1)
    record = GameRecord("barbu", DEFINITION.options_to_json(PARLETT), 1)
    deck = Counter(range(52))
    while not match.is_finished:
        cards, state = match.deal_shuffled(rng)
        deal = RecordedDeal([c.code for c in cards])
        record.deals.append(deal)
        check_state(state, deck, rng)
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            deal.actions.append((state.to_act, str(action)))
            state.apply(action)
            check_state(state, deck, rng)
        match.finish_deal(state)
    assert len(match.results) == 28 and sum(match.totals) == 0
    replayed = replay(record)
    assert replayed.match.totals == match.totals and replayed.match.winner == match.winner
