"""The setup screen offers Baloot's scoring option in both languages, and a game started with
Kammelna scoring plays and records under it (screenshots docs/screenshots/setup_baloot_*.png)."""

from __future__ import annotations

import pytest

from game.ui.app import App
from game.ui.i18n import tr
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table import TableScene
from tests.ui.helpers import click, point
from tests.ui.test_screenshots import save


def press(scene: SetupScene, app: App, key: str) -> None:
    click(app, point(next(b.box for b in scene.buttons if b.key == key)))


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_scoring_option_is_offered_and_recorded(app: App, language: str) -> None:
    app.settings.language = language
    app.apply_settings()
    setup = SetupScene(app)
    app.push(setup)
    app.frame(0.02)
    press(setup, app, "game:baloot")
    assert setup.options["scoring"] == "spec"
    press(setup, app, "opt:scoring")
    assert setup.options["scoring"] == "kammelna"
    label = next(b.label for b in setup.buttons if b.key == "opt:scoring")
    assert label == f"{tr('option.scoring')}: {tr('value.kammelna')}"
    assert "option." not in label and "value." not in label
    app.frame(0.02)
    save(app, f"setup_baloot_{language}")
    press(setup, app, "start")
    table = app.top
    assert isinstance(table, TableScene)
    assert table.controller.rules.scoring == "kammelna"
    assert table.controller.record.options["scoring"] == "kammelna"
