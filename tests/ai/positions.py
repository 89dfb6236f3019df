"""Random positions of every registered variant, for the AI tests."""

from __future__ import annotations

import random

from game.catalog import get_game
from game.core.api import State
from game.core.match import Match


def random_positions(variant: str, count: int, seed: int, moves: int = 40) -> list[State]:
    """States reached by random legal play, at random points of random deals (never over)."""
    rng = random.Random(seed)
    definition = get_game(variant)
    out: list[State] = []
    while len(out) < count:
        match = Match(definition, definition.parse_options({}), rng.randrange(4))
        _, state = match.deal_shuffled(rng)
        for _ in range(rng.randrange(moves)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            out.append(state)
    return out


def hidden_differs(a: State, b: State, seat: int) -> bool:
    hands_a = getattr(a, "hands", None)
    hands_b = getattr(b, "hands", None)
    if hands_a is None or hands_b is None:
        return sorted(a.cards_in_play()) != sorted(b.cards_in_play())
    return any(hands_a[s] != hands_b[s] for s in range(4) if s != seat)
