"""One program per data folder: an operating-system lock on ``atout.lock``.

Two copies of Atout writing one folder lose each other's saves and hands, so
the first copy takes a lock and the others only read.  The system drops the
lock when the process ends, however it ends: no stale marker file is ever left
to clean up.  On POSIX it is a ``flock`` on the open file (not a ``lockf``
record lock, which any ``close`` of the same file in the process would drop,
even a reader listing the folder's files); a forked worker closes its copy of
the descriptor at once, so it never keeps the folder locked after the window's
process is gone.  On Windows it is a byte-range lock.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

LOCK_NAME = "atout.lock"


class FolderLock:
    """The lock on one data folder; ``owned`` is False when another process holds it."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.owned = False
        self._descriptor: int | None = None

    def claim(self) -> bool:
        """Take the lock without waiting; True when this process now owns the folder.

        A folder whose lock cannot be made at all (a file system without locks) is owned
        without one, as every program did before the lock existed."""
        try:
            descriptor = os.open(self.folder / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            logging.getLogger("atout").warning("no lock on %s: %s", self.folder, error)
            self.owned = True
            return True
        try:
            held = _lock(descriptor)
        except OSError as error:
            logging.getLogger("atout").warning("no lock on %s: %s", self.folder, error)
            held = True
        if not held:
            os.close(descriptor)
            return False
        self._descriptor = descriptor
        self.owned = True
        if hasattr(os, "register_at_fork"):
            os.register_at_fork(after_in_child=self._forget)
        return True

    def _forget(self) -> None:
        """In a forked child: close the inherited descriptor (which leaves the parent's lock
        in place; unlocking here would drop it for the parent too)."""
        if self._descriptor is not None:
            os.close(self._descriptor)
            self._descriptor = None
        self.owned = False

    def release(self) -> None:
        """Let the folder go (closing the descriptor drops the lock)."""
        if self._descriptor is not None:
            os.close(self._descriptor)
            self._descriptor = None
        self.owned = False


if sys.platform == "win32":
    import msvcrt

    def _lock(descriptor: int) -> bool:
        """Lock the first byte; False when another process holds it (the system says
        EACCES, or EDEADLOCK once its own retries are spent)."""
        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError as error:
            if error.errno in (13, 36):
                return False
            raise
        return True

else:
    import errno
    import fcntl

    def _lock(descriptor: int) -> bool:
        """An exclusive lock on the open file; False when another holds it."""
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            if error.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                return False
            raise
        return True
