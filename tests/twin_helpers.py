"""What every fast-playout test shares: the public API's random player, and play-phase starts.

A twin must pick ``legal[int(rng.random() * len(legal))]`` at every step, so a
twin and ``finish_at_random`` fed the same generator play the same cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeVar

from game.core.api import State

S = TypeVar("S", bound=State)


def finish_at_random(state: S, rng: random.Random) -> S:
    """A clone of ``state`` played to the end by the public API's random player."""
    state = state.clone()  # type: ignore[assignment]
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    return state


def play_starts(
    deal: Callable[[random.Random], S], in_play: Callable[[S], bool], seed: int, count: int
) -> list[S]:
    """``count`` positions from the first card of the play to 30 cards into it."""
    rng = random.Random(seed)
    starts: list[S] = []
    while len(starts) < count:
        state = deal(rng)
        while not state.is_over and not in_play(state):
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        for _ in range(rng.randrange(31)):
            state.apply(rng.choice(state.legal_actions()))
        starts.append(state)
    return starts
