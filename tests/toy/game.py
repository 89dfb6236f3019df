"""Two tricks (``two_tricks``): a toy trick game the test suite registers for itself.

Eight cards (the ace and king of each suit), two to each of four seats in two
partnerships (0 and 2 against 1 and 3).  The seat after the dealer leads; a
player follows suit if he can, the higher card of the led suit wins, and the
winner leads the next trick.  Each trick is worth one point to its team (the
last two with ``last_trick_double``); the first team past the target with more
points than the other wins.  Record action texts are the card codes.

It is built only from the shared core (``TrickPlayState`` and the shared
refusals), as a new rule set would be: the program must show, play, replay and
search it without knowing its name.  It declares its deal codes' name (``TOY-…``)
and the moments its guided game teaches; its one kind of decision is the play.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.core.api import CodeName, DealContext, DealResult, Event, EventKind, GameDefinition
from game.core.cards import ACE, KING, SUIT_MASKS, Card, cards_of
from game.core.errors import ActionTextError
from game.core.moments import TRICK_REFUSALS, LessonMoments
from game.core.options import Option, read_options
from game.core.reasons import DEAL_OVER, NOT_AN_ACTION, NOT_HELD, CardList, Reason, Suit
from game.core.seats import team_of
from game.core.trickplay import TrickPlayState, TrickView
from game.core.tricks import FOLLOW, TrickOrder, build_order

NAME: Final = "two_tricks"
TOY_DECK: Final[tuple[Card, ...]] = tuple(
    Card.of(rank, suit) for suit in range(4) for rank in (KING, ACE)
)
TOY_ORDER: Final[TrickOrder] = build_order("two tricks", ("AK", (0, 0)))


@dataclass(frozen=True, slots=True)
class ToyRules:
    """The table options of ``two_tricks``."""

    target: int = 5
    last_trick_double: bool = False


@dataclass(frozen=True, slots=True)
class ToyView(TrickView):
    """A seat's view of a deal of two tricks: the shared trick view and the team tallies."""

    phase: str  # "play", then "over"
    team_tricks: tuple[int, int]
    last_trick_double: bool


class ToyState(TrickPlayState):
    """One deal of two tricks: the play starts at once (no bidding)."""

    rules: ToyRules

    def __init__(self, rules: ToyRules, deck: Sequence[Card], context: DealContext) -> None:
        super().__init__(context, step=1, hand_count=2)
        self.rules = rules
        self.order = TOY_ORDER
        self.opening: list[Event] = []
        dealt = [0, 0, 0, 0]
        for position, card in enumerate(deck):
            dealt[(context.dealer + 1 + position) % 4] |= card.bit
        for k in range(1, 5):
            seat = (context.dealer + k) % 4
            self.give(seat, dealt[seat], self.opening)
        self.to_act = (context.dealer + 1) % 4

    def match_target(self) -> int:
        return self.rules.target

    def clone(self) -> ToyState:
        other = object.__new__(type(self))
        self._copy_into(other)
        other.rules = self.rules
        other.opening = self.opening
        return other

    # --- the play ----------------------------------------------------------

    def led_suit(self) -> int:
        return self.trick[0] // 13 if self.trick else -1

    def playable(self, seat: int) -> int:
        hand = self.hands[seat]
        led = self.led_suit()
        if led < 0:
            return hand
        return hand & SUIT_MASKS[led] or hand

    def play_facts(self, seat: int, card: int) -> int:
        led = self.led_suit()
        return SUIT_MASKS[led] if led >= 0 and card // 13 != led else 0

    def on_last_trick(self, events: list[Event]) -> None:
        super().on_last_trick(events)
        events.append(Event(EventKind.DEAL_END, values=self.result().points))

    def legal_actions(self) -> list[Any]:
        return [] if self.over else list(cards_of(self.playable(self.to_act)))

    def why_illegal(self, action: Any) -> Reason | None:
        if self.over:
            return DEAL_OVER()
        if not isinstance(action, Card):
            return NOT_AN_ACTION(game="Two tricks", action=repr(action))
        seat = self.to_act
        if not self.hands[seat] & action.bit:
            return NOT_HELD(card=action)
        if self.playable(seat) & action.bit:
            return None
        led = self.led_suit()
        follow = self.hands[seat] & SUIT_MASKS[led]
        return FOLLOW(suit=Suit(led), cards=CardList(tuple(cards_of(follow))))

    def apply(self, action: Any) -> list[Event]:
        return self.play_card(action.index)

    def parse_action(self, text: str) -> Any:
        return parse_toy_action(text)

    # --- scores and information ----------------------------------------------

    def team_tricks(self) -> tuple[int, int]:
        t = self.tricks_taken
        return (t[0] + t[2], t[1] + t[3])

    def result(self) -> DealResult:
        points = list(self.team_tricks())
        if self.rules.last_trick_double and self.last_trick_winner >= 0:
            points[team_of(self.last_trick_winner)] += 1
        return DealResult(points=(points[0], points[1]), details={"tricks": self.team_tricks()})

    def view(self, seat: int) -> ToyView:
        return ToyView(
            **self.base_view(seat),
            phase="over" if self.over else "play",
            team_tricks=self.team_tricks(),
            last_trick_double=self.rules.last_trick_double,
        )

    def determinize(self, seat: int, rng: random.Random) -> ToyState:
        world = super().determinize(seat, rng)
        assert isinstance(world, ToyState)
        world.opening = []  # the true deal's events are no part of a sampled world
        return world


def parse_toy_action(text: str) -> Card:
    """A card code (every action of the game is a card played)."""
    try:
        return Card.parse(text)
    except ValueError:
        raise ActionTextError(f"not a Two tricks action: {text!r}") from None


class ToyDefinition(GameDefinition[ToyRules]):
    name = NAME
    title = "Two tricks (test toy)"
    menu_order = 990
    has_contracts = False
    options = (Option.target(5, offered=(3, 5)), Option.flag("last_trick_double", False))
    code_name = CodeName("TOY", 6)
    lessons = LessonMoments(order=("follow", "scoring"), refusals=TRICK_REFUSALS)

    @property
    def presets(self) -> Mapping[str, ToyRules]:
        return PRESETS

    def parse_options(self, raw: Mapping[str, Any]) -> ToyRules:
        values = read_options(raw, self.options, self.name)
        return ToyRules(
            target=int(values["target"]), last_trick_double=bool(values["last_trick_double"])
        )

    def options_to_json(self, rules: ToyRules) -> dict[str, Any]:
        return {"target": rules.target, "last_trick_double": rules.last_trick_double}

    def deck(self, rules: ToyRules) -> Sequence[Card]:
        return TOY_DECK

    def make_deal(self, rules: ToyRules, deck: Sequence[Card], context: DealContext) -> ToyState:
        return ToyState(rules, deck, context)

    def parse_action(self, rules: ToyRules, text: str) -> Any:
        return parse_toy_action(text)

    def next_dealer(self, rules: ToyRules, dealer: int) -> int:
        return (dealer + 1) % 4

    def match_winner(
        self, rules: ToyRules, totals: Sequence[int], results: Sequence[DealResult]
    ) -> int | str | None:
        if max(totals) < rules.target or totals[0] == totals[1]:
            return None
        return 0 if totals[0] > totals[1] else 1


PRESETS: Final[Mapping[str, ToyRules]] = {
    "standard": ToyRules(),
    "short": ToyRules(target=3),
    "last trick double": ToyRules(last_trick_double=True),
}

DEFINITION: Final = ToyDefinition()
