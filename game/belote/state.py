"""A deal of Belote: dealing, the bidding rounds, the play and belote–rebelote.

*Belote–rebelote*: a player holding the king and queen of trump says "Belote"
as he plays the first and "Rebelote" as he plays the second; his team scores
20.  The program announces it itself, so the absence of an announcement is
public too: a player who plays one of the pair without "Belote" does not hold
the other.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from game.belote.bids import (
    ALL_TRUMP,
    ANOTHER_SUIT,
    BIDS_BY_TEXT,
    NO_SUIT,
    NO_TRUMP,
    PASS,
    TAKE,
    TAKE_OR_PASS,
    TRUMP_BIDS,
    Bid,
)
from game.belote.orders import ALL_TRUMP_ORDER, NO_TRUMP_ORDER, SUIT_TRUMP_ORDERS
from game.core.actions import Wording, offered
from game.core.api import ContractInfo, DealContext, Event, EventKind
from game.core.cards import KING, QUEEN, Card, card_at, cards_of
from game.core.claims import (
    CLAIM,
    CLAIM_NOT_LEAD,
    CLAIM_WRONG,
    ClaimAction,
    ClaimSearch,
    play_out_claim,
)
from game.core.errors import ActionTextError
from game.core.piquet import deal_five_each, take_turn_up
from game.core.reasons import (
    DEAL_OVER,
    NOT_AN_ACTION,
    NOT_HELD,
    Reason,
    Seats,
    Suit,
    reason_kind,
)
from game.core.seats import team_of
from game.core.text import plain_ascii
from game.core.trickplay import CARD_OBJECTS, TrickPlayState, TrickView
from game.core.tricks import TrickOrder, french_facts, french_legal, french_reason

BIDDING = 0
PLAY = 1
OVER = 2

BIDDING_OVER = reason_kind("belote.bidding_over", "the bidding is over: play a card")
BID_FIRST = reason_kind("belote.bid_first", "the bidding is not over: bid first")
TURN_UP_SUIT = reason_kind(
    "belote.turn_up_suit", "in the second round the turn-up's suit ({suit}) may not be named"
)
NOT_A_BID = reason_kind("belote.not_a_bid", "'{bid}' is not a bid of round {round}")


@dataclass(frozen=True, slots=True)
class BeloteView(TrickView):
    """A seat's view of a Belote deal."""

    phase: str
    taken_turn_up: Card | None  # the turn-up once the declarer has taken it
    declarer: int
    contract_words: str  # "" during the bidding, else the winning bid in words
    team_points: tuple[int, int]  # card points won so far, per team
    belote: tuple[int, int]


BeloteAction = Bid | Card | ClaimAction


def parse_belote_action(text: str) -> BeloteAction:
    """A bid text, a card code or ``claim``."""
    cleaned = plain_ascii(text, "the action", ActionTextError).strip()
    if cleaned.lower() == str(CLAIM):
        return CLAIM
    bid = BIDS_BY_TEXT.get(cleaned.lower())
    if bid is not None:
        return bid
    try:
        return Card.parse(cleaned)
    except ValueError:
        raise ActionTextError(f"not a Belote action: {text!r}") from None


class BeloteState(TrickPlayState[BeloteAction]):
    """One deal of a Belote rule set; subclasses fix the seat order and the scoring."""

    bid_rounds = 2

    def __init__(self, rules: Any, deck: Sequence[Card], context: DealContext, step: int) -> None:
        super().__init__(context, step, hand_count=8)
        self.rules = rules
        self.dealer = context.dealer
        self.phase = BIDDING
        self.bid_round = 1
        self.bids_in_round = 0
        self.declarer = -1
        self.contract: Bid | None = None
        self.belote_holder = [-1, -1, -1, -1]  # per suit: seat that said "Belote"
        self.belote = [0, 0]
        self.thrown_in = False
        self.opening: list[Event] = []
        self.stock = [card.index for card in deck]
        deal_five_each(self, self.order_from(self.after(self.dealer)), self.opening)
        self.turn_up = self.stock.pop(0)
        self.opening.append(Event(EventKind.TURN_UP, None, (CARD_OBJECTS[self.turn_up],)))
        self.to_act = self.first_bidder()

    # --- seats -------------------------------------------------------------

    def after(self, seat: int) -> int:
        return (seat + self.step) % 4

    def order_from(self, seat: int) -> tuple[int, int, int, int]:
        step = self.step
        return (seat, (seat + step) % 4, (seat + 2 * step) % 4, (seat + 3 * step) % 4)

    def first_bidder(self) -> int:
        """Who speaks first in each bidding round."""
        return self.after(self.dealer)

    # --- the match ---------------------------------------------------------

    def match_target(self) -> int:
        target: int = self.rules.target
        return target

    # --- copying -----------------------------------------------------------

    def clone(self) -> BeloteState:
        other = object.__new__(type(self))
        self._copy_into(other)
        other.rules = self.rules
        other.dealer = self.dealer
        other.phase = self.phase
        other.bid_round = self.bid_round
        other.bids_in_round = self.bids_in_round
        other.declarer = self.declarer
        other.contract = self.contract
        other.belote_holder = self.belote_holder[:]
        other.belote = self.belote[:]
        other.thrown_in = self.thrown_in
        other.opening = self.opening
        other.turn_up = self.turn_up
        return other

    # --- actions -----------------------------------------------------------

    def parse_action(self, text: str) -> BeloteAction:
        return parse_belote_action(text)

    def bids_for_round(self) -> tuple[Bid, ...]:
        """The round's bids, each carrying the round's question (and a take its suit)."""
        turned = self.turn_up // 13
        if self.bid_round == 1:
            return offered((PASS, TAKE), TAKE_OR_PASS[turned], turned)
        if self.bid_round == 2:
            others = tuple(bid for bid in TRUMP_BIDS if bid.suit != turned)
            return offered((PASS, *others), ANOTHER_SUIT[turned])
        return offered((PASS, ALL_TRUMP, NO_TRUMP), NO_SUIT)

    def legal_actions(self) -> list[BeloteAction]:
        if self.phase == BIDDING:
            return list(self.bids_for_round())
        if self.phase == PLAY:
            return cast("list[BeloteAction]", cards_of(self.playable(self.to_act)))
        return []

    def announcements(self) -> list[BeloteAction]:
        """``claim`` on one's own lead (it is refused when wrong)."""
        if self.phase == PLAY and not self.trick:
            return [CLAIM]
        return []

    def why_illegal(self, action: BeloteAction) -> Reason | None:
        if self.phase == OVER:
            return DEAL_OVER()
        if isinstance(action, ClaimAction):
            return self.claim_reason(action)
        if isinstance(action, Bid):
            if self.phase != BIDDING:
                return BIDDING_OVER()
            if action in self.bids_for_round():
                return None
            if action.kind == "trump" and action.suit == self.turn_up // 13:
                return TURN_UP_SUIT(suit=Suit(action.suit))
            return NOT_A_BID(bid=str(action), round=self.bid_round)
        if isinstance(action, Card):
            if self.phase != PLAY:
                return BID_FIRST()
            seat = self.to_act
            if not self.hands[seat] >> action.index & 1:
                return NOT_HELD(card=action)
            if self.playable(seat) >> action.index & 1:
                return None
            return self.play_reason(seat, action.index)
        return NOT_AN_ACTION(game="Belote", action=repr(action))

    def apply(self, action: BeloteAction) -> list[Event]:
        if isinstance(action, Card):
            return self.play_card(action.index)
        if isinstance(action, ClaimAction):
            return self.apply_claim(action)
        return self.apply_bid(action)

    # --- claiming the rest -------------------------------------------------

    def claim_search(self) -> ClaimSearch:
        assert self.order is not None
        order = self.order

        def legal(seat: int, hand: int, led: int, winner: int, partner: bool) -> int:
            return french_legal(hand, led, winner, partner, order)

        return ClaimSearch(team_of(self.to_act), self.step, order, legal)

    def claim_reason(self, action: ClaimAction) -> Reason | None:
        """``None`` for a right claim on one's own lead; else why it is refused (naming an
        opponent's card that could take a trick)."""
        if action != CLAIM:
            return NOT_AN_ACTION(game="Belote", action=repr(action))
        if self.phase != PLAY:
            return BID_FIRST()
        if self.trick:
            return CLAIM_NOT_LEAD()
        refuted = self.claim_search().search(tuple(self.hands), (), self.to_act)
        if refuted is None:
            return None
        return CLAIM_WRONG(seat=Seats((refuted.seat,)), card=CARD_OBJECTS[refuted.card])

    def apply_claim(self, action: ClaimAction) -> list[Event]:
        """The claimer's team takes every remaining trick: they are played out at once (the
        team by its winning line, each opponent his strongest legal card) and scored as
        played."""
        seat = self.to_act
        self.history.append((seat, action))
        events = [Event(EventKind.BID, seat, text=str(action), wording=action.wording())]
        events.extend(play_out_claim(self, self.claim_search()))
        return events

    # --- bidding -----------------------------------------------------------

    def rounds_in_use(self) -> int:
        return self.bid_rounds

    def apply_bid(self, bid: Bid) -> list[Event]:
        seat = self.to_act
        self.history.append((seat, bid))
        said = next((offer for offer in self.bids_for_round() if offer == bid), bid).wording()
        events = [Event(EventKind.BID, seat, text=str(bid), wording=said)]
        if bid.kind != "pass":
            self.start_play(seat, bid, events)
            return events
        self.bids_in_round += 1
        if self.bids_in_round < 4:
            self.to_act = self.after(seat)
            return events
        if self.bid_round < self.rounds_in_use():
            self.bid_round += 1
            self.bids_in_round = 0
            self.to_act = self.first_bidder()
            return events
        self.phase = OVER
        self.over = True
        self.thrown_in = True
        self.to_act = -1
        events.append(Event(EventKind.THROWN_IN))
        events.append(Event(EventKind.DEAL_END, values=self.result().points))
        return events

    def order_for(self, bid: Bid) -> TrickOrder:
        if bid.kind == "take":
            return SUIT_TRUMP_ORDERS[self.turn_up // 13]
        if bid.kind == "trump":
            return SUIT_TRUMP_ORDERS[bid.suit]
        if bid.kind == "all-trump":
            return ALL_TRUMP_ORDER
        return NO_TRUMP_ORDER

    def start_play(self, seat: int, bid: Bid, events: list[Event]) -> None:
        self.declarer = seat
        self.contract = bid
        self.order = self.order_for(bid)
        take_turn_up(self, seat, self.turn_up, self.order_from(self.after(self.dealer)), events)
        self.phase = PLAY
        self.to_act = self.after(self.dealer)

    # --- play --------------------------------------------------------------

    def trick_context(self, seat: int) -> tuple[int, int, bool]:
        """Led suit (-1 when leading), winning card, partner winning."""
        if not self.trick:
            return -1, -1, False
        return self.trick[0] // 13, self.win_card, self.win_seat == seat ^ 2

    def playable(self, seat: int) -> int:
        led, winner, partner = self.trick_context(seat)
        assert self.order is not None
        return french_legal(self.hands[seat], led, winner, partner, self.order)

    def play_facts(self, seat: int, card: int) -> int:
        led, winner, partner = self.trick_context(seat)
        assert self.order is not None
        return french_facts(card, led, winner, partner, self.order) | self.belote_facts(seat, card)

    def play_reason(self, seat: int, card: int) -> Reason:
        led, winner, partner = self.trick_context(seat)
        assert self.order is not None
        return french_reason(self.hands[seat], card, led, winner, partner, self.order)

    def belote_suits(self) -> int:
        """Bit set of the suits where belote–rebelote counts (none in no-trump)."""
        assert self.order is not None
        if self.order is ALL_TRUMP_ORDER:
            return 0b1111
        if self.order.trump_suit >= 0:
            return 1 << self.order.trump_suit
        return 0

    def pair_of(self, card: int) -> int:
        """The other card of a king–queen pair, or -1."""
        rank = card % 13
        if rank == KING:
            return card - 1
        if rank == QUEEN:
            return card + 1
        return -1

    def belote_facts(self, seat: int, card: int) -> int:
        other = self.pair_of(card)
        if other < 0 or not self.belote_suits() >> (card // 13) & 1:
            return 0
        if self.hands[seat] >> other & 1 or self.played >> other & 1:
            return 0
        return 1 << other

    def on_card(self, seat: int, card: int, events: list[Event]) -> None:
        other = self.pair_of(card)
        suit = card // 13
        if other < 0 or not self.belote_suits() >> suit & 1:
            return
        if self.belote_holder[suit] == seat:
            self.belote[team_of(seat)] += 20
            self.belote_holder[suit] = -1
            events.append(Event(EventKind.ANNOUNCE, seat, (CARD_OBJECTS[card],), "rebelote"))
        elif self.hands[seat] >> other & 1:
            self.belote_holder[suit] = seat
            self.known[seat] |= 1 << other
            events.append(Event(EventKind.ANNOUNCE, seat, (CARD_OBJECTS[card],), "belote"))

    def on_last_trick(self, events: list[Event]) -> None:
        self.phase = OVER
        self.over = True
        self.to_act = -1
        events.append(Event(EventKind.DEAL_END, values=self.result().points))

    # --- information -------------------------------------------------------

    def score_from(
        self,
        card_points: tuple[int, int],
        taken: tuple[int, int],
        last_winner: int,
        belote: Sequence[int],
    ) -> tuple[int, int]:
        """The deal's points from each team's card points, tricks, last trick and belote."""
        raise NotImplementedError

    def score_terms(self) -> Hashable:
        """Everything of the deal that ``score_from`` reads: two deals with equal terms score
        equal card points, tricks, last-trick teams and belotes alike."""
        raise NotImplementedError

    def cards_in_play(self) -> list[int]:
        cards = super().cards_in_play()
        if self.declarer < 0:
            cards.append(self.turn_up)
        return cards

    def team_card_points(self) -> tuple[int, int]:
        p = self.card_points
        return (p[0] + p[2], p[1] + p[3])

    def view(self, seat: int) -> BeloteView:
        return BeloteView(
            **self.base_view(seat),
            phase=("bidding", "play", "over")[self.phase],
            taken_turn_up=card_at(self.turn_up) if self.declarer >= 0 else None,
            declarer=self.declarer,
            contract_words=self.contract.words if self.contract else "",
            team_points=self.team_card_points(),
            belote=(self.belote[0], self.belote[1]),
        )

    def points_won(self) -> tuple[int, ...]:
        """Each team's card points so far, shown during the hand as Board Game Arena does."""
        return self.team_card_points()

    def face_up_card(self) -> Card | None:
        return card_at(self.turn_up) if self.declarer < 0 else None

    def bidding_round(self) -> int:
        return self.bid_round

    def contract_info(self) -> ContractInfo | None:
        """The contract as the winning bid names it (a take, by the turn-up's suit)."""
        if self.declarer < 0 or self.contract is None:
            return None
        trump = self.order.trump_suit if self.order else -1
        wording = self.contract.wording()
        if self.contract.kind == "take" and trump >= 0:
            wording = Wording.of("trump", suit=Suit(trump))
        return ContractInfo(self.declarer, wording, trump)

    def info_key(self, seat: int) -> Hashable:
        """Every seat saw the turn-up, and who took it follows from the bids."""
        return (super().info_key(seat), self.turn_up)

    def determinize(self, seat: int, rng: random.Random) -> BeloteState:
        world = super().determinize(seat, rng)
        assert isinstance(world, BeloteState)
        return world
