"""Milliseconds to repaint the whole table (`viewport().grab()`), offscreen, in a window of
1920 x 1080: Hokm and Golf for four, mid-hand, with the table still; and the repaints the
table makes of itself while a card is in flight (its move animating), each timed in the
view's paint event.

    python3 tests/bench/bench_frames.py [--frames N] [--games hokm,golf]

Medians of N repaints (default 60) per figure; the CPU time of the process is printed
beside the wall time, as the machine may be shared.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtWidgets import QGraphicsView  # noqa: E402

from cardtable.rules.registry import find_game  # noqa: E402
from cardtable.ui.app import create_app  # noqa: E402
from cardtable.ui.main_window import MainWindow  # noqa: E402
from cardtable.ui.table.view import TableView  # noqa: E402

SIZE = (1920, 1080)


def wait(condition, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise TimeoutError("the table did not settle")
        QCoreApplication.processEvents()
        time.sleep(0.002)


def open_table(win: MainWindow, game_id: str, turns: int):
    """A table of four, your `turns` first moves played at random, the table settled."""
    win.set_speed("instant")
    win.start_game(game_id, find_game(game_id).options_class(), "random", seed=7, players=4)
    table = win.table
    rng = random.Random(1)

    def settled() -> bool:
        return not table.view.animator.busy and (table.session.human_to_act()
                                                  or table.ui.next_button.isVisible())

    for _ in range(turns):
        wait(settled)
        if not table.session.human_to_act():
            table.ui.next_button.click()
            continue
        legal = [a for a in table.session.state.legal_actions()
                 if getattr(a, "seat", table.human) == table.human]
        table.act(rng.choice(legal))
    wait(settled)
    return table


def repaint_ms(view, frames: int) -> tuple[float, float]:
    """Median wall and CPU milliseconds of a full repaint of the viewport."""
    wall, cpu = [], []
    for _ in range(frames):
        w0, c0 = time.perf_counter(), time.process_time()
        view.viewport().grab()
        wall.append((time.perf_counter() - w0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    return statistics.median(wall), statistics.median(cpu)


PAINTS: list[tuple[float, float]] | None = None
"""Where the table's paint events are timed (wall, CPU ms), while a list is set here."""


def _timed_paint(view, event) -> None:
    w0, c0 = time.perf_counter(), time.process_time()
    QGraphicsView.paintEvent(view, event)
    if PAINTS is not None:
        PAINTS.append(((time.perf_counter() - w0) * 1000, (time.process_time() - c0) * 1000))


TableView.paintEvent = _timed_paint  # type: ignore[method-assign]


def flight_ms(win: MainWindow, table, frames: int) -> tuple[float, float, int]:
    """The repaints Qt makes of the table while one of your cards is on its way (the move's
    animation running): each paints the part of the table the moving card left and entered."""
    global PAINTS
    win.set_speed("normal")
    rng = random.Random(2)
    wall: list[float] = []
    cpu: list[float] = []
    tries = 0
    while len(wall) < frames and tries < 40:
        tries += 1
        wait(lambda: not table.view.animator.busy and (table.session.human_to_act()
                                                        or table.ui.next_button.isVisible()))
        if not table.session.human_to_act():
            table.ui.next_button.click()
            continue
        legal = [a for a in table.session.state.legal_actions()
                 if getattr(a, "seat", table.human) == table.human]
        table.act(rng.choice(legal))
        while table.view.animator.busy and len(wall) < frames:
            PAINTS = []
            QCoreApplication.processEvents()
            moving = any(a.state() == a.State.Running for a in table.view._anims.values())
            if moving or table.view.animator._running:
                wall += [w for w, _ in PAINTS]
                cpu += [c for _, c in PAINTS]
            PAINTS = None
            time.sleep(0.001)
    win.set_speed("instant")
    if not wall:
        return float("nan"), float("nan"), 0
    return statistics.median(wall), statistics.median(cpu), len(wall)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--games", default="hokm,golf")
    args = parser.parse_args()
    app, localizer, settings = create_app([])
    localizer.set_language("en")
    settings.confirm_abandon = False
    win = MainWindow(localizer, settings)
    win.resize(*SIZE)
    win.show()
    for game_id in args.games.split(","):
        table = open_table(win, game_id, turns=3)
        vp = table.view.viewport().size()
        table.view.viewport().grab()  # the first repaint renders the card art: not timed
        wall, cpu = repaint_ms(table.view, args.frames)
        print(f"{game_id:>6} quiet   {wall:6.2f} ms wall {cpu:6.2f} ms cpu "
              f"(viewport {vp.width()}x{vp.height()}, median of {args.frames})")
        wall, cpu, n = flight_ms(win, table, args.frames)
        print(f"{game_id:>6} flight  {wall:6.2f} ms wall {cpu:6.2f} ms cpu "
              f"(the table's own repaints while a card moves, median of {n})")
        table.stop()
    win.close()
    del app


if __name__ == "__main__":
    main()
