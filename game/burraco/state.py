"""A deal of Burraco: the deal from a deck, the turns, the pots, closing and the ends.

Hands are ``CardBag`` multisets.  Physical identity matters in one rule only
(a one-card pile picked up may not be discarded in the same turn, an
identical copy may): ``pinned`` is that card and ``pinned_left`` whether that
very copy is still in the hand.  When the player melds or lays off a card of
that code, the picked-up copy is the one used (the choice most favourable to
him, so ``discard:C`` then means the other copy).

Knowledge: cards picked up with the pile are *known* in that hand until a
card of that code is played from it; a pot is unseen until its owner may look.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any, Final

from game.burraco.actions import (
    DRAW,
    PICKUP,
    BurracoAction,
    Discard,
    Draw,
    Layoff,
    Meld,
    Pickup,
    parse_burraco_action,
)
from game.burraco.bag import CardBag
from game.burraco.listing import list_layoffs, list_melds
from game.burraco.melds import (
    BURRACO_SIZE,
    SET,
    TableMeld,
    check_meld,
    is_wild_card,
    layoff_results,
    read_meld,
)
from game.burraco.scoring import TeamScore, team_score
from game.core.api import DealContext, DealResult, Event, EventKind, State
from game.core.cards import JOKER_INDEX, Card, card_at, index_list
from game.core.determinize import fast_shuffler
from game.core.reasons import NOT_AN_ACTION, Rank, Reason, reason_kind
from game.core.rummy import RummyView

DRAW_PHASE: Final = 0
PLAY_PHASE: Final = 1
OVER: Final = 2
PHASE_NAMES: Final = ("draw", "play", "over")

HAND_SIZE: Final = 11
POT_SIZE: Final = 11
STOCK_LOW: Final = 2
STALEMATE_PICKUPS: Final = 4

HAND_OVER: Final = reason_kind("b.over", "the hand is over")
DRAWN: Final = reason_kind("b.drawn", "you have already drawn this turn: meld, lay off or discard")
PILE_EMPTY: Final = reason_kind("b.pile_empty", "the discard pile is empty")
DRAW_FIRST: Final = reason_kind(
    "b.draw_first", "first draw from the stock or pick up the discard pile"
)
NO_MELD: Final = reason_kind("b.no_meld", "your team has no meld {number} (it has {count})")
SET_TWICE: Final = reason_kind(
    "b.set_twice", "your team already has a set of {rank}s: lay off onto it instead"
)
NO_END_CHOICE: Final = reason_kind(
    "b.no_end_choice", "the wild card has no choice of end here: leave out ':{end}'"
)
EITHER_END: Final = reason_kind(
    "b.either_end", "the wild card may go to either end: add ':low' or ':high'"
)
ZERO: Final = reason_kind(
    "b.zero", "your team has taken its pot: you may not meld down to zero cards"
)
PINNED_LAST: Final = reason_kind(
    "b.pinned_last",
    "you would keep only the card you picked up from a one-card pile, "
    "which you may not discard this turn",
)
KEEP_TWO: Final = reason_kind(
    "b.keep_two",
    "keep at least two cards: your team has its pot and cannot close yet (it has no burraco)",
)
KEEP_ONE: Final = reason_kind(
    "b.keep_one", "you may keep one card only to close, and the closing card may not be wild"
)
NOT_HELD: Final = reason_kind("b.not_held", "you do not hold {card}")
HELD_ONLY: Final = reason_kind("b.held_only", "you hold only {held} {card}, not {n}")
PINNED: Final = reason_kind(
    "b.pinned", "you may not discard {card}: you picked it up from a one-card pile this turn"
)
NO_BURRACO: Final = reason_kind(
    "b.no_burraco",
    "your last card would close the hand, and your team cannot close without a burraco",
)
WILD_CLOSE: Final = reason_kind("b.wild_close", "the closing discard may not be a wild card")

CLOSED: Final = "closed"
STOCK_LOW_END: Final = "stock low"
STALEMATE: Final = "stalemate"


_CARDS: Final = tuple(card_at(i) for i in range(JOKER_INDEX + 1))


def cards_tuple(indices: Sequence[int]) -> tuple[Card, ...]:
    return tuple(map(_CARDS.__getitem__, indices))


class BurracoView(RummyView):
    """What one seat may see of a Burraco deal: the rummy view, no contract."""

    __slots__ = ()


_DISCARDS: Final = tuple(Discard(i) for i in range(JOKER_INDEX + 1))


class BurracoState(State[BurracoAction]):
    """One hand of Burraco."""

    def __init__(self, rules: Any, deck: Sequence[Card], context: DealContext) -> None:
        self.rules = rules
        self.ctx = context
        self.dealer = context.dealer
        order = [card.index for card in deck]
        self.hands = [CardBag() for _ in range(4)]
        for i in range(4 * HAND_SIZE):
            self.hands[(self.dealer + 1 + i) % 4].add(order[i])
        pot_a = order[44:55]
        pot_b = order[55:66]
        self.pots: list[list[int]] = [pot_b, pot_a]  # pot B lies on top: taken first
        self.pile: list[int] = [order[66]]
        self.stock: list[int] = order[67:]
        self.known = [CardBag() for _ in range(4)]
        self.melds: list[list[TableMeld]] = [[], []]
        self.set_ranks = [0, 0]
        self.pot_taken = [False, False]
        self.pot_takers: list[int] = []  # the teams, in the order they took a pot
        self.unseen: list[list[int] | None] = [None, None, None, None]
        self.to_act = (self.dealer + 1) % 4
        self.phase = DRAW_PHASE
        self.pinned = -1
        self.pinned_left = False
        self.single_pickups = 0
        self.last_turn = False
        self.closer = -1
        self.end = ""
        self.public_log: list[tuple[int, str]] = []
        self.private_log: list[list[Hashable]] = [
            [tuple(self.hands[s].indices())] for s in range(4)
        ]
        self.first_pile = order[66]
        self.opening = [
            Event(EventKind.DEAL, s, cards_tuple(self.hands[s].indices())) for s in range(4)
        ]
        self.opening.append(Event(EventKind.TURN_UP, None, (card_at(order[66]),)))

    # --- the match ---------------------------------------------------------

    def match_target(self) -> int:
        target: int = self.rules.target
        return target

    # --- copying -----------------------------------------------------------

    def clone(self) -> BurracoState:
        other = object.__new__(BurracoState)
        other.rules = self.rules
        other.ctx = self.ctx
        other.dealer = self.dealer
        other.hands = [h.copy() for h in self.hands]
        other.pots = [p[:] for p in self.pots]
        other.pile = self.pile[:]
        other.stock = self.stock[:]
        other.known = [k.copy() for k in self.known]
        other.melds = [self.melds[0][:], self.melds[1][:]]
        other.set_ranks = self.set_ranks[:]
        other.pot_taken = self.pot_taken[:]
        other.pot_takers = self.pot_takers[:]
        other.unseen = [None if u is None else u[:] for u in self.unseen]
        other.to_act = self.to_act
        other.phase = self.phase
        other.pinned = self.pinned
        other.pinned_left = self.pinned_left
        other.single_pickups = self.single_pickups
        other.last_turn = self.last_turn
        other.closer = self.closer
        other.end = self.end
        other.public_log = self.public_log[:]
        other.private_log = [log[:] for log in self.private_log]
        other.first_pile = self.first_pile
        other.opening = self.opening
        return other

    # --- questions ---------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def parse_action(self, text: str) -> BurracoAction:
        return parse_burraco_action(text)

    def team_melds(self, seat: int) -> list[TableMeld]:
        return self.melds[seat & 1]

    def meld_options(self) -> list[Meld | Layoff]:
        """The meld-listing query: every distinct meld and lay-off the seat to act may make now."""
        if self.phase != PLAY_PHASE:
            return []
        seat = self.to_act
        team = seat & 1
        hand = self.hands[seat]
        size = len(hand)
        has_pot = self.pot_taken[team]
        melds = self.melds[team]
        has_burraco = any(m.is_burraco for m in melds)
        out: list[Meld | Layoff] = []
        for meld in list_melds(hand, self.set_ranks[team]):
            if (
                size - len(meld.cards) >= 2
                or self._leave_reason(
                    hand, meld.cards, has_pot, has_burraco or len(meld.cards) >= BURRACO_SIZE
                )
                is None
            ):
                out.append(meld)
        for layoff in list_layoffs(hand, melds):
            if (
                size - len(layoff.cards) >= 2
                or self._leave_reason(
                    hand,
                    layoff.cards,
                    has_pot,
                    has_burraco
                    or len(melds[layoff.meld - 1].cards) + len(layoff.cards) >= BURRACO_SIZE,
                )
                is None
            ):
                out.append(layoff)
        return out

    def options_with(self, cards: Sequence[Card]) -> list[Meld | Layoff]:
        """The melds and lay-offs that use exactly these cards (the table's selection)."""
        wanted = sorted(card.index for card in cards)
        return [a for a in self.meld_options() if sorted(a.cards) == wanted]

    def legal_actions(self) -> list[BurracoAction]:
        if self.phase == OVER:
            return []
        if self.phase == DRAW_PHASE:
            return [DRAW, PICKUP] if self.pile else [DRAW]
        out: list[Any] = self.meld_options()
        seat = self.to_act
        hand = self.hands[seat]
        cards = index_list(hand.one)
        if hand.jokers:
            cards.append(JOKER_INDEX)
        if len(hand) > 1:
            blocked = self.pinned if self.pinned_left and hand.count(self.pinned) == 1 else -1
            out.extend(_DISCARDS[card] for card in cards if card != blocked)
        else:
            out.extend(_DISCARDS[c] for c in cards if self._discard_reason(seat, c) is None)
        return out

    def why_illegal(self, action: BurracoAction) -> Reason | None:
        if self.phase == OVER:
            return HAND_OVER()
        if isinstance(action, Draw | Pickup):
            if self.phase != DRAW_PHASE:
                return DRAWN()
            if isinstance(action, Pickup) and not self.pile:
                return PILE_EMPTY()
            return None
        if not isinstance(action, Meld | Layoff | Discard):
            return NOT_AN_ACTION(game="Burraco", action=repr(action))
        if self.phase == DRAW_PHASE:
            return DRAW_FIRST()
        seat = self.to_act
        if isinstance(action, Discard):
            return self._discard_reason(seat, action.card)
        hand = self.hands[seat]
        team = seat & 1
        melds = self.melds[team]
        if isinstance(action, Layoff) and not 1 <= action.meld <= len(melds):
            return NO_MELD(number=action.meld, count=len(melds))
        missing = _not_held(hand, action.cards)
        if missing:
            return missing
        has_burraco = any(m.is_burraco for m in melds)
        if isinstance(action, Meld):
            meld = read_meld(action.cards)
            if isinstance(meld, Reason):
                return meld
            if meld.kind == SET and self.set_ranks[team] >> meld.rank & 1:
                return SET_TWICE(rank=Rank(meld.rank))
            size_after = len(meld.cards)
        else:
            target = melds[action.meld - 1]
            results = layoff_results(target, action.cards)
            if isinstance(results, Reason):
                return results
            if len(results) == 1 and action.end:
                return NO_END_CHOICE(end=action.end)
            if len(results) > 1 and not action.end:
                low = Layoff(action.meld, action.cards, "low")
                return EITHER_END().suggesting(str(low))
            size_after = len(results[0].cards)
        return self._leave_reason(
            hand, action.cards, self.pot_taken[team], has_burraco or size_after >= BURRACO_SIZE
        )

    def _leave_reason(
        self, hand: CardBag, cards: Sequence[int], has_pot: bool, burraco_after: bool
    ) -> Reason | None:
        """Why melding ``cards`` would leave the hand too short (the closing rules), or None."""
        left = len(hand) - len(cards)
        if left >= 2:
            return None
        if left == 0:
            if has_pot:
                return ZERO()
            return None
        rest = hand.copy()
        for card in cards:
            rest.remove(card)
        last = rest.indices()[0]
        pinned_copy = last == self.pinned and self.pinned_left and last not in cards
        if pinned_copy:
            return PINNED_LAST()
        if not has_pot:
            return None
        if not burraco_after:
            return KEEP_TWO()
        if is_wild_card(last):
            return KEEP_ONE()
        return None

    def _discard_reason(self, seat: int, card: int) -> Reason | None:
        hand = self.hands[seat]
        held = hand.count(card)
        if held == 0:
            return NOT_HELD(card=card_at(card))
        if card == self.pinned and self.pinned_left and held == 1:
            return PINNED(card=card_at(card))
        if len(hand) > 1:
            return None
        team = seat & 1
        if not self.pot_taken[team]:
            return None
        if not any(m.is_burraco for m in self.melds[team]):
            return NO_BURRACO()
        if is_wild_card(card):
            return WILD_CLOSE()
        return None

    # --- applying ----------------------------------------------------------

    def apply(self, action: BurracoAction) -> list[Event]:
        seat = self.to_act
        if isinstance(action, Draw):
            return self._draw(seat)
        if isinstance(action, Pickup):
            return self._pickup(seat)
        if isinstance(action, Discard):
            return self._discard(seat, action.card)
        team = seat & 1
        self._play_from_hand(seat, action.cards)
        if isinstance(action, Meld):
            meld = read_meld(action.cards)
            assert isinstance(meld, TableMeld)
            self.melds[team].append(meld)
            if meld.kind == SET:
                self.set_ranks[team] |= 1 << meld.rank
            events = [Event(EventKind.MELD, seat, cards_tuple(meld.cards), meld.text())]
        else:
            target = self.melds[team][action.meld - 1]
            results = layoff_results(target, action.cards)
            assert not isinstance(results, Reason)
            grown = results[-1] if action.end == "high" else results[0]
            self.melds[team][action.meld - 1] = grown
            events = [
                Event(
                    EventKind.LAY_OFF, seat, cards_tuple(action.cards), grown.text(), (action.meld,)
                )
            ]
        self.public_log.append((seat, str(action)))
        if not len(self.hands[seat]):
            self._take_pot_in_flight(seat, events)
        return events

    def _draw(self, seat: int) -> list[Event]:
        card = self.stock.pop(0)
        self.hands[seat].add(card)
        self.private_log[seat].append(card)
        self.public_log.append((seat, "draw"))
        self.single_pickups = 0
        if len(self.stock) == STOCK_LOW:
            self.last_turn = True
        self.phase = PLAY_PHASE
        return [Event(EventKind.DRAW, seat, (card_at(card),))]

    def _pickup(self, seat: int) -> list[Event]:
        pile = self.pile
        hand = self.hands[seat]
        known = self.known[seat]
        for card in pile:
            hand.add(card)
            known.add(card)
        if len(pile) == 1:
            self.pinned = pile[0]
            self.pinned_left = True
            self.single_pickups += 1
        else:
            self.single_pickups = 0
        self.pile = []
        self.public_log.append((seat, "pickup"))
        self.phase = PLAY_PHASE
        return [Event(EventKind.TAKE, seat, cards_tuple(pile))]

    def _play_from_hand(self, seat: int, cards: Sequence[int]) -> None:
        hand = self.hands[seat]
        known = self.known[seat]
        for card in cards:
            hand.remove(card)
            if known.count(card):
                known.remove(card)
            if card == self.pinned:
                self.pinned_left = False

    def _take_pot_in_flight(self, seat: int, events: list[Event]) -> None:
        pot = self.pots.pop(0)
        hand = self.hands[seat]
        for card in pot:
            hand.add(card)
        self.pot_taken[seat & 1] = True
        self.pot_takers.append(seat & 1)
        self.private_log[seat].append(("pot", tuple(sorted(pot))))
        events.append(Event(EventKind.POT, seat, cards_tuple(sorted(pot)), "in flight"))

    def _discard(self, seat: int, card: int) -> list[Event]:
        hand = self.hands[seat]
        known = self.known[seat]
        hand.remove(card)
        if card == self.pinned and self.pinned_left:
            known.discard_up_to(card, known.count(card) - hand.count(card))
        elif known.count(card):
            known.remove(card)
        self.pile.append(card)
        self.public_log.append((seat, f"discard:{card_at(card).code}"))
        events = [Event(EventKind.DISCARD, seat, (card_at(card),))]
        team = seat & 1
        if not len(hand):
            if self.pot_taken[team]:
                self.closer = team
                self._finish(CLOSED, events)
                return events
            self.unseen[seat] = self.pots.pop(0)
            self.pot_taken[team] = True
            self.pot_takers.append(team)
            events.append(Event(EventKind.POT, seat, (), "by discarding"))
        if self.last_turn:
            self._finish(STOCK_LOW_END, events)
        elif self.single_pickups >= STALEMATE_PICKUPS:
            self._finish(STALEMATE, events)
        else:
            partner = seat ^ 2
            pot = self.unseen[partner]
            if pot is not None:
                for c in pot:
                    self.hands[partner].add(c)
                self.unseen[partner] = None
                self.private_log[partner].append(("pot", tuple(sorted(pot))))
                events.append(Event(EventKind.POT, partner, cards_tuple(sorted(pot)), "seen"))
            self.to_act = (seat + 1) % 4
            self.phase = DRAW_PHASE
            self.pinned = -1
            self.pinned_left = False
        return events

    def _finish(self, end: str, events: list[Event]) -> None:
        self.end = end
        self.phase = OVER
        self.to_act = -1
        events.append(Event(EventKind.DEAL_END, text=end, values=self.result().points))

    # --- results -----------------------------------------------------------

    def team_scores(self) -> tuple[TeamScore, TeamScore]:
        scores = []
        for team in (0, 1):
            left: list[int] = []
            for seat in (team, team + 2):
                left.extend(self.hands[seat].indices())
                left.extend(self.unseen[seat] or ())
            scores.append(
                team_score(self.melds[team], self.closer == team, self.pot_taken[team], left)
            )
        return scores[0], scores[1]

    def result(self) -> DealResult:
        scores = self.team_scores()
        return DealResult(
            points=(scores[0].total, scores[1].total),
            ending=self.end,
            details={"end": self.end, "closer": self.closer, "teams": scores},
            score_items=tuple(score.items() for score in scores),
        )

    def cards_in_play(self) -> list[int]:
        out: list[int] = []
        for hand in self.hands:
            out.extend(hand.indices())
        for pot in (*self.pots, *(u for u in self.unseen if u is not None)):
            out.extend(pot)
        out.extend(self.pile)
        out.extend(self.stock)
        for team in self.melds:
            for meld in team:
                out.extend(meld.cards)
        return out

    def check_invariants(self) -> list[str]:
        faults = []
        for team in self.melds:
            for meld in team:
                fault = check_meld(meld)
                if fault:
                    faults.append(fault)
        for seat in range(4):
            if not self.hands[seat].holds(self.known[seat].indices()):
                faults.append(f"seat {seat}: a known card left the hand unseen")
        if self.phase != OVER and not self.legal_actions():
            faults.append("no legal action")
        return faults

    # --- information -------------------------------------------------------

    def view(self, seat: int) -> BurracoView:
        return BurracoView(
            seat=seat,
            to_act=self.to_act,
            dealer=self.dealer,
            phase=PHASE_NAMES[self.phase],
            hand=cards_tuple(self.hands[seat].indices()),
            hand_sizes=tuple(len(h) for h in self.hands),
            known=tuple(cards_tuple(k.indices()) for k in self.known),
            pile=cards_tuple(self.pile),
            stock_size=len(self.stock),
            pots_left=len(self.pots),
            pot_taken=tuple(self.pot_taken),
            unseen_pots=tuple(len(u) if u is not None else 0 for u in self.unseen),
            melds=tuple(tuple(cards_tuple(m.cards) for m in team) for team in self.melds),
            pinned=card_at(self.pinned) if self.pinned >= 0 and self.pinned_left else None,
            last_turn=self.last_turn,
            history=tuple(self.public_log),
            totals=self.ctx.totals,
            contract=None,
            end=self.end,
            wilds=tuple(tuple(m.wild for m in team) for team in self.melds),
            meld_points=tuple(sum(m.points for m in team) for team in self.melds),
            pot_takers=tuple(self.pot_takers),
        )

    def info_key(self, seat: int) -> Hashable:
        return (
            seat,
            self.dealer,
            self.ctx.totals,
            self.ctx.deal_number,
            self.first_pile,
            tuple(self.public_log),
            tuple(self.private_log[seat]),
        )

    def determinize(self, seat: int, rng: random.Random) -> BurracoState:
        """Resample the other hands (known cards kept), unseen pots and the stock order."""
        world = self.clone()
        world.opening = []  # the true deal's dealing: a sampled world keeps none of it
        others = [s for s in range(4) if s != seat]
        pool: list[int] = []
        hidden_hands: list[CardBag] = []
        for s in others:
            hidden = self.hands[s].copy()
            for card in self.known[s].indices():
                hidden.remove(card)
            hidden_hands.append(hidden)
            pool.extend(hidden.indices())
        unseen_seats = [s for s in range(4) if self.unseen[s] is not None]
        for s in unseen_seats:
            pool.extend(self.unseen[s] or ())
        for pot in self.pots:
            pool.extend(pot)
        pool.extend(self.stock)
        pool.sort()
        fast_shuffler(rng)(pool)
        start = 0
        for s, hidden in zip(others, hidden_hands, strict=True):
            size = len(hidden)
            hand = self.known[s].copy()
            for card in pool[start : start + size]:
                hand.add(card)
            start += size
            world.hands[s] = hand
            world.private_log[s] = [("sampled", hand.key())]
        for s in unseen_seats:
            size = len(self.unseen[s] or ())
            world.unseen[s] = pool[start : start + size]
            start += size
        world.pots = []
        for pot in self.pots:
            world.pots.append(pool[start : start + len(pot)])
            start += len(pot)
        world.stock = pool[start:]
        return world


def _not_held(hand: CardBag, cards: Sequence[int]) -> Reason | None:
    need: dict[int, int] = {}
    for card in cards:
        need[card] = need.get(card, 0) + 1
    for card, n in need.items():
        held = hand.count(card)
        if held < n:
            if held == 0:
                return NOT_HELD(card=card_at(card))
            return HELD_ONLY(held=held, card=card_at(card), n=n)
    return None
