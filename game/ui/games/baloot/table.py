"""What Baloot adds to the trick table when ``qayd`` is on: the Qayd button (and key Q),
lit while the human may call one, that opens the form; and, after any Qayd, the verdict."""

from __future__ import annotations

import pygame

from game.baloot.customs import Qayd
from game.baloot.rules import BalootRules
from game.session.controller import Step
from game.ui.games.baloot.form import FORM_ROUTE
from game.ui.games.baloot.verdict import VERDICT_ROUTE
from game.ui.i18n import tr
from game.ui.tables.extras import TableExtras
from game.ui.tables.host import TableHost

QAYD_BUTTON = "qayd"


def qayd_on(table: TableHost) -> bool:
    rules = table.controller.rules
    return isinstance(rules, BalootRules) and rules.qayd


class QaydExtras(TableExtras):
    """The Qayd at a Baloot table (nothing when the option is off)."""

    def shown_buttons(self, table: TableHost) -> tuple[str, ...]:
        return (QAYD_BUTTON,) if qayd_on(table) else ()

    def enabled(self, table: TableHost, key: str) -> bool:
        return key != QAYD_BUTTON or bool(table.controller.objections(0))

    def key(self, table: TableHost, key: int) -> bool:
        if key != pygame.K_q or not qayd_on(table):
            return False
        table.click_button(QAYD_BUTTON)
        return True

    def click(self, table: TableHost, key: str) -> bool:
        if key != QAYD_BUTTON:
            return False
        if not table.controller.objections(0):
            table.hud.say(tr("qayd.none"))
        else:
            table.app.push(table.app.route(FORM_ROUTE, table))
        return True

    def heard(self, table: TableHost, step: Step) -> None:
        """Once a Qayd's bubble has landed, its verdict with the cards laid open."""
        if isinstance(step.action, Qayd):
            app = table.app
            table.animator.add([], then=lambda: app.push(app.route(VERDICT_ROUTE, table)))
