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
