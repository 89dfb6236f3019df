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
    rules={  # belote_bga.md: 3 Bidding, 5 Play, 6 Bonuses, 7 Scoring a hand
        "bidding": (3,),
        "belote": (6,),
        "follow": (5,),
        "trump": (5,),
        "overtrump": (5,),
        "scoring": (7,),
    },
)
CLASSIC_LESSONS: Final = LessonMoments(
    order=("bidding", "declaration", "belote", "follow", "trump", "overtrump", "scoring"),
    refusals=TRICK_REFUSALS,
    announcements=ANNOUNCEMENTS,
    decisions=BIDS,
    rules={  # belote_classic.md: 3 Bidding, 4 Play, 5 Declarations, 6 Scoring a hand
        "bidding": (3,),
        "declaration": (5,),
        "belote": (5,),
        "follow": (4,),
        "trump": (4,),
        "overtrump": (4,),
        "scoring": (6,),
    },
)
