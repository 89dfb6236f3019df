""" "Why did they play that?": a click on a card of the trick (or of the last trick) opens
the advisor's view of that decision, asked for the seat that played it, from the state
just before it (the service then samples the hidden cards from that seat's view)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.cards import Card
from game.session.controller import TableController
from game.ui import i18n
from game.ui.app import App
from game.ui.routes import table_scene
from game.ui.scenes.table import TableScene
from game.ui.scenes.why import WhyOverlay
from tests.ui.helpers import click, key, settle
from tests.ui.test_screenshots import save

SEATS = ["human", "easy", "easy", "easy"]


class Recorder:
    """The decision service, remembering what each "advise" was asked."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.asked: list[tuple[Any, int]] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def advise(self, state: Any, seat: int, seed: int) -> int:
        self.asked.append((state, seat))
        return int(self.inner.advise(state, seat, seed))


def open_game(app: App) -> tuple[TableScene, Recorder]:
    app.settings.autoplay = False
    app.settings.speed = "instant"
    app.apply_settings()
    recorder = Recorder(app.decider)
    c = TableController("belote_bga", {}, SEATS, seed=11, decider=recorder)
    table = table_scene(app, c)
    app.push(table)
    return table, recorder


def to_a_trick_with_other_cards(app: App, table: TableScene) -> None:
    c = table.controller
    for _ in range(200):
        settle(app, table)
        view = c.trick_view()
        if c.human_to_act and any(seat != 0 for seat, _ in view.trick):
            return
        legal = c.legal_actions()
        table.play(next((a for a in legal if str(a) != "pass"), legal[0]))
    raise AssertionError("no trick with another seat's card")


def centre_of(table: TableScene, card: Card) -> tuple[int, int]:
    sprite = table.by_key[card.code]
    return sprite.placed.center


def wait_for_advice(app: App, overlay: WhyOverlay) -> None:
    for _ in range(100):
        app.frame(0.05)
        if overlay.advice is not None:
            return
    raise AssertionError("no answer")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_click_on_a_card_of_the_trick_asks_its_seat_why(app: App, language: str) -> None:
    app.settings.language = language
    table, recorder = open_game(app)
    to_a_trick_with_other_cards(app, table)
    c = table.controller
    seat, card = next((s, k) for s, k in c.trick_view().trick if s != 0)
    index = c.card_played_at(card)
    assert index is not None
    before = c.moment_before(index)
    click(app, centre_of(table, card))
    overlay = app.top
    assert isinstance(overlay, WhyOverlay)
    assert overlay.seat == seat and overlay.played == card
    state, asked_seat = recorder.asked[-1]
    assert asked_seat == seat
    assert state.to_act == seat and state.view(seat).hand == before.state.view(seat).hand
    assert card in state.legal_actions(), "the state is the one before the card was played"
    wait_for_advice(app, overlay)
    words = [row[0] for row in overlay.rows()]
    assert any(row[3] for row in overlay.rows()), "the card played is marked"
    assert words, "the options are shown"
    save(app, f"why_played_{app.settings.language}")
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    assert c.trick_view().trick, "asking changed nothing at the table"
    i18n.set_language("en")


def test_the_last_trick_answers_too(app: App) -> None:
    table, _ = open_game(app)
    c = table.controller
    for _ in range(200):
        settle(app, table)
        if c.trick_view().last_trick and c.human_to_act:
            break
        legal = c.legal_actions()
        table.play(next((a for a in legal if str(a) != "pass"), legal[0]))
    key(app, pygame.K_l)
    last = app.top
    places = last.card_places(last.box)  # type: ignore[attr-defined]
    card, rect = places[1]
    click(app, rect.center)
    overlay = app.top
    assert isinstance(overlay, WhyOverlay) and overlay.played == card


def test_a_line_of_the_log_asks_why_that_was_done(app: App) -> None:
    table, recorder = open_game(app)
    to_a_trick_with_other_cards(app, table)
    c = table.controller
    hud = table.hud
    drawn, shown = hud.log_place()
    assert shown, "the log is drawn"
    moments = list(hud.log_moments)[-len(shown) :]
    size = round(table.layout.font * 0.8)
    y = drawn.y + size * 0.5 + shown[0].height / 2  # the first line shown
    click(app, (round(drawn.x + drawn.w / 2), round(y)))
    overlay = app.top
    assert isinstance(overlay, WhyOverlay)
    seat, text = c.record.deals[-1].actions[moments[0]]
    assert overlay.seat == seat and str(overlay.played) == text
    assert recorder.asked[-1][1] == seat
