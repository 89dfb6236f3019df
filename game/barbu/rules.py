"""The table options of ``barbu`` (barbu.md, "Options"; ``rounds`` is the program's own)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

STANDARD: Final = "standard"
PARLETT: Final = "parlett"
VARIANTS: Final = (STANDARD, PARLETT)

FULL_GAME: Final = 7
ROUNDS: Final = (FULL_GAME, 3, 1)
"""How many contracts each player declares, as the setup screen offers them: 7 is the
spec's game of 28 deals, fewer a shorter game of four deals a round."""


@dataclass(frozen=True, slots=True)
class BarbuRules:
    """``standard`` (the seed's main rules) or ``parlett`` (the simpler rules of its note 3),
    and the game's length in rounds (each player declares one contract a round)."""

    variant: str = STANDARD
    rounds: int = FULL_GAME

    @property
    def parlett(self) -> bool:
        """Whether the simpler rules apply.

        The dealer's left declares, a void player in Trumps plays any card, the
        first Domino card sets the start rank, a blocked player keeps his hand
        hidden, and nobody doubles.
        """
        return self.variant == PARLETT
