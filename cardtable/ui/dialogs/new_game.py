"""The new-game dialog: the number of players, a game's options, the computer players'
level. The model checks the options; the dialog only offers them."""

from __future__ import annotations

import random
from typing import Any

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
from cardtable.rules.base import Options, RecordError
from cardtable.rules.registry import find_game
from cardtable.ui.catalog import game_name
from cardtable.ui.games.base import GameUI, OptionSpec
from cardtable.ui.words import fill, num


class NewGameDialog(QDialog):
    def __init__(self, ui: type[GameUI], level: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new-game-dialog")
        self.ui = ui
        self.game = find_game(ui.game_id)
        self.specs = ui.option_specs()
        defaults = self.game.options_class()
        box = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        box.addWidget(self.heading)
        self.form = QFormLayout()
        self.players = QComboBox(self)
        self.players.setObjectName("players")
        for n in range(self.game.min_players, self.game.max_players + 1):
            try:
                self.game.check_players(n)  # Shelem: two or four, never three
            except RecordError:
                continue
            self.players.addItem("", n)
        wanted = ui.default_players or self.game.min_players
        self.players.setCurrentIndex(max(0, self.players.findData(wanted)))
        self.players.currentIndexChanged.connect(self.retranslate)
        self.players_label = QLabel(self)
        if self.players.count() > 1:
            self.form.addRow(self.players_label, self.players)
        else:
            self.players.hide()
            self.players_label.hide()
        self.fields: dict[str, tuple[OptionSpec, QWidget, QLabel]] = {}
        for spec in self.specs:
            default = getattr(defaults, spec.name)
            widget: QWidget
            if spec.choices:
                combo = QComboBox(self)
                for value, _ in spec.choices:
                    combo.addItem("", value)
                combo.setCurrentIndex(max(0, combo.findData(default)))
                widget = combo
            elif isinstance(default, bool):
                check = QCheckBox(self)
                check.setChecked(default)
                widget = check
            else:
                spin = QSpinBox(self)
                # "5,000" / «۵٬۰۰۰», as the rest of the app writes thousands.
                spin.setGroupSeparatorShown(True)
                spin.setRange(spec.minimum, spec.maximum)
                spin.setValue(int(default))
                widget = spin
            widget.setObjectName(f"option-{spec.name}")
            label = QLabel(self)
            self.form.addRow(label, widget)
            self.fields[spec.name] = (spec, widget, label)
        self.level = QComboBox(self)
        self.level.setObjectName("ai-level")
        for name in LEVELS:
            self.level.addItem("", name)
        self.level.setCurrentIndex(max(0, self.level.findData(level)))
        self.level_label = QLabel(self)
        if self.game.max_players > 1:  # a fortune is one person's alone: no computer players
            self.form.addRow(self.level_label, self.level)
        else:
            self.level.hide()
            self.level_label.hide()
        box.addLayout(self.form)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b00020;")
        self.error.setWordWrap(True)
        self.error.hide()
        box.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        self._options: Options = defaults
        self.retranslate()

    # ------------------------------------------------------------- values

    def player_count(self) -> int:
        return int(self.players.currentData())

    def ai_level(self) -> str:
        return str(self.level.currentData())

    def options(self) -> Options:
        return self._options

    def _raw_options(self) -> dict[str, Any]:
        raw: dict[str, Any] = {}
        defaults = self.game.options_class()
        for name, (_spec, widget, _label) in self.fields.items():
            if isinstance(widget, QComboBox):
                value: Any = widget.currentData()
            elif isinstance(widget, QCheckBox):
                value = widget.isChecked()
            else:
                assert isinstance(widget, QSpinBox)
                value = widget.value()
            if value != getattr(defaults, name):
                raw[name] = value
        return raw

    def _accept(self) -> None:
        try:
            self._options = self.game.options_class.from_record(self._raw_options())
            # Some options depend on the table (one pack of Mau-Mau seats five at most):
            # the model checks a trial deal for this many players.
            players = self.player_count()
            trial = self.game.random_deal(players, {}, random.Random(0), self._options)
            self.game.new_state(self._options, players, trial)
        except RecordError as exc:  # the model's own check, worded for the user
            self.error.setText(fill(self.tr("These options do not go together: %1"), str(exc)))
            self.error.show()
            return
        self.accept()

    # -------------------------------------------------------- translation

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(fill(self.tr("New game of %1"), game_name(self.game.id)))
        self.heading.setText(self.ui.intro(self.player_count()))
        self.heading.setVisible(bool(self.heading.text()))
        self.players_label.setText(self.tr("Players:"))
        for i in range(self.players.count()):
            self.players.setItemText(i, num(int(self.players.itemData(i))))
        for spec, widget, label in self.fields.values():
            label.setText(spec.label())
            if isinstance(widget, QComboBox):
                for i, (_value, text) in enumerate(spec.choices):
                    widget.setItemText(i, text())
            elif isinstance(widget, QCheckBox):
                widget.setText(self.tr("Allowed"))
        self.level_label.setText(self.tr("Computer players:"))
        names = {"random": self.tr("Beginner (random cards)"),
                 "easy": self.tr("Easy (sensible play)"),
                 "normal": self.tr("Normal (thinks ahead)"),
                 "hard": self.tr("Hard (thinks longest)")}
        for i in range(self.level.count()):
            key = str(self.level.itemData(i))
            self.level.setItemText(i, names.get(key, key))

