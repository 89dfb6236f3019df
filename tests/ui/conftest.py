"""Headless pygame for the table tests: a dummy video and audio driver, a fresh data folder."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from ai.levels import LEVELS
from ai.review import Strength
from ai.service import DecisionService
from game.core.api import State
from game.session.storage import Storage
from game.ui import i18n
from game.ui.app import App
from game.ui.routes import wire

QUICK_REVIEW = Strength(worlds=6, rollouts=1, solve_cards=4, turns=1, discards=1)
"""The learn mode's reviews in the tests: few worlds (the tests need speed, not precision)."""


class QuickDecider:
    """The real decision service, inline, always at the quickest level (the tests need speed,
    not strength; the seats keep the levels they show); reviews and explained hints at
    ``QUICK_REVIEW``, a review one decision per frame."""

    def __init__(self) -> None:
        self.service = DecisionService(processes=0, review_strength=QUICK_REVIEW)
        self.review_hand = self.service.review_hand
        self.progress = self.service.progress
        self.advise = self.service.advise
        self.read_cards = self.service.read_cards
        self.objection = self.service.objection

    def request(self, state: State, seat: int, level: str, seed: int) -> int:
        return self.service.request(state, seat, LEVELS[0], seed)

    def poll(self, ticket: int) -> tuple[bool, Any]:
        return self.service.poll(ticket)

    def review(self, state: State, seat: int, played: Any, seed: int) -> int:
        return self.service.review(state, seat, played, seed, QUICK_REVIEW)

    def cancel(self, ticket: int) -> None:
        self.service.cancel(ticket)

    def close(self) -> None:
        self.service.close()


def make_app(folder: Path, size: tuple[int, int] = (1280, 800)) -> App:
    """An app on a fresh data folder whose AI decides inline (deterministic)."""
    app = wire(App(Storage(folder, background=True), QuickDecider, LEVELS, size))
    app.settings.sound = False
    app.apply_settings()
    app.open_window()
    return app


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    pygame.init()
    application = make_app(tmp_path)
    yield application
    application.close()
    i18n.set_language("en")
