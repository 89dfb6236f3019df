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
from tests.twin_helpers import finish_at_random, play_starts

CHUNKS = 2
DEALS_PER_CHUNK = 100
CONTINUATIONS = 50


def classic_deal(rng: random.Random) -> ClassicState:
    rules = ClassicRules(declarations=rng.random() < 0.7)
    context = DealContext(rng.randrange(4), (0, 0), 0, rng.choice((0, 0, 81)))
    return DEFINITION.new_deal(rules, shuffled(PIQUET_32, rng), context)


def api_playout(state: ClassicState, rng: random.Random) -> tuple[int, ...]:
    return finish_at_random(state, rng).result().points


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_twin_agrees_with_the_api_on_classic_deals(chunk: int) -> None:
    for number, start in enumerate(
        play_starts(classic_deal, lambda s: s.phase == PLAY, chunk, DEALS_PER_CHUNK)
    ):
        for k in range(CONTINUATIONS):
            seed = (chunk * 1_000_003 + number) * 1_000 + k
            expected = api_playout(start, random.Random(seed))
            assert random_playout(start, random.Random(seed)) == expected, (chunk, number, k)
