"""Lists in the table's words: "A, B and C" in a sentence, "A, B" in a breakdown, each with
the language's own comma (Persian «،», never a Latin comma beside Persian words)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from cardtable.cards import Card
from cardtable.resources import i18n_dir
from cardtable.ui.wording.golf import best_grouping, explain
from cardtable.ui.words import listed, series


@pytest.fixture
def persian(qapp):
    translator = QTranslator()
    assert translator.load(str(i18n_dir() / "cardtable_fa.qm"))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_lists_in_english(qapp):
    assert listed([]) == "" and listed(["Dara"]) == "Dara"
    assert listed(["Dara", "Shirin"]) == "Dara and Shirin"
    assert listed(["Dara", "Shirin", "Kaveh"]) == "Dara, Shirin and Kaveh"
    assert series(["a", "b", "c"]) == "a, b, c"


def test_lists_in_persian(persian):
    assert listed(["دارا", "شیرین", "کاوه"]) == "دارا، شیرین و کاوه"
    assert series(["الف", "ب"]) == "الف، ب"


def test_golfs_breakdown_keeps_the_persian_comma(persian):
    grid = [Card.parse(c) for c in ("KS", "KH", "5D", "KC", "KD", "7S", "2C", "9H", "4S")]
    text = explain(grid, best_grouping(grid))
    assert "،" in text and "," not in text, text
