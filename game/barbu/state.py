"""A deal of Barbu: the contract choice, the doubling, then tricks or the Dominoes layout.

The *declarer* (the dealer; in ``parlett`` the dealer's left) chooses one of the
contracts he has not yet declared (the match carries, per seat, the set of
contracts already declared).  In ``standard`` every player then doubles any
set of the others, clockwise from the dealer's left and ending with the
dealer; the declarer may double only those who doubled him.

Trick contracts use ``TrickPlayState``'s play with Barbu's hooks.  Dominoes is
not a trick game: cards go to a ``Layout`` instead of a trick, a player who
cannot lay a card passes (proving he holds none of the layout's targets, and
in ``standard`` showing his hand, which makes it public), and players who
have laid all their cards drop out of the turn.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final, cast

from game.barbu.actions import (
    BLOCKED_PASS,
    DOMINO,
    KIND_WORDS,
    KINDS,
    PASS,
    TRUMPS,
    WHOM_TO_DOUBLE_BACK,
    BarbuAction,
    Contract,
    Double,
    Pass,
    parse_barbu_action,
)
from game.barbu.dominoes import Layout
from game.barbu.grid import BarbuCarry, ContractGrid, Declaration
from game.barbu.play_rules import (
    HEART_LEAD_KINDS,
    NEGATIVE_ORDERS,
    TRUMP_ORDERS,
    card_list,
    lead_facts,
    lead_legal,
    lead_reason,
    plain_reason,
    trumps_facts,
    trumps_legal,
    trumps_reason,
)
from game.barbu.rules import BarbuRules
from game.barbu.scoring import domino_scores, settle, summary_lines, trick_contract_scores
from game.core.actions import offered
from game.core.api import ContractInfo, DealContext, DealResult, Event, EventKind
from game.core.cards import SUIT_MASKS, Card, cards_of
from game.core.reasons import (
    DEAL_OVER,
    NOT_AN_ACTION,
    NOT_HELD,
    Reason,
    Seats,
    reason_kind,
    term,
)
from game.core.trickplay import CARD_OBJECTS, TrickPlayState, TrickView

CHOOSING = 0
DOUBLING = 1
TRICKS = 2
DOMINOES = 3
OVER = 4
PHASE_NAMES: Final = ("contract", "doubling", "tricks", "dominoes", "over")


@dataclass(frozen=True, slots=True)
class BarbuView(TrickView):
    """A seat's view of a Barbu deal."""

    phase: str
    declarer: int
    contract_text: str  # the record text, "" before the choice
    contract_name: str  # the contract in words ("Trumps (hearts)"), "" before the choice
    declared: tuple[int, ...]  # per seat: bit set of the contracts declared in earlier deals
    grid: ContractGrid  # who declared which contract in which deal, for the table's grid
    doubles: tuple[tuple[int, ...], ...]  # per seat: the seats it doubled
    start_rank: int
    penalty_points: tuple[int, ...]  # penalty cards' points taken so far, per seat


@lru_cache(maxsize=512)
def contract_choices(declared: int, parlett: bool) -> tuple[Contract, ...]:
    """Every contract a declarer who already declared ``declared`` may choose, in fixed order."""
    out: list[Contract] = []
    for position, kind in enumerate(KINDS):
        if declared >> position & 1:
            continue
        if kind == TRUMPS:
            out.extend(Contract(TRUMPS, suit=suit) for suit in range(4))
        elif kind == DOMINO:
            if parlett:
                out.append(Contract(DOMINO))
            else:
                out.extend(Contract(DOMINO, rank=rank) for rank in range(13))
        else:
            out.append(Contract(kind))
    return tuple(out)


def seat_list(mask: int) -> Seats:
    return Seats(tuple(s for s in range(4) if mask >> s & 1))


KIND_TERMS: Final = {kind: term(kind, words) for kind, words in KIND_WORDS.items()}
PASS_IN_DOMINOES: Final = reason_kind(
    "barbu.pass_dominoes", "'pass' is only for a blocked player in Dominoes"
)
PASS_WHILE_ABLE: Final = reason_kind(
    "barbu.pass_able", "may not pass while able to play (holds {cards})"
)
CHOSEN: Final = reason_kind("barbu.chosen", "the contract is already chosen")
DECLARED: Final = reason_kind("barbu.declared", "seat {seat} has already declared {contract}")
PARLETT_START: Final = reason_kind(
    "barbu.parlett_start",
    "in parlett the declarer's first card sets the start rank (write contract:domino)",
)
NAME_START: Final = reason_kind(
    "barbu.name_start", "the declarer must name the start rank (contract:domino:R)"
)
NOT_A_CONTRACT: Final = reason_kind("barbu.not_a_contract", "'{contract}' is not a contract")
NO_DOUBLING: Final = reason_kind("barbu.no_doubling", "there is no doubling in parlett")
NOT_CHOSEN: Final = reason_kind("barbu.not_chosen", "the contract is not chosen yet")
DOUBLING_OVER: Final = reason_kind("barbu.doubling_over", "the doubling is over")
DOUBLE_SELF: Final = reason_kind("barbu.double_self", "a player may not double himself")
DOUBLE_BACK: Final = reason_kind(
    "barbu.double_back",
    "the declarer may double only players who doubled him (doubled by: {seats})",
)
DOUBLING_NOT_OVER: Final = reason_kind("barbu.doubling_not_over", "the doubling is not over")
LAYOUT: Final = reason_kind("layout", "{card} does not fit the layout (cards that fit: {cards})")


class BarbuState(TrickPlayState[BarbuAction]):
    """One deal of Barbu."""

    rules: BarbuRules

    def __init__(self, rules: BarbuRules, deck: Sequence[Card], context: DealContext) -> None:
        super().__init__(context, step=1, hand_count=13)
        self.rules = rules
        self.dealer = context.dealer
        self.declarer = (self.dealer + 1) % 4 if rules.parlett else self.dealer
        self.carry = context.carry if isinstance(context.carry, BarbuCarry) else BarbuCarry()
        self.declared = self.carry.declared
        self.phase = CHOOSING
        self.contract: Contract | None = None
        self.heart_rule = False  # No hearts, No king of hearts: hearts led only from hearts
        self.must_win = False  # Trumps (standard): a void player must win with a trump if able
        self.doubles = [0, 0, 0, 0]  # per seat: bit set of the seats it doubled
        self.doublers = 0  # how many seats have doubled (or said none)
        self.layout: Layout | None = None
        self.out: list[int] = []
        self.twelfth_winner = -1
        self.opening: list[Event] = []
        dealt = [0, 0, 0, 0]
        for position, card in enumerate(deck):
            dealt[(self.dealer + 1 + position) % 4] |= card.bit
        for k in range(1, 5):
            seat = (self.dealer + k) % 4
            self.give(seat, dealt[seat], self.opening)
        self.to_act = self.declarer

    def clone(self) -> BarbuState:
        other = object.__new__(type(self))
        self._copy_into(other)
        other.rules = self.rules
        other.dealer = self.dealer
        other.declarer = self.declarer
        other.carry = self.carry
        other.declared = self.declared
        other.phase = self.phase
        other.contract = self.contract
        other.heart_rule = self.heart_rule
        other.must_win = self.must_win
        other.doubles = self.doubles[:]
        other.doublers = self.doublers
        other.layout = self.layout.copy() if self.layout is not None else None
        other.out = self.out[:]
        other.twelfth_winner = self.twelfth_winner
        other.opening = self.opening
        return other

    # --- actions -----------------------------------------------------------

    def parse_action(self, text: str) -> BarbuAction:
        return parse_barbu_action(text)

    def choices(self) -> tuple[Contract, ...]:
        return contract_choices(self.declared[self.declarer], self.rules.parlett)

    def double_masks(self, seat: int) -> list[int]:
        """The seat sets ``seat`` may double, ``none`` first."""
        if seat == self.declarer:
            allowed = 0
            for other in range(4):
                if self.doubles[other] >> seat & 1:
                    allowed |= 1 << other
        else:
            allowed = 0b1111 & ~(1 << seat)
        return [mask for mask in range(16) if not mask & ~allowed]

    def lay_targets(self, seat: int) -> int:
        assert self.layout is not None
        return self.hands[seat] & self.layout.targets()

    def legal_actions(self) -> list[BarbuAction]:
        phase = self.phase
        if phase == TRICKS:
            return cast("list[BarbuAction]", cards_of(self.playable(self.to_act)))
        if phase == DOMINOES:
            cards = self.lay_targets(self.to_act)
            return cast("list[BarbuAction]", cards_of(cards)) if cards else [PASS]
        if phase == CHOOSING:
            return list(self.choices())
        if phase == DOUBLING:
            doubles = tuple(Double.of_mask(mask) for mask in self.double_masks(self.to_act))
            if self.to_act == self.declarer:  # he may double only those who doubled him
                doubles = offered(doubles, WHOM_TO_DOUBLE_BACK)
            return list[BarbuAction](doubles)
        return []

    def why_illegal(self, action: BarbuAction) -> Reason | None:
        if self.phase == OVER:
            return DEAL_OVER()
        if isinstance(action, Contract):
            return self.contract_reason(action)
        if isinstance(action, Double):
            return self.double_reason(action)
        if isinstance(action, Pass):
            if self.phase != DOMINOES:
                return PASS_IN_DOMINOES()
            cards = self.lay_targets(self.to_act)
            if cards:
                return PASS_WHILE_ABLE(cards=card_list(cards))
            return None
        if isinstance(action, Card):
            return self.card_reason(action)
        return NOT_AN_ACTION(game="Barbu", action=repr(action))

    def contract_reason(self, contract: Contract) -> Reason | None:
        if self.phase != CHOOSING:
            return CHOSEN()
        if contract in self.choices():
            return None
        if self.declared[self.declarer] & contract.bit:
            return DECLARED(seat=Seats((self.declarer,)), contract=KIND_TERMS[contract.kind])
        if contract.kind == DOMINO:
            return PARLETT_START() if self.rules.parlett else NAME_START()
        return NOT_A_CONTRACT(contract=str(contract))

    def double_reason(self, double: Double) -> Reason | None:
        if self.rules.parlett:
            return NO_DOUBLING()
        if self.phase == CHOOSING:
            return NOT_CHOSEN()
        if self.phase != DOUBLING:
            return DOUBLING_OVER()
        seat = self.to_act
        mask = double.mask
        if mask >> seat & 1:
            return DOUBLE_SELF()
        if mask in self.double_masks(seat):
            return None
        allowed = 0
        for other in range(4):
            if self.doubles[other] >> seat & 1:
                allowed |= 1 << other
        return DOUBLE_BACK(seats=seat_list(allowed))

    def card_reason(self, card: Card) -> Reason | None:
        if self.phase == CHOOSING:
            return NOT_CHOSEN()
        if self.phase == DOUBLING:
            return DOUBLING_NOT_OVER()
        seat = self.to_act
        if not self.hands[seat] >> card.index & 1:
            return NOT_HELD(card=card)
        if self.phase == DOMINOES:
            assert self.layout is not None
            targets = self.layout.targets()
            if targets >> card.index & 1:
                return None
            return LAYOUT(card=card, cards=card_list(targets))
        if self.playable(seat) >> card.index & 1:
            return None
        return self.play_reason(seat, card.index)

    def apply(self, action: BarbuAction) -> list[Event]:
        if isinstance(action, Card):
            if self.phase == TRICKS:
                return self.play_card(action.index)
            return self.lay_card(action.index)
        seat = self.to_act
        self.history.append((seat, action))
        if isinstance(action, Pass):
            return self.pass_turn(seat)
        events = [Event(EventKind.BID, seat, text=str(action))]
        if isinstance(action, Contract):
            self.contract = action
            if self.rules.parlett:
                self.start_play()
            else:
                self.phase = DOUBLING
                self.to_act = (self.dealer + 1) % 4
            return events
        self.doubles[seat] = action.mask
        self.doublers += 1
        if self.doublers == 4:
            self.start_play()
        else:
            self.to_act = (seat + 1) % 4
        return events

    def start_play(self) -> None:
        contract = self.contract
        assert contract is not None
        if contract.kind == DOMINO:
            self.phase = DOMINOES
            self.layout = Layout.empty(contract.rank)
        else:
            self.phase = TRICKS
            if contract.kind == TRUMPS:
                self.order = TRUMP_ORDERS[contract.suit]
                self.must_win = not self.rules.parlett
            else:
                self.order = NEGATIVE_ORDERS[contract.kind]
                self.heart_rule = contract.kind in HEART_LEAD_KINDS
        self.to_act = self.declarer

    # --- tricks ------------------------------------------------------------

    def playable(self, seat: int) -> int:
        hand = self.hands[seat]
        if not self.trick:
            return lead_legal(hand, self.heart_rule)
        led = self.trick[0] // 13
        order = self.order
        assert order is not None
        if order.trump:
            return trumps_legal(hand, led, self.win_card, order, self.must_win)
        return hand & SUIT_MASKS[led] or hand

    def play_facts(self, seat: int, card: int) -> int:
        if not self.trick:
            return lead_facts(card, self.heart_rule)
        led = self.trick[0] // 13
        order = self.order
        assert order is not None
        if order.trump:
            return trumps_facts(card, led, self.win_card, order, self.must_win)
        return SUIT_MASKS[led] if card // 13 != led else 0

    def play_reason(self, seat: int, card: int) -> Reason:
        order = self.order
        assert order is not None
        hand = self.hands[seat]
        if not self.trick:
            return lead_reason(hand)
        led = self.trick[0] // 13
        if order.trump:
            return trumps_reason(hand, card, led, self.win_card, order)
        return plain_reason(hand, led)

    def on_last_trick(self, events: list[Event]) -> None:
        self.twelfth_winner = self.leader  # the 13th trick's leader won the 12th
        self.finish(events)

    def finish(self, events: list[Event]) -> None:
        self.phase = OVER
        self.over = True
        self.to_act = -1
        events.append(Event(EventKind.DEAL_END, values=self.result().points))

    # --- dominoes ----------------------------------------------------------

    def next_in_turn(self, seat: int) -> int:
        """The next seat clockwise that still holds cards."""
        seat = (seat + 1) % 4
        while not self.hands[seat]:
            seat = (seat + 1) % 4
        return seat

    def lay_card(self, card: int) -> list[Event]:
        seat = self.to_act
        bit = 1 << card
        layout = self.layout
        assert layout is not None
        self.hands[seat] ^= bit
        self.known[seat] &= ~bit
        self.played |= bit
        self.played_from[seat] |= bit
        layout.lay(card)
        self.history.append((seat, CARD_OBJECTS[card]))
        events = [Event(EventKind.PLAY, seat, (CARD_OBJECTS[card],))]
        if not self.hands[seat]:
            self.out.append(seat)
            events.append(Event(EventKind.ANNOUNCE, seat, text="out"))
            if len(self.out) == 3:
                self.finish(events)
                return events
        self.to_act = self.next_in_turn(seat)
        return events

    def pass_turn(self, seat: int) -> list[Event]:
        assert self.layout is not None
        self.forbidden[seat] |= self.layout.targets()
        shown: tuple[Card, ...] = ()
        if not self.rules.parlett:
            self.known[seat] = self.hands[seat]
            shown = tuple(cards_of(self.hands[seat]))
        self.to_act = self.next_in_turn(seat)
        return [Event(EventKind.BID, seat, shown, "pass", wording=BLOCKED_PASS)]

    # --- scores ------------------------------------------------------------

    def score_tricks(
        self, penalty_points: Sequence[int], tricks: Sequence[int], twelfth: int, thirteenth: int
    ) -> tuple[int, ...]:
        """Deal scores of a trick contract from what each seat took (shared with the playout)."""
        assert self.contract is not None
        scores = trick_contract_scores(
            self.contract.kind, penalty_points, tricks, twelfth, thirteenth
        )
        return settle(scores, self.doubles)

    def places(self) -> list[int]:
        """Dominoes: the seats in the order they went out, the one left holding cards last."""
        return [*self.out, *(s for s in range(4) if s not in self.out)]

    def contract_scores(self) -> list[int]:
        assert self.contract is not None
        if self.contract.kind == DOMINO:
            return domino_scores(self.places())
        return trick_contract_scores(
            self.contract.kind,
            self.card_points,
            self.tricks_taken,
            self.twelfth_winner,
            self.last_trick_winner,
        )

    def carry_after(self, points: Sequence[int]) -> BarbuCarry:
        """The match's declarations with this deal's added (the deal must be over)."""
        assert self.contract is not None
        contract = self.contract
        deal = self.ctx.deal_number + 1
        declaration = Declaration(
            self.declarer, contract.kind, str(contract), deal, points[self.declarer]
        )
        return self.carry.adding(declaration)

    def result(self) -> DealResult:
        assert self.contract is not None
        scores = self.contract_scores()
        points = settle(scores, self.doubles)
        return DealResult(
            points=points,
            carry=self.carry_after(points),
            lines=summary_lines(scores, self.doubles),
            contract=self.contract_info(),
            contract_scores=tuple(scores),
            details={
                "declarer": self.declarer,
                "contract": str(self.contract),
                "contract_scores": tuple(scores),
                "doubles": tuple(Double.of_mask(m).seats for m in self.doubles),
            },
        )

    # --- information -------------------------------------------------------

    def cards_in_play(self) -> list[int]:
        cards = super().cards_in_play()
        if self.layout is not None:
            cards.extend(c.index for c in cards_of(self.layout.cards))
        return cards

    def info_key(self, seat: int) -> Hashable:
        # Hands shown by a pass are public: part of every seat's information.
        return (seat, self.ctx, tuple(self.received[seat]), tuple(self.history), tuple(self.known))

    def view(self, seat: int) -> BarbuView:
        layout = self.layout
        contract = self.contract
        return BarbuView(
            **self.base_view(seat),
            phase=PHASE_NAMES[self.phase],
            declarer=self.declarer,
            contract_text=str(contract) if contract is not None else "",
            contract_name=contract.words if contract is not None else "",
            declared=self.declared,
            grid=ContractGrid.of(
                self.carry,
                self.declarer,
                contract.kind if contract is not None else "",
                self.rules.rounds,
            ),
            doubles=tuple(Double.of_mask(m).seats for m in self.doubles),
            start_rank=layout.start_rank if layout is not None else -1,
            penalty_points=tuple(self.card_points),
        )

    def contract_info(self) -> ContractInfo | None:
        """The declarer's contract (no words yet while he chooses it)."""
        if self.declarer < 0:
            return None
        trump = self.order.trump_suit if self.order is not None else -1
        wording = self.contract.wording() if self.contract is not None else None
        return ContractInfo(self.declarer, wording, trump)

    def laid_rows(self) -> tuple[str, ...]:
        return self.layout.rows() if self.layout is not None else ("", "", "", "")

    def gone_out(self) -> tuple[int, ...]:
        return tuple(self.out)

    def determinize(self, seat: int, rng: random.Random) -> BarbuState:
        world = super().determinize(seat, rng)
        assert isinstance(world, BarbuState)
        return world
