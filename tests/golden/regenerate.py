"""Rewrite the golden playthroughs (on purpose only): ``python -m tests.golden.regenerate``.

Each file holds a seeded random game's record and the replayer's summary; the
test replays the seed and must find both unchanged.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.catalog import game_names
from game.session.replay import replay
from game.session.simulate import simulate_game

HERE = Path(__file__).resolve().parent
SEEDS = (1, 2)
# Random Burraco games take a hundred deals and more to reach 2005: a low target keeps files small.
OPTIONS: dict[str, dict[str, object]] = {"burraco": {"target": 300}}


def golden(variant: str, seed: int) -> dict[str, object]:
    game = simulate_game(variant, OPTIONS.get(variant, {}), seed)
    return {
        "seed": seed,
        "record": game.record.to_json(),
        "summary": replay(game.record).summary(),
    }


def main() -> None:
    for variant in game_names():
        for seed in SEEDS:
            path = HERE / f"{variant}-{seed}.json"
            path.write_text(json.dumps(golden(variant, seed)) + "\n", encoding="utf-8")
            print(f"wrote {path.name}")


if __name__ == "__main__":
    main()
