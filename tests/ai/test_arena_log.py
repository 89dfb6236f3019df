"""A long arena run kept in a results file: resumed where it stopped, the same figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from ai import arena
from game.catalog import get_game

BELOTE = get_game("belote_bga")


def test_a_logged_run_resumes_and_adds_up_to_a_whole_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = tmp_path / "pairs.jsonl"
    whole = arena.run(BELOTE, "easy", "random", 5, seed=3, games=False, jobs=1)
    arena.run(BELOTE, "easy", "random", 2, seed=3, games=False, jobs=1, log=log)
    with log.open("a", encoding="utf-8") as out:
        out.write('{"key": "cut sho')  # a run stopped while writing
    played: list[int] = []
    real = arena.run_deal_pair

    def counting(args: arena.Work) -> list[arena.Outcome]:
        played.append(args[4])
        return real(args)

    monkeypatch.setattr(arena, "run_deal_pair", counting)
    resumed = arena.run(BELOTE, "easy", "random", 5, seed=3, games=False, jobs=1, log=log)
    assert played == [2, 3, 4]
    for figure in ("pairs", "margin", "margin_ci", "won", "tied", "lost", "card_points"):
        assert resumed[figure] == whole[figure]


def test_pairs_of_another_run_do_not_count(tmp_path: Path) -> None:
    log = tmp_path / "pairs.jsonl"
    arena.run(BELOTE, "easy", "random", 2, seed=3, games=False, jobs=1, log=log)
    assert len(arena.logged_pairs(log, arena.run_key(BELOTE, "easy", "random", 3, False))) == 2
    assert not arena.logged_pairs(log, arena.run_key(BELOTE, "easy", "random", 4, False))
    assert not arena.logged_pairs(log, arena.run_key(BELOTE, "easy", "medium", 3, False))
