"""Baloot at the table: the Qayd of the Saudi customs (``qayd`` on): its button and key Q
(``table``), Kammelna's form that names the foul (``form``) and the verdict laid open once
it is judged, whoever called it (``verdict``)."""

from __future__ import annotations

from game.baloot.definition import DEFINITION
from game.ui.games.baloot.form import FORM_ROUTE, QaydForm
from game.ui.games.baloot.table import QaydExtras
from game.ui.games.baloot.verdict import VERDICT_ROUTE, QaydVerdictOverlay
from game.ui.tables.registry import Presentation

PRESENTATION = Presentation(
    game=DEFINITION.name,
    extras=QaydExtras,
    routes={FORM_ROUTE: QaydForm, VERDICT_ROUTE: QaydVerdictOverlay},
)
