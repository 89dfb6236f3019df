"""Fuzzing: damaged records, saves, settings and statistics of every rule set.

Every outcome is a valid replay or load, or a clean refusal: exit status 2 and
one short line from the replayer; the file moved aside and the defaults used by
the program.  ``benchmarks/fuzz_inputs.py`` runs the same for many more cases.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings

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
from tests.session.mutations import damaged

VARIANTS = game_names()


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_valid_files_pass(variant: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        raw = json.dumps(valid_record(variant)).encode()
        assert replay_outcome(raw, Path(folder)) == "replayed"
        raw = json.dumps(valid_save(variant)).encode()
        assert data_file_outcome(save_file(variant), raw, Path(folder)) == "loaded"
        assert data_file_outcome(Storage.SAVE, raw, Path(folder)) == "loaded"  # older: moved


@pytest.mark.parametrize("variant", VARIANTS)
def test_damaged_records_replay_or_are_refused_in_one_line(variant: str) -> None:
    base = valid_record(variant)

    @settings(max_examples=60)
    @given(damaged(base))
    def check(raw: bytes) -> None:
        with tempfile.TemporaryDirectory() as folder:
            replay_outcome(raw, Path(folder))

    check()


@pytest.mark.parametrize("older", [False, True])
@pytest.mark.parametrize("variant", VARIANTS)
def test_damaged_saves_load_or_are_moved_aside(variant: str, older: bool) -> None:
    """A game's save, or an older Atout's single save (made its game's save first)."""
    base = valid_save(variant)
    name = Storage.SAVE if older else save_file(variant)

    @settings(max_examples=20 if older else 40)
    @given(damaged(base))
    def check(raw: bytes) -> None:
        with tempfile.TemporaryDirectory() as folder:
            data_file_outcome(name, raw, Path(folder))

    check()


@settings(max_examples=80)
@given(damaged(VALID_SETTINGS))
def test_damaged_settings_load_or_are_moved_aside(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        data_file_outcome(Storage.SETTINGS, raw, Path(folder))


@settings(max_examples=80)
@given(damaged(VALID_STATISTICS))
def test_damaged_statistics_load_or_are_moved_aside(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        data_file_outcome(Storage.STATS, raw, Path(folder))
