"""Short Burraco rollouts and the value of the position where they stop.

A whole hand played out by the rule-based bot costs about 30 ms here, too
much to try several options in many worlds within a second.  So a rollout
plays a few turns only (the rest of the current turn and the next ``turns``
turns), then values the table: what each team has melded (a burraco counts
its bonus, a meld on its way to one part of it), whether it has its pot, and
the cards still in its hands, which weigh more as the stock runs down (a hand
early on is material, at the end it is a debt).  A hand that ends inside the
rollout is worth its real score.
"""

from __future__ import annotations

import random
from typing import Final

from ai.games.burraco.bot import bot_action
from game.burraco.melds import BURRACO_SIZE, CARD_POINTS, TableMeld
from game.burraco.scoring import CLEAN_BURRACO, DIRTY_BURRACO
from game.burraco.state import BurracoState
from game.core.api import State

FULL_STOCK: Final = 41
NO_POT_YET: Final = -70.0
"""A team without its pot will likely take it still: not the whole -100."""
CLEAN_PROGRESS: Final = (0.0, 0.0, 0.0, 10.0, 25.0, 50.0, 100.0)
DIRTY_PROGRESS: Final = (0.0, 0.0, 0.0, 5.0, 15.0, 30.0, 60.0)
"""What a meld of 0..6 cards is worth on its way to a burraco (clean / with a wild)."""
STEP_LIMIT: Final = 400


def meld_value(meld: TableMeld) -> float:
    size = len(meld.cards)
    if size >= BURRACO_SIZE:
        bonus = CLEAN_BURRACO if meld.is_clean else DIRTY_BURRACO
        return float(meld.points + bonus)
    progress = CLEAN_PROGRESS if meld.is_clean else DIRTY_PROGRESS
    return meld.points + progress[size]


def team_value(world: BurracoState, team: int) -> float:
    """A team's standing on the table now (see the module docstring)."""
    value = sum(meld_value(m) for m in world.melds[team])
    if not world.pot_taken[team]:
        value += NO_POT_YET
    weight = 1.0 - 0.7 * min(len(world.stock), FULL_STOCK) / FULL_STOCK
    held = 0
    for seat in (team, team + 2):
        held += sum(CARD_POINTS[c] for c in world.hands[seat].indices())
        held += sum(CARD_POINTS[c] for c in world.unseen[seat] or ())
    return value - weight * held


def position_value(world: BurracoState, team: int) -> float:
    """``team``'s value minus the opponents' (real points once the hand is over)."""
    if world.is_over:
        points = world.result().points
        return float(points[team] - points[1 - team])
    return team_value(world, team) - team_value(world, 1 - team)


def rollout(world: BurracoState, turns: int) -> None:
    """Play the bot in ``world`` (changed) to the end of ``turns`` more turns or of the hand."""
    seat = world.to_act
    ended = 0
    for _ in range(STEP_LIMIT):
        if world.is_over:
            return
        world.apply(bot_action(world, world.to_act, world.legal_actions()))
        if world.to_act != seat:
            ended += 1
            if ended > turns:
                return
            seat = world.to_act


def burraco_finish(world: State, rng: random.Random) -> tuple[int, ...]:
    """The bot plays ``world`` (changed) to the end of the hand (Burraco's ``finish`` piece)."""
    assert isinstance(world, BurracoState)
    while not world.is_over:
        world.apply(bot_action(world, world.to_act, world.legal_actions()))
    return world.result().points
