"""Shelem's status bar in words: what the human cannot count is said beside the figure it
qualifies, in the same badge."""

from __future__ import annotations

import random

from cardtable.rules.registry import find_game
from cardtable.rules.shelem import Bid, ShelemOptions, ShelemState
from cardtable.ui.wording.shelem import badges
from tests.ui.test_pending_translations import merge_module, shipped


def to_play(hakem: int, seed: int = 3) -> ShelemState:
    """A four-player hand played by first choices to its first trick, the contract won by
    seat `hakem` (the only one to bid)."""
    rng = random.Random(seed)
    state = find_game("shelem").new_match(ShelemOptions(), 4, rng)
    assert isinstance(state, ShelemState)
    while state.phase != "play":
        legal = state.legal_actions()
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids:  # the hakem to be bids the least, the others pass
            wanted = bids[0].seat == hakem and state.high is None
            state.apply(min(bids, key=lambda b: b.value) if wanted else next(
                a for a in legal if not isinstance(a, Bid)))
        else:
            state.apply(legal[0])
    return state


def test_the_other_sides_hidden_cards_are_said_in_its_points_badge(qapp):
    state = to_play(hakem=1)
    assert state.hakem == 1
    out = badges(state, 0)
    assert "laid" not in out
    points = out["points"]
    ours, theirs = points.split("\u00b7")
    assert "+ the cards laid away" in theirs and "laid away" not in ours


def test_a_partners_cards_laid_away_are_hidden_too_and_the_hakem_counts_his_own(qapp):
    partner = to_play(hakem=2)
    assert partner.hakem == 2
    ours, theirs = badges(partner, 0)["points"].split("\u00b7")
    assert "+ the cards laid away" in ours and "laid away" not in theirs
    own = to_play(hakem=0)
    assert own.hakem == 0
    out = badges(own, 0)
    assert "laid away" not in out["points"]
    assert out["laid"].startswith("Of these, ")


def test_the_side_facing_the_hakem_reads_right_whichever_side_you_are_on():
    """"The defenders" are the side facing the hakem, which may be yours: the Persian names
    them «تیم مقابلِ حاکم», never «حریف» (the opponent), which they are not when you are
    one of them."""
    found = {key[1]: text for key, text in shipped(merge_module()).items()
             if key[0] == "Shelem" and "defenders" in key[1]}
    assert len(found) == 3, sorted(found)
    for source, text in found.items():
        assert "حریف" not in text and "تیم مقابلِ حاکم" in text, source
