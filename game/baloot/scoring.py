"""Scoring a Baloot hand (baloot.md, "Scoring").

*Raw points* are trick points, the last trick's 10 and the projects of the
team holding the strongest.  Each team's raw points become *game points*:
Hokum rounds to tens with a 5 going down, Sun with a 5 going up and doubles;
a four-aces project counts 40 outside Sun's doubling.  Baloot (K and Q of
trump played by one holder) adds 2 game points that nothing multiplies.
The ``kammelna`` scoring option is in ``game.baloot.kammelna``; both give a
``BalootScore`` whose ``conversion`` keeps the steps for the hand's summary.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.baloot.projects import FOUR_ACES_IN_SUN
from game.baloot.rules import SCORING_SPEC

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
class Conversion:
    """How raw points became game points and what decided the contract, per team, so the
    hand's summary can show each step with the figures the scoring itself used."""

    scoring: str  # "spec" or "kammelna" (``game.baloot.rules.SCORINGS``)
    raw: tuple[int, int]  # what each team converts (spec: with projects; kammelna: cards only)
    rounded: tuple[int, int]  # each team's ``raw`` converted on its own
    base: tuple[int, int]  # the game points kept from ``raw`` (kammelna: 26 / 16, or Kaboot)
    projects: tuple[int, int]  # kammelna: the projects' game points (spec: inside ``raw``)
    compared: tuple[int, int]  # what decides the contract (spec: raw points, kammelna: game)
    tie_break: tuple[int, int] | None = None  # kammelna: raw points, when ``compared`` is equal
    kaboot: int | None = None  # kammelna: the team that took all eight tricks


@dataclass(frozen=True, slots=True)
class BalootScore:
    """The hand's game points, the team that won it, and a Gahwa's winner of the game;
    ``game_points`` are each team's before a failed contract or a double moves them."""

    points: tuple[int, int]
    winner: int
    game_points: tuple[int, int]
    outcome: str  # "made", "failed", "doubled" or "gahwa"
    conversion: Conversion
    decides_winner: int | None = None


def settle(
    game: tuple[int, int],
    stronger: int,
    bidding_team: int,
    factor: int,
    gahwa: bool,
    baloot: tuple[int, int],
    conversion: Conversion,
) -> BalootScore:
    """Give the game points once ``stronger`` is known: a Gahwa ends the game, a double gives
    both teams' points times the factor, otherwise the contract is made or failed; baloot's
    2 go to its holder's team in every case but a Gahwa."""
    other = 1 - bidding_team
    if gahwa:
        return BalootScore((0, 0), stronger, game, "gahwa", conversion, decides_winner=stronger)
    points = [0, 0]
    if factor > 1:
        points[stronger] = (game[0] + game[1]) * factor
        winner, outcome = stronger, "doubled"
    elif stronger == bidding_team:
        points = list(game)
        winner, outcome = bidding_team, "made"
    else:
        points[other] = game[0] + game[1]
        winner, outcome = other, "failed"
    for team in (0, 1):
        points[team] += BALOOT_GAME_POINTS * baloot[team]
    return BalootScore((points[0], points[1]), winner, game, outcome, conversion)


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
    conversion = Conversion(SCORING_SPEC, raw, game, game, (0, 0), compared)
    return settle(game, stronger, bidding_team, factor, gahwa, baloot, conversion)
