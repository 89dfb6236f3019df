"""Exact (double-dummy) solving of a Baloot hand's last tricks in one sampled world.

The card-set solver of the Belote family (``ai.games.belote.solver.solve_deal``) with
Baloot's own pieces: the engine's follow rule (Saudi, or French under ``french_play``)
and a locked trump that may not be led while another suit is held; the hand's score from
``BalootState.score_from`` with the projects already settled and the baloot (K and Q of
trump played by one holder) fixed by the hands; a Gahwa counted as the points that
decide the game (``ai.search.utility.deciding_points``), as the greedy playout does.

Baloot's game points are rounded card points, so a team taking more can score less (a
failed contract gives the defenders the sum of both teams' rounded points, and that sum
moves with the split).  The outcome's bounds are therefore the lowest and highest score
over every split the rest of the hand can still give, read from a table of the hand's
scores built once per solve.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ai.games.belote.solver import Bounds, Leaf, Legal, deal_total, solve_deal
from ai.native.core import FREE, FRENCH, SAUDI, SPLITS, Play, leaf_table
from ai.native.core import solver as compiled_solver
from ai.search.utility import Utility, deciding_points
from game.baloot.customs import free_legal
from game.baloot.state import BalootState
from game.core.tricks import TrickOrder, french_legal, locked_lead, saudi_legal

SPLIT_TRICKS = 1
"""Team 0's tricks standing for every split where both teams took one."""


def baloot_legal(state: BalootState) -> Legal:
    """The hand's follow rule, with the locked trump's lead rule when the trump is locked."""
    follow = state.follow_rule.legal
    if not state.locked:
        return follow

    def locked_legal(hand: int, led: int, winner: int, partner: bool, order: TrickOrder) -> int:
        if led < 0:
            return locked_lead(hand, order)
        return follow(hand, led, winner, partner, order)

    return locked_legal


def compiled_play(state: BalootState) -> Play | None:
    """The hand's play rules as the compiled core knows them (``None``: a rule it does not)."""
    follow = state.follow_rule.legal
    for rule, legal in ((FRENCH, french_legal), (SAUDI, saudi_legal), (FREE, free_legal)):
        if follow is legal:
            return Play(rule, state.locked)
    return None


def final_baloot(state: BalootState) -> tuple[int, int]:
    """Baloots per team once every card is played: a seat holding the pair, or one of it
    with the other already played by him, completes it whatever the play."""
    baloot = [state.baloot[0], state.baloot[1]]
    pair = state.baloot_cards()
    if pair:
        for seat in range(4):
            held = state.hands[seat] & pair
            if held and (held | state.played_from[seat]) & pair == pair:
                baloot[seat & 1] += 1
    return baloot[0], baloot[1]


@dataclass
class LeafTables:
    """The values of finished hands that score alike, shared by a decision's solves: many
    lines of play, and many worlds, end with the same split of the same scoring."""

    known: dict[tuple[int, int, int, int], float] = field(default_factory=dict)
    rows: dict[tuple[int, int, int, int], tuple[list[float], list[float]]] = field(
        default_factory=dict
    )


def leaf_key(state: BalootState, baloot: tuple[int, int]) -> tuple[object, ...]:
    """What tells apart the hands that score otherwise: the key of their tables in a memo."""
    return ("baloot leaves", state.score_terms(), baloot, state.ctx.totals)


def leaf_tables(state: BalootState, value: Utility, baloot: tuple[int, int]) -> LeafTables:
    """The tables of the hands scored like ``state``'s for ``value`` (kept in its memo: one
    decision's worlds share it, and its terms tell apart the worlds that score otherwise)."""
    key = leaf_key(state, baloot)
    tables = value.memo.get(key)
    if not isinstance(tables, LeafTables):
        tables = value.memo[key] = LeafTables()
    return tables


def baloot_leaf(
    state: BalootState, value: Utility, baloot: tuple[int, int], tables: LeafTables
) -> Leaf:
    """The value of a finished hand with ``baloot`` (per team), remembered in ``tables``."""
    hand_count = state.hand_count
    known = tables.known

    def leaf(made0: int, made1: int, taken0: int, last: int) -> float:
        key = (made0, made1, taken0, last & 1)
        found = known.get(key)
        if found is None:
            taken = (taken0, hand_count - taken0)
            score = state.score_from((made0, made1), last, baloot, taken)
            if score.decides_winner is None:
                found = known[key] = value(score.points)
            else:
                found = known[key] = value(deciding_points(state, score.decides_winner))
        return found

    return leaf


def score_range(state: BalootState, leaf: Leaf, tables: LeafTables) -> Bounds:
    """Bounds over every final split: team 0's card points anywhere between what it has and
    what the other team leaves it, the last trick to either team, and team 0's tricks
    standing as none, all or some (the only way the scoring counts tricks, for Kaboot)."""
    total = deal_total(state)
    hand_count = state.hand_count
    first = state.card_points[0] + state.card_points[2]
    last = total - state.card_points[1] - state.card_points[3]
    rows = tables.rows

    def row(taken0: int) -> tuple[list[float], list[float]]:
        """The lowest and highest value per card points of team 0 (from ``first``)."""
        found = rows.get((taken0, first, last, total))
        if found is None:
            lows, highs = [], []
            for made0 in range(first, last + 1):
                one = leaf(made0, total - made0, taken0, 0)
                other = leaf(made0, total - made0, taken0, 1)
                lows.append(min(one, other))
                highs.append(max(one, other))
            found = rows[taken0, first, last, total] = (lows, highs)
        return found

    def outcome_range(made0: int, made1: int, taken0: int, left: int) -> tuple[float, float]:
        classes = [SPLIT_TRICKS]
        if taken0 == 0:
            classes.append(0)
        if taken0 == hand_count - left:
            classes.append(hand_count)
        low, high = 1e18, -1e18
        for taken in classes:
            lows, highs = row(taken)
            low = min(low, min(lows[made0 - first : total - made1 - first + 1]))
            high = max(high, max(highs[made0 - first : total - made1 - first + 1]))
        return low, high

    return outcome_range


def solve(state: BalootState, team: int, value: Utility, limit: int = 0) -> float:
    """The value for ``team`` of the rest of the Baloot hand under perfect play by all.

    With a ``limit``, ``SolveTooLargeError`` is raised past that many searched positions."""
    baloot = final_baloot(state)
    tables = leaf_tables(state, value, baloot)
    leaf = baloot_leaf(state, value, baloot, tables)
    core = compiled_solver()
    play = compiled_play(state)
    if core is not None and play is not None:
        table = leaf_table(value.memo, leaf_key(state, baloot), deal_total(state), state.hand_count)
        return core.solve(state, team, leaf, play, SPLITS, table, limit)
    bounds = score_range(state, leaf, tables)
    return solve_deal(state, team, leaf, baloot_legal(state), bounds, limit)


def solve_cards(state: BalootState, team: int, value: Utility) -> dict[int, float] | None:
    """The value for ``team`` after each card the seat to act may play under the play rules
    (``solve`` of each card's position, by card index), in one search of the compiled core
    sharing its table across the cards; ``None`` without the core or for rules it lacks."""
    core = compiled_solver()
    play = compiled_play(state)
    if core is None or play is None:
        return None
    baloot = final_baloot(state)
    leaf = baloot_leaf(state, value, baloot, leaf_tables(state, value, baloot))
    table = leaf_table(value.memo, leaf_key(state, baloot), deal_total(state), state.hand_count)
    return core.solve_moves(state, team, leaf, play, SPLITS, table)
