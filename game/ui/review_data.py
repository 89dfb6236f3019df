"""What the review screen reads besides the drawing: the worker's interface, the deal's
positions replayed through the rules, and the review's words.

The table's layer knows no AI (``main.py`` hands the decision service over), so the
reviewer is a protocol here and its results are read by their fields only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import pygame

from game.catalog import get_game
from game.core.api import State
from game.core.match import Match
from game.core.replaying import RecordData, replay_deals
from game.session.record import GameRecord
from game.ui import widgets
from game.ui.ai_answers import DealReview, Decision, HandReview, Option
from game.ui.i18n import tr
from game.ui.resources import Resources

MARK_STYLE: dict[str, tuple[str, tuple[int, int, int]]] = {
    "forced": ("=", (165, 170, 165)),
    "best": ("!", (100, 210, 130)),
    "good": ("+", (170, 215, 120)),
    "inaccuracy": ("?!", (240, 205, 90)),
    "mistake": ("?", (245, 145, 60)),
    "blunder": ("??", (235, 75, 70)),
}
"""Each mark's symbol (the chess annotator's) and colour."""

NO_CALL = "no call"
"""The option of letting the deal run beside a call said out of turn (a Qayd) where the
seat had no action of its own to take: ``ai.review.acts.NO_CALL``, worded
``review.no_call``."""


@runtime_checkable
class Reviewer(Protocol):
    """The decision service's review jobs (``ai.service.DecisionService`` has this shape)."""

    def review_hand(self, record: RecordData, deal: int, seat: int, seed: int = 0) -> int: ...

    def progress(self, ticket: int) -> float: ...

    def poll(self, ticket: int) -> tuple[bool, Any]: ...

    def cancel(self, ticket: int) -> None: ...


@dataclass
class DealPositions:
    """One deal of a record replayed: the state before each action and at its end."""

    before: list[State]  # before[i]: the state as action i is taken
    end: State

    def at(self, index: int) -> State:
        return self.before[index] if 0 <= index < len(self.before) else self.end


def deal_positions(record: GameRecord) -> list[DealPositions]:
    """Every deal of ``record`` replayed through the rules (raises the replay's fault on a bad
    record): the match carries each deal's totals and dealer to the next."""
    definition = get_game(record.variant)
    match = Match(definition, definition.parse_options(record.options), record.first_dealer)
    return [
        DealPositions(deal.before, deal.end)
        for deal in replay_deals(match, record.deals, keep_before=True)
    ]


def say_stage(phase: str, number: int) -> str:
    """Where a decision falls, in words: "trick 3", "turn 2", "before the play"."""
    if phase in ("trick", "turn") and number:
        return tr(f"review.stage.{phase}", number=number)
    return tr("review.stage.before")


def say_points(value: float) -> str:
    """A value in the game's points, signed, one decimal where it has one."""
    words = f"{value:+.1f}"
    return words[:-2] if words.endswith(".0") else words


def summary_line(deal: DealReview, seat_name: str) -> str:
    """The one-line summary: what the seat lost in expectation, and where most of it."""
    if not deal.decisions:
        return tr("review.nothing", seat=seat_name)
    worst = deal.worst_stage()
    if worst is None or deal.expected_loss < 0.05:
        return tr("review.summary_clean", seat=seat_name)
    stage, lost = worst
    return tr(
        "review.summary",
        seat=seat_name,
        points=f"{deal.expected_loss:.1f}",
        worst=f"{lost:.1f}",
        where=say_where(stage.phase, stage.number),
    )


def say_where(phase: str, number: int) -> str:
    """Where points were lost, in a sentence: "at trick 3", "before the play"."""
    if phase in ("trick", "turn") and number:
        return tr(f"review.where.{phase}", number=number)
    return tr("review.where.before")


def open_best_line(result: HandReview) -> str:
    """The best result with every card visible, against the one reached ("" without one)."""
    best = result.open_best
    if best is None:
        return ""
    stage = say_stage(best.stage.phase, best.stage.number)
    if round(best.actual, 1) >= round(best.best, 1):
        return tr("review.open_best_reached", stage=stage, actual=say_points(best.actual))
    return tr(
        "review.open_best",
        stage=stage,
        best=say_points(best.best),
        actual=say_points(best.actual),
    )


def mark_of(decision: Decision) -> tuple[str, str, tuple[int, int, int]]:
    """A decision's mark: its words, symbol and colour."""
    name = decision.mark.value
    symbol, colour = MARK_STYLE[name]
    return tr(f"mark.{name}"), symbol, colour


def draw_option(
    surface: pygame.Surface,
    res: Resources,
    option: Option,
    name: str,
    ink: tuple[int, int, int],
    place: tuple[float, float],
    columns: tuple[float, float, float],
    font: int,
) -> None:
    """One option's row of a review's table (the review screen, training): its name at
    ``place``, its expected value and 95% range right-aligned in the next two columns."""
    x, y = place
    if option.action == NO_CALL:  # no action's text: the review's own words
        name = tr("review.no_call")
    widgets.text(surface, res, name, font, (x, y), ink)
    widgets.text(surface, res, say_points(option.value), font, (columns[1], y), ink, "topright")
    spread = f"{say_points(option.low)} … {say_points(option.high)}"
    place_spread = (columns[2], y + font * 0.1)
    widgets.text(surface, res, spread, round(font * 0.85), place_spread, widgets.DIM, "topright")
