"""Pan's words read from a state (`ui/wording/pan.py`), in English."""

import random

from cardtable.rules.pan import PAN, PanOptions, PanState
from cardtable.ui.wording import pan as words


def new_state(players: int = 3, seed: int = 4) -> PanState:
    state = PAN.new_match(PanOptions(), players, random.Random(seed))
    assert isinstance(state, PanState)
    return state


def test_letters_are_shown_as_held() -> None:
    assert [words.letters_text(n) for n in range(4)] == ["–", "P", "PA", "PAN"]


def test_before_the_first_play_the_bar_says_who_opens() -> None:
    state = new_state()
    rows = words.status_rows(state, 0)
    opener = "You hold" if state.turn == 0 else "holds the nine of hearts and opens."
    assert opener in rows["top"]
    assert rows["letters"] == "Your letters: –"
    assert "final" not in rows


def test_five_players_name_the_dealers_short_hand() -> None:
    state = new_state(5)
    assert "(dealt last, 4 cards)" in words.status_rows(state, 0)["dealer"]


def test_a_summary_names_the_letter_and_the_order_out() -> None:
    state = new_state()
    text = words.summary_from(state, 0, 1, "N", "because", ["You", "Shirin"], True)
    assert "Dara takes the letter N" in text
    assert "Out of cards, in order: You, Shirin" in text
    assert "Dara completes P-A-N and loses the match." in text
    draw = words.summary_from(state, 0, None, "", "", [], False)
    assert "A draw: nobody takes a letter" in draw and "loses the match" not in draw


def test_once_the_round_is_over_the_bar_says_nothing_of_the_gathered_pile() -> None:
    state = new_state()
    rng = random.Random(1)
    while not state.round_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.pile  # the model keeps it until the next deal
    rows = words.status_rows(state, 0)
    assert "top" not in rows and "above" not in rows
    assert rows["letters"].startswith("Your letters: ")
