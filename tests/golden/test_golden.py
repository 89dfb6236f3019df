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


LEGACY = sorted((Path(__file__).resolve().parent / "legacy").glob("*.json"))


@pytest.mark.parametrize("path", LEGACY, ids=[p.stem for p in LEGACY])
def test_a_record_written_before_options_were_added_still_replays(path: Path) -> None:
    """A record saved by an earlier version (Baloot's before its customs' options: fewer
    options, shorter deal codes) replays to its stored summary, its codes still read."""
    from game.session.deal_code import decode
    from game.session.record import parse_record
    from game.session.replay import replay

    stored = json.loads(path.read_text(encoding="utf-8"))
    record = parse_record(stored["record"])
    assert replay(record).summary() == stored["summary"]
    for deal in stored["record"]["deals"]:
        old = decode(deal["code"])
        assert [card.code for card in old.deck()] == deal["deck"]
