"""Baloot's options, presets and the end of the game (baloot.md, "Options", "End of the game")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from game.baloot.rules import CUSTOM_OPTIONS, SCORING_KAMMELNA, SCORINGS, BalootRules
from game.baloot.state import PHASE_NAMES, PLAY, BalootState, parse_baloot_action
from game.core.api import CodeName, DealContext, DealResult, GameDefinition, State
from game.core.cards import Card
from game.core.decks import PIQUET_32
from game.core.moments import TRICK_REFUSALS, LessonMoments
from game.core.options import Option, read_options
from game.core.seats import Direction

COUNTERCLOCKWISE: Final = Direction.COUNTERCLOCKWISE


BOOL_OPTIONS: Final = ("ashkal_on_ace", "french_play", "compare_with_projects", "predeal_choice")

LESSONS: Final = LessonMoments(
    order=(
        "predeal",
        "bidding",
        "ashkal",
        "double",
        "gahwa",
        "declaration",
        "baloot",
        "follow",
        "trump",
        "overtrump",
        "locked",
        "akka",
        "sawa",
        "scoring",
    ),
    refusals={**TRICK_REFUSALS, "locked": "locked"},
    announcements={"baloot": "baloot"},
    decisions={
        "cut": "predeal",
        "flip": "predeal",
        "give3": "predeal",
        "hokum": "bidding",
        "sun": "bidding",
        "ashkal": "ashkal",
        "double": "double",
        "triple": "gahwa",
        "four": "gahwa",
        "gahwa": "gahwa",
        "akka": "akka",
        "sawa": "sawa",
    },
    raised=frozenset({"ashkal", "double", "gahwa", "akka", "sawa"}),
    rules={  # baloot.md: 3 Before the deal, 5 Bidding, 6 Doubling, 7 Projects, 8 Play, 9 Scoring
        "predeal": (3,),
        "bidding": (5,),
        "ashkal": (5,),
        "double": (6,),
        "gahwa": (6,),
        "declaration": (7,),
        "baloot": (7,),
        "follow": (8,),
        "trump": (8,),
        "overtrump": (8,),
        "locked": (6, 8),
        "akka": (15,),
        "sawa": (14,),
        "scoring": (9,),
    },
)
"""The moments Baloot's guided game teaches: the pre-deal choice, the calls, the doubling
ladder (each step from the triple on is Gahwa's lesson), the projects and the play."""


class BalootDefinition(GameDefinition[BalootRules]):
    name = "baloot"
    title = "Baloot (Saudi Belote)"
    menu_order = 30
    code_name = CodeName("BAL", 3, grown=1)  # the customs' options came first (issue 37)
    lessons = LESSONS
    decision_phases = ("pre-deal", "bidding", "doubling", "first trick", "play, declarations shown")
    # The customs' options come first: at their defaults a deal code's number is unchanged
    # (older codes still read, ``CodeName.grown``); the setup offers them after the others.
    options = (
        *(Option.flag(name, getattr(BalootRules(), name), later=True) for name in CUSTOM_OPTIONS),
        *(Option.flag(name, getattr(BalootRules(), name)) for name in BOOL_OPTIONS),
        Option.target(BalootRules().target, offered=(BalootRules().target,)),
        Option.choice("scoring", SCORINGS),
    )

    @property
    def presets(self) -> Mapping[str, BalootRules]:
        return PRESETS

    def parse_options(self, raw: Mapping[str, Any]) -> BalootRules:
        values = read_options(raw, self.options, self.name)
        flags = {name: bool(values[name]) for name in (*CUSTOM_OPTIONS, *BOOL_OPTIONS)}
        return BalootRules(**flags, target=int(values["target"]), scoring=str(values["scoring"]))

    def options_to_json(self, rules: BalootRules) -> dict[str, Any]:
        out: dict[str, Any] = {name: getattr(rules, name) for name in CUSTOM_OPTIONS}
        out.update({name: getattr(rules, name) for name in BOOL_OPTIONS})
        out["target"] = rules.target
        out["scoring"] = rules.scoring
        return out

    def deck(self, rules: BalootRules) -> Sequence[Card]:
        return PIQUET_32

    def make_deal(
        self, rules: BalootRules, deck: Sequence[Card], context: DealContext
    ) -> BalootState:
        return BalootState(rules, deck, context)

    def parse_action(self, rules: BalootRules, text: str) -> Any:
        return parse_baloot_action(text)

    def next_dealer(self, rules: BalootRules, dealer: int) -> int:
        return COUNTERCLOCKWISE.next(dealer)

    def match_winner(
        self, rules: BalootRules, totals: Sequence[int], results: Sequence[DealResult]
    ) -> int | str | None:
        if max(totals) < rules.target or totals[0] == totals[1]:
            return None
        return 0 if totals[0] > totals[1] else 1

    def decision_phase(self, state: State) -> str:
        """The card play is split at the showing of the projects, after which every sampled
        world must agree with them."""
        assert isinstance(state, BalootState)
        if state.phase != PLAY:
            return PHASE_NAMES[state.phase]
        return "play, declarations shown" if state.shown else "first trick"


KAMMELNA_RULES: Final = BalootRules(
    scoring=SCORING_KAMMELNA,
    claims=True,
    qayd=True,
    lock_follows_raise=True,
    ace_hokum_sun=True,
    kawesh_same_dealer=True,
    sun_double_regulation=True,
    partner_winning_free=True,
)
"""The Kammelna preset (baloot_customs.md, §1): every custom on, with Kammelna's scoring."""

PRESETS: Final[Mapping[str, BalootRules]] = {
    "standard": BalootRules(),
    "French play": BalootRules(french_play=True),
    "no pre-deal choice": BalootRules(predeal_choice=False),
    "Kammelna scoring": BalootRules(scoring=SCORING_KAMMELNA),
    "Kammelna rules": KAMMELNA_RULES,
}

DEFINITION: Final = BalootDefinition()

__all__ = ["DEFINITION", "KAMMELNA_RULES", "BalootDefinition", "BalootRules"]
