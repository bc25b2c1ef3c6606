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

    def __init__(self, name: str, source: Callable[[], Rows], parent: QWidget | None = None,
                 empty: Callable[[], str] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.source = source
        self.empty = empty
        """The words shown above the table while it has no rows (translated when shown)."""
        box = QVBoxLayout(self)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
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
        self.note.setText(self.empty() if self.empty is not None and not rows else "")
        self.note.setVisible(bool(self.note.text()))
        # Wide enough for every column's heading in either language.
        self.table.resizeColumnsToContents()
        width = sum(self.table.columnWidth(c) for c in range(self.table.columnCount()))
        # Before it is first shown the dialog has no size of its own yet: start from its
        # size hint, or an early resize would fix it at a sliver a row and a half tall.
        now = self.size() if self.isVisible() else self.sizeHint()
        self.resize(max(now.width(), min(1100, width + 60)), now.height())

    def cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(560, 420)

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
                game_name(game), _variant_text(game, variant), num(tally.played),
                num(tally.won),
                num(rate), num(tally.best) if tally.best is not None else "–",
                num(round(average)) if average is not None else "–",
                num(tally.streak), num(tally.best_streak),
            ])
    return headers, rows


def _variant_text(game: str, variant: str) -> str:
    """"4p sets=2" -> "4 players, Sets to win the match: 2", in the reader's language."""
    from PySide6.QtCore import QCoreApplication

    from cardtable.ui.games.registry import GAME_UIS

    head, _, rest = variant.partition(" ")
    players = head.rstrip("p")
    parts = [QCoreApplication.translate("Statistics", "%1 players").replace(
        "%1", num(int(players)) if players.isdigit() else players)]
    ui = GAME_UIS.get(game)
    labels = {spec.name: spec.label().rstrip(":： ") for spec in ui.option_specs()} if ui else {}
    for pair in rest.split(", ") if rest else []:
        key, _, value = pair.partition("=")
        if value in ("True", "False"):
            value = (QCoreApplication.translate("Statistics", "yes") if value == "True"
                     else QCoreApplication.translate("Statistics", "no"))
        elif value.lstrip("-").isdigit():
            value = num(int(value))
        parts.append(f"{labels.get(key, key)}: {value}")
    return QCoreApplication.translate("Statistics", ", ", "list separator").join(parts)
