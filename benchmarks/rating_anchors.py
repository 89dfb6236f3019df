"""The rating's anchors: each AI level's own mean loss per decision, by the same review.

    .venv/bin/python benchmarks/rating_anchors.py --variant belote_bga --deals 16 --seed 1
    .venv/bin/python benchmarks/rating_anchors.py --variant baloot --deals 12 --levels random,hard
    .venv/bin/python benchmarks/rating_anchors.py --variant baloot --deals 50 --levels easy,medium \
        --kinds --out /tmp/kinds.json

For each level, whole games are played (the rules' defaults, seeded decks) with all four
seats at that level, until ``--deals`` deals were played (the last game may stop short; a
deal thrown in stays, as in a player's record: its bids are decisions).  The seats choose
as ``agent.choose`` does, without the table's claims: the review refused a claim in a
record (Baloot's "sawa": not among the legal actions of the seat's sampled world), which
stopped the review.  Each game is kept as a record and reviewed for seat 0 by
``ai.review.engine.review_game`` at the advisor's budget, exactly as ``main.py review``
and ``main.py rating`` review a player's record.  The non-forced
decisions' losses give the level's mean loss per decision and its standard error (the
decisions are the unit).

The figures are merged into ``ai/rating_anchors.json`` (the variant's entry replaced level
by level; the other games' entries kept), with the deals, decisions, seed and command;
``ai.rating`` reads them.  Nothing is tuned to them.

``--kinds`` also breaks each level's losses down by decision kind (``ai.rating.decision_kind``,
as the statistics screen names them: ``bidding``, ``lead``, ``follow``, ``pickup``...): per
kind the decisions, their mean loss and share of the level's total loss, the share that lost
anything, and the costliest few (played, best, loss), printed and kept under ``"kinds"`` in the
``--out`` file (not in the shipped anchors), to see which kind makes a level's mean what it is.
"""

from __future__ import annotations

import argparse
import fcntl
import json
import math
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.agent import InfoState
from ai.levels import agent_for
from ai.rating import decision_kind
from ai.review.engine import decision_moments, replayed_deals, review_game
from ai.review.marks import Mark
from ai.review.model import Decision
from game.catalog import get_game
from game.core.match import Match
from game.session.deal_code import code_or_none, deck_from_seed, draw_seed
from game.session.record import GameRecord, RecordedDeal

ANCHORS = Path(__file__).resolve().parents[1] / "ai" / "rating_anchors.json"
ANCHOR_LEVELS = ("random", "easy", "medium", "hard", "expert")
REVIEW_SEED = 0  # the review's seed, as ``main.py rating`` uses by default


def played_records(variant: str, level: str, deals: int, seed: int) -> list[GameRecord]:
    """Games of ``variant`` with four ``level`` players, ``deals`` deals in all."""
    definition = get_game(variant)
    rules = definition.parse_options({})
    agent = agent_for(definition, level)
    rng = random.Random(f"anchors:{variant}:{level}:{seed}")
    records: list[GameRecord] = []
    played = 0
    while played < deals:
        dealer = rng.randrange(4)
        match = Match(definition, rules, dealer)
        record = GameRecord(variant, definition.options_to_json(rules), dealer)
        records.append(record)
        while not match.is_finished and played < deals:
            deal_seed = draw_seed(rng)
            deck = deck_from_seed(definition.deck(rules), deal_seed)
            state = match.deal_from(deck)
            code = code_or_none(variant, record.options, match.dealer, deal_seed)
            deal = RecordedDeal([card.code for card in deck], code=code)
            while not state.is_over:
                seat = state.to_act
                legal = state.legal_actions()
                if len(legal) == 1:
                    action = legal[0]
                else:
                    decision_rng = random.Random(rng.getrandbits(62))
                    info = InfoState.of(state, seat, decision_rng)
                    action = agent.choose(info, decision_rng)
                deal.actions.append((seat, str(action)))
                state.apply(action)
            record.deals.append(deal)
            match.finish_deal(state)
            played += 1
    return records


KIND_EXAMPLES = 5  # the costliest decisions of a kind kept with ``--kinds``


def kind_figures(found: list[tuple[str, Decision]]) -> dict[str, Any]:
    """Per decision kind: the decisions, their mean loss and its standard error, the share of
    the level's total loss, the share that lost more than nothing, and the costliest few."""
    total = sum(d.loss for _, d in found) or 1.0
    by_kind: dict[str, list[Decision]] = {}
    for kind, decision in found:
        by_kind.setdefault(kind, []).append(decision)
    figures: dict[str, Any] = {}
    for kind, decisions in sorted(by_kind.items(), key=lambda item: -sum(d.loss for d in item[1])):
        losses = [d.loss for d in decisions]
        worst = sorted(decisions, key=lambda d: -d.loss)[:KIND_EXAMPLES]
        figures[kind] = {
            "decisions": len(losses),
            "mean_loss": round(statistics.fmean(losses), 4),
            "se": round(statistics.stdev(losses) / math.sqrt(len(losses)), 4)
            if len(losses) > 1
            else 0.0,
            "share": round(sum(losses) / total, 3),
            "lossy": round(sum(1 for x in losses if x > 0) / len(losses), 3),
            "worst": [[d.played, d.best, round(d.loss, 2)] for d in worst],
        }
    return figures


def measure(variant: str, level: str, deals: int, seed: int, kinds: bool = False) -> dict[str, Any]:
    """One level's anchor: its seat 0's non-forced losses, reviewed (and, with ``kinds``,
    broken down by decision kind)."""
    started = time.perf_counter()
    records = played_records(variant, level, deals, seed)
    played_in = time.perf_counter() - started
    losses: list[float] = []
    found: list[tuple[str, Decision]] = []  # (kind, decision) of the counted decisions
    for record in records:
        review = review_game(record.data(), 0, seed=REVIEW_SEED)
        replays = list(replayed_deals(record.data())) if kinds else []
        for number, deal in enumerate(review.deals):
            kept = [d for d in deal.decisions if d.mark is not Mark.FORCED]
            losses += [d.loss for d in kept]
            if kinds:
                start, actions = replays[number]
                moments = {
                    index: decision_kind(state, actions[index], stage)
                    for state, index, stage in decision_moments(start, actions, 0)
                }
                found += [(moments.get(d.action_index, d.stage.phase), d) for d in kept]
    mean = statistics.fmean(losses) if losses else 0.0
    se = statistics.stdev(losses) / math.sqrt(len(losses)) if len(losses) > 1 else 0.0
    extra = {"kinds": kind_figures(found)} if kinds and found else {}
    return {
        "mean_loss": round(mean, 4),
        "se": round(se, 4),
        "decisions": len(losses),
        "deals": deals,
        "games": len(records),
        "seed": seed,
        "minutes": round((time.perf_counter() - started) / 60, 1),
        "play_minutes": round(played_in / 60, 1),
        **extra,
    }


def merge(
    variant: str, level: str, figures: dict[str, Any], command: str, out: Path = ANCHORS
) -> None:
    """Write one level's figures into the anchors file (read, replace, write whole)."""
    lock_path = Path(tempfile.gettempdir()) / "atout-rating-anchors.lock"
    with open(lock_path, "w") as lock:  # runs of two games at once
        fcntl.flock(lock, fcntl.LOCK_EX)
        data: dict[str, Any] = {"levels": list(ANCHOR_LEVELS), "games": {}}
        if out.exists():
            data = json.loads(out.read_text(encoding="utf-8"))
        entry = data["games"].setdefault(variant, {})
        entry[level] = {**figures, "command": command}
        data["games"][variant] = {name: entry[name] for name in ANCHOR_LEVELS if name in entry}
        data["games"] = dict(sorted(data["games"].items()))
        out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", required=True)
    parser.add_argument("--deals", type=int, default=16)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default=",".join(ANCHOR_LEVELS))
    parser.add_argument("--dry-run", action="store_true", help="print, do not write the file")
    parser.add_argument(
        "--kinds",
        action="store_true",
        help="also break the losses down by decision kind (printed, kept in the file)",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=ANCHORS,
        help="the anchors file to write (another one keeps a run apart until it is complete)",
    )
    args = parser.parse_args(argv)
    command = " ".join(["benchmarks/rating_anchors.py", *(argv or sys.argv[1:])])
    for level in args.levels.split(","):
        figures = measure(args.variant, level, args.deals, args.seed, args.kinds)
        half = 1.96 * figures["se"]
        print(
            f"{args.variant} {level:<7} {figures['mean_loss']:.3f} ± {half:.3f} (95%) per "
            f"decision over {figures['decisions']} decisions, {args.deals} deals, "
            f"{figures['minutes']} min",
            flush=True,
        )
        for kind, row in figures.get("kinds", {}).items():
            print(
                f"    {kind:<10} {row['decisions']:>5} decisions, mean loss "
                f"{row['mean_loss']:.3f} ± {1.96 * row['se']:.3f}, {100 * row['share']:.0f}% of "
                f"the loss, {100 * row['lossy']:.0f}% lose something",
                flush=True,
            )
        if not args.dry_run:
            if args.out.resolve() == ANCHORS.resolve():  # the shipped file keeps the anchors only
                figures.pop("kinds", None)
            merge(args.variant, level, figures, command, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
