"""No truth test of a suit, rank or seat anywhere in cardtable/.

`Suit.SPADES` is the IntEnum value 0 and seat 0 is a player, so `named or top.suit`,
`if seat:` or `not card.suit` silently treat spades or the first seat as "none" (a jack
naming spades was once ignored that way in cardtable/rules/mau_mau.py). Such values must
be compared with `is None` / `is not None` instead. This test parses every module and
flags a truth test (`x or y`, `x and y`, `not x`, `if x:`, `while x:`, `a if x else b`,
`assert x`, a comprehension's `if x`, `bool(x)`, `filter(None, ...)`) of:

- a name, attribute or call whose last word names a suit, rank or seat
  (`suit`, `trump_suit`, `self.named`, `high_seat`, `to_act`, `led_suit(...)`, ...);
- a name or attribute annotated anywhere in cardtable/ with `Suit` or `Rank`, or with
  `int | None` (an optional seat or count, where 0 is a value).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "cardtable"

# Last words of identifiers that hold a suit, a rank or a seat number.
WORDS = frozenset({
    "suit", "rank", "seat", "named", "trump", "led", "leader", "dealer", "hakem",
    "banker", "winner", "loser", "bidder", "declarer", "caller", "target",
    "challenger", "asking", "taker", "starter", "opener", "bammer", "partner",
})
# Annotations that make a value one of those: the enums, or an optional int (a seat or
# count where 0 is a value). A plain `int` is suspect only by the name it is given.
_TYPED = re.compile(r"^(Suit|Rank|Suit \| None|Rank \| None|int \| None|None \| \w+"
                    r"|Optional\[(Suit|Rank|int)\])$")
_NUMBER = re.compile(r"^(Suit|Rank|int)( \| None)?$|^None \| (Suit|Rank|int)$|^Optional\[")


def _name_of(node: ast.expr) -> str | None:
    """The identifier an expression is known by: `x`, `a.b.x` and `f(...)` give `x`, `f`."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Call):
        return _name_of(node.func)
    return None


def _text(annotation: ast.expr) -> str:
    return ast.unparse(annotation).strip("'\"")


def _local_annotations(scope: ast.AST) -> dict[str, set[str]]:
    """Annotations of plain names in one function (its arguments too) or module."""
    out: dict[str, set[str]] = {}
    nodes = ast.walk(scope) if not isinstance(scope, ast.Module) else iter(scope.body)
    for node in nodes:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.setdefault(node.target.id, set()).add(_text(node.annotation))
        elif isinstance(node, ast.arg) and node.annotation is not None:
            out.setdefault(node.arg, set()).add(_text(node.annotation))
    return out


def annotations(trees: list[ast.Module]) -> dict[str, set[str]]:
    """Every annotation of an attribute (`x: T` in a class, `self.x: T`) and every return
    annotation of a function (`f` -> its return type), across the package."""
    out: dict[str, set[str]] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                        out.setdefault(item.target.id, set()).add(_text(item.annotation))
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Attribute):
                out.setdefault(node.target.attr, set()).add(_text(node.annotation))
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns:
                out.setdefault(node.name, set()).add(_text(node.returns))
    return out


def _suspect(name: str, kinds: set[str]) -> bool:
    """A suit, rank or seat: always annotated as one, or so named and never annotated as
    something else (`nines_trump: bool` is a flag, not a suit)."""
    if kinds and all(_TYPED.match(k) for k in kinds):
        return True
    if kinds and not any(_NUMBER.match(k) for k in kinds):
        return False
    return name == "to_act" or name.lower().split("_")[-1] in WORDS


def _tested(node: ast.expr) -> Iterator[ast.expr]:
    """Every sub-expression whose truth value is taken when `node` is tested for truth."""
    if isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from _tested(value)
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield from _tested(node.operand)
    else:
        yield node


def _truth_tests(node: ast.AST) -> Iterator[ast.expr]:
    """The expressions `node` itself tests for truth."""
    if isinstance(node, (ast.If, ast.While, ast.IfExp, ast.Assert)):
        yield from _tested(node.test)
    elif isinstance(node, ast.comprehension):
        for cond in node.ifs:
            yield from _tested(cond)
    elif isinstance(node, ast.BoolOp):
        # The last value is returned, not tested (unless the whole is, seen above).
        for value in node.values[:-1]:
            yield from _tested(value)
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield from _tested(node.operand)
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
        first = node.args[0]
        if node.func.id == "bool":
            yield from _tested(first)
        elif node.func.id == "filter" and isinstance(first, ast.Constant) and first.value is None:
            yield node


class _Scan(ast.NodeVisitor):
    """Walks one module, knowing the annotations of the names in the current function."""

    def __init__(self, module: ast.Module, attributes: dict[str, set[str]]) -> None:
        self.attributes = attributes
        self.scopes = [_local_annotations(module)]
        self.found: list[ast.expr] = []

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self.scopes.append(_local_annotations(node))
        self.generic_visit(node)
        self.scopes.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit(self, node: ast.AST) -> None:
        for expr in _truth_tests(node):
            if self._offends(expr):
                self.found.append(expr)
        super().visit(node)

    def _offends(self, expr: ast.expr) -> bool:
        if isinstance(expr, ast.Call) and _name_of(expr.func) == "filter":
            return True
        name = _name_of(expr)
        if name is None:
            return False
        if isinstance(expr, ast.Name):
            kinds = self.scopes[-1].get(name) or self.scopes[0].get(name, set())
        else:
            kinds = self.attributes.get(name, set())
        return _suspect(name, kinds)


def offences(sources: dict[str, str]) -> list[str]:
    """`file:line: expression` for every truth test of a suit, rank or seat."""
    trees = {name: ast.parse(text) for name, text in sources.items()}
    attributes = annotations(list(trees.values()))
    found = set()
    for name, tree in trees.items():
        scan = _Scan(tree, attributes)
        scan.visit(tree)
        found.update(f"{name}:{e.lineno}: {ast.unparse(e)}" for e in scan.found)
    return sorted(found)


def _package_sources() -> dict[str, str]:
    return {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8")
            for p in sorted(ROOT.rglob("*.py"))}


def test_no_truth_test_of_a_suit_rank_or_seat():
    assert offences(_package_sources()) == []


def test_the_package_is_scanned():
    sources = _package_sources()
    assert "rules/mau_mau.py" in sources and "ui/games/mau_mau.py" in sources
    typed = annotations([ast.parse(t) for t in sources.values()])
    assert {"Suit | None"} <= typed["named"] and typed["nines_trump"] == {"bool"}


BAD = '''
class State:
    named: Suit | None = None
    lead: Suit | None
    first: int | None

def follow(self, top, seat, card, seats):
    a = self.named or top.suit
    if seat:
        pass
    b = not card.suit
    c = 1 if self.lead else 2
    d = [s for s in seats if s.to_act]
    e = bool(self.first)
    f = list(filter(None, seats))
    g = led_suit(top) or 0
    while not (self.hakem and card.rank):
        pass
'''

GOOD = '''
class State:
    named: Suit | None = None
    seats: list[int]

def follow(self, top, seat, card, seats, cards):
    a = top.suit if self.named is None else self.named
    if seat is not None:
        pass
    b = card.suit is None
    c = 1 if self.named is not None else 2
    d = [s for s in seats if s.to_act is not None]
    if self.seats or not cards:
        pass
    h = top or card
    k = self.count or seat
'''


def test_the_check_catches_each_pattern():
    found = offences({"bad.py": BAD})
    lines = {int(f.split(":")[1]) for f in found}
    # every offending statement of BAD, by line (line 1 is blank)
    assert lines == {8, 9, 11, 12, 13, 14, 15, 16, 17}, found
    assert "bad.py:8: self.named" in found
    assert "bad.py:12: self.lead" in found      # flagged by its annotation, not its name
    assert "bad.py:14: self.first" in found     # an optional int


def test_the_check_passes_explicit_comparisons():
    assert offences({"good.py": GOOD}) == []
