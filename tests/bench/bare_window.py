"""The yardstick for start-up: a bare PySide6 main window with a label, shown, then exit.

It prints the same line as `cardtable --startup-time`, timed the same way: from the start
of `main()`, after the interpreter and the module's imports (Qt's among them), to `show()`
returning.
"""

from __future__ import annotations

import sys
import time

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main() -> int:
    started = time.perf_counter()
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setCentralWidget(QLabel("Card Table", window))
    window.show()
    print(f"main window shown after {time.perf_counter() - started:.3f} s", flush=True)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
