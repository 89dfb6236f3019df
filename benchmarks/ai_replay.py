"""Let the AI play my seat: think time per decision and the whole replay's time, per rule set.

    python benchmarks/ai_replay.py --deals 3 --variants belote_bga baloot

For each rule set, plays ``--deals`` deals with an easy player in the human's seat (the
finished hand a player would compare), then has the hard AI play the same deals in that
seat through the table's decision service (two worker processes, polled once per 1/60 s
frame as the comparison scene polls it), and prints the think time of each of its decisions
with a choice (median and max against the hard level's targets: median <= 1 s, max
<= 3 s), the time of the whole replay and how many deals part from the human's.
Figures are printed, never asserted: the machine's load moves them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.service import DecisionService
from game.catalog import game_names
from game.session.ai_replay import AiReplay
from game.session.controller import TableController

FRAME = 1 / 60


def verdict(ok: bool) -> str:
    return "meets target" if ok else "BELOW TARGET"


def played_deal(variant: str, seed: int, service: DecisionService) -> TableController:
    """A deal played to its end with an easy player in seat 0 (it waits on the workers)."""
    controller = TableController(variant, {}, ["easy", "easy", "easy", "easy"], seed, None, service)
    while not controller.deal_over:
        if controller.pump() is None:
            time.sleep(0.002)
    return controller


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", nargs="*", default=game_names())
    args = parser.parse_args()
    service = DecisionService(processes=2)
    try:
        for variant in args.variants:
            thinks: list[float] = []
            walls: list[float] = []
            parted = 0
            for number in range(args.deals):
                original = played_deal(variant, args.seed + number, service)
                replay = AiReplay(original, service)
                start = time.perf_counter()
                while not replay.step():
                    time.sleep(FRAME)
                walls.append(time.perf_counter() - start)
                parted += replay.comparison().parting is not None
                actions = replay.comparison().ai.actions
                timed = zip(actions, replay.think_times, choices(replay), strict=True)
                thinks.extend(t for (seat, _), t, many in timed if seat == 0 and many)
            median = statistics.median(thinks) if thinks else 0.0
            worst = max(thinks, default=0.0)
            print(
                f"{variant}: {args.deals} deals, {len(thinks)} hard decisions with a choice; "
                f"replay {statistics.mean(walls):.1f} s a deal (max {max(walls):.1f} s); "
                f"{parted} part from the easy player's"
            )
            print(
                f"  TARGET hard think time median <= 1 s: {median:.3f} s {verdict(median <= 1)}; "
                f"max <= 3 s: {worst:.3f} s {verdict(worst <= 3)}"
            )
    finally:
        service.close()
    return 0


def choices(replay: AiReplay) -> list[bool]:
    """For each of the AI deal's decisions: whether its seat had more than one legal action."""
    c = replay.controller
    state = c.deal_again(c.levels, None).state
    out = []
    for _, text in replay.comparison().ai.actions:
        out.append(len(state.legal_actions()) > 1)
        state.apply(c.action_of(text))
    return out


if __name__ == "__main__":
    raise SystemExit(main())
