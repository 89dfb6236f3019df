"""How a game is reviewed, as its AI entry declares it (``ai.game_ai.GameAI.review``).

A game's review is its strength (how hard each decision is looked at), its mark scale
(in the game's own points, as a margin: the side's points less the opponents', so a
card given away costs twice its points), how its options are listed and valued (a
sampler, built from the game's search pieces) and the pace of a review, in seconds a
deal, which bounds what one ``main.py review`` takes.  The strengths are sized for the
review targets on a 2-core machine (a Belote hand's decisions of one seat in at most
5 s, a whole Burraco hand in at most 30 s: ``benchmarks/review_speed.py``).

A game that names no review gets ``GENERIC_REVIEW``: every legal option valued by the
search's own loop, on a trick game's scale, at the slowest pace.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ai.agent import InfoState
from ai.review.marks import MarkScale
from ai.review.sampling import PimcSampler, Sampler, Strength
from ai.search.pieces import GamePieces

SamplerMaker = Callable[[GamePieces, Strength], Sampler]
"""Builds a decision's sampler from the game's search pieces and the review's strength."""


@dataclass(frozen=True)
class ReviewGame:
    """How one game is reviewed."""

    strength: Strength
    scale: MarkScale
    sampler: SamplerMaker
    seconds_a_deal: float  # the pace of a review on two shared cores, rounded up


def pimc_sampler(pieces: GamePieces, strength: Strength) -> Sampler:
    """Every legal option, valued by the search's own loop."""
    return PimcSampler(pieces, strength)


Z95 = 1.96


class CloseCallSampler:
    """Values the options again in fresh worlds while a close call is not settled: while the
    95% interval of the best option's lead over another (paired over the same worlds) is
    wider than ``precision`` either side, for an option that may cost less than a blunder,
    up to ``batches`` times the worlds.  A game whose deals swing by tens of points per world
    (Barbu's Dominoes and Trumps) then marks by the play, not by the worlds drawn; a clear
    decision costs no more than before."""

    def __init__(self, inner: Sampler, precision: float, blunder: float, batches: int) -> None:
        self.inner = inner
        self.precision = precision
        self.blunder = blunder
        self.batches = batches

    def options(self, info: InfoState, played: Any) -> tuple[Any, ...]:
        return self.inner.options(info, played)

    def values(self, info: InfoState, options: Sequence[Any], seed: int) -> list[list[float]]:
        out = self.inner.values(info, options, seed)
        for batch in range(1, self.batches):
            if self.settled(out):
                break
            for mine, more in zip(out, self.inner.values(info, options, seed + batch), strict=True):
                mine.extend(more)
        return out

    def settled(self, values: list[list[float]]) -> bool:
        """Whether every option that may cost less than a blunder has its loss known to
        within ``precision``."""
        if len(values) < 2 or len(values[0]) < 2:
            return True
        means = [statistics.fmean(v) for v in values]
        best = max(range(len(values)), key=means.__getitem__)
        for index, option in enumerate(values):
            if index == best:
                continue
            lead = [b - o for b, o in zip(values[best], option, strict=True)]
            half = Z95 * statistics.stdev(lead) / math.sqrt(len(lead))
            if half > self.precision and statistics.fmean(lead) - half < self.blunder:
                return False
        return True


def close_call_sampler(precision: float, blunder: float, batches: int) -> SamplerMaker:
    """The search's sampler, with more worlds for close calls (see ``CloseCallSampler``)."""

    def make(pieces: GamePieces, strength: Strength) -> Sampler:
        return CloseCallSampler(pimc_sampler(pieces, strength), precision, blunder, batches)

    return make


GENERIC_REVIEW = ReviewGame(
    Strength(worlds=16, rollouts=2, solve_cards=8),
    MarkScale(good=1.0, inaccuracy=4.0, mistake=14.0, blunder=40.0),
    pimc_sampler,
    seconds_a_deal=10.0,
)
