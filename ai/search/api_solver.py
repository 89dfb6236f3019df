"""Exact solving of a deal's last cards through the public API, for any rule set.

Slower than a card-set solver, so it is used only for the last two tricks
(``API_SOLVE_CARDS``).  Every seat chooses what is best for itself (max^n):
in a team game that is the team's value, so this is plain minimax there.
"""

from __future__ import annotations

from collections.abc import Callable

from ai.search.utility import Utility, final_points
from game.core.api import State

API_SOLVE_CARDS = 8

Value = Callable[[tuple[int, ...]], float]


def solve_api(world: State, seat: int, value: Utility, limit: int = 0) -> float:
    """The value for ``seat`` of the rest of ``world`` when every seat plays perfectly
    (``limit`` is not needed: the search is only used on the last two tricks)."""
    values: list[Value] = [
        value if s == seat else Utility(world, s) for s in range(world.definition.seats)
    ]
    return _search(world, values)[seat]


def _search(state: State, values: list[Value]) -> list[float]:
    if state.is_over:
        points = final_points(state)
        return [v(points) for v in values]
    mover = state.to_act
    best: list[float] | None = None
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        result = _search(child, values)
        if best is None or result[mover] > best[mover]:
            best = result
    assert best is not None
    return best
