"""The main window: the game library, the menus, and the table.

The window shows the library first, so nothing only a table needs is imported or built
before it is shown: the table screen, the card art, the rules models, sessions, records, the
AI and the dialogs come at their first use (function-level imports below), and
tests/ui/test_startup_imports.py checks it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable import __version__
from cardtable.resources import assets_dir
from cardtable.storage import (
    SPEEDS,
    SaveProblem,
    Settings,
    Statistics,
    delete_save,
    read_save,
    save_path,
    set_aside,
    write_atomic,
    write_save,
)
from cardtable.ui.catalog import ORDER, game_blurb, game_name, game_players, playable
from cardtable.ui.dialogs.rules import has_rules
from cardtable.ui.table.timings import Timing
from cardtable.ui.timers import later, notify
from cardtable.ui.words import digits, fill

if TYPE_CHECKING:
    from cardtable.rules.base import Options
    from cardtable.session import Session
    from cardtable.ui.app import Localizer
    from cardtable.ui.dialogs.rules import RulesDialog
    from cardtable.ui.dialogs.settings import SettingsDialog
    from cardtable.ui.sound import Sounds
    from cardtable.ui.table.card_art import CardArt
    from cardtable.ui.table.screen import TableScreen

LIBRARY_STYLE = """
QWidget#library { background: #f3efe4; }
QFrame#tile { background: white; border: 1px solid #d8d2c2; border-radius: 12px; }
QFrame#tile[playable="false"] { background: #ebe7dc; }
QLabel#tile-title { font-size: 15pt; font-weight: bold; color: #1f4d35; }
QLabel#tile-players { color: #6b6454; }
QLabel#library-title { font-size: 20pt; font-weight: bold; color: #1f4d35; }
QPushButton#play { padding: 6px 18px; }
QFrame#resume-banner { background: #fff4cf; border: 1px solid #e2c66b; border-radius: 10px; }
"""


PICTURE_HEIGHT = 75
"""The library picture's height in the tile (drawn at twice that)."""


class GameTile(QFrame):
    def __init__(self, game_id: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.setObjectName("tile")
        self.setProperty("playable", "true" if playable(game_id) else "false")
        box = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setObjectName("tile-title")
        # The game's picture (assets/library, made by packaging/library_pictures.py), read
        # once the window shows: its room is kept meanwhile.
        self.picture = QLabel(self)
        self.picture.setObjectName("tile-picture")
        self.picture.setFixedHeight(PICTURE_HEIGHT)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.players = QLabel(self)
        self.players.setObjectName("tile-players")
        # The count is read from the game's rules, loaded only once the window shows
        # (fill_players): the line's room is kept so the tile does not jump then.
        self.players.setMinimumHeight(self.players.fontMetrics().height())
        self.counted = False
        self.blurb = QLabel(self)
        self.blurb.setWordWrap(True)
        self.blurb.setMinimumHeight(48)
        self.button = QPushButton(self)
        self.button.setObjectName("play")
        self.button.setEnabled(playable(game_id))
        self.rules = QPushButton(self)
        self.rules.setObjectName("rules")
        self.rules.setVisible(has_rules(game_id))
        for w in (self.picture, self.title, self.players, self.blurb):
            box.addWidget(w)
        box.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.button)
        row.addWidget(self.rules)
        row.addStretch(1)
        box.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(game_name(self.game_id))
        if self.counted:
            self.players.setText(game_players(self.game_id))
        self.blurb.setText(game_blurb(self.game_id))
        self.button.setText(self.tr("Play") if playable(self.game_id) else self.tr("Coming soon"))
        self.rules.setText(self.tr("Rules"))

    def fill_players(self) -> None:
        """The player counts, from the rules model (which this loads), and the picture."""
        self.counted = True
        self.players.setText(game_players(self.game_id))
        path = assets_dir() / "library" / f"{self.game_id}.png"
        picture = QPixmap(str(path))
        if not picture.isNull():  # a missing picture leaves the room empty, nothing worse
            picture.setDevicePixelRatio(picture.height() / PICTURE_HEIGHT)
            self.picture.setPixmap(picture)


class Library(QScrollArea):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        inner = QWidget(self)
        inner.setObjectName("library")
        inner.setStyleSheet(LIBRARY_STYLE)
        box = QVBoxLayout(inner)
        box.setContentsMargins(28, 22, 28, 22)
        self.heading = QLabel(inner)
        self.heading.setObjectName("library-title")
        box.addWidget(self.heading)
        self.banner = QFrame(inner)
        self.banner.setObjectName("resume-banner")
        row = QHBoxLayout(self.banner)
        self.banner_text = QLabel(self.banner)
        self.banner_text.setWordWrap(True)
        self.resume_button = QPushButton(self.banner)
        self.resume_button.setObjectName("resume")
        self.discard_button = QPushButton(self.banner)
        self.discard_button.setObjectName("discard")
        row.addWidget(self.banner_text, 1)
        row.addWidget(self.resume_button)
        row.addWidget(self.discard_button)
        self.banner.hide()
        self.saved_game: str | None = None  # the unfinished game's id, as its save names it
        box.addWidget(self.banner)
        grid = QGridLayout()
        grid.setSpacing(14)
        self.tiles = [GameTile(g, inner) for g in ORDER]
        for i, tile in enumerate(self.tiles):
            grid.addWidget(tile, i // 3, i % 3)
        box.addLayout(grid)
        box.addStretch(1)
        self.setWidget(inner)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Choose a game"))
        game = self.saved_game
        if game is not None and game in ORDER:
            self.banner_text.setText(fill(self.tr(
                "You have an unfinished game of %1. Carry on where you left off?"),
                game_name(game)))
        else:
            self.banner_text.setText(self.tr("You have an unfinished game. Carry on where "
                                             "you left off?"))
        self.resume_button.setText(self.tr("Resume"))
        self.discard_button.setText(self.tr("Discard it"))
        for tile in self.tiles:
            tile.retranslate()

    def fill_players(self) -> None:
        for tile in self.tiles:
            tile.fill_players()

    def show_saved(self, saved: dict[str, object] | None) -> None:
        """The banner offering the unfinished game, named (a save's record says which
        game; a save read as valid may still fail to resume: that is said then)."""
        record = saved.get("record") if saved is not None else None
        game = record.get("game") if isinstance(record, dict) else None
        self.saved_game = game if isinstance(game, str) else None
        self.banner.setVisible(saved is not None)
        self.retranslate()


#: The window never shrinks below this (unless the screen is smaller).
MINIMUM_SIZE = QSize(800, 560)
#: The first size, when no earlier session left one (at most nine tenths of the screen).
FIRST_SIZE = QSize(1280, 800)


class MainWindow(QMainWindow):
    def __init__(self, localizer: Localizer, settings: Settings) -> None:
        super().__init__()
        self.setObjectName("main-window")
        self.localizer = localizer
        self.settings = settings
        self.timing = Timing(settings.speed)
        self._art: CardArt | None = None
        self._table: TableScreen | None = None
        self._sounds: Sounds | None = None
        self.stack = QStackedWidget(self)
        self.library = Library(self.stack)
        self._players_filled = False
        self.stack.addWidget(self.library)
        self.setCentralWidget(self.stack)
        self.rules_dialog: RulesDialog | None = None
        for tile in self.library.tiles:
            tile.button.clicked.connect(lambda _=False, g=tile.game_id: self.new_game(g))
            tile.rules.clicked.connect(lambda _=False, g=tile.game_id: self.show_rules(g))
        self.current_game = "hokm"
        self.library.resume_button.clicked.connect(self.resume_saved)
        self.library.discard_button.clicked.connect(self.discard_saved)
        self.saved: dict[str, object] | None = None
        self._save_failed = False
        self._make_menus()
        self.retranslate()
        localizer.language_changed.connect(self._language_changed)
        self._apply_undo_setting()
        self.settings_dialog: SettingsDialog | None = None
        self._restore_geometry()
        self._check_saved()
        if settings.problem:
            later(self, 0, lambda: notify(
                self, self.tr("Settings"), self.tr("Your settings could not be read, so the "
                                                   "defaults are used.")
                + "\n\n" + (settings.problem or "")))

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(1180, 780)

    # ---------------------------------------------------------------- table

    @property
    def art(self) -> CardArt:
        """The card faces and backs, loaded with the first table (the SVG deck is large)."""
        if self._art is None:
            from cardtable.ui.table.card_art import CardArt

            self._art = CardArt(self.settings.deck, self.settings.back)
        return self._art

    @property
    def table(self) -> TableScreen:
        """The table screen, built the first time a game needs it, not at start."""
        if self._table is None:
            from cardtable.ui.table.screen import TableScreen

            table = TableScreen(self.art, self.timing, self.stack)
            self.stack.addWidget(table)
            table.new_game_requested.connect(lambda: self.new_game(self.current_game))
            table.library_requested.connect(self.show_library)
            table.match_finished.connect(self._match_finished)
            table.replay_taken.connect(self._replay_taken)
            table.view.set_theme(self.settings.deck, self.settings.back, self.settings.felt)
            table.undo_allowed = self.settings.allow_undo
            table.auto_last_card = self.settings.auto_last_card
            table.pace_changed.connect(self._pace_changed)
            table.sound = self.sounds
            self._table = table
        return self._table

    @property
    def sounds(self) -> Sounds:
        """The table's sound effects, as the settings say (Qt Multimedia waits for the first
        sound: cardtable/ui/sound.py)."""
        if self._sounds is None:
            from cardtable.ui.sound import Sounds

            self._sounds = Sounds(self.settings.sound, self.settings.volume)
        return self._sounds

    def _at_table(self) -> bool:
        return self._table is not None and self.stack.currentWidget() is self._table

    # ---------------------------------------------------------------- menus

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.act_new = QAction(self)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_new.triggered.connect(lambda: self.new_game(self.current_game))
        self.act_library = QAction(self)
        self.act_library.setShortcut(QKeySequence("Ctrl+L"))
        self.act_library.triggered.connect(self.show_library)
        self.act_quit = QAction(self)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.act_quit.triggered.connect(self.close)
        self.act_sheet = QAction(self)
        self.act_sheet.setShortcut(QKeySequence("F2"))
        self.act_sheet.triggered.connect(self.show_score_sheet)
        self.act_stats = QAction(self)
        self.act_stats.triggered.connect(self.show_statistics)
        self.act_save_record = QAction(self)
        self.act_save_record.setShortcut(QKeySequence.StandardKey.Save)
        self.act_save_record.triggered.connect(self.save_record)
        self.act_open_record = QAction(self)
        self.act_open_record.setShortcut(QKeySequence.StandardKey.Open)
        self.act_open_record.triggered.connect(self.open_record)
        self.game_menu.addActions([self.act_new, self.act_library])
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.act_sheet, self.act_stats])
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.act_save_record, self.act_open_record])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)

        self.edit_menu = bar.addMenu("")
        self.act_undo = QAction(self)
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_undo.triggered.connect(lambda: self.table.undo())
        self.act_redo = QAction(self)
        self.act_redo.setShortcut(QKeySequence.StandardKey.Redo)
        self.act_redo.triggered.connect(lambda: self.table.redo())
        self.act_hint = QAction(self)
        self.act_hint.setShortcut(QKeySequence("H"))
        self.act_hint.triggered.connect(lambda: self.table.hint())
        self.act_finish = QAction(self)
        self.act_finish.setObjectName("finish-round")
        self.act_finish.setShortcut(QKeySequence("F"))
        self.act_finish.triggered.connect(lambda: self.table.finish_round())
        self.act_skip = QAction(self)
        self.act_skip.setObjectName("skip-ahead")
        self.act_skip.setShortcut(QKeySequence("S"))
        self.act_skip.triggered.connect(lambda: self.table.skip_ahead())
        self.edit_menu.addActions([self.act_undo, self.act_redo, self.act_hint])
        self.act_last_trick = QAction(self)
        self.act_last_trick.setObjectName("last-trick")
        self.act_last_trick.setShortcut(QKeySequence("L"))
        self.act_last_trick.triggered.connect(lambda: self.table.show_last_trick())
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.act_last_trick, self.act_skip, self.act_finish])

        self.settings_menu = bar.addMenu("")
        self.act_settings = QAction(self)
        self.act_settings.setObjectName("open-settings")
        self.act_settings.setShortcut(QKeySequence.StandardKey.Preferences)
        self.act_settings.triggered.connect(self.show_settings)
        self.settings_menu.addAction(self.act_settings)
        self.language_menu = self.settings_menu.addMenu("")
        group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        # Each language is named in itself, so it can be found whatever the current one.
        for code, label in (("en", "English"), ("fa", "فارسی")):
            act = QAction(label, self, checkable=True)
            act.setData(code)
            act.setObjectName(f"language-{code}")
            act.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(act)
            self.language_menu.addAction(act)
            self.language_actions[code] = act
        self.speed_menu = self.settings_menu.addMenu("")
        speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            act = QAction(self, checkable=True)
            act.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            speed_group.addAction(act)
            self.speed_menu.addAction(act)
            self.speed_actions[speed] = act
        self.speed_actions.get(self.settings.speed, self.speed_actions["normal"]).setChecked(True)

        self.help_menu = bar.addMenu("")
        self.act_rules = QAction(self)
        self.act_rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.act_rules.triggered.connect(lambda: self.show_rules())
        self.act_about = QAction(self)
        self.act_about.triggered.connect(self.show_about)
        self.help_menu.addActions([self.act_rules, self.act_about])

        # The things players reach for during a game, one click away.
        self.toolbar = self.addToolBar("")
        self.toolbar.setObjectName("table-tools")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.addActions([self.act_new, self.act_undo, self.act_hint, self.act_skip,
                                 self.act_finish, self.act_sheet, self.act_rules])
        self.toolbar.hide()  # shown with the table: it is about the game in play
        self.stack.currentChanged.connect(self._page_changed)

    # --------------------------------------------------------------- actions

    def new_game(self, game_id: str) -> None:
        from cardtable.ui.dialogs.new_game import NewGameDialog
        from cardtable.ui.games.registry import GAME_UIS

        ui = GAME_UIS.get(game_id)
        if ui is None or not playable(game_id) or not self.confirm_leaving():
            return
        dialog = NewGameDialog(ui, self.settings.ai_level, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.start_game(game_id, dialog.options(), dialog.ai_level(),
                        players=dialog.player_count())

    def start_game(self, game_id: str, options: Options, level: str,
                   seed: int | None = None, players: int | None = None) -> None:
        from cardtable.rules.registry import find_game
        from cardtable.session import Session
        from cardtable.ui.games.registry import GAME_UIS

        game = find_game(game_id)
        ui = GAME_UIS[game_id]
        count = players if players is not None else (ui.default_players or game.min_players)
        session = Session(game, options, count, humans=[0], ai_level=level, seed=seed)
        self.settings.ai_level = level
        self._settings_changed()
        self._play(session, resume=False)

    def _play(self, session: Session, resume: bool) -> None:
        from cardtable.ui.games.registry import GAME_UIS

        session.on_change = self._autosave
        self.saved = None
        self.current_game = session.game.id
        self.library.banner.hide()
        self.stack.setCurrentWidget(self.table)
        ui = GAME_UIS[session.game.id]()
        self.fit_table((0, 0))  # the table's own room once it is laid (_fit_spec_table)
        if resume:
            self.table.resume(session, ui)
        else:
            self.table.start(session, ui)
            self._autosave(session)
        self._fit_spec_table()
        self.retranslate()

    # --------------------------------------------------------------- saving

    def _autosave(self, session: Session) -> None:
        """After every action: the record and the seats, written atomically."""
        try:
            if session.state.match_over:
                delete_save()
            else:
                write_save(session.to_save())
        except OSError as exc:
            if not self._save_failed:  # say it once, not after every card
                self._save_failed = True
                notify(self, self.tr("Saving"), self.tr(
                    "The game could not be saved: %1").replace("%1", exc.strerror or str(exc)))

    def _check_saved(self) -> None:
        try:
            self.saved = read_save()
        except SaveProblem as problem:
            self.saved = None
            message = str(problem)
            later(self, 0, lambda: notify(self, self.tr("Saved game"), message))
        self.library.show_saved(self.saved)

    def resume_saved(self) -> None:
        from cardtable.records import RecordProblem
        from cardtable.session import Session

        if self.saved is None:
            return
        try:
            session = Session.from_save(self.saved)
        except (RecordProblem, ValueError) as exc:
            self.saved = None
            self.library.banner.hide()
            message = set_aside(save_path(), str(exc))
            notify(self, self.tr("Saved game"), message)
            return
        self._play(session, resume=True)

    def discard_saved(self) -> None:
        self.saved = None
        delete_save()
        self.library.banner.hide()

    def _page_changed(self) -> None:
        at_table = self._at_table()
        self.toolbar.setVisible(at_table)
        for action in (self.act_undo, self.act_redo, self.act_hint, self.act_sheet,
                       self.act_save_record):
            action.setEnabled(at_table and (action not in (self.act_undo, self.act_redo)
                                            or self.settings.allow_undo))
        self._pace_changed()

    def show_library(self) -> None:
        if self._table is not None:
            self._table.stop()
        self._check_saved()
        self.fit_table((0, 0))
        self.stack.setCurrentWidget(self.library)

    def show_rules(self, game_id: str | None = None) -> None:
        from cardtable.ui.dialogs.rules import RulesDialog

        game_id = game_id or self.current_game
        if self.rules_dialog is None or self.rules_dialog.game_id != game_id:
            if self.rules_dialog is not None:  # one rules page at a time
                self.rules_dialog.close()
                self.rules_dialog.deleteLater()
            self.rules_dialog = RulesDialog(game_id, self.localizer.language, self)
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    def show_about(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About Card Table"),
                          fill(self.tr("Card Table %1"), digits(__version__)), parent=self)
        box.setObjectName("about")
        box.setInformativeText(self.tr(
            "Traditional Iranian and European card games against computer players, in "
            "English and Persian. No money is involved in any game."))
        box.setDetailedText(self.tr(
            "Card Table is free software under the GNU General Public License, version 3 or "
            "later.\n\nIt is built with:\n"
            "• Qt 6 and PySide6 (The Qt Company), GNU LGPL 3\n"
            "• attrs and platformdirs, MIT licence\n"
            "• Cards “Classic”: SVG-cards by David Bellot, GNU LGPL 2.1\n"
            "• Cards “Anglo” and “Tango”: AisleRiot's card themes (gnome-cards-data), GNU GPL 3\n"
            "• Font: Vazirmatn by Saber Rastikerdar, SIL Open Font License 1.1\n\n"
            "The licence texts are in the assets folder beside each work."))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # -------------------------------------------------------- sheets, stats

    def show_score_sheet(self) -> None:
        from cardtable.ui.dialogs.sheets import TableDialog

        if self._table is None or self._table.ui is None:
            return
        ui = self._table.ui
        dialog = TableDialog("score-sheet", ui.score_sheet, self, empty=lambda: self.tr(
            "No round has been scored yet: each round's score is written here when it ends."))
        dialog.setWindowTitle(fill(self.tr("Score sheet: %1"), game_name(self.current_game)))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.table.view.animator.idle.connect(dialog.refresh)
        # The sheet is this match's: it reads the game's own state, gone with the match.
        self.table.match_left.connect(dialog.close)
        dialog.show()

    def show_statistics(self) -> None:
        from cardtable.ui.dialogs.sheets import TableDialog, statistics_rows

        stats = Statistics.load()
        if stats.problem:
            notify(self, self.tr("Statistics"), stats.problem)
        dialog = TableDialog("statistics", lambda: statistics_rows(Statistics.load()), self)
        dialog.setWindowTitle(self.tr("Statistics"))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # Connected after `_match_finished`, so a match finished meanwhile is counted first.
        self.table.match_finished.connect(dialog.refresh)
        dialog.show()

    # --------------------------------------------------------------- records

    def save_record(self) -> None:
        session = self._table.session if self._table is not None else None
        if session is None:
            notify(self, self.tr("Save record"), self.tr("There is no game on the table."))
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save record"), f"{session.game.id}.json",
            self.tr("Game records (*.json)"))
        if path:
            self.write_record(path)

    def write_record(self, path: str) -> bool:
        session = self.table.session
        assert session is not None
        try:
            write_atomic(Path(path), session.record.dumps())
        except OSError as exc:
            notify(self, self.tr("Save record"), fill(
                self.tr("The record could not be saved: %1"), exc.strerror or str(exc)))
            return False
        return True

    def open_record(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open record"), "",
                                              self.tr("Game records (*.json)"))
        if path:
            self.replay_file(path)

    def replay_file(self, path: str) -> bool:
        """Open a record and show it step by step (a clear message if it is not valid)."""
        from cardtable.records import RecordProblem
        from cardtable.records import load as load_record
        from cardtable.ui.games.registry import GAME_UIS

        try:
            record, _ = load_record(path)
        except RecordProblem as problem:
            notify(self, self.tr("Open record"), fill(
                self.tr("This record cannot be opened.\n\n%1"), str(problem)))
            return False
        if record.game.id not in GAME_UIS:
            notify(self, self.tr("Open record"), fill(
                self.tr("%1 has no table in this version yet."), game_name(record.game.id)))
            return False
        self.current_game = record.game.id
        self.stack.setCurrentWidget(self.table)
        ui = GAME_UIS[record.game.id]()
        self.fit_table((0, 0))
        self.table.start_replay(record, ui)
        self._fit_spec_table()
        self.retranslate()
        return True

    def _replay_taken(self, session: Session) -> None:
        session.on_change = self._autosave
        self._autosave(session)

    def _match_finished(self) -> None:
        """Count a finished match once in the statistics (never a replayed one)."""
        session, ui = self.table.session, self.table.ui
        if session is None or ui is None or self.table.replaying or session.counted:
            return
        session.counted = True
        stats = Statistics.load()
        variant = Statistics.variant(session.players, session.options.to_record())
        won = self.table.human in session.state.winners
        stats.record(session.game.id, variant, won, ui.match_score())
        try:
            stats.save()
        except OSError as exc:
            notify(self, self.tr("Statistics"), fill(
                self.tr("Your statistics could not be saved: %1"), exc.strerror or str(exc)))

    def show_settings(self) -> None:
        from cardtable.ui.dialogs.settings import SettingsDialog

        if self.settings_dialog is None:
            self.settings_dialog = SettingsDialog(self.settings, self,
                                                  lambda: self.localizer.language)
            self.settings_dialog.changed.connect(self.apply_settings)
        self.settings_dialog.refresh()
        self.settings_dialog.show()
        self.settings_dialog.raise_()

    def apply_settings(self) -> None:
        """Apply every setting at once, to the open table too, and keep them."""
        s = self.settings
        if s.language and s.language != self.localizer.language:
            self.localizer.set_language(s.language)
        self.timing.set_speed(s.speed)
        self.speed_actions[s.speed].setChecked(True)
        if self._table is not None:
            self._table.view.set_theme(s.deck, s.back, s.felt)
        elif self._art is not None:  # a table built later takes the felt from the settings
            self._art.set_theme(s.deck, s.back)
        self._apply_undo_setting()
        self._apply_sound_setting()
        self._save_settings()

    def _apply_sound_setting(self) -> None:
        """Sound on or off, its volume; a new volume or sound turned on is heard at once."""
        sounds = self.sounds
        before = (sounds.enabled, sounds.volume)
        sounds.configure(self.settings.sound, self.settings.volume)
        if (sounds.enabled, sounds.volume) != before:
            sounds.play("turn")

    def _apply_undo_setting(self) -> None:
        if self._table is not None:
            self._table.undo_allowed = self.settings.allow_undo
            self._table.auto_last_card = self.settings.auto_last_card
        self._page_changed()

    def _pace_changed(self) -> None:
        """Skipping ahead and finishing the round are offered only when they can be done."""
        table = self._table
        self.act_last_trick.setEnabled(table is not None and self._at_table()
                                       and bool(table.tricks.last))
        if table is None or not self._at_table() or table.replaying or table.hurry:
            self.act_finish.setEnabled(False)
            self.act_skip.setEnabled(False)
            return
        from cardtable.ui.table import pace  # with the table: not at start-up

        self.act_finish.setEnabled(pace.can_finish(table.session, table.human))
        self.act_skip.setEnabled(pace.can_skip(table.session, table.human))

    def _restore_geometry(self) -> None:
        """The size and place of the last session, else a roomy window in the screen's middle."""
        from PySide6.QtCore import QByteArray

        screen = self.screen().availableGeometry()
        self.fit_table((0, 0))
        if self.settings.geometry:
            try:
                if self.restoreGeometry(QByteArray.fromHex(self.settings.geometry.encode())):
                    return
            except (ValueError, TypeError):
                pass
        # Qt's own first size is two thirds of the screen at most: a cramped table on a laptop.
        size = FIRST_SIZE.boundedTo(QSize(screen.width() * 9 // 10, screen.height() * 9 // 10))
        size = size.expandedTo(self.minimumSize())
        self.resize(size)
        self.move(screen.center().x() - size.width() // 2, screen.center().y() - size.height() // 2)

    def screen_room(self) -> QSize:
        return self.screen().availableGeometry().size()

    def _fit_spec_table(self) -> None:
        """A table laid out from its game's spec says itself the room it needs."""
        room = self.table.room_needed()
        if room is not None:
            self.fit_table(room)

    def fit_table(self, room: tuple[int, int]) -> None:
        """The window's minimum: `room` where a table needs more than `MINIMUM_SIZE` (below
        it the top hand runs under the info box), and the window grows to it; never more
        than the screen has."""
        need = MINIMUM_SIZE.expandedTo(QSize(*room)).boundedTo(self.screen_room())
        self.setMinimumSize(need)
        if self.width() < need.width() or self.height() < need.height():
            self.resize(self.size().expandedTo(need))
            # Grown past the screen's edge: back inside it.
            area = self.screen().availableGeometry()
            frame = self.frameGeometry()
            self.move(max(area.left(), min(frame.left(), area.right() + 1 - frame.width())),
                      max(area.top(), min(frame.top(), area.bottom() + 1 - frame.height())))

    def _game_in_progress(self) -> bool:
        session = self._table.session if self._table is not None else None
        return session is not None and not session.state.match_over and any(
            r.actions for r in session.record.rounds)

    def confirm_leaving(self) -> bool:
        """Ask before a game in progress is left (the setting can turn this off)."""
        if not self.settings.confirm_abandon or not self._game_in_progress():
            return True
        answer = QMessageBox.question(
            self, self.tr("Leave the game?"),
            self.tr("A game is in progress. Leave it and start another?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def set_language(self, language: str) -> None:
        self.settings.language = language
        self._settings_changed()
        self.localizer.set_language(language)

    def set_speed(self, speed: str) -> None:
        self.settings.speed = speed
        self.timing.set_speed(speed)
        self.speed_actions[speed].setChecked(True)
        self._settings_changed()

    def _settings_changed(self) -> None:
        """A setting changed outside the settings dialog: keep it, and let the dialog
        (kept once opened) show it, or its next change would write the old value back."""
        self._save_settings()
        if self.settings_dialog is not None:
            self.settings_dialog.refresh()

    def _save_settings(self) -> None:
        try:
            self.settings.save()
        except OSError as exc:
            notify(self, self.tr("Settings"),
                                self.tr("Your settings could not be saved: %1")
                                .replace("%1", exc.strerror or str(exc)))

    def _language_changed(self, language: str) -> None:
        if self.rules_dialog is not None:
            self.rules_dialog.set_language(language)
        self.language_actions[language].setChecked(True)
        # Persian text is wider and taller: a table laid out from its spec may need more
        # room (once the table has its new words, on the next turn of the event loop).
        later(self, 0, self._fit_spec_table)

    # ----------------------------------------------------------- translation

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._players_filled:
            # Right after the first paint: the window shows before any game's rules load.
            self._players_filled = True
            QTimer.singleShot(0, self.library.fill_players)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Card Table"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_library.setText(self.tr("Game &library"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_sheet.setText(self.tr("Score &sheet"))
        self.act_stats.setText(self.tr("S&tatistics"))
        self.act_save_record.setText(self.tr("Save &record…"))
        self.act_open_record.setText(self.tr("&Open record…"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.act_settings.setText(self.tr("&Settings…"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        names = {"instant": self.tr("Instant"), "fast": self.tr("Fast"),
                 "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for speed, act in self.speed_actions.items():
            act.setText(names[speed])
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.act_undo.setText(self.tr("&Undo my last move"))
        self.act_redo.setText(self.tr("&Redo"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_skip.setText(self.tr("&Skip to my turn"))
        self.act_last_trick.setText(self.tr("&Last trick"))
        self.act_finish.setText(self.tr("&Finish the round"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Table tools"))
        self.act_rules.setText(fill(self.tr("&Rules of %1"), game_name(self.current_game)))
        self.act_about.setText(self.tr("&About Card Table"))
        self.language_actions[self.localizer.language].setChecked(True)
        self.library.retranslate()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.settings.geometry = bytes(self.saveGeometry().toHex().data()).decode()
        self._save_settings()
        if self._table is not None:
            self._table.stop()
        super().closeEvent(event)
