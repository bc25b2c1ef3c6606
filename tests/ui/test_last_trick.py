"""The last trick, shown again: the memory of who played what (from the model's events),
and the view opened with L, the menu, or a click on a pile of tricks taken."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from cardtable.rules.base import CardMoved, RoundStarted, TrickWon
from cardtable.rules.registry import find_game
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table.last_trick import LastTrickDialog, TrickMemory
from cardtable.ui.words import card_name, seat_name
from tests.ui.table_checks import hokm_at_1366


def first_trick(game_id: str, seed: int):
    """A random first trick: the plays in order as (seat, card), and its TrickWon event."""
    game = find_game(game_id)
    rng = random.Random(seed)
    state = game.new_match(game.options_class(), 4, rng)
    memory = TrickMemory()
    plays = []
    while True:
        seat = state.to_act
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
        memory.feed(events)
        plays += [(ev.dst[1], ev.card) for ev in events
                  if isinstance(ev, CardMoved) and ev.dst[0] == "trick"]
        won = next((ev for ev in events if isinstance(ev, TrickWon)), None)
        if won is not None:
            assert all(p[0] is not None for p in plays) and seat is not None
            return memory, plays, won


def test_the_memory_holds_each_card_with_the_seat_that_played_it():
    for game_id in ("hokm", "joker-spades", "shelem", "ninety-nine"):
        for seed in range(3):
            memory, plays, won = first_trick(game_id, seed)
            assert set(memory.last) == set(plays) and len(memory.last) == len(won.cards)
            assert [c for _, c in memory.last] == list(won.cards)
            assert memory.winner == won.winner
            assert memory.forming == []
    memory.feed([RoundStarted(2, {})])  # a new deal: nothing to show until its first trick
    assert memory.last == () and memory.winner is None


def open_hokm(qtbot) -> MainWindow:
    return hokm_at_1366(qtbot)


def opened_dialog() -> LastTrickDialog | None:
    return next((w for w in QApplication.topLevelWidgets()
                 if isinstance(w, LastTrickDialog) and w.isVisible()), None)


def test_the_view_shows_the_last_trick_with_who_played_each_card(qtbot):
    win = open_hokm(qtbot)
    table = win.table
    session = table.session
    assert not win.act_last_trick.isEnabled()
    while not table.tricks.last:
        qtbot.waitUntil(lambda: not table.view.animator.busy and (
            session.human_to_act() or bool(table.tricks.last)), timeout=10000)
        if not table.tricks.last:
            table.act(session.legal_for(table.human)[0])
    qtbot.waitUntil(lambda: not table.view.animator.busy, timeout=10000)
    assert win.act_last_trick.isEnabled()
    win.act_last_trick.trigger()
    dialog = opened_dialog()
    assert dialog is not None
    expected = table.tricks.last
    assert len(expected) == 4 and len({s for s, _ in expected}) == 4
    assert [w.accessibleName() for w in dialog.cards] == [card_name(c) for _, c in expected]
    assert [w.text() for w in dialog.names] == [seat_name(s, table.human) for s, _ in expected]
    winner = table.tricks.winner
    assert seat_name(winner, table.human) in dialog.taken.text()
    bold = [w.text() for w in dialog.names if "bold" in w.styleSheet()]
    assert bold == [seat_name(winner, table.human)]
    dialog.close()
    # A click on the pile of tricks taken opens it as well.
    won = next(s for z, sprites in table.view.zones.items() if z[0] == "won" for s in sprites)
    point = table.view.mapFromScene(won.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
    assert opened_dialog() is not None


def test_a_game_with_one_trick_pile_says_nothing_of_who_played_what():
    from cardtable.cards import Card

    memory = TrickMemory()
    card = Card.parse("AS")
    memory.feed([CardMoved(card, ("hand", 0), ("trick",), True), TrickWon(0, (card,), ("won", 0))])
    assert memory.last == () and memory.winner is None
