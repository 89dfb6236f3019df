"""Figures of the built application: sizes, and the time from launch to the first menu frame.

    python main.py build && python main.py build --onefile
    python benchmarks/build_figures.py [--runs 5]

The launch time is measured from starting the executable's process to the
line its ``--self-test`` prints once the menu is drawn (it includes the
one-file build unpacking itself).  Targets (issue 8): one folder at most
60 MB, under 2 s to the menu.  Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXE = "Atout.exe" if os.name == "nt" else "Atout"
BUILDS = {
    "one folder": ROOT / "dist" / "Atout" / EXE,
    "one file": ROOT / "dist" / "onefile" / EXE,
}


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    files = (p for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return sum(p.stat().st_size for p in files) / 1e6


def time_to_menu(executable: Path) -> float:
    """Seconds from launching ``executable --self-test`` to its 'menu drawn' line."""
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    if sys.platform.startswith("linux") and not env.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    start = time.perf_counter()
    process = subprocess.Popen(
        [str(executable), "--self-test"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    elapsed = float("nan")
    for line in process.stdout:
        if "menu drawn" in line:
            elapsed = time.perf_counter() - start
            break
    process.kill()
    process.wait()
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    for name, executable in BUILDS.items():
        if not executable.exists():
            print(f"{name}: not built ({executable.relative_to(ROOT)} missing)")
            continue
        built = executable.parent if name == "one folder" else executable
        times = [time_to_menu(executable) for _ in range(args.runs)]
        print(
            f"{name}: {size_mb(built):.1f} MB, launch to menu median"
            f" {statistics.median(times):.2f} s, worst {max(times):.2f} s ({args.runs} runs)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
