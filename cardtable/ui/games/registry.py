"""The games that have a table, by id."""

from __future__ import annotations

from cardtable.ui.games.base import GameUI
from cardtable.ui.games.cheat import CheatUI
from cardtable.ui.games.fortunes import FamilyFortuneUI, NameFortuneUI
from cardtable.ui.games.golf import GolfUI
from cardtable.ui.games.hokm import HokmUI
from cardtable.ui.games.joker_spades import JokerSpadesUI
from cardtable.ui.games.mau_mau import MauMauUI
from cardtable.ui.games.ninety_nine import NinetyNineUI
from cardtable.ui.games.old_maid import OldMaidUI
from cardtable.ui.games.pan import PanUI
from cardtable.ui.games.shelem import ShelemUI
from cardtable.ui.games.twenty_one import TwentyOneUI

GAME_UIS: dict[str, type[GameUI]] = {ui.game_id: ui for ui in (HokmUI, NinetyNineUI, PanUI,
                                                               MauMauUI, ShelemUI, JokerSpadesUI,
                                                               TwentyOneUI, CheatUI, OldMaidUI,
                                                               GolfUI, NameFortuneUI,
                                                               FamilyFortuneUI)}
