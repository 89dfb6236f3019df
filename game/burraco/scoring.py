"""Scoring a Burraco hand (spec, "Scoring a hand")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from game.burraco.melds import CARD_POINTS, TableMeld

CLEAN_BURRACO: Final = 200
DIRTY_BURRACO: Final = 100
CLOSING: Final = 100
NO_POT: Final = -100


@dataclass(frozen=True, slots=True)
class TeamScore:
    """One team's hand score, item by item."""

    burracos: int
    closing: int
    melded: int
    pot: int
    in_hand: int

    @property
    def total(self) -> int:
        return self.burracos + self.closing + self.melded + self.pot + self.in_hand

    def items(self) -> tuple[tuple[str, int], ...]:
        """The parts by name (``score.<name>`` words them), for a table that knows no Burraco."""
        return (
            ("burracos", self.burracos),
            ("closing", self.closing),
            ("melded", self.melded),
            ("pot", self.pot),
            ("in_hand", self.in_hand),
        )


def team_score(
    melds: Sequence[TableMeld],
    closed: bool,
    took_pot: bool,
    left_in_hands: Sequence[int],
) -> TeamScore:
    """``left_in_hands``: every card the partners still hold, an unseen pot included."""
    burracos = sum(
        CLEAN_BURRACO if meld.is_clean else DIRTY_BURRACO for meld in melds if meld.is_burraco
    )
    return TeamScore(
        burracos=burracos,
        closing=CLOSING if closed else 0,
        melded=sum(meld.points for meld in melds),
        pot=0 if took_pot else NO_POT,
        in_hand=-sum(CARD_POINTS[c] for c in left_in_hands),
    )
