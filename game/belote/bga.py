"""Belote as played on Board Game Arena (``belote_bga``, shared/rules/belote_bga.md)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.belote.lessons import BGA_LESSONS
from game.belote.scoring import (
    CAPOT_BONUS,
    DIX_DE_DER,
    HandScore,
    last_trick_points,
    made_lines,
    score_bga_hand,
)
from game.belote.state import BIDDING, BeloteState, parse_belote_action
from game.core.api import CodeName, DealContext, DealResult, GameDefinition, State
from game.core.cards import Card
from game.core.decks import PIQUET_32
from game.core.options import Option, read_options
from game.core.seats import Direction, team_of


@dataclass(frozen=True, slots=True)
class BgaRules:
    """The table options of ``belote_bga``."""

    direction: Direction = Direction.COUNTERCLOCKWISE
    target: int = 1000
    all_trump_no_trump: bool = False


class BgaState(BeloteState):
    """A ``belote_bga`` deal: bidding starts with the dealer; up to three rounds."""

    rules: BgaRules

    def first_bidder(self) -> int:
        return self.dealer

    def rounds_in_use(self) -> int:
        return 3 if self.rules.all_trump_no_trump else 2

    def hand_score(
        self,
        card_points: tuple[int, int],
        taken: tuple[int, int],
        last_winner: int,
        belote: Sequence[int],
    ) -> tuple[HandScore, int | None]:
        """Score the played hand from what each team took (and the capot team, if any)."""
        made = [card_points[0], card_points[1]]
        made[team_of(last_winner)] += DIX_DE_DER
        capot_team: int | None = None
        for team in (0, 1):
            if taken[team] == 8:
                capot_team = team
                made[team] += CAPOT_BONUS
            made[team] += belote[team]
        score = score_bga_hand(
            team_of(self.declarer),
            (made[0], made[1]),
            (belote[0], belote[1]),
            capot_team,
            int(self.ctx.carry or 0),
        )
        return score, capot_team

    def score_from(
        self,
        card_points: tuple[int, int],
        taken: tuple[int, int],
        last_winner: int,
        belote: Sequence[int],
    ) -> tuple[int, int]:
        return self.hand_score(card_points, taken, last_winner, belote)[0].points

    def score_terms(self) -> Hashable:
        return (type(self), self.rules, team_of(self.declarer), self.ctx.carry)

    def result(self) -> DealResult:
        reserve = int(self.ctx.carry or 0)
        if self.thrown_in:
            return DealResult(points=(0, 0), carry=reserve, thrown_in=True)
        t = self.tricks_taken
        score, capot_team = self.hand_score(
            self.team_card_points(), (t[0] + t[2], t[1] + t[3]), self.last_trick_winner, self.belote
        )
        lines = made_lines(self.team_card_points(), self.last_trick_winner, self.belote, capot_team)
        return DealResult(
            points=score.points,
            carry=score.reserve,
            lines=lines + score.steps,
            contract=self.contract_info(),
            made=score.contract_made,
            card_points=self.team_card_points(),
            details={
                "outcome": score.outcome,
                "made": score.made,
                "contract_team": team_of(self.declarer),
                "card_points": self.team_card_points(),
                "last_trick": last_trick_points(self.last_trick_winner),
                "belote": tuple(self.belote),
                "capot_team": capot_team,
                "reserve_in": reserve,
                "reserve_out": score.reserve,
            },
        )


class BgaDefinition(GameDefinition[BgaRules]):
    name = "belote_bga"
    title = "Belote (Board Game Arena)"
    menu_order = 10
    options = (
        Option.choice("direction", ("counterclockwise", "clockwise")),
        Option.target(1000, offered=(500, 1000, 1500, 2000)),
        Option.flag("all_trump_no_trump", False),
    )
    code_name = CodeName("BGA", 1)
    lessons = BGA_LESSONS
    decision_phases = ("bidding", "play")

    @property
    def presets(self) -> Mapping[str, BgaRules]:
        return PRESETS

    def parse_options(self, raw: Mapping[str, Any]) -> BgaRules:
        values = read_options(raw, self.options, self.name)
        return BgaRules(
            direction=Direction(values["direction"]),
            target=int(values["target"]),
            all_trump_no_trump=bool(values["all_trump_no_trump"]),
        )

    def options_to_json(self, rules: BgaRules) -> dict[str, Any]:
        return {
            "direction": rules.direction.value,
            "target": rules.target,
            "all_trump_no_trump": rules.all_trump_no_trump,
        }

    def deck(self, rules: BgaRules) -> Sequence[Card]:
        return PIQUET_32

    def make_deal(self, rules: BgaRules, deck: Sequence[Card], context: DealContext) -> BgaState:
        return BgaState(rules, deck, context, rules.direction.step)

    def parse_action(self, rules: BgaRules, text: str) -> Any:
        return parse_belote_action(text)

    def next_dealer(self, rules: BgaRules, dealer: int) -> int:
        return rules.direction.next(dealer)

    def initial_carry(self, rules: BgaRules) -> int:
        return 0

    def match_winner(
        self, rules: BgaRules, totals: Sequence[int], results: Sequence[DealResult]
    ) -> int | str | None:
        if max(totals) < rules.target or totals[0] == totals[1]:
            return None
        return 0 if totals[0] > totals[1] else 1

    def decision_phase(self, state: State) -> str:
        assert isinstance(state, BeloteState)
        return "bidding" if state.phase == BIDDING else "play"


PRESETS: Final[Mapping[str, BgaRules]] = {
    "standard": BgaRules(),
    "short": BgaRules(target=500),
    "all-trump / no-trump": BgaRules(all_trump_no_trump=True),
}

DEFINITION: Final = BgaDefinition()

__all__ = ["DEFINITION", "BgaDefinition", "BgaRules", "BgaState"]
