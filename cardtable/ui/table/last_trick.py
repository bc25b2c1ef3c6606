"""The last trick, shown again on demand: each card with the seat that played it, in the
order they were played, and who took it (Edit > Last trick, or the L key)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from cardtable.cards import Card
from cardtable.rules.base import CardMoved, Event, RoundStarted, TrickWon
from cardtable.ui.table.card_art import CardArt
from cardtable.ui.words import card_name, fill

Plays = tuple[tuple[int, Card], ...]


class TrickMemory:
    """Who played which card into the trick now forming, and the last trick taken, read
    from the model's events as the table receives them."""

    def __init__(self) -> None:
        self.forming: list[tuple[int, Card]] = []
        self.last: Plays = ()
        self.winner: int | None = None

    def clear(self) -> None:
        self.forming, self.last, self.winner = [], (), None

    def feed(self, events: Iterable[Event]) -> None:
        for ev in events:
            dst = ev.dst if isinstance(ev, CardMoved) else ()
            # A seat's card of the trick: ("trick", seat); a game with one trick pile
            # (a zone ("trick",)) says nothing of who played what.
            if len(dst) == 2 and dst[0] == "trick" and isinstance(dst[1], int):
                assert isinstance(ev, CardMoved)
                self.forming.append((dst[1], ev.card))
            elif isinstance(ev, TrickWon):
                played = {card: seat for seat, card in self.forming}
                # In the order played; a card the table did not see laid keeps the model's.
                self.last = tuple((played[c], c) for c in ev.cards if c in played)
                self.winner = ev.winner if self.last else None
                self.forming = []
            elif isinstance(ev, RoundStarted):
                self.clear()


class LastTrickDialog(QDialog):
    """The last trick's cards in a row, each over the name of the seat that played it."""

    CARD_WIDTH = 90

    def __init__(self, memory: TrickMemory, art: CardArt, name: Callable[[int], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("last-trick")
        self.setWindowTitle(self.tr("Last trick"))
        box = QVBoxLayout(self)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        self.cards: list[QLabel] = []
        self.names: list[QLabel] = []
        dpr = self.devicePixelRatioF()
        for column, (seat, card) in enumerate(memory.last):
            picture = QLabel(self)
            picture.setPixmap(art.pixmap(card, self.CARD_WIDTH, dpr))
            picture.setAccessibleName(card_name(card))
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            who = QLabel(name(seat), self)
            who.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if seat == memory.winner:
                who.setStyleSheet("font-weight: bold;")
            grid.addWidget(picture, 0, column)
            grid.addWidget(who, 1, column)
            self.cards.append(picture)
            self.names.append(who)
        box.addLayout(grid)
        self.taken = QLabel(self)
        self.taken.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if memory.winner is not None:
            self.taken.setText(fill(self.tr("Taken by %1"), name(memory.winner)))
        box.addWidget(self.taken)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
