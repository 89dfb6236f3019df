"""Uniform sampling of hidden cards under hard facts.

The hidden cards (the *pool*) are shared out among *zones* (the other seats'
hands, an undealt stock...).  Each zone needs a number of cards and may have a
*forbidden* card set (what the play rules proved it cannot hold).  Every
assignment that respects the counts and the forbidden sets is equally likely.

The fast path deals a shuffle of the pool and retries when a zone got a
forbidden card (rejection sampling is exactly uniform given acceptance).  When
the facts are tight it switches to an exact sampler that counts completions
card type by card type (a type is the set of zones allowed to hold a card).
Either path returns a uniform sample, so their mixture does too.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import accumulate, combinations
from math import comb
from operator import itemgetter

from game.core.cards import SEVEN, index_list

REJECTION_TRIES = 24
EXACT_BELOW = 0.25  # the share of fitting shuffles under which the exact sampler is quicker
BITS = tuple(1 << i for i in range(64))  # a card index's bit, looked up (faster than shifting)
_PIQUET_BITS = tuple(
    tuple(
        tuple(BITS[13 * suit + SEVEN + rank] for rank in range(8) if pattern >> rank & 1)
        for pattern in range(256)
    )
    for suit in range(4)
)
_BELOW_SEVEN = sum(((1 << SEVEN) - 1) << 13 * suit for suit in range(4)) | ~((1 << 52) - 1)


class ImpossibleDealError(ValueError):
    """The facts admit no deal at all (a bug upstream: facts must hold for the truth)."""


def sample_zones(
    pool: int,
    needs: Sequence[int],
    forbidden: Sequence[int],
    rng: random.Random,
) -> list[list[int]]:
    """Card indices for each zone, each list in random order.

    ``pool`` is a card set with exactly ``sum(needs)`` cards.
    """
    rand = rng.random
    return [
        sorted(index_list(mask), key=lambda _: rand())
        for mask in ZoneSampler(pool, needs, forbidden).draw(rng)
    ]


class ZoneSampler:
    """The facts of one position, read once, then any number of uniform draws.

    A sampled world may be redrawn many times (when facts the card sets cannot
    express reject it), so everything that depends only on the facts is worked
    out here and each ``draw`` only shuffles, splits and checks.
    """

    __slots__ = (
        "bounds",
        "exact",
        "forbidden",
        "forced",
        "free",
        "left",
        "rest",
        "rest_bits",
        "tight",
    )

    def __init__(self, pool: int, needs: Sequence[int], forbidden: Sequence[int]) -> None:
        if pool.bit_count() != sum(needs):
            raise ImpossibleDealError(f"{pool.bit_count()} hidden cards for {sum(needs)} places")
        self.forbidden = list(forbidden)
        # A card only one zone may hold is in that zone in every consistent deal:
        # place those first, then sample the rest (still uniform, far fewer rejections).
        self.forced: list[int] = [0] * len(needs)
        self.free = not any(f & pool for f in forbidden)
        rest = pool
        if not self.free:
            allowed = [pool & ~f for f in forbidden]
            for z in range(len(needs)):
                others = 0
                for y, mask in enumerate(allowed):
                    if y != z:
                        others |= mask
                self.forced[z] = allowed[z] & ~others
                rest &= ~self.forced[z]
        self.left = [n - f.bit_count() for n, f in zip(needs, self.forced, strict=True)]
        if min(self.left, default=0) < 0:
            raise ImpossibleDealError("more cards forced into a hand than it holds")
        self.rest = index_list(rest)
        self.rest_bits = [BITS[index] for index in self.rest]
        ends = list(accumulate(self.left))
        self.bounds = list(zip([0, *ends], ends, strict=False))
        self.tight = any(f & rest for f in forbidden)
        # When few shuffles would fit the facts, go to the exact sampler at once
        # (the choice depends on the facts only, so every draw stays uniform).
        self.exact: _ExactSampler | None = None
        if self.tight and _fitting_share(self.rest, self.left, forbidden) < EXACT_BELOW:
            self.exact = _ExactSampler(self.rest, self.left, forbidden)

    def draw(self, rng: random.Random) -> list[int]:
        """One uniform assignment: each zone's card set."""
        return self.draw_cards(rng)[0]

    def draw_cards(self, rng: random.Random) -> tuple[list[int], list[list[int]]]:
        """One uniform assignment: each zone's card set, and the cards it got beyond those
        forced into it, as card bits.

        The free cards are shuffled as card bits (sorting by random keys) and
        each zone takes a slice, summed into its card set.
        """
        rand = rng.random
        bounds = self.bounds
        forbidden = self.forbidden
        masks: list[int] = []
        zones: list[list[int]] = []
        for _ in range(0 if self.exact else REJECTION_TRIES if self.tight else 1):
            order = sorted(self.rest_bits, key=lambda _: rand())
            zones = [order[start:end] for start, end in bounds]
            masks = list(map(sum, zones))
            if not self.tight:
                break
            for mask, bad in zip(masks, forbidden, strict=True):
                if mask & bad:
                    break
            else:
                break
        else:
            if self.exact is None:
                self.exact = _ExactSampler(self.rest, self.left, forbidden)
            zones = self.exact.draw(self.left, rng)
            masks = list(map(sum, zones))
        if self.free:
            return masks, zones
        return [mask | forced for mask, forced in zip(masks, self.forced, strict=True)], zones


def card_bits(cards: int) -> list[int]:
    """Each card of a card set as its own bit, lowest first (a piquet deck's by table)."""
    if cards & _BELOW_SEVEN:
        return [BITS[index] for index in index_list(cards)]
    spades, hearts, diamonds, clubs = _PIQUET_BITS
    return [
        *spades[cards >> SEVEN & 0xFF],
        *hearts[cards >> 13 + SEVEN & 0xFF],
        *diamonds[cards >> 26 + SEVEN & 0xFF],
        *clubs[cards >> 39 + SEVEN & 0xFF],
    ]


def fast_shuffler(rng: random.Random) -> Callable[[list[int]], None]:
    """An in-place uniform shuffle driven by ``rng``, several times faster than ``rng.shuffle``.

    Sorting by independent uniform keys gives every order the same chance
    (ties between two random floats are negligible).
    """
    rand = rng.random

    def shuffle(items: list[int]) -> None:
        items.sort(key=lambda _: rand())

    return shuffle


SPLIT_TABLE_MAX = 5000  # the most splits listed for one set of part sizes (more: a shuffle)
Takes = tuple[Callable[[list[int]], Sequence[int]], ...]
"""One split: for each part after the first, what takes its items out of a list."""
_SPLIT_TABLES: dict[tuple[int, ...], tuple[Takes, ...]] = {}


def split_table(sizes: tuple[int, ...]) -> tuple[Takes, ...]:
    """Every way to share positions 0..n-1 into parts of these sizes, each as a getter per
    part 1.. of the items at its positions (part 0 takes the rest); empty when there are too
    many to list.  Worked out once per sizes."""
    table = _SPLIT_TABLES.get(sizes)
    if table is None:
        table = _SPLIT_TABLES[sizes] = _list_splits(sizes)
    return table


def _list_splits(sizes: tuple[int, ...]) -> tuple[Takes, ...]:
    n = sum(sizes)
    if _multinomial(n, sizes) > SPLIT_TABLE_MAX:
        return ()
    splits: list[tuple[tuple[int, ...], ...]] = [()]
    free: list[tuple[int, ...]] = [tuple(range(n))]
    for size in reversed(sizes[1:]):
        grown = []
        grown_free = []
        for parts, left in zip(splits, free, strict=True):
            for chosen in combinations(left, size):
                grown.append((chosen, *parts))
                grown_free.append(tuple(p for p in left if p not in chosen))
        splits, free = grown, grown_free
    return tuple(tuple(_getter(positions) for positions in split) for split in splits)


def _getter(positions: tuple[int, ...]) -> Callable[[list[int]], Sequence[int]]:
    """The items of a list at these positions, as a sequence (one item: a slice of one)."""
    if len(positions) == 1:
        return itemgetter(slice(positions[0], positions[0] + 1))
    if not positions:
        return itemgetter(slice(0, 0))
    return itemgetter(*positions)


def random_split(cards: int, sizes: Sequence[int], rng: random.Random) -> list[int]:
    """A card set split into parts of the given sizes, every split equally likely.

    One random float picks the split in the list of all splits of that many
    cards (the float's 53 bits leave no bias worth the name); the first part
    takes the cards the others leave.  Sizes with too many splits to list
    shuffle the cards instead.
    """
    if len(sizes) == 1:
        return [cards]
    table = split_table(tuple(sizes))
    bits = card_bits(cards)
    if table:
        parts = [sum(take(bits)) for take in table[int(rng.random() * len(table))]]
        return [cards - sum(parts), *parts]
    rand = rng.random
    bits.sort(key=lambda _: rand())
    ends = list(accumulate(sizes))
    return [sum(bits[start:end]) for start, end in zip([0, *ends], ends, strict=False)]


def _card_types(
    cards: list[int], zone_count: int, forbidden: Sequence[int]
) -> dict[int, list[int]]:
    """The cards by type: the set of zones allowed to hold them (a bit per zone)."""
    by_type: dict[int, list[int]] = {}
    for index in sorted(cards):
        allowed = 0
        for z in range(zone_count):
            if not forbidden[z] >> index & 1:
                allowed |= 1 << z
        if not allowed:
            raise ImpossibleDealError("a hidden card no zone may hold")
        by_type.setdefault(allowed, []).append(index)
    return by_type


def _fitting_share(cards: list[int], needs: Sequence[int], forbidden: Sequence[int]) -> float:
    """The share of all deals of ``cards`` into zones of these sizes that fit the facts."""
    by_type = _card_types(cards, len(needs), forbidden)
    types = tuple(sorted((t, len(v)) for t, v in by_type.items()))
    return _completions(types, 0, tuple(needs)) / _multinomial(len(cards), tuple(needs))


Splits = tuple[list[tuple[int, ...]], list[int], list[tuple[int, ...]]]


class _ExactSampler:
    """Every fitting deal equally likely, by counting: the cards of each type (the zones allowed
    to hold them) are shared out in turn, each split weighted by how many deals complete it.

    The weights depend on the facts only, so they are worked out once and kept.
    """

    __slots__ = ("groups", "splits", "types", "zone_count")

    def __init__(self, cards: list[int], needs: Sequence[int], forbidden: Sequence[int]) -> None:
        self.zone_count = len(needs)
        by_type = _card_types(cards, self.zone_count, forbidden)
        self.types = tuple(sorted((t, len(v)) for t, v in by_type.items()))
        if _completions(self.types, 0, tuple(needs)) == 0:
            raise ImpossibleDealError("no deal fits the facts")
        self.groups = [[BITS[index] for index in by_type[allowed]] for allowed, _ in self.types]
        self.splits: dict[tuple[int, tuple[int, ...]], Splits] = {}

    def _weighted_splits(self, i: int, remaining: tuple[int, ...]) -> Splits:
        """The ways to share out type ``i``, their running totals of completions and the needs
        each leaves."""
        key = (i, remaining)
        found = self.splits.get(key)
        if found is None:
            allowed, m = self.types[i]
            choices = _compositions(allowed, m, remaining)
            running = []
            after = []
            total = 0
            for split in choices:
                rest = tuple(r - k for r, k in zip(remaining, split, strict=True))
                total += _multinomial(m, split) * _completions(self.types, i + 1, rest)
                running.append(total)
                after.append(rest)
            found = self.splits[key] = (choices, running, after)
        return found

    def draw(self, needs: Sequence[int], rng: random.Random) -> list[list[int]]:
        """Each zone's cards, as card bits."""
        rand = rng.random
        zones: list[list[int]] = [[] for _ in range(self.zone_count)]
        remaining = tuple(needs)
        for i, group in enumerate(self.groups):
            choices, running, after = self._weighted_splits(i, remaining)
            chosen = bisect_right(running, rng.randrange(running[-1])) if len(running) > 1 else 0
            split = choices[chosen]
            remaining = after[chosen]
            if len(group) > 1:
                group = sorted(group, key=lambda _: rand())
            start = 0
            for z, k in enumerate(split):
                if k:
                    zones[z] += group[start : start + k]
                    start += k
        return zones


def _compositions(allowed: int, m: int, remaining: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Ways to put ``m`` cards into the allowed zones without exceeding their needs."""
    zones = [z for z in range(len(remaining)) if allowed >> z & 1]
    out: list[tuple[int, ...]] = []

    def rec(i: int, left: int, acc: list[int]) -> None:
        if i == len(zones) - 1:
            if left <= remaining[zones[i]]:
                acc[zones[i]] = left
                out.append(tuple(acc))
                acc[zones[i]] = 0
            return
        for k in range(min(left, remaining[zones[i]]) + 1):
            acc[zones[i]] = k
            rec(i + 1, left - k, acc)
        acc[zones[i]] = 0

    rec(0, m, [0] * len(remaining))
    return out


def _multinomial(m: int, split: tuple[int, ...]) -> int:
    result = 1
    left = m
    for k in split:
        result *= comb(left, k)
        left -= k
    return result


@lru_cache(maxsize=65536)
def _completions(types: tuple[tuple[int, int], ...], i: int, remaining: tuple[int, ...]) -> int:
    if i == len(types):
        return 1 if not any(remaining) else 0
    allowed, m = types[i]
    total = 0
    for split in _compositions(allowed, m, remaining):
        rest = tuple(r - k for r, k in zip(remaining, split, strict=True))
        total += _multinomial(m, split) * _completions(types, i + 1, rest)
    return total
