"""Pan at the table, end to end: a whole round by real clicks (one card with a click, a
group of a rank chosen and played with the Play button, the take control with + and -),
the final turn, the summary, the score sheet, Persian, the five-player deal, the match end,
and resuming a saved game."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_window import open_app_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel
from table_language import Languages

from cardtable.rules.pan import NINE_HEARTS, PILE, PanOptions, PanPlay, Take, hand_sizes
from cardtable.storage import read_save
from cardtable.ui.dialogs.sheets import TableDialog
from cardtable.ui.main_window import MainWindow
from cardtable.ui.words import num
from tests.ui.test_language_families import card_rect

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
    table = window.table
    ui = table.ui
    if ui is not None and ui._widgets and ui.summary.isVisible():
        return True
    return (table.session is not None and not table.view.animator.busy
            and not table._thinking and table.session.human_to_act())


def visible_point(window, sprite) -> QPoint:
    """A point of a card in the human's hand that no later card covers: its left strip."""
    rect = sprite.sceneBoundingRect()
    return window.table.view.mapFromScene(rect.left() + 7, rect.bottom() - rect.height() * 0.3)


def click_card(qtbot, window, card) -> None:
    view = window.table.view
    sprite = next(s for s in view.human_hand() if s.card is card)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=visible_point(window, sprite))


def choose(legal, used: dict[str, int]) -> tuple[object, str]:
    """The test player's policy: a group of a rank when it can; once, a take of one more
    than the least; otherwise its lowest single card, or the least take."""
    plays = [a for a in legal if isinstance(a, PanPlay)]
    takes = sorted(a.count for a in legal if isinstance(a, Take))
    groups = [a for a in plays if len(a.cards) > 1]
    if groups:
        return groups[0], "group"
    if len(takes) > 1 and not used.get("more"):
        return Take(0, takes[0] + 1), "more"
    if plays:
        return min(plays, key=lambda a: int(a.cards[0].rank)), "single"
    return Take(0, takes[0]), "take"


def check_opponents_faces(window) -> None:
    """Cards taken from the pile (and the opener's nine of hearts) lie face up in the
    others' hands; every other card of theirs face down."""
    table = window.table
    state = table.session.state
    seen = state.view(table.human).zones()
    for seat in range(1, state.players):
        known = {c for c in seen[("hand", seat)] if c is not None}
        sprites = table.view.zones.get(("hand", seat), [])
        assert sorted(s.card.code for s in sprites) == sorted(c.code for c in state.hands[seat])
        for sprite in sprites:
            assert sprite.face_up == (sprite.card in known), sprite.card


def test_a_whole_round_by_clicks_then_persian(qtbot, window, tmp_path):
    # Seed 16: the human plays groups of a rank, takes, and ends in the final turn.
    window.start_game("pan", PanOptions(), "heuristic", seed=1, players=3)
    table, ui, view = window.table, window.table.ui, window.table.view
    assert view.sides == {0: "bottom", 1: "left", 2: "right"}  # passes to the left
    used: dict[str, int] = {}
    final_seen = False
    moves = 0
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            break
        session = table.session
        state = session.state
        legal = session.legal_for(0)
        check_opponents_faces(window)
        assert ui.bar.isVisible()
        offered = {c for a in legal if isinstance(a, PanPlay) for c in a.cards}
        hand = view.human_hand()
        assert {s.card for s in hand if s.playable} == offered
        # The hand is sorted by rank: suits do not matter in Pan.
        ranks = [int(s.card.rank) for s in hand]
        assert ranks == sorted(ranks)
        if state.final == 0:
            final_seen = True
            assert ui.banner.isVisible() and "FINAL TURN" in ui.banner.text()
            assert ui.bar.title.text() == "Final turn!"
            assert "final turn" in table.plates[0].text()
        action, kind = choose(legal, used)
        used[kind] = used.get(kind, 0) + 1
        before = len(state.hands[0])
        pile_before = len(state.pile)
        inert = [s for s in hand if not s.playable]
        if inert and kind == "single":  # a card the rules forbid does nothing
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                             pos=visible_point(window, inert[0]))
            assert len(session.state.hands[0]) == before and not view.selected_cards()
        if kind == "group":
            for card in action.cards:
                click_card(qtbot, window, card)
            assert view.selected_cards() == list(action.cards)
            assert ui.play_button.isEnabled()
            assert ui.play_button.text() == f"Play these {len(action.cards)} cards"
            click_card(qtbot, window, action.cards[-1])  # a second click puts it back
            assert not ui.play_button.isEnabled() or len(action.cards) == 2
            click_card(qtbot, window, action.cards[-1])
            qtbot.mouseClick(ui.play_button, Qt.MouseButton.LeftButton)
            assert tuple(session.state.pile[-len(action.cards):]) == action.cards
        elif kind == "single":
            click_card(qtbot, window, action.cards[0])
            assert session.state.pile[-1] is action.cards[0] or session.state.round_over
        else:
            least = min(a.count for a in legal if isinstance(a, Take))
            if kind == "more":
                assert ui.take_count_label.text() == str(least)
                assert not ui.fewer.isEnabled()
                qtbot.mouseClick(ui.more, Qt.MouseButton.LeftButton)
                assert ui.take_count_label.text() == str(least + 1)
                # The cards a take would pick up are raised on the pile.
                raised = [s for s in view.zones[PILE] if s.selected]
                assert raised == view.zones[PILE][-(least + 1):]
                assert ui.take_button.text() == f"Take {least + 1} cards"
                qtbot.mouseClick(ui.fewer, Qt.MouseButton.LeftButton)
                assert len([s for s in view.zones[PILE] if s.selected]) == least
                qtbot.mouseClick(ui.more, Qt.MouseButton.LeftButton)
            taken = list(state.pile[-action.count:])
            qtbot.mouseClick(ui.take_button, Qt.MouseButton.LeftButton)
            assert len(session.state.pile) == pile_before - action.count
            assert all(c in session.state.hands[0] for c in taken)
            assert not any(s.selected for s in view.zones.get(PILE, []))
        assert not ui.bar.isVisible()
        moves += 1
        assert moves < 80

    assert used.get("group") and used.get("more") and used.get("single") and final_seen
    state = table.session.state
    assert state.round_over and state.results[-1].details["loser"] == 0
    text = ui.summary_text.text()
    assert "You take the letter P" in text and "In the final turn" in text
    assert "Out of cards, in order:" in text
    assert table.plates[0].text() == "You · P"
    assert not ui.banner.isVisible()

    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    assert [sheet.table.horizontalHeaderItem(i).text() for i in range(6)] == [
        "Round", "Dealer", "Result", "You", "Dara", "Shirin"]
    assert sheet.table.rowCount() == 1
    assert sheet.cell(0, 2) == "You: P"
    assert (sheet.cell(0, 3), sheet.cell(0, 4), sheet.cell(0, 5)) == ("P", "–", "–")

    persian = Languages()
    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    qtbot.waitUntil(lambda: ui.next_button.text() == "دور بعد", timeout=3000)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert ui.summary.title.text() == "پایان دور"
    assert "حرف P" in ui.summary_text.text() and "نوبت آخر" in ui.summary_text.text()
    assert table.plates[0].text() == "شما | P"
    info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
    assert "دست‌دهنده" in info and "حرف‌های شما" in info
    assert "کارت‌های روی نُه دل" not in info  # the round's pile is gathered: no count of it
    assert PERSIAN_DIGITS & set(ui.summary_text.text())
    qtbot.waitUntil(lambda: sheet.table.horizontalHeaderItem(0).text() == "دور",
                    timeout=3000)
    assert sheet.cell(0, 0) == "۱" and sheet.table.horizontalHeaderItem(3).text() == "شما"
    assert view.sides[0] == "bottom"  # the table itself is never mirrored
    persian.switch(window, "en")
    qtbot.waitUntil(lambda: ui.next_button.text() == "Next round", timeout=3000)
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    sheet.close()

    dealer = (state.dealer + 1) % 3  # the deal passes to the left too
    qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(table.session.record.rounds) == 2, timeout=5000)
    assert table.session.state.dealer == dealer
    assert not ui.summary.isVisible()


def test_the_bar_in_persian_and_the_keyboard(qtbot, window, tmp_path):
    window.start_game("pan", PanOptions(), "heuristic", seed=16, players=3)
    table, ui, view = window.table, window.table.ui, window.table.view
    persian = Languages()
    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    # Play until a take with a choice of how many is offered.
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        assert not ui.summary.isVisible()
        legal = table.session.legal_for(0)
        takes = sorted(a.count for a in legal if isinstance(a, Take))
        if len(takes) > 1:
            break
        action, _ = choose(legal, {"more": 1})
        table.act(action)
    qtbot.waitUntil(lambda: ui.bar.title.text() == "نوبت شما", timeout=3000)
    assert ui.take_button.text() == f"{num(takes[0])} کارت بردار"
    assert ui.take_count_label.text() == num(takes[0]) and PERSIAN_DIGITS & set(num(takes[0]))
    # The bar lies by your hand, clear of the pile and of your cards, and on screen.
    bar = ui.bar.geometry()
    for zone in (PILE, ("hand", 0)):
        for sprite in view.zones[zone]:
            assert not bar.intersects(card_rect(view, sprite)), zone
    assert view.viewport().rect().contains(bar)
    persian.switch(window, "en")
    qtbot.waitUntil(lambda: ui.bar.title.text() == "Your turn", timeout=3000)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert ui.take_count_label.text() == str(takes[0] + 1)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    before = len(table.session.state.hands[0])
    qtbot.keyClick(view, Qt.Key.Key_T)
    assert len(table.session.state.hands[0]) == before + takes[0]


def test_five_players_are_dealt_unevenly(qtbot, window):
    window.set_speed("normal")  # time to look at the table before the opener plays
    window.start_game("pan", PanOptions(), "heuristic", seed=3, players=5)
    table, ui = window.table, window.table.ui
    state = table.session.state
    opener = next(s for s in range(5) if NINE_HEARTS in state.deals[0].hands[s])
    assert opener != 0
    qtbot.waitUntil(lambda: not table.view.animator.busy and table._thinking, timeout=15000)
    # Before the opener lays it, the opener's nine of hearts is known to all: face up.
    assert NINE_HEARTS in state.hands[opener]
    assert table.view.sprite_of(NINE_HEARTS).face_up
    assert "holds the nine of hearts and opens" in ui.info_labels[1].text()
    window.set_speed("instant")
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    dealt = [len(h) for h in state.deals[0].hands]
    assert dealt == hand_sizes(5, state.dealer) and dealt[state.dealer] == 4
    assert sorted(dealt) == [4, 5, 5, 5, 5]
    dealer_line = ui.info_labels[0].text().replace("\xa0", " ")
    assert dealer_line.startswith("Dealer: ") and "(dealt last, 4 cards)" in dealer_line
    # Every seat has a place and a plate on the table; nothing is off screen.
    vp = table.view.viewport().rect()
    for seat in range(5):
        assert vp.contains(table.plates[seat].geometry())
        for sprite in table.view.zones.get(("hand", seat), []):
            assert vp.contains(table.view.mapFromScene(sprite.pos()))
    check_opponents_faces(window)


def test_hint_and_the_new_game_dialog(qtbot, window):
    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.games.pan import PanUI

    dialog = NewGameDialog(PanUI, "easy", window)
    qtbot.addWidget(dialog)
    take3 = dialog.findChild(QCheckBox, "option-take_exactly_three")
    higher = dialog.findChild(QCheckBox, "option-three_higher")
    assert not take3.isChecked() and not higher.isChecked()
    assert dialog.player_count() == 3
    dialog.players.setCurrentIndex(dialog.players.findData(5))
    assert "four cards" in dialog.heading.text()
    take3.setChecked(True)
    dialog._accept()
    options = dialog.options()
    assert options == PanOptions(take_exactly_three=True)
    window.start_game("pan", options, "heuristic", seed=16, players=dialog.player_count())
    table, ui = window.table, window.table.ui
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    action = table.hint()
    assert action is not None
    assert table.toast.isVisible() and table.toast.text().startswith("Hint:")
    assert window.act_rules.text() == "&Rules of Pan"
    # With take_exactly_three the take control offers no choice of count.
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        assert not ui.summary.isVisible(), "no take from a pile of more than four came"
        legal = table.session.legal_for(0)
        takes = [a.count for a in legal if isinstance(a, Take)]
        if takes and len(table.session.state.pile) > 4:
            assert takes == [3] and not ui.more.isVisible() and ui.take_button.isVisible()
            assert ui.take_button.text() == "Take 3 cards"
            break
        table.act(choose(legal, {"more": 1})[0])


def test_a_match_to_p_a_n_and_the_match_end(qtbot, window):
    window.start_game("pan", PanOptions(), "random", seed=5, players=2)
    table = window.table
    ui = table.ui
    session = table.session
    rounds = 0
    while not session.state.match_over:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            rounds += 1
            assert "<td" in ui.summary_text.text()  # the letters table
            if session.state.match_over:
                break
            qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
            continue
        table.act(session.legal_for(0)[0])
        assert rounds < 30
    qtbot.waitUntil(lambda: ui.summary.isVisible(), timeout=10000)
    assert ui.next_button.text() == "See the result"
    loser = next(s for s in range(2) if session.state.letters[s] == 3)
    assert "completes P-A-N" in ui.summary_text.text() or "complete P-A-N" in (
        ui.summary_text.text())
    qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
    dialog = ui.match_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.findChild(QLabel).text()
    assert ("You win!" in text) == (loser != 0)
    assert "P-A-N" in text
    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    assert sheet.table.rowCount() == len(session.state.results) >= 3
    assert sheet.cell(sheet.table.rowCount() - 1, 3 + loser) == "PAN"
    sheet.close()
    dialog.reject()


def test_resume_shows_the_same_position(qtbot):
    win = make_window(qtbot)
    win.start_game("pan", PanOptions(), "heuristic", seed=16, players=3)
    table = win.table
    used: dict[str, int] = {}
    # Play until an opponent holds cards taken from the pile (face up to everyone).
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(win), timeout=15000)
        state = table.session.state
        if any(state.known[s] for s in (1, 2)) and len(state.pile) > 3:
            break
        action, kind = choose(table.session.legal_for(0), used)
        used[kind] = used.get(kind, 0) + 1
        table.act(action)
    qtbot.waitUntil(lambda: ready(win), timeout=15000)
    state = table.session.state
    assert any(state.known[s] for s in (1, 2))
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
    view = again.table.view
    assert [s.card for s in view.zones[PILE]] == list(zones[PILE])
    assert {s.card: s.face_up for z, ss in view.zones.items() for s in ss
            if z[0] == "hand"} == faces
    check_opponents_faces(again)
    assert again.table.ui.bar.isVisible()
    again.table.stop()
    again.close()


def test_rules_page_in_both_languages(qtbot, window):
    tile = next(t for t in window.library.tiles if t.game_id == "pan")
    assert tile.button.isEnabled()  # Pan is playable from the library
    qtbot.mouseClick(tile.rules, Qt.MouseButton.LeftButton)
    dialog = window.rules_dialog
    assert dialog.isVisible() and dialog.windowTitle() == "Rules of Pan"
    text = dialog.text.toPlainText()
    assert "final turn" in text and "nine of hearts" in text and "five players" in text
    assert "Take exactly three cards from the pile" in text
    window.language_actions["fa"].trigger()
    qtbot.waitUntil(lambda: window.rules_dialog.windowTitle() == "قوانین پن", timeout=3000)
    persian = window.rules_dialog.text.toPlainText()
    assert "نوبت آخر" in persian and "نُه دل" in persian and "دست‌دهنده" in persian
    window.language_actions["en"].trigger()
    dialog.close()
