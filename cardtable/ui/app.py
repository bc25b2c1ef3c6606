"""The application: fonts, translators, language and direction switching, and `main`."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    Qt,
    QTranslator,
    Signal,
)
from PySide6.QtGui import QFont, QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication

from cardtable.resources import assets_dir, i18n_dir
from cardtable.storage import LANGUAGES, Settings

if TYPE_CHECKING:
    from cardtable.ui.crash import CrashGuard
    from cardtable.ui.main_window import MainWindow

FONT_FAMILY = "Vazirmatn"
# Qt lays out a word-wrapped plain-text label's right-to-left lines up to a space wider than
# the label, which cuts off the end of a line's last word on the left ("...ندارد و"): in
# Persian such labels get room on both sides.
RTL_STYLE = 'QLabel[wordWrap="true"] { padding-left: 0.3em; padding-right: 0.3em; }'


def language_type_scale() -> float:
    """The app's type size against English type's, in the language now shown: Persian
    glyphs want about a tenth more size than Latin ones to read as easily."""
    return 1.1 if QLocale().language() == QLocale.Language.Persian else 1.0


class Localizer(QObject):
    """Loads the translations of one language and switches the whole app to it: texts,
    layout direction (Persian is right to left), digits (QLocale) and Qt's own dialogs."""

    language_changed = Signal(str)

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.language = "en"
        self._translators: list[QTranslator] = []
        self._base_size = max(10.0, app.font().pointSizeF())

    def set_language(self, language: str) -> None:
        if language not in LANGUAGES:
            language = "en"
        for translator in self._translators:
            self.app.removeTranslator(translator)
        self._translators = []
        if language == "fa":
            locale = QLocale(QLocale.Language.Persian, QLocale.Country.Iran)
            own = QTranslator(self.app)
            if own.load(str(i18n_dir() / "cardtable_fa.qm")):
                self._translators.append(own)
            qt = QTranslator(self.app)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load("qtbase_fa", qt_dir) or qt.load(str(i18n_dir() / "qtbase_fa.qm")):
                self._translators.append(qt)
        else:
            locale = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
            # English needs a translation too: the singular and plural of "%Ln card(s)".
            plurals = QTranslator(self.app)
            if plurals.load(str(i18n_dir() / "cardtable_en.qm")):
                self._translators.append(plurals)
        QLocale.setDefault(locale)
        self.language = language
        font = QFont(FONT_FAMILY)
        font.setPointSizeF(self._base_size * language_type_scale())
        self.app.setFont(font)
        # The font's change reaches the widgets by posted events: a style sheet set before
        # they arrive polishes the menu bar and the toolbar in the old font, and they kept it
        # (the first switch to Persian left them in English type).
        QCoreApplication.sendPostedEvents(None, QEvent.Type.ApplicationFontChange)
        self.app.setStyleSheet(RTL_STYLE if language == "fa" else "")
        self.app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if language == "fa"
                                    else Qt.LayoutDirection.LeftToRight)
        for translator in self._translators:
            self.app.installTranslator(translator)
        if not self._translators:
            # No translator changed: still tell every widget to re-word itself.
            for widget in self.app.allWidgets():
                QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))
        self.language_changed.emit(language)


def system_language() -> str:
    return "fa" if QLocale.system().language() == QLocale.Language.Persian else "en"


def load_fonts(app: QApplication) -> None:
    """Vazirmatn for both languages: a proper Persian face whose Latin letters match, and
    text on a machine with no fonts installed at all."""
    for name in ("Vazirmatn-Regular.ttf", "Vazirmatn-Bold.ttf"):
        QFontDatabase.addApplicationFont(str(assets_dir() / "fonts" / name))
    font = QFont(FONT_FAMILY)
    font.setPointSizeF(max(10.0, app.font().pointSizeF()))
    app.setFont(font)


def create_app(argv: Sequence[str]) -> tuple[QApplication, Localizer, Settings]:
    app = QApplication.instance() or QApplication(list(argv))
    assert isinstance(app, QApplication)
    app.setApplicationName("Card Table")
    app.setOrganizationName("cardtable")
    app.setWindowIcon(QIcon(str(assets_dir() / "icons" / "cardtable.svg")))
    load_fonts(app)
    settings = Settings.load()
    localizer = Localizer(app)
    localizer.set_language(settings.language or system_language())
    return app, localizer, settings


def install_error_dialog(window: MainWindow | None = None) -> CrashGuard:
    """An unexpected error becomes a log entry (a small rotating file), a saved game, a
    table laid out again, and a message naming the log, never a silent traceback."""
    from cardtable.ui.crash import CrashGuard

    return CrashGuard(window).install()


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    if "--self-test" in argv:  # installers and CI: play a hand offscreen, then exit
        from cardtable.ui.selftest import run
        return run(argv)
    started = time.perf_counter()
    from cardtable.ui.preflight import ensure

    ensure(argv)  # on Linux: a display, and the libraries of Qt's xcb plugin, or a clear exit
    app, localizer, settings = create_app(argv)
    from cardtable.ui.main_window import MainWindow

    guard = install_error_dialog()  # from here on: even the window's set-up is covered
    window = MainWindow(localizer, settings)
    guard.window = window
    window.show()
    if "--startup-time" in argv:
        print(f"main window shown after {time.perf_counter() - started:.3f} s", flush=True)
        return 0
    return app.exec()
