"""The registry's public API: a game registered once under a free name and deal code name,
taken out again with ``unregister``; every registered game declares its decision phases."""

from __future__ import annotations

import pytest

from game.catalog import game_names, games_in_menu_order, get_game
from game.core import registry
from game.core.api import CodeName
from tests.toy.game import NAME, ToyDefinition


class Clash(ToyDefinition):
    """The toy under another name, with a deal code name given per test."""

    name = "clash"


def test_a_game_is_registered_and_taken_out_again() -> None:
    game = ToyDefinition()
    registry.register(game)
    try:
        assert get_game(NAME) is game and NAME in game_names()
        with pytest.raises(ValueError, match="already"):
            registry.register(ToyDefinition())
    finally:
        registry.unregister(NAME)
    assert NAME not in game_names()
    registry.unregister(NAME)  # nothing left to take out: nothing happens


@pytest.mark.parametrize("code", [CodeName("BGA", 29), CodeName("ZZZ", 1)])
def test_a_deal_code_name_taken_by_another_game_is_refused(code: CodeName) -> None:
    clash = Clash()
    clash.code_name = code
    with pytest.raises(ValueError, match="belote_bga"):
        registry.register(clash)
    assert "clash" not in game_names()


@pytest.mark.parametrize("short", ["BG", "bga", "BGAX", "B-A", "ÀBC"])
def test_a_deal_code_short_name_is_three_capital_letters(short: str) -> None:
    with pytest.raises(ValueError, match="three capital letters"):
        CodeName(short, 7)


@pytest.mark.parametrize("check", [0, 32])
def test_a_deal_code_check_start_is_1_to_31(check: int) -> None:
    with pytest.raises(ValueError, match="1 to 31"):
        CodeName("ZZZ", check)


def test_every_game_declares_its_decision_phases_once() -> None:
    for game in games_in_menu_order():
        phases = game.decision_phases
        assert phases and len(set(phases)) == len(phases), game.name
