"""Every generated loop of the AI's games, found in their packages, and the command that
writes them.

A package of ``ai.games`` that holds generated code declares it in its ``loops`` module
(``LOOPS``: each function's text and the module it is written into), rendered from the
trick loop (``game.core.trickloop``) with the rule and the policies it plays.
``python -m ai.games.loops`` writes each one between its module's marker lines;
``tests/core/test_trick_loops.py`` fails while a module holds anything else.  Only this
module and the tests import the ``loops`` modules: the program runs none of the generator.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import ai.games
from game.core.trickloop import region, replace_region


@dataclass(frozen=True, slots=True)
class Generated:
    """One generated function and the module it is written into."""

    module: ModuleType
    source: str

    @property
    def path(self) -> Path:
        assert self.module.__file__ is not None
        return Path(self.module.__file__)


def generated() -> list[Generated]:
    """The ``LOOPS`` of every package of ``ai.games`` that has a ``loops`` module."""
    out: list[Generated] = []
    packages = sorted(info.name for info in pkgutil.iter_modules(ai.games.__path__) if info.ispkg)
    for package in packages:
        name = f"{ai.games.__name__}.{package}.loops"
        if importlib.util.find_spec(name) is None:
            continue
        loops = importlib.import_module(name).LOOPS
        assert all(isinstance(item, Generated) for item in loops), name
        out.extend(loops)
    return out


def stale() -> list[Path]:
    """The modules whose generated region is not what their package renders."""
    return [
        item.path for item in generated() if region(item.path.read_text("utf-8")) != item.source
    ]


def write() -> list[Path]:
    """Rewrite the generated regions that changed (each one compiled first); the paths."""
    changed = []
    for item in generated():
        compile(item.source, str(item.path), "exec")
        text = item.path.read_text("utf-8")
        new = replace_region(text, item.source)
        if new != text:
            item.path.write_text(new, "utf-8")
            changed.append(item.path)
    return changed


def main() -> int:
    for path in write():
        print(f"rewrote {path}")
    return 0


if __name__ == "__main__":
    # Run as ``ai.games.loops``, the name the ``loops`` modules import, not as ``__main__``.
    from ai.games.loops import main as run

    sys.exit(run())
