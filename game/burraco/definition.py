"""The ``burraco`` rule set: options, deck, dealing rotation and the end of the game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.burraco.actions import (
    DRAW,
    PICKUP,
    BurracoAction,
    Discard,
    Layoff,
    Meld,
    parse_burraco_action,
)
from game.burraco.state import DRAW_PHASE, BurracoState
from game.core.actions import ActionKind
from game.core.api import CodeName, DealContext, DealResult, GameDefinition, State, TableKind
from game.core.cards import Card
from game.core.decks import TWO_DECKS_108
from game.core.moments import LessonMoments
from game.core.options import Option, read_options


@dataclass(frozen=True, slots=True)
class BurracoRules:
    """The table options of ``burraco``."""

    target: int = 2005


class BurracoDefinition(GameDefinition[BurracoRules]):
    name = "burraco"
    title = "Burraco"
    menu_order = 50
    table = TableKind.RUMMY
    has_contracts = False
    options = (Option.target(2005, offered=(1005, 1505, 2005)),)
    code_name = CodeName("BUR", 5)
    lessons = LessonMoments(
        order=("draw", "meld", "pot", "wild", "close", "scoring"),
        # burraco.md: 3 Wild cards, 4 Melds, 6 A turn, 7 The pot, 8 Closing, 10 Scoring
        rules={
            "draw": (6,),
            "meld": (4,),
            "pot": (7,),
            "wild": (3,),
            "close": (8,),
            "scoring": (10,),
        },
    )
    decision_phases = ("draw or pick up", "meld, lay off or discard", "discard")

    @property
    def presets(self) -> Mapping[str, BurracoRules]:
        return PRESETS

    def parse_options(self, raw: Mapping[str, Any]) -> BurracoRules:
        return BurracoRules(target=int(read_options(raw, self.options, self.name)["target"]))

    def options_to_json(self, rules: BurracoRules) -> dict[str, Any]:
        return {"target": rules.target}

    def deck(self, rules: BurracoRules) -> Sequence[Card]:
        return TWO_DECKS_108

    def make_deal(
        self, rules: BurracoRules, deck: Sequence[Card], context: DealContext
    ) -> BurracoState:
        return BurracoState(rules, deck, context)

    def parse_action(self, rules: BurracoRules, text: str) -> BurracoAction:
        return parse_burraco_action(text)

    def gesture_action(
        self, rules: BurracoRules, kind: ActionKind, cards: tuple[Card, ...], meld: int = 0
    ) -> BurracoAction | None:
        indices = tuple(card.index for card in cards)
        if kind is ActionKind.DRAW and not cards:
            return DRAW
        if kind is ActionKind.PICKUP and not cards:
            return PICKUP
        if kind is ActionKind.DISCARD and len(cards) == 1:
            return Discard(indices[0])
        if kind is ActionKind.MELD and cards:
            return Meld(indices)
        if kind is ActionKind.LAY_OFF and cards and meld > 0:
            return Layoff(meld, tuple(sorted(indices)))
        return None

    def next_dealer(self, rules: BurracoRules, dealer: int) -> int:
        return (dealer + 1) % 4

    def match_winner(
        self, rules: BurracoRules, totals: Sequence[int], results: Sequence[DealResult]
    ) -> int | str | None:
        if max(totals) < rules.target:
            return None
        if totals[0] == totals[1]:
            return "draw"
        return 0 if totals[0] > totals[1] else 1

    def decision_phase(self, state: State) -> str:
        """A turn's first decision, then whether it may still meld or lay off."""
        assert isinstance(state, BurracoState)
        if state.phase == DRAW_PHASE:
            return "draw or pick up"
        melds = any(isinstance(a, Meld | Layoff) for a in state.legal_actions())
        return "meld, lay off or discard" if melds else "discard"


PRESETS: Final[Mapping[str, BurracoRules]] = {
    "standard": BurracoRules(),
    "short": BurracoRules(target=1005),
}

DEFINITION: Final = BurracoDefinition()

__all__ = ["DEFINITION", "BurracoDefinition", "BurracoRules"]
