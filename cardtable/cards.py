"""Cards, suits, ranks and the packs the games use, with the records-spec notation.

Every distinct card is one interned `Card` object (there is exactly one ace of spades),
so cards compare by identity and hash by a small integer id; a two-pack game simply
holds the same card twice.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence


class NotationError(ValueError):
    """A token that is not a card in the records-spec notation."""


class Suit(enum.IntEnum):
    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    def __str__(self) -> str:
        return self.name.lower()

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: object) -> Suit:
        if isinstance(text, str) and len(text) == 1 and text in "SHDC":
            return cls("SHDC".index(text))
        raise NotationError(f"not a suit: {text!r} (expected one of S, H, D, C)")


class Rank(enum.IntEnum):
    """Ranks ordered ace high; ELEVEN and TWELVE exist only in the 60-card pack."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    ELEVEN = 11
    TWELVE = 12
    JACK = 13
    QUEEN = 14
    KING = 15
    ACE = 16
    RED_JOKER = 20
    BLACK_JOKER = 21
    JOKER = 22

    @property
    def letter(self) -> str:
        return _RANK_LETTER[self]

    @property
    def is_joker(self) -> bool:
        return self >= Rank.RED_JOKER

    @property
    def pip(self) -> int:
        """The number printed on a numeral card (face cards: 11, 12, 13 for J, Q, K; ace 1)."""
        if self <= Rank.TEN:
            return int(self)
        return {Rank.ELEVEN: 11, Rank.TWELVE: 12, Rank.JACK: 11, Rank.QUEEN: 12,
                Rank.KING: 13, Rank.ACE: 1}.get(self, 0)


_RANK_LETTER = {
    Rank.TWO: "2", Rank.THREE: "3", Rank.FOUR: "4", Rank.FIVE: "5", Rank.SIX: "6",
    Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "T", Rank.ELEVEN: "E",
    Rank.TWELVE: "W", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A",
}
_JOKER_CODES = {Rank.RED_JOKER: "RJ", Rank.BLACK_JOKER: "BJ", Rank.JOKER: "JK"}


class Card:
    """One card face. Never construct one: use `Card.parse`, `card(rank, suit)` or a pack."""

    __slots__ = ("id", "rank", "suit", "code")

    id: int
    rank: Rank
    suit: Suit | None
    code: str

    def __init__(self, rank: Rank, suit: Suit | None, cid: int, code: str) -> None:
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "id", cid)
        object.__setattr__(self, "code", code)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def __str__(self) -> str:
        return self.code

    # Equality is identity: each card exists once, and a card equals nothing else. Spelt
    # out, though object's own does the same, because `__lt__` below makes Python route
    # every comparison of a Card through the class: without this, each `==` of two cards
    # (every step of a list's `in`, `index` and `remove`) took two slow calls and a
    # fallback to identity.
    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    def __hash__(self) -> int:
        return self.id

    def __lt__(self, other: Card) -> bool:
        return self.id < other.id

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (self.code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @staticmethod
    def parse(token: object) -> Card:
        if isinstance(token, str):
            found = _BY_CODE.get(token)
            if found is not None:
                return found
        raise NotationError(f"not a card: {token!r}")

    @staticmethod
    def by_id(cid: int) -> Card:
        return _BY_ID[cid]


def _make_all() -> tuple[dict[str, Card], dict[int, Card]]:
    by_code: dict[str, Card] = {}
    by_id: dict[int, Card] = {}
    for suit in Suit:
        for rank, letter in _RANK_LETTER.items():
            cid = int(suit) * 16 + int(rank) - 2
            c = Card(rank, suit, cid, letter + suit.letter)
            by_code[c.code] = c
            by_id[cid] = c
    for n, (rank, code) in enumerate(_JOKER_CODES.items()):
        c = Card(rank, None, 64 + n, code)
        by_code[code] = c
        by_id[c.id] = c
    return by_code, by_id


_BY_CODE, _BY_ID = _make_all()

RED_JOKER = _BY_CODE["RJ"]
BLACK_JOKER = _BY_CODE["BJ"]
JOKER = _BY_CODE["JK"]


def card(rank: Rank, suit: Suit) -> Card:
    return _BY_CODE[rank.letter + suit.letter]


def parse_cards(tokens: Iterable[object]) -> list[Card]:
    return [Card.parse(t) for t in tokens]


def codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in cards]


def _suited(ranks: Sequence[Rank]) -> tuple[Card, ...]:
    return tuple(card(r, s) for s in Suit for r in sorted(ranks, reverse=True))


_STANDARD = [r for r in Rank if r <= Rank.ACE and r not in (Rank.ELEVEN, Rank.TWELVE)]

PACK_52: tuple[Card, ...] = _suited(_STANDARD)
PACK_36: tuple[Card, ...] = _suited([r for r in _STANDARD if r >= Rank.SIX])
PACK_24: tuple[Card, ...] = _suited([r for r in _STANDARD if r >= Rank.NINE])
PACK_37: tuple[Card, ...] = PACK_36 + (JOKER,)
PACK_60: tuple[Card, ...] = _suited([r for r in Rank if r <= Rank.ACE])
PACK_52_JOKERS: tuple[Card, ...] = tuple(
    c for c in PACK_52 if c.code not in ("2D", "2H")
) + (RED_JOKER, BLACK_JOKER)
PACK_108: tuple[Card, ...] = PACK_52 + PACK_52 + (JOKER,) * 4
PACK_53: tuple[Card, ...] = PACK_52 + (JOKER,)

PACKS: dict[str, tuple[Card, ...]] = {
    "52": PACK_52,
    "36": PACK_36,
    "24": PACK_24,
    "37": PACK_37,
    "60": PACK_60,
    "52+jokers": PACK_52_JOKERS,
    "108": PACK_108,
    "53": PACK_53,
}
