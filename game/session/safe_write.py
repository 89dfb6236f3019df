"""Writing a data file so that neither a crash nor a power cut can lose it.

The new text goes to a temporary file of its own name, which is flushed and
synced to disk; the current file becomes the previous copy (``X.previous.json``)
and the temporary file is renamed over the current one; the folder itself is
synced so the renames are on disk too.  At any instant the folder holds the new
file, or the old one as current or previous: a reader that falls back to the
previous copy always finds the last or the one before it.
"""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

from game.core.errors import AtoutError

TEMPORARY_PREFIX = ".atout-"
TEMPORARY_SUFFIX = ".tmp"

FULL = "full"
READ_ONLY = "read_only"
NOT_A_FOLDER = "not_a_folder"
OTHER = "other"

_REASONS = {
    errno.ENOSPC: FULL,
    errno.EDQUOT: FULL,
    errno.EFBIG: FULL,
    errno.EROFS: READ_ONLY,
    errno.EACCES: READ_ONLY,
    errno.EPERM: READ_ONLY,
    errno.ENOTDIR: NOT_A_FOLDER,
    errno.EEXIST: NOT_A_FOLDER,
    errno.EISDIR: NOT_A_FOLDER,
}

_WORDS = {
    FULL: "the disk is full",
    READ_ONLY: "the folder is read-only",
    NOT_A_FOLDER: "the data folder is not a folder",
    OTHER: "the system refused",
}


class WriteError(AtoutError):
    """A file could not be written; ``reason`` is one of FULL, READ_ONLY, NOT_A_FOLDER, OTHER."""

    def __init__(self, path: Path, reason: str, detail: str) -> None:
        super().__init__(f"cannot write {path}: {_WORDS[reason]} ({detail})")
        self.path = path
        self.reason = reason
        self.detail = detail


def failure(path: Path, error: OSError) -> WriteError:
    """The write failure an ``OSError`` means, in words a player understands."""
    reason = _REASONS.get(error.errno or 0, OTHER)
    return WriteError(path, reason, error.strerror or error.__class__.__name__)


def previous_of(path: Path) -> Path:
    """Where the copy before the current one is kept."""
    return path.with_name(f"{path.stem}.previous{path.suffix}")


def write_atomically(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data``, keeping the old file as its previous copy."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(
            prefix=f"{TEMPORARY_PREFIX}{path.name}.", suffix=TEMPORARY_SUFFIX, dir=path.parent
        )
    except OSError as error:
        raise failure(path, error) from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if path.exists():
            os.replace(path, previous_of(path))
        os.replace(temporary, path)
        _sync_folder(path.parent)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise failure(path, error) from None


def remove(path: Path) -> None:
    """Remove a file and its previous copy (a finished game leaves no save behind)."""
    try:
        path.unlink(missing_ok=True)
        previous_of(path).unlink(missing_ok=True)
    except OSError as error:
        raise failure(path, error) from None


def _sync_folder(folder: Path) -> None:
    """Put the renames on disk (POSIX only: Windows cannot open a folder)."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
