"""The settings screen, all nine rows (gather tricks among them), at the smallest window and
at full HD in both languages: every row inside the window, under the title, apart from the
others, its words on its button; screenshots in docs/screenshots/."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui import i18n
from game.ui.layout import MIN_SIZE, Box
from game.ui.scenes.settings import ROWS, SettingsScene
from tests.ui.conftest import make_app
from tests.ui.test_screenshots import save


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", [MIN_SIZE, (1920, 1080)])
def test_the_settings_rows_are_clean(tmp_path: Path, size: tuple[int, int], language: str) -> None:
    pygame.init()
    app = make_app(tmp_path, size)
    try:
        app.settings.language = language
        app.apply_settings()
        scene = SettingsScene(app)
        app.push(scene)
        app.frame(0.02)
        assert [b.key for b in scene.buttons] == [*ROWS, "back"]
        assert "gather" in ROWS
        title_bottom = size[1] * 0.08 + max(14, round(size[1] / 42))
        boxes = [b.box for b in scene.buttons]
        for i, button in enumerate(scene.buttons):
            box = button.box
            assert box.inside(Box(0, 0, *size)), box
            assert box.y >= title_bottom, (button.key, box)
            for other in boxes[i + 1 :]:
                assert box.bottom <= other.y, (button.key, box, other)
            fitted = button.fitted[3]
            assert fitted.lines and fitted.height <= box.h, (button.label, fitted)
            assert fitted.size >= 12, (button.label, fitted)
            font = app.resources.font(fitted.size)
            assert all(font.size(line)[0] <= box.w - 10 for line in fitted.lines), button.label
        name = "small" if size == MIN_SIZE else "hd"
        save(app, f"settings_{language}_{name}")
        assert i18n.language() == language
    finally:
        app.close()
