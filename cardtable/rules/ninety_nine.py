"""Ninety-Nine (نود و نه): David Parlett's bidding game, where three cards laid aside say
by their suits exactly how many tricks a player will take.

Every line of assets/rules/ninety-nine.en.html is implemented here: three players (the
standard game), two players with the dummy, four players, five players with the 60-card
pack, the 1975 rules with the joker and the turn-up, and the options `trump_choice`,
`nines_trump` and `bid_at_end`, over a match of several games. The decisions the rules
file leaves open are written in `RULES_NOTES`.

Seats: 0 .. n-1 in the order of play; with two players the dummy is seat 2. Its cards are
written as seat 2's plays, but the decision is the chooser's: `to_act` is then the real
player who chooses the dummy's card.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import attrs

from cardtable.cards import JOKER, PACK_36, PACK_37, PACK_52, PACK_60, Card, Rank, Suit
from cardtable.rules.base import (
    Action,
    CardMoved,
    Deal,
    Event,
    Game,
    IllegalAction,
    MatchOver,
    Options,
    Play,
    RecordError,
    RoundResult,
    RoundScored,
    RoundStarted,
    SeatView,
    State,
    TrickWon,
    TrumpNamed,
    check_pack,
    choice_validator,
    parse_card_list,
    parse_role,
    record_card,
    record_field,
)
from cardtable.rules.hidden import deal_hidden

STANDARD, V1975 = "standard", "1975"
DECLARE, REVEAL, ANNOUNCE, ANNOUNCE_REVEAL, PASS = (
    "declare", "reveal", "announce", "announce-reveal", "pass")
KIND_RANK = {DECLARE: 1, ANNOUNCE: 1, REVEAL: 2, ANNOUNCE_REVEAL: 3}
"""A higher premium bid outranks a lower one; equal ones go to the earlier player."""

NINES = 4
"""The suit index of the nines when they are trump (`nines_trump`)."""
DUMMY = 2
"""With two players the dummy is seat 2."""

BID_VALUE = (1, 2, 0, 3)
"""By suit index (S, H, D, C): each club 3, heart 2, spade 1, diamond 0."""
CODE_TRUMP = (int(Suit.DIAMONDS), int(Suit.SPADES), int(Suit.HEARTS), int(Suit.CLUBS))
"""Successful players in the last round -> next trump: 0 D, 1 S, 2 H, 3 C."""
NINE_ORDER = {Suit.CLUBS: 4, Suit.HEARTS: 3, Suit.SPADES: 2, Suit.DIAMONDS: 1}
"""As trump the nines rank 9C > 9H > 9S > 9D."""

CONTRACT_BONUS: dict[int, tuple[int, ...]] = {
    2: (0, 30, 20, 10),
    3: (0, 30, 20, 10),
    4: (0, 30, 20, 10, 0),
    5: (0, 50, 40, 30, 20, 10),
}
"""Contract bonus for each successful player, by the number who succeeded."""

ROUNDS_1975 = 9
GAME_BONUS = 100

BID, PREMIUM, TRUMP, PLAYING, ROUND_OVER, MATCH_OVER = (
    "bid", "premium", "trump", "play", "round-over", "match-over")

ALL_CARDS: tuple[Card, ...] = PACK_60 + (JOKER,)


def participants(players: int) -> int:
    """Hands at the table: the dummy makes a third with two players."""
    return 3 if players == 2 else players


def dealers(players: int) -> int:
    """Seats that deal: the dummy never deals."""
    return players


def hand_size(players: int) -> int:
    return 13 if players == 4 else 12


def trick_count(players: int) -> int:
    return hand_size(players) - 3


def pack_for(players: int, options: NinetyNineOptions) -> tuple[Card, ...]:
    if players == 4:
        return PACK_52
    if players == 5:
        return PACK_60
    return PACK_37 if options.version == V1975 else PACK_36


def card_suit(card: Card, turnup: Card | None) -> int:
    """The printed suit index, the joker standing for the turn-up (1975)."""
    if card.suit is None:
        assert turnup is not None and turnup.suit is not None
        return int(turnup.suit)
    return int(card.suit)


def bid_value(cards: Sequence[Card], turnup: Card | None = None) -> int:
    """The bid the cards' suits give: each club 3, heart 2, spade 1, diamond 0."""
    return sum(BID_VALUE[card_suit(c, turnup)] for c in cards)


def bid_values(cards: Sequence[Card], players: int, turnup: Card | None = None) -> tuple[int, ...]:
    """Every trick count the cards bid: with four players three diamonds bid 0 or 10."""
    value = bid_value(cards, turnup)
    if players == 4 and len(cards) == 3 and value == 0 and all(
            card_suit(c, turnup) == int(Suit.DIAMONDS) for c in cards):
        return (0, 10)
    return (value,)


def trump_code(trump: int | None) -> str | None:
    """Record form of a trump: a suit letter, "9" for the nines, None for no trump."""
    if trump is None:
        return None
    if trump == NINES:
        return "9"
    return Suit(trump).letter


def parse_trump(text: object) -> int | None:
    if text is None:
        return None
    if text == "9":
        return NINES
    if isinstance(text, str) and len(text) == 1 and text in "SHDC":
        return "SHDC".index(text)
    raise RecordError(f"a trump is one of S, H, D, C, 9 or null, not {text!r}")


_TABLES: dict[tuple[bool, Card | None], tuple[dict[Card, int], dict[Card, int]]] = {}


def tables(nines: bool, turnup: Card | None) -> tuple[dict[Card, int], dict[Card, int]]:
    """Each card's suit index and strength in play: nines may form their own trump suit,
    the joker plays as a second copy of the turn-up."""
    key = (nines, turnup)
    found = _TABLES.get(key)
    if found is not None:
        return found
    esuit: dict[Card, int] = {}
    erank: dict[Card, int] = {}
    for c in PACK_60:
        assert c.suit is not None
        if nines and c.rank is Rank.NINE:
            esuit[c] = NINES
            erank[c] = NINE_ORDER[c.suit]
        else:
            esuit[c] = int(c.suit)
            erank[c] = int(c.rank)
    if turnup is not None and turnup.suit is not None:
        esuit[JOKER] = esuit[turnup]
        erank[JOKER] = erank[turnup]
    else:
        esuit[JOKER] = -1
        erank[JOKER] = 0
    _TABLES[key] = (esuit, erank)
    return esuit, erank


def trick_winner(trick: Sequence[Card], trump: int | None, esuit: Mapping[Card, int],
                 erank: Mapping[Card, int]) -> int:
    """Index of the winning card: the highest trump, or else the highest card of the suit
    led."""
    best = 0
    first = trick[0]
    bs = esuit[first]
    br = erank[first]
    for i in range(1, len(trick)):
        c = trick[i]
        s = esuit[c]
        if s == bs:
            r = erank[c]
            if r > br:
                best, br = i, r
        elif s == trump:
            best, bs, br = i, s, erank[c]
    return best


# ------------------------------------------------------------------------------ options


def _games_validator(instance: object, attribute: Any, value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 20:
        raise ValueError(f"option 'games' must be a whole number from 1 to 20 (or 0 for as "
                         f"many games as players), not {value!r}")


@attrs.frozen
class NinetyNineOptions(Options):
    games: int = attrs.field(default=0, validator=_games_validator)
    """Games in a match; 0 means the default: as many as players (three with two)."""
    target: int = attrs.field(default=100, validator=choice_validator((100, 250, 500)))
    version: str = attrs.field(default=STANDARD, validator=choice_validator((STANDARD, V1975)))
    trump_choice: bool = False
    nines_trump: bool = False
    bid_at_end: bool = False

    def __attrs_post_init__(self) -> None:
        if self.nines_trump and not self.trump_choice:
            raise ValueError("option 'nines_trump' needs 'trump_choice': only the premium "
                             "bidder may name the nines as trump")
        if self.version == V1975:
            if self.trump_choice:
                raise ValueError("option 'trump_choice' does not go with version 1975: "
                                 "the turn-up sets the trump")
            if self.games:
                raise ValueError("option 'games' does not apply to version 1975: a match "
                                 "is exactly nine rounds")
            if self.target != 100:
                raise ValueError("option 'target' does not apply to version 1975: a match "
                                 "is exactly nine rounds")

    def games_in_match(self, players: int) -> int:
        if self.games:
            return self.games
        return 3 if players == 2 else players


def _check_version(options: NinetyNineOptions, players: int) -> None:
    if options.version == V1975 and players != 3:
        raise RecordError(f"version 1975 is a game for three players, not {players}")


# ------------------------------------------------------------------------------ actions


@attrs.frozen(slots=True, cache_hash=True)
class Bid(Action):
    """Lay three cards aside face down: their suits are the bid. The same cards in
    another order are the same bid (equal and hashed alike); the record keeps the order
    written."""

    type: ClassVar[str] = "bid"
    cards: tuple[Card, ...] = attrs.field(eq=frozenset)

    def _fields(self) -> dict[str, Any]:
        return {"cards": [c.code for c in self.cards]}


@attrs.frozen(slots=True)
class Declare(Action):
    type: ClassVar[str] = "declare"


@attrs.frozen(slots=True)
class Reveal(Action):
    type: ClassVar[str] = "reveal"


@attrs.frozen(slots=True)
class Pass(Action):
    type: ClassVar[str] = "pass"


@attrs.frozen(slots=True)
class Announce(Action):
    """`bid_at_end`: state the number now."""

    type: ClassVar[str] = "announce"
    value: int

    def _fields(self) -> dict[str, Any]:
        return {"value": self.value}


@attrs.frozen(slots=True)
class AnnounceReveal(Action):
    """`bid_at_end`: state the number and play with all cards face up."""

    type: ClassVar[str] = "announce-reveal"
    value: int

    def _fields(self) -> dict[str, Any]:
        return {"value": self.value}


@attrs.frozen(slots=True)
class NameTrump(Action):
    """`trump_choice`: the premium bidder names the trump: a suit letter, "9" for the
    nines (`nines_trump`) or None for no trump."""

    type: ClassVar[str] = "trump"
    suit: str | None

    def _fields(self) -> dict[str, Any]:
        return {"suit": self.suit}


Premium = tuple[int, str, int | None]
"""(seat, kind, announced value or None)."""

_PLAY = [{c: Play(s, c) for c in ALL_CARDS} for s in range(5)]
_DECLARE = [Declare(s) for s in range(5)]
_REVEAL = [Reveal(s) for s in range(5)]
_PASS = [Pass(s) for s in range(5)]
_ANNOUNCE = [[Announce(s, v) for v in range(11)] for s in range(5)]
_ANNOUNCE_REVEAL = [[AnnounceReveal(s, v) for v in range(11)] for s in range(5)]
_TRUMP_NAMES: tuple[str | None, ...] = ("S", "H", "D", "C", None, "9")
_NAME_TRUMP = [{t: NameTrump(s, t) for t in _TRUMP_NAMES} for s in range(5)]


_BID_CACHE: dict[tuple[int, tuple[Card, ...]], tuple[Bid, ...]] = {}


def bid_actions(seat: int, hand: Sequence[Card]) -> tuple[Bid, ...]:
    """Every three cards of the hand as a bid, in hand order (kept for repeated hands)."""
    key = (seat, tuple(hand))
    found = _BID_CACHE.get(key)
    if found is None:
        if len(_BID_CACHE) >= 2048:
            _BID_CACHE.clear()
        found = tuple(Bid(seat, combo) for combo in itertools.combinations(hand, 3))
        _BID_CACHE[key] = found
    return found


def premium_of(action: Action) -> tuple[str, int | None] | None:
    if isinstance(action, Declare):
        return DECLARE, None
    if isinstance(action, Reveal):
        return REVEAL, None
    if isinstance(action, Announce):
        return ANNOUNCE, action.value
    if isinstance(action, AnnounceReveal):
        return ANNOUNCE_REVEAL, action.value
    return None


def premium_action(seat: int, kind: str, value: int | None) -> Action:
    if kind == DECLARE:
        return _DECLARE[seat]
    if kind == REVEAL:
        return _REVEAL[seat]
    assert value is not None
    if kind == ANNOUNCE:
        return _ANNOUNCE[seat][value]
    return _ANNOUNCE_REVEAL[seat][value]


# ------------------------------------------------------------------------------- events


@attrs.frozen(slots=True)
class DealerChosen(Event):
    seat: int


@attrs.frozen(slots=True)
class BidMade(Event):
    """A player has laid aside the three bid cards (face down)."""

    seat: int


@attrs.frozen(slots=True)
class PremiumBid(Event):
    """A premium bid or a pass in the premium round; `value` for an announcement."""

    seat: int
    kind: str
    value: int | None


@attrs.frozen(slots=True)
class PremiumsSettled(Event):
    """The premium bids that stand this round, as (seat, kind, value)."""

    premiums: tuple[Premium, ...]


@attrs.frozen(slots=True)
class CardsShown(Event):
    """Cards in a zone are turned face up for everyone (declared bid cards, a revealed
    hand, the dummy's hand, every bid at the end of the round)."""

    seat: int
    zone: tuple[Any, ...]
    cards: tuple[Card, ...]


@attrs.frozen(slots=True)
class TrumpSet(Event):
    """The round's trump: "S", "H", "D", "C", "9" (the nines) or None; `seat` is the
    player who named it, None when the rules set it."""

    seat: int | None
    trump: str | None


@attrs.frozen(slots=True)
class GameOver(Event):
    """A game of the match is over: its scores and the seats given the game bonus."""

    game: int
    scores: tuple[int, ...]
    bonus: tuple[int, ...]


# -------------------------------------------------------------------------------- state


class NinetyNineState(State):
    # Never waits on chance: a plain attribute, read before every action of a playout.
    chance: None = None

    __slots__ = (
        "game", "options", "players", "m", "nd", "_deals", "_results", "phase", "dealer",
        "first_dealer", "next_dealer", "game_no", "game_rounds", "games_done", "game_scores",
        "_totals",
        "carry_trump", "hands", "bidcards", "bid_queue", "auc_queue", "auc_standing",
        "auc_list", "auc_raise", "auc_log", "premiums", "trump", "turnup", "exposed",
        "bid_shown", "leader", "controller", "order", "trick", "tricks", "won", "played",
        "voids", "turn", "esuit", "erank", "_orders",
    )

    def __init__(self, game: NinetyNineGame, options: NinetyNineOptions, players: int) -> None:
        self.game = game
        self.options: NinetyNineOptions = options
        self.players = players
        self.m = participants(players)
        self.nd = dealers(players)
        m = self.m
        self._deals: list[Deal] = []
        self._results: list[RoundResult] = []
        self.phase = ROUND_OVER
        self.dealer = 0
        self.first_dealer = 0
        self.next_dealer = 0
        self.game_no = 0
        self.game_rounds = 0
        self.games_done = 0
        self.game_scores = [0] * m
        self._totals = [0] * m
        self.carry_trump: int | None = self._game_start_trump()
        self.hands: list[list[Card]] = [[] for _ in range(m)]
        self.bidcards: list[list[Card]] = [[] for _ in range(m)]
        self.bid_queue: list[int] = []
        self.auc_queue: list[int] = []
        self.auc_standing: Premium | None = None
        self.auc_list: list[Premium] = []
        self.auc_raise: int | None = None
        self.auc_log: list[tuple[int, str, int | None]] = []
        self.premiums: tuple[Premium, ...] = ()
        self.trump: int | None = None
        self.turnup: Card | None = None
        self.exposed = [False] * m
        self.bid_shown = [False] * m
        self.leader = 0
        self.controller = 0
        self.order: tuple[int, ...] = ()
        self.trick: list[Card] = []
        self.tricks = [0] * m
        self.won: list[list[Card]] = [[] for _ in range(m)]
        self.played: list[tuple[int, Card]] = []
        self.voids = [0] * m
        self.turn = 0
        self.esuit, self.erank = tables(False, None)
        self._orders = tuple(tuple((lead + i) % m for i in range(m)) for lead in range(m))

    # ------------------------------------------------------------ small rules

    def _game_start_trump(self) -> int | None:
        """Trump of a game's first round: none, or clubs with two players (no preset trump
        with `trump_choice`)."""
        if self.players == 2 and not self.options.trump_choice:
            return int(Suit.CLUBS)
        return None

    @property
    def single_premium(self) -> bool:
        """Three and four players: only one premium bid stands per round."""
        return self.players in (3, 4)

    def premium_kinds(self) -> tuple[str, ...]:
        """The premium bids this table offers: three and four players may reveal, two and
        five only declare (or, bidding with the last three cards, announce)."""
        if self.options.bid_at_end:
            return (ANNOUNCE, REVEAL, ANNOUNCE_REVEAL) if self.single_premium else (ANNOUNCE,)
        return (DECLARE, REVEAL) if self.single_premium else (DECLARE,)

    def _asking_order(self) -> list[int]:
        return [(self.dealer + 1 + i) % self.nd for i in range(self.nd)]

    def _priority(self, seat: int) -> int:
        return (seat - self.dealer - 1) % self.nd

    def _beats(self, seat: int, rank: int) -> bool:
        standing = self.auc_standing
        if standing is None:
            return True
        st_rank = KIND_RANK[standing[1]]
        if rank != st_rank:
            return rank > st_rank
        return self._priority(seat) < self._priority(standing[0])

    def _can_bid(self, seat: int) -> bool:
        return any(self._beats(seat, KIND_RANK[k]) for k in self.premium_kinds())

    def _order_for(self, leader: int) -> tuple[int, ...]:
        if self.players != 2:
            return self._orders[leader]
        if leader == DUMMY:
            c = self.controller
            return (DUMMY, 1 - c, c)
        return (leader, 1 - leader, DUMMY)

    # ---------------------------------------------------------------- protocol

    @property
    def to_act(self) -> int | None:
        if self.phase == ROUND_OVER or self.phase == MATCH_OVER:
            return None
        if self.turn == DUMMY and self.players == 2:
            return self.controller
        return self.turn

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        seat = self.turn
        if phase == PLAYING:
            plays = _PLAY[seat]
            hand = self.hands[seat]
            if not self.trick:
                return [plays[c] for c in hand]
            es = self.esuit
            led = es[self.trick[0]]
            follow: list[Action] = [plays[c] for c in hand if es[c] == led]
            return follow if follow else [plays[c] for c in hand]
        if phase == BID:
            return list(bid_actions(seat, self.hands[seat]))
        if phase == PREMIUM:
            return self._premium_legal(seat)
        if phase == TRUMP:
            names = _NAME_TRUMP[seat]
            out: list[Action] = [names[t] for t in _TRUMP_NAMES[:5]]
            if self.options.nines_trump:
                out.append(names["9"])
            return out
        return []

    def _premium_legal(self, seat: int) -> list[Action]:
        out: list[Action] = [_PASS[seat]]
        top = trick_count(self.players)
        for kind in self.premium_kinds():
            if self.single_premium and not self._beats(seat, KIND_RANK[kind]):
                continue
            if kind == DECLARE:
                out.append(_DECLARE[seat])
            elif kind == REVEAL:
                out.append(_REVEAL[seat])
            elif kind == ANNOUNCE:
                out.extend(_ANNOUNCE[seat][: top + 1])
            else:
                out.extend(_ANNOUNCE_REVEAL[seat][: top + 1])
        return out

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        action = self.game.action_from_record(raw)
        if action.seat is not None and action.seat >= self.m:
            raise RecordError(f"an action's seat must be 0 to {self.m - 1}, not {action.seat}")
        return action

    def apply(self, action: Action) -> list[Event]:
        phase = self.phase
        if phase == ROUND_OVER or phase == MATCH_OVER:
            raise IllegalAction("the match is over" if phase == MATCH_OVER
                                else "the round is over; no one is to act")
        if action.seat != self.turn:
            if self.turn == DUMMY and self.players == 2:
                raise IllegalAction(f"the dummy (seat 2) plays next, its card chosen by seat "
                                    f"{self.controller}; not seat {action.seat}")
            if action.seat == DUMMY and self.players == 2:
                raise IllegalAction(f"it is seat {self.turn}'s turn, not the dummy's")
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {action.seat}'s")
        if isinstance(action, Play):
            if phase != PLAYING:
                raise IllegalAction(self._waiting_for())
            return self._play(action.card)
        if isinstance(action, Bid):
            if phase != BID:
                raise IllegalAction(self._waiting_for())
            return self._bid(action)
        if isinstance(action, Pass) or premium_of(action) is not None:
            if phase != PREMIUM:
                raise IllegalAction(self._waiting_for())
            return self._premium(action)
        if isinstance(action, NameTrump):
            if phase != TRUMP:
                raise IllegalAction(self._waiting_for())
            return self._name_trump(action.suit)
        raise IllegalAction(f"{action.type!r} is not a Ninety-Nine action")

    def _waiting_for(self) -> str:
        seat = self.turn
        if self.phase == BID:
            return f"seat {seat} must first lay aside three bid cards"
        if self.phase == PREMIUM:
            return f"seat {seat} must first say whether to make a premium bid"
        if self.phase == TRUMP:
            return f"seat {seat} must first name the trump"
        if seat == DUMMY and self.players == 2:
            return f"the dummy's card (seat 2, chosen by seat {self.controller}) is next"
        return f"seat {seat} must play a card"

    def clone(self) -> NinetyNineState:
        new = NinetyNineState.__new__(NinetyNineState)
        new.game = self.game
        new.options = self.options
        new.players = self.players
        new.m = self.m
        new.nd = self.nd
        new._deals = list(self._deals)
        new._results = list(self._results)
        new.phase = self.phase
        new.dealer = self.dealer
        new.first_dealer = self.first_dealer
        new.next_dealer = self.next_dealer
        new.game_no = self.game_no
        new.game_rounds = self.game_rounds
        new.games_done = self.games_done
        new.game_scores = self.game_scores[:]
        new._totals = self._totals[:]
        new.carry_trump = self.carry_trump
        new.hands = [h[:] for h in self.hands]
        new.bidcards = [b[:] for b in self.bidcards]
        new.bid_queue = self.bid_queue[:]
        new.auc_queue = self.auc_queue[:]
        new.auc_standing = self.auc_standing
        new.auc_list = self.auc_list[:]
        new.auc_raise = self.auc_raise
        new.auc_log = self.auc_log[:]
        new.premiums = self.premiums
        new.trump = self.trump
        new.turnup = self.turnup
        new.exposed = self.exposed[:]
        new.bid_shown = self.bid_shown[:]
        new.leader = self.leader
        new.controller = self.controller
        new.order = self.order
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]
        new.won = [w[:] for w in self.won]
        new.played = self.played[:]
        new.voids = self.voids[:]
        new.turn = self.turn
        new.esuit = self.esuit
        new.erank = self.erank
        new._orders = self._orders
        return new

    def zones(self) -> dict[tuple[Any, ...], tuple[Card, ...]]:
        out: dict[tuple[Any, ...], tuple[Card, ...]] = {}
        for s in range(self.m):
            out[("hand", s)] = tuple(self.hands[s])
            out[("bid", s)] = tuple(self.bidcards[s])
            out[("won", s)] = tuple(self.won[s])
        for i, c in enumerate(self.trick):
            out[("trick", self.order[i])] = (c,)
        if self.turnup is not None:
            out[("pile", "turnup")] = (self.turnup,)
        return out

    def view(self, seat: int) -> NinetyNineView:
        if not 0 <= seat < self.m:
            raise ValueError(f"no seat {seat} at this table")
        return NinetyNineView(
            seat=seat,
            options=self.options,
            players=self.players,
            phase=self.phase,
            dealer=self.dealer,
            first_dealer=self.first_dealer,
            next_dealer=self.next_dealer,
            turn=self.turn,
            controller=self.controller,
            hand=tuple(self.hands[seat]),
            bid_cards=tuple(self.bidcards[seat]),
            hand_counts=tuple(len(h) for h in self.hands),
            bid_counts=tuple(len(b) for b in self.bidcards),
            shown_hands=tuple(tuple(h) if e else None
                              for h, e in zip(self.hands, self.exposed, strict=True)),
            shown_bids=tuple(tuple(b) if e else None
                             for b, e in zip(self.bidcards, self.bid_shown, strict=True)),
            bid_queue=tuple(self.bid_queue),
            auc_queue=tuple(self.auc_queue),
            auc_standing=self.auc_standing,
            auc_list=tuple(self.auc_list),
            auc_raise=self.auc_raise,
            auc_log=tuple(self.auc_log),
            premiums=self.premiums,
            trump=self.trump,
            carry_trump=self.carry_trump,
            turnup=self.turnup,
            leader=self.leader,
            order=self.order,
            trick=tuple(self.trick),
            tricks=tuple(self.tricks),
            won=tuple(tuple(w) for w in self.won),
            played=tuple(self.played),
            voids=tuple(self.voids),
            results=tuple(self._results),
            round_number=len(self._deals),
            game_no=self.game_no,
            game_rounds=self.game_rounds,
            games_done=self.games_done,
            game_scores=tuple(self.game_scores),
            totals=tuple(self._totals),
        )

    @property
    def round_over(self) -> bool:
        return self.phase == ROUND_OVER or self.phase == MATCH_OVER

    @property
    def match_over(self) -> bool:
        return self.phase == MATCH_OVER

    @property
    def results(self) -> list[RoundResult]:
        return list(self._results)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self._totals)

    @property
    def winners(self) -> tuple[int, ...]:
        if self.phase != MATCH_OVER:
            return ()
        t = self._totals
        if self.players == 2:
            if t[DUMMY] >= t[0] and t[DUMMY] >= t[1]:
                return (0, 1)
            best = max(t[0], t[1])
            return tuple(s for s in (0, 1) if t[s] == best)
        best = max(t)
        return tuple(s for s in range(self.m) if t[s] == best)

    @property
    def deals(self) -> list[Deal]:
        return list(self._deals)

    def next_roles(self) -> dict[str, int]:
        if not self._deals:
            return {}
        return {"dealer": self.next_dealer}

    @property
    def game_number(self) -> int:
        """The current game of the match, from 0."""
        return self.game_no

    # ------------------------------------------------------------------ rounds

    def start_round(self, deal: Deal) -> list[Event]:
        if self.phase == MATCH_OVER:
            raise RecordError("the match is already over; no further deal is played")
        if self.phase != ROUND_OVER:
            raise RecordError("a new deal cannot start before the current round is over")
        check_deal(deal, self.players, self.options)
        given = deal.roles.get("dealer")
        if self._deals:
            dealer = self.next_dealer
            if given is not None and given != dealer:
                raise RecordError(f"the deal gives dealer {given}, but the rules make seat "
                                  f"{dealer} the dealer of this round")
        else:
            if given is None:
                raise RecordError("the first deal must give the dealer (chosen by lot)")
            dealer = given
            self.first_dealer = dealer
        self._deals.append(deal)
        m = self.m
        self.dealer = dealer
        self.hands = [list(h) for h in deal.hands]
        self.bidcards = [[] for _ in range(m)]
        turnup = deal.piles.get("turnup")
        self.turnup = turnup[0] if turnup else None
        self.exposed = [False] * m
        self.bid_shown = [False] * m
        self.auc_queue = []
        self.auc_standing = None
        self.auc_list = []
        self.auc_raise = None
        self.auc_log = []
        self.premiums = ()
        self.trick = []
        self.tricks = [0] * m
        self.won = [[] for _ in range(m)]
        self.played = []
        self.voids = [0] * m
        self.order = ()
        self.leader = self.controller = (dealer + 1) % self.nd
        if self.options.version == V1975:
            t = self.turnup
            assert t is not None
            self.trump = None if t.suit is None or t.rank is Rank.NINE else int(t.suit)
        else:
            self.trump = self.carry_trump
        self.esuit, self.erank = tables(self.trump == NINES, self.turnup)
        events: list[Event] = [RoundStarted(len(self._deals), {"dealer": dealer})]
        for s in range(m):
            for c in deal.hands[s]:
                events.append(CardMoved(c, ("pile", "deck"), ("hand", s), False))
        if self.turnup is not None:
            events.append(CardMoved(self.turnup, ("pile", "deck"), ("pile", "turnup"), True))
        events.append(TrumpSet(None, trump_code(self.trump)))
        if self.players == 2:
            dummy = self.hands[DUMMY]
            self.bidcards[DUMMY] = dummy[:3]
            del dummy[:3]
            for c in self.bidcards[DUMMY]:
                events.append(CardMoved(c, ("hand", DUMMY), ("bid", DUMMY), False))
        if self.options.bid_at_end:
            self.bid_queue = []
            events += self._begin_premiums()
        else:
            self.bid_queue = self._asking_order()
            self.phase = BID
            self.turn = self.bid_queue[0]
        return events

    def _show_dummy(self) -> list[Event]:
        dummy = self.hands[DUMMY]
        dummy.sort(key=lambda c: (card_suit(c, self.turnup), -int(c.rank)))
        self.exposed[DUMMY] = True
        return [CardsShown(DUMMY, ("hand", DUMMY), tuple(dummy))]

    def _bid(self, action: Bid) -> list[Event]:
        seat = self.turn
        cards = action.cards
        hand = self.hands[seat]
        if len(cards) != 3:
            raise IllegalAction(f"a bid lays aside exactly three cards, not {len(cards)}")
        if len(set(cards)) != 3:
            raise IllegalAction("a bid lays aside three different cards")
        for c in cards:
            if c not in hand:
                raise IllegalAction(f"seat {seat} does not hold {c.code}")
        for c in cards:
            hand.remove(c)
        self.bidcards[seat] = list(cards)
        events: list[Event] = [CardMoved(c, ("hand", seat), ("bid", seat), False) for c in cards]
        events.append(BidMade(seat))
        self.bid_queue.pop(0)
        if self.bid_queue:
            self.turn = self.bid_queue[0]
            return events
        return events + self._begin_premiums()

    # ---------------------------------------------------------------- premiums

    def _begin_premiums(self) -> list[Event]:
        events: list[Event] = []
        if self.players == 2:
            events += self._show_dummy()
        self.phase = PREMIUM
        self.auc_queue = self._asking_order()
        self.turn = self.auc_queue.pop(0)
        return events

    def _premium(self, action: Action) -> list[Event]:
        seat = self.turn
        found = premium_of(action)
        if found is None:
            kind, value = PASS, None
        else:
            kind, value = found
            if kind not in self.premium_kinds():
                raise IllegalAction(self._why_not(kind))
            if value is not None and not 0 <= value <= trick_count(self.players):
                raise IllegalAction(f"an announcement is 0 to {trick_count(self.players)} "
                                    f"tricks, not {value}")
            if self.single_premium and not self._beats(seat, KIND_RANK[kind]):
                st = self.auc_standing
                assert st is not None
                raise IllegalAction(f"seat {st[0]}'s {st[1]} stands; only one premium bid "
                                    f"stands per round and a {kind} does not outrank it")
        self.auc_log.append((seat, kind, value))
        events: list[Event] = [PremiumBid(seat, kind, value)]
        if kind == PASS:
            if self.auc_raise == seat:
                self.auc_raise = None
        elif self.single_premium:
            previous = self.auc_standing
            self.auc_standing = (seat, kind, value)
            self.auc_raise = None
            if (previous is not None and previous[0] != seat and self.options.trump_choice
                    and self._can_bid(previous[0])):
                self.auc_raise = previous[0]
        else:
            self.auc_list.append((seat, kind, value))
        nxt = self._next_asked()
        if nxt is not None:
            self.turn = nxt
            return events
        return events + self._settle_premiums()

    def _why_not(self, kind: str) -> str:
        if self.options.bid_at_end and kind == DECLARE:
            return ("with bid_at_end nobody lays bid cards aside: the premium bids are "
                    "announce, reveal and announce-reveal")
        if not self.options.bid_at_end and kind in (ANNOUNCE, ANNOUNCE_REVEAL):
            return f"{kind!r} is a premium bid of the bid_at_end variant only"
        count = "two" if self.players == 2 else "five"
        return f"nobody may reveal with {count} players"

    def _next_asked(self) -> int | None:
        if self.auc_raise is not None:
            return self.auc_raise
        while self.auc_queue:
            seat = self.auc_queue.pop(0)
            if not self.single_premium or self._can_bid(seat):
                return seat
        return None

    def _settle_premiums(self) -> list[Event]:
        if self.single_premium:
            premiums: tuple[Premium, ...] = (
                (self.auc_standing,) if self.auc_standing is not None else ())
        else:
            premiums = tuple(self.auc_list)
        self.premiums = premiums
        self.auc_queue = []
        self.auc_raise = None
        events: list[Event] = [PremiumsSettled(premiums)]
        for seat, kind, _ in premiums:
            if kind in (DECLARE, REVEAL) and self.bidcards[seat]:
                self.bid_shown[seat] = True
                events.append(CardsShown(seat, ("bid", seat), tuple(self.bidcards[seat])))
            if kind in (REVEAL, ANNOUNCE_REVEAL):
                self.exposed[seat] = True
                events.append(CardsShown(seat, ("hand", seat), tuple(self.hands[seat])))
        if self.options.trump_choice and premiums:
            self.phase = TRUMP
            self.turn = premiums[0][0]
            return events
        return events + self._begin_play()

    def _name_trump(self, name: str | None) -> list[Event]:
        if name not in _TRUMP_NAMES:
            raise IllegalAction(f"a trump is one of S, H, D, C, 9 or none, not {name!r}")
        if name == "9" and not self.options.nines_trump:
            raise IllegalAction("the nines may be named as trump only with nines_trump")
        seat = self.turn
        self.trump = parse_trump(name)
        self.esuit, self.erank = tables(self.trump == NINES, self.turnup)
        events: list[Event] = []
        if self.trump is not None and self.trump != NINES:
            events.append(TrumpNamed(seat, Suit(self.trump)))
        events.append(TrumpSet(seat, name))
        return events + self._begin_play()

    # -------------------------------------------------------------------- play

    def _begin_play(self) -> list[Event]:
        self.phase = PLAYING
        leader = (self.dealer + 1) % self.nd
        self.leader = self.controller = leader
        self.order = self._order_for(leader)
        self.turn = leader
        return []

    def apply_legal(self, action: Action) -> None:
        # Legal by the caller's word (base.State.apply_legal): a play goes unchecked and,
        # but for the round's end, without events; the rest by `apply`.
        if action.__class__ is Play:
            self._play(action.card, quiet=True)
        else:
            self.apply(action)

    def _play(self, card: Card, quiet: bool = False) -> list[Event]:
        """Play `card` for the seat to act: checked, unless `quiet` (`apply_legal`), which
        builds no event for the card or the trick either."""
        seat = self.turn
        hand = self.hands[seat]
        trick = self.trick
        es = self.esuit
        if not quiet and card not in hand:
            who = "the dummy" if seat == DUMMY and self.players == 2 else f"seat {seat}"
            raise IllegalAction(f"{who} does not hold {card.code}")
        if trick:
            led = es[trick[0]]
            if es[card] != led:
                if not quiet and any(es[c] == led for c in hand):
                    raise IllegalAction(f"seat {seat} must follow suit "
                                        f"({trump_code(led) if led == NINES else Suit(led)})")
                self.voids[seat] |= 1 << led
        hand.remove(card)
        trick.append(card)
        self.played.append((seat, card))
        events: list[Event] = [] if quiet else [
            CardMoved(card, ("hand", seat), ("trick", seat), True)]
        m = self.m
        if len(trick) < m:
            self.turn = self.order[len(trick)]
            return events
        winner = self.order[trick_winner(trick, self.trump, es, self.erank)]
        self.tricks[winner] += 1
        self.won[winner].extend(trick)
        if not quiet:
            events.append(TrickWon(winner, tuple(trick), ("won", winner)))
        self.trick = []
        if winner != DUMMY or self.players != 2:
            self.controller = winner
        self.leader = winner
        self.order = self._order_for(winner)
        self.turn = winner
        if sum(self.tricks) == trick_count(self.players):
            return events + self._end_round()
        return events

    # ----------------------------------------------------------------- scoring

    def _final_bid_cards(self, seat: int) -> list[Card]:
        if self.options.bid_at_end and not (self.players == 2 and seat == DUMMY):
            return self.hands[seat]
        return self.bidcards[seat]

    def _premium_made(self, seat: int, kind: str, value: int | None, made: Sequence[bool],
                      values: Sequence[tuple[int, ...]]) -> bool:
        if kind in (DECLARE, REVEAL):
            return made[seat]
        return value in values[seat] and self.tricks[seat] == value

    def _score_premiums(self, points: list[int], made: Sequence[bool],
                        values: Sequence[tuple[int, ...]], bids: Sequence[int]) -> None:
        """Add the premiums' points (and two players' dummy bonuses) to `points`."""
        m, players, tricks, premiums = self.m, self.players, self.tricks, self.premiums
        if players == 2:
            if tricks[DUMMY] == bids[DUMMY]:
                points[DUMMY] += 30
            ok = [self._premium_made(s, kind, v, made, values) for s, kind, v in premiums]
            if len(premiums) == 2 and not any(ok):
                points[DUMMY] += 60
                return
            for (s, _, _), good in zip(premiums, ok, strict=True):
                if good:
                    points[s] += 30
                else:
                    for o in range(m):
                        if o != s:
                            points[o] += 30
        elif players == 5:
            for s, kind, v in premiums:
                points[s] += 50 if self._premium_made(s, kind, v, made, values) else -50
        else:
            amount = {DECLARE: 30, ANNOUNCE: 30, REVEAL: 60, ANNOUNCE_REVEAL: 90}
            for s, kind, v in premiums:
                if self._premium_made(s, kind, v, made, values):
                    points[s] += amount[kind]
                else:
                    for o in range(m):
                        if o != s:
                            points[o] += amount[kind]

    def score_round(self) -> tuple[list[int], dict[str, Any], int]:
        """Points of the round just played, its details, and how many succeeded."""
        m, players, tricks = self.m, self.players, self.tricks
        values = [bid_values(self._final_bid_cards(s), players, self.turnup) for s in range(m)]
        bids = [v[0] for v in values]
        made = []
        for s in range(m):
            if players == 2 and s == DUMMY:
                made.append(tricks[s] <= bids[s])
            else:
                made.append(tricks[s] in values[s])
        k = sum(made)
        bonus = CONTRACT_BONUS[players][k]
        points = [tricks[s] + (bonus if made[s] else 0) for s in range(m)]
        premiums = self.premiums
        self._score_premiums(points, made, values, bids)
        shown: Any
        if not premiums:
            shown = None
        elif len(premiums) == 1:
            shown = {"seat": premiums[0][0], "kind": premiums[0][1]}
        else:
            shown = [{"seat": s, "kind": kind} for s, kind, _ in premiums]
        details = {
            "bids": bids,
            "tricks": list(tricks),
            "made": made,
            "trump": trump_code(self.trump),
            "premium": shown,
        }
        return points, details, k

    def _next_trump(self, succeeded: int) -> int | None:
        if self.options.trump_choice:
            return self.trump
        if self.players == 4 and succeeded == 4:
            return None
        if self.players == 5 and succeeded >= 4:
            return None
        return CODE_TRUMP[succeeded]

    def _end_round(self) -> list[Event]:
        events: list[Event] = []
        m = self.m
        for s in range(m):
            if not self.exposed[s] and self.hands[s]:
                self.exposed[s] = True
                events.append(CardsShown(s, ("hand", s), tuple(self.hands[s])))
            self.exposed[s] = True
            if not self.bid_shown[s] and self.bidcards[s]:
                events.append(CardsShown(s, ("bid", s), tuple(self.bidcards[s])))
            self.bid_shown[s] = True
        points, details, succeeded = self.score_round()
        for s in range(m):
            self.game_scores[s] += points[s]
            self._totals[s] += points[s]
        self.carry_trump = self._next_trump(succeeded)
        self.game_rounds += 1
        self.next_dealer = (self.dealer + 1) % self.nd
        game_over: GameOver | None = None
        match_over = False
        if self.options.version == V1975:
            match_over = len(self._deals) >= ROUNDS_1975
        elif (max(self.game_scores) >= self.options.target
              or self.game_rounds >= self.round_limit()):
            bonus = self._game_winners()
            for s in bonus:
                self._totals[s] += GAME_BONUS
            game_over = GameOver(self.game_no, tuple(self.game_scores), bonus)
            self.games_done += 1
            if self.games_done >= self.options.games_in_match(self.players):
                match_over = True
            else:
                self.game_no += 1
                self.game_rounds = 0
                self.game_scores = [0] * m
                self.carry_trump = self._game_start_trump()
                self.next_dealer = (self.first_dealer + self.game_no) % self.nd
        result = RoundResult(points=tuple(points), totals=tuple(self._totals), details=details)
        self._results.append(result)
        events.append(RoundScored(result.points, result.totals, details))
        if game_over is not None:
            events.append(game_over)
        if match_over:
            self.phase = MATCH_OVER
            events.append(MatchOver(self.winners))
        else:
            self.phase = ROUND_OVER
        return events

    def round_limit(self) -> int:
        """Rounds after which a game ends even if nobody has reached the target: with five
        players only, where failed declarations cost points and scores can fall for ever."""
        if self.players == 5:
            return self.options.target // 10
        return 1 << 30

    def _game_winners(self) -> tuple[int, ...]:
        """The seats that win the game just ended (and its 100 bonus)."""
        g = self.game_scores
        if self.players == 2:
            if g[DUMMY] >= g[0] and g[DUMMY] >= g[1]:
                return ()
            best = max(g[0], g[1])
            return tuple(s for s in (0, 1) if g[s] == best)
        best = max(g)
        return tuple(s for s in range(self.m) if g[s] == best)


# --------------------------------------------------------------------------------- view


@attrs.frozen(slots=True, eq=True)
class NinetyNineView(SeatView):
    """What one seat knows: its own cards, everything face up (the dummy, declared bids,
    revealed hands, the turn-up, cards played) and the public history."""

    seat: int
    options: NinetyNineOptions
    players: int
    phase: str
    dealer: int
    first_dealer: int
    next_dealer: int
    turn: int
    controller: int
    hand: tuple[Card, ...]
    bid_cards: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    bid_counts: tuple[int, ...]
    shown_hands: tuple[tuple[Card, ...] | None, ...]
    shown_bids: tuple[tuple[Card, ...] | None, ...]
    bid_queue: tuple[int, ...]
    auc_queue: tuple[int, ...]
    auc_standing: Premium | None
    auc_list: tuple[Premium, ...]
    auc_raise: int | None
    auc_log: tuple[tuple[int, str, int | None], ...]
    premiums: tuple[Premium, ...]
    trump: int | None
    carry_trump: int | None
    turnup: Card | None
    leader: int
    order: tuple[int, ...]
    trick: tuple[Card, ...]
    tricks: tuple[int, ...]
    won: tuple[tuple[Card, ...], ...]
    played: tuple[tuple[int, Card], ...]
    voids: tuple[int, ...]
    results: tuple[RoundResult, ...]
    round_number: int
    game_no: int
    game_rounds: int
    games_done: int
    game_scores: tuple[int, ...]
    totals: tuple[int, ...]

    @property
    def participants(self) -> int:
        return len(self.hand_counts)

    def known_bid(self, seat: int) -> int | None:
        """A bid this seat knows: its own, a declared one, an announced number."""
        if seat == self.seat and self.bid_cards:
            return bid_value(self.bid_cards, self.turnup)
        shown = self.shown_bids[seat]
        if shown:
            return bid_value(shown, self.turnup)
        for s, _, value in self.premiums:
            if s == seat and value is not None:
                return value
        return None

    def zones(self) -> dict[tuple[Any, ...], tuple[Card | None, ...]]:
        out: dict[tuple[Any, ...], tuple[Card | None, ...]] = {}
        for s in range(self.participants):
            shown_hand = self.shown_hands[s]
            if s == self.seat:
                out[("hand", s)] = self.hand
            elif shown_hand is not None:
                out[("hand", s)] = shown_hand
            else:
                out[("hand", s)] = (None,) * self.hand_counts[s]
            shown_bid = self.shown_bids[s]
            if s == self.seat:
                out[("bid", s)] = self.bid_cards
            elif shown_bid is not None:
                out[("bid", s)] = shown_bid
            else:
                out[("bid", s)] = (None,) * self.bid_counts[s]
            out[("won", s)] = self.won[s]
        for i, c in enumerate(self.trick):
            out[("trick", self.order[i])] = (c,)
        if self.turnup is not None:
            out[("pile", "turnup")] = (self.turnup,)
        return out

    def unseen(self) -> list[Card]:
        known: set[Card] = set(self.hand) | set(self.bid_cards)
        for h in self.shown_hands:
            if h:
                known.update(h)
        for b in self.shown_bids:
            if b:
                known.update(b)
        for w in self.won:
            known.update(w)
        known.update(self.trick)
        if self.turnup is not None:
            known.add(self.turnup)
        return [c for c in pack_for(self.players, self.options) if c not in known]

    def sample(self, rng: random.Random) -> NinetyNineState:
        """Deal the unseen cards to the hidden hands and bid piles, never giving a hand a
        suit its player has shown void in."""
        m = self.participants
        slots: list[tuple[int, str]] = []
        need: list[int] = []
        voids: list[int] = []
        for s in range(m):
            if s == self.seat:
                continue
            if self.shown_hands[s] is None and self.hand_counts[s]:
                slots.append((s, "hand"))
                need.append(self.hand_counts[s])
                voids.append(self.voids[s])
            if self.shown_bids[s] is None and self.bid_counts[s]:
                slots.append((s, "bid"))
                need.append(self.bid_counts[s])
                voids.append(0)
        esuit, erank = tables(self.trump == NINES, self.turnup)
        allotted = deal_hidden(self.unseen(), need, voids, rng,
                               lambda c: 1 << esuit[c] if esuit[c] >= 0 else 0)
        hands: list[list[Card]] = []
        bids: list[list[Card]] = []
        for s in range(m):
            shown_hand = self.shown_hands[s]
            shown_bid = self.shown_bids[s]
            hands.append(list(self.hand) if s == self.seat
                         else list(shown_hand) if shown_hand is not None else [])
            bids.append(list(self.bid_cards) if s == self.seat
                        else list(shown_bid) if shown_bid is not None else [])
        for (s, where), cards in zip(slots, allotted, strict=True):
            (hands if where == "hand" else bids)[s].extend(cards)
        state = NinetyNineState(NINETY_NINE, self.options, self.players)
        state.phase = self.phase
        state.dealer = self.dealer
        state.first_dealer = self.first_dealer
        state.next_dealer = self.next_dealer
        state.turn = self.turn
        state.controller = self.controller
        state.hands = hands
        state.bidcards = bids
        state.exposed = [h is not None for h in self.shown_hands]
        state.bid_shown = [b is not None for b in self.shown_bids]
        state.bid_queue = list(self.bid_queue)
        state.auc_queue = list(self.auc_queue)
        state.auc_standing = self.auc_standing
        state.auc_list = list(self.auc_list)
        state.auc_raise = self.auc_raise
        state.auc_log = list(self.auc_log)
        state.premiums = self.premiums
        state.trump = self.trump
        state.carry_trump = self.carry_trump
        state.turnup = self.turnup
        state.esuit, state.erank = esuit, erank
        state.leader = self.leader
        state.order = self.order
        state.trick = list(self.trick)
        state.tricks = list(self.tricks)
        state.won = [list(w) for w in self.won]
        state.played = list(self.played)
        state.voids = list(self.voids)
        state._results = list(self.results)
        state.game_no = self.game_no
        state.game_rounds = self.game_rounds
        state.games_done = self.games_done
        state.game_scores = list(self.game_scores)
        state._totals = list(self.totals)
        if self.round_number:
            played_by: list[list[Card]] = [[] for _ in range(m)]
            for s, c in self.played:
                played_by[s].append(c)
            dealt = tuple(tuple(bids[s] + played_by[s] + hands[s]) for s in range(m))
            piles = {"turnup": (self.turnup,)} if self.turnup is not None else {}
            deal = Deal(hands=dealt, piles=piles, roles={"dealer": self.dealer})
            state._deals = [deal] * self.round_number
        return state




# --------------------------------------------------------------------------------- game


def check_deal(deal: Deal, players: int, options: NinetyNineOptions) -> None:
    """The deal fits the game: hand count and sizes, the turn-up, the pack, the dealer."""
    m = participants(players)
    if len(deal.hands) != m:
        raise RecordError(f"the deal must give {m} hands"
                          + (" (the two players' and the dummy's)" if players == 2 else ""))
    size = hand_size(players)
    for i, h in enumerate(deal.hands):
        if len(h) != size:
            who = "the dummy's hand" if players == 2 and i == DUMMY else f"hand {i}"
            raise RecordError(f"{who} holds {len(h)} cards; each hand holds {size}")
    turnup = deal.piles.get("turnup")
    if options.version == V1975:
        if not turnup or len(turnup) != 1:
            raise RecordError("version 1975 needs the turn-up: one card under 'turnup'")
    elif turnup is not None:
        raise RecordError("only version 1975 has a turn-up")
    unknown = set(deal.piles) - {"turnup"}
    if unknown:
        raise RecordError(f"unknown pile(s) in a Ninety-Nine deal: "
                          f"{', '.join(sorted(unknown))}")
    check_pack(deal.all_cards(), pack_for(players, options))
    dealer = deal.roles.get("dealer")
    if dealer is not None and not 0 <= dealer < dealers(players):
        raise RecordError(f"the dealer must be seat 0 or 1 (the dummy never deals), "
                          f"not {dealer}" if players == 2
                          else f"the dealer must be a seat from 0 to {players - 1}")


class NinetyNineGame(Game):
    id: ClassVar[str] = "ninety-nine"
    name: ClassVar[str] = "Ninety-Nine"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    options_class: ClassVar[type[Options]] = NinetyNineOptions

    def empty_state(self, options: Options, players: int) -> NinetyNineState:
        if not isinstance(options, NinetyNineOptions):
            raise RecordError("Ninety-Nine needs Ninety-Nine's options")
        self.check_players(players)
        _check_version(options, players)
        return NinetyNineState(self, options, players)

    def draw_roles(self, players: int, rng: random.Random) -> tuple[dict[str, int], list[Event]]:
        dealer = rng.randrange(dealers(players))
        return {"dealer": dealer}, [DealerChosen(dealer)]

    def random_deal(self, players: int, roles: Mapping[str, int], rng: random.Random,
                    options: Options) -> Deal:
        assert isinstance(options, NinetyNineOptions)
        _check_version(options, players)
        dealer = roles.get("dealer")
        if dealer is None:
            dealer = rng.randrange(dealers(players))
        pack = list(pack_for(players, options))
        rng.shuffle(pack)
        m = participants(players)
        size = hand_size(players)
        hands: list[list[Card]] = [[] for _ in range(m)]
        order = [(dealer + 1 + i) % m for i in range(m)]
        for _ in range(size):
            for seat in order:
                hands[seat].append(pack.pop())
        piles = {"turnup": (pack.pop(),)} if pack else {}
        return Deal(hands=tuple(tuple(h) for h in hands), piles=piles, roles={"dealer": dealer})

    def deal_from_record(self, raw: object, players: int, options: Options) -> Deal:
        assert isinstance(options, NinetyNineOptions)
        _check_version(options, players)
        if not isinstance(raw, Mapping):
            raise RecordError("the deal must be an object with 'dealer' and 'hands'")
        allowed = {"dealer", "hands"} | ({"turnup"} if options.version == V1975 else set())
        unknown = set(raw) - allowed
        if unknown:
            hint = " (only version 1975 has a turn-up)" if "turnup" in unknown else ""
            raise RecordError(f"unknown field(s) in a Ninety-Nine deal: "
                              f"{', '.join(sorted(unknown))}{hint}")
        if "hands" not in raw:
            raise RecordError("the deal must give 'hands'")
        m = participants(players)
        hands_raw = raw["hands"]
        if not isinstance(hands_raw, list) or len(hands_raw) != m:
            raise RecordError(f"the deal's 'hands' must be a list of {m} hands"
                              + (" (seat 0, seat 1 and the dummy)" if players == 2 else ""))
        hands = tuple(parse_card_list(h, f"hand {i}") for i, h in enumerate(hands_raw))
        piles: dict[str, tuple[Card, ...]] = {}
        if options.version == V1975:
            if "turnup" not in raw:
                raise RecordError("version 1975 needs the turn-up card under 'turnup'")
            t = raw["turnup"]
            piles["turnup"] = parse_card_list([t] if isinstance(t, str) else t, "turnup")
            if len(piles["turnup"]) != 1:
                raise RecordError("the turn-up is exactly one card")
        cards = [c for h in hands for c in h] + [c for p in piles.values() for c in p]
        check_pack(cards, pack_for(players, options))
        roles: dict[str, int] = {}
        dealer = parse_role(raw, "dealer", players, required=False)
        if dealer is not None:
            roles["dealer"] = dealer
        deal = Deal(hands=hands, piles=piles, roles=roles)
        check_deal(deal, players, options)
        return deal

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        kind = raw.get("type")
        seat = raw.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 5:
            raise RecordError(f"an action's seat must be a seat number, not {seat!r}")
        fields = {"play": {"card"}, "bid": {"cards"}, "declare": set(), "reveal": set(),
                  "pass": set(), "announce": {"value"}, "announce-reveal": {"value"},
                  "trump": {"suit"}}
        if not isinstance(kind, str) or kind not in fields:
            raise RecordError(f"unknown action type {kind!r} (Ninety-Nine has bid, declare, "
                              f"reveal, pass, announce, announce-reveal, trump and play)")
        extra = set(raw) - {"seat", "type"} - fields[kind]
        if extra:
            raise RecordError(f"unknown field(s) in a {kind}: {', '.join(sorted(extra))}")
        if kind == "play":
            card = record_card(raw)
            return _PLAY[seat].get(card) or Play(seat, card)
        if kind == "bid":
            tokens = record_field(raw, "cards", list)
            return Bid(seat, parse_card_list(tokens, "the bid's cards"))
        if kind == "declare":
            return _DECLARE[seat]
        if kind == "reveal":
            return _REVEAL[seat]
        if kind == "pass":
            return _PASS[seat]
        if kind in ("announce", "announce-reveal"):
            value = record_field(raw, "value", int)
            if not 0 <= value <= 10:
                return (Announce if kind == "announce" else AnnounceReveal)(seat, value)
            table = _ANNOUNCE if kind == "announce" else _ANNOUNCE_REVEAL
            return table[seat][value]
        if "suit" not in raw:
            raise RecordError("action of type 'trump' needs the field 'suit' (null for no trump)")
        name = raw["suit"]
        parse_trump(name)
        return _NAME_TRUMP[seat][name]


NINETY_NINE = NinetyNineGame()

RULES_NOTES = """\
Decisions where the rules text is silent:
- The first dealer is chosen by lot. With two players only seats 0 and 1 deal; the dummy
  is seat 2 (the third hand of the deal) and its cards are written as seat 2's plays, but
  the decision is the chooser's: while the dummy's card is due, the player to act is the
  real player who chooses it.
- With two players the dummy's first three cards are its bid, face down until the end of
  the round; its other nine cards are turned face up, sorted by suit, once both players
  have bid (at once with bid_at_end). Its score, bid and tricks are seat 2's in the
  results and totals.
- At the end of a round every bid and every card left in hand is shown.
- A premium bid (declaration, reveal, announcement) takes effect when the premium round is
  over: declared bid cards are shown and revealed hands laid face up before the first lead.
  A declaration cancelled by a later reveal is never shown.
- Equal highest game scores share the 100 game bonus; equal highest match totals share the
  match. With two players, real players tied above the dummy both get the bonus.
- Option `games`: 0 (the default) means as many games as players, three with two players.
  Option `target` may be 100, 250 or 500 for any number of players.
- Version 1975 is for three players; it cannot be combined with trump_choice (the turn-up
  sets the trump), and games and target do not apply (a match is nine rounds). It may be
  combined with bid_at_end. The joker counts as the turn-up's suit in bidding and plays as
  a second copy of the turn-up card (following and winning as that card).
- nines_trump needs trump_choice.
- trump_choice: the standing premium bidder names the trump after the premium round (not
  seeing the hidden bids). With two or five players, where several may declare, the first
  declarer names it. A premium bid outranks a lower one; equal ones go to the player asked
  earlier (nearer the dealer's left). A player who is outbid is asked again at once and may
  raise to any bid that would outrank the new one, or pass and drop out. Without
  trump_choice an outbid player is not asked again. trump_choice also replaces the
  two-player rule that the first round of a game is played with clubs.
- bid_at_end: the premium bids rank announce < reveal < announce-reveal (one stands, as with
  declare and reveal). With two or five players only announce is allowed, by any number of
  players, for +30 (two players, as a declaration) or +50/-50 (five players). The contract
  is made when the tricks equal the value of the last three cards held; an announcement
  succeeds only when that value and the tricks both equal the number announced. Numbers
  may be announced from 0 to the number of tricks (10 with four players, only by three
  diamonds). With two players the dummy bids with its first three cards as usual.
- With five players, where a failed declaration costs 50 and scores can fall for ever, a
  game also ends after 10 rounds (25 with target 250, 50 with target 500) if nobody has
  reached the target; it is then scored as any other game (the highest wins the bonus).
  Sensible play ends a game in three to six rounds; only reckless declaring meets this.
- The premium in the details is {"seat", "kind"}, kind one of declare, reveal, announce,
  announce-reveal.
"""
