"""Scoring a Barbu deal (barbu.md, "The contracts" and "Scoring a deal").

First each seat's *contract score*; then every pair of seats settles its
doubles: nothing if neither doubled the other, the difference of their
contract scores from the lower to the higher if one did, twice that if each
doubled the other.  Settlements only move points, so a deal's four scores
still add up to the contract's total.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from game.barbu.actions import (
    NO_HEARTS,
    NO_KING_OF_HEARTS,
    NO_LAST_TWO,
    NO_QUEENS,
    NO_TRICKS,
    TRUMPS,
)
from game.core.api import SummaryLine

PLACE_POINTS: Final = (45, 20, 5, -5)
"""Dominoes: first out, second, third, last."""


def trick_contract_scores(
    kind: str,
    penalty_points: Sequence[int],
    tricks_taken: Sequence[int],
    twelfth: int,
    thirteenth: int,
) -> list[int]:
    """Contract scores of a trick contract from what each seat took.

    ``penalty_points`` are the points of the cards each seat took (the
    contract's ``TrickOrder`` gives queens and hearts their penalty).
    """
    if kind == NO_TRICKS:
        return [-2 * t for t in tricks_taken]
    if kind == TRUMPS:
        return [5 * t for t in tricks_taken]
    if kind == NO_LAST_TWO:
        scores = [0, 0, 0, 0]
        scores[twelfth] -= 10
        scores[thirteenth] -= 20
        return scores
    if kind in (NO_QUEENS, NO_HEARTS, NO_KING_OF_HEARTS):
        return [-p for p in penalty_points]
    raise ValueError(f"not a trick contract: {kind}")


def domino_scores(places: Sequence[int]) -> list[int]:
    """Contract scores of Dominoes from the seats in the order they went out (last included)."""
    scores = [0, 0, 0, 0]
    for place, seat in enumerate(places):
        scores[seat] = PLACE_POINTS[place]
    return scores


def exchanges(scores: Sequence[int], doubles: Sequence[int]) -> list[tuple[int, int, int, int]]:
    """Every pair ``i < j`` that settles: ``(i, j, times, moved)``, ``times`` 2 when each
    doubled the other, ``moved`` what ``i`` wins from ``j`` (negative: loses to him);
    ``doubles[i]`` is the seat set ``i`` doubled."""
    out = []
    for i in range(4):
        for j in range(i + 1, 4):
            times = (doubles[i] >> j & 1) + (doubles[j] >> i & 1)
            if times:
                out.append((i, j, times, times * (scores[i] - scores[j])))
    return out


def settle(scores: Sequence[int], doubles: Sequence[int]) -> tuple[int, ...]:
    """Deal scores after the pairwise settlement."""
    out = list(scores)
    for i, j, _, moved in exchanges(scores, doubles):
        out[i] += moved
        out[j] -= moved
    return tuple(out)


def summary_lines(scores: Sequence[int], doubles: Sequence[int]) -> tuple[SummaryLine, ...]:
    """How the deal's scores were made: the contract scores, then one line per pair that
    settles a double (what each of the two wins or loses)."""
    lines = [SummaryLine("contract_score", tuple(scores))]
    for i, j, times, moved in exchanges(scores, doubles):
        values = [0, 0, 0, 0]
        values[i], values[j] = moved, -moved
        key = "double_both" if times == 2 else "double"
        lines.append(SummaryLine(key, tuple(values), seats=(i, j)))
    return tuple(lines)
