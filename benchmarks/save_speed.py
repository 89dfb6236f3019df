"""What saving after every action costs the window's thread, late in a long Burraco game.

    python benchmarks/save_speed.py [--target 5005] [--seed 3] [--actions 200]

A random game of Burraco to ``target`` points (hundreds of deals, tens of
thousands of actions: far longer than any real game) is resumed at the table
controller with its last deal half played; then each remaining action is taken
and saved as the table does.  Prints, per save, the time on the calling thread
the old way (the whole record encoded as indented JSON and written there) and
the new way (``save_text``, which reuses each finished deal's text, handed to
the storage's writer thread), and how long the writer took to put it on disk.
Target (issue "Hardening"): a save never costs the window's thread a frame (16 ms).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def figures(name: str, times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    return f"{name:44} median {statistics.median(ms):7.2f} ms, p99 {p99:7.2f}, max {ms[-1]:7.2f}"


def main() -> int:
    from game.session.controller import SAVE_KIND, TableController
    from game.session.simulate import simulate_game
    from game.session.storage import Storage

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", type=int, default=5005)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--actions", type=int, default=200)
    args = parser.parse_args()
    game = simulate_game("burraco", {"target": args.target}, args.seed)
    data = game.record.to_json()
    last = data["deals"][-1]["actions"]
    rest = [(entry["seat"], entry["action"]) for entry in last[-args.actions :]]
    del last[-len(rest) :]
    data["table"] = {"kind": SAVE_KIND, "levels": ["human", "easy", "easy", "easy"], "seed": 1}
    controller = TableController.from_json(data)
    size = len(json.dumps(controller.to_json(), ensure_ascii=False, indent=1))
    deals = len(data["deals"])
    actions = sum(len(d["actions"]) for d in data["deals"])
    print(
        f"burraco to {args.target}: {deals} deals, {actions} actions, an indented save of "
        f"{size / 1e6:.1f} MB; saving after each of the last {len(rest)} actions"
    )
    old: list[float] = []
    new: list[float] = []
    disk: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        storage = Storage(Path(folder), background=True)
        # the first save encodes every deal once
        storage.save_game("burraco", controller.save_text())
        storage.wait()
        for seat, text in rest:
            controller.act(seat, controller.definition.parse_action(controller.rules, text))
            start = time.perf_counter()
            target = Path(folder) / "old.json"
            temporary = target.with_suffix(".tmp")
            temporary.write_text(
                json.dumps(controller.to_json(), ensure_ascii=False, indent=1), encoding="utf-8"
            )
            os.replace(temporary, target)
            old.append(time.perf_counter() - start)
            start = time.perf_counter()
            storage.save_game("burraco", controller.save_text())
            new.append(time.perf_counter() - start)
            storage.wait()
            disk.append(time.perf_counter() - start)
        storage.close()
    print(figures("before: encode and write on the thread", old))
    print(figures("now: on the window's thread", new))
    print(figures("now: until synced to disk (writer thread)", disk))
    return 0


if __name__ == "__main__":
    sys.exit(main())
