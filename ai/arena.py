"""Duplicate matches between two AI levels: how much stronger is one than the other?

    python -m ai.arena --variant belote_bga --a hard --b easy --deals 200 --seed 1
    python -m ai.arena --variant belote_bga --a hard --b easy --games 50 --seed 1

Every deal is played twice from the same deck with the sides swapped (Barbu
and other games without teams: four times, ``a`` in each seat once), so the
luck of the cards cancels out.  Printed: the mean score difference per deal
(``a`` minus ``b``) with its 95% confidence interval, card points per deal,
deal pairs won/tied/lost, who took the contracts (and the card points in the
deals each side took), and think time per decision.  ``--games`` plays
whole games instead (also in swapped pairs) and reports games won.

A deal that ends the game outright (Baloot's Gahwa) has no points of its own: it
counts as the points that take its winner to the target from the deal's match
totals, as the searches count it (``ai.search.utility.search_points``).  Scored as
nothing, a won Gahwa would look like a tie.  Such deals swing the score by the
whole target, so the report also gives the difference over the pairs where no deal
ended the game.

Seats decide as at the table, with the claims (``ai.search.claims``): a seat claims the rest
when its own cards make it certain and says a lead announcement (Akka) where it applies.

``--log FILE`` keeps every finished pair in a results file (one JSON line each)
and skips the pairs already there, so a run of thousands of pairs may be
spread over several sittings; a pair counts only for the same variant, seed,
kind and level definitions (a changed budget starts afresh).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ai.agent import Agent, InfoState
from ai.levels import LEVEL_NAMES, LEVEL_TABLE, agent_for
from ai.search.claims import decide
from ai.search.utility import search_points
from game.catalog import game_names, get_game
from game.core.api import DealContext, DealResult, GameDefinition, State
from game.core.decks import shuffled
from game.core.match import Match

MAX_DEALS_PER_GAME = 300
MID_GAME_DEALS = 28
SCORING = "decided deals count the points to the target"
"""How a deal is scored, part of a results file's key (pairs scored otherwise do not mix)."""


@dataclass
class Seating:
    """Which level sits where in one run of a deal, and the side ``a`` plays."""

    levels: tuple[str, str, str, str]
    side: int  # team (team games) or seat of ``a``


@dataclass
class Outcome:
    """What one run of a deal or game gave: ``a``'s margin, card points, think times."""

    margin: float
    card_points: float
    times: dict[str, list[float]] = field(default_factory=dict)
    single_times: list[float] = field(default_factory=list)
    won: float = 0.0
    penalties: dict[str, list[float]] = field(default_factory=dict)
    took: bool | None = None  # whether ``a``'s team chose the trumps (None: no contract)
    decided: bool | None = None  # a deal that ended the game (Gahwa): whether ``a`` won it


def seatings(definition: GameDefinition[Any], a: str, b: str) -> list[Seating]:
    if definition.teams:
        return [Seating((a, b, a, b), 0), Seating((b, a, b, a), 1)]
    out = []
    for seat in range(4):
        levels = [b, b, b, b]
        levels[seat] = a
        out.append(Seating((levels[0], levels[1], levels[2], levels[3]), seat))
    return out


def margin_of(definition: GameDefinition[Any], points: Sequence[int], side: int) -> float:
    if definition.teams:
        return float(points[side] - points[1 - side])
    mine = points[side]
    return mine - (sum(points) - mine) / (len(points) - 1)


def card_points_of(result: DealResult, definition: GameDefinition[Any], side: int) -> float:
    """``a``'s margin in card points (0 in a game that counts none)."""
    if not result.card_points:
        return 0.0
    return margin_of(definition, result.card_points, side)


def contract_team(result: DealResult, definition: GameDefinition[Any]) -> int | None:
    """The team that took the deal's contract (Belote's declarer, Baloot's bidder), if any: in
    a team game only, where the sides compete for it (Barbu's seats choose in turn)."""
    if not definition.teams or result.contract is None:
        return None
    return definition.side_of(result.contract.seat)


def record_penalties(result: DealResult, seating: Seating, outcome: Outcome) -> None:
    """Negative contracts (contract scores adding up below zero): each level's penalties."""
    scores = result.contract_scores
    if not scores or sum(scores) >= 0:
        return
    for seat, level in enumerate(seating.levels):
        outcome.penalties.setdefault(level, []).append(-float(scores[seat]))


def play_deal(
    state: State,
    seating: Seating,
    agents: dict[str, Agent],
    seed: int,
    outcome: Outcome,
) -> None:
    """Play one deal to its end; think times go into ``outcome``."""
    rng = random.Random(seed)
    step = 0
    while not state.is_over:
        seat = state.to_act
        level = seating.levels[seat]
        decision_seed = rng.getrandbits(62)
        start = time.perf_counter()
        legal = state.legal_actions()
        if len(legal) == 1:
            action = legal[0]
            outcome.single_times.append(time.perf_counter() - start)
        else:
            decision_rng = random.Random(decision_seed)
            info = InfoState.of(state, seat, decision_rng)
            action = decide(agents[level], info, decision_rng)  # with the claims
            outcome.times.setdefault(level, []).append(time.perf_counter() - start)
        reason = state.why_illegal(action)
        if reason is not None:
            raise AssertionError(f"{level} chose an illegal action {action}: {reason}")
        state.apply(action)
        step += 1


def context_for(
    definition: GameDefinition[Any], rules: Any, index: int, rng: random.Random
) -> DealContext:
    """The match situation of duplicate deal ``index``.

    Team games start each deal fresh.  In a game without teams what a deal
    offers depends on the match (Barbu: the contracts each seat has left),
    so the deal comes after a random number of randomly played deals.
    """
    if definition.teams:
        return DealContext(
            dealer=index % definition.seats,
            totals=(0, 0),
            deal_number=index,
            carry=definition.initial_carry(rules),
        )
    match = Match(definition, rules, index % definition.seats)
    for _ in range(rng.randrange(MID_GAME_DEALS)):
        _, state = match.deal_shuffled(rng)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        match.finish_deal(state)
        if match.is_finished:
            match = Match(definition, rules, index % definition.seats)
    return match.context()


Work = tuple[GameDefinition[Any], str, str, int, int]
"""One pair to play: the game, the levels ``a`` and ``b``, the run's seed and the pair's
index (a registered definition crosses to a worker as its name)."""


def run_deal_pair(args: Work) -> list[Outcome]:
    """Every seating of one duplicate deal."""
    definition, a, b, seed, index = args
    rules = definition.parse_options({})
    deal_rng = random.Random(seed * 7_919 + index)
    context = context_for(definition, rules, index, deal_rng)
    deck = shuffled(definition.deck(rules), deal_rng)
    agents = {a: agent_for(definition, a), b: agent_for(definition, b)}
    play_seed = deal_rng.getrandbits(62)
    out = []
    for seating in seatings(definition, a, b):
        state = definition.new_deal(rules, deck, context)
        outcome = Outcome(0.0, 0.0)
        play_deal(state, seating, agents, play_seed, outcome)
        score_deal(definition, state, seating, outcome)
        out.append(outcome)
    return out


def score_deal(
    definition: GameDefinition[Any], state: State, seating: Seating, outcome: Outcome
) -> None:
    """Fill in what a finished deal gave ``a``: margin, card points, contract, penalties."""
    result = state.result()
    outcome.margin = margin_of(definition, search_points(state, result), seating.side)
    if result.decides_winner is not None:
        outcome.decided = result.decides_winner == seating.side
    outcome.card_points = card_points_of(result, definition, seating.side)
    team = contract_team(result, definition)
    if team is not None:
        outcome.took = team == seating.side
    record_penalties(result, seating, outcome)


def run_game_pair(args: Work) -> list[Outcome]:
    """Every seating of one duplicate whole game (same decks in the same order)."""
    definition, a, b, seed, index = args
    rules = definition.parse_options({})
    agents = {a: agent_for(definition, a), b: agent_for(definition, b)}
    out = []
    for seating in seatings(definition, a, b):
        game_rng = random.Random(seed * 104_729 + index)
        match = Match(definition, rules, index % definition.seats)
        outcome = Outcome(0.0, 0.0)
        while not match.is_finished and len(match.results) < MAX_DEALS_PER_GAME:
            _, state = match.deal_shuffled(game_rng)
            play_deal(state, seating, agents, game_rng.getrandbits(62), outcome)
            match.finish_deal(state)
        winners = definition.shared_winners(rules, match.totals)
        if winners is not None:
            outcome.won = 1.0 / len(winners) if seating.side in winners else 0.0
        elif match.winner == seating.side:
            outcome.won = 1.0
        elif match.winner == "draw":
            outcome.won = 0.5
        outcome.margin = margin_of(definition, match.totals, seating.side)
        out.append(outcome)
    return out


def interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def is_decided(pair: list[Outcome]) -> bool:
    """Whether a deal of the pair ended the game (its margin is then the points to the target)."""
    return any(o.decided is not None for o in pair)


def summarise(pairs: list[list[Outcome]], a: str, b: str, games: bool) -> dict[str, Any]:
    """The figures of a finished arena run."""
    per_pair = [statistics.fmean(o.margin for o in pair) for pair in pairs]
    mean, half = interval(per_pair)
    summary: dict[str, Any] = {
        "pairs": len(pairs),
        "margin": mean,
        "margin_ci": half,
        "won": sum(1 for m in per_pair if m > 0),
        "tied": sum(1 for m in per_pair if m == 0),
        "lost": sum(1 for m in per_pair if m < 0),
        "card_points": statistics.fmean(o.card_points for pair in pairs for o in pair),
    }
    if games:
        wins = [o.won for pair in pairs for o in pair]
        rate, rate_half = interval(wins)
        summary["games"] = len(wins)
        summary["game_win_rate"] = rate
        summary["game_win_ci"] = rate_half
    for level in dict.fromkeys((a, b)):
        times = [t for pair in pairs for o in pair for t in o.times.get(level, [])]
        if times:
            summary[f"think_{level}"] = (
                statistics.median(times),
                percentile(times, 0.95),
                max(times),
                len(times),
            )
    for level in dict.fromkeys((a, b)):
        taken = [p for pair in pairs for o in pair for p in o.penalties.get(level, [])]
        if taken:
            summary[f"penalty_{level}"] = (statistics.fmean(taken), len(taken))
    contracts = [o for pair in pairs for o in pair if o.took is not None]
    for side, took in (("a", True), ("b", False)):
        chosen = [o.card_points for o in contracts if o.took is took]
        if chosen:
            summary[f"contracts_{side}"] = (len(chosen) / len(contracts), statistics.fmean(chosen))
    decided = [o.decided for pair in pairs for o in pair if o.decided is not None]
    if decided:
        summary["decided"] = (len(decided), sum(decided))
        ordinary = [m for m, pair in zip(per_pair, pairs, strict=True) if not is_decided(pair)]
        if ordinary:
            summary["margin_ordinary"] = (*interval(ordinary), len(ordinary))
    singles = [t for pair in pairs for o in pair for t in o.single_times]
    if singles:
        summary["think_single_max"] = max(singles)
    return summary


def run(
    definition: GameDefinition[Any],
    a: str,
    b: str,
    count: int,
    seed: int,
    games: bool,
    jobs: int,
    log: Path | None = None,
) -> dict[str, Any]:
    """Play pairs ``0..count-1`` (those not already in ``log``) and sum them all up."""
    key = run_key(definition, a, b, seed, games)
    done = logged_pairs(log, key) if log is not None else {}
    work = [(definition, a, b, seed, index) for index in range(count) if index not in done]
    runner = run_game_pair if games else run_deal_pair

    def keep(index: int, pair: list[Outcome]) -> None:
        done[index] = pair
        if log is not None:
            with log.open("a", encoding="utf-8") as out:
                line = {"key": key, "index": index, "outcomes": [logged(o) for o in pair]}
                out.write(json.dumps(line) + "\n")

    if jobs > 1 and work:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = {pool.submit(runner, item): item[4] for item in work}
            for future in as_completed(futures):
                keep(futures[future], future.result())
    else:
        for item in work:
            keep(item[4], runner(item))
    return summarise([done[index] for index in range(count)], a, b, games)


def logged(outcome: Outcome) -> dict[str, Any]:
    """An outcome as a results-file entry (think times to 0.1 ms, to keep the file small)."""
    entry = asdict(outcome)
    entry["times"] = {k: [round(t, 4) for t in v] for k, v in outcome.times.items()}
    entry["single_times"] = [round(t, 4) for t in outcome.single_times]
    return entry


def run_key(definition: GameDefinition[Any], a: str, b: str, seed: int, games: bool) -> str:
    """What a logged pair must share with this run to count in it (the game by its name)."""
    levels = repr((LEVEL_TABLE.get(a), LEVEL_TABLE.get(b)))
    text = f"{definition.name}|{a}|{b}|{seed}|{'games' if games else 'deals'}|{levels}|{SCORING}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def logged_pairs(log: Path, key: str) -> dict[int, list[Outcome]]:
    """The pairs of run ``key`` already in the results file (none if it does not exist)."""
    if not log.exists():
        return {}
    found: dict[int, list[Outcome]] = {}
    for line in log.read_text(encoding="utf-8").splitlines():
        try:
            entry = json.loads(line)
        except json.JSONDecodeError:
            continue  # a line cut short when a run was stopped
        if isinstance(entry, dict) and entry.get("key") == key:
            found[int(entry["index"])] = [Outcome(**o) for o in entry["outcomes"]]
    return found


def report(summary: dict[str, Any], definition: GameDefinition[Any], a: str, b: str) -> str:
    unit = "game" if "games" in summary else "deal"
    lines = [
        f"{definition.name}: {a} (a) vs {b} (b), {summary['pairs']} duplicate {unit} sets",
        f"  score difference per {unit} (a - b): {summary['margin']:+.1f} "
        f"± {summary['margin_ci']:.1f} (95% CI)",
        f"  card points per {unit} (a - b): {summary['card_points']:+.1f}",
        f"  {unit} sets won/tied/lost by a: {summary['won']}/{summary['tied']}/{summary['lost']}",
    ]
    if "games" in summary:
        lines.append(
            f"  games won by a: {100 * summary['game_win_rate']:.1f}% "
            f"± {100 * summary['game_win_ci']:.1f} of {summary['games']}"
        )
    for level in dict.fromkeys((a, b)):
        figures = summary.get(f"think_{level}")
        if figures:
            median, p95, worst, n = figures
            lines.append(
                f"  think time {level}: median {1000 * median:.0f} ms, "
                f"p95 {1000 * p95:.0f} ms, max {1000 * worst:.0f} ms ({n} decisions)"
            )
    for level in dict.fromkeys((a, b)):
        penalty = summary.get(f"penalty_{level}")
        if penalty:
            lines.append(
                f"  penalty points per seat in negative contracts, {level}: "
                f"{penalty[0]:.2f} ({penalty[1]} seat-deals)"
            )
    for side in ("a", "b"):
        contracts = summary.get(f"contracts_{side}")
        if contracts:
            lines.append(
                f"  contracts taken by {side}: {100 * contracts[0]:.0f}% "
                f"(card points per deal, a - b, in those deals: {contracts[1]:+.1f})"
            )
    if "decided" in summary:
        count, won = summary["decided"]
        lines.append(f"  deals that ended the game (Gahwa): {count}, won by a: {won}")
    if "margin_ordinary" in summary:
        mean, half, count = summary["margin_ordinary"]
        lines.append(
            f"  score difference in the {count} {unit} sets where no deal ended the game: "
            f"{mean:+.2f} ± {half:.2f}"
        )
    if "think_single_max" in summary:
        lines.append(f"  one legal action: max {1000 * summary['think_single_max']:.1f} ms")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ai.arena", description=__doc__.split("\n")[0])
    parser.add_argument("--variant", required=True, choices=game_names())
    parser.add_argument("--a", required=True, choices=LEVEL_NAMES)
    parser.add_argument("--b", required=True, choices=LEVEL_NAMES)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--games", type=int, default=0, help="play whole games instead")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--log", type=Path, help="results file: keep pairs, skip those in it")
    args = parser.parse_args(argv)
    games = args.games > 0
    count = args.games if games else args.deals
    definition = get_game(args.variant)
    summary = run(definition, args.a, args.b, count, args.seed, games, args.jobs, args.log)
    print(report(summary, definition, args.a, args.b))
    return 0


if __name__ == "__main__":
    sys.exit(main())
