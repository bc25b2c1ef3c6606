"""Score sheet, statistics, and game records saved, opened and replayed at the table."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from cardtable.records import load, step_count
from cardtable.rules.hokm import HokmOptions
from cardtable.rules.twenty_one import TwentyOneOptions
from cardtable.storage import Statistics, stats_path
from cardtable.ui.app import create_app
from cardtable.ui.dialogs.sheets import TableDialog
from cardtable.ui.main_window import MainWindow


def make_window(qtbot) -> MainWindow:
    app, localizer, settings = create_app([])
    localizer.set_language("en")
    win = MainWindow(localizer, settings)
    win.set_speed("instant")
    win.resize(1100, 720)
    qtbot.addWidget(win)
    win.show()
    return win


def settled(win: MainWindow) -> bool:
    t = win.table
    return (t.session is not None and not t.view.animator.busy and not t._thinking
            and (t.session.human_to_act() or t.session.state.round_over))


def play_match(qtbot, win: MainWindow) -> None:
    """The human plays its first legal move each time; Next hand between hands."""
    table = win.table
    while True:
        qtbot.waitUntil(lambda: settled(win), timeout=15000)
        state = table.session.state
        if state.match_over:
            qtbot.waitUntil(lambda: table.ui.summary.isVisible(), timeout=5000)
            return
        if state.round_over:
            qtbot.waitUntil(lambda: table.ui.summary.isVisible(), timeout=5000)
            table.ui._next()
            continue
        table.act(table.session.legal_for(table.human)[0])


def test_a_finished_match_counts_once_in_the_statistics(qtbot):
    win = make_window(qtbot)
    win.start_game("hokm", HokmOptions(hands_per_set=2), "random", seed=8)
    play_match(qtbot, win)
    session = win.table.session
    stats = Statistics.load()
    tally = stats.tallies["hokm"]["4p hands_per_set=2"]
    assert tally.played == 1
    assert tally.won == (1 if 0 in session.state.winners else 0)
    assert tally.best == sum(r.points[0] for r in session.state.results)
    win.table.match_finished.emit()  # a second signal does not count it twice
    assert Statistics.load().tallies["hokm"]["4p hands_per_set=2"].played == 1
    win.show_statistics()
    dialog = win.findChild(TableDialog, "statistics")
    assert dialog.cell(0, 0) == "Hokm" and dialog.cell(0, 2) == "1"


def test_open_statistics_count_a_match_finished_meanwhile(qtbot):
    win = make_window(qtbot)
    win.show_statistics()
    dialog = win.findChild(TableDialog, "statistics")
    assert dialog.table.rowCount() == 0
    win.start_game("hokm", HokmOptions(hands_per_set=2), "random", seed=8)
    play_match(qtbot, win)
    assert dialog.table.rowCount() == 1
    assert dialog.cell(0, 0) == "Hokm" and dialog.cell(0, 2) == "1"


def test_statistics_read_in_persian_digits(qtbot):
    stats = Statistics()
    stats.record("hokm", "4p", True, 12)
    stats.record("hokm", "4p", True, 9)
    stats.save()
    win = make_window(qtbot)
    win.localizer.set_language("fa")
    win.show_statistics()
    dialog = win.findChild(TableDialog, "statistics")
    qtbot.waitUntil(lambda: dialog.cell(0, 0) == "حکم", timeout=3000)
    assert dialog.cell(0, 2) == "۲" and dialog.cell(0, 5) == "۱۲" and dialog.cell(0, 8) == "۲"
    win.localizer.set_language("en")


def test_broken_statistics_are_kept_aside(qtbot):
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"hokm": {"4p": {"played": "many"}}}), encoding="utf-8")
    stats = Statistics.load()
    assert stats.problem and "could not be read" in stats.problem
    assert stats.tallies == {}
    assert list(path.parent.glob("stats.json.broken-*"))


def test_score_sheet_lists_every_hand(qtbot):
    win = make_window(qtbot)
    win.start_game("hokm", HokmOptions(hands_per_set=2), "random", seed=8)
    play_match(qtbot, win)
    win.show_score_sheet()
    sheet = win.findChild(TableDialog, "score-sheet")
    results = win.table.session.state.results
    assert sheet.table.rowCount() == len(results)
    for i, result in enumerate(results):
        assert sheet.cell(i, 4) == str(result.points[0])  # the human's team's hands
        assert sheet.cell(i, 1) in ("You", "Dara", "Shirin", "Kaveh")


def test_a_score_sheet_closes_with_its_match(qtbot):
    # It read the old game's state on every animation: with another game on the table
    # that raised an error each time.
    win = make_window(qtbot)
    win.start_game("hokm", HokmOptions(), "easy", seed=3)
    qtbot.waitUntil(lambda: settled(win), timeout=10000)
    win.show_score_sheet()
    sheet = win.findChild(TableDialog, "score-sheet")
    assert sheet.isVisible()
    win.start_game("twenty-one", TwentyOneOptions(), "easy", seed=3)
    qtbot.waitUntil(lambda: settled(win), timeout=10000)
    assert not any(d.isVisible() for d in win.findChildren(TableDialog, "score-sheet"))
    win.show_score_sheet()  # the new match's own sheet
    sheet = next(d for d in win.findChildren(TableDialog, "score-sheet") if d.isVisible())
    assert sheet.windowTitle().endswith("Twenty-One")
    win.show_library()
    qtbot.waitUntil(lambda: not sheet.isVisible(), timeout=3000)


def test_sheets_open_tall_enough_to_read_several_rows(qtbot):
    def rows() -> tuple[list[str], list[list[str]]]:
        return ["Hand", "Note"], [[str(i), "a long note " * 6] for i in range(8)]

    win = make_window(qtbot)
    sheet = TableDialog("a-sheet", rows, win)
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.waitExposed(sheet)
    # Eight rows fit without scrolling (the sheet was once a row and a half tall).
    table = sheet.table
    shown = table.viewport().height()
    assert shown >= sum(table.rowHeight(r) for r in range(8))
    assert sheet.width() >= table.columnWidth(0) + table.columnWidth(1)


def test_save_a_record_then_open_and_replay_it_step_by_step(qtbot, tmp_path):
    win = make_window(qtbot)
    win.start_game("hokm", HokmOptions(), "easy", seed=5)
    table = win.table
    for _ in range(4):
        qtbot.waitUntil(lambda: settled(win), timeout=10000)
        table.act(table.session.legal_for(0)[0])
    qtbot.waitUntil(lambda: settled(win), timeout=10000)
    path = tmp_path / "game.json"
    assert win.write_record(str(path))
    record, final = load(path)  # what was written is a valid record of this game
    assert record.to_json() == table.session.record.to_json()

    assert win.replay_file(str(path))
    assert table.replaying and table.replay_bar.isVisible()
    assert table.replay_pos == 1 and table.replay_total == step_count(record)
    assert table.session.state.to_act == record.rounds[0].deal.roles["hakem"]
    qtbot.mouseClick(table.replay_bar.step, Qt.MouseButton.LeftButton)  # the trump named
    assert table.session.state.trump is not None
    while table.replay_step():
        qtbot.waitUntil(lambda: not table.view.animator.busy, timeout=5000)
    assert table.session.state.zones() == final.zones()
    assert not table.replay_bar.step.isEnabled()
    qtbot.mouseClick(table.replay_bar.back, Qt.MouseButton.LeftButton)
    assert table.replay_pos == table.replay_total - 1
    qtbot.mouseClick(table.replay_bar.first, Qt.MouseButton.LeftButton)
    assert table.replay_pos == 1 and table.session.state.trump is None
    # The computer never plays on its own in a replay.
    qtbot.wait(200)
    assert table.replay_pos == 1 and not table.session.record.rounds[0].actions
    qtbot.mouseClick(table.replay_bar.last, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.replay_bar.play, Qt.MouseButton.LeftButton)  # play from here
    assert not table.replaying
    qtbot.waitUntil(lambda: settled(win), timeout=10000)
    assert table.session.human_to_act()


def test_the_replay_buttons_run_left_to_right_in_persian_too(qtbot, tmp_path):
    win = make_window(qtbot)
    win.start_game("hokm", HokmOptions(), "easy", seed=5)
    qtbot.waitUntil(lambda: settled(win), timeout=10000)
    path = tmp_path / "game.json"
    assert win.write_record(str(path))
    win.set_language("fa")
    assert win.replay_file(str(path))
    bar = win.table.replay_bar
    qtbot.waitUntil(bar.isVisible, timeout=3000)

    def x(widget) -> int:
        return widget.mapTo(bar, widget.rect().center()).x()

    # Time runs left to right: to the start, back, forward, to the end.
    assert x(bar.first) < x(bar.back) < x(bar.step) < x(bar.last)
    # The words follow the language: in Persian they come after the buttons, on the left.
    assert x(bar.play) < x(bar.position) < x(bar.first)
    win.set_language("en")
    qtbot.waitUntil(lambda: x(bar.last) < x(bar.position) < x(bar.play), timeout=3000)
    assert x(bar.first) < x(bar.back) < x(bar.step) < x(bar.last)


def test_opening_a_bad_record_says_why(qtbot, tmp_path):
    win = make_window(qtbot)
    path = tmp_path / "bad.json"
    path.write_text('{"format": "cardtable-record/1", "game": "hokm"', encoding="utf-8")
    assert not win.replay_file(str(path))
    qtbot.waitUntil(lambda: bool(win.findChildren(QMessageBox)), timeout=3000)
    text = win.findChildren(QMessageBox)[-1].text()
    assert "cannot be opened" in text and "JSON" in text
    assert win.table.session is None
