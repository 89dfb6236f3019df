"""Scoring a Belote hand on Board Game Arena (belote_bga.md, "Scoring a hand").

*Dix de der* is the 10 points for the last trick; *capot* the 90 points for a
team that wins all eight tricks; a *litige* is a tie between the two teams,
whose contract points are held in *reserve* for the winner of the next hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.seats import team_of

HAND_TOTAL = 162
CAPOT_BONUS = 90
DIX_DE_DER = 10


@dataclass(frozen=True, slots=True)
class HandScore:
    """The two teams' points for the hand and the reserve it leaves."""

    points: tuple[int, int]
    reserve: int
    outcome: str  # "made", "failed" or "tie"
    made: tuple[int, int]  # what each team made (tricks and bonuses)


def score_bga_hand(
    contract_team: int,
    made: tuple[int, int],
    belote: tuple[int, int],
    capot_team: int | None,
    reserve: int,
) -> HandScore:
    """Score a played hand; ``made`` includes card points, dix de der, capot and belote."""
    defence = 1 - contract_team
    points = [0, 0]
    mine, theirs = made[contract_team], made[defence]
    if mine > theirs:
        points = list(made)
        winner = contract_team
        outcome = "made"
    elif mine < theirs:
        points[contract_team] = belote[contract_team]
        points[defence] = (
            HAND_TOTAL + (CAPOT_BONUS if capot_team == defence else 0) + belote[defence]
        )
        winner = defence
        outcome = "failed"
    else:
        points[defence] = theirs
        points[contract_team] = belote[contract_team]
        return HandScore(
            points=(points[0], points[1]),
            reserve=mine - belote[contract_team],
            outcome="tie",
            made=made,
        )
    points[winner] += reserve
    return HandScore(points=(points[0], points[1]), reserve=0, outcome=outcome, made=made)


CAPOT_TOTAL = HAND_TOTAL + CAPOT_BONUS  # 252: a failed contract that took no trick


def score_classic_hand(
    taker_team: int,
    made: tuple[int, int],
    taken: tuple[int, int],
    declarations: tuple[int, int],
    belote: tuple[int, int],
    reserve: int,
) -> HandScore:
    """Score a classic hand (belote_classic.md, "Scoring a hand").

    ``made`` includes card points, dix de der, capot, the declarations that
    count and belote; ``taken`` is each team's tricks.
    """
    other = 1 - taker_team
    counted = declarations[0] + declarations[1]
    points = [0, 0]
    if taken[taker_team] == 0:
        points[other] = CAPOT_TOTAL + counted + belote[other]
        points[taker_team] = belote[taker_team]
        winner, outcome = other, "capot"
    elif made[taker_team] > made[other]:
        points = list(made)
        winner, outcome = taker_team, "made"
    elif made[taker_team] < made[other]:
        points[other] = HAND_TOTAL + counted + belote[other]
        points[taker_team] = belote[taker_team]
        winner, outcome = other, "failed"
    else:
        return HandScore(
            points=belote,
            reserve=made[0] + made[1] - belote[0] - belote[1],
            outcome="tie",
            made=made,
        )
    points[winner] += reserve
    return HandScore(points=(points[0], points[1]), reserve=0, outcome=outcome, made=made)


def last_trick_points(winner: int) -> tuple[int, int]:
    """The 10 for the last trick (dix de der), per team: the summary shows it on its own line."""
    return (DIX_DE_DER, 0) if team_of(winner) == 0 else (0, DIX_DE_DER)
