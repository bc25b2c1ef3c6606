"""Draw the library's pictures: for each game a small fan of the cards that say what the
game is about (Hokm's first ace, Twenty-One's ace and king, Cheat's cards laid face down),
in the Classic deck, saved as assets/library/<game>.png. Committed, so the library shows
them without drawing a card at start-up.

usage: QT_QPA_PLATFORM=offscreen python3 packaging/library_pictures.py"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from cardtable.cards import Card  # noqa: E402

FANS: dict[str, tuple[str | None, ...]] = {
    "hokm": ("AS", "AH", "AD", "AC"),
    "shelem": ("5H", "TD", "AS", "5C", "TS"),
    "ninety-nine": ("9S", "9H", "9D"),
    "joker-spades": ("RJ", "BJ", "AS", "KS"),
    "pan": ("8S", "8H", "8C", "8D"),
    "mau-mau": ("7C", "8D", "JS", "AH"),
    "twenty-one": ("AS", "KH"),
    "cheat": (None, None, None, "AS"),
    "old-maid": ("5H", "5D", "QS"),
    "golf": ("2H", None, "KS", None, "5D"),
    "fortune-name": ("KH", "QH", "JH", "AH", "TH"),
    "fortune-family": ("KS", "QD", "JC", "KH", "QC"),
}
WIDTH, HEIGHT = 300, 150
"""The picture's size in pixels: drawn at twice the size it is shown (sharp on HiDPI)."""
CARD = 76
TILT = 9.0
"""Degrees between neighbouring cards of the fan."""


def draw(cards: tuple[str | None, ...], art) -> QImage:
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    n = len(cards)
    for i, code in enumerate(cards):
        pixmap = art.pixmap(Card.parse(code) if code else None, CARD, 1.0)
        angle = (i - (n - 1) / 2) * TILT
        painter.save()
        # Each card turns about a point below the fan, as a hand of cards is held.
        painter.translate(QPointF(WIDTH / 2, HEIGHT + 40))
        painter.rotate(angle)
        painter.drawPixmap(QPointF(-CARD / 2, -HEIGHT - 30), pixmap)
        painter.restore()
    painter.end()
    return image


def main() -> int:
    from cardtable.ui.table.card_art import CardArt

    app = QApplication.instance() or QApplication([])
    art = CardArt("classic", "deck")
    out = ROOT / "assets" / "library"
    out.mkdir(parents=True, exist_ok=True)
    for game, cards in FANS.items():
        draw(cards, art).save(str(out / f"{game}.png"))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
