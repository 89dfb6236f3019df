"""How often the Baloot rule bot says each call, and how often its doubles, Gahwa and Ashkal win.

    python benchmarks/baloot_calls.py --deals 20000 --ladder 40000 --completions 20 --seed 7
    python benchmarks/baloot_calls.py --deals 0 --ladder 40000 --ashkal 0 --hard 20 --seed 7
    python benchmarks/baloot_calls.py --deals 0 --ladder 0 --ashkal 0 --take 30000 --seed 5

Every deal is random (seeded) and every seat is the rule bot (``ai.games.baloot.bot``).

1. Calls per 1000 deals: whole deals at random match totals (0-149 each, so Sun
   doubling and the Gahwa's game check happen), with the share of each call's
   hands that the calling team won (the spec's comparison: more points, equal
   to the bidding team).
2. The doubling ladder: its higher steps are rare, so each deal whose bidding
   ends in Hokum is dealt on many times (``--completions``): the bidding reads
   only the first five cards and the turn-up, so redealing the eleven cards
   after them in random order gives as many random deals with that bidding.
   Each step prints, among the hands where the bot reached it, the win rate by
   the hand value (``suit_value``) of the seat deciding it, the threshold
   marked, and how often the call said won.
3. Ashkal: each time the bot says Ashkal, the same deal is played on after
   Ashkal and after Sun (the call it made before), over ``--completions``
   redeals of the cards not yet dealt: the game points it gains (95% interval).
4. ``--hard N``: the first N doubled hands of part 2 whose taker holds a Gahwa
   hand, played with the hard level at all seats (its card play, not the
   bot's): how often the taker's team won.
5. ``--take N``: the Hokum take threshold.  N duplicate deals, each played
   twice with one side bidding from another threshold (``--thresholds``) and
   the other from the bot's, the sides swapped: the game points a deal the
   other threshold gains (95% interval) and how many deals are thrown in.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.agent import Agent, InfoState
from ai.games.baloot import bot
from ai.games.baloot.bot import bot_action
from ai.games.belote.bot import suit_value
from ai.levels import agent_for
from game.baloot.calls import ASHKAL, PASS, SUN, Call
from game.baloot.definition import DEFINITION
from game.baloot.rules import BalootRules
from game.baloot.state import BIDDING, DOUBLING, BalootState
from game.core.api import DealContext
from game.core.decks import PIQUET_32, shuffled

RULES = BalootRules(predeal_choice=False)  # the bot's pre-deal choice is always "none"
LADDER = ("double", "triple", "four", "gahwa")
THRESHOLDS = {
    "double": bot.DOUBLE_THRESHOLD,
    "triple": bot.TRIPLE_THRESHOLD,
    "four": bot.FOUR_THRESHOLD,
    "gahwa": bot.GAHWA_THRESHOLD,
}


def new_deal(rng: random.Random, totals: tuple[int, int] = (0, 0)) -> BalootState:
    context = DealContext(rng.randrange(4), totals, 0, None)
    return DEFINITION.new_deal(RULES, shuffled(PIQUET_32, rng), context)


def bot_step(state: BalootState) -> object:
    action = bot_action(state, state.to_act, state.legal_actions())
    state.apply(action)
    return action


def won_by(state: BalootState, team: int) -> bool:
    return bool(state.result().details["winner"] == team)


def calls_per_deal(deals: int, rng: random.Random) -> None:
    said: Counter[str] = Counter()
    won: Counter[str] = Counter()
    for _ in range(deals):
        state = new_deal(rng, (rng.randrange(150), rng.randrange(150)))
        calls: list[tuple[int, str]] = []
        while not state.is_over:
            seat, stage = state.to_act, state.stage
            action = bot_step(state)
            if isinstance(action, Call) and action.kind not in ("pass", "none"):
                kept = " (kept or turned)" if stage == "keep" else ""
                calls.append((seat, f"{action}{kept}"))
        if state.thrown_in:
            said["thrown in"] += 1
            continue
        for seat, text in calls:
            said[text] += 1
            won[text] += won_by(state, seat & 1)
    print(f"1. calls per 1000 deals ({deals} deals, random totals), share of their hands won")
    for text, count in sorted(said.items(), key=lambda item: -item[1]):
        share = f"won {won[text] / count:6.1%}" if text != "thrown in" else ""
        print(f"   {text:14s} {1000 * count / deals:8.2f} per 1000  (n={count:6d}) {share}")


def hokum_bidding(rng: random.Random) -> tuple[BalootState, list[object]] | None:
    """A deal at the start of its bidding and the bot's calls, when they end in Hokum."""
    base = new_deal(rng)
    state = base.clone()
    calls = []
    while state.phase == BIDDING:
        calls.append(bot_step(state))
    if state.is_over or state.sun:
        return None
    return base, calls


def redealt(base: BalootState, rng: random.Random) -> BalootState:
    """``base`` with the cards not yet dealt in a fresh random order."""
    state = base.clone()
    rng.shuffle(state.stock)
    return state


def ladder(contracts: int, completions: int, rng: random.Random) -> list[BalootState]:
    """Part 2; returns the doubled hands whose taker holds a Gahwa hand, as their play starts
    (a Gahwa itself needs a four as well, too rare to measure alone)."""
    reached: dict[str, list[tuple[int, bool, bool]]] = defaultdict(list)
    strong: list[BalootState] = []
    hokum = 0
    while hokum < contracts:
        found = hokum_bidding(rng)
        if found is None:
            continue
        hokum += 1
        base, calls = found
        for _ in range(completions):
            state = redealt(base, rng)
            for call in calls:
                state.apply(call)
            steps = []
            while state.phase == DOUBLING:
                seat, stage = state.to_act, state.stage
                trump = state.order.trump_suit if state.order else 0
                value = suit_value(state.hands[seat], trump)
                said = bot_step(state) != PASS
                steps.append((stage, seat, value, said))
            if not any(said for *_, said in steps):
                continue  # nobody doubled
            if any(
                stage == "triple" and value >= bot.GAHWA_THRESHOLD for stage, _, value, _ in steps
            ):
                strong.append(state.clone())
            while not state.is_over:
                bot_step(state)
            for stage, seat, value, said in steps:
                reached[stage].append((value, said, won_by(state, seat & 1)))
    total = hokum * completions
    print(f"\n2. the doubling ladder ({hokum} Hokum biddings x {completions} deals = {total})")
    print("   (the double step: only deals where a defender doubled are played; see part 1)")
    for stage in LADDER[1:]:
        print_decision(stage, reached[stage])
    for stage in LADDER:
        calls_made = [won for _, said, won in reached[stage] if said]
        if calls_made:
            share = sum(calls_made) / len(calls_made)
            per = 1000 * len(calls_made) / total
            print(f"   {stage}: said {len(calls_made)} ({per:.2f} per 1000 Hokum), won {share:.1%}")
    worthy = [won for value, _, won in reached["triple"] if value >= bot.GAHWA_THRESHOLD]
    if worthy:
        share = sum(worthy) / len(worthy)
        print(
            f"   Gahwa hands (taker's value >= {bot.GAHWA_THRESHOLD}) after a double: {share:.1%}"
        )
        print(f"     of {len(worthy)} won in bot play")
    return strong


def print_decision(stage: str, rows: list[tuple[int, bool, bool]]) -> None:
    print(f"   {stage} decision ({len(rows)} times): the decider's value -> hands his team won")
    bins: dict[int, list[bool]] = defaultdict(list)
    for value, _, won in rows:
        bins[value // 5 * 5].append(won)
    for low in sorted(bins):
        wins = bins[low]
        mark = " <- threshold" if low <= THRESHOLDS[stage] < low + 5 else ""
        print(
            f"     {low:4d}-{low + 4:<4d} n={len(wins):6d} won {sum(wins) / len(wins):6.1%}{mark}"
        )


def team_margin(state: BalootState, team: int) -> int:
    points = state.result().points
    return points[team] - points[1 - team]


def mean_and_half(values: list[float]) -> tuple[float, float]:
    """The mean of ``values`` and the half-width of its 95% interval."""
    mean = sum(values) / len(values)
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / max(1, len(values) - 1))
    return mean, 1.96 * spread / math.sqrt(len(values))


def ashkal_gain(deals: int, completions: int, rng: random.Random) -> None:
    gains: list[float] = []
    made = 0
    for _ in range(deals):
        state = new_deal(rng)
        while state.phase == BIDDING:
            legal = state.legal_actions()
            action = bot_action(state, state.to_act, legal)
            if action == ASHKAL:
                team = state.to_act & 1
                total = 0
                for _ in range(completions):
                    rest = state.stock[:]
                    rng.shuffle(rest)
                    after = []
                    for call in (ASHKAL, SUN):
                        trial = state.clone()
                        trial.stock = rest[:]
                        trial.apply(call)
                        while not trial.is_over:
                            bot_step(trial)
                        after.append(trial)
                    made += won_by(after[0], team)
                    total += team_margin(after[0], team) - team_margin(after[1], team)
                gains.append(total / completions)
            state.apply(action)
    print(f"\n3. Ashkal ({deals} deals, each Ashkal played on {completions} times)")
    if not gains:
        print("   never said")
        return
    mean, half = mean_and_half(gains)
    print(f"   said {len(gains)} times ({1000 * len(gains) / deals:.1f} per 1000 deals)")
    print(f"   contract made {made / (len(gains) * completions):.1%} after Ashkal")
    print(f"   Ashkal - Sun: {mean:+.2f} game points a deal (95% interval +-{half:.2f})")


def played_by_agent(state: BalootState, agent: Agent, decisions: random.Random) -> BalootState:
    """``state`` played to its end by ``agent`` at every seat (each sees only its own cards)."""
    while not state.is_over:
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
            continue
        rng = random.Random(decisions.getrandbits(62))
        state.apply(agent.choose(InfoState.of(state, state.to_act, rng), rng))
    return state


def hard_gahwas(strong: list[BalootState], count: int, seed: int) -> None:
    agent = agent_for(DEFINITION, "hard")
    rng = random.Random(seed)
    won = 0
    start = time.perf_counter()
    played = strong[:count]
    for state in played:
        state = played_by_agent(state.clone(), agent, rng)
        won += won_by(state, state.taker & 1)
    seconds = time.perf_counter() - start
    print(f"\n4. hard level at all seats: {won} of {len(played)} doubled Gahwa hands won", end="")
    print(f" by the taker ({seconds:.0f} s)")


def played_out(
    state: BalootState, thresholds: tuple[int, int] = (bot.TAKE_THRESHOLD, bot.TAKE_THRESHOLD)
) -> BalootState:
    """``state`` played to its end by the bot, each team taking from its own threshold."""
    while not state.is_over:
        seat = state.to_act
        state.apply(bot_action(state, seat, state.legal_actions(), thresholds[seat & 1]))
    return state


def take_threshold(deals: int, others: list[int], rng: random.Random) -> None:
    own = bot.TAKE_THRESHOLD
    print(f"\n5. Hokum take threshold against the bot's {own} ({deals} duplicate deals each)")
    for other in others:
        gains: list[float] = []
        thrown = 0
        for _ in range(deals):
            base = new_deal(rng)
            first = played_out(base.clone(), (other, own))
            second = played_out(base.clone(), (own, other))
            thrown += first.thrown_in + second.thrown_in
            gains.append((team_margin(first, 0) + team_margin(second, 1)) / 2)
        mean, half = mean_and_half(gains)
        print(
            f"   from {other:3d}: {mean:+.3f} game points a deal (95% interval +-{half:.3f}),"
            f" {thrown / (2 * deals):.1%} of deals thrown in"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000, help="part 1: whole deals")
    parser.add_argument("--ladder", type=int, default=40000, help="part 2: Hokum biddings")
    parser.add_argument("--ashkal", type=int, default=20000, help="part 3: deals")
    parser.add_argument("--completions", type=int, default=20)
    parser.add_argument("--hard", type=int, default=0, help="part 4: Gahwa hands")
    parser.add_argument("--take", type=int, default=0, help="part 5: duplicate deals")
    parser.add_argument("--thresholds", default="50,52,58,60,62", help="part 5: compared")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    thresholds = ", ".join(f"{stage} {value}" for stage, value in THRESHOLDS.items())
    print(f"thresholds (hand value in the trump): {thresholds}")
    if args.deals:
        calls_per_deal(args.deals, random.Random(args.seed))
    strong = (
        ladder(args.ladder, args.completions, random.Random(args.seed + 1)) if args.ladder else []
    )
    if args.ashkal:
        ashkal_gain(args.ashkal, args.completions, random.Random(args.seed + 2))
    if args.hard:
        hard_gahwas(strong, args.hard, args.seed + 3)
    if args.take:
        others = [int(value) for value in args.thresholds.split(",")]
        take_threshold(args.take, others, random.Random(args.seed + 4))


if __name__ == "__main__":
    main()
