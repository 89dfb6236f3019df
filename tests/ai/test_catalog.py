"""Every registered game has its AI: a line in the AI catalogue and an agent at every level.

Outside the games' own AI packages (``ai/games``) and the catalogue, no AI
code names a game: what differs between games is read from their entries.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from ai.agent import InfoState
from ai.catalog import CATALOG, game_ai
from ai.games.generic import GENERIC
from ai.levels import LEVEL_TABLE, LEVELS, agent_for
from ai.search.ismcts import IsmctsAgent
from ai.search.phases import PhaseSplit
from ai.search.pimc import PimcAgent
from ai.search.rule_agent import RuleAgent
from game.catalog import game_names, get_game
from tests.ai.positions import random_positions
from tests.toy.game import ToyDefinition

AI = Path(__file__).resolve().parents[2] / "ai"


class Unlisted(ToyDefinition):
    """A rule set no catalogue lists: the toy's rules under a name of their own."""

    name = "a game no catalogue lists"


UNLISTED = Unlisted()


@pytest.mark.parametrize("variant", game_names())
def test_every_registered_game_has_an_entry_in_the_ai_catalogue(variant: str) -> None:
    assert variant in CATALOG, f"{variant} is registered in game.catalog but not in ai.catalog"
    entry = CATALOG[variant]
    assert game_ai(get_game(variant)) is entry
    assert set(entry.budgets) <= set(LEVEL_TABLE), "own budgets for levels the table lacks"
    assert (entry.search is None) == (not entry.budgets), "an own search needs its budgets"


def contested(variant: str) -> InfoState:
    """The information state at a seeded decision with more than one legal action."""
    for state in random_positions(variant, 20, seed=41):
        if len(state.legal_actions()) > 1:
            return InfoState.of(state, state.to_act, random.Random(3))
    raise AssertionError(f"{variant}: no decision with a choice")


@pytest.mark.parametrize("variant", game_names())
@pytest.mark.parametrize("level", list(LEVEL_TABLE))
def test_every_game_has_an_agent_at_every_level_that_plays_its_pieces(
    variant: str, level: str
) -> None:
    entry = CATALOG[variant]
    agent = agent_for(get_game(variant), level)
    if isinstance(agent, RuleAgent | PimcAgent | IsmctsAgent | PhaseSplit):
        assert agent.pieces is entry.pieces, "the level's agent is not built from the game's pieces"
    elif level in entry.budgets:
        assert entry.search is not None
        assert isinstance(agent, entry.search)
    info = contested(variant)
    action = agent.choose(info, random.Random(5))
    assert action in info.legal_actions, f"{level} chose {action}"


def test_a_game_without_an_entry_gets_the_generic_pieces() -> None:
    assert game_ai(UNLISTED) is GENERIC
    agent = agent_for(UNLISTED, "hard")
    assert isinstance(agent, PimcAgent) and agent.pieces is GENERIC.pieces


def test_the_table_levels_are_the_offered_ones_weakest_first() -> None:
    assert LEVELS == ("easy", "medium", "hard", "expert")
    with pytest.raises(ValueError, match="unknown level"):
        agent_for(game_names()[0], "grandmaster")


def test_no_ai_code_outside_the_games_and_the_catalogue_names_a_game() -> None:
    names = set(game_names())
    own = {AI / "catalog.py", *(AI / "games").rglob("*.py")}
    for path in sorted(AI.rglob("*.py")):
        if path in own:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in names:
                pytest.fail(f"{path.relative_to(AI.parent)}:{node.lineno} names {node.value!r}")
