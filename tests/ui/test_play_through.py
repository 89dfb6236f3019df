"""A whole hand of every trick game played through synthetic mouse events (Burraco's is in
test_burraco_table.py).

The human's cards are dragged to the table or clicked, decisions are clicked
in the panel; after every action the record must hold exactly that action,
and at the end the record must replay to the same scores.
"""

from __future__ import annotations

import pytest

from game.core.cards import Card
from game.session.controller import TableController
from game.session.record import parse_record
from game.session.replay import replay
from game.ui.app import App
from game.ui.routes import table_scene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.overlays import GameOverOverlay, SummaryOverlay
from game.ui.scenes.table import TableScene
from tests.ui.helpers import (
    card_point,
    choose,
    click,
    drag,
    frames,
    panel_point,
    play_game,
    point,
    settle,
    trick_table_games,
)


def open_table(app: App, variant: str, seed: int) -> TableScene:
    app.settings.autoplay = False
    app.settings.speed = "fast"
    controller = TableController(
        variant, {}, ["human", "easy", "easy", "easy"], seed, decider=app.decider
    )
    table = table_scene(app, controller)
    app.push(table)
    return table


@pytest.mark.parametrize("variant", trick_table_games())
def test_a_whole_hand_through_the_mouse(app: App, variant: str) -> None:
    table = open_table(app, variant, seed=11)
    c = table.controller
    turns = 0
    while True:
        settle(app, table)
        if c.deal_over:
            break
        actions = c.record.deals[-1].actions
        before = len(actions)
        legal = c.legal_actions()
        action = legal[turns % len(legal)]
        if isinstance(action, Card):
            start = card_point(table, action)
            if turns % 2:
                click(app, start)
            else:
                drag(app, start, point(table.layout.drop))
        else:
            choose(app, table, action)
        assert actions[before:] == [(0, str(action))], "the table took another action"
        turns += 1
    frames(app, 3)
    assert isinstance(app.top, SummaryOverlay)
    claimed = {"claim", "sawa"} & {text for _, text in c.record.deals[-1].actions}
    assert turns >= 8 or claimed, "a whole hand, unless a seat claimed the rest"
    replayed = replay(parse_record(c.to_json()))
    assert replayed.match.totals == c.totals
    stats = app.storage.load_statistics().of(variant)
    assert stats.hands == (0 if c.results[-1].thrown_in else 1)
    assert stats.points == (0 if c.results[-1].thrown_in else c.results[-1].points[0])
    click(app, point(app.top.buttons[0].box))  # continue: the next hand is dealt
    assert app.top is table
    assert len(c.record.deals) == 2 and not c.deal_over


def test_an_illegal_drop_slides_back_with_the_reason(app: App) -> None:
    for seed in range(40):
        table = open_table(app, "belote_bga", seed)
        c = table.controller
        for _ in range(60):
            settle(app, table)
            if c.deal_over:
                break
            legal = c.legal_actions()
            hand = c.view(0).hand
            illegal = [card for card in hand if card not in legal]
            if isinstance(legal[0], Card) and illegal:
                card = illegal[0]
                sprite = table.by_key[card.code]
                origin = (sprite.x, sprite.y)
                before = list(c.record.deals[-1].actions)
                drag(app, card_point(table, card), point(table.layout.drop))
                assert c.record.deals[-1].actions == before
                assert "You cannot play" in table.hud.message
                assert c.state.why_illegal(card) is not None
                frames(app, 40)
                assert (round(sprite.x), round(sprite.y)) == (round(origin[0]), round(origin[1]))
                return
            action = legal[0]
            if isinstance(action, Card):
                click(app, card_point(table, action))
            else:
                click(app, panel_point(table, action))
        app.pop()
    raise AssertionError("no seed gave the human an illegal card")


def test_a_drop_outside_the_table_plays_nothing(app: App) -> None:
    table = open_table(app, "belote_bga", seed=5)
    c = table.controller
    for _ in range(40):
        settle(app, table)
        legal = c.legal_actions()
        if isinstance(legal[0], Card):
            break
        click(app, panel_point(table, legal[-1] if len(legal) == 2 else legal[0]))
    card = next(a for a in c.legal_actions() if isinstance(a, Card))
    before = list(c.record.deals[-1].actions)
    drag(app, card_point(table, card), (5, 5))
    assert c.record.deals[-1].actions == before
    assert "table" in table.hud.message


def test_a_whole_game_ends_on_its_own_screen_and_is_counted(app: App) -> None:
    controller = play_game(app, "belote_bga", {"target": 300}, 4).controller
    assert isinstance(app.top, GameOverOverlay)
    assert controller.game_over and max(controller.totals) >= 300
    stats = app.storage.load_statistics().of("belote_bga")
    assert stats.games == 1 and stats.won == int(controller.match.winner == 0)
    assert stats.hands == sum(1 for r in controller.results if not r.thrown_in)
    assert not app.storage.has_save()
    click(app, point(app.top.buttons[1].box))  # main menu
    assert isinstance(app.top, MenuScene)
