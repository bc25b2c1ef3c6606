"""The box at the end of a hand, in Persian: Vazirmatn's taller lines make it taller than in
English, and it grew up over the name plate of the top seat (docs/screenshots/summary-fa.png:
the box covered the bottom of Shirin's plate). At the end of a hand of each partnership game,
in both languages, in the screenshots' window and in the smallest one, no plate lies under the
box and the box stays clear of the top seat's plate."""

from __future__ import annotations

import pytest

from tests.ui.test_small_tables import app_parts, open_table, problems  # noqa: F401

CASES = [
    ("hokm", 4, (1180, 780), "fa"),
    ("hokm", 4, (960, 600), "fa"),
    ("hokm", 4, (960, 600), "en"),
    ("shelem", 4, (960, 600), "fa"),
    ("joker-spades", 4, (960, 600), "fa"),
    # The reviewer's window: Golf's top plate lay on its face-up cards under the score box.
    ("golf", 4, (1280, 720), "fa"),
]


def play_to_the_summary(qtbot, table, seed: int = 3) -> None:
    """Random legal moves of yours until the hand's summary is up."""
    import random

    rng = random.Random(seed)
    ui = table.ui

    def settled() -> bool:
        return not table.view.animator.busy and (
            table.session.human_to_act() or ui.summary.isVisible())

    for _ in range(400):
        qtbot.waitUntil(settled, timeout=20000)
        if ui.summary.isVisible():
            return
        qtbot.wait(10)
        if not settled():
            continue
        legal = [a for a in table.session.state.legal_actions()
                 if getattr(a, "seat", table.human) == table.human]
        table.act(rng.choice(legal))
    raise AssertionError("no summary after 400 moves")


@pytest.mark.parametrize(("game_id", "players", "size", "language"), CASES,
                         ids=[f"{g}-{w}x{h}-{lang}" for g, _, (w, h), lang in CASES])
def test_the_hand_summary_clears_the_top_plate(qtbot, app_parts, game_id, players, size,  # noqa: F811
                                               language):
    win = open_table(qtbot, app_parts, game_id, players, size, language)
    table = win.table
    play_to_the_summary(qtbot, table)
    qtbot.wait(50)  # the plates step aside on the next turn of the event loop
    box = table.ui.summary.geometry()
    top = [p for s, p in table.plates.items()
           if table.view.sides.get(s, "").startswith("top") and p.isVisible()]
    assert top, "no top plate"
    assert [p.text() for p in top if p.geometry().intersects(box)] == []
    assert [p for p in problems(table) if p.startswith("plate")] == []
