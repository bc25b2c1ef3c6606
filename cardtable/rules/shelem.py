"""Shelem (شلم): the Hokm family's bidding game, for four players in two teams or for two.

Every line of assets/rules/shelem.en.html is implemented here; the decisions the rules page
leaves open are written in `RULES_NOTES` and shown in the app's rules page.

Seats 0 and 2 are one team, 1 and 3 the other; in the two-player game each player is a
side of his own. Either way a seat's *side* is `seat % 2`, so scores, captured points and
piles of won tricks are kept per side.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, ClassVar, overload

import attrs

from cardtable.cards import PACK_52, Card, Rank, Suit
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
from cardtable.rules.tricks import playable, trick_winner

PACK = PACK_52
HAND_SIZE = 12
KITTY_SIZE = 4
PACKETS = 3
PACKET_SIZE = 4
TRICKS = 12
TRICK_SIZE = 4
MIN_BID = 100
MAX_BID = 165
BID_STEP = 5
TOTAL_POINTS = 165
SHELEM_SCORE = 330
YASA_SCORE = -165
TRICK_POINTS = 5
TARGETS = (1200, 660, 330)
BID_VALUES = tuple(range(MIN_BID, MAX_BID + 1, BID_STEP))

#: The two-player deal, in the order the dealer deals: ("hand", to_opponent) etc.
#: Each step is (what, who, size); who is 0 for the opponent, 1 for the dealer.
TWO_PLAYER_DEAL = (
    ("hand", 0, HAND_SIZE), ("hand", 1, HAND_SIZE),
    ("packet", 0, PACKET_SIZE), ("packet", 1, PACKET_SIZE),
    ("packet", 0, PACKET_SIZE), ("packet", 1, PACKET_SIZE),
    ("packet", 0, PACKET_SIZE), ("kitty", 0, KITTY_SIZE), ("packet", 1, PACKET_SIZE),
)


def card_points(card: Card) -> int:
    """Every five is worth 5, every ten and every ace 10; other cards nothing."""
    return _POINTS[card]


_ORDER = {c: i for i, c in enumerate(PACK)}
_POINTS = {c: 5 if c.rank is Rank.FIVE else 10 if c.rank in (Rank.TEN, Rank.ACE) else 0
           for c in PACK}


def side_of(seat: int) -> int:
    """The team (four players: 0 for seats 0+2, 1 for 1+3) or the player (two players)."""
    return seat % 2


def hand_score(contract: int, captured: int, other: int, all_tricks: bool) -> int:
    """What the hakem's side scores: 330 for a shelem, what it captured when it made the
    contract, -165 for a yasa (fewer points than the defenders), else minus the contract."""
    if all_tricks:
        return SHELEM_SCORE
    if captured >= contract:
        return captured
    if captured < other:
        return YASA_SCORE
    return -contract


def match_winner(totals: Sequence[int], target: int) -> int | None:
    """The side that has won once a hand is scored: a side at or above the target and
    strictly ahead (if both reach it, the higher total; equal totals play on)."""
    if max(totals) >= target and totals[0] != totals[1]:
        return 0 if totals[0] > totals[1] else 1
    return None


# ---------------------------------------------------------------------------- actions


@attrs.frozen(slots=True)
class Bid(Action):
    type: ClassVar[str] = "bid"
    value: int

    def _fields(self) -> dict[str, Any]:
        return {"value": self.value}


@attrs.frozen(slots=True)
class Pass(Action):
    type: ClassVar[str] = "pass"


def in_pack_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards sorted as the pack lists them: A K ... 2 of spades, hearts, diamonds, clubs."""
    return tuple(sorted(cards, key=lambda c: _ORDER.get(c, 100 + c.id)))


@attrs.frozen(slots=True)
class Discard(Action):
    """The hakem lays away four cards. The four are a set: they are kept in pack order,
    so that the same four cards make the same action whatever order they are named in."""

    type: ClassVar[str] = "discard"
    cards: tuple[Card, ...] = attrs.field(converter=in_pack_order)

    def _fields(self) -> dict[str, Any]:
        return {"cards": [c.code for c in self.cards]}


@attrs.frozen(slots=True)
class PacketPlay(Play):
    """Two players: a face-up top card of one of the player's packets."""

    def _fields(self) -> dict[str, Any]:
        return {"card": self.card.code, "from": "packet"}


# ----------------------------------------------------------------------------- events


@attrs.frozen(slots=True)
class DealerChosen(Event):
    """The lot for the first dealer."""

    seat: int


@attrs.frozen(slots=True)
class BidMade(Event):
    seat: int
    value: int


@attrs.frozen(slots=True)
class Passed(Event):
    seat: int


@attrs.frozen(slots=True)
class AuctionWon(Event):
    hakem: int
    contract: int


@attrs.frozen(slots=True)
class ThrownIn(Event):
    """Everyone passed: the hand scores nothing and the next dealer deals."""

    dealer: int


@attrs.frozen(slots=True)
class HandEnded(Event):
    hakem: int
    contract: int
    captured: tuple[int, int]
    points: tuple[int, int]
    made: bool
    shelem: bool
    yasa: bool


# ---------------------------------------------------------------------------- options


@attrs.frozen
class ShelemOptions(Options):
    target: int = attrs.field(default=1200, validator=choice_validator(TARGETS))


# ------------------------------------------------------------------------------ deals


Packets = tuple[tuple[tuple[Card, ...], ...], ...]


@attrs.frozen(slots=True)
class ShelemDeal(Deal):
    """A Shelem deal: hands, the kitty (`piles["kitty"]`) and, for two players, each
    player's three packets of four (`packets[seat][k]`, top card first)."""

    packets: Packets = ()

    def to_record(self) -> dict[str, Any]:
        out: dict[str, Any] = dict(self.roles)
        out["hands"] = [[c.code for c in h] for h in self.hands]
        if self.packets:
            out["packets"] = [[[c.code for c in p] for p in seat] for seat in self.packets]
        for name, cards in self.piles.items():
            out[name] = [c.code for c in cards]
        return out

    def all_cards(self) -> list[Card]:
        cards = [c for h in self.hands for c in h]
        for pile in self.piles.values():
            cards.extend(pile)
        for seat in self.packets:
            for p in seat:
                cards.extend(p)
        return cards


# ------------------------------------------------------------------- pre-built actions

_PLAY = [{c: Play(s, c) for c in PACK} for s in range(4)]
_PACKET_PLAY = [{c: PacketPlay(s, c) for c in PACK} for s in range(2)]
_BIDS = [[Bid(s, v) for v in BID_VALUES] for s in range(4)]
_PASS = [Pass(s) for s in range(4)]
_COMBOS = {16: tuple(itertools.combinations(range(16), KITTY_SIZE))}


class DiscardChoices(Sequence[Action]):
    """The hakem's ways to lay away four of his sixteen cards (1,820), made on demand.

    Order (stable, as `legal` lists them): the hand in pack order (A K ... 2 of spades,
    hearts, diamonds, clubs), and its four-card combinations in itertools order. Building
    all 1,820 actions costs milliseconds; this costs nothing until an action is asked for,
    so a search through the exchange stays cheap. `x in choices` is a set test."""

    __slots__ = ("seat", "cards", "_combos")

    def __init__(self, seat: int, hand: Iterable[Card]) -> None:
        self.seat = seat
        self.cards = in_pack_order(hand)
        n = len(self.cards)
        combos = _COMBOS.get(n)
        if combos is None:
            combos = tuple(itertools.combinations(range(n), KITTY_SIZE))
        self._combos = combos

    def __len__(self) -> int:
        return len(self._combos)

    def _make(self, combo: tuple[int, ...]) -> Discard:
        # Discard(seat, cards) without the attrs __init__: the cards are in pack order.
        cards = self.cards
        action = object.__new__(Discard)
        object.__setattr__(action, "seat", self.seat)
        object.__setattr__(action, "cards", tuple(cards[i] for i in combo))
        return action

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return [self._make(c) for c in self._combos[index]]
        return self._make(self._combos[index])

    def __iter__(self) -> Iterator[Action]:
        make = self._make
        for combo in self._combos:
            yield make(combo)

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Discard) or action.seat != self.seat:
            return False
        cards = action.cards
        return len(cards) == KITTY_SIZE and len(set(cards)) == KITTY_SIZE and all(
            c in self.cards for c in cards)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, DiscardChoices):
            return self.seat == other.seat and self.cards == other.cards
        if isinstance(other, Sequence) and not isinstance(other, str | bytes):
            return len(other) == len(self) and list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"DiscardChoices(seat={self.seat}, cards={' '.join(c.code for c in self.cards)})"


BIDDING, EXCHANGE, PLAYING, HAND_OVER, MATCH_OVER = (
    "bidding", "exchange", "play", "hand-over", "match-over")

HAND_SOURCE = -1
"""In `played`, the source of a card played from the hand (else the packet's index)."""


class ShelemState(State):
    # Never waits on chance: a plain attribute, read before every action of a playout.
    chance: None = None

    __slots__ = (
        "game", "options", "players", "_deals", "_results", "phase", "dealer", "turn",
        "hands", "kitty", "packets", "turned", "auction", "passed", "passes", "high",
        "high_seat", "hakem", "contract", "laid", "trump", "leader", "trick", "trick_number",
        "tricks", "won", "played", "voids", "side_totals", "winner_side",
    )

    def __init__(self, game: ShelemGame, options: ShelemOptions, players: int) -> None:
        self.game = game
        self.options: ShelemOptions = options
        self.players = players
        self._deals: list[Deal] = []
        self._results: list[RoundResult] = []
        self.phase = HAND_OVER
        self.dealer = 0
        self.turn = 0
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.kitty: list[Card] = []
        self.packets: list[list[list[Card]]] = []
        self.turned = False
        self.auction: list[tuple[int, int | None]] = []
        self.passed = [False] * players
        self.passes = 0
        self.high: int | None = None
        self.high_seat: int | None = None
        self.hakem: int | None = None
        self.contract: int | None = None
        self.laid: list[Card] = []
        self.trump: Suit | None = None
        self.leader = 0
        self.trick: list[Card] = []
        self.trick_number = 0
        self.tricks = [0, 0]
        self.won: list[list[Card]] = [[], []]
        self.played: list[tuple[int, Card, int]] = []
        self.voids = [0] * players
        self.side_totals = [0, 0]
        self.winner_side: int | None = None

    # ---------------------------------------------------------------- protocol

    @property
    def to_act(self) -> int | None:
        if self.phase in (HAND_OVER, MATCH_OVER):
            return None
        return self.turn

    def legal_actions(self) -> Sequence[Action]:  # type: ignore[override]
        # A Sequence: the exchange's 1,820 lay-aways are made on demand (DiscardChoices).
        phase = self.phase
        seat = self.turn
        if phase == PLAYING:
            trick = self.trick
            i = len(trick)
            if i >= 2 and self.players == 2:
                tops = [p[0] for p in self.packets[seat] if p]
                led = trick[0].suit
                follow = [c for c in tops if c.suit is led]
                packet_plays = _PACKET_PLAY[seat]
                return [packet_plays[c] for c in (follow or tops)]
            plays = _PLAY[seat]
            return [plays[c] for c in playable(self.hands[seat], trick[0].suit if i else None)]
        if phase == BIDDING:
            low = MIN_BID if self.high is None else self.high + BID_STEP
            out: list[Action] = [_PASS[seat]]
            out.extend(_BIDS[seat][(low - MIN_BID) // BID_STEP:])
            return out
        if phase == EXCHANGE:
            return DiscardChoices(seat, self.hands[seat])
        return []

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        action = self.game.action_from_record(raw)
        if action.seat is None or not 0 <= action.seat < self.players:
            raise RecordError(f"an action's seat must be 0 to {self.players - 1}, "
                              f"not {action.seat!r}")
        return action

    def apply(self, action: Action) -> list[Event]:
        phase = self.phase
        if phase in (HAND_OVER, MATCH_OVER):
            raise IllegalAction("the match is over" if phase == MATCH_OVER
                                else "the hand is over; no one is to act")
        if action.seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {action.seat}'s")
        if isinstance(action, Play):
            if phase != PLAYING:
                raise IllegalAction(self._waiting_for())
            return self._play(action)
        if isinstance(action, Bid):
            if phase != BIDDING:
                raise IllegalAction("the bidding is over; " + self._waiting_for())
            return self._bid(action.value)
        if isinstance(action, Pass):
            if phase != BIDDING:
                raise IllegalAction("the bidding is over; " + self._waiting_for())
            return self._pass()
        if isinstance(action, Discard):
            if phase != EXCHANGE:
                raise IllegalAction("cards are laid away only by the hakem, right after "
                                    "the auction; " + self._waiting_for())
            return self._discard(action.cards)
        raise IllegalAction(f"{action.type!r} is not a Shelem action")

    def _waiting_for(self) -> str:
        return {
            BIDDING: f"seat {self.turn} must bid or pass",
            EXCHANGE: f"the hakem (seat {self.turn}) must lay away four cards",
            PLAYING: f"seat {self.turn} must play a card",
        }[self.phase]

    def clone(self) -> ShelemState:
        new = ShelemState.__new__(ShelemState)
        new.game = self.game
        new.options = self.options
        new.players = self.players
        new._deals = self._deals[:]
        new._results = self._results[:]
        new.phase = self.phase
        new.dealer = self.dealer
        new.turn = self.turn
        new.hands = [h[:] for h in self.hands]
        new.kitty = self.kitty[:]
        new.packets = [[p[:] for p in seat] for seat in self.packets]
        new.turned = self.turned
        new.auction = self.auction[:]
        new.passed = self.passed[:]
        new.passes = self.passes
        new.high = self.high
        new.high_seat = self.high_seat
        new.hakem = self.hakem
        new.contract = self.contract
        new.laid = self.laid[:]
        new.trump = self.trump
        new.leader = self.leader
        new.trick = self.trick[:]
        new.trick_number = self.trick_number
        new.tricks = self.tricks[:]
        new.won = [self.won[0][:], self.won[1][:]]
        new.played = self.played[:]
        new.voids = self.voids[:]
        new.side_totals = self.side_totals[:]
        new.winner_side = self.winner_side
        return new

    def zones(self) -> dict[tuple[Any, ...], tuple[Card, ...]]:
        n = self.players
        out: dict[tuple[Any, ...], tuple[Card, ...]] = {}
        for s in range(n):
            out[("hand", s)] = tuple(self.hands[s])
        out[("kitty",)] = tuple(self.kitty)
        for s, seat in enumerate(self.packets):
            for k, p in enumerate(seat):
                out[("packet", s, k)] = tuple(p)
        if self.hakem is not None and self.laid:
            out[("laid-away", self.hakem)] = tuple(self.laid)
        for s, cards in enumerate(self._trick_by_seat()):
            if cards:
                out[("trick", s)] = tuple(cards)
        out[("won", 0)] = tuple(self.won[0])
        out[("won", 1)] = tuple(self.won[1])
        return out

    def _trick_by_seat(self) -> list[list[Card]]:
        n = self.players
        by_seat: list[list[Card]] = [[] for _ in range(n)]
        for i, c in enumerate(self.trick):
            by_seat[(self.leader + i) % n].append(c)
        return by_seat

    def view(self, seat: int) -> ShelemView:
        n = self.players
        hakem = self.hakem
        packets: tuple[tuple[tuple[Card | None, ...], ...], ...] = tuple(
            tuple((p[0],) + (None,) * (len(p) - 1) if self.turned and p else (None,) * len(p)
                  for p in s_packets)
            for s_packets in self.packets)
        return ShelemView(
            seat=seat,
            options=self.options,
            players=n,
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(len(h) for h in self.hands),
            phase=self.phase,
            dealer=self.dealer,
            turn=self.turn,
            auction=tuple(self.auction),
            hakem=hakem,
            contract=self.contract,
            kitty_count=len(self.kitty),
            laid_away=tuple(self.laid) if seat == hakem else (None,) * len(self.laid),
            packets=packets,
            turned=self.turned,
            trump=self.trump,
            leader=self.leader,
            trick=tuple(self.trick),
            trick_number=self.trick_number,
            tricks=(self.tricks[0], self.tricks[1]),
            played=tuple(self.played),
            voids=tuple(self.voids),
            won=(tuple(self.won[0]), tuple(self.won[1])),
            results=tuple(self._results),
            side_totals=(self.side_totals[0], self.side_totals[1]),
            winner_side=self.winner_side,
            round_number=len(self._deals),
        )

    @property
    def round_over(self) -> bool:
        return self.phase in (HAND_OVER, MATCH_OVER)

    @property
    def match_over(self) -> bool:
        return self.phase == MATCH_OVER

    @property
    def results(self) -> list[RoundResult]:
        return list(self._results)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self.side_totals[s % 2] for s in range(self.players))

    @property
    def winners(self) -> tuple[int, ...]:
        if self.phase != MATCH_OVER or self.winner_side is None:
            return ()
        return tuple(s for s in range(self.players) if s % 2 == self.winner_side)

    @property
    def deals(self) -> list[Deal]:
        return list(self._deals)

    def next_roles(self) -> dict[str, int]:
        if not self._deals:
            return {}
        return {"dealer": (self.dealer + 1) % self.players}

    # ------------------------------------------------------------------ rounds

    def start_round(self, deal: Deal) -> list[Event]:
        if self.phase == MATCH_OVER:
            raise RecordError("the match is already over; no further deal is played")
        if self.phase != HAND_OVER:
            raise RecordError("a new deal cannot start before the current hand is over")
        n = self.players
        expected = self.next_roles()
        roles = dict(deal.roles)
        if expected:
            for key, value in roles.items():
                if key not in expected:
                    raise RecordError(f"a Shelem deal gives no {key!r}")
                if expected[key] != value:
                    raise RecordError(
                        f"the deal gives {key} {value}, but the rules make seat "
                        f"{expected[key]} the {key} of this hand (the deal passes to the "
                        f"next seat)")
            dealer = expected["dealer"]
        else:
            if "dealer" not in roles:
                raise RecordError("the first deal must give the dealer (chosen by lot)")
            dealer = roles["dealer"]
            if not 0 <= dealer < n:
                raise RecordError(f"the dealer must be a seat from 0 to {n - 1}")
        packets = deal.packets if isinstance(deal, ShelemDeal) else ()
        _check_shape(deal.hands, deal.piles, packets, n)
        self._deals.append(deal)
        self.dealer = dealer
        self.hands = [list(h) for h in deal.hands]
        self.kitty = list(deal.piles["kitty"])
        self.packets = [[list(p) for p in seat] for seat in packets]
        self.turned = False
        self.auction = []
        self.passed = [False] * n
        self.passes = 0
        self.high = None
        self.high_seat = None
        self.hakem = None
        self.contract = None
        self.laid = []
        self.trump = None
        self.trick = []
        self.trick_number = 0
        self.tricks = [0, 0]
        self.won = [[], []]
        self.played = []
        self.voids = [0] * n
        self.leader = (dealer + 1) % n
        self.turn = (dealer + 1) % n
        self.phase = BIDDING
        events: list[Event] = [RoundStarted(len(self._deals), {"dealer": dealer})]
        events += _deal_events(dealer, deal.hands, self.kitty, packets, n)
        return events

    # ----------------------------------------------------------------- auction

    def _next_bidder(self) -> int:
        n = self.players
        t = self.turn
        for _ in range(n):
            t = (t + 1) % n
            if not self.passed[t]:
                return t
        raise AssertionError("the auction has ended")  # pragma: no cover

    def _bid(self, value: int) -> list[Event]:
        if isinstance(value, bool) or not isinstance(value, int):
            raise IllegalAction(f"a bid is a whole number, not {value!r}")
        if value % BID_STEP or not MIN_BID <= value <= MAX_BID:
            raise IllegalAction(f"a bid is a multiple of {BID_STEP} from {MIN_BID} to "
                                f"{MAX_BID}, not {value}")
        if self.high is not None and value <= self.high:
            raise IllegalAction(f"a bid must be higher than the last bid ({self.high}), "
                                f"not {value}")
        seat = self.turn
        self.auction.append((seat, value))
        self.high = value
        self.high_seat = seat
        events: list[Event] = [BidMade(seat, value)]
        if self.passes == self.players - 1:
            return events + self._end_auction()
        self.turn = self._next_bidder()
        return events

    def _pass(self) -> list[Event]:
        seat = self.turn
        self.auction.append((seat, None))
        self.passed[seat] = True
        self.passes += 1
        events: list[Event] = [Passed(seat)]
        n = self.players
        if self.passes == n:
            return events + self._throw_in()
        if self.passes == n - 1 and self.high is not None:
            return events + self._end_auction()
        self.turn = self._next_bidder()
        return events

    def _end_auction(self) -> list[Event]:
        hakem = self.high_seat
        assert hakem is not None and self.high is not None
        self.hakem = hakem
        self.contract = self.high
        events: list[Event] = [AuctionWon(hakem, self.high)]
        for c in self.kitty:
            events.append(CardMoved(c, ("kitty",), ("hand", hakem), False))
        self.hands[hakem].extend(self.kitty)
        self.kitty = []
        self.phase = EXCHANGE
        self.turn = hakem
        return events

    def _throw_in(self) -> list[Event]:
        n = self.players
        details: dict[str, Any] = {"hakem": None, "contract": None, "trump": None,
                                   "captured": [0, 0]}
        result = RoundResult(points=(0,) * n, totals=self.totals, details=details)
        self._results.append(result)
        self.phase = HAND_OVER
        return [ThrownIn(self.dealer), RoundScored(result.points, result.totals, details)]

    # ---------------------------------------------------------------- exchange

    def _discard(self, cards: Sequence[Card]) -> list[Event]:
        seat = self.turn
        hand = self.hands[seat]
        if len(cards) != KITTY_SIZE:
            raise IllegalAction(f"the hakem lays away exactly {KITTY_SIZE} cards, "
                                f"not {len(cards)}")
        if len(set(cards)) != KITTY_SIZE:
            raise IllegalAction("the hakem must lay away four different cards")
        for c in cards:
            if c not in hand:
                raise IllegalAction(f"seat {seat} does not hold {c.code}")
        for c in cards:
            hand.remove(c)
        self.laid = list(cards)
        self.phase = PLAYING
        self.leader = self.turn = seat
        return [CardMoved(c, ("hand", seat), ("laid-away", seat), False) for c in cards]

    # -------------------------------------------------------------------- play

    def _play(self, action: Play) -> list[Event]:
        seat = self.turn
        from_packet = isinstance(action, PacketPlay)
        if self.players == 2 and len(self.trick) >= 2:
            if not from_packet:
                raise IllegalAction(f"seat {seat} must now play a face-up card from one "
                                    f"of the packets in front of him")
            events = self._play_packet(seat, action.card)
        else:
            if from_packet:
                raise IllegalAction(
                    "the four-player game has no packets" if self.players == 4
                    else f"seat {seat} must play from his hand now; packet cards come after "
                         f"both hand cards of the trick")
            events = self._play_hand(seat, action.card)
        if len(self.trick) < TRICK_SIZE:
            self.turn = (seat + 1) % self.players
            return events
        return self._trick_over(events)

    def _play_packet(self, seat: int, card: Card) -> list[Event]:
        """Two players, a trick's third or fourth card: a face-up card of one's packets."""
        trick = self.trick
        packets = self.packets[seat]
        k = next((k for k, p in enumerate(packets) if p and p[0] is card), -1)
        if k < 0:
            raise IllegalAction(f"{card.code} is not a face-up packet card of seat {seat}")
        led = trick[0].suit
        if card.suit is not led and any(p and p[0].suit is led for p in packets):
            raise IllegalAction(f"seat {seat} must follow suit ({led}) with a face-up "
                                f"packet card")
        packet = packets[k]
        del packet[0]
        trick.append(card)
        self.played.append((seat, card, k))
        zone = ("packet", seat, k)
        events: list[Event] = [CardMoved(card, zone, ("trick", seat), True)]
        if packet:
            events.append(CardMoved(packet[0], zone, zone, True))
        return events

    def _play_hand(self, seat: int, card: Card) -> list[Event]:
        """A card from the hand: the first of a hand names trump; two players' second card
        of a trick turns the packets' top cards up the first time."""
        trick = self.trick
        i = len(trick)
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalAction(f"seat {seat} does not hold {card.code}")
        if i:
            led = trick[0].suit
            if card.suit is not led:
                if any(c.suit is led for c in hand):
                    raise IllegalAction(f"seat {seat} must follow suit ({led})")
                self.voids[seat] |= 1 << int(led)  # type: ignore[arg-type]
        hand.remove(card)
        trick.append(card)
        self.played.append((seat, card, HAND_SOURCE))
        events: list[Event] = [CardMoved(card, ("hand", seat), ("trick", seat), True)]
        if i == 0 and self.trick_number == 0:
            self.trump = card.suit
            assert card.suit is not None
            events.append(TrumpNamed(seat, card.suit))
        if self.players == 2 and i == 1 and not self.turned:
            self.turned = True
            for s in (self.leader, seat):
                for k, p in enumerate(self.packets[s]):
                    if p:
                        events.append(CardMoved(p[0], ("packet", s, k), ("packet", s, k), True))
        return events

    def _trick_over(self, events: list[Event] | None) -> list[Event]:
        """The trick is full (`events` shows it): it is won, perhaps the hand with it.
        With `events` None (`apply_legal`) no event is built."""
        trick = self.trick
        winner = (self.leader + trick_winner(trick, self.trump)) % self.players
        side = side_of(winner)
        self.tricks[side] += 1
        self.won[side].extend(trick)
        if events is not None:
            events.append(TrickWon(winner, tuple(trick), ("won", side)))
        self.trick = []
        self.trick_number += 1
        self.leader = self.turn = winner
        if self.trick_number == TRICKS:
            ended = self._end_hand(quiet=events is None)
            if events is not None:
                events += ended
        return events if events is not None else []

    def apply_legal(self, action: Action) -> None:
        # Legal by the caller's word (base.State.apply_legal). The four-player game's plays
        # (every play from a hand) go quietly; the rest, rarer, by `apply`.
        if action.__class__ is not Play or self.players != 4:
            self.apply(action)
            return
        seat = self.turn
        card = action.card
        trick = self.trick
        if trick:
            led = trick[0].suit
            if card.suit is not led:  # legal: it holds none of the suit led
                self.voids[seat] |= 1 << int(led)  # type: ignore[arg-type]
        elif self.trick_number == 0:
            self.trump = card.suit  # the first card led names trump
        self.hands[seat].remove(card)
        trick.append(card)
        self.played.append((seat, card, HAND_SOURCE))
        if len(trick) < TRICK_SIZE:
            self.turn = (seat + 1) % 4
        else:
            self._trick_over(None)

    def captured(self) -> tuple[int, int]:
        """Points captured so far by each side (the laid-away cards count for the hakem's
        side as one trick plus their card points)."""
        out = [TRICK_POINTS * self.tricks[x] + sum(_POINTS[c] for c in self.won[x])
               for x in (0, 1)]
        if self.hakem is not None and self.laid:
            out[side_of(self.hakem)] += TRICK_POINTS + sum(_POINTS[c] for c in self.laid)
        return out[0], out[1]

    def _end_hand(self, quiet: bool = False) -> list[Event]:
        hakem = self.hakem
        contract = self.contract
        assert hakem is not None and contract is not None and self.trump is not None
        hs = side_of(hakem)
        ds = 1 - hs
        captured = self.captured()
        all_tricks = self.tricks[hs] == TRICKS
        side_points = [0, 0]
        side_points[hs] = hand_score(contract, captured[hs], captured[ds], all_tricks)
        side_points[ds] = captured[ds]
        self.side_totals[0] += side_points[0]
        self.side_totals[1] += side_points[1]
        details: dict[str, Any] = {"hakem": hakem, "contract": contract,
                                   "trump": self.trump.letter,
                                   "captured": [captured[0], captured[1]]}
        n = self.players
        result = RoundResult(points=tuple(side_points[s % 2] for s in range(n)),
                             totals=self.totals, details=details)
        self._results.append(result)
        self.winner_side = match_winner(self.side_totals, self.options.target)
        self.phase = HAND_OVER if self.winner_side is None else MATCH_OVER
        if quiet:
            return []
        made = captured[hs] >= contract
        events: list[Event] = [
            HandEnded(hakem, contract, captured, (side_points[0], side_points[1]), made,
                      all_tricks, not made and captured[hs] < captured[ds]),
            RoundScored(result.points, result.totals, details),
        ]
        if self.winner_side is not None:
            events.append(MatchOver(self.winners))
        return events


def _check_shape(hands: Sequence[Sequence[Card]], piles: Mapping[str, Sequence[Card]],
                 packets: Packets, n: int) -> None:
    """A deal handed to start_round directly (not read from a record) is checked too."""
    if len(hands) != n or any(len(h) != HAND_SIZE for h in hands):
        raise RecordError(f"a Shelem deal gives {n} hands of {HAND_SIZE} cards")
    if len(piles.get("kitty", ())) != KITTY_SIZE:
        raise RecordError(f"a Shelem deal gives a kitty of {KITTY_SIZE} cards")
    if n == 2:
        if len(packets) != 2 or any(len(s) != PACKETS or any(len(p) != PACKET_SIZE for p in s)
                                    for s in packets):
            raise RecordError("a two-player Shelem deal gives each player three packets "
                              "of four cards")
    elif packets:
        raise RecordError("the four-player game has no packets")
    cards = [c for h in hands for c in h] + list(piles["kitty"])
    cards += [c for s in packets for p in s for c in p]
    check_pack(cards, PACK)


def _deal_events(dealer: int, hands: Sequence[Sequence[Card]], kitty: Sequence[Card],
                 packets: Packets, n: int) -> list[Event]:
    """The cards leaving the deck in the order the dealer deals them."""
    events: list[Event] = []
    deck = ("deck",)
    if n == 4:
        for i in (1, 2, 3):
            s = (dealer + i) % n
            events += [CardMoved(c, deck, ("hand", s), False) for c in hands[s]]
        events += [CardMoved(c, deck, ("kitty",), False) for c in kitty]
        events += [CardMoved(c, deck, ("hand", dealer), False) for c in hands[dealer]]
        return events
    seats = ((dealer + 1) % 2, dealer)
    next_packet = [0, 0]
    for what, who, _ in TWO_PLAYER_DEAL:
        s = seats[who]
        if what == "hand":
            events += [CardMoved(c, deck, ("hand", s), False) for c in hands[s]]
        elif what == "kitty":
            events += [CardMoved(c, deck, ("kitty",), False) for c in kitty]
        else:
            k = next_packet[who]
            next_packet[who] += 1
            # A packet is dealt bottom card first, so that its listed top ends on top.
            events += [CardMoved(c, deck, ("packet", s, k), False)
                       for c in reversed(packets[s][k])]
    return events


# --------------------------------------------------------------------------- the view


@attrs.frozen(slots=True, eq=True)
class ShelemView(SeatView):
    """What one Shelem seat knows: its own hand, the auction, everything played face up,
    the face-up packet cards, and (the hakem only) the cards laid away."""

    seat: int
    options: ShelemOptions
    players: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    phase: str
    dealer: int
    turn: int
    auction: tuple[tuple[int, int | None], ...]
    hakem: int | None
    contract: int | None
    kitty_count: int
    laid_away: tuple[Card | None, ...]
    packets: tuple[tuple[tuple[Card | None, ...], ...], ...]
    turned: bool
    trump: Suit | None
    leader: int
    trick: tuple[Card, ...]
    trick_number: int
    tricks: tuple[int, int]
    played: tuple[tuple[int, Card, int], ...]
    voids: tuple[int, ...]
    won: tuple[tuple[Card, ...], tuple[Card, ...]]
    results: tuple[RoundResult, ...]
    side_totals: tuple[int, int]
    winner_side: int | None
    round_number: int

    @property
    def high(self) -> int | None:
        """The highest bid so far."""
        bids = [v for _, v in self.auction if v is not None]
        return bids[-1] if bids else None

    def passed(self, seat: int) -> bool:
        return any(s == seat and v is None for s, v in self.auction)

    def zones(self) -> dict[tuple[Any, ...], tuple[Card | None, ...]]:
        n = self.players
        out: dict[tuple[Any, ...], tuple[Card | None, ...]] = {}
        for s in range(n):
            out[("hand", s)] = self.hand if s == self.seat else (None,) * self.hand_counts[s]
        out[("kitty",)] = (None,) * self.kitty_count
        for s, seat in enumerate(self.packets):
            for k, p in enumerate(seat):
                out[("packet", s, k)] = p
        if self.hakem is not None and self.laid_away:
            out[("laid-away", self.hakem)] = self.laid_away
        by_seat: list[list[Card]] = [[] for _ in range(n)]
        for i, c in enumerate(self.trick):
            by_seat[(self.leader + i) % n].append(c)
        for s, cards in enumerate(by_seat):
            if cards:
                out[("trick", s)] = tuple(cards)
        out[("won", 0)] = self.won[0]
        out[("won", 1)] = self.won[1]
        return out

    def known(self) -> set[Card]:
        """Every card whose place this seat knows."""
        known = set(self.hand)
        known.update(c for _, c, _ in self.played)
        known.update(c for c in self.laid_away if c is not None)
        for seat in self.packets:
            for p in seat:
                known.update(c for c in p if c is not None)
        return known

    def sample(self, rng: random.Random) -> ShelemState:
        """Deal the cards this seat cannot see to the places it cannot see into, never
        giving a player a suit he has shown void in."""
        n = self.players
        known = self.known()
        unseen = [c for c in PACK if c not in known]
        slots: list[tuple[str, int, int]] = []
        needs: list[int] = []
        masks: list[int] = []
        for s in range(n):
            if s != self.seat:
                slots.append(("hand", s, 0))
                needs.append(self.hand_counts[s])
                masks.append(self.voids[s])
        if self.kitty_count:
            slots.append(("kitty", 0, 0))
            needs.append(self.kitty_count)
            masks.append(0)
        hidden_laid = sum(1 for c in self.laid_away if c is None)
        if hidden_laid:
            slots.append(("laid", 0, 0))
            needs.append(hidden_laid)
            masks.append(0)
        for s, seat in enumerate(self.packets):
            for k, p in enumerate(seat):
                hidden = sum(1 for c in p if c is None)
                if hidden:
                    slots.append(("packet", s, k))
                    needs.append(hidden)
                    masks.append(0)
        allotted = deal_hidden(unseen, needs, masks, rng)
        by_slot = dict(zip(slots, allotted, strict=True))
        state = ShelemState(SHELEM, self.options, n)
        state.hands = [list(self.hand) if s == self.seat else by_slot[("hand", s, 0)]
                       for s in range(n)]
        state.kitty = by_slot.get(("kitty", 0, 0), [])
        state.laid = (list(self.laid_away) if not hidden_laid  # type: ignore[arg-type]
                      else by_slot[("laid", 0, 0)])
        state.packets = [
            [[c for c in p if c is not None] + by_slot.get(("packet", s, k), [])
             for k, p in enumerate(seat)]
            for s, seat in enumerate(self.packets)]
        state.phase = self.phase
        state.dealer = self.dealer
        state.turn = self.turn
        state.turned = self.turned
        state.auction = list(self.auction)
        state.passed = [self.passed(s) for s in range(n)]
        state.passes = sum(state.passed)
        bids = [(s, v) for s, v in self.auction if v is not None]
        state.high = bids[-1][1] if bids else None
        state.high_seat = bids[-1][0] if bids else None
        state.hakem = self.hakem
        state.contract = self.contract
        state.trump = self.trump
        state.leader = self.leader
        state.trick = list(self.trick)
        state.trick_number = self.trick_number
        state.tricks = list(self.tricks)
        state.won = [list(self.won[0]), list(self.won[1])]
        state.played = list(self.played)
        state.voids = list(self.voids)
        state._results = list(self.results)
        state.side_totals = list(self.side_totals)
        state.winner_side = self.winner_side
        state._deals = [_guess_deal(state)] * max(1, self.round_number)
        return state


def _guess_deal(state: ShelemState) -> ShelemDeal:
    """A deal that would lead to this (sampled) state: every card where it came from."""
    n = state.players
    from_hand: list[list[Card]] = [[] for _ in range(n)]
    from_packet: list[list[list[Card]]] = [[[] for _ in range(PACKETS)] for _ in state.packets]
    for s, c, src in state.played:
        if src == HAND_SOURCE:
            from_hand[s].append(c)
        else:
            from_packet[s][src].append(c)
    hands = [from_hand[s] + state.hands[s] for s in range(n)]
    kitty = list(state.kitty)
    if state.hakem is not None and not kitty:
        # The hakem took the kitty: any four of his sixteen cards stand in for it.
        pool = hands[state.hakem] + state.laid
        hands[state.hakem] = pool[:HAND_SIZE]
        kitty = pool[HAND_SIZE:]
    packets = tuple(tuple(tuple(from_packet[s][k] + state.packets[s][k])
                          for k in range(PACKETS)) for s in range(len(state.packets)))
    return ShelemDeal(hands=tuple(tuple(h) for h in hands), piles={"kitty": tuple(kitty)},
                      roles={"dealer": state.dealer}, packets=packets)


# --------------------------------------------------------------------------- the game


class ShelemGame(Game):
    id: ClassVar[str] = "shelem"
    name: ClassVar[str] = "Shelem"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    options_class: ClassVar[type[Options]] = ShelemOptions
    pack: ClassVar[tuple[Card, ...]] = PACK

    def check_players(self, players: object) -> int:
        if isinstance(players, bool) or not isinstance(players, int):
            raise RecordError(f"players must be a whole number, not {players!r}")
        if players not in (2, 4):
            raise RecordError(f"shelem is played by 4 players (or 2), not {players}")
        return players

    def empty_state(self, options: Options, players: int) -> ShelemState:
        if not isinstance(options, ShelemOptions):
            raise RecordError("Shelem needs Shelem's options")
        return ShelemState(self, options, self.check_players(players))

    def draw_roles(self, players: int, rng: random.Random) -> tuple[dict[str, int], list[Event]]:
        dealer = rng.randrange(players)
        return {"dealer": dealer}, [DealerChosen(dealer)]

    def random_deal(self, players: int, roles: Mapping[str, int], rng: random.Random,
                    options: Options) -> ShelemDeal:
        dealer = roles.get("dealer")
        if dealer is None:
            dealer = rng.randrange(players)
        pack = list(PACK)
        rng.shuffle(pack)
        if players == 4:
            hands: list[tuple[Card, ...]] = [() for _ in range(4)]
            for i in (1, 2, 3):
                hands[(dealer + i) % 4] = tuple(pack[:HAND_SIZE])
                del pack[:HAND_SIZE]
            kitty = tuple(pack[:KITTY_SIZE])
            hands[dealer] = tuple(pack[KITTY_SIZE:])
            return ShelemDeal(hands=tuple(hands), piles={"kitty": kitty},
                              roles={"dealer": dealer})
        seats = ((dealer + 1) % 2, dealer)
        two_hands: list[tuple[Card, ...]] = [(), ()]
        packets: list[list[tuple[Card, ...]]] = [[], []]
        kitty = ()
        for what, who, size in TWO_PLAYER_DEAL:
            chunk = tuple(pack[:size])
            del pack[:size]
            if what == "hand":
                two_hands[seats[who]] = chunk
            elif what == "kitty":
                kitty = chunk
            else:
                packets[seats[who]].append(chunk)
        return ShelemDeal(hands=tuple(two_hands), piles={"kitty": kitty},
                          roles={"dealer": dealer},
                          packets=tuple(tuple(p) for p in packets))

    def deal_from_record(self, raw: object, players: int, options: Options) -> ShelemDeal:
        if not isinstance(raw, Mapping):
            raise RecordError("the deal must be an object with 'dealer', 'hands' and 'kitty'")
        allowed = {"dealer", "hands", "kitty"} | ({"packets"} if players == 2 else set())
        unknown = set(raw) - allowed
        if unknown:
            raise RecordError(f"unknown field(s) in a {players}-player Shelem deal: "
                              f"{', '.join(sorted(unknown))}")
        for key in sorted(allowed - {"dealer"}):
            if key not in raw:
                raise RecordError(f"the deal must give {key!r}")
        hands_raw = raw["hands"]
        if not isinstance(hands_raw, list) or len(hands_raw) != players:
            raise RecordError(f"the deal's 'hands' must be a list of {players} hands")
        hands = tuple(parse_card_list(h, f"hand {i}") for i, h in enumerate(hands_raw))
        kitty = parse_card_list(raw["kitty"], "the kitty")
        packets: Packets = ()
        if players == 2:
            packets_raw = raw["packets"]
            if (not isinstance(packets_raw, list) or len(packets_raw) != 2
                    or any(not isinstance(s, list) or len(s) != PACKETS for s in packets_raw)):
                raise RecordError("the deal's 'packets' must be a list of two lists of "
                                  "three packets (one list per player)")
            packets = tuple(tuple(parse_card_list(p, f"packet {k} of seat {s}")
                                  for k, p in enumerate(seat))
                            for s, seat in enumerate(packets_raw))
        cards = [c for h in hands for c in h] + list(kitty)
        cards += [c for s in packets for p in s for c in p]
        check_pack(cards, PACK)
        for i, h in enumerate(hands):
            if len(h) != HAND_SIZE:
                raise RecordError(f"hand {i} holds {len(h)} cards; each hand holds {HAND_SIZE}")
        for s, seat in enumerate(packets):
            for k, p in enumerate(seat):
                if len(p) != PACKET_SIZE:
                    raise RecordError(f"packet {k} of seat {s} holds {len(p)} cards; each "
                                      f"packet holds {PACKET_SIZE}")
        if len(kitty) != KITTY_SIZE:
            raise RecordError(f"the kitty holds {len(kitty)} cards; it holds {KITTY_SIZE}")
        roles: dict[str, int] = {}
        dealer = parse_role(raw, "dealer", players, required=False)
        if dealer is not None:
            roles["dealer"] = dealer
        return ShelemDeal(hands=hands, piles={"kitty": kitty}, roles=roles, packets=packets)

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        kind = raw.get("type")
        seat = raw.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 4:
            raise RecordError(f"an action's seat must be a seat number, not {seat!r}")
        fields = {"bid": {"value"}, "pass": set(), "discard": {"cards"},
                  "play": {"card", "from"}}.get(kind)  # type: ignore[arg-type]
        if fields is None:
            raise RecordError(f"unknown action type {kind!r} (Shelem has bid, pass, discard "
                              f"and play)")
        extra = set(raw) - {"seat", "type"} - fields
        if extra:
            raise RecordError(f"unknown field(s) in a {kind}: {', '.join(sorted(extra))}")
        if kind == "bid":
            value = record_field(raw, "value", int)
            if MIN_BID <= value <= MAX_BID and not value % BID_STEP:
                return _BIDS[seat][(value - MIN_BID) // BID_STEP]
            return Bid(seat, value)
        if kind == "pass":
            return _PASS[seat]
        if kind == "discard":
            cards = record_field(raw, "cards", list)
            parsed = parse_card_list(cards, "the cards laid away")
            if len(parsed) != KITTY_SIZE:
                raise RecordError(f"a discard lays away {KITTY_SIZE} cards, not {len(parsed)}")
            return Discard(seat, parsed)
        card = record_card(raw)
        source = raw.get("from", "hand")
        if source == "packet":
            return _PACKET_PLAY[seat][card] if seat < 2 else PacketPlay(seat, card)
        if source != "hand":
            raise RecordError(f"a play's 'from' is \"packet\" (or \"hand\"), not {source!r}")
        return _PLAY[seat][card] if card in _PLAY[seat] else Play(seat, card)


SHELEM = ShelemGame()

RULES_NOTES = """\
Decisions where the rules text is silent:
- The first dealer is chosen by lot (a random seat).
- Bidding, two players: the auction ends as soon as one player passes while a bid stands.
  If the non-dealer passes first, the dealer may still bid (and is hakem at once) or pass
  (the hand is thrown in, as when all four pass in the four-player game).
- A bid of 165 cannot be raised: the others can only pass.
- The hakem's first lead may be any card of his hand; its suit is trump.
- The cards laid away stay face down: only the hakem ever sees them (also after the
  hand; the score shows the points captured).
- Two players: the top cards of the six packets are turned face up once both players
  have played their first hand card to the first trick (as the source says: "after the
  other player's play"). After a packet card is played the next card of that packet is
  turned up at once, before the other player chooses his packet card.
- Two players: a packet card played by a player is his, and a trick goes to the player
  who played its winning card, from hand or packet.
- The match: checked after every hand. If both sides reach the target with equal totals,
  play goes on until a hand ends with one side at or above the target and strictly ahead.
- The four cards laid away are a set: a discard action keeps them in pack order (a
  record naming them in another order is read, and written back, in pack order).
- `legal` lists the hakem's 1,820 possible lay-aways as the four-card combinations of his
  sixteen cards, taken in pack order (A K ... 2 of spades, hearts, diamonds, clubs).
"""
