"""The keys a game's prompts answer to, ahead of the table's own."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent


class GameKeys(QObject):
    """Hands the table's key presses to a game's `key_pressed` first; a key the game
    leaves (returns False) goes on to the table."""

    def __init__(self, handler: Callable[[QKeyEvent], bool]) -> None:
        super().__init__()
        self.handler = handler

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self.handler(event)
        return False
