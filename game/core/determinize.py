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
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import combinations
from math import comb

from game.core.cards import index_list

REJECTION_TRIES = 24


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
    if pool.bit_count() != sum(needs):
        raise ImpossibleDealError(f"{pool.bit_count()} hidden cards for {sum(needs)} places")
    shuffle = fast_shuffler(rng)
    if not any(f & pool for f in forbidden):
        cards = index_list(pool)
        shuffle(cards)
        return _split(cards, needs)
    # A card only one zone may hold is in that zone in every consistent deal:
    # place those first, then sample the rest (still uniform, far fewer rejections).
    allowed = [pool & ~f for f in forbidden]
    forced = []
    for z in range(len(needs)):
        others = 0
        for y, mask in enumerate(allowed):
            if y != z:
                others |= mask
        forced.append(allowed[z] & ~others)
    left = list(needs)
    rest = pool
    for z, mask in enumerate(forced):
        left[z] -= mask.bit_count()
        rest &= ~mask
    if min(left) < 0:
        raise ImpossibleDealError("more cards forced into a hand than it holds")
    cards = index_list(rest)
    zones = None
    if any(f & rest for f in forbidden):
        for _ in range(REJECTION_TRIES):
            shuffle(cards)
            trial = _split(cards, left)
            if all(_fits(zone, bad) for zone, bad in zip(trial, forbidden, strict=True)):
                zones = trial
                break
        if zones is None:
            zones = _exact(cards, left, forbidden, rng)
    else:
        shuffle(cards)
        zones = _split(cards, left)
    for z, mask in enumerate(forced):
        if mask:
            zones[z].extend(index_list(mask))
            shuffle(zones[z])
    return zones


def fast_shuffler(rng: random.Random) -> Callable[[list[int]], None]:
    """An in-place uniform shuffle driven by ``rng``, several times faster than ``rng.shuffle``.

    Sorting by independent uniform keys gives every order the same chance
    (ties between two random floats are negligible).
    """
    rand = rng.random

    def shuffle(items: list[int]) -> None:
        items.sort(key=lambda _: rand())

    return shuffle


@lru_cache(maxsize=512)
def _position_subsets(n: int, k: int) -> tuple[tuple[int, ...], ...]:
    return tuple(combinations(range(n), k))


def random_subset(cards: int, k: int, rng: random.Random) -> int:
    """A uniformly random ``k``-card subset of a card set (one random draw)."""
    indices = index_list(cards)
    subsets = _position_subsets(len(indices), k)
    mask = 0
    for position in subsets[rng.randrange(len(subsets))]:
        mask |= 1 << indices[position]
    return mask


def _split(cards: list[int], needs: Sequence[int]) -> list[list[int]]:
    out = []
    start = 0
    for n in needs:
        out.append(cards[start : start + n])
        start += n
    return out


def _fits(zone: list[int], bad: int) -> bool:
    if bad:
        for index in zone:
            if bad >> index & 1:
                return False
    return True


def _exact(
    cards: list[int], needs: Sequence[int], forbidden: Sequence[int], rng: random.Random
) -> list[list[int]]:
    zone_count = len(needs)
    by_type: dict[int, list[int]] = {}
    for index in sorted(cards):
        allowed = 0
        for z in range(zone_count):
            if not forbidden[z] >> index & 1:
                allowed |= 1 << z
        if not allowed:
            raise ImpossibleDealError("a hidden card no zone may hold")
        by_type.setdefault(allowed, []).append(index)
    types = tuple(sorted((t, len(v)) for t, v in by_type.items()))
    total = _completions(types, 0, tuple(needs))
    if total == 0:
        raise ImpossibleDealError("no deal fits the facts")
    zones: list[list[int]] = [[] for _ in range(zone_count)]
    remaining = tuple(needs)
    for i, (allowed, m) in enumerate(types):
        choices = list(_compositions(allowed, m, remaining))
        weights = []
        for split in choices:
            rest = tuple(r - k for r, k in zip(remaining, split, strict=True))
            weights.append(_multinomial(m, split) * _completions(types, i + 1, rest))
        pick = rng.randrange(sum(weights))
        split = choices[-1]
        for option, weight in zip(choices, weights, strict=True):
            if pick < weight:
                split = option
                break
            pick -= weight
        group = by_type[allowed][:]
        rng.shuffle(group)
        start = 0
        for z, k in enumerate(split):
            zones[z].extend(group[start : start + k])
            start += k
        remaining = tuple(r - k for r, k in zip(remaining, split, strict=True))
    for zone in zones:
        rng.shuffle(zone)
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
