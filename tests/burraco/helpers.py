"""Build Burraco positions from the cards a test wants (the deck order is worked out here)."""

from __future__ import annotations

import random
from collections import Counter

from game.burraco.definition import BurracoRules
from game.burraco.melds import TableMeld, read_meld
from game.burraco.state import BurracoState
from game.core.api import DealContext
from game.core.cards import Card, parse_cards
from game.core.decks import TWO_DECKS_108


def codes(text: str) -> list[str]:
    return [c.code for c in parse_cards(text)]


def burraco_deck(
    dealer: int,
    hands: dict[int, str],
    pot_a: str = "",
    pot_b: str = "",
    pile: str = "",
    stock: str = "",
) -> list[str]:
    """A 108-card deck (top first) dealing these cards; unnamed places get the other cards.

    ``stock`` names the top cards of the stock, in drawing order.
    """
    wanted = {seat: codes(text) for seat, text in hands.items()}
    fixed = Counter(c for cs in wanted.values() for c in cs)
    for text in (pot_a, pot_b, pile, stock):
        fixed.update(codes(text))
    spare = Counter(c.code for c in TWO_DECKS_108)
    spare.subtract(fixed)
    assert all(n >= 0 for n in spare.values()), f"more copies than the deck holds: {spare}"
    filler = [code for code in (c.code for c in TWO_DECKS_108) if spare[code] > 0]
    rest: list[str] = []
    left = Counter(spare)
    for code in filler:
        if left[code] > 0:
            rest.append(code)
            left[code] -= 1
    # Filler cards in a fixed shuffled order, jokers and 2s at the bottom of the stock.
    random.Random(7).shuffle(rest)
    rest.sort(key=lambda code: code == "JO" or code[0] == "2")

    def take(n: int) -> list[str]:
        out = rest[:n]
        del rest[:n]
        return out

    seat_cards = {s: wanted.get(s, []) + take(11 - len(wanted.get(s, []))) for s in range(4)}
    deck: list[str] = []
    for i in range(44):
        deck.append(seat_cards[(dealer + 1 + i) % 4][i // 4])
    for text in (pot_a, pot_b):
        given = codes(text)
        deck.extend(given + take(11 - len(given)))
    given_pile = codes(pile)
    deck.extend(given_pile or take(1))
    deck.extend(codes(stock))
    deck.extend(rest)
    assert len(deck) == 108
    return deck


def burraco_state(
    hands: dict[int, str],
    dealer: int = 3,
    pot_a: str = "",
    pot_b: str = "",
    pile: str = "",
    stock: str = "",
    totals: tuple[int, int] = (0, 0),
) -> BurracoState:
    deck = burraco_deck(dealer, hands, pot_a, pot_b, pile, stock)
    return BurracoState(
        BurracoRules(), [Card.parse(c) for c in deck], DealContext(dealer, totals, 0)
    )


def act(state: BurracoState, *texts: str) -> list[object]:
    """Apply actions written as record texts, checking each is legal and listed."""
    events: list[object] = []
    for text in texts:
        action = state.parse_action(text)
        reason = state.why_illegal(action)
        assert reason is None, f"{text}: {reason}"
        assert action in state.legal_actions(), f"{text} is legal but not listed"
        events.extend(state.apply(action))
    return events


def refused(state: BurracoState, text: str) -> str:
    """The reason an action text is refused (the test fails if it is legal)."""
    reason = state.why_illegal(state.parse_action(text))
    assert reason is not None, f"{text} was allowed"
    return str(reason)


def meld(text: str) -> TableMeld:
    made = read_meld(tuple(Card.parse(c).index for c in text.replace(",", " ").split()))
    assert isinstance(made, TableMeld), made
    return made


def put_meld(state: BurracoState, team: int, text: str) -> None:
    """Place a meld on a team's side directly (a position for a lay-off test)."""
    made = meld(text)
    state.melds[team].append(made)
    if made.kind == 0:
        state.set_ranks[team] |= 1 << made.rank


def hand_codes(state: BurracoState, seat: int) -> list[str]:
    from game.core.cards import card_at

    return [card_at(i).code for i in state.hands[seat].indices()]
