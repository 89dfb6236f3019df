"""Every registered game declares each piece the program needs, in one place: its definition."""

from __future__ import annotations

from typing import Any

import pytest

from game.catalog import game_names, games_in_menu_order, get_game
from game.core.api import TableKind
from game.core.errors import OptionError
from game.core.options import Option

GAMES = game_names()


def test_the_menu_order_is_declared_and_unambiguous() -> None:
    orders = [game.menu_order for game in games_in_menu_order()]
    assert orders == sorted(orders) and len(set(orders)) == len(orders)
    assert sorted(game.name for game in games_in_menu_order()) == GAMES


@pytest.mark.parametrize("name", GAMES)
def test_each_game_declares_its_table_title_and_options(name: str) -> None:
    game = get_game(name)
    assert isinstance(game.table, TableKind) and game.title and game.presets
    assert game.options and len({o.name for o in game.options}) == len(game.options)
    defaults = game.options_to_json(game.parse_options({}))
    assert defaults == {o.name: o.default for o in game.options}


@pytest.mark.parametrize("name", GAMES)
def test_every_offered_choice_is_accepted_and_kept(name: str) -> None:
    game = get_game(name)
    for option in game.options:
        assert option.default in option.choices
        for value in option.choices:
            rules = game.parse_options({option.name: value})
            assert game.options_to_json(rules)[option.name] == value


@pytest.mark.parametrize("name", GAMES)
def test_every_preset_uses_declared_options(name: str) -> None:
    game = get_game(name)
    declared = {o.name: o for o in game.options}
    for preset, rules in game.presets.items():
        values = game.options_to_json(rules)
        assert set(values) == set(declared), preset
        for key, value in values.items():
            option = declared[key]
            assert value in option.choices or option.any_positive, (preset, key, value)


@pytest.mark.parametrize("name", GAMES)
def test_values_outside_the_choices_are_refused_naming_the_option(name: str) -> None:
    game = get_game(name)
    for option in game.options:
        bad: Any = -5 if option.any_positive else "nonsense"
        with pytest.raises(OptionError, match=repr(option.name)):
            game.parse_options({option.name: bad})


def test_one_click_walks_the_offered_values_round() -> None:
    target = Option.target(1000, offered=(500, 1000, 1500))
    assert [target.next_choice(v) for v in (500, 1000, 1500, 1200, 9000)] == [
        1000,
        1500,
        500,
        1500,
        500,
    ]
    flag = Option.flag("declarations", True)
    assert flag.next_choice(True) is False and flag.next_choice(False) is True
