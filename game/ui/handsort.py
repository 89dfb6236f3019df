"""The order of the human's hand, as the player chose it in the settings (``HAND_SORTS``):

- ``trumps`` (the default): the trump suit first, then the other suits alternating colours;
  strongest first in each suit;
- ``suits``: the suits always in the same places (♠ ♥ ♣ ♦, colours alternating, the trump
  suit where it falls); strongest first in each suit;
- ``rank``: by strength across the suits, strongest first (trumps first, as the game ranks
  them above the rest), equal ranks in the order of ``trumps``;
- ``rising``: as ``trumps``, but weakest first in each suit.

What trumps are and how the cards rank come from the game's view (its ``trump_suit`` and
``strength``), never from rules written here; before they are known the cards go by their
plain rank, aces high.  Jokers go last.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.cards import Card
from game.session.storage import HAND_SORTS

BLACK = (0, 3)  # spades, clubs
RED = (1, 2)  # hearts, diamonds
FIXED = (0, 1, 3, 2)  # spades, hearts, clubs, diamonds: colours alternating
DEFAULT_SORT = HAND_SORTS[0]


def suit_sequence(suits: Sequence[int], trump: int) -> list[int]:
    """The suits held, trump first, alternating black and red where possible."""
    rest = [s for s in FIXED if s in suits and s != trump]
    ordered = [trump] if trump in suits else []
    while rest:
        last_red = ordered[-1] in RED if ordered else None
        pick = next((s for s in rest if (s in RED) != last_red), rest[0])
        ordered.append(pick)
        rest.remove(pick)
    return ordered


def sort_hand(
    cards: Sequence[Card],
    trump: int = -1,
    strength: Sequence[int] | None = None,
    order: str = DEFAULT_SORT,
) -> list[Card]:
    """The hand in the chosen ``order`` (one of ``HAND_SORTS``; another reads as the
    default), ranked by the game's ``strength`` of each card index when it is known."""
    jokers = [c for c in cards if c.is_joker]
    plain = [c for c in cards if not c.is_joker]

    def power(card: Card) -> int:
        return strength[card.index] if strength is not None else card.rank

    held = sorted({c.suit for c in plain})
    suits = [s for s in FIXED if s in held] if order == "suits" else suit_sequence(held, trump)
    if order == "rank":
        plain.sort(key=lambda c: (-power(c), suits.index(c.suit)))
        return plain + jokers
    rising = order == "rising"
    plain.sort(key=lambda c: (suits.index(c.suit), power(c) if rising else -power(c)))
    return plain + jokers
