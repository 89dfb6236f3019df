"""Writing data files off the window's thread.

Syncing a file to disk can take tens of milliseconds, longer than a frame, so
the table hands its saves to this writer and goes on.  Only the newest text of
each file matters: a save that arrives while an older one waits replaces it.
A failed write is kept for the program to report and tried again with the next
save; ``wait`` lets a reader see every write it asked for.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from game.session.safe_write import WriteError, remove, write_atomically


class BackgroundWriter:
    """One daemon thread that writes the latest text of each file, in the order asked."""

    def __init__(
        self,
        on_failure: Callable[[WriteError], None],
        on_success: Callable[[Path], None] | None = None,
        prepare: Callable[[Path], None] | None = None,
    ) -> None:
        self.on_failure = on_failure
        self.on_success = on_success
        self.prepare = prepare  # runs on this thread just before each write of a path
        self._pending: dict[Path, bytes | None] = {}
        self._busy: Path | None = None
        self._busy_data: bytes | None = None
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None
        self._closed = False

    def put(self, path: Path, data: bytes | None) -> None:
        """Write ``data`` to ``path`` soon (``None`` removes the file); once closed, at once."""
        with self._lock:
            closed = self._closed
            if not closed:
                self._pending.pop(path, None)  # keep the order of the latest requests
                self._pending[path] = data
                if self._thread is None:
                    self._thread = threading.Thread(
                        target=self._run, name="atout-writer", daemon=True
                    )
                    self._thread.start()
                self._lock.notify_all()
        if closed:
            self._write(path, data)

    def latest(self, path: Path) -> tuple[bool, bytes | None]:
        """``(True, data)`` while a write of ``path`` waits or runs, else ``(False, None)``."""
        with self._lock:
            if path in self._pending:
                return True, self._pending[path]
            if self._busy == path:
                return True, self._busy_data
            return False, None

    def queued(self) -> list[Path]:
        """The files a write (or a removal) waits or runs for."""
        with self._lock:
            return [*self._pending, *([self._busy] if self._busy is not None else [])]

    def wait(self, path: Path | None = None, timeout: float = 10.0) -> bool:
        """Block until ``path`` (or every file) is written; False if it took too long."""
        with self._lock:
            return self._lock.wait_for(
                lambda: (
                    not self._pending and self._busy is None
                    if path is None
                    else path not in self._pending and self._busy != path
                ),
                timeout,
            )

    def close(self, timeout: float = 10.0) -> None:
        """Write what waits, then stop the thread."""
        self.wait(timeout=timeout)
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending or self._closed)
                if not self._pending:
                    return
                path = next(iter(self._pending))
                data = self._pending.pop(path)
                self._busy, self._busy_data = path, data
            try:
                self._write(path, data)
            finally:
                with self._lock:
                    self._busy, self._busy_data = None, None
                    self._lock.notify_all()

    def _write(self, path: Path, data: bytes | None) -> None:
        if self.prepare is not None:
            self.prepare(path)
        try:
            if data is None:
                remove(path)
            else:
                write_atomically(path, data)
        except WriteError as failure:
            self.on_failure(failure)
            return
        if self.on_success is not None:
            self.on_success(path)
