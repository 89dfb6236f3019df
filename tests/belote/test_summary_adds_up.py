"""The hand summary adds up: in 200 random hands of each trick game, the summary's lines
(what each side made, then the steps: Baloot's game points, the contract's verdict) come out
at the hand's points, each line means one thing, and the figures match the deal's details."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from game.belote.scoring import CAPOT_BONUS, DIX_DE_DER
from game.catalog import get_game
from game.core.api import DealResult, summary_sums
from game.core.match import Match


def random_results(
    name: str, options: Mapping[str, Any] | None = None, hands: int = 200
) -> Iterator[DealResult]:
    """The results of ``hands`` deals played at random, each in a match of its own seed."""
    game = get_game(name)
    rules = game.parse_options(options or {})
    for seed in range(hands):
        rng = random.Random(seed)
        match = Match(game, rules, seed % game.seats)
        _, state = match.deal_shuffled(rng)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        yield state.result()


GAMES = [
    ("belote_bga", {}),
    ("belote_classic", {}),
    ("baloot", {}),
    ("baloot", {"scoring": "kammelna"}),
    ("baloot", {"compare_with_projects": False}),
    ("barbu", {}),
]


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_the_summary_lines_add_up_to_the_hands_points(name: str, options: dict[str, Any]) -> None:
    checked = 0
    for result in random_results(name, options):
        if result.thrown_in:
            assert not result.lines
            continue
        sides = len(result.points)
        assert all(len(line.values) == sides for line in result.lines), result.lines
        assert summary_sums(result.lines)[-1] == result.points, result
        meanings = [(line.key, line.seats) for line in result.lines]
        assert len(meanings) == len(set(meanings)), meanings  # one row per meaning
        assert result.contract is not None
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("name", ["belote_bga", "belote_classic"])
def test_the_belote_made_points_are_the_lines_before_the_verdict(name: str) -> None:
    for result in random_results(name):
        if result.thrown_in:
            continue
        details = result.details
        keys = [line.key for line in result.lines]
        verdict = keys.index("contract")
        assert summary_sums(result.lines)[verdict - 1] == details["made"]
        last = result.lines[keys.index("last_trick")].values
        assert sorted(last) == [0, DIX_DE_DER]
        capot = details["capot_team"]
        assert ("capot" in keys) == (capot is not None)
        if capot is not None:
            assert result.lines[keys.index("capot")].values[capot] == CAPOT_BONUS
        assert result.made == {"made": True, "tie": None}.get(details["outcome"], False)
        reason = result.lines[verdict].reason
        assert reason is not None and reason.key == details["outcome"]
        values = dict(reason.values)
        team = details["contract_team"]
        assert (values["mine"], values["theirs"]) == (
            details["made"][team],
            details["made"][1 - team],
        )


@pytest.mark.parametrize("scoring", ["spec", "kammelna"])
def test_the_baloot_steps_are_the_scorings_own_conversion_then_the_verdict(scoring: str) -> None:
    for result in random_results("baloot", {"scoring": scoring}):
        if result.thrown_in:
            continue
        details = result.details
        keys = [line.key for line in result.lines]
        step = keys.index("game_points")
        raw = summary_sums(result.lines)[step - 1]
        assert result.contract is not None
        deck = 130 if result.contract.trump_suit < 0 else 162  # Sun has no trump to count
        counted = sum(details["projects"]) if scoring == "spec" else 0
        assert raw[0] + raw[1] == deck + counted
        assert result.lines[step].step
        if scoring == "kammelna" and "project_points" not in keys:
            assert sum(result.lines[step].values) in ((26, 44) if deck == 130 else (16, 25))
        verdict = summary_sums(result.lines)[keys.index("contract") - 1]
        assert verdict == details["game_points"]
        assert result.made == (details["winner"] == details["bidding_team"])
        assert ("baloot" in keys) == (any(details["baloot"]) and details["outcome"] != "gahwa")


def test_the_barbu_lines_are_the_contract_scores_then_each_double_settled() -> None:
    for result in random_results("barbu"):
        first, *doubles = result.lines
        assert first.key == "contract_score"
        assert first.values == result.details["contract_scores"]
        doubled = result.details["doubles"]
        pairs = {(i, j) for i, seats in enumerate(doubled) for j in seats if i != j}
        assert {tuple(sorted(line.seats)) for line in doubles} == {
            tuple(sorted(pair)) for pair in pairs
        }
        for line in doubles:
            i, j = line.seats
            both = j in doubled[i] and i in doubled[j]
            assert line.key == ("double_both" if both else "double")
            assert line.values[i] == -line.values[j] and sum(line.values) == 0
        assert result.made is None
