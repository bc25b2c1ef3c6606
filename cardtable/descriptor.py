"""A game in one place: `GameDescriptor` names everything the app needs to know about a
game (its rules, its table, its AI knowledge and heuristic, its library entry, its
invariant checks), and every registry reads the descriptors registered here.

Pure Python, no Qt: the table class, the AI and the checks are named by dotted paths
("package.module:name") and imported on first use, so that listing the games imports no
table module and no AI module. The built-in games' descriptors are in cardtable/games.py;
docs/adding-a-game.md walks through adding one.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import attrs

from cardtable.rules.base import Game, RecordError

Ref = Any
"""An object, or the dotted path "package.module:name" that names it (imported on first
use). Paths keep heavy modules (Qt tables, the AI) out of start-up."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate knows)
    """Marks `text` for translation without translating it: pyside6-lupdate extracts it
    (i18n/update.py reads this file) and the interface translates it where it shows it."""
    return text


_RESOLVED: dict[str, object] = {}


def resolve(ref: Ref) -> Any:
    """The object `ref` names: `ref` itself unless it is a "module:name" path."""
    if not isinstance(ref, str):
        return ref
    found = _RESOLVED.get(ref)
    if found is None:
        module_name, sep, attribute = ref.partition(":")
        if not sep or not module_name or not attribute:
            raise ValueError(f"{ref!r} is not a 'package.module:name' path")
        found = getattr(importlib.import_module(module_name), attribute)
        _RESOLVED[ref] = found
    return found


def _check_id(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if not value or value != value.strip().lower() or " " in value:
        raise ValueError(f"a game id is short, lower case, without spaces: {value!r}")


@attrs.frozen
class GameDescriptor:
    """Everything the app knows about one game, each part named once."""

    id: str = attrs.field(validator=_check_id)
    """The game's id, as records and the rules' `Game.id` spell it."""
    rules: Ref
    """The rules' `Game` instance (cardtable/rules/<game>.py). Player counts come from it."""
    name: str
    """The English name, marked with QT_TRANSLATE_NOOP("Games", ...) for the translators."""
    blurb: str = ""
    """One sentence for the library tile, marked like `name`."""
    table: Ref = None
    """The table: a `cardtable.ui.games.base.GameUI` subclass. None: listed as coming."""
    knowledge: Ref = None
    """A `cardtable.ai.knowledge.Knowledge` instance the search leans on (None: plain
    search)."""
    heuristic: Ref = None
    """A callable making the cheap rule-based baseline player (level "heuristic"); None
    falls back to the random player."""
    baselines: Mapping[str, Ref] = attrs.field(factory=dict)
    """Further benchmark-only players by level name (Hokm's "greedy"): callables."""
    rules_page: str = ""
    """The stem of the rules pages assets/rules/<stem>.<language>.html ("" = the id)."""
    option_values: Mapping[str, tuple[Any, ...]] = attrs.field(factory=dict)
    """The values the rules offer for each option, the default first: the property tests
    and the soak run play each (cardtable/invariants.py: option_sets)."""
    secret: Ref = None
    """`(state, seat) -> {zone: positions or None}`: what the rules hide from the seat, for
    the invariant that no view shows it (None: nothing beyond what the view hides)."""
    checks: Ref = None
    """`(state, count) -> None`: the game's own invariants (cardtable/invariants.py)."""
    explain: Ref = None
    """`(view, legal, action) -> Reason | None`: why the hint is what it is
    (cardtable/ai/reasons; None: the hint comes without a reason)."""

    @property
    def game(self) -> Game:
        found = resolve(self.rules)
        if not isinstance(found, Game) or found.id != self.id:
            raise TypeError(f"{self.rules!r} is not the Game {self.id!r}")
        return found

    @property
    def page(self) -> str:
        return self.rules_page or self.id


def player_counts(game: Game) -> list[int]:
    """The table sizes the rules allow, from `Game.min_players`/`max_players` and
    `check_players` (Shelem: two or four, not three)."""
    counts = []
    for n in range(game.min_players, game.max_players + 1):
        try:
            game.check_players(n)
        except RecordError:
            continue
        counts.append(n)
    return counts


# ------------------------------------------------------------------- the registry

_REGISTERED: dict[str, GameDescriptor] = {}
_BUILT_IN_LOADED = False


def _load_built_in() -> None:
    global _BUILT_IN_LOADED
    if not _BUILT_IN_LOADED:
        _BUILT_IN_LOADED = True
        from cardtable.games import BUILT_IN

        for descriptor in BUILT_IN:
            register(descriptor)


def register(descriptor: GameDescriptor) -> GameDescriptor:
    """Add a game (after those already registered, in the library's order). A game id is
    registered once: unregister it first to replace it."""
    if not isinstance(descriptor, GameDescriptor):
        raise TypeError(f"not a GameDescriptor: {descriptor!r}")
    _load_built_in()
    if descriptor.id in _REGISTERED:
        raise ValueError(f"the game {descriptor.id!r} is already registered")
    _REGISTERED[descriptor.id] = descriptor
    return descriptor


def unregister(game_id: str) -> None:
    """Remove a game registered with `register` (a test's game, when the test is done)."""
    _load_built_in()
    _REGISTERED.pop(game_id, None)


def descriptors() -> tuple[GameDescriptor, ...]:
    """Every registered game, in the library's order."""
    _load_built_in()
    return tuple(_REGISTERED.values())


def find_descriptor(game_id: object) -> GameDescriptor | None:
    _load_built_in()
    return _REGISTERED.get(game_id) if isinstance(game_id, str) else None


def refs(descriptor: GameDescriptor) -> list[Ref]:
    """Every part the descriptor names, object or path."""
    parts = [descriptor.rules, descriptor.table, descriptor.knowledge, descriptor.heuristic,
             *descriptor.baselines.values(), descriptor.secret, descriptor.checks,
             descriptor.explain]
    return [p for p in parts if p is not None]


def named_modules() -> list[str]:
    """Every module the registered descriptors name by dotted path: what a bundler that
    follows `import` statements only must be told to take (packaging/cardtable.spec)."""
    return sorted({r.partition(":")[0] for d in descriptors() for r in refs(d)
                   if isinstance(r, str)})


class DescriptorView(Mapping[str, Any]):
    """A read-only mapping game id -> one part of each registered descriptor (`part`
    resolves it), live: a game registered later is in it. Games whose part is None are
    left out."""

    def __init__(self, part: Callable[[GameDescriptor], Any],
                 present: Callable[[GameDescriptor], bool]) -> None:
        self._part = part
        self._present = present

    def __getitem__(self, game_id: str) -> Any:
        found = find_descriptor(game_id)
        if found is None or not self._present(found):
            raise KeyError(game_id)
        return self._part(found)

    def __contains__(self, game_id: object) -> bool:
        found = find_descriptor(game_id)
        return found is not None and self._present(found)

    def __iter__(self) -> Iterator[str]:
        return iter([d.id for d in descriptors() if self._present(d)])

    def __len__(self) -> int:
        return sum(1 for d in descriptors() if self._present(d))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({sorted(self)})"
