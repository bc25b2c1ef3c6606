"""The AI levels a seat can be given, by name."""

from __future__ import annotations

from cardtable.ai.base import Player
from cardtable.ai.random_player import RandomPlayer
from cardtable.descriptor import find_descriptor, resolve

SEARCH_LEVELS = ("easy", "normal", "hard")
"""The levels of the search player (cardtable.ai.search), weakest first."""

LEVELS = ("random", *SEARCH_LEVELS)
"""The levels a seat can be given at the table, weakest first."""

DEFAULT_LEVEL = "normal"
STRONGEST = "hard"
"""The level the table's hint asks."""

BASELINES = ("greedy", "heuristic")
"""Players for benchmarks only: Hokm's rule-based `greedy` and each game's old
hand-written `heuristic` player (a cheap baseline)."""


def _baselines(game_id: str) -> dict[str, object]:
    """The game's benchmark-only players by name, from its descriptor (cardtable/games.py)."""
    found = find_descriptor(game_id)
    return dict(found.baselines) if found else {}


def player_names(game_id: str) -> tuple[str, ...]:
    """Every name `make_player` accepts for this game."""
    extra = tuple(name for name in _baselines(game_id) if name not in LEVELS)
    return (*LEVELS, *extra, "heuristic")


def make_player(game_id: str, level: str) -> Player:
    if level == "random":
        return RandomPlayer()
    if level in SEARCH_LEVELS:
        from cardtable.ai.search import SearchPlayer  # imported when a seat needs it

        return SearchPlayer(game_id, level)
    if level == "heuristic":
        found = find_descriptor(game_id)
        factory = resolve(found.heuristic) if found and found.heuristic is not None else None
        return _made(factory, level) if factory else RandomPlayer()
    baseline = _baselines(game_id).get(level)
    if baseline is not None and level not in LEVELS:
        return _made(resolve(baseline), level)
    raise ValueError(f"unknown AI level {level!r} (levels: "
                     f"{', '.join(player_names(game_id))})")


def _made(factory: object, level: str) -> Player:
    """A player from a descriptor's factory, checked: a descriptor is not trusted."""
    player: Player | None = factory() if callable(factory) else None
    if player is None or not callable(getattr(player, "choose", None)):
        raise TypeError(f"the {level!r} player factory {factory!r} made no player")
    return player
