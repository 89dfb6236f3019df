"""What the generic searches need to know of a game, handed to them as one value.

For every game: the rule-based action (the easy level, the rollouts' policy
for decisions other than card play, and the human-like tie-break), ``finish``
(play a world to the end fast, returning the deal's points), which decisions
are card play and, where one exists, an exact solver for the last tricks.
Each game's AI package (``ai.games``) makes its own; the searches only read it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ai.search.api_solver import API_SOLVE_CARDS
from ai.search.utility import Utility
from game.core.api import State

BotAction = Callable[[State, int, list[Any]], Any]
Finish = Callable[[State, random.Random], tuple[int, ...]]


class Solver(Protocol):
    """The value for ``seat`` of the rest of a world under perfect play by all; with a
    ``limit``, at most that many positions are searched (``SolveTooLargeError`` beyond it)."""

    def __call__(self, world: State, seat: int, value: Utility, limit: int = 0) -> float: ...


class SolveTooLargeError(Exception):
    """A solve gave up: the position needs more than its limit of searched positions."""


InPlay = Callable[[State], bool]
Plausible = Callable[[State, int], bool]
MayChoose = Callable[[State, int, Any], bool]


@dataclass(frozen=True)
class GamePieces:
    """The pieces of one rule set the agents are built from."""

    bot: BotAction
    finish: Finish
    in_play: InPlay
    solver: Solver | None = None
    solve_limit: int = API_SOLVE_CARDS  # the most cards left in the hands the solver takes on
    point_tricks: bool = True  # tricks are worth their card points (no lost trick is fed)
    plausible: Plausible | None = None  # whether the others' bids fit their hands in a world
    no_search: InPlay | None = None  # decisions the bot makes at every level (nothing to gain)
    may_choose: MayChoose | None = None  # whether a searching seat may take an action at all
