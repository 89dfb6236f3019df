"""Frame times of the card table during an AI-only game, and the time from start to the menu.

    python benchmarks/ui_frames.py [--seconds S] [--speed normal] [--variant belote_bga]

Runs under SDL's dummy video driver (a virtual screen) at 1280x800 with the AI
in a worker process, as in the real program.  A frame's time is the work of
one frame (events, update, drawing, flip), not the wait for the 60 Hz tick.
Targets (issue 7): 99th percentile <= 20 ms while the AI thinks; menu within
2 s of starting from source.  Figures are printed, never asserted.
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--speed", default="normal", choices=("slow", "normal", "fast", "instant"))
    parser.add_argument("--variant", default="belote_bga")
    parser.add_argument("--level", default="medium")
    parser.add_argument("--processes", type=int, default=2, help="AI worker processes (main.py: 2)")
    args = parser.parse_args()

    import pygame

    from ai.levels import LEVELS
    from ai.service import DecisionService
    from game.session.controller import TableController
    from game.session.storage import Storage
    from game.ui.app import App
    from game.ui.routes import table_scene, wire

    with tempfile.TemporaryDirectory() as folder:
        menu_times = [time_to_menu(folder) for _ in range(3)]
        pygame.init()
        workers = args.processes
        app = wire(
            App(Storage(Path(folder)), lambda: DecisionService(workers), LEVELS, (1280, 800))
        )
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
        while time.perf_counter() < end and not controller.game_over:
            start = time.perf_counter()
            for event in pygame.event.get():
                app.dispatch(event)
            app.frame(dt)
            pygame.display.flip()
            spent = time.perf_counter() - start
            frames.append(spent)
            if controller.ai_thinking:
                thinking.append(spent)
            if app.top is not table:  # a hand summary: continue at once
                app.top.click("continue")  # type: ignore[union-attr]
            dt = clock.tick(60) / 1000
        actions = sum(len(deal.actions) for deal in controller.record.deals)
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
    print(f"time to menu: best {min(menu_times):.2f} s, worst {max(menu_times):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
