"""A process killed in the middle of saving always leaves the last or the previous save."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.session.kill_saving import kill_rounds


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_killing_the_saver_at_random_moments_never_loses_the_game(tmp_path: Path) -> None:
    outcome = kill_rounds(tmp_path, rounds=30, seed=5)
    assert outcome.failures == []
    assert outcome.rounds == 30
    assert outcome.loaded_last + outcome.loaded_next == 30
