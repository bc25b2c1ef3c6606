"""The two card fortunes at the table: the name typed in (Persian with its zero-width
non-joiner, or Latin), the letters counted, each stage stepped through with the Step button
(the piles dealt and gathered, the row turned up, each pair and its message) or run with
Auto-run, the result; the family fortune's layout laid right to left, its chain of turns, a
granted and a failed wish; Persian; resuming; the rules pages."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_window import open_app_window
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from table_language import Languages

from cardtable.rules.fortunes import (
    HAND,
    PACKET,
    PAIRS,
    ROW,
    STOCK,
    TEN_OF_DIAMONDS,
    FortuneOptions,
    GiveName,
    reading_order,
    take_pairs,
)
from cardtable.storage import read_save
from cardtable.ui.dialogs.sheets import TableDialog
from cardtable.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
PERSIAN_DIGITS = set("۰۱۲۳۴۵۶۷۸۹")
ZWNJ = "\u200c"


def make_window(qtbot) -> MainWindow:
    win = open_app_window(qtbot, (1280, 720))
    return win


@pytest.fixture
def window(qtbot):
    win = make_window(qtbot)
    yield win
    win.table.stop()
    win.localizer.set_language("en")


def type_text(widget, text: str) -> None:
    """Key presses carrying each character, as a Persian keyboard layout sends them (QTest's
    keyClicks accepts Latin-1 only)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier,
                                                     ch))


def still(window) -> bool:
    return not window.table.view.animator.busy


def step(qtbot, window) -> None:
    ui = window.table.ui
    qtbot.waitUntil(lambda: still(window) and ui.step_button.isEnabled(), timeout=10000)
    qtbot.mouseClick(ui.step_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: still(window), timeout=10000)


def cards_in(window, zone) -> list:
    return [s.card for s in window.table.view.zones.get(zone, [])]


def test_the_name_fortune_step_by_step_then_persian(qtbot, window, tmp_path):
    window.start_game("fortune-name", FortuneOptions(), "heuristic", seed=3)
    table, ui, view = window.table, window.table.ui, window.table.view
    assert view.sides == {0: "bottom"} and table.plates[0].text() == "You"
    qtbot.waitUntil(lambda: ui.name_panel.isVisible(), timeout=10000)
    assert len(view.zones[STOCK]) == 52 and not any(s.face_up for s in view.zones[STOCK])
    assert not ui.deal_button.isEnabled()
    assert ui.count_label.text() == "No letters yet."
    name = "علی" + ZWNJ + "رضا"  # Alireza: six letters, the non-joiner not counted
    ui.name_field.setFocus()
    type_text(ui.name_field, name)
    assert ui.name_field.text() == name
    assert ui.count_label.text() == "6 letters: the pack will be dealt onto 6 piles."
    qtbot.mouseClick(ui.deal_button, Qt.MouseButton.LeftButton)
    session = table.session
    assert session.record.rounds[-1].actions == [GiveName(0, name)]
    state = session.state
    stock = list(session.state.deals[0].piles["stock"])
    qtbot.waitUntil(lambda: still(window) and ui.bar.isVisible(), timeout=10000)
    # Step 1 is shown at once: the name's letters, counted.
    assert "has 6 letters" in ui.note.text() and "6 piles" in ui.note.text()
    assert not ui.name_panel.isVisible() and not ui.result.isVisible()
    assert ui.step_button.text() == "Step" and ui.auto_button.text() == "Auto-run"
    total = ui._total
    assert ui.info_labels[3].text() == f"Step 1 of {total}"
    # Step 2: the pack dealt round and round onto six piles.
    step(qtbot, window)
    for j in range(6):
        assert cards_in(window, ("heap", j)) == stock[j::6]
    assert not cards_in(window, STOCK)
    assert "Dealing the pack onto 6 piles" in ui.note.text()
    # Step 3: gathered, the first pile on top of the second, and so on.
    step(qtbot, window)
    packet = view.zones[PACKET]
    assert len(packet) == 52 and not any(s.face_up for s in packet)
    assert "Gathering" in ui.note.text()
    # Step 4: turned up and read in a row.
    step(qtbot, window)
    order = reading_order(stock, 6)
    assert cards_in(window, ROW) == order
    assert all(s.face_up for s in view.zones[ROW])
    _, pairs = take_pairs(order)
    assert [tuple(p) for p in state.pairs] == pairs and pairs
    # One step per pair: both cards out of the row, the message shown and listed.
    for i, (a, b) in enumerate(pairs):
        assert not ui.result.isVisible()
        step(qtbot, window)
        assert cards_in(window, PAIRS)[-2:] == [a, b]
        assert len(cards_in(window, ROW)) == 52 - 2 * (i + 1)
        assert ui.messages.isVisible()
        listed = ui.messages_text.text()
        assert f"{i + 1}. " in listed and "Alireza" not in listed
    qtbot.waitUntil(lambda: ui.result.isVisible(), timeout=10000)
    assert ui._done == total == 4 + len(pairs)
    assert not ui.step_button.isEnabled() and not ui.auto_button.isEnabled()
    assert ui.result.title.text() == "The cards have spoken"
    text = ui.result_text.text()
    assert "The cards for" in text and name in text and "Just for fun" in text
    assert cards_in(window, ROW) == list(state.row)
    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    assert [sheet.table.horizontalHeaderItem(i).text() for i in range(3)] == [
        "Name", "Letters", "Pairs"]
    assert sheet.cell(0, 0) == name and sheet.cell(0, 1) == "6"

    persian = Languages()
    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    qtbot.waitUntil(lambda: ui.result.title.text() == "کارت‌ها سخن گفتند", timeout=3000)
    assert "فقط برای سرگرمی" in ui.result_text.text()
    assert "جفت" in ui.result_text.text()
    assert ui.step_button.text() == "گام بعد" and ui.auto_button.text() == "خودکار"
    assert "کارت‌ها می‌گویند" in ui.messages_text.text()
    info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
    assert "فال نام" in info and "۶ حرف" in info and PERSIAN_DIGITS & set(info)
    qtbot.waitUntil(lambda: sheet.table.horizontalHeaderItem(0).text() == "نام",
                    timeout=3000)
    assert sheet.cell(0, 1) == "۶"
    persian.switch(window, "en")
    qtbot.waitUntil(lambda: ui.result.title.text() == "The cards have spoken", timeout=3000)
    sheet.close()
    qtbot.mouseClick(ui.close_button, Qt.MouseButton.LeftButton)
    assert not ui.result.isVisible()


def test_auto_run_and_a_short_name(qtbot, window):
    window.start_game("fortune-name", FortuneOptions(), "heuristic", seed=8)
    table, ui = window.table, window.table.ui
    qtbot.waitUntil(lambda: ui.name_panel.isVisible(), timeout=10000)
    qtbot.keyClicks(ui.name_field, "Jo!")
    assert ui.count_label.text() == "2 letters: the pack will be dealt onto 2 piles."
    ui.name_field.clear()
    qtbot.keyClicks(ui.name_field, "O")
    assert ui.count_label.text() == "1 letter: the pack will be dealt onto 2 piles."
    qtbot.keyClick(ui.name_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: still(window) and ui.bar.isVisible(), timeout=10000)
    assert "Between 2 and 12 piles" in ui.note.text()
    qtbot.mouseClick(ui.auto_button, Qt.MouseButton.LeftButton)
    assert not ui.step_button.isEnabled()
    qtbot.waitUntil(lambda: ui.result.isVisible(), timeout=20000)
    assert ui._done == ui._total and not ui._steps
    assert len(cards_in(window, ("heap", 0))) == 0
    assert len(cards_in(window, ROW)) + len(cards_in(window, PAIRS)) == 52
    assert table.session.state.match_over
    # The result's room is kept for ten pairs: with fewer, the box is no taller than its
    # words, at the foot of its room (against your hand), not a blank frame.
    QApplication.processEvents()
    kept = ui.scene.current().widgets["result"]
    box = ui.result.geometry()
    assert box.height() < kept.h - 40
    assert abs(box.bottom() + 1 - kept.bottom) <= 1
    assert box.height() == max(ui.result.heightForWidth(box.width()),
                               ui.result.minimumSizeHint().height())


def test_the_family_fortune_laid_right_to_left_and_granted(qtbot, window, tmp_path):
    # Seed 11: the ten of diamonds comes last, after all sixteen pictures.
    window.start_game("fortune-family", FortuneOptions(), "heuristic", seed=11)
    table, ui, view = window.table, window.table.ui, window.table.view
    session = table.session
    qtbot.waitUntil(lambda: still(window) and ui.step_button.isEnabled(), timeout=10000)
    grid = [view.zones[("grid", 0, k)][-1] for k in range(16)]
    assert not any(s.face_up for s in grid)
    hand = view.zones[HAND][-1]
    assert not hand.face_up  # the card in hand waits face down until it is turned
    # Positions 1-4 from right to left, rows of four downwards.
    xs = [s.pos().x() for s in grid[:4]]
    assert xs == sorted(xs, reverse=True)
    assert grid[0].pos().y() < grid[4].pos().y() < grid[8].pos().y() < grid[12].pos().y()
    # The legend beside your plate names the rows top to bottom, with their positions.
    legend = ui.rows_label.text()
    names = ["1–4 · Father · kings", "5–8 · Mother · aces", "9–12 · Brother · jacks",
             "13–16 · Girl · queens"]
    assert all(n in legend for n in names)
    assert [legend.index(n) for n in names] == sorted(legend.index(n) for n in names)
    chain = []
    for n in range(3):
        card = session.state.hand
        step(qtbot, window)
        chain.append(card)
        state = session.state
        assert state.steps == n + 1
        k = state.grid.index(card)
        assert state.up[k] and view.zones[("grid", 0, k)][-1].card is card
        assert view.zones[("grid", 0, k)][-1].face_up
        assert not view.zones[HAND][-1].face_up
        assert "it goes to the row" in ui.note.text()
    info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
    assert "Cards turned: 3" in info and "The chain:" in info
    qtbot.mouseClick(ui.auto_button, Qt.MouseButton.LeftButton)
    assert ui.auto_button.text() == "Pause"
    qtbot.waitUntil(lambda: ui.result.isVisible(), timeout=20000)
    state = session.state
    assert state.success and state.steps == 17 and all(state.up)
    assert view.zones[HAND][-1].card is TEN_OF_DIAMONDS and view.zones[HAND][-1].face_up
    assert "Your wish comes true!" in ui.result_text.text()
    assert "Cards turned: 17" in ui.result_text.text()
    assert len(ui._chain) == 17 and ui._chain[:3] == chain
    persian = Languages()
    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: "به آرزویتان می‌رسید" in ui.result_text.text(), timeout=3000)
    assert ui.rows_label.text().startswith("۱–۴ · بابا، شاه‌ها")
    assert "۱۳–۱۶" in ui.rows_label.text()
    assert ui.hand_label.text() == "در دست شما"
    persian.switch(window, "en")


def test_a_failed_family_fortune_and_resume(qtbot):
    win = make_window(qtbot)
    win.start_game("fortune-family", FortuneOptions(), "heuristic", seed=1)
    table, ui = win.table, win.table.ui
    for _ in range(3):
        step(qtbot, win)
    zones = table.session.state.zones()
    chain = list(ui._chain)
    saved = read_save()
    assert saved is not None and saved["record"] == table.session.record.to_json()
    table.stop()
    win.close()

    again = make_window(qtbot)
    qtbot.mouseClick(again.library.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: still(again) and again.table.ui.step_button.isEnabled(),
                    timeout=10000)
    table, ui = again.table, again.table.ui
    assert table.session.state.zones() == zones
    assert ui._chain == chain  # the chain read back from the record
    assert not table.view.zones[HAND][-1].face_up
    qtbot.mouseClick(ui.auto_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ui.result.isVisible(), timeout=20000)
    state = table.session.state
    assert not state.success and not all(state.up)
    assert "Not this time" in ui.result_text.text()
    down = sum(1 for up in state.up if not up)
    assert f"with {down} pictures still face down" in ui.result_text.text()
    table.stop()
    again.close()


def test_dialog_and_rules_pages(qtbot, window):
    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.games.fortunes import FamilyFortuneUI, NameFortuneUI

    for ui_class, words in ((NameFortuneUI, "Type the name"),
                            (FamilyFortuneUI, "ten of diamonds")):
        dialog = NewGameDialog(ui_class, "easy", window)
        qtbot.addWidget(dialog)
        assert words in dialog.heading.text() and "Just for fun" in dialog.heading.text()
        assert dialog.players.isHidden() and dialog.player_count() == 1
        assert dialog.fields == {}
    for game, english, persian in (
            ("fortune-name", ("zero-width non-joiner", "loves you", "12"),
             ("نیم‌فاصله", "دوستتان دارد", "فقط برای سرگرمی")),
            ("fortune-family", ("right to left", "ten of diamonds", "4 3 2 1"),
             ("از راست به چپ", "ده خشت", "بابا"))):
        window.show_rules(game)
        rules = window.rules_dialog
        text = rules.text.toPlainText()
        assert all(w in text for w in english), game
        window.language_actions["fa"].trigger()
        qtbot.waitUntil(lambda rules=rules, persian=persian:
                        all(w in rules.text.toPlainText() for w in persian), timeout=3000)
        window.language_actions["en"].trigger()
        qtbot.waitUntil(lambda rules=rules: "just for fun" in rules.text.toPlainText(),
                        timeout=3000)
        rules.close()
