"""Qt's own words that its Persian translation (qtbase_fa.qm, as PySide6 ships it) lacks:
the file dialog's labels carry a shortcut ("&Look in:") that the translation does not, and
file kinds ("Folder") are not translated at all. Listed here so that the translation tools
take them into i18n/cardtable_fa.ts; Qt finds them there when its own file has none. Never
called: the strings are only read by pyside6-lupdate."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "%1 File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Alias"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),
)
