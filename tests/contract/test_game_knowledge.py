"""Game knowledge stays in the games (issue 34): the generic program names no game.

Outside a game's own packages (``game/<game>/``, ``ai/games/<game>/``,
``game/ui/games/<game>/``) and the three catalogues that list them, no code names a
rule set: no string, identifier or import.  Comments and docstrings may, to give an
example.  And the AI and the table ask states, views and results typed questions: no
``getattr`` there (a capability found by probing an attribute is a game's knowledge
leaking out untyped).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAME_NAMES = re.compile(r"belote|baloot|barbu|burraco", re.IGNORECASE)
OWN_PLACES = (
    "game/belote/",
    "game/baloot/",
    "game/barbu/",
    "game/burraco/",
    "ai/games/",
    "game/ui/games/",
)
CATALOGUES = {"game/catalog.py", "ai/catalog.py", "game/ui/catalog.py"}
GETATTR_ALLOWED = {
    ("game/ui/resources.py", "sys"),  # PyInstaller's bundle folder, set on sys when frozen
    ("game/ui/scenes/settings.py", "s"),  # the settings screen's rows name the fields they set
}


def modules(*folders: str) -> Iterator[tuple[str, ast.Module]]:
    paths = [path for folder in folders for path in ROOT.glob(f"{folder}/**/*.py")]
    for path in sorted(paths):
        yield path.relative_to(ROOT).as_posix(), ast.parse(path.read_text(encoding="utf-8"))


def generic_modules() -> Iterator[tuple[str, ast.Module]]:
    for rel, tree in modules("game", "ai"):
        if not rel.startswith(OWN_PLACES) and rel not in CATALOGUES:
            yield rel, tree
    yield "main.py", ast.parse((ROOT / "main.py").read_text(encoding="utf-8"))


def docstring_nodes(tree: ast.Module) -> set[int]:
    """The string statements of a module: docstrings (of modules, classes, functions and
    attributes), which may name a game as an example."""
    found = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for statement in body:
                if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
                    found.add(id(statement.value))
    return found


def names_in(node: ast.AST) -> list[str]:
    """The words of code a node writes: a string, a name, an attribute, an import, a def."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, ast.ImportFrom):
        return [node.module or "", *(alias.name for alias in node.names)]
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    if isinstance(node, ast.arg):
        return [node.arg]
    return []


def probes(tree: ast.AST) -> Iterator[ast.Call]:
    """The calls of ``getattr`` and ``hasattr`` in ``tree``."""
    for node in ast.walk(tree):
        called = node.func if isinstance(node, ast.Call) and node.args else None
        if isinstance(called, ast.Name) and called.id in ("getattr", "hasattr"):
            yield node


def test_no_game_is_named_outside_its_own_packages() -> None:
    found = []
    for rel, tree in generic_modules():
        docs = docstring_nodes(tree)
        for node in ast.walk(tree):
            if id(node) in docs:
                continue
            for word in names_in(node):
                if GAME_NAMES.search(word):
                    found.append(f"{rel}:{getattr(node, 'lineno', '?')}: {word[:60]!r}")
    assert found == []


def test_the_ai_and_the_table_ask_no_attribute_by_name() -> None:
    found = []
    for rel, tree in modules("ai", "game/ui"):
        for call in probes(tree):
            if (rel, ast.unparse(call.args[0])) not in GETATTR_ALLOWED:
                found.append(f"{rel}:{call.lineno}: {ast.unparse(call)}")
    assert found == []


def test_the_scan_sees_what_it_looks_for() -> None:
    """The scans above would catch a game's name and a probe (they cannot pass by seeing
    nothing)."""
    tree = ast.parse('x = "baloot"\ny = getattr(state, "phase", None)\n"""Baloot."""\n')
    docs = docstring_nodes(tree)
    words = [w for n in ast.walk(tree) if id(n) not in docs for w in names_in(n)]
    assert "baloot" in words and "Baloot." not in words
    assert [ast.unparse(call.args[0]) for call in probes(tree)] == ["state"]
    assert sum(1 for _ in generic_modules()) > 100
