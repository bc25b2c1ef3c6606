"""The model and everything below the UI never import Qt."""

import ast
from pathlib import Path

PURE = ["cards.py", "rules", "ai", "records.py", "storage.py", "session.py", "cli.py",
        "invariants.py", "descriptor.py", "games.py", "ui/table/spec.py", "ui/table/solver.py"]
ROOT = Path(__file__).resolve().parent.parent / "cardtable"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


def _pure_files() -> list[Path]:
    files = []
    for name in PURE:
        p = ROOT / name
        if p.is_dir():
            files.extend(sorted(p.rglob("*.py")))
        elif p.exists():
            files.append(p)
    return files


def test_pure_layers_exist():
    names = {p.name for p in _pure_files()}
    assert {"cards.py", "base.py", "hokm.py", "records.py", "cli.py"} <= names


def test_no_qt_below_the_ui():
    offenders = [str(p.relative_to(ROOT)) for p in _pure_files()
                 if {"PySide6", "shiboken6", "PyQt5", "PyQt6"} & _imports(p)]
    assert offenders == []


def test_checker_sees_a_qt_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtCore import QObject\n")
    assert "PySide6" in _imports(bad)
