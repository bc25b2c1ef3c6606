"""Every table and dialog at a given scale, to look at for clipped or overlapping text.

usage: python docs/scaled_screens.py OUTDIR [--scale 2] [--only hokm,dialogs,...]
    one process per game and language (Qt reads QT_SCALE_FACTOR once, at start), each saving
    GAME-LANG-start.png (the human's first turn), -table.png (mid-round), -summary.png (the
    round's end) and -sheet.png (the score sheet); app-LANG-library.png, -settings.png and
    -new-game-GAME.png for the dialogs. The window is 1280x720 logical pixels, so at scale 2
    the pictures are 2560x1440.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time

SIZE = (1280, 720)
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def pump(ms: int) -> None:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


def wait(predicate, limit_s: float = 30) -> bool:
    end = time.monotonic() + limit_s
    while time.monotonic() < end:
        pump(20)
        if predicate():
            return True
    return False


def one_game(out: str, game_id: str, lang: str) -> None:
    from cardtable.ai.levels import make_player
    from cardtable.rules.registry import find_game
    from cardtable.ui.app import create_app
    from cardtable.ui.main_window import MainWindow

    app, localizer, settings = create_app([])
    settings.confirm_abandon = False
    window = MainWindow(localizer, settings)
    window.set_speed("instant")
    window.resize(*SIZE)
    window.show()
    window.set_language(lang)
    window.start_game(game_id, find_game(game_id).options_class(), "easy", seed=1)
    table = window.table
    session = table.session
    player, rng = make_player(game_id, "easy"), random.Random(1)

    def still() -> bool:
        return not table.view.animator.busy and not table._thinking

    def ready() -> bool:
        return still() and (session.state.round_over or session.human_to_act()
                            or bool(session.out_of_turn(table.human)))

    moves, shot = 0, False
    while wait(ready) and not session.state.round_over and moves < 300:
        if moves == 0:  # the first prompt: a bid, the trump, a stake...
            pump(300)
            window.grab().save(os.path.join(out, f"{game_id}-{lang}-start.png"))
        if moves == 3 and not shot:  # mid-round, the human to play
            pump(300)
            window.grab().save(os.path.join(out, f"{game_id}-{lang}-table.png"))
            shot = True
        if session.human_to_act():
            legal = session.legal_for(table.human)
            table.act(player.choose(session.state.view(table.human), legal, rng))
        else:
            table.act(session.out_of_turn(table.human)[0])
        if table.ui is not None:  # as if answered through its panel
            table.ui.hide_prompts()
        moves += 1
    summary = getattr(table.ui, "summary", None)  # a fortune has none: its result shows
    wait(lambda: still() and (summary is None or summary.isVisible()), 10)
    pump(500)
    if not shot:
        window.grab().save(os.path.join(out, f"{game_id}-{lang}-table.png"))
    window.grab().save(os.path.join(out, f"{game_id}-{lang}-summary.png"))
    window.show_score_sheet()
    pump(300)
    from cardtable.ui.dialogs.sheets import TableDialog

    sheet = window.findChild(TableDialog, "score-sheet")
    sheet.grab().save(os.path.join(out, f"{game_id}-{lang}-sheet.png"))
    table.stop()
    app.quit()


def dialogs(out: str, lang: str) -> None:
    from cardtable.ui.app import create_app
    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.games.registry import GAME_UIS
    from cardtable.ui.main_window import MainWindow

    app, localizer, settings = create_app([])
    window = MainWindow(localizer, settings)
    window.resize(*SIZE)
    window.show()
    window.set_language(lang)
    window.show_library()
    pump(400)
    window.grab().save(os.path.join(out, f"app-{lang}-library.png"))
    window.show_settings()
    pump(300)
    window.settings_dialog.grab().save(os.path.join(out, f"app-{lang}-settings.png"))
    window.settings_dialog.close()
    for game_id, ui in GAME_UIS.items():
        dialog = NewGameDialog(ui, "easy", window)
        dialog.show()
        pump(200)
        dialog.grab().save(os.path.join(out, f"app-{lang}-new-game-{game_id}.png"))
        dialog.close()
    app.quit()


def main(argv: list[str]) -> int:
    out = argv[1] if len(argv) > 1 else "scaled"
    os.makedirs(out, exist_ok=True)
    if len(argv) > 3 and argv[2] == "--one":  # a child process
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp())
        what, lang = argv[3], argv[4]
        if what == "dialogs":
            dialogs(out, lang)
        else:
            one_game(out, what, lang)
        return 0
    scale = argv[argv.index("--scale") + 1] if "--scale" in argv else "2"
    from cardtable.ui.games.registry import GAME_UIS

    only = argv[argv.index("--only") + 1].split(",") if "--only" in argv else None

    # Qt's offscreen screen is 800x800 pixels unless told otherwise: at 200% a dialog would
    # be squeezed into 400x400, which no real screen does. A screen of 1280x720 logical pixels:
    config = os.path.join(tempfile.mkdtemp(), "screen.json")
    with open(config, "w", encoding="utf-8") as f:
        json.dump({"screens": [{"name": "screen", "x": 0, "y": 0, "width": int(SIZE[0] * float(
            scale)), "height": int(SIZE[1] * float(scale)), "logicalDpi": 96, "logicalBpi": 96,
            "dpr": 1}]}, f)
    env = dict(os.environ, QT_SCALE_FACTOR=scale, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    failed = 0
    for what in ["dialogs", *GAME_UIS]:
        if only is not None and what not in only:
            continue
        for lang in ("en", "fa"):
            env["CARDTABLE_HOME"] = tempfile.mkdtemp()
            run = subprocess.run([sys.executable, __file__, out, "--one", what, lang], env=env,
                                 timeout=300)
            print(f"{what} {lang}: {'ok' if run.returncode == 0 else 'FAILED'}", flush=True)
            failed += run.returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
