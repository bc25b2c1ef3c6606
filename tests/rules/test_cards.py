"""Cards, packs and the records-spec notation (docs/records.md, "Card notation")."""

import copy
import pickle
from collections import Counter

import pytest

from cardtable.cards import (
    BLACK_JOKER,
    JOKER,
    PACK_24,
    PACK_36,
    PACK_37,
    PACK_52,
    PACK_52_JOKERS,
    PACK_53,
    PACK_60,
    PACK_108,
    PACKS,
    RED_JOKER,
    Card,
    NotationError,
    Rank,
    Suit,
    card,
    codes,
    parse_cards,
)

SUITS = "SHDC"
STANDARD_RANKS = "AKQJT98765432"


def tokens(ranks: str, suits: str = SUITS) -> list[str]:
    return [r + s for s in suits for r in ranks]


# The expected contents, written from the spec's notation rather than from cards.py.
EXPECTED = {
    "52": Counter(tokens(STANDARD_RANKS)),
    "36": Counter(tokens("AKQJT9876")),
    "24": Counter(tokens("AKQJT9")),
    "37": Counter(tokens("AKQJT9876") + ["JK"]),
    "60": Counter(tokens("AKQJT98765432WE")),
    "52+jokers": Counter([t for t in tokens(STANDARD_RANKS) if t not in ("2D", "2H")]
                         + ["RJ", "BJ"]),
    "108": Counter(tokens(STANDARD_RANKS) * 2 + ["JK"] * 4),
    "53": Counter(tokens(STANDARD_RANKS) + ["JK"]),
}
SIZES = {"52": 52, "36": 36, "24": 24, "37": 37, "60": 60, "52+jokers": 52, "108": 108,
         "53": 53}
ALL_PACKS = {
    "52": PACK_52, "36": PACK_36, "24": PACK_24, "37": PACK_37, "60": PACK_60,
    "52+jokers": PACK_52_JOKERS, "108": PACK_108, "53": PACK_53,
}


def every_card() -> list[Card]:
    seen: dict[str, Card] = {}
    for pack in ALL_PACKS.values():
        for c in pack:
            seen[c.code] = c
    return list(seen.values())


@pytest.mark.parametrize("name", sorted(SIZES))
def test_pack_size(name):
    assert len(ALL_PACKS[name]) == SIZES[name]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_pack_contents(name):
    assert Counter(codes(ALL_PACKS[name])) == EXPECTED[name]


def test_packs_registry_names_every_pack():
    assert set(PACKS) == set(ALL_PACKS)
    for name, pack in ALL_PACKS.items():
        assert PACKS[name] is pack


@pytest.mark.parametrize("name", sorted(ALL_PACKS))
def test_notation_round_trip_every_card_of_every_pack(name):
    for c in ALL_PACKS[name]:
        assert isinstance(c.code, str) and len(c.code) == 2
        assert Card.parse(c.code) is c
        assert str(c) == c.code
        assert Card.by_id(c.id) is c
        assert pickle.loads(pickle.dumps(c)) is c
        assert copy.copy(c) is c and copy.deepcopy(c) is c
    assert parse_cards(codes(ALL_PACKS[name])) == list(ALL_PACKS[name])


@pytest.mark.parametrize("name", sorted(ALL_PACKS))
def test_card_fields_agree_with_notation(name):
    for c in ALL_PACKS[name]:
        if c.code in ("RJ", "BJ", "JK"):
            assert c.is_joker and c.rank.is_joker and c.suit is None
        else:
            assert not c.is_joker
            assert c.suit is not None and c.suit.letter == c.code[1]
            assert c.rank.letter == c.code[0]


def test_interning():
    assert Card.parse("AS") is Card.parse("AS")
    assert Card.parse("TD") is card(Rank.TEN, Suit.DIAMONDS)
    assert Card.parse("WC") is card(Rank.TWELVE, Suit.CLUBS)
    assert Card.parse("EH") is card(Rank.ELEVEN, Suit.HEARTS)
    assert Card.parse("RJ") is RED_JOKER
    assert Card.parse("BJ") is BLACK_JOKER
    assert Card.parse("JK") is JOKER
    # a two-pack game holds the very same object twice
    twice = [c for c in PACK_108 if c.code == "QH"]
    assert len(twice) == 2 and twice[0] is twice[1]


def test_spec_examples():
    assert (Card.parse("AS").rank, Card.parse("AS").suit) == (Rank.ACE, Suit.SPADES)
    assert (Card.parse("TD").rank, Card.parse("TD").suit) == (Rank.TEN, Suit.DIAMONDS)
    assert (Card.parse("9H").rank, Card.parse("9H").suit) == (Rank.NINE, Suit.HEARTS)
    assert (Card.parse("WC").rank, Card.parse("WC").suit) == (Rank.TWELVE, Suit.CLUBS)


def test_ids_unique():
    cards = every_card()
    assert len(cards) == 52 + 8 + 3  # standard, E and W in four suits, three jokers
    ids = [c.id for c in cards]
    assert len(set(ids)) == len(ids)
    assert len({hash(c) for c in cards}) == len(cards)


def test_cards_are_immutable():
    c = Card.parse("AS")
    with pytest.raises(AttributeError):
        c.code = "KS"  # type: ignore[misc]
    assert c.code == "AS"


def test_ace_is_high_and_two_low():
    order = [Card.parse(r + "S").rank for r in STANDARD_RANKS]
    assert order == sorted(order, reverse=True)


def test_suit_parse():
    for letter in SUITS:
        assert Suit.parse(letter).letter == letter
    for bad in ["", "s", "X", "SH", None, 0, "♠"]:
        with pytest.raises(NotationError):
            Suit.parse(bad)


@pytest.mark.parametrize(
    "token",
    ["", "A", "ASX", "as", "aS", "1S", "10S", "AX", "ZZ", " AS", "AS ", "SA", "J", "RJJ",
     "jk", "1", "XJ", None, 5, 1.0, ["AS"], {"AS": 1}, b"AS", True],
)
def test_parse_errors(token):
    with pytest.raises(NotationError):
        Card.parse(token)


def test_parse_error_is_a_value_error_with_the_token():
    with pytest.raises(ValueError, match="ZZ"):
        Card.parse("ZZ")


def test_parse_cards_stops_on_a_bad_token():
    with pytest.raises(NotationError):
        parse_cards(["AS", "KS", "1S"])
