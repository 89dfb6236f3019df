"""No input is lost at the table: an undo, a key or a click that comes while cards move or
a computer seat thinks is done, kept until the table is idle, or answered with a notice;
the buttons that cannot act now say so (drawn dimmed); and the kinds of table hand their
gestures to the scene as values (``game.ui.tables.gestures``)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.cards import Card
from game.session.controller import TableController
from game.ui.app import App
from game.ui.i18n import tr
from game.ui.routes import table_scene
from game.ui.scenes.table import TableScene
from game.ui.tables.gestures import IGNORED, Play, Refused
from tests.ui.helpers import FRAME, card_point, click, drag, frames, key, point, settle

DT = 0.05
SEATS = ["human", "easy", "easy", "easy"]


class Holding:
    """A decider that answers only while ``answering`` (a seat thinks as long as it likes);
    it remembers the requests the table cancelled."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.answering = True
        self.cancelled: list[int] = []

    def request(self, state: Any, seat: int, level: str, seed: int) -> int:
        return int(self.inner.request(state, seat, level, seed))

    def poll(self, ticket: int) -> tuple[bool, Any]:
        if not self.answering:
            return False, None
        return self.inner.poll(ticket)  # type: ignore[no-any-return]

    def cancel(self, ticket: int) -> None:
        self.cancelled.append(ticket)
        self.inner.cancel(ticket)


def open_table(
    app: App, seed: int, speed: str = "fast", gather: str = "pause", variant: str = "belote_bga"
) -> TableScene:
    app.settings.autoplay = False
    app.settings.speed = speed
    app.settings.gather = gather
    app.apply_settings()
    c = TableController(variant, {}, SEATS, seed, decider=Holding(app.decider))
    table = table_scene(app, c)
    app.push(table)
    return table


def to_cards(app: App, table: TableScene) -> None:
    """Frames (the human bids his first bid that is not a pass) until he has a card to play."""
    c = table.controller
    for _ in range(4000):
        settle(app, table)
        legal = c.legal_actions()
        if isinstance(legal[0], Card):
            return
        table.play(next((a for a in legal if str(a) != "pass"), legal[0]))
    raise AssertionError("the human never had a card to play")


def human_actions(table: TableScene) -> list[tuple[int, str]]:
    return [a for a in table.controller.record.deals[-1].actions if a[0] == 0]


def button(table: TableScene, name: str) -> Any:
    return next(b for b in table.buttons if b.key == name)


def test_undo_during_an_animation_takes_back_at_once(app: App) -> None:
    table = open_table(app, seed=3)
    c = table.controller
    to_cards(app, table)
    before = human_actions(table)
    table.play(c.legal_actions()[0])
    app.frame(DT)
    assert not table.animator.idle, "the card is still flying"
    key(app, pygame.K_u)
    assert table.animator.idle, "what moved is cut short"
    assert human_actions(table) == before, "back to the decision before"
    assert table.hud.message == tr("table.undone") and table.hud.message_showing()
    settle(app, table)
    assert c.human_to_act


def test_undo_while_a_seat_thinks_cancels_it_and_takes_back(app: App) -> None:
    table = open_table(app, seed=3)
    c = table.controller
    decider = c.decider
    assert isinstance(decider, Holding)
    to_cards(app, table)
    decider.answering = False
    while True:  # a card after which a computer seat is to act
        before = list(c.record.deals[-1].actions)
        table.play(c.legal_actions()[0])
        frames(app, 100, DT)
        if c.ai_thinking:
            break
    assert table.animator.idle and not c.human_to_act
    assert not table.button_enabled("hint") and table.button_enabled("undo")
    key(app, pygame.K_h)  # no hint while a seat plays: whose turn it is, said
    assert table.hud.message == tr("table.wait_seat", seat=tr(f"seat.{c.to_act}"))
    click(app, card_point(table, next(iter(c.view(0).hand))))
    assert table.hud.message == tr("table.wait_seat", seat=tr(f"seat.{c.to_act}"))
    thinking = len(decider.cancelled)
    click(app, point(button(table, "undo").box))
    assert len(decider.cancelled) == thinking + 1, "the seat's request is cancelled"
    assert not c.ai_thinking and c.human_to_act
    assert c.record.deals[-1].actions == before, "the human's card is taken back"
    assert table.hud.message == tr("table.undone")


def test_undo_while_a_seat_plays_its_card(app: App) -> None:
    """The computer seat's card still flies: undo takes the human's last card back at once."""
    table = open_table(app, seed=5)
    c = table.controller
    to_cards(app, table)
    table.play(c.legal_actions()[0])
    played = human_actions(table)
    for _ in range(400):
        app.frame(DT)
        last = c.record.deals[-1].actions[-1]
        if last[0] != 0 and not table.animator.idle:
            break
    else:
        raise AssertionError("no computer seat's card flew")
    key(app, pygame.K_BACKSPACE)
    assert human_actions(table) == played[:-1]
    assert c.human_to_act and table.hud.message == tr("table.undone")


def test_nothing_to_undo_is_said_and_the_button_is_dimmed(app: App) -> None:
    table = open_table(app, seed=3, speed="instant")
    c = table.controller
    settle(app, table)
    app.frame(FRAME)
    assert not c.can_undo
    assert not table.button_enabled("undo") and not button(table, "undo").enabled
    click(app, point(button(table, "undo").box))
    assert table.hud.message == tr("table.nothing_to_undo")
    table.play(c.legal_actions()[0])
    settle(app, table)
    app.frame(FRAME)
    assert c.can_undo
    assert table.button_enabled("undo") and button(table, "undo").enabled
    click(app, point(button(table, "undo").box))
    settle(app, table)
    app.frame(FRAME)
    assert not button(table, "undo").enabled, "each frame follows the game"


def test_hints_turned_off_are_said(app: App) -> None:
    table = open_table(app, seed=3, speed="instant")
    app.settings.hints = False
    settle(app, table)
    app.frame(FRAME)
    assert not button(table, "hint").enabled
    key(app, pygame.K_h)
    assert table.hud.message == tr("table.hints_off")


def gathering(app: App, table: TableScene, human_next: bool) -> bool:
    """Frames (the human plays his lowest legal card) until a finished trick is being gathered
    (its cards fly to the pile) and the human leads the next one, or not (``human_next``)."""
    c = table.controller
    away = (5, table.layout.height // 2)
    for _ in range(4000):
        if table.animator.waiting:
            click(app, away)  # let it go: the gathering begins
            if c.human_to_act == human_next and not c.deal_over:
                assert not table.animator.idle and not table.animator.waiting
                return True
        elif c.human_to_act and table.animator.idle:
            if c.deal_over:
                return False
            table.play(sorted(c.legal_cards(), key=lambda card: card.code)[0])
        if c.deal_over and table.animator.idle:
            return False
        app.frame(DT)
    return False


def test_a_card_clicked_while_the_trick_is_gathered_is_played_after(app: App) -> None:
    for seed in range(3, 12):
        table = open_table(app, seed, gather="click")
        to_cards(app, table)
        if gathering(app, table, human_next=True):
            break
        app.pop()
    else:
        raise AssertionError("the human never led after a trick")
    c = table.controller
    card = sorted(c.legal_cards(), key=lambda card: card.code)[-1]
    before = len(c.record.deals[-1].actions)
    click(app, card_point(table, card))
    assert len(c.record.deals[-1].actions) == before, "kept until the cards lie still"
    assert table.waiting_play == Play(card)
    frames(app, 60, DT)
    assert c.record.deals[-1].actions[before] == (0, card.code)


def test_a_card_clicked_while_another_seat_leads_says_whose_turn_it_is(app: App) -> None:
    for seed in range(3, 12):
        table = open_table(app, seed, gather="click")
        to_cards(app, table)
        if gathering(app, table, human_next=False):
            break
        app.pop()
    else:
        raise AssertionError("no trick won by another seat")
    c = table.controller
    before = len(c.record.deals[-1].actions)
    click(app, card_point(table, next(iter(c.view(0).hand))))
    assert table.hud.message == tr("table.wait_seat", seat=tr(f"seat.{c.to_act}"))
    assert len(c.record.deals[-1].actions) == before and table.waiting_play is None


def test_a_card_clicked_while_the_last_card_flies_is_played_without_a_click_to_gather(
    app: App,
) -> None:
    """Gathering on a click: the card the human clicked while the trick's last card flew lets
    the trick go and is played."""
    c = None
    for seed in range(3, 12):
        table = open_table(app, seed, gather="click")
        c = table.controller
        to_cards(app, table)
        for _ in range(4000):
            if table.animator.waiting:
                click(app, (5, table.layout.height // 2))
            view = c.trick_view()
            flying = not table.animator.idle and not table.animator.waiting
            if flying and not view.trick and c.human_to_act and not c.deal_over:
                break
            if c.deal_over:
                break
            if c.human_to_act and table.animator.idle:
                table.play(sorted(c.legal_cards(), key=lambda card: card.code)[0])
            app.frame(DT)
        if not c.deal_over and c.human_to_act and not table.animator.idle:
            break
        app.pop()
    else:
        raise AssertionError("the human never led after a trick")
    assert c is not None
    card = sorted(c.legal_cards(), key=lambda card: card.code)[-1]
    before = len(c.record.deals[-1].actions)
    click(app, card_point(table, card))
    assert len(c.record.deals[-1].actions) == before
    frames(app, 150, DT)
    assert c.record.deals[-1].actions[before] == (0, card.code)


def test_a_key_during_an_animation_is_kept_for_the_idle_table(app: App) -> None:
    """Burraco: D pressed while cards still fly before the human's draw draws after."""
    table = open_table(app, seed=372, variant="burraco")
    c = table.controller
    for _ in range(4000):
        if c.human_to_act and not table.animator.idle and c.rummy_view().phase == "draw":
            break
        if c.human_to_act and table.animator.idle:  # draw, then discard
            legal = c.legal_actions()
            discards = [a for a in legal if str(a).startswith("discard")]
            table.play(next((a for a in legal if str(a) == "draw"), (discards or legal)[0]))
        app.frame(DT)
    else:
        raise AssertionError("never an animation before the human's draw")
    before = len(c.record.deals[-1].actions)
    key(app, pygame.K_d)
    assert len(c.record.deals[-1].actions) == before
    frames(app, 150, DT)
    assert c.record.deals[-1].actions[before] == (0, "draw")


def test_the_trick_table_translates_gestures_into_values(app: App) -> None:
    table = open_table(app, seed=3, speed="instant")
    c = table.controller
    to_cards(app, table)
    kind = table.kind
    assert kind.key(pygame.K_a) == IGNORED
    legal = c.legal_cards()
    card = next(iter(legal))
    at = card_point(table, card)
    kind.press(at)
    assert kind.release(at) == Play(card), "a click means the card"
    hand = c.view(0).hand
    illegal = [h for h in hand if h not in legal]
    if illegal:
        start = card_point(table, illegal[0])
        kind.press(start)
        for step in range(1, 5):
            kind.move((start[0], start[1] - step * 40))
        refused = kind.release(point(table.layout.drop))
        assert isinstance(refused, Refused) and refused.cards == (illegal[0],)
        assert c.why_illegal(0, illegal[0]) == refused.reason
    frames(app, 2)  # the refused card slides back
    before = len(c.record.deals[-1].actions)
    drag(app, at, point(table.layout.drop))  # the scene plays what the kind handed it
    assert c.record.deals[-1].actions[before] == (0, card.code)
