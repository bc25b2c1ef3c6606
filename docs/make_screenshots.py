"""Screenshots of the app for the README and for looking at the table, in both languages.

usage: QT_QPA_PLATFORM=offscreen python docs/make_screenshots.py OUTDIR
"""

from __future__ import annotations

import os
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp())

from PySide6.QtWidgets import QApplication  # noqa: E402

from cardtable.rules.hokm import HokmOptions  # noqa: E402
from cardtable.ui.app import create_app  # noqa: E402
from cardtable.ui.main_window import MainWindow  # noqa: E402


def pump(ms: int) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


def main() -> None:
    out = sys.argv[1] if len(sys.argv) > 1 else "shots"
    os.makedirs(out, exist_ok=True)
    app, localizer, settings = create_app(sys.argv)
    settings.speed = "fast"
    window = MainWindow(localizer, settings)
    window.set_speed("fast")
    window.resize(1180, 780)
    window.show()
    pump(300)
    window.grab().save(os.path.join(out, "library-en.png"))
    window.start_game("hokm", HokmOptions(), "easy", seed=7)
    table = window.table
    for _ in range(400):
        pump(50)
        if table.session and table.session.human_to_act() and not table.view.animator.busy:
            break
    window.grab().save(os.path.join(out, "table-en.png"))
    window.set_language("fa")
    pump(300)
    window.grab().save(os.path.join(out, "table-fa.png"))
    window.show_library()
    pump(200)
    window.grab().save(os.path.join(out, "library-fa.png"))
    app.quit()


if __name__ == "__main__":
    main()
