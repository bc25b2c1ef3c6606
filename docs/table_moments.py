"""Every game's table at four moments (your first decision, mid-round, the round's summary,
the match's end), in each language and window size, for looking at the tables side by side.

Run through docs/make_screenshots.py:
    QT_QPA_PLATFORM=offscreen python docs/make_screenshots.py OUTDIR --every-game [GAME ...]
Files: OUTDIR/<game>/<lang>-<width>x<height>-<n>-<moment>.png. Your moves are the first legal
one, or a random one (seed 1); the computer players play at random, so a match is short;
the options are each game's shortest match (`SHORT`). A fortune is stepped through to its
answer (it has no match: three moments).
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable

import attrs
from PySide6.QtCore import QPoint, QSize
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from cardtable.rules.registry import find_game
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table.match_end import MatchEndDialog
from cardtable.ui.table.panels import Panel

SIZES = ((1366, 768), (1920, 1080))
MOMENTS = ("first-decision", "mid-round", "round-summary", "match-end")
SHORT: dict[str, dict[str, object]] = {
    "hokm": {"hands_per_set": 1},
    "shelem": {"target": 330},
    "ninety-nine": {"games": 1},
    "twenty-one": {"cycles": 1, "bank_rounds": 1},
    "mau-mau": {"limit": 100},
}
"""Each game's options for its shortest match (the rest: the game's own defaults)."""
MID = 4
"""Your decision in the first round shown as "mid-round" (or your last, in a shorter one)."""
LIMIT_S = 420.0
"""A match not over by then is left (its match-end picture missing, said on the console)."""


def pump(ms: int) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


def match_dialog() -> MatchEndDialog | None:
    return next((w for w in QApplication.topLevelWidgets()
                 if isinstance(w, MatchEndDialog) and w.isVisible()), None)


def with_dialog(window: MainWindow, dialog: QWidget) -> QPixmap:
    """The window with a dialog over it, in its middle, as a player sees them."""
    picture = window.grab()
    painter = QPainter(picture)
    top = dialog.grab()
    at = QPoint((picture.width() - top.width()) // 2, (picture.height() - top.height()) // 2)
    painter.drawPixmap(at, top)
    painter.end()
    return picture


def _still(window: MainWindow) -> bool:
    table = window.table
    session = table.session
    if session is None or table.view.animator.busy:
        return False
    summary = table.ui is not None and table.ui.summary.isVisible()
    return session.human_to_act() or summary or match_dialog() is not None


def _wait(window: MainWindow, deadline: float) -> bool:
    while time.monotonic() < deadline:
        pump(20)
        if _still(window):
            pump(60)  # the last message and the turn band settle
            return True
    return False


def play_match(window: MainWindow, game_id: str, shoot: Callable[[str, QPixmap], None],
               rng: random.Random) -> list[str]:
    """Play `game_id` from its start to its match end, shooting the four moments; returns
    the moments not reached."""
    game = find_game(game_id)
    options = attrs.evolve(game.options_class(), **SHORT.get(game_id, {}))
    window.start_game(game_id, options, "random", seed=1)
    table = window.table
    deadline = time.monotonic() + LIMIT_S
    decisions, rounds_done, taken = 0, 0, set()
    while _wait(window, deadline):
        dialog = match_dialog()
        if dialog is not None:
            pump(1200)  # its fan opened
            shoot("match-end", with_dialog(window, dialog))
            taken.add("match-end")
            break
        session = table.session
        if table.ui.summary.isVisible():
            if rounds_done == 0:
                shoot("round-summary", window.grab())
                taken.add("round-summary")
            rounds_done += 1
            table.ui._next()  # the summary's button: the next round, or the match's end
            pump(100)
            continue
        legal = list(session.legal_for(table.human))
        if not legal:  # the table is still taking the last move in
            continue
        if rounds_done == 0 and decisions <= MID:
            # Mid-round: your MIDth decision, or your last of a short round (Twenty-One).
            name = "first-decision" if decisions == 0 else "mid-round"
            shoot(name, window.grab())
            taken.add(name)
        decisions += 1
        # Answered as its buttons would: the prompt closes.
        for widget in table.ui.spec_widgets().values():
            if isinstance(widget, Panel) and widget is not table.ui.summary:
                widget.hide()
        table.act(legal[0] if rng.random() < 0.5 else rng.choice(legal))
    return [m for m in MOMENTS if m not in taken]


def play_fortune(window: MainWindow, game_id: str,
                 shoot: Callable[[str, QPixmap], None]) -> list[str]:
    """A fortune has no opponents and no match: the name asked (or the layout), a few
    steps in, and the cards' answer, stepped through by its Step button."""
    game = find_game(game_id)
    window.start_game(game_id, game.options_class(), "random", seed=3)
    pump(800)
    ui = window.table.ui
    shoot("first-decision", window.grab())
    field = getattr(ui, "name_field", None)
    for _ in range(50):  # on a busy machine the name prompt may come late
        if field is None or field.isVisible():
            break
        pump(100)
    if field is not None and field.isVisible():
        rtl = QApplication.isRightToLeft()
        field.setText("شیرین" if rtl else "Shirin")
        ui.deal_button.click()
    taken = {"first-decision"}
    for step in range(1200):
        if ui.summary.isVisible():
            pump(300)
            shoot("round-summary", window.grab())
            taken.add("round-summary")
            break
        if step == 4:
            shoot("mid-round", window.grab())
            taken.add("mid-round")
        if ui.step_button.isVisible() and ui.step_button.isEnabled():
            ui.step_button.click()
        pump(150)
    return [m for m in MOMENTS[:-1] if m not in taken]


def shoot_every_game(window: MainWindow, out: str, languages: list[str],
                     games: list[str]) -> None:
    """Every game in `games`, each language, each size in `SIZES`."""
    window.settings.confirm_abandon = False
    window.set_speed("instant")
    window.screen_room = lambda: QSize(3840, 2160)  # type: ignore[method-assign]
    for game_id in games:
        folder = os.path.join(out, game_id)
        os.makedirs(folder, exist_ok=True)
        for lang in languages:
            window.set_language(lang)
            for width, height in SIZES:
                window.resize(width, height)
                pump(100)

                def shoot(moment: str, picture: QPixmap, w: int = width, h: int = height,
                          la: str = lang, at: str = folder) -> None:
                    n = MOMENTS.index(moment) + 1
                    picture.save(os.path.join(at, f"{la}-{w}x{h}-{n}-{moment}.png"))

                missing = (play_fortune(window, game_id, shoot)
                           if game_id.startswith("fortune-")
                           else play_match(window, game_id, shoot, random.Random(1)))
                dialog = match_dialog()
                if dialog is not None:
                    dialog.close()
                window.table.stop()
                window.show_library()
                if missing:
                    print(f"{game_id} {lang} {width}x{height}: not reached: "
                          + ", ".join(missing))
