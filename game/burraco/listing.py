"""The meld-listing query: every distinct meld and lay-off a hand can make now.

The table (to offer choices for the cards a player selected) and the AI (to
generate candidate turns) both ask this, so neither enumerates melds itself.
Choices are canonical: a set's cards by suit with the wild last, a sequence
low to high with the wild where it stands, a lay-off's cards sorted; two ways
of writing the same choice appear once.  The hand rules (how far a player may
meld down) are the state's business; this module only knows the cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations, product
from typing import Final

from game.burraco.actions import Layoff, Meld
from game.burraco.bag import CardBag
from game.burraco.melds import (
    HIGH_ACE,
    SEQUENCE,
    TableMeld,
    card_at_position,
    layoff_results,
    sequence_layouts,
)
from game.core.cards import ACE, JOKER_INDEX, TWO
from game.core.reasons import Reason

_RANK_MASKS: Final = tuple(sum(1 << (s * 13 + r) for s in range(4)) for r in range(13))

LOW = "low"
HIGH = "high"


def list_melds(hand: CardBag, set_ranks: int) -> list[Meld]:
    """Every distinct new meld of ``hand`` (sets of ranks in ``set_ranks`` excluded).

    The work is cached per suit (sequences) and per rank (sets), so after a draw
    only the suit of the new card is listed again.
    """
    one, two, jokers = hand.one, hand.two, hand.jokers
    wilds = _wild_signature(one, jokers)
    out: list[Meld] = []
    need = 2 if wilds else 3
    for rank in range(TWO + 1, ACE + 1):
        if set_ranks >> rank & 1:
            continue
        mask = _RANK_MASKS[rank]
        if (one & mask).bit_count() + (two & mask).bit_count() < need:
            continue
        counts = tuple(
            (one >> (s * 13 + rank) & 1) + (two >> (s * 13 + rank) & 1) for s in range(4)
        )
        out.extend(_rank_sets(rank, counts, wilds))
    for suit in range(4):
        shift = suit * 13
        out.extend(_suit_sequences(suit, one >> shift & 0x1FFF, two >> shift & 0x1FFF, wilds))
    return out


def list_layoffs(hand: CardBag, melds: Sequence[TableMeld]) -> list[Layoff]:
    """Every distinct lay-off on ``melds`` (the team's melds, numbered from 1)."""
    one, two, jokers = hand.one, hand.two, hand.jokers
    wilds = _wild_signature(one, jokers)
    out: list[Layoff] = []
    for number, meld in enumerate(melds, 1):
        key: tuple[int, ...]
        if meld.kind == SEQUENCE:
            shift = meld.suit * 13
            key = (one >> shift & 0x1FFF, two >> shift & 0x1FFF)
        else:
            key = tuple(
                (one >> (s * 13 + meld.rank) & 1) + (two >> (s * 13 + meld.rank) & 1)
                for s in range(4)
            )
        out.extend(_layoffs(number, meld, key, wilds))
    return out


def clear_caches() -> None:
    """Forget every cached listing (benchmarks measure a cold listing with it)."""
    _rank_sets.cache_clear()
    _suit_sequences.cache_clear()
    _layoffs.cache_clear()
    layoff_results.cache_clear()
    sequence_layouts.cache_clear()


def _wild_signature(one: int, jokers: int) -> tuple[int, ...]:
    """The wild cards a hand can use (one of them per meld): the 2s held, then a joker."""
    return (
        *(s * 13 + TWO for s in range(4) if one >> (s * 13 + TWO) & 1),
        *((JOKER_INDEX,) if jokers else ()),
    )


@lru_cache(maxsize=1 << 14)
def _rank_sets(rank: int, counts: tuple[int, ...], kinds: tuple[int, ...]) -> tuple[Meld, ...]:
    out: list[Meld] = []
    cards = [s * 13 + rank for s in range(4)]
    for pick in product(*(range(n + 1) for n in counts)):
        size = sum(pick)
        if size < 2:
            continue
        naturals: tuple[int, ...] = ()
        for card, k in zip(cards, pick, strict=True):
            naturals += (card,) * k
        if size >= 3:
            out.append(Meld(naturals))
        for wild in kinds:
            out.append(Meld((*naturals, wild)))
    return tuple(out)


@lru_cache(maxsize=1 << 14)
def _suit_sequences(suit: int, one: int, two: int, kinds: tuple[int, ...]) -> tuple[Meld, ...]:
    """Sequences of one suit from its 13-bit chunks (``one``, ``two``) and the wild cards."""
    out: list[Meld] = []
    held = [(one >> r & 1) + (two >> r & 1) for r in range(13)]
    avail = [held[ACE], *held[:12], held[ACE]]
    if sum(1 for n in avail if n) < 2:
        return ()
    own_two = suit * 13 + TWO
    own_twos = held[TWO]
    for low in range(HIGH_ACE - 1):
        if not avail[low] and not avail[low + 1]:
            continue
        missing: list[int] = []
        for high in range(low, HIGH_ACE + 1):
            short = avail[high] == 0 or (high == HIGH_ACE and low == 0 and avail[high] < 2)
            if short:
                missing.append(high)
                if len(missing) > 1:
                    break
            if high - low < 2:
                continue
            window = range(low, high + 1)
            if not missing:
                out.append(Meld(tuple(card_at_position(suit, p) for p in window)))
                spots: list[int] = list(window)
            else:
                spots = missing
            for spot in spots:
                naturals = tuple(card_at_position(suit, p) for p in window if p != spot)
                own_two_used = 1 if low <= 1 <= high and spot != 1 else 0
                for wild in kinds:
                    if wild == own_two and (spot == 1 or own_twos <= own_two_used):
                        continue
                    cards = list(naturals)
                    cards.insert(spot - low, wild)
                    out.append(Meld(tuple(cards)))
    return tuple(out)


@lru_cache(maxsize=1 << 15)
def _layoffs(
    number: int, meld: TableMeld, held: tuple[int, ...], kinds: tuple[int, ...]
) -> tuple[Layoff, ...]:
    """Lay-offs on one meld: ``held`` is the suit's two 13-bit chunks (a sequence) or the
    counts of the set's rank by suit (a set)."""
    candidates: list[tuple[int, ...]] = []
    if meld.kind == SEQUENCE:
        _sequence_candidates(held[0], held[1], kinds, meld, candidates)
    else:
        cards = [s * 13 + meld.rank for s in range(4)]
        for pick in product(*(range(n + 1) for n in held)):
            picked: tuple[int, ...] = ()
            for card, k in zip(cards, pick, strict=True):
                picked += (card,) * k
            if picked:
                candidates.append(picked)
            if meld.wild < 0:
                candidates.extend(tuple(sorted((*picked, wild))) for wild in kinds)
    out: list[Layoff] = []
    seen: set[tuple[int, ...]] = set()
    for added in candidates:
        if added in seen:
            continue
        seen.add(added)
        results = layoff_results(meld, added)
        if isinstance(results, Reason):
            continue
        if len(results) == 1:
            out.append(Layoff(number, added))
        else:
            out.append(Layoff(number, added, LOW))
            out.append(Layoff(number, added, HIGH))
    return tuple(out)


def _sequence_candidates(
    one: int, two: int, kinds: tuple[int, ...], meld: TableMeld, out: list[tuple[int, ...]]
) -> None:
    """Card sets of the hand that may fill a longer range around the sequence's naturals.

    ``one`` and ``two`` are the hand's 13-bit chunks of the meld's suit.  The range
    grows downwards and upwards until more positions lack a card than the wild
    cards available could stand in for.
    """
    suit = meld.suit
    own_two = suit * 13 + TWO
    fixed = [meld.lo + i for i, c in enumerate(meld.cards) if i != meld.wild and c != own_two]
    flexible = len(meld.cards) - len(fixed)
    held = [(one >> r & 1) + (two >> r & 1) for r in range(13)]
    avail = [held[ACE], *held[:12], held[ACE]]
    hand_wilds: tuple[int, ...] = () if meld.wild >= 0 else kinds
    max_holes = flexible + (1 if hand_wilds else 0)
    first, last = min(fixed), max(fixed)
    fixed_set = set(fixed)
    inner = [p for p in range(first, last + 1) if p not in fixed_set]
    inner_lacking = sum(1 for p in inner if not avail[p])
    if inner_lacking > max_holes:
        return
    below = 0
    for low in range(first, -1, -1):
        if low < first and not avail[low]:
            below += 1
            if inner_lacking + below > max_holes:
                break
        above = 0
        for high in range(last, HIGH_ACE + 1):
            if high > last and not avail[high]:
                above += 1
                if inner_lacking + below + above > max_holes:
                    break
            if high - low + 1 <= len(meld.cards):
                continue
            _fill(suit, own_two, low, high, fixed_set, flexible, avail, hand_wilds, held, out)


def _fill(
    suit: int,
    own_two: int,
    low: int,
    high: int,
    fixed_set: set[int],
    flexible: int,
    avail: list[int],
    hand_wilds: tuple[int, ...],
    held: list[int],
    out: list[tuple[int, ...]],
) -> None:
    """Every way to fill the range's empty places with the meld's own wild or 2 and the hand."""
    empty = [p for p in range(low, high + 1) if p not in fixed_set]
    both_aces = low == 0 and high == HIGH_ACE and avail[0] < 2
    lacking = [p for p in empty if not avail[p]]
    for extra_wild in (0, 1) if hand_wilds else (0,):
        holes = flexible + extra_wild
        if len(lacking) > holes:
            continue
        free = [p for p in empty if avail[p]]
        for chosen in combinations(free, holes - len(lacking)):
            hole_set = set(lacking).union(chosen)
            naturals = [p for p in empty if p not in hole_set]
            if both_aces and 0 in naturals and HIGH_ACE in naturals:
                continue
            cards = tuple(card_at_position(suit, p) for p in naturals)
            if extra_wild:
                for wild in hand_wilds:
                    need = 1 + (1 if wild == own_two and 1 in naturals else 0)
                    have = held[TWO] if wild == own_two else 1
                    if have >= need:
                        out.append(tuple(sorted((*cards, wild))))
            elif cards:
                out.append(tuple(sorted(cards)))
