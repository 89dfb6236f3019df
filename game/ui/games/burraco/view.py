"""What the Burraco table reads from a view or an action (pure, no drawing): the hand's
order and the hand cards a hint names (who took each pot is the view's ``pot_takers``).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import ActionKind
from game.core.cards import Card, card_at
from game.ui.handsort import FIXED, suit_sequence


def hand_order(hand: tuple[Card, ...], order: str) -> list[Card]:
    """The hand in the hand order of the settings (``HAND_SORTS``), as a rummy hand reads it:
    naturals low to high by rank (``rank``) or by suit (``suits``: the suits in fixed places;
    the others: colours alternating), then 2s and jokers."""
    wild = [c for c in hand if c.is_joker or c.rank == 0]
    wild.sort(key=lambda c: (c.is_joker, c.suit))
    plain = [c for c in hand if c not in wild]
    if order == "rank":
        plain.sort(key=lambda c: (c.rank, c.suit))
    else:
        held = sorted({c.suit for c in plain})
        suits = [s for s in FIXED if s in held] if order == "suits" else suit_sequence(held, -1)
        plain.sort(key=lambda c: (suits.index(c.suit), c.rank))
    return plain + wild


def hint_cards(hint: Any) -> dict[str, int]:
    """The hand cards a hinted action uses, by code (a meld, a lay-off or a discard)."""
    if hint is None:
        return {}
    kind = hint.action_kind
    if kind is ActionKind.DISCARD:
        cards: tuple[int, ...] = (hint.card,)
    elif kind in (ActionKind.MELD, ActionKind.LAY_OFF):
        cards = hint.cards
    else:
        return {}
    counts: dict[str, int] = {}
    for card in cards:
        code = card_at(card).code
        counts[code] = counts.get(code, 0) + 1
    return counts
