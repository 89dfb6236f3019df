"""The rule-based player of each game as an agent (the easy level, the searches' baseline)."""

from __future__ import annotations

import random
from typing import Any

from ai.agent import InfoState
from ai.search.pieces import GamePieces


class RuleAgent:
    """Plays the game's rule-based action; reads only the seat's own and public facts."""

    def __init__(self, pieces: GamePieces) -> None:
        self.pieces = pieces

    def choose(self, info: InfoState, rng: random.Random) -> Any:
        if len(info.legal_actions) == 1:
            return info.legal_actions[0]
        return self.pieces.bot(info.own_world(), info.seat, list(info.legal_actions))
