"""What a game declares of its guided play: the moments its learner meets (``LessonMoments``).

A game's definition names them as data (``GameDefinition.lessons``); ``game.core.lessons``
finds them at the learner's decisions from the rules' own data (refusals, events, the
decisions offered) without knowing any game.  The trick play's shared refusals
(``TRICK_REFUSALS``) are the core's, so each trick game adds only its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

TRICK_REFUSALS: Final[Mapping[str, str]] = {
    "follow": "follow",
    "trump": "trump",
    "trump_void": "trump",
    "overtrump": "overtrump",
    "beat_partner_trump": "overtrump",
    "beat_winner": "overtrump",
}
"""The moment a card refused by the core's trick rules shows (``game.core.tricks``' reasons)."""


@dataclass(frozen=True)
class LessonMoments:
    """The moments of one game, each named once in ``order`` (the order a deal brings them).

    ``refusals`` gives the moment of a refused card by its reason's key (the learner holds
    what it names); ``announcements`` the moment of an announcement said by its text;
    ``decisions`` the moment of a decision by the first part of its wording key (before any
    ``:``).  A decision another seat says brings its moment only if the moment is in
    ``raised`` and the key is not in ``quiet`` (a double of nobody).  The moments found
    without a declaration (a declaration shown, a contract chosen, a rummy's draw, meld,
    pot, wild card and close, the scoring) count only where ``order`` lists them.

    ``rules`` gives each moment the numbers of the sections of the game's rules text that
    it explains (the ``##`` sections of ``assets/rules/<game>.en.md``, the spec, counted
    from 1): the lesson's heading cites them.
    """

    order: tuple[str, ...] = ()
    refusals: Mapping[str, str] = field(default_factory=dict)
    announcements: Mapping[str, str] = field(default_factory=dict)
    decisions: Mapping[str, str] = field(default_factory=dict)
    raised: frozenset[str] = frozenset()
    quiet: frozenset[str] = frozenset()
    rules: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
