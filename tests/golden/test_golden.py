"""Golden playthroughs: a seed still plays and scores exactly the stored game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.golden.regenerate import golden

FILES = sorted(Path(__file__).resolve().parent.glob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_seeded_game_is_unchanged(path: Path) -> None:
    stored = json.loads(path.read_text(encoding="utf-8"))
    variant = stored["record"]["variant"]
    assert golden(variant, stored["seed"]) == stored


def test_there_are_golden_games() -> None:
    assert FILES
