"""The moments the guided game of each Belote rule set teaches (``GameDefinition.lessons``)."""

from __future__ import annotations

from typing import Final

from game.core.moments import TRICK_REFUSALS, LessonMoments

ANNOUNCEMENTS: Final = {"belote": "belote", "rebelote": "belote"}
BIDS: Final = {"take": "bidding", "trump": "bidding"}

BGA_LESSONS: Final = LessonMoments(
    order=("bidding", "belote", "follow", "trump", "overtrump", "scoring"),
    refusals=TRICK_REFUSALS,
    announcements=ANNOUNCEMENTS,
    decisions=BIDS,
)
CLASSIC_LESSONS: Final = LessonMoments(
    order=("bidding", "declaration", "belote", "follow", "trump", "overtrump", "scoring"),
    refusals=TRICK_REFUSALS,
    announcements=ANNOUNCEMENTS,
    decisions=BIDS,
)
