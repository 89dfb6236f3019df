"""Build Barbu deals from the hands a test wants (the deck order is worked out here)."""

from __future__ import annotations

from game.barbu.definition import DEFINITION
from game.barbu.grid import BarbuCarry
from game.barbu.rules import BarbuRules
from game.barbu.state import BarbuState
from game.core.api import DealContext
from game.core.cards import Card, cards_of, parse_cards

STANDARD = BarbuRules("standard")
PARLETT = BarbuRules("parlett")


def barbu_deck(dealer: int, hands: dict[int, str]) -> list[str]:
    """The deck (top first) that deals ``hands`` (13 cards each), one card at a time."""
    cards = {seat: [c.code for c in parse_cards(text)] for seat, text in hands.items()}
    assert all(len(c) == 13 for c in cards.values()), {s: len(c) for s, c in cards.items()}
    deck = [cards[(dealer + 1 + i) % 4][i // 4] for i in range(52)]
    assert len(set(deck)) == 52, "the hands must hold every card once"
    return deck


def barbu_state(
    hands: dict[int, str],
    dealer: int = 0,
    rules: BarbuRules = STANDARD,
    declared: tuple[int, ...] = (0, 0, 0, 0),
) -> BarbuState:
    deck = [Card.parse(c) for c in barbu_deck(dealer, hands)]
    carry = BarbuCarry(declared=declared)
    return DEFINITION.new_deal(rules, deck, DealContext(dealer, (0, 0, 0, 0), 0, carry))


def act(state: BarbuState, *texts: str) -> list[object]:
    """Apply actions written as record texts, checking each is legal."""
    events: list[object] = []
    for text in texts:
        action = state.parse_action(text)
        reason = state.why_illegal(action)
        assert reason is None, f"{text}: {reason}"
        events.extend(state.apply(action))
    return events


def no_doubles(state: BarbuState) -> None:
    """Everybody says ``double:none`` (standard)."""
    act(state, *["double:none"] * 4)


def legal(state: BarbuState) -> str:
    return " ".join(sorted(str(a) for a in state.legal_actions()))


def codes(text: str) -> str:
    return " ".join(sorted(text.split()))


def hand(state: BarbuState, seat: int) -> str:
    return " ".join(sorted(c.code for c in cards_of(state.hands[seat])))


def reason(state: BarbuState, text: str) -> str:
    result = state.why_illegal(state.parse_action(text))
    assert result is not None, f"{text} is legal"
    return str(result)
