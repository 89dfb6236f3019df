"""How every command ends: Ctrl-C, a closed pipe and a refused write are exits, not tracebacks.

``run_cleanly`` wraps a command (``main.py`` wraps all of them, ``python -m game`` too):
Ctrl-C is one line on standard error and status 130 (128 + SIGINT, as a shell reports
it); a reader that went away (``| head``) ends the command quietly with status 141
(128 + SIGPIPE, what a Unix tool killed by that signal reports); standard output that
refuses a write (``> /dev/full``) is one line and status 1.  Only the standard library:
``main.py`` uses it before ``.venv`` exists.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable

INTERRUPTED = 130
BROKEN_PIPE = 141
OUTPUT_FAILED = 1


class OutputError(OSError):
    """Standard output refused a write (a full disk, a device error), told apart from any other
    ``OSError`` so that only this one reads "cannot write to standard output"."""


def emit(text: str) -> None:
    """Print ``text`` and flush at once, so a refused write surfaces here, named as output."""
    try:
        print(text, flush=True)
    except BrokenPipeError:
        raise
    except OSError as error:
        raise OutputError(error.errno, error.strerror) from None


def say(line: str, end: str = "\n") -> None:
    """One line on standard error; a standard error that cannot take it is left alone, as there
    is nowhere else to say anything."""
    with contextlib.suppress(OSError, ValueError):
        print(line, file=sys.stderr, end=end, flush=True)


def run_cleanly(command: Callable[[], int]) -> int:
    """``command``'s exit status, or the status of the way it was cut short.  Standard output is
    flushed here, where its failure can still be reported, also when the command leaves by
    ``SystemExit`` (argparse's help)."""
    try:
        try:
            return command()
        finally:
            _flush_output()
    except KeyboardInterrupt:
        say("interrupted")
        return INTERRUPTED
    except BrokenPipeError:
        _mute_output()
        return BROKEN_PIPE
    except OutputError as error:
        say(f"cannot write to standard output: {error.strerror or error}")
        _mute_output()
        return OUTPUT_FAILED


def _flush_output() -> None:
    """Flush standard output (text left in its buffer would otherwise fail at exit, where the
    interpreter can only print a warning)."""
    if sys.stdout is None:
        return
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as error:
        raise OutputError(error.errno, error.strerror) from None


def _mute_output() -> None:
    """Point standard output at the null device, so the interpreter's last flush of the text
    that could not be written says nothing."""
    with contextlib.suppress(AttributeError, OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
