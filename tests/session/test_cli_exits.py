"""Every exit of ``main.py`` is clean: Ctrl-C is one line and status 130 (also through the
``.venv`` bootstrap), a closed pipe is silent (141), a full disk is one line and status 1,
an unknown command or flag one line on standard error and status 2; the set-up stamps let a
run-only command use what ``main.py test`` installed; ``review`` takes ``--deals``, says how
far it is, and refuses more deals than its bound."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

import main
from ai.review.engine import review_game
from game.catalog import get_game
from game.core.errors import AtoutError
from game.core.replaying import DealData, RecordData
from game.session import simulate
from game.session.cli import ReviewRequest, deal_range
from game.session.record import parse_record
from tests.ai.test_catalog import UNLISTED
from tests.ai.test_review import SMALL
from tests.session.test_review_cli import one_deal_record

ROOT = Path(__file__).resolve().parents[2]
ENV = dict(os.environ, ATOUT_NO_BOOTSTRAP="1")
BUFFERING = {
    "buffered": {k: v for k, v in ENV.items() if k != "PYTHONUNBUFFERED"},
    "unbuffered": dict(ENV, PYTHONUNBUFFERED="1"),
}
"""A refused write shows at the final flush (buffered) or at once (unbuffered): both end so."""
CODE = "BGA-07SSV28VEP2A6"  # the README's deal code
POSIX = pytest.mark.skipif(os.name != "posix", reason="signals and pipes as on Unix")


def run_main(
    *args: str, stdout: Any = subprocess.PIPE, env: dict[str, str] = ENV
) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "main.py", *args]
    return subprocess.run(
        command, cwd=ROOT, stdout=stdout, stderr=subprocess.PIPE, text=True, env=env, timeout=120
    )


def interrupted_when(command: Sequence[str], ready: Path) -> tuple[int, str, str]:
    """Start ``command`` in its own process group, wait for ``ready`` to exist (so it is busy
    inside the command, not starting up), then Ctrl-C the group as a terminal does."""
    child = subprocess.Popen(
        command,
        cwd=ROOT,
        env=ENV,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 60
        while not ready.exists() and child.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert child.poll() is None, "the command ended before it could be interrupted"
        os.killpg(child.pid, signal.SIGINT)
        out, err = child.communicate(timeout=30)
    finally:
        _end(child)
    return child.returncode, out, err


def _end(child: subprocess.Popen[str]) -> None:
    """A child the test failed to end otherwise, killed with its group."""
    if child.poll() is None:
        os.killpg(child.pid, signal.SIGKILL)
        child.communicate()


@POSIX
def test_ctrl_c_during_simulate_is_one_line_and_status_130(tmp_path: Path) -> None:
    args = ["simulate", "--variant", "belote_bga", "--games", "1000000"]
    command = [sys.executable, "main.py", *args, "--record-dir", str(tmp_path)]
    code, out, err = interrupted_when(command, tmp_path / "belote_bga-0-0002.json")
    assert (code, out, err) == (130, "", "interrupted\n")


@POSIX
def test_ctrl_c_reaches_the_command_through_the_venv_bootstrap(tmp_path: Path) -> None:
    """The outer process waits (no traceback of its own) and returns the child's status; had
    it ignored SIGINT before starting the child, the child could not be interrupted."""
    args = ["simulate", "--variant", "belote_bga", "--games", "1000000"]
    outer = (
        "import sys; sys.path.insert(0, '.'); import main; "
        f"sys.argv = ['main.py', *{args!r}, '--record-dir', {str(tmp_path)!r}]; "
        "sys.exit(main.run_cleanly(main.run_inside_venv))"
    )
    command = [sys.executable, "-c", outer]
    code, out, err = interrupted_when(command, tmp_path / "belote_bga-0-0002.json")
    assert (code, out, err) == (130, "", "interrupted\n")


@POSIX
def test_ctrl_c_during_a_review_is_one_line_after_its_progress(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    data = simulate.simulate_game("belote_bga", {}, 3).record.to_json()
    record.write_text(json.dumps(data), encoding="utf-8")
    command = [sys.executable, "main.py", "review", str(record)]
    child = subprocess.Popen(
        command,
        cwd=ROOT,
        env=ENV,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        assert child.stderr is not None
        first = child.stderr.readline()  # the first deal is done: the review is under way
        os.killpg(child.pid, signal.SIGINT)
        out, err = child.communicate(timeout=30)
    finally:
        _end(child)
    assert first.startswith("review: 1 of ") and "deals done" in first
    assert child.returncode == 130 and out == ""
    assert err.splitlines()[-1] == "interrupted"
    assert all(line.startswith("review: ") for line in err.splitlines()[:-1])


COMMANDS = {"deal": ["deal", CODE], "simulate": ["simulate", "--variant", "barbu"]}


@POSIX
@pytest.mark.parametrize("buffering", sorted(BUFFERING))
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_closed_pipe_ends_the_command_quietly(command: str, buffering: str) -> None:
    reader, writer = os.pipe()
    os.close(reader)  # the reader went away before the first byte, as `| head -c 10` may
    try:
        result = run_main(*COMMANDS[command], stdout=writer, env=BUFFERING[buffering])
    finally:
        os.close(writer)
    assert (result.returncode, result.stderr) == (141, "")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
@pytest.mark.parametrize("buffering", sorted(BUFFERING))
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_full_disk_on_standard_output_is_one_line_and_status_1(
    command: str, buffering: str
) -> None:
    with open("/dev/full", "w", encoding="utf-8") as full:
        result = run_main(*COMMANDS[command], stdout=full, env=BUFFERING[buffering])
    assert result.returncode == 1
    assert result.stderr == "cannot write to standard output: No space left on device\n"


@pytest.mark.parametrize(
    "args",
    [["bogus"], ["--bogus"], ["replay", "--bogus", "x.json"], ["deal", CODE, "--nope"]],
)
def test_an_unknown_command_or_flag_is_one_line_on_standard_error(args: list[str]) -> None:
    result = run_main(*args)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("main.py")


def test_help_is_still_help_on_standard_output_with_main_pys_own_commands() -> None:
    result = run_main("--help")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.startswith("usage: main.py")
    assert "build [--onefile]" in result.stdout and "review" in result.stdout


def test_main_pys_own_commands_refuse_what_they_do_not_take() -> None:
    assert main.refusal([]) is None
    assert main.refusal(["build", "--onefile"]) is None
    assert main.refusal(["replay", "anything", "--argparse-decides"]) is None
    assert main.refusal(["test", "extra"]) == "main.py test: unrecognized arguments: 'extra'"
    assert main.refusal(["build", "--fast"]) == "main.py build: unrecognized arguments: '--fast'"
    refused = main.refusal(["tset\nx" * 40])
    assert refused is not None and refused.startswith("main.py: unknown command 'tset\\nx")
    assert "\n" not in refused and len(refused) < 120


RUN = ["pygame-ce==2.5.8"]
DEV = [*RUN, "pytest==9.2.0", "mypy==2.4.1"]


def stamp(requirements: list[str]) -> str:
    return "\n".join([main.STAMP_HEADER, *requirements]) + "\n"


def test_a_stamp_of_the_dev_extra_serves_a_command_that_needs_only_the_run_packages() -> None:
    assert main.environment_ready(RUN, [stamp(DEV)])
    assert main.environment_ready(DEV, [stamp(RUN), stamp(DEV)])
    assert not main.environment_ready(DEV, [stamp(RUN)])
    assert not main.environment_ready(RUN, [])
    assert not main.environment_ready(["pygame-ce==2.6.0"], [stamp(DEV)]), "another pin"


def test_an_old_hash_only_stamp_is_stale() -> None:
    old = "d85a9673b4b63b90b843e0f9114760d8b124a95aff1dc3c99f3b34c2242954a2"
    assert main.stamp_requirements(old) is None
    assert not main.environment_ready(RUN, [old])
    assert main.stamp_requirements(stamp(DEV)) == set(DEV)


def test_a_stamp_pinning_another_version_of_an_installed_package_is_contradicted() -> None:
    assert main.contradicts(DEV, ["pygame_ce==2.6.0"])
    assert not main.contradicts(DEV, RUN)
    assert not main.contradicts(["colver==0.11.1"], RUN)
    assert main.package_name("Foo_Bar.baz>=1; python_version>'3'") == "foo-bar-baz"


def test_set_up_speaks_on_standard_error_and_reuses_what_test_installed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``main.py test`` (the dev extra) then ``main.py replay``: the second installs nothing,
    and the first's messages never reach standard output."""
    venv = tmp_path / ".venv"
    monkeypatch.setattr(main, "VENV", venv)
    main.venv_python().parent.mkdir(parents=True)
    main.venv_python().touch()
    monkeypatch.setattr(sys, "prefix", str(venv))  # already inside: nothing re-run
    monkeypatch.delenv("ATOUT_NO_BOOTSTRAP", raising=False)
    monkeypatch.setattr(main, "requirements", lambda extra: DEV if extra else RUN)
    installs: list[tuple[list[str], Any]] = []

    def pip(command: list[str], stdout: Any = None) -> int:
        installs.append((command[command.index("-q") + 1 :], stdout))
        return 0

    monkeypatch.setattr(main.subprocess, "check_call", pip)
    (venv / "atout-run.stamp").write_text("d85a9673b4b63b90", encoding="utf-8")  # hash-only
    assert main.ensure_environment("dev") is None
    assert installs == [(DEV, sys.stderr)], "pip's own output goes to standard error"
    assert main.ensure_environment(None) is None
    assert main.ensure_environment("dev") is None
    assert len(installs) == 1, "the dev stamp holds the run packages"
    assert not (venv / "atout-run.stamp").exists(), "the stale stamp is gone"
    out, err = capsys.readouterr()
    assert out == "" and err == "Atout: installing the pinned dependencies ...\n"


def three_deal_record(tmp_path: Path) -> Path:
    data = simulate.simulate_game("belote_bga", {}, 3).record.to_json()
    data["deals"] = data["deals"][:3]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_review_deals_takes_part_of_a_record_and_says_how_far_it_is(tmp_path: Path) -> None:
    path = three_deal_record(tmp_path)
    result = run_main("review", str(path), "--json", "--deals", "2-3")
    assert result.returncode == 0, result.stderr
    assert [deal["deal"] for deal in json.loads(result.stdout)["deals"]] == [2, 3]
    first, last = result.stderr.splitlines()
    assert first.startswith("review: 1 of 2 deals done, about ") and first.endswith(" left")
    assert last.startswith("review: 2 deals done in ")
    one = run_main("review", str(path), "--json", "--deals", "3")
    assert json.loads(one.stdout)["deals"] == json.loads(result.stdout)["deals"][1:]


BAD_RANGES = {
    "0": "not a range of deals: 0 (write A-B or N, numbered from 1)",
    "3-2": "not a range of deals: 3-2",
    "x": "not a range of deals: x",
    "1-": "not a range of deals: 1-",
    "-2": "not a range of deals: -2",
    "\u0663": "not a range of deals: \u0663",  # an Arabic-Indic three: digits are ASCII
    "1-4": "--deals 1-4: the record has 3 deals",
    "4": "--deals 4: the record has 3 deals",
}


@pytest.mark.parametrize("deals", sorted(BAD_RANGES))
def test_a_bad_range_of_deals_is_one_line_and_status_2(deals: str, tmp_path: Path) -> None:
    result = run_main("review", str(three_deal_record(tmp_path)), "--deals", deals)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and BAD_RANGES[deals] in result.stderr


def test_a_range_of_deals_reads_a_b_or_n() -> None:
    assert deal_range("2-5") == range(2, 6)
    assert deal_range(" 7 ") == range(7, 8)
    assert deal_range("1 - 1") == range(1, 2)


def test_review_game_reviews_only_the_chosen_deals_as_a_whole_review_would() -> None:
    record = simulate.simulate_game("belote_bga", {}, 5).record
    deals = [DealData(deal.deck, deal.actions) for deal in record.deals[:3]]
    game = RecordData(record.variant, record.options, record.first_dealer, deals)
    heard: list[tuple[int, int]] = []
    part = review_game(
        game, 1, strength=SMALL, only=range(2, 4), deal_done=lambda *done: heard.append(done)
    )
    whole = review_game(game, 1, strength=SMALL)
    assert part.deals == whole.deals[1:]
    assert heard == [(1, 2), (2, 2)]


def test_more_deals_than_the_bound_are_refused_before_any_work(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    record = parse_record(one_deal_record("belote_bga", 6))
    monkeypatch.setattr(main, "review_bound", lambda definition: 0)
    request = ReviewRequest(0, True, 0, range(1, 2), lambda done, total: None)
    with pytest.raises(AtoutError, match="choose some with --deals A-B"):
        main.review_record(record, request)


def test_the_bound_is_about_a_quarter_of_an_hour_at_the_measured_pace() -> None:
    seconds_a_deal = {  # benchmarks/review_speed.py, expert's budget (the advisor's)
        "belote_bga": 1.20,
        "belote_classic": 1.35,
        "baloot": 2.47,
        "barbu": 3.87,
        "burraco": 2.33,
    }
    for variant, pace in seconds_a_deal.items():
        assert 10 * 60 <= main.review_bound(get_game(variant)) * pace <= 16 * 60, variant
    unlisted = main.review_bound(UNLISTED)
    assert 10 * 60 <= unlisted * 10.0 <= 16 * 60, "a game without its own review, the slowest"


def test_a_record_longer_than_the_bound_is_one_line_and_status_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bound = main.review_bound(get_game("belote_bga"))
    monkeypatch.setattr(simulate, "MAX_DEALS", bound + 1)
    data = simulate.simulate_game("belote_bga", {"target": 10**9}, 1).record.to_json()
    assert len(data["deals"]) == bound + 1
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    started = time.monotonic()
    result = run_main("review", str(path))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "--deals" in result.stderr
    assert time.monotonic() - started < 60, "refused before reviewing anything"
    part = run_main("review", str(path), "--deals", f"{bound + 1}", "--json")
    assert part.returncode == 0, part.stderr
