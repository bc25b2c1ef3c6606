"""Ninety-Nine at the table, end to end: bid cards chosen by clicks with the running bid on
screen, the premium panel, the dummy's card chosen by a click, a revealed hand laid face up,
the 1975 turn-up, the trump panel, the summaries and the score sheet, Persian, and resume."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_window import open_app_window
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox
from table_language import Languages

from cardtable.rules.base import Play
from cardtable.rules.ninety_nine import (
    DUMMY,
    NinetyNineOptions,
    Pass,
    Reveal,
    bid_value,
)
from cardtable.rules.registry import find_game
from cardtable.session import Session
from cardtable.storage import read_save, write_save
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


def visible_point(window, sprite) -> QPoint:
    """A point of the card that no later card covers: its left strip, a little below the
    top (the top strip of a fanned column may be covered by the card above)."""
    view = window.table.view
    rect = card_rect(sprite)
    return view.mapFromScene(rect.left() + 8, rect.bottom() - 12)


def card_rect(sprite) -> QRectF:
    """Where a card is drawn on the table (its bounding rectangle also holds the room
    it rises into when chosen)."""
    w = sprite._width
    h = w * sprite.art.ratio
    return QRectF(sprite.pos().x() - w / 2, sprite.pos().y() - h / 2, w, h)


def click(qtbot, window, sprite) -> None:
    qtbot.mouseClick(window.table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=visible_point(window, sprite))


def ready(window) -> bool:
    """The table waits for the human (or shows the round's summary)."""
    t = window.table
    ui = t.ui
    return (t.session is not None and t.session.human_to_act() and not t.view.animator.busy
            and not t._thinking) or (ui is not None and ui.summary.isVisible())


def choose_bid(qtbot, window, count: int = 3) -> list:
    """Click the first `count` cards of the human's hand while the bid panel is up."""
    view = window.table.view
    hand = view.human_hand()
    for sprite in hand[:count]:
        click(qtbot, window, sprite)
    return [s.card for s in hand[:count]]


def play_round(qtbot, window, premium: str = "pass", on_dummy=None) -> None:
    """Play the rest of the round by clicks: bid with the first three cards, answer the
    premium panel, play the last playable card (or a dummy card) each turn."""
    table = window.table
    ui = table.ui
    for _ in range(80):
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            return
        if ui.bid_panel.isVisible():
            choose_bid(qtbot, window)
            qtbot.mouseClick(ui.bid_button, Qt.MouseButton.LeftButton)
        elif ui.premium_panel.isVisible():
            button = ui.premium_buttons[premium]
            if not button.isVisible():
                button = ui.premium_buttons["pass"]
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        elif ui.trump_panel.isVisible():
            qtbot.mouseClick(ui.trump_buttons["H"], Qt.MouseButton.LeftButton)
        elif ui._dummy_lit():
            if on_dummy is not None:
                on_dummy()
            else:
                click(qtbot, window, ui._dummy_lit()[0])
        else:
            playable = table.view.playable_sprites()
            assert playable, "the human is to act but nothing is offered"
            click(qtbot, window, playable[-1])
    raise AssertionError("the round did not end")


# --------------------------------------------------------------------------- three players


def test_a_whole_round_of_three_by_clicks_then_persian(qtbot, window, tmp_path):
    window.start_game("ninety-nine", NinetyNineOptions(), "heuristic", seed=1, players=3)
    table, ui, view = window.table, window.table.ui, window.table.view
    assert table.view.sides == {0: "bottom", 1: "left", 2: "right"}  # passes to the left
    qtbot.waitUntil(lambda: ui.bid_panel.isVisible(), timeout=10000)
    # The suit values are on screen while choosing, and the running bid follows the clicks.
    values = ui.bid_values.text()
    for symbol, value in (("♣", "3"), ("♥", "2"), ("♠", "1"), ("♦", "0")):
        assert symbol in values and f"<b>{value}</b>" in values
    assert not ui.bid_button.isEnabled()
    hand = view.human_hand()
    assert all(s.playable for s in hand) and len(hand) == 12
    click(qtbot, window, hand[0])
    click(qtbot, window, hand[4])
    partial = bid_value([hand[0].card, hand[4].card])
    assert f"bid so far: <b>{partial}</b>" in ui.bid_running.text()
    assert not ui.bid_button.isEnabled()
    click(qtbot, window, hand[4])  # a second click puts the card back
    assert view.selected_cards() == [hand[0].card]
    chosen = [hand[0].card, hand[7].card, hand[11].card]
    click(qtbot, window, hand[7])
    click(qtbot, window, hand[11])
    click(qtbot, window, hand[2])  # a fourth card is over the limit
    assert view.selected_cards() == chosen
    bid = bid_value(chosen)
    assert f"your bid: <b>{bid}</b> tricks" in ui.bid_running.text()
    assert ui.bid_button.isEnabled()
    qtbot.mouseClick(ui.bid_button, Qt.MouseButton.LeftButton)
    state = table.session.state
    assert set(state.bidcards[0]) == set(chosen)
    # Your own bid cards lie face up beside your hand, on the felt and on screen.
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    mine = view.zones[("bid", 0)]
    assert {s.card for s in mine} == set(chosen) and all(s.face_up for s in mine)
    assert all(view.viewport().rect().contains(view.mapFromScene(s.pos())) for s in mine)
    assert ui.premium_panel.isVisible()
    assert f"Your bid: <b>{bid}</b> tricks." in ui.premium_text.text()
    assert "+60" in ui.premium_help.text() and ui.premium_buttons["reveal"].isVisible()
    qtbot.mouseClick(ui.premium_buttons["declare"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    if state.premiums and state.premiums[0][0] == 0:  # nobody revealed after you
        assert "declared" in table.plates[0].text()
    assert f"bid {bid}" in table.plates[0].text()
    # The others' bids are hidden: their plates say so.
    for seat in (1, 2):
        if not state.bid_shown[seat]:
            assert "bid ?" in table.plates[seat].text()
            assert not any(s.face_up for s in view.zones[("bid", seat)])

    play_round(qtbot, window)
    state = table.session.state
    assert state.round_over and sum(state.tricks) == 9
    result = state.results[-1]
    text = ui.summary_text.text()
    assert ui.summary.title.text() == "Game 1, round 1 is over"
    made = sum(result.details["made"])
    trump = {0: "Diamonds", 1: "Spades", 2: "Hearts", 3: "Clubs"}[made]
    assert f"{trump}</b>" in text and "so the next round's trump is" in text
    assert "Declaration by You" in text or "Reveal by" in text
    # Every bid card is face up at the end of the round.
    for seat in range(3):
        assert all(s.face_up for s in view.zones[("bid", seat)])
    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    assert sheet.table.columnCount() == 7 and sheet.table.rowCount() == 2
    assert sheet.cell(0, 3).startswith(f"+{result.points[0]} (bid {result.details['bids'][0]}")
    assert sheet.cell(1, 1) == "So far"

    persian = Languages()
    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    qtbot.waitUntil(lambda: ui.next_button.text() == "دور بعد", timeout=3000)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert table.plates[0].text().startswith("شما")
    info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
    assert "حکم" in info and "بازی" in info and PERSIAN_DIGITS & set(info)
    assert "دور" in ui.summary.title.text() and "قرارداد" in ui.summary_text.text()
    qtbot.waitUntil(lambda: sheet.table.horizontalHeaderItem(0).text() == "بازی",
                    timeout=3000)
    assert PERSIAN_DIGITS & set(sheet.cell(0, 3)) and "پیش‌بینی" in sheet.cell(0, 3)
    assert view.sides[0] == "bottom"  # the table itself is never mirrored
    persian.switch(window, "en")
    qtbot.waitUntil(lambda: ui.next_button.text() == "Next round", timeout=3000)
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    sheet.close()
    rounds = len(table.session.record.rounds)
    dealer, trump_next = state.next_roles()["dealer"], state.carry_trump
    assert dealer == (state.dealer + 1) % 3  # the deal passes to the left
    qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(table.session.record.rounds) == rounds + 1, timeout=5000)
    assert table.session.state.dealer == dealer
    assert table.session.state.trump == trump_next


def test_bidding_and_the_dummy_with_the_keyboard_alone(qtbot, window):
    """Arrows and Space choose the bid cards, Enter bids; arrows and Enter choose the
    dummy's card."""
    window.start_game("ninety-nine", NinetyNineOptions(), "heuristic", seed=5, players=2)
    table, ui, view = window.table, window.table.ui, window.table.view
    qtbot.waitUntil(lambda: ui.bid_panel.isVisible(), timeout=10000)
    view.setFocus()
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Space)
    assert len(view.selected_cards()) == 3
    chosen = set(view.selected_cards())
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert set(table.session.state.bidcards[0]) == chosen
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    qtbot.keyClick(ui.premium_buttons["pass"], Qt.Key.Key_Space)
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(window), timeout=10000)
        if ui._dummy_lit():
            break
        view.setFocus()
        qtbot.keyClick(view, Qt.Key.Key_Left)
        qtbot.keyClick(view, Qt.Key.Key_Return)
    lit = ui._dummy_lit()
    assert lit, "the human never chose the dummy's card"
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    target = lit[1 % len(lit)]
    assert target.focused
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert target.card not in table.session.state.hands[DUMMY]


# ----------------------------------------------------------------------------- two players


def test_two_players_the_dummy_and_who_chooses_its_card(qtbot, window):
    window.start_game("ninety-nine", NinetyNineOptions(), "heuristic", seed=5, players=2)
    table, ui, view = window.table, window.table.ui, window.table.view
    assert view.sides == {0: "bottom", 1: "left", DUMMY: "top"}
    qtbot.waitUntil(lambda: ui.bid_panel.isVisible(), timeout=10000)
    assert "Clubs" in ui.info_labels[1].text()  # a two-player game starts with clubs
    assert ui.dummy_plate.isVisible() and ui.dummy_plate.text().startswith("Dummy")
    # The dummy's bid cards lie face down from the deal.
    assert len(view.zones[("bid", DUMMY)]) == 3
    assert not any(s.face_up for s in view.zones[("bid", DUMMY)])
    seen: list[str] = []

    def choose_for_dummy() -> None:
        state = table.session.state
        assert state.turn == DUMMY and state.to_act == 0
        seen.append(ui.dummy_plate.text())
        seen.append(ui.info_labels[-1].text() if ui.info_labels[-1].isVisible()
                    else ui.info_labels[2].text())
        assert ui.dummy_plate.property("active") == "true"
        legal = {a.card for a in table.session.legal_for(0) if isinstance(a, Play)}
        lit = ui._dummy_lit()
        assert {s.card for s in lit} == legal
        inert = [s for s in view.zones[("hand", DUMMY)] if s.inert]
        before = len(state.hands[DUMMY])
        if inert:  # a card the rules forbid does nothing when clicked
            click(qtbot, window, inert[0])
            assert len(table.session.state.hands[DUMMY]) == before
            seen.append("inert")
        assert table.toast.isVisible() and "for the dummy" in table.toast.text()
        click(qtbot, window, lit[0])
        assert lit[0].card not in table.session.state.hands[DUMMY]
        # The prompt goes with the choice: it would stand over the next trick, or over the
        # round's summary when this was the round's last card.
        assert not (table.toast.isVisible() and "for the dummy" in table.toast.text())

    play_round(qtbot, window, premium="declare", on_dummy=choose_for_dummy)
    assert seen, "the human never chose the dummy's card"
    assert "you choose its card" in seen[0]
    assert "You choose the dummy's card." in seen[1]
    assert "inert" in seen
    state = table.session.state
    # The dummy's hand was laid face up, sorted by suit; its bid is shown at the end.
    assert all(s.face_up for s in view.zones[("bid", DUMMY)])
    text = ui.summary_text.text()
    assert "Dummy" in text and "Declaration by You" in text
    assert state.results[-1].details["premium"] is not None


def test_a_revealed_hand_lies_face_up_after_resuming(qtbot, tmp_path):
    """A save where Dara has revealed: a new window resumes it from the library, with the
    same position, Dara's hand face up and spread so each card can be read."""
    game = find_game("ninety-nine")
    session = Session(game, NinetyNineOptions(), 3, humans=[0], seed=11)
    session.start()
    while session.state.phase == "bid":
        session.apply(session.legal_for(session.state.to_act)[0])
    while session.state.phase == "premium":
        seat = session.state.to_act
        session.apply(Reveal(seat) if seat == 1 else Pass(seat))
    write_save(session.to_save())
    win = make_window(qtbot)
    try:
        assert win.library.banner.isVisible()
        qtbot.mouseClick(win.library.resume_button, Qt.MouseButton.LeftButton)
        resumed = win.table.session
        assert resumed.state.zones() == session.state.zones()
        assert resumed.state.premiums == ((1, "reveal", None),)
        view, ui = win.table.view, win.table.ui
        qtbot.waitUntil(lambda: not view.animator.busy, timeout=5000)
        hand = view.zones[("hand", 1)]
        assert len(hand) == 9 and all(s.face_up for s in hand)
        assert all(s.face_up for s in view.zones[("bid", 1)])  # the bid is shown too
        # Laid out in suits, far enough apart to read each card's corner.
        ys = [s.pos().y() for s in hand]
        assert ys == sorted(ys)
        step = min(b - a for a, b in zip(ys, ys[1:], strict=False))
        assert step >= card_rect(hand[0]).height() * 0.15  # a share of its own card
        area = QRect(QPoint(0, 0), view.viewport().size())
        for sprite in hand:
            assert area.contains(view.mapFromScene(card_rect(sprite).center()))
        assert "revealed" in win.table.plates[1].text()
        assert f"bid {bid_value(session.state.bidcards[1])}" in win.table.plates[1].text()
        # The revealed column clears the name plate under it and the information box.
        plate = win.table.plates[1].geometry()
        bottom = max(view.mapFromScene(card_rect(s).bottomLeft()).y() for s in hand)
        top = min(view.mapFromScene(card_rect(s).topLeft()).y() for s in hand)
        assert bottom <= plate.top() + 2 and top >= ui.info.geometry().bottom()
    finally:
        win.table.stop()


def test_start_play_and_resume_in_a_new_window(qtbot):
    win = make_window(qtbot)
    win.start_game("ninety-nine", NinetyNineOptions(), "heuristic", seed=7, players=3)
    table, ui = win.table, win.table.ui
    qtbot.waitUntil(lambda: ui.bid_panel.isVisible(), timeout=10000)
    choose_bid(qtbot, win)
    qtbot.mouseClick(ui.bid_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ready(win), timeout=10000)
    qtbot.mouseClick(ui.premium_buttons["pass"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ready(win), timeout=10000)
    click(qtbot, win, table.view.playable_sprites()[0])
    qtbot.waitUntil(lambda: ready(win), timeout=10000)
    saved = read_save()
    assert saved["record"] == table.session.record.to_json()
    zones, to_act = table.session.state.zones(), table.session.state.to_act
    bid_cards = set(table.session.state.bidcards[0])
    win.table.stop()
    win.close()

    again = make_window(qtbot)
    try:
        qtbot.mouseClick(again.library.resume_button, Qt.MouseButton.LeftButton)
        state = again.table.session.state
        assert state.zones() == zones and state.to_act == to_act
        view = again.table.view
        assert {s.card for s in view.human_hand()} == set(state.hands[0])
        assert {s.card for s in view.zones[("bid", 0)]} == bid_cards
        assert all(s.face_up for s in view.zones[("bid", 0)])
        assert not any(s.face_up for s in view.zones[("bid", 1)])
        assert "bid ?" in again.table.plates[1].text()
        qtbot.waitUntil(lambda: ready(again), timeout=10000)
        assert again.table.view.playable_sprites()  # and the game goes on
    finally:
        again.table.stop()


# --------------------------------------------------------------------------------- options


def test_1975_turn_up_and_the_score_sheet(qtbot, window):
    window.start_game("ninety-nine", NinetyNineOptions(version="1975"), "heuristic", seed=3,
                      players=3)
    table, ui, view = window.table, window.table.ui, window.table.view
    qtbot.waitUntil(lambda: ui.bid_panel.isVisible(), timeout=10000)
    state = table.session.state
    turnup = view.zones[("pile", "turnup")]
    assert [s.card for s in turnup] == [state.turnup] and turnup[0].face_up
    assert ui.turnup_label.isVisible() and ui.turnup_label.text().startswith("Turn-up:")
    info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
    assert "Round 1 of 9" in info and "Turn-up:" in info
    # The turn-up sits at the top, clear of every hand and name plate.
    rect = card_rect(turnup[0])
    for zone, sprites in view.zones.items():
        if zone[0] == "hand":
            assert not any(rect.intersects(card_rect(s)) for s in sprites)
    play_round(qtbot, window)
    assert ui.summary.title.text() == "Round 1 of 9 is over"
    assert "The next round's trump comes from its turn-up." in ui.summary_text.text()
    headers, rows = ui.score_sheet()
    assert headers[:3] == ["Game", "Round", "Trump"] and len(headers) == 7
    assert "(turn-up " in rows[0][2]
    assert rows[-1][:2] == ["Match", "Total"]


def test_trump_named_by_the_premium_bidder_with_the_nines(qtbot, window):
    options = NinetyNineOptions(trump_choice=True, nines_trump=True)
    window.start_game("ninety-nine", options, "heuristic", seed=1, players=3)
    table, ui = window.table, window.table.ui
    qtbot.waitUntil(lambda: ui.bid_panel.isVisible(), timeout=10000)
    choose_bid(qtbot, window)
    qtbot.mouseClick(ui.bid_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ui.premium_panel.isVisible(), timeout=10000)
    assert "names the trump" in ui.premium_help.text()
    assert "named after the premium bids" in ui.info_labels[1].text()
    qtbot.mouseClick(ui.premium_buttons["declare"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    if table.session.state.phase != "trump":
        pytest.fail("a computer player outbid the declaration: pick another seed")
    assert ui.trump_panel.isVisible()
    shown = [code for code, b in ui.trump_buttons.items() if b.isVisible()]
    assert shown == ["S", "H", "D", "C", None, "9"]
    assert ui.trump_buttons["9"].text() == "The nines"
    qtbot.mouseClick(ui.trump_buttons["9"], Qt.MouseButton.LeftButton)
    assert table.session.state.trump == 4
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    assert "the four nines" in ui.info_labels[1].text()
    play_round(qtbot, window)
    assert "if nobody bids, the trump stays: the four nines" in ui.summary_text.text()


def test_bid_at_end_announce_a_number(qtbot, window):
    window.start_game("ninety-nine", NinetyNineOptions(bid_at_end=True), "heuristic", seed=1,
                      players=3)
    table, ui = window.table, window.table.ui
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    assert ui.premium_panel.isVisible() and not ui.bid_panel.isVisible()
    visible = {k for k, b in ui.premium_buttons.items() if b.isVisible()}
    assert visible == {"announce", "reveal", "announce-reveal", "pass"}
    assert ui.announce_value.isVisible() and ui.announce_value.count() == 10
    assert "three cards you hold at the end" in ui.premium_text.text()
    ui.announce_value.setCurrentIndex(ui.announce_value.findData(2))
    qtbot.mouseClick(ui.premium_buttons["announce"], Qt.MouseButton.LeftButton)
    state = table.session.state
    assert (0, "announce", 2) in state.auc_log
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    if state.premiums == ((0, "announce", 2),):
        assert "bid 2" in table.plates[0].text() and "announced" in table.plates[0].text()
    assert len(table.view.human_hand()) == 12  # nobody lays cards aside
    play_round(qtbot, window)
    if state.premiums == ((0, "announce", 2),):  # nobody outbid the announcement
        assert "Announcement by You" in ui.summary_text.text()
    assert ui.summary_text.text().count("<tr>") == 4  # a heading and three players


@pytest.mark.parametrize("players", [4, 5])
def test_crowded_tables_keep_every_card_on_screen(qtbot, window, players):
    window.start_game("ninety-nine", NinetyNineOptions(), "heuristic", seed=2, players=players)
    table, ui, view = window.table, window.table.ui, window.table.view
    qtbot.waitUntil(lambda: ui.bid_panel.isVisible(), timeout=10000)
    assert ("Three diamonds bid 0 or 10" in ui.bid_text.text()) == (players == 4)
    assert len(view.human_hand()) == (13 if players == 4 else 12)
    choose_bid(qtbot, window)
    qtbot.mouseClick(ui.bid_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    visible = {k for k, b in ui.premium_buttons.items() if b.isVisible()}
    if players == 5:
        assert visible == {"declare", "pass"} and "-50" in ui.premium_help.text()
        qtbot.mouseClick(ui.premium_buttons["pass"], Qt.MouseButton.LeftButton)
    else:
        assert visible == {"declare", "reveal", "pass"}
        qtbot.mouseClick(ui.premium_buttons["reveal"], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ready(window), timeout=10000)
        assert table.session.state.premiums == ((0, "reveal", None),)
        assert "revealed" in table.plates[0].text()
        assert table.session.state.bid_shown[0] and table.session.state.exposed[0]
    for _ in range(3):  # a few tricks in, with cards on the table
        qtbot.waitUntil(lambda: ready(window), timeout=10000)
        click(qtbot, window, view.playable_sprites()[-1])
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    area = view.sceneRect()
    plates = [p.geometry() for p in table.plates.values()] + [ui.info.geometry()]
    for zone, sprites in view.zones.items():
        for sprite in sprites:
            rect = card_rect(sprite)
            assert area.contains(rect), (zone, sprite.card)
            if zone[0] == "bid":  # the bid piles never hide under a plate or the info box
                screen = view.mapFromScene(rect).boundingRect()
                assert not any(screen.intersects(p) for p in plates), zone
    # Bid piles never cover each other or a hand.
    piles = [(z, card_rect(s)) for z, ss in view.zones.items() if z[0] == "bid" for s in ss]
    hands = [(z, card_rect(s)) for z, ss in view.zones.items() if z[0] == "hand" for s in ss]
    for zone, rect in piles:
        assert not any(z[1] != zone[1] and rect.intersects(r) for z, r in piles)
        assert not any(rect.intersects(r) for _, r in hands), zone


def test_a_short_match_to_its_end(qtbot, window):
    window.start_game("ninety-nine", NinetyNineOptions(games=1), "random", seed=4,
                      players=3)
    table, ui = window.table, window.table.ui
    session = table.session
    for _ in range(60):
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            if session.state.match_over:
                break
            qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
            continue
        table.act(session.legal_for(table.human)[0])
    state = session.state
    assert state.match_over
    text = ui.summary_text.text()
    assert "Game over:" in text and "bonus" in text
    assert ui.next_button.text() == "See the result"
    headers, rows = ui.score_sheet()
    total = next(r for r in rows if r[1] == "Total" and r[0] == "Game 1")
    winners = [i for i, cell in enumerate(total[3:6]) if "+ 100 bonus" in cell]
    assert winners and all(state.totals[w] >= 100 for w in winners)
    assert rows[-1][0] == "Match" and rows[-1][3:6] == [str(t) for t in state.totals]
    qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
    dialog = ui.match_dialog
    assert dialog is not None and dialog.isVisible()
    assert "Match totals:" in dialog.findChild(type(ui.summary_text)).text()
    dialog.reject()
    assert ui.match_score() == state.totals[0]


def test_new_game_dialog_offers_every_option(qtbot, window):
    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.games.ninety_nine import NinetyNineUI

    dialog = NewGameDialog(NinetyNineUI, "easy", window)
    qtbot.addWidget(dialog)
    players = dialog.findChild(QComboBox, "players")
    assert [players.itemData(i) for i in range(players.count())] == [2, 3, 4, 5]
    assert players.currentData() == 3
    version = dialog.findChild(QComboBox, "option-version")
    target = dialog.findChild(QComboBox, "option-target")
    games = dialog.findChild(QComboBox, "option-games")
    checks = {name: dialog.findChild(QCheckBox, f"option-{name}")
              for name in ("trump_choice", "nines_trump", "bid_at_end")}
    assert all(checks.values()) and not any(c.isChecked() for c in checks.values())
    assert games.currentText() == "As many as players"
    assert [target.itemData(i) for i in range(target.count())] == [100, 250, 500]
    checks["nines_trump"].setChecked(True)  # the nines need trump_choice: the model says so
    dialog._accept()
    assert not dialog.error.isHidden() and "trump_choice" in dialog.error.text()
    checks["nines_trump"].setChecked(False)
    version.setCurrentIndex(version.findData("1975"))
    checks["bid_at_end"].setChecked(True)
    dialog._accept()
    assert dialog.options().to_record() == {"version": "1975", "bid_at_end": True}
    players.setCurrentIndex(players.findData(2))
    assert "dummy" in dialog.heading.text()


def test_rules_page_in_both_languages(qtbot, window, tmp_path):
    tile = next(t for t in window.library.tiles if t.game_id == "ninety-nine")
    assert tile.rules.isVisible()
    qtbot.mouseClick(tile.rules, Qt.MouseButton.LeftButton)
    dialog = window.rules_dialog
    assert dialog.isVisible() and dialog.windowTitle() == "Rules of Ninety-Nine"
    text = dialog.text.toPlainText()
    for words in ("club = 3", "dummy", "turn-up", "Declare", "Reveal", "99"):
        assert words in text
    window.language_actions["fa"].trigger()
    qtbot.waitUntil(lambda: window.rules_dialog.windowTitle() == "قوانین نود و نه",
                    timeout=3000)
    persian = window.rules_dialog.text.toPlainText()
    assert "بازیکن فرضی" in persian and "کارت روشده" in persian and "خاج = ۳" in persian
    window.language_actions["en"].trigger()


def test_hint_chooses_bid_cards_and_undo_takes_the_bid_back(qtbot, window):
    window.start_game("ninety-nine", NinetyNineOptions(), "heuristic", seed=6, players=3)
    table, ui, view = window.table, window.table.ui, window.table.view
    qtbot.waitUntil(lambda: ui.bid_panel.isVisible(), timeout=10000)
    action = table.hint()
    assert set(view.selected_cards()) == set(action.cards) and len(action.cards) == 3
    assert all(s.selected for s in view.human_hand() if s.card in action.cards)
    assert ui.bid_button.isEnabled()
    assert f"your bid: <b>{bid_value(action.cards)}</b>" in ui.bid_running.text()
    qtbot.mouseClick(ui.bid_button, Qt.MouseButton.LeftButton)
    assert set(table.session.state.bidcards[0]) == set(action.cards)
    qtbot.waitUntil(lambda: ready(window), timeout=10000)
    assert table.undo()
    qtbot.waitUntil(lambda: ui.bid_panel.isVisible(), timeout=10000)
    assert table.session.state.bidcards[0] == [] and len(view.human_hand()) == 12
    assert view.selected_cards() == [] and all(s.playable for s in view.human_hand())


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_premium_prompt_keeps_room_for_the_bids_the_table_offers(qtbot, window, players):
    """The room the premium prompt keeps (`spec_sample`) holds the bids the rules offer
    (`premium_kinds`: a reveal with three and four players only) and, where every bid
    stands, every other player's name (not the dummy's) among those who declared."""
    window.start_game("ninety-nine", find_game("ninety-nine").options_class(), "random",
                      seed=1, players=players)
    ui = window.table.ui
    samples = ui.spec_sample("premium-prompt")
    assert samples
    text = " ".join(samples)
    assert ("Reveal" in text) == (players == 3)
    assert "Declare" in text and "Pass" in text
    if players != 3:
        others = [ui.name(s) for s in range(players) if s != window.table.human]
        assert all(name in text for name in others), others
        assert "dummy" not in text.split("Declared so far")[1].split("<")[0]


def test_a_match_shared_by_two_others_says_they_share_it(qtbot, window, monkeypatch):
    """Two winners, neither of them you: "Dara and Shirin share the win of the match." (it
    read "Dara, Shirin wins the match.")."""
    from cardtable.rules.ninety_nine import NinetyNineState

    window.start_game("ninety-nine", find_game("ninety-nine").options_class(), "random",
                      seed=1, players=3)
    ui = window.table.ui
    human = window.table.human
    others = [s for s in range(3) if s != human]
    monkeypatch.setattr(NinetyNineState, "winners", property(lambda self: others))
    ui._show_match_end()
    dialog = ui.match_dialog
    assert dialog is not None
    text = dialog.findChild(type(ui.summary_text)).text()
    names = [ui.title_name(s) for s in others]
    assert f"{names[0]} and {names[1]} share the win of the match." in text, text
    dialog.reject()
