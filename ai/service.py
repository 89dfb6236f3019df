"""Decisions off the UI thread: ask, poll, cancel.

The table asks for a decision with ``request`` and polls it every frame; the
search runs in worker processes (or inline with ``processes=0``, for tests).
What crosses to the worker is the seat's ``InfoState``, built from a sampled
world, so a worker never holds the real hidden cards either.
"""

from __future__ import annotations

import itertools
import random
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from ai.agent import InfoState
from ai.levels import agent_for
from game.core.api import State


def decide(info: InfoState, level: str, seed: int) -> Any:
    """Run one agent on one information state (in a worker process)."""
    return agent_for(info.variant, level).choose(info, random.Random(seed))


class DecisionService:
    """Asynchronous decisions for the table (AI seats and hints)."""

    def __init__(self, processes: int = 1) -> None:
        self._pool = ProcessPoolExecutor(max_workers=processes) if processes > 0 else None
        self._futures: dict[int, Future[Any]] = {}
        self._tickets = itertools.count(1)

    def request(self, state: State, seat: int, variant: str, level: str, seed: int) -> int:
        """Start deciding for ``seat``; returns a ticket to poll."""
        rng = random.Random(seed)
        info = InfoState.of(state, seat, variant, rng)
        ticket = next(self._tickets)
        future: Future[Any]
        if self._pool is None:
            future = Future()
            future.set_result(decide(info, level, rng.getrandbits(63)))
        else:
            future = self._pool.submit(decide, info, level, rng.getrandbits(63))
        self._futures[ticket] = future
        return ticket

    def poll(self, ticket: int) -> tuple[bool, Any]:
        """``(True, action)`` once decided, else ``(False, None)``."""
        future = self._futures.get(ticket)
        if future is None or not future.done():
            return False, None
        del self._futures[ticket]
        return True, future.result()

    def cancel(self, ticket: int) -> None:
        """Forget a request (its result, if any, is dropped)."""
        future = self._futures.pop(ticket, None)
        if future is not None:
            future.cancel()

    def close(self) -> None:
        for future in self._futures.values():
            future.cancel()
        self._futures.clear()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
