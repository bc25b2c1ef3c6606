"""The rules page of a game, in the current language."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from cardtable.descriptor import find_descriptor
from cardtable.resources import assets_dir


def rules_html(game_id: str, language: str) -> str:
    """The rules page's HTML; English when a translation is missing."""
    folder = assets_dir() / "rules"
    found = find_descriptor(game_id)
    stem = found.page if found else game_id
    for lang in (language, "en"):
        path = folder / f"{stem}.{lang}.html"
        if path.exists():
            return path.read_text(encoding="utf-8")
    return ""


def has_rules(game_id: str) -> bool:
    """Whether the game has a rules page (read only when it is opened)."""
    return (assets_dir() / "rules" / f"{game_id}.en.html").exists()


class RulesDialog(QDialog):
    def __init__(self, game_id: str, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules-dialog")
        self.game_id = game_id
        self.language = language
        box = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self.text.setOpenExternalLinks(False)
        box.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.retranslate()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(640, 620)

    def set_language(self, language: str) -> None:
        self.language = language
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        from cardtable.ui.catalog import game_name
        from cardtable.ui.words import fill

        self.setWindowTitle(fill(self.tr("Rules of %1"), game_name(self.game_id)))
        self.text.setHtml(rules_html(self.game_id, self.language))
