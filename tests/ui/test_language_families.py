"""Switching language in the middle of a game, one game of each family: a round is played to
its end, the score sheet stays open, the next round starts, and the window goes to Persian and
back while cards are in hand. The direction, the words, the digits of the score sheet and the
name plates change; the game itself does not.

(The tests of each table switch at the round's summary; these switch mid-round with the score
sheet open, the case a player meets most.)"""

from __future__ import annotations

import random
import re

import pytest
from app_window import open_app_window
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from cardtable.ai.levels import make_player
from cardtable.rules.registry import find_game
from cardtable.ui.dialogs.sheets import TableDialog
from cardtable.ui.table.panels import Panel

PERSIAN_DIGITS = set("۰۱۲۳۴۵۶۷۸۹")
PERSIAN_LETTERS = re.compile("[\u0600-\u06ff]")

# Shedding is Mau-Mau: a round of Pan between computer players can run for minutes (they
# take and play back), too long for a test; tests/ui/test_pan_table.py switches Pan's table.
FAMILIES = [  # (family, game, seed)
    ("trick-taking", "hokm", 1),
    ("trick-taking", "shelem", 2),
    ("trick-taking", "joker-spades", 3),
    ("trick-taking", "ninety-nine", 4),
    ("shedding", "mau-mau", 6),
    ("banking", "twenty-one", 7),
    ("golf", "golf", 8),
    ("fortunes", "fortune-family", 9),
]


@pytest.fixture
def window(qtbot):
    win = open_app_window(qtbot, (1280, 720))
    win.settings.confirm_abandon = False
    yield win
    win.table.stop()
    win.localizer.set_language("en")


def still(table) -> bool:
    return not table.view.animator.busy and not table._thinking


def play_human(qtbot, window, rng, moves: int | None = None) -> int:
    """Play the human's turns with a computer player's choices until the round is over (or
    `moves` turns have been played); the number of turns played comes back."""
    table = window.table
    session = table.session
    player = make_player(session.game.id, "easy")
    played = 0

    def ready() -> bool:
        state = table.session.state
        return still(table) and (state.round_over or table.session.human_to_act()
                                 or bool(table.session.out_of_turn(table.human)))

    while not session.state.round_over and (moves is None or played < moves):
        qtbot.waitUntil(ready, timeout=20000)
        if session.state.round_over:
            break
        if session.human_to_act():
            legal = session.legal_for(table.human)
            table.act(player.choose(session.state.view(table.human), legal, rng))
        else:  # a call out of turn the table waits for (Mau-Mau's "Last card!")
            table.act(session.out_of_turn(table.human)[0])
        table.ui.hide_prompts()  # as if answered through its panel
        played += 1
        assert played < 3000
    return played


def card_rect(view, sprite) -> QRect:
    """The card itself on screen (a sprite's bounding box also holds the room it rises into)."""
    return view.mapFromScene(sprite.mapRectToScene(sprite.face_rect())).boundingRect()


def covered(table) -> list[str]:
    """Name plates under a panel, the information box or a card; cards under the info box."""
    view, ui = table.view, table.ui
    panels = [w for w in vars(ui).values() if isinstance(w, Panel) and w.isVisible()]
    info = getattr(ui, "info", None)
    boxes = panels + ([info] if info is not None and info.isVisible() else [])
    cards = [(zone, card_rect(view, s)) for zone, sprites in view.zones.items()
             for s in sprites if s.isVisible()]
    problems = []
    for seat, plate in table.plates.items():
        if not plate.isVisible():
            continue
        problems += [f"plate {seat} under {type(b).__name__} {b.objectName()!r}"
                     for b in boxes if b.geometry().intersects(plate.geometry())]
        problems += [f"plate {seat} under a card of {zone}" for zone, rect in cards
                     if rect.intersects(plate.geometry())]
    if info is not None and info.isVisible():
        problems += [f"a card of {zone} under the info box" for zone, rect in cards
                     if zone[0] in ("hand", "won") and rect.intersects(info.geometry())]
    return sorted(set(problems))


def sheet_cells(sheet: TableDialog) -> list[str]:
    table = sheet.table
    return [table.item(r, c).text() for r in range(table.rowCount())
            for c in range(table.columnCount()) if table.item(r, c) is not None]


def sheet_headers(sheet: TableDialog) -> list[str]:
    table = sheet.table
    return [table.horizontalHeaderItem(i).text() for i in range(table.columnCount())]


@pytest.mark.parametrize(("family", "game_id", "seed"), FAMILIES,
                         ids=[f"{f}-{g}" for f, g, _ in FAMILIES])
def test_switching_mid_round_with_the_score_sheet_open(qtbot, window, family, game_id, seed):
    rng = random.Random(seed)
    window.start_game(game_id, find_game(game_id).options_class(), "easy", seed=seed)
    table = window.table
    session = table.session
    play_human(qtbot, window, rng)
    qtbot.waitUntil(lambda: session.state.round_over and still(table), timeout=20000)
    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    assert sheet is not None and sheet.isVisible()
    english_headers = sheet_headers(sheet)
    assert sheet_cells(sheet), "a finished round has a row on the score sheet"
    assert any(re.search("[0-9]", c) for c in sheet_cells(sheet))

    if not session.state.match_over:  # into the next round, cards in hand
        table.ui.hide_prompts()  # as the summary's own button does
        table.next_round()
        qtbot.waitUntil(lambda: still(table) and not session.state.round_over, timeout=20000)
        assert play_human(qtbot, window, rng, moves=1) == 1
        qtbot.waitUntil(lambda: still(table), timeout=20000)
        assert not session.state.round_over  # mid-round
    state = session.state
    rounds = len(session.record.rounds)
    hand = list(state.hands[table.human]) if hasattr(state, "hands") else None
    plate = table.plates[table.human].text()
    assert covered(table) == []  # at 1280x720: plates, cards and boxes clear of each other

    window.language_actions["fa"].trigger()
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    qtbot.waitUntil(lambda: window.game_menu.title() == "&بازی", timeout=3000)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert sheet.layoutDirection() == Qt.LayoutDirection.RightToLeft
    qtbot.waitUntil(lambda: sheet_headers(sheet) != english_headers, timeout=3000)
    headers, cells = sheet_headers(sheet), sheet_cells(sheet)
    assert all(PERSIAN_LETTERS.search(h) or not re.search("[A-Za-z]", h) for h in headers), \
        headers
    assert any(PERSIAN_DIGITS & set(c) for c in cells), cells
    assert not any(re.search("[0-9]", c) for c in cells), cells  # no Latin digit is left
    assert table.plates[table.human].text() != plate
    assert PERSIAN_LETTERS.search(table.plates[table.human].text())
    labels = getattr(table.ui, "info_labels", [])
    if labels:  # the table's information box
        info = " ".join(label.text() for label in labels)
        assert PERSIAN_LETTERS.search(info) and not re.search(r"\b[A-Z][a-z]{3,}\b", info), info
    # The game did not move and the table was not mirrored: the human stays at the bottom.
    assert table.session is session and session.state is state
    assert len(session.record.rounds) == rounds
    if hand is not None:
        assert list(session.state.hands[table.human]) == hand
    assert table.view.sides[table.human] == "bottom"
    qtbot.waitUntil(lambda: still(table), timeout=5000)
    assert covered(table) == []  # the wider Persian plates and info box too

    window.language_actions["en"].trigger()
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    qtbot.waitUntil(lambda: sheet_headers(sheet) == english_headers, timeout=3000)
    assert sheet.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert not any(PERSIAN_DIGITS & set(c) for c in sheet_cells(sheet))
    assert table.plates[table.human].text() == plate
    sheet.close()
    if not session.state.match_over:  # and the game goes on
        play_human(qtbot, window, rng, moves=1)
