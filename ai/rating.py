"""A player's rating in a game: the mean expected loss per decision, on the AI levels' scale.

Issue 39.  The review (``ai.review``) values every decision of a seat at the expert level's
budget and gives each its **loss**: the best option's expected value less the played
one's, in the game's own points (Belote card points, Baloot game points...).  The rating
pools the reviewed decisions of one or more records, game by game:

- **The mean loss per decision** and its standard error.  Forced decisions (one legal
  option) are left out: they cost nothing and say nothing.  The unit is the decision: the
  standard error is the decisions' standard deviation over the square root of their
  number.  Decisions of one deal are not quite independent (a bad bid makes later cards
  harder), so the figure is a little optimistic; the deals are too few in a short record
  to be the unit, and the anchors below are measured the same way, so the comparison is
  fair.
- **The loss per kind of decision** (the review's ``Stage.phase``: ``bidding``,
  ``trick``, ``turn``, a game's own ``contract``, ``doubling``...), so a player sees which
  habit costs the most.
- **A level on the AI's scale**: 0 = random, 1 = easy, 2 = medium, 3 = hard, 4 = expert.
  Each level's own mean loss was measured by the same review on its own play (four seats
  at that level, seat 0 reviewed: ``benchmarks/rating_anchors.py``, the figures in
  ``ai/rating_anchors.json``); a player's mean loss is placed between the two anchors
  around it by linear interpolation, and clamped to the scale's ends (a player who loses
  more than random is 0, less than expert 4).  Its 95% interval is the mean loss's
  (1.96 standard errors either side) mapped through the same interpolation: the mapping is
  monotone, so the interval's ends are the ends' images; it narrows as the decisions grow.
  Said as "about hard -0.4 (2.6, 95% 2.3 to 2.9)": the nearest level and how far from it.
  The anchors' own noise is not in that interval (it does not narrow with the player's
  decisions): it is given apart, as the level's standard error from the anchors (each
  anchor's mean moved by its standard error, the level's changes added in quadrature).
  Anchors out of order (a level measured to lose more than a weaker one, which their noise
  may give) are pooled, weighted by their decisions, into one point placed
  between their levels, so the scale stays a function; the report names them.

Why the mean loss and not a win/loss Elo: colver's study of Belote ratings found a win/loss
Elo per deal needs about 900 deals to tell apart two players 28 points apart, because the
cards decide most deals; the loss against a strong search measures each of the player's
decisions, whatever the cards, and is far less noisy (a deal gives a dozen decisions, not
one result).

No I/O here but reading the anchors shipped beside this module (``shipped_anchors``); no
game is named: the anchors are keyed by the variant's name as the data writes it.
"""

from __future__ import annotations

import itertools
import json
import math
import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from ai.review.marks import Mark
from ai.review.model import Decision, GameReview

Z95 = 1.96
ANCHORS_FILE = "rating_anchors.json"
SCALE = ("random", "easy", "medium", "hard", "expert")
"""The levels of the scale, weakest first: level ``i`` is worth ``i``."""


@dataclass(frozen=True)
class Anchor:
    """One AI level's own mean loss per decision in a game, by the same review."""

    level: str
    mean_loss: float
    se: float
    decisions: int


@dataclass(frozen=True)
class KindLoss:
    """The decisions of one kind (the review's stage phase) and their mean loss."""

    kind: str
    decisions: int
    mean_loss: float
    total_loss: float


@dataclass(frozen=True)
class Placement:
    """A mean loss placed on the levels' scale (0 random ... 4 expert), with its 95%
    interval, and the anchors pooled because they were out of order."""

    level: float
    low: float
    high: float
    pooled: tuple[str, ...] = ()
    anchors_se: float = 0.0  # the level's standard error from the anchors' own noise

    @property
    def nearest(self) -> str:
        """The nearest level's name."""
        return SCALE[min(max(round(self.level), 0), len(SCALE) - 1)]

    def words(self) -> str:
        """ "about hard -0.4", "about easy +0.2", "about medium"."""
        offset = self.level - SCALE.index(self.nearest)
        if abs(offset) < 0.05:
            return f"about {self.nearest}"
        return f"about {self.nearest} {offset:+.1f}".replace("-", "\u2212")


@dataclass(frozen=True)
class Rating:
    """A seat's rating in one game over the decisions reviewed."""

    variant: str
    decisions: int  # non-forced decisions
    forced: int  # left out
    deals: int
    mean_loss: float
    se: float  # the mean loss's standard error (decisions are the unit)
    placement: Placement | None  # None: no anchors for this game yet
    kinds: tuple[KindLoss, ...]  # costliest (total loss) first


def mean_and_se(losses: Sequence[float]) -> tuple[float, float]:
    """The mean of ``losses`` and its standard error (0 with fewer than two; an empty
    sample has mean 0)."""
    if not losses:
        return 0.0, 0.0
    mean = statistics.fmean(losses)
    if len(losses) < 2:
        return mean, 0.0
    return mean, statistics.stdev(losses) / math.sqrt(len(losses))


def counted(decisions: Iterable[Decision]) -> list[Decision]:
    """The decisions that count: every one but the forced."""
    return [d for d in decisions if d.mark is not Mark.FORCED and d.legal_count > 1]


def kind_losses(decisions: Sequence[Decision]) -> tuple[KindLoss, ...]:
    """The loss per kind of decision, the costliest in all first (then the most frequent)."""
    by_kind: dict[str, list[float]] = {}
    for decision in decisions:
        by_kind.setdefault(decision.stage.phase, []).append(decision.loss)
    kinds = [
        KindLoss(kind, len(losses), statistics.fmean(losses), sum(losses))
        for kind, losses in by_kind.items()
    ]
    return tuple(sorted(kinds, key=lambda k: (-k.total_loss, -k.decisions, k.kind)))


def scale_points(anchors: Sequence[Anchor]) -> tuple[list[tuple[float, float]], tuple[str, ...]]:
    """The interpolation's points (level on the scale, mean loss), the loss strictly falling
    as the level rises, and the names of anchors pooled to make it so (pool-adjacent-
    violators, weighted by decisions: a pooled block sits at its levels' mean)."""
    ordered = sorted((a for a in anchors if a.level in SCALE), key=lambda a: SCALE.index(a.level))
    blocks: list[tuple[list[Anchor], float, float]] = []  # anchors, pooled loss, weight
    for anchor in ordered:
        block = ([anchor], anchor.mean_loss, float(max(anchor.decisions, 1)))
        while blocks and blocks[-1][1] <= block[1]:  # a stronger level losing as much or more
            members, loss, weight = blocks.pop()
            total = weight + block[2]
            block = (members + block[0], (loss * weight + block[1] * block[2]) / total, total)
        blocks.append(block)
    points = [(statistics.fmean(SCALE.index(a.level) for a in m), loss) for m, loss, _ in blocks]
    pooled = tuple(a.level for members, _, _ in blocks if len(members) > 1 for a in members)
    return points, pooled


def level_of(loss: float, points: Sequence[tuple[float, float]]) -> float:
    """The scale's level for a mean ``loss``: linear between the two points around it,
    clamped to the first and last points' levels.  ``points`` are (level, loss) with the
    level rising and the loss strictly falling."""
    if not points:
        raise ValueError("no anchors")
    if loss >= points[0][1]:
        return points[0][0]
    if loss <= points[-1][1]:
        return points[-1][0]
    for (level_a, loss_a), (level_b, loss_b) in itertools.pairwise(points):
        if loss_b <= loss <= loss_a:
            return level_a + (loss_a - loss) / (loss_a - loss_b) * (level_b - level_a)
    raise AssertionError("points out of order")  # scale_points never gives such points


def place(mean_loss: float, se: float, anchors: Sequence[Anchor]) -> Placement | None:
    """``mean_loss`` (with its standard error) on the levels' scale, None without two
    anchors in order at least."""
    points, pooled = scale_points(anchors)
    if len(points) < 2:  # one point is no scale
        return None
    return Placement(
        level=level_of(mean_loss, points),
        low=level_of(mean_loss + Z95 * se, points),
        high=level_of(mean_loss - Z95 * se, points),
        pooled=pooled,
        anchors_se=anchors_error(mean_loss, anchors),
    )


def anchors_error(mean_loss: float, anchors: Sequence[Anchor]) -> float:
    """The standard error the anchors' own noise gives the level of ``mean_loss``: each
    anchor's mean moved one standard error either way (the others kept), half the level's
    change, added in quadrature (the delta method, by differences)."""
    total = 0.0
    for index, anchor in enumerate(anchors):
        moved = [
            level_of(mean_loss, scale_points([*anchors[:index], shifted, *anchors[index + 1 :]])[0])
            for shifted in (
                Anchor(anchor.level, anchor.mean_loss + sign * anchor.se, 0.0, anchor.decisions)
                for sign in (1, -1)
            )
        ]
        total += ((moved[0] - moved[1]) / 2) ** 2
    return math.sqrt(total)


def rate_decisions(
    variant: str,
    decisions: Iterable[Decision],
    anchors: Sequence[Anchor] = (),
    deals: int = 0,
) -> Rating:
    """The rating of the reviewed ``decisions`` of one game (forced ones left out)."""
    every = list(decisions)
    kept = counted(every)
    mean, se = mean_and_se([d.loss for d in kept])
    placement = place(mean, se, anchors) if kept else None
    return Rating(
        variant=variant,
        decisions=len(kept),
        forced=len(every) - len(kept),
        deals=deals,
        mean_loss=mean,
        se=se,
        placement=placement,
        kinds=kind_losses(kept),
    )


def rate_reviews(
    reviews: Iterable[GameReview], anchors: Mapping[str, Sequence[Anchor]] | None = None
) -> list[Rating]:
    """The ratings of the reviews' seat, one a game (pooled over its records), in the order
    the games first come; ``anchors`` by variant (the shipped ones without it)."""
    table = shipped_anchors() if anchors is None else anchors
    decisions: dict[str, list[Decision]] = {}
    deals: dict[str, int] = {}
    for review in reviews:
        decisions.setdefault(review.variant, [])
        deals[review.variant] = deals.get(review.variant, 0) + len(review.deals)
        for deal in review.deals:
            decisions[review.variant].extend(deal.decisions)
    return [
        rate_decisions(variant, found, table.get(variant, ()), deals[variant])
        for variant, found in decisions.items()
    ]


def parse_anchors(data: Any) -> dict[str, tuple[Anchor, ...]]:
    """The anchors of a parsed anchors file, by variant: ``{"games": {variant: {level:
    {"mean_loss", "se", "decisions", ...}}}}``; a malformed one raises ``ValueError``."""
    games = data.get("games") if isinstance(data, dict) else None
    if not isinstance(games, dict):
        raise ValueError("an anchors file holds an object with 'games'")
    out: dict[str, tuple[Anchor, ...]] = {}
    for variant, levels in games.items():
        if not isinstance(levels, dict):
            raise ValueError(f"anchors of {variant!r}: not an object")
        found = []
        for level, figures in levels.items():
            if level not in SCALE or not isinstance(figures, dict):
                raise ValueError(f"anchors of {variant!r}: bad level {level!r}")
            mean, se, count = figures.get("mean_loss"), figures.get("se"), figures.get("decisions")
            if not isinstance(mean, int | float) or not isinstance(se, int | float):
                raise ValueError(f"anchors of {variant!r} {level}: no mean_loss or se")
            if not isinstance(count, int) or count < 1 or se < 0:
                raise ValueError(f"anchors of {variant!r} {level}: bad decisions or se")
            found.append(Anchor(level, float(mean), float(se), count))
        out[str(variant)] = tuple(sorted(found, key=lambda a: SCALE.index(a.level)))
    return out


@cache
def shipped_anchors() -> dict[str, tuple[Anchor, ...]]:
    """The anchors shipped beside this module (none when the file is missing)."""
    try:
        text = resources.files("ai").joinpath(ANCHORS_FILE).read_text(encoding="utf-8")
    except (OSError, ModuleNotFoundError):
        return {}
    return parse_anchors(json.loads(text))


def rating_json(rating: Rating) -> dict[str, Any]:
    """One game's rating as ``main.py rating --json`` prints it."""
    placement = rating.placement
    return {
        "variant": rating.variant,
        "decisions": rating.decisions,
        "forced": rating.forced,
        "deals": rating.deals,
        "mean_loss": round(rating.mean_loss, 4),
        "se": round(rating.se, 4),
        "level": None if placement is None else round(placement.level, 2),
        "low": None if placement is None else round(placement.low, 2),
        "high": None if placement is None else round(placement.high, 2),
        "about": None if placement is None else placement.words(),
        "anchors_se": None if placement is None else round(placement.anchors_se, 2),
        "pooled_anchors": [] if placement is None else list(placement.pooled),
        "kinds": [
            {
                "kind": k.kind,
                "decisions": k.decisions,
                "mean_loss": round(k.mean_loss, 4),
                "total_loss": round(k.total_loss, 2),
            }
            for k in rating.kinds
        ],
    }


def rating_text(rating: Rating, seat: int, costliest: int = 3) -> str:
    """One game's rating as readable lines."""
    lines = [
        f"{rating.variant}, seat {seat}: {rating.decisions} decisions in {rating.deals} deals"
        f" ({rating.forced} forced, left out)",
        f"  mean loss {rating.mean_loss:.2f} ± {rating.se:.2f} points a decision"
        " (± one standard error)",
    ]
    placement = rating.placement
    if rating.decisions == 0:
        lines.append("  no decision to rate")
    elif placement is None:
        lines.append("  level: no anchors yet for this game (only the mean loss)")
    else:
        lines.append(
            f"  level {placement.level:.1f} of 0 random .. 4 expert, 95% {placement.low:.1f}"
            f" to {placement.high:.1f}: {placement.words()}"
        )
        lines.append(
            f"  (the anchors' own noise: ± {placement.anchors_se:.1f} level, one standard error)"
        )
        if placement.pooled:
            lines.append(f"  (anchors out of order, pooled: {', '.join(placement.pooled)})")
    if rating.kinds:
        worst = ", ".join(
            f"{k.kind} {k.mean_loss:.2f} a decision ({k.decisions})"
            for k in rating.kinds[:costliest]
        )
        lines.append(f"  costliest kinds: {worst}")
    return "\n".join(lines)
