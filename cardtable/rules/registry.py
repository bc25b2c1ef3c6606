"""GAMES: every playable game by id."""

from __future__ import annotations

from cardtable.rules.base import Game, RecordError
from cardtable.rules.cheat import CHEAT
from cardtable.rules.fortunes import FORTUNE_FAMILY, FORTUNE_NAME
from cardtable.rules.golf import GOLF
from cardtable.rules.hokm import HOKM
from cardtable.rules.joker_spades import JOKER_SPADES
from cardtable.rules.mau_mau import MAU_MAU
from cardtable.rules.ninety_nine import NINETY_NINE
from cardtable.rules.old_maid import OLD_MAID
from cardtable.rules.pan import PAN
from cardtable.rules.shelem import SHELEM
from cardtable.rules.twenty_one import TWENTY_ONE

GAMES: dict[str, Game] = {g.id: g for g in (CHEAT, FORTUNE_FAMILY, FORTUNE_NAME, GOLF, HOKM,
                                              JOKER_SPADES, MAU_MAU, NINETY_NINE, OLD_MAID,
                                              PAN, SHELEM, TWENTY_ONE)}

#: Games named in the records spec that the app lists as coming.
COMING: tuple[str, ...] = ()


def find_game(game_id: object) -> Game:
    if isinstance(game_id, str) and game_id in GAMES:
        return GAMES[game_id]
    if isinstance(game_id, str) and game_id in COMING:
        raise RecordError(f"the game {game_id!r} is not playable in this version yet")
    known = ", ".join(sorted(GAMES))
    raise RecordError(f"unknown game {game_id!r} (known games: {known})")
