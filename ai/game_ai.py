"""What a game's AI package declares about its game: its line in ``ai.catalog``.

The generic searches are built from the game's ``pieces`` at every level of
``ai.levels``' table.  A game that searches better its own way (Burraco, whose
turns are several actions) also names that search and its budget per level:
at those levels its search plays instead of the table's.  It names its hand review
(``ai.review.spec``: strength, mark scale, sampler and pace); a game that names none is
reviewed the generic way.  It names its reasons, the facts that say why a hint's best
option is best (``ai.review.explain``); without them a hint says the card play's.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ai.agent import Agent, InfoState
from ai.review.reasons_base import Explanation
from ai.review.spec import GENERIC_REVIEW, ReviewGame
from ai.search.pieces import GamePieces
from game.core.api import State

ReasonFinder = Callable[[State, int, Any, Sequence[Any], Collection[int], int], Explanation | None]
"""A game's reasons (``ai.review.explain``): why ``best`` is best for the seat in the state,
read only as the seat knows it, among its legal actions, with its partners and the seed of a
probability claim; None when no fact of the game applies."""


@dataclass(frozen=True)
class GameAI:
    """One game's AI: its pieces, optionally its own search with a budget per level, and its
    hand review."""

    pieces: GamePieces
    search: Callable[[Any], Agent] | None = None  # builds the game's own agent from a budget
    budgets: Mapping[str, Any] = field(default_factory=dict)  # level name -> that budget
    review: ReviewGame = GENERIC_REVIEW
    reasons: ReasonFinder | None = None  # why a hint's best is best (the generic card play's)
    reason_kinds: tuple[str, ...] = ()  # the template keys its reasons may give
    objection: Callable[[InfoState], tuple[Any, Explanation] | None] | None = None
    """The call out of turn a seat makes now on another's act (Baloot's Qayd) and why, or
    None: what a computer seat calls and what the hint offers first."""

    def own_agent(self, level: str) -> Agent | None:
        """The game's own agent at ``level``, or None where the level table's search plays."""
        budget = self.budgets.get(level)
        if self.search is None or budget is None:
            return None
        return self.search(budget)
