"""When something goes wrong in the GUI: the error goes to a small rotating log file, the
game in progress is saved, the table is laid out again from that save (or the game
library is shown), and a message says what happened and where the details are.

The log lives in platformdirs' user log folder, or under CARDTABLE_HOME when the app's
files are kept there (tests, a portable copy).
"""

from __future__ import annotations

import logging
import os
import platform
import sys
import threading
import time
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

import platformdirs
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from cardtable import __version__
from cardtable.storage import APP, delete_save, write_save

if TYPE_CHECKING:
    from cardtable.ui.main_window import MainWindow

translate = QCoreApplication.translate

LOG_NAME = "cardtable.log"
LOG_BYTES = 256 * 1024  # per file; with the old files kept, the log never passes 1 MB
LOG_BACKUPS = 3
REPEAT_SECONDS = 5.0  # a second error this soon after a recovery: back to the library

log = logging.getLogger("cardtable")


def log_dir() -> Path:
    override = os.environ.get("CARDTABLE_HOME")
    if override:
        return Path(override) / "logs"
    return Path(platformdirs.user_log_dir(APP, appauthor=False))


def log_path() -> Path:
    return log_dir() / LOG_NAME


def setup_logging() -> Path:
    """Send the app's log to its rotating file (once; again if the folder has changed)."""
    path = log_path()
    for handler in list(log.handlers):
        if isinstance(handler, RotatingFileHandler):
            if handler.baseFilename == os.path.abspath(path):
                return path
            log.removeHandler(handler)
            handler.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS,
                                      encoding="utf-8")
    except OSError as exc:  # a read-only home: the app runs on, the message says so
        sys.stderr.write(f"cardtable: cannot write the log {path}: {exc}\n")
        return path
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    return path


def _qt_version() -> str:
    from PySide6 import __version__ as pyside

    return pyside


def _system() -> str:
    """The system, its release and the machine, e.g. "Linux-6.1.0-x86_64" (unlike
    `platform.platform()`, which runs `uname -p` in a new process at every start)."""
    return "-".join((platform.system(), platform.release(), platform.machine()))


class CrashGuard:
    """The app's `sys.excepthook` (and `threading.excepthook`): log, save, recover, tell."""

    def __init__(self, window: MainWindow | None = None) -> None:
        self.window = window
        self.dialog: QMessageBox | None = None
        self.errors = 0
        self._last_recovery = -REPEAT_SECONDS
        self._handling = False
        self._previous = sys.excepthook
        self._previous_thread = threading.excepthook

    def install(self) -> CrashGuard:
        path = setup_logging()
        log.info("Card Table %s started (Python %s, PySide6 %s, %s); log %s", __version__,
                 platform.python_version(), _qt_version(), _system(), path)
        self._previous = sys.excepthook
        self._previous_thread = threading.excepthook
        sys.excepthook = self.hook
        threading.excepthook = self.thread_hook
        return self

    def uninstall(self) -> None:
        if sys.excepthook == self.hook:
            sys.excepthook = self._previous
        if threading.excepthook == self.thread_hook:
            threading.excepthook = self._previous_thread

    # ------------------------------------------------------------------ hooks

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        """An error in a worker thread: logged (the GUI is told by the worker itself)."""
        if args.exc_type is SystemExit:
            return
        log.error("Unexpected error in thread %s", getattr(args.thread, "name", "?"),
                  exc_info=(args.exc_type, args.exc_value or args.exc_type(),
                            args.exc_traceback))

    def hook(self, kind: type[BaseException], error: BaseException,
             tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt | SystemExit):
            self._previous(kind, error, tb)
            return
        self.errors += 1
        text = "".join(traceback.format_exception(kind, error, tb))
        sys.stderr.write(text)
        if self._handling:  # an error while recovering from one: logged, nothing more
            log.error("Unexpected error while recovering from another:\n%s", text)
            return
        self._handling = True
        try:
            log.error("Unexpected error:\n%s", text)
            for handler in log.handlers:
                handler.flush()
            saved = self.save_game()
            where = self.recover()
            self.tell(error, text, saved, where)
        except Exception:  # the last resort must never raise
            log.exception("The error handler itself failed")
        finally:
            self._handling = False

    # ------------------------------------------------------------ the steps

    def save_game(self) -> str | None:
        """Write the game in play to the autosave now (the save must be current before
        anything else is tried). None when saved (or nothing to save), else why not."""
        window = self.window
        session = window.table.session if window is not None else None
        if session is None or window is None or window.table.replaying:
            return None
        try:
            if session.state.match_over:
                delete_save()
            else:
                write_save(session.to_save())
        except Exception as exc:
            log.exception("The game could not be saved after the error")
            return str(exc.strerror if isinstance(exc, OSError) and exc.strerror else exc)
        return None

    def recover(self) -> str:
        """Never a blank window: lay the table out again from the save (the record is the
        truth, whatever the error left half done), or show the game library. Returns
        "table", "library" or "" (nothing to do)."""
        window = self.window
        if window is None:
            return ""
        table = window.table
        session = table.session
        now = time.monotonic()
        repeated = now - self._last_recovery < REPEAT_SECONDS
        self._last_recovery = now
        at_table = window.stack.currentWidget() is table
        try:
            if session is None:
                if at_table:
                    window.show_library()
                    return "library"
                return ""
            if repeated:  # the same error again and again: stop at the library
                window.show_library()
                return "library"
            if table.replaying or session.state.match_over:
                table.rebuild()
                return "table"
            window.saved = session.to_save()
            window.resume_saved()  # a save that cannot be replayed: kept aside, and said so
            if window.stack.currentWidget() is table and table.session is not None:
                return "table"
        except Exception:
            log.exception("The table could not be laid out again; showing the library")
        try:
            window.show_library()
        except Exception:
            log.exception("The library could not be shown properly")
            window.stack.setCurrentWidget(window.library)
        return "library"

    def tell(self, error: BaseException, details: str, save_problem: str | None,
             where: str) -> None:
        """One message at a time (an error repeated on every repaint must not bury the
        window under dialogs)."""
        if self.dialog is not None and self.dialog.isVisible():
            return
        what = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
        lines = [translate("Crash", "Something went wrong: %1").replace("%1", what)]
        window = self.window
        if save_problem is not None:
            lines.append(translate("Crash", "The game could not be saved: %1")
                         .replace("%1", save_problem))
        elif window is not None and where == "table":
            lines.append(translate("Crash", "Your game is saved, and the table was laid out "
                                            "again from the save."))
        elif window is not None and where == "library" and window.saved is not None:
            lines.append(translate("Crash", "Your game is saved: choose Resume in the game "
                                            "library to carry on."))
        # The path isolated left to right: a Persian sentence must not reorder its parts.
        lines.append(translate("Crash", "The details were written to %1.")
                     .replace("%1", "\u2066" + str(log_path()) + "\u2069"))
        parent: QWidget | None = window
        box = QMessageBox(QMessageBox.Icon.Critical, translate("Crash", "Card Table"),
                          "\n\n".join(lines), QMessageBox.StandardButton.Ok, parent)
        box.setObjectName("crash")
        box.setDetailedText(details)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.destroyed.connect(self._dialog_gone)
        self.dialog = box
        box.open()  # never a nested event loop inside an exception hook

    def _dialog_gone(self) -> None:
        self.dialog = None
