"""Classic Belote with declarations (``belote_classic``, shared/rules/belote_classic.md).

The deal of ``belote_bga`` played counterclockwise from the dealer's right in
two bidding rounds, plus declarations: each player's best combinations are
settled from his dealt hand; the team holding the best single one scores all
of its own and shows them during the first trick (here: as the first trick is
gathered), after which every sampled world must agree with what was shown.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, Final

from game.belote.lessons import CLASSIC_LESSONS
from game.belote.scoring import (
    CAPOT_BONUS,
    DIX_DE_DER,
    HandScore,
    last_trick_points,
    made_lines,
    score_classic_hand,
)
from game.belote.state import BIDDING, BeloteState, BeloteView, parse_belote_action
from game.core.api import CodeName, DealContext, DealResult, Event, EventKind, GameDefinition, State
from game.core.cards import ACE, JACK, KING, NINE, QUEEN, TEN, Card, cards_of
from game.core.decks import PIQUET_32
from game.core.declarations import (
    NOTHING_DECLARED,
    Declaration,
    DeclarationTable,
    Settlement,
    settle,
)
from game.core.options import Option, read_options
from game.core.seats import Direction, team_of
from game.core.shown_combinations import ShownCombinations, settle_world, shown_test

COUNTERCLOCKWISE: Final = Direction.COUNTERCLOCKWISE

FOUR_ORDER: Final = {QUEEN: 0, KING: 1, TEN: 2, ACE: 3, NINE: 4, JACK: 5}
"""Fours of a kind of equal points rank A, T, K, Q (J and 9 have points of their own)."""


def classic_strength(declaration: Declaration, trump: int) -> tuple[int, ...]:
    """More points; a four of a kind over a sequence; A T K Q; higher top; a trump sequence."""
    if declaration.is_four:
        return (declaration.points, 1, FOUR_ORDER[declaration.top], 0)
    return (declaration.points, 0, declaration.top, int(declaration.suit == trump))


def _four_points() -> tuple[int, ...]:
    points = [0] * 13
    points[JACK] = 200
    points[NINE] = 150
    for rank in (ACE, TEN, KING, QUEEN):
        points[rank] = 100
    return tuple(points)


CLASSIC_TABLE: Final = DeclarationTable(
    four_points=_four_points(),
    run_points=(0, 0, 0, 20, 50, 100, 100, 100, 100),
    strength=classic_strength,
)


@dataclass(frozen=True, slots=True)
class ClassicRules:
    """The table options of ``belote_classic``."""

    target: int = 1000
    declarations: bool = True


@dataclass(frozen=True, slots=True)
class ClassicView(BeloteView):
    """A seat's view of a classic deal, with the declarations shown to the table."""

    declarations: tuple[tuple[int, str], ...]  # (seat, words) of the scoring team, once shown


class ClassicState(BeloteState):
    """A ``belote_classic`` deal: counterclockwise, two bidding rounds, declarations."""

    rules: ClassicRules

    def __init__(self, rules: ClassicRules, deck: Sequence[Card], context: DealContext) -> None:
        self.settlement: Settlement = NOTHING_DECLARED
        self.shown = False
        super().__init__(rules, deck, context, COUNTERCLOCKWISE.step)

    def clone(self) -> ClassicState:
        other = super().clone()
        assert isinstance(other, ClassicState)
        other.settlement = self.settlement
        other.shown = self.shown
        return other

    # --- declarations --------------------------------------------------------

    def full_hands(self) -> list[int]:
        return [self.hands[s] | self.played_from[s] for s in range(4)]

    def resettle(self, full_hands: Sequence[int]) -> Settlement:
        if not self.rules.declarations or self.order is None:
            return NOTHING_DECLARED
        first = self.order_from(self.after(self.dealer))
        return settle(full_hands, first, CLASSIC_TABLE, self.order.trump_suit)

    def start_play(self, seat: int, bid: Any, events: list[Event]) -> None:
        super().start_play(seat, bid, events)
        self.settlement = self.resettle(self.full_hands())

    def play_card(self, card: int) -> list[Event]:
        events = super().play_card(card)
        if not self.shown and self.tricks_played >= 1:
            self.shown = True
            self.show_declarations(events)
        return events

    def show_declarations(self, events: list[Event]) -> None:
        for seat in self.order_from(self.after(self.dealer)):
            for declaration in self.settlement.scoring(seat):
                self.known[seat] |= declaration.cards & self.hands[seat]
                events.append(
                    Event(
                        EventKind.ANNOUNCE,
                        seat,
                        tuple(cards_of(declaration.cards)),
                        declaration.words,
                        (declaration.points,),
                        declaration.wording(),
                    )
                )

    def declaration_points(self) -> tuple[int, int]:
        return self.settlement.team_points(0), self.settlement.team_points(1)

    # --- scoring -------------------------------------------------------------

    def hand_score(
        self,
        card_points: tuple[int, int],
        taken: tuple[int, int],
        last_winner: int,
        belote: Sequence[int],
    ) -> HandScore:
        declared = self.declaration_points()
        made = [card_points[0] + declared[0] + belote[0], card_points[1] + declared[1] + belote[1]]
        made[team_of(last_winner)] += DIX_DE_DER
        for team in (0, 1):
            if taken[team] == 8:
                made[team] += CAPOT_BONUS
        return score_classic_hand(
            team_of(self.declarer),
            (made[0], made[1]),
            taken,
            declared,
            (belote[0], belote[1]),
            int(self.ctx.carry or 0),
        )

    def score_from(
        self,
        card_points: tuple[int, int],
        taken: tuple[int, int],
        last_winner: int,
        belote: Sequence[int],
    ) -> tuple[int, int]:
        return self.hand_score(card_points, taken, last_winner, belote).points

    def score_terms(self) -> Hashable:
        return (
            type(self),
            self.rules,
            team_of(self.declarer),
            self.ctx.carry,
            self.declaration_points(),
        )

    def result(self) -> DealResult:
        reserve = int(self.ctx.carry or 0)
        if self.thrown_in:
            return DealResult(points=(0, 0), carry=reserve, thrown_in=True)
        t = self.tricks_taken
        taken = (t[0] + t[2], t[1] + t[3])
        score = self.hand_score(self.team_card_points(), taken, self.last_trick_winner, self.belote)
        capot_team = next((team for team in (0, 1) if taken[team] == 8), None)
        lines = made_lines(
            self.team_card_points(),
            self.last_trick_winner,
            self.belote,
            capot_team,
            self.declaration_points(),
            tuple(seat for seat in range(4) if self.settlement.scoring(seat)),
        )
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
                "declarations": self.declaration_points(),
                "declaring_team": self.settlement.team,
                "belote": tuple(self.belote),
                "capot_team": capot_team,
                "reserve_in": reserve,
                "reserve_out": score.reserve,
            },
        )

    # --- information ---------------------------------------------------------

    def public_declarations(self) -> tuple[tuple[int, str], ...]:
        if not self.shown:
            return ()
        return tuple(
            (seat, d.words)
            for seat in self.order_from(self.after(self.dealer))
            for d in self.settlement.scoring(seat)
        )

    def view(self, seat: int) -> ClassicView:
        base = super().view(seat)
        values = {f.name: getattr(base, f.name) for f in fields(base)}
        return ClassicView(**values, declarations=self.public_declarations())

    def info_key(self, seat: int) -> Hashable:
        return (super().info_key(seat), self.public_declarations())

    def hands_test(self, seat: int) -> ShownCombinations | None:
        if not self.rules.declarations:
            return None
        return shown_test(self, seat, self.order_from(self.after(self.dealer)), CLASSIC_TABLE)

    def determinize(self, seat: int, rng: random.Random) -> ClassicState:
        world = super().determinize(seat, rng)
        assert isinstance(world, ClassicState)
        settle_world(self, world, seat)
        return world


class ClassicDefinition(GameDefinition[ClassicRules]):
    name = "belote_classic"
    title = "Belote (classic, with declarations)"
    menu_order = 20
    options = (Option.target(1000, offered=(501, 1000)), Option.flag("declarations", True))
    code_name = CodeName("BEL", 2)
    lessons = CLASSIC_LESSONS
    decision_phases = ("bidding", "first trick", "play, declarations shown")

    @property
    def presets(self) -> Mapping[str, ClassicRules]:
        return PRESETS

    def parse_options(self, raw: Mapping[str, Any]) -> ClassicRules:
        values = read_options(raw, self.options, self.name)
        return ClassicRules(target=int(values["target"]), declarations=bool(values["declarations"]))

    def options_to_json(self, rules: ClassicRules) -> dict[str, Any]:
        return {"target": rules.target, "declarations": rules.declarations}

    def deck(self, rules: ClassicRules) -> Sequence[Card]:
        return PIQUET_32

    def make_deal(
        self, rules: ClassicRules, deck: Sequence[Card], context: DealContext
    ) -> ClassicState:
        return ClassicState(rules, deck, context)

    def parse_action(self, rules: ClassicRules, text: str) -> Any:
        return parse_belote_action(text)

    def next_dealer(self, rules: ClassicRules, dealer: int) -> int:
        return COUNTERCLOCKWISE.next(dealer)

    def initial_carry(self, rules: ClassicRules) -> int:
        return 0

    def match_winner(
        self, rules: ClassicRules, totals: Sequence[int], results: Sequence[DealResult]
    ) -> int | str | None:
        if max(totals) < rules.target:
            return None
        if totals[0] == totals[1]:
            return "draw"
        return 0 if totals[0] > totals[1] else 1

    def decision_phase(self, state: State) -> str:
        """The card play is split at the showing of the declarations, after which every
        sampled world must agree with them."""
        assert isinstance(state, ClassicState)
        if state.phase == BIDDING:
            return "bidding"
        return "play, declarations shown" if state.shown else "first trick"


PRESETS: Final[Mapping[str, ClassicRules]] = {
    "standard": ClassicRules(),
    "short": ClassicRules(target=501),
    "without declarations": ClassicRules(declarations=False),
}

DEFINITION: Final = ClassicDefinition()

__all__ = ["CLASSIC_TABLE", "DEFINITION", "ClassicDefinition", "ClassicRules", "ClassicState"]
