"""AI worker processes that die with the program that started them.

``DecisionService`` forks its workers after the window has opened (Linux's default
start method), so a worker inherits SDL's signal handlers, which turn SIGTERM into
a quit event that no one reads, and the X connection's socket, which keeps a
frozen window on screen while any worker lives.  Without this guard a worker
blocked on its job queue outlives a killed parent for ever.

``guard_worker`` is the pool's initializer.  In each worker it restores SIGTERM's
default action, ignores SIGINT (Ctrl-C is the parent's to handle, so a worker
never prints a ``KeyboardInterrupt`` traceback), on Linux asks the kernel for
SIGKILL when the parent dies, and on every system starts a thread that ends the
worker at once (``os._exit``: no clean-up code runs, so nothing the parent still
uses, such as the window or the standard streams' buffers, is touched) when the
parent is gone.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from collections.abc import Callable

POLL_SECONDS = 0.25
"""How often a worker looks for its parent: it dies at most this long after it."""

ORPHAN_EXIT_STATUS = 1
"""A worker's exit status when it ends because its parent is gone."""

_forked_by: tuple[int, bool] | None = None
"""In a forked process: the pid of the process that forked it and whether the main
thread did it (the fork hook sets it just before each fork); ``None`` when started
otherwise (spawn)."""


def _note_fork() -> None:
    """Run just before a fork: the child's copy of ``_forked_by`` says who forked it."""
    global _forked_by
    _forked_by = (os.getpid(), threading.current_thread() is threading.main_thread())


if sys.platform != "win32":
    os.register_at_fork(before=_note_fork)


def guard_worker(parent_pid: int) -> None:
    """Pool initializer: make this worker die with ``parent_pid``, the pool's owner."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    forked_by = _forked_by
    if sys.platform == "linux" and forked_by is not None and forked_by[1]:
        _die_with_parent_thread()
    watch(parent_alive(parent_pid), _exit_orphaned)


def _exit_orphaned() -> None:
    """End at once: ``os._exit`` runs no exit handler that could touch what the parent
    shared with this worker (the window, buffered output)."""
    os._exit(ORPHAN_EXIT_STATUS)


def watch(
    alive: Callable[[], bool],
    on_gone: Callable[[], object],
    interval: float = POLL_SECONDS,
) -> threading.Thread:
    """Call ``on_gone`` from a daemon thread as soon as ``alive()`` is false (checked
    now, then every ``interval`` seconds)."""

    def run() -> None:
        while alive():
            time.sleep(interval)
        on_gone()

    thread = threading.Thread(target=run, name="atout-parent-watch", daemon=True)
    thread.start()
    return thread


if sys.platform == "linux":
    import ctypes

    PR_SET_PDEATHSIG = 1

    def _die_with_parent_thread() -> None:
        """Ask the kernel for SIGKILL when the parent dies.

        The kernel sends it when the *thread* that forked this worker ends, so it is
        asked for only when the parent's main thread forked it (the parent's main
        thread ends with the parent); the watch thread covers every other case.
        """
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
        except (OSError, AttributeError):
            pass


if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    SYNCHRONIZE = 0x00100000
    WAIT_OBJECT_0 = 0
    ERROR_INVALID_PARAMETER = 87

    def parent_alive(parent_pid: int) -> Callable[[], bool]:
        """Whether ``parent_pid`` still runs, through a handle opened now (so a later
        process reusing its id is never mistaken for it).  Never ``os.kill(pid, 0)``:
        on Windows that ends the process."""
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        kernel32.OpenProcess.argtypes = (wintypes.DWORD, wintypes.BOOL, wintypes.DWORD)
        kernel32.OpenProcess.restype = wintypes.HANDLE
        kernel32.WaitForSingleObject.argtypes = (wintypes.HANDLE, wintypes.DWORD)
        kernel32.WaitForSingleObject.restype = wintypes.DWORD
        handle = kernel32.OpenProcess(SYNCHRONIZE, False, parent_pid)
        if not handle:
            gone = ctypes.get_last_error() == ERROR_INVALID_PARAMETER  # no such process
            return lambda: not gone

        def alive() -> bool:
            return bool(kernel32.WaitForSingleObject(handle, 0) != WAIT_OBJECT_0)  # not ended

        return alive

else:

    def parent_alive(parent_pid: int, reference_ppid: int | None = None) -> Callable[[], bool]:
        """Whether the parent still runs: this process's parent is still the one that
        forked it (``reference_ppid``; by default the forking process, or the parent
        seen now) and ``parent_pid`` still exists."""
        if reference_ppid is None:
            forked_by = _forked_by
            reference_ppid = forked_by[0] if forked_by is not None else os.getppid()

        def alive() -> bool:
            if os.getppid() != reference_ppid:
                return False
            try:
                os.kill(parent_pid, 0)
            except ProcessLookupError:
                return False
            except PermissionError:
                return True
            return True

        return alive
