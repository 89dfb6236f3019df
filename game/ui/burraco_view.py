"""What the Burraco table reads from a view or an action (pure, no drawing): the hand's
order, who took each pot, and the hand cards a hint names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any

from game.core.actions import ActionKind
from game.core.cards import Card, card_at
from game.ui.handsort import suit_sequence


def hand_order(hand: tuple[Card, ...], by_rank: bool) -> list[Card]:
    """Naturals by suit (colours alternating) or by rank, low to high, then 2s and jokers."""
    wild = [c for c in hand if c.is_joker or c.rank == 0]
    wild.sort(key=lambda c: (c.is_joker, c.suit))
    plain = [c for c in hand if c not in wild]
    if by_rank:
        plain.sort(key=lambda c: (c.rank, c.suit))
    else:
        suits = suit_sequence(sorted({c.suit for c in plain}), -1)
        plain.sort(key=lambda c: (suits.index(c.suit), c.rank))
    return plain + wild


@lru_cache(maxsize=4)
def read_pot_takers(
    parse: Callable[[str], Any], history: tuple[tuple[int, str], ...]
) -> tuple[int, ...]:
    """``pot_takers`` of a view's history of record texts, read once per history."""
    return tuple(pot_takers((seat, parse(text)) for seat, text in history))


def pot_takers(history: Iterable[tuple[int, Any]]) -> list[int]:
    """The teams that took a pot, in order, from the public actions of the hand.

    A player takes a pot when his hand runs out (counted from the record: 11
    dealt, +1 a draw, + the pile, - the cards melded or discarded); a pot taken
    by discarding joins the hand when the partner's next turn ends.
    """
    sizes = [11, 11, 11, 11]
    pile = 1
    taken: list[int] = []
    waiting = [False] * 4
    for seat, action in history:
        kind = action.action_kind
        if kind is ActionKind.DRAW:
            sizes[seat] += 1
        elif kind is ActionKind.PICKUP:
            sizes[seat] += pile
            pile = 0
        elif kind in (ActionKind.MELD, ActionKind.LAY_OFF):
            sizes[seat] -= len(action.cards)
            if sizes[seat] == 0 and seat & 1 not in taken:
                taken.append(seat & 1)
                sizes[seat] += 11
        elif kind is ActionKind.DISCARD:
            sizes[seat] -= 1
            pile += 1
            if waiting[seat ^ 2]:
                waiting[seat ^ 2] = False
                sizes[seat ^ 2] += 11
            if sizes[seat] == 0 and seat & 1 not in taken:
                taken.append(seat & 1)
                waiting[seat] = True
    return taken


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
