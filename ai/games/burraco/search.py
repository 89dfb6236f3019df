"""Determinized search for Burraco, one action at a time.

A Burraco turn is several actions (draw or pick up, any number of melds and
lay-offs, a discard).  The search decides **action by action**: at each
decision it lists a few candidates, plays each in the same sampled worlds and
lets the rule-based bot finish the turn and play a few more turns
(``ai.games.burraco.rollout``), then keeps the candidate with the best mean value.
Deciding action by action keeps the candidates few (whole turns would be the
product of every meld order and discard) and lets each later action of the
turn see the cards just drawn.

Candidates:

- the draw phase: draw and pick up (the pile's worth is what is searched);
- the play phase: the bot's own choice; holding back (discarding at once,
  the bot's discard); the best meld or lay-off the bot held back (one that
  spends a wild card early, or the closing it would delay); and the bot's
  few best discards, so the search weighs which card feeds the next
  opponent's pickup.

Worlds come from ``InfoState.sample_world``: the other hands (cards known
from a pickup kept), the unseen pots and the stock are resampled, so nothing
hidden is read.  World ``i`` of a decision has its own seed; options within
``tolerance`` of the best count as equal and the bot's choice is taken.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ai.agent import InfoState
from ai.games.burraco.bot import adds_wild, best_discard, bot_action, discard_score, size_after
from ai.games.burraco.rollout import position_value, rollout
from ai.search.pimc import world_rng
from game.burraco.actions import Discard, Layoff, Meld
from game.burraco.state import DRAW_PHASE, BurracoState


@dataclass(frozen=True)
class BurracoBudget:
    """How hard one Burraco decision is thought about."""

    worlds: int
    turns: int = 4  # turns played after the current one before the table is valued
    discards: int = 3  # how many of the bot's best discards are candidates
    tolerance: float = 0.0


def candidates(world: BurracoState, seat: int, legal: tuple[Any, ...], discards: int) -> list[Any]:
    """The options worth searching, the bot's own choice first (see the module docstring)."""
    natural = bot_action(world, seat, list(legal))
    out = [natural]
    if world.phase == DRAW_PHASE:
        out.extend(a for a in legal if a != natural)
        return out
    plays = [a for a in legal if isinstance(a, Meld | Layoff)]
    if plays:
        held_back = [a for a in plays if a != natural and adds_wild(world, seat, a)]
        if held_back:
            out.append(max(held_back, key=lambda a: (size_after(world, seat, a), len(a.cards))))
        longest = max(plays, key=lambda a: (len(a.cards), size_after(world, seat, a)))
        if longest not in out:
            out.append(longest)
    ranked = sorted(
        (a for a in legal if isinstance(a, Discard)),
        key=lambda a: discard_score(world, seat, a.card),
    )
    seen_cards: set[int] = set()
    for action in ranked:
        if len(seen_cards) >= discards:
            break
        if action.card in seen_cards:
            continue
        seen_cards.add(action.card)
        if action not in out:
            out.append(action)
    bot_discard = best_discard(world, seat, legal)
    if bot_discard is not None and bot_discard not in out:
        out.append(bot_discard)
    return out


def option_values(
    info: InfoState, options: list[Any], budget: BurracoBudget, seed: int
) -> list[float]:
    """Each option's summed value over the budget's worlds (the same worlds for all)."""
    team = info.seat & 1
    sums = [0.0] * len(options)
    for index in range(budget.worlds):
        world = info.sample_world(world_rng(seed, index))
        assert isinstance(world, BurracoState)
        for i, action in enumerate(options):
            after = world.clone()
            after.apply(action)
            rollout(after, budget.turns)
            sums[i] += position_value(after, team)
    return sums


class BurracoSearchAgent:
    """Medium, hard and expert Burraco: candidates tried in sampled worlds."""

    def __init__(self, budget: BurracoBudget) -> None:
        self.budget = budget

    def choose(self, info: InfoState, rng: random.Random) -> Any:
        legal = info.legal_actions
        if len(legal) == 1:
            return legal[0]
        world = info.own_world()
        assert isinstance(world, BurracoState)
        options = candidates(world, info.seat, legal, self.budget.discards)
        if len(options) == 1:
            return options[0]
        sums = option_values(info, options, self.budget, rng.getrandbits(62))
        best = max(range(len(options)), key=lambda i: sums[i])
        margin = self.budget.tolerance * self.budget.worlds
        if sums[0] >= sums[best] - margin:
            return options[0]
        return options[best]
