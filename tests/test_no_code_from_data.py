"""Nothing in the app executes data: records, saves and settings are JSON read with strict
validation. No module of cardtable/ may use pickle, marshal, shelve, eval, exec, compile,
__import__ or an unsafe YAML load (Qt's `dialog.exec()` is a method call, not the builtin)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "cardtable"
MODULES = ("pickle", "cPickle", "_pickle", "dill", "cloudpickle", "marshal", "shelve", "jsonpickle")
BUILTINS = ("eval", "exec", "compile", "__import__")
CALLS = {("yaml", "load"), ("yaml", "unsafe_load"), ("yaml", "full_load"),
         ("yaml", "load_all"), ("yaml", "unsafe_load_all"), ("builtins", "eval"),
         ("builtins", "exec")}


def problems(source: str, name: str = "<text>") -> list[str]:
    """Every use of code-from-data machinery in one module's source."""
    out = []
    for node in ast.walk(ast.parse(source, name)):
        where = f"{name}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Import):
            out += [f"{where}: import {a.name}" for a in node.names
                    if a.name.split(".")[0] in MODULES]
        elif isinstance(node, ast.ImportFrom):
            module = (node.module or "").split(".")[0]
            if module in MODULES:
                out.append(f"{where}: from {node.module} import ...")
            if module in ("yaml", "builtins"):
                out += [f"{where}: from {module} import {a.name}" for a in node.names
                        if (module, a.name) in CALLS]
        elif isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Name) and f.id in BUILTINS:
                out.append(f"{where}: {f.id}()")
            elif (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name)
                  and (f.value.id, f.attr) in CALLS):
                out.append(f"{where}: {f.value.id}.{f.attr}()")
    return out


def sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_the_package_has_sources_to_scan():
    names = {p.name for p in sources()}
    assert {"records.py", "storage.py", "session.py", "app.py"} <= names


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_runs_code_from_data(path):
    assert problems(path.read_text(encoding="utf-8"), str(path)) == []


@pytest.mark.parametrize("snippet", [
    "import pickle",
    "import marshal as m",
    "from shelve import open",
    "from pickle import loads",
    "x = eval(text)",
    "exec(code)",
    "compile(src, 'f', 'exec')",
    "__import__(name)",
    "import yaml\nyaml.load(f)",
    "import yaml\nyaml.unsafe_load(f)",
    "from yaml import load",
    "import builtins\nbuiltins.eval(text)",
])
def test_the_scanner_catches_each_kind(snippet):
    assert problems(snippet) != []


@pytest.mark.parametrize("snippet", [
    "dialog.exec()",
    "app.exec()",
    "json.loads(text)",
    "import yaml\nyaml.safe_load(f)",
    "evaluate(x)",
])
def test_the_scanner_lets_harmless_code_be(snippet):
    assert problems(snippet) == []
