"""The card points won so far are shown during the hand, per side (as Board Game Arena
shows them), from the view: only in games that keep such a count."""

from __future__ import annotations

import pytest

from game.core.api import EventKind
from game.core.cards import Card
from game.core.trickplay import TrickView
from game.session.controller import TableController
from game.ui.app import App
from game.ui.routes import table_scene
from game.ui.tables.points_counter import counter_words
from tests.ui.helpers import settle, texts_drawn

SEATS = ["human", "easy", "easy", "easy"]


def drawn(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    return [words for words, _ in texts_drawn(monkeypatch, lambda: app.frame(0.016))]


@pytest.mark.parametrize("variant", ["belote_bga", "belote_classic", "baloot"])
def test_the_points_won_so_far_are_counted_and_shown(
    app: App, monkeypatch: pytest.MonkeyPatch, variant: str
) -> None:
    c = TableController(variant, {}, SEATS, 3, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    won = 0
    for _ in range(400):
        legal = c.legal_actions()
        if c.deal_over:
            c.next_deal()
            won = 0
            continue
        step = c.act(c.to_act, legal[-1] if not isinstance(legal[0], Card) else legal[0])
        won += sum(e.values[0] for e in step.events if e.kind is EventKind.TRICK and e.values)
        view = c.view(0)
        assert isinstance(view, TrickView)
        if not c.deal_over and sum(view.tricks_taken) >= 3:
            break
    assert len(view.points_won) == 2 and sum(view.points_won) == won > 0
    table.dirty = True
    settle(app, table)
    assert counter_words(view.points_won) in drawn(app, monkeypatch)


def test_a_game_without_a_count_shows_none(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    c = TableController("barbu", {}, SEATS, 3, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    settle(app, table)
    view = c.view(0)
    assert isinstance(view, TrickView) and view.points_won == ()
    words = drawn(app, monkeypatch)
    assert not any(w.startswith(counter_words((0, 0)).split(":")[0]) for w in words)
