"""Mau-Mau at the table, end to end: a whole round by real clicks (cards, the suit picker
for a jack, the target picker for a 2, Draw, Pass, "Last card!" said with a play and the
penalty when it is not), the direction ring, the 7's pending draw, the summary with the
penalty table, the score sheet, Persian, reshuffles, elimination and the match end, the
"Last card!" button out of turn, and resuming a saved game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from app_window import open_app_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox
from table_language import Languages

from cardtable.cards import Rank
from cardtable.rules.mau_mau import (
    DISCARD,
    STOCK,
    Draw,
    LastCard,
    MauMauOptions,
    MauPlay,
    Pass,
)
from cardtable.storage import read_save
from cardtable.ui.dialogs.sheets import TableDialog
from cardtable.ui.main_window import MainWindow
from cardtable.ui.words import num

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


def spy_toasts(window) -> list[str]:
    """Every toast the table shows, in order."""
    shown: list[str] = []
    table = window.table
    original = table.show_toast

    def record(text: str, *args: Any, **kwargs: Any) -> None:
        shown.append(text)
        original(text, *args, **kwargs)

    table.show_toast = record  # type: ignore[method-assign]
    return shown


def click_card(qtbot, window, card) -> None:
    view = window.table.view
    sprite = next(s for s in view.human_hand() if s.card is card and s.playable)
    rect = sprite.sceneBoundingRect()
    pos = view.mapFromScene(rect.left() + 7, rect.bottom() - rect.height() * 0.3)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(pos))


def choose(state, legal, flags: dict[str, int]) -> tuple[object, str, bool]:
    """The test player's policy: the call when it is open; a jack and a 2 at someone once
    each; else the first ordinary card; else draw, else pass. "Last card!" is said with
    the play that leaves one card, except the first time (to see the penalty)."""
    calls = [a for a in legal if isinstance(a, LastCard)]
    if calls:
        return calls[0], "call", False
    plays = [a for a in legal if isinstance(a, MauPlay)]
    arm = len(state.hands[0]) == 2 and bool(plays) and flags.get("missed", 0) >= 1
    if plays:
        jacks = [a for a in plays if a.card.rank is Rank.JACK]
        twos = [a for a in plays if a.card.rank is Rank.TWO]
        others = [a for a in plays if a.card.rank not in (Rank.JACK, Rank.TWO)]
        if jacks and not flags.get("jack"):
            return jacks[0], "jack", arm
        if len(twos) > 1 and not flags.get("two"):
            return twos[-1], "two", arm
        if others:
            return others[0], "play", arm
        if twos:
            return twos[0], "two", arm
        return jacks[0], "jack", arm
    draws = [a for a in legal if isinstance(a, Draw)]
    if draws:
        return draws[0], "draw7" if state.pending7 else "draw", False
    return next(a for a in legal if isinstance(a, Pass)), "pass", False


def check_piles(window) -> None:
    """The stock and the discard pile on screen are the model's, card for card."""
    table = window.table
    state = table.session.state
    view = table.view
    stock = view.zones.get(STOCK, [])
    assert sorted(s.card.code for s in stock) == sorted(c.code for c in state.stock)
    assert not any(s.face_up for s in stock)
    discard = view.zones.get(DISCARD, [])
    assert [s.card for s in discard] == list(state.discard)
    assert all(s.face_up for s in discard)
    for seat in range(state.players):
        assert len(view.zones.get(("hand", seat), [])) == len(state.hands[seat])


def human_move(qtbot, window, flags: dict[str, int], seen: set[str]) -> None:
    """One decision of the test player, made by clicks on the table."""
    table, ui = window.table, window.table.ui
    session = table.session
    state = session.state
    legal = session.legal_for(0)
    action, kind, arm = choose(state, legal, flags)
    if len(state.hands[0]) == 2 and kind in ("jack", "two", "play") and not arm:
        flags["missed"] = flags.get("missed", 0) + 1
        seen.add("missing")
    flags[kind] = flags.get(kind, 0) + 1
    if arm:
        assert ui.call_button.isVisible() and ui.call_button.isCheckable()
        qtbot.mouseClick(ui.call_button, Qt.MouseButton.LeftButton)
        assert ui.call_button.isChecked() and ui._armed
        assert ui.call_button.text() in ("Last card! (said with my play)",
                                         "تک برگ! (همراه بازی‌ام)")
    if kind == "call":
        qtbot.mouseClick(ui.call_button, Qt.MouseButton.LeftButton)
        assert session.state.window is None
        return
    if kind == "jack":
        click_card(qtbot, window, action.card)
        assert ui.suit_panel.isVisible() and not ui.bar.isVisible()
        qtbot.mouseClick(ui.suit_buttons[action.suit], Qt.MouseButton.LeftButton)
        assert not ui.suit_panel.isVisible()
        assert session.state.named is action.suit or session.state.round_over
        seen.add("jack")
    elif kind == "two":
        click_card(qtbot, window, action.card)
        assert ui.target_panel.isVisible()
        assert set(ui.target_buttons) == {a.target for a in legal if isinstance(a, MauPlay)
                                          and a.card is action.card}
        before = len(state.hands[action.target])
        qtbot.mouseClick(ui.target_buttons[action.target], Qt.MouseButton.LeftButton)
        after = session.state.hands[action.target]
        assert len(after) == before + 1 or session.state.round_over
        seen.add("two")
    elif kind == "play":
        click_card(qtbot, window, action.card)
    elif kind in ("draw", "draw7"):
        assert ui.draw_button.isVisible()
        if kind == "draw7":
            assert num(state.pending7) in ui.draw_button.text()  # "Take 4 cards"
            seen.add("draw7")
        before = len(state.hands[0])
        qtbot.mouseClick(ui.draw_button, Qt.MouseButton.LeftButton)
        assert len(session.state.hands[0]) > before
    else:
        assert ui.pass_button.isVisible()
        qtbot.mouseClick(ui.pass_button, Qt.MouseButton.LeftButton)
        seen.add("pass")
    if arm and not session.state.round_over:
        assert len(session.state.hands[0]) == 1 and session.state.window is None
        seen.add("called")


def test_a_whole_round_by_clicks_then_persian(qtbot, window, tmp_path):
    # Seed 50: jacks, a 2 at a chosen player, sevens, a 10, a missed and a made call.
    window.start_game("mau-mau", MauMauOptions(), "heuristic", seed=50, players=4)
    table, ui, view = window.table, window.table.ui, window.table.view
    toasts = spy_toasts(window)
    # Play passes to the right, counter-clockwise: the next seat sits on the right.
    assert view.sides == {0: "bottom", 1: "right", 2: "top", 3: "left"}
    flags: dict[str, int] = {}
    seen: set[str] = set()
    moves = 0
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            break
        state = table.session.state
        legal = table.session.legal_for(0)
        check_piles(window)
        assert ui.bar.isVisible() and ui.bar.title.text()
        lit = {s.card for s in view.human_hand() if s.playable}
        assert lit == {a.card for a in legal if isinstance(a, MauPlay)}
        assert ui.ring.counter_clockwise == (state.direction == 1)
        assert ui.info_labels[1].text().endswith(
            "(counter-clockwise)" if state.direction == 1 else "(clockwise)")
        if state.direction == -1:
            seen.add("reversed")
        if state.pending7:
            assert ui.seven_chip.isVisible()
            assert ui.seven_chip.text() == f"Sevens: +{state.pending7} to draw"
            assert ui.bar.title.text() == f"Sevens: draw {state.pending7}"
            seen.add("seven")
        else:
            assert not ui.seven_chip.isVisible()
        if state.named is not None:
            assert ui.suit_chip.isVisible() and state.named.symbol in ui.suit_chip.text()
            seen.add("named")
        if state.prize8:
            assert ui.eight_chip.isVisible() and ui.bar.title.text() == "Play again"
            seen.add("eight")
        hand = len(state.hands[0])
        if "missing" in seen and "penalty" not in seen and hand > 1:
            # The call was missed: a penalty card came just before the next seat acted.
            assert any(t.startswith("You did not call “Last card!”") for t in toasts)
            seen.add("penalty")
        human_move(qtbot, window, flags, seen)
        moves += 1
        assert moves < 120
    assert {"jack", "two", "draw7", "pass", "reversed", "seven", "named", "penalty",
            "called"} <= seen
    assert any("plays a 10: play now goes to the left (clockwise)" in t for t in toasts)

    state = table.session.state
    result = state.results[-1]
    text = ui.summary_text.text()
    winner = result.details["winner"]
    assert ("You go out" in text) if winner == 0 else ("goes out and wins the round" in text)
    assert "Cards left" in text and "This round" in text
    for seat in range(4):
        if seat != winner:
            assert f"<td align='center'>{result.points[seat]}</td>" in text
        # Every hand is shown face up: the cards left are what the penalties count.
        assert all(s.face_up for s in view.zones.get(("hand", seat), []))
    assert not ui.bar.isVisible() and not ui.status.findChildren(type(ui.suit_chip)) == []

    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    headers = [sheet.table.horizontalHeaderItem(i).text() for i in range(7)]
    assert headers == ["Round", "Winner", "You", "Dara", "Shirin", "Kaveh", "Note"]
    loser = next(s for s in range(4) if s != winner)
    assert sheet.cell(0, 2 + loser) == f"+{result.points[loser]} ({result.totals[loser]})"
    assert sheet.cell(0, 2 + winner) == "out (0)"

    persian = Languages()
    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    qtbot.waitUntil(lambda: ui.next_button.text() == "دور بعد", timeout=3000)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert ui.summary.title.text() == "پایان دور"
    assert "کارت‌های مانده" in ui.summary_text.text()
    info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
    assert "دست‌دهنده" in info and "جهت بازی" in info and "امتیاز منفی" in info
    assert PERSIAN_DIGITS & set(info)
    qtbot.waitUntil(lambda: sheet.table.horizontalHeaderItem(0).text() == "دور",
                    timeout=3000)
    assert PERSIAN_DIGITS & set(sheet.cell(0, 2 + loser))
    assert sheet.cell(0, 2 + winner).startswith("تمام کرد")
    assert view.sides[0] == "bottom"  # the table itself is never mirrored
    persian.switch(window, "en")
    qtbot.waitUntil(lambda: ui.next_button.text() == "Next round", timeout=3000)
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    sheet.close()

    dealer = state.next_roles()["dealer"]
    qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(table.session.record.rounds) == 2, timeout=5000)
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    assert table.session.state.dealer == dealer
    check_piles(window)


def test_the_bar_and_the_pickers_in_persian(qtbot, window, tmp_path):
    window.start_game("mau-mau", MauMauOptions(), "heuristic", seed=50, players=4)
    table, ui = window.table, window.table.ui
    persian = Languages()
    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    flags: dict[str, int] = {}
    seen: set[str] = set()
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        assert not ui.summary.isVisible(), "no jack came to the human"
        legal = table.session.legal_for(0)
        jack = next((a for a in legal if isinstance(a, MauPlay)
                     and a.card.rank is Rank.JACK), None)
        if jack is not None:
            break
        assert ui.bar.title.text() in ("نوبت شما", "دوباره بازی کنید") or "هفت" in (
            ui.bar.title.text()) or "برداشتید" in ui.bar.title.text()
        human_move(qtbot, window, flags, seen)
    click_card(qtbot, window, jack.card)
    assert ui.suit_panel.isVisible() and ui.suit_panel.title.text() == "خال را تعیین کن"
    assert "کدام خال" in ui.suit_text.text()
    assert ui.suit_buttons[jack.suit].text().endswith("پیک")
    assert ui.suit_panel.layoutDirection() == Qt.LayoutDirection.RightToLeft
    qtbot.mouseClick(ui.suit_cancel, Qt.MouseButton.LeftButton)  # choose another card
    assert not ui.suit_panel.isVisible() and ui.bar.isVisible()
    assert table.session.state.to_act == 0
    persian.switch(window, "en")
    qtbot.waitUntil(lambda: ui.bar.title.text() != "نوبت شما", timeout=3000)


def test_last_card_out_of_turn_and_the_missed_call(qtbot, window):
    """After the play that leaves one card the button stays open while the next player
    thinks; clicking it in time spares the penalty card."""
    window.start_game("mau-mau", MauMauOptions(), "heuristic", seed=50, players=4)
    table, ui = window.table, window.table.ui
    toasts = spy_toasts(window)
    flags: dict[str, int] = {"missed": 1}  # say it with the play... except here
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        assert not ui.summary.isVisible(), "the human never held two cards"
        state = table.session.state
        legal = table.session.legal_for(0)
        action, kind, arm = choose(state, legal, flags)
        if arm and kind == "play":
            break
        human_move(qtbot, window, flags, set())
    assert ui.call_button.isVisible() and not ui.call_button.isChecked()
    window.set_speed("normal")  # the next player thinks for a moment: time to call
    click_card(qtbot, window, action.card)
    qtbot.waitUntil(lambda: ui.bar.isVisible() and ui.call_button.isVisible()
                    and table.session.state.to_act != 0, timeout=5000)
    assert ui.bar.title.text() == "One card left!"
    assert table.plates[0].text() == "You · one card!"
    assert not ui.call_button.isCheckable() and table.session.state.window == 0
    qtbot.mouseClick(ui.call_button, Qt.MouseButton.LeftButton)
    assert table.session.state.window is None
    window.set_speed("instant")
    qtbot.waitUntil(lambda: "You call “Last card!”" in toasts, timeout=5000)
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    assert not any(t.startswith("You did not call") for t in toasts)


def test_reshuffles_are_shown_and_the_piles_stay_true(qtbot, window):
    # One pack and five players: the stock runs out.
    window.start_game("mau-mau", MauMauOptions(decks=1), "heuristic", seed=4, players=5)
    table, ui = window.table, window.table.ui
    toasts = spy_toasts(window)
    flags: dict[str, int] = {"missed": 1}
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            break
        check_piles(window)
        human_move(qtbot, window, flags, set())
    shuffles = [t for t in toasts if "shuffled into a new stock" in t]
    assert shuffles and shuffles[0].startswith("The stock is empty: ")
    record = table.session.record.rounds[-1].actions
    assert any(a.type == "reshuffle" for a in record)


def test_elimination_and_the_match_end(qtbot, window):
    window.start_game("mau-mau", MauMauOptions(limit=100), "heuristic", seed=2, players=3)
    table = window.table
    ui = table.ui
    session = table.session
    eliminated_seen = mid_match = False
    rounds = 0
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        state = session.state
        if ui.summary.isVisible():
            rounds += 1
            out = state.results[-1].details["eliminated"]
            for seat in out:
                eliminated_seen = True
                assert "out of the game." in ui.summary_text.text()
                assert table.plates[seat].text().endswith("· eliminated")
            if state.match_over:
                break
            qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda n=rounds + 1: len(session.record.rounds) == n,
                            timeout=5000)
            for seat in range(3):
                if not session.state.active[seat]:  # out of the game: dealt nothing
                    assert session.state.deals[-1].hands[seat] == ()
                    qtbot.waitUntil(lambda: ready(window), timeout=15000)
                    assert table.plates[seat].text().endswith("· eliminated")
                    assert not table.view.zones.get(("hand", seat))
                    mid_match = True
            continue
        legal = session.legal_for(0)
        plays = [a for a in legal if isinstance(a, MauPlay)]
        table.act(plays[0] if plays else legal[0])
        assert rounds < 40
    assert eliminated_seen and mid_match
    assert ui.next_button.text() == "See the result"
    assert "wins the match" in ui.summary_text.text() or "you win the match" in (
        ui.summary_text.text())
    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    notes = [sheet.cell(r, 5) for r in range(sheet.table.rowCount())]
    assert any(n.startswith("eliminated: ") for n in notes)
    sheet.close()
    qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
    dialog = ui.match_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.findChild(type(ui.summary_text)).text()
    assert "penalty points" in text
    assert ("You win the match!" in text) == (0 in session.state.winners)
    dialog.reject()


def test_eight_players_fit_on_the_table(qtbot, window):
    window.start_game("mau-mau", MauMauOptions(), "heuristic", seed=5, players=8)
    table, ui, view = window.table, window.table.ui, window.table.view
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    vp = view.viewport().rect()
    for seat in range(8):
        assert vp.contains(table.plates[seat].geometry())
        for sprite in view.zones.get(("hand", seat), []):
            assert vp.contains(view.mapFromScene(sprite.pos()))
    assert vp.contains(ui.bar.geometry()) and vp.contains(ui.info.geometry())
    check_piles(window)


def test_hint_options_and_rules(qtbot, window):
    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.games.mau_mau import MauMauUI

    dialog = NewGameDialog(MauMauUI, "easy", window)
    qtbot.addWidget(dialog)
    decks = dialog.findChild(QComboBox, "option-decks")
    limit = dialog.findChild(QSpinBox, "option-limit")
    assert decks.currentData() == 2 and limit.value() == 200
    assert (limit.minimum(), limit.maximum()) == (100, 500)
    assert decks.itemText(decks.findData(1)) == "One pack (up to five players)"
    assert dialog.player_count() == 4 and "4 players" in dialog.heading.text()
    decks.setCurrentIndex(decks.findData(1))
    limit.setValue(150)
    dialog._accept()
    options = dialog.options()
    assert options == MauMauOptions(decks=1, limit=150)
    window.start_game("mau-mau", options, "heuristic", seed=3, players=dialog.player_count())
    table = window.table
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    action = table.hint()
    assert action is not None
    assert table.toast.isVisible() and table.toast.text().startswith("Hint:")
    assert "of 150" in table.ui.info_labels[3].text() or "150" in (
        table.ui.info_labels[3].text())
    tile = next(t for t in window.library.tiles if t.game_id == "mau-mau")
    assert tile.button.isEnabled()
    window.show_rules("mau-mau")
    rules = window.rules_dialog
    assert rules.windowTitle() == "Rules of Mau-Mau"
    text = rules.text.toPlainText()
    assert "Last card" in text and "reshuffle" in text.lower() and "eliminated" in text
    window.language_actions["fa"].trigger()
    qtbot.waitUntil(lambda: window.rules_dialog.windowTitle() == "قوانین هفت خبیث",
                    timeout=3000)
    persian = window.rules_dialog.text.toPlainText()
    assert "تک برگ" in persian and "سرباز" in persian and "حذف" in persian
    window.language_actions["en"].trigger()
    rules.close()


def test_resume_shows_the_same_position(qtbot):
    win = make_window(qtbot)
    win.start_game("mau-mau", MauMauOptions(), "heuristic", seed=12, players=4)
    table = win.table
    flags: dict[str, int] = {"missed": 1}
    seen: set[str] = set()
    for _ in range(12):
        qtbot.waitUntil(lambda: ready(win), timeout=15000)
        if table.session.state.direction == -1:
            break
        human_move(qtbot, win, flags, seen)
    qtbot.waitUntil(lambda: ready(win), timeout=15000)
    state = table.session.state
    assert not state.round_over
    zones = state.zones()
    direction = state.direction
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
    check_piles(again)
    ui = again.table.ui
    assert ui.ring.counter_clockwise == (direction == 1)
    assert ui.bar.isVisible()
    assert sorted(s.card.code for s in again.table.view.human_hand()) == sorted(
        c.code for c in resumed.state.hands[0])
    again.table.stop()
    again.close()


@pytest.mark.parametrize("suit", ["S", "H", "D", "C"])
def test_the_turn_help_names_the_suit_a_jack_named(qtbot, window, suit):
    """After another seat's jack names a suit, the human's turn help asks for that suit:
    spades too (Suit.SPADES is 0, and `named or top.suit` once fell through to hearts)."""
    from cardtable.cards import Card, Suit
    from cardtable.records import Record, RoundRecord
    from cardtable.rules.mau_mau import MAU_MAU
    from cardtable.session import Session
    from cardtable.ui.words import suit_name
    from tests.rules.test_mau_mau import make_deal

    named = Suit.parse(suit)
    deal = make_deal(["8S 8H 8D 8C 3D 4D 5D", "JH 3C 4C 5C 6C 9C KC"], "KH", dealer=0)
    jack = MauPlay(1, Card.parse("JH"), named, None)
    record = Record(MAU_MAU, 2, MauMauOptions(), [RoundRecord(deal, [jack])])
    session = Session.from_record(record, humans=[0], ai_level="random")
    assert session.state.named is named and session.state.to_act == 0
    window._play(session, resume=True)
    ui = window.table.ui
    qtbot.waitUntil(lambda: ready(window) and ui.bar.isVisible(), timeout=10000)
    text = ui.bar_text.text()
    assert f"{named.symbol}</span>&nbsp;{suit_name(named)}" in text
    others = [s for s in Suit if s is not named]
    assert not any(f"{s.symbol}</span>" in text for s in others)
