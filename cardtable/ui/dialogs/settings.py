"""The settings dialog. Every change applies at once (the `changed` signal) and is saved."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from cardtable.ai.levels import LEVELS
from cardtable.cards import Card
from cardtable.storage import BACKS, DECKS, FELTS, LANGUAGES, SPEEDS, Settings
from cardtable.ui.table.card_art import CardArt


class SettingsDialog(QDialog):
    changed = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 shown_language: Callable[[], str] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings-dialog")
        self.settings = settings
        # The language the app shows now: until the user picks one, the system's, which a
        # first "English" in the menu would silently replace at the first change of any
        # other setting.
        self.shown_language = shown_language or (lambda: "en")
        box = QVBoxLayout(self)
        form = QFormLayout()
        self.language = self._combo("language", LANGUAGES)
        self.speed = self._combo("speed", SPEEDS)
        self.deck = self._combo("deck", DECKS)
        self.back = self._combo("back", BACKS)
        self.felt = self._combo("felt", FELTS)
        self.level = self._combo("ai_level", LEVELS)
        self.confirm = QCheckBox(self)
        self.confirm.setObjectName("confirm_abandon")
        self.undo = QCheckBox(self)
        self.undo.setObjectName("allow_undo")
        self.auto_last = QCheckBox(self)
        self.auto_last.setObjectName("auto_last_card")
        self.labels = [QLabel(self) for _ in range(6)]
        for label, widget in zip(self.labels, (self.language, self.speed, self.deck, self.back,
                                               self.felt, self.level), strict=True):
            form.addRow(label, widget)
        form.addRow("", self.confirm)
        form.addRow("", self.undo)
        form.addRow("", self.auto_last)
        self.sound = QCheckBox(self)
        self.sound.setObjectName("sound")
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setObjectName("volume")
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setTracking(False)  # a change (and a sample sound) when let go
        self.volume_label = QLabel(self)
        form.addRow("", self.sound)
        form.addRow(self.volume_label, self.volume)
        box.addLayout(form)
        self.preview = QHBoxLayout()
        self.preview_cards = [QLabel(self) for _ in range(4)]
        self.preview.addStretch(1)
        for label in self.preview_cards:
            self.preview.addWidget(label)
        self.preview.addStretch(1)
        self.preview_frame = QWidget(self)
        self.preview_frame.setLayout(self.preview)
        self.preview_frame.setAutoFillBackground(True)
        box.addWidget(self.preview_frame)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        for combo in (self.language, self.speed, self.deck, self.back, self.felt, self.level):
            combo.currentIndexChanged.connect(self._apply)
        self.confirm.toggled.connect(self._apply)
        self.undo.toggled.connect(self._apply)
        self.auto_last.toggled.connect(self._apply)
        self.sound.toggled.connect(self._apply)
        self.volume.valueChanged.connect(self._apply)
        self.retranslate()
        self.refresh()

    def _combo(self, name: str, values: tuple[str, ...]) -> QComboBox:
        combo = QComboBox(self)
        combo.setObjectName(name)
        for value in values:
            combo.addItem("", value)
        if name == "felt":
            for i, value in enumerate(values):
                swatch = QPixmap(18, 18)
                swatch.fill(QColor(value))
                combo.setItemIcon(i, QIcon(swatch))
        return combo

    def refresh(self) -> None:
        """Show what the settings are now: the menus (language, speed) and a new game's
        level change them while this dialog is kept, closed or open."""
        s = self.settings
        current = ((self.language, s.language or self.shown_language()), (self.speed, s.speed),
                   (self.deck, s.deck), (self.back, s.back), (self.felt, s.felt),
                   (self.level, s.ai_level))
        # Quietly: showing a value is not choosing it.
        for combo, value in current:
            combo.blockSignals(True)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            combo.blockSignals(False)
        for box, on in ((self.confirm, s.confirm_abandon), (self.undo, s.allow_undo),
                        (self.auto_last, s.auto_last_card), (self.sound, s.sound)):
            box.blockSignals(True)
            box.setChecked(on)
            box.blockSignals(False)
        self.volume.blockSignals(True)
        self.volume.setValue(s.volume)
        self.volume.blockSignals(False)
        self.volume.setEnabled(s.sound)
        self._show_preview()

    def _apply(self) -> None:
        s = self.settings
        s.language = str(self.language.currentData())
        s.speed = str(self.speed.currentData())
        s.deck = str(self.deck.currentData())
        s.back = str(self.back.currentData())
        s.felt = str(self.felt.currentData())
        s.ai_level = str(self.level.currentData())
        s.confirm_abandon = self.confirm.isChecked()
        s.allow_undo = self.undo.isChecked()
        s.auto_last_card = self.auto_last.isChecked()
        s.sound = self.sound.isChecked()
        s.volume = self.volume.value()
        self.volume.setEnabled(s.sound)
        self._show_preview()
        self.changed.emit()

    def _show_preview(self) -> None:
        art = CardArt(self.settings.deck, self.settings.back)
        dpr = self.devicePixelRatioF()
        for label, code in zip(self.preview_cards, ("AS", "KH", "QD", None), strict=True):
            card = Card.parse(code) if code else None
            label.setPixmap(art.pixmap(card, 64, dpr))
        palette = self.preview_frame.palette()
        palette.setColor(self.preview_frame.backgroundRole(), QColor(self.settings.felt))
        self.preview_frame.setPalette(palette)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(460, 480)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        texts = (self.tr("Language:"), self.tr("Animation speed:"), self.tr("Cards:"),
                 self.tr("Card backs:"), self.tr("Table colour:"),
                 self.tr("Computer players:"))
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        names = {
            "en": "English", "fa": "فارسی",  # each language named in itself
            "instant": self.tr("Instant"), "fast": self.tr("Fast"),
            "normal": self.tr("Normal"), "slow": self.tr("Slow"),
            "classic": self.tr("Classic (David Bellot)"), "anglo": self.tr("Anglo"),
            "tango": self.tr("Tango"),
            "deck": self.tr("The deck's own"), "persian-red": self.tr("Persian red"),
            "turquoise": self.tr("Turquoise"), "green": self.tr("Green"),
            FELTS[0]: self.tr("Green baize"), FELTS[1]: self.tr("Blue"),
            FELTS[2]: self.tr("Wine red"), FELTS[3]: self.tr("Walnut"),
            FELTS[4]: self.tr("Charcoal"),
            "random": self.tr("Beginner (random cards)"), "easy": self.tr("Easy (sensible play)"),
        }
        # The levels apart: "normal" is a speed too.
        levels = {"normal": self.tr("Normal (thinks ahead)"),
                  "hard": self.tr("Hard (thinks longest)")}
        for combo in (self.language, self.speed, self.deck, self.back, self.felt, self.level):
            for i in range(combo.count()):
                key = str(combo.itemData(i))
                level = levels.get(key) if combo is self.level else None
                combo.setItemText(i, level or names.get(key, key))
        self.confirm.setText(self.tr("Ask before leaving a game in progress"))
        self.undo.setText(self.tr("Allow taking back moves (undo)"))
        self.auto_last.setText(self.tr("Play my last card for me when it is the only one"))
        self.sound.setText(self.tr("Play sounds"))
        self.volume_label.setText(self.tr("Volume:"))
        self.volume.setAccessibleName(self.tr("Sound volume"))
