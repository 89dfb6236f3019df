"""Frame times of the card table during an AI-only game, and the time from start to the menu.

    python benchmarks/ui_frames.py [--seconds S] [--speed normal] [--variant belote_bga]
        [--background [--finished 3] [--idle 0.5] [--book 300]] [--no-menu]

Runs under SDL's dummy video driver (a virtual screen) at 1280x800 with the AI
in a worker process, as in the real program.  A frame's time is the work of
one frame (events, update, drawing, flip), not the wait for the 60 Hz tick.
Targets (issue 7): 99th percentile <= 20 ms while the AI thinks; menu within
2 s of starting from source.  Figures are printed, never asserted.

Each AI decision's time (from its request to the frame that takes its answer) is printed
too.  With ``--background`` (issue 39), finished games of the variant wait in the data
folder (``--finished`` of them, seeded) and the background review of the player's hands
runs during the game, as in the program, with its idle wait cut to ``--idle`` seconds so
that it starts between the AI seats' moves (the program waits 3 s of a human's thinking);
the frames it does its own work in and the worker's start are printed apart; ``--book``
fills the progress files to their largest first (the work of storing each hand grows
with them).  Run it with
and without ``--background`` (the same seed plays the same moves) to compare the frame
times and each AI decision's time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

MENU_PROBE = """
import time, sys
start = float(sys.argv[1])
from pathlib import Path
import pygame
from ai.levels import LEVELS
from ai.service import DecisionService
from game.session.storage import Storage
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
pygame.init()
app = App(Storage(Path(sys.argv[2])), lambda: DecisionService(processes=2), LEVELS)
app.open_window()
app.push(MenuScene(app))
app.frame(0.016)
pygame.display.flip()
print(time.time() - start)
"""


def time_to_menu(folder: str) -> float:
    """Seconds from launching a fresh interpreter to the first drawn menu frame."""
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", MENU_PROBE, repr(start), folder],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    return float(out.stdout.strip().splitlines()[-1])


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def spread(values: list[float]) -> str:
    """Median, 95th and 99th percentiles and maximum of times in milliseconds."""
    return (
        f"median {statistics.median(values):.2f} ms, p95 {percentile(values, 95):.2f} ms,"
        f" p99 {percentile(values, 99):.2f} ms, max {max(values):.2f} ms"
    )


def fill_progress(folder: Path, variant: str, hands: int) -> None:
    """A book of ``hands`` reviewed hands and a full training queue already kept (copies of
    the first finished deal's review, with the options a mistake keeps): the data files at
    their largest, which the background review reads and writes again with each hand."""
    from ai.rating import review_rows
    from game.session.progress import (
        MAX_POSITIONS,
        ProgressBook,
        ReviewedHand,
        StoredDecision,
        StoredOption,
        TrainingPosition,
        TrainingQueue,
        position_save,
        progress_file,
        training_file,
        training_levels,
    )
    from game.session.simulate import simulate_game
    from game.session.storage import Storage

    record = simulate_game(variant, {}, 99).record
    rows = review_rows(record.data(), 1, 0) or []
    decisions = tuple(StoredDecision.check(row) for row in rows)
    book = ProgressBook(
        [
            ReviewedHand(f"{i:024x}", "g", "finished/x.json", 1, "2026-11-01", decisions)
            for i in range(hands)
        ]
    )
    chosen = decisions[len(decisions) // 2]
    options = (StoredOption(chosen.played, 0.0, -5.0, 5.0), StoredOption("x", 9.0, 4.0, 14.0))
    wrong = StoredDecision(
        chosen.kind, chosen.number, chosen.index, 9.0, "blunder", 2, chosen.played, "x", options
    )
    save = position_save(record, 1, chosen.index, training_levels(variant))
    queue = TrainingQueue([TrainingPosition(f"p{i}", save, wrong) for i in range(MAX_POSITIONS)])
    storage = Storage(folder)
    storage.write_data(progress_file(variant), book.to_json())
    storage.write_data(training_file(variant), queue.to_json())
    storage.close()


def keep_finished_games(folder: Path, variant: str, count: int) -> int:
    """``count`` finished games of ``variant`` kept in the data folder as the table keeps
    them (seeded): the background review's work.  Returns their deals."""
    from game.session.simulate import simulate_game
    from game.session.storage import Storage

    storage = Storage(folder)
    deals = 0
    for seed in range(count):
        record = simulate_game(variant, {}, 100 + seed).record
        storage.keep_finished(record.to_json(), seed % 2 == 0, [0, 0])
        deals += len(record.deals)
    storage.close()
    return deals


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--speed", default="normal", choices=("slow", "normal", "fast", "instant"))
    parser.add_argument("--variant", default="belote_bga")
    parser.add_argument("--level", default="medium")
    parser.add_argument("--processes", type=int, default=2, help="AI worker processes (main.py: 2)")
    parser.add_argument(
        "--background", action="store_true", help="the background review on, hands waiting"
    )
    parser.add_argument("--finished", type=int, default=3, help="finished games waiting")
    parser.add_argument("--idle", type=float, default=0.5, help="the review's idle wait (s)")
    parser.add_argument(
        "--book", type=int, default=0, help="reviewed hands already kept (at most 300)"
    )
    parser.add_argument("--no-menu", action="store_true", help="do not time the start to the menu")
    args = parser.parse_args()

    import pygame

    from ai.levels import LEVELS
    from ai.service import DecisionService
    from game.session.controller import TableController
    from game.session.progress import BackgroundReview
    from game.session.storage import Storage
    from game.ui.app import App
    from game.ui.routes import table_scene, wire

    asked: dict[int, float] = {}  # ticket: when its AI decision was asked
    decisions: list[float] = []  # each AI decision's time, asked to answered, in order

    class TimedService(DecisionService):
        """The decision service, timing each AI seat's decision."""

        def request(self, state: Any, seat: int, level: str, seed: int) -> int:
            ticket = super().request(state, seat, level, seed)
            asked[ticket] = time.perf_counter()
            return ticket

        def poll(self, ticket: int) -> tuple[bool, Any]:
            ready, action = super().poll(ticket)
            if ready and ticket in asked:
                decisions.append(time.perf_counter() - asked.pop(ticket))
            return ready, action

    with tempfile.TemporaryDirectory() as folder:
        menu_times = [] if args.no_menu else [time_to_menu(folder) for _ in range(3)]
        waiting = (
            keep_finished_games(Path(folder), args.variant, args.finished) if args.background else 0
        )
        if args.background and args.book:
            fill_progress(Path(folder), args.variant, args.book)
        pygame.init()
        workers = args.processes
        app = wire(App(Storage(Path(folder)), lambda: TimedService(workers), LEVELS, (1280, 800)))
        (tick,) = app.background  # the background review wire() set up
        review = tick.__self__  # type: ignore[attr-defined]
        assert isinstance(review, BackgroundReview)
        busy: list[tuple[float, str]] = []  # the review's own work in a frame, and what it did

        def timed_review(dt: float) -> None:
            before = (len(review.files), len(review.pending), review.ticket, review.reviewed)
            handing = review.working is not None
            start = time.perf_counter()
            review.tick(dt)
            spent = time.perf_counter() - start
            after = (len(review.files), len(review.pending), review.ticket, review.reviewed)
            if after[3] != before[3]:
                busy.append((spent, "took a stored hand"))
            elif after[2] != before[2] and after[2] is not None:
                busy.append((spent, "asked the worker"))
            elif handing and review.working is None:
                busy.append((spent, "took the thread's answer"))
            elif review.working is not None and not handing:
                busy.append((spent, "handed the thread its work"))

        app.background[:] = [timed_review] if args.background else []
        review.idle_seconds = args.idle
        app.settings.speed = args.speed
        app.settings.sound = False
        app.apply_settings()
        app.open_window()
        controller = TableController(
            args.variant, {}, [args.level] * 4, seed=7, decider=app.decider
        )
        table = table_scene(app, controller)
        app.push(table)
        frames: list[float] = []
        thinking: list[float] = []
        clock = pygame.time.Clock()
        end = time.perf_counter() + args.seconds
        dt = 1 / 60
        slow: list[tuple[int, float, float, bool]] = []  # frame, wall and CPU ms, file work
        while time.perf_counter() < end and not controller.game_over:
            start = time.perf_counter()
            cpu = time.thread_time()
            threaded = review.working is not None
            for event in pygame.event.get():
                app.dispatch(event)
            app.frame(dt)
            pygame.display.flip()
            spent = time.perf_counter() - start
            frames.append(spent)
            if spent > 0.020:
                threaded = threaded or review.working is not None
                cpu = time.thread_time() - cpu
                slow.append((len(frames), 1000 * spent, 1000 * cpu, threaded))
            if controller.ai_thinking:
                thinking.append(spent)
            if app.top is not table:  # a hand summary: continue at once
                app.top.click("continue")  # type: ignore[union-attr]
            dt = clock.tick(60) / 1000
        actions = sum(len(deal.actions) for deal in controller.record.deals)
        reviewed = review.reviewed
        app.close()
        pygame.quit()
    ms = [f * 1000 for f in frames]
    think_ms = [f * 1000 for f in thinking]
    print(
        f"variant {args.variant}, 1280x800, speed {args.speed}, AI level {args.level},"
        f" {args.processes} AI processes, load average {os.getloadavg()[0]:.1f}"
    )
    hands = len(controller.results)
    print(f"frames: {len(ms)} in {args.seconds:.0f} s, {actions} actions, {hands} hands")
    print(
        f"frame time: median {statistics.median(ms):.2f} ms, p99 {percentile(ms, 99):.2f} ms,"
        f" max {max(ms):.2f} ms"
    )
    if think_ms:
        print(
            f"while the AI thinks ({len(think_ms)} frames):"
            f" median {statistics.median(think_ms):.2f} ms, p99 {percentile(think_ms, 99):.2f} ms"
        )
    slowest = sorted(range(len(ms)), key=lambda i: -ms[i])[:5]
    print("slowest frames: " + ", ".join(f"{ms[i]:.1f} ms (frame {i + 1})" for i in slowest))
    for number, wall, cpu, threaded in slow[:12]:
        print(
            f"  frame {number}: {wall:.1f} ms, {cpu:.1f} ms of it the frame's own CPU"
            + (", the review's thread at work" if threaded else "")
        )
    if decisions:
        print(f"AI decisions ({len(decisions)}): {spread([d * 1000 for d in decisions])}")
        print("  each, in ms: " + " ".join(f"{d * 1000:.0f}" for d in decisions))
    if args.background:
        print(
            f"background review: {waiting} finished deals waiting, {reviewed} reviewed in the"
            f" run, idle wait {args.idle} s"
        )
        kinds: dict[str, list[float]] = {}
        for spent, what in busy:
            kinds.setdefault(what, []).append(1000 * spent)
        for what, times in kinds.items():
            print(
                f"  {what}: {len(times)} frames, its part at most {max(times):.1f} ms"
                f" (the first {times[0]:.1f} ms)"
            )
    if menu_times:
        print(f"time to menu: best {min(menu_times):.2f} s, worst {max(menu_times):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
