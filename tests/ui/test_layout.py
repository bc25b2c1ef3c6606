"""Where the seats sit (`ui/table/layout.py`), and the plain table a game that describes
none gets (`ui/table/parts.py` `plain_table_spec`): from two to nine seats, nothing on
anything at any size."""

import pytest
from test_table_specs import ENGLISH, PERSIAN, problems, viewports

from cardtable.ui.table.layout import BOTTOM, sides_for
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
