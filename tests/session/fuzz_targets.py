"""What every damaged input must come to: a valid replay or load, or a clean refusal.

Shared by ``test_fuzz_inputs.py`` (Hypothesis) and ``benchmarks/fuzz_inputs.py``
(the long run): each function takes the bytes of a damaged file and raises
``AssertionError`` for any other outcome (a traceback, a long or multi-line
message, a wrong exit status, a damaged file left in place or deleted).
"""

from __future__ import annotations

import contextlib
import io
import json
import shutil
from functools import cache
from pathlib import Path
from typing import Any

from game.session import cli
from game.session.controller import SAVE_KIND, TableController
from game.session.simulate import simulate_game
from game.session.storage import Settings, Statistics, Storage

LEVELS = ("easy", "medium", "hard", "expert")
DEALS_KEPT = 2  # a short record replays fast and still crosses a deal's end


@cache
def valid_record(variant: str, seed: int = 1) -> dict[str, Any]:
    """A real record of the variant: the first deals of a random game."""
    data = simulate_game(variant, {}, seed).record.to_json()
    data["deals"] = data["deals"][:DEALS_KEPT]
    return data


@cache
def valid_save(variant: str, seed: int = 1) -> dict[str, Any]:
    data = dict(valid_record(variant, seed))
    data["table"] = {"kind": SAVE_KIND, "levels": ["human", "easy", "hard", "expert"], "seed": 7}
    return data


VALID_SETTINGS = Settings(language="ja", speed="fast", four_colour=True).to_json()
VALID_STATISTICS = {
    "belote_bga": {"games": 3, "won": 2, "hands": 30, "points": 2400},
    "barbu": {"games": 1, "won": 0, "hands": 28, "points": -310},
}


def replay_outcome(raw: bytes, folder: Path) -> str:
    """``"replayed"`` or ``"refused"``; anything else fails."""
    path = folder / "record.json"
    path.write_bytes(raw)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(["replay", str(path)])
    if code == 0:
        summary = json.loads(out.getvalue())
        assert isinstance(summary["deals"], list) and err.getvalue() == ""
        return "replayed"
    line = err.getvalue()
    assert code == 2, (code, line)
    assert out.getvalue() == "" and line.endswith("\n") and line.count("\n") == 1, line
    assert 0 < len(line.rstrip()) <= 400, line
    return "refused"


def data_file_outcome(name: str, raw: bytes, folder: Path) -> str:
    """``"loaded"`` or ``"moved aside"`` (defaults used, file kept aside); anything else fails.

    A save is either a game's own (``saves/<game>.json``) or an older Atout's single save
    (``saved_game.json``), which becomes its game's save first."""
    for old in folder.iterdir():
        shutil.rmtree(old) if old.is_dir() else old.unlink()
    (folder / name).parent.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(raw)
    storage = Storage(folder)
    if name == Storage.SETTINGS:
        loaded: Any = storage.load_settings()
        assert isinstance(loaded, Settings)
    elif name == Storage.STATS:
        loaded = storage.load_statistics()
        assert isinstance(loaded, Statistics)
    else:
        games = storage.saved_games()
        assert len(games) <= 1
        loaded = None
        for game in games:
            loaded = storage.load_game(
                game, lambda data: TableController.from_json(data, None, known_levels=LEVELS)
            )
    if not storage.problems:
        assert loaded is not None
        return "loaded"
    assert len(storage.problems) == 1 and len(str(storage.problems[0])) < 600
    assert not (folder / name).exists(), "a damaged file is moved aside"
    aside = [p for p in folder.rglob("*") if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == raw, "and kept as it was"
    return "moved aside"
