"""The table options of Baloot (baloot.md, "Options")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

SCORING_SPEC: Final = "spec"  # the rules' rounding (baloot.md, "Scoring")
SCORING_KAMMELNA: Final = "kammelna"  # 26 / 16 game points a hand, as Saudi apps count them
SCORINGS: Final = (SCORING_SPEC, SCORING_KAMMELNA)


@dataclass(frozen=True, slots=True)
class BalootRules:
    """The table options of ``baloot``."""

    ashkal_on_ace: bool = True
    french_play: bool = False
    compare_with_projects: bool = True
    predeal_choice: bool = True
    target: int = 152
    scoring: str = SCORING_SPEC
    # Saudi table customs (shared/rules/baloot_customs.md, §1); every default keeps baloot.md
    claims: bool = True  # Sawa and Akka may be said (off: "claim" the rest instead)
    qayd: bool = False  # fouls are let through and may be called (Qayd)
    lock_follows_raise: bool = False  # each raise sets the lock (triple and gahwa unlock)
    ace_hokum_sun: bool = False  # a Hokum on an ace goes to Sun only by the 1st player
    kawesh_same_dealer: bool = False  # after a Kawesh (redeal) the same dealer deals again
    sun_double_regulation: bool = False  # Sun doubled only by a side <= 100 against > 100
    partner_winning_free: bool = False  # a void player is free while his side is winning


CUSTOM_OPTIONS: Final = (
    "claims",
    "qayd",
    "lock_follows_raise",
    "ace_hokum_sun",
    "kawesh_same_dealer",
    "sun_double_regulation",
    "partner_winning_free",
)
"""The options of the customs, in the order the setup offers them."""
