"""Scoring a Baloot hand (baloot.md, "Scoring").

*Raw points* are trick points, the last trick's 10 and the projects of the
team holding the strongest.  Each team's raw points become *game points*:
Hokum rounds to tens with a 5 going down, Sun with a 5 going up and doubles;
a four-aces project counts 40 outside Sun's doubling.  Baloot (K and Q of
trump played by one holder) adds 2 game points that nothing multiplies.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.baloot.projects import FOUR_ACES_IN_SUN

BALOOT_GAME_POINTS = 2
FOUR_ACES_GAME_POINTS = 40


def hokum_game_points(raw: int) -> int:
    """Round to tens, 5 down and 6 up (85 -> 8, 86 -> 9)."""
    return (raw + 4) // 10


def sun_game_points(raw: int, four_aces: int = 0) -> int:
    """Round to tens, 5 up, times 2 (65 -> 14); each four-aces project counts 40 apart."""
    rest = raw - FOUR_ACES_IN_SUN * four_aces
    return (rest + 5) // 10 * 2 + FOUR_ACES_GAME_POINTS * four_aces


@dataclass(frozen=True, slots=True)
class BalootScore:
    """The hand's game points, the team that won it, and a Gahwa's winner of the game."""

    points: tuple[int, int]
    winner: int
    game_points: tuple[int, int]
    outcome: str  # "made", "failed", "doubled" or "gahwa"
    decides_winner: int | None = None


def score_baloot_hand(
    sun: bool,
    bidding_team: int,
    raw: tuple[int, int],
    compared: tuple[int, int],
    four_aces: tuple[int, int],
    factor: int,
    gahwa: bool,
    baloot: tuple[int, int],
) -> BalootScore:
    """Score a played hand; ``compared`` is what decides it (raw points, or tricks only)."""
    if sun:
        game = (sun_game_points(raw[0], four_aces[0]), sun_game_points(raw[1], four_aces[1]))
    else:
        game = (hokum_game_points(raw[0]), hokum_game_points(raw[1]))
    other = 1 - bidding_team
    stronger = other if compared[other] > compared[bidding_team] else bidding_team
    if gahwa:
        return BalootScore((0, 0), stronger, game, "gahwa", decides_winner=stronger)
    points = [0, 0]
    if factor > 1:
        points[stronger] = (game[0] + game[1]) * factor
        winner, outcome = stronger, "doubled"
    elif compared[bidding_team] >= compared[other]:
        points = list(game)
        winner, outcome = bidding_team, "made"
    else:
        points[other] = game[0] + game[1]
        winner, outcome = other, "failed"
    for team in (0, 1):
        points[team] += BALOOT_GAME_POINTS * baloot[team]
    return BalootScore((points[0], points[1]), winner, game, outcome)
