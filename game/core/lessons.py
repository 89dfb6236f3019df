"""Which rules come into play at a learner's decision, named from the core's own data.

The guided game ("Learn to play") explains each rule the first time it matters.  This
module names those *moments* without knowing any rule itself: it reads what the rule
sets already say as data.  A card the learner may not play is refused with a
``Reason`` whose key names the duty (follow suit, trump, overtrump...); an announced
event carries its text or wording (belote, a declaration, a pot taken); a decision
offered carries its wording key (Ashkal, a double, a Barbu contract); a meld's wild
card is in the rummy view; the end of a deal is an event.  The table asks the core for
these and hands them here with the game's declared moments (``game.core.moments``); the
moment's words are the table's (``lesson.<game>.<name>``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Final

from game.core.actions import ActionKind
from game.core.api import Event, EventKind, TableView
from game.core.cards import Card
from game.core.moments import LessonMoments
from game.core.reasons import Reason
from game.core.rummy import RummyView

BY_RUMMY_MOVE: Final = {ActionKind.DRAW: "draw", ActionKind.MELD: "meld"}
"""The moment of a rummy move the learner may make."""


def moments(
    lessons: LessonMoments,
    view: TableView,
    legal: Sequence[Any],
    refusals: Iterable[Reason],
    events: Iterable[Event],
) -> list[str]:
    """The moments of ``lessons`` at the learner's decision (or after events, when ``legal``
    is empty).

    ``view`` is the learner's view now, ``legal`` his legal actions, ``refusals`` the
    reasons the rules give for the cards he holds but may not play, ``events`` what
    happened since his last decision.  Each moment is named once, in the game's order.
    """
    found: set[str] = set()
    for event in events:
        found.update(event_moments(lessons, event, view))
    for action in legal:
        found.update(decision_moments(lessons, action))
    for reason in refusals:
        moment = lessons.refusals.get(reason.key)
        if moment is not None:
            found.add(moment)
    return [name for name in lessons.order if name in found]


def event_moments(lessons: LessonMoments, event: Event, view: TableView) -> list[str]:
    """What an event of any seat brings into play."""
    kind = event.kind
    if kind is EventKind.ANNOUNCE:
        if event.wording is not None:  # a declaration or project, shown with its words
            return ["declaration"]
        said = lessons.announcements.get(event.text)
        return [said] if said is not None else []
    if kind is EventKind.BID:
        said = event.wording.key if event.wording is not None else event.text
        if said.startswith("contract:"):
            return [contract_moment(said)]
        moment = lessons.decisions.get(said.split(":")[0])
        raised = moment in lessons.raised and said not in lessons.quiet
        return [moment] if moment is not None and raised else []
    if kind is EventKind.POT:
        return ["pot"]
    if kind in (EventKind.MELD, EventKind.LAY_OFF) and isinstance(view, RummyView):
        wild = any(place >= 0 for team in view.wilds for place in team)
        return ["wild"] if wild else []
    if kind is EventKind.DEAL_END:
        return ["close", "scoring"] if event.text == "closed" else ["scoring"]
    return []


def decision_moments(lessons: LessonMoments, action: Any) -> list[str]:
    """What a legal action of the learner brings into play (a card brings nothing here)."""
    if isinstance(action, Card):
        return []
    kind: ActionKind = action.action_kind
    if kind in BY_RUMMY_MOVE:
        return [BY_RUMMY_MOVE[kind]]
    if kind is not ActionKind.DECISION:
        return []
    key: str = action.wording().key
    if key.startswith("contract:"):
        return ["choose_contract"]
    moment = lessons.decisions.get(key.split(":")[0])
    return [moment] if moment is not None else []


def contract_moment(key: str) -> str:
    """A chosen contract's moment: its wording key without its trump or start rank
    (``contract:domino:9`` is ``contract:domino``)."""
    parts = key.split(":")
    return ":".join(parts[:2])
