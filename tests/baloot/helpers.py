"""Build Baloot deals from the hands a test wants (dealer West: South is the 1st player)."""

from __future__ import annotations

from game.baloot.definition import DEFINITION
from game.baloot.rules import BalootRules
from game.baloot.state import BalootState
from game.core.api import DealContext
from game.core.cards import Card
from game.core.seats import Direction
from tests.belote.helpers import bga_deck

DEALER = 1  # West deals: South (0) is the 1st player, East 2nd, North 3rd, West 4th
FIRST, SECOND, THIRD, FOURTH = 0, 3, 2, 1

# Every project in one deal: South four aces; East a sira (K Q J of spades) and the
# K Q of clubs; North a sira (T 9 8 of spades) and a fifty (T-K of hearts); West a
# sira (J Q K of diamonds) and five clubs in sequence (J to 7).
HANDS = {
    0: "AS AH AD AC 7S 8D 9D 7H",
    3: "KS QS JS 8H 9H KC QC 7D",
    2: "TS 9S 8S TH JH QH KH TD",
    1: "JD QD KD JC TC 9C 8C 7C",
}


def deck_for(hands: dict[int, str], turn_up: str, taker: int) -> list[str]:
    """The deck (top first) dealing ``hands``; each hand's first five cards come first."""
    return bga_deck(DEALER, Direction.COUNTERCLOCKWISE, hands, turn_up, taker)


def baloot_state(
    deck: list[str],
    rules: BalootRules | None = None,
    totals: tuple[int, int] = (0, 0),
    dealer: int = DEALER,
) -> BalootState:
    return DEFINITION.new_deal(
        rules or BalootRules(predeal_choice=False),
        [Card.parse(c) for c in deck],
        DealContext(dealer, totals, 0, None),
    )


def act(state: BalootState, *texts: str) -> list[object]:
    """Apply actions written as record texts, checking each is legal."""
    events: list[object] = []
    for text in texts:
        action = state.parse_action(text)
        reason = state.why_illegal(action)
        assert reason is None, f"{text}: {reason}"
        events.extend(state.apply(action))
    return events


def legal(state: BalootState) -> list[str]:
    return [str(a) for a in state.legal_actions()]
