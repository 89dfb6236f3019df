"""Card reading: what one seat can know of the hidden cards of a trick game.

Everything here is read from the seat's own information: an ``InfoState`` is built
from a sampled world of the seat (``ai.agent``), so only the seat's hand and the
public facts in it are true, and nothing can reach a hidden card.  From it:

- per suit, the cards still *out* (neither played nor in the seat's hand, nor
  lying face up for the bidding), strongest first, the suit's *master* (its
  strongest card not yet played) and the seats *proven void* in it: every card
  of the suit still out is one the play rules prove that seat cannot hold (it
  failed to follow, or the facts of the rules in force say so); ``since`` is the
  trick in which it first failed to follow (0 when the proof came otherwise);
- the trumps still out and the seats that may hold one; the seat's own
  *masters* (cards that no card still out of their suit beats); the card
  points still out;
- for the important cards still out, the chance that each other seat holds
  each: the share of sampled worlds in which it does, with its standard error.
  The worlds are drawn as the searching levels draw theirs
  (``ai.search.pimc.world_values``): world ``i`` from its own seed
  (``world_rng``), redrawn while the other seats' bids contradict its hands
  (the game's ``plausible``), as often as the hard level does.  A seat proven
  void in a suit holds its cards in no world (chance 0), and a card only one
  seat may hold is with it in every world (chance 1).

The *important* cards are the ones play turns on: cards worth 10 points or
more (Belote's and Baloot's trump jack, nine, ace and ten, the side aces and
tens; Barbu's king of hearts); in a game worth fewer points a card, the cards
worth the most (Barbu's queens, the ace of hearts); with no card worth anything
(Barbu's trick-counting contracts), the three strongest trumps out and the
strongest card out of each suit.

A rummy deal (Burraco) is read from the seat's view (``RummyReading``): a card is
*out* when it is neither in the seat's hand, nor on the discard pile, nor in a meld;
of those, the cards a seat picked up with the pile and still holds are *known* in
its hand, and the rest *unseen* (the hidden hands, the stock, the pots), counted by
copies (two decks: two of each card, four jokers).  Sampling adds nothing there (a
world is a uniform deal of the unseen cards), so a rummy reading has no chances.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ai.agent import InfoState
from ai.catalog import game_ai
from ai.levels import HARD_PLAY
from ai.search.pimc import world_rng
from game.core.api import State
from game.core.cards import JOKER, SUIT_MASKS, Card, card_at, indices_of, mask_of
from game.core.rummy import RummyView
from game.core.trickplay import TrickPlayState
from game.core.tricks import TrickOrder

WORLDS = 200
"""Sampled worlds per reading (about 0.05 s in a Belote deal's play on one core)."""

REDRAWS = HARD_PLAY.budget.redraws
"""How often a world whose bids contradict its hands is redrawn: as the hard level does."""

POINTY = 10  # a card worth at least this many points is an important card
MOST_ODDS = 10  # at most this many important cards get their odds


@dataclass(frozen=True)
class Void:
    """``seat`` is proven to hold no card of ``suit``: since trick ``since`` (from 1), the one
    in which it first failed to follow the suit; 0 when the proof came otherwise."""

    seat: int
    suit: int
    since: int


@dataclass(frozen=True)
class SuitReading:
    """One suit as the seat knows it."""

    suit: int
    out: tuple[Card, ...]  # not played and not in the seat's hand, strongest first
    held: tuple[Card, ...]  # in the seat's hand, strongest first
    played: int  # how many of its cards have been played
    master: Card | None  # its strongest card not yet played (None: all played)
    voids: tuple[Void, ...]  # the other seats proven void in it
    points_out: int  # card points of ``out``
    is_trump: bool

    @property
    def master_held(self) -> bool:
        """Whether the suit's master is in the seat's hand."""
        return self.master is not None and self.master in self.held


@dataclass(frozen=True)
class CardOdds:
    """Where one card still out is, in the seat's sampled worlds."""

    card: Card
    chance: tuple[float, ...]  # per seat: the share of worlds it holds the card (0 for the seat)
    error: tuple[float, ...]  # per seat: the standard error of that share
    elsewhere: float  # the share of worlds it lies in no hand (an undealt stock)

    @property
    def certain(self) -> int:
        """The seat that holds the card in every world, or -1."""
        for seat, chance in enumerate(self.chance):
            if chance >= 1.0:
                return seat
        return -1


@dataclass(frozen=True)
class Reading:
    """What ``seat`` can know of the hidden cards (see the module's docstring)."""

    kind: ClassVar[str] = "tricks"  # the reading of a trick game (a rummy's: ``RummyReading``)
    seat: int
    in_play: bool  # the card play has begun (before it: no trumps, no masters, no points)
    trump_suit: int  # -1: none (or not yet known)
    suits: tuple[SuitReading, ...]  # the four suits in suit order
    trumps_out: tuple[Card, ...]  # strongest first
    trump_holders: tuple[int, ...]  # the other seats that may hold a trump still out
    masters: tuple[Card, ...]  # the seat's cards that no card still out beats
    points_out: int
    odds: tuple[CardOdds, ...]  # the important cards still out, strongest first
    worlds: int  # how many sampled worlds the odds are counted over

    @property
    def voids(self) -> tuple[Void, ...]:
        return tuple(void for suit in self.suits for void in suit.voids)

    def odds_of(self, card: Card) -> CardOdds | None:
        for odds in self.odds:
            if odds.card is card:
                return odds
        return None


@dataclass(frozen=True)
class Copies:
    """``copies`` copies of ``card``."""

    card: Card
    copies: int


@dataclass(frozen=True)
class RummySuit:
    """One suit of a rummy deal as the seat knows it, aces first."""

    suit: int
    unseen: tuple[Copies, ...]  # neither seen anywhere nor known in a hand
    known: tuple[tuple[int, Card], ...]  # (seat, card): known in another seat's hand


@dataclass(frozen=True)
class RummyReading:
    """What ``seat`` can know of the hidden cards of a rummy deal (see the module's
    docstring)."""

    kind: ClassVar[str] = "rummy"
    seat: int
    suits: tuple[RummySuit, ...]  # the four suits in suit order
    jokers_unseen: int
    twos_unseen: int  # the other wild cards
    known: tuple[tuple[Card, ...], ...]  # per seat: the cards known in its hand (not its own)
    hand_sizes: tuple[int, ...]
    stock: int  # cards in the stock


def read_cards(state: State, seat: int, seed: int, worlds: int = WORLDS) -> Reading | RummyReading:
    """The reading of ``seat`` in ``state``, a trick game's odds counted over ``worlds``
    worlds drawn from ``seed``: only the seat's information is read."""
    rng = random.Random(seed)
    info = InfoState.of(state, seat, rng)
    if isinstance(info.view, RummyView):
        return read_rummy(info.view, seat, info.definition.deck(info.own_world().rules))
    return read_info(info, rng.getrandbits(62), worlds)


def read_rummy(view: RummyView, seat: int, deck: Sequence[Card]) -> RummyReading:
    """The reading of a rummy deal from the seat's view and the game's ``deck``."""
    known = tuple(() if s == seat else tuple(cards) for s, cards in enumerate(view.known))
    out = Counter(card.index for card in deck)
    seen = [*view.hand, *view.pile, *(card for cards in known for card in cards)]
    for team in view.melds:
        for meld in team:
            seen.extend(meld)
    out.subtract(card.index for card in seen)
    suits = []
    for suit in range(4):
        unseen = tuple(
            Copies(card_at(index), out[index])
            for index in sorted(range(13 * suit, 13 * suit + 13), reverse=True)
            if out[index] > 0
        )
        shown = tuple(
            (s, card)
            for s, cards in enumerate(known)
            for card in sorted(cards, key=lambda c: -c.rank)
            if card.suit == suit
        )
        suits.append(RummySuit(suit, unseen, shown))
    return RummyReading(
        seat=seat,
        suits=tuple(suits),
        jokers_unseen=max(0, out[JOKER.index]),
        twos_unseen=sum(max(0, out[13 * suit]) for suit in range(4)),
        known=known,
        hand_sizes=tuple(view.hand_sizes),
        stock=view.stock_size,
    )


def read_info(info: InfoState, seed: int, worlds: int = WORLDS) -> Reading:
    """The reading of an information state of a trick game (``read_cards``)."""
    world = info.own_world()
    if not isinstance(world, TrickPlayState):
        raise TypeError(f"card reading needs a trick game, not {type(world).__name__}")
    seat = info.seat
    order = world.order
    hand = world.hands[seat]
    deck = mask_of(world.definition.deck(world.rules))
    face_up = world.face_up_card()  # a turn-up lying on the table for the bidding is no secret
    out = deck & ~world.played & ~hand & ~(face_up.bit if face_up is not None else 0)
    ranked = strength_of(order)
    barred = proven_absent(world, seat)
    since = failures(world)
    suits = []
    for suit in range(4):
        mask = SUIT_MASKS[suit]
        left = out & mask
        voids = tuple(
            Void(other, suit, since.get((other, suit), 0))
            for other in range(4)
            if other != seat and left and not left & ~barred[other]
        )
        standing = (left | hand) & mask
        suits.append(
            SuitReading(
                suit=suit,
                out=strongest_first(left, ranked),
                held=strongest_first(hand & mask, ranked),
                played=(world.played & deck & mask).bit_count(),
                master=strongest_first(standing, ranked)[0] if standing else None,
                voids=voids,
                points_out=points(left, order),
                is_trump=order is not None and order.trump_suit == suit,
            )
        )
    trumps = out & order.trump if order is not None else 0
    holders = tuple(
        other
        for other in range(4)
        if other != seat and world.hands[other] and trumps & ~barred[other]
    )
    masters = (
        tuple(card for card in strongest_first(hand, ranked) if not above(order, card.index) & out)
        if order is not None
        else ()
    )
    important = important_cards(out, order, ranked)
    return Reading(
        seat=seat,
        in_play=order is not None,
        trump_suit=order.trump_suit if order is not None else -1,
        suits=tuple(suits),
        trumps_out=strongest_first(trumps, ranked),
        trump_holders=holders,
        masters=masters,
        points_out=points(out, order),
        odds=odds(info, important, seed, worlds),
        worlds=worlds,
    )


def strength_of(order: TrickOrder | None) -> tuple[int, ...]:
    """Each card index's strength: the play's, or the ranks' before the play (ace high)."""
    if order is not None:
        return order.strength
    return tuple(index % 13 + 1 for index in range(53))


def strongest_first(cards: int, strength: tuple[int, ...]) -> tuple[Card, ...]:
    """The cards of a card set, by suit, strongest first within each suit."""
    return tuple(
        card_at(index) for index in sorted(indices_of(cards), key=lambda i: (i // 13, -strength[i]))
    )


def above(order: TrickOrder, index: int) -> int:
    """The cards of ``index``'s suit that beat it."""
    return order.above[index] & SUIT_MASKS[index // 13]


def points(cards: int, order: TrickOrder | None) -> int:
    if order is None:
        return 0
    return sum(order.points[index] for index in indices_of(cards))


def proven_absent(world: TrickPlayState, seat: int) -> list[int]:
    """Per seat, the cards ``seat`` knows it cannot hold: what its play proved and the cards
    everybody knows another seat holds."""
    known = world.known
    every_known = known[0] | known[1] | known[2] | known[3]
    return [world.forbidden[other] | (every_known & ~known[other]) for other in range(4)]


def failures(world: TrickPlayState) -> dict[tuple[int, int], int]:
    """``(seat, suit)``: the first trick (from 1) in which ``seat`` did not follow ``suit``
    led, read from the public history of the play."""
    if world.order is None:
        return {}
    found: dict[tuple[int, int], int] = {}
    trick: list[tuple[int, Card]] = []
    number = 1
    for who, action in world.history:
        if not isinstance(action, Card):
            continue
        trick.append((who, action))
        led = trick[0][1].suit
        if action.suit != led:
            found.setdefault((who, led), number)
        if len(trick) == 4:
            trick = []
            number += 1
    return found


def important_cards(out: int, order: TrickOrder | None, strength: tuple[int, ...]) -> int:
    """The important cards still out (see the module's docstring), at most ``MOST_ODDS``."""
    if order is None or not out:
        return 0
    values = [order.points[index] for index in indices_of(out)]
    best = max(values)
    chosen = 0
    if best > 0:
        bar = POINTY if best >= POINTY else best
        for index in indices_of(out):
            if order.points[index] >= bar:
                chosen |= 1 << index
    else:
        trumps = strongest_first(out & order.trump, strength)
        for card in trumps[:3]:
            chosen |= card.bit
        for suit in range(4):
            if suit != order.trump_suit and out & SUIT_MASKS[suit]:
                chosen |= strongest_first(out & SUIT_MASKS[suit], strength)[0].bit
    cards = strongest_first(chosen, strength)
    ranked = sorted(cards, key=lambda c: (-(order.trump >> c.index & 1), -strength[c.index]))
    return mask_of(ranked[:MOST_ODDS])


def sampled_worlds(info: InfoState, seed: int, worlds: int) -> list[TrickPlayState]:
    """``worlds`` worlds of the seat drawn as the searching levels draw them: world ``i`` from
    its own seed, redrawn while the bids contradict its hands, as often as the hard level."""
    plausible = game_ai(info.definition).pieces.plausible
    out: list[TrickPlayState] = []
    for index in range(worlds):
        rng = world_rng(seed, index)
        world: Any = info.sample_world(rng)
        if plausible is not None:
            for _ in range(REDRAWS):
                if plausible(world, info.seat):
                    break
                world = info.sample_world(rng)
        assert isinstance(world, TrickPlayState)
        out.append(world)
    return out


def odds(info: InfoState, cards: int, seed: int, worlds: int) -> tuple[CardOdds, ...]:
    """Each card of ``cards``' share of worlds in each seat's hand, with its standard error."""
    if not cards or worlds <= 0:
        return ()
    wanted = list(indices_of(cards))
    counts = {index: [0, 0, 0, 0] for index in wanted}
    for world in sampled_worlds(info, seed, worlds):
        hands = world.hands
        for index in wanted:
            bit = 1 << index
            for other in range(4):
                if hands[other] & bit:
                    counts[index][other] += 1
                    break
    own = info.own_world()
    assert isinstance(own, TrickPlayState)
    result = []
    for index in wanted:
        shares = tuple(n / worlds for n in counts[index])
        result.append(
            CardOdds(
                card=card_at(index),
                chance=shares,
                error=tuple(math.sqrt(p * (1.0 - p) / worlds) for p in shares),
                elsewhere=max(0.0, 1.0 - sum(shares)),
            )
        )
    order = own.order
    strength = strength_of(order)
    trump = order.trump if order is not None else 0
    result.sort(key=lambda o: (-(trump >> o.card.index & 1), o.card.suit, -strength[o.card.index]))
    return tuple(result)
