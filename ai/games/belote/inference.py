"""What the other seats' bids say about their hands, used to weed out sampled worlds.

A seat that passed a turn-up it would clearly have taken, or took with a hand
that plainly could not, is unlikely in that world: the search redraws such
worlds (a few times at most, so an odd bidder cannot make every world fail).
The test uses the bidding hand of the sampled world (the first five cards
dealt to that seat there, plus the turn-up) and the rule-based hand value
with a wide margin, so only clear contradictions count.
"""

from __future__ import annotations

from typing import Protocol

from ai.games.belote.bot import TAKE_THRESHOLD, suit_value
from game.belote.bids import Bid
from game.belote.state import BeloteState

MARGIN = 14


class BiddingWorld(Protocol):
    """A deal with a turn-up bidding (Belote's, Baloot's): this module serves both games."""

    @property
    def received(self) -> list[list[int]]:
        """The card sets dealt to each seat, in order."""
        ...

    @property
    def turn_up(self) -> int:
        """The turned-up card's index; -1 before it is turned."""
        ...


def bidding_hand(world: BiddingWorld, seat: int) -> int:
    """The cards ``seat`` held while bidding in this world, with the turn-up."""
    rounds = world.received[seat]
    hand = 0
    for cards in rounds[:2]:
        hand |= cards
    turn_up = world.turn_up
    return hand | 1 << turn_up if turn_up >= 0 else hand


def plausible(world: BeloteState, observer: int) -> bool:
    """Whether every other seat's bids fit its hand in this world."""
    turned = world.turn_up // 13
    passes = 0
    for seat, action in world.history:
        if not isinstance(action, Bid):
            break
        round_number = 1 + passes // 4
        if seat != observer and round_number <= 2:
            hand = bidding_hand(world, seat)
            if action.kind == "pass":
                if round_number == 1:
                    best = suit_value(hand, turned)
                else:
                    best = max(suit_value(hand, s) for s in range(4) if s != turned)
                if best >= TAKE_THRESHOLD + MARGIN:
                    return False
            elif action.kind == "take":
                if suit_value(hand, turned) < TAKE_THRESHOLD - MARGIN:
                    return False
            elif action.kind == "trump" and suit_value(hand, action.suit) < TAKE_THRESHOLD - MARGIN:
                return False
        if action.kind == "pass":
            passes += 1
    return True
