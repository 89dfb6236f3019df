"""Declarations (classic Belote) and projects (Baloot): combinations held in the dealt hand.

Both games score a player's *four of a kind* and *sequences* (runs of one
suit in the order A K Q J T 9 8 7), and let only the team holding the best
single combination score.  What differs is data: the points of each four of
a kind and of each run length, and how two combinations compare (a
``DeclarationTable``).

A run is maximal and never split; one card counts in one combination only, so
a player's combinations are the choice of fours of a kind (and the runs of the
cards left) that scores most, the stronger best combination breaking ties.
Between players, ties go to the one who plays earlier in the first trick.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final

from game.core.actions import Wording
from game.core.cards import RANK_NAMES, SEVEN, SUIT_NAMES
from game.core.reasons import Rank, Suit

PIQUET_RANKS: Final = range(SEVEN, 13)
"""Rank indices 7 8 9 T J Q K A: consecutive, so a run is a row of set bits."""


@dataclass(frozen=True, slots=True)
class Declaration:
    """One combination: a four of a kind (``suit`` -1) or a run ending at ``top``."""

    points: int
    cards: int
    suit: int
    top: int
    length: int

    @property
    def is_four(self) -> bool:
        return self.suit < 0

    def wording(self) -> Wording:
        """How the table says it: ``four`` or ``sequence`` with its rank, suit and points."""
        if self.is_four:
            return Wording.of("four", rank=Rank(self.top), points=self.points)
        return Wording.of(
            "sequence",
            count=self.length,
            rank=Rank(self.top),
            suit=Suit(self.suit),
            points=self.points,
        )

    @property
    def words(self) -> str:
        if self.is_four:
            return f"four {RANK_NAMES[self.top]}s ({self.points})"
        return (
            f"{self.length} in sequence to the {RANK_NAMES[self.top]} of "
            f"{SUIT_NAMES[self.suit]} ({self.points})"
        )


Strength = Callable[[Declaration, int], tuple[int, ...]]
"""The comparison key of one combination, given the trump suit (-1 for none)."""


@dataclass(frozen=True, slots=True)
class DeclarationTable:
    """The points and the comparison of one game's combinations."""

    four_points: tuple[int, ...]  # per rank index; 0: four of that rank is no combination
    run_points: tuple[int, ...]  # per run length 0..8; 0: too short
    strength: Strength
    four_ranks: int = field(init=False)  # bit set of the ranks whose four of a kind counts

    def __post_init__(self) -> None:
        ranks = sum(1 << rank for rank, points in enumerate(self.four_points) if points)
        object.__setattr__(self, "four_ranks", ranks)


def may_declare(hand: int, four_ranks: int) -> bool:
    """Whether a hand holds a counting four of a kind or three cards in sequence (a quick test)."""
    s, h, d, c = hand & 0x1FFF, hand >> 13 & 0x1FFF, hand >> 26 & 0x1FFF, hand >> 39 & 0x1FFF
    if s & h & d & c & four_ranks:
        return True
    return bool(
        s & s >> 1 & s >> 2 or h & h >> 1 & h >> 2 or d & d >> 1 & d >> 2 or c & c >> 1 & c >> 2
    )


def _runs_of_chunk(chunk: int) -> tuple[tuple[int, int], ...]:
    """Maximal runs (top rank, length) of at least 3 in one suit's 13-bit chunk."""
    out = []
    rank = SEVEN
    while rank < 13:
        if chunk >> rank & 1:
            start = rank
            while rank < 13 and chunk >> rank & 1:
                rank += 1
            if rank - start >= 3:
                out.append((rank - 1, rank - start))
        else:
            rank += 1
    return tuple(out)


_RUNS: Final[tuple[tuple[tuple[int, int], ...], ...]] = tuple(
    _runs_of_chunk(pattern << SEVEN) for pattern in range(1 << 8)
)
_FOUR_MASKS: Final = tuple(sum(1 << (13 * s + rank) for s in range(4)) for rank in range(13))


def run_shape(cards: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The maximal runs of at least 3 in each suit, as (top rank, length) (a quick key)."""
    return (
        _RUNS[cards >> SEVEN & 0xFF],
        _RUNS[cards >> (13 + SEVEN) & 0xFF],
        _RUNS[cards >> (26 + SEVEN) & 0xFF],
        _RUNS[cards >> (39 + SEVEN) & 0xFF],
    )


def runs(cards: int, table: DeclarationTable) -> list[Declaration]:
    """The scoring runs of a card set."""
    out = []
    for suit in range(4):
        for top, length in _RUNS[cards >> (13 * suit + SEVEN) & 0xFF]:
            points = table.run_points[min(length, 8)]
            if points:
                mask = ((1 << length) - 1) << (13 * suit + top - length + 1)
                out.append(Declaration(points, mask, suit, top, length))
    return out


def best_combinations(hand: int, table: DeclarationTable, trump: int) -> tuple[Declaration, ...]:
    """A player's combinations: the choice that scores most, then has the strongest best one.

    The result is strongest first.
    """
    if not may_declare(hand, table.four_ranks):
        return ()
    fours = [
        Declaration(table.four_points[rank], _FOUR_MASKS[rank], -1, rank, 4)
        for rank in PIQUET_RANKS
        if table.four_points[rank] and hand & _FOUR_MASKS[rank] == _FOUR_MASKS[rank]
    ]
    best: tuple[Declaration, ...] = ()
    best_key: tuple[int, tuple[int, ...]] = (0, ())
    for choice in range(1 << len(fours)):
        chosen = [four for i, four in enumerate(fours) if choice >> i & 1]
        left = hand
        for four in chosen:
            left &= ~four.cards
        combination = chosen + runs(left, table)
        if not combination:
            continue
        ranked = tuple(sorted(combination, key=lambda d: table.strength(d, trump), reverse=True))
        key = (sum(d.points for d in ranked), table.strength(ranked[0], trump))
        if key > best_key:
            best, best_key = ranked, key
    return best


@dataclass(frozen=True, slots=True)
class Settlement:
    """Every player's combinations and the team that scores them (-1: nobody declared)."""

    by_seat: tuple[tuple[Declaration, ...], ...]
    team: int
    best_seat: int

    def scoring(self, seat: int) -> tuple[Declaration, ...]:
        """The combinations of ``seat`` that score (only the best team's do)."""
        return self.by_seat[seat] if self.team >= 0 and seat & 1 == self.team else ()

    def team_points(self, team: int) -> int:
        if team != self.team:
            return 0
        return sum(d.points for s in (team, team + 2) for d in self.by_seat[s])

    def shown(self, seat: int) -> int:
        """Card set of the combinations ``seat`` shows to the table."""
        cards = 0
        for d in self.scoring(seat):
            cards |= d.cards
        return cards

    def as_shown(self) -> Settlement:
        """The settlement as the table saw it: the scoring team's combinations only (what a
        sampled world may keep once they are shown)."""
        return Settlement(tuple(self.scoring(s) for s in range(4)), self.team, self.best_seat)

    def public(self) -> tuple[int, tuple[tuple[Declaration, ...], ...]]:
        """What the table learns: the scoring team and its combinations, seat by seat."""
        return self.team, tuple(self.scoring(s) for s in range(4))


NOTHING_DECLARED: Final = Settlement(((), (), (), ()), -1, -1)


def settle(
    full_hands: Sequence[int], play_order: Sequence[int], table: DeclarationTable, trump: int
) -> Settlement:
    """Each player's combinations from his dealt hand, and the team with the best single one.

    ``play_order`` lists the seats in their order of play in the first trick
    (the earlier player wins a tie).
    """
    by_seat = tuple(best_combinations(full_hands[s], table, trump) for s in range(4))
    best_seat = best_declarer(by_seat, play_order, table, trump)
    if best_seat < 0:
        return NOTHING_DECLARED
    return Settlement(by_seat, best_seat & 1, best_seat)


def best_declarer(
    by_seat: Sequence[tuple[Declaration, ...]],
    play_order: Sequence[int],
    table: DeclarationTable,
    trump: int,
) -> int:
    """The seat holding the best single combination, the earlier player winning a tie
    (-1: nobody holds one)."""
    best_seat = -1
    best_key: tuple[int, ...] = ()
    for seat in play_order:
        if by_seat[seat]:
            key = table.strength(by_seat[seat][0], trump)
            if best_seat < 0 or key > best_key:
                best_seat, best_key = seat, key
    return best_seat
