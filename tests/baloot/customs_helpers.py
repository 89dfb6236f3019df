"""End-game positions of Baloot for the customs' tests (baloot_customs.md).

``endgame`` bids a real contract (South, the 1st player, takes it), then sets the hands to
the few cards a test wants: every other card counts as played in earlier tricks, won by
``won_by`` (so a Kaboot or not can be arranged), and ``leader`` is on lead.
"""

from __future__ import annotations

from game.baloot.rules import BalootRules
from game.baloot.state import BalootState
from game.core.cards import mask_of, parse_cards
from game.core.decks import PIQUET_32
from game.core.declarations import NOTHING_DECLARED
from tests.baloot.helpers import FOURTH, HANDS, act, baloot_state, deck_for

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3


def mask(text: str) -> int:
    return mask_of(parse_cards(text))


def bid(rules: BalootRules, contract: str, closed: bool = False) -> BalootState:
    """South (1st player) takes Hokum in clubs (the turn-up 7C, South's) or Sun."""
    deck = deck_for(
        {
            0: "7C AS AH AD AC 7S 8D 9D",
            3: "KS QS JS 8H 9H KC QC 7D",
            2: "TS 9S 8S TH JH QH KH TD",
            1: "JD QD KD JC TC 9C 8C 7H",
        },
        "7C",
        0,
    )
    assert HANDS and FOURTH
    state = baloot_state(deck, rules)
    if contract == "sun":
        act(state, "sun")
    else:
        act(state, "hokum", "pass", "pass", "pass", "hokum")
        if closed:
            act(state, "double:closed", "pass")
        else:
            act(state, "pass", "pass")
    return state


def endgame(
    rules: BalootRules,
    contract: str,
    hands: dict[int, str],
    leader: int,
    won_by: int = SOUTH,
    closed: bool = False,
) -> BalootState:
    """A position at the lead of a trick: ``hands`` held (equal sizes), the rest played."""
    state = bid(rules, contract, closed)
    held = {seat: mask(text) for seat, text in hands.items()}
    size = {h.bit_count() for h in held.values()}
    assert len(size) == 1 and len(held) == 4
    everything = mask_of(PIQUET_32)
    rest = everything
    for h in held.values():
        rest &= ~h
    assert state.order is not None
    for seat in range(4):
        state.hands[seat] = held[seat]
        state.known[seat] = 0
        state.forbidden[seat] = 0
        state.won[seat] = 0
        state.card_points[seat] = 0
        state.tricks_taken[seat] = 0
        state.played_from[seat] = 0
    state.won[won_by] = rest
    state.card_points[won_by] = state.order.trick_points(rest)
    played = 8 - size.pop()
    state.tricks_taken[won_by] = played
    state.tricks_played = played
    state.played = rest
    state.shown = True
    state.settlement = NOTHING_DECLARED  # no projects unless a test sets them
    state.trick = []
    state.to_act = leader
    state.last_trick_winner = won_by
    return state
