"""Each game's review: how its decisions are valued, at what strength, and its mark scale.

One line per game, keyed by the game's AI entry (``ai.catalog`` names the games).
The strengths are sized for the review targets on a 2-core machine (a Belote
hand's decisions of one seat in at most 5 s, a whole Burraco hand in at most 30 s:
``benchmarks/review_speed.py``).  The mark scales are in each
game's own points, as a margin (the side's points less the opponents'), so a card
given away costs twice its points:

- Belote counts card points (162 a deal): an inaccuracy loses about a face card (4),
  a mistake 8 or more (a ten or an ace), a blunder 20 or more (two of them, or the
  contract);
- Baloot counts game points (16 a Hokum deal, 26 a Sun deal): an ace is worth
  about 1 of them in Hokum, 2 in Sun;
- Barbu counts each contract's points: a heart -2, a queen -6, the king of
  hearts -20 (the margin over the others' mean is 4/3 of one's own points);
- Burraco counts hundreds: a card 5 to 30, a burraco 100 or 200, the close 100.

Baloot's values swing by whole game points from one world to the next (rounded scores,
the bids, a cut of the deck that changes nothing one knows), and Barbu's Dominoes by tens
of points (45 for going out first, 20 second, 5 third), so a close call there gets fresh
worlds until the loss is known to within 0.6 of a Baloot point, 2 Barbu points
(``CloseCallSampler``).  The marks that moved by more than one step between two seeds
(``benchmarks/review_consistency.py``): Baloot 7.6% of decisions without, 0.7% with (100
hands); Barbu 5.0% without, 1.4% with (200 hands; in a sample of 10, all 8 such moves
were in Dominoes), for about three times the time of a Barbu review.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ai.agent import InfoState
from ai.catalog import game_ai
from ai.game_ai import GameAI
from ai.games.baloot.entry import BALOOT
from ai.games.barbu.entry import BARBU
from ai.games.belote.entry import BELOTE
from ai.games.burraco.entry import BURRACO
from ai.review.burraco import BurracoSampler
from ai.review.marks import MarkScale
from ai.review.sampling import PimcSampler, Sampler, Strength


@dataclass(frozen=True)
class ReviewGame:
    """How one game is reviewed."""

    strength: Strength
    scale: MarkScale
    sampler: Callable[[str, Strength], Sampler]


def pimc_sampler(variant: str, strength: Strength) -> Sampler:
    return PimcSampler(game_ai(variant).pieces, strength)


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


def close_call_sampler(
    precision: float, blunder: float, batches: int
) -> Callable[[str, Strength], Sampler]:
    """The search's sampler, with more worlds for close calls (see ``CloseCallSampler``)."""

    def make(variant: str, strength: Strength) -> Sampler:
        return CloseCallSampler(pimc_sampler(variant, strength), precision, blunder, batches)

    return make


def burraco_sampler(variant: str, strength: Strength) -> Sampler:
    return BurracoSampler(strength)


REVIEW_GAMES: tuple[tuple[GameAI, ReviewGame], ...] = (
    (
        BELOTE,  # both rule sets
        ReviewGame(
            Strength(worlds=128, rollouts=2, solve_cards=16, redraws=4),
            MarkScale(good=2.0, inaccuracy=8.0, mistake=16.0, blunder=40.0),
            pimc_sampler,
        ),
    ),
    (
        BALOOT,
        ReviewGame(
            Strength(worlds=96, rollouts=2, solve_cards=12, redraws=4),
            MarkScale(good=0.2, inaccuracy=0.8, mistake=1.6, blunder=4.0),
            close_call_sampler(precision=0.6, blunder=4.0, batches=6),
        ),
    ),
    (
        BARBU,
        ReviewGame(
            Strength(worlds=128, rollouts=3, solve_cards=4),
            MarkScale(good=1.0, inaccuracy=3.0, mistake=8.0, blunder=20.0),
            close_call_sampler(precision=2.0, blunder=20.0, batches=6),
        ),
    ),
    (
        BURRACO,
        ReviewGame(
            Strength(worlds=32, turns=3, discards=3),
            MarkScale(good=3.0, inaccuracy=15.0, mistake=40.0, blunder=100.0),
            burraco_sampler,
        ),
    ),
)

GENERIC_REVIEW = ReviewGame(
    Strength(worlds=16, rollouts=2, solve_cards=8),
    MarkScale(good=1.0, inaccuracy=4.0, mistake=14.0, blunder=40.0),
    pimc_sampler,
)


def review_game_of(variant: str) -> ReviewGame:
    """The review of ``variant`` (a trick game's defaults for a game not listed)."""
    entry = game_ai(variant)
    return next((review for ai, review in REVIEW_GAMES if ai is entry), GENERIC_REVIEW)
