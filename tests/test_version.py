"""One version number: pyproject.toml's is the one the program shows."""

import tomllib
from pathlib import Path

from game.version import __version__


def test_the_shown_version_is_the_project_version() -> None:
    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    version = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]
    assert __version__ == version
