"""The toy game registered for one test at a time: in the game registry and the AI catalogue,
through their public ``register``, taken out again afterwards (the other tests never see it)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

import game.catalog  # noqa: F401  (the five real games first, as the program starts)
from ai import catalog as ai_catalog
from game.core import registry
from game.ui import i18n
from game.ui.app import App
from tests.toy.ai import TOY_AI
from tests.toy.game import DEFINITION, NAME, ToyDefinition
from tests.ui.conftest import make_app


@pytest.fixture
def toy() -> Iterator[ToyDefinition]:
    registry.register(DEFINITION)
    ai_catalog.register(DEFINITION, TOY_AI)
    try:
        yield DEFINITION
    finally:
        ai_catalog.unregister(DEFINITION)
        registry.unregister(NAME)


@pytest.fixture
def toy_app(toy: ToyDefinition, tmp_path: Path) -> Iterator[App]:
    """A headless app (tests/ui's) with the toy registered."""
    pygame.init()
    application = make_app(tmp_path)
    yield application
    application.close()
    i18n.set_language("en")
