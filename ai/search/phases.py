"""One agent for the calls before the card play, another for the play itself.

The issue asks to keep, per game and phase, the search that wins in the arena:
this puts two searches behind the one agent interface, so a level (or an arena
entry) can use ISMCTS for one phase and PIMC for the other.
"""

from __future__ import annotations

import random
from typing import Any

from ai.agent import Agent, InfoState
from ai.search.pieces import GamePieces


class PhaseSplit:
    """``bidding`` decides every call before the card play, ``play`` the cards."""

    def __init__(self, pieces: GamePieces, bidding: Agent, play: Agent) -> None:
        self.pieces = pieces
        self.bidding = bidding
        self.play = play

    def choose(self, info: InfoState, rng: random.Random) -> Any:
        playing = self.pieces.in_play(info.own_world())
        return (self.play if playing else self.bidding).choose(info, rng)
