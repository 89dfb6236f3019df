"""More worlds for close calls (``ai.review.spec.CloseCallSampler``): a clear decision keeps
the first worlds, an unsettled one gets fresh batches up to the limit."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ai.review.spec import CloseCallSampler


class NoisySampler:
    """Two options whose per-world values have a given lead and noise (seeded)."""

    def __init__(self, lead: float, noise: float, worlds: int = 32) -> None:
        self.lead = lead
        self.noise = noise
        self.worlds = worlds
        self.seeds: list[int] = []

    def options(self, info: Any, played: Any) -> tuple[Any, ...]:
        return ("a", "b")

    def values(self, info: Any, options: Sequence[Any], seed: int) -> list[list[float]]:
        self.seeds.append(seed)
        rng = random.Random(seed)
        base = [rng.gauss(0, 50) for _ in range(self.worlds)]  # the worlds' common swing
        return [
            [b + self.lead for b in base],
            [b + rng.gauss(0, self.noise) for b in base],
        ]


def test_a_clear_decision_keeps_its_first_worlds() -> None:
    inner = NoisySampler(lead=6.0, noise=1.0)
    values = CloseCallSampler(inner, precision=2.0, blunder=20.0, batches=8).values(None, "ab", 5)
    assert inner.seeds == [5] and len(values[0]) == 32


def test_a_close_call_gets_fresh_worlds_until_settled_or_the_limit() -> None:
    inner = NoisySampler(lead=2.0, noise=12.0)
    values = CloseCallSampler(inner, precision=2.0, blunder=20.0, batches=8).values(None, "ab", 5)
    assert 1 < len(inner.seeds) <= 8 and inner.seeds == list(range(5, 5 + len(inner.seeds)))
    assert len(values[0]) == len(values[1]) == 32 * len(inner.seeds)
    noisy = NoisySampler(lead=2.0, noise=200.0)
    CloseCallSampler(noisy, precision=2.0, blunder=20.0, batches=3).values(None, "ab", 9)
    assert noisy.seeds == [9, 10, 11]


def test_an_option_far_below_the_best_needs_no_precision() -> None:
    inner = NoisySampler(lead=150.0, noise=40.0)
    CloseCallSampler(inner, precision=2.0, blunder=20.0, batches=8).values(None, "ab", 1)
    assert inner.seeds == [1]
