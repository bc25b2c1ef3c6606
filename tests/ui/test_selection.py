"""Choosing several cards at once (bid cards, cards laid away): clicks toggle, a limit holds."""

from PySide6.QtCore import Qt

from cardtable.cards import Card
from cardtable.ui.table.card_art import CardArt
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.timings import Timing
from cardtable.ui.table.view import TableView


def test_choosing_cards_by_click_and_keyboard(qtbot):
    view = TableView(CardArt(), Timing("instant"))
    qtbot.addWidget(view)
    view.resize(1000, 640)
    view.show()
    view.setup(sides_for(3, 0), 0)
    hand = [Card.parse(c) for c in ("AS", "KS", "QH", "JD", "9C")]
    for card in hand:
        view.place(card, ("deck",), ("hand", 0), False)
    view.relayout(animate=False)
    seen = []
    view.selection_changed.connect(seen.append)
    view.begin_selection(hand[:4], limit=3)
    sprites = {s.card: s for s in view.human_hand()}
    assert not sprites[hand[4]].playable  # not offered: inert
    for card in hand[:4]:
        sprites[card].clicked.emit(sprites[card])
    assert view.selected_cards() == hand[:3]  # the fourth is over the limit
    sprites[hand[1]].clicked.emit(sprites[hand[1]])
    assert view.selected_cards() == [hand[0], hand[2]]
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first offered card in hand order
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert len(view.selected_cards()) in (1, 3)
    assert seen and seen[-1] == view.selected_cards()
    view.end_selection()
    assert view.selected_cards() == [] and not any(s.selected for s in view.human_hand())
