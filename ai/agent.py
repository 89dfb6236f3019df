"""The one agent interface: an agent sees its seat's information state, never the deal.

``InfoState`` is built from a *sampled world* of the seat (``determinize``),
never from the real deal: every card the seat cannot see has already been
resampled, and the games' ``determinize`` keeps no record made from the true
hands beyond what the table saw (no dealing events, only the declarations
shown), so nothing an agent does can reach the real hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.core.api import GameDefinition, State


@dataclass(frozen=True)
class InfoState:
    """What one seat knows when it must decide."""

    seat: int
    legal_actions: tuple[Any, ...]
    info_key: Hashable
    view: Any
    _world: State = field(repr=False, compare=False)

    @staticmethod
    def of(state: State, seat: int, rng: random.Random) -> InfoState:
        """The information state of ``seat`` (the real ``state`` is not kept)."""
        world = state.determinize(seat, rng)
        return InfoState(
            seat=seat,
            legal_actions=tuple(world.legal_actions()) if world.to_act == seat else (),
            info_key=world.info_key(seat),
            view=world.view(seat),
            _world=world,
        )

    @property
    def definition(self) -> GameDefinition[Any]:
        """The game being played (its seats and teams, its name): the sampled world's."""
        return self._world.definition

    def own_world(self) -> State:
        """The world this state was built from: already a sample, so only the seat's
        own cards and the public facts in it are true (what rule-based play reads)."""
        return self._world

    def sample_world(self, rng: random.Random) -> State:
        """A full deal consistent with everything this seat has seen, drawn at random."""
        return self._world.determinize(self.seat, rng)


class Agent(Protocol):
    """Chooses one of ``info.legal_actions``."""

    def choose(self, info: InfoState, rng: random.Random) -> Any: ...


class RandomAgent:
    """Uniformly random legal actions (tests and the weakest baseline)."""

    def choose(self, info: InfoState, rng: random.Random) -> Any:
        return info.legal_actions[int(rng.random() * len(info.legal_actions))]
