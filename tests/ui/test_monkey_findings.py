"""What the table monkey found, one focused test each (the seed that found it in the name
of the test's docstring: `CARDTABLE_MONKEY_SEED=1 pytest tests/ui/test_monkey.py -k <game>`)."""

from __future__ import annotations

import pytest
from app_window import open_app_window
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLineEdit

from cardtable.rules.base import Event, Play, TrickWon
from cardtable.rules.registry import find_game
from cardtable.rules.twenty_one import Exchange
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table.card_sprite import CardSprite
from tests.ui.table_checks import dead_end, table_problems


@pytest.fixture
def window(qtbot):
    win = open_app_window(qtbot, (1180, 780))
    yield win
    win.table.stop()


def still(win: MainWindow) -> bool:
    t = win.table
    return t.session is not None and not t.view.animator.busy and not t._thinking


def start(qtbot, win: MainWindow, game_id: str, seed: int, level: str = "random") -> None:
    win.start_game(game_id, find_game(game_id).options_class(), level, seed=seed)
    qtbot.waitUntil(lambda: still(win), timeout=15000)


def test_a_resize_while_cards_move_leaves_no_card_off_the_table(qtbot, window):
    """Shelem, seed 1, event 143: undo, then the window made smaller at once. The resize came
    while the table was busy, so no card was put at its new place: a computer player's hand
    stayed where the wider table had it, off the right edge."""
    window.resize(1400, 1000)
    start(qtbot, window, "hokm", seed=1)
    view = window.table.view
    view.animator.pause(200)  # the table is busy, as in the middle of a move
    window.resize(820, 620)
    qtbot.waitUntil(lambda: not view.animator.busy, timeout=5000)
    rect = view.sceneRect()
    sprites = [i for i in view.scene().items() if isinstance(i, CardSprite)]
    assert sprites
    for zone in view.zones:
        for sprite, place in view.targets(zone):
            assert sprite.pos() == place, (sprite.card, zone)
            assert rect.contains(sprite.pos()), (sprite.card, zone)


@pytest.mark.parametrize("game_id", ["joker-spades", "shelem"])
def test_a_partners_trick_joins_the_partnerships_pile(qtbot, window, game_id):
    """Joker Spades, seed 1, event 4 (and Shelem, seed 1): a trick the human's partner won
    went to the partner's own pile, but the model keeps one pile per partnership, so after
    an undo or a resume the tricks jumped across the table."""
    start(qtbot, window, game_id, seed=3)
    table = window.table
    session = table.session
    gathered: list[TrickWon] = []
    play_events = table.play_events

    def spy(events: list[Event]) -> None:
        gathered.extend(e for e in events if isinstance(e, TrickWon))
        play_events(events)

    table.play_events = spy  # type: ignore[method-assign]
    while not session.state.round_over and not any(
            e.dst != ("won", e.winner) for e in gathered):
        if session.human_to_act():
            table.act(session.legal_for(table.human)[0])
        qtbot.waitUntil(lambda: still(window) and (session.human_to_act()
                                                   or session.state.round_over), timeout=15000)
        assert table_problems(window) == []
    assert any(e.dst != ("won", e.winner) for e in gathered)


def test_the_bankers_exchanged_card_shows_its_face_to_the_banker(qtbot, window):
    """Twenty-One, seed 1, event 69: the human as banker exchanged a card; it went onto the
    discards face down though the human knows it (a table laid out anew shows its face), so
    the discards changed looks after an undo or a resume."""
    start(qtbot, window, "twenty-one", seed=2)  # seed 2: the human holds the bank
    table = window.table
    session = table.session
    exchange = next(a for a in session.state.legal_actions()
                    if isinstance(a, Exchange) and a.seat == table.human)
    table.act(exchange)
    qtbot.waitUntil(lambda: still(window), timeout=15000)
    discards = table.view.zones.get(("pile", "discard"), [])
    assert discards and all(s.face_up for s in discards)
    assert table_problems(window) == []


def test_a_name_fortune_is_checked_only_once_shown(qtbot, window):
    """Fortune of a name, seed 1, event 12: the name is told at once and shown step by
    step; until the last step the table lags the model by design (`catching_up`)."""
    start(qtbot, window, "fortune-name", seed=1)
    table = window.table
    edit = table.findChild(QLineEdit, "name-field")
    for ch in "Sara":
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(edit, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not table.view.animator.busy, timeout=5000)
    assert table.session.state.round_over
    assert table.ui.catching_up()
    while table.ui.catching_up():
        table.ui.step()
        qtbot.waitUntil(lambda: not table.view.animator.busy, timeout=5000)
    assert table_problems(window) == []


def test_a_refused_move_offers_the_prompt_again(qtbot, window):
    """Mau-Mau, seed 32, event 107: a panel closes itself as the player chooses, then
    hands the move to the table; when the model refused it (a choice out of date), the
    toast said so but nothing was offered again: the human was to act, no card lit, no
    panel, and the game could not go on."""
    start(qtbot, window, "hokm", seed=1)  # seed 1: the human is hakem and names trump
    table = window.table
    assert table.ui.trump_panel.isVisible()
    assert dead_end(window) is None
    table.ui.hide_prompts()  # as a panel does before it acts
    table.act(Play(table.human, table.session.state.hands[table.human][0]))  # refused
    assert table.toast.isVisible()
    qtbot.waitUntil(lambda: table.ui.trump_panel.isVisible(), timeout=3000)
    assert dead_end(window) is None

