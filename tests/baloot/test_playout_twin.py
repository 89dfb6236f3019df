"""The fast Baloot playout makes the same random choices as the public API and scores the same.

20,000 random games: 400 deals (options varied: Saudi or French play, locked
trump or not, projects compared or not; from the start of the play and from
positions part-way through it) times 50 random continuations.
"""

from __future__ import annotations

import random

import pytest

from game.baloot.definition import DEFINITION
from game.baloot.playout import random_playout
from game.baloot.rules import BalootRules
from game.baloot.state import PLAY, BalootState
from game.core.api import DealContext
from game.core.decks import PIQUET_32, shuffled
from tests.twin_helpers import finish_at_random

CHUNKS = 4
DEALS_PER_CHUNK = 100
CONTINUATIONS = 50


def play_starts(seed: int) -> list[BalootState]:
    rng = random.Random(seed)
    starts: list[BalootState] = []
    while len(starts) < DEALS_PER_CHUNK:
        rules = BalootRules(
            french_play=rng.random() < 0.5,
            compare_with_projects=rng.random() < 0.5,
            predeal_choice=rng.random() < 0.5,
        )
        totals = rng.choice(((0, 0), (120, 40), (40, 101)))
        context = DealContext(rng.randrange(4), totals, 0, None)
        state = DEFINITION.new_deal(rules, shuffled(PIQUET_32, rng), context)
        while not state.is_over and state.phase != PLAY:
            state.apply(biased_call(state, rng))
        if state.is_over:
            continue
        for _ in range(rng.randrange(31)):
            state.apply(rng.choice(state.legal_actions()))
        starts.append(state)
    return starts


def biased_call(state: BalootState, rng: random.Random) -> object:
    """A random call leaning to Hokum, passes and locks, so that every kind of hand occurs."""
    legal = state.legal_actions()
    for kind in ("hokum", "pass"):
        if rng.random() < 0.5:
            wanted = [a for a in legal if getattr(a, "kind", "") == kind]
            if wanted:
                return rng.choice(wanted)
    closed = [a for a in legal if getattr(a, "closed", False)]
    return closed[0] if closed and rng.random() < 0.5 else rng.choice(legal)


def api_playout(state: BalootState, rng: random.Random) -> tuple[tuple[int, ...], int | None]:
    result = finish_at_random(state, rng).result()
    return result.points, result.decides_winner


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_twin_agrees_with_the_api(chunk: int) -> None:
    locked = 0
    for number, start in enumerate(play_starts(chunk)):
        locked += start.locked
        for k in range(CONTINUATIONS):
            seed = (chunk * 1_000_003 + number) * 1_000 + k
            expected = api_playout(start, random.Random(seed))
            score = random_playout(start, random.Random(seed))
            assert (score.points, score.decides_winner) == expected, (chunk, number, k)
    assert locked, "no deal with a locked trump was tried"
