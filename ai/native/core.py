"""The compiled solver core, loaded with ``ctypes`` when it was built (``ai.native.build``).

``solver()`` is the core, or ``None`` when the library is absent, stale (built from another
``solver.c``), fails to load, or was switched off (``use_compiled(False)``): the games then
solve with the pure-Python search (``ai.games.belote.solver.solve_deal``), which gives the
same values, slower.  The core needs the game's rules as data: the follow rule as one of
the rule sets it knows (``Play``), the finished deals' values as a table it fills through a
callback (``LeafTable``, shared by a decision's worlds through the ``Utility`` memo), and
the kind of bounds the game's scoring allows (``EXTREMES`` or ``SPLITS``).
"""

from __future__ import annotations

import ctypes
import math
from array import array
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ai.native.build import LIBRARY, SOURCE, up_to_date
from ai.search.pieces import SolveTooLargeError
from game.core.trickplay import TrickPlayState
from game.core.tricks import TrickOrder

FRENCH, SAUDI, FREE = 0, 1, 2
"""The follow rules the core plays: French, Saudi, Saudi free over a winning partner."""
EXTREMES, SPLITS = 0, 1
"""The outcome's bounds: the rest of the deal all to one team or all to the other (a
scoring that never gets worse for a team taking more), or every split of the rest."""

CARDS = 53
FIELDS = 18
TOO_LARGE, NO_MEMORY = 1, 2

AskLeaf = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_int, ctypes.c_int, ctypes.c_int)
LeafValue = Callable[[int, int, int, int], float]
"""A finished deal's value from each team's card points, team 0's tricks and the last winner."""


@dataclass(frozen=True)
class Play:
    """The rules of the card play, as the core knows them."""

    rule: int
    locked: bool = False  # the trump may not be led while another suit is held


class LeafTable:
    """The values of finished deals by team 0's card points, team 0's tricks and the last
    trick's team, NaN until the search first reaches one."""

    def __init__(self, total: int, hand_count: int) -> None:
        self.total = total
        self.hand_count = hand_count
        size = (total + 1) * (hand_count + 1) * 2
        self.store = array("d", [math.nan]) * size
        self.values = (ctypes.c_double * size).from_buffer(self.store)


def leaf_table(memo: dict[Hashable, Any], key: Hashable, total: int, hand_count: int) -> LeafTable:
    """The table of the deals that score as ``key`` says, kept in a decision's ``memo``."""
    full = ("native leaves", key, total, hand_count)
    table = memo.get(full)
    if not isinstance(table, LeafTable):
        table = memo[full] = LeafTable(total, hand_count)
    return table


class Core:
    """The loaded library and the per-order data it is handed."""

    def __init__(self, library: ctypes.CDLL) -> None:
        self.function = library.atout_solve
        self.moves = library.atout_solve_moves
        for function in (self.function, self.moves):
            function.restype = ctypes.c_int
            function.argtypes = [
                ctypes.POINTER(ctypes.c_int),
                ctypes.POINTER(ctypes.c_int),
                ctypes.POINTER(ctypes.c_int),
                ctypes.POINTER(ctypes.c_uint64),
                ctypes.POINTER(ctypes.c_double),
                AskLeaf,
                ctypes.c_longlong,
                ctypes.POINTER(ctypes.c_double),
                ctypes.POINTER(ctypes.c_longlong),
            ]
        self.orders: dict[int, tuple[TrickOrder, Any, Any, list[int]]] = {}
        self.nodes = 0  # positions searched by the last solve

    def order_data(self, order: TrickOrder) -> tuple[Any, Any, list[int]]:
        """Strength, points, and 'beaten by', trump and follow-beat sets, made once an order."""
        cached = self.orders.get(id(order))
        if cached is None or cached[0] is not order:
            strength = (ctypes.c_int * CARDS)(*order.strength)
            points = (ctypes.c_int * CARDS)(*order.points)
            sets = [*order.above, order.trump, order.follow_beat]
            cached = self.orders[id(order)] = (order, strength, points, sets)
        return cached[1], cached[2], cached[3]

    def solve(
        self,
        state: TrickPlayState,
        team: int,
        leaf: LeafValue,
        play: Play,
        bounds: int,
        table: LeafTable,
        limit: int = 0,
        fast: bool | None = None,
    ) -> float:
        """The value for ``team`` of the rest of the deal under perfect play by all: what
        ``solve_deal`` returns with the same rules, scoring and bounds.

        With a ``limit``, ``SolveTooLargeError`` is raised past that many searched positions.
        The fast search (``fast``; by default when there is no limit) counts positions its
        own way; the other searches exactly the positions ``solve_deal`` searches, so a limit
        gives up where the Python search would."""
        value = ctypes.c_double()
        fast = limit == 0 if fast is None else fast
        self.call(self.function, state, team, leaf, play, bounds, table, limit, fast, value)
        return value.value

    def solve_moves(
        self,
        state: TrickPlayState,
        team: int,
        leaf: LeafValue,
        play: Play,
        bounds: int,
        table: LeafTable,
        limit: int = 0,
    ) -> dict[int, float]:
        """The value for ``team`` of the deal after each card the seat to act may play (by
        card index): ``solve`` of each card's position, by the fast search with one table
        for all (the positions the cards lead to meet again)."""
        values = (ctypes.c_double * CARDS)()
        self.call(self.moves, state, team, leaf, play, bounds, table, limit, True, values)
        return {card: value for card, value in enumerate(values) if not math.isnan(value)}

    def call(
        self,
        function: Any,
        state: TrickPlayState,
        team: int,
        leaf: LeafValue,
        play: Play,
        bounds: int,
        table: LeafTable,
        limit: int,
        fast: bool,
        out: Any,
    ) -> None:
        """One call of the library on ``state``; its result lands in ``out``."""
        order = state.order
        assert order is not None
        strength, points, sets = self.order_data(order)
        trick = state.trick
        in_trick = len(trick)
        cp = state.card_points
        taken = state.tricks_taken
        game = (ctypes.c_int * FIELDS)(
            play.rule,
            int(play.locked),
            state.step,
            team,
            table.total,
            table.hand_count,
            bounds,
            state.to_act,
            in_trick,
            trick[0] // 13 if in_trick else -1,
            state.win_card if in_trick else -1,
            state.win_seat if in_trick else -1,
            sum(order.points[c] for c in trick),
            cp[0] + cp[2],
            cp[1] + cp[3],
            taken[0] + taken[2],
            state.hand_count - state.tricks_played,
            int(fast),
        )
        hand_sets = (ctypes.c_uint64 * (4 + len(sets)))(*state.hands, *sets)
        total = table.total
        failures: list[BaseException] = []

        def ask(made0: int, taken0: int, last: int) -> float:
            try:
                return leaf(made0, total - made0, taken0, last)
            except BaseException as error:  # re-raised once the search is back in Python
                failures.append(error)
                return math.nan  # left unknown in the shared table

        nodes = ctypes.c_longlong()
        status = function(
            game, strength, points, hand_sets, table.values, AskLeaf(ask), limit, out, nodes
        )
        self.nodes = nodes.value
        if failures:
            raise failures[0]
        if status == TOO_LARGE:
            raise SolveTooLargeError
        if status == NO_MEMORY:
            raise MemoryError("the solver core ran out of memory")


@dataclass
class Loader:
    """Whether the core is wanted, and the core once loaded (``tried``: loaded or failed)."""

    enabled: bool = True
    tried: bool = False
    core: Core | None = None


LOADER = Loader()


def load(path: Path = LIBRARY) -> Core | None:
    """The core from ``path``, or ``None`` when it is missing, stale or fails to load.  A
    library beside its source must have been built from it (the stamp says so); the bundled
    application ships the library alone."""
    if not path.exists():
        return None
    if path == LIBRARY and SOURCE.exists() and not up_to_date():
        return None
    try:
        return Core(ctypes.CDLL(str(path)))
    except (OSError, AttributeError):
        return None


def solver() -> Core | None:
    """The compiled core when it is present and wanted, else ``None`` (solve in Python)."""
    if not LOADER.enabled:
        return None
    if not LOADER.tried:
        LOADER.core = load()
        LOADER.tried = True
    return LOADER.core


def use_compiled(enabled: bool) -> bool:
    """Switch the compiled core on or off (tests and benchmarks compare the two); the
    setting before."""
    before = LOADER.enabled
    LOADER.enabled = enabled
    return before
