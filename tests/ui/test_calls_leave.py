"""The auction's bubbles ("Pass", "Take ♣") leave the table when the first card is played:
a word said during the bidding must not sit by a plate into the card play."""

from __future__ import annotations

from game.core.trickplay import TrickView
from game.ui.app import App
from tests.ui.test_inputs_kept import open_table

DT = 0.05


def a_card_is_down(view: object) -> bool:
    assert isinstance(view, TrickView)
    return bool(view.trick) or any(view.tricks_taken)


def test_the_bids_bubbles_go_when_the_play_begins(app: App) -> None:
    table = open_table(app, seed=3, speed="slow")
    c = table.controller
    calls_seen = False
    for _ in range(4000):
        calls_seen = calls_seen or any(b.call for b in table.hud.bubbles)
        if a_card_is_down(c.view(0)):
            break
        if c.human_to_act and table.animator.idle:
            legal = c.legal_actions()
            table.play(next((a for a in legal if str(a) != "pass"), legal[0]))
        app.frame(DT)
    assert a_card_is_down(c.view(0))
    assert calls_seen, "the bids were said in bubbles"
    app.frame(DT)
    assert not any(b.call for b in table.hud.bubbles), "no bid is still said once a card is"
