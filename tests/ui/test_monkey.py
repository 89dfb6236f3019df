"""A monkey at every rule set's table: whatever it does, nothing raises and the game replays.

The AI answers a few frames late, as in the program, so the monkey also acts
while a seat or a hint is being decided.  The long run (ten times the events,
many seeds, both languages) is benchmarks/monkey.py; this is the quick one that
runs with every test.
"""

from __future__ import annotations

import random

import pytest

from game.ui.app import App
from tests.ui.conftest import QuickDecider
from tests.ui.monkey import (
    LANDSCAPE,
    ODD,
    PORTRAIT,
    VARIANTS,
    MonkeyRun,
    ThinkingDecider,
    check_games,
    open_table,
    run_monkey,
)

EVENTS = 300


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_clicks_drags_and_keys_never_break_the_table(app: App, variant: str) -> None:
    app.decider_factory = lambda: ThinkingDecider(QuickDecider(), random.Random(5), 6)
    table = open_table(app, variant, seed=1, speed="fast")
    run = MonkeyRun(games=[table.controller])
    run_monkey(app, run, random.Random(8), EVENTS, LANDSCAPE + PORTRAIT + ODD)
    assert run.events == EVENTS
    assert run.human_actions >= 5, "the human seat decided as the monkey played"
    check_games(run)
