"""Let the AI play my seat: the same deal again from its start, the other seats deciding with
the seeds they had; the comparison's tricks and results are the two deals'; the statistics
keep the difference, survive a reload, and older statistics files still load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ai.service import DecisionService
from game.catalog import games_in_menu_order
from game.core.api import EventKind
from game.session.ai_replay import AiReplay, Comparison
from game.session.controller import TableController
from game.session.gate import InputError
from game.session.storage import Statistics, Storage

GAMES = [game.name for game in games_in_menu_order()]


def play_out(controller: TableController) -> None:
    while not controller.deal_over:
        controller.pump()


def second_deal(variant: str, level: str, service: DecisionService) -> TableController:
    """A game whose seats are all played by ``level`` (seat 0 too), at the end of its second
    deal: the match before it (totals, dealer, what the first deal carries) counts."""
    controller = TableController(variant, {}, [level] * 4, 5, decider=service)
    play_out(controller)
    controller.next_deal()
    play_out(controller)
    return controller


def run(replay: AiReplay) -> Comparison:
    for _ in range(5000):
        if replay.step():
            return replay.comparison()
    raise AssertionError("the AI's deal never ended")


@pytest.mark.parametrize("variant", GAMES)
def test_the_same_level_in_my_seat_plays_the_deal_exactly_again(variant: str) -> None:
    service = DecisionService(processes=0)
    original = second_deal(variant, "easy", service)
    replay = AiReplay(original, service, level="easy")
    assert replay.controller.record.deals[-1].deck == original.record.deals[-1].deck
    assert replay.controller.view().dealer == original.view().dealer
    assert replay.controller.match.totals == list(original.results[0].points)
    compared = run(replay)
    assert compared.parting is None
    assert compared.ai.actions == tuple(original.record.deals[-1].actions)
    assert compared.ai.result.points == original.results[-1].points
    assert compared.difference == 0
    assert replay.progress == (len(compared.ai.actions), len(compared.ai.actions))
    assert len(replay.think_times) == len(compared.ai.actions)


@pytest.mark.parametrize("variant", GAMES)
def test_another_player_in_my_seat_gives_a_deal_of_its_own(variant: str) -> None:
    service = DecisionService(processes=0)
    original = second_deal(variant, "easy", service)
    replay = AiReplay(original, service, level="random")
    done, expected = replay.progress
    assert (done, expected) == (0, len(original.record.deals[-1].actions))
    compared = run(replay)
    ai_result = replay.controller.results[-1]
    assert compared.ai.result.points == ai_result.points
    assert compared.mine.result.points == original.results[-1].points
    side = compared.side
    assert compared.difference == original.results[-1].points[side] - ai_result.points[side]
    assert original.levels == ("easy",) * 4, "the human's game is left as it was"
    if compared.parting is not None:
        index = compared.parting.action
        assert compared.mine.actions[:index] == compared.ai.actions[:index]
        assert compared.mine.actions[index:] != compared.ai.actions[index:]
    for play in (compared.mine, compared.ai):
        for trick in play.tricks:
            assert len(trick.cards) == 4 and trick.winner in range(4)
        if play.tricks:
            assert len({card for trick in play.tricks for _, card in trick.cards}) == sum(
                len(trick.cards) for trick in play.tricks
            )


def test_the_tricks_are_the_deals_tricks() -> None:
    service = DecisionService(processes=0)
    original = second_deal("belote_bga", "easy", service)
    compared = run(AiReplay(original, service, level="random"))
    state = original.deal_again(original.levels, None).state
    tricks = []
    for _, text in compared.mine.actions:
        for event in state.apply(original.action_of(text)):
            if event.kind is EventKind.TRICK:
                tricks.append((event.seat, event.cards, event.values[0]))
    shown = [(t.winner, tuple(card for _, card in t.cards), t.points) for t in compared.mine.tricks]
    assert shown == tricks and len(tricks) == 8


def test_a_deal_must_be_over_to_be_played_again() -> None:
    controller = TableController("belote_bga", {}, ["human", "easy", "easy", "easy"], 3)
    with pytest.raises(ValueError):
        AiReplay(controller, None)


def test_the_difference_is_kept_and_survives_a_reload(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    stats = storage.load_statistics()
    stats.add_comparison("baloot", 12)
    stats.add_comparison("baloot", -4)
    stats.add_comparison("belote_bga", -30)
    storage.save_statistics(stats)
    again = Storage(tmp_path).load_statistics()
    assert (again.of("baloot").compared, again.of("baloot").mean_versus_ai) == (2, 4.0)
    assert again.of("belote_bga").mean_versus_ai == -30.0
    assert again.of("barbu").mean_versus_ai == 0.0


def test_statistics_from_before_the_comparisons_still_load(tmp_path: Path) -> None:
    old = {"belote_bga": {"games": 2, "won": 1, "hands": 9, "points": 700}}
    (tmp_path / Storage.STATS).write_text(json.dumps(old), encoding="utf-8")
    storage = Storage(tmp_path)
    stats = storage.load_statistics().of("belote_bga")
    assert (stats.games, stats.hands, stats.compared, stats.versus_ai) == (2, 9, 0, 0)
    assert storage.problems == []


@pytest.mark.parametrize("bad", [{"compared": -1}, {"versus_ai": "5"}, {"versus_ai": 10**13}])
def test_an_impossible_comparison_figure_is_refused(bad: dict[str, object]) -> None:
    with pytest.raises(InputError, match=r"versus_ai|compared"):
        Statistics.check({"baloot": bad})
