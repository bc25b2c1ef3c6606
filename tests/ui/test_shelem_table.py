"""Shelem at the table, end to end: the auction panel, the kitty taken and four cards laid
away by clicks (the points laid away counted live), the first lead naming trump, a whole
hand by clicks to the summary, Persian, the two-player packets played by clicking their
face-up cards, a hand thrown in, the source's four-hand score sheet replayed, the match
end, and resuming a saved game."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from app_window import open_app_window
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel
from table_language import Languages

from cardtable.cards import Card
from cardtable.rules.base import Play
from cardtable.rules.shelem import (
    Bid,
    Discard,
    PacketPlay,
    Pass,
    ShelemOptions,
    card_points,
    in_pack_order,
)
from cardtable.storage import read_save
from cardtable.ui.dialogs.sheets import TableDialog
from cardtable.ui.main_window import MainWindow
from cardtable.ui.wording.shelem import RULE
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
    """The human is to act (the table is still), or the hand's summary is up."""
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


def click_sprite_centre(qtbot, window, sprite) -> None:
    view = window.table.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(sprite.sceneBoundingRect().center()))


def bid_by_clicks(qtbot, window, seen: dict[str, int]) -> None:
    """The human's auction turn: the lowest bid offered, clicked on the panel."""
    ui = window.table.ui
    state = window.table.session.state
    assert ui.bid_panel.isVisible()
    enabled = [v for v, b in ui.bid_buttons.items() if b.isEnabled()]
    assert enabled == [a.value for a in state.legal_actions() if isinstance(a, Bid)]
    assert ui.pass_button.isEnabled()
    if state.high is not None:
        seen["raised"] = seen.get("raised", 0) + 1
        assert f"Highest bid: <b>{state.high}</b>" in ui.bid_text.text()
        assert enabled[0] == state.high + 5
    else:
        assert "No bid yet" in ui.bid_text.text()
    qtbot.mouseClick(ui.bid_buttons[enabled[0]], Qt.MouseButton.LeftButton)
    assert not ui.bid_panel.isVisible()


def lay_away_by_clicks(qtbot, window) -> list[Card]:
    """Choose four cards by clicking them (the panel counts their points as they are
    chosen), change one's mind once, and lay them away with the button."""
    table, ui, view = window.table, window.table.ui, window.table.view
    state = table.session.state
    assert ui.lay_panel.isVisible()
    hand = [s.card for s in view.human_hand()]
    assert len(hand) == 16 and all(s.playable for s in view.human_hand())
    kitty = state.deals[-1].piles["kitty"]
    assert all(c in hand for c in kitty)
    # The kitty's cards are named on the panel, as their corner indices.
    assert all(f"{c.code[0] if c.code[0] != 'T' else '10'}" in ui.lay_text.text()
               for c in kitty)
    # Choose the four cheapest cards after trying an ace first.
    chosen = sorted(hand, key=lambda c: (card_points(c), c.code))[:4]
    ace = next((c for c in hand if c.code[0] == "A"), None)
    if ace is not None:
        click_card(qtbot, window, ace)
        assert ui.lay_count.text().endswith(f"<b>{card_points(ace)}</b>")
        click_card(qtbot, window, ace)  # a second click puts it back
        assert "Chosen: 0 of 4" in ui.lay_count.text()
    for i, card in enumerate(chosen):
        assert not ui.lay_button.isEnabled()
        click_card(qtbot, window, card)
        points = sum(card_points(c) for c in chosen[:i + 1])
        assert ui.lay_count.text() == f"Chosen: {i + 1} of 4 · points in them: <b>{points}</b>"
    assert ui.lay_button.isEnabled()
    other = next(s for s in view.human_hand() if s.card not in chosen)
    click_card(qtbot, window, other.card)  # a fifth card is not taken
    assert view.selected_cards() == chosen
    qtbot.mouseClick(ui.lay_button, Qt.MouseButton.LeftButton)
    assert not ui.lay_panel.isVisible()
    last = table.session.record.rounds[-1].actions[-1]
    assert isinstance(last, Discard) and last.cards == in_pack_order(chosen)
    return chosen


def play_by_click(qtbot, window) -> None:
    """One card from the hand: a card the rules forbid does nothing; a lit one plays."""
    table, view = window.table, window.table.view
    state = table.session.state
    legal = {a.card for a in state.legal_actions() if isinstance(a, Play)}
    hand = view.human_hand()
    assert {s.card for s in hand if s.playable} == legal
    before = len(state.hands[table.human])
    inert = [s for s in hand if not s.playable]
    if inert:
        click_card(qtbot, window, inert[0].card)
        assert len(state.hands[table.human]) == before
    target = view.playable_sprites()[-1]
    click_card(qtbot, window, target.card)
    assert len(table.session.state.hands[table.human]) == before - 1
    assert target.card not in table.session.state.hands[table.human]


# ------------------------------------------------------------------ four players


def test_a_whole_hand_by_clicks_then_persian(qtbot, window, tmp_path):
    # Seed 11: the human opens the auction at 100, is raised, bids again and is hakem.
    window.start_game("shelem", ShelemOptions(), "heuristic", seed=11)
    table, ui, view = window.table, window.table.ui, window.table.view
    assert view.sides == {0: "bottom", 1: "right", 2: "top:0.68", 3: "left"} or \
        view.sides[1].startswith("right")  # play passes to the right
    session = table.session
    deal = session.state.deals[0]
    assert [len(h) for h in deal.hands] == [12, 12, 12, 12]
    assert len(deal.piles["kitty"]) == 4
    seen: dict[str, int] = {}
    toasts: list[str] = []
    original = table.show_toast

    def spy(text, *args, **kwargs):
        toasts.append(text)
        original(text, *args, **kwargs)

    table.show_toast = spy
    first_lead = True
    moves = 0
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            break
        state = session.state
        if state.phase == "bidding":
            kitty_sprites = view.zones.get(("kitty",), [])
            assert len(kitty_sprites) == 4 and not any(s.face_up for s in kitty_sprites)
            bid_by_clicks(qtbot, window, seen)
        elif state.phase == "exchange":
            assert state.hakem == 0
            assert any("You are the hakem" in t for t in toasts)
            assert ("kitty",) not in view.zones or not view.zones[("kitty",)]
            laid = lay_away_by_clicks(qtbot, window)
            qtbot.waitUntil(lambda: not view.animator.busy, timeout=5000)
            sprites = view.zones[("laid-away", 0)]
            assert {s.card for s in sprites} == set(laid)
            assert all(s.face_up for s in sprites)  # the hakem sees what he laid away
        else:
            if first_lead:
                assert state.trick_number == 0 and not state.trick
                assert any("your first card names trump" in t for t in toasts)
                info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
                assert "Trump: named by the hakem's first card" in info
                assert "Your first card names trump" in info
                assert "Of these, " in info and "from your laid-away cards" in info
            play_by_click(qtbot, window)
            if first_lead:
                first_lead = False
                trump = session.state.trump
                assert trump is not None and session.record.rounds[-1].actions[-1].card.suit \
                    is trump
                qtbot.waitUntil(lambda: any(t.startswith("Your first card names trump:")
                                            for t in toasts), timeout=5000)
        moves += 1
        assert moves < 40
    assert seen.get("raised"), "the human was never raised"
    assert any(" bids " in t for t in toasts) and any(" passes." in t for t in toasts)

    state = session.state
    result = state.results[-1]
    d = result.details
    assert d["hakem"] == 0 and d["contract"] == state.contract
    text = ui.summary_text.text()
    assert f"Contract: <b>{d['contract']}</b>, bid by You" in text
    assert f"You &amp; Shirin <b>{d['captured'][0]}</b>" in text or \
        f"You & Shirin <b>{d['captured'][0]}</b>" in text
    assert "The defenders keep what they took" in text
    title = ui.summary.title.text()
    if d["captured"][0] >= d["contract"]:
        assert title in ("Contract made", "Shelem!")
        assert "the points taken count" in text or "shelem" in text
    else:
        assert title in ("Contract failed", "Yasa!")
        assert f"{num(result.points[0])} for You &amp; Shirin" in text or \
            f"{num(result.points[0])} for You & Shirin" in text
    if title == "Yasa!":
        assert "Fewer points than the defenders: yasa" in text
    assert "You deal the next hand." in text  # Kaveh dealt; the deal passes to the right

    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    headers = [sheet.table.horizontalHeaderItem(i).text() for i in range(3)]
    assert headers == ["You & Shirin", "Contract", "Dara & Kaveh"]
    assert (sheet.cell(0, 0), sheet.cell(0, 2)) == (num(result.totals[0]),
                                                    num(result.totals[1]))
    assert sheet.cell(0, 1).startswith(f"{d['contract']} · You")

    persian = Languages()
    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    qtbot.waitUntil(lambda: ui.next_button.text() == "دور بعد", timeout=3000)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert ui.summary.title.text() in ("تعهد انجام شد", "تعهد انجام نشد", "یاسا!", "شلم!")
    assert "تعهد: <b>" in ui.summary_text.text()
    assert table.plates[0].text().startswith("شما")
    info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
    assert "حاکم: شما" in info and "حکم:" in info and "امتیاز" in info
    assert PERSIAN_DIGITS & set(info)
    qtbot.waitUntil(lambda: sheet.table.horizontalHeaderItem(1).text() == "تعهد",
                    timeout=3000)
    assert sheet.table.horizontalHeaderItem(0).text() == "شما و شیرین"
    assert PERSIAN_DIGITS & set(sheet.cell(0, 0)) and PERSIAN_DIGITS & set(sheet.cell(0, 1))
    assert view.sides[0] == "bottom"  # the table itself is never mirrored
    # The badges are laid from the right-hand side, every one on screen.
    vp = view.viewport()
    shown = [QRect(b.mapTo(vp, b.rect().topLeft()), b.size()) for b in ui.info_labels
             if b.isVisible()]
    assert shown and shown[0].center().x() > vp.width() // 2
    assert all(vp.rect().contains(r) for r in shown)
    persian.switch(window, "en")
    qtbot.waitUntil(lambda: ui.next_button.text() == "Next hand", timeout=3000)
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    sheet.close()

    dealer = (state.dealer + 1) % 4  # the deal passes to the next seat
    qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(session.record.rounds) == 2, timeout=5000)
    assert session.state.dealer == dealer
    assert not ui.summary.isVisible()


def test_side_hands_and_panels_stay_off_each_other(qtbot, window):
    window.start_game("shelem", ShelemOptions(), "heuristic", seed=11)
    table, ui, view = window.table, window.table.ui, window.table.view
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    assert ui.bid_panel.isVisible()
    vp = view.viewport().rect()
    info = ui.info.geometry()
    top_plate = table.plates[2].geometry()
    # The panel leaves the partner's name plate readable and the human's hand free.
    assert ui.bid_panel.geometry().top() > top_plate.bottom()
    hand_top = min(view.mapFromScene(s.sceneBoundingRect().topLeft()).y()
                   for s in view.human_hand())
    assert ui.bid_panel.geometry().bottom() < hand_top + view.card_width(("hand", view.human)) * 0.3
    # The kitty lies face down beside the panel, not under it.
    for sprite in view.zones[("kitty",)]:
        rect = view.mapFromScene(sprite.sceneBoundingRect()).boundingRect()
        assert not rect.intersects(ui.bid_panel.geometry())
        assert vp.contains(rect)
    # The side hands start below the information box.
    for seat in (1, 3):
        for sprite in view.zones[("hand", seat)]:
            rect = view.mapFromScene(sprite.sceneBoundingRect()).boundingRect()
            assert vp.contains(rect.center())
            assert rect.top() + view.card_width(("hand", view.human)) * 0.3 > info.bottom() or \
                rect.left() > info.right()


def test_a_hand_thrown_in_when_everyone_passes(qtbot, window):
    class AlwaysPass:
        name = "passer"

        def choose(self, view, legal, rng):
            return next(a for a in legal if isinstance(a, Pass))

    window.start_game("shelem", ShelemOptions(), "heuristic", seed=11)
    table, ui = window.table, window.table.ui
    session = table.session
    for seat in session.ai:
        session.ai[seat] = AlwaysPass()
    dealer = session.state.dealer
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    assert ui.bid_panel.isVisible()
    qtbot.mouseClick(ui.pass_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    assert ui.summary.isVisible()
    assert ui.summary.title.text() == "Thrown in"
    assert "Everyone passed: the hand is not played and no one scores." in \
        ui.summary_text.text()
    result = session.state.results[-1]
    assert result.points == (0, 0, 0, 0) and result.details["hakem"] is None
    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    assert [sheet.cell(0, c) for c in range(3)] == ["0", "all passed", "0"]
    sheet.close()
    qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(session.record.rounds) == 2, timeout=5000)
    assert session.state.dealer == (dealer + 1) % 4  # the next dealer deals


def test_the_sources_score_sheet_replayed(qtbot, window, tmp_path):
    """The four hands of the source's example, replayed into the table: the paper sheet
    with the corrected totals, the contract in the middle, the line after four hands."""
    import sys

    sys.path.insert(0, str(ROOT / "tests" / "rules"))
    from test_shelem import worked_example

    path = tmp_path / "example.json"
    path.write_text(json.dumps(worked_example()), encoding="utf-8")
    assert window.replay_file(str(path))
    table = window.table
    table.replay_seek(table.replay_total)
    qtbot.waitUntil(lambda: not table.view.animator.busy, timeout=5000)
    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    headers = [sheet.table.horizontalHeaderItem(i).text() for i in range(3)]
    assert headers == ["You & Shirin", "Contract", "Dara & Kaveh"]
    cells = [[sheet.cell(r, c) for c in range(3)] for r in range(sheet.table.rowCount())]
    assert cells == [
        [num(-135), "135 · You", "35"],
        [num(-120), "125 · Kaveh", "185"],
        ["210", "150 · You · shelem", "185"],
        ["240", "135 · Kaveh", "320"],
        ["", RULE, ""],
    ]
    persian = Languages()
    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: sheet.table.horizontalHeaderItem(1).text() == "تعهد",
                    timeout=3000)
    # −135 in Persian digits, the minus sign kept on the left (the number is fenced with
    # bidi marks, so the right-to-left sheet does not turn it into "135−").
    assert sheet.cell(0, 0) == "\u200e−۱۳۵\u200f"
    assert sheet.cell(1, 0) == "\u200e−۱۲۰\u200f"
    assert [sheet.cell(3, 0), sheet.cell(3, 2)] == ["۲۴۰", "۳۲۰"]
    assert sheet.cell(2, 1) == "۱۵۰ | شما | شلم"
    assert sheet.cell(4, 1) == RULE
    info = " ".join(label.text().replace("\xa0", " ") for label in table.ui.info_labels)
    assert re.findall("\u200e−", info) == re.findall("\u200e−[۰-۹٬]+\u200f", info)
    persian.switch(window, "en")
    sheet.close()


@pytest.mark.parametrize("step, title, why", [
    (172, "Shelem!", "All twelve tricks to You & Shirin: a shelem, worth 330 instead of 165."),
    (227, "Contract made", "Contract made, so the points taken count: 135 for Dara & Kaveh."),
    (58, "Contract failed", "Contract not made: minus the contract, -135 for You & Shirin."),
])
def test_the_example_hands_summed_up(qtbot, window, tmp_path, step, title, why):
    """The source's hands, taken over at the end of a hand: the summary says why."""
    import sys

    sys.path.insert(0, str(ROOT / "tests" / "rules"))
    from test_shelem import worked_example

    path = tmp_path / "example.json"
    path.write_text(json.dumps(worked_example()), encoding="utf-8")
    assert window.replay_file(str(path))
    table, ui = window.table, window.table.ui
    table.replay_seek(step)
    assert table.session.state.round_over
    table.take_over(0)
    qtbot.waitUntil(lambda: ui.summary.isVisible(), timeout=5000)
    assert ui.summary.title.text() == title
    assert why in ui.summary_text.text().replace("&amp;", "&")
    assert "The defenders keep what they took" in ui.summary_text.text()


@pytest.mark.slow  # a whole match by clicks
def test_the_match_end(qtbot, window):
    window.start_game("shelem", ShelemOptions(target=330), "random", seed=2)
    table, ui = window.table, window.table.ui
    session = table.session
    hands = 0
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            hands += 1
            if session.state.match_over:
                break
            qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
            continue
        legal = session.legal_for(0)
        table.act(legal[-1] if isinstance(legal[0], Pass) else legal[0])
        assert hands < 30
    assert ui.next_button.text() == "See the result"
    assert "(playing to 330)" in ui.summary_text.text()
    qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
    dialog = ui.match_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.findChild(QLabel).text()
    won = 0 in session.state.winners
    assert ("You and your partner win the match!" in text) == won
    assert ("The match goes to Dara &amp; Kaveh." in text
            or "The match goes to Dara & Kaveh." in text) == (not won)
    assert max(session.state.side_totals) >= 330
    dialog.reject()


# -------------------------------------------------------------------- two players


def test_two_players_packets_by_clicks_and_keyboard(qtbot, window):
    window.start_game("shelem", ShelemOptions(), "heuristic", seed=3, players=2)
    table, ui, view = window.table, window.table.ui, window.table.view
    session = table.session
    assert view.sides == {0: "bottom", 1: "top"}
    deal = session.state.deals[0]
    assert len(deal.packets) == 2 and all(len(p) == 4 for s in deal.packets for p in s)
    by_keyboard = False
    packet_plays = 0
    moves = 0
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            break
        state = session.state
        legal = session.legal_for(0)
        if state.phase == "bidding":
            bid_by_clicks(qtbot, window, {})
        elif state.phase == "exchange":
            lay_away_by_clicks(qtbot, window)
        elif isinstance(legal[0], PacketPlay):
            # The hand is inert; the face-up packet cards that may be played are lit.
            assert not view.playable_sprites()
            offered = {a.card for a in legal}
            lit = {s.card for s in ui._lit}
            assert lit == offered
            for k, packet in enumerate(state.packets[0]):
                if not packet:
                    continue
                sprites = view.zones[("packet", 0, k)]
                assert sprites[-1].card is packet[0] and sprites[-1].face_up  # on top
                assert not any(s.face_up for s in sprites[:-1])
            led = state.trick[0].suit
            if any(c.suit is led for c in offered):
                assert all(c.suit is led for c in offered)  # follow suit from the packets
            before = len(state.trick)
            if not by_keyboard and len(ui._lit) > 1:
                view.setFocus()
                qtbot.keyClick(view, Qt.Key.Key_Right)
                chosen = ui._lit[1].card
                assert ui._lit[1].focused
                qtbot.keyClick(view, Qt.Key.Key_Return)
                by_keyboard = True
            else:
                sprite = ui._lit[0]
                chosen = sprite.card
                click_sprite_centre(qtbot, window, sprite)
            actions = session.record.rounds[-1].actions
            assert isinstance(actions[-1], PacketPlay) and actions[-1].card is chosen
            assert actions[-1].to_record()["from"] == "packet"
            assert len(session.state.trick) in (before + 1, 0)
            assert not ui._lit
            packet_plays += 1
        else:
            play_by_click(qtbot, window)
        moves += 1
        assert moves < 60
    assert by_keyboard and packet_plays == 12
    text = ui.summary_text.text()
    assert "Contract: <b>" in text and "Dara" in text
    headers, rows = ui.score_sheet()
    assert headers == ["You", "Contract", "Dara"] and len(rows) == 1


def test_resume_a_two_player_hand_with_its_packets(qtbot):
    win = make_window(qtbot)
    win.start_game("shelem", ShelemOptions(), "heuristic", seed=3, players=2)
    table = win.table
    session = table.session
    # Play on (as the table would for the human) until a few tricks are gone.
    while session.state.phase != "play" or session.state.trick_number < 3 or \
            len(session.state.trick) != 2:
        qtbot.waitUntil(lambda: ready(win), timeout=15000)
        legal = session.legal_for(0)
        table.act(next((a for a in legal if isinstance(a, Bid)), legal[0])
                  if session.state.phase == "bidding" else legal[0])
    qtbot.waitUntil(lambda: ready(win), timeout=15000)
    state = session.state
    zones = state.zones()
    saved = read_save()
    assert saved is not None and saved["record"] == session.record.to_json()
    table.stop()
    win.close()

    again = make_window(qtbot)
    assert again.library.banner.isVisible()
    qtbot.mouseClick(again.library.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ready(again), timeout=15000)
    resumed = again.table.session
    assert resumed.state.zones() == zones
    view, ui = again.table.view, again.table.ui
    for (kind, *rest), cards in zones.items():
        if kind != "packet" or not cards:
            continue
        sprites = view.zones[(kind, *rest)]
        assert sprites[-1].card is cards[0] and sprites[-1].face_up  # the top lies on top
        assert sprites[-1].zValue() > max(s.zValue() for s in sprites[:-1]) if \
            len(sprites) > 1 else True
    # It is the human's turn to play a packet card: the right cards are lit again.
    assert {s.card for s in ui._lit} == {a.card for a in resumed.legal_for(0)}
    again.table.stop()
    again.close()


def test_resume_a_four_player_hand_after_the_lay_away(qtbot):
    win = make_window(qtbot)
    win.start_game("shelem", ShelemOptions(), "heuristic", seed=11)
    table = win.table
    session = table.session
    while session.state.phase != "play" or session.state.trick_number < 2:
        qtbot.waitUntil(lambda: ready(win), timeout=15000)
        legal = session.legal_for(0)
        table.act(next((a for a in legal if isinstance(a, Bid)), legal[0])
                  if session.state.phase == "bidding" else legal[0])
    qtbot.waitUntil(lambda: ready(win), timeout=15000)
    zones = session.state.zones()
    info = [label.text().replace("\xa0", " ") for label in table.ui.info_labels]
    table.stop()
    win.close()

    again = make_window(qtbot)
    qtbot.mouseClick(again.library.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ready(again), timeout=15000)
    assert again.table.session.state.zones() == zones
    assert [label.text().replace("\xa0", " ") for label in again.table.ui.info_labels] == info
    laid = again.table.view.zones[("laid-away", 0)]
    assert len(laid) == 4 and all(s.face_up for s in laid)
    again.table.stop()
    again.close()


# ------------------------------------------------------------ dialogs and help


def test_new_game_dialog_offers_targets_and_two_or_four_players(qtbot, window):
    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.games.shelem import ShelemUI

    dialog = NewGameDialog(ShelemUI, "easy", window)
    qtbot.addWidget(dialog)
    target = dialog.findChild(QComboBox, "option-target")
    assert [target.itemData(i) for i in range(target.count())] == [1200, 660, 330]
    assert target.currentData() == 1200
    assert [dialog.players.itemData(i) for i in range(dialog.players.count())] == [2, 4]
    assert dialog.player_count() == 4 and "Shirin" in dialog.heading.text()
    dialog.players.setCurrentIndex(dialog.players.findData(2))
    assert "packets" in dialog.heading.text()
    target.setCurrentIndex(target.findData(660))
    dialog._accept()
    assert dialog.options() == ShelemOptions(target=660)


def test_hint_lays_away_the_suggested_cards(qtbot, window):
    window.start_game("shelem", ShelemOptions(), "heuristic", seed=11)
    table, ui = window.table, window.table.ui
    session = table.session
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if session.state.phase == "exchange":
            break
        bid_by_clicks(qtbot, window, {})
    action = table.hint()
    assert isinstance(action, Discard)
    assert sorted(c.code for c in table.view.selected_cards()) == sorted(
        c.code for c in action.cards)
    assert ui.lay_button.isEnabled()
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Return)  # Enter lays the four away
    assert session.state.laid == list(action.cards)


def test_rules_page_in_both_languages(qtbot, window):
    tile = next(t for t in window.library.tiles if t.game_id == "shelem")
    assert tile.button.isEnabled()
    qtbot.mouseClick(tile.rules, Qt.MouseButton.LeftButton)
    dialog = window.rules_dialog
    assert dialog.isVisible() and dialog.windowTitle() == "Rules of Shelem"
    text = dialog.text.toPlainText()
    assert "yasa" in text.lower() and "330" in text and "packets" in text
    assert "1,820" in text or "1820" in text
    window.language_actions["fa"].trigger()
    qtbot.waitUntil(lambda: window.rules_dialog.windowTitle() == "قوانین شلم", timeout=3000)
    persian = window.rules_dialog.text.toPlainText()
    assert "یاسا" in persian and "حاکم" in persian and "دست‌دهنده" in persian
    window.language_actions["en"].trigger()
    dialog.close()
