"""Barbu (``barbu``, shared/rules/barbu.md): the 28-deal game of four players each for himself.

The deal passes clockwise; the match carries, per seat, the set of contracts
that seat has declared.  After 28 deals every seat has declared all seven and
the game ends: the highest total wins, equal totals share the win.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from game.barbu.actions import EVERY_KIND, parse_barbu_action
from game.barbu.rules import PARLETT, STANDARD, VARIANTS, BarbuRules
from game.barbu.state import BarbuState
from game.core.api import DealContext, DealResult, GameDefinition
from game.core.cards import Card
from game.core.decks import FULL_52
from game.core.options import Option, read_options


class BarbuDefinition(GameDefinition[BarbuRules]):
    name = "barbu"
    title = "Barbu"
    teams = False
    menu_order = 40
    options = (Option.choice("variant", VARIANTS, STANDARD),)

    @property
    def presets(self) -> Mapping[str, BarbuRules]:
        return PRESETS

    def parse_options(self, raw: Mapping[str, Any]) -> BarbuRules:
        return BarbuRules(str(read_options(raw, self.options, self.name)["variant"]))

    def options_to_json(self, rules: BarbuRules) -> dict[str, Any]:
        return {"variant": rules.variant}

    def deck(self, rules: BarbuRules) -> Sequence[Card]:
        return FULL_52

    def new_deal(self, rules: BarbuRules, deck: Sequence[Card], context: DealContext) -> BarbuState:
        return BarbuState(rules, deck, context)

    def parse_action(self, rules: BarbuRules, text: str) -> Any:
        return parse_barbu_action(text)

    def next_dealer(self, rules: BarbuRules, dealer: int) -> int:
        return (dealer + 1) % 4

    def initial_carry(self, rules: BarbuRules) -> tuple[int, ...]:
        return (0, 0, 0, 0)

    def match_winner(
        self, rules: BarbuRules, totals: Sequence[int], results: Sequence[DealResult]
    ) -> int | str | None:
        if not results or any(declared != EVERY_KIND for declared in results[-1].carry):
            return None
        return list(totals).index(max(totals))

    def shared_winners(self, rules: BarbuRules, totals: Sequence[int]) -> list[int] | None:
        best = max(totals)
        return [seat for seat, total in enumerate(totals) if total == best]


PRESETS: Final[Mapping[str, BarbuRules]] = {
    STANDARD: BarbuRules(STANDARD),
    PARLETT: BarbuRules(PARLETT),
}

DEFINITION: Final = BarbuDefinition()

__all__ = ["DEFINITION", "BarbuDefinition", "BarbuRules", "BarbuState"]
