"""The table options of Baloot (baloot.md, "Options")."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class BalootRules:
    """The table options of ``baloot``."""

    ashkal_on_ace: bool = True
    french_play: bool = False
    compare_with_projects: bool = True
    predeal_choice: bool = True
    target: int = 152
