"""The mark of a reviewed decision, from what it cost against the best option.

A decision with one legal option is *forced*.  Otherwise the loss (the best
option's mean value less the played one's, never negative) falls in one band
of the game's ``MarkScale``: *best*, *good*, *inaccuracy*, *mistake* or
*blunder*.  The bands are in the game's own points, so each game has its own
(Belote counts card points, Baloot game points, Barbu contract points, Burraco
hundreds): see each game's AI entry (its ``review``) and the README's "Hand review".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Mark(Enum):
    """How good a decision was, forced first, then from the best to the worst."""

    FORCED = "forced"
    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def step(self) -> int:
        """The mark's place in the order (two marks ``n`` steps apart differ by ``n``)."""
        return MARK_ORDER.index(self)


MARK_ORDER = tuple(Mark)


@dataclass(frozen=True)
class MarkScale:
    """The least loss of each mark above *best*, in the game's points (a margin: the
    seat's side's points less the opponents')."""

    good: float
    inaccuracy: float
    mistake: float
    blunder: float

    def __post_init__(self) -> None:
        bounds = (self.good, self.inaccuracy, self.mistake, self.blunder)
        if not 0 < bounds[0] < bounds[1] < bounds[2] < bounds[3]:
            raise ValueError(f"a mark scale's bounds must grow from above 0: {bounds}")

    def mark(self, loss: float, legal_options: int) -> Mark:
        """The mark of a decision that lost ``loss`` among ``legal_options`` legal ones."""
        if legal_options <= 1:
            return Mark.FORCED
        if loss >= self.blunder:
            return Mark.BLUNDER
        if loss >= self.mistake:
            return Mark.MISTAKE
        if loss >= self.inaccuracy:
            return Mark.INACCURACY
        if loss >= self.good:
            return Mark.GOOD
        return Mark.BEST
