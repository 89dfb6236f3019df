"""Frame times of the review screen while the worker analyses a finished hand (issue 17).

    nice -n 10 python benchmarks/review_frames.py [--variant belote_bga] [--seed 3] [--seat 0]

Runs the real program headless (SDL's dummy video driver, 1280x800) with the decision
service in one real worker process (``DecisionService(processes=1)``), opens the review
screen on a finished hand of a seeded game record, and draws frames at 60 Hz until the
review is ready.  A frame's time is its work (events, update, drawing, flip), not the
wait for the tick.  Prints the frames' median, 99th percentile (target: at most 20 ms)
and maximum, the review's duration (the worker's start included) and the machine's load,
since the CPU may be shared.  Figures are printed, never asserted.

With ``--background`` (issue 39), finished games wait in the data folder (``--finished``)
and the background review of the player's hands is already working on one of them in its
own low-priority worker when the review screen opens (its idle wait cut to 0.5 s, frames
drawn until it has asked): the review's duration and frames, compared with a run without
it, tell whether the player's review waits for it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

LEAST_ACTIONS = 12  # a hand that was played (not thrown in after the bids)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="belote_bga")
    parser.add_argument("--seed", type=int, default=3, help="the seeded game's seed")
    parser.add_argument("--seat", type=int, default=0, choices=range(4))
    parser.add_argument("--limit", type=float, default=300.0, help="give up after S seconds")
    parser.add_argument(
        "--background", action="store_true", help="the background review at work meanwhile"
    )
    parser.add_argument("--finished", type=int, default=3, help="finished games waiting")
    args = parser.parse_args()

    import pygame

    from ai.levels import LEVELS
    from ai.service import DecisionService
    from benchmarks.ui_frames import keep_finished_games
    from game.session.progress import BackgroundReview
    from game.session.record import GameRecord
    from game.session.simulate import simulate_game
    from game.session.storage import Storage
    from game.ui.app import App
    from game.ui.routes import wire
    from game.ui.scenes.review import ReviewScene

    full = simulate_game(args.variant, {}, args.seed).record
    deal = next(i for i, d in enumerate(full.deals) if len(d.actions) >= LEAST_ACTIONS)
    record = GameRecord(full.variant, full.options, full.first_dealer, full.deals[: deal + 1])

    with tempfile.TemporaryDirectory() as folder:
        if args.background:
            keep_finished_games(Path(folder), args.variant, args.finished)
        pygame.init()
        app = wire(
            App(Storage(Path(folder)), lambda: DecisionService(processes=1), LEVELS, (1280, 800))
        )
        (tick,) = app.background  # the background review wire() set up
        background = tick.__self__  # type: ignore[attr-defined]
        assert isinstance(background, BackgroundReview)
        background.idle_seconds = 0.5
        if not args.background:
            app.background.clear()
        app.settings.sound = False
        app.apply_settings()
        app.open_window()
        app.frame(1 / 60)  # the first frame lays out the fonts: not part of the review
        assert app.decider is not None  # the worker process starts here, before the review
        waited = time.perf_counter()
        while args.background and background.ticket is None:  # until a hand is in its worker
            app.frame(1 / 60)
            time.sleep(1 / 60)
        if args.background:
            print(f"the background review asked after {time.perf_counter() - waited:.1f} s")
        started = time.perf_counter()
        review = app.route("review", record, deal, args.seat)
        assert isinstance(review, ReviewScene)
        app.push(review)
        frames: list[float] = []
        clock = pygame.time.Clock()
        dt = 1 / 60
        while review.ticket is not None and time.perf_counter() - started < args.limit:
            start = time.perf_counter()
            for event in pygame.event.get():
                app.dispatch(event)
            app.frame(dt)
            pygame.display.flip()
            frames.append(time.perf_counter() - start)
            dt = clock.tick(60) / 1000
        duration = time.perf_counter() - started
        decisions = len(review.decisions)
        failed = review.failed
        app.close()
        pygame.quit()

    ms = [1000 * f for f in frames]
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"{args.variant} deal {deal + 1}, seat {args.seat}: {decisions} decisions reviewed")
    if failed or review.result is None:
        print(f"the review did not finish: {failed or 'over the time limit'}")
    print(
        f"review {duration:.1f} s; {len(ms)} frames: median {statistics.median(ms):.1f} ms, "
        f"99th percentile {percentile(ms, 99):.1f} ms (target <= 20), max {max(ms):.1f} ms; "
        f"the frame the result arrived in (first drawing of the review) {ms[-1]:.1f} ms"
    )
    if args.background:
        print(f"background review: {background.reviewed} hands stored meanwhile")
    print(f"load average (1, 5, 15 min): {load} on {os.cpu_count()} CPUs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
