"""The built-in games' descriptors (cardtable/games.py): every part they name exists and is
of the right kind, nothing a game needs is left unnamed, and the library's player counts
are the rules' own."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.ai.knowledge import Knowledge, knowledge_for
from cardtable.ai.levels import make_player, player_names
from cardtable.descriptor import (
    DescriptorView,
    descriptors,
    named_modules,
    player_counts,
    refs,
    resolve,
)
from cardtable.games import BUILT_IN
from cardtable.rules.base import Game, RecordError
from cardtable.rules.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent / "cardtable"
IDS = [d.id for d in BUILT_IN]


def test_the_built_in_games_are_registered_in_the_librarys_order():
    assert [d.id for d in descriptors()][:len(BUILT_IN)] == IDS
    assert len(set(IDS)) == len(IDS)
    assert list(GAMES)[:len(BUILT_IN)] == IDS


def test_the_library_lists_them_in_that_order():
    from cardtable.ui.catalog import ORDER, playable

    assert list(ORDER)[:len(IDS)] == IDS and ORDER[:2] == tuple(IDS[:2])
    assert all(playable(g) for g in IDS) and not playable("nothing")


@pytest.mark.parametrize("descriptor", BUILT_IN, ids=IDS)
def test_every_part_named_is_there_and_of_its_kind(descriptor):
    game = descriptor.game
    assert isinstance(game, Game) and game.id == descriptor.id
    assert callable(resolve(descriptor.checks)) and callable(resolve(descriptor.secret))
    if descriptor.knowledge is not None:
        assert isinstance(resolve(descriptor.knowledge), Knowledge)
        assert knowledge_for(descriptor.id) is resolve(descriptor.knowledge)
    for name in player_names(descriptor.id):
        assert callable(make_player(descriptor.id, name).choose)
    names = [f.name for f in game.options_class.__attrs_attrs__]  # type: ignore[attr-defined]
    defaults = game.options_class()
    for option, values in descriptor.option_values.items():
        assert option in names and values[0] == getattr(defaults, option), option


def test_every_table_is_found(qtbot):
    from cardtable.ui.games.base import GameUI
    from cardtable.ui.games.registry import GAME_UIS

    assert sorted(GAME_UIS) == sorted(IDS)
    for game_id, ui in GAME_UIS.items():
        assert issubclass(ui, GameUI) and ui.game_id == game_id


@pytest.mark.parametrize(("folder", "helpers"), [
    # Parts a game's table module imports itself, not through a descriptor: Mau-Mau's pile
    # widgets, the fortunes' table specs and the name fortune's steps.
    ("ui/games", {"__init__", "base", "registry", "keys", "mau_mau_piles", "fortune_specs",
                  "fortune_steps"}),
    ("ai/knowledge", {"__init__"}),
    ("ai/heuristics", {"__init__"}),
    ("rules", {"__init__", "base", "registry", "tricks", "hidden"}),
])
def test_every_game_module_is_named_by_a_descriptor(folder, helpers):
    """A game module no descriptor names would never be imported (and never bundled:
    packaging/cardtable.spec takes `named_modules`)."""
    package = "cardtable." + folder.replace("/", ".")
    modules = {f"{package}.{p.stem}" for p in (ROOT / folder).glob("*.py")
               if p.stem not in helpers}
    assert modules - set(named_modules()) == set()


def test_named_modules_are_the_dotted_paths():
    hokm = BUILT_IN[0]
    assert "cardtable.ui.games.hokm" in named_modules()
    assert "cardtable.ai.greedy" in named_modules()  # Hokm's benchmark baseline
    assert all(":" not in m for m in named_modules())
    assert resolve(hokm.rules) is hokm.game and hokm.rules in refs(hokm)


def test_a_path_that_names_nothing_says_so():
    with pytest.raises(ValueError, match="module:name"):
        resolve("cardtable.rules.hokm")
    with pytest.raises(AttributeError):
        resolve("cardtable.rules.hokm:NOTHING")
    with pytest.raises(ModuleNotFoundError):
        resolve("cardtable.rules.nothing:HOKM")


def test_player_counts_come_from_the_rules():
    for game in GAMES.values():
        counts = player_counts(game)
        assert counts[0] == game.min_players and counts[-1] == game.max_players
        for n in range(game.min_players, game.max_players + 1):
            if n not in counts:
                with pytest.raises(RecordError):
                    game.check_players(n)
    assert player_counts(GAMES["shelem"]) == [2, 4]


def test_a_view_is_live_and_read_only():
    view = DescriptorView(lambda d: d.name, lambda d: d.blurb != "")
    assert view["hokm"] == "Hokm" and "hokm" in view and len(view) == len(list(view))
    assert "nothing" not in view
    with pytest.raises(KeyError):
        view["nothing"]
    with pytest.raises(TypeError):
        view["hokm"] = "Hokm"  # type: ignore[index]
