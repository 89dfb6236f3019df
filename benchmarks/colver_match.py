"""Duplicate card-play match: an Atout level against a colver agent (issue 20).

    python benchmarks/colver_match.py --pairs 40 --level hard --opponent heuristic --seed 1
    nice -n 10 python benchmarks/colver_match.py --minutes 40 --pairs 400 --opponent isdd

Without ``--seed`` the deals' seed comes from the clock and is printed (first, and with the
figures): each figure is measured on fresh deals, and ``--seed`` replays a run.

Needs the optional ``bench`` extra (``pip install colver``).  Each deal is dealt
and bid by colver (its heuristic bidder at all four seats; deals where all four
pass are dealt again); then an Atout level plays the cards of one partnership
and colver's agent (``heuristic``; ``ismcts``, its belief-weighted IS-MCTS at
``--ismcts-ms`` a card; ``isdd``, 20 worlds drawn uniformly, each solved
double-dummy) the other, and the same deal is played again with the sides
swapped.  Atout's agent sees only its seat's ``InfoState``, as in the program,
of a ``belote_bga`` deal set up with colver's hands and contract
(``benchmarks/colver_adapter.py`` says how the rules differ and how the contract
is mapped).  Every card is applied to both engines; at every card the two legal
sets are compared and the differences counted.

Printed: card points per deal side (colver's: dix de der and a capot's 90 included) and colver's
contrée deal score, each side's mean and the mean per-pair difference (Atout
minus colver) with its 95% interval; pairs won/tied/lost on card points; the
contracts each side made as declarer; the contracts bid (values, coinches);
think times per side; the legal-set comparison; whether both engines counted
the same card points.  ``--minutes`` stops
starting new pairs after that long (the pairs reported are those finished).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import colver

from ai.agent import Agent, InfoState
from ai.arena import interval, percentile
from ai.levels import agent_for
from benchmarks.colver_adapter import (
    GAME,
    PLAY_SPECS,
    Contract,
    LegalCheck,
    atout_card,
    atout_deal,
    colver_card,
    deal_seed,
    heuristic_auction,
    replacement,
)
from game.belote.scoring import CAPOT_BONUS, DIX_DE_DER
from game.core.seats import team_of

MAX_ATTEMPTS = 50


@dataclass
class Run:
    """One side of a duplicate deal: Atout's team, what each team made, think times."""

    atout_team: int
    card_points: tuple[int, int]
    scores: tuple[float, float]
    atout_times: list[float] = field(default_factory=list)
    colver_times: list[float] = field(default_factory=list)
    points_agree: bool = True

    def margin(self, values: tuple[float, float] | tuple[int, int]) -> float:
        return float(values[self.atout_team] - values[1 - self.atout_team])


@dataclass
class Pair:
    """A duplicate deal: its contract, both runs, the deals thrown in before it."""

    index: int
    contract: Contract
    runs: list[Run]
    legal: LegalCheck
    thrown_in: int


def opponent_spec(opponent: str, ismcts_ms: int) -> str:
    spec = PLAY_SPECS[opponent]
    if opponent == "ismcts":
        spec += f"\ntime_ms = {ismcts_ms}"
    return spec


def play_run(
    seed: int,
    dealer: int,
    contract: Contract,
    atout_team: int,
    agent: Agent,
    spec: str,
    index: int,
    legal: LegalCheck,
) -> Run:
    """Play deal ``seed`` with Atout's ``agent`` for ``atout_team`` and colver's for the other."""
    env = colver.Env.deal(dealer, seed)
    state = atout_deal(env.get_hands(), dealer, contract, index)
    agents = {
        seat: colver.Agent(spec, seat, seed + seat)
        for seat in range(4)
        if team_of(seat) != atout_team
    }
    for opponent in agents.values():
        opponent.init_deal(env)
    for bid in contract.bids:
        for opponent in agents.values():
            opponent.observe(env, bid)
        env.step(bid)
    run = Run(atout_team, (0, 0), (0.0, 0.0))
    rng = random.Random(seed)
    while not env.is_terminal():
        seat = env.current_player()
        if seat != state.to_act:
            raise AssertionError(f"colver asks seat {seat}, Atout seat {state.to_act}")
        allowed = legal.playable_in_both(env, state)
        choices = env.legal_actions()
        decision_rng = random.Random(rng.getrandbits(62))
        start = time.perf_counter()
        if seat in agents:
            action = colver_choice(agents[seat], env, allowed, contract.trump, legal)
        elif len(allowed) == 1:
            action = allowed[0]
        else:
            info = InfoState.of(state, seat, decision_rng)
            action = colver_card(agent.choose(info, decision_rng))
        spent = time.perf_counter() - start
        if len(choices) > 1:
            (run.colver_times if seat in agents else run.atout_times).append(spent)
        card = atout_card(action)
        reason = state.why_illegal(card)
        if action not in choices or reason is not None:
            raise AssertionError(f"{card} is not legal in both engines ({reason})")
        for opponent in agents.values():
            opponent.observe(env, action)
        env.step(action)
        state.apply(card)
    points = env.get_points()
    rewards = env.rewards()
    run.card_points = (points[0], points[1])
    run.scores = (rewards[0], rewards[1])
    ours = list(state.team_card_points())
    ours[team_of(state.last_trick_winner)] += DIX_DE_DER
    tricks = state.tricks_taken
    for team in (0, 1):
        if tricks[team] + tricks[team + 2] == 8:
            ours[team] += CAPOT_BONUS  # colver counts a capot's 90 in the card points
    run.points_agree = state.is_over and tuple(ours) == run.card_points
    return run


def colver_choice(
    opponent: Any, env: Any, allowed: list[int], trump: int, legal: LegalCheck
) -> int:
    """colver's card, replaced when it is legal in colver only (``replacement``)."""
    if opponent.label.split("/")[1].startswith("isdd"):
        decision = opponent.decide(env)
        action, candidates = decision["action"], decision["candidates"]
    else:
        action, candidates = opponent.action(env), []
    if action in allowed:
        return int(action)
    legal.replaced += 1
    return replacement(allowed, trump, env.current_player(), candidates)


def play_pair(job: tuple[int, int, str, str, int]) -> Pair:
    """Duplicate deal ``index``: bid once by colver, played with Atout on each side."""
    seed, index, level, opponent, ismcts_ms = job
    dealer = index % 4
    for attempt in range(MAX_ATTEMPTS):
        deal = deal_seed(seed, index, attempt)
        contract = heuristic_auction(dealer, deal)
        if contract is not None:
            break
    else:
        raise RuntimeError(f"deal {index}: all passed {MAX_ATTEMPTS} times")
    agent = agent_for(GAME, level)
    spec = opponent_spec(opponent, ismcts_ms)
    legal = LegalCheck()
    runs = [play_run(deal, dealer, contract, team, agent, spec, index, legal) for team in (0, 1)]
    return Pair(index, contract, runs, legal, attempt)


def play_all(
    jobs: list[tuple[int, int, str, str, int]], workers: int, minutes: float
) -> list[Pair]:
    """Every job (in ``workers`` processes), none started after ``minutes``."""
    deadline = time.monotonic() + 60 * minutes if minutes > 0 else float("inf")
    pairs: list[Pair] = []
    if workers <= 1:
        for job in jobs:
            if time.monotonic() > deadline:
                break
            pairs.append(play_pair(job))
            progress(len(pairs), len(jobs))
        return pairs
    waiting = list(reversed(jobs))
    with ProcessPoolExecutor(max_workers=workers) as pool:
        running: set[Future[Pair]] = set()
        while waiting or running:
            while waiting and len(running) < workers and time.monotonic() <= deadline:
                running.add(pool.submit(play_pair, waiting.pop()))
            if not running:
                break
            done, running = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                pairs.append(future.result())
                progress(len(pairs), len(jobs))
    return sorted(pairs, key=lambda pair: pair.index)


def progress(done: int, total: int) -> None:
    if done % 10 == 0 or done == total:
        print(f"  {done}/{total} pairs", file=sys.stderr, flush=True)


def mean_ci(values: list[float]) -> str:
    mean, half = interval(values)
    return f"{mean:+.1f} ± {half:.1f}"


def times_line(name: str, times: list[float]) -> str:
    if not times:
        return f"  think time {name}: no decision with a choice"
    return (
        f"  think time {name}: median {1000 * statistics.median(times):.0f} ms, "
        f"p95 {1000 * percentile(times, 0.95):.0f} ms, max {1000 * max(times):.0f} ms "
        f"({len(times)} decisions with a choice)"
    )


def report(pairs: list[Pair], level: str, opponent: str, spec_label: str) -> str:
    runs = [run for pair in pairs for run in pair.runs]
    card_diff = [statistics.fmean(run.margin(run.card_points) for run in p.runs) for p in pairs]
    score_diff = [statistics.fmean(run.margin(run.scores) for run in p.runs) for p in pairs]
    atout_points = [float(run.card_points[run.atout_team]) for run in runs]
    colver_points = [float(run.card_points[1 - run.atout_team]) for run in runs]
    atout_scores = [run.scores[run.atout_team] for run in runs]
    colver_scores = [run.scores[1 - run.atout_team] for run in runs]
    made = {"Atout": 0, "colver": 0}
    for pair in pairs:
        for run in pair.runs:
            team = pair.contract.team
            if run.scores[team] > run.scores[1 - team]:
                made["Atout" if run.atout_team == team else "colver"] += 1
    contracts = [pair.contract for pair in pairs]
    values = Counter("capot" if c.capot else str(c.value) for c in contracts)
    decisions = sum(pair.legal.decisions for pair in pairs)
    differences = sum(pair.legal.differences for pair in pairs)
    colver_only = sum(pair.legal.colver_only for pair in pairs)
    atout_only = sum(pair.legal.atout_only for pair in pairs)
    undertrumps = sum(pair.legal.undertrumps for pair in pairs)
    under_partner = sum(pair.legal.under_partner for pair in pairs)
    replaced = sum(pair.legal.replaced for pair in pairs)
    examples = [e for pair in pairs for e in pair.legal.examples][:3]
    examples += [e for pair in pairs for e in pair.legal.other_examples][:3]
    lines = [
        f"belote_bga card play: Atout {level} vs colver {opponent} ({spec_label}), "
        f"{len(pairs)} duplicate pairs, colver's heuristic bidding at all seats",
        f"  card points per deal side (dix de der and capot included): Atout "
        f"{statistics.fmean(atout_points):.1f}, colver {statistics.fmean(colver_points):.1f}",
        f"  card point difference per deal (Atout - colver): {mean_ci(card_diff)} (95% CI)",
        f"  colver deal score per deal side: Atout {statistics.fmean(atout_scores):.1f}, "
        f"colver {statistics.fmean(colver_scores):.1f}",
        f"  deal score difference per deal (Atout - colver): {mean_ci(score_diff)} (95% CI)",
        f"  pairs won/tied/lost by Atout (card points): {sum(d > 0 for d in card_diff)}/"
        f"{sum(d == 0 for d in card_diff)}/{sum(d < 0 for d in card_diff)}",
        f"  contracts made (colver's scoring) by the declaring side: Atout {made['Atout']}, "
        f"colver {made['colver']} of {len(pairs)}",
        f"  contracts: {', '.join(f'{k} x{v}' for k, v in sorted(values.items()))}; "
        f"coinched {sum(c.coinche > 0 for c in contracts)}, "
        f"deals thrown in (all passed) {sum(pair.thrown_in for pair in pairs)}",
        times_line(f"Atout {level}", [t for run in runs for t in run.atout_times]),
        times_line(f"colver {opponent}", [t for run in runs for t in run.colver_times]),
        f"  legal cards compared at {decisions} decisions: {differences} differ "
        f"(colver allows more: {colver_only}, Atout allows more: {atout_only}; "
        f"may throw, not undertrump: {undertrumps}; may trump under the partner: "
        f"{under_partner}); "
        f"colver's card legal in colver only, replaced: {replaced}",
        *(f"    {example}" for example in examples),
        f"  card points equal in both engines in {sum(run.points_agree for run in runs)}"
        f" of {len(runs)} deal sides",
    ]
    return "\n".join(lines)


def clock_seed() -> int:
    """A seed nobody chose, from the clock's nanoseconds (cut short to be easy to quote): each
    figure is measured on fresh deals; ``--seed`` replays a run."""
    return time.time_ns() % 1_000_000_007


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pairs", type=int, default=40)
    parser.add_argument("--level", choices=("hard", "expert"), default="hard")
    parser.add_argument("--opponent", choices=tuple(PLAY_SPECS), default="heuristic")
    parser.add_argument(
        "--seed", type=int, default=None, help="the deals' seed (default: from the clock)"
    )
    parser.add_argument("--workers", type=int, default=1, help="worker processes")
    parser.add_argument("--minutes", type=float, default=0.0, help="start no pair after this")
    parser.add_argument("--ismcts-ms", type=int, default=100, help="colver IS-MCTS time a card")
    args = parser.parse_args(argv)
    seed = clock_seed() if args.seed is None else args.seed
    print(f"seed {seed}", flush=True)
    jobs = [(seed, index, args.level, args.opponent, args.ismcts_ms) for index in range(args.pairs)]
    started = time.monotonic()
    pairs = play_all(jobs, args.workers, args.minutes)
    if not pairs:
        print("no pair finished")
        return 1
    spec = opponent_spec(args.opponent, args.ismcts_ms)
    label = colver.Agent(spec, 0, 0).label
    print(report(pairs, args.level, args.opponent, label))
    print(
        f"  seed {seed}, wall time {time.monotonic() - started:.0f} s, colver {colver.__version__}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
