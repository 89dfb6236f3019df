"""The data folder around the program: one owner at a time, any environment, only Atout's
files touched, obstacles moved aside, statistics merged rather than overwritten."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from game.session.folder_lock import LOCK_NAME, FolderLock
from game.session.safe_write import previous_of
from game.session.storage import (
    DAMAGED,
    FINISHED,
    FOLDER_FALLBACK,
    KEEP_FINISHED,
    NO_HOME,
    SAVES,
    Storage,
    open_data_folder,
    save_file,
    shown_path,
    take_data_folder,
)

ROOT = Path(__file__).resolve().parents[2]
GAME = "barbu"

HOLDER = """
import sys, time
from pathlib import Path
from game.session.folder_lock import FolderLock
lock = FolderLock(Path(sys.argv[1]))
print("owned" if lock.claim() else "refused", flush=True)
time.sleep(60)
"""


def hold_lock(folder: Path) -> subprocess.Popen[str]:
    """Another process that takes the folder's lock and keeps it until killed."""
    child = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "owned"
    return child


def test_one_process_owns_the_folder_until_it_dies(tmp_path: Path) -> None:
    child = hold_lock(tmp_path)
    try:
        assert not FolderLock(tmp_path).claim(), "a second copy must not own the folder"
    finally:
        child.kill()
        child.wait()
    lock = FolderLock(tmp_path)
    assert lock.claim(), "the system drops a killed owner's lock: no stale marker"
    lock.release()
    assert (tmp_path / LOCK_NAME).exists()


def test_leftover_temporary_files_go_only_when_the_folder_is_ours(tmp_path: Path) -> None:
    (tmp_path / FINISHED).mkdir()
    (tmp_path / SAVES).mkdir()
    stale = [
        tmp_path / ".atout-saved_game.json.k2j3.tmp",
        tmp_path / SAVES / ".atout-barbu.json.k2j3.tmp",
        tmp_path / FINISHED / ".atout-20260101-101010-001.json.x.tmp",
    ]
    mine = [tmp_path / "notes.tmp", tmp_path / ".atout-folder.tmp"]
    for path in stale + mine[:1]:
        path.write_bytes(b"x" * 1000)
    mine[1].mkdir()  # not a file: left alone
    child = hold_lock(tmp_path)
    try:
        assert not take_data_folder(tmp_path).owned
        assert all(path.exists() for path in stale), "another copy may be writing them"
    finally:
        child.kill()
        child.wait()
    lock = take_data_folder(tmp_path)
    assert lock.owned
    assert not any(path.exists() for path in stale)
    assert all(path.exists() for path in mine)
    lock.release()


def test_a_read_only_storage_writes_renames_and_removes_nothing(tmp_path: Path) -> None:
    owner = Storage(tmp_path)
    owner.save_game(GAME, {"n": 1})
    owner.save_game(GAME, {"n": 2})
    (tmp_path / Storage.STATS).write_text("{not json", encoding="utf-8")
    (tmp_path / Storage.SAVE).write_text('{"variant": "baloot", "n": 0}', encoding="utf-8")
    before = snapshot(tmp_path)
    reader = Storage(tmp_path, read_only=True)
    assert reader.load_game(GAME) == {"n": 2}
    assert sorted(reader.saved_games()) == [
        "baloot",
        GAME,
    ]  # an older Atout's save: read, not moved
    assert reader.load_game("baloot") == {"variant": "baloot", "n": 0}
    assert reader.load_statistics().per_variant == {}  # damaged: reported, not moved
    reader.save_game(GAME, {"n": 3})
    reader.update_statistics(lambda s: s.add_hand("belote_bga", 90))
    reader.keep_finished({"n": 3}, True, [1, 0])
    reader.clear_game(GAME)
    assert snapshot(tmp_path) == before


def test_statistics_are_merged_with_what_is_on_disk(tmp_path: Path) -> None:
    first, second = Storage(tmp_path), Storage(tmp_path)
    first.load_statistics()
    second.load_statistics()  # both hold a copy in memory, as two programs would
    first.update_statistics(lambda s: s.add_hand("barbu", 10))
    second.update_statistics(lambda s: s.add_hand("barbu", 20))
    first.update_statistics(lambda s: s.add_game("barbu", won=True))
    stats = Storage(tmp_path).load_statistics().of("barbu")
    assert (stats.hands, stats.points, stats.games, stats.won) == (2, 30, 1, 1)


def test_statistics_a_failed_write_held_are_not_lost(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = Storage(tmp_path)
    storage.update_statistics(lambda s: s.add_hand("barbu", 5))
    real = os.replace

    def full(source: str, target: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    storage.update_statistics(lambda s: s.add_hand("barbu", 7))  # not written
    monkeypatch.setattr(os, "replace", real)
    storage.update_statistics(lambda s: s.add_hand("barbu", 11))
    stats = Storage(tmp_path).load_statistics().of("barbu")
    assert (stats.hands, stats.points) == (3, 23)


@pytest.mark.parametrize("which", [save_file(GAME), f"{SAVES}/{GAME}.previous.json"])
@pytest.mark.parametrize("kind", ["folder", "dangling link", "fifo"])
def test_an_obstacle_where_a_save_goes_is_moved_aside(
    tmp_path: Path, which: str, kind: str
) -> None:
    storage = Storage(tmp_path)
    storage.save_game(GAME, {"n": 1})
    obstacle = tmp_path / which
    obstacle.unlink(missing_ok=True)
    if kind == "folder":
        obstacle.mkdir()
        (obstacle / "inside.txt").write_text("kept", encoding="utf-8")
    elif kind == "dangling link":
        obstacle.symlink_to(tmp_path / "nowhere")
    elif hasattr(os, "mkfifo"):
        os.mkfifo(obstacle)
    else:
        pytest.skip("no FIFOs here")
    for n in (2, 3):  # every later save lands, not only the next
        storage.save_game(GAME, {"n": n})
    assert Storage(tmp_path).load_game(GAME) == {"n": 3}
    assert json.loads(previous_of(tmp_path / save_file(GAME)).read_text()) == {"n": 2}
    moved = [p for p in (tmp_path / SAVES).iterdir() if ".damaged-" in p.name]
    assert len(moved) == 1 and os.path.lexists(moved[0])
    if kind == "folder":
        assert (moved[0] / "inside.txt").read_text(encoding="utf-8") == "kept"
    assert [(p.kind, p.file) for p in storage.problems] == [(DAMAGED, Storage.SAVE)]
    assert "not a regular file" in str(storage.problems[0])


def test_a_file_where_the_finished_folder_goes_is_moved_aside(tmp_path: Path) -> None:
    (tmp_path / FINISHED).write_text("not a folder", encoding="utf-8")
    storage = Storage(tmp_path)
    storage.keep_finished({"n": 1}, True, [1, 0])
    assert len(storage.finished_names()) == 1
    assert [p.file for p in storage.problems] == [FINISHED]


def test_only_atouts_own_finished_records_are_ever_pruned(tmp_path: Path) -> None:
    folder = tmp_path / FINISHED
    folder.mkdir()
    strangers = ["00000000-notes.json", "backup.json", "20200101-000000.json"]
    for name in strangers:
        (folder / name).write_text('{"mine": true}', encoding="utf-8")
    storage = Storage(tmp_path)
    for n in range(KEEP_FINISHED + 3):
        storage.keep_finished({"n": n}, True, [1, 0])
    assert len(storage.finished_names()) == KEEP_FINISHED
    for name in strangers:
        assert (folder / name).read_text(encoding="utf-8") == '{"mine": true}'
    assert not any(n.split("/")[1] in strangers for n in storage.finished_names())


def test_no_home_folder_gives_a_temporary_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("ATOUT_DATA_DIR", "XDG_DATA_HOME", "APPDATA", "HOME"):
        monkeypatch.delenv(name, raising=False)

    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(Path, "home", staticmethod(no_home))
    folder, problem = open_data_folder()
    assert folder.is_dir()
    assert problem is not None and (problem.kind, problem.reason) == (FOLDER_FALLBACK, NO_HOME)
    assert problem.aside == str(folder)


NO_USER = """
import pwd
from game.session.storage import open_data_folder

def no_entry(uid: int) -> None:
    raise KeyError(f"getpwuid(): uid not found: {uid}")

pwd.getpwuid = no_entry
folder, problem = open_data_folder()
print(problem.reason, folder.is_dir())
"""


@pytest.mark.skipif(os.name != "posix", reason="the user database is POSIX's")
def test_no_home_and_no_user_entry_still_opens_a_data_folder() -> None:
    """HOME unset and a user id with no passwd entry, as in many containers: the real
    ``Path.home`` fails, and a temporary folder is used."""
    env = {k: v for k, v in os.environ.items() if k not in ("HOME", "XDG_DATA_HOME")}
    env.pop("ATOUT_DATA_DIR", None)
    done = subprocess.run(
        [sys.executable, "-c", NO_USER], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert (done.returncode, done.stdout.strip(), done.stderr) == (0, f"{NO_HOME} True", "")


def test_a_path_of_any_bytes_is_shown_as_text() -> None:
    odd = os.fsdecode(b"/tmp/caf\xe9/\x1bdata")
    shown = shown_path(odd)
    assert shown == "/tmp/caf\\xe9/\\x1bdata"
    shown.encode("utf-8")  # no lone surrogate left to crash a font


def test_an_unusable_folder_with_a_name_that_is_not_utf8_falls_back(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    wanted = Path(os.fsdecode(bytes(blocker) + b"/\xff\xfe"))
    folder, problem = open_data_folder(wanted)
    assert problem is not None and folder != wanted
    problem.file.encode("utf-8")
    assert problem.file.endswith("/\\xff\\xfe")


def snapshot(folder: Path) -> dict[str, tuple[int, bytes]]:
    """Every entry under ``folder``: its change time and contents (a folder: none)."""
    seen = {}
    for path in sorted(folder.rglob("*")):
        info = path.lstat()
        data = path.read_bytes() if path.is_file() else b""
        seen[str(path.relative_to(folder))] = (info.st_mtime_ns, data)
    return seen


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork is POSIX's")
def test_a_forked_worker_does_not_keep_the_folder_locked(tmp_path: Path) -> None:
    lock = FolderLock(tmp_path)
    assert lock.claim()
    ready, told = os.pipe()
    child = os.fork()
    if child == 0:  # a worker: alive while its parent lets the folder go
        os.write(told, b"!")
        time.sleep(3)
        os._exit(0)
    try:
        assert os.read(ready, 1) == b"!"
        lock.release()
        again = FolderLock(tmp_path)
        assert again.claim(), "the worker's inherited descriptor holds the lock"
        again.release()
    finally:
        os.kill(child, 9)
        os.waitpid(child, 0)
        os.close(ready)
        os.close(told)


def test_the_look_for_obstacles_happens_on_the_writers_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From the window's thread the look could catch the save between its two renames (gone,
    then back) and move the new save aside as an obstacle, as it once did at the table."""
    looked_from: set[str] = set()
    real = os.path.lexists

    def lexists(path: Any) -> bool:
        if f"{SAVES}/" in str(path):
            looked_from.add(threading.current_thread().name)
        return real(path)

    monkeypatch.setattr(os.path, "lexists", lexists)
    storage = Storage(tmp_path, background=True)
    for n in range(50):
        storage.save_game(GAME, {"n": n})
    storage.close()
    assert looked_from == {"atout-writer"}
    assert storage.problems == []
    assert Storage(tmp_path).load_game(GAME) == {"n": 49}


def test_an_obstacle_is_moved_aside_by_the_background_writer_too(tmp_path: Path) -> None:
    (tmp_path / SAVES).mkdir()
    (tmp_path / SAVES / f"{GAME}.previous.json").mkdir()
    storage = Storage(tmp_path, background=True)
    for n in range(3):
        storage.save_game(GAME, {"n": n})
    storage.close()
    assert Storage(tmp_path).load_game(GAME) == {"n": 2}
    assert [(p.kind, p.file) for p in storage.problems] == [(DAMAGED, Storage.SAVE)]
