"""Seats, partnerships and directions of play (shared/rules/common.md).

Seats are plain ints 0..3 in clockwise order: 0 South (the human player),
1 West, 2 North, 3 East.  Seats 0 and 2 form team 0, seats 1 and 3 team 1.
"""

from __future__ import annotations

from enum import Enum
from typing import Final

SOUTH: Final = 0
WEST: Final = 1
NORTH: Final = 2
EAST: Final = 3
SEATS: Final = (0, 1, 2, 3)
SEAT_NAMES: Final = ("South", "West", "North", "East")


class Direction(Enum):
    """Direction of play; the value is the seat step (+1 clockwise, +3 = -1 mod 4)."""

    CLOCKWISE = "clockwise"
    COUNTERCLOCKWISE = "counterclockwise"

    @property
    def step(self) -> int:
        return 1 if self is Direction.CLOCKWISE else 3

    def next(self, seat: int) -> int:
        return (seat + self.step) % 4

    def order_from(self, seat: int) -> tuple[int, int, int, int]:
        """The four seats in play order starting with ``seat``."""
        step = self.step
        return (seat, (seat + step) % 4, (seat + 2 * step) % 4, (seat + 3 * step) % 4)


def team_of(seat: int) -> int:
    return seat & 1


def partner_of(seat: int) -> int:
    return seat ^ 2


def team_seats(team: int) -> tuple[int, int]:
    return (team, team + 2)
