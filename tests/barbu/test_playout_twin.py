"""The fast playout makes the same random choices as the public API and scores the same.

20,000 random playouts: 400 deals of both variants and every contract (from
the start of the play and from positions part-way through it, doubles
random) times 50 random continuations.
"""

from __future__ import annotations

import random

import pytest

from game.barbu.definition import DEFINITION
from game.barbu.playout import random_playout
from game.barbu.rules import PARLETT, STANDARD, BarbuRules
from game.barbu.state import CHOOSING, DOUBLING, BarbuState
from game.core.api import DealContext
from game.core.decks import FULL_52, shuffled
from tests.twin_helpers import finish_at_random

CHUNKS = 4
DEALS_PER_CHUNK = 100
CONTINUATIONS = 50


def play_starts(seed: int) -> list[BarbuState]:
    rng = random.Random(seed)
    starts: list[BarbuState] = []
    while len(starts) < DEALS_PER_CHUNK:
        rules = BarbuRules(rng.choice((STANDARD, PARLETT)))
        context = DealContext(rng.randrange(4), (0, 0, 0, 0), 0, (0, 0, 0, 0))
        state = DEFINITION.new_deal(rules, shuffled(FULL_52, rng), context)
        while state.phase in (CHOOSING, DOUBLING):
            state.apply(rng.choice(state.legal_actions()))
        for _ in range(rng.choice((0, rng.randrange(52)))):  # a quarter at the first card
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            starts.append(state)
    return starts


def api_playout(state: BarbuState, rng: random.Random) -> tuple[int, ...]:
    return finish_at_random(state, rng).result().points


def test_the_starts_cover_every_contract_and_both_variants() -> None:
    starts = [s for chunk in range(CHUNKS) for s in play_starts(chunk)]
    kinds = {(s.rules.variant, s.contract.kind) for s in starts if s.contract is not None}
    assert len(kinds) == 14
    unset = [s for s in starts if s.layout is not None and s.layout.start_rank < 0]
    assert unset, "a parlett Dominoes deal before its first card sets the start rank"


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_twin_agrees_with_the_api(chunk: int) -> None:
    for number, start in enumerate(play_starts(chunk)):
        before = (start.info_key(0), start.cards_in_play())
        for k in range(CONTINUATIONS):
            seed = (chunk * 1_000_003 + number) * 1_000 + k
            expected = api_playout(start, random.Random(seed))
            assert random_playout(start, random.Random(seed)) == expected, (chunk, number, k)
        assert (start.info_key(0), start.cards_in_play()) == before
