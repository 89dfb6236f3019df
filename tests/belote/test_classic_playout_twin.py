"""The Belote fast playout also scores classic deals (declarations, capot, reserve) as the API.

10,000 random games: 200 deals (declarations on or off, a reserve or none)
times 50 random continuations.
"""

from __future__ import annotations

import random

import pytest

from game.belote.classic import DEFINITION, ClassicRules, ClassicState
from game.belote.playout import random_playout
from game.belote.state import PLAY
from game.core.api import DealContext
from game.core.decks import PIQUET_32, shuffled

CHUNKS = 2
DEALS_PER_CHUNK = 100
CONTINUATIONS = 50


def play_starts(seed: int) -> list[ClassicState]:
    rng = random.Random(seed)
    starts: list[ClassicState] = []
    while len(starts) < DEALS_PER_CHUNK:
        rules = ClassicRules(declarations=rng.random() < 0.7)
        context = DealContext(rng.randrange(4), (0, 0), 0, rng.choice((0, 0, 81)))
        state = DEFINITION.new_deal(rules, shuffled(PIQUET_32, rng), context)
        while not state.is_over and state.phase != PLAY:
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        for _ in range(rng.randrange(31)):
            state.apply(rng.choice(state.legal_actions()))
        starts.append(state)
    return starts


def api_playout(state: ClassicState, rng: random.Random) -> tuple[int, ...]:
    state = state.clone()
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    return state.result().points


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_twin_agrees_with_the_api_on_classic_deals(chunk: int) -> None:
    for number, start in enumerate(play_starts(chunk)):
        for k in range(CONTINUATIONS):
            seed = (chunk * 1_000_003 + number) * 1_000 + k
            expected = api_playout(start, random.Random(seed))
            assert random_playout(start, random.Random(seed)) == expected, (chunk, number, k)
