"""The long fuzz run: damaged records, saves, settings and statistics, many cases each.

    python benchmarks/fuzz_inputs.py [--cases 20000] [--seed 1] [--variants belote_bga,...]

The same mutations and the same checks as ``tests/session/test_fuzz_inputs.py``
(``tests/session/mutations.py``, ``tests/session/fuzz_targets.py``), driven by a
seeded ``random.Random`` instead of Hypothesis.  Prints, per rule set and per
data file, how many cases were valid and how many refused, and every failure
(an exception other than a clean refusal) with its case number; exit status 1
if there was any.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def run(name: str, cases: int, seed: int, base: object, check: Callable[[bytes, Path], str]) -> int:
    from tests.session.mutations import RandomChooser, mutated

    rng = random.Random(f"{seed}/{name}")
    outcomes: Counter[str] = Counter()
    failures: list[str] = []
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        for case in range(cases):
            raw = mutated(base, RandomChooser(rng))
            try:
                outcomes[check(raw, Path(folder))] += 1
            except Exception:  # every escape is a finding to print
                failures.append(f"  case {case}: {traceback.format_exc().splitlines()[-1]}")
                outcomes["FAILED"] += 1
    took = time.perf_counter() - start
    counts = ", ".join(f"{kind} {count}" for kind, count in sorted(outcomes.items()))
    print(f"{name:22} {cases:6} cases in {took:6.1f} s: {counts}", flush=True)
    for line in failures[:10]:
        print(line)
    return len(failures)


def main() -> int:
    from game.catalog import game_names
    from game.session.storage import Storage, save_file
    from tests.session.fuzz_targets import (
        VALID_SETTINGS,
        VALID_STATISTICS,
        data_file_outcome,
        replay_outcome,
        valid_record,
        valid_save,
    )

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=20_000, help="per rule set and per file kind")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", default=",".join(game_names()))
    args = parser.parse_args()
    failed = 0
    for variant in args.variants.split(","):
        record = valid_record(variant)
        print(f"{variant}: a record of {len(json.dumps(record))} bytes", flush=True)
        failed += run(f"{variant} record", args.cases, args.seed, record, replay_outcome)
        save = valid_save(variant)

        def load_save(raw: bytes, folder: Path, variant: str = variant) -> str:
            return data_file_outcome(save_file(variant), raw, folder)

        def load_older_save(raw: bytes, folder: Path) -> str:  # saved_game.json, migrated
            return data_file_outcome(Storage.SAVE, raw, folder)

        failed += run(f"{variant} save", args.cases // 4, args.seed, save, load_save)
        failed += run(f"{variant} older save", args.cases // 8, args.seed, save, load_older_save)

    def load_settings(raw: bytes, folder: Path) -> str:
        return data_file_outcome(Storage.SETTINGS, raw, folder)

    def load_statistics(raw: bytes, folder: Path) -> str:
        return data_file_outcome(Storage.STATS, raw, folder)

    failed += run("settings", args.cases, args.seed, VALID_SETTINGS, load_settings)
    failed += run("statistics", args.cases, args.seed, VALID_STATISTICS, load_statistics)
    print(f"failures: {failed}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
