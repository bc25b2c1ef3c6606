"""The table's pace: a round you are out of is finished at once with the same result as
playing it on; the computer players' moves can be skipped to your turn; your forced last
card is played for you (a setting)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from cardtable.rules.registry import find_game
from cardtable.ui.app import create_app
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table import pace


@pytest.fixture
def app_parts(qtbot):
    app, localizer, settings = create_app([])
    localizer.set_language("en")
    settings.confirm_abandon = False
    LOCALIZER[:] = [localizer]
    yield settings
    settings.auto_last_card = True


LOCALIZER: list = []
"""The app's localizer, for the windows the tests open (one app, one localizer)."""


def open_window(qtbot, settings, speed: str) -> MainWindow:
    settings.speed = speed
    win = MainWindow(LOCALIZER[0], settings)
    qtbot.addWidget(win)
    win.screen_room = lambda: QSize(3840, 2160)
    win.set_speed(speed)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win


def still(table) -> bool:
    return not table.view.animator.busy and not table._thinking


def play_old_maid(qtbot, win, finish: bool) -> list[dict]:
    """Old Maid for four against random players, seed 23 (you are out after your second
    draw, with most of the round to go); you draw the first card offered. `finish`: finish
    the round once you are out."""
    win.start_game("old-maid", find_game("old-maid").options_class(), "random", seed=23,
                   players=4)
    table = win.table
    session = table.session
    out_seen = False
    while not session.state.round_over:
        if finish and table.hurry is None and pace.can_finish(session, table.human):
            out_seen = True
            assert win.act_finish.isEnabled()
            win.act_finish.trigger()
            assert table.hurry == pace.FINISH and table.timing.hurried
            break
        if still(table) and session.human_to_act():
            table.act(session.legal_for(table.human)[0])
        qtbot.wait(5)
    qtbot.waitUntil(lambda: session.state.round_over and still(table), timeout=20000)
    if finish:
        assert out_seen
        qtbot.waitUntil(lambda: table.hurry is None, timeout=5000)
        assert not table.timing.hurried  # the speed set comes back with the next round
    return [a.to_record() for a in session.record.rounds[-1].actions]


def test_finishing_a_round_you_are_out_of_gives_the_result_of_playing_it_on(qtbot, app_parts):
    played_on = play_old_maid(qtbot, open_window(qtbot, app_parts, "instant"), finish=False)
    # At normal speed the rest of the round takes a minute; finished it is over at once.
    finished = play_old_maid(qtbot, open_window(qtbot, app_parts, "normal"), finish=True)
    assert finished == played_on


def test_skipping_ahead_stops_at_your_turn(qtbot, app_parts):
    win = open_window(qtbot, app_parts, "normal")
    win.start_game("hokm", find_game("hokm").options_class(), "random", seed=3)
    table = win.table
    session = table.session
    assert not session.human_to_act() and win.act_skip.isEnabled()
    win.act_skip.trigger()
    assert table.hurry == pace.SKIP and table.timing.ms(420) == 0
    qtbot.waitUntil(lambda: table.hurry is None, timeout=20000)
    assert session.human_to_act() and table.timing.ms(420) == 420
    assert not win.act_skip.isEnabled() and not win.act_finish.isEnabled()


@pytest.mark.parametrize("auto", [True, False])
def test_your_forced_last_card_is_played_for_you_if_you_like(qtbot, app_parts, auto):
    app_parts.auto_last_card = auto
    win = open_window(qtbot, app_parts, "instant")
    win.start_game("hokm", find_game("hokm").options_class(), "random", seed=3)
    table = win.table
    session = table.session
    assert table.auto_last_card is auto

    def last_trick() -> bool:
        return len(session.state.hands[table.human]) == 1

    while not last_trick():
        qtbot.waitUntil(lambda: still(table) and (session.human_to_act() or last_trick()),
                        timeout=10000)
        if not last_trick():
            table.act(session.legal_for(table.human)[0])
    if auto:
        qtbot.waitUntil(lambda: session.state.round_over, timeout=10000)
    else:
        qtbot.waitUntil(lambda: still(table) and session.human_to_act(), timeout=10000)
        qtbot.wait(300)
        assert session.human_to_act() and not session.state.round_over
