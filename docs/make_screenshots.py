"""Screenshots of the app for the README and for looking at the table, in both languages.

usage: QT_QPA_PLATFORM=offscreen python docs/make_screenshots.py OUTDIR [LANG ...]
       (LANG: en, fa; both when none is given)
       QT_QPA_PLATFORM=offscreen python docs/make_screenshots.py OUTDIR --every-game [GAME ...]
       (every game, or those named, at four moments, both languages, two window sizes:
       docs/table_moments.py)

The README's gallery shows, in English and Persian: library-LANG.png, table-LANG.png (Hokm
mid-hand, cards on the table), shelem-score-sheet-LANG.png (the worked example of the Shelem
rules: a negative score, a shelem) and rules-LANG.png (Hokm's rules page).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp())
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "docs"))

from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from cardtable.rules.hokm import HokmOptions  # noqa: E402
from cardtable.ui.app import create_app  # noqa: E402
from cardtable.ui.main_window import MainWindow  # noqa: E402


def pump(ms: int) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


def wait_for_human(window: MainWindow, limit_s: float = 30) -> bool:
    table = window.table
    end = time.monotonic() + limit_s
    while time.monotonic() < end:
        pump(30)
        session = table.session
        if session is None:
            return False
        if session.state.round_over and table.ui is not None and table.ui.summary.isVisible():
            return False
        if session.human_to_act() and not table.view.animator.busy and not table._thinking:
            return True
    return False


def shoot(window: MainWindow, out: str, name: str) -> None:
    window.grab().save(os.path.join(out, name))


def shelem_example() -> str:
    """The Shelem rules' worked example (four hands) as a record file."""
    sys.path.insert(0, os.path.join(ROOT, "tests", "rules"))
    from test_shelem import worked_example

    path = os.path.join(tempfile.mkdtemp(), "shelem-example.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(worked_example(), f)
    return path


def every_game(out: str) -> None:
    from table_moments import shoot_every_game

    from cardtable.ui.games.registry import GAME_UIS

    games = [a for a in sys.argv[3:] if a in GAME_UIS] or list(GAME_UIS)
    app, localizer, settings = create_app(sys.argv[:1])
    window = MainWindow(localizer, settings)
    window.show()
    shoot_every_game(window, out, ["en", "fa"], games)


def main() -> None:
    out = sys.argv[1] if len(sys.argv) > 1 else "shots"
    if sys.argv[2:3] == ["--every-game"]:
        every_game(out)
        return
    languages = [a for a in sys.argv[2:] if a in ("en", "fa")] or ["en", "fa"]
    os.makedirs(out, exist_ok=True)
    app, localizer, settings = create_app(sys.argv[:1])
    from cardtable.storage import Statistics

    stats = Statistics()  # a few games already played, so the statistics show figures
    for won, score in ((True, 9), (False, 4), (True, 7), (True, 8)):
        stats.record("hokm", Statistics.variant(4, {}), won, score)
    stats.record("hokm", Statistics.variant(4, {"sets": 2}), False, 11)
    stats.save()
    settings.confirm_abandon = False
    window = MainWindow(localizer, settings)
    window.set_speed("fast")
    window.resize(1180, 780)
    window.show()
    for lang in languages:
        window.set_language(lang)
        window.show_library()
        pump(300)
        if window.library.banner.isVisible():  # the last language's game, left unfinished
            window.library.discard_button.click()
            pump(300)
        shoot(window, out, f"library-{lang}.png")
        window.start_game("hokm", HokmOptions(), "easy", seed=1)  # seed 1: you are hakem
        table = window.table
        shot, mid_hand = 0, False
        while wait_for_human(window):
            session = table.session
            assert session is not None
            legal = session.legal_for(table.human)
            if shot in (0, 3, 9):
                shoot(window, out, f"table-{lang}-{shot}.png")
            if shot >= 3 and len(session.state.trick) >= 2 and not mid_hand:  # the gallery's
                shoot(window, out, f"table-{lang}.png")
                mid_hand = True
            shot += 1
            if table.ui.trump_panel.isVisible():
                table.ui._choose_trump(legal[0].suit)
            elif table.ui.bam_panel.isVisible():
                table.ui._bam(False)
            else:
                table._card_clicked(table.view.playable_sprites()[0].card)
        pump(500)
        shoot(window, out, f"summary-{lang}.png")
        window.show_score_sheet()
        pump(200)
        sheet = window.findChild(QWidget, "score-sheet")
        sheet.grab().save(os.path.join(out, f"score-sheet-{lang}.png"))
        sheet.close()
        window.show_rules("hokm")
        pump(200)
        window.rules_dialog.resize(640, 620)
        pump(100)
        window.rules_dialog.grab().save(os.path.join(out, f"rules-{lang}.png"))
        window.rules_dialog.close()
        window.show_settings()
        pump(200)
        window.settings_dialog.grab().save(os.path.join(out, f"settings-{lang}.png"))
        window.settings_dialog.close()
        window.show_statistics()
        pump(200)
        stats = window.findChild(QWidget, "statistics")
        stats.grab().save(os.path.join(out, f"statistics-{lang}.png"))
        stats.close()
        # A game left in the middle, and the next start resuming it.
        window.table.ui._next()
        wait_for_human(window)
        for _ in range(3):
            table._card_clicked(table.view.playable_sprites()[0].card) if (
                table.view.playable_sprites()) else None
            wait_for_human(window)
        window.show_library()
        pump(300)
        shoot(window, out, f"resume-offer-{lang}.png")
        window.library.resume_button.click()
        wait_for_human(window)
        pump(300)
        shoot(window, out, f"resumed-{lang}.png")
        # The Shelem score sheet, replayed from the worked example of its rules.
        assert window.replay_file(shelem_example())
        window.table.replay_seek(window.table.replay_total)
        pump(500)
        window.show_score_sheet()
        pump(200)
        sheet = window.findChild(QWidget, "score-sheet")
        sheet.resize(560, 300)
        pump(100)
        sheet.grab().save(os.path.join(out, f"shelem-score-sheet-{lang}.png"))
        sheet.close()
    app.quit()


if __name__ == "__main__":
    main()
