"""Melds of Burraco: sets and sequences, how a text reads as one, and laying off.

A sequence is kept by *position*: 0 is the ace below the 2, 1..12 the ranks 2
to king, 13 the ace above the king.  A card is *wild* when it is a joker, a 2
of another suit, or a 2 of the sequence's suit away from position 1.  Every
rule of the spec's "Melds" section is checked here; the state adds the team
rules (one set per rank) and the hand rules (how far one may meld down).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from game.core.cards import ACE, JOKER_INDEX, TWO, card_at
from game.core.reasons import Rank, Reason, reason_kind

SET: Final = 0
SEQUENCE: Final = 1
BURRACO_SIZE: Final = 7
HIGH_ACE: Final = 13

_RANK_POINTS: Final = (20, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10, 15)
CARD_POINTS: Final[tuple[int, ...]] = (*(_RANK_POINTS[i % 13] for i in range(52)), 30)
"""Points of each card index (joker 30, 2 20, ace 15, K..8 10, 7..3 5)."""

THREE: Final = reason_kind("b.three", "a meld needs at least 3 cards")
NO_TWOS: Final = reason_kind("b.no_twos", "there is no set of 2s (2s and jokers are wild)")
ONE_RANK: Final = reason_kind("b.one_rank", "a set is cards of one rank")
SET_WILD: Final = reason_kind("b.set_wild", "a set may hold only one wild card")
CORNER: Final = reason_kind(
    "b.corner", "a sequence cannot turn the corner (K-A-2 is not a sequence)"
)
WRITE_IN_ORDER: Final = reason_kind(
    "b.write_in_order",
    "write a sequence low to high with the wild card where it stands in, like meld:{meld}",
)
"""A sequence written in another order; ``meld`` is the cards as they lie (``meld:`` text)."""
MELD_WILD: Final = reason_kind("b.meld_wild", "a meld may hold only one wild card")
KIND: Final = reason_kind("b.kind", "a meld is a set (one rank) or a sequence (one suit)")
SEQUENCE_WILD: Final = reason_kind("b.seq_wild", "a sequence may hold only one wild card")
SEQUENCE_ONCE: Final = reason_kind("b.seq_once", "a sequence holds each card only once")
GAPS: Final = reason_kind(
    "b.gaps", "the cards are not consecutive (one wild card may fill one gap)"
)
LAY_ONE: Final = reason_kind("b.lay_one", "lay off at least one card")
SECOND_WILD: Final = reason_kind(
    "b.second_wild", "a meld that has a wild card may not receive another"
)
SET_TAKES: Final = reason_kind(
    "b.set_takes", "a set of {rank}s takes only {rank}s (and one wild card)"
)
NOT_OF_SUIT: Final = reason_kind("b.suit", "{card} is not of the sequence's suit")
NO_END: Final = reason_kind(
    "b.no_end", "the wild card would have no end of the sequence to move to"
)
EXTEND: Final = reason_kind(
    "b.extend", "the cards do not extend the sequence (melds are never joined or rearranged)"
)


def is_wild_card(card: int) -> bool:
    """Jokers and every 2 are wild (a 2 may still stand as a natural in a sequence)."""
    return card == JOKER_INDEX or card % 13 == TWO


def card_at_position(suit: int, position: int) -> int:
    """The natural card of ``suit`` at a sequence position."""
    if position in (0, HIGH_ACE):
        return suit * 13 + ACE
    return suit * 13 + position - 1


def codes(cards: tuple[int, ...] | list[int]) -> str:
    return ",".join(card_at(c).code for c in cards)


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld on the table.

    ``cards`` are in table order: a set's naturals by suit then its wild, a
    sequence low to high.  ``wild`` is the index in ``cards`` of the wild card
    (-1 when the meld is clean).  ``lo`` is a sequence's lowest position.
    """

    kind: int
    cards: tuple[int, ...]
    wild: int = -1
    suit: int = -1
    rank: int = -1
    lo: int = 0

    @property
    def is_burraco(self) -> bool:
        return len(self.cards) >= BURRACO_SIZE

    @property
    def is_clean(self) -> bool:
        return self.wild < 0

    @property
    def points(self) -> int:
        return sum(CARD_POINTS[c] for c in self.cards)

    @property
    def wild_position(self) -> int:
        return self.lo + self.wild if self.wild >= 0 else -1

    def text(self) -> str:
        return codes(self.cards)

    def __str__(self) -> str:
        return self.text()


def set_meld(cards: tuple[int, ...] | list[int]) -> TableMeld | Reason:
    """The set these cards make, or why they make none."""
    if len(cards) < 3:
        return THREE()
    naturals = sorted(c for c in cards if not is_wild_card(c))
    wilds = [c for c in cards if is_wild_card(c)]
    if not naturals:
        return NO_TWOS()
    rank = naturals[0] % 13
    if any(c % 13 != rank for c in naturals):
        return ONE_RANK()
    if len(wilds) > 1:
        return SET_WILD()
    if wilds:
        return TableMeld(SET, (*naturals, wilds[0]), len(naturals), rank=rank)
    return TableMeld(SET, tuple(naturals), rank=rank)


@lru_cache(maxsize=1 << 15)
def sequence_layouts(cards: tuple[int, ...]) -> tuple[TableMeld, ...]:
    """Every way the multiset ``cards`` lies as one sequence, ordered by (lo, wild position)."""
    n = len(cards)
    if n < 3 or n > 14:
        return ()
    suit = -1
    for c in cards:
        if not is_wild_card(c):
            suit = c // 13
            break
    if suit < 0:
        return ()
    fixed: list[int] = []
    aces = 0
    own_twos = 0
    other_wild = -1
    other_wilds = 0
    for c in cards:
        if c == JOKER_INDEX or (c % 13 == TWO and c // 13 != suit):
            other_wilds += 1
            other_wild = c
        elif c % 13 == TWO:
            own_twos += 1
        elif c // 13 != suit:
            return ()
        elif c % 13 == ACE:
            aces += 1
        else:
            fixed.append(c % 13 + 1)
    if other_wilds > 1 or aces > 2 or len(set(fixed)) != len(fixed):
        return ()
    ace_choices: tuple[tuple[int, ...], ...] = ((),)
    if aces == 1:
        ace_choices = ((0,), (HIGH_ACE,))
    elif aces == 2:
        ace_choices = ((0, HIGH_ACE),)
    own_two = suit * 13 + TWO
    found: dict[tuple[int, int], TableMeld] = {}
    for ace_positions in ace_choices:
        for natural_two in (0, 1) if own_twos else (0,):
            wilds = other_wilds + own_twos - natural_two
            if wilds > 1:
                continue
            naturals = [*fixed, *ace_positions]
            if natural_two:
                naturals.append(1)
            low, high = min(naturals), max(naturals)
            gaps = high - low + 1 - len(naturals)
            if wilds == 0:
                if gaps == 0:
                    _add_layout(found, suit, low, high, -1, -1)
                continue
            wild_card = other_wild if other_wilds else own_two
            if gaps == 1:
                taken = set(naturals)
                spots = [p for p in range(low, high + 1) if p not in taken]
            elif gaps == 0:
                spots = [p for p in (low - 1, high + 1) if 0 <= p <= HIGH_ACE]
            else:
                continue
            for spot in spots:
                if wild_card == own_two and spot == 1:
                    continue  # there the 2 is natural: the reading with natural_two
                _add_layout(found, suit, min(low, spot), max(high, spot), spot, wild_card)
    return tuple(found[k] for k in sorted(found))


def _add_layout(
    found: dict[tuple[int, int], TableMeld],
    suit: int,
    low: int,
    high: int,
    spot: int,
    wild_card: int,
) -> None:
    cards = tuple(
        wild_card if p == spot else card_at_position(suit, p) for p in range(low, high + 1)
    )
    wild = spot - low if spot >= 0 else -1
    found[(low, spot)] = TableMeld(SEQUENCE, cards, wild, suit=suit, lo=low)


def read_meld(cards: tuple[int, ...]) -> TableMeld | Reason:
    """The meld a ``meld:`` text makes (a sequence read in the written order), or why not."""
    if len(cards) < 3:
        return THREE()
    as_set = set_meld(cards)
    if isinstance(as_set, TableMeld):
        return as_set
    layouts = sequence_layouts(cards)
    for layout in layouts:
        if layout.cards == cards:
            return layout
    if layouts:
        inner = cards[1:-1]
        if any(c % 13 == ACE and c != JOKER_INDEX for c in inner):
            return CORNER()
        return WRITE_IN_ORDER(meld=layouts[0].text()).suggesting(f"meld:{layouts[0].text()}")
    return _why_not_a_meld(cards, as_set)


def _why_not_a_meld(cards: tuple[int, ...], set_reason: Reason) -> Reason:
    naturals = [c for c in cards if not is_wild_card(c)]
    if not naturals:
        return NO_TWOS()
    ranks = {c % 13 for c in naturals}
    if len(naturals) == 1 and len(cards) - 1 > 1:
        return MELD_WILD()
    if len(ranks) == 1 and len(naturals) > 1:
        return set_reason
    suits = {c // 13 for c in naturals}
    if len(suits) > 1:
        if len(ranks) == 1:
            return set_reason
        return KIND()
    suit = naturals[0] // 13
    wild = sum(1 for c in cards if c == JOKER_INDEX or (c % 13 == TWO and c // 13 != suit))
    own_twos = sum(1 for c in cards if c == suit * 13 + TWO)
    if wild + max(0, own_twos - 1) > 1:
        return SEQUENCE_WILD()
    if len(ranks) < len(naturals):
        return SEQUENCE_ONCE()
    positions = sorted(c % 13 + 1 for c in naturals if c % 13 != ACE)
    twos = TWO in {c % 13 for c in cards if c != JOKER_INDEX}
    if ACE in ranks and twos and positions and positions[-1] >= 11:
        return CORNER()
    return GAPS()


@lru_cache(maxsize=1 << 16)
def layoff_results(meld: TableMeld, added: tuple[int, ...]) -> tuple[TableMeld, ...] | Reason:
    """The melds ``meld`` may become with ``added`` laid off, or why it may not.

    Two results mean a wild card has a choice of end (``:low`` is the first).
    """
    if not added:
        return LAY_ONE()
    if meld.kind == SET:
        if meld.wild >= 0 and any(is_wild_card(c) for c in added):
            return SECOND_WILD()
        grown = set_meld((*meld.cards, *added))
        if isinstance(grown, Reason):
            return SET_TAKES(rank=Rank(meld.rank))
        return (grown,)
    return _sequence_layoff(meld, added)


def _sequence_layoff(meld: TableMeld, added: tuple[int, ...]) -> tuple[TableMeld, ...] | Reason:
    suit = meld.suit
    own_two = suit * 13 + TWO
    for c in added:
        if c != JOKER_INDEX and c % 13 != TWO and c // 13 != suit:
            return NOT_OF_SUIT(card=card_at(c))
    old_wild = meld.cards[meld.wild] if meld.wild >= 0 else -1
    if old_wild >= 0 and any(c == JOKER_INDEX or (c % 13 == TWO and c != own_two) for c in added):
        return SECOND_WILD()
    layouts = sequence_layouts(tuple(sorted((*meld.cards, *added))))
    allowed: list[TableMeld] = []
    kept: list[TableMeld] = []
    for layout in layouts:
        if old_wild >= 0 and layout.wild >= 0 and layout.cards[layout.wild] != old_wild:
            continue
        if not _naturals_stay(meld, layout):
            continue
        allowed.append(layout)
        if _meld_stays(meld, layout):
            kept.append(layout)
    chosen = kept or allowed
    if chosen:
        return tuple(chosen)
    if old_wild >= 0 and card_at_position(suit, meld.wild_position) in added:
        return NO_END()
    if any(c != own_two and is_wild_card(c) for c in added) and old_wild < 0:
        wild_in_added = sum(1 for c in added if c == JOKER_INDEX or c % 13 == TWO)
        if wild_in_added > 1:
            return SEQUENCE_WILD()
    return EXTEND()


def _naturals_stay(meld: TableMeld, layout: TableMeld) -> bool:
    """Natural cards other than 2s never move; a laid-off layout keeps them in place."""
    offset = meld.lo - layout.lo
    cards = layout.cards
    for i, card in enumerate(meld.cards):
        if i == meld.wild or card % 13 == TWO:
            continue
        j = i + offset
        if j < 0 or j >= len(cards) or cards[j] != card or j == layout.wild:
            return False
    return True


def _meld_stays(meld: TableMeld, layout: TableMeld) -> bool:
    """Every card of the meld, wild included, keeps its place and its role."""
    offset = meld.lo - layout.lo
    cards = layout.cards
    for i, card in enumerate(meld.cards):
        j = i + offset
        if j < 0 or j >= len(cards) or cards[j] != card or (i == meld.wild) != (j == layout.wild):
            return False
    return True


def check_meld(meld: TableMeld) -> str | None:
    """Re-read a table meld from its cards: None when it is a valid meld as kept."""
    if meld.kind == SET:
        again = set_meld(meld.cards)
        return None if again == meld else f"set {meld.text()} is not valid"
    for layout in sequence_layouts(tuple(sorted(meld.cards))):
        if layout == meld:
            return None
    return f"sequence {meld.text()} is not valid"
