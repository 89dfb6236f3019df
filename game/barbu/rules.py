"""The table options of ``barbu`` (barbu.md, "Options")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

STANDARD: Final = "standard"
PARLETT: Final = "parlett"
VARIANTS: Final = (STANDARD, PARLETT)


@dataclass(frozen=True, slots=True)
class BarbuRules:
    """``standard`` (the seed's main rules) or ``parlett`` (the simpler rules of its note 3)."""

    variant: str = STANDARD

    @property
    def parlett(self) -> bool:
        """Whether the simpler rules apply.

        The dealer's left declares, a void player in Trumps plays any card, the
        first Domino card sets the start rank, a blocked player keeps his hand
        hidden, and nobody doubles.
        """
        return self.variant == PARLETT
