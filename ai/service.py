"""Decisions off the UI thread: ask, poll, cancel; the same for hints.

The table asks for a decision with ``request`` and polls it every frame; the
search runs in worker processes (or inline with ``processes=0``, for tests).
What crosses to the worker is the seat's ``InfoState``, built from a sampled
world, so a worker never holds the real hidden cards either.

With two or more workers, a world-sampling search (medium and up) is split:
each worker sums half of the worlds and ``poll`` adds the halves up.  World
``i`` has its own seed, so the split decision is exactly the inline one.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from ai.agent import InfoState
from ai.levels import agent_for
from ai.review import Stage, Strength, review_decision
from ai.search.pimc import PimcAgent, Tally, evaluate, pick
from game.core.api import State

HINT_LEVEL = "hard"


def decide(info: InfoState, level: str, seed: int) -> Any:
    """Run one agent on one information state (in a worker process)."""
    return agent_for(info.variant, level).choose(info, random.Random(seed))


@dataclass
class Job:
    """One request in flight: its futures and how their results make the action."""

    futures: list[Future[Any]]
    finish: Callable[[list[Any]], Any]


class DecisionService:
    """Asynchronous decisions for the table (AI seats and hints)."""

    def __init__(self, processes: int = 1) -> None:
        self._processes = processes
        self._pool = ProcessPoolExecutor(max_workers=processes) if processes > 0 else None
        self._jobs: dict[int, Job] = {}
        self._tickets = itertools.count(1)

    def request(self, state: State, seat: int, variant: str, level: str, seed: int) -> int:
        """Start deciding for ``seat``; returns a ticket to poll.

        A seat with one legal action gets it at once (its legal actions are
        its own information: they follow from its hand and the table).
        """
        ticket = next(self._tickets)
        legal = state.legal_actions()
        if len(legal) == 1:
            done: Future[Any] = Future()
            done.set_result(legal[0])
            self._jobs[ticket] = Job([done], lambda results: results[0])
            return ticket
        rng = random.Random(seed)
        info = InfoState.of(state, seat, variant, rng)
        decision_seed = rng.getrandbits(63)
        agent = agent_for(variant, level)
        if (
            self._pool is not None
            and self._processes >= 2
            and isinstance(agent, PimcAgent)
            and agent.shortcut(info) is None
        ):
            self._jobs[ticket] = self._split(info, agent, decision_seed)
        elif self._pool is None:
            future: Future[Any] = Future()
            future.set_result(decide(info, level, decision_seed))
            self._jobs[ticket] = Job([future], lambda results: results[0])
        else:
            future = self._pool.submit(decide, info, level, decision_seed)
            self._jobs[ticket] = Job([future], lambda results: results[0])
        return ticket

    def hint(
        self, state: State, seat: int, variant: str, seed: int, level: str = HINT_LEVEL
    ) -> int:
        """Start working out the move to suggest to the human at ``seat`` (poll the ticket)."""
        return self.request(state, seat, variant, level, seed)

    def review(
        self,
        state: State,
        seat: int,
        variant: str,
        played: Any,
        seed: int,
        strength: Strength | None = None,
    ) -> int:
        """Start valuing ``seat``'s decision ``played`` in ``state`` as the hand review marks it
        (poll the ticket for its ``Decision``); the worker gets a world sampled for the seat,
        never the real hidden cards."""
        ticket = next(self._tickets)
        world = state.determinize(seat, random.Random(seed))
        args = (world, seat, variant, played, 0, Stage("play"))
        future: Future[Any]
        if self._pool is None:
            future = Future()
            future.set_result(review_decision(*args, seed=seed, strength=strength))
        else:
            future = self._pool.submit(review_decision, *args, seed=seed, strength=strength)
        self._jobs[ticket] = Job([future], lambda results: results[0])
        return ticket

    def _split(self, info: InfoState, agent: PimcAgent, decision_seed: int) -> Job:
        assert self._pool is not None
        budget = agent.budget(info)
        pieces = agent.pieces
        tally_seed = random.Random(decision_seed).getrandbits(62)
        half = budget.worlds // 2
        futures = [
            self._pool.submit(evaluate, info, pieces, budget, tally_seed, 0, half),
            self._pool.submit(evaluate, info, pieces, budget, tally_seed, half, budget.worlds),
        ]

        def finish(results: list[Any]) -> Any:
            first: Tally = results[0]
            return pick(info, pieces, first.merge(results[1]), budget.tolerance)

        return Job(futures, finish)

    def poll(self, ticket: int) -> tuple[bool, Any]:
        """``(True, action)`` once decided, else ``(False, None)``."""
        job = self._jobs.get(ticket)
        if job is None or not all(future.done() for future in job.futures):
            return False, None
        del self._jobs[ticket]
        return True, job.finish([future.result() for future in job.futures])

    def cancel(self, ticket: int) -> None:
        """Forget a request (its result, if any, is dropped)."""
        job = self._jobs.pop(ticket, None)
        if job is not None:
            for future in job.futures:
                future.cancel()

    def close(self) -> None:
        for job in self._jobs.values():
            for future in job.futures:
                future.cancel()
        self._jobs.clear()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
