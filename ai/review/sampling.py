"""Each option's value in every sampled world of one decision (the PIMC of ``ai.search``).

The review asks more of the search than a choice: a value per option with an
interval, and precise differences between options.  So the same worlds serve
every option (world ``i`` drawn from its own seed by ``ai.search.pimc.world_rng``,
and each world's rollouts from one seed: common random numbers), and the value of
each option in each world is kept, not only the sums.  The values are the search's own
(``ai.search.pimc.valuation``, issue 35's "one advisor"): the hand's points for the
seat's side less the others', plus the game-win bonus where the deal may end the match,
so the hint, the review and the levels rank a decision by the same numbers.  A
``Strength`` made from a level's ``Budget`` (``strength_of``) values the options in the
very worlds that level searches for the same seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ai.agent import InfoState
from ai.search.pieces import GamePieces
from ai.search.pimc import Budget, valuation, world_values
from ai.search.utility import Utility
from game.core.api import State


class HandPoints(Utility):
    """The hand's points for the seat's side less the opponents' (less the others' mean
    without teams), with no bonus for winning the game: the open-cards solve's measure
    (``ai.review.jobs.solve_open``), which compares with the points actually made."""

    def __init__(self, world: State, seat: int) -> None:
        super().__init__(world, seat)
        self.match_aware = False


@dataclass(frozen=True)
class Strength:
    """How hard each decision of a review is looked at."""

    worlds: int  # sampled worlds, the same for every option
    rollouts: int = 1  # rollouts per option and world where the rest is not solved
    solve_cards: int = 0  # solve exactly once at most this many cards are left in the hands
    redraws: int = 0  # redraw a world whose bids do not fit its hands, at most this often
    solve_nodes: int = 0  # a world solved in more positions than this is rolled out instead
    turns: int = 4  # Burraco: turns played after the decision's before the table is valued
    discards: int = 3  # Burraco: how many of the bot's best discards are options


def strength_of(budget: Budget) -> Strength:
    """The strength that values a decision exactly as a PIMC level with ``budget`` does (its
    worlds, rollouts, solving and redraws; ``budget`` already cut to the decision, as
    ``ai.search.pimc.PimcAgent.budget`` cuts it)."""
    return Strength(
        worlds=budget.worlds,
        rollouts=budget.rollouts,
        solve_cards=budget.solve_cards,
        redraws=budget.redraws,
        solve_nodes=budget.solve_nodes,
    )


class Sampler(Protocol):
    """Lists the options of a decision worth valuing and values them in sampled worlds."""

    def options(self, info: InfoState, played: Any) -> tuple[Any, ...]:
        """The options to value: the played one always among them."""
        ...

    def values(self, info: InfoState, options: Sequence[Any], seed: int) -> list[list[float]]:
        """``values[i][w]``: option ``i``'s value in world ``w`` (the same worlds for all)."""
        ...


class PimcSampler:
    """Every legal option, valued by the search's own loop (``ai.search.pimc.world_values``)
    and valuation: greedy rollouts, or the game's exact solver once few enough cards are
    left (the same numbers as the search's sums, world by world)."""

    def __init__(self, pieces: GamePieces, strength: Strength) -> None:
        self.pieces = pieces
        self.strength = strength

    def options(self, info: InfoState, played: Any) -> tuple[Any, ...]:
        return info.legal_actions

    def values(self, info: InfoState, options: Sequence[Any], seed: int) -> list[list[float]]:
        strength = self.strength
        value = valuation(info)
        out: list[list[float]] = [[] for _ in options]
        for values in world_values(
            info,
            self.pieces,
            options,
            value,
            seed,
            range(strength.worlds),
            rollouts=strength.rollouts,
            solve_cards=strength.solve_cards,
            redraws=strength.redraws,
            solve_nodes=strength.solve_nodes,
        ):
            for column, option_value in zip(out, values, strict=True):
                column.append(option_value)
        return out
