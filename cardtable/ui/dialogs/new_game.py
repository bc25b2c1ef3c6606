"""The new-game dialog: a game's options and the computer players' level."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardtable.ai.levels import LEVELS
from cardtable.rules.hokm import HokmOptions


class HokmOptionsDialog(QDialog):
    def __init__(self, level: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new-game-dialog")
        box = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        box.addWidget(self.heading)
        form = QFormLayout()
        self.hands = QSpinBox(self)
        self.hands.setRange(1, 15)
        self.hands.setValue(HokmOptions().hands_per_set)
        self.sets = QComboBox(self)
        for n in (1, 2, 3):
            self.sets.addItem("", n)
        self.bam = QCheckBox(self)
        self.bam.setChecked(HokmOptions().bam)
        self.level = QComboBox(self)
        for name in LEVELS:
            self.level.addItem("", name)
        self.level.setCurrentIndex(max(0, self.level.findData(level)))
        self.labels = [QLabel(self) for _ in range(4)]
        form.addRow(self.labels[0], self.hands)
        form.addRow(self.labels[1], self.sets)
        form.addRow(self.labels[2], self.bam)
        form.addRow(self.labels[3], self.level)
        box.addLayout(form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        self.retranslate()

    def options(self) -> HokmOptions:
        return HokmOptions(hands_per_set=self.hands.value(), sets=int(self.sets.currentData()),
                           bam=self.bam.isChecked())

    def ai_level(self) -> str:
        return str(self.level.currentData())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        from cardtable.ui.words import num

        self.setWindowTitle(self.tr("New game of Hokm"))
        self.heading.setText(self.tr(
            "Four players in two teams: you and your partner Shirin, sitting opposite, "
            "against Dara and Kaveh."))
        self.labels[0].setText(self.tr("Hands to win a set:"))
        self.labels[1].setText(self.tr("Sets to win the match:"))
        self.labels[2].setText(self.tr("Bam (play on for all 13 tricks):"))
        self.labels[3].setText(self.tr("Computer players:"))
        self.bam.setText(self.tr("Allowed"))
        for i in range(self.sets.count()):
            self.sets.setItemText(i, num(int(self.sets.itemData(i))))
        names = {"random": self.tr("Beginner (random cards)"),
                 "easy": self.tr("Easy (sensible play)")}
        for i in range(self.level.count()):
            self.level.setItemText(i, names.get(str(self.level.itemData(i)),
                                                 str(self.level.itemData(i))))
