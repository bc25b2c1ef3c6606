"""Following suit and deciding a trick (cardtable/rules/tricks.py)."""

import itertools

import pytest

from cardtable.cards import Card, Suit, parse_cards
from cardtable.rules.tricks import playable, trick_winner


def cards(text: str) -> list[Card]:
    return parse_cards(text.split())


# ----------------------------------------------------------------------- playable


def test_leading_any_card():
    hand = cards("AS 2H 3D KC")
    assert playable(hand, None) == hand


def test_must_follow_suit_when_able():
    hand = cards("AS 2H 3H 3D KC")
    assert playable(hand, Suit.HEARTS) == cards("2H 3H")
    assert playable(hand, Suit.SPADES) == cards("AS")


def test_void_plays_any_card():
    hand = cards("AS 2H 3D")
    assert playable(hand, Suit.CLUBS) == hand


def test_playable_keeps_hand_order_and_does_not_change_the_hand():
    hand = cards("9H AS 2H KH")
    before = list(hand)
    assert playable(hand, Suit.HEARTS) == cards("9H 2H KH")
    assert hand == before


def test_empty_hand():
    assert playable([], Suit.SPADES) == []


# -------------------------------------------------------------------- trick_winner


def test_highest_of_the_suit_led_wins_without_trump():
    assert trick_winner(cards("9S KS 2S QS"), None) == 1
    assert trick_winner(cards("AS KS QS JS"), None) == 0


def test_off_suit_card_cannot_win_without_trump():
    # A higher card of another suit never beats the suit led
    assert trick_winner(cards("2S AH AD AC"), None) == 0
    assert trick_winner(cards("5D AS 6D KC"), None) == 2


def test_off_suit_card_cannot_win_when_it_is_not_trump():
    assert trick_winner(cards("2S AH AD AC"), Suit.CLUBS) == 3
    assert trick_winner(cards("2S AH AD KS"), Suit.CLUBS) == 3


def test_any_trump_beats_the_suit_led():
    assert trick_winner(cards("AS 2H KS QS"), Suit.HEARTS) == 1


def test_highest_trump_wins():
    assert trick_winner(cards("AS 2H 3H KS"), Suit.HEARTS) == 2
    assert trick_winner(cards("AS 3H 2H KS"), Suit.HEARTS) == 1
    assert trick_winner(cards("AS 9H AH TH"), Suit.HEARTS) == 2


def test_trump_led_is_an_ordinary_suit_led():
    assert trick_winner(cards("5H AS 9H 2C"), Suit.HEARTS) == 2


def test_single_card_trick():
    assert trick_winner(cards("2C"), Suit.HEARTS) == 0


def test_ace_high_ten_between_nine_and_jack():
    assert trick_winner(cards("9D TD JD"), None) == 2
    assert trick_winner(cards("9D TD 2D"), None) == 1
    assert trick_winner(cards("KD AD QD"), None) == 1


@pytest.mark.parametrize("third", ["KS", "5C", "AD", "QS"])
def test_hokm_worked_example_two_of_trump_wins(third):
    """Spades led, hearts trump, a player with no spades plays the 2H: that trick is won
    by the 2H unless a higher heart is played."""
    trick = cards(f"AS 2H {third} 3S")
    assert trick_winner(trick, Suit.HEARTS) == 1


@pytest.mark.parametrize("higher", ["3H", "9H", "AH"])
def test_hokm_worked_example_higher_heart_beats_the_two(higher):
    assert trick_winner(cards(f"AS 2H {higher} 3S"), Suit.HEARTS) == 2
    assert trick_winner(cards(f"AS 2H KS {higher}"), Suit.HEARTS) == 3


def test_without_trump_the_two_of_hearts_loses():
    assert trick_winner(cards("AS 2H KS 3S"), None) == 0


def test_custom_rank_key():
    # e.g. a game where the ten ranks above the king
    def ten_high(c: Card) -> int:
        return 100 if c.code[0] == "T" else int(c.rank)

    assert trick_winner(cards("KS TS AS"), None) == 2
    assert trick_winner(cards("KS TS AS"), None, ten_high) == 1


def test_winner_follows_the_card_in_every_order():
    """For every ordering of a trick the index returned points at the right card."""
    base = cards("7S 2H QS 9H")
    for perm in itertools.permutations(base):
        # with hearts trump the 9H wins whichever suit was led
        assert perm[trick_winner(list(perm), Suit.HEARTS)].code == "9H"
        won = perm[trick_winner(list(perm), None)]
        assert won.suit is perm[0].suit
        assert all(int(won.rank) >= int(c.rank) for c in perm if c.suit is perm[0].suit)
