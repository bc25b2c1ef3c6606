"""Hokm's words read from a state (`ui/wording/hokm.py`), in English."""

import random

from cardtable.rules.hokm import HandEnded, HokmGame, HokmOptions, HokmState
from cardtable.ui.wording import hokm as words


def state_after_lot(seed: int = 3) -> HokmState:
    state = HokmGame().new_match(HokmOptions(sets=3), 4, random.Random(seed))
    assert isinstance(state, HokmState)
    return state


def test_teams_are_named_from_the_human_seat() -> None:
    assert words.team_name(0, 0) == "You & Shirin"
    assert words.team_name(1, 0) == "Dara & Kaveh"
    assert words.team_name(1, 1) == "You & Shirin"  # your partner is Shirin from any seat


def test_the_status_bar_counts_each_team_from_your_side() -> None:
    state = state_after_lot()
    rows = words.status_rows(state, 0, drawing_lot=True)
    assert rows[0] == "Hakem: not chosen yet"
    assert rows[1] == "Trump: not named yet"
    assert rows[2].startswith("Tricks: You & Shirin 0")
    assert len(rows) == 5 and rows[4].endswith("(to 3)")  # sets are counted: three of them


def test_a_hakem_kot_summary_says_so_and_counts_the_set() -> None:
    state = state_after_lot()
    them = 1 - state.hakem % 2
    tricks = (0, 7) if them else (7, 0)  # by team
    text = words.summary_for(state, 0, HandEnded(them, 2, tricks, True, False, False))
    assert "Hakem kot!" in text
    assert "Tricks: 7 to 0" in text and "Hands won: +2" in text
    ours = words.summary_for(state, 0, HandEnded(state.hakem % 2, 1, (7, 0), True, False,
                                                 False))
    assert "Kot! Seven tricks to none." in ours


def test_plates_name_the_hakem_once_the_lot_is_seen() -> None:
    state = state_after_lot()
    hakem = state.hakem
    assert words.plate_text(state, hakem, 0, drawing_lot=False).endswith("· Hakem")
    assert "Hakem" not in words.plate_text(state, hakem, 0, drawing_lot=True)
    assert words.plate_text(None, hakem, 0, drawing_lot=False) in (
        "You", "Dara", "Shirin", "Kaveh")
