"""What a gesture at the table means: the value a kind of table hands back to the scene.

A kind of table (``game.ui.tables.kind``) reads the player's gestures, a press, a drag
let go, a key, one of its own buttons, an entry of its panel, and answers with one of
these values; the table scene (``game.ui.scenes.table``) acts on it: it plays the action
or says why not, offers a choice, says words, marks the table to be rebuilt.  The kind
keeps the view's own work (a card following the mouse, sliding back, a selection lifted):
what only moves sprites it does itself, and what depends on the game's answer it hands
over as the value's hooks (``Play.played``, ``Play.refused``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.cards import Card
from game.core.reasons import Reason


@dataclass(frozen=True, slots=True)
class Play:
    """Take this action for the human, legal or not: the controller checks it, and the scene
    plays it or says the rule's reason.  While the table still shows an animation and the
    human is the one to act, it waits for the table to be idle (a card clicked while the
    last card of a trick flies is played once the trick is gathered)."""

    action: Any
    played: Callable[[], None] | None = None  # the kind's view work once taken
    refused: Callable[[], None] | None = None  # the kind's view work when refused
    at_once: bool = False  # taken even while cards still move (a chooser's answer)


@dataclass(frozen=True, slots=True)
class Choose:
    """The gesture may mean any of these actions: the panel asks which."""

    options: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Refused:
    """A gesture the rules refuse: the reason to say, and the cards it tried to play (none:
    the reason alone is said, as for a draw)."""

    reason: Reason | str
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Say:
    """Words for the table's message (the hand sorted by suit)."""

    words: str


@dataclass(frozen=True, slots=True)
class Handled:
    """The kind did all there was to do (a drag begun, a card picked); ``redraw``: the scene
    rebuilds the sprites from the view at its next idle frame."""

    redraw: bool = False


@dataclass(frozen=True, slots=True)
class AskWhy:
    """A card another seat played, clicked: the player asks why it was played."""

    card: Card


@dataclass(frozen=True, slots=True)
class Ignored:
    """Not the kind's: the scene's own keys and buttons go on."""


Gesture = Play | Choose | Refused | Say | Handled | AskWhy | Ignored

HANDLED = Handled()
REDRAW = Handled(redraw=True)
IGNORED = Ignored()
