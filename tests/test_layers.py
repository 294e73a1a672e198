"""The layers of docs/DESIGN.md §1, checked on every import of every module, lazy ones included.

Data flows one way: data -> model -> (art -> backends -> kit) | (rules -> engine -> scenario)
-> cli; the handout joins a played scenario to the art. Imports inside ``if TYPE_CHECKING:``
blocks are annotations only and are not counted.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tresham

SRC = Path(tresham.__file__).parent

# Each layer (a top-level module or package of tresham) and the layers it may import.
BASE = {"errors", "exports", "plurals"}  # (exports: a package's names imported when first asked for)
ALLOWED: dict[str, set[str]] = {
    "errors": set(),
    "exports": set(),
    "plurals": set(),
    "config": BASE | {"data"},  # the user's own defaults, read from a TOML file
    "grid": BASE,
    "model": BASE | {"grid"},
    "data": BASE | {"grid", "model"},
    "art": BASE | {"grid", "model"},
    "outfile": BASE,
    "backends": BASE | {"grid", "art", "outfile"},
    "rules": BASE | {"grid", "model"},
    "engine": BASE | {"grid", "model", "rules"},
    "scenario": BASE | {"grid", "model", "data", "rules", "engine"},
    # the kit prints facts the rules work out (the upgrade chart); art itself never asks them
    "kit": BASE | {"grid", "model", "data", "art", "backends", "outfile", "rules"},
    "report": BASE | {"model"},
    "bots": BASE | {"grid", "model", "data", "rules", "engine"},  # self-play: bots choose, the engine judges
    # the teacher's handout lays out a played example (scenario) with the pictures it is given
    "handout": BASE | {"grid", "model", "data", "art", "backends", "outfile", "rules", "engine", "scenario"},
}
TOP = {"cli", "__init__", "__main__"}  # the CLI and the public API may import anything


def _layer(module: str) -> str:
    parts = module.split(".")
    if parts[0] != "tresham":
        return ""
    if len(parts) == 1:
        return "__init__"
    return "cli" if parts[1].startswith("cli") else parts[1]


def _module_name(path: Path, src: Path) -> tuple[str, str]:
    rel = path.relative_to(src.parent).with_suffix("")
    mod = ".".join(rel.parts)
    pkg = mod[: -len(".__init__")] if mod.endswith(".__init__") else mod.rpartition(".")[0]
    return mod.removesuffix(".__init__"), pkg


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                skip.update(id(n) for n in ast.walk(inner))
    return skip


def imports_of(path: Path, src: Path = SRC) -> list[tuple[int, str]]:
    """(line, absolute module) of every import in ``path``, at any depth."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    _, pkg = _module_name(path, src)
    skip = _type_checking_nodes(tree)
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            out.extend((node.lineno, a.name) for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg.split(".")[: len(pkg.split(".")) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            out.append((node.lineno, module))
    return out


def layer_violations(src: Path = SRC) -> list[str]:
    """Every import under the package folder ``src`` that goes against the table."""
    found = []
    for path in sorted(src.rglob("*.py")):
        mod, _ = _module_name(path, src)
        here = _layer(mod)
        if here in TOP:
            continue
        assert here in ALLOWED, f"{mod}: layer {here!r} is not in the table of docs/DESIGN.md §1"
        for line, target in imports_of(path, src):
            there = _layer(target)
            if there and there != here and there not in ALLOWED[here]:
                found.append(f"{path.relative_to(src)}:{line}: {here} imports {target}")
    return found


def test_every_import_follows_the_layers():
    assert layer_violations() == []


def test_the_check_sees_lazy_relative_and_absolute_imports(tmp_path):
    pkg = tmp_path / "tresham"
    (pkg / "rules").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "rules" / "__init__.py").write_text("")
    (pkg / "rules" / "a.py").write_text("def f():\n    from ..art import drawing\n    return drawing\n")
    (pkg / "rules" / "b.py").write_text("import tresham.kit.build\n")
    (pkg / "rules" / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..engine import State\n"
    )
    assert layer_violations(pkg) == [
        "rules/a.py:2: rules imports tresham.art",
        "rules/b.py:1: rules imports tresham.kit.build",
    ]


def engine_cycles(src: Path = SRC) -> list[list[str]]:
    """The circles of imports among the engine's modules (lazy imports included): each a
    list of modules that import each other round, found as strongly connected components."""
    modules = {}
    for path in sorted((src / "engine").rglob("*.py")):
        modules[_module_name(path, src)[0]] = path
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for mod, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        _, pkg = _module_name(path, src)
        skip = _type_checking_nodes(tree)
        for node in ast.walk(tree):
            if id(node) in skip or not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                base = pkg.split(".")[: len(pkg.split(".")) - node.level + 1] if node.level else []
                target = ".".join([*base, *([node.module] if node.module else [])])
                subs = [f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}" in modules]
                targets = subs or [target]
            graph[mod].update(t for t in targets if t in modules and t != mod)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in graph:
        if v not in index:
            visit(v)
    return found


def test_the_engine_has_no_circle_of_imports():
    # rounds are declared per game (engine.program, engine.games) above the steps they are
    # made of, so no step imports what starts a round
    assert engine_cycles() == []


def test_the_circle_check_finds_a_circle(tmp_path):
    pkg = tmp_path / "tresham"
    (pkg / "engine").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "engine" / "__init__.py").write_text("")
    (pkg / "engine" / "a.py").write_text("from .b import x\n")
    (pkg / "engine" / "b.py").write_text("def f():\n    from . import a\n")
    (pkg / "engine" / "c.py").write_text("from .a import x\n")
    assert engine_cycles(pkg) == [["tresham.engine.a", "tresham.engine.b"]]
