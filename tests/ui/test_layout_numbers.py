"""A game's table is a spec in card units from shared looks and sizes, not numbers of its
own: the card-unit numbers written in `cardtable/ui/games` stay few, and its Qt code sets no
size or spacing in pixels by hand (a pixel a game types is one the next window size
breaks)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

GAMES = Path(__file__).resolve().parents[2] / "cardtable" / "ui" / "games"

MOST_CARD_UNITS = 60
"""The most fractional numbers (card widths and heights, shares of a card) the games' table
files may write: the issue's bound, and a ratchet for the next table."""

SIZE_SETTERS = {
    "setSpacing", "setContentsMargins", "setMinimumWidth", "setMinimumHeight",
    "setMinimumSize", "setMaximumWidth", "setMaximumHeight", "setMaximumSize",
    "setFixedWidth", "setFixedHeight", "setFixedSize", "setColumnMinimumWidth",
    "setRowMinimumHeight", "setHorizontalSpacing", "setVerticalSpacing", "resize", "move",
    "setGeometry",
}


def _trees() -> list[tuple[str, ast.AST]]:
    return [(path.name, ast.parse(path.read_text(encoding="utf-8")))
            for path in sorted(GAMES.glob("*.py"))]


def card_unit_numbers() -> list[str]:
    """Every float literal but 0.0 and 1.0 in the games' table files, as file:line."""
    return [f"{name}:{node.lineno}" for name, tree in _trees() for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and type(node.value) is float
            and node.value not in (0.0, 1.0)]


def typed_pixels() -> list[str]:
    """Calls that set a widget's size, spacing or margins with a number typed in (0 aside:
    no margin)."""
    found = []
    for name, tree in _trees():
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in SIZE_SETTERS):
                continue
            for arg in node.args:
                if any(isinstance(n, ast.Constant) and isinstance(n.value, (int, float))
                       and not isinstance(n.value, bool) and n.value != 0
                       and not _an_index(arg, n) for n in ast.walk(arg)):
                    found.append(f"{name}:{node.lineno} {ast.unparse(node)}")
                    break
    return found


def _an_index(arg: ast.AST, const: ast.Constant) -> bool:
    """`const` picks an item (`MARGINS[0]`), or counts in a range: not a size."""
    for n in ast.walk(arg):
        if isinstance(n, ast.Subscript) and n.slice is const:
            return True
        if (isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "range"
                and const in n.args):
            return True
    return False


def test_the_games_write_few_card_unit_numbers() -> None:
    numbers = card_unit_numbers()
    assert len(numbers) <= MOST_CARD_UNITS, numbers


def test_no_game_types_a_pixel_size() -> None:
    assert typed_pixels() == []


def test_the_checks_see_what_they_look_for(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """A file with a fraction and a typed pixel spacing is counted by both."""
    (tmp_path / "made_up.py").write_text(
        "def spec():\n    return dict(scale=0.7, anchor=(1.0, 0.0))\n\n"
        "def build(row, label, items):\n    row.setSpacing(14)\n"
        "    label.setMinimumWidth(2 * items[1] + 0)\n    row.setContentsMargins(0, 0, 0, 0)\n",
        encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "GAMES", tmp_path)
    assert card_unit_numbers() == ["made_up.py:2"]
    assert typed_pixels() == ["made_up.py:5 row.setSpacing(14)",
                              "made_up.py:6 label.setMinimumWidth(2 * items[1] + 0)"]
