"""Baloot scored as Saudi players and their apps (Kammelna) score it: the ``kammelna`` option.

The README's "Baloot scoring" section states these rules with worked examples.  A hand's
card points (the last trick's 10 included) always give 26 game points in Sun and 16 in
Hokum between the two teams: the team with fewer card points converts its own (Sun: a
units digit of 5 doubles exactly, 1-4 round down, 6-9 up; Hokum: 5 down, 6 up) and the
other team has the rest.  A team that takes all eight tricks (Kaboot) has 44 in Sun and 25
in Hokum instead.  Projects convert exactly (Hokum: a tenth; Sun: a fifth, four aces 40).
The contract is decided on game points, then on raw points, then for the bidding team.
"""

from __future__ import annotations

from typing import Final

from game.baloot.projects import FOUR_ACES_IN_SUN
from game.baloot.rules import SCORING_KAMMELNA
from game.baloot.scoring import FOUR_ACES_GAME_POINTS, BalootScore, Conversion, settle

SUN_HAND: Final = 26
HOKUM_HAND: Final = 16
SUN_KABOOT: Final = 44
HOKUM_KABOOT: Final = 25


def sun_own(raw: int) -> int:
    """One team's Sun card points on their own: 65 -> 13 (a 5 doubles exactly), 66 -> 14,
    64 -> 12 (other units round to the nearest ten, then double)."""
    if raw % 5 == 0:
        return raw // 5
    return (raw + 5) // 10 * 2


def hokum_own(raw: int) -> int:
    """One team's Hokum card points on their own: 85 -> 8, 86 -> 9 (a 5 rounds down)."""
    return (raw + 4) // 10


def hand_base(sun: bool, card: tuple[int, int]) -> tuple[int, int]:
    """The pair adding up to 26 (Sun) or 16 (Hokum): the team with fewer card points converts
    its own and the other has the rest (Hokum 86 / 76 gives 8 / 8, not 9 / 8)."""
    own = sun_own if sun else hokum_own
    total = SUN_HAND if sun else HOKUM_HAND
    if card[0] == card[1]:
        return (own(card[0]), own(card[1]))
    fewer = 0 if card[0] < card[1] else 1
    base = [0, 0]
    base[fewer] = own(card[fewer])
    base[1 - fewer] = total - base[fewer]
    return (base[0], base[1])


def project_game_points(sun: bool, points: int, four_aces: int) -> int:
    """Projects' game points, exact: Hokum a tenth (sira 2, fifty 5, hundred 10); Sun a fifth
    (4, 10, 20), each four-aces project 40."""
    if not sun:
        return points // 10
    rest = points - FOUR_ACES_IN_SUN * four_aces
    return rest // 5 + FOUR_ACES_GAME_POINTS * four_aces


def stronger_team(
    bidding_team: int,
    compared: tuple[int, int],
    tie_break: tuple[int, int],
    kaboot: int | None,
) -> int:
    """Who wins the hand: a Kaboot team; else more compared game points; on equal game points
    more raw points; on equal raw points too, the bidding team."""
    if kaboot is not None:
        return kaboot
    for figures in (compared, tie_break):
        if figures[0] != figures[1]:
            return 0 if figures[0] > figures[1] else 1
    return bidding_team


def score_kammelna_hand(
    sun: bool,
    bidding_team: int,
    card: tuple[int, int],
    projects: tuple[int, int],
    four_aces: tuple[int, int],
    with_projects: bool,
    kaboot: int | None,
    factor: int,
    gahwa: bool,
    baloot: tuple[int, int],
) -> BalootScore:
    """Score a played hand from each team's card points (with the last trick's 10) and project
    points; ``with_projects`` is the ``compare_with_projects`` option, ``kaboot`` the team that
    took every trick, if one did."""
    own = sun_own if sun else hokum_own
    rounded = (own(card[0]), own(card[1]))
    base = hand_base(sun, card)
    if kaboot is not None:
        prize = SUN_KABOOT if sun else HOKUM_KABOOT
        base = (prize, 0) if kaboot == 0 else (0, prize)
    extra = (
        project_game_points(sun, projects[0], four_aces[0]),
        project_game_points(sun, projects[1], four_aces[1]),
    )
    game = (base[0] + extra[0], base[1] + extra[1])
    compared = game if with_projects else base
    raw = (card[0] + projects[0], card[1] + projects[1]) if with_projects else card
    tie = raw if compared[0] == compared[1] and kaboot is None else None
    conversion = Conversion(SCORING_KAMMELNA, card, rounded, base, extra, compared, tie, kaboot)
    stronger = stronger_team(bidding_team, compared, raw, kaboot)
    return settle(game, stronger, bidding_team, factor, gahwa, baloot, conversion)
