"""How far the bidding search's playouts misjudge what a contract is worth in Baloot.

    python benchmarks/rollout_bias.py --deals 400 --seed 1000 --level hard

The searching levels judge each call by playing sampled hands out with the greedy
playout (``ai.games.baloot.entry.baloot_playout``), while the hand itself is played by
the level.  If the playout gives the taker less than the level's play makes, every
search bids too cautiously, and the more worlds it looks at (expert), the more surely.

Each deal is random (seeded), bid by the rule bot at all seats; deals thrown in are
skipped.  From the start of the play the same cards are finished four ways: the greedy
playout (mean of ``--playouts`` seeds), the rule bot at every seat, the rule bot until
five tricks are left and then solved exactly (every hand visible, as the play search
does), and the level at every seat (each seat sees only its own cards).  It prints the
taker's margin in game points under each, and how much more the level makes than the
greedy playout and than the solved finish, with 95% intervals, for Hokum and Sun.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.games.baloot.bot import bot_action, bot_calls
from ai.games.baloot.entry import baloot_playout
from ai.games.baloot.solver import solve
from ai.levels import LEVEL_TABLE, Pimc, agent_for
from ai.search.pimc import cards_left
from ai.search.utility import Utility
from benchmarks.baloot_calls import (
    mean_and_half,
    new_deal,
    played_by_agent,
    played_out,
    team_margin,
)
from game.baloot.definition import DEFINITION
from game.baloot.state import BalootState

HARD_PLAY = LEVEL_TABLE["hard"].play
assert isinstance(HARD_PLAY, Pimc)
SOLVED_CARDS = HARD_PLAY.budget.solve_cards
"""Cards left in the hands when the hard (and expert) play search starts solving."""


def margin(points: tuple[int, ...] | list[int], team: int) -> float:
    return float(points[team] - points[1 - team])


def bid_by_bot(seed: int) -> BalootState | None:
    """A random deal bid by the rule bot, at the start of its play (None if thrown in)."""
    state = new_deal(random.Random(seed))
    bot_calls(state)
    return None if state.is_over else state


def bot_then_solved(state: BalootState, team: int) -> float:
    """``team``'s margin when the bot plays until five tricks are left and the rest is solved."""
    while cards_left(state) > SOLVED_CARDS and not state.is_over:
        state.apply(bot_action(state, state.to_act, state.legal_actions()))
    if state.is_over:
        return team_margin(state, team)
    return solve(state, team, Utility(state, team))


def interval(values: list[float]) -> str:
    if len(values) < 2:
        return "   n/a"
    mean, half = mean_and_half(values)
    return f"{mean:+6.2f} ± {half:4.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--playouts", type=int, default=8)
    args = parser.parse_args()
    agent = agent_for(DEFINITION, args.level)
    rows: dict[str, list[tuple[float, float, float, float]]] = {"hokum": [], "sun": []}
    start = time.perf_counter()
    for seed in range(args.seed, args.seed + args.deals):
        state = bid_by_bot(seed)
        if state is None:
            continue
        team = state.taker & 1
        playouts = [baloot_playout(state, random.Random(r)) for r in range(args.playouts)]
        greedy = statistics.fmean(margin(p, team) for p in playouts)
        bot = team_margin(played_out(state.clone()), team)
        solved = bot_then_solved(state.clone(), team)
        decisions = random.Random(seed * 7 + 1)  # not the deal's own stream
        level = team_margin(played_by_agent(state.clone(), agent, decisions), team)
        rows["sun" if state.sun else "hokum"].append((greedy, bot, solved, level))
    seconds = time.perf_counter() - start
    print(f"taker's margin, game points a deal, 95% interval ({args.deals} deals, {seconds:.0f} s)")
    heads = ("playout", "rule bot", "bot+solved", args.level, "level-playout", "level-solved")
    print(f"{'':6s} {'n':>4s} " + " ".join(f"{head:>14s}" for head in heads))
    for contract, found in rows.items():
        columns = [[row[i] for row in found] for i in range(4)]
        over_playout = [row[3] - row[0] for row in found]
        over_solved = [row[3] - row[2] for row in found]
        cells = " ".join(
            f"{interval(column):>14s}" for column in [*columns, over_playout, over_solved]
        )
        print(f"{contract:6s} {len(found):4d} {cells}")


if __name__ == "__main__":
    main()
