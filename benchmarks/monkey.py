"""The table monkey at scale: every rule set, many seeds, ten times the default test's events.

    python benchmarks/monkey.py [--events 3000] [--seeds 3] [--variants burraco ...]
                                [--sizes all|landscape|portrait|odd] [--speeds fast,instant]
                                [--languages en,ja]

Each run opens a new game at the table (the human at seat 0, the other seats
the quickest AI, deciding inline but answering up to ``--thinking`` polls late;
the saves written on their own thread, as in the program) on a fresh data
folder and lets the monkey of
tests/ui/monkey.py loose on it for ``--events`` events with its own seed; the
games it played must then replay from their records to the totals the table
showed.  Any exception, in the table or in that check, ends the run and counts
as a crash.  Runs take their speed and language in turn from the lists given.
Printed per rule set: runs, events, the human seat's actions that stand in the
records, games, crashes with one line per distinct traceback (the exception
and where the program raised it), and wall time.  Exit status 1 if any run
crashed.  Headless: SDL's dummy video and audio drivers.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tests.ui.monkey import MonkeyRun

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@dataclass
class Tally:
    """One rule set's runs."""

    runs: int = 0
    events: int = 0
    human_actions: int = 0
    games: int = 0
    continued: int = 0
    crashes: int = 0
    seconds: float = 0.0
    failures: dict[str, list[int]] = field(default_factory=dict)  # traceback line -> seeds


def crash_line(error: BaseException) -> str:
    """The exception and the innermost place of the program (not the monkey) that raised it."""
    frames = traceback.extract_tb(error.__traceback__)
    ours = [f for f in frames if "/game/" in f.filename or "/ai/" in f.filename]
    where = ours[-1] if ours else frames[-1] if frames else None
    place = ""
    if where is not None:
        place = f" at {Path(where.filename).relative_to(ROOT)}:{where.lineno} in {where.name}"
    words = str(error).splitlines()[0] if str(error) else ""
    return f"{type(error).__name__}: {words[:160]}{place}"


def one_run(
    variant: str,
    seed: int,
    events: int,
    sizes: tuple[tuple[int, int], ...],
    speed: str,
    lang: str,
    thinking: int,
) -> tuple[MonkeyRun, BaseException | None]:
    """One monkey run: what it did, and the exception that ended it or None."""
    from ai.levels import LEVELS
    from game.session.storage import Storage
    from game.ui.app import App
    from game.ui.routes import wire
    from tests.ui import monkey
    from tests.ui.conftest import QuickDecider

    with tempfile.TemporaryDirectory() as folder:
        # As in the program, the saves are written on their own thread and the AI's answers
        # come some frames late; as in the tests, the AI decides inline (deterministic).
        think = random.Random(f"think/{seed}")
        app = App(
            Storage(Path(folder), background=True),
            lambda: monkey.ThinkingDecider(QuickDecider(), think, thinking),
            LEVELS,
        )
        wire(app)
        app.settings.sound = False
        app.open_window()
        run = monkey.MonkeyRun()
        error: BaseException | None = None
        try:
            app.settings.language = lang
            app.apply_settings()
            table = monkey.open_table(app, variant, seed, speed)
            run.games.append(table.controller)
            monkey.run_monkey(app, run, random.Random(seed), events, sizes)
            monkey.check_games(run)
        except Exception as caught:
            error = caught
            traceback.print_exc(file=sys.stderr)
        finally:
            try:
                app.close()
            except Exception as caught:
                error = error or caught
        return run, error


def main() -> int:
    from tests.ui.monkey import LANDSCAPE, ODD, PORTRAIT, VARIANTS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=3000, help="events per run")
    parser.add_argument("--seeds", type=int, default=3, help="runs per rule set")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--variants", nargs="+", default=list(VARIANTS), choices=VARIANTS)
    parser.add_argument("--sizes", default="all", choices=("all", "landscape", "portrait", "odd"))
    parser.add_argument("--speeds", default="fast,instant")
    parser.add_argument("--languages", default="en,ja")
    parser.add_argument(
        "--thinking", type=int, default=6, help="most polls before an AI answer (0: at once)"
    )
    args = parser.parse_args()
    sizes = {
        "all": LANDSCAPE + PORTRAIT + ODD,
        "landscape": LANDSCAPE,
        "portrait": PORTRAIT,
        "odd": ODD,
    }[args.sizes]
    speeds = args.speeds.split(",")
    languages = args.languages.split(",")

    import pygame

    pygame.init()
    print(
        f"monkey: {args.events} events x {args.seeds} seeds per rule set, window sizes "
        f"{args.sizes}, speeds {speeds}, languages {languages}, "
        f"AI answers after 0 to {args.thinking} polls",
        flush=True,
    )
    tallies: dict[str, Tally] = {}
    for variant in args.variants:
        tally = tallies.setdefault(variant, Tally())
        for n in range(args.seeds):
            seed = args.first_seed + n
            speed, lang = speeds[n % len(speeds)], languages[n % len(languages)]
            start = time.perf_counter()
            run, error = one_run(variant, seed, args.events, sizes, speed, lang, args.thinking)
            tally.seconds += time.perf_counter() - start
            tally.runs += 1
            tally.events += run.events
            tally.human_actions += run.human_actions
            tally.games += len(run.games)
            tally.continued += run.continued
            if error is not None:
                tally.crashes += 1
                tally.failures.setdefault(crash_line(error), []).append(seed)
        print(
            f"{variant:15} runs {tally.runs:3}  events {tally.events:7}  "
            f"human actions {tally.human_actions:6}  games {tally.games:4}  "
            f"continued {tally.continued:3}  "
            f"crashes {tally.crashes:3}  wall {tally.seconds:7.1f} s",
            flush=True,
        )
        for line, seeds in tally.failures.items():
            print(f"    {line}  (seeds {', '.join(map(str, seeds))})", flush=True)
    crashes = sum(t.crashes for t in tallies.values())
    total = sum(t.runs for t in tallies.values())
    print(f"total: {crashes} crashed runs of {total}")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
