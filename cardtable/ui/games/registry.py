"""The games that have a table, by id."""

from __future__ import annotations

from cardtable.ui.games.base import GameUI
from cardtable.ui.games.hokm import HokmUI
from cardtable.ui.games.joker_spades import JokerSpadesUI
from cardtable.ui.games.ninety_nine import NinetyNineUI
from cardtable.ui.games.shelem import ShelemUI

GAME_UIS: dict[str, type[GameUI]] = {
    ui.game_id: ui for ui in (HokmUI, JokerSpadesUI, NinetyNineUI, ShelemUI)
}
