"""GAMES: every playable game's rules by id, read from the game descriptors
(cardtable/descriptor.py; the built-in ones are in cardtable/games.py)."""

from __future__ import annotations

from collections.abc import Mapping

from cardtable.descriptor import DescriptorView
from cardtable.rules.base import Game, RecordError

GAMES: Mapping[str, Game] = DescriptorView(lambda d: d.game, lambda d: True)
"""Live: a game registered later (cardtable.descriptor.register) is in it."""

#: Games named in the records spec that the app lists as coming.
COMING: tuple[str, ...] = ()


def find_game(game_id: object) -> Game:
    if isinstance(game_id, str) and game_id in GAMES:
        return GAMES[game_id]
    if isinstance(game_id, str) and game_id in COMING:
        raise RecordError(f"the game {game_id!r} is not playable in this version yet")
    known = ", ".join(sorted(GAMES))
    raise RecordError(f"unknown game {game_id!r} (known games: {known})")
