"""Tables of figures: a match's score sheet, and the player's statistics."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.storage import Statistics
from cardtable.ui.catalog import game_name
from cardtable.ui.words import num

Rows = tuple[list[str], list[list[str]]]


class TableDialog(QDialog):
    """A read-only table whose headers and rows come from `source` (re-read on every
    language change, so the figures switch digits with the language)."""

    def __init__(self, name: str, source: Callable[[], Rows], parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.source = source
        box = QVBoxLayout(self)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        box.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        headers, rows = self.source()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.note.setVisible(bool(self.note.text()))

    def cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(720, 420)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)


def statistics_rows(stats: Statistics) -> Rows:
    from PySide6.QtCore import QCoreApplication

    translate = QCoreApplication.translate
    headers = [translate("Statistics", "Game"), translate("Statistics", "Variant"),
               translate("Statistics", "Played"), translate("Statistics", "Won"),
               translate("Statistics", "Won %"), translate("Statistics", "Best score"),
               translate("Statistics", "Average score"), translate("Statistics", "Streak"),
               translate("Statistics", "Best streak")]
    rows: list[list[str]] = []
    for game in sorted(stats.tallies):
        for variant, tally in sorted(stats.tallies[game].items()):
            rate = round(100 * tally.won / tally.played) if tally.played else 0
            average = tally.average
            rows.append([
                game_name(game), _variant_text(variant), num(tally.played), num(tally.won),
                num(rate), num(tally.best) if tally.best is not None else "–",
                num(round(average)) if average is not None else "–",
                num(tally.streak), num(tally.best_streak),
            ])
    return headers, rows


def _variant_text(variant: str) -> str:
    """"4p sets=2" -> "4 players, sets=2" in the reader's digits."""
    from PySide6.QtCore import QCoreApplication

    head, _, rest = variant.partition(" ")
    players = head.rstrip("p")
    text = QCoreApplication.translate("Statistics", "%1 players").replace(
        "%1", num(int(players)) if players.isdigit() else players)
    return f"{text}, {rest}" if rest else text
