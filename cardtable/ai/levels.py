"""The AI levels a seat can be given, by name."""

from __future__ import annotations

from collections.abc import Callable

from cardtable.ai.base import Player
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

LEVELS = ("random", "easy")
DEFAULT_LEVEL = "easy"


def make_player(game_id: str, level: str) -> Player:
    if level == "random":
        return RandomPlayer()
    if level == "easy":
        factory = _HEURISTICS.get(game_id)
        return factory() if factory else RandomPlayer()
    raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})")
