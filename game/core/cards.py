"""Cards in the notation of shared/rules/common.md, and card sets as bit sets.

A card is an interned value: there is exactly one ``Card`` object per card
code, so cards compare by identity and hash fast.  Every card has an
``index`` (suit * 13 + rank for the 52 standard cards, 52 for the joker) and
``bit`` = 1 << index.  A *card set* is a plain ``int`` whose set bits are card
indices; the single-deck games keep hands as card sets for speed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

from game.core.errors import CardTextError
from game.core.text import plain_ascii

SUIT_LETTERS: Final = "SHDC"
"""Suits in index order: spades, hearts, diamonds, clubs."""

RANK_LETTERS: Final = "23456789TJQKA"
"""Ranks in index order, 2 (index 0) to ace (index 12)."""

SUIT_NAMES: Final = ("spades", "hearts", "diamonds", "clubs")
RANK_NAMES: Final = (
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
    "ace",
)

SPADES: Final = 0
HEARTS: Final = 1
DIAMONDS: Final = 2
CLUBS: Final = 3

TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(13)

JOKER_INDEX: Final = 52


class Card:
    """One card value (not a physical card: Burraco tracks copies itself)."""

    __slots__ = ("bit", "code", "index", "rank", "suit")

    index: int
    bit: int
    suit: int
    rank: int
    code: str

    def __init__(self, index: int) -> None:
        self.index = index
        self.bit = 1 << index
        if index == JOKER_INDEX:
            self.suit = -1
            self.rank = -1
            self.code = "JO"
        else:
            self.suit, self.rank = divmod(index, 13)
            self.code = RANK_LETTERS[self.rank] + SUIT_LETTERS[self.suit]

    @staticmethod
    def parse(text: str) -> Card:
        """Read a card code: ``TH``, ``10h``, ``JO``; raise ``CardTextError`` quoting it."""
        cleaned = plain_ascii(text, "the card", CardTextError).strip().upper()
        if cleaned == "JO":
            return JOKER
        if len(cleaned) == 3 and cleaned.startswith("10"):
            cleaned = "T" + cleaned[2]
        if len(cleaned) == 2:
            rank = RANK_LETTERS.find(cleaned[0])
            suit = SUIT_LETTERS.find(cleaned[1])
            if rank >= 0 and suit >= 0:
                return CARDS[suit * 13 + rank]
        raise CardTextError(f"not a card: {text!r} (write rank then suit, like 'TH' or '10H')")

    @staticmethod
    def of(rank: int, suit: int) -> Card:
        return CARDS[suit * 13 + rank]

    @property
    def is_joker(self) -> bool:
        return self.index == JOKER_INDEX

    @property
    def name(self) -> str:
        """Plain words for messages: 'the ace of spades'."""
        if self.is_joker:
            return "a joker"
        return f"the {RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[int]]:
        # Interned: unpickling (worker processes) returns the same object.
        return (card_at, (self.index,))


CARDS: Final[tuple[Card, ...]] = tuple(Card(i) for i in range(52))
JOKER: Final = Card(JOKER_INDEX)
ALL_CARDS: Final[tuple[Card, ...]] = (*CARDS, JOKER)


def card_at(index: int) -> Card:
    """The card with this index."""
    return ALL_CARDS[index]


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Cards from ``"AS TS 7S"`` (spaces or commas) or from a list of codes."""
    if isinstance(text, str):
        text = text.replace(",", " ").split()
    return [Card.parse(code) for code in text]


SUIT_MASKS: Final[tuple[int, ...]] = tuple(0x1FFF << (13 * s) for s in range(4))

# Set-bit positions of every 13-bit value, so a card set is listed suit by suit
# with four table lookups instead of a loop over 52 bits.
_BITS13: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(i for i in range(13) if value >> i & 1) for value in range(1 << 13)
)
_CARDS_IN_SUIT: Final[tuple[tuple[tuple[Card, ...], ...], ...]] = tuple(
    tuple(tuple(CARDS[13 * s + i] for i in bits) for bits in _BITS13) for s in range(4)
)


def mask_of(cards: Iterable[Card]) -> int:
    """The card set holding these cards."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def cards_of(mask: int) -> list[Card]:
    """The cards of a card set, in index order (suit by suit, rank upwards)."""
    out: list[Card] = []
    for s in range(4):
        chunk = (mask >> (13 * s)) & 0x1FFF
        if chunk:
            out.extend(_CARDS_IN_SUIT[s][chunk])
    if mask >> JOKER_INDEX & 1:
        out.append(JOKER)
    return out


_INDICES_IN_SUIT: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(tuple(13 * s + i for i in bits) for bits in _BITS13) for s in range(4)
)


def index_list(mask: int) -> list[int]:
    """Card indices of a card set (no joker), ascending, as a list; the fast way."""
    return [
        *_INDICES_IN_SUIT[0][mask & 0x1FFF],
        *_INDICES_IN_SUIT[1][mask >> 13 & 0x1FFF],
        *_INDICES_IN_SUIT[2][mask >> 26 & 0x1FFF],
        *_INDICES_IN_SUIT[3][mask >> 39 & 0x1FFF],
    ]


def indices_of(mask: int) -> Iterator[int]:
    """Card indices of a card set, ascending."""
    for s in range(4):
        chunk = (mask >> (13 * s)) & 0x1FFF
        if chunk:
            base = 13 * s
            for i in _BITS13[chunk]:
                yield base + i


def count(mask: int) -> int:
    return mask.bit_count()


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(card.code for card in cards)
