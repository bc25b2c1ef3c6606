"""The table draws its felt once per size and colour (a cached background) and copies the
card pixmaps unfiltered: what it shows must still follow every change of colour and size,
and a card must look the same wherever it lies."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QGraphicsView

from cardtable.cards import Card
from cardtable.ui.table.card_art import CardArt
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.timings import Timing
from cardtable.ui.table.view import TableView


def table(qtbot, width: int = 400, height: int = 300) -> TableView:
    view = TableView(CardArt(), Timing("instant"))
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    view.setup(sides_for(2, 0), 0)
    return view


def shown(view: TableView) -> QImage:
    return view.viewport().grab().toImage()


def test_the_felt_is_cached_and_follows_its_colour(qtbot):
    view = table(qtbot)
    assert view.cacheMode() & QGraphicsView.CacheModeFlag.CacheBackground
    green = shown(view).pixelColor(200, 150)
    assert green.green() > green.red() + 30
    view.set_theme("classic", "deck", "#6b1f2e")  # wine red
    red = shown(view).pixelColor(200, 150)
    assert red.red() > red.green() + 30, red.name()
    view.set_theme("classic", "deck", "#1f6b43")
    assert shown(view).pixelColor(200, 150) == green


def test_the_felt_follows_the_tables_size(qtbot):
    view = table(qtbot)
    before = shown(view)
    # The gradient is lightest at the table's centre: after a resize, at the new centre.
    assert before.pixelColor(200, 150).lightness() > before.pixelColor(390, 150).lightness()
    view.resize(800, 300)
    qtbot.waitUntil(lambda: view.viewport().width() == 800)
    after = shown(view)
    assert after.width() == 800
    assert after.pixelColor(400, 150).lightness() > after.pixelColor(200, 150).lightness()
    assert after.pixelColor(400, 150) == before.pixelColor(200, 150)


def test_a_card_is_drawn_alike_at_a_fraction_of_a_pixel(qtbot):
    view = table(qtbot)
    card = Card.parse("QH")
    sprite = view.place(card, ("deck",), ("hand", 0), True)
    sprite.setPos(QPointF(200, 150))
    whole = shown(view)
    sprite.setPos(QPointF(200.3, 150.2))  # copied to whole pixels, never blurred
    part = shown(view)
    rect = sprite.mapRectToScene(sprite.face_rect()).toAlignedRect().adjusted(2, 2, -2, -2)
    differ = sum(whole.pixelColor(x, y) != part.pixelColor(x, y)
                 for x in range(rect.left(), rect.right(), 3)
                 for y in range(rect.top(), rect.bottom(), 3))
    assert differ == 0
    assert QColor(whole.pixelColor(rect.center())) != view.felt  # the card is there
