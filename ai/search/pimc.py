"""Perfect-information Monte Carlo: try every option in many sampled worlds.

Each world is a full deal consistent with what the seat has seen; every legal
action is applied to a copy of it and the deal is finished (greedy rollouts,
or solved exactly in the last tricks).  The action with the best mean value
wins; options within ``tolerance`` of the best count as equal, and then the
rule-based player's choice is taken, as a human takes the natural card.

World ``i`` of a decision is drawn from its own seed, so a search split over
two processes (worlds 0..k and k..n) adds up to exactly the same sums.

What is game-specific (the rollout, the solver, the rule-based choice, which
worlds the bids rule out) comes in the game's ``GamePieces``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from ai.agent import InfoState
from ai.search.pieces import GamePieces, SolveTooLargeError
from ai.search.sensible import considered
from ai.search.utility import Utility, final_points
from game.core.trickplay import TrickPlayState

MIN_WORLDS = 8
TIE = 0.5
"""Options whose mean values differ by less than this are equal at every level: the
rule-based choice among them is taken (once a contract is settled in every world the
values no longer separate the cards, and the natural card still takes its points)."""


@dataclass(frozen=True)
class Budget:
    """How hard one decision is thought about."""

    worlds: int
    rollouts: int = 1
    solve_cards: int = 0  # solve exactly once at most this many cards are left in the hands
    tolerance: float = 0.0
    redraws: int = 0  # redraw a world whose bids do not fit its hands, at most this often
    max_rollouts: int = 0  # cap on worlds x rollouts x options (0: none); fewer worlds if over
    solve_worlds: int = 0  # at most this many worlds when every world is solved exactly (0: no cap)
    solve_nodes: int = 0  # a world's options solved in more positions: rollouts (0: no cap)

    def for_options(self, options: int) -> Budget:
        """This budget with fewer worlds when many options would make the decision slow."""
        if not self.max_rollouts:
            return self
        worlds = max(MIN_WORLDS, self.max_rollouts // (self.rollouts * options))
        return replace(self, worlds=min(self.worlds, worlds))


@dataclass
class Tally:
    """Summed values per legal action over a number of worlds."""

    sums: list[float]
    worlds: int

    def merge(self, other: Tally) -> Tally:
        return Tally(
            [a + b for a, b in zip(self.sums, other.sums, strict=True)], self.worlds + other.worlds
        )


def world_rng(seed: int, index: int) -> random.Random:
    return random.Random(seed * 1_000_003 + index)


def cards_left(world: Any) -> int:
    if isinstance(world, TrickPlayState):
        return sum(h.bit_count() for h in world.hands)
    return 1 << 30


def world_values(
    info: InfoState,
    pieces: GamePieces,
    options: Sequence[Any],
    value: Utility,
    seed: int,
    worlds: range,
    *,
    rollouts: int,
    solve_cards: int,
    redraws: int,
    solve_nodes: int = 0,
) -> Iterator[list[float]]:
    """Each option's value in world ``i`` of ``seed``, for every ``i`` of ``worlds`` in turn:
    the one loop behind the search's sums (``evaluate``) and the review's per-world values.

    A world is solved exactly once few enough cards are left; with ``solve_nodes``, a world
    whose options would need more searched positions than that (an equal share each) is
    valued by rollouts instead: a decision's time stays bounded, and the choice is made in
    the world alone, so a split search still adds up."""
    seat = info.seat
    for index in worlds:
        rng = world_rng(seed, index)
        world = info.sample_world(rng)
        if pieces.plausible is not None:
            for _ in range(redraws):
                if pieces.plausible(world, seat):
                    break
                world = info.sample_world(rng)
        rollout_seed = rng.getrandbits(62)
        solver = pieces.solver
        if (
            solver is not None
            and solve_cards > 0
            and pieces.in_play(world)
            and cards_left(world) <= min(solve_cards, pieces.solve_limit)
        ):
            share = -(-solve_nodes // len(options)) if solve_nodes else 0
            solved = partial(solver, seat=seat, value=value, limit=share)
            try:
                yield after_values(world, options, value, solved)
                continue
            except SolveTooLargeError:
                pass
        rolled = partial(rolled_out, pieces=pieces, value=value, seed=rollout_seed, n=rollouts)
        yield after_values(world, options, value, rolled)


def rolled_out(after: Any, pieces: GamePieces, value: Utility, seed: int, n: int) -> float:
    """The mean value of ``n`` rollouts of ``after`` (every option of a world: the same seed)."""
    playouts = random.Random(seed)
    total = 0.0
    for _ in range(n):
        total += value(pieces.finish(after.clone(), playouts))
    return total / n


def after_values(
    world: Any, options: Sequence[Any], value: Utility, rest: Callable[[Any], float]
) -> list[float]:
    """Each option's value in ``world``: the score of a deal it ends, else ``rest`` of the
    world after it (a solve may raise ``SolveTooLargeError``)."""
    values: list[float] = []
    for action in options:
        after = world.clone()
        after.apply(action)
        values.append(value(final_points(after)) if after.is_over else rest(after))
    return values


def valuation(info: InfoState) -> Utility:
    """How the search values a finished deal for ``info``'s seat: the match-aware ``Utility``
    (the levels, the hint and the review all value options with it)."""
    return Utility(info.own_world(), info.seat)


def tally_seed(rng: random.Random) -> int:
    """The seed of a decision's worlds, drawn from the agent's generator as ``PimcAgent.choose``
    draws it: the hint for a seed searches the same worlds as the levels with that seed."""
    return rng.getrandbits(62)


def evaluate(
    info: InfoState, pieces: GamePieces, budget: Budget, seed: int, start: int, stop: int
) -> Tally:
    """Sum each legal action's value over worlds ``start`` to ``stop`` of ``seed``."""
    value = valuation(info)
    sums = [0.0] * len(info.legal_actions)
    for values in world_values(
        info,
        pieces,
        info.legal_actions,
        value,
        seed,
        range(start, stop),
        rollouts=budget.rollouts,
        solve_cards=budget.solve_cards,
        redraws=budget.redraws,
        solve_nodes=budget.solve_nodes,
    ):
        for i, option_value in enumerate(values):
            sums[i] += option_value
    return Tally(sums, stop - start)


def pick(info: InfoState, pieces: GamePieces, tally: Tally, tolerance: float) -> Any:
    """The best action of a tally, the rule-based choice among near-equals."""
    means = [s / max(tally.worlds, 1) for s in tally.sums]
    return info.legal_actions[chosen_index(info, pieces, means, tolerance)]


def chosen_index(
    info: InfoState, pieces: GamePieces, means: Sequence[float], tolerance: float
) -> int:
    """The index of the legal action a search with these mean values takes: the best of the
    ones it may choose (``considered``), the rule-based choice among near-equals (the one
    rule of the levels, the hint and the review)."""
    legal = info.legal_actions
    allowed = considered(pieces, info.own_world(), info.seat, legal)
    best = max(allowed, key=lambda i: means[i])
    tolerance = max(tolerance, TIE)
    natural = pieces.bot(info.own_world(), info.seat, list(legal))
    for i in allowed:
        if legal[i] == natural and means[i] >= means[best] - tolerance:
            return i
    return best


class PimcAgent:
    """Determinized search that averages each option's value over sampled worlds."""

    def __init__(self, pieces: GamePieces, play: Budget, bidding: Budget | None = None) -> None:
        self.pieces = pieces
        self.play = play
        self.bidding = bidding or play

    def budget(self, info: InfoState) -> Budget:
        pieces = self.pieces
        world = info.own_world()
        playing = pieces.in_play(world)
        budget = (self.play if playing else self.bidding).for_options(len(info.legal_actions))
        solved = (
            playing
            and pieces.solver is not None
            and cards_left(world) <= min(budget.solve_cards, pieces.solve_limit)
        )
        if solved and budget.solve_worlds:
            budget = replace(budget, worlds=min(budget.worlds, budget.solve_worlds))
        return budget

    def shortcut(self, info: InfoState) -> Any:
        """The action when there is nothing to search (one legal action, a settled choice,
        one action the search may choose: ``pick`` would take it whatever the worlds say)."""
        legal = info.legal_actions
        if len(legal) == 1:
            return legal[0]
        pieces = self.pieces
        world = info.own_world()
        if pieces.no_search is not None and pieces.no_search(world):
            return pieces.bot(world, info.seat, list(legal))
        allowed = considered(pieces, world, info.seat, legal)
        return legal[allowed[0]] if len(allowed) == 1 else None

    def choose(self, info: InfoState, rng: random.Random) -> Any:
        action = self.shortcut(info)
        if action is not None:
            return action
        budget = self.budget(info)
        tally = evaluate(info, self.pieces, budget, tally_seed(rng), 0, budget.worlds)
        return pick(info, self.pieces, tally, budget.tolerance)
