"""Every registered game declares each piece the program needs, in one place: its definition."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from game.catalog import game_names, games_in_menu_order, get_game
from game.core.api import TableKind
from game.core.errors import OptionError
from game.core.options import Option

GAMES = game_names()
ROOT = Path(__file__).resolve().parents[2]


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


def game_package(name: str) -> str:
    """The rules package a game's definition lives in (``game.belote`` for ``belote_bga``)."""
    return ".".join(type(get_game(name)).__module__.split(".")[:2])


@pytest.mark.parametrize("name", GAMES)
def test_the_layer_contracts_cover_each_game_package(name: str) -> None:
    """import-linter's contracts list the rules packages by name: a game added without them
    would escape the layer checks, so this test names the place to add it."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = {c["name"]: c for c in config["tool"]["importlinter"]["contracts"]}
    package = game_package(name)
    lists = {
        "Only game.ui draws: nothing else imports pygame or game.ui": "source_modules",
        "Nothing outside game.ui imports game.ui": "source_modules",
        "The rules core knows no game and no application layer": "forbidden_modules",
        "Game packages never import each other": "modules",
        "The session and the generic table know no game: only the games' presentations "
        "(game.ui.games.*) import a rules package": "forbidden_modules",
    }
    for contract, key in lists.items():
        assert package in contracts[contract][key], f"add {package} to {key} of {contract!r}"
