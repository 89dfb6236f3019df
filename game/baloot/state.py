"""A deal of Baloot: the pre-deal choice, the two bidding rounds, doubling, projects, play.

Seats are counted in the order of play from the dealer's right: the 1st
player is the dealer's right, the 4th the dealer (play is counterclockwise).
Projects are settled from the dealt hands when the bidding ends and shown as
the first trick is gathered; from then on sampled worlds must agree with them.
*Baloot* (K and Q of trump) scores when its holder plays the second card, so
it never tells anything the cards played have not already shown.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from itertools import combinations
from operator import itemgetter
from typing import Final, NamedTuple, cast

from game.baloot.calls import (
    ASHKAL,
    CALLS_BY_TEXT,
    CONFIRM,
    DOUBLE,
    DOUBLE_CLOSED,
    DOUBLE_HOKUM,
    DOUBLE_SUN,
    FLIP,
    FOUR,
    FOUR_CLOSED,
    GAHWA,
    GIVE3,
    HOKUM,
    HOKUM_IN,
    HOKUM_SUN_OR_PASS,
    PASS,
    PREDEAL_CHOICES,
    PREDEAL_SAID,
    PREPARE,
    RAISES,
    REDEAL,
    SECOND_ROUND,
    SUN,
    TAKE_OVER_HOKUM,
    TAKE_OVER_SUN,
    TRIPLE,
    Call,
)
from game.baloot.customs import (
    ACE_HOKUM_SUN,
    AKKA,
    AKKA_CARD,
    AKKA_GATE,
    AKKA_NONE,
    CARD_FOULS,
    CLAIMS_OFF,
    FREE_RULE,
    HOKUM_ONLY,
    QAYD_AFTER_SAWA,
    QAYD_AKKA_PENDING,
    QAYD_CARD,
    QAYD_MODE,
    QAYD_NO_AKKA,
    QAYD_NO_SAWA,
    QAYD_OFF,
    QAYD_WHEN,
    SAWA,
    SAWA_GATE,
    SAWA_MOST_CARDS,
    SAY_SAWA,
    Qayd,
    foul_type,
    parse_qayd,
    released_legal,
)
from game.baloot.kammelna import (
    HOKUM_HAND,
    SUN_HAND,
    project_game_points,
    score_kammelna_hand,
)
from game.baloot.projects import (
    FOUR_ACES_IN_SUN,
    HOKUM_PROJECTS,
    SUN_PROJECTS,
    project_wording,
)
from game.baloot.rules import SCORING_KAMMELNA, BalootRules
from game.baloot.scoring import (
    BALOOT_GAME_POINTS,
    BalootScore,
    Conversion,
    hokum_game_points,
    score_baloot_hand,
    sun_game_points,
)
from game.core.actions import Wording, offered
from game.core.api import (
    ContractInfo,
    DealContext,
    DealResult,
    Event,
    EventKind,
    SummaryLine,
)
from game.core.cards import (
    ACE,
    EIGHT,
    KING,
    NINE,
    QUEEN,
    SEVEN,
    SUIT_MASKS,
    SUIT_NAMES,
    Card,
    card_at,
    cards_of,
    indices_of,
)
from game.core.claims import (
    CLAIM,
    CLAIM_NOT_LEAD,
    CLAIM_WRONG,
    ClaimAction,
    ClaimSearch,
    play_out_claim,
)
from game.core.declarations import NOTHING_DECLARED, Settlement, settle
from game.core.errors import ActionTextError
from game.core.piquet import PLAIN_ORDER, SUIT_TRUMP_ORDERS, deal_five_each, take_turn_up
from game.core.reasons import (
    DEAL_OVER,
    NOT_AN_ACTION,
    NOT_HELD,
    Reason,
    Seats,
    Suit,
    reason_kind,
    term,
)
from game.core.seats import team_of
from game.core.shown_combinations import ShownCombinations, settle_world, shown_test
from game.core.text import plain_ascii
from game.core.trickplay import CARD_OBJECTS, TrickPlayState, TrickView
from game.core.tricks import (
    FOLLOW,
    FRENCH_RULE,
    SAUDI_RULE,
    FollowRule,
    TrickOrder,
    locked_lead,
    locked_lead_facts,
    name_cards,
)

PREDEAL = 0
BIDDING = 1
DOUBLING = 2
PLAY = 3
OVER = 4
PHASE_NAMES: Final = ("pre-deal", "bidding", "doubling", "play", "over")
PHASE_TERMS: Final = tuple(term(name, name) for name in PHASE_NAMES)

NO_CARD_YET: Final = reason_kind(
    "baloot.no_card_yet", "the {phase} is not over: no card may be played yet"
)
PLAY_STARTED: Final = reason_kind("baloot.play_started", "the play has started: play a card")
ASHKAL_ON_ACE: Final = reason_kind(
    "baloot.ashkal_on_ace",
    "ashkal by the 3rd or 4th player is not allowed on an ace (ashkal_on_ace)",
)
REDEAL_CARDS: Final = reason_kind(
    "baloot.redeal_cards", "redeal needs five cards that are all 7s, 8s and 9s"
)
REDEAL_TURN: Final = reason_kind(
    "baloot.redeal_turn", "redeal only on one's round-1 turn before anybody bids"
)
ASHKAL_ROUND: Final = reason_kind(
    "baloot.ashkal_round", "ashkal only in round 1 before any other bid"
)
TURN_UP_SUIT: Final = reason_kind(
    "baloot.turn_up_suit", "in round 2 the turn-up's suit ({suit}) may not be named"
)
SUN_DOUBLE: Final = reason_kind(
    "baloot.sun_double", "in Sun only a plain double is allowed (no triple, four or lock)"
)
NOT_NOW: Final = reason_kind("baloot.not_now", "'{call}' is not allowed now (allowed: {allowed})")
LOCKED_LEAD: Final = reason_kind(
    "locked", "the trump is locked: no trump lead while holding another suit (holds {cards})"
)

LOCKED_TERM: Final = term("locked_trump", "a locked trump")
SUN_TERM: Final = term("mode_sun", "Sun")
HOKUM_TERM: Final = term("mode_hokum", "Hokum")
STEP: Final = 3  # counterclockwise
SUN_ALL: Final = 130  # every card point of a Sun hand, with the last trick's 10
HOKUM_ALL: Final = 162
LAST_TRICK: Final = 10
SUN_DOUBLING_LINE: Final = 100
LOW_RANKS: Final = sum(1 << (13 * s + r) for s in range(4) for r in (SEVEN, EIGHT, NINE))


@dataclass(frozen=True, slots=True)
class BalootView(TrickView):
    """A seat's view of a Baloot deal."""

    phase: str
    taken_turn_up: Card | None  # the turn-up once the taker has taken it
    taker: int
    contract_words: str  # "" during the bidding, "sun" or "hokum in <suit>"
    factor: int
    locked: bool
    gahwa: bool
    projects: tuple[tuple[int, str], ...]  # (seat, words) of the shown projects
    team_points: tuple[int, int]
    baloot: tuple[int, int]


BalootAction = Call | Card | ClaimAction | Qayd
CLAIMS_BY_TEXT: Final = {str(claim): claim for claim in (SAWA, AKKA, CLAIM)}


def parse_baloot_action(text: str) -> BalootAction:
    """A call text, a card code, a claim (``sawa``, ``akka``, ``claim``) or a Qayd."""
    cleaned = plain_ascii(text, "the action", ActionTextError).strip()
    if cleaned.startswith("qayd:"):
        return parse_qayd(cleaned)
    claim = CLAIMS_BY_TEXT.get(cleaned.lower())
    if claim is not None:
        return claim
    call = CALLS_BY_TEXT.get(cleaned.lower())
    if call is not None:
        return call
    try:
        return Card.parse(cleaned)
    except ValueError:
        raise ActionTextError(f"not a Baloot action: {text!r}") from None


class LoggedCard(NamedTuple):
    """A card played with ``qayd`` on: where, by whom, the foul it is (``""``: none), and the
    trick as it stood, to judge it again on other hands (a sampled world)."""

    card: int
    trick: int  # the trick's number in the hand, from 1
    seat: int
    foul: str  # revoke, trump, overtrump, locked, or ""
    led: int  # the led suit, -1 for a lead
    winner: int  # the card winning the trick before it
    partner: bool  # whether the player's partner was winning
    released: bool  # whether an Akka released the player


class QaydVerdict(NamedTuple):
    """How a Qayd was judged, shown once the cards are laid open: the act cited, its seat,
    the hand he played a cited card from and the foul it really was (``""``: none), the rule
    it broke in the table's words, and the team that gets the hand."""

    call: Qayd
    right: bool
    offender: int
    held: int
    actual: str
    broke: Reason | None
    winner: int


class BalootState(TrickPlayState[BalootAction]):
    """One deal of Baloot."""

    rules: BalootRules

    def __init__(self, rules: BalootRules, deck: Sequence[Card], context: DealContext) -> None:
        super().__init__(context, STEP, hand_count=8)
        self.rules = rules
        self.dealer = context.dealer
        self.seats_in_order = tuple((self.dealer + STEP * k) % 4 for k in range(1, 5))
        self.stock = [card.index for card in deck]
        self.phase = PREDEAL
        self.turn_up = -1
        self.flipped = -1
        self.bid_round = 1
        self.stage = "open"  # open, takeover (sun or pass), keep (hokum or sun)
        self.passes = 0
        self.to_ask: list[int] = []
        self.bidder = -1
        self.pending_sun = False
        self.pending_suit = -1
        self.pending_taker = -1
        self.taker = -1
        self.sun = False
        self.factor = 1
        self.doubler = -1
        self.locked = False
        self.gahwa = False
        self.settlement: Settlement = NOTHING_DECLARED
        self.shown = False
        self.baloot = [0, 0]
        self.thrown_in = False
        self.kawesh = False  # thrown in by a redeal (Kawesh)
        self.akka_pending = -1  # the seat that said akka and is about to lead its card
        self.akkas: tuple[tuple[int, int, bool], ...] = ()  # (trick, seat, wrong) per Akka
        self.sawa_seat = -1  # the claimer of a Sawa (the hand stopped there)
        self.sawa_wrong = False  # that claim failed the search (only with qayd on)
        self.sawa_proven: tuple[bool, ...] = (False,) * 4  # who could prove it wrong, as seen
        self.card_log: tuple[LoggedCard, ...] = ()  # qayd on: every card played, judged
        self.qayd: Qayd | None = None  # the Qayd that ended the hand
        self.qayd_winner = -1  # the team that got the hand by it
        self.opening: list[Event] = []
        if rules.predeal_choice:
            self.to_act = (self.dealer + 1) % 4  # the dealer's left
        else:
            self.deal_first(None, self.opening)

    # --- seats ---------------------------------------------------------------

    def position(self, seat: int) -> int:
        """0 for the 1st player (the dealer's right) ... 3 for the dealer."""
        return self.seats_in_order.index(seat)

    def clone(self) -> BalootState:
        other = object.__new__(type(self))
        self._copy_into(other)
        vars(other).update(zip(CLONED_FIELDS, _CLONED_VALUES(vars(self)), strict=True))
        other.to_ask = self.to_ask[:]
        other.baloot = self.baloot[:]
        return other

    # --- dealing -------------------------------------------------------------

    def deal_first(self, choice: Call | None, events: list[Event]) -> None:
        """Five cards each (3 then 2) from the 1st player, then the turn-up."""
        order = self.seats_in_order
        skip = -1
        if choice == GIVE3:
            skip = order[0]  # the chooser's partner
            bottom = 0
            for index in self.stock[-3:]:
                bottom |= 1 << index
            del self.stock[-3:]
            self.give(skip, bottom, events)
        elif choice == FLIP:
            self.flipped = self.stock[0]
            self.known[order[0]] |= 1 << self.flipped
            events.append(Event(EventKind.TURN_UP, order[0], (CARD_OBJECTS[self.flipped],)))
        deal_five_each(self, order, events, skip_three=skip)
        self.turn_up = self.stock.pop(0)
        events.append(Event(EventKind.TURN_UP, None, (CARD_OBJECTS[self.turn_up],)))
        self.phase = BIDDING
        self.to_act = order[0]

    # --- actions -------------------------------------------------------------

    def parse_action(self, text: str) -> BalootAction:
        return parse_baloot_action(text)

    def legal_actions(self) -> list[BalootAction]:
        if self.phase == PLAY:
            playable = self.playable(self.to_act)
            if self.akka_pending >= 0:  # the card that makes the Akka right, when held
                playable = self.akka_cards(self.to_act) & playable or playable
            return cast("list[BalootAction]", cards_of(playable))
        return list(self.legal_calls())

    def announcements(self) -> list[BalootAction]:
        """The claims ``to_act`` may say now, on his own lead: ``sawa`` and ``akka`` (the
        ``claims`` option on) or ``claim`` (off).  A wrong claim is refused (with ``qayd`` on a
        wrong Sawa or Akka is let through, and may be called)."""
        if self.phase != PLAY or self.trick or self.akka_pending >= 0:
            return []
        if not self.rules.claims:
            return [CLAIM]
        said: list[BalootAction] = []
        if self.hands[self.to_act].bit_count() <= SAWA_MOST_CARDS:
            said.append(SAWA)
        if not self.sun:
            said.append(AKKA)
        return said

    def seated_action(self, seat: int, action: BalootAction) -> BalootAction | None:
        """A Qayd is said by any seat, out of turn, until the next deal."""
        if isinstance(action, Qayd):
            return Qayd(action.foul, action.trick, action.card, seat)
        return None

    def qayd_calls(self, seat: int) -> list[Qayd]:
        """Every Qayd ``seat`` may say now (each judgeable; right or wrong): for each card an
        opponent played, the foul types of the mode, and ``qayd:sawa`` / ``qayd:akka:T``."""
        if not self.rules.qayd:
            return []
        calls: list[Qayd] = []
        types = [t for t in CARD_FOULS if not (self.sun and t in HOKUM_ONLY)]
        if not self.locked:
            types.remove("locked")
        for logged in self.card_log:
            if team_of(logged.seat) != team_of(seat):
                card = CARD_OBJECTS[logged.card]
                calls.extend(Qayd(t, logged.trick, card, seat) for t in types)
        if self.sawa_seat >= 0:
            calls.append(Qayd("sawa", 0, None, seat))
        for trick, _, _ in self.akkas:
            calls.append(Qayd("akka", trick, None, seat))
        return [call for call in calls if self.why_illegal(call) is None]

    def objections(self, seat: int) -> list[BalootAction]:
        return list(self.qayd_calls(seat))

    def proven_objections(self, seat: int) -> list[BalootAction]:
        return list(self.proven_fouls(seat))

    def proven_fouls(self, seat: int) -> list[Qayd]:
        """The Qayd calls ``seat`` can prove right from what it saw (§5.3 as a player judges):
        a wrong Akka (every card above the one led is public), and a card foul that every
        hand its player may have held then makes a foul of one type.  That hand is at least
        the cards he played from that card on and at most those and every card ``seat`` has
        not seen; the foul types depend only on what the hand holds (the led suit, a trump, a
        higher trump, another suit), so agreeing at both ends proves it.  Once the player's
        hand is empty both ends meet and every foul is proven."""
        if not self.rules.qayd or self.qayd is not None:
            return []
        if self.sawa_seat >= 0:  # the hands are gone: only the claim itself is judged
            said = [Qayd("sawa", 0, None, seat)] if self.sawa_proven[seat] else []
            return [call for call in said if self.why_illegal(call) is None]
        unseen = 0
        for other in range(4):
            if other != seat:
                unseen |= self.hands[other]  # as a set: the deck less the played and his own
        proofs = [
            Qayd("akka", trick, None, seat)
            for trick, said, wrong in self.akkas
            if wrong and team_of(said) != team_of(seat)
        ]
        later = [0, 0, 0, 0]
        cards: list[Qayd] = []
        for logged in reversed(self.card_log):
            later[logged.seat] |= 1 << logged.card
            if team_of(logged.seat) == team_of(seat):
                continue
            least = later[logged.seat]
            most = least | unseen if self.hands[logged.seat] else least
            fouls = {self.judged(hand, logged).foul for hand in (least, most)}
            if len(fouls) == 1 and "" not in fouls:
                cards.append(Qayd(fouls.pop(), logged.trick, CARD_OBJECTS[logged.card], seat))
        proofs.extend(reversed(cards))
        return [call for call in proofs if self.why_illegal(call) is None]

    def legal_calls(self) -> tuple[Call, ...]:
        if self.phase == PREDEAL:
            return offered(PREDEAL_CHOICES, PREPARE)
        if self.phase == BIDDING:
            return self.legal_bids()
        if self.phase == DOUBLING:
            return offered(self.legal_doubling(), self.raise_question())
        return ()

    def legal_bids(self) -> tuple[Call, ...]:
        """The calls open now, each carrying the question it answers (a plain ``hokum`` the
        suit it means)."""
        turned = self.turn_up // 13
        if self.stage == "takeover":
            seat = self.pending_taker
            pending = self.pending_sun
            ask = TAKE_OVER_SUN[seat] if pending else TAKE_OVER_HOKUM[seat][self.pending_suit]
            if self.ace_hokum_rule():
                return offered((PASS,), ask)
            return offered((PASS, SUN), ask)
        if self.stage == "keep":
            return offered((HOKUM, SUN), CONFIRM[self.pending_suit], self.pending_suit)
        if self.bid_round == 2:
            others = tuple(call for call in HOKUM_IN if call.suit != turned)
            return offered((PASS, SUN, *others), SECOND_ROUND[turned])
        calls = [PASS, HOKUM, SUN]
        if self.ashkal_allowed():
            calls.append(ASHKAL)
        if self.hands[self.to_act] & ~LOW_RANKS == 0:
            calls.append(REDEAL)
        return offered(tuple(calls), HOKUM_SUN_OR_PASS[turned], turned)

    def ace_hokum_rule(self) -> bool:
        """``ace_hokum_sun``: a Hokum stands on an ace turn-up and the seat asked is not the
        1st player, who alone may take it over to Sun (§11.12)."""
        return (
            self.rules.ace_hokum_sun
            and self.stage == "takeover"
            and not self.pending_sun
            and self.turn_up % 13 == ACE
            and self.position(self.to_act) != 0
        )

    def raise_question(self) -> Wording:
        """The doubling stage's question; the double names the contract it doubles."""
        if self.stage != "double":
            return RAISES[self.stage]
        if self.sun or self.order is None:
            return DOUBLE_SUN
        return DOUBLE_HOKUM[self.order.trump_suit]

    def ashkal_allowed(self) -> bool:
        if self.position(self.to_act) < 2:
            return True  # counted as sun by that player
        return self.rules.ashkal_on_ace or self.turn_up % 13 != ACE

    def legal_doubling(self) -> tuple[Call, ...]:
        if self.stage == "double":
            return (PASS, DOUBLE) if self.sun else (PASS, DOUBLE, DOUBLE_CLOSED)
        if self.stage == "triple":
            return (PASS, TRIPLE)
        if self.stage == "four":
            return (PASS, FOUR, FOUR_CLOSED)
        return (PASS, GAHWA)

    def why_illegal(self, action: BalootAction) -> Reason | None:
        if isinstance(action, Qayd):
            return self.qayd_reason(action)
        if self.phase == OVER:
            return DEAL_OVER()
        if isinstance(action, ClaimAction):
            return self.claim_reason(action)
        if isinstance(action, Card):
            if self.phase != PLAY:
                return NO_CARD_YET(phase=PHASE_TERMS[self.phase])
            seat = self.to_act
            if not self.hands[seat] >> action.index & 1:
                return NOT_HELD(card=action)
            if self.rules.qayd:  # fouls are let through, to be called
                return None
            if self.akka_pending >= 0 and not self.akka_cards(seat) >> action.index & 1:
                return AKKA_CARD(cards=name_cards(self.akka_cards(seat), self.order_now()))
            if self.playable(seat) >> action.index & 1:
                return None
            return self.play_reason(seat, action.index)
        if not isinstance(action, Call):
            return NOT_AN_ACTION(game="Baloot", action=repr(action))
        legal = self.legal_calls()
        if action in legal:
            return None
        return self.call_reason(action, legal)

    def call_reason(self, call: Call, legal: tuple[Call, ...]) -> Reason:
        allowed = ", ".join(str(c) for c in legal) if legal else "a card"
        if self.phase == PLAY:
            return PLAY_STARTED()
        if call == SUN and self.phase == BIDDING and self.ace_hokum_rule():
            return ACE_HOKUM_SUN()
        if self.phase == BIDDING and self.stage == "open" and self.bid_round == 1:
            if call == ASHKAL:
                return ASHKAL_ON_ACE()
            if call == REDEAL:
                return REDEAL_CARDS()
        if self.phase == BIDDING and call == REDEAL:
            return REDEAL_TURN()
        if self.phase == BIDDING and call == ASHKAL:
            return ASHKAL_ROUND()
        if call.kind == "hokum" and call.suit == self.turn_up // 13 and self.bid_round == 2:
            return TURN_UP_SUIT(suit=Suit(call.suit))
        if self.phase == DOUBLING and self.sun and call.kind in ("double", "triple", "four"):
            return SUN_DOUBLE()
        return NOT_NOW(call=str(call), allowed=allowed)

    def apply(self, action: BalootAction) -> list[Event]:
        if isinstance(action, Card):
            return self.play_card(action.index)
        if isinstance(action, Qayd):
            return self.apply_qayd(action)
        if isinstance(action, ClaimAction):
            return self.apply_claim(action)
        seat = self.to_act
        self.history.append((seat, action))
        said = next((call for call in self.legal_calls() if call == action), action).wording()
        if self.phase == PREDEAL:
            said = PREDEAL_SAID.get(action, said)
        events = [Event(EventKind.BID, seat, text=str(action), wording=said)]
        if self.phase == PREDEAL:
            self.deal_first(action, events)
        elif self.phase == BIDDING:
            self.apply_bid(seat, action, events)
        else:
            self.apply_doubling(seat, action, events)
        return events

    # --- bidding -------------------------------------------------------------

    def apply_bid(self, seat: int, call: Call, events: list[Event]) -> None:
        order = self.seats_in_order
        position = self.position(seat)
        if self.stage == "takeover":
            if call == SUN:
                self.end_bidding(seat, True, -1, events)
                return
            self.ask_next(events)
            return
        if self.stage == "keep":
            self.end_bidding(seat, call == SUN, self.pending_suit, events)
            return
        if call == PASS:
            self.passes += 1
            if self.passes < 4:
                self.to_act = order[position + 1]
            elif self.bid_round == 1:
                self.bid_round = 2
                self.passes = 0
                self.to_act = order[0]
            else:
                self.throw_in(events)
            return
        if call == REDEAL:
            self.kawesh = True
            self.throw_in(events)
            return
        self.bidder = seat
        if call.kind == "hokum":
            self.pending_sun = False
            self.pending_suit = self.turn_up // 13 if call.suit < 0 else call.suit
            self.pending_taker = seat
            if self.bid_round == 1:
                self.to_ask = [s for s in order if s != seat]
            else:
                self.to_ask = list(order[position + 1 :])
        else:
            if self.bid_round == 2:  # sun in round 2: nobody may take it over
                self.end_bidding(seat, True, -1, events)
                return
            self.pending_sun = True
            self.pending_suit = -1
            self.pending_taker = seat ^ 2 if call == ASHKAL and position >= 2 else seat
            self.to_ask = list(order[:position])
        self.stage = "takeover"
        self.ask_next(events, first=True)

    def ask_next(self, events: list[Event], first: bool = False) -> None:
        """Ask the next player of a take-over round, or settle the pending contract."""
        if not first:
            self.to_ask.pop(0)
        if self.to_ask:
            self.to_act = self.to_ask[0]
        elif self.pending_sun:
            self.end_bidding(self.pending_taker, True, -1, events)
        else:
            self.stage = "keep"
            self.to_act = self.bidder

    def throw_in(self, events: list[Event]) -> None:
        self.phase = OVER
        self.over = True
        self.thrown_in = True
        self.to_act = -1
        events.append(Event(EventKind.THROWN_IN))
        events.append(Event(EventKind.DEAL_END, values=(0, 0)))

    def end_bidding(self, taker: int, sun: bool, suit: int, events: list[Event]) -> None:
        self.taker = taker
        self.sun = sun
        self.order = PLAIN_ORDER if sun else SUIT_TRUMP_ORDERS[suit]
        take_turn_up(self, taker, self.turn_up, self.seats_in_order, events)
        self.settlement = self.resettle(self.full_hands())
        self.to_ask = [s for s in self.seats_in_order if team_of(s) != team_of(taker)]
        if not sun or self.sun_doubling_open():
            self.phase = DOUBLING
            self.stage = "double"
            self.to_act = self.to_ask[0]
        else:
            self.start_play()

    def sun_doubling_open(self) -> bool:
        """Sun may be doubled only when one team is above 100 and the other at 100 or less."""
        above = [total > SUN_DOUBLING_LINE for total in self.ctx.totals]
        if self.rules.sun_double_regulation:  # the taking side above 100, the other not
            taking = team_of(self.taker)
            return above[taking] and not above[1 - taking]
        return above[0] != above[1]

    # --- doubling ------------------------------------------------------------

    def apply_doubling(self, seat: int, call: Call, events: list[Event]) -> None:
        if call == PASS:
            if self.stage == "double":
                self.to_ask.pop(0)
                if self.to_ask:
                    self.to_act = self.to_ask[0]
                    return
            self.start_play()
            return
        if self.rules.lock_follows_raise:  # each raise sets the lock (§11.13)
            self.locked = call.closed
        else:
            self.locked = self.locked or call.closed
        if call.kind == "double":
            self.factor = 2
            self.doubler = seat
            if self.sun:
                self.start_play()
                return
            self.stage, self.to_act = "triple", self.taker
        elif call == TRIPLE:
            self.factor = 3
            self.stage, self.to_act = "four", self.doubler
        elif call.kind == "four":
            self.factor = 4
            self.stage, self.to_act = "gahwa", self.taker
        else:
            self.gahwa = True
            self.start_play()

    def start_play(self) -> None:
        self.phase = PLAY
        self.stage = ""
        self.to_act = self.seats_in_order[0]

    # --- play ----------------------------------------------------------------

    @property
    def follow_rule(self) -> FollowRule:
        if self.rules.french_play:
            return FRENCH_RULE
        return FREE_RULE if self.rules.partner_winning_free else SAUDI_RULE

    def order_now(self) -> TrickOrder:
        assert self.order is not None
        return self.order

    def released(self, seat: int) -> bool:
        """Whether ``seat`` is the partner of this trick's Akka, released from trumping."""
        trick = self.tricks_played + 1
        return any(t == trick and s == seat ^ 2 for t, s, _ in self.akkas)

    def akka_cards(self, seat: int) -> int:
        """The cards ``seat`` could lead as a right Akka: in Hokum, not a trump nor an ace,
        every card of its suit above it played in earlier tricks."""
        if self.sun or self.order is None:
            return 0
        order = self.order
        out = 0
        for card in indices_of(self.hands[seat] & ~order.trump):
            if card % 13 != ACE and not order.above[card] & ~self.played:
                out |= 1 << card
        return out

    def rules_legal(self, seat: int, hand: int, led: int, winner: int, partner: bool) -> int:
        """The cards the play rules in force allow (the lock, ``partner_winning_free``,
        ``french_play``), leaving Akka out: what the claim search plays by."""
        order = self.order_now()
        if led < 0 and self.locked:
            return locked_lead(hand, order)
        return self.follow_rule.legal(hand, led, winner, partner, order)

    def trick_context(self, seat: int) -> tuple[int, int, bool]:
        """Led suit (-1 when leading), winning card, partner winning."""
        if not self.trick:
            return -1, -1, False
        return self.trick[0] // 13, self.win_card, self.win_seat == seat ^ 2

    def playable(self, seat: int) -> int:
        led, winner, partner = self.trick_context(seat)
        assert self.order is not None
        if led < 0 and self.locked:
            return locked_lead(self.hands[seat], self.order)
        if self.akkas and led >= 0 and self.released(seat):
            return released_legal(self.hands[seat], led)
        return self.follow_rule.legal(self.hands[seat], led, winner, partner, self.order)

    def legal_then(self, hand: int, logged: LoggedCard) -> int:
        """The cards ``hand`` could play at the moment ``logged`` was played."""
        order = self.order_now()
        if logged.led < 0 and self.locked:
            return locked_lead(hand, order)
        if logged.released:
            return released_legal(hand, logged.led)
        return self.follow_rule.legal(hand, logged.led, logged.winner, logged.partner, order)

    def judged(self, hand: int, logged: LoggedCard) -> LoggedCard:
        """``logged`` with the foul its card is from ``hand`` (the player's hand then)."""
        legal = self.legal_then(hand, logged)
        foul = ""
        if not legal >> logged.card & 1:
            foul = foul_type(hand, logged.card, logged.led, legal, self.locked, self.order_now())
        return logged._replace(foul=foul)

    def rejudge(self) -> None:
        """Judge the logged cards again on this world's hands: a sampled world must not keep
        the true deal's verdicts, which its observer cannot know (after a Sawa the hands are
        gone and the verdicts stay)."""
        if self.sawa_seat >= 0 or not self.card_log:
            return
        later = [0, 0, 0, 0]
        judged: list[LoggedCard] = []
        for logged in reversed(self.card_log):
            later[logged.seat] |= 1 << logged.card
            judged.append(self.judged(self.hands[logged.seat] | later[logged.seat], logged))
        self.card_log = tuple(reversed(judged))

    def play_facts(self, seat: int, card: int) -> int:
        """With ``qayd`` on any card may be played (a foul is let through, to be called), so
        a card proves nothing: what it would prove if legal is only assumed (``play_card``),
        whether or not it is a foul, as every seat sees the same play."""
        if self.rules.qayd:
            return 0
        return self.legal_facts(seat, card)

    def legal_facts(self, seat: int, card: int) -> int:
        """Cards ``seat`` would be proven not to hold by playing ``card`` now, were it legal
        (read from the public play only: the trick, the contract, the lock, the Akkas)."""
        led, winner, partner = self.trick_context(seat)
        assert self.order is not None
        if led < 0 and self.locked:
            return locked_lead_facts(card, self.order)
        if self.akkas and led >= 0 and self.released(seat):
            return SUIT_MASKS[led] if card // 13 != led else 0
        return self.follow_rule.facts(card, led, winner, partner, self.order)

    def play_reason(self, seat: int, card: int) -> Reason:
        led, winner, partner = self.trick_context(seat)
        assert self.order is not None
        hand = self.hands[seat]
        if led < 0:
            return LOCKED_LEAD(cards=name_cards(hand & ~self.order.trump, self.order))
        if self.akkas and self.released(seat):
            return FOLLOW(suit=Suit(led), cards=name_cards(hand & SUIT_MASKS[led], self.order))
        return self.follow_rule.reason(hand, card, led, winner, partner, self.order)

    def baloot_cards(self) -> int:
        """The trump K and Q, when their pair can still score (Hokum, not in a scoring project)."""
        if self.sun or self.order is None:
            return 0
        suit = self.order.trump_suit
        pair = (1 << (13 * suit + KING)) | (1 << (13 * suit + QUEEN))
        for seat in range(4):
            held = (self.hands[seat] | self.played_from[seat]) & pair == pair
            if held and any(p.cards & pair for p in self.settlement.scoring(seat)):
                return 0
        return pair

    def on_card(self, seat: int, card: int, events: list[Event]) -> None:
        pair = self.baloot_cards()
        if pair >> card & 1 and self.played_from[seat] & pair == pair:
            self.baloot[team_of(seat)] += 1
            events.append(Event(EventKind.ANNOUNCE, seat, (CARD_OBJECTS[card],), "baloot"))

    def play_card(self, card: int) -> list[Event]:
        seat = self.to_act
        if self.rules.qayd:  # every card is logged with the foul it is, if any
            led, winner, partner = self.trick_context(seat)
            released = bool(self.akkas) and led >= 0 and self.released(seat)
            trick = self.tricks_played + 1
            logged = LoggedCard(card, trick, seat, "", led, winner, partner, released)
            self.card_log = (*self.card_log, self.judged(self.hands[seat], logged))
        if self.akka_pending >= 0:
            wrong = not self.akka_cards(seat) >> card & 1
            self.akkas = (*self.akkas, (self.tricks_played + 1, seat, wrong))
            self.akka_pending = -1
        if self.rules.qayd:  # what the card would prove if legal, the same foul or not
            self.assume(seat, self.legal_facts(seat, card))
        events = super().play_card(card)
        if not self.shown and self.tricks_played >= 1:
            self.shown = True
            self.show_projects(events)
        return events

    def on_last_trick(self, events: list[Event]) -> None:
        self.phase = OVER
        self.over = True
        self.to_act = -1
        events.append(Event(EventKind.DEAL_END, values=self.result().points))

    # --- claims: claim, Sawa, Akka ---------------------------------------------

    def claim_search(self) -> ClaimSearch:
        return ClaimSearch(team_of(self.to_act), STEP, self.order_now(), self.rules_legal)

    def refutation(self) -> Reason | None:
        """``None`` when the claim of ``to_act`` is right (§2: his team wins every remaining
        trick whatever the opponents play), else the refusal naming a card that beats it."""
        refuted = self.claim_search().search(tuple(self.hands), (), self.to_act)
        if refuted is None:
            return None
        return CLAIM_WRONG(seat=Seats((refuted.seat,)), card=CARD_OBJECTS[refuted.card])

    def claim_reason(self, action: ClaimAction) -> Reason | None:
        if self.phase != PLAY:
            return NO_CARD_YET(phase=PHASE_TERMS[self.phase])
        seat = self.to_act
        if action == CLAIM:
            if self.rules.claims:
                return SAY_SAWA()
            if self.trick or self.akka_pending >= 0:
                return CLAIM_NOT_LEAD()
            return self.refutation()
        if not self.rules.claims:
            return CLAIMS_OFF(action=str(action))
        if action == SAWA:
            if self.trick or self.akka_pending >= 0:
                return SAWA_GATE()
            if self.hands[seat].bit_count() > SAWA_MOST_CARDS:
                return SAWA_GATE()
            return None if self.rules.qayd else self.refutation()
        if action == AKKA:
            if self.sun or self.trick or self.akka_pending >= 0:
                return AKKA_GATE()
            if not self.rules.qayd and not self.akka_cards(seat) & self.playable(seat):
                return AKKA_NONE()
            return None
        return NOT_AN_ACTION(game="Baloot", action=repr(action))

    def apply_claim(self, action: ClaimAction) -> list[Event]:
        seat = self.to_act
        self.history.append((seat, action))
        events = [Event(EventKind.BID, seat, text=str(action), wording=action.wording())]
        if action == AKKA:
            self.akka_pending = seat
        elif action == CLAIM:
            events.extend(play_out_claim(self, self.claim_search()))
        else:
            self.apply_sawa(seat, events)
        return events

    def apply_sawa(self, seat: int, events: list[Event]) -> None:
        """The hand stops: every card still held goes to the claimer's team with the last
        trick's 10, as tricks it took (§2, §11.10); the cards are not played (no Baloot)."""
        self.sawa_seat = seat
        if self.rules.qayd:
            self.sawa_wrong = self.refutation() is not None
            self.sawa_proven = self.sawa_proofs(seat) if self.sawa_wrong else (False,) * 4
        order = self.order_now()
        left = self.hand_count - self.tricks_played
        cards = 0
        for other in range(4):
            cards |= self.hands[other]
            self.hands[other] = 0
            self.known[other] = 0
        self.won[seat] |= cards
        self.card_points[seat] += order.trick_points(cards)
        self.tricks_taken[seat] += left
        self.tricks_played = self.hand_count
        self.last_trick_winner = seat
        if not self.shown:
            self.shown = True
            self.show_projects(events)
        self.on_last_trick(events)

    def sawa_proofs(self, claimer: int) -> tuple[bool, ...]:
        """Which seats can prove a Sawa wrong from what they see as it is said: the claimer's
        hand laid down, their own, and the rest as a set: the claim fails however those
        cards lie between the two hands they cannot see."""
        search = self.claim_search()
        proven = [False] * 4
        for seat in range(4):
            if team_of(seat) == team_of(claimer):
                continue
            unseen = [s for s in range(4) if s not in (seat, claimer)]
            pool = self.hands[unseen[0]] | self.hands[unseen[1]]
            hands = list(self.hands)
            proven[seat] = True
            for chosen in combinations(indices_of(pool), self.hands[unseen[0]].bit_count()):
                hands[unseen[0]] = sum(1 << card for card in chosen)
                hands[unseen[1]] = pool & ~hands[unseen[0]]
                if search.search(tuple(hands), (), claimer) is None:
                    proven[seat] = False
                    break
        return tuple(proven)

    # --- Qayd -------------------------------------------------------------------

    def qayd_reason(self, call: Qayd) -> Reason | None:
        """Why a Qayd cannot be judged (§11.8); ``None`` when it can (right or wrong)."""
        if not self.rules.qayd:
            return QAYD_OFF()
        seat = call.seat if call.seat >= 0 else self.to_act
        started = self.played or self.sawa_seat >= 0
        if self.qayd is not None or self.thrown_in or not started or not 0 <= seat < 4:
            return QAYD_WHEN()
        if self.akka_pending >= 0:
            return QAYD_AKKA_PENDING()
        if self.sawa_seat >= 0 and team_of(seat) == team_of(self.sawa_seat):
            return QAYD_AFTER_SAWA()
        mode = SUN_TERM if self.sun else HOKUM_TERM
        if (self.sun and call.foul in HOKUM_ONLY) or (call.foul == "locked" and not self.locked):
            return QAYD_MODE(foul=call.foul, mode=mode if call.foul != "locked" else LOCKED_TERM)
        if call.foul == "sawa":
            return None if self.sawa_seat >= 0 else QAYD_NO_SAWA()
        if call.foul == "akka":
            found = any(t == call.trick and team_of(s) != team_of(seat) for t, s, _ in self.akkas)
            return None if found else QAYD_NO_AKKA(trick=call.trick)
        assert call.card is not None
        index = call.card.index
        if not any(
            c == index and t == call.trick and team_of(s) != team_of(seat)
            for c, t, s, *_ in self.card_log
        ):
            return QAYD_CARD(card=call.card, trick=call.trick)
        return None

    def qayd_offender(self, call: Qayd) -> tuple[int, bool]:
        """The team that committed the act cited, and whether the Qayd is right."""
        if call.foul == "sawa":
            return team_of(self.sawa_seat), self.sawa_wrong
        if call.foul == "akka":
            seat, wrong = next((s, w) for t, s, w in self.akkas if t == call.trick)
            return team_of(seat), wrong
        assert call.card is not None
        index = call.card.index
        seat, foul = next((e.seat, e.foul) for e in self.card_log if e.card == index)
        return team_of(seat), foul == call.foul

    def apply_qayd(self, call: Qayd) -> list[Event]:
        """The hand ends at once: W (the caller's team if right, else the other team) gets
        the whole hand (§5.4, §11.11)."""
        seat = call.seat if call.seat >= 0 else self.to_act
        offender, right = self.qayd_offender(call)
        self.qayd = Qayd(call.foul, call.trick, call.card, seat)
        self.qayd_winner = 1 - offender if right else 1 - team_of(seat)
        self.history.append((seat, self.qayd))
        events = [
            Event(EventKind.BID, seat, text=str(call), wording=call.wording()),
            Event(EventKind.ANNOUNCE, seat, text="qayd_right" if right else "qayd_wrong"),
        ]
        self.phase = OVER
        self.over = True
        self.to_act = -1
        self.akka_pending = -1
        events.append(Event(EventKind.DEAL_END, values=self.result().points))
        return events

    def qayd_verdict(self) -> QaydVerdict | None:
        """The judged Qayd of this hand (``None``: none was said), its cards shown."""
        call = self.qayd
        if call is None:
            return None
        right = self.qayd_winner == team_of(call.seat)
        if call.foul == "sawa":
            return QaydVerdict(call, right, self.sawa_seat, 0, "", None, self.qayd_winner)
        if call.foul == "akka":
            seat = next(s for t, s, _ in self.akkas if t == call.trick)
            return QaydVerdict(call, right, seat, 0, "", None, self.qayd_winner)
        assert call.card is not None
        at = next(i for i, e in enumerate(self.card_log) if e.card == call.card.index)
        logged = self.card_log[at]
        held = self.hands[logged.seat]
        for later in self.card_log[at:]:
            if later.seat == logged.seat:
                held |= 1 << later.card
        broke = self.foul_reason(held, logged) if logged.foul else None
        return QaydVerdict(call, right, logged.seat, held, logged.foul, broke, self.qayd_winner)

    def foul_reason(self, hand: int, logged: LoggedCard) -> Reason:
        """The rule ``logged``'s card broke, played from ``hand`` (it was a foul)."""
        order = self.order_now()
        if logged.led < 0:
            return LOCKED_LEAD(cards=name_cards(hand & ~order.trump, order))
        if logged.released:
            follow = hand & SUIT_MASKS[logged.led]
            return FOLLOW(suit=Suit(logged.led), cards=name_cards(follow, order))
        return self.follow_rule.reason(
            hand, logged.card, logged.led, logged.winner, logged.partner, order
        )

    def qayd_score(self) -> BalootScore:
        """W gets the whole hand times the factor: Kammelna 26 / 16 plus W's projects in game
        points; the spec the conversion of 130 / 162 plus W's projects.  Each side keeps its
        announced Baloot; a Gahwa gives W the game."""
        team = self.qayd_winner
        projects = self.settlement.team_points(team)
        aces = self.four_aces(team)
        if self.rules.scoring == SCORING_KAMMELNA:
            base = SUN_HAND if self.sun else HOKUM_HAND
            hand = base + project_game_points(self.sun, projects, aces)
        elif self.sun:
            hand = sun_game_points(SUN_ALL + projects, aces)
        else:
            hand = hokum_game_points(HOKUM_ALL + projects)
        game = (hand, 0) if team == 0 else (0, hand)
        conversion = Conversion(self.rules.scoring, game, game, game, (0, 0), game)
        if self.gahwa:
            return BalootScore((0, 0), team, game, "gahwa", conversion, decides_winner=team)
        points = [0, 0]
        points[team] = hand * self.factor
        for side in (0, 1):
            points[side] += BALOOT_GAME_POINTS * self.baloot[side]
        return BalootScore((points[0], points[1]), team, game, "qayd", conversion)

    # --- projects ------------------------------------------------------------

    def full_hands(self) -> list[int]:
        return [self.hands[s] | self.played_from[s] for s in range(4)]

    def resettle(self, full_hands: Sequence[int]) -> Settlement:
        if self.order is None:
            return NOTHING_DECLARED
        table = SUN_PROJECTS if self.sun else HOKUM_PROJECTS
        return settle(full_hands, self.seats_in_order, table, self.order.trump_suit)

    def show_projects(self, events: list[Event]) -> None:
        for seat in self.seats_in_order:
            for project in self.settlement.scoring(seat):
                self.known[seat] |= project.cards & self.hands[seat]
                events.append(
                    Event(
                        EventKind.ANNOUNCE,
                        seat,
                        tuple(cards_of(project.cards)),
                        project.words,
                        (project.points,),
                        project_wording(project),
                    )
                )

    def four_aces(self, team: int) -> int:
        return sum(
            1
            for seat in (team, team + 2)
            for p in self.settlement.scoring(seat)
            if p.points == FOUR_ACES_IN_SUN
        )

    # --- scoring -------------------------------------------------------------

    def match_target(self) -> int:
        return self.rules.target

    def score_from(
        self,
        card_points: tuple[int, int],
        last_winner: int,
        baloot: Sequence[int],
        taken: Sequence[int] | None = None,
    ) -> BalootScore:
        """The hand's score from each team's card points, the last trick's winner, baloots and
        tricks per team (``taken``; the hand's own when left out), under the table's scoring."""
        tricks = [card_points[0], card_points[1]]
        tricks[team_of(last_winner)] += LAST_TRICK
        projects = (self.settlement.team_points(0), self.settlement.team_points(1))
        if self.rules.scoring == SCORING_KAMMELNA:
            mine = (
                self.tricks_taken[0] + self.tricks_taken[2],
                self.tricks_taken[1] + self.tricks_taken[3],
            )
            won = mine if taken is None else taken
            return score_kammelna_hand(
                self.sun,
                team_of(self.taker),
                (tricks[0], tricks[1]),
                projects,
                (self.four_aces(0), self.four_aces(1)),
                self.rules.compare_with_projects,
                next((t for t in (0, 1) if won[t] and not won[1 - t]), None),
                self.factor,
                self.gahwa,
                (baloot[0], baloot[1]),
            )
        raw = (tricks[0] + projects[0], tricks[1] + projects[1])
        compared = raw if self.rules.compare_with_projects else (tricks[0], tricks[1])
        return score_baloot_hand(
            self.sun,
            team_of(self.taker),
            raw,
            compared,
            (self.four_aces(0), self.four_aces(1)),
            self.factor,
            self.gahwa,
            (baloot[0], baloot[1]),
        )

    def score_terms(self) -> Hashable:
        """Everything of the deal that ``score_from`` reads when given ``taken``: two deals
        with equal terms score equal card points, last tricks, baloots and tricks alike."""
        settlement = self.settlement
        return (
            self.rules,
            self.sun,
            team_of(self.taker),
            self.factor,
            self.gahwa,
            self.hand_count,
            (settlement.team_points(0), settlement.team_points(1)),
            (self.four_aces(0), self.four_aces(1)),
        )

    def team_card_points(self) -> tuple[int, int]:
        p = self.card_points
        return (p[0] + p[2], p[1] + p[3])

    def result(self) -> DealResult:
        if self.thrown_in:
            same = self.kawesh and self.rules.kawesh_same_dealer
            return DealResult(points=(0, 0), thrown_in=True, same_dealer=same)
        if self.qayd is not None:
            score = self.qayd_score()
        else:
            score = self.score_from(self.team_card_points(), self.last_trick_winner, self.baloot)
        return DealResult(
            points=score.points,
            decides_winner=score.decides_winner,
            lines=self.summary_lines(score),
            contract=self.contract_info(),
            made=score.winner == team_of(self.taker),
            card_points=self.team_card_points(),
            details={
                "outcome": score.outcome,
                "winner": score.winner,
                "game_points": score.game_points,
                "bidding_team": team_of(self.taker),
                "contract": self.contract_words(),
                "factor": self.factor,
                "card_points": self.team_card_points(),
                "projects": (self.settlement.team_points(0), self.settlement.team_points(1)),
                "baloot": tuple(self.baloot),
                **self.custom_details(),
            },
        )

    def custom_details(self) -> dict[str, object]:
        """What a Sawa or a Qayd did to the hand, for records and the summary."""
        out: dict[str, object] = {}
        if self.sawa_seat >= 0:
            out["sawa"] = self.sawa_seat
        if self.qayd is not None:
            out["qayd"] = str(self.qayd)
            out["qayd_by"] = self.qayd.seat
            out["qayd_winner"] = self.qayd_winner
        return out

    def summary_lines(self, score: BalootScore) -> tuple[SummaryLine, ...]:
        """How the hand's score was made, with the scoring's own figures (``score.conversion``):
        card points and the last trick's 10 (with the projects that count, under the spec's
        scoring) make the raw points; their conversion to game points is a step (Kammelna's
        projects add their game points after it); then the contract's verdict, a step; then
        baloot's 2."""
        conversion = score.conversion
        if self.qayd is not None:
            return self.qayd_lines(score)
        cards = self.team_card_points()
        last = (LAST_TRICK, 0) if team_of(self.last_trick_winner) == 0 else (0, LAST_TRICK)
        seats = tuple(s for s in range(4) if self.settlement.scoring(s))
        projects = (self.settlement.team_points(0), self.settlement.team_points(1))
        kammelna = conversion.scoring == SCORING_KAMMELNA
        lines = [SummaryLine("card_points", cards), SummaryLine("last_trick", last)]
        if any(projects) and not kammelna:
            lines.append(SummaryLine("projects", projects, seats=seats))
        lines.append(
            SummaryLine(
                "game_points", conversion.base, step=True, reason=self.conversion_words(score)
            )
        )
        if any(conversion.projects):
            lines.append(SummaryLine("project_points", conversion.projects, seats=seats))
        lines.append(self.verdict(score))
        if any(self.baloot) and score.outcome != "gahwa":
            lines.append(SummaryLine("baloot", tuple(BALOOT_GAME_POINTS * n for n in self.baloot)))
        return tuple(lines)

    def qayd_lines(self, score: BalootScore) -> tuple[SummaryLine, ...]:
        """A hand ended by a Qayd: W's whole hand (with its projects) times the factor, then
        each side's announced Baloot."""
        qayd = self.qayd
        assert qayd is not None
        right = self.qayd_offender(qayd)[1]
        game = score.game_points
        factor = 1 if score.outcome == "gahwa" else self.factor
        values = (0, 0) if score.outcome == "gahwa" else (game[0] * factor, game[1] * factor)
        why = Wording.of(
            "qayd_right" if right else "qayd_wrong", call=str(qayd), factor=self.factor
        )
        lines = [SummaryLine("qayd", values, step=True, reason=why)]
        if any(self.baloot) and score.outcome != "gahwa":
            lines.append(SummaryLine("baloot", tuple(BALOOT_GAME_POINTS * n for n in self.baloot)))
        return tuple(lines)

    def conversion_words(self, score: BalootScore) -> Wording:
        """How raw points became game points, for the summary: the spec's rounding of each
        team's points, or Kammelna's 26 / 16 a hand (44 / 25 for a Kaboot)."""
        conversion = score.conversion
        contract = "sun" if self.sun else "hokum"
        if conversion.scoring != SCORING_KAMMELNA:
            aces = self.four_aces(0) + self.four_aces(1)
            return Wording(f"rounding_{contract}" + ("_four_aces" if aces else ""))
        if conversion.kaboot is not None:
            return Wording.of(f"kaboot_{contract}", points=sum(conversion.base))
        return Wording.of(f"kammelna_{contract}", points=sum(conversion.base))

    def verdict(self, score: BalootScore) -> SummaryLine:
        """The contract's verdict as a summary step: what it gives each team, and why (what
        decided it for the bidding team and the other, the doubling factor)."""
        bidders = team_of(self.taker)
        won = score.winner == bidders
        game = score.game_points
        if score.outcome == "gahwa":
            key, values = ("gahwa_made" if won else "gahwa_failed"), (0, 0)
        elif score.outcome == "made":
            key, values = "made_or_equal", game
        else:
            key = ("doubled_made" if won else "doubled_failed") if self.factor > 1 else "failed_all"
            both = (game[0] + game[1]) * self.factor
            values = (both, 0) if score.winner == 0 else (0, both)
        conversion = score.conversion
        compared = conversion.compared
        if score.outcome in ("made", "failed"):
            if conversion.kaboot is not None:
                key = "kaboot_made" if won else "kaboot_failed"
            elif conversion.tie_break is not None:  # equal game points: raw points decide
                key, compared = ("raw_made" if won else "raw_failed"), conversion.tie_break
        why = Wording.of(
            key, mine=compared[bidders], theirs=compared[1 - bidders], factor=self.factor
        )
        return SummaryLine("contract", (values[0], values[1]), step=True, reason=why)

    # --- information ---------------------------------------------------------

    def contract_words(self) -> str:
        if self.order is None:
            return ""
        return "sun" if self.sun else f"hokum in {SUIT_NAMES[self.order.trump_suit]}"

    def cards_in_play(self) -> list[int]:
        cards = super().cards_in_play()
        if self.turn_up >= 0 and self.taker < 0:
            cards.append(self.turn_up)
        return cards

    def public_projects(self) -> tuple[tuple[int, str], ...]:
        if not self.shown:
            return ()
        return tuple(
            (seat, p.words) for seat in self.seats_in_order for p in self.settlement.scoring(seat)
        )

    def view(self, seat: int) -> BalootView:
        return BalootView(
            **self.base_view(seat),
            phase=PHASE_NAMES[self.phase],
            taken_turn_up=card_at(self.turn_up) if self.taker >= 0 else None,
            taker=self.taker,
            contract_words=self.contract_words(),
            factor=self.factor,
            locked=self.locked,
            gahwa=self.gahwa,
            projects=self.public_projects(),
            team_points=self.team_card_points(),
            baloot=(self.baloot[0], self.baloot[1]),
        )

    def points_won(self) -> tuple[int, ...]:
        """Each team's card points so far, shown during the hand as Board Game Arena does."""
        return self.team_card_points()

    def face_up_card(self) -> Card | None:
        return card_at(self.turn_up) if self.turn_up >= 0 and self.taker < 0 else None

    def bidding_round(self) -> int:
        return self.bid_round

    def contract_info(self) -> ContractInfo | None:
        """Sun or Hokum in its suit, with the doubling factor, a locked trump and a Gahwa."""
        if self.taker < 0:
            return None
        trump = self.order.trump_suit if self.order else -1
        wording: Wording | None = None
        if self.order is not None:
            wording = Wording("sun") if self.sun else Wording.of("hokum:", suit=Suit(trump))
        badges = ("locked",) * self.locked + ("gahwa",) * self.gahwa
        return ContractInfo(self.taker, wording, trump, self.factor, badges)

    def info_key(self, seat: int) -> Hashable:
        """Every seat saw the turn-up and the flipped card; who took them follows from the calls."""
        return (super().info_key(seat), self.turn_up, self.flipped, self.public_projects())

    def hands_test(self, seat: int) -> ShownCombinations | None:
        table = SUN_PROJECTS if self.sun else HOKUM_PROJECTS
        return shown_test(self, seat, self.seats_in_order, table)

    def determinize(self, seat: int, rng: random.Random) -> BalootState:
        if self.sawa_seat >= 0:  # the cards still held went to the claimer's team: none hidden
            world = self.clone()
        else:
            sampled = super().determinize(seat, rng)
            assert isinstance(sampled, BalootState)
            world = sampled
        settle_world(self, world, seat)
        if self.card_log:
            world.rejudge()
        world.sawa_proven = tuple(p and s == seat for s, p in enumerate(self.sawa_proven))
        return world


CLONED_FIELDS: Final = (
    "rules",
    "dealer",
    "seats_in_order",
    "phase",
    "turn_up",
    "flipped",
    "bid_round",
    "stage",
    "passes",
    "bidder",
    "pending_sun",
    "pending_suit",
    "pending_taker",
    "taker",
    "sun",
    "factor",
    "doubler",
    "locked",
    "gahwa",
    "settlement",
    "shown",
    "thrown_in",
    "opening",
    "kawesh",
    "akka_pending",
    "akkas",
    "sawa_seat",
    "sawa_wrong",
    "sawa_proven",
    "card_log",
    "qayd",
    "qayd_winner",
)
_CLONED_VALUES: Final = itemgetter(*CLONED_FIELDS)  # read in one call (clone is hot)
