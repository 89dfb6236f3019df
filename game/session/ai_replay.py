"""Let the AI play my seat: a finished deal played again with the hard AI in the human's seat.

The deal starts again as the human's did (``TableController.deal_again``: the same deck,
dealer, options and match before it), the other seats keep their levels, and every decision
is asked with the seed it had, so the table answers as it did until the plays part; after
that the others react to different cards, and the comparison says where that happened.
Every decision goes to the decider (the worker process) and is taken when it is ready, one
at a time, so the window keeps drawing; the replay counts its decisions for a progress bar
and times each one against the level's think-time targets.

The comparison lays the two deals side by side, trick by trick (who led, the four cards in
play order, who won the trick and its card points) and by their results; a game without
tricks (Burraco) is compared by its result lines, its turns counted to say where it parted.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.core.api import DealResult, Event, EventKind, State
from game.core.cards import Card
from game.session.controller import Decider, TableController

REPLAY_LEVEL = "hard"
"""The level that plays the human's seat (the hints' level: the table's strongest usual one)."""


@dataclass(frozen=True, slots=True)
class TrickRow:
    """One trick as it was played: its cards in play order (seat, card), who won it and its
    card points."""

    cards: tuple[tuple[int, Card], ...]
    winner: int
    points: int

    @property
    def leader(self) -> int:
        return self.cards[0][0]


@dataclass(frozen=True, slots=True)
class DealPlay:
    """One deal as played: its actions (seat, record text), its tricks and its result."""

    actions: tuple[tuple[int, str], ...]
    tricks: tuple[TrickRow, ...]
    turns: int  # the turns ended by a discard (a rummy's turns; 0 in the trick games)
    result: DealResult


@dataclass(frozen=True, slots=True)
class Parting:
    """Where the two deals first differ: the action's index, and its trick or turn (from 1;
    0 when it came before the first card was played)."""

    action: int
    trick: int
    turn: int
    seat: int


@dataclass(frozen=True, slots=True)
class PartingChoice:
    """The human's decision where the AI chose otherwise: the state before it and the two
    actions as the record writes them (the advisor values both, ``game.ui.scenes.compare``)."""

    state: State
    mine: str
    ai: str


@dataclass(frozen=True, slots=True)
class Comparison:
    """The human's deal and the AI's, side by side, for ``side`` (the human's team or seat)."""

    mine: DealPlay
    ai: DealPlay
    parting: Parting | None  # None: the AI played the deal exactly as the human did
    side: int = 0

    @property
    def difference(self) -> int:
        """The human's points minus the AI's in the same seat (more is better)."""
        return self.mine.result.points[self.side] - self.ai.result.points[self.side]


class Play:
    """A deal's plays gathered from the events its actions caused."""

    def __init__(self) -> None:
        self.actions: list[tuple[int, str]] = []
        self.tricks: list[TrickRow] = []
        self.turns = 0
        self.cards = 0  # cards played so far
        self._trick: list[tuple[int, Card]] = []
        self.at: list[tuple[int, int, int]] = []  # before each action: tricks, turns, cards

    def add(self, seat: int, action: object, events: Sequence[Event]) -> None:
        self.at.append((len(self.tricks), self.turns, self.cards))
        self.actions.append((seat, str(action)))
        for event in events:
            if event.kind is EventKind.PLAY and event.seat is not None and event.cards:
                self._trick.append((event.seat, event.cards[0]))
                self.cards += 1
            elif event.kind is EventKind.TRICK and event.seat is not None:
                points = event.values[0] if event.values else 0
                self.tricks.append(TrickRow(tuple(self._trick), event.seat, points))
                self._trick = []
            elif event.kind is EventKind.DISCARD:
                self.turns += 1

    def played_card(self, index: int) -> bool:
        """Whether the action at ``index`` put a card on the table."""
        after = self.at[index + 1][2] if index + 1 < len(self.at) else self.cards
        return after > self.at[index][2]

    def finish(self, result: DealResult) -> DealPlay:
        return DealPlay(tuple(self.actions), tuple(self.tricks), self.turns, result)


def play_of(start: State, controller: TableController, actions: Sequence[tuple[int, str]]) -> Play:
    """The plays of ``actions`` taken from ``start`` (a deal's first state, left as it is)."""
    state = start.clone()
    play = Play()
    for seat, text in actions:
        action = controller.action_of(text)
        play.add(seat, action, state.apply(action))
    return play


def parting(mine: Play, ai: Play) -> Parting | None:
    """The first action where the two deals differ (None when they are the same)."""
    count = min(len(mine.actions), len(ai.actions))
    index = next((i for i in range(count) if mine.actions[i] != ai.actions[i]), count)
    if index == len(mine.actions) == len(ai.actions):
        return None
    tricks, turns, cards = (mine if index < len(mine.actions) else ai).at[index]
    in_play = cards > 0 or any(p.played_card(index) for p in (mine, ai) if index < len(p.actions))
    seat = mine.actions[index][0] if index < len(mine.actions) else ai.actions[index][0]
    return Parting(index, tricks + 1 if in_play else 0, turns + 1, seat)


class AiReplay:
    """The human's finished deal played again by the AI in seat 0, a decision at a time.

    ``step`` is called every frame: it takes a decision that is ready and asks for the
    next, never waiting.  ``progress`` is (decisions done, decisions expected: as many as
    the human's deal took, until the replay ends).  ``think_times`` are each decision's
    seconds from its request to its answer.
    """

    def __init__(
        self,
        original: TableController,
        decider: Decider | None,
        level: str = REPLAY_LEVEL,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        result = original.last_result()
        if result is None:
            raise ValueError("the deal is not over")
        self.level = level
        self.variant = original.variant
        self.controller = original.deal_again((level, *original.levels[1:]), decider)
        self._start = self.controller.state.clone()
        actions = original.record.deals[-1].actions
        self._mine = play_of(self._start, self.controller, actions)
        self.mine = self._mine.finish(result)
        self._ai = Play()
        self._clock = clock
        self._asked = -1.0
        self.think_times: list[float] = []
        self.recorded = False  # the statistics have the comparison (set by whoever books it)

    @property
    def done(self) -> bool:
        return self.controller.deal_over

    @property
    def progress(self) -> tuple[int, int]:
        done = len(self._ai.actions)
        if self.done:
            return done, done
        return done, max(len(self.mine.actions), done + 1)

    def step(self) -> bool:
        """Advance by what is ready, without waiting; True once the AI's deal is over."""
        c = self.controller
        if c.deal_over:
            return True
        if self._asked < 0:
            self._asked = self._clock()
        step = c.pump()
        if step is not None:
            self.think_times.append(self._clock() - self._asked)
            self._asked = -1.0
            self._ai.add(step.seat, step.action, step.events)
        return c.deal_over

    def comparison(self) -> Comparison:
        """The two deals side by side (the AI's must be over)."""
        result = self.controller.last_result()
        if result is None:
            raise ValueError("the AI's deal is not over")
        return Comparison(self.mine, self._ai.finish(result), parting(self._mine, self._ai))

    def parting_choice(self) -> PartingChoice | None:
        """Where the AI, in the human's seat, chose otherwise than the human: the state
        before that decision and the two actions (None where the deals are the same, or first
        part at another seat's move, which the two deals' other seats answered differently)."""
        comparison = self.comparison()
        parted = comparison.parting
        if parted is None or parted.seat != 0:
            return None
        mine, ai = comparison.mine.actions, comparison.ai.actions
        if parted.action >= min(len(mine), len(ai)):
            return None
        state = self._start.clone()
        for _, text in mine[: parted.action]:
            state.apply(self.controller.action_of(text))
        return PartingChoice(state, mine[parted.action][1], ai[parted.action][1])

    def close(self) -> None:
        """Forget the decision in flight (the player left before the end)."""
        self.controller.close()
