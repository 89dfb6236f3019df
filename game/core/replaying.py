"""The one replay of a game record: each deal dealt from its deck and its actions applied
through the rules, every one checked.

The replayer, the table (a save resumed, undo, a deal played again), the review screen
and the review engine all replay through ``replay_deals``.  It lives in the core so that
the AI, which never reaches the session layer, replays as the table does.  A fault is a
``ReplayFaultError`` that says where and why as data: each caller words it its own way (the
replayer's messages are part of the command line's promise).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from game.core.api import Event, State
from game.core.errors import AtoutError
from game.core.match import Match

FaultKind = Literal["finished", "unfinished", "deck", "extra", "unreadable", "turn", "illegal"]
"""What went wrong: a deal after the game's end, a deal after one left unfinished, a deck
the rules refuse, an action after the deal's end, an unreadable action, an action out of
turn, an action the rules forbid."""


class DealRecord(Protocol):
    """What a replay reads of a deal (the session's record and ``DealData`` both have it)."""

    @property
    def deck(self) -> Sequence[str]: ...

    @property
    def actions(self) -> Sequence[tuple[int, str]]: ...


@dataclass(frozen=True, slots=True)
class DealData:
    """One deal of a record as plain data: its deck and its (seat, action text) list."""

    deck: Sequence[str]
    actions: Sequence[tuple[int, str]]


@dataclass(frozen=True, slots=True)
class RecordData:
    """A game record as plain data, for layers below the session (which reads and checks
    the file): the review takes this."""

    variant: str
    options: Mapping[str, Any]
    first_dealer: int
    deals: Sequence[DealData]


class ReplayFaultError(AtoutError):
    """A record the rules refuse, with where (deal and action, from 1) and why as data."""

    def __init__(
        self,
        kind: FaultKind,
        deal: int,
        reason: str,
        index: int = 0,
        seat: int = -1,
        text: str = "",
        action: Any = None,
    ) -> None:
        where = f"deal {deal}" if index == 0 else f"deal {deal}, action {index}: seat {seat}"
        super().__init__(f"{where}: {reason}")
        self.kind = kind
        self.deal = deal
        self.reason = reason
        self.index = index
        self.seat = seat
        self.text = text
        self.action = action


@dataclass(slots=True)
class ReplayedDeal:
    """One deal replayed: its number (from 1), the state as dealt (a copy), its actions read,
    the state at its end and, when asked for, a copy of the state before each action."""

    number: int
    start: State
    actions: list[Any]
    end: State
    before: list[State] = field(default_factory=list)


Watch = Callable[[list[Event], State], None]
"""Hears each action's events and the state just after it."""


def replay_deal(
    match: Match,
    state: State,
    deal: DealRecord,
    number: int = 1,
    *,
    keep_before: bool = False,
    watch: Watch | None = None,
) -> ReplayedDeal:
    """Apply ``deal``'s actions to ``state`` (dealt from its deck by ``match``), checking
    each; raise ``ReplayFaultError`` on the first that the rules refuse."""
    definition, rules = match.definition, match.rules
    out = ReplayedDeal(number, state.clone(), [], state)
    for index, (seat, text) in enumerate(deal.actions, 1):
        try:
            action = definition.parse_action(rules, text)
        except AtoutError as error:
            if state.is_over:
                over = "the deal is already over"
                raise ReplayFaultError("extra", number, over, index, seat, text) from None
            raise ReplayFaultError("unreadable", number, str(error), index, seat, text) from None
        seated = state.seated_action(seat, action)  # an action taken out of turn (a Qayd)
        if seated is not None:
            action = seated
        elif state.is_over:
            raise ReplayFaultError("extra", number, "the deal is already over", index, seat, text)
        elif seat != state.to_act:
            reason = f"it is seat {state.to_act}'s turn"
            raise ReplayFaultError("turn", number, reason, index, seat, text, action)
        refused = state.why_illegal(action)
        if refused is not None:
            raise ReplayFaultError("illegal", number, str(refused), index, seat, text, action)
        if keep_before:
            out.before.append(state.clone())
        events = state.apply(action)
        out.actions.append(action)
        if watch is not None:
            watch(events, state)
    return out


def replay_deals(
    match: Match,
    deals: Iterable[DealRecord],
    *,
    dealt: Callable[[int, Match], None] | None = None,
    keep_before: bool = False,
) -> Iterator[ReplayedDeal]:
    """Each deal of a record replayed on ``match`` in turn (a finished deal is entered in
    the match once the caller has seen it). ``dealt`` may check each deal as dealt, before
    its actions (an ``AtoutError`` it raises is the deal's fault)."""
    unfinished = False
    for number, deal in enumerate(deals, 1):
        if match.is_finished:
            raise ReplayFaultError("finished", number, "the game was already over")
        if unfinished:
            reason = f"deal {number - 1} stopped before its end"
            raise ReplayFaultError("unfinished", number, reason)
        try:
            state = match.deal_from(deal.deck)
            if dealt is not None:
                dealt(number, match)
        except AtoutError as error:
            raise ReplayFaultError("deck", number, str(error)) from None
        replayed = replay_deal(match, state, deal, number, keep_before=keep_before)
        yield replayed
        if replayed.end.is_over:
            match.finish_deal(replayed.end)
        else:
            unfinished = True
