"""Claiming the rest at the table: on his lead the human is offered "Claim the rest" (Sawa
and Akka in Baloot) in the decision panel, with its key digit; a wrong claim is refused with
the rule's reason naming a card that beats it, a right one plays the rest out at once."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.cards import Card
from game.session.controller import TableController
from game.ui import i18n
from game.ui.app import App
from game.ui.i18n import say_reason, tr
from game.ui.routes import table_scene
from game.ui.scenes.table import TableScene
from tests.ui.helpers import key, settle
from tests.ui.test_screenshots import save

SEATS = ["human", "easy", "easy", "easy"]


def on_lead(
    app: App, seed: int, cards_left: int, game: str = "belote_bga"
) -> tuple[TableScene, TableController] | None:
    """A table (Belote by default) played at random by the human until he leads with at
    most ``cards_left`` cards (None: he never does in this deal)."""
    app.settings.autoplay = False
    app.settings.speed = "instant"
    app.apply_settings()
    c = TableController(game, {}, SEATS, seed=seed, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    rng = random.Random(seed)
    for _ in range(400):
        settle(app, table)
        if c.deal_over:
            break
        view = c.trick_view()
        legal = c.legal_actions()
        cards = [a for a in legal if isinstance(a, Card)]
        if c.human_to_act and cards and not view.trick and len(view.hand) <= cards_left:
            return table, c
        table.play(rng.choice(cards) if cards else next(a for a in legal if str(a) != "pass"))
    app.pop()
    return None


def claim_button(table: TableScene) -> int:
    """The claim's key digit (its place in the panel, from 0)."""
    title, offered = table.panel.offers()
    assert title == tr("table.announce"), title
    return next(i for i, action in enumerate(offered) if str(action) == "claim")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_wrong_claim_is_refused_with_the_card_that_beats_it(app: App, language: str) -> None:
    app.settings.language = language
    for seed in range(1, 40):
        found = on_lead(app, seed, 6)
        if found is None:
            continue
        table, c = found
        claim = next(a for a in c.announcements() if str(a) == "claim")
        reason = c.why_illegal(0, claim)
        if reason is None:
            app.pop()
            continue
        app.frame(0.05)
        place = claim_button(table)
        before = list(c.record.deals[-1].actions)
        key(app, pygame.K_1 + place)
        assert c.record.deals[-1].actions == before, "nothing played"
        said = say_reason(reason)
        assert table.hud.message == said[:1].upper() + said[1:]
        save(app, f"claim_refused_{app.settings.language}")
        i18n.set_language("en")
        return
    raise AssertionError("every claim was right")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_right_claim_plays_the_rest_out(app: App, language: str) -> None:
    app.settings.language = language
    for seed in range(1, 80):
        found = on_lead(app, seed, 2)
        if found is None:
            continue
        table, c = found
        claim = next(a for a in c.announcements() if str(a) == "claim")
        if c.why_illegal(0, claim) is not None:
            app.pop()
            continue
        app.frame(0.05)
        key(app, pygame.K_1 + claim_button(table))
        assert c.deal_over, "the rest is played out at once"
        assert c.record.deals[-1].actions[-1] == (0, "claim")
        assert sum(c.results[-1].card_points) == 152, "every card scored, as if played"
        taken = c.trick_view().tricks_taken
        assert taken[0] + taken[2] >= 2, "our side took the tricks claimed"
        app.frame(0.05)
        save(app, f"claim_accepted_{language}")
        i18n.set_language("en")
        return
    raise AssertionError("no right claim found")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_baloot_offers_sawa_with_four_cards_at_most(app: App, language: str) -> None:
    """Baloot (claims on by default): on his lead with at most 4 cards the human is offered
    Sawa (and Akka in Hokum when it may be said), never a plain claim."""
    app.settings.language = language
    for seed in range(1, 60):
        found = on_lead(app, seed, 4, "baloot")
        if found is None:
            continue
        table, c = found
        said = [str(a) for a in c.announcements()]
        assert "claim" not in said and "sawa" in said, said
        app.frame(0.05)
        assert table.panel.offers()[0] == tr("table.announce")
        save(app, f"panel_baloot_sawa_{language}")
        i18n.set_language("en")
        return
    raise AssertionError("no Baloot lead with four cards")
