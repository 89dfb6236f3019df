"""Assets: one path helper (source or PyInstaller bundle), every card image and back, sounds."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.core.decks import TWO_DECKS_108
from game.session.storage import CARD_BACKS
from game.ui.resources import SOUNDS, Resources, asset_path


def test_asset_paths_follow_a_frozen_bundle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    assert asset_path("cards", "2", "AS.png").is_file()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("fonts", "x.otf") == tmp_path / "assets" / "fonts" / "x.otf"


@pytest.mark.parametrize("four_colour", [False, True])
def test_every_card_face_back_and_joker_loads(four_colour: bool) -> None:
    pygame.display.init()
    res = Resources()
    res.four_colour = four_colour
    for card in set(TWO_DECKS_108):
        assert res.card(card, (64, 96)).get_size() == (64, 96)
    for name in ("JO_red", "JO_black", *(f"back_{back}" for back in CARD_BACKS)):
        assert res.image(name, (40, 60)).get_size() == (40, 60)
    for back in CARD_BACKS:  # the back the settings chose
        res.card_back = back
        assert res.card(None, (40, 60)).get_size() == (40, 60)


def test_sounds_play_or_stay_silent_without_a_device() -> None:
    res = Resources()
    for name in SOUNDS:
        assert asset_path("sounds", f"{name}.wav").is_file()
        res.play(name)
    res.sound_on = False
    res.play("deal")
