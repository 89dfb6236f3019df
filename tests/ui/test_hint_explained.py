"""H explains its hint: the best options with their expected points, the contract's chance and
a sentence in the player's language; Enter still plays the hinted card."""

from __future__ import annotations

import pygame
import pytest

from game.core.cards import Card
from game.session.storage import LANGUAGES
from game.ui.app import App
from game.ui.explain_words import say_explanation
from game.ui.hint_view import advice_box
from game.ui.i18n import tr
from tests.ui.helpers import FRAME, key, settle
from tests.ui.test_card_looks import open_table, play_until
from tests.ui.test_screenshots import save


@pytest.mark.parametrize("language", LANGUAGES)
def test_h_explains_and_enter_plays_the_hint(app: App, language: str) -> None:
    table = open_table(app, "belote_bga", 3, language)
    c = table.controller
    play_until(table, app, lambda: isinstance(c.legal_actions()[0], Card) and c.state.trick)
    while len(c.legal_actions()) < 2 and not c.deal_over:
        table.play(c.legal_actions()[0])
        settle(app, table)
    key(app, pygame.K_h)
    assert c.hint.pending
    settle(app, table)
    advice = c.hint.advice
    assert advice is not None and not c.hint.pending
    assert 1 <= len(advice.options) <= 3
    assert c.hint.action == advice.best and str(advice.best) == advice.options[0].action
    sentence = say_explanation(advice.explanation)
    assert sentence and sentence != f"explain.{advice.explanation.kind}"
    assert advice.contract_chance is not None  # Belote's play has a contract to make
    assert 0.0 <= advice.contract_chance <= 1.0
    assert tr("hint.chance_ours", percent=1) != "hint.chance_ours"
    box = advice_box(table.layout)
    if language == "ar":  # left of the trick, under the contract: the scores are on the right
        assert box.right <= table.layout.drop.x and box.bottom <= table.layout.labels[1].y
    else:
        assert box.x >= table.layout.drop.right and box.bottom <= table.layout.labels[3].y
    app.frame(FRAME)
    save(app, f"hint_explained_{language}")
    played = len(c.record.deals[-1].actions)
    key(app, pygame.K_RETURN)
    assert len(c.record.deals[-1].actions) == played + 1
    assert c.record.deals[-1].actions[-1] == (0, str(advice.best))
    assert c.hint.advice is None


def test_a_close_call_of_equal_options_is_said_as_equal() -> None:
    """Two options worth exactly the same in every world are 'equal'; an unsure lead is a
    close call."""
    from types import SimpleNamespace

    from game.ui.hint_view import close_key

    equal = SimpleNamespace(lead=SimpleNamespace(action="7H", value=0.0, low=0.0, high=0.0))
    unsure = SimpleNamespace(lead=SimpleNamespace(action="7H", value=1.5, low=-2.0, high=5.0))
    assert close_key(equal) == "hint.equal"
    assert close_key(unsure) == "hint.close_call"
    assert close_key(SimpleNamespace(lead=None)) == "hint.close_call"
