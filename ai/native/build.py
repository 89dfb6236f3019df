"""Compile the solver core (``solver.c``) into a shared library with the system's C compiler.

    python3 -m ai.native.build [--force]

The library and a stamp holding the hash of the source and flags land beside the source
(git ignores both); the build is skipped while the stamp matches.  No Python package or
header is needed: the library is loaded with ``ctypes``.  Without a compiler (or on a
failed build) only a note of the failed source is written (the set-up in ``main.py`` then
waits for the source to change before trying again) and the program uses the pure-Python
solver.  The compilers tried: ``$CC``, then ``cc``, ``gcc``, ``clang``, and on Windows
MSVC's ``cl``.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "solver.c"


def library_name() -> str:
    """The file name of the library on this system."""
    if sys.platform == "win32":
        return "atout_solver.dll"
    if sys.platform == "darwin":
        return "atout_solver.dylib"
    return "atout_solver.so"


LIBRARY = HERE / library_name()
STAMP = HERE / "atout_solver.stamp"
FAILED = HERE / "atout_solver.failed"  # the hash of a source no compiler here could build


FLAGS = ("-O3", "-std=c99", "-shared")


def source_hash() -> str:
    """The hash of the source and the flags it is built with: a change to either rebuilds."""
    return hashlib.sha256(SOURCE.read_bytes() + " ".join(FLAGS).encode()).hexdigest()


def stamped(stamp: Path) -> bool:
    """Whether ``stamp`` holds the hash of the source as it is now."""
    try:
        return stamp.read_text(encoding="utf-8").strip() == source_hash()
    except OSError:
        return False


def up_to_date() -> bool:
    """Whether the library was built from the source as it is now."""
    return LIBRARY.exists() and stamped(STAMP)


def tried_in_vain() -> bool:
    """Whether building the source as it is now already failed here (the set-up then does
    not try again at every start; ``python3 -m ai.native.build`` always does)."""
    return stamped(FAILED)


def compilers() -> list[list[str]]:
    """The compile commands to try, each missing only the output file."""
    names = [os.environ["CC"]] if os.environ.get("CC") else []
    names += ["cc", "gcc", "clang"]
    commands: list[list[str]] = []
    for name in dict.fromkeys(names):
        path = shutil.which(name)
        if path is None:
            continue
        command = [path, *FLAGS, str(SOURCE), "-lm", "-o"]
        if sys.platform != "win32":
            command.insert(2, "-fPIC")
        commands.append(command)
    if sys.platform == "win32" and shutil.which("cl"):
        commands.append(["cl", "/nologo", "/O2", "/LD", str(SOURCE), "/Fe:"])
    return commands


def compile_with(command: list[str], target: Path, log: list[str]) -> bool:
    """Run one compiler into a temporary folder (MSVC leaves its objects in the working
    folder and wants the output name glued to ``/Fe:``), then copy the library to ``target``."""
    with tempfile.TemporaryDirectory() as work:
        built = Path(work) / LIBRARY.name
        msvc = command[-1] == "/Fe:"
        command = [*command[:-1], f"/Fe:{built}"] if msvc else [*command, str(built)]
        try:
            done = subprocess.run(command, cwd=work, capture_output=True, text=True, timeout=300)
        except (OSError, subprocess.SubprocessError) as error:
            log.append(f"{command[0]}: {error}")
            return False
        if done.returncode != 0 or not built.exists():
            log.append(f"{command[0]}: {done.stderr.strip() or done.stdout.strip()}")
            return False
        shutil.copyfile(built, target)
    return True


def build(force: bool = False) -> tuple[bool, str]:
    """Build the library unless it is up to date: whether one is ready, and what happened.
    The new library replaces the old in one step (a running program keeps the old one)."""
    if not force and up_to_date():
        return True, f"solver core up to date: {LIBRARY}"
    log: list[str] = []
    partial = LIBRARY.with_name(LIBRARY.name + ".part")
    for command in compilers():
        partial.unlink(missing_ok=True)
        if compile_with(command, partial, log):
            STAMP.unlink(missing_ok=True)
            os.replace(partial, LIBRARY)
            STAMP.write_text(source_hash() + "\n", encoding="utf-8")
            FAILED.unlink(missing_ok=True)
            return True, f"solver core built with {Path(command[0]).name}: {LIBRARY}"
    partial.unlink(missing_ok=True)
    FAILED.write_text(source_hash() + "\n", encoding="utf-8")
    reason = "; ".join(log) if log else "no C compiler found"
    return False, f"solver core not built ({reason}); the pure-Python solver is used"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="build even when up to date")
    ready, message = build(parser.parse_args(argv).force)
    print(message, file=sys.stderr)
    return 0 if ready else 1


if __name__ == "__main__":
    sys.exit(main())
