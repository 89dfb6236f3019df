"""A monkey at every rule set's table: whatever it does, nothing raises and the game replays.

The long run (ten times the events, many seeds, every window size) is
benchmarks/monkey.py; this is the quick one that runs with every test.
"""

from __future__ import annotations

import random

import pytest

from game.ui.app import App
from tests.ui.monkey import VARIANTS, MonkeyRun, check_games, open_table, run_monkey

EVENTS = 300


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_clicks_drags_and_keys_never_break_the_table(app: App, variant: str) -> None:
    table = open_table(app, variant, seed=21, speed="fast")
    run = MonkeyRun(games=[table.controller])
    run_monkey(app, run, random.Random(8), EVENTS)
    assert run.events == EVENTS
    assert run.human_actions >= 10, "the human seat decided as the monkey played"
    check_games(run)
