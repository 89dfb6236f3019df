"""The Qayd at a Baloot table (issue 37): with ``qayd`` on the human may play a foul (it is
let through, as in Kammelna), a computer seat calls it from what it saw and the verdict lays
the cards open; the human's own Qayd is named in Kammelna's form (foul, trick, card) and
judged the same way.  The Qayd button shows only with the option on."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.baloot.customs import Qayd
from game.baloot.state import BalootState
from game.core.cards import Card
from game.core.replaying import replay_deals
from game.core.seats import team_of
from game.session.controller import TableController
from game.session.zones import DropZone, ZoneKind
from game.ui import i18n
from game.ui.app import App
from game.ui.games.baloot.form import QaydForm
from game.ui.games.baloot.verdict import QaydVerdictOverlay
from game.ui.routes import table_scene
from game.ui.scenes.table import TableScene
from tests.ui.helpers import click, key, settle
from tests.ui.test_screenshots import save

SEATS = ["human", "easy", "easy", "easy"]
TABLE = DropZone(ZoneKind.TABLE)


def open_table(
    app: App, seed: int, options: dict[str, object]
) -> tuple[TableScene, TableController]:
    app.settings.autoplay = False
    app.settings.speed = "instant"
    app.apply_settings()
    c = TableController("baloot", options, SEATS, seed=seed, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    return table, c


def revoke(c: TableController) -> Card | None:
    """A card of the human's hand that does not follow the suit led while he holds it."""
    view = c.trick_view()
    if not c.human_to_act or not view.trick or not c.legal_cards():
        return None
    led = view.trick[0][1].suit
    if not any(card.suit == led for card in view.hand):
        return None
    return next((card for card in view.hand if card.suit != led), None)


def play_on(app: App, table: TableScene, c: TableController, rng: random.Random) -> None:
    """The human's legal action at random (the first call but pass in the bidding)."""
    legal = c.legal_actions()
    cards = [a for a in legal if isinstance(a, Card)]
    table.play(rng.choice(cards) if cards else next(a for a in legal if str(a) != "pass"))


def play_with(
    app: App, seed: int, once: Callable[[TableController], Any]
) -> tuple[TableScene, TableController, bool]:
    """A Qayd table played at random by the human, who plays ``once``'s action the first
    time it gives one; and whether it did."""
    table, c = open_table(app, seed, {"qayd": True})
    rng = random.Random(seed)
    done = False
    for _ in range(200):
        settle(app, table)
        if app.top is not table or c.deal_over:
            break
        action = None if done else once(c)
        if action is not None:
            table.play(action)
            done = True
        else:
            play_on(app, table, c, rng)
    return table, c, done


def let_through(c: TableController) -> Card | None:
    """A revoke of the human's, checked to be let through as a drop on the table."""
    card = revoke(c)
    if card is not None:
        assert card not in c.legal_cards()
        assert c.actions_for_drop(0, [card], TABLE) == [card], "the foul is let through"
    return card


def wrong_sawa(c: TableController) -> Any:
    state = c.state
    assert isinstance(state, BalootState)
    sawa = [a for a in c.announcements() if str(a) == "sawa"]
    return sawa[0] if sawa and state.refutation() is not None else None


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_foul_is_let_through_and_a_computer_seat_calls_it(app: App, language: str) -> None:
    app.settings.language = language
    for seed in range(1, 60):
        _, c, fouled = play_with(app, seed, let_through)
        state = c.state
        assert isinstance(state, BalootState)
        if not fouled or state.qayd is None:
            app.reset_to(app.route("menu"))
            continue
        assert state.qayd.seat != 0 and team_of(state.qayd.seat) == 1
        assert isinstance(app.top, QaydVerdictOverlay), "the verdict shows after a Qayd"
        verdict = state.qayd_verdict()
        assert verdict is not None and verdict.right and verdict.offender == 0
        assert c.match.results[-1].points[0] == 0 < c.match.results[-1].points[1]
        save(app, f"qayd_verdict_{language}")
        key(app, pygame.K_RETURN)
        i18n.set_language("en")
        return
    raise AssertionError("no computer seat called a foul of the human's")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_human_names_a_foul_in_the_form_and_hears_the_verdict(app: App, language: str) -> None:
    app.settings.language = language
    table, c = open_table(app, 7, {"qayd": True})
    rng = random.Random(7)
    for _ in range(200):
        settle(app, table)
        state = c.state
        assert isinstance(state, BalootState)
        if c.human_to_act and state.tricks_played >= 2 and c.objections(0):
            break
        play_on(app, table, c, rng)
    assert "qayd" in [b.key for b in table.buttons]
    key(app, pygame.K_q)
    form = app.top
    assert isinstance(form, QaydForm)
    for row in ("foul:revoke", "trick:", "card:"):
        choice = next(b for b in form.choices if b.key.startswith(row))
        click(app, choice.box.center)
    app.frame(0.05)
    call = form.chosen()
    assert isinstance(call, Qayd) and call.foul == "revoke"
    save(app, f"qayd_form_{language}")
    button = next(b for b in form.buttons if b.key == "call_qayd")
    click(app, button.box.center)
    settle(app, table)
    assert isinstance(app.top, QaydVerdictOverlay)
    state = c.state
    assert isinstance(state, BalootState) and state.qayd is not None
    verdict = state.qayd_verdict()
    assert verdict is not None and not verdict.right, "the computer seats never foul"
    assert c.match.results[-1].points[0] == 0
    app.frame(0.05)
    i18n.set_language("en")


def test_no_qayd_button_with_the_option_off(app: App) -> None:
    table, _ = open_table(app, 3, {})
    assert "qayd" not in [b.key for b in table.buttons]
    key(app, pygame.K_q)
    assert app.top is table


def test_a_qayd_after_the_last_card_books_the_deal_again() -> None:
    c = TableController("baloot", {"qayd": True}, ["human"] * 4, seed=5)
    rng = random.Random(5)
    while not c.deal_over:
        legal = c.legal_actions()
        seat = c.to_act
        if isinstance(legal[0], Card) and rng.random() < 0.3:
            hand = c.view(seat).hand
            c.act(seat, rng.choice(list(hand)))
        else:
            c.act(seat, rng.choice([a for a in legal if str(a) != "pass"] or legal))
    calls = c.objections(1)
    assert calls
    step = c.call_out(1, calls[0])
    assert isinstance(step.action, Qayd)
    state = c.state
    assert isinstance(state, BalootState) and state.qayd is not None
    assert len(c.match.results) == 1, "booked once, again"
    assert c.match.totals == list(c.match.results[-1].points) == list(state.result().points)
    again = TableController("baloot", {"qayd": True}, ["human"] * 4, seed=5)
    for replayed in replay_deals(again.match, c.record.deals):
        assert replayed.end.is_over
    assert again.match.totals == c.match.totals


def test_a_wrong_sawa_of_the_human_is_called_when_an_opponent_can_prove_it(app: App) -> None:
    for seed in range(1, 120):
        table, c, said = play_with(app, seed, wrong_sawa)
        state = c.state
        assert isinstance(state, BalootState)
        if not said or not any(state.sawa_proven):
            app.reset_to(app.route("menu"))
            continue
        settle(app, table)
        assert state.qayd is not None and state.qayd.foul == "sawa"
        assert state.sawa_proven[state.qayd.seat], "called by a seat that could prove it"
        assert isinstance(app.top, QaydVerdictOverlay)
        verdict = state.qayd_verdict()
        assert verdict is not None and verdict.right and verdict.offender == 0
        return
    raise AssertionError("no provably wrong Sawa of the human's")
