"""Errors the rules core raises at its boundary, each with a message for people."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.reasons import Reason


class AtoutError(Exception):
    """Base of every error the program reports as one plain line."""


class CardTextError(AtoutError, ValueError):
    """A card code that cannot be read."""


class ActionTextError(AtoutError, ValueError):
    """An action text that cannot be read for the game at hand."""


class OptionError(AtoutError, ValueError):
    """An unknown option or an option value out of range."""


class IllegalActionError(AtoutError, ValueError):
    """An action the rules do not allow now; the message names the rule in English.

    ``reason`` keeps the rule as data when there is one, for the table to say it in the
    player's language.
    """

    def __init__(self, reason: Reason | str) -> None:
        super().__init__(str(reason))
        self.reason = None if isinstance(reason, str) else reason


class DeckError(AtoutError, ValueError):
    """A given deck order that is not the game's deck."""
