"""Barbu (``barbu``, shared/rules/barbu.md): four players each for himself, 28 deals.

The deal passes clockwise; the match carries every declaration (who declared which
contract in which deal, ``game.barbu.grid``).  After 28 deals every seat has declared
all seven contracts and the game ends: the highest total wins, equal totals share the
win.  The ``rounds`` option (the program's own; the spec is silent on a shorter game)
ends it after fewer rounds of four deals: each seat then declares that many contracts,
still choosing among those he has not declared.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from game.barbu.actions import parse_barbu_action
from game.barbu.grid import BarbuCarry
from game.barbu.rules import FULL_GAME, PARLETT, ROUNDS, STANDARD, VARIANTS, BarbuRules
from game.barbu.state import PHASE_NAMES, BarbuState
from game.core.api import CodeName, DealContext, DealResult, GameDefinition, State
from game.core.cards import Card
from game.core.decks import FULL_52
from game.core.moments import TRICK_REFUSALS, LessonMoments
from game.core.options import Option, read_options

LESSONS: Final = LessonMoments(
    order=(
        "choose_contract",
        "double",
        "follow",
        "trump",
        "overtrump",
        "heart_lead",
        "contract:no-tricks",
        "contract:no-queens",
        "contract:no-last-two",
        "contract:no-hearts",
        "contract:no-king-of-hearts",
        "contract:trumps",
        "contract:domino",
        "scoring",
    ),
    refusals={
        **TRICK_REFUSALS,
        "win_trump": "trump",
        "beat_trump": "overtrump",
        "heart_lead": "heart_lead",
        "layout": "contract:domino",
    },
    decisions={"double": "double"},
    raised=frozenset({"double"}),
    quiet=frozenset({"double:none"}),
    rules={  # barbu.md: 3 The contracts (and their play), 4 Doubling, 5 Scoring a deal
        "choose_contract": (3,),
        "double": (4,),
        "follow": (3,),
        "trump": (3,),
        "overtrump": (3,),
        "heart_lead": (3,),
        "contract:no-tricks": (3,),
        "contract:no-queens": (3,),
        "contract:no-last-two": (3,),
        "contract:no-hearts": (3,),
        "contract:no-king-of-hearts": (3,),
        "contract:trumps": (3,),
        "contract:domino": (3,),
        "scoring": (5,),
    },
)
"""The moments Barbu's guided game teaches: the contract choice, the doubles, the play's
duties and each contract the first time it is played."""


class BarbuDefinition(GameDefinition[BarbuRules]):
    name = "barbu"
    title = "Barbu"
    teams = False
    menu_order = 40
    options = (Option.choice("variant", VARIANTS, STANDARD), Option("rounds", FULL_GAME, ROUNDS))
    code_name = CodeName("BAR", 4)
    lessons = LESSONS
    decision_phases = PHASE_NAMES[:-1]

    @property
    def presets(self) -> Mapping[str, BarbuRules]:
        return PRESETS

    def parse_options(self, raw: Mapping[str, Any]) -> BarbuRules:
        values = read_options(raw, self.options, self.name)
        rounds = values["rounds"]
        assert isinstance(rounds, int)
        return BarbuRules(str(values["variant"]), rounds)

    def options_to_json(self, rules: BarbuRules) -> dict[str, Any]:
        return {"variant": rules.variant, "rounds": rules.rounds}

    def deck(self, rules: BarbuRules) -> Sequence[Card]:
        return FULL_52

    def make_deal(
        self, rules: BarbuRules, deck: Sequence[Card], context: DealContext
    ) -> BarbuState:
        return BarbuState(rules, deck, context)

    def parse_action(self, rules: BarbuRules, text: str) -> Any:
        return parse_barbu_action(text)

    def next_dealer(self, rules: BarbuRules, dealer: int) -> int:
        return (dealer + 1) % 4

    def initial_carry(self, rules: BarbuRules) -> BarbuCarry:
        return BarbuCarry()

    def match_winner(
        self, rules: BarbuRules, totals: Sequence[int], results: Sequence[DealResult]
    ) -> int | str | None:
        if not results:
            return None
        carry = results[-1].carry
        assert isinstance(carry, BarbuCarry)
        if any(carry.count(seat) < rules.rounds for seat in range(4)):
            return None
        return list(totals).index(max(totals))

    def shared_winners(self, rules: BarbuRules, totals: Sequence[int]) -> list[int] | None:
        best = max(totals)
        return [seat for seat, total in enumerate(totals) if total == best]

    def decision_phase(self, state: State) -> str:
        assert isinstance(state, BarbuState)
        return PHASE_NAMES[state.phase]


PRESETS: Final[Mapping[str, BarbuRules]] = {
    STANDARD: BarbuRules(STANDARD),
    PARLETT: BarbuRules(PARLETT),
}

DEFINITION: Final = BarbuDefinition()

__all__ = ["DEFINITION", "BarbuDefinition", "BarbuRules", "BarbuState"]
