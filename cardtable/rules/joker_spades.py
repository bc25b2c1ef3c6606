"""Spades with Jokers (اسپیدز ژوکردار): four players in two teams, spades always trump,
the red and the black joker above every spade, and the red joker the black one's hostage.

Every line of assets/rules/joker-spades.en.html is implemented here; the decisions the rules
file leaves open are written in `RULES_NOTES` and shown in the app's rules page.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import attrs

from cardtable.cards import BLACK_JOKER, PACK_52_JOKERS, RED_JOKER, Card, Suit
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
    check_pack,
    choice_validator,
    parse_card_list,
    parse_role,
    record_card,
    record_field,
)
from cardtable.rules.hidden import deal_hidden
from cardtable.rules.shelem import match_winner

PACK = PACK_52_JOKERS
PLAYERS = 4
HAND_SIZE = 13
TRICKS = 13
PACKETS = (5, 4, 4)
MIN_BID = 2
MAX_BID = 13
BLACK_JOKER_DEADLINE = 9
"""The black joker must be played by the tenth trick (index 9, counting from 0)."""
TRUMP = Suit.SPADES
TARGETS = (501, 1001)

RED_BIT = 1 << 4
BLACK_BIT = 1 << 5


def team_of(seat: int) -> int:
    return seat % 2


def led_suit(card: Card) -> Suit:
    """The suit a trick's first card asks for: a led joker counts as a spade."""
    return card.suit if card.suit is not None else TRUMP


def power(card: Card, led: Suit) -> int:
    """How strongly `card` plays in a trick led in `led`: red joker, black joker, then
    spades, then the suit led; any other card cannot win (0)."""
    if card is RED_JOKER:
        return 200
    if card is BLACK_JOKER:
        return 199
    if card.suit is TRUMP:
        return 100 + int(card.rank)
    if card.suit is led:
        return int(card.rank)
    return 0


def trick_winner(cards: Sequence[Card]) -> int:
    """Index into `cards` (in play order) of the card that wins the trick."""
    led = led_suit(cards[0])
    best, best_power = 0, power(cards[0], led)
    for i in range(1, len(cards)):
        p = power(cards[i], led)
        if p > best_power:
            best, best_power = i, p
    return best


def team_score(contract: int, tricks: int) -> int:
    """10 per contracted trick and 1 per extra trick when made; else -10 per contracted."""
    if tricks >= contract:
        return 10 * contract + (tricks - contract)
    return -10 * contract


def card_bit(card: Card) -> int:
    """A card's bit in a seat's "cannot hold" mask: its suit, or its own bit for a joker."""
    if card is RED_JOKER:
        return RED_BIT
    if card is BLACK_JOKER:
        return BLACK_BIT
    return 1 << int(card.suit)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- actions


@attrs.frozen(slots=True)
class Bid(Action):
    type: ClassVar[str] = "bid"
    value: int

    def _fields(self) -> dict[str, Any]:
        return {"value": self.value}


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
class HandEnded(Event):
    tricks: tuple[int, int]
    contracts: tuple[int, int]
    points: tuple[int, int]
    dealer_keeps: bool


# ---------------------------------------------------------------------------- options


@attrs.frozen
class JokerSpadesOptions(Options):
    target: int = attrs.field(default=501, validator=choice_validator(TARGETS))


_PLAY = [{c: Play(s, c) for c in PACK} for s in range(PLAYERS)]
_BIDS = [[Bid(s, v) for v in range(MIN_BID, MAX_BID + 1)] for s in range(PLAYERS)]

BIDDING, PLAYING, HAND_OVER, MATCH_OVER = "bidding", "play", "hand-over", "match-over"


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], trick_number: int,
                black_played: bool) -> list[Card]:
    """The cards of `hand` that may be played now."""
    if trick_number == BLACK_JOKER_DEADLINE and not black_played and BLACK_JOKER in hand:
        return [BLACK_JOKER]
    if trick:
        led = led_suit(trick[0])
        follow = [c for c in hand if c.suit is led or c.suit is None]
        cards = follow if len(follow) > sum(1 for c in follow if c.suit is None) else list(hand)
    else:
        cards = list(hand)
    if not black_played and RED_JOKER in cards and len(hand) > 1:
        cards.remove(RED_JOKER)
    return cards


class JokerSpadesState(State):
    # Never waits on chance: a plain attribute, read before every action of a playout.
    chance: None = None

    __slots__ = (
        "game", "options", "players", "_deals", "_results", "phase", "dealer", "turn",
        "hands", "bids", "leader", "trick", "trick_number", "tricks", "won", "played",
        "voids", "black_played", "team_totals", "winner_team",
    )

    def __init__(self, game: JokerSpadesGame, options: JokerSpadesOptions) -> None:
        self.game = game
        self.options: JokerSpadesOptions = options
        self.players = PLAYERS
        self._deals: list[Deal] = []
        self._results: list[RoundResult] = []
        self.phase = HAND_OVER
        self.dealer = 0
        self.turn = 0
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.bids: list[int | None] = [None] * PLAYERS
        self.leader = 0
        self.trick: list[Card] = []
        self.trick_number = 0
        self.tricks = [0, 0]
        self.won: list[list[Card]] = [[], []]
        self.played: list[tuple[int, Card]] = []
        self.voids = [0] * PLAYERS
        self.black_played = False
        self.team_totals = [0, 0]
        self.winner_team: int | None = None

    # ---------------------------------------------------------------- protocol

    @property
    def to_act(self) -> int | None:
        if self.phase in (HAND_OVER, MATCH_OVER):
            return None
        return self.turn

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAYING:
            plays = _PLAY[self.turn]
            return [plays[c] for c in legal_cards(self.hands[self.turn], self.trick,
                                                  self.trick_number, self.black_played)]
        if phase == BIDDING:
            return list(_BIDS[self.turn])
        return []

    def apply(self, action: Action) -> list[Event]:
        phase = self.phase
        if phase in (HAND_OVER, MATCH_OVER):
            raise IllegalAction("the match is over" if phase == MATCH_OVER
                                else "the hand is over; no one is to act")
        if action.seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {action.seat}'s")
        if isinstance(action, Play):
            if phase != PLAYING:
                raise IllegalAction(f"seat {self.turn} must bid before the play begins")
            return self._play(action.card)
        if isinstance(action, Bid):
            if phase != BIDDING:
                raise IllegalAction("the bidding is over; each player bids once")
            return self._bid(action.value)
        raise IllegalAction(f"{action.type!r} is not a Spades with Jokers action")

    def clone(self) -> JokerSpadesState:
        new = JokerSpadesState.__new__(JokerSpadesState)
        new.game = self.game
        new.options = self.options
        new.players = PLAYERS
        new._deals = self._deals[:]
        new._results = self._results[:]
        new.phase = self.phase
        new.dealer = self.dealer
        new.turn = self.turn
        new.hands = [h[:] for h in self.hands]
        new.bids = self.bids[:]
        new.leader = self.leader
        new.trick = self.trick[:]
        new.trick_number = self.trick_number
        new.tricks = self.tricks[:]
        new.won = [self.won[0][:], self.won[1][:]]
        new.played = self.played[:]
        new.voids = self.voids[:]
        new.black_played = self.black_played
        new.team_totals = self.team_totals[:]
        new.winner_team = self.winner_team
        return new

    def zones(self) -> dict[tuple[Any, ...], tuple[Card, ...]]:
        out: dict[tuple[Any, ...], tuple[Card, ...]] = {}
        for s in range(PLAYERS):
            out[("hand", s)] = tuple(self.hands[s])
        for i, c in enumerate(self.trick):
            out[("trick", (self.leader + i) % PLAYERS)] = (c,)
        out[("won", 0)] = tuple(self.won[0])
        out[("won", 1)] = tuple(self.won[1])
        return out

    def view(self, seat: int) -> JokerSpadesView:
        return JokerSpadesView(
            seat=seat,
            options=self.options,
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(len(h) for h in self.hands),
            phase=self.phase,
            dealer=self.dealer,
            turn=self.turn,
            bids=tuple(self.bids),
            leader=self.leader,
            trick=tuple(self.trick),
            trick_number=self.trick_number,
            tricks=(self.tricks[0], self.tricks[1]),
            played=tuple(self.played),
            voids=tuple(self.voids),
            black_played=self.black_played,
            won=(tuple(self.won[0]), tuple(self.won[1])),
            results=tuple(self._results),
            team_totals=(self.team_totals[0], self.team_totals[1]),
            winner_team=self.winner_team,
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
        return tuple(self.team_totals[team_of(s)] for s in range(PLAYERS))

    @property
    def winners(self) -> tuple[int, ...]:
        if self.phase != MATCH_OVER or self.winner_team is None:
            return ()
        return tuple(s for s in range(PLAYERS) if team_of(s) == self.winner_team)

    @property
    def deals(self) -> list[Deal]:
        return list(self._deals)

    def next_roles(self) -> dict[str, int]:
        if not self._deals:
            return {}
        return {"dealer": next_dealer(self.dealer, self.team_totals)}

    # ------------------------------------------------------------------ rounds

    def start_round(self, deal: Deal) -> list[Event]:
        if self.phase == MATCH_OVER:
            raise RecordError("the match is already over; no further deal is played")
        if self.phase != HAND_OVER:
            raise RecordError("a new deal cannot start before the current hand is over")
        roles = dict(deal.roles)
        expected = self.next_roles()
        if expected:
            for key, value in roles.items():
                if key not in expected:
                    raise RecordError(f"a Spades with Jokers deal gives no {key!r}")
                if expected[key] != value:
                    keeps = expected[key] == self.dealer
                    why = ("the dealer keeps the deal until his team is ahead" if keeps
                           else "the dealer's team is ahead, so the deal passes on")
                    raise RecordError(f"the deal gives dealer {value}, but seat "
                                      f"{expected[key]} deals this hand ({why})")
            dealer = expected["dealer"]
        else:
            if "dealer" not in roles:
                raise RecordError("the first deal must give the dealer (chosen by lot)")
            dealer = roles["dealer"]
        if len(deal.hands) != PLAYERS or any(len(h) != HAND_SIZE for h in deal.hands):
            raise RecordError(f"a Spades with Jokers deal gives four hands of {HAND_SIZE}")
        if deal.piles:
            raise RecordError("a Spades with Jokers deal has no piles")
        check_pack([c for h in deal.hands for c in h], PACK)
        self._deals.append(deal)
        self.dealer = dealer
        self.hands = [list(h) for h in deal.hands]
        self.bids = [None] * PLAYERS
        self.trick = []
        self.trick_number = 0
        self.tricks = [0, 0]
        self.won = [[], []]
        self.played = []
        self.voids = [0] * PLAYERS
        self.black_played = False
        self.leader = self.turn = (dealer + 1) % PLAYERS
        self.phase = BIDDING
        events: list[Event] = [RoundStarted(len(self._deals), {"dealer": dealer})]
        start = 0
        for size in PACKETS:
            for i in range(1, PLAYERS + 1):
                seat = (dealer + i) % PLAYERS
                events += [CardMoved(c, ("deck",), ("hand", seat), False)
                           for c in deal.hands[seat][start:start + size]]
            start += size
        return events

    def _bid(self, value: int) -> list[Event]:
        if isinstance(value, bool) or not isinstance(value, int) or \
                not MIN_BID <= value <= MAX_BID:
            raise IllegalAction(f"a bid is a number of tricks from {MIN_BID} to {MAX_BID}, "
                                f"not {value!r}")
        seat = self.turn
        self.bids[seat] = value
        events: list[Event] = [BidMade(seat, value)]
        self.turn = (seat + 1) % PLAYERS
        if all(b is not None for b in self.bids):
            self.phase = PLAYING
            self.leader = self.turn = (self.dealer + 1) % PLAYERS
        return events

    def apply_legal(self, action: Action) -> None:
        # Legal by the caller's word (base.State.apply_legal): no check, no events.
        if action.__class__ is Play:
            self._play(action.card, quiet=True)
        else:
            self.apply(action)

    def _check_play(self, seat: int, hand: list[Card], card: Card) -> None:
        """Refuse a card the rules do not allow here (IllegalAction, nothing changed)."""
        if card not in hand:
            raise IllegalAction(f"seat {seat} does not hold {card.code}")
        black_out = not self.black_played
        if black_out and card is not BLACK_JOKER and \
                self.trick_number == BLACK_JOKER_DEADLINE and BLACK_JOKER in hand:
            raise IllegalAction(f"seat {seat} must play the black joker: it must be played "
                                f"by the tenth trick")
        if black_out and card is RED_JOKER and len(hand) > 1:
            raise IllegalAction("the red joker may not be played until the black joker has "
                                "been played")
        trick = self.trick
        if trick:
            led = led_suit(trick[0])
            if card.suit is not None and card.suit is not led:
                if any(c.suit is led for c in hand):
                    raise IllegalAction(f"seat {seat} must follow suit ({led}) or play a joker")

    def _play(self, card: Card, quiet: bool = False) -> list[Event]:
        """Play `card` for the seat to act: checked, unless `quiet` (`apply_legal`), which
        builds no events either."""
        seat = self.turn
        hand = self.hands[seat]
        if not quiet:
            self._check_play(seat, hand, card)
        trick = self.trick
        if trick:
            led = led_suit(trick[0])
            if card.suit is not None and card.suit is not led:
                self.voids[seat] |= 1 << int(led)  # legal: it holds none of the suit led
        if (self.trick_number == BLACK_JOKER_DEADLINE and not self.black_played
                and card is not BLACK_JOKER):
            self.voids[seat] |= BLACK_BIT  # its holder would have had to play it now
        hand.remove(card)
        trick.append(card)
        self.played.append((seat, card))
        if card is BLACK_JOKER:
            self.black_played = True
        if len(trick) < PLAYERS:
            self.turn = (seat + 1) % PLAYERS
            return [] if quiet else [CardMoved(card, ("hand", seat), ("trick", seat), True)]
        winner = (self.leader + trick_winner(trick)) % PLAYERS
        team = team_of(winner)
        self.tricks[team] += 1
        self.won[team].extend(trick)
        events: list[Event] = [] if quiet else [
            CardMoved(card, ("hand", seat), ("trick", seat), True),
            TrickWon(winner, tuple(trick), ("won", team))]
        self.trick = []
        self.trick_number += 1
        self.leader = self.turn = winner
        if self.trick_number == TRICKS:
            events += self._end_hand(quiet)
        return events

    def _end_hand(self, quiet: bool = False) -> list[Event]:
        bids = [b if b is not None else 0 for b in self.bids]
        contracts = (bids[0] + bids[2], bids[1] + bids[3])
        points = (team_score(contracts[0], self.tricks[0]),
                  team_score(contracts[1], self.tricks[1]))
        self.team_totals[0] += points[0]
        self.team_totals[1] += points[1]
        details: dict[str, Any] = {"dealer": self.dealer, "bids": bids,
                                   "tricks": [self.tricks[0], self.tricks[1]],
                                   "contracts": [contracts[0], contracts[1]]}
        result = RoundResult(points=tuple(points[team_of(s)] for s in range(PLAYERS)),
                             totals=self.totals, details=details)
        self._results.append(result)
        self.winner_team = match_winner(self.team_totals, self.options.target)
        self.phase = HAND_OVER if self.winner_team is None else MATCH_OVER
        if quiet:
            return []
        keeps = next_dealer(self.dealer, self.team_totals) == self.dealer
        events: list[Event] = [
            HandEnded((self.tricks[0], self.tricks[1]), contracts, points, keeps),
            RoundScored(result.points, result.totals, details),
        ]
        if self.winner_team is not None:
            events.append(MatchOver(self.winners))
        return events


def next_dealer(dealer: int, team_totals: Sequence[int]) -> int:
    """The dealer deals again until his team is strictly ahead; then the next seat deals."""
    team = team_of(dealer)
    if team_totals[team] > team_totals[1 - team]:
        return (dealer + 1) % PLAYERS
    return dealer


# --------------------------------------------------------------------------- the view


@attrs.frozen(slots=True, eq=True)
class JokerSpadesView(SeatView):
    """What one seat knows: its own hand, the bids and everything played face up."""

    seat: int
    options: JokerSpadesOptions
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    phase: str
    dealer: int
    turn: int
    bids: tuple[int | None, ...]
    leader: int
    trick: tuple[Card, ...]
    trick_number: int
    tricks: tuple[int, int]
    played: tuple[tuple[int, Card], ...]
    voids: tuple[int, ...]
    black_played: bool
    won: tuple[tuple[Card, ...], tuple[Card, ...]]
    results: tuple[RoundResult, ...]
    team_totals: tuple[int, int]
    winner_team: int | None
    round_number: int

    def zones(self) -> dict[tuple[Any, ...], tuple[Card | None, ...]]:
        out: dict[tuple[Any, ...], tuple[Card | None, ...]] = {}
        for s in range(PLAYERS):
            out[("hand", s)] = self.hand if s == self.seat else (None,) * self.hand_counts[s]
        for i, c in enumerate(self.trick):
            out[("trick", (self.leader + i) % PLAYERS)] = (c,)
        out[("won", 0)] = self.won[0]
        out[("won", 1)] = self.won[1]
        return out

    def unseen(self) -> list[Card]:
        known = set(self.hand)
        known.update(c for _, c in self.played)
        return [c for c in PACK if c not in known]

    def sample(self, rng: random.Random) -> JokerSpadesState:
        """Deal the unseen cards to the other seats, never a suit a seat has shown void
        in nor the black joker to a seat that showed it does not hold it."""
        others = [s for s in range(PLAYERS) if s != self.seat]
        allotted = deal_hidden(self.unseen(), [self.hand_counts[s] for s in others],
                               [self.voids[s] for s in others], rng, card_bit)
        state = JokerSpadesState(JOKER_SPADES, self.options)
        hands = [list(self.hand) for _ in range(PLAYERS)]
        for s, cards in zip(others, allotted, strict=True):
            hands[s] = cards
        state.hands = hands
        state.phase = self.phase
        state.dealer = self.dealer
        state.turn = self.turn
        state.bids = list(self.bids)
        state.leader = self.leader
        state.trick = list(self.trick)
        state.trick_number = self.trick_number
        state.tricks = list(self.tricks)
        state.won = [list(self.won[0]), list(self.won[1])]
        state.played = list(self.played)
        state.voids = list(self.voids)
        state.black_played = self.black_played
        state._results = list(self.results)
        state.team_totals = list(self.team_totals)
        state.winner_team = self.winner_team
        played_by = [[c for s2, c in self.played if s2 == s] for s in range(PLAYERS)]
        deal = Deal(hands=tuple(tuple(played_by[s] + hands[s]) for s in range(PLAYERS)),
                    roles={"dealer": self.dealer})
        state._deals = [deal] * max(1, self.round_number)
        return state


# --------------------------------------------------------------------------- the game


class JokerSpadesGame(Game):
    id: ClassVar[str] = "joker-spades"
    name: ClassVar[str] = "Spades with Jokers"
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 4
    options_class: ClassVar[type[Options]] = JokerSpadesOptions
    pack: ClassVar[tuple[Card, ...]] = PACK

    def empty_state(self, options: Options, players: int) -> JokerSpadesState:
        if not isinstance(options, JokerSpadesOptions):
            raise RecordError("Spades with Jokers needs its own options")
        self.check_players(players)
        return JokerSpadesState(self, options)

    def draw_roles(self, players: int, rng: random.Random) -> tuple[dict[str, int], list[Event]]:
        dealer = rng.randrange(PLAYERS)
        return {"dealer": dealer}, [DealerChosen(dealer)]

    def random_deal(self, players: int, roles: Mapping[str, int], rng: random.Random,
                    options: Options) -> Deal:
        dealer = roles.get("dealer")
        if dealer is None:
            dealer = rng.randrange(PLAYERS)
        pack = list(PACK)
        rng.shuffle(pack)
        hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        for size in PACKETS:
            for i in range(1, PLAYERS + 1):
                hands[(dealer + i) % PLAYERS].extend(pack[:size])
                del pack[:size]
        return Deal(hands=tuple(tuple(h) for h in hands), roles={"dealer": dealer})

    def deal_from_record(self, raw: object, players: int, options: Options) -> Deal:
        if not isinstance(raw, Mapping):
            raise RecordError("the deal must be an object with 'dealer' and 'hands'")
        unknown = set(raw) - {"dealer", "hands"}
        if unknown:
            raise RecordError("unknown field(s) in a Spades with Jokers deal: "
                              + ", ".join(sorted(unknown)))
        if "hands" not in raw:
            raise RecordError("the deal must give 'hands'")
        hands_raw = raw["hands"]
        if not isinstance(hands_raw, list) or len(hands_raw) != PLAYERS:
            raise RecordError("the deal's 'hands' must be a list of four hands")
        hands = tuple(parse_card_list(h, f"hand {i}") for i, h in enumerate(hands_raw))
        check_pack([c for h in hands for c in h], PACK)
        for i, h in enumerate(hands):
            if len(h) != HAND_SIZE:
                raise RecordError(f"hand {i} holds {len(h)} cards; each hand holds {HAND_SIZE}")
        roles: dict[str, int] = {}
        dealer = parse_role(raw, "dealer", PLAYERS, required=False)
        if dealer is not None:
            roles["dealer"] = dealer
        return Deal(hands=hands, roles=roles)

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        kind = raw.get("type")
        seat = raw.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < PLAYERS:
            raise RecordError(f"an action's seat must be 0 to 3, not {seat!r}")
        field = {"bid": "value", "play": "card"}.get(kind)  # type: ignore[arg-type]
        if field is None:
            raise RecordError(f"unknown action type {kind!r} (Spades with Jokers has bid "
                              f"and play)")
        extra = set(raw) - {"seat", "type", field}
        if extra:
            raise RecordError(f"unknown field(s) in a {kind}: {', '.join(sorted(extra))}")
        if kind == "bid":
            value = record_field(raw, "value", int)
            if MIN_BID <= value <= MAX_BID:
                return _BIDS[seat][value - MIN_BID]
            return Bid(seat, value)
        card = record_card(raw)
        return _PLAY[seat].get(card) or Play(seat, card)


JOKER_SPADES = JokerSpadesGame()

RULES_NOTES = """\
Decisions where the rules text is silent:
- The first dealer is chosen by lot (a random seat).
- No one may pass or bid nil: every bid is 2 to 13 tricks. A team's contract may exceed
  13 (two bids of 7); it then cannot be made.
- A trick led with a joker asks for spades; a player with no spade may then play any card.
- A joker played to a trick led in another suit wins it (red over black); it does not
  show that its player is void in the suit led.
- In the tenth trick the holder of a black joker not yet played must play it, even when
  leading and even when he could follow suit.
- The deal passes on only when the dealer's team is strictly ahead after a hand's score
  is added; equal totals keep the deal where it is.
- The match: checked after every hand. If both teams reach the target with equal totals,
  play goes on until a hand ends with one team at or above the target and strictly ahead.
"""
