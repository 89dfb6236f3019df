"""Hand review: every decision of one seat in a finished deal, valued from its information.

``review_game`` (a record as plain data) and ``review_deal`` (a deal's start and
its actions) give typed results (``ai.review.model``) that ``ai.review.report``
writes as JSON or text; ``ai.review.games`` holds each game's strength and mark
scale.  See the modules for how options are valued and marked.
"""

from ai.review.engine import (
    DealActions,
    GameToReview,
    ReviewCancelledError,
    review_deal,
    review_decision,
    review_game,
)
from ai.review.marks import Mark, MarkScale
from ai.review.model import DealReview, Decision, GameReview, OptionValue, Stage
from ai.review.sampling import Strength

__all__ = [
    "DealActions",
    "DealReview",
    "Decision",
    "GameReview",
    "GameToReview",
    "Mark",
    "MarkScale",
    "OptionValue",
    "ReviewCancelledError",
    "Stage",
    "Strength",
    "review_deal",
    "review_decision",
    "review_game",
]
