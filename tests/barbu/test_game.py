"""barbu.md as a whole: every contract's deal total, the 28-deal game, the end, records."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.barbu.definition import DEFINITION
from game.barbu.state import CHOOSING, DOUBLING
from game.core.api import EventKind
from game.core.decks import FULL_52, shuffled
from game.core.match import Match
from game.session.record import parse_record
from game.session.replay import ReplayError, replay
from game.session.simulate import simulate_game
from tests.barbu.helpers import PARLETT, STANDARD

ROOT = Path(__file__).resolve().parents[2]

DEAL_TOTALS = {
    "no-tricks": -26,
    "no-queens": -24,
    "no-last-two": -30,
    "no-hearts": -30,
    "no-king-of-hearts": -20,
    "trumps": 65,
    "domino": 65,
}


def naive_contract_scores(kind: str, events: list) -> list[int]:
    """Contract scores read off the events, straight from the rule text."""
    scores = [0, 0, 0, 0]
    tricks = [e for e in events if e.kind is EventKind.TRICK]
    if kind == "domino":
        out = [e.seat for e in events if e.kind is EventKind.ANNOUNCE and e.text == "out"]
        out.append(next(s for s in range(4) if s not in out))
        for seat, points in zip(out, (45, 20, 5, -5), strict=True):
            scores[seat] = points
        return scores
    assert len(tricks) == 13
    for number, trick in enumerate(tricks, 1):
        codes = [c.code for c in trick.cards]
        if kind == "no-tricks":
            scores[trick.seat] -= 2
        elif kind == "trumps":
            scores[trick.seat] += 5
        elif kind == "no-queens":
            scores[trick.seat] -= 6 * sum(1 for c in codes if c[0] == "Q")
        elif kind == "no-hearts":
            scores[trick.seat] -= sum(6 if c == "AH" else 2 for c in codes if c[1] == "H")
        elif kind == "no-king-of-hearts":
            scores[trick.seat] -= 20 if "KH" in codes else 0
        elif kind == "no-last-two":
            scores[trick.seat] -= {12: 10, 13: 20}.get(number, 0)
    return scores


def naive_settlement(scores: list[int], doubles: tuple[tuple[int, ...], ...]) -> list[int]:
    out = scores[:]
    for i in range(4):
        for j in range(4):
            if i != j and j in doubles[i]:
                # i doubled j: the difference passes from the lower to the higher.
                out[i] += scores[i] - scores[j]
                out[j] -= scores[i] - scores[j]
    return out


@pytest.mark.parametrize("kind", list(DEAL_TOTALS))
@pytest.mark.parametrize("rules", [STANDARD, PARLETT], ids=["standard", "parlett"])
def test_every_contracts_deal_total_and_scores(kind: str, rules) -> None:
    rng = random.Random(f"{kind}{rules.variant}")
    for _ in range(12):
        dealer = rng.randrange(4)
        state = DEFINITION.new_deal(
            rules,
            shuffled(FULL_52, rng),
            Match(DEFINITION, rules, dealer).context(),
        )
        choices = [a for a in state.legal_actions() if a.kind == kind]
        events = state.apply(rng.choice(choices))
        while state.phase == DOUBLING:
            events += state.apply(rng.choice(state.legal_actions()))
        while not state.is_over:
            events += state.apply(rng.choice(state.legal_actions()))
        result = state.result()
        assert sum(result.points) == DEAL_TOTALS[kind]
        contract_scores = naive_contract_scores(kind, events)
        assert list(result.details["contract_scores"]) == contract_scores
        assert list(result.points) == naive_settlement(contract_scores, result.details["doubles"])
        assert events[-1].kind is EventKind.DEAL_END and events[-1].values == result.points


@pytest.mark.parametrize("variant", ["standard", "parlett"])
def test_a_whole_game_is_28_deals_each_seat_declaring_each_contract_once(variant: str) -> None:
    game = simulate_game("barbu", {"variant": variant}, seed=21, first_dealer=2)
    results = game.match.results
    assert len(results) == 28 and game.match.is_finished
    assert sum(game.match.totals) == 0, "the scores of a whole game add up to zero"
    declared: dict[int, list[str]] = {s: [] for s in range(4)}
    for number, result in enumerate(results):
        dealer = (2 + number) % 4
        declarer = dealer if variant == "standard" else (dealer + 1) % 4
        assert result.details["declarer"] == declarer
        declared[declarer].append(result.details["contract"].split(":")[1])
    for kinds in declared.values():
        assert sorted(kinds) == sorted(DEAL_TOTALS)
    totals = game.match.totals
    assert game.match.winner == totals.index(max(totals))


def test_the_game_is_not_over_before_every_contract_is_declared() -> None:
    match = Match(DEFINITION, STANDARD, 0)
    rng = random.Random(5)
    for _ in range(27):
        _, state = match.deal_shuffled(rng)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal(state)
        assert not match.is_finished
    _, state = match.deal_shuffled(rng)
    assert state.phase == CHOOSING and len(state.legal_actions()) in (1, 4, 13)


def test_equal_totals_share_the_win() -> None:
    assert DEFINITION.shared_winners(STANDARD, [10, 30, -70, 30]) == [1, 3]
    assert DEFINITION.match_winner(STANDARD, [10, 30, -70, 30], []) is None, "not over yet"
    assert DEFINITION.shared_winners(STANDARD, [40, 30, -70, 0]) == [0]


def run_replay(data: object, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    env = dict(os.environ, ATOUT_NO_BOOTSTRAP="1")
    return subprocess.run(
        [sys.executable, "main.py", "replay", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=env,
    )


def test_a_barbu_record_replays_with_its_winners(tmp_path: Path) -> None:
    game = simulate_game("barbu", {}, seed=8)
    result = run_replay(game.record.to_json(), tmp_path)
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["finished"] is True and len(out["deals"]) == 28
    assert out["deals"][-1]["totals"] == game.match.totals
    best = max(game.match.totals)
    assert out["winners"] == [s for s in range(4) if game.match.totals[s] == best]
    assert out["winner"] == out["winners"][0]


def test_a_shared_win_lists_every_winner() -> None:
    record = simulate_game("barbu", {}, seed=8).record
    replayed = replay(record)
    replayed.match.totals[:] = [20, 20, -40, 0]
    summary = replayed.summary()
    assert summary["winners"] == [0, 1]


def test_an_illegal_double_stops_the_replay_with_the_rule() -> None:
    data = simulate_game("barbu", {}, seed=3).record.to_json()
    deal = data["deals"][0]
    dealer = data["first_dealer"]
    first_doubler = (dealer + 1) % 4
    deal["actions"][1] = {"seat": first_doubler, "action": f"double:{first_doubler}"}
    with pytest.raises(ReplayError) as error:
        replay(parse_record(data))
    assert str(error.value) == (
        f"deal 1, action 2: seat {first_doubler} may not say 'double:{first_doubler}': "
        "a player may not double himself"
    )
