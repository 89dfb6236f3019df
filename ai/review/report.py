"""A review written out: the command line's JSON object and its readable text.

The JSON has the fields of issue 17 (``variant``, ``seat``, ``deals`` with
``deal``, ``expected_loss`` and ``decisions``, each with ``action_index``,
``seat``, ``played``, ``best``, ``loss``, ``mark`` and ``options``) and, per decision,
``close_call`` and ``reasons`` (issue 35: as the ``hint`` command's), numbers rounded to
hundredths.  The text is English (the command line's language): per
deal a one-line summary and one line per decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ai.review.marks import Mark
from ai.review.model import DealReview, Decision, GameReview, OptionValue
from ai.review.reasons_base import Explanation

DIGITS = 2
SHOWN_OPTIONS = 3  # options a text line names beside the played one


Say = Callable[[Explanation], str]
"""An explanation's sentence in words (the program's texts, ``game.ui.explain_words``)."""


def to_json(review: GameReview, say: Say | None = None) -> dict[str, Any]:
    """The review as the command line's JSON object; with ``say``, each reason's sentence."""
    return {
        "variant": review.variant,
        "seat": review.seat,
        "deals": [
            {
                "deal": deal.deal,
                "expected_loss": round(deal.expected_loss, DIGITS),
                "decisions": [decision_json(d, say) for d in deal.decisions],
            }
            for deal in review.deals
        ],
    }


def decision_json(decision: Decision, say: Say | None = None) -> dict[str, Any]:
    return {
        "action_index": decision.action_index,
        "seat": decision.seat,
        "played": decision.played,
        "best": decision.best,
        "loss": round(decision.loss, DIGITS),
        "mark": decision.mark.value,
        "options": [option_json(o) for o in decision.options],
        "close_call": decision.close_call,
        "reasons": reasons_json(decision.explanation, say),
    }


def reasons_json(explanation: Explanation | None, say: Say | None) -> list[dict[str, Any]]:
    """The reason's sentences: each its template key, its values and (with ``say``) its
    words, as the ``hint`` command writes them."""
    if explanation is None:
        return []
    out = []
    for reason in (explanation, *explanation.more):
        entry: dict[str, Any] = {"key": reason.key, "values": reason.values()}
        if say is not None:
            entry["text"] = say(reason)
        out.append(entry)
    return out


def option_json(option: OptionValue) -> dict[str, Any]:
    return {
        "action": option.action,
        "value": round(option.value, DIGITS),
        "low": round(option.low, DIGITS),
        "high": round(option.high, DIGITS),
    }


def summary_line(deal: DealReview) -> str:
    """'you lost 23 expected points, 18 of them at trick 3' (or that nothing was lost)."""
    worst = deal.worst_stage()
    if worst is None:
        return "you lost no expected points: every decision was the best"
    stage, loss = worst
    total = deal.expected_loss
    if round(loss) >= round(total):
        return f"you lost {total:.0f} expected points, all at {stage}"
    return f"you lost {total:.0f} expected points, {loss:.0f} of them at {stage}"


def to_text(review: GameReview) -> str:
    """The review in readable lines, deal by deal."""
    lines = [f"Review of seat {review.seat} ({review.variant})"]
    for deal in review.deals:
        lines.append("")
        lines.append(f"Deal {deal.deal}: {summary_line(deal)}.")
        lines.extend(decision_line(d) for d in deal.decisions)
    return "\n".join(lines)


def decision_line(decision: Decision) -> str:
    head = f"  #{decision.action_index:<4} {decision.stage!s:<10} {decision.played:<12}"
    if decision.mark is Mark.FORCED:
        return f"{head} forced"
    verdict = f"{decision.mark.value:<10} loss {decision.loss:6.1f}"
    if decision.played != decision.best:
        verdict += f"  best {decision.best}"
    shown = list(decision.options[:SHOWN_OPTIONS])
    if all(o.action != decision.played for o in shown):
        shown.append(next(o for o in decision.options if o.action == decision.played))
    values = ", ".join(f"{o.action} {o.value:.1f} [{o.low:.1f}, {o.high:.1f}]" for o in shown)
    return f"{head} {verdict}  ({values})"
