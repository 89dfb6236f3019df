"""Atout's composition root: set up the environment, parse arguments, start the program.

``python3 main.py``           sets up ``.venv`` (first run) and opens the card table
``python3 main.py test``      sets up ``.venv`` with the dev tools and runs every check
``python3 main.py replay F``  checks a game record and prints its scores
``python3 main.py simulate``  plays whole games between random players
``python3 main.py review F``  values every decision of a seat in a game record (``--seat N --json``;
                              ``--screen`` opens the window on its review screen)
``python3 main.py deal CODE`` prints the deal a deal code names (variant, options, dealer, deck)
``python3 main.py build``     sets up ``.venv`` with PyInstaller and builds the application
``python3 main.py --self-test`` checks a build: assets, menu, one AI-only deal per rule set

Run from any Python 3.11+, the script creates the project's virtual environment
with the pinned dependencies of ``pyproject.toml`` and re-runs itself inside it.
A frozen build (PyInstaller) skips all of that.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.session.record import GameRecord

STARTED = time.perf_counter()

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
EXTRAS = {"test": "dev", "build": "build"}  # commands that need extra packages

CHECKS = (
    ("ruff lint", ["-m", "ruff", "check", "."]),
    ("ruff format", ["-m", "ruff", "format", "--check", "."]),
    ("mypy", ["-m", "mypy"]),
    ("import-linter", ["-c", "from importlinter.cli import lint_imports_command as c; c()"]),
    ("pytest", ["-m", "pytest", "-q", "-n", "auto"]),
)


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def requirements(extra: str | None) -> list[str]:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = list(project["dependencies"])
    if extra:
        wanted += project["optional-dependencies"][extra]
    return wanted


def ensure_environment(extra: str | None) -> None:
    """Create or update ``.venv``, then re-run this command inside it."""
    if getattr(sys, "frozen", False) or os.environ.get("ATOUT_NO_BOOTSTRAP"):
        return
    wanted = requirements(extra)
    stamp_text = hashlib.sha256("\n".join(sorted(wanted)).encode()).hexdigest()
    stamp = VENV / f"atout-{extra or 'run'}.stamp"
    inside = Path(sys.prefix).resolve() == VENV.resolve()
    fresh = stamp.exists() and stamp.read_text(encoding="utf-8") == stamp_text
    if not venv_python().exists():
        print("Atout: creating the virtual environment in .venv ...", flush=True)
        subprocess.check_call([sys.executable, "-m", "venv", str(VENV)])
    if not fresh:
        print("Atout: installing the pinned dependencies ...", flush=True)
        pip = [str(venv_python()), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
        subprocess.check_call([*pip, *wanted])
        stamp.write_text(stamp_text, encoding="utf-8")
    if not inside:
        env = dict(os.environ, ATOUT_NO_BOOTSTRAP="1")
        code = subprocess.call([str(venv_python()), str(ROOT / "main.py"), *sys.argv[1:]], env=env)
        sys.exit(code)


def run_checks() -> int:
    """Every check CI makes: lint, format, types, layers, tests."""
    failed = []
    for name, args in CHECKS:
        print(f"== {name}", flush=True)
        if subprocess.call([sys.executable, *args], cwd=ROOT) != 0:
            failed.append(name)
    if failed:
        print("FAILED: " + ", ".join(failed))
        return 1
    print("All checks passed.")
    return 0


def run_build(argv: list[str]) -> int:
    """PyInstaller on ``build.spec``: one folder in dist/Atout, or ``--onefile`` in dist/onefile."""
    onefile = "--onefile" in argv
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "build.spec"]
    if onefile:
        command = [*command[:-1], "--distpath", "dist/onefile", "build.spec", "--", "--onefile"]
    code = subprocess.call(command, cwd=ROOT)
    if code == 0:
        where = "dist/onefile/Atout" if onefile else "dist/Atout/Atout"
        if sys.platform == "darwin" and not onefile:
            where = "dist/Atout.app"
        print(f"Built: {ROOT / where}")
    return code


def main(argv: list[str]) -> int:
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    command = argv[0] if argv else ""
    ensure_environment(EXTRAS.get(command))
    if command == "test":
        return run_checks()
    if command == "build":
        return run_build(argv[1:])
    if command == "--self-test":
        return self_test()
    if command in ("replay", "simulate", "review", "deal", "-h", "--help"):
        from game.session.cli import main as game_cli

        return game_cli(argv, prog="main.py", reviewer=review_record, screen=review_screen)
    if command:
        from game.session.cli import build_parser

        build_parser("main.py").print_help()
        return 2
    return start_table()


def review_record(record: GameRecord, seat: int, as_json: bool, seed: int) -> str:
    """The review of a checked record for ``seat`` (the AI, handed to the session's command
    line, which never imports it), as one JSON object or readable text."""
    import json

    from ai.review import DealActions, GameToReview, review_game
    from ai.review.report import to_json, to_text

    game = GameToReview(
        record.variant,
        record.options,
        record.first_dealer,
        [DealActions(deal.deck, deal.actions) for deal in record.deals],
    )
    review = review_game(game, seat, seed=seed)
    return json.dumps(to_json(review)) if as_json else to_text(review)


def review_screen(record: GameRecord, seat: int) -> int:
    """The window opened on the review screen of a checked record, for ``seat``."""
    return start_table((record, seat))


def start_log(folder: Path) -> None:
    """The program's log goes to the data folder (never next to the executable); a log that
    cannot be opened goes to standard error rather than stopping the program."""
    import logging
    from types import TracebackType

    line = "%(asctime)s %(levelname)s %(name)s: %(message)s"
    try:
        logging.basicConfig(filename=folder / "atout.log", level=logging.INFO, format=line)
    except OSError:
        logging.basicConfig(level=logging.INFO, format=line)
    logging.getLogger("atout").info("Atout started (%s)", "frozen" if is_frozen() else "source")

    def log_crash(
        kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        logging.getLogger("atout").critical("crash", exc_info=(kind, error, trace))
        sys.__excepthook__(kind, error, trace)

    sys.excepthook = log_crash


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def start_table(review: tuple[GameRecord, int] | None = None) -> int:
    """The card table, with the AI deciding in worker processes (never in the window's);
    with ``review``, opened on the review screen of that record for that seat."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.session.storage import open_data_folder

    folder, problem = open_data_folder()
    start_log(folder)
    if problem is not None:
        import logging

        logging.getLogger("atout").warning("%s", problem)
    from ai.levels import LEVELS
    from ai.service import DecisionService
    from game.ui.run import run_table

    return run_table(lambda: DecisionService(processes=2), LEVELS, folder, problem, review)


def self_test() -> int:
    """Load every asset, draw the menu, play one AI-only deal of each rule set."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ai.service import DecisionService
    from game.ui.selftest import run_self_test

    return run_self_test(lambda: DecisionService(processes=1), STARTED)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
