"""The build's self-test passes from source (headless), and says so line by line."""

from __future__ import annotations

import os
import time

import pytest

from ai.service import DecisionService
from game.ui.selftest import run_self_test


@pytest.fixture(autouse=True)
def headless(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")


def test_the_self_test_checks_assets_menu_and_a_deal_of_every_rule_set(capsys) -> None:
    code = run_self_test(lambda: DecisionService(processes=0), time.perf_counter())
    out = capsys.readouterr().out
    assert code == 0, out
    assert "menu drawn" in out and "assets:" in out and "ok  Arabic: لا " in out
    for variant in ("belote_bga", "belote_classic", "baloot", "barbu", "burraco"):
        assert f"ok  {variant}: one AI-only deal" in out
    assert out.rstrip().endswith("self-test passed")


def test_a_missing_asset_folder_fails_with_a_clear_line(capsys, monkeypatch, tmp_path) -> None:
    import game.ui.selftest as selftest

    monkeypatch.setattr(selftest, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    code = run_self_test(lambda: DecisionService(processes=0), time.perf_counter())
    out = capsys.readouterr().out
    assert code == 1
    assert "FAILED  assets missing" in out
    assert os.environ["SDL_VIDEODRIVER"] == "dummy"
