"""Start-up: the window shows before anything only a table needs is imported or built (the
games' rules and tables, the AI, sessions, records, the dialogs, Qt's SVG module), and the
table and the deck come when the first game does."""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
from pathlib import Path

from cardtable.cards import Card
from cardtable.rules.hokm import HokmOptions
from cardtable.ui.app import create_app
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table.card_art import CardArt

ROOT = Path(__file__).resolve().parents[2]

#: Shows the main window the way `cardtable --startup-time` does, then lists what is loaded.
START = """
import json, sys
from cardtable.ui.app import main
assert main(["cardtable", "--startup-time"]) == 0
print(json.dumps(sorted(sys.modules)))
"""
#: What listing the games in the library needs from the catalog alone.
CATALOG = """
import json, sys
from cardtable.ui import catalog
for game_id in catalog.ORDER:
    catalog.playable(game_id), catalog.game_name(game_id), catalog.game_blurb(game_id)
    catalog.game_players(game_id)
print(json.dumps(sorted(sys.modules)))
"""


def loaded_modules(code: str, tmp_path: Path) -> set[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_HOME=str(tmp_path),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
                                                         os.environ.get("PYTHONPATH")])))
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return set(json.loads(done.stdout.strip().splitlines()[-1]))


#: Modules only a table, a game or a dialog uses (each game's rules and table module are
#: named by `needed_only_at_a_table` below).
TABLE_ONLY = {"cardtable.session", "cardtable.records", "cardtable.ui.table.screen",
              "cardtable.ui.table.view", "cardtable.ui.table.ai_worker",
              "cardtable.ui.dialogs.new_game", "cardtable.ui.dialogs.settings",
              "cardtable.ui.dialogs.sheets", "PySide6.QtSvg"}


def needed_only_at_a_table(name: str) -> bool:
    """A module the library has no use for: the AI, a game's rules or table, a dialog."""
    if name in TABLE_ONLY or name == "cardtable.ai" or name.startswith("cardtable.ai."):
        return True
    for package in ("cardtable.rules.", "cardtable.ui.games."):
        # The registries and the shared base classes may load at start.
        if name.startswith(package) and name[len(package):] not in ("registry", "base"):
            return True
    return False


def test_the_predicate_names_what_a_table_needs():
    assert needed_only_at_a_table("cardtable.rules.hokm")
    assert needed_only_at_a_table("cardtable.ui.games.golf")
    assert needed_only_at_a_table("cardtable.ai.search")
    assert needed_only_at_a_table("PySide6.QtSvg")
    assert needed_only_at_a_table("cardtable.ui.table.screen")
    assert not needed_only_at_a_table("cardtable.rules.registry")
    assert not needed_only_at_a_table("cardtable.ui.games.registry")
    assert not needed_only_at_a_table("cardtable.ui.catalog")
    assert not needed_only_at_a_table("cardtable.ui.main_window")


def test_showing_the_window_loads_nothing_a_table_needs_beyond_what_the_catalog_does(tmp_path):
    """The start path's own imports are lazy: whatever of a game it loads, the catalog's
    listing of the games loaded (see the next test for that part)."""
    loaded = loaded_modules(START, tmp_path)
    assert "cardtable.ui.main_window" in loaded
    started = {m for m in loaded if needed_only_at_a_table(m)}
    catalog = {m for m in loaded_modules(CATALOG, tmp_path) if needed_only_at_a_table(m)}
    assert started - catalog == set()


def test_showing_the_window_loads_no_game(tmp_path):
    """The library's tiles get their player counts (read from each game's rules) only after
    the window is shown: showing it loads no game's rules, table or AI."""
    loaded = loaded_modules(START, tmp_path)
    assert "cardtable.ui.main_window" in loaded
    assert {m for m in loaded if needed_only_at_a_table(m)} == set()


def test_the_player_counts_arrive_once_the_window_shows(qtbot):
    window = make_window(qtbot)
    tile = window.library.tiles[0]
    height = tile.players.minimumHeight()
    assert tile.players.text() == "" and height > 0  # its room kept before the count comes
    window.show()
    qtbot.waitUntil(lambda: all(t.players.text() for t in window.library.tiles), timeout=3000)
    hokm = next(t for t in window.library.tiles if t.game_id == "hokm")
    assert hokm.players.text() == "4 players"
    window.close()


def test_every_game_has_its_picture_once_the_window_shows(qtbot):
    """Each tile shows its game's cards (assets/library, drawn by
    packaging/library_pictures.py), in the room kept for it from the start."""
    window = make_window(qtbot)
    tiles = window.library.tiles
    assert all(t.picture.height() > 0 for t in tiles)
    qtbot.waitUntil(lambda: all(t.players.text() for t in tiles), timeout=3000)
    pictures = [t.picture.pixmap() for t in tiles]
    assert all(p is not None and not p.isNull() for p in pictures)
    assert len({p.toImage().bits().tobytes() for p in pictures}) == len(tiles)  # each its own
    assert all(p.deviceIndependentSize().height() <= t.picture.height()
               for p, t in zip(pictures, tiles, strict=True))


def make_window(qtbot) -> MainWindow:
    _, localizer, settings = create_app([])
    localizer.set_language("en")
    win = MainWindow(localizer, settings)
    qtbot.addWidget(win)
    win.show()
    return win


def test_the_table_and_the_deck_come_with_the_first_game(qtbot):
    win = make_window(qtbot)
    assert win._table is None and win._art is None
    assert win.stack.count() == 1 and win.stack.currentWidget() is win.library
    assert all(tile.button.isEnabled() for tile in win.library.tiles)
    assert not win.act_undo.isEnabled() and not win.act_hint.isEnabled()
    win.set_speed("instant")
    win.start_game("hokm", HokmOptions(), "easy", seed=3)
    assert win.stack.currentWidget() is win.table and win.stack.count() == 2
    assert win.art.loaded and win.table.view.art is win.art
    qtbot.waitUntil(lambda: not win.table.view.animator.busy, timeout=10000)
    assert win.act_hint.isEnabled() and win.table.view.human_hand()
    win.show_library()
    assert win.stack.currentWidget() is win.library and not win.act_hint.isEnabled()


def test_choosing_a_game_in_the_persian_library_opens_its_table(qtbot, monkeypatch):
    """The first table, built by the Play button after a switch to Persian, is Persian."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialog

    monkeypatch.setattr("cardtable.ui.dialogs.new_game.NewGameDialog.exec",
                        lambda self: QDialog.DialogCode.Accepted)
    win = make_window(qtbot)
    win.set_speed("instant")
    win.set_language("fa")
    assert win._table is None
    tile = next(t for t in win.library.tiles if t.game_id == "golf")
    tile.button.click()
    assert win.stack.currentWidget() is win.table and win.table.session is not None
    assert win.table.session.game.id == "golf" and win.current_game == "golf"
    assert win.table.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert win.act_rules.text() != "&Rules of Nine-Card Golf"  # the menus are Persian too
    win.set_language("en")
    qtbot.waitUntil(lambda: win.act_rules.text() == "&Rules of Nine-Card Golf", timeout=5000)
    assert win.table.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_settings_changed_before_any_table_reach_the_first_one(qtbot):
    win = make_window(qtbot)
    win.settings.deck, win.settings.back, win.settings.allow_undo = "tango", "green", False
    win.apply_settings()
    assert win._table is None
    win.set_speed("instant")
    win.start_game("hokm", HokmOptions(), "easy", seed=3)
    assert (win.art.deck, win.art.back) == ("tango", "green")
    assert not win.table.undo_allowed and not win.act_undo.isEnabled()


def test_card_art_reads_its_deck_at_the_first_card_drawn_or_measured(qtbot):
    art = CardArt("anglo", "green")
    assert not art.loaded
    face = art.pixmap(Card.parse("QS"), 60, 1.0)
    assert art.loaded and art.ok and not face.isNull()
    classic = CardArt("classic")
    assert 1.3 < classic.ratio < 1.6 and classic.loaded
    art.set_theme("classic", "deck")
    assert not art.loaded and art.ratio == classic.ratio and art.loaded



def test_the_crash_guard_starts_no_process_to_name_the_system(monkeypatch):
    """The start line of the log names the system without running `uname -p`."""
    from cardtable.ui import crash

    # platform caches what it found: forget it, so a process it would start is seen here.
    monkeypatch.setattr(platform, "_uname_cache", None, raising=False)
    monkeypatch.setattr(platform, "_platform_cache", {}, raising=False)

    def refuse(*args, **kwargs):
        raise AssertionError(f"a process was started at start-up: {args}")

    monkeypatch.setattr(subprocess, "Popen", refuse)
    guard = crash.CrashGuard().install()
    guard.uninstall()
    for handler in crash.log.handlers:
        handler.flush()
    line = crash.log_path().read_text(encoding="utf-8").splitlines()[-1]
    assert "started (Python" in line and platform.system() in line
