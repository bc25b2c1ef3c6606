"""Twenty-One at the table, end to end: a whole round by real clicks (the stake slider and its
quick amounts, hit and stand, the three-card rule's card to show), the duel results, the
summary and the score sheet, Persian; the human as banker (taking the bank while the computer
players wait, exchanging, hitting and standing against each player); declining the bank; side
bets; a whole match to its end; resuming a saved game; the new-game dialog and the rules."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_window import open_app_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel
from table_language import Languages

from cardtable.rules.twenty_one import (
    BANKER,
    BET,
    HIT,
    SIDE,
    Bet,
    DeclineBank,
    Exchange,
    SideBet,
    TwentyOneOptions,
    hand_value,
)
from cardtable.storage import read_save
from cardtable.ui.dialogs.sheets import TableDialog
from cardtable.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
PERSIAN_DIGITS = set("۰۱۲۳۴۵۶۷۸۹")


def make_window(qtbot) -> MainWindow:
    win = open_app_window(qtbot, (1280, 720))
    return win


@pytest.fixture
def window(qtbot):
    win = make_window(qtbot)
    yield win
    win.table.stop()
    win.localizer.set_language("en")


def ready(window) -> bool:
    """The table waits for the human: a panel of theirs is up, or the round is over."""
    table = window.table
    ui = table.ui
    if table.session is None or ui is None or not ui._widgets:
        return False
    if table.view.animator.busy:
        return False
    if ui.summary.isVisible() or ui.bank_panel.isVisible():
        return True
    return not table._thinking and table.session.human_to_act()


def click(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_card(qtbot, window, sprite) -> None:
    view = window.table.view
    rect = sprite.sceneBoundingRect()
    point = view.mapFromScene(rect.left() + 8, rect.bottom() - rect.height() * 0.3)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def play_my_duel(qtbot, window, used: dict[str, int], stand_at: int = 17) -> None:
    """The human's part of one step: whatever panel is up, answered by clicks."""
    table, ui = window.table, window.table.ui
    state = table.session.state
    if ui.bank_panel.isVisible():
        if ui.exchange_button.isVisible() and not used.get("exchange"):
            used["exchange"] = 1
            click(qtbot, ui.exchange_button)
        elif ui.take_bank.isVisible():
            used["keep"] = used.get("keep", 0) + 1
            click(qtbot, ui.take_bank)
        else:
            click(qtbot, ui.decline_button)
        return
    if ui.bet_panel.isVisible():
        if ui._side_mode:
            used["no-side"] = used.get("no-side", 0) + 1
            click(qtbot, ui.no_side_button)
            return
        click(qtbot, ui.quick_buttons["quarter"])
        qtbot.keyClick(ui.slider, Qt.Key.Key_Right)
        amount = ui._amount()
        assert ui.bet_button.text() in (f"Bet {amount:,}", "Bet the whole bank")
        click(qtbot, ui.bet_button)
        assert table.session.state.stake == amount
        used["bet"] = used.get("bet", 0) + 1
        return
    assert ui.bar.isVisible()
    total = hand_value(state.hands[table.human])
    if total >= stand_at:
        click(qtbot, ui.stand_button)
        return
    if state.phase == HIT and len(state.hands[table.human]) >= 3:
        assert not ui.hit_button.isEnabled()  # a card must be chosen to show first
        assert "Three-card rule" in ui.bar_text.text()
        down = [s for s in table.view.human_hand() if s.playable]
        click_card(qtbot, window, down[0])
        assert ui._expose is down[0].card
        assert ui.hit_button.text().startswith("Show ")
        before = len(state.hands[table.human])
        click(qtbot, ui.hit_button)
        after = table.session.state
        if after.phase == HIT and after.duel == table.human:
            assert len(after.hands[table.human]) == before + 1
            i = after.hands[table.human].index(down[0].card)
            assert after.up[table.human][i]  # shown to everyone
        used["expose"] = used.get("expose", 0) + 1
        return
    click(qtbot, ui.hit_button)
    used["hit"] = used.get("hit", 0) + 1


def test_a_whole_round_by_clicks_then_persian(qtbot, window, tmp_path):
    # Seed 3, four players: Dara has the bank; the human duels and meets the three-card rule.
    window.start_game("twenty-one", TwentyOneOptions(), "heuristic", seed=3, players=4)
    table, ui, view = window.table, window.table.ui, window.table.view
    assert view.sides == {0: "bottom", 1: "right", 2: "top", 3: "left"}  # to the right
    info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
    assert ui.chips_only.text() == "Chips only: no money is involved."
    used: dict[str, int] = {}
    steps = 0
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            break
        state = table.session.state
        assert state.banker != 0
        if state.phase == BET:
            assert ui.bet_panel.isVisible() and ui.bet_panel.title.text() == "Your stake"
            assert "The bank holds" in ui.bet_text.text()
            stakes = ui._stakes
            assert stakes[0] == 50 and all(a % 50 == 0 for a in stakes)
            click(qtbot, ui.quick_buttons["bank"])  # the whole bank
            assert ui._amount() == (state.bank if state.holding else 1000)
            assert ui.amount_label.text().endswith("the whole bank")
            click(qtbot, ui.quick_buttons["min"])
            assert ui._amount() == 50
        if state.phase == HIT:  # the stake lies beside the hand while the duel goes on
            chip = ui.chips[table.human]
            assert chip.isVisible() and chip.objectName() == "stake"
            assert chip.text() == f"Stake\n{state.stake:,}"
            hand = table.hand_rect(table.human).toAlignedRect()
            assert chip.geometry().left() > hand.right()  # after your cards, on none
            assert ui.chips[state.banker].text().startswith("Bank\n")
            assert ui.bar.isVisible() and ui.bar.title.text() == "Your duel"
        play_my_duel(qtbot, window, used)
        steps += 1
        assert steps < 40
    assert used.get("bet") == 1 and used.get("expose")
    state = table.session.state
    result = state.results[-1]
    mine = next(d for d in result.details["duels"] if d["seat"] == 0)
    text = ui.summary_text.text()
    banker = ui.name(state.banker)
    assert ui.summary.title.text() == "Round 1 over"
    assert f"Banker: {banker}" in text and "Chips only: no money is involved." in text
    assert f"{banker} keeps the bank" in text
    assert f"{mine['stake']:,}" in text
    assert ("bust" in text) or ("than the banker" in text) or ("tie goes" in text)
    assert table.plates[0].text() == f"You · {state.totals[0]:,}"
    # The banker's own chips and the bank apart: together all he holds.
    # (A plate too wide for its band breaks at its dots.)
    assert table.plates[state.banker].text().replace("\n", " · ") == (
        f"{banker} · banker · {state.chips[state.banker]:,} + bank {state.bank:,}")
    assert state.chips[state.banker] + state.bank == state.totals[state.banker]
    assert sum(result.totals) == 4 * 5000  # chips are only moved, never made
    info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
    assert "Bank call at 3,000 chips" in info and "Your chips:" in info

    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    assert [sheet.table.horizontalHeaderItem(i).text() for i in range(6)] == [
        "Round", "Banker", "You", "Dara", "Shirin", "Kaveh"]
    assert sheet.cell(0, 1) == banker
    assert sheet.cell(0, 2).startswith(f"{state.totals[0]:,} (")

    persian = Languages()
    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    qtbot.waitUntil(lambda: ui.next_button.text() == "دور بعد", timeout=3000)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert ui.summary.title.text() == "پایان دور ۱"
    assert "بانکدار" in ui.summary_text.text() and "هیچ پولی" in ui.summary_text.text()
    assert ui.chips_only.text() == "فقط ژتون: هیچ پولی در کار نیست."
    info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
    assert "بانک خبر" in info and "ژتون‌های شما" in info
    assert PERSIAN_DIGITS & set(info)
    assert table.plates[0].text().startswith("شما | ")
    qtbot.waitUntil(lambda: sheet.table.horizontalHeaderItem(1).text() == "بانکدار",
                    timeout=3000)
    assert sheet.cell(0, 0) == "۱" and PERSIAN_DIGITS & set(sheet.cell(0, 2))
    assert view.sides[0] == "bottom"  # the table itself is never mirrored
    persian.switch(window, "en")
    qtbot.waitUntil(lambda: ui.next_button.text() == "Next round", timeout=3000)
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    sheet.close()

    qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(table.session.record.rounds) == 2, timeout=5000)
    assert not ui.summary.isVisible()


def test_the_human_as_banker(qtbot, window):
    # Seed 2: the lot offers the bank to the human.
    window.start_game("twenty-one", TwentyOneOptions(), "heuristic", seed=2, players=3)
    table, ui = window.table, window.table.ui
    session = table.session
    qtbot.waitUntil(lambda: ui.bank_panel.isVisible(), timeout=15000)
    assert session.state.banker == 0 and not session.state.holding
    assert ui.bank_panel.title.text() == "The bank comes to you"
    assert "Put up a bank of 1,000 of your 5,000 chips" in ui.bank_text.text()
    assert ui.decline_button.isVisible() and ui.exchange_button.isVisible()
    assert table.plates[0].text() == "You · bank offered · 5,000"
    hand = table.view.zones[("hand", 0)][0]
    assert table.plates[0].geometry().right() < table.view.mapFromScene(
        hand.sceneBoundingRect().topLeft()).x()  # the plate clear of your card
    # The computer player to bet waits for the banker's decision.
    actions = len(session.record.rounds[-1].actions)
    qtbot.wait(400)
    assert len(session.record.rounds[-1].actions) == actions
    assert session.state.phase == BET and session.state.stake == 0
    click(qtbot, ui.take_bank)
    qtbot.waitUntil(lambda: session.state.stake > 0 or ui.bank_panel.isVisible(),
                    timeout=15000)
    assert session.state.holding and session.state.chips[0] == 4000
    assert "Bank\n" in ui.chips[0].text() and ui.chips[0].objectName() == "bank"
    used: dict[str, int] = {"keep": 1}  # the bank taken, the first card kept
    exchanged_from = None
    banker_bar = 0
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            break
        state = session.state
        if ui.bank_panel.isVisible() and ui.exchange_button.isVisible() \
                and not used.get("exchange"):
            assert ui.bank_panel.title.text().startswith("Before ")
            exchanged_from = state.hands[0][0]
            stock_top = state.stock[-1]
            click(qtbot, ui.exchange_button)
            used["exchange"] = 1
            assert session.state.exchanged
            assert session.state.hands[0] == [stock_top]
            assert exchanged_from in session.state.discard
            continue
        if state.phase == BANKER:
            assert ui.bar.title.text().startswith("Banker against ")
            assert "Ties go to the banker." in ui.bar_text.text()
            banker_bar += 1
        play_my_duel(qtbot, window, used, stand_at=16)
    assert used.get("exchange") and banker_bar
    text = ui.summary_text.text()
    assert "Banker: You" in text and "held the bank" in text
    assert "You keep the bank" in text or "your turn as banker ends" in text


def test_declining_the_bank(qtbot, window):
    window.start_game("twenty-one", TwentyOneOptions(), "heuristic", seed=2, players=3)
    table, ui = window.table, window.table.ui
    qtbot.waitUntil(lambda: ui.bank_panel.isVisible(), timeout=15000)
    click(qtbot, ui.decline_button)
    actions = table.session.record.rounds[-1].actions
    assert isinstance(actions[0], DeclineBank) and actions[0].seat == 0
    assert table.session.state.banker == 1
    assert not ui.bank_panel.isVisible()
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    assert "Dara" in ui.info_labels[0].text()


def test_side_bets(qtbot, window):
    window.start_game("twenty-one", TwentyOneOptions(side_bets=True), "heuristic", seed=9,
                      players=4)
    table, ui = window.table, window.table.ui
    session = table.session
    used: dict[str, int] = {}
    placed = False
    for _ in range(60):
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            break
        state = session.state
        if state.phase == SIDE and not placed:
            assert ui.bet_panel.isVisible() and ui._side_mode
            assert ui.bet_panel.title.text() == f"A side bet on {ui.name(state.duel)}'s duel?"
            assert not ui.quick_buttons["bank"].isVisible()
            assert ui.no_side_button.isVisible()
            click(qtbot, ui.quick_buttons["half"])
            amount = ui._amount()
            assert ui.bet_button.text() == f"Side bet {amount:,}"
            click(qtbot, ui.bet_button)
            assert (0, amount) in session.state.sides
            assert any(isinstance(a, SideBet) and a.seat == 0 and a.amount == amount
                       for a in session.record.rounds[-1].actions)
            placed = True
            continue
        play_my_duel(qtbot, window, used)
    assert placed and used.get("no-side")


def test_a_whole_match_to_its_end(qtbot, window):
    options = TwentyOneOptions(chips=1000, bank=500, min_bet=50, bank_call=2, bank_rounds=1,
                               cycles=1)
    window.start_game("twenty-one", options, "heuristic", seed=4, players=3)
    table, ui = window.table, window.table.ui
    session = table.session
    rounds = 0
    calls = 0
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            rounds += 1
            calls += "Bank call" in ui.summary_text.text()
            if session.state.match_over:
                break
            click(qtbot, ui.next_button)
            continue
        if ui.bank_panel.isVisible():
            if ui.take_bank.isVisible():
                click(qtbot, ui.take_bank)
            else:
                click(qtbot, ui.decline_button)
            continue
        legal = session.legal_for(0)
        bets = [a for a in legal if isinstance(a, Bet)]
        table.act(bets[-1] if bets else legal[0])
        assert rounds < 40
    assert ui.next_button.text() == "See the result"
    assert "Chips only" in ui.summary_text.text()
    state = session.state
    assert sum(state.totals) == 3 * 1000
    click(qtbot, ui.next_button)
    dialog = ui.match_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.findChild(QLabel).text()
    assert "no money is involved" in text
    assert ("gone round the table" in text) or ("Only one player" in text)
    assert ("You win" in text or "You share" in text) == (0 in state.winners)
    dialog.reject()
    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    assert sheet.table.rowCount() == len(state.results) == rounds
    sheet.close()


def test_resume_shows_the_same_position(qtbot):
    win = make_window(qtbot)
    win.start_game("twenty-one", TwentyOneOptions(), "heuristic", seed=2, players=3)
    table, ui = win.table, win.table.ui
    qtbot.waitUntil(lambda: ui.bank_panel.isVisible(), timeout=15000)
    click(qtbot, ui.take_bank)
    qtbot.waitUntil(lambda: ready(win) and table.session.state.stake > 0
                    or ui.bank_panel.isVisible() and table.session.state.duel == 2,
                    timeout=15000)
    state = table.session.state
    zones = state.zones()
    faces = {s.card: s.face_up for z, ss in table.view.zones.items() for s in ss
             if z[0] == "hand"}
    saved = read_save()
    assert saved is not None and saved["record"] == table.session.record.to_json()
    table.stop()
    win.close()

    again = make_window(qtbot)
    assert again.library.banner.isVisible()
    qtbot.mouseClick(again.library.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ready(again), timeout=15000)
    resumed = again.table.session
    assert resumed.state.zones() == zones
    assert {s.card: s.face_up for z, ss in again.table.view.zones.items() for s in ss
            if z[0] == "hand"} == faces
    assert again.table.ui.chips[0].text() == f"Bank\n{state.bank:,}"
    assert again.table.plates[0].text().replace("\n", " · ") == (
        f"You · banker · {state.chips[0]:,} + bank {state.bank:,}")
    again.table.stop()
    again.close()


def test_hint_new_game_dialog_and_rules(qtbot, window):
    from PySide6.QtWidgets import QCheckBox, QSpinBox

    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.games.twenty_one import TwentyOneUI

    dialog = NewGameDialog(TwentyOneUI, "easy", window)
    qtbot.addWidget(dialog)
    spins = {name: dialog.findChild(QSpinBox, f"option-{name}")
             for name in ("chips", "bank", "min_bet", "bank_call", "bank_rounds", "cycles")}
    assert {k: v.value() for k, v in spins.items()} == {
        "chips": 5000, "bank": 1000, "min_bet": 50, "bank_call": 3, "bank_rounds": 3,
        "cycles": 2}
    side = dialog.findChild(QCheckBox, "option-side_bets")
    assert not side.isChecked()
    assert "no money is involved" in dialog.heading.text()
    spins["bank"].setValue(8000)  # more than the chips: the model says no
    dialog._accept()
    assert not dialog.error.isHidden() and "'bank'" in dialog.error.text()
    spins["bank"].setValue(500)
    side.setChecked(True)
    dialog._accept()
    assert dialog.options() == TwentyOneOptions(bank=500, side_bets=True)
    assert dialog.player_count() == 4

    window.start_game("twenty-one", TwentyOneOptions(), "heuristic", seed=9, players=4)
    table = window.table
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    action = table.hint()
    assert action is not None and table.toast.text().startswith("Hint:")
    assert window.act_rules.text() == "&Rules of Twenty-One"

    tile = next(t for t in window.library.tiles if t.game_id == "twenty-one")
    assert tile.button.isEnabled()
    window.show_rules("twenty-one")
    rules = window.rules_dialog
    text = rules.text.toPlainText()
    assert "No money is involved" in text and "Bank call" in text
    assert "three-card rule" in text.lower() and "Side bets" in text
    window.language_actions["fa"].trigger()
    qtbot.waitUntil(lambda: "بیست و یک" in rules.text.toPlainText(), timeout=3000)
    persian = rules.text.toPlainText()
    assert "هیچ پولی در کار نیست" in persian and "بانک خبر" in persian
    assert "کل بانک" in persian and "قانون سه کارت" in persian
    window.language_actions["en"].trigger()
    rules.close()


def test_exchange_and_decline_are_the_bankers_alone():
    """The panel's actions come from the model's own out-of-turn list."""
    from cardtable.rules.twenty_one import TWENTY_ONE
    from cardtable.session import Session

    session = Session(TWENTY_ONE, TwentyOneOptions(), 3, [0], seed=2)
    session.start()
    extra = session.out_of_turn(0)
    assert {type(a) for a in extra} == {Exchange, DeclineBank}
    assert all(a.seat == 0 for a in extra)
