"""No screen: one clear line and status 1, never an invisible window or a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.ui.run import NO_DISPLAY

ROOT = Path(__file__).resolve().parents[2]
SCREENS = ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "ATOUT_DATA_DIR")


def start(tmp_path: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in SCREENS}
    env.update(ATOUT_NO_BOOTSTRAP="1", ATOUT_DATA_DIR=str(tmp_path / "data"), **extra)
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.skipif(sys.platform != "linux", reason="Linux finds its screen through DISPLAY")
@pytest.mark.parametrize("driver", [None, "x11"])
def test_no_screen_is_one_line_and_status_1(tmp_path: Path, driver: str | None) -> None:
    extra = {"SDL_VIDEODRIVER": driver, "DISPLAY": ":97"} if driver else {}
    done = start(tmp_path, **extra)
    assert (done.returncode, done.stdout) == (1, "")
    lines = [line for line in done.stderr.splitlines() if not line.startswith("ALSA lib")]
    assert lines == [NO_DISPLAY]
    assert not (tmp_path / "data").exists(), "nothing is written before the screen is found"
