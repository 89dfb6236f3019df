"""Kill a process while it saves, again and again, and check a save always loads.

A child process saves a numbered game over and over (each save ``n`` is announced
on its standard output once ``save_game`` has returned); the parent kills it with
SIGKILL at a random moment, then loads the folder as the program would: it must
find save ``n`` or ``n + 1`` (the one under way may or may not have landed), by
the current file or the previous copy, never nothing and never a damaged file.
Used by ``tests/session/test_kill_while_saving.py`` and ``benchmarks/kill_saving.py``.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from game.session.storage import Storage, save_file

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import sys
from pathlib import Path
from game.session.storage import Storage
storage = Storage(Path(sys.argv[1]))
start = int(sys.argv[2])
pad = "x" * int(sys.argv[3])
print("ready", flush=True)
n = start
while True:
    n += 1
    storage.save_game("barbu", {"n": n, "pad": pad})
    print(n, flush=True)
"""


@dataclass(slots=True)
class Outcome:
    rounds: int = 0
    loaded_last: int = 0  # the save announced last
    loaded_next: int = 0  # the save under way when killed had landed
    from_previous: int = 0  # the current file was missing: the previous copy loaded
    failures: list[str] = field(default_factory=list)


def kill_rounds(folder: Path, rounds: int, seed: int, pad: int = 50_000) -> Outcome:
    """Run ``rounds`` kill-and-load rounds in ``folder``; the seed fixes the kill moments."""
    rng = random.Random(seed)
    outcome = Outcome()
    done = 0
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for _ in range(rounds):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(folder), str(done), str(pad)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.0, 0.05))
        child.send_signal(signal.SIGKILL)
        lines = child.stdout.read().split()
        child.wait()
        child.stdout.close()
        last = int(lines[-1]) if lines else done
        storage = Storage(folder)
        current = storage.path(save_file("barbu"))
        had_current = current.exists()
        data = storage.load_game("barbu")
        outcome.rounds += 1
        got = data.get("n") if isinstance(data, dict) else None
        if storage.problems or got not in (last, last + 1):
            problems = "; ".join(str(p) for p in storage.problems)
            outcome.failures.append(f"announced {last}, loaded {got!r} {problems}")
            break
        outcome.loaded_last += got == last
        outcome.loaded_next += got == last + 1
        outcome.from_previous += not had_current
        done = got
    return outcome
