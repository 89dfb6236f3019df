"""Each option's value in every sampled world of one decision (the PIMC of ``ai.search``).

The review asks more of the search than a choice: a value per option with an
interval, and precise differences between options.  So the same worlds serve
every option (world ``i`` drawn from its own seed by ``ai.search.pimc.world_rng``,
and each world's rollouts from one seed: common random numbers), and the value of
each option in each world is kept, not only the sums.  The values are
``HandPoints``: the hand's own points, not the search's match-aware utility.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ai.agent import InfoState
from ai.search.pieces import GamePieces
from ai.search.pimc import world_values
from ai.search.utility import Utility
from game.core.api import State


class HandPoints(Utility):
    """The hand's points for the seat's side less the opponents' (less the others' mean
    without teams), with no bonus for winning the game: the review's scale."""

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
    turns: int = 4  # Burraco: turns played after the decision's before the table is valued
    discards: int = 3  # Burraco: how many of the bot's best discards are options


class Sampler(Protocol):
    """Lists the options of a decision worth valuing and values them in sampled worlds."""

    def options(self, info: InfoState, played: Any) -> tuple[Any, ...]:
        """The options to value: the played one always among them."""
        ...

    def values(self, info: InfoState, options: Sequence[Any], seed: int) -> list[list[float]]:
        """``values[i][w]``: option ``i``'s value in world ``w`` (the same worlds for all)."""
        ...


class PimcSampler:
    """Every legal option, valued by the search's own loop (``ai.search.pimc.world_values``):
    greedy rollouts, or the game's exact solver once few enough cards are left."""

    def __init__(self, pieces: GamePieces, strength: Strength) -> None:
        self.pieces = pieces
        self.strength = strength

    def options(self, info: InfoState, played: Any) -> tuple[Any, ...]:
        return info.legal_actions

    def values(self, info: InfoState, options: Sequence[Any], seed: int) -> list[list[float]]:
        strength = self.strength
        value = HandPoints(info.own_world(), info.seat)
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
        ):
            for column, option_value in zip(out, values, strict=True):
                column.append(option_value)
        return out
