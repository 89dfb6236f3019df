"""Baloot's projects as data (baloot.md, "Projects").

From weakest to strongest: sira (3 in sequence, 20), fifty (4, 50), four of a
kind (T J Q K, and A in Hokum: 100), five or more in sequence (100), four
aces in Sun (400).  Two projects of one kind compare by their top card.  The
table says them by the names Saudi players use (``project_wording``), not by
Belote's generic "3 in sequence".
"""

from __future__ import annotations

from typing import Final

from game.core.actions import Wording
from game.core.cards import ACE, JACK, KING, QUEEN, TEN
from game.core.declarations import Declaration, DeclarationTable

FOUR_ACES_IN_SUN: Final = 400
RUN_POINTS: Final = (0, 0, 0, 20, 50, 100, 100, 100, 100)


def project_strength(project: Declaration, trump: int) -> tuple[int, ...]:
    """The kind of project (sira 1 ... four aces in Sun 5), then its top card."""
    if project.is_four:
        kind = 5 if project.points == FOUR_ACES_IN_SUN else 3
    else:
        kind = {3: 1, 4: 2}.get(project.length, 4)
    return (kind, project.top)


def _fours(ace: int) -> tuple[int, ...]:
    points = [0] * 13
    for rank in (TEN, JACK, QUEEN, KING):
        points[rank] = 100
    points[ACE] = ace
    return tuple(points)


HOKUM_PROJECTS: Final = DeclarationTable(_fours(100), RUN_POINTS, project_strength)
SUN_PROJECTS: Final = DeclarationTable(_fours(FOUR_ACES_IN_SUN), RUN_POINTS, project_strength)


def project_wording(project: Declaration) -> Wording:
    """How the table says a project: by the players' name (سرا sira, خمسين fifty, مية hundred
    for five or more in sequence and for four of a kind, أربعمية four hundred for four aces
    in Sun), with its points."""
    if project.is_four:
        name = "four_hundred" if project.points == FOUR_ACES_IN_SUN else "hundred"
    else:
        name = {3: "sira", 4: "fifty"}.get(project.length, "hundred")
    return Wording.of(f"project_{name}", points=project.points)
