"""Build Belote deals from the hands a test wants (the deck order is worked out here)."""

from __future__ import annotations

from game.belote.bga import DEFINITION, BgaRules, BgaState
from game.core.api import DealContext
from game.core.cards import parse_cards
from game.core.seats import Direction


def bga_deck(
    dealer: int,
    direction: Direction,
    hands: dict[int, str],
    turn_up: str,
    taker: int,
) -> list[str]:
    """The deck (top first) that deals ``hands`` (8 cards each, the taker's with the turn-up).

    Each hand's first five cards (as written) are dealt before the bidding.
    """
    cards = {seat: [c.code for c in parse_cards(text)] for seat, text in hands.items()}
    turned = parse_cards(turn_up)[0].code
    cards[taker].remove(turned)
    order = direction.order_from(direction.next(dealer))
    deck: list[str] = []
    for start, size in ((0, 3), (3, 2)):
        for seat in order:
            deck.extend(cards[seat][start : start + size])
    deck.append(turned)
    for seat in order:
        deck.extend(cards[seat][5:])
    assert len(deck) == 32 and len(set(deck)) == 32, deck
    return deck


def bga_state(
    deck: list[str],
    dealer: int,
    rules: BgaRules | None = None,
    reserve: int = 0,
) -> BgaState:
    from game.core.cards import Card

    rules = rules or BgaRules()
    state = DEFINITION.new_deal(
        rules, [Card.parse(c) for c in deck], DealContext(dealer, (0, 0), 0, reserve)
    )
    return state


def act(state: BgaState, *texts: str) -> list[object]:
    """Apply actions written as record texts, checking each is legal."""
    events: list[object] = []
    for text in texts:
        action = state.parse_action(text)
        reason = state.why_illegal(action)
        assert reason is None, f"{text}: {reason}"
        events.extend(state.apply(action))
    return events
