"""Scoring a Belote hand on Board Game Arena (belote_bga.md, "Scoring a hand").

*Dix de der* is the 10 points for the last trick; *capot* the 90 points for a
team that wins all eight tricks; a *litige* is a tie between the two teams,
whose contract points are held in *reserve* for the winner of the next hand.

Each score also says how it was made, as summary lines (``game.core.api.SummaryLine``):
what each team made, line by line, then the contract's verdict as a step with its reason,
and a reserve won.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.actions import Wording
from game.core.api import SummaryLine
from game.core.seats import team_of

HAND_TOTAL = 162
CAPOT_BONUS = 90
DIX_DE_DER = 10


@dataclass(frozen=True, slots=True)
class HandScore:
    """The two teams' points for the hand and the reserve it leaves."""

    points: tuple[int, int]
    reserve: int
    outcome: str  # "made", "failed", "tie" or (classic) "capot"
    made: tuple[int, int]  # what each team made (tricks and bonuses)
    steps: tuple[SummaryLine, ...] = ()  # after what each team made: the verdict, a reserve won

    @property
    def contract_made(self) -> bool | None:
        """Whether the contract was made (``None``: a tie, neither made nor failed)."""
        return None if self.outcome == "tie" else self.outcome == "made"


def team_values(team: int, points: int) -> tuple[int, int]:
    """``points`` for one team and nothing for the other."""
    return (points, 0) if team == 0 else (0, points)


def verdict(
    outcome: str, points: Sequence[int], made: tuple[int, int], taker_team: int, reserve: int = 0
) -> SummaryLine:
    """The contract's verdict as a summary step: the points it gives each team, and why (the
    taker's team's total against the other's, and what a tie holds in reserve)."""
    mine, theirs = made[taker_team], made[1 - taker_team]
    why = Wording.of(outcome, mine=mine, theirs=theirs, reserve=reserve)
    return SummaryLine("contract", (points[0], points[1]), step=True, reason=why)


def settled(
    outcome: str,
    points: list[int],
    made: tuple[int, int],
    taker_team: int,
    winner: int,
    reserve: int,
) -> HandScore:
    """A made or failed hand's score: the verdict's points, and a reserve for the winner."""
    steps = [verdict(outcome, points, made, taker_team)]
    if reserve:
        steps.append(SummaryLine("reserve", team_values(winner, reserve)))
        points[winner] += reserve
    return HandScore((points[0], points[1]), 0, outcome, made, tuple(steps))


def made_lines(
    card_points: tuple[int, int],
    last_winner: int,
    belote: Sequence[int],
    capot_team: int | None,
    declarations: tuple[int, int] = (0, 0),
    declaring_seats: tuple[int, ...] = (),
) -> tuple[SummaryLine, ...]:
    """What each team made, line by line: card points, dix de der, declarations that count
    (with whose they are), belote and capot (lines of nothing left out)."""
    lines = [
        SummaryLine("card_points", card_points),
        SummaryLine("last_trick", last_trick_points(last_winner)),
    ]
    if any(declarations):
        lines.append(SummaryLine("declarations", declarations, seats=declaring_seats))
    if any(belote):
        lines.append(SummaryLine("belote", (belote[0], belote[1])))
    if capot_team is not None:
        lines.append(SummaryLine("capot", team_values(capot_team, CAPOT_BONUS)))
    return tuple(lines)


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
        return settled("made", list(made), made, contract_team, contract_team, reserve)
    if mine < theirs:
        points[contract_team] = belote[contract_team]
        points[defence] = (
            HAND_TOTAL + (CAPOT_BONUS if capot_team == defence else 0) + belote[defence]
        )
        return settled("failed", points, made, contract_team, defence, reserve)
    points[defence] = theirs
    points[contract_team] = belote[contract_team]
    held = mine - belote[contract_team]
    return HandScore(
        points=(points[0], points[1]),
        reserve=held,
        outcome="tie",
        made=made,
        steps=(verdict("tie", points, made, contract_team, reserve=held),),
    )


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
        return settled("capot", points, made, taker_team, other, reserve)
    if made[taker_team] > made[other]:
        return settled("made", list(made), made, taker_team, taker_team, reserve)
    if made[taker_team] < made[other]:
        points[other] = HAND_TOTAL + counted + belote[other]
        points[taker_team] = belote[taker_team]
        return settled("failed", points, made, taker_team, other, reserve)
    held = made[0] + made[1] - belote[0] - belote[1]
    return HandScore(
        points=belote,
        reserve=held,
        outcome="tie",
        made=made,
        steps=(verdict("tie", belote, made, taker_team, reserve=held),),
    )


def last_trick_points(winner: int) -> tuple[int, int]:
    """The 10 for the last trick (dix de der), per team: the summary shows it on its own line."""
    return (DIX_DE_DER, 0) if team_of(winner) == 0 else (0, DIX_DE_DER)
