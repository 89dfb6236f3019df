"""Kill a saving process at random moments, many times, and count what loads afterwards.

    python benchmarks/kill_saving.py [--rounds 500] [--seed 1] [--pad 50000]

Each round starts a process that saves a numbered game over and over, kills it
with SIGKILL at a random moment, then loads the data folder as Atout does.
Prints how often the last announced save loaded, how often the save under way
had landed, how often only the previous copy was there, and every failure (a
round where neither the last nor the previous good save loaded); exit status 1
if there was any.  The same harness runs 30 rounds in the test suite.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> int:
    from tests.session.kill_saving import kill_rounds

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pad", type=int, default=50_000, help="bytes of padding in each save")
    args = parser.parse_args()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        outcome = kill_rounds(Path(folder), args.rounds, args.seed, args.pad)
    print(
        f"{outcome.rounds} kills in {time.perf_counter() - start:.0f} s: "
        f"last save loaded {outcome.loaded_last}, the save under way {outcome.loaded_next}, "
        f"through the previous copy {outcome.from_previous}; failures {len(outcome.failures)}"
    )
    for line in outcome.failures:
        print(f"  {line}")
    return 1 if outcome.failures else 0


if __name__ == "__main__":
    sys.exit(main())
