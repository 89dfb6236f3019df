"""The Burraco table's chooser: when a drop means several actions (a wild at either end
of a sequence, two ways to meld the same cards), the decision panel asks which one.

It is the table's ``DecisionPanel`` offering the choices the last drop left,
in short words, under the question they answer, with a button that cancels the drop.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import ActionKind
from game.core.cards import card_at
from game.ui.i18n import card_label, say_action, tr
from game.ui.tables.panel import DecisionPanel, PanelHost

CANCEL = ("cancel",)
WILD_ENDS = {"layoff_low": "low", "layoff_high": "high"}  # a lay-off's wording key: its end


class BurracoChooser(DecisionPanel):
    """The panel of what the last drop may mean (empty: no panel)."""

    def __init__(self, table: PanelHost) -> None:
        super().__init__(table)
        self.choices: list[Any] = []

    def offer(self, choices: list[Any]) -> None:
        """What the last drop may mean: the chooser asks which."""
        self.choices = list(choices)

    def offers(self) -> tuple[str, list[Any]]:
        """The question the choices answer, from their kinds and wordings: where the wild card
        goes (lay-offs at either end), how the cards make a meld (readings of a new meld), or
        which of the drop's meanings."""
        if not self.choices:
            return "", []
        if all(action.wording().key in WILD_ENDS for action in self.choices):
            return tr("burraco.choose_end"), self.choices
        if all(action.action_kind is ActionKind.MELD for action in self.choices):
            return tr("burraco.choose_meld"), self.choices
        return tr("burraco.choose"), self.choices

    def entries(self, decisions: list[Any]) -> list[tuple[str, Any]]:
        """Short words for the chooser: the wild's end, or the cards in the order they lie."""
        entries = []
        for action in decisions:
            end = WILD_ENDS.get(action.wording().key, "")
            if end:
                words = tr(f"burraco.end_{end}")
            elif action.action_kind is ActionKind.MELD:
                words = " ".join(card_label(card_at(card).code) for card in action.cards)
            else:
                words = say_action(action)
            entries.append((words, action))
        return [*entries, (tr("act.cancel"), CANCEL)]

    def choose(self, payload: Any) -> Any | None:
        """The chosen action; cancelling drops the choices."""
        if payload == CANCEL:
            self.choices = []
            return None
        return payload
