"""Nine-Card Golf at the table, end to end: a whole round by real clicks (the first turn's two
flips, drawing from the stock or the discard pile, replacing a grid card or discarding), the
summary and the score sheet, Persian; the final turns after a player goes out and the grouping
outlined at scoring (a crafted deal, resumed from the library); nine grids on one screen; the
keyboard; resuming a saved game; the rules page."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from app_window import open_app_window
from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtWidgets import QApplication
from table_language import Languages

from cardtable.cards import PACK_108, Card
from cardtable.records import Record, RoundRecord
from cardtable.rules.base import Deal
from cardtable.rules.golf import (
    DISCARD,
    DRAW,
    FLIP,
    GOLF,
    PLACE,
    STOCK,
    VALUE,
    Discard,
    Draw,
    Flip,
    GolfOptions,
    Replace,
    grid_score,
)
from cardtable.session import Session
from cardtable.storage import read_save, write_save
from cardtable.ui.dialogs.sheets import TableDialog
from cardtable.ui.games.golf import best_grouping, face_up_score
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
    table = window.table
    ui = table.ui
    if table.session is None or ui is None or not ui._widgets:
        return False
    if table.view.animator.busy:
        return False
    if ui.summary.isVisible():
        return True
    return not table._thinking and table.session.human_to_act() and ui.bar.isVisible()


def click_sprite(qtbot, window, sprite) -> None:
    view = window.table.view
    rect = sprite.sceneBoundingRect()
    point = view.mapFromScene(rect.center().x(), rect.bottom() - rect.height() * 0.3)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def grid_sprite(window, seat: int, slot: int):
    return window.table.view.zones[("grid", seat, slot)][-1]


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def test_a_whole_round_by_clicks_then_persian(qtbot, window, tmp_path):
    window.start_game("golf", GolfOptions(), "heuristic", seed=3, players=3)
    table, ui, view = window.table, window.table.ui, window.table.view
    assert view.sides == {0: "bottom", 1: "left", 2: "right"}  # play passes to the left
    session = table.session
    used: dict[str, int] = {}
    turns = 0
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            break
        state = session.state
        assert ui.bar.title.text() in ("Your turn", "Your last turn!")
        if state.phase == FLIP:
            assert "click two of your cards" in ui.bar_text.text()
            down = [k for k in range(9) if not state.faceup[0][k]]
            click_sprite(qtbot, window, grid_sprite(window, 0, down[0]))
            assert grid_sprite(window, 0, down[0]).selected
            assert "second card" in ui.bar_text.text()
            click_sprite(qtbot, window, grid_sprite(window, 0, down[4]))
            after = session.state
            assert after.faceup[0][down[0]] and after.faceup[0][down[4]]
            used["flip"] = 1
            continue
        if state.phase == DRAW:
            top = state.discard[-1]
            if VALUE[top] <= 3 or turns % 3 == 2:
                assert ui.discard_pile_button.text().startswith("Take the ")
                click_sprite(qtbot, window, view.zones[DISCARD][-1])
                assert session.state.held is top and session.state.held_from == "discard"
                used["discard-pile"] = used.get("discard-pile", 0) + 1
            else:
                click_sprite(qtbot, window, view.zones[STOCK][-1])
                assert session.state.held_from == "stock"
                used["stock"] = used.get("stock", 0) + 1
            qtbot.waitUntil(lambda: ready(window), timeout=15000)
            held = view.zones[("hand", 0)][-1]
            assert held.face_up  # the card you drew, beside the piles above your grid
            assert held.pos().y() < grid_sprite(window, 0, 0).pos().y()
            centre = ui.scene.current().regions["centre"]
            assert centre.x <= held.pos().x() <= centre.right
            assert held.pos().x() > view.zones[DISCARD][-1].pos().x()
            continue
        assert state.phase == PLACE
        held = state.held
        if state.held_from == "stock" and VALUE[held] >= 8:
            assert ui.discard_button.isVisible()
            qtbot.mouseClick(ui.discard_button, Qt.MouseButton.LeftButton)
            assert session.state.discard[-1] is held or session.state.round_over
            used["discard"] = used.get("discard", 0) + 1
        else:
            assert ui.discard_button.isVisible() == (state.held_from == "stock")
            down = [k for k in range(9) if not state.faceup[0][k]]
            worst = max(range(9), key=lambda k: VALUE[state.grids[0][k]]
                        if state.faceup[0][k] else -99)
            slot = down[0] if down else worst
            click_sprite(qtbot, window, grid_sprite(window, 0, slot))
            assert session.state.grids[0][slot] is held or session.state.round_over
            used["replace"] = used.get("replace", 0) + 1
        turns += 1
        assert turns < 60
    assert used.get("flip") and used.get("stock") and used.get("discard-pile")
    assert used.get("replace") and used.get("discard")
    state = session.state
    result = state.results[-1]
    assert all(all(up) for up in state.faceup)  # every card turned up at the end
    assert ui.summary.title.text() == "Round 1 of 9 scored"
    text = ui.summary_text.text()
    assert "points · total" in text and "Blue: a column" in ui.summary_text.toolTip()
    for seat in range(3):
        grid = state.grids[seat]
        assert result.points[seat] == grid_score(grid)
        assert table.plates[seat].text().endswith(
            f"face up: {result.points[seat]} · total: {result.totals[seat]}")
    info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
    assert "Round 1 of 9" in info and "(lowest wins)" in info

    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    assert [sheet.table.horizontalHeaderItem(i).text() for i in range(5)] == [
        "Round", "Went out", "You", "Dara", "Shirin"]
    assert sheet.cell(0, 2) == f"{result.points[0]} ({result.totals[0]})"

    persian = Languages()
    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    qtbot.waitUntil(lambda: ui.next_button.text() == "دور بعد", timeout=3000)
    assert ui.summary.title.text() == "امتیاز دور ۱ از ۹"
    assert "آبی: ستونی" in ui.summary_text.toolTip()
    info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
    assert "دست‌دهنده" in info and "کمترین برنده است" in info and PERSIAN_DIGITS & set(info)
    assert "کارت‌های رو: " in table.plates[0].text() and table.plates[0].text().startswith("شما")
    assert view.zones[DISCARD][-1].toolTip() == "کپهٔ دورریز"
    qtbot.waitUntil(lambda: sheet.table.horizontalHeaderItem(1).text() == "اول تمام کرد",
                    timeout=3000)
    assert sheet.cell(0, 0) == "۱"
    assert view.sides[0] == "bottom"
    persian.switch(window, "en")
    qtbot.waitUntil(lambda: ui.next_button.text() == "Next round", timeout=3000)
    sheet.close()
    dealer = (state.dealer + 1) % 3
    qtbot.mouseClick(ui.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(session.record.rounds) == 2, timeout=5000)
    assert session.state.dealer == dealer
    assert not ui._outlines  # the last round's outlines are gone


MINE = cards("7S 7D 2C 7H 7C 4D JK AS TS")  # a square of sevens: -25 + 15 = -10
THEIRS = cards("KS QH 3C KD 5S 3D KC 9H 3H")  # two matched columns: 24


def crafted_session() -> tuple[Session, Card]:
    """Dara goes out first by drawing copies of its own cards; the human, who only drew and
    discarded, has one last turn to play. (Two packs: every card is there twice.)"""
    fillers = cards("2H 6S 8D 9C 5C 6H")
    draws: list[Card] = []
    for k in range(7):
        draws.append(THEIRS[k + 2])
        if k < 6:
            draws.append(fillers[k])
    last = MINE[2]
    draws.append(last)
    first = cards("QC")
    rest = Counter(PACK_108)
    rest.subtract(MINE + THEIRS + draws + first)
    stock = tuple(first + draws + list(rest.elements()))
    deal = Deal(hands=(tuple(MINE), tuple(THEIRS)), piles={"stock": stock},
                roles={"dealer": 0})
    actions = [Flip(1, (0, 1))]
    for k in range(7):
        actions += [Draw(1, "stock"), Replace(1, k + 2)]
        if k == 0:
            actions.append(Flip(0, (0, 1)))
        if k < 6:
            actions += [Draw(0, "stock"), Discard(0)]
    record = Record(GOLF, 2, GolfOptions(), [RoundRecord(deal, actions)])
    return Session.from_record(record, [0]), last


def test_the_last_turn_and_the_grouping_at_scoring(qtbot):
    session, last = crafted_session()
    write_save(session.to_save())
    win = make_window(qtbot)
    assert win.library.banner.isVisible()
    qtbot.mouseClick(win.library.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ready(win), timeout=15000)
    table, ui, view = win.table, win.table.ui, win.table.view
    state = table.session.state
    assert state.ender == 1 and state.turn == 0 and state.final_left == 1
    # The last turn is made obvious: the badge, the bar, the plates.
    banner = ui.badges["turn"]
    assert banner.isVisible()
    assert banner.text().replace("\xa0", " ") == "Dara went out · one more turn each · 1 to go"
    assert ui.bar.title.text() == "Your last turn!"
    assert "After this turn your grid is turned up and scored." in ui.bar_text.text()
    assert table.plates[0].text().startswith("You · last turn\n")
    assert table.plates[1].text().startswith("Dara · went out\n")
    assert table.plates[1].text().endswith("face up: 24 · total: 0")
    shown = face_up_score(state.grids[0], state.faceup[0])
    assert table.plates[0].text().endswith(f"face up: {shown} · total: 0")
    # The discard pile's top card is the one on top on the table.
    top = view.zones[DISCARD][-1]
    assert top.card is state.discard[-1] and top.face_up
    assert top.zValue() == max(s.zValue() for s in view.zones[DISCARD])
    click_sprite(qtbot, win, view.zones[STOCK][-1])
    qtbot.waitUntil(lambda: ready(win), timeout=15000)
    assert table.session.state.held is last
    # The bar stands clear of the piles and of your grid.
    bar = ui.bar.geometry()
    for sprite in [view.zones[STOCK][-1], view.zones[DISCARD][-1]] + [
            grid_sprite(win, 0, k) for k in range(9)]:
        rect = view.mapFromScene(sprite.sceneBoundingRect()).boundingRect()
        assert not bar.intersects(rect.adjusted(0, int(rect.height() * 0.25), 0, 0))
    assert "Click a card of your grid" in ui.bar_text.text()
    click_sprite(qtbot, win, grid_sprite(win, 0, 2))
    qtbot.waitUntil(lambda: ui.summary.isVisible(), timeout=15000)
    assert banner.text() == "Round over."
    result = table.session.state.results[-1]
    assert result.points == (-10, 24) and result.details["ended_by"] == 1
    kinds = sorted(item.data(0) for item in ui._outlines)
    assert kinds == ["column", "column", "square"]
    # Each outline frames its cards: the square round four of your sevens.
    square = next(i for i in ui._outlines if i.data(0) == "square")
    framed = [s for k in range(9) for s in view.zones[("grid", 0, k)]
              if square.sceneBoundingRect().contains(s.sceneBoundingRect().center())]
    assert sorted(s.card.code for s in framed) == ["7C", "7D", "7H", "7S"]
    # The grids lie face up and outlined on the table; the summary says why they score so.
    text, why = ui.summary_text.text(), ui.summary_text.toolTip()
    assert "square of 7: -25" in why.replace("−", "-")
    assert "column of King: 0" in why and "column of 3: 0" in why
    assert "Dara turned up all nine cards first." in text
    for grid, points in ((MINE, -10), (THEIRS, 24)):
        groups = best_grouping(grid)
        grouped = {k for slots, _ in groups for k in slots}
        assert sum(v for _, v in groups) + sum(
            VALUE[grid[k]] for k in range(9) if k not in grouped) == points
    win.table.stop()
    win.close()


def test_nine_grids_fit_on_the_screen(qtbot, window):
    """Nine grids at a laptop's width, in the window the table asks for: each grid whole,
    on no other grid nor plate, yours the big one with readable cards."""
    window.screen_room = lambda: QSize(3840, 2160)
    window.resize(1366, 768)
    window.start_game("golf", GolfOptions(), "heuristic", seed=5, players=9)
    table, ui, view = window.table, window.table.ui, window.table.view
    qtbot.waitUntil(lambda: ready(window), timeout=20000)
    assert ui.scene.current().fits and ui.scene.current().card_w >= 56
    vp = QRectF(view.viewport().rect())
    rects = []
    for seat in range(9):
        cells = [s.mapRectToScene(s.face_rect())
                 for s in (grid_sprite(window, seat, k) for k in range(9))]
        rects.append(cells[0].united(cells[8]))
    for i, r in enumerate(rects):
        assert vp.contains(r), (i, r)
        for j in range(i):
            assert not r.intersects(rects[j]), (i, j)
    assert rects[0].width() > 1.6 * rects[1].width()  # your grid is the big one
    for seat in range(9):
        for k in range(9):
            sprite = grid_sprite(window, seat, k)
            assert vp.contains(sprite.sceneBoundingRect().center())
        plate = table.plates[seat].geometry()
        assert view.viewport().rect().contains(plate)
        for other in range(9):
            assert not QRectF(plate).intersects(rects[other]), (seat, other)
    for zone in (STOCK, DISCARD):
        sprite = view.zones[zone][-1]
        assert vp.contains(sprite.sceneBoundingRect())
    assert view.zones[DISCARD][-1].face_up


def test_the_keyboard_plays_a_turn(qtbot, window):
    window.start_game("golf", GolfOptions(), "heuristic", seed=3, players=2)
    table, view = window.table, window.table.view
    session = table.session
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    while session.state.phase != FLIP or session.state.turn != 0:
        table.act(session.legal_for(session.state.turn)[0])
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
    assert table.ui.bar.toolTip().startswith("Keys: 1-9 your cards")
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_1)
    qtbot.keyClick(view, Qt.Key.Key_5)
    assert session.state.faceup[0][0] and session.state.faceup[0][4]
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    qtbot.keyClick(view, Qt.Key.Key_S)
    assert session.state.held_from == "stock"
    qtbot.waitUntil(lambda: ready(window), timeout=15000)
    held = session.state.held
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert session.state.discard[-1] is held and session.state.turn == 1


def test_hint_resume_and_the_rules(qtbot):
    win = make_window(qtbot)
    win.start_game("golf", GolfOptions(), "heuristic", seed=3, players=3)
    table, ui = win.table, win.table.ui
    session = table.session
    for _ in range(5):
        qtbot.waitUntil(lambda: ready(win), timeout=15000)
        table.act(session.legal_for(0)[-1])
    qtbot.waitUntil(lambda: ready(win), timeout=15000)
    action = table.hint()
    assert action is not None and ui.bar_text.text().startswith("Hint:")
    zones = session.state.zones()
    faces = {z: [s.face_up for s in ss] for z, ss in table.view.zones.items()
             if z[0] == "grid"}
    saved = read_save()
    assert saved is not None and saved["record"] == session.record.to_json()
    table.stop()
    win.close()

    again = make_window(qtbot)
    qtbot.mouseClick(again.library.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ready(again), timeout=15000)
    view = again.table.view
    assert again.table.session.state.zones() == zones
    assert {z: [s.face_up for s in ss] for z, ss in view.zones.items()
            if z[0] == "grid"} == faces
    # The piles come back in order: the discard pile's top card lies on top.
    assert [s.card for s in view.zones[DISCARD]] == list(reversed(zones[DISCARD]))
    assert again.table.ui.bar.isVisible()

    again.show_rules("golf")
    rules = again.rules_dialog
    text = rules.text.toPlainText()
    assert "2 × 2 square" in text and "one more turn" in text and "jokers" in text.lower()
    again.language_actions["fa"].trigger()
    qtbot.waitUntil(lambda: "گلف نُه‌کارتی" in rules.text.toPlainText(), timeout=3000)
    persian = rules.text.toPlainText()
    assert "مربع" in persian and "ژوکر" in persian and "یک نوبتِ دیگر" in persian
    again.language_actions["en"].trigger()
    rules.close()
    again.table.stop()
    again.close()


def test_the_new_game_dialog_offers_two_to_nine_players(qtbot, window):
    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.games.golf import GolfUI

    dialog = NewGameDialog(GolfUI, "easy", window)
    qtbot.addWidget(dialog)
    counts = [dialog.players.itemData(i) for i in range(dialog.players.count())]
    assert counts == list(range(2, 10)) and dialog.player_count() == 4
    assert "lowest total" in dialog.heading.text()
    assert dialog.fields == {}  # Golf has no options
