"""Atout's composition root: set up the environment, parse arguments, start the program.

``python3 main.py``           sets up ``.venv`` (first run) and opens the card table
``python3 main.py test``      sets up ``.venv`` with the dev tools and runs every check
``python3 main.py replay F``  checks a game record and prints its scores
``python3 main.py simulate``  plays whole games between random players
``python3 main.py review F``  values every decision of a seat in a game record (``--seat N --json``,
                              ``--deals A-B``; ``--screen`` opens the window on its review screen)
``python3 main.py hint F``    the hint for one decision of a record, with its reasons (``--deal D
                              --action I [--seat N] [--json]``)
``python3 main.py rating F...`` a seat's rating over records: mean loss a decision, level on the
                              AI's scale with its interval (``--seat N --json``)
``python3 main.py deal CODE`` prints the deal a deal code names (variant, options, dealer, deck)
``python3 main.py build``     sets up ``.venv`` with PyInstaller and builds the application
``python3 main.py --self-test`` checks a build: assets, menu, one AI-only deal per rule set

Run from any Python 3.11+, the script creates the project's virtual environment
with the pinned dependencies of ``pyproject.toml`` and re-runs itself inside it.
A frozen build (PyInstaller) skips all of that.  Every command ends cleanly
(``game.session.exits``): Ctrl-C is status 130, a closed pipe 141, a refused write to
standard output 1, an unknown command or argument one line and status 2.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING

from game.session.exits import emit, run_cleanly, say

if TYPE_CHECKING:
    from typing import Any

    from game.core.api import GameDefinition
    from game.session.cli import HintRequest, RatingRequest, ReviewRequest
    from game.session.record import GameRecord

STARTED = time.perf_counter()

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
EXTRAS = {"test": "dev", "build": "build"}  # commands that need extra packages
STAMP_HEADER = "atout: installed requirements"  # a stamp's first line, then one a line
GAME_COMMANDS = (
    "replay",
    "simulate",
    "review",
    "hint",
    "rating",
    "deal",
    "-h",
    "--help",
)  # game.session.cli
OWN_ARGUMENTS = {"test": (), "build": ("--onefile",), "--self-test": ()}
BAD_ARGUMENTS = 2
OWN_HELP = """main.py's own commands:
  (none)                open the card table
  test                  set up .venv with the dev tools and run every check
  build [--onefile]     build the application with PyInstaller
  --self-test           check a build: assets, menu, one AI-only deal per rule set"""

REVIEW_MINUTES = 15

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


def ensure_environment(extra: str | None) -> int | None:
    """Make ``.venv`` hold what the command needs, then run the command inside it: its exit
    status, or ``None`` when this process is the one to run it.  Set-up messages go to standard
    error, so a command's output (JSON) stays clean even on a first run."""
    if getattr(sys, "frozen", False) or os.environ.get("ATOUT_NO_BOOTSTRAP"):
        return None
    wanted = requirements(extra)
    try:
        if not venv_python().exists():
            say("Atout: creating the virtual environment in .venv ...")
            subprocess.check_call([sys.executable, "-m", "venv", str(VENV)], stdout=sys.stderr)
        if not environment_ready(wanted, read_stamps()):
            install(wanted, extra)
    except (OSError, subprocess.CalledProcessError) as error:
        say(f"Atout: could not set up .venv: {error}")
        return 1
    build_solver_core()
    if Path(sys.prefix).resolve() == VENV.resolve():
        return None
    return run_inside_venv()


def build_solver_core() -> None:
    """Compile the AI's exact solver core when its C source changed (``ai.native.build``,
    the system's C compiler, no package): without one the AI uses the Python solver, slower
    (and the set-up tries again only once the source changes)."""
    from ai.native.build import build, tried_in_vain, up_to_date

    if up_to_date() or tried_in_vain():
        return
    say("Atout: compiling the solver core ...")
    ready, message = build()
    if not ready:
        say(f"Atout: {message}")


def read_stamps() -> list[str]:
    """The text of every stamp in ``.venv`` (one a set of extras installed)."""
    texts = []
    for stamp in sorted(VENV.glob("atout-*.stamp")):
        try:
            texts.append(stamp.read_text(encoding="utf-8"))
        except (OSError, UnicodeError):
            continue
    return texts


def stamp_requirements(text: str) -> set[str] | None:
    """The requirements a stamp says were installed; ``None`` for a stamp of another form
    (the older hash-only stamps), which then counts as stale."""
    lines = text.splitlines()
    if not lines or lines[0] != STAMP_HEADER:
        return None
    return {line for line in lines[1:] if line}


def environment_ready(wanted: Iterable[str], stamps: Iterable[str]) -> bool:
    """Whether one stamp lists every wanted requirement: the dev extra holds the run packages,
    so a command that needs only those never reinstalls them after ``main.py test``."""
    need = set(wanted)
    return any(listed is not None and need <= listed for listed in map(stamp_requirements, stamps))


def install(wanted: list[str], extra: str | None) -> None:
    """pip-install ``wanted`` (its output to standard error), then stamp it; a stamp naming
    another version of a package just installed no longer holds and is removed."""
    say("Atout: installing the pinned dependencies ...")
    pip = [str(venv_python()), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    subprocess.check_call([*pip, *wanted], stdout=sys.stderr)
    for stamp in VENV.glob("atout-*.stamp"):
        listed = stamp_requirements(stamp.read_text(encoding="utf-8", errors="replace"))
        if listed is None or contradicts(listed, wanted):
            stamp.unlink(missing_ok=True)
    body = "\n".join([STAMP_HEADER, *sorted(wanted)])
    (VENV / f"atout-{extra or 'run'}.stamp").write_text(body + "\n", encoding="utf-8")


def contradicts(listed: Iterable[str], installed: Iterable[str]) -> bool:
    """Whether ``listed`` pins a package of ``installed`` otherwise (pip replaced it)."""
    pinned = {package_name(line): line for line in installed}
    return any(pinned.get(package_name(line), line) != line for line in listed)


def package_name(requirement: str) -> str:
    """The normalised project name a requirement line starts with (``Foo_Bar==1`` → foo-bar)."""
    found = re.match(r"[A-Za-z0-9._-]+", requirement.strip())
    return re.sub(r"[-_.]+", "-", found.group(0) if found else requirement).lower()


def run_inside_venv() -> int:
    """This command again, run by ``.venv``'s Python: its exit status (128 + N when a signal
    ended it, as a shell reports).  Ctrl-C reaches both processes; the child reports it, this
    one only waits.  A handler that does nothing, not ``SIG_IGN``: an ignored signal stays
    ignored in a child, which could then never be interrupted."""
    env = dict(os.environ, ATOUT_NO_BOOTSTRAP="1")
    previous = signal.signal(signal.SIGINT, _child_answers)
    try:
        code = subprocess.call([str(venv_python()), str(ROOT / "main.py"), *sys.argv[1:]], env=env)
    finally:
        signal.signal(signal.SIGINT, previous if previous is not None else signal.SIG_DFL)
    return code if code >= 0 else 128 - code


def _child_answers(signum: int, frame: FrameType | None) -> None:
    """SIGINT while the child runs: the child reports it and ends; this process waits for it."""


def refusal(argv: list[str]) -> str | None:
    """The line refusing a command or argument ``main.py`` does not know (before any set-up);
    ``None`` for a known one (the game commands' own arguments are argparse's)."""
    command = argv[0] if argv else ""
    if not argv or command in GAME_COMMANDS:
        return None
    if command not in OWN_ARGUMENTS:
        return f"main.py: unknown command {command!r:.60} (main.py --help lists them)"
    extra = [word for word in argv[1:] if word not in OWN_ARGUMENTS[command]]
    if extra:
        return f"main.py {command}: unrecognized arguments: {' '.join(extra)!r:.60}"
    return None


def run_checks() -> int:
    """Every check CI makes: lint, format, types, layers, tests."""
    failed = []
    for name, args in CHECKS:
        emit(f"== {name}")
        if subprocess.call([sys.executable, *args], cwd=ROOT) != 0:
            failed.append(name)
    if failed:
        emit("FAILED: " + ", ".join(failed))
        return 1
    emit("All checks passed.")
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
        emit(f"Built: {ROOT / where}")
    return code


def main(argv: list[str]) -> int:
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    refused = refusal(argv)
    if refused is not None:
        say(refused)
        return BAD_ARGUMENTS
    command = argv[0] if argv else ""
    outer = ensure_environment(EXTRAS.get(command))
    if outer is not None:
        return outer
    if command == "test":
        return run_checks()
    if command == "build":
        return run_build(argv[1:])
    if command == "--self-test":
        return self_test()
    if command in GAME_COMMANDS:
        from game.session.cli import main as game_cli

        return game_cli(
            argv,
            prog="main.py",
            reviewer=review_record,
            screen=review_screen,
            epilog=OWN_HELP,
            hinter=hint_record,
            rater=rate_records,
        )
    return start_table()


def review_record(record: GameRecord, request: ReviewRequest) -> str:
    """The review of a checked record as asked (the AI, handed to the session's command line,
    which never imports it), as one JSON object or readable text; more deals than the bound
    are refused in one line, before any work."""
    import json

    from ai.review.engine import review_game
    from ai.review.report import to_json, to_text
    from game.catalog import get_game
    from game.core.errors import AtoutError

    bound = review_bound(get_game(record.variant))
    if len(request.deals) > bound:
        raise AtoutError(
            f"review: {len(request.deals)} deals are more than one review takes in "
            f"{record.variant} ({bound}, about {REVIEW_MINUTES} minutes): "
            f"choose some with --deals A-B"
        )
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the texts' module loads pygame
    from game.ui.explain_words import say_explanation

    review = review_game(
        record.data(),
        request.seat,
        seed=request.seed,
        only=request.deals,
        deal_done=request.deal_done,
    )
    if request.as_json:
        return json.dumps(to_json(review, say_explanation), ensure_ascii=False)
    return to_text(review)


def rate_records(records: list[GameRecord], request: RatingRequest) -> str:
    """The rating of a seat over checked records (the AI, handed to the session's command
    line): every deal reviewed as ``review`` does, the decisions pooled per game
    (``ai.rating``); more deals of a game than one review takes are refused in one line,
    before any work."""
    import json

    from ai.rating import finer_review, rate_reviews, rating_json, rating_text
    from ai.review.engine import review_game
    from game.catalog import get_game
    from game.core.errors import AtoutError

    deals: dict[str, int] = {}
    for record in records:
        deals[record.variant] = deals.get(record.variant, 0) + len(record.deals)
    for variant, count in deals.items():
        bound = review_bound(get_game(variant))
        if count > bound:
            raise AtoutError(
                f"rating: {count} deals of {variant} are more than one review takes ({bound},"
                f" about {REVIEW_MINUTES} minutes): rate fewer records at a time"
            )
    total = sum(deals.values())
    reviews = []
    done = 0
    for record in records:

        def deal_done(count: int, _: int, before: int = done) -> None:
            request.deal_done(before + count, total)

        data = record.data()
        review = review_game(data, request.seat, seed=request.seed, deal_done=deal_done)
        reviews.append(finer_review(data, review))
        done += len(record.deals)
    ratings = rate_reviews(reviews)
    if request.as_json:  # one object a game, one line each
        return "\n".join(
            json.dumps(rating_json(r, request.seat), ensure_ascii=False) for r in ratings
        )
    return "\n".join(rating_text(r, request.seat) for r in ratings)


def hint_record(record: GameRecord, request: HintRequest) -> str:
    """The hint for one decision of a checked record (the AI, handed to the session's command
    line): the advisor's options, the best, whether it is a close call, the reasons (each a
    template key, its values and its English text) and the chance for the seat's side."""
    import json
    import random

    from ai.review.jobs import advise, deal_of
    from game.core.errors import AtoutError

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the texts' module loads pygame
    from game.ui.explain_words import say_explanation

    start, actions = deal_of(record.data(), request.deal)
    if not 0 <= request.action <= len(actions):
        raise AtoutError(f"deal {request.deal} has actions 0 to {len(actions) - 1}")
    state = start.clone()
    for action in actions[: request.action]:
        state.apply(action)
    if state.is_over:
        raise AtoutError(f"deal {request.deal} is over before action {request.action}")
    seat = state.to_act if request.seat is None else request.seat
    if seat != state.to_act:
        raise AtoutError(f"seat {seat} has no decision before action {request.action}")
    rng = random.Random(request.seed)
    world = state.determinize(seat, rng)  # the seat's view only, as the table's hint
    advice = advise(world, seat, rng.getrandbits(63))
    reasons = [advice.explanation, *advice.explanation.more]
    chance = None
    contract = state.view(seat).contract
    if advice.contract_chance is not None:
        side = state.definition.side_of
        ours = advice.chance_ours
        if ours is None:
            ours = contract is None or side(seat) == side(contract.seat)
        made = advice.contract_chance
        chance = {
            "ours": ours,
            "made": round(made, 3),
            "for_us": round(made if ours else 1 - made, 3),
        }
    answer = {
        "variant": record.variant,
        "seat": seat,
        "options": [
            {"action": o.action, "value": o.value, "low": o.low, "high": o.high}
            for o in advice.options
        ],
        "best": str(advice.best),
        "close_call": advice.close_call,
        "reasons": [
            {"key": r.key, "values": r.values(), "text": say_explanation(r)} for r in reasons
        ],
        "chance": chance,
    }
    if request.as_json:
        return json.dumps(answer, ensure_ascii=False)
    return hint_text(answer, request)


def hint_text(answer: dict[str, Any], request: HintRequest) -> str:
    """The hint as readable lines: the options (best first), then why, then the chance."""
    lines = [
        f"hint for seat {answer['seat']} before action {request.action} of deal {request.deal}"
        f" ({answer['variant']})"
    ]
    for option in answer["options"]:
        lines.append(
            f"  {option['action']:<14} {option['value']:+7.1f}"
            f"  ({option['low']:+.1f} .. {option['high']:+.1f})"
        )
    if answer["close_call"]:
        lines.append("close call: the best options are within the search's noise")
    lines += [f"why: {reason['text']}" for reason in answer["reasons"]]
    chance = answer["chance"]
    if chance is not None:
        what = "we make our contract" if chance["ours"] else "we defeat their contract"
        lines.append(f"chance {what}: {round(chance['for_us'] * 100)}%")
    return "\n".join(lines)


def review_bound(definition: GameDefinition[Any]) -> int:
    """The most deals one ``review`` takes: about ``REVIEW_MINUTES`` of work at the pace the
    game's AI entry declares (seconds a deal on two shared cores at the advisor's budget:
    Belote 600 deals, Baloot 300, Barbu 225, Burraco 300, a game without its own review 90);
    ``--deals`` reviews a longer record in parts."""
    from ai.catalog import game_ai

    return int(REVIEW_MINUTES * 60 // game_ai(definition).review.seconds_a_deal)


def review_screen(record: GameRecord, seat: int) -> int:
    """The window opened on the review screen of a checked record, for ``seat``."""
    return start_table((record, seat))


def start_log(folder: Path | None) -> None:
    """The program's log goes to the data folder (never next to the executable); a log that
    cannot be opened, or a folder another copy owns (``None``), goes to standard error
    rather than stopping the program."""
    import logging
    from types import TracebackType

    line = "%(asctime)s %(levelname)s %(name)s: %(message)s"
    try:
        if folder is None:
            raise OSError("the data folder belongs to another copy")
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
    import logging

    from game.session.storage import open_data_folder, take_data_folder
    from game.ui.run import no_display, run_table

    why = no_display()
    if why is not None:
        print(why, file=sys.stderr)
        return 1
    folder, problem = open_data_folder()
    lock = take_data_folder(folder)  # held until the process ends
    start_log(folder if lock.owned else None)
    if problem is not None:
        logging.getLogger("atout").warning("%s", problem)
    if not lock.owned:
        logging.getLogger("atout").warning("another copy owns %s: read only", folder)
    from ai.levels import LEVELS
    from ai.service import DecisionService

    return run_table(
        lambda: DecisionService(processes=2), LEVELS, folder, problem, review, not lock.owned
    )


def self_test() -> int:
    """Load every asset, draw the menu, play one AI-only deal of each rule set."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ai.service import DecisionService
    from game.ui.selftest import run_self_test

    return run_self_test(lambda: DecisionService(processes=1), STARTED)


if __name__ == "__main__":
    sys.exit(run_cleanly(lambda: main(sys.argv[1:])))
