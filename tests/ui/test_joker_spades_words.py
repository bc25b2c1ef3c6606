"""Spades with Jokers' words read from a state (`ui/wording/joker_spades.py`), in English."""

import random

from cardtable.rules.joker_spades import (
    JOKER_SPADES,
    JokerSpadesOptions,
    JokerSpadesState,
)
from cardtable.ui.wording import joker_spades as words


def new_state(seed: int = 2) -> JokerSpadesState:
    state = JOKER_SPADES.new_match(JokerSpadesOptions(), 4, random.Random(seed))
    assert isinstance(state, JokerSpadesState)
    return state


def test_the_bid_prompt_names_the_bids_and_your_partners_share() -> None:
    text = words.bid_prompt_text([None, 3, 4, None], 0)
    assert "Bids so far: Dara 3 · Shirin 4" in text
    assert "Your team's contract will be 4 plus your bid." in text
    assert "Bids so far" not in words.bid_prompt_text([None] * 4, 0)


def test_a_plate_names_the_dealer_and_a_bid() -> None:
    state = new_state()
    dealer = state.dealer
    assert "dealer" in words.plate_text(state, dealer, 0)
    assert words.plate_text(None, dealer, 0) in ("You", "Dara", "Shirin", "Kaveh")


def test_the_status_bar_counts_the_bids_while_bidding() -> None:
    state = new_state()
    assert state.phase == "bidding"
    rows = words.status_rows(state, 0, [])
    assert rows["count"].startswith("Bidding: 0 of 4 have bid")
    assert rows["score"] == "Score: You & Shirin 0 · Dara & Kaveh 0 (to 501)"
    assert "jokers" not in rows  # only in play


def test_a_failed_contract_is_scored_minus_ten_a_trick() -> None:
    line = words.team_line(0, 8, 5, -80, 0)
    # (The plural's English forms come from the app's translator, not loaded here.)
    assert line.startswith("You & Shirin: 5 trick")
    assert line.endswith("for a contract of 8, failed: minus 8 × 10 = -80")
    made = words.team_line(1, 6, 7, 61, 0)
    assert made.startswith("Dara & Kaveh: 7 tricks for a contract of 6, made")
