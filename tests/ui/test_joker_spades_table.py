"""Spades with Jokers at the table, end to end: the bid panel, a whole hand by clicks with
both jokers in the human's hand (the red one inert while it is the black one's hostage, the
black one forced in the tenth trick, each explained when it bites), a joker led, Persian in
the middle of a hand, the summary with the dealer who keeps the deal, the score sheet, a
whole match to its end, and resuming a saved game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from app_window import open_app_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QComboBox
from table_language import Languages

from cardtable.cards import BLACK_JOKER, PACK_52_JOKERS, RED_JOKER, Card
from cardtable.rules.base import Play
from cardtable.rules.joker_spades import Bid, JokerSpadesOptions, next_dealer
from cardtable.storage import read_save
from cardtable.ui.dialogs.sheets import TableDialog
from cardtable.ui.main_window import MainWindow
from cardtable.ui.words import num

ROOT = Path(__file__).resolve().parents[2]
PERSIAN_DIGITS = set("۰۱۲۳۴۵۶۷۸۹")
C = Card.parse


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


def spy_toasts(table) -> list[str]:
    toasts: list[str] = []
    original = table.show_toast

    def spy(text, *args, **kwargs):
        toasts.append(text)
        original(text, *args, **kwargs)

    table.show_toast = spy
    return toasts


def info_text(ui) -> str:
    return " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels
                    if label.isVisible())


def test_a_whole_hand_by_clicks_with_both_jokers(qtbot, window, tmp_path):
    # Seed 26: the human holds both jokers; Dara deals.
    window.start_game("joker-spades", JokerSpadesOptions(), "heuristic", seed=26)
    table, ui, view = window.table, window.table.ui, window.table.view
    session = table.session
    toasts = spy_toasts(table)
    assert view.sides[1].startswith("right")  # play passes to the right
    deal = session.state.deals[0]
    pack = [c for h in deal.hands for c in h]
    assert len(pack) == 52 and RED_JOKER in pack and BLACK_JOKER in pack
    assert C("2D") not in pack and C("2H") not in pack
    persian = Languages()
    seen_hostage = seen_deadline = switched = False
    moves = 0
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            break
        state = session.state
        if state.phase == "bidding":
            hand = [s.card for s in view.human_hand()]
            assert hand[:2] == [RED_JOKER, BLACK_JOKER]  # the jokers first, then the spades
            assert hand[2].suit is not None and hand[2].suit.letter == "S"
            assert ui.bid_panel.isVisible()
            assert [v for v, b in ui.bid_buttons.items()] == list(range(2, 14))
            partner = state.bids[2]
            if partner is not None:
                assert f"Your team's contract will be {partner} plus your bid." in \
                    ui.bid_text.text()
            qtbot.mouseClick(ui.bid_buttons[3], Qt.MouseButton.LeftButton)
            assert not ui.bid_panel.isVisible() and session.state.bids[0] == 3
            moves += 1
            continue
        legal = {a.card for a in session.legal_for(0) if isinstance(a, Play)}
        sprites = {s.card: s for s in view.human_hand()}
        assert {c for c, s in sprites.items() if s.playable} == legal
        deadline = state.trick_number == 9 and BLACK_JOKER in sprites
        if RED_JOKER in sprites and not state.black_played and not deadline:
            # Held hostage: dimmed, a click does nothing, and the table says why.
            assert not sprites[RED_JOKER].playable and sprites[RED_JOKER].inert
            assert "Your red joker waits for the black one" in info_text(ui)
            assert any("hostage" in t for t in toasts)
            before = len(state.hands[0])
            click_card(qtbot, window, RED_JOKER)
            assert len(session.state.hands[0]) == before
            seen_hostage = True
        if deadline:
            assert legal == {BLACK_JOKER}
            assert "Your black joker is due now" in info_text(ui)
            assert "Jokers: the black one is due in this trick" in info_text(ui)
            assert toasts[-1].startswith("The black joker must be played by the tenth trick")
            seen_deadline = True
        if state.trick_number == 4 and not switched:
            switched = True
            persian.switch(window, "fa")
            qtbot.waitUntil(
                lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
            qtbot.waitUntil(lambda: "دست‌ها:" in info_text(ui), timeout=3000)
            text = info_text(ui)
            assert "دست‌دهنده: دارا" in text and "ژوکر" in text
            assert PERSIAN_DIGITS & set(text)
            assert table.plates[0].text().startswith("شما | تعهد ۳")
            # The badges read from the right: the first (the hand and its dealer) is there.
            first = ui.badges["hand"]
            assert first.mapTo(view.viewport(), first.rect().topLeft()).x() > (
                view.viewport().width() // 2)
            window.show_score_sheet()
            sheet = window.findChild(TableDialog, "score-sheet")
            assert sheet.table.horizontalHeaderItem(0).text() == "دور"
            assert sheet.table.horizontalHeaderItem(2).text() == "شما و شیرین: دست / تعهد"
            sheet.close()
            assert view.sides[0] == "bottom"
            persian.switch(window, "en")
            qtbot.waitUntil(lambda: "Tricks:" in info_text(ui), timeout=3000)
            assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
        choices = [c for c in legal if c is not BLACK_JOKER] or [BLACK_JOKER]
        target = [s for s in view.playable_sprites() if s.card in choices][-1]
        before = len(state.hands[0])
        click_card(qtbot, window, target.card)
        assert len(session.state.hands[0]) == before - 1
        moves += 1
        assert moves < 20
    assert seen_hostage and seen_deadline and switched

    state = session.state
    d = state.results[-1].details
    text = ui.summary_text.text()
    assert f"You bid 3, Shirin bid {d['bids'][2]}: contract {d['contracts'][0]}" in text
    for team in (0, 1):
        contract, tricks = d["contracts"][team], d["tricks"][team]
        name = "You &amp; Shirin" if team == 0 else "Dara &amp; Kaveh"
        name = name if name in text else name.replace("&amp;", "&")
        if tricks >= contract:
            points = 10 * contract + tricks - contract
            assert (f"{name}: {tricks} tricks for a contract of {contract}, made: "
                    f"{contract} × 10 + {tricks - contract} over = +{points}") in text
        else:
            assert (f"{name}: {tricks} tricks for a contract of {contract}, failed: "
                    f"minus {contract} × 10 = -{10 * contract}") in text
    dealer, nxt = state.dealer, next_dealer(state.dealer, state.team_totals)
    assert dealer == 1
    if nxt == dealer:
        assert "Dara &amp; Kaveh are not ahead, so Dara deals again." in text or \
            "Dara & Kaveh are not ahead, so Dara deals again." in text
    else:
        assert "are ahead, so the deal passes to Shirin." in text
    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    assert sheet.cell(0, 0) == "1" and sheet.cell(0, 1) == "Dara"
    assert sheet.cell(0, 2).startswith(f"{d['tricks'][0]} / {d['contracts'][0]} ")
    assert sheet.cell(0, 3).endswith(f"(total {state.team_totals[0]})")
    sheet.close()
    qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(session.record.rounds) == 2, timeout=5000)
    assert session.state.dealer == nxt


def test_a_joker_led_asks_for_spades(qtbot, window, tmp_path):
    """A record where Dara leads the black joker: the human, holding spades and hearts, may
    follow only with a spade, and the table says why."""
    pack = list(PACK_52_JOKERS)

    def take(codes: str) -> list[str]:
        out = []
        for code in codes.split():
            card = C(code)
            pack.remove(card)
            out.append(card.code)
        return out

    hands = [take("AS KS QS JS TS 9S AH KH QH JH TH 9H 8H"),
             take("BJ AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C"),
             take("8S 7S 6S 5S 4S 3S 2S 2C 7H 6H 5H 4H 3H")]
    hands.append([c.code for c in pack])
    actions = [{"seat": s, "type": "bid", "value": 3} for s in (1, 2, 3, 0)]
    actions += [{"seat": 1, "type": "play", "card": "BJ"},
                {"seat": 2, "type": "play", "card": "8S"},
                {"seat": 3, "type": "play", "card": "3D"}]
    record = {"format": "cardtable-record/1", "game": "joker-spades", "players": 4,
              "options": {}, "rounds": [{"deal": {"dealer": 0, "hands": hands},
                                         "actions": actions}]}
    path = tmp_path / "led.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert window.replay_file(str(path))
    table = window.table
    table.replay_seek(table.replay_total)
    toasts = spy_toasts(table)
    table.take_over(0)
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    view = table.view
    lit = {s.card for s in view.human_hand() if s.playable}
    assert lit == {C(c) for c in "AS KS QS JS TS 9S".split()}
    assert toasts and toasts[-1] == ("A joker was led: it asks for spades. Follow with a "
                                     "spade (or play a joker).")
    click_card(qtbot, window, C("AH"))  # a heart is inert
    assert C("AH") in table.session.state.hands[0]


@pytest.mark.slow  # a whole match by clicks
def test_a_whole_match_and_its_end(qtbot, window):
    window.start_game("joker-spades", JokerSpadesOptions(), "heuristic", seed=8)  # nine hands
    table, ui = window.table, window.table.ui
    session = table.session
    hands = 0
    kinds: set[str] = set()
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            hands += 1
            state = session.state
            dealer = state.results[-1].details["dealer"]
            keeps = next_dealer(dealer, state.team_totals) == dealer
            assert ("deals again" in ui.summary_text.text()) == (keeps and not state.match_over)
            if state.match_over:
                break
            kinds.add("keeps" if keeps else "passes")
            if not keeps:
                assert "are ahead, so the deal passes to" in ui.summary_text.text()
            qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
            dealt = hands + 1
            qtbot.waitUntil(lambda n=dealt: len(session.record.rounds) == n, timeout=5000)
            assert session.state.dealer == (dealer if keeps else (dealer + 1) % 4)
            continue
        legal = session.legal_for(0)
        table.act(legal[0])
        assert hands < 30
    state = session.state
    assert kinds == {"keeps", "passes"}  # the dealer kept the deal, and passed it on
    assert max(state.team_totals) >= 501
    assert ui.next_button.text() == "See the result"
    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    assert sheet.table.rowCount() == hands
    assert sheet.cell(hands - 1, 3).endswith(f"(total {num(state.team_totals[0])})")
    sheet.close()
    qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
    dialog = ui.match_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.findChild(type(ui.summary_text)).text()
    won = 0 in state.winners
    assert ("You and your partner win the match!" in text) == won
    assert "(playing to 501)" in text
    dialog.reject()


def test_resume_in_the_middle_of_a_hand(qtbot):
    win = make_window(qtbot)
    win.start_game("joker-spades", JokerSpadesOptions(), "heuristic", seed=26)
    table = win.table
    session = table.session
    while session.state.phase != "play" or session.state.trick_number < 3:
        qtbot.waitUntil(lambda: ready(win), timeout=15000)
        legal = session.legal_for(0)
        table.act(next((a for a in legal if isinstance(a, Bid) and a.value == 4), legal[-1]))
    qtbot.waitUntil(lambda: ready(win), timeout=15000)
    zones = session.state.zones()
    info = info_text(table.ui)
    plates = {s: p.text() for s, p in table.plates.items()}
    saved = read_save()
    assert saved is not None and saved["record"] == session.record.to_json()
    table.stop()
    win.close()

    again = make_window(qtbot)
    qtbot.mouseClick(again.library.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ready(again), timeout=15000)
    assert again.table.session.state.zones() == zones
    assert info_text(again.table.ui) == info
    assert {s: p.text() for s, p in again.table.plates.items()} == plates
    assert "bid 4, took" in plates[0]
    lit = {s.card for s in again.table.view.human_hand() if s.playable}
    assert lit == {a.card for a in again.table.session.legal_for(0)}
    again.table.stop()
    again.close()


def test_new_game_dialog_offers_the_targets(qtbot, window):
    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.games.joker_spades import JokerSpadesUI

    dialog = NewGameDialog(JokerSpadesUI, "easy", window)
    qtbot.addWidget(dialog)
    target = dialog.findChild(QComboBox, "option-target")
    assert [target.itemData(i) for i in range(target.count())] == [501, 1001]
    assert [target.itemText(i) for i in range(target.count())] == ["501", "1,001"]
    assert dialog.player_count() == 4 and not dialog.players.isVisible()
    assert "jokers" in dialog.heading.text()
    target.setCurrentIndex(1)
    dialog._accept()
    assert dialog.options() == JokerSpadesOptions(target=1001)


def test_bidding_with_the_keyboard_and_a_hint(qtbot, window):
    window.start_game("joker-spades", JokerSpadesOptions(), "heuristic", seed=26)
    table, ui = window.table, window.table.ui
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    assert ui.bid_panel.isVisible()
    action = table.hint()
    assert isinstance(action, Bid)
    assert ui.bid_buttons[action.value].hasFocus() or not window.isActiveWindow()
    ui.bid_buttons[action.value].setFocus()
    qtbot.keyClick(ui.bid_buttons[action.value], Qt.Key.Key_Space)
    assert table.session.state.bids[0] == action.value


def test_rules_page_in_both_languages(qtbot, window):
    tile = next(t for t in window.library.tiles if t.game_id == "joker-spades")
    assert tile.button.isEnabled()
    qtbot.mouseClick(tile.rules, Qt.MouseButton.LeftButton)
    dialog = window.rules_dialog
    assert dialog.isVisible() and dialog.windowTitle() == "Rules of Spades with Jokers"
    text = dialog.text.toPlainText()
    assert "hostage" in text and "tenth trick" in text and "1001" in text.replace(",", "")
    window.language_actions["fa"].trigger()
    qtbot.waitUntil(lambda: window.rules_dialog.windowTitle() == "قوانین پیک با ژوکر",
                    timeout=3000)
    persian = window.rules_dialog.text.toPlainText()
    assert "گروگان" in persian and "ژوکر سیاه" in persian and "دست‌دهنده" in persian
    window.language_actions["en"].trigger()
    dialog.close()
