"""Decisions off the UI thread: ask, poll, cancel; the same for hints.

The table asks for a decision with ``request`` and polls it every frame; the
search runs in worker processes (or inline with ``processes=0``, for tests).
What crosses to the worker is the seat's ``InfoState``, built from a sampled
world, so a worker never holds the real hidden cards either.

With two or more workers, a world-sampling search (medium and up) is split:
each worker sums half of the worlds and ``poll`` adds the halves up.  World
``i`` has its own seed, so the split decision is exactly the inline one.

A hand's review (``review_hand``) is one job per decision plus the open-cards solve
(``ai.review.jobs``): ``progress`` is the share of them done, ``cancel`` drops
those not started.  Without workers they run one per ``poll``/``progress`` call,
so an inline review also advances frame by frame.  ``advise`` is the explained
hint (the best options, their values and why).

The background review (``review_in_background``, issue 39) reviews a finished hand of the
player's when the table is idle, in a worker process of its own at the lowest priority, so
an AI seat's decision never waits behind it; ``busy`` says whether any other question is in
flight, and ``rate`` rates the rows it gave (``ai.rating``).

Workers die with the program that started them (``ai.worker_guard``), however it ends.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import random
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ai.agent import Agent, InfoState
from ai.catalog import game_ai
from ai.levels import agent_for
from ai.rating import Rating, rate_rows, review_rows
from ai.reading import read_cards
from ai.review import Stage, Strength
from ai.review.engine import ADVISOR_LEVEL, review_decision
from ai.review.jobs import HandReview, advise, deal_of, moments_of, review_moment, solve_open
from ai.review.model import DealReview
from ai.search.claims import announce_lead, claim_now
from ai.search.claims import decide as decide_with_claims
from ai.search.pimc import PimcAgent, Tally, evaluate, pick
from ai.worker_guard import guard_worker
from game.core.api import GameDefinition, State
from game.core.replaying import RecordData

HINT_LEVEL = ADVISOR_LEVEL
"""The level a plain hint asks (a service that explains advises at that level's budget)."""

AgentMaker = Callable[[GameDefinition[Any], str], Agent]
"""The agent of a game at a level (``agent_for``; a check hands one with smaller budgets)."""


def guard_background(parent: int) -> None:
    """A background worker: it dies with the program and yields the machine to the rest."""
    guard_worker(parent)
    with contextlib.suppress(OSError, AttributeError):  # a system without nice: as it is
        os.nice(19)


def decide(info: InfoState, level: str, seed: int, agents: AgentMaker = agent_for) -> Any:
    """Run one agent on one information state (in a worker process), with the claims: a
    certain claim of the rest, a lead announced when it qualifies (``ai.search.claims``)."""
    return decide_with_claims(agents(info.definition, level), info, random.Random(seed))


@dataclass
class Job:
    """One request in flight: its futures and how their results make the action."""

    futures: list[Future[Any]]
    finish: Callable[[list[Any]], Any]
    inline: list[tuple[Future[Any], Callable[[], Any]]] = field(default_factory=list)

    def step(self) -> None:
        """Run the next piece of work held for inline running (one per call)."""
        while self.inline:
            future, work = self.inline.pop(0)
            if future.set_running_or_notify_cancel():
                future.set_result(work())
                return

    @property
    def progress(self) -> float:
        return sum(future.done() for future in self.futures) / max(len(self.futures), 1)


class DecisionService:
    """Asynchronous decisions for the table (AI seats and hints)."""

    def __init__(
        self,
        processes: int = 1,
        review_strength: Strength | None = None,
        agents: AgentMaker = agent_for,
    ) -> None:
        self._processes = processes
        self._strength = review_strength  # None: each game's own review strength
        self._agents = agents  # a module-level function, so that workers can be handed it
        self._pool = (
            ProcessPoolExecutor(
                max_workers=processes, initializer=guard_worker, initargs=(os.getpid(),)
            )
            if processes > 0
            else None
        )
        self._jobs: dict[int, Job] = {}
        self._tickets = itertools.count(1)
        self._background: set[int] = set()  # the background review's tickets
        self._idle_pool: ProcessPoolExecutor | None = None  # its worker, made when first asked

    def request(self, state: State, seat: int, level: str, seed: int) -> int:
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
        info = InfoState.of(state, seat, rng)
        decision_seed = rng.getrandbits(63)
        agent = self._agents(state.definition, level)
        claim = claim_now(info)  # the seat's own cards make it certain: no search
        if claim is not None:
            said: Future[Any] = Future()
            said.set_result(claim)
            self._jobs[ticket] = Job([said], lambda results: results[0])
        elif (
            self._pool is not None
            and self._processes >= 2
            and isinstance(agent, PimcAgent)
            and agent.shortcut(info) is None
        ):
            self._jobs[ticket] = self._split(info, agent, decision_seed)
        elif self._pool is None:
            future: Future[Any] = Future()
            future.set_result(decide(info, level, decision_seed, self._agents))
            self._jobs[ticket] = Job([future], lambda results: results[0])
        else:
            future = self._pool.submit(decide, info, level, decision_seed, self._agents)
            self._jobs[ticket] = Job([future], lambda results: results[0])
        return ticket

    def objection(self, state: State, seat: int, level: str) -> Any | None:
        """The call ``seat`` makes now out of turn (Baloot's Qayd), decided at once from its
        own information (no search: a proof from the play, and whether waiting pays)."""
        judge = game_ai(state.definition).objection
        said = None if judge is None else judge(InfoState.of(state, seat, random.Random(seat)))
        return None if said is None else said[0]

    def hint(self, state: State, seat: int, seed: int, level: str = HINT_LEVEL) -> int:
        """Start working out the move to suggest to the human at ``seat`` (poll the ticket)."""
        return self.request(state, seat, level, seed)

    def review(
        self,
        state: State,
        seat: int,
        played: Any,
        seed: int,
        strength: Strength | None = None,
    ) -> int:
        """Start valuing ``seat``'s decision ``played`` in ``state`` as the hand review marks it
        (poll the ticket for its ``Decision``); the worker gets a world sampled for the seat,
        never the real hidden cards."""
        ticket = next(self._tickets)
        world = state.determinize(seat, random.Random(seed))
        args = (world, seat, played, 0, Stage("play"))
        future: Future[Any]
        if self._pool is None:
            future = Future()
            future.set_result(review_decision(*args, seed=seed, strength=strength))
        else:
            future = self._pool.submit(review_decision, *args, seed=seed, strength=strength)
        self._jobs[ticket] = Job([future], lambda results: results[0])
        return ticket

    def advise(self, state: State, seat: int, seed: int) -> int:
        """Start the explained hint for ``seat`` (poll the ticket for an ``Advice``): the
        advisor level's search as ``request`` would run it for the same seed (the same
        worlds), its options valued and explained."""
        ticket = next(self._tickets)
        rng = random.Random(seed)
        world = state.determinize(seat, rng)  # the seat's view, no hidden card
        decision_seed = rng.getrandbits(63)  # as ``request`` draws the agent's seed
        future = self._run(advise, world, seat, decision_seed, self._strength)
        self._jobs[ticket] = Job([future], lambda results: results[0])
        return ticket

    def read_cards(self, state: State, seat: int, seed: int) -> int:
        """Start the card reading of ``seat`` (poll the ticket for an ``ai.reading`` reading):
        what the seat can know, from a world of its own view (never the hidden cards)."""
        ticket = next(self._tickets)
        world = state.determinize(seat, random.Random(seed))
        future = self._run(read_cards, world, seat, seed)
        self._jobs[ticket] = Job([future], lambda results: results[0])
        return ticket

    def review_hand(self, record: RecordData, deal: int, seat: int, seed: int = 0) -> int:
        """Start reviewing deal number ``deal`` (from 1) of a record for ``seat``; poll the
        ticket for a ``HandReview``, read ``progress``, ``cancel`` to stop.  A bad record
        raises the replay's ``ReplayFaultError`` here, before any work is sent."""
        start, actions = deal_of(record, deal)
        moments = moments_of(start, actions, seat)
        job = Job([], lambda results: None)
        for moment in moments:
            args = (moment, seat, deal, seed, self._strength)
            job.futures.append(self._later(job, review_moment, *args))
        job.futures.append(self._later(job, solve_open, start, actions, seat))

        def finish(results: list[Any]) -> HandReview:
            return HandReview(DealReview(deal, seat, tuple(results[:-1])), results[-1])

        job.finish = finish
        ticket = next(self._tickets)
        self._jobs[ticket] = job
        return ticket

    def review_in_background(self, record: RecordData, deal: int, seat: int, seed: int = 0) -> int:
        """Start reviewing a finished deal for the rating (poll the ticket for its rows,
        ``ai.rating.review_rows``, or None for an unfinished deal): in a worker of its own at
        the lowest priority; without workers, run on the next ``poll``."""
        ticket = next(self._tickets)
        job = Job([], lambda results: results[0])
        args = (record, deal, seat, seed, self._strength)
        if self._pool is None:
            future: Future[Any] = Future()
            job.inline.append((future, lambda: review_rows(*args)))
        else:
            if self._idle_pool is None:
                self._idle_pool = ProcessPoolExecutor(
                    max_workers=1, initializer=guard_background, initargs=(os.getpid(),)
                )
            future = self._idle_pool.submit(review_rows, *args)
        job.futures.append(future)
        self._jobs[ticket] = job
        self._background.add(ticket)
        return ticket

    @property
    def busy(self) -> bool:
        """Whether a question other than the background review's is still being worked on
        (an AI seat's decision, a hint, a review the player opened)."""
        return any(
            not all(future.done() for future in job.futures)
            for ticket, job in self._jobs.items()
            if ticket not in self._background
        )

    def rate(self, variant: str, rows: list[dict[str, Any]], deals: int = 0) -> Rating:
        """The rating of the background review's rows of one game (at once: a sum)."""
        return rate_rows(variant, rows, deals)

    def progress(self, ticket: int) -> float:
        """The share of a review's work done (inline: runs one more piece first)."""
        job = self._jobs.get(ticket)
        if job is None:
            return 0.0
        job.step()
        return job.progress

    def _run(self, work: Callable[..., Any], *args: Any) -> Future[Any]:
        """``work`` on a worker, or at once without workers."""
        if self._pool is not None:
            return self._pool.submit(work, *args)
        future: Future[Any] = Future()
        future.set_result(work(*args))
        return future

    def _later(self, job: Job, work: Callable[..., Any], *args: Any) -> Future[Any]:
        """``work`` on a worker, or held in ``job`` to run on a later call without workers."""
        if self._pool is not None:
            return self._pool.submit(work, *args)
        future: Future[Any] = Future()
        job.inline.append((future, lambda: work(*args)))
        return future

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
            return announce_lead(
                info, pick(info, pieces, first.merge(results[1]), budget.tolerance)
            )

        return Job(futures, finish)

    def poll(self, ticket: int) -> tuple[bool, Any]:
        """``(True, action)`` once decided, else ``(False, None)``."""
        job = self._jobs.get(ticket)
        if job is not None:
            job.step()
        if job is None or not all(future.done() for future in job.futures):
            return False, None
        del self._jobs[ticket]
        self._background.discard(ticket)
        return True, job.finish([future.result() for future in job.futures])

    def cancel(self, ticket: int) -> None:
        """Forget a request (its result, if any, is dropped)."""
        job = self._jobs.pop(ticket, None)
        self._background.discard(ticket)
        if job is not None:
            for future in job.futures:
                future.cancel()

    def close(self) -> None:
        for job in self._jobs.values():
            for future in job.futures:
                future.cancel()
        self._jobs.clear()
        self._background.clear()
        for pool in (self._pool, self._idle_pool):
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)
