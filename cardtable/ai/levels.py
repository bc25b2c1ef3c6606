"""The AI levels a seat can be given, by name."""

from __future__ import annotations

from collections.abc import Callable

from cardtable.ai.base import Player
from cardtable.ai.greedy import HokmGreedy
from cardtable.ai.heuristics.cheat import CheatHeuristic
from cardtable.ai.heuristics.golf import GolfHeuristic
from cardtable.ai.heuristics.hokm import HokmHeuristic
from cardtable.ai.heuristics.joker_spades import JokerSpadesHeuristic
from cardtable.ai.heuristics.mau_mau import MauMauHeuristic
from cardtable.ai.heuristics.ninety_nine import NinetyNineHeuristic
from cardtable.ai.heuristics.old_maid import OldMaidHeuristic
from cardtable.ai.heuristics.pan import PanHeuristic
from cardtable.ai.heuristics.shelem import ShelemHeuristic
from cardtable.ai.heuristics.twenty_one import TwentyOneHeuristic
from cardtable.ai.random_player import RandomPlayer
from cardtable.ai.search import SearchPlayer

_HEURISTICS: dict[str, Callable[[], Player]] = {
    "cheat": CheatHeuristic,
    "old-maid": OldMaidHeuristic,
    "golf": GolfHeuristic,
    "hokm": HokmHeuristic,
    "joker-spades": JokerSpadesHeuristic,
    "mau-mau": MauMauHeuristic,
    "ninety-nine": NinetyNineHeuristic,
    "pan": PanHeuristic,
    "shelem": ShelemHeuristic,
    "twenty-one": TwentyOneHeuristic,
}

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


def player_names(game_id: str) -> tuple[str, ...]:
    """Every name `make_player` accepts for this game."""
    extra = ("greedy",) if game_id == "hokm" else ()
    return (*LEVELS, *extra, "heuristic")


def make_player(game_id: str, level: str) -> Player:
    if level == "random":
        return RandomPlayer()
    if level in SEARCH_LEVELS:
        return SearchPlayer(game_id, level)
    if level == "heuristic":
        factory = _HEURISTICS.get(game_id)
        return factory() if factory else RandomPlayer()
    if level == "greedy" and game_id == "hokm":
        return HokmGreedy()
    raise ValueError(f"unknown AI level {level!r} (levels: "
                     f"{', '.join(player_names(game_id))})")
