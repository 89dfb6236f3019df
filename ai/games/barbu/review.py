"""Barbu's hand review and explained hint (``ai.review.jobs.advise``): each decision's
options raced over batches of sampled worlds, the calls without wasted playouts.

The generic review (``CloseCallSampler`` over ``PimcSampler``) values every option in 128
worlds of three greedy rollouts, and again in fresh worlds, up to 6 times, while a close
call is not settled.  In Barbu that took seconds of one core: a contract choice has up to
22 options, each its own play (8.4 s for a hint), a doubler's 8 options were each played
out although the play never reads the doubles (2.3 s, 3.4 s at most), and a trick with 13
cards could take 25,000 playouts.  ``BarbuSampler`` keeps the review's rule (more worlds
while the best option's lead over another, paired over the same worlds, is not known to
within ``precision`` and may be less than a blunder) but races the options: a batch of
worlds goes only to the options still unsettled and the best, and a decision stops before
``playouts`` greedy playouts (7,200: about a second of one core).  A clear decision costs
one batch, as before; a close one the worlds its close options need.  The options keep
the values of the worlds they had (the best and the close ones: the most).

The calls need fewer playouts to begin with (``call_values``): the doubles only move points
once the deal is settled, so the options of a doubling decision share one play per world,
settled for each option's doubles (the generic loop's values exactly, for a fraction of the
work).

One advisor (issue 35): the values are the levels' own (``ai.search.pimc.valuation``) and
the first batch is the expert level's worlds and rollouts for the decision
(``ai.review.engine.advisor_strength``), so the hint's first values are expert's sums for
the same seed; a contract is played out as many times per world as expert plays it (it
was once: the hint then differed from the level in more than the budget).
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Sequence
from typing import Any

from ai.agent import InfoState
from ai.games.barbu.bot import double_wish
from ai.games.barbu.rollout import greedy_playout
from ai.review.sampling import Sampler, Strength
from ai.review.spec import SamplerMaker
from ai.search.pieces import GamePieces
from ai.search.pimc import valuation, world_rng, world_values
from ai.search.utility import Utility
from game.barbu.actions import Double
from game.barbu.scoring import settle
from game.barbu.state import CHOOSING, DOUBLING, BarbuState

Z95 = 1.96
NO_DOUBLE = Double(())


def in_calls(world: Any) -> bool:
    """Whether ``world`` is a Barbu deal before its play (the contract or the doubling)."""
    return isinstance(world, BarbuState) and world.phase in (CHOOSING, DOUBLING)


def call_values(
    info: InfoState,
    options: Sequence[Any],
    value: Utility,
    seed: int,
    worlds: range,
    rollouts: int,
    columns: Sequence[int] | None = None,
) -> list[list[float]]:
    """``PimcSampler.values`` of a call's options over ``worlds`` (the same numbers): per
    world, the bot's doubles after each option (``bot_doubles``), each contract's
    ``rollouts`` greedy playouts once (played with no doubles: the contract scores),
    settled for each option's doubles.  ``columns``: the options valued (all by default);
    the others' lists stay empty."""
    chosen = range(len(options)) if columns is None else columns
    out: list[list[float]] = [[] for _ in options]
    for index in worlds:
        rng = world_rng(seed, index)
        world = info.sample_world(rng)
        rollout_seed = rng.getrandbits(62)
        plays: dict[Any, list[tuple[int, ...]]] = {}
        wishes: dict[tuple[Any, int], int] = {}
        for column in chosen:
            after = world.clone()
            assert isinstance(after, BarbuState)
            after.apply(options[column])
            doubles = bot_doubles(after, wishes)
            scores = plays.get(after.contract)
            if scores is None:
                while after.phase == DOUBLING:
                    after.apply(NO_DOUBLE)
                after.doubles = [0, 0, 0, 0]
                playouts = random.Random(rollout_seed)
                scores = [greedy_playout(after, playouts) for _ in range(rollouts)]
                plays[after.contract] = scores
            total = 0.0
            for contract_scores in scores:
                total += value(settle(contract_scores, doubles))
            out[column].append(total / rollouts)
    return out


def bot_doubles(world: BarbuState, wishes: dict[tuple[Any, int], int]) -> list[int]:
    """Every seat's doubles once the bot has made the doubles still to come in ``world``
    (``world`` unchanged), as ``bot_action`` makes them: in turn, each seat the largest
    legal subset of its wish (``double_wish``, kept in ``wishes`` for the world's other
    options).  A seat may double anybody else; the declarer, those who doubled him."""
    doubles = world.doubles[:]
    if world.phase != DOUBLING:
        return doubles
    contract = world.contract
    assert contract is not None
    declarer = world.declarer
    seat = world.to_act
    for _ in range(4 - world.doublers):
        wish = wishes.get((contract, seat))
        if wish is None:
            wish = wishes[contract, seat] = double_wish(contract, world.hands[seat], seat, declarer)
        if seat == declarer:
            allowed = 0
            for other in range(4):
                allowed |= (doubles[other] >> seat & 1) << other
        else:
            allowed = 0b1111 & ~(1 << seat)
        doubles[seat] = wish & allowed
        seat = (seat + 1) % 4
    return doubles


def unsettled(
    values: list[list[float]], active: Sequence[int], precision: float, blunder: float
) -> list[int]:
    """The ``active`` options that need more worlds, the best of them first (it stays the
    reference), or none: an option is settled once its loss against the best (paired over
    the worlds both have) is known to within ``precision``, or is surely a blunder."""
    if len(active) < 2:
        return []
    means = {i: statistics.fmean(values[i]) for i in active}
    best = max(active, key=means.__getitem__)
    out = []
    for index in active:
        if index == best:
            continue
        lead = [b - o for b, o in zip(values[best], values[index], strict=False)]
        if len(lead) < 2:
            out.append(index)
            continue
        half = Z95 * statistics.stdev(lead) / math.sqrt(len(lead))
        if half > precision and statistics.fmean(lead) - half < blunder:
            out.append(index)
    return [best, *out] if out else []


class BarbuSampler:
    """Barbu's review sampler (see the module's docstring): the options raced over batches
    of worlds, at most ``playouts`` greedy playouts a decision."""

    def __init__(
        self,
        pieces: GamePieces,
        strength: Strength,
        *,
        precision: float,
        blunder: float,
        batches: int,
        playouts: int,
    ) -> None:
        self.pieces = pieces
        self.strength = strength
        self.precision = precision
        self.blunder = blunder
        self.batches = batches
        self.playouts = playouts

    def options(self, info: InfoState, played: Any) -> tuple[Any, ...]:
        return info.legal_actions

    def values(self, info: InfoState, options: Sequence[Any], seed: int) -> list[list[float]]:
        world = info.own_world()
        assert isinstance(world, BarbuState)
        value = valuation(info)
        shared = world.phase == DOUBLING  # one play for every option: all valued each time
        rollouts = self.strength.rollouts
        out: list[list[float]] = [[] for _ in options]
        active: Sequence[int] = range(len(options))
        size = self.strength.worlds
        spent = 0
        for batch in range(self.batches):
            cost = size * rollouts * (1 if shared else len(active))
            if batch and spent + cost > self.playouts:
                break
            columns = range(len(options)) if shared else active
            worlds = range(batch * size, (batch + 1) * size)
            if in_calls(world):
                more = call_values(info, options, value, seed, worlds, rollouts, columns)
            else:
                more = self.play_values(info, options, value, seed, worlds, columns)
            for index in columns:
                out[index].extend(more[index])
            spent += cost
            active = unsettled(out, active, self.precision, self.blunder)
            if not active:
                break
        return out

    def play_values(
        self,
        info: InfoState,
        options: Sequence[Any],
        value: Utility,
        seed: int,
        worlds: range,
        columns: Sequence[int],
    ) -> list[list[float]]:
        """The search's own values (``world_values``) of the options ``columns`` (the
        others' lists stay empty): a world's values do not depend on the other options."""
        strength = self.strength
        out: list[list[float]] = [[] for _ in options]
        chosen = [options[i] for i in columns]
        for values in world_values(
            info,
            self.pieces,
            chosen,
            value,
            seed,
            worlds,
            rollouts=strength.rollouts,
            solve_cards=strength.solve_cards,
            redraws=strength.redraws,
            solve_nodes=strength.solve_nodes,
        ):
            for index, option_value in zip(columns, values, strict=True):
                out[index].append(option_value)
        return out


def barbu_sampler(*, precision: float, blunder: float, batches: int, playouts: int) -> SamplerMaker:
    """``BarbuSampler`` with these settings, for Barbu's ``ReviewGame``."""

    def make(pieces: GamePieces, strength: Strength) -> Sampler:
        return BarbuSampler(
            pieces,
            strength,
            precision=precision,
            blunder=blunder,
            batches=batches,
            playouts=playouts,
        )

    return make
