"""The comparison of two deals reads a rummy's score by its named items (``score_items``),
knowing nothing of the game: Burraco's items, in the rules core's order and figures."""

from __future__ import annotations

import random

from game.catalog import get_game
from game.core.api import DealResult, SummaryLine
from game.core.match import Match
from game.ui import i18n
from game.ui.scenes.compare import lines_of


def finished_burraco() -> DealResult:
    definition = get_game("burraco")
    match = Match(definition, definition.parse_options({}), 0)
    state = match.deal_shuffled(random.Random(5))[1]
    rng = random.Random(6)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state.result()


def test_a_rummy_result_lists_its_score_items() -> None:
    result = finished_burraco()
    for side in (0, 1):
        items = result.score_items[side]
        assert [name for name, _ in items] == ["burracos", "closing", "melded", "pot", "in_hand"]
        assert sum(value for _, value in items) == result.points[side]
        assert lines_of(result, side) == [(i18n.tr(f"score.{n}"), v) for n, v in items]


def test_summary_lines_come_first_and_no_items_give_no_lines() -> None:
    lined = DealResult(points=(3, 4), lines=(SummaryLine("cards", (3, 4)),))
    assert lines_of(lined, 1) == [(i18n.tr("line.cards"), 4)]
    assert lines_of(DealResult(points=(0, 0)), 0) == []
