"""The hidden-card sampler: counts kept, facts kept, every consistent deal equally likely."""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations

import pytest

from game.core.cards import mask_of, parse_cards
from game.core.determinize import ImpossibleDealError, sample_zones


def codes(indices: list[int]) -> frozenset[int]:
    return frozenset(indices)


def consistent_deals(pool: list[int], needs: list[int], forbidden: list[int]) -> set[tuple]:
    out = set()
    for order in permutations(pool):
        zones, start = [], 0
        for n in needs:
            zones.append(frozenset(order[start : start + n]))
            start += n
        if all(not any(bad >> c & 1 for c in z) for z, bad in zip(zones, forbidden, strict=False)):
            out.add(tuple(zones))
    return out


@pytest.mark.parametrize("tight", [False, True])
def test_every_consistent_deal_is_equally_likely(tight: bool) -> None:
    cards = parse_cards("AS KS QS AH KH 7C")
    pool = mask_of(cards)
    needs = [2, 2, 2]
    spades = mask_of(parse_cards("AS KS QS"))
    forbidden = [spades, mask_of(parse_cards("AH KH")) if tight else 0, 0]
    allowed = consistent_deals([c.index for c in cards], needs, forbidden)
    rng = random.Random(1)
    seen: Counter[tuple] = Counter()
    draws = 400 * len(allowed)
    for _ in range(draws):
        zones = sample_zones(pool, needs, forbidden, rng)
        seen[tuple(frozenset(z) for z in zones)] += 1
    assert set(seen) == allowed
    expected = draws / len(allowed)
    chi2 = sum((n - expected) ** 2 / expected for n in seen.values())
    # 99.9% quantile of chi-square with len(allowed)-1 degrees of freedom is below 3*df+30.
    assert chi2 < 3 * (len(allowed) - 1) + 30


def test_the_exact_sampler_handles_facts_rejection_cannot_meet() -> None:
    cards = parse_cards("AS KS QS JS TS 9S 8S AH KH QH JH TH 9H 8H")
    pool = mask_of(cards)
    hearts = mask_of(c for c in cards if c.suit == 1)
    spades = pool & ~hearts
    rng = random.Random(2)
    for _ in range(50):
        first, second = sample_zones(pool, [7, 7], [hearts, spades], rng)
        assert mask_of_indices(first) == spades and mask_of_indices(second) == hearts


def mask_of_indices(indices: list[int]) -> int:
    out = 0
    for i in indices:
        out |= 1 << i
    return out


def test_impossible_facts_are_reported() -> None:
    pool = mask_of(parse_cards("AS KS"))
    with pytest.raises(ImpossibleDealError):
        sample_zones(pool, [1, 1], [pool, pool], random.Random(0))
    with pytest.raises(ImpossibleDealError):
        sample_zones(pool, [3], [0], random.Random(0))
