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
- **The loss per kind of decision**, so a player sees which habit costs the most: the
  review's ``Stage.phase`` (``bidding``, ``doubling``, a game's own ``contract``...) made
  finer where the state before the decision tells more (``decision_kind``): a card of the
  trick play is a ``lead``, a ``follow`` (the suit led), a ``trump`` (a trump on another
  suit) or a ``discard`` (neither); a turn of a game without tricks is named by its
  action's own word (``draw``, ``pickup``, ``meld``, ``layoff``, ``discard``).
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
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from typing import Any

from ai.review import Strength
from ai.review.engine import replayed_deals
from ai.review.jobs import deal_of, moments_of, review_moment
from ai.review.marks import Mark
from ai.review.model import Decision, GameReview, Stage
from ai.review.reasons_base import Explanation
from game.core.api import State
from game.core.cards import Card
from game.core.replaying import RecordData
from game.core.trickplay import TrickPlayState

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


def rating_json(rating: Rating, seat: int) -> dict[str, Any]:
    """One game's rating as ``main.py rating --json`` prints it: the issue's keys
    (``variant``, ``seat``, ``decisions``, ``accuracy``: the mean loss per decision in the
    game's points, ``rating``: the level on the 0 random .. 4 expert scale with its 95%
    ``low`` and ``high``, ``by_kind``), then the figures behind them."""
    placement = rating.placement
    return {
        "variant": rating.variant,
        "seat": seat,
        "decisions": rating.decisions,
        "accuracy": round(rating.mean_loss, 4),
        "rating": None if placement is None else round(placement.level, 2),
        "low": None if placement is None else round(placement.low, 2),
        "high": None if placement is None else round(placement.high, 2),
        "by_kind": {
            k.kind: {
                "decisions": k.decisions,
                "mean_loss": round(k.mean_loss, 4),
                "total_loss": round(k.total_loss, 2),
            }
            for k in rating.kinds
        },
        "forced": rating.forced,
        "deals": rating.deals,
        "mean_loss": round(rating.mean_loss, 4),
        "se": round(rating.se, 4),
        "about": None if placement is None else placement.words(),
        "anchors_se": None if placement is None else round(placement.anchors_se, 2),
        "pooled_anchors": [] if placement is None else list(placement.pooled),
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


# --- the background review's rows (issue 39: the rating on the statistics screen) ---------

ROW_OPTIONS = 4  # options kept of a decision that cost a mistake or more (for training)
KEPT_MARKS = (Mark.MISTAKE, Mark.BLUNDER)  # the review's own mistake threshold and above


def explanation_json(explanation: Explanation) -> dict[str, Any]:
    """A reason's facts as plain JSON (the fields a renderer reads), its further facts
    inside."""
    return {
        "kind": explanation.kind,
        "seat": explanation.seat,
        "card": explanation.card,
        "suit": explanation.suit,
        "points": round(explanation.points, 2),
        "cards": list(explanation.cards),
        "count": explanation.count,
        "percent": explanation.percent,
        "contract": explanation.contract,
        "more": [explanation_json(more) for more in explanation.more],
    }


PLAYS = ("trick", "turn")  # the stages a finer kind replaces (the others are kinds already)


def decision_kind(state: State, action: Any, stage: Stage) -> str:
    """The kind of a decision for "what cost the most", from the state before it: a card of
    the trick play by what it does to the trick, a turn of a game without tricks by its
    action's own word (the text before a colon: ``meld:...`` is a meld), any other decision
    by its stage (the bidding, a contract's choice...)."""
    if stage.phase not in PLAYS:
        return stage.phase
    if isinstance(state, TrickPlayState):
        if not isinstance(action, Card) or state.order is None:
            return stage.phase  # a declaration in the play: left with the card play
        if not state.trick:
            return "lead"
        if action.index // 13 == state.trick[0] // 13:
            return "follow"
        return "trump" if state.order.trump >> action.index & 1 else "discard"
    word = str(action).split(":", 1)[0].strip()
    return word if word.isalpha() else stage.phase


def finer_review(record: RecordData, review: GameReview) -> GameReview:
    """``review`` with each decision's stage named by its finer kind (``decision_kind``),
    read from the record's states: the kinds ``main.py rating`` counts, as the background
    review's rows do (a decision the moments do not list keeps its stage)."""
    wanted = {deal.deal: deal for deal in review.deals}
    deals = []
    for number, (start, actions) in enumerate(replayed_deals(record), 1):
        deal = wanted.get(number)
        if deal is None:
            continue
        kinds = {
            moment.index: decision_kind(moment.state, moment.action, moment.stage)
            for moment in moments_of(start, actions, review.seat)
        }
        decisions = tuple(
            replace(d, stage=Stage(kinds.get(d.action_index, d.stage.phase), d.stage.number))
            for d in deal.decisions
        )
        deals.append(replace(deal, decisions=decisions))
    return replace(review, deals=tuple(deals))


def decision_row(decision: Decision, kind: str = "") -> dict[str, Any]:
    """One reviewed decision as the data folder keeps it: its stage, finer kind
    (``decision_kind``), place, loss and mark; a mistake or worse also keeps its options,
    best, reason (for training on it)."""
    row: dict[str, Any] = {
        "kind": decision.stage.phase,
        "what": kind or decision.stage.phase,
        "number": decision.stage.number,
        "index": decision.action_index,
        "loss": round(decision.loss, 3),
        "mark": decision.mark.value,
        "legal": decision.legal_count,
        "played": decision.played,
    }
    if decision.mark in KEPT_MARKS:
        row["best"] = decision.best
        row["options"] = [
            [o.action, round(o.value, 2), round(o.low, 2), round(o.high, 2)]
            for o in decision.options[:ROW_OPTIONS]
        ]
        if all(o[0] != decision.played for o in row["options"]):  # the played one is shown too
            played = next(o for o in decision.options if o.action == decision.played)
            row["options"].append(
                [played.action, round(played.value, 2), round(played.low, 2), round(played.high, 2)]
            )
        row["close"] = decision.close_call
        if decision.explanation is not None:
            row["why"] = explanation_json(decision.explanation)
    return row


def review_rows(
    record: RecordData, deal: int, seat: int, seed: int = 0, strength: Strength | None = None
) -> list[dict[str, Any]] | None:
    """Deal number ``deal`` (from 1) of ``record`` reviewed for ``seat``, as rows (in a
    worker, at a low priority: the background review); None when the deal is unfinished."""
    start, actions = deal_of(record, deal)
    end = start.clone()
    for action in actions:
        end.apply(action)
    if not end.is_over:
        return None
    return [
        decision_row(
            review_moment(moment, seat, deal, seed, strength),
            decision_kind(moment.state, moment.action, moment.stage),
        )
        for moment in moments_of(start, actions, seat)
    ]


def rate_rows(
    variant: str,
    rows: Iterable[Mapping[str, Any]],
    deals: int = 0,
    anchors: Mapping[str, Sequence[Anchor]] | None = None,
) -> Rating:
    """The rating of stored rows (``decision_row``) of one game, as ``rate_decisions``, the
    kinds the finer ones (a row kept before them: its stage)."""
    table = shipped_anchors() if anchors is None else anchors
    decisions = [
        Decision(
            action_index=int(row["index"]),
            seat=0,
            stage=Stage(str(row.get("what") or row["kind"]), int(row["number"])),
            played=str(row.get("played", "")),
            best=str(row.get("best", "")),
            loss=float(row["loss"]),
            mark=Mark(row["mark"]),
            options=(),
            legal_count=int(row["legal"]),
            worlds=0,
        )
        for row in rows
    ]
    return rate_decisions(variant, decisions, table.get(variant, ()), deals)
