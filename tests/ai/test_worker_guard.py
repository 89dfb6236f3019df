"""AI workers die with the program that started them and obey SIGTERM, whatever
handlers they inherit (``ai.worker_guard``)."""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from ai.worker_guard import watch

ROOT = Path(__file__).resolve().parents[2]

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX signals and process ids")

CHILD = r"""
import json, multiprocessing, os, signal, sys, threading, time

handlers, starter, processes = sys.argv[1], sys.argv[2], int(sys.argv[3])
if handlers == "ignore-sigterm":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
elif handlers == "sdl":
    import pygame

    pygame.display.init()  # SDL turns SIGTERM into a quit event, as in the real window

from ai.service import DecisionService

service = DecisionService(processes=processes)


def sleep_on_every_worker():
    futures = [service._pool.submit(time.sleep, 0.3) for _ in range(processes)]
    for future in futures:
        future.result()


if starter == "thread":  # workers forked by a thread that then ends
    thread = threading.Thread(target=sleep_on_every_worker)
    thread.start()
    thread.join()
    time.sleep(0.3)
sleep_on_every_worker()
deadline = time.monotonic() + 10
while len(multiprocessing.active_children()) < processes and time.monotonic() < deadline:
    time.sleep(0.05)
print(json.dumps([child.pid for child in multiprocessing.active_children()]), flush=True)
time.sleep(120)
"""


def state_of(pid: int) -> str | None:
    """The process's state letter from /proc (``None`` where there is no /proc)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith("State:"):
            return line.split()[1]
    return None


def exited(pid: int) -> bool:
    """Whether ``pid`` has ended: no such process, or a zombie (it has exited and only
    waits for its reaper; one that is ours is reaped here)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    if state_of(pid) != "Z":
        return False
    with contextlib.suppress(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)
    return True


def all_exit_within(pids: list[int], seconds: float) -> list[int]:
    """Polls until every pid has ended; returns those still running after ``seconds``."""
    deadline = time.monotonic() + seconds
    running = list(pids)
    while running and time.monotonic() < deadline:
        time.sleep(0.05)
        running = [pid for pid in running if not exited(pid)]
    return running


def read_line(process: subprocess.Popen[str], seconds: float) -> str:
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], seconds)
    assert ready, "the child printed no worker pids"
    return process.stdout.readline()


class Children:
    """The child programs a test starts and the worker pids they report."""

    def __init__(self) -> None:
        self.processes: list[subprocess.Popen[str]] = []
        self.workers: list[int] = []

    def start(self, handlers: str, starter: str, processes: int) -> subprocess.Popen[str]:
        """A child that starts ``processes`` workers; their pids land in ``workers``."""
        env = {
            **os.environ,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        }
        process = subprocess.Popen(
            [sys.executable, "-c", CHILD, handlers, starter, str(processes)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.processes.append(process)
        line = read_line(process, 60)
        assert line, process.communicate()[1]
        self.workers = json.loads(line)
        assert len(self.workers) == processes
        assert not [pid for pid in self.workers if exited(pid)], "a worker died too soon"
        return process

    def clean_up(self) -> None:
        for pid in self.workers:
            if not exited(pid):
                os.kill(pid, signal.SIGKILL)
        for process in self.processes:
            if process.poll() is None:
                process.kill()
                process.communicate()


@pytest.fixture
def children() -> Iterator[Children]:
    """Kills whatever a test leaves running."""
    started = Children()
    yield started
    started.clean_up()


@posix_only
@pytest.mark.parametrize("starter", ["main", "thread"])
@pytest.mark.parametrize("handlers", ["sdl", "plain"])
def test_workers_die_within_two_seconds_of_a_killed_parent(
    children: Children, handlers: str, starter: str
) -> None:
    if handlers == "sdl":
        pytest.importorskip("pygame")
    process = children.start(handlers, starter, 2)
    process.kill()
    process.wait()
    assert all_exit_within(children.workers, 2.0) == []


@posix_only
@pytest.mark.parametrize("handlers", ["sdl", "ignore-sigterm"])
def test_a_worker_ignores_sigint_and_ends_on_sigterm(children: Children, handlers: str) -> None:
    if handlers == "sdl":
        pytest.importorskip("pygame")
    process = children.start(handlers, "main", 1)
    [worker] = children.workers
    os.kill(worker, signal.SIGINT)
    time.sleep(0.5)
    assert not exited(worker), "SIGINT ended the worker"
    os.kill(worker, signal.SIGTERM)
    assert all_exit_within([worker], 2.0) == []
    process.kill()
    _, errors = process.communicate()
    assert "KeyboardInterrupt" not in errors
    assert "Traceback" not in errors


def test_the_watch_calls_on_gone_once_the_parent_is_gone() -> None:
    answers = iter([True, True, False])
    gone = threading.Event()
    thread = watch(lambda: next(answers), gone.set, interval=0.01)
    assert gone.wait(2)
    thread.join(2)
    assert not thread.is_alive()
    assert thread.daemon


def test_the_watch_leaves_a_live_parent_alone() -> None:
    checks: list[float] = []
    parent_ended = threading.Event()
    gone = threading.Event()

    def alive() -> bool:
        checks.append(time.monotonic())
        return not parent_ended.is_set()

    watch(alive, gone.set, interval=0.01)
    time.sleep(0.2)
    assert not gone.is_set()
    assert len(checks) >= 3
    parent_ended.set()
    assert gone.wait(2)


@posix_only
def test_the_parent_probe_sees_a_changed_parent_and_an_ended_process() -> None:
    from ai.worker_guard import parent_alive

    assert parent_alive(os.getpid(), os.getppid())()
    assert not parent_alive(os.getpid(), os.getppid() + 1)()
    ended = subprocess.Popen([sys.executable, "-c", ""])
    ended.wait()
    assert not parent_alive(ended.pid, os.getppid())()
