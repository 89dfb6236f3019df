"""Hands for the review benchmarks: seeded deals played to the end by one AI level.

Not a benchmark itself: ``review_speed.py``, ``review_consistency.py`` and
``review_ace_discard.py`` read their hands here, so that the reviewed play looks
like real play (bids the bot would make, hands as long as real ones).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.agent import InfoState
from ai.levels import agent_for
from game.catalog import get_game
from game.core.api import State
from game.core.match import Match


@dataclass
class PlayedHand:
    """A deal's first state and every action taken in it."""

    variant: str
    start: State
    actions: list[Any]


def played_hands(variant: str, count: int, seed: int, level: str = "easy") -> Iterator[PlayedHand]:
    """``count`` deals of ``variant`` (the default rules, random dealer and totals of 0),
    each played by four ``level`` players to the end; deals thrown in (nobody took) are
    left out, as they have no play to review."""
    definition = get_game(variant)
    rules = definition.parse_options({})
    agent = agent_for(definition, level)
    rng = random.Random(seed)
    found = 0
    while found < count:
        match = Match(definition, rules, rng.randrange(4))
        _, start = match.deal_shuffled(rng)
        state = start.clone()
        actions = []
        while not state.is_over:
            seat = state.to_act
            info = InfoState.of(state, seat, rng)
            action = agent.choose(info, rng)
            state.apply(action)
            actions.append(action)
        if not state.result().thrown_in:
            found += 1
            yield PlayedHand(variant, start, actions)
