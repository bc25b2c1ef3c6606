"""The app end to end: start it offscreen, play a whole hand of Hokm by real clicks on the
human's cards until the hand summary appears, then switch to Persian."""

from __future__ import annotations

import pytest
from app_window import open_app_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QPushButton

from cardtable.rules.base import Play
from cardtable.rules.hokm import HokmOptions


@pytest.fixture
def window(qtbot):
    win = open_app_window(qtbot, (1180, 780))
    yield win
    win.table.stop()
    win.localizer.set_language("en")


def visible_point(window, sprite) -> QPoint:
    """A point of the card that no later card covers: the left strip of a fanned card."""
    view = window.table.view
    rect = sprite.sceneBoundingRect()
    return view.mapFromScene(rect.left() + 8, rect.center().y())


def human_turn(window) -> bool:
    table = window.table
    ui = table.ui
    return (table.session is not None and table.session.human_to_act()
            and not table.view.animator.busy and not table._thinking) or (
        ui is not None and ui.summary.isVisible())


def test_a_whole_hand_by_clicks_then_persian(qtbot, window):
    window.start_game("hokm", HokmOptions(), "heuristic", seed=1)  # seed 1: the lot makes you hakem
    table = window.table
    ui = table.ui
    qtbot.waitUntil(lambda: ui.trump_panel.isVisible(), timeout=10000)
    shown = [ui.trump_cards.itemAt(i).widget() for i in range(ui.trump_cards.count())]
    assert len([w for w in shown if w is not None]) == 5  # the first five cards, shown
    qtbot.mouseClick(ui.trump_buttons[next(iter(ui.trump_buttons))], Qt.MouseButton.LeftButton)
    assert table.session.state.trump is not None

    played = 0
    view = table.view
    while not ui.summary.isVisible():
        qtbot.waitUntil(lambda: human_turn(window), timeout=10000)
        if ui.summary.isVisible():
            break
        if ui.bam_panel.isVisible():
            qtbot.mouseClick(ui.bam_no, Qt.MouseButton.LeftButton)
            continue
        state = table.session.state
        legal = {a.card for a in state.legal_actions() if isinstance(a, Play)}
        hand = view.human_hand()
        inert = [s for s in hand if not s.playable]
        assert {s.card for s in hand if s.playable} == legal
        before = len(state.hands[table.human])
        if inert:  # a card the rules forbid does nothing when clicked
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                             pos=visible_point(window, inert[0]))
            assert len(table.session.state.hands[table.human]) == before
        target = view.playable_sprites()[-1]
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=visible_point(window, target))
        assert len(table.session.state.hands[table.human]) == before - 1
        assert target.card not in table.session.state.hands[table.human]
        played += 1
        assert played <= 13

    state = table.session.state
    assert state.round_over
    assert max(state.tricks) >= 7
    assert "hand" in ui.summary_text.text()
    assert "Tricks:" in ui.summary_text.text()

    window.language_actions["fa"].trigger()
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    # Qt delivers the language-change events through the event loop.
    qtbot.waitUntil(lambda: window.game_menu.title() == "&بازی", timeout=3000)
    assert table.plates[table.human].text().startswith("شما")
    info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
    assert "حاکم" in info and "حکم" in info
    assert "۷" in info  # Persian digits: seven tricks
    assert ui.next_button.text() in ("دور بعد", "نتیجه را ببین")  # a deal is «دور»
    assert "دست‌ها" in ui.summary_text.text()  # tricks are «دست»
    # The table itself is never mirrored: the human stays at the bottom.
    assert table.view.sides[table.human] == "bottom"

    window.language_actions["en"].trigger()
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    qtbot.waitUntil(lambda: ui.next_button.text() in ("Next hand", "See the result"),
                    timeout=3000)


def test_next_hand_deals_again_with_the_right_hakem(qtbot, window):
    window.start_game("hokm", HokmOptions(), "random", seed=5)
    table = window.table
    session = table.session
    # Let the computer play the human's seat too, through the same table path.
    while not session.state.round_over:
        qtbot.waitUntil(lambda: human_turn(window), timeout=10000)
        if session.state.round_over:
            break
        table.act(session.legal_for(table.human)[0])
    qtbot.waitUntil(lambda: table.ui.summary.isVisible(), timeout=10000)
    expected = session.state.next_roles()["hakem"]
    qtbot.mouseClick(table.ui.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(session.record.rounds) == 2, timeout=5000)
    assert session.state.hakem == expected
    assert not table.ui.summary.isVisible()


def test_keyboard_alone_plays_a_card(qtbot, window):
    """Arrows choose among the playable cards and Enter plays the chosen one."""
    window.start_game("hokm", HokmOptions(), "heuristic", seed=1)
    table = window.table
    ui = table.ui
    qtbot.waitUntil(lambda: ui.trump_panel.isVisible(), timeout=10000)
    ui.trump_buttons[next(iter(ui.trump_buttons))].setFocus()
    qtbot.keyClick(ui.trump_buttons[next(iter(ui.trump_buttons))], Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: human_turn(window), timeout=10000)
    view = table.view
    playable = view.playable_sprites()
    assert playable
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    chosen = playable[1 % len(playable)].card
    assert playable[1 % len(playable)].focused
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert chosen not in table.session.state.hands[table.human]


def test_match_end_dialog(qtbot, window):
    from cardtable.rules.hokm import HokmOptions as Opts

    window.start_game("hokm", Opts(hands_per_set=1), "random", seed=3)
    table = window.table
    session = table.session
    while not session.state.round_over:
        qtbot.waitUntil(lambda: human_turn(window), timeout=10000)
        if session.state.round_over:
            break
        table.act(session.legal_for(table.human)[0])
    qtbot.waitUntil(lambda: table.ui.summary.isVisible(), timeout=10000)
    assert session.state.match_over  # one hand wins the set, one set the match
    assert table.ui.next_button.text() == "See the result"
    qtbot.mouseClick(table.ui.next_button, Qt.MouseButton.LeftButton)
    dialog = table.ui.match_dialog
    assert dialog is not None and dialog.isVisible()
    assert "win the match" in dialog.findChild(type(table.ui.summary_text)).text()
    # The moment: the fan of cards is open (at once at this speed), and the way back to
    # the library is one click.
    assert dialog.fan.opened == 1.0 and dialog.fan.isVisible()
    qtbot.mouseClick(dialog.findChild(QPushButton, "to-library"), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert window.stack.currentWidget() is window.library


def test_the_match_end_fan_opens(qtbot):
    from cardtable.ui.table.card_art import CardArt
    from cardtable.ui.table.match_end import MatchEndDialog

    dialog = MatchEndDialog("<b>You win the match!</b>", CardArt())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.fan.opened < 0.5
    qtbot.waitUntil(lambda: dialog.fan.opened == 1.0, timeout=3000)
    assert dialog.findChild(QLabel).text() == "<b>You win the match!</b>"


def test_new_game_dialog_offers_hokm_options_and_starts_the_game(qtbot, window):
    from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.games.hokm import HokmUI

    dialog = NewGameDialog(HokmUI, "easy", window)
    qtbot.addWidget(dialog)
    hands = dialog.findChild(QSpinBox, "option-hands_per_set")
    sets = dialog.findChild(QComboBox, "option-sets")
    bam = dialog.findChild(QCheckBox, "option-bam")
    assert hands.value() == 7 and sets.currentData() == 1 and bam.isChecked()
    hands.setValue(3)
    sets.setCurrentIndex(sets.findData(2))
    bam.setChecked(False)
    dialog._accept()
    options = dialog.options()
    assert (options.hands_per_set, options.sets, options.bam) == (3, 2, False)
    assert options.to_record() == {"hands_per_set": 3, "sets": 2, "bam": False}
    assert dialog.player_count() == 4
    window.start_game("hokm", options, dialog.ai_level(), seed=9)
    assert window.table.session.state.options == options
    assert window.act_rules.text() == "&Rules of Hokm"


def test_rules_page_from_the_library_and_the_table_in_both_languages(qtbot, window):
    tile = next(t for t in window.library.tiles if t.game_id == "hokm")
    qtbot.mouseClick(tile.rules, Qt.MouseButton.LeftButton)
    dialog = window.rules_dialog
    assert dialog.isVisible() and dialog.windowTitle() == "Rules of Hokm"
    text = dialog.text.toPlainText()
    assert "hakem" in text and "Bam" in text and "Kot" in text
    dialog.close()
    window.start_game("hokm", HokmOptions(), "heuristic", seed=2)
    window.toolbar.widgetForAction(window.act_rules).click()
    assert window.rules_dialog.isVisible()
    window.language_actions["fa"].trigger()
    qtbot.waitUntil(lambda: window.rules_dialog.windowTitle() == "قوانین حکم", timeout=3000)
    persian = window.rules_dialog.text.toPlainText()
    assert "حاکم" in persian and "کُت" in persian and "بام" in persian
    window.language_actions["en"].trigger()


def test_another_games_rules_replace_the_open_page(qtbot, window):
    # The page left open kept its first language and sat beside the new one.
    window.show_rules("hokm")
    first = window.rules_dialog
    window.show_rules("shelem")
    assert window.rules_dialog is not first and window.rules_dialog.isVisible()
    assert not first.isVisible()
    shown = [d for d in window.findChildren(QDialog, "rules-dialog") if d.isVisible()]
    assert shown == [window.rules_dialog]
    window.rules_dialog.close()


def test_a_whole_hand_with_the_keyboard_alone(qtbot, window):
    """Trump panel, cards and the summary's button, all without the mouse."""
    window.start_game("hokm", HokmOptions(), "heuristic", seed=1)  # the human is hakem
    table, ui, view = window.table, window.table.ui, window.table.view
    qtbot.waitUntil(lambda: ui.trump_panel.isVisible(), timeout=10000)
    focused = QApplication.focusWidget()
    assert focused in ui.trump_buttons.values()  # the panel takes the keyboard focus
    qtbot.keyClick(focused, Qt.Key.Key_Space)
    assert table.session.state.trump is not None
    while not ui.summary.isVisible():
        qtbot.waitUntil(lambda: human_turn(window), timeout=10000)
        if ui.summary.isVisible():
            break
        if ui.bam_panel.isVisible():
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
            continue
        before = len(table.session.state.hands[0])
        view.setFocus()
        qtbot.keyClick(view, Qt.Key.Key_Left)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert len(table.session.state.hands[0]) == before - 1
    rounds = len(table.session.record.rounds)
    qtbot.waitUntil(lambda: ui.next_button.hasFocus() or not window.isActiveWindow(),
                    timeout=3000)
    qtbot.keyClick(ui.next_button, Qt.Key.Key_Space)
    assert len(table.session.record.rounds) == rounds + 1


@pytest.mark.parametrize("bammer", [0, 1])
def test_the_bam_summary_says_which_team_won_the_match(qtbot, window, bammer):
    """The line after a successful bam names the winners (it once said "you" won, in
    Persian «برنده شدید», whoever bammed)."""
    from cardtable.records import Record, RoundRecord
    from cardtable.rules.hokm import HOKM
    from cardtable.session import Session
    from cardtable.ui.words import seat_name
    from tests.rules.test_hokm import forced_deal, script

    winners = [bammer, bammer + 2] * 6 + [bammer]
    winners[6] = bammer
    deal = forced_deal(0, winners)
    record = Record(HOKM, 4, HokmOptions(), [RoundRecord(deal, script(deal, winners, bam=True))])
    session = Session.from_record(record, humans=[0], ai_level="random")
    assert session.state.match_over and session.state.sets[bammer] == 1
    window._play(session, resume=True)
    ui = window.table.ui
    qtbot.waitUntil(lambda: ui.summary.isVisible(), timeout=10000)
    text = ui.summary_text.text()
    if bammer == 0:
        assert "Bam! All thirteen tricks: your team wins the match." in text
    else:
        names = f"{seat_name(1, 0)} & {seat_name(3, 0)}"
        assert f"Bam! All thirteen tricks: {names} win the match." in text
    window.localizer.set_language("fa")
    window.retranslate()
    ui.show_round_end(True)
    text = ui.summary_text.text()
    assert "برنده شدید" not in text
    if bammer == 0:
        assert "تیم شما بازی را برد" in text
    else:
        assert f"{seat_name(1, 0)} و {seat_name(3, 0)} بازی را بردند" in text


def test_the_hakem_is_named_only_when_the_first_ace_falls(qtbot, window):
    """The model knows the hakem at once; the status and plates say it only when the toast
    does, never "Hakem: You" while the lot is still being dealt to someone else."""
    window.set_speed("normal")
    window.start_game("hokm", HokmOptions(), "random", seed=3)
    table = window.table
    hakem_badge = table.ui.info_labels[0]
    hakem = table.session.state.hakem
    assert hakem != table.human  # seed 3: Shirin draws the first ace
    seen: list[tuple[str, bool, str]] = []

    def record() -> bool:
        seen.append((hakem_badge.text(), table.toast.isVisible(), table.plates[0].text()))
        return table.toast.isVisible() and "Shirin" in hakem_badge.text()

    qtbot.waitUntil(record, timeout=10000)
    before_toast = [(badge, plate) for badge, toast, plate in seen if not toast]
    assert before_toast and all("not chosen yet" in badge for badge, _ in before_toast)
    assert all("Hakem" not in plate for _, plate in before_toast)


@pytest.mark.parametrize("language", ["en", "fa"])
def test_the_trump_panel_shows_your_cards_in_your_hands_order(qtbot, window, language):
    from cardtable.ui.words import card_name

    window.localizer.set_language(language)
    window.start_game("hokm", HokmOptions(), "random", seed=1)  # you are the hakem
    table, ui = window.table, window.table.ui
    qtbot.waitUntil(lambda: ui.trump_panel.isVisible(), timeout=10000)
    labels = [ui.trump_cards.itemAt(i).widget() for i in range(ui.trump_cards.count())]
    shown = [w for w in labels if w is not None]
    panel_order = [w.accessibleName() for w in sorted(shown, key=lambda w: w.x())]
    hand = sorted(table.view.zones[("hand", table.human)], key=lambda s: s.scenePos().x())
    assert panel_order == [card_name(s.card) for s in hand]
