"""Hand review: every decision of one seat in a finished deal, valued from its information.

``ai.review.engine``'s ``review_game`` (a record as plain data) and ``review_deal`` (a
deal's start and its actions) give typed results (``ai.review.model``) that
``ai.review.report`` writes as JSON or text; each game's AI entry names its review
(``ai.review.spec``: strength, mark scale, sampler).  See the modules for how options are
valued and marked.  This package's own names are the light ones (a game's AI entry
imports them while the catalogue is being built, before the engine can be).
"""

from ai.review.marks import Mark, MarkScale
from ai.review.model import DealReview, Decision, GameReview, OptionValue, Stage
from ai.review.sampling import Strength

__all__ = [
    "DealReview",
    "Decision",
    "GameReview",
    "Mark",
    "MarkScale",
    "OptionValue",
    "Stage",
    "Strength",
]
