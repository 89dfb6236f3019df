"""The pieces every reason is made of: the ``Explanation`` (a template key and its values,
never free text) and the facts of a hand a seat can know for certain or estimate from
sampled worlds.

A claim about a hidden card is made only from what the seat knows: its own hand, the cards
played, what the play rules proved (``forbidden``: a void is claimed only when every card
of the suit the seat cannot see is proven absent) and, for a probability, the share of
worlds sampled from the seat's information (``holder_shares``), said with its percentage.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from game.core.api import State
from game.core.cards import SUIT_MASKS, card_at
from game.core.trickplay import TrickPlayState
from game.core.tricks import TrickOrder

PIQUET_RANKS = 0b1111111100000  # 7 8 9 10 J Q K A of a suit (bits of the rank)
PIQUET_DECK = sum(PIQUET_RANKS << (13 * suit) for suit in range(4))
"""The 32 cards of Belote and Baloot."""

SAMPLED_WORLDS = 48  # worlds drawn for a probability claim
CONFIDENT = 0.6  # a probability claim is made from this share of the worlds on


@dataclass(frozen=True)
class Explanation:
    """One sentence's facts: its template key (``explain.<kind>``) and the values that fill
    it (``-1``, ``""`` and ``()`` where the template has no such value); ``more`` holds the
    facts of a second sentence, if any.

    The values, by placeholder: ``{seat}`` a seat (its name), ``{card}`` a card's code,
    ``{cards}`` card codes (shown as a list), ``{suit}`` a suit, ``{points}`` game points,
    ``{count}`` a number, ``{percent}`` a share of sampled worlds in percent,
    ``{contract}`` a contract's key (Barbu's ``no-hearts``, shown as ``term.<contract>``).
    """

    kind: str
    seat: int = -1
    card: str = ""
    suit: int = -1
    points: float = 0.0
    cards: tuple[str, ...] = ()
    count: int = -1
    percent: int = -1
    contract: str = ""
    more: tuple[Explanation, ...] = ()

    @property
    def key(self) -> str:
        """The template's key in the texts."""
        return f"explain.{self.kind}"

    def values(self) -> dict[str, Any]:
        """The placeholders this explanation fills, with their raw values (a seat's number,
        card codes, a suit's number...): what a renderer turns into words."""
        out: dict[str, Any] = {"points": round(self.points, 1)}
        if self.seat >= 0:
            out["seat"] = self.seat
        if self.card:
            out["card"] = self.card
        if self.suit >= 0:
            out["suit"] = self.suit
        if self.cards:
            out["cards"] = list(self.cards)
        if self.count >= 0:
            out["count"] = self.count
        if self.percent >= 0:
            out["percent"] = self.percent
        if self.contract:
            out["contract"] = self.contract
        return out

    def filled(
        self,
        seat: Callable[[int], str],
        card: Callable[[str], str],
        suit: Callable[[int], str],
        contract: Callable[[str], str],
        separator: str = " ",
    ) -> dict[str, str]:
        """The placeholders as words, for ``template.format(**filled)``: a seat, a card, a
        suit and a contract named by the given functions (the player's language), the
        cards joined by ``separator``, the points with one decimal."""
        out = {"points": f"{self.points:.1f}"}
        if self.seat >= 0:
            out["seat"] = seat(self.seat)
        if self.card:
            out["card"] = card(self.card)
        if self.suit >= 0:
            out["suit"] = suit(self.suit)
        if self.cards:
            out["cards"] = separator.join(card(code) for code in self.cards)
        if self.count >= 0:
            out["count"] = str(self.count)
        if self.percent >= 0:
            out["percent"] = str(self.percent)
        if self.contract:
            out["contract"] = contract(self.contract)
        return out

    def sentences(self) -> tuple[Explanation, ...]:
        """This explanation and the ones after it, in order."""
        return (self, *self.more)

    def then(self, *others: Explanation | None) -> Explanation:
        """This explanation with ``others`` (those not None) as its next sentences."""
        extra = tuple(other for other in others if other is not None)
        if not extra:
            return self
        return Explanation(
            self.kind,
            self.seat,
            self.card,
            self.suit,
            self.points,
            self.cards,
            self.count,
            self.percent,
            self.contract,
            self.more + extra,
        )


def codes(cards: int) -> tuple[str, ...]:
    """The codes of a card set, strongest rank first within each suit (suit by suit)."""
    out: list[str] = []
    for suit in range(4):
        chunk = cards & SUIT_MASKS[suit]
        ranks = sorted(((index % 13) for index in bits(chunk)), reverse=True)
        out.extend(card_at(13 * suit + rank).code for rank in ranks)
    return tuple(out)


def ordered_codes(cards: int, order: TrickOrder) -> tuple[str, ...]:
    """The codes of a card set, strongest first in ``order``."""
    return tuple(
        card_at(index).code for index in sorted(bits(cards), key=lambda c: -order.strength[c])
    )


def bits(cards: int) -> Iterable[int]:
    """The card indices of a card set, lowest first."""
    while cards:
        low = cards & -cards
        yield low.bit_length() - 1
        cards ^= low


def suit_by_strength(suit: int, order: TrickOrder, deck: int) -> list[int]:
    """The cards of ``suit`` in ``deck``, strongest first in ``order``."""
    return sorted(bits(deck & SUIT_MASKS[suit]), key=lambda c: -order.strength[c])


def top_run(hand: int, suit: int, order: TrickOrder, gone: int = 0, deck: int = PIQUET_DECK) -> int:
    """The cards of ``hand`` in ``suit`` that win from the top: the strongest card still in
    play and each next one, as long as ``hand`` holds them (cards in ``gone`` are skipped)."""
    run = 0
    for card in suit_by_strength(suit, order, deck):
        if gone >> card & 1:
            continue
        if not hand >> card & 1:
            break
        run |= 1 << card
    return run


def unseen(state: TrickPlayState, seat: int) -> int:
    """Cards neither played nor in ``seat``'s hand (another seat's, or undealt)."""
    held = 0
    for other in range(4):
        held |= state.hands[other]
    for index in state.stock:
        held |= 1 << index
    return held & ~state.hands[seat] & ~state.played


def possible(state: TrickPlayState, seat: int, other: int) -> int:
    """Cards ``other`` may hold as ``seat`` knows it: not proven absent, or shown."""
    if other == seat:
        return state.hands[seat]
    return (unseen(state, seat) & ~state.forbidden[other]) | (state.known[other] & ~state.played)


def proven_void(state: TrickPlayState, seat: int, other: int, suit: int) -> bool:
    """Whether ``seat`` knows that ``other`` holds no card of ``suit`` although some of
    them are still unseen: the play proved it (``forbidden``), it is not merely likely."""
    outstanding = unseen(state, seat) & SUIT_MASKS[suit]
    return (
        bool(outstanding)
        and not outstanding & ~state.forbidden[other]
        and not (state.known[other] & SUIT_MASKS[suit] & ~state.played)
    )


def holder_shares(
    state: State, seat: int, card: int, seed: int = 0, worlds: int = SAMPLED_WORLDS
) -> list[float]:
    """Per seat, the share of ``worlds`` worlds sampled from ``seat``'s information in which
    that seat holds ``card`` (the seat's own share is 1 or 0: it knows its hand)."""
    counts = [0, 0, 0, 0]
    rng = random.Random(seed * 7919 + card)
    for _ in range(worlds):
        world = state.determinize(seat, rng)
        assert isinstance(world, TrickPlayState)
        for other in range(4):
            if world.hands[other] >> card & 1:
                counts[other] += 1
                break
    return [count / worlds for count in counts]


def likely_holder(
    state: TrickPlayState, seat: int, card: int, seed: int = 0
) -> tuple[int, int] | None:
    """The seat that holds ``card`` in most worlds sampled from ``seat``'s information and
    that share in percent (100 when only one seat may hold it), or None when no seat holds
    it in at least ``CONFIDENT`` of them."""
    holders = [
        other
        for other in range(4)
        if other != seat and state.hands[other] and possible(state, seat, other) >> card & 1
    ]
    if len(holders) == 1 and (not state.stock or state.known[holders[0]] >> card & 1):
        return holders[0], 100  # no other seat may hold it, and no card is undealt
    if not holders:
        return None
    shares = holder_shares(state, seat, card, seed)
    best = max(range(4), key=lambda other: shares[other])
    if best == seat or shares[best] < CONFIDENT:
        return None
    return best, round(100 * shares[best])
