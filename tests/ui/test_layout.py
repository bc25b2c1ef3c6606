"""Where the seats sit (`ui/table/layout.py`), and the plain table a game that describes
none gets (`ui/table/parts.py` `plain_table_spec`): from two to nine seats, nothing on
anything at any size."""

from types import SimpleNamespace

import pytest
from test_table_specs import ENGLISH, PERSIAN, problems, viewports

from cardtable.rules.registry import find_game
from cardtable.ui.games.registry import GAME_UIS
from cardtable.ui.table.layout import BOTTOM, LEFT, RIGHT, TOP, sides_for
from cardtable.ui.table.parts import plain_table_spec
from cardtable.ui.table.solver import solve


@pytest.mark.parametrize("players", range(1, 10))
@pytest.mark.parametrize("ccw", [True, False])
def test_every_seat_has_a_place_of_its_own_and_you_sit_at_the_bottom(players, ccw):
    for human in range(players):
        sides = sides_for(players, human, counter_clockwise=ccw)
        assert sorted(sides) == list(range(players))
        assert sides[human] == BOTTOM
        assert len(set(sides.values())) == players


def test_play_order_runs_counter_clockwise_on_screen():
    """Persian games pass to the right: after the human come the right, top and left."""
    assert sides_for(4, 0) == {0: "bottom", 1: "right", 2: "top", 3: "left"}
    assert sides_for(4, 0, counter_clockwise=False) == {0: "bottom", 1: "left", 2: "top",
                                                        3: "right"}
    six = sides_for(6, 0)
    assert six[1].startswith("right") and six[5].startswith("left")


def test_a_table_has_one_to_nine_seats():
    for players in (0, 10):
        with pytest.raises(ValueError, match="no table layout"):
            sides_for(players, 0)


@pytest.mark.parametrize("players", range(2, 10))
@pytest.mark.parametrize("rtl", [False, True])
def test_the_plain_table_lies_clear_at_every_size(players, rtl):
    spec = plain_table_spec(players, human=players - 1)
    assert spec.human == players - 1 and len(spec.edges) == players
    for measure in (ENGLISH, PERSIAN):
        for size in viewports(spec, measure):
            placement = solve(spec, size, measure, right_to_left=rtl)
            assert (size, problems(spec, placement, measure)) == (size, [])


PASS_LEFT = {"golf", "ninety-nine", "pan"}
"""The games whose play passes to the left (clockwise); the others pass to the right."""


@pytest.mark.parametrize("game_id", sorted(g for g in GAME_UIS if find_game(g).max_players > 1))
def test_the_next_player_sits_where_play_passes(game_id: str) -> None:
    """The table seats the players from the game's spec: the player after you on your
    right where play passes to the right, on your left where it passes to the left; with
    two, across the table, or on your left where two grids or a dummy take the top."""
    game = find_game(game_id)
    ui = GAME_UIS[game_id]()
    for players in range(max(2, game.min_players), game.max_players + 1):
        for human in range(players):
            session = SimpleNamespace(players=players, options=game.options_class())
            sides = ui.sides(session, human)  # type: ignore[arg-type]
            assert sides[human] == BOTTOM
            nxt = sides[(human + 1) % players].partition(":")[0]
            if players == 2:
                assert nxt == (LEFT if game_id in ("golf", "ninety-nine") else TOP)
            else:
                assert nxt == (LEFT if game_id in PASS_LEFT else RIGHT), (players, human)
