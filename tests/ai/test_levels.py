"""The levels by name (cardtable.ai.levels), old saves, and Hokm's greedy baseline."""

from __future__ import annotations

import random

import attrs
import pytest

from cardtable.ai.greedy import HokmGreedy
from cardtable.ai.heuristics.hokm import HokmHeuristic
from cardtable.ai.levels import DEFAULT_LEVEL, LEVELS, make_player, player_names
from cardtable.ai.random_player import RandomPlayer
from cardtable.ai.search import BUDGETS, SearchPlayer
from cardtable.cards import Card, Suit
from cardtable.rules.base import ChooseTrump, Play
from cardtable.rules.hokm import HOKM, Bam, HokmOptions, HokmView
from cardtable.session import Session


def test_the_levels():
    assert LEVELS == ("random", "easy", "normal", "hard")
    assert DEFAULT_LEVEL == "normal"
    assert isinstance(make_player("hokm", "random"), RandomPlayer)
    for level in ("easy", "normal", "hard"):
        player = make_player("shelem", level)
        assert isinstance(player, SearchPlayer) and player.name == level
        assert player.budget == BUDGETS[level]
    assert isinstance(make_player("hokm", "heuristic"), HokmHeuristic)
    assert isinstance(make_player("hokm", "greedy"), HokmGreedy)
    assert "greedy" in player_names("hokm") and "greedy" not in player_names("shelem")


def test_stronger_levels_think_longer_and_choose_more_sharply():
    easy, normal, hard = (BUDGETS[x] for x in ("easy", "normal", "hard"))
    assert easy.iterations < normal.iterations < hard.iterations
    assert easy.seconds is not None and normal.seconds is not None and hard.seconds is not None
    assert easy.seconds <= 0.2 and normal.seconds <= 0.5 and hard.seconds <= 3.0
    assert easy.epsilon > normal.epsilon > hard.epsilon == 0


@pytest.mark.parametrize("name", ["genius", "greedy"])
def test_an_unknown_level_is_a_clear_error(name):
    with pytest.raises(ValueError, match="unknown AI level"):
        make_player("shelem", name)


def test_a_save_that_says_easy_still_loads():
    session = Session(HOKM, HokmOptions(), 4, humans=[0], ai_level="easy", seed=4)
    session.start()
    saved = session.to_save()
    assert saved["ai_level"] == "easy"
    again = Session.from_save(saved)
    assert again.ai_level == "easy"
    assert all(isinstance(p, SearchPlayer) and p.level == "easy" for p in again.ai.values())
    assert again.record.to_json() == session.record.to_json()


# ---------------------------------------------------------------- greedy


def c(code: str) -> Card:
    return Card.parse(code)


def position(hand: str, trick: str = "", leader: int = 1, trump: Suit = Suit.HEARTS
             ) -> tuple[HokmView, list[Play]]:
    """Seat 0's view with the given hand and the cards already in the trick (led by
    `leader`), and its legal plays (following suit)."""
    rng = random.Random(1)
    state = HOKM.new_state(HokmOptions(), 4, HOKM.random_deal(4, {"hakem": 0}, rng,
                                                              HokmOptions()))
    view = state.view(0)
    cards = tuple(c(x) for x in hand.split())
    played = tuple(c(x) for x in trick.split())
    view = attrs.evolve(view, hand=cards, trick=played, leader=leader, trump=trump,
                        phase="play", turn=0)
    led = played[0].suit if played else None
    follow = [x for x in cards if x.suit is led]
    return view, [Play(0, x) for x in (follow or cards)]


def test_greedy_takes_the_trick_with_the_lowest_winning_card():
    view, legal = position("5S JS AS 2D", "9S")
    assert HokmGreedy().choose(view, legal, random.Random(0)) == Play(0, c("JS"))


def test_greedy_throws_its_lowest_card_when_it_cannot_win():
    view, legal = position("5S JS 2D", "AS")
    assert HokmGreedy().choose(view, legal, random.Random(0)) == Play(0, c("5S"))


def test_greedy_trumps_low_when_void_and_throws_a_side_card_when_outtrumped():
    view, legal = position("9H 3H 2D KC", "KS")
    assert HokmGreedy().choose(view, legal, random.Random(0)) == Play(0, c("3H"))
    view, legal = position("3H 2D KC", "KS QH", leader=2)
    assert HokmGreedy().choose(view, legal, random.Random(0)) == Play(0, c("2D"))


def test_greedy_overtakes_even_its_partner():
    # the partner (seat 2) led the king: the rule knows no partner
    view, legal = position("AS 5S", "KS 2S", leader=2)
    assert HokmGreedy().choose(view, legal, random.Random(0)) == Play(0, c("AS"))


def test_greedy_leads_its_highest_side_card_names_its_longest_suit_and_never_plays_on():
    view, legal = position("AH KH 2S QD 7D")
    assert HokmGreedy().choose(view, legal, random.Random(0)) == Play(0, c("QD"))
    view = attrs.evolve(view, hand=tuple(c(x) for x in "2C 5C 9C AS KH".split()),
                        phase="trump")
    trumps = [ChooseTrump(0, s) for s in Suit]
    assert HokmGreedy().choose(view, trumps, random.Random(0)) == ChooseTrump(0, Suit.CLUBS)
    bams = [Bam(0, True), Bam(0, False)]
    assert HokmGreedy().choose(view, bams, random.Random(0)) == Bam(0, False)


def test_greedy_plays_hokm_only():
    _, legal = position("5S JS")
    with pytest.raises(ValueError, match="Hokm only"):
        HokmGreedy().choose(object(), legal, random.Random(0))  # type: ignore[arg-type]
