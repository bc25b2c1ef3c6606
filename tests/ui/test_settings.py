"""Settings: applied live to the open table, kept across starts, and a broken file set aside."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QCheckBox, QComboBox, QMessageBox

from cardtable.rules.hokm import HokmOptions
from cardtable.storage import Settings
from cardtable.ui.app import create_app
from cardtable.ui.main_window import MINIMUM_SIZE, MainWindow


def make_window(qtbot) -> MainWindow:
    app, localizer, settings = create_app([])
    localizer.set_language(settings.language or "en")
    win = MainWindow(localizer, settings)
    qtbot.addWidget(win)
    win.show()
    return win


def start_hokm(qtbot, win: MainWindow, level: str) -> None:
    """A Hokm table dealt at once, its cards at rest."""
    win.set_speed("instant")
    win.start_game("hokm", HokmOptions(), level, seed=3)
    qtbot.waitUntil(lambda: not win.table.view.animator.busy, timeout=10000)


def test_settings_apply_live_to_the_table_and_are_kept(qtbot):
    win = make_window(qtbot)
    start_hokm(qtbot, win, "easy")
    win.show_settings()
    dialog = win.settings_dialog
    deck = dialog.findChild(QComboBox, "deck")
    back = dialog.findChild(QComboBox, "back")
    felt = dialog.findChild(QComboBox, "felt")
    undo = dialog.findChild(QCheckBox, "allow_undo")
    sprite = win.table.view.human_hand()[0]
    old_face = sprite.art.pixmap(sprite.card, 80, 1.0).toImage()
    deck.setCurrentIndex(deck.findData("tango"))
    back.setCurrentIndex(back.findData("turquoise"))
    felt.setCurrentIndex(felt.findData("#1d4f7a"))
    undo.setChecked(False)
    # Live: the table's own art and colour changed, the game goes on.
    view = win.table.view
    assert view.art.deck == "tango" and view.art.back == "turquoise"
    assert view.felt.name() == "#1d4f7a"
    assert sprite.art.pixmap(sprite.card, 80, 1.0).toImage() != old_face
    assert not win.act_undo.isEnabled() and not win.table.undo()
    assert win.table.session is not None
    # Kept: a new start reads the same settings.
    saved = Settings.load()
    assert (saved.deck, saved.back, saved.felt, saved.allow_undo) == (
        "tango", "turquoise", "#1d4f7a", False)
    again = make_window(qtbot)
    assert again.table.view.art.deck == "tango"
    assert again.table.view.felt.name() == "#1d4f7a"


def test_language_from_the_settings_dialog_switches_and_is_remembered(qtbot):
    win = make_window(qtbot)
    win.show_settings()
    language = win.settings_dialog.findChild(QComboBox, "language")
    language.setCurrentIndex(language.findData("fa"))
    qtbot.waitUntil(lambda: win.game_menu.title() == "&بازی", timeout=3000)
    assert Settings.load().language == "fa"
    win.localizer.set_language("en")


def test_the_settings_dialog_shows_what_the_menus_changed_and_never_undoes_it(qtbot):
    win = make_window(qtbot)
    win.set_language("en")
    win.show_settings()  # opened once in English, then closed: the dialog is kept
    dialog = win.settings_dialog
    dialog.close()
    win.set_language("fa")  # from the Language menu
    win.set_speed("slow")  # from the Speed menu
    win.start_game("hokm", HokmOptions(), "hard", seed=3)  # a level chosen for a new game
    win.show_settings()
    language = dialog.findChild(QComboBox, "language")
    speed = dialog.findChild(QComboBox, "speed")
    level = dialog.findChild(QComboBox, "ai_level")
    assert (language.currentData(), speed.currentData(), level.currentData()) == (
        "fa", "slow", "hard")
    # Another setting changed in the dialog leaves the menus' choices alone.
    felt = dialog.findChild(QComboBox, "felt")
    felt.setCurrentIndex(felt.findData("#1d4f7a"))
    assert win.localizer.language == "fa"
    saved = Settings.load()
    assert (saved.language, saved.speed, saved.ai_level, saved.felt) == (
        "fa", "slow", "hard", "#1d4f7a")
    # While the dialog is open, a menu's change shows in it at once.
    win.set_speed("fast")
    assert speed.currentData() == "fast"
    win.table.stop()
    win.localizer.set_language("en")  # the translators are the application's: reset


def test_a_first_start_in_the_systems_persian_stays_persian_when_a_setting_changes(qtbot):
    # No language chosen yet: the app speaks the system's (Persian here). The dialog showed
    # "English" in its language menu, and the first change of any other setting saved that
    # and switched the whole app to English.
    app, localizer, settings = create_app([])
    assert settings.language is None
    localizer.set_language("fa")  # as main() does on a Persian system
    win = MainWindow(localizer, settings)
    qtbot.addWidget(win)
    win.show()
    win.show_settings()
    dialog = win.settings_dialog
    assert dialog.findChild(QComboBox, "language").currentData() == "fa"
    felt = dialog.findChild(QComboBox, "felt")
    felt.setCurrentIndex(felt.findData("#1d4f7a"))
    assert win.localizer.language == "fa"
    assert Settings.load().felt == "#1d4f7a"
    win.localizer.set_language("en")  # the translators are the application's: reset


def test_window_size_is_remembered(qtbot):
    win = make_window(qtbot)
    win.resize(800, 611)  # within the offscreen screen, above the minimum size
    win.close()
    again = make_window(qtbot)
    assert (again.width(), again.height()) == (800, 611)


def test_first_window_is_roomy_and_inside_the_screen(qtbot):
    # Qt alone opens a top-level window at two thirds of the screen at most.
    win = make_window(qtbot)
    screen = win.screen().availableGeometry()
    assert win.width() >= MINIMUM_SIZE.width() and win.height() >= screen.height() * 0.85
    assert screen.contains(win.frameGeometry().center())
    assert abs(win.geometry().center().x() - screen.center().x()) <= 2


def test_window_does_not_shrink_below_the_table_minimum(qtbot):
    win = make_window(qtbot)
    win.resize(300, 200)
    assert (win.width(), win.height()) == (MINIMUM_SIZE.width(), MINIMUM_SIZE.height())


def test_broken_settings_file_is_kept_aside_and_the_app_starts(qtbot):
    path = Settings.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{definitely not json", encoding="utf-8")
    win = make_window(qtbot)
    qtbot.waitUntil(lambda: bool(win.findChildren(QMessageBox)), timeout=3000)
    assert "could not be read" in win.findChildren(QMessageBox)[-1].text()
    assert not path.exists()
    kept = list(path.parent.glob("settings.json.broken-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{definitely not json"
    assert win.settings.deck == "classic"


def test_nonsense_values_fall_back_to_defaults(tmp_path):
    path = Settings.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"deck": "no-such-deck", "speed": 7, "felt": "red",
                                "allow_undo": "yes", "language": "fa"}), encoding="utf-8")
    s = Settings.load()
    assert (s.deck, s.speed, s.felt, s.allow_undo, s.language) == (
        "classic", "normal", "#1f6b43", True, "fa")


def test_an_empty_score_sheet_says_why_in_either_language(qtbot):
    from cardtable.ui.dialogs.sheets import TableDialog

    win = make_window(qtbot)
    start_hokm(qtbot, win, "random")
    win.show_score_sheet()
    sheet = win.findChild(TableDialog, "score-sheet")
    assert sheet.table.rowCount() == 0
    assert sheet.note.isVisibleTo(sheet) and sheet.note.text().startswith("No round has")
    win.set_language("fa")
    qtbot.waitUntil(lambda: sheet.note.text().startswith("هنوز هیچ دوری"), timeout=3000)
    win.set_language("en")
    win.table.stop()


def test_playing_the_last_card_for_you_is_a_setting_applied_live_and_kept(qtbot):
    win = make_window(qtbot)
    start_hokm(qtbot, win, "random")
    win.show_settings()
    box = win.settings_dialog.findChild(QCheckBox, "auto_last_card")
    assert box.text() and not box.isChecked()  # off in tests (tests/conftest.py)
    box.setChecked(True)
    assert win.settings.auto_last_card and win.table.auto_last_card
    raw = json.loads(Settings.path().read_text(encoding="utf-8"))
    assert raw["auto_last_card"] is True
    box.setChecked(False)
    assert not win.table.auto_last_card
    assert json.loads(Settings.path().read_text(encoding="utf-8"))["auto_last_card"] is False
    assert Settings().auto_last_card  # on for a player who never changed it
