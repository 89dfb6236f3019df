"""The table's catalogue: every game is shown by the kind of table of the table kind it
declares, with what its own presentation package adds; a game without one gets nothing more,
and no two presentations may claim the same game or route."""

from __future__ import annotations

import pytest

from game.catalog import game_names, get_game
from game.ui.catalog import TABLES, game_routes, presentation_of, table_of
from game.ui.games.baloot.table import QaydExtras
from game.ui.games.barbu.table import ContractGridExtras
from game.ui.games.burraco.table import RummyTable
from game.ui.tables.extras import TableExtras
from game.ui.tables.registry import Presentation, register
from game.ui.tables.tricks import TrickTable


def test_each_game_gets_the_table_of_its_kind_and_its_own_extras() -> None:
    for name in game_names():
        definition = get_game(name)
        assert table_of(definition) is TABLES[definition.table], name
        assert presentation_of(definition).game == name
    assert table_of(get_game("burraco")) is RummyTable
    assert table_of(get_game("barbu")) is TrickTable
    assert isinstance(presentation_of(get_game("barbu")).extras(), ContractGridExtras)
    assert isinstance(presentation_of(get_game("baloot")).extras(), QaydExtras)
    assert type(presentation_of(get_game("belote_bga")).extras()) is TableExtras


def test_the_games_overlays_have_routes() -> None:
    routes = game_routes()
    assert set(routes) == {"contract_grid", "burraco_summary", "qayd_form", "qayd_verdict"}
    assert RummyTable.summary_route in routes


def test_a_game_or_a_route_is_claimed_once() -> None:
    with pytest.raises(ValueError, match="already has its presentation"):
        register(Presentation("barbu"))
    with pytest.raises(ValueError, match="already another game's"):
        register(Presentation("not_a_game", routes=dict(game_routes())))
    with pytest.raises(ValueError, match="already has its kind of table"):
        register(Presentation("not_a_game", tables={get_game("barbu").table: RummyTable}))
