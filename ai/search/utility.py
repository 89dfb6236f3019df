"""How much a deal's outcome is worth to a seat, with the match score in mind.

The value is the seat's (or its team's) points minus the opponents' (the mean
of the others in a game without teams), plus a large bonus when the deal's
points would end the game in the seat's favour (a matching penalty when they
would end it against him).  So near the target a safe small win beats a risky
big one, and far from it only the points count.

A deal that decides the game outright (Baloot's Gahwa) scores no points: the
search counts it as the points that take its winner to the target, so a Gahwa
won is worth the rest of the game and a Gahwa lost costs it.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from game.core.api import DealResult, State

GAME_WIN_SHARE = 0.4
"""Winning the game is worth this share of the target score (400 at Belote's 1000)."""
GAME_WIN_BONUS = 400.0
"""The bonus for games without a target score."""


class Utility:
    """The value of a deal's points for one seat, in one match situation.

    Every world of one decision is valued by the same ``Utility``, so its ``memo`` is where
    a game's solver keeps what the worlds share (Baloot: the value of each final split)."""

    def __init__(self, world: State, seat: int) -> None:
        self.definition = world.definition
        self.rules: Any = world.rules
        self.totals: tuple[int, ...] = tuple(world.ctx.totals)
        self.teams = self.definition.teams
        self.seat = seat
        self.side = self.definition.side_of(seat)
        self.match_aware = self.rules is not None and bool(self.totals)
        target = world.match_target()
        self.bonus = GAME_WIN_BONUS if target is None else GAME_WIN_SHARE * target
        self.memo: dict[Hashable, Any] = {}

    def __call__(self, points: Sequence[int]) -> float:
        if self.teams:
            mine = points[self.side]
            value = float(mine - points[1 - self.side])
        else:
            mine = points[self.side]
            value = mine - (sum(points) - mine) / (len(points) - 1)
        if self.match_aware:
            value += self.game_bonus(points)
        return value

    def game_bonus(self, points: Sequence[int]) -> float:
        totals = [t + p for t, p in zip(self.totals, points, strict=False)]
        winner = self.definition.match_winner(self.rules, totals, [])
        if winner is None or isinstance(winner, str):
            return 0.0
        return self.bonus if winner == self.side else -self.bonus


def deciding_points(world: State, winner: int) -> tuple[int, ...]:
    """The points that give ``winner`` the game from the totals of ``world``'s match."""
    totals: tuple[int, ...] = tuple(world.ctx.totals) or (0, 0)
    target = world.match_target()
    points = [0] * len(totals)
    if target is None:
        points[winner] = int(GAME_WIN_BONUS)
    else:
        points[winner] = max(target - totals[winner], 1)
    return tuple(points)


def search_points(world: State, result: DealResult) -> tuple[int, ...]:
    """A finished deal's points as the search counts them (a decided game: ``deciding_points``)."""
    if result.decides_winner is None:
        return result.points
    return deciding_points(world, result.decides_winner)


def final_points(world: State) -> tuple[int, ...]:
    """``search_points`` of a finished ``world``."""
    return search_points(world, world.result())
