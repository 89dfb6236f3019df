"""The trick-playing half of a deal, shared by every trick-taking game.

``TrickPlayState`` keeps the hands as card sets, the trick on the table, the
cards and points each seat has won, the public history, and the *facts* every
seat has shown: ``forbidden[s]`` (cards the play rules prove seat ``s`` cannot
hold) and ``known[s]`` (cards everybody knows seat ``s`` holds, such as a
turn-up he took).  Those facts are what ``determinize`` keeps.

Where the rules let an illegal card through, to be called later (Baloot's
``qayd``), a card played proves nothing, yet a seat may still read it as if it
were legal: ``assumed[s]`` keeps the cards ``s`` would be proven not to hold had
every card it played been legal.  They are public (they depend on the cards
played, never on whether a card was a foul), but they may be false: a world is
drawn under them when any world fits them, and under the proven facts alone
when none does (a seat can tell that from the public play and its own hand).

A game subclass adds its own phases (bidding, doubling, contract choice) and
three hooks for the play: which cards are playable, what a card played
proves, and what happens when a card is played or the last trick is taken.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol

from game.core.api import (
    ActionT,
    ContractInfo,
    DealContext,
    Event,
    EventKind,
    State,
    TableView,
)
from game.core.cards import Card, card_at, cards_of, index_list, indices_of
from game.core.determinize import (
    ImpossibleDealError,
    Takes,
    ZoneSampler,
    card_bits,
    random_split,
    split_table,
)
from game.core.tricks import TrickOrder

CARD_OBJECTS = tuple(card_at(i) for i in range(53))
NO_FACTS = (0, 0, 0, 0)
SAMPLE_TRIES = 400


@dataclass(frozen=True, slots=True)
class TrickView(TableView):
    """What one seat may see of a trick-taking deal (``base_view`` fills every field)."""

    known: tuple[tuple[Card, ...], ...]  # cards each seat is publicly known to hold
    trick: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    last_trick: tuple[tuple[int, Card], ...]
    last_trick_winner: int  # -1 before the first trick is gathered
    tricks_taken: tuple[int, ...]  # per seat
    strength: tuple[int, ...] | None  # each card index's strength in the play (None: not yet)
    trump_suit: int  # -1 without trumps (or before they are known)
    turn_up: Card | None  # a card lying face up for the bidding
    bid_round: int  # the round of the bidding (0 in a game without one)
    rows: tuple[str, ...]  # the rows laid out, per suit, as rank letters low to high
    out: tuple[int, ...]  # seats that have gone out, in order (a laying-out game)
    points_won: tuple[int, ...]  # card points each side has won so far (empty: none kept)


class HandsTest(Protocol):
    """Public facts about the dealt hands that card sets alone cannot express (``hands_test``)."""

    def accepts(self, hands: Sequence[int]) -> bool:
        """Whether sampled hands agree with the facts."""
        ...

    def forbidden_cards(self, seat: int, held: int) -> int:
        """Cards ``seat`` cannot hold given the cards ``held`` it is known to have held (the
        part of the facts card sets can express: fewer draws are then rejected)."""
        ...


DealtRounds = tuple[int, int, int, list[int], tuple[int, ...], tuple[Takes, ...]]
"""A seat whose dealing rounds a world redraws: the seat, its zone in the sampler, the cards
it took in view of all (in no round), the cards it is known to have been dealt beyond those
(as card bits), its rounds' sizes and the table of their splits."""


@dataclass(frozen=True, slots=True)
class HiddenFacts:
    """What one seat knows of the hidden cards in one position (``facts_seen_by``)."""

    key: tuple[int, ...]  # the seat and the position it was read in
    others: list[int]  # the seats whose cards are resampled
    fixed: list[int]  # the cards each of them is known to hold
    sampler: ZoneSampler  # the hidden cards shared out under the card facts
    test: HandsTest | None  # facts beyond the cards (``hands_test``)
    rounds: list[DealtRounds]  # how to redraw the dealing rounds of the other seats
    assuming: bool = False  # the sampler keeps the assumed facts too (some world fits them)


class TrickPlayState(State[ActionT], Generic[ActionT]):
    """Hands, tricks and facts; subclasses add phases and rules."""

    _hidden_facts: HiddenFacts | None = None  # a class default: a clone starts without

    def __init__(self, context: DealContext, step: int, hand_count: int) -> None:
        self.ctx = context
        self.step = step
        self.hand_count = hand_count
        self.hands: list[int] = [0, 0, 0, 0]
        self.stock: list[int] = []  # undealt cards, top first (hidden from all)
        self.order: TrickOrder | None = None
        self.to_act = -1
        self.leader = -1
        self.trick: list[int] = []
        self.win_card = -1
        self.win_seat = -1
        self.tricks_taken = [0, 0, 0, 0]
        self.card_points = [0, 0, 0, 0]
        self.won = [0, 0, 0, 0]
        self.played = 0
        self.played_from = [0, 0, 0, 0]
        self.public_takes = [0, 0, 0, 0]  # cards a seat took in view of all (a turn-up)
        self.forbidden = [0, 0, 0, 0]
        self.assumed: tuple[int, ...] = NO_FACTS  # replaced, never changed in place
        self.known = [0, 0, 0, 0]
        self.received: list[list[int]] = [[], [], [], []]  # private: card sets dealt, in order
        self.history: list[tuple[int, Any]] = []
        self.opening: list[Event] = []  # the dealing's events (every hand!), for the table
        self.last_trick: tuple[int, tuple[int, ...]] = (-1, ())
        self.last_trick_winner = -1
        self.tricks_played = 0
        self.over = False

    # --- copying -----------------------------------------------------------

    def _copy_into(self, other: TrickPlayState) -> None:
        other.ctx = self.ctx
        other.step = self.step
        other.hand_count = self.hand_count
        other.hands = self.hands[:]
        other.stock = self.stock[:]
        other.order = self.order
        other.to_act = self.to_act
        other.leader = self.leader
        other.trick = self.trick[:]
        other.win_card = self.win_card
        other.win_seat = self.win_seat
        other.tricks_taken = self.tricks_taken[:]
        other.card_points = self.card_points[:]
        other.won = self.won[:]
        other.played = self.played
        other.played_from = self.played_from[:]
        other.public_takes = self.public_takes[:]
        other.forbidden = self.forbidden[:]
        other.assumed = self.assumed
        other.known = self.known[:]
        other.received = [r[:] for r in self.received]
        other.history = self.history[:]
        other.last_trick = self.last_trick
        other.last_trick_winner = self.last_trick_winner
        other.tricks_played = self.tricks_played
        other.over = self.over

    # --- dealing -----------------------------------------------------------

    def give(self, seat: int, cards: int, events: list[Event]) -> None:
        """Deal a card set to ``seat`` (privately)."""
        self.hands[seat] |= cards
        self.received[seat].append(cards)
        events.append(Event(EventKind.DEAL, seat, tuple(cards_of(cards))))

    def take_from_stock(self, n: int) -> int:
        cards = 0
        for index in self.stock[:n]:
            cards |= 1 << index
        del self.stock[:n]
        return cards

    # --- the play ----------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def in_play(self) -> bool:
        return self.order is not None and not self.over

    def playable(self, seat: int) -> int:
        """Card set of the cards ``seat`` may play now (``to_act`` in the play)."""
        raise NotImplementedError

    def play_facts(self, seat: int, card: int) -> int:
        """Cards ``seat`` is proven not to hold by playing ``card`` now."""
        raise NotImplementedError

    def assume(self, seat: int, cards: int) -> None:
        """Add ``cards`` to what ``seat`` is assumed not to hold (``assumed``): facts every
        seat reads from the play, not proven (the card may have been illegal)."""
        if cards & ~self.assumed[seat]:
            assumed = list(self.assumed)
            assumed[seat] |= cards
            self.assumed = tuple(assumed)

    def on_card(self, seat: int, card: int, events: list[Event]) -> None:
        """Announcements tied to a card played (belote...); nothing by default."""

    def on_last_trick(self, events: list[Event]) -> None:
        """Called once the last trick is gathered: score and finish."""
        self.over = True
        self.to_act = -1

    def play_card(self, card: int) -> list[Event]:
        seat = self.to_act
        bit = 1 << card
        self.forbidden[seat] |= self.play_facts(seat, card)
        self.hands[seat] ^= bit
        self.known[seat] &= ~bit
        self.played |= bit
        self.played_from[seat] |= bit
        events = [Event(EventKind.PLAY, seat, (CARD_OBJECTS[card],))]
        self.history.append((seat, CARD_OBJECTS[card]))
        self.on_card(seat, card, events)
        trick = self.trick
        if not trick:
            self.leader = seat
            self.win_card = card
            self.win_seat = seat
        elif self.order is not None and self.order.beats(card, self.win_card):
            self.win_card = card
            self.win_seat = seat
        trick.append(card)
        if len(trick) < 4:
            self.to_act = (seat + self.step) % 4
            return events
        winner = self.win_seat
        cards = 0
        for c in trick:
            cards |= 1 << c
        assert self.order is not None
        points = self.order.trick_points(cards)
        self.won[winner] |= cards
        self.card_points[winner] += points
        self.tricks_taken[winner] += 1
        self.last_trick = (self.leader, tuple(trick))
        self.last_trick_winner = winner
        self.trick = []
        self.tricks_played += 1
        events.append(
            Event(EventKind.TRICK, winner, tuple(CARD_OBJECTS[c] for c in trick), values=(points,))
        )
        self.to_act = winner
        if self.tricks_played == self.hand_count:
            self.on_last_trick(events)
        return events

    # --- information -------------------------------------------------------

    def cards_in_play(self) -> list[int]:
        out = list(self.stock)
        for mask in (*self.hands, *self.won):
            out.extend(indices_of(mask))
        out.extend(self.trick)
        return out

    def trick_pairs(self) -> tuple[tuple[int, Card], ...]:
        return tuple(
            ((self.leader + i * self.step) % 4, CARD_OBJECTS[c]) for i, c in enumerate(self.trick)
        )

    def base_view(self, seat: int) -> dict[str, Any]:
        leader, cards = self.last_trick
        order = self.order
        return {
            "seat": seat,
            "to_act": self.to_act,
            "dealer": self.ctx.dealer,
            "hand": tuple(cards_of(self.hands[seat])),
            "hand_sizes": tuple(h.bit_count() for h in self.hands),
            "history": tuple((s, str(a)) for s, a in self.history),
            "totals": self.ctx.totals,
            "contract": self.contract_info(),
            "known": tuple(tuple(cards_of(k)) for k in self.known),
            "trick": self.trick_pairs(),
            "last_trick": tuple(
                ((leader + i * self.step) % 4, CARD_OBJECTS[c]) for i, c in enumerate(cards)
            ),
            "last_trick_winner": self.last_trick_winner,
            "tricks_taken": tuple(self.tricks_taken),
            "strength": order.strength if order is not None else None,
            "trump_suit": order.trump_suit if order is not None else -1,
            "turn_up": self.face_up_card(),
            "bid_round": self.bidding_round(),
            "rows": self.laid_rows(),
            "out": self.gone_out(),
            "points_won": self.points_won(),
        }

    # --- what the table shows beside the cards (games override what they have) -----

    def contract_info(self) -> ContractInfo | None:
        """The contract once there is one."""
        return None

    def face_up_card(self) -> Card | None:
        """A card lying face up on the table for the bidding."""
        return None

    def bidding_round(self) -> int:
        return 0

    def laid_rows(self) -> tuple[str, ...]:
        return ()

    def gone_out(self) -> tuple[int, ...]:
        return ()

    def points_won(self) -> tuple[int, ...]:
        """Card points won so far per side, for the table's counter (a game that counts
        none shows none)."""
        return ()

    def info_key(self, seat: int) -> Hashable:
        return (seat, self.ctx, tuple(self.received[seat]), tuple(self.history))

    def hidden_zones(self, seat: int) -> list[int]:
        """Seats whose hands ``seat`` cannot see (all the others by default)."""
        return [s for s in range(4) if s != seat]

    def determinize(self, seat: int, rng: random.Random) -> TrickPlayState:
        facts = self.facts_seen_by(seat)
        world = self.clone()
        assert isinstance(world, TrickPlayState)
        world.opening = []  # the true deal's dealing: a sampled world keeps none of it
        hands = self.hands[:]
        others = facts.others
        fixed = facts.fixed
        accepts = facts.test.accepts if facts.test is not None else None
        draw = facts.sampler.draw_cards
        for _ in range(SAMPLE_TRIES):
            masks, free = draw(rng)
            for s, hand, zone in zip(others, fixed, masks, strict=False):
                hands[s] = hand | zone
            if accepts is None or accepts(hands):
                break
        world.hands = hands
        if self.stock:
            rand = rng.random
            world.stock = sorted(index_list(masks[-1]), key=lambda _: rand())
        else:
            world.stock = []
        # Which dealing round brought a card is hidden from the observer, so the
        # split is drawn at random too (this keeps ``info_key`` meaningful for
        # every seat inside a sampled world).  Any order of a seat's cards will do
        # for the table's positions: its known cards, then those drawn for it.
        played_from = self.played_from
        received = world.received
        rand = rng.random
        for s, zone, takes, known_bits, sizes, table in facts.rounds:
            cards = (hands[s] | played_from[s]) & ~takes
            if table:
                bits = known_bits + free[zone]
                parts = [sum(take(bits)) for take in table[int(rand() * len(table))]]
                received[s] = [cards - sum(parts), *parts]
            else:
                received[s] = random_split(cards, sizes, rng)
        return world

    def facts_seen_by(self, seat: int) -> HiddenFacts:
        """What ``seat`` knows of the hidden cards, read once for all the worlds drawn from it.

        A search draws many worlds from one position, so the facts are kept
        with the state (a clone starts without them) and read again only when
        the position has moved on (another card or bid, other hands).
        """
        key = (seat, len(self.history), *self.hands, len(self.stock))
        cached = self._hidden_facts
        if cached is not None and cached.key == key:
            return cached
        others = self.hidden_zones(seat)
        test = self.hands_test(seat)
        pool = 0
        needs = []
        forbidden = []
        fixed = []
        assumed = self.assumed
        assumptions = []
        known = self.known
        all_known = known[0] | known[1] | known[2] | known[3]
        for s in others:
            hand = self.hands[s]
            hidden = hand & ~known[s]
            pool |= hidden
            needs.append(hidden.bit_count())
            implied = 0
            if test is not None:
                implied = test.forbidden_cards(s, hand & known[s] | self.played_from[s])
            forbidden.append(self.forbidden[s] | (all_known & ~known[s]) | implied)
            assumptions.append(assumed[s])
            fixed.append(hand & known[s])
        if self.stock:  # an undealt stock is one more hidden zone, with no facts
            for index in self.stock:
                pool |= 1 << index
            needs.append(len(self.stock))
            forbidden.append(0)
            assumptions.append(0)
        sampler = None
        if any(assumptions):
            # The assumed facts hold when no card was a foul; a world is drawn under them
            # whenever one fits them.  Whether one does depends only on the public facts
            # and this seat's hand (the pool is what it has not seen), not on the fouls.
            try:
                sampler = ZoneSampler(
                    pool, needs, [f | a for f, a in zip(forbidden, assumptions, strict=True)]
                )
            except ImpossibleDealError:
                sampler = None  # a foul the play has shown: draw under the proven facts
        assuming = sampler is not None
        if sampler is None:
            sampler = ZoneSampler(pool, needs, forbidden)
        rounds: list[DealtRounds] = []
        for zone, s in enumerate(others):
            if self.received[s]:
                takes = self.public_takes[s]
                known_cards = (fixed[zone] | sampler.forced[zone] | self.played_from[s]) & ~takes
                sizes = tuple(r.bit_count() for r in self.received[s])
                if len(sizes) == 1:  # dealt in one round: nothing to split
                    rounds.append((s, zone, takes, [], sizes, ()))
                    continue
                rounds.append((s, zone, takes, card_bits(known_cards), sizes, split_table(sizes)))
        facts = HiddenFacts(key, others, fixed, sampler, test, rounds, assuming)
        self._hidden_facts = facts
        return facts

    def hands_test(self, seat: int) -> HandsTest | None:
        """Public facts the card sets cannot express, to test sampled hands against
        (``None``: every draw agrees).

        Classic Belote's declarations and Baloot's projects, once shown, say
        what the dealt hands held; ``determinize`` redraws until the test
        accepts (rejection keeps the draw uniform among the worlds that agree),
        at most ``SAMPLE_TRIES`` times (the card facts hold on every draw).
        The cards the test says a seat cannot hold are kept from it in every
        draw: each of those draws would be rejected anyway, so leaving them out
        changes no world's chance among those accepted.
        """
        return None
