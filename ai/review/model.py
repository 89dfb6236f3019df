"""What a review finds, as plain typed values: per option, per decision, per deal, per game.

Every value is in the game's own points for the hand, seen from the reviewed
seat: its side's points less the opponents' (less the others' mean in a game
without teams), plus the searching levels' bonus for winning the match where the deal
may end it (``ai.search.utility.Utility``: the levels' own valuation, issue 35).  Actions
are written as in the records (``str(action)``).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from ai.review.marks import Mark
from ai.review.reasons_base import Explanation


@dataclass(frozen=True)
class OptionValue:
    """One option's mean value over the sampled worlds and its 95% interval."""

    action: str
    value: float
    low: float
    high: float


@dataclass(frozen=True)
class Stage:
    """Where in the deal a decision falls: a kind of decision the game names (``bidding``,
    ``contract``, ``dominoes``...: ``GameDefinition.decision_phase``) or ``trick`` or ``turn``,
    with its number from 1 (0 where a phase has no numbering)."""

    phase: str
    number: int = 0

    def __str__(self) -> str:
        return f"{self.phase} {self.number}" if self.number else self.phase


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat: the options weighed, what was played and its cost."""

    action_index: int  # the index of the played action in the deal's actions
    seat: int
    stage: Stage
    played: str
    best: str
    loss: float  # best mean less played mean, at least 0; exactly 0 when the played one is best
    mark: Mark
    options: tuple[OptionValue, ...]  # best first
    legal_count: int  # legal options at the decision (more than ``options`` in Burraco)
    worlds: int  # sampled worlds every option was valued in (the same worlds for all)
    close: tuple[str, ...] = ()  # the options within the noise of the best (its close calls)
    lead: OptionValue | None = None  # the best's lead over the next best (named), paired
    # over the same worlds, with its 95% interval: equal options have a lead of 0 to 0
    explanation: Explanation | None = None  # why the best is best (``ai.review.explain``)

    @property
    def close_call(self) -> bool:
        """Whether another option is within the noise of the best (``ai.review.engine``'s
        ``close_options``: the best's paired lead over it is not surely above 0, or is below
        the game's smallest mark)."""
        return bool(self.close)

    @property
    def played_value(self) -> float:
        """The played option's mean value (the expected hand result after the decision)."""
        return next(o.value for o in self.options if o.action == self.played)


@dataclass(frozen=True)
class DealReview:
    """Every decision of one seat in one deal, in the order they were taken."""

    deal: int  # the deal's number in its game, from 1
    seat: int
    decisions: tuple[Decision, ...]

    @property
    def expected_loss(self) -> float:
        return sum(d.loss for d in self.decisions)

    def losses_by_stage(self) -> list[tuple[Stage, float]]:
        """The loss summed per stage, in the order the stages came."""
        totals: dict[Stage, float] = defaultdict(float)
        for decision in self.decisions:
            totals[decision.stage] += decision.loss
        return list(totals.items())

    def worst_stage(self) -> tuple[Stage, float] | None:
        """The stage where most was lost (the first of equals), or None when nothing was."""
        stages = [item for item in self.losses_by_stage() if item[1] > 0]
        if not stages:
            return None
        return max(stages, key=lambda item: item[1])

    def marks(self) -> dict[Mark, int]:
        """How many decisions got each mark."""
        counts = dict.fromkeys(Mark, 0)
        for decision in self.decisions:
            counts[decision.mark] += 1
        return counts


@dataclass(frozen=True)
class GameReview:
    """The review of every deal of a game (a record) for one seat."""

    variant: str  # the record's name of the game, as the JSON and text reports print it
    seat: int
    deals: tuple[DealReview, ...]
