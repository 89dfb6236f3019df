"""Information-set Monte Carlo tree search (single observer), behind the agent interface.

One tree is grown over the actions of every seat.  Each iteration draws a new
world of the deciding seat, walks down the tree choosing among the actions
legal in *that* world by UCB (counting how often each child was available),
adds one node, finishes the deal with the game's fast rollout and credits
each node with the value for the seat that chose it.  The most visited root
action is played.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ai.agent import InfoState
from ai.search.pieces import GamePieces
from ai.search.sensible import considered
from ai.search.utility import Utility, final_points

EXPLORATION = 0.7
VALUE_SCALE = 162.0


class Node:
    __slots__ = ("available", "children", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.available = 0
        self.total = 0.0


class IsmctsAgent:
    """SO-ISMCTS with a fixed number of iterations (deterministic for a seed)."""

    def __init__(self, pieces: GamePieces, iterations: int) -> None:
        self.pieces = pieces
        self.iterations = iterations

    def choose(self, info: InfoState, rng: random.Random) -> Any:
        legal = info.legal_actions
        if len(legal) == 1:
            return legal[0]
        pieces = self.pieces
        world0 = info.own_world()
        if pieces.no_search is not None and pieces.no_search(world0):
            return pieces.bot(world0, info.seat, list(legal))
        values = [Utility(world0, seat) for seat in range(info.definition.seats)]
        root = Node(info.seat)
        rand = rng.random
        for _ in range(self.iterations):
            world = info.sample_world(rng)
            node = root
            path: list[Node] = []
            while not world.is_over:
                actions = world.legal_actions()
                untried = [a for a in actions if a not in node.children]
                if untried:
                    action = untried[int(rand() * len(untried))]
                    child = Node(world.to_act)
                    node.children[action] = child
                    world.apply(action)
                    path.append(child)
                    break
                log_n = 0.0
                best_score = -math.inf
                best_action: Any = None
                for action in actions:
                    child = node.children[action]
                    child.available += 1
                for action in actions:
                    child = node.children[action]
                    log_n = math.log(child.available)
                    score = child.total / child.visits + EXPLORATION * math.sqrt(
                        log_n / child.visits
                    )
                    if score > best_score:
                        best_score, best_action = score, action
                node = node.children[best_action]
                world.apply(best_action)
                path.append(node)
            points = final_points(world) if world.is_over else pieces.finish(world, rng)
            for child in path:
                child.visits += 1
                child.total += values[child.seat](points) / VALUE_SCALE
        allowed = considered(pieces, world0, info.seat, legal)
        return legal[
            max(
                allowed,
                key=lambda i: root.children[legal[i]].visits if legal[i] in root.children else -1,
            )
        ]
