"""The fast playout makes the same random choices as the public API and scores the same.

100,000 random games: 1,000 deals (from the start of the play and from
positions part-way through it, options varied) times 100 random continuations.
"""

from __future__ import annotations

import random

import pytest

from game.belote.bga import DEFINITION, BgaRules
from game.belote.playout import random_playout
from game.belote.state import PLAY, BeloteState
from game.core.api import DealContext
from game.core.decks import PIQUET_32, shuffled
from game.core.seats import Direction
from tests.twin_helpers import finish_at_random, play_starts

CHUNKS = 10
DEALS_PER_CHUNK = 100
CONTINUATIONS = 100


def bga_deal(rng: random.Random) -> BeloteState:
    rules = BgaRules(direction=rng.choice(list(Direction)), all_trump_no_trump=rng.random() < 0.5)
    context = DealContext(rng.randrange(4), (0, 0), 0, rng.choice((0, 0, 81)))
    return DEFINITION.new_deal(rules, shuffled(PIQUET_32, rng), context)


def api_playout(state: BeloteState, rng: random.Random) -> tuple[int, ...]:
    return finish_at_random(state, rng).result().points


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_twin_agrees_with_the_api(chunk: int) -> None:
    for number, start in enumerate(
        play_starts(bga_deal, lambda s: s.phase == PLAY, chunk, DEALS_PER_CHUNK)
    ):
        for k in range(CONTINUATIONS):
            seed = (chunk * 1_000_003 + number) * 1_000 + k
            expected = api_playout(start, random.Random(seed))
            assert random_playout(start, random.Random(seed)) == expected, (chunk, number, k)
