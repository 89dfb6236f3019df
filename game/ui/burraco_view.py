"""What the Burraco table reads from a view or a record text (pure, no drawing): the
hand's order, who took each pot, and the hand cards a hint names.
"""

from __future__ import annotations

from game.core.cards import Card
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


def pot_takers(history: tuple[tuple[int, str], ...]) -> list[int]:
    """The teams that took a pot, in order, read from the public record of the hand.

    A player takes a pot when his hand runs out (counted from the record: 11
    dealt, +1 a draw, + the pile, - the cards melded or discarded); a pot taken
    by discarding joins the hand when the partner's next turn ends.
    """
    sizes = [11, 11, 11, 11]
    pile = 1
    taken: list[int] = []
    waiting = [False] * 4
    for seat, text in history:
        head = text.split(":")[0]
        if head == "draw":
            sizes[seat] += 1
        elif head == "pickup":
            sizes[seat] += pile
            pile = 0
        elif head in ("meld", "layoff"):
            sizes[seat] -= text.split(":")[-1 if head == "meld" else 2].count(",") + 1
            if sizes[seat] == 0 and seat & 1 not in taken:
                taken.append(seat & 1)
                sizes[seat] += 11
        elif head == "discard":
            sizes[seat] -= 1
            pile += 1
            if waiting[seat ^ 2]:
                waiting[seat ^ 2] = False
                sizes[seat ^ 2] += 11
            if sizes[seat] == 0 and seat & 1 not in taken:
                taken.append(seat & 1)
                waiting[seat] = True
    return taken


def hint_cards(text: str) -> dict[str, int]:
    """The hand cards a hint's record text uses, by code (a meld, a lay-off or a discard)."""
    head, _, rest = text.partition(":")
    if head == "layoff":
        rest = rest.split(":")[1] if ":" in rest else ""
    elif head not in ("meld", "discard"):
        return {}
    counts: dict[str, int] = {}
    for code in rest.split(","):
        if code:
            counts[code] = counts.get(code, 0) + 1
    return counts
