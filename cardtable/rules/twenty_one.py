"""Twenty-One with a banker (بیست و یک): each player duels the banker in turn, for chips.

Every line of assets/rules/twenty-one.en.html is implemented here; the decisions the rules
file leaves open are written in `RULES_NOTES` and shown in the app's rules page.

Chips only: no money anywhere in the model.

Zones: ("hand", seat) for every seat's cards in the order received, ("pile", "stock") and
("pile", "discard"), both listed top first.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import attrs

from cardtable.cards import PACK_36, Card, Rank
from cardtable.rules.base import (
    Action,
    CardMoved,
    Deal,
    Event,
    Game,
    IllegalAction,
    MatchOver,
    Options,
    RecordError,
    Reshuffle,
    RoundResult,
    RoundScored,
    RoundStarted,
    SeatView,
    State,
    check_pack,
    parse_card_list,
    parse_role,
    record_card,
    record_field,
)

MIN_PLAYERS = 2
MAX_PLAYERS = 8
STOCK: tuple[Any, ...] = ("pile", "stock")
DISCARD: tuple[Any, ...] = ("pile", "discard")
PUBLIC = -1
"""A discarded card everyone has seen (otherwise the seat that knows it)."""

_VALUE_BY_RANK = {Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2, Rank.ACE: 11, Rank.TEN: 10,
                  Rank.NINE: 9, Rank.EIGHT: 8, Rank.SEVEN: 7, Rank.SIX: 6}
VALUE: dict[Card, int] = {c: _VALUE_BY_RANK[c.rank] for c in PACK_36}


def hand_value(cards: Sequence[Card]) -> int:
    """King 4, queen 3, jack 2, ace 11, 6-10 face value; two aces alone count 21."""
    if len(cards) == 2 and cards[0].rank is Rank.ACE and cards[1].rank is Rank.ACE:
        return 21
    total = 0
    for c in cards:
        total += VALUE[c]
    return total


# ---------------------------------------------------------------------------- actions


@attrs.frozen(slots=True)
class Bet(Action):
    """The dueling player's stake."""

    type: ClassVar[str] = "bet"
    amount: int

    def _fields(self) -> dict[str, Any]:
        return {"amount": self.amount}


@attrs.frozen(slots=True)
class SideBet(Action):
    """Another player's stake on the current duel (option `side_bets`)."""

    type: ClassVar[str] = "side-bet"
    amount: int

    def _fields(self) -> dict[str, Any]:
        return {"amount": self.amount}


@attrs.frozen(slots=True)
class NoSideBet(Action):
    type: ClassVar[str] = "no-side-bet"


@attrs.frozen(slots=True)
class Hit(Action):
    """Take a card; a player holding three or more cards first turns one face up."""

    type: ClassVar[str] = "hit"
    expose: Card | None = None

    def _fields(self) -> dict[str, Any]:
        return {} if self.expose is None else {"expose": self.expose.code}


@attrs.frozen(slots=True)
class Stand(Action):
    type: ClassVar[str] = "stand"


@attrs.frozen(slots=True)
class Exchange(Action):
    """The banker swaps his unseen face-down card for the next card of the stock."""

    type: ClassVar[str] = "exchange"


@attrs.frozen(slots=True)
class DeclineBank(Action):
    type: ClassVar[str] = "decline-bank"


# ---------------------------------------------------------------------------- options


def _whole(low: int, high: int) -> Any:
    def check(instance: object, attribute: Any, value: Any) -> None:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ValueError(f"option {attribute.name!r} must be a whole number from {low} "
                             f"to {high}, not {value!r}")

    return check


@attrs.frozen
class TwentyOneOptions(Options):
    chips: int = attrs.field(default=5000, validator=_whole(1, 1_000_000_000))
    bank: int = attrs.field(default=1000, validator=_whole(1, 1_000_000_000))
    min_bet: int = attrs.field(default=50, validator=_whole(1, 1_000_000_000))
    bank_call: int = attrs.field(default=3, validator=_whole(2, 1000))
    bank_rounds: int = attrs.field(default=3, validator=_whole(1, 1000))
    side_bets: bool = False
    cycles: int = attrs.field(default=2, validator=_whole(1, 100))

    def __attrs_post_init__(self) -> None:
        if self.bank > self.chips:
            raise ValueError(f"option 'bank' ({self.bank}) must be at most 'chips' "
                             f"({self.chips}): no one could ever hold the bank")
        if self.min_bet > self.bank:
            raise ValueError(f"option 'min_bet' ({self.min_bet}) must be at most 'bank' "
                             f"({self.bank})")
        if self.chips > 10_000 * self.min_bet:
            raise ValueError(f"option 'chips' ({self.chips}) may be at most 10000 times "
                             f"'min_bet' ({self.min_bet}): the stakes to choose from would "
                             f"be too many")


# ----------------------------------------------------------------------------- events


@attrs.frozen(slots=True)
class BankOffered(Event):
    seat: int


@attrs.frozen(slots=True)
class BankDeclined(Event):
    seat: int


@attrs.frozen(slots=True)
class BankPutUp(Event):
    """The offered seat takes the bank: `amount` chips go from its chips into the bank."""

    seat: int
    amount: int


@attrs.frozen(slots=True)
class Exchanged(Event):
    seat: int


@attrs.frozen(slots=True)
class BetPlaced(Event):
    seat: int
    amount: int


@attrs.frozen(slots=True)
class SideBetPlaced(Event):
    """`amount` 0 is "no side bet"."""

    seat: int
    amount: int


@attrs.frozen(slots=True)
class Exposed(Event):
    """A card in `seat`'s hand is turned face up where it lies."""

    seat: int
    card: Card


@attrs.frozen(slots=True)
class Stood(Event):
    seat: int


@attrs.frozen(slots=True)
class Busted(Event):
    seat: int
    total: int


@attrs.frozen(slots=True)
class DuelSettled(Event):
    seat: int
    winner: str
    stake: int
    player: int
    banker: int
    side_bets: tuple[tuple[int, int], ...]


@attrs.frozen(slots=True)
class BankCalled(Event):
    """"Bank call" (بانک خبر): the bank has reached `bank_call` times its starting size."""

    seat: int
    bank: int


@attrs.frozen(slots=True)
class BankReturned(Event):
    """The tenure is over: the banker takes the bank back into his chips."""

    seat: int
    amount: int


@attrs.frozen(slots=True)
class Reshuffled(Event):
    count: int


# ------------------------------------------------------------------------------ state

OFFER, BET, SIDE, HIT, BANKER = "offer", "bet", "side-bet", "hit", "banker"
ROUND_OVER, MATCH_OVER = "round-over", "match-over"

_BETS: dict[tuple[int, int], Bet] = {}
_SIDE: dict[tuple[int, int], SideBet] = {}
_HITS: dict[tuple[int, Card | None], Hit] = {}
_NO_SIDE = [NoSideBet(s) for s in range(MAX_PLAYERS)]
_STAND = [Stand(s) for s in range(MAX_PLAYERS)]
_EXCHANGE = [Exchange(s) for s in range(MAX_PLAYERS)]
_DECLINE = [DeclineBank(s) for s in range(MAX_PLAYERS)]


def _bet(seat: int, amount: int) -> Bet:
    a = _BETS.get((seat, amount))
    if a is None:
        a = _BETS[(seat, amount)] = Bet(seat, amount)
    return a


def _side(seat: int, amount: int) -> SideBet:
    a = _SIDE.get((seat, amount))
    if a is None:
        a = _SIDE[(seat, amount)] = SideBet(seat, amount)
    return a


def _hit(seat: int, expose: Card | None) -> Hit:
    a = _HITS.get((seat, expose))
    if a is None:
        a = _HITS[(seat, expose)] = Hit(seat, expose)
    return a


Duel = tuple[int, int, int, int, str]
"""(seat, stake, player total, banker total, "player" | "banker")."""


class TwentyOneState(State):
    __slots__ = (
        "game", "options", "players", "_deals", "_results", "chips", "bank", "banker",
        "holding", "first_offer", "offers", "tenure", "called", "hands", "up", "stock",
        "discard", "dknown", "phase", "duel", "stake", "sides", "queue", "exchanged", "need",
        "duels", "start_totals", "next_banker",
    )

    def __init__(self, game: TwentyOneGame, options: TwentyOneOptions, players: int) -> None:
        self.game = game
        self.options: TwentyOneOptions = options
        self.players = players
        self._deals: list[Deal] = []
        self._results: list[RoundResult] = []
        self.chips = [options.chips] * players
        """Chips each seat holds outside the bank."""
        self.bank = 0
        self.banker = 0
        """The seat the bank is offered to, or that holds it."""
        self.holding = False
        """The bank is put up (the offer was accepted; stays true through the tenure)."""
        self.first_offer = 0
        self.offers = [0] * players
        self.tenure = 0
        """Rounds finished in the current tenure."""
        self.called = False
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.up: list[list[bool]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        """Top card last."""
        self.discard: list[Card] = []
        """Top card last."""
        self.dknown: list[int] = []
        self.phase = ROUND_OVER
        self.duel = -1
        self.stake = 0
        self.sides: list[tuple[int, int]] = []
        self.queue: list[int] = []
        self.exchanged = False
        self.need: str | None = None
        """What waits for a reshuffle: "hit" or "card" (the banker's new card, for a new
        duel or after an exchange)."""
        self.duels: list[Duel] = []
        self.start_totals: tuple[int, ...] = tuple(self.chips)
        self.next_banker: int | None = None

    # ---------------------------------------------------------------- protocol

    @property
    def to_act(self) -> int | None:
        if self.need is not None:
            return None
        phase = self.phase
        if phase == BET or phase == HIT:
            return self.duel
        if phase == SIDE:
            return self.queue[0]
        if phase == BANKER or phase == OFFER:
            return self.banker
        return None

    @property
    def chance(self) -> str | None:
        return "reshuffle" if self.need is not None else None

    def chance_action(self, rng: random.Random) -> Action:
        if self.need is None:
            raise IllegalAction("no chance event is pending")
        cards = self.discard[:]
        rng.shuffle(cards)
        return Reshuffle(None, tuple(cards))

    def _bank_now(self) -> int:
        return self.bank if self.holding else self.options.bank

    def stakes(self, seat: int) -> list[int]:
        """The stakes `seat` may bet: multiples of min_bet up to the smaller of the bank and
        its chips, and the whole bank if it can cover it."""
        step = self.options.min_bet
        bank = self._bank_now()
        top = min(bank, self.chips[seat])
        out = list(range(step, top + 1, step))
        if self.chips[seat] >= bank and bank % step:
            out.append(bank)
        return out

    def side_amounts(self, seat: int) -> list[int]:
        step = self.options.min_bet
        room = self.bank - self.stake - sum(a for _, a in self.sides)
        return list(range(step, min(room, self.chips[seat]) + 1, step))

    def legal_actions(self) -> list[Action]:
        if self.need is not None:
            return []
        phase = self.phase
        if phase == HIT:
            seat = self.duel
            hand = self.hands[seat]
            out: list[Action] = [_STAND[seat]]
            if len(hand) < 3:
                out.append(_hit(seat, None))
            else:
                up = self.up[seat]
                out.extend(_hit(seat, c) for i, c in enumerate(hand) if not up[i])
            return out
        if phase == BANKER:
            b = self.banker
            return [_STAND[b], _hit(b, None)]
        if phase == BET:
            seat = self.duel
            out = [_bet(seat, a) for a in self.stakes(seat)]
            if not self.exchanged:
                out.append(_EXCHANGE[self.banker])
            if not self.holding:
                out.append(_DECLINE[self.banker])
            return out
        if phase == SIDE:
            seat = self.queue[0]
            out = [_NO_SIDE[seat]]
            out.extend(_side(seat, a) for a in self.side_amounts(seat))
            return out
        if phase == OFFER:
            return [_DECLINE[self.banker]]
        return []

    def apply_legal(self, action: Action) -> None:
        # Legal by the caller's word (base.State.apply_legal): a bet, a hit or a stand of
        # the seat to act goes straight to its effect; the rest by `apply`.
        if self.need is None:
            cls = action.__class__
            if cls is Bet:
                self._bet(action.amount)  # type: ignore[attr-defined]
                return
            if cls is Hit:
                if self.phase == HIT:
                    self._player_hit(action.expose)  # type: ignore[attr-defined]
                else:
                    self._banker_hit()
                return
            if cls is Stand:
                if self.phase == HIT:
                    self._player_stand()
                else:
                    self._banker_stand()
                return
        self.apply(action)

    def apply(self, action: Action) -> list[Event]:
        if self.need is not None:
            if not isinstance(action, Reshuffle):
                raise IllegalAction("the stock is empty: the discards must be reshuffled "
                                    "into a new stock first")
            return self._reshuffle(action)
        if isinstance(action, Reshuffle):
            raise IllegalAction("a reshuffle comes only when a card must be drawn from an "
                                "empty stock")
        phase = self.phase
        if phase in (ROUND_OVER, MATCH_OVER):
            raise IllegalAction("the match is over" if phase == MATCH_OVER
                                else "the round is over; no one is to act")
        if isinstance(action, Bet):
            return self._apply_bet(action)
        if isinstance(action, Hit):
            return self._apply_hit(action)
        if isinstance(action, Stand):
            return self._apply_stand(action)
        if isinstance(action, SideBet | NoSideBet):
            return self._apply_side(action)
        if isinstance(action, Exchange):
            return self._apply_exchange(action)
        if isinstance(action, DeclineBank):
            if action.seat != self.banker or self.holding or phase not in (BET, OFFER):
                raise IllegalAction("only the seat offered the bank may decline it, before "
                                    "the first bet")
            return self._decline()
        raise IllegalAction(f"{action.type!r} is not a Twenty-One action")

    def _apply_bet(self, action: Bet) -> list[Event]:
        seat = action.seat
        if self.phase != BET:
            raise IllegalAction(self._waiting_for())
        if seat != self.duel:
            raise IllegalAction(f"seat {self.duel} is to bet, not seat {seat}")
        if action.amount not in self.stakes(seat):
            raise IllegalAction(self._stake_reason(seat, action.amount))
        return self._bet(action.amount)

    def _apply_hit(self, action: Hit) -> list[Event]:
        seat = action.seat
        if self.phase == HIT and seat == self.duel:
            self._check_expose(seat, action.expose)
            return self._player_hit(action.expose)
        if self.phase == BANKER and seat == self.banker:
            if action.expose is not None:
                raise IllegalAction("the banker never exposes cards")
            return self._banker_hit()
        raise IllegalAction(self._waiting_for())

    def _check_expose(self, seat: int, expose: Card | None) -> None:
        """A player holding three or more cards turns one of them up to take another."""
        hand = self.hands[seat]
        if len(hand) < 3:
            if expose is not None:
                raise IllegalAction("a card is turned face up only from the fourth card on "
                                    "(holding three or more)")
            return
        if expose is None:
            raise IllegalAction("holding three or more cards, a player must turn "
                                "one face up before taking another (\"expose\")")
        if expose not in hand:
            raise IllegalAction(f"seat {seat} does not hold {expose.code}")
        if self.up[seat][hand.index(expose)]:
            raise IllegalAction(f"{expose.code} is already face up")

    def _apply_stand(self, action: Stand) -> list[Event]:
        if self.phase == HIT and action.seat == self.duel:
            return self._player_stand()
        if self.phase == BANKER and action.seat == self.banker:
            return self._banker_stand()
        raise IllegalAction(self._waiting_for())

    def _apply_side(self, action: SideBet | NoSideBet) -> list[Event]:
        seat = action.seat
        if self.phase != SIDE:
            raise IllegalAction("side bets are made right after a duel's bet"
                                if self.options.side_bets
                                else "side bets are off in this match")
        if seat != self.queue[0]:
            raise IllegalAction(f"seat {self.queue[0]} is to decide on a side bet, "
                                f"not seat {seat}")
        if isinstance(action, SideBet) and action.amount not in self.side_amounts(seat):
            raise IllegalAction(self._side_reason(seat, action.amount))
        return self._side_bet(action.amount if isinstance(action, SideBet) else 0)

    def _apply_exchange(self, action: Exchange) -> list[Event]:
        seat = action.seat
        if seat != self.banker or self.phase not in (BET, OFFER):
            raise IllegalAction("only the banker exchanges his card, before a duel's bet")
        if self.phase == OFFER:
            raise IllegalAction(f"seat {seat} holds fewer chips than the bank "
                                f"({self.options.bank}) and must decline it")
        if self.exchanged:
            raise IllegalAction("the banker exchanges his card only once before a duel")
        return self._exchange()

    def _waiting_for(self) -> str:
        if self.phase == BET:
            return f"seat {self.duel} must bet first"
        if self.phase == SIDE:
            return f"seat {self.queue[0]} must decide on a side bet"
        if self.phase == HIT:
            return f"seat {self.duel} must hit or stand"
        if self.phase == BANKER:
            return f"the banker (seat {self.banker}) must hit or stand"
        return f"seat {self.banker} must decline the bank"

    def _stake_reason(self, seat: int, amount: int) -> str:
        step = self.options.min_bet
        bank = self._bank_now()
        if amount < step:
            return f"the smallest stake is {step}"
        if amount > bank:
            return f"a stake is at most the whole bank ({bank})"
        if amount > self.chips[seat]:
            return f"seat {seat} holds only {self.chips[seat]} chips"
        return f"a stake is a multiple of {step} or the whole bank"

    def _side_reason(self, seat: int, amount: int) -> str:
        step = self.options.min_bet
        room = self.bank - self.stake - sum(a for _, a in self.sides)
        if amount < step or amount % step:
            return f"a side bet is a multiple of {step}"
        if amount > self.chips[seat]:
            return f"seat {seat} holds only {self.chips[seat]} chips"
        return f"the bank can cover only {max(room, 0)} more on this duel"

    def clone(self) -> TwentyOneState:
        new = TwentyOneState.__new__(TwentyOneState)
        new.game = self.game
        new.options = self.options
        new.players = self.players
        new._deals = self._deals[:]
        new._results = self._results[:]
        new.chips = self.chips[:]
        new.bank = self.bank
        new.banker = self.banker
        new.holding = self.holding
        new.first_offer = self.first_offer
        new.offers = self.offers[:]
        new.tenure = self.tenure
        new.called = self.called
        new.hands = [h[:] for h in self.hands]
        new.up = [u[:] for u in self.up]
        new.stock = self.stock[:]
        new.discard = self.discard[:]
        new.dknown = self.dknown[:]
        new.phase = self.phase
        new.duel = self.duel
        new.stake = self.stake
        new.sides = self.sides[:]
        new.queue = self.queue[:]
        new.exchanged = self.exchanged
        new.need = self.need
        new.duels = self.duels[:]
        new.start_totals = self.start_totals
        new.next_banker = self.next_banker
        return new

    def zones(self) -> dict[tuple[Any, ...], tuple[Card, ...]]:
        out: dict[tuple[Any, ...], tuple[Card, ...]] = {
            ("hand", s): tuple(self.hands[s]) for s in range(self.players)}
        out[STOCK] = tuple(reversed(self.stock))
        out[DISCARD] = tuple(reversed(self.discard))
        return out

    def view(self, seat: int) -> TwentyOneView:
        hands: list[tuple[Card | None, ...]] = []
        for s in range(self.players):
            if s == seat:
                hands.append(tuple(self.hands[s]))
            else:
                up = self.up[s]
                hands.append(tuple(c if up[i] else None for i, c in enumerate(self.hands[s])))
        return TwentyOneView(
            seat=seat,
            options=self.options,
            players=self.players,
            chips=tuple(self.chips),
            bank=self.bank,
            banker=self.banker,
            holding=self.holding,
            first_offer=self.first_offer,
            offers=tuple(self.offers),
            tenure=self.tenure,
            called=self.called,
            hands=tuple(hands),
            up=tuple(tuple(u) for u in self.up),
            stock_count=len(self.stock),
            discard=tuple(c if k == PUBLIC or k == seat else None
                          for c, k in zip(self.discard, self.dknown, strict=True)),
            dknown=tuple(self.dknown),
            phase=self.phase,
            duel=self.duel,
            stake=self.stake,
            sides=tuple(self.sides),
            queue=tuple(self.queue),
            exchanged=self.exchanged,
            need=self.need,
            duels=tuple(self.duels),
            start_totals=self.start_totals,
            next_banker=self.next_banker,
            results=tuple(self._results),
            round_number=len(self._deals),
        )

    @property
    def round_over(self) -> bool:
        return self.phase in (ROUND_OVER, MATCH_OVER)

    @property
    def match_over(self) -> bool:
        return self.phase == MATCH_OVER

    @property
    def results(self) -> list[RoundResult]:
        return list(self._results)

    @property
    def totals(self) -> tuple[int, ...]:
        """Chips held, the bank counted as the banker's."""
        out = list(self.chips)
        if self.holding:
            out[self.banker] += self.bank
        return tuple(out)

    @property
    def winners(self) -> tuple[int, ...]:
        if self.phase != MATCH_OVER:
            return ()
        totals = self.totals
        best = max(totals)
        return tuple(s for s in range(self.players) if totals[s] == best)

    @property
    def deals(self) -> list[Deal]:
        return list(self._deals)

    def next_roles(self) -> dict[str, int]:
        """The seat the next round's bank goes to; seats out of chips (who get no card)
        are passed as "out-<seat>" entries for `random_deal`."""
        if self.next_banker is None:
            return {}
        roles = {"banker": self.next_banker}
        totals = self.totals
        for s in range(self.players):
            if totals[s] <= 0:
                roles[f"out-{s}"] = s
        return roles

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        action = self.game.action_from_record(raw)
        if action.seat is not None and action.seat >= self.players:
            raise RecordError(f"an action's seat must be 0 to {self.players - 1}, "
                              f"not {action.seat}")
        return action

    # ------------------------------------------------------------------ rounds

    def start_round(self, deal: Deal) -> list[Event]:
        if self.phase == MATCH_OVER:
            raise RecordError("the match is already over; no further deal is played")
        if self.phase != ROUND_OVER:
            raise RecordError("a new deal cannot start before the current round is over")
        roles = dict(deal.roles)
        unknown = set(roles) - {"banker"}
        if unknown:
            raise RecordError(f"unknown role(s) in a Twenty-One deal: "
                              f"{', '.join(sorted(unknown))}")
        if self.next_banker is None:
            if "banker" not in roles:
                raise RecordError("the first deal must give the banker (chosen by lot)")
            banker = roles["banker"]
        else:
            banker = self.next_banker
            if "banker" in roles and roles["banker"] != banker:
                raise RecordError(f"the deal gives banker {roles['banker']}, but the rules "
                                  f"give the bank to seat {banker} this round")
        totals = self.totals
        for s in range(self.players):
            want = 1 if totals[s] > 0 else 0
            if len(deal.hands[s]) != want:
                raise RecordError(
                    f"hand {s} holds {len(deal.hands[s])} cards; " +
                    ("every seat that holds chips gets one card" if want
                     else f"seat {s} holds no chips and gets no card"))
        stock = deal.piles.get("stock", ())
        check_pack([c for h in deal.hands for c in h] + list(stock), PACK_36)
        self._deals.append(deal)
        self.hands = [list(h) for h in deal.hands]
        self.up = [[False] * len(h) for h in deal.hands]
        self.stock = list(reversed(stock))
        self.discard = []
        self.dknown = []
        self.duels = []
        self.sides = []
        self.queue = []
        self.stake = 0
        self.exchanged = False
        self.need = None
        self.start_totals = totals
        self.banker = banker
        self.first_offer = banker
        events: list[Event] = [RoundStarted(len(self._deals), {"banker": banker})]
        n = self.players
        for i in range(n):
            s = (banker + i) % n
            for c in deal.hands[s]:
                events.append(CardMoved(c, STOCK, ("hand", s), False))
        if self.holding:
            return events + self._next_duel(banker)
        self.offers[banker] += 1
        events.append(BankOffered(banker))
        return events + self._open_offer()

    def _open_offer(self) -> list[Event]:
        if self.chips[self.banker] < self.options.bank:
            self.phase = OFFER
            return []
        return self._next_duel(self.banker)

    def _next_holder(self, seat: int) -> int:
        n = self.players
        totals = self.totals
        for i in range(1, n + 1):
            s = (seat + i) % n
            if totals[s] > 0:
                return s
        return seat

    def _find_duel(self, after: int) -> int | None:
        """The next seat after `after` (before the banker) that can cover the minimum bet."""
        n = self.players
        s = (after + 1) % n
        step = self.options.min_bet
        while s != self.banker:
            if self.chips[s] >= step:
                return s
            s = (s + 1) % n
        return None

    def _next_duel(self, after: int) -> list[Event]:
        """Start the next duel after `after`, or end the round when none is left."""
        nxt = self._find_duel(after)
        events = self._discard_skipped(after, self.banker if nxt is None else nxt)
        if nxt is None:
            return events + self._end_round()
        return events + self._start_duel(nxt)

    def _discard_skipped(self, after: int, stop: int) -> list[Event]:
        """The seats the duels pass over (fewer than `min_bet` chips) discard their dealt
        card face down (docs/rules-decisions.md, Twenty-One)."""
        events: list[Event] = []
        n = self.players
        s = (after + 1) % n
        while s != stop:
            for c in self.hands[s]:
                self.discard.append(c)
                self.dknown.append(s)
                events.append(CardMoved(c, ("hand", s), DISCARD, False))
            self.hands[s] = []
            self.up[s] = []
            s = (s + 1) % n
        return events

    def _start_duel(self, seat: int) -> list[Event]:
        self.duel = seat
        self.stake = 0
        self.sides = []
        self.queue = []
        self.exchanged = False
        self.phase = BET
        if not self.hands[self.banker]:
            if not self.stock:
                self.need = "card"
                return []
            return self._banker_card()
        return []

    def _draw(self, seat: int, face_up: bool) -> Event:
        c = self.stock.pop()
        self.hands[seat].append(c)
        self.up[seat].append(face_up)
        return CardMoved(c, STOCK, ("hand", seat), face_up)

    def _banker_card(self) -> list[Event]:
        return [self._draw(self.banker, False)]

    def _accept(self) -> list[Event]:
        b = self.banker
        amount = self.options.bank
        self.chips[b] -= amount
        self.bank = amount
        self.holding = True
        self.called = False
        self.tenure = 0
        return [BankPutUp(b, amount)]

    def _decline(self) -> list[Event]:
        b = self.banker
        events: list[Event] = [BankDeclined(b)]
        nxt = self._next_holder(b)
        if nxt == self.first_offer or nxt == b or self._cycles_done():
            # A decline is a bank turn: the last one due ends the round (and with it the
            # match) rather than giving the next seat one more turn.
            return events + self._end_round()
        self.banker = nxt
        self.offers[nxt] += 1
        events.append(BankOffered(nxt))
        return events + self._open_offer()

    def _exchange(self) -> list[Event]:
        events: list[Event] = []
        if not self.holding:
            events += self._accept()
        self.exchanged = True
        b = self.banker
        events.append(Exchanged(b))
        # The old card goes down first (docs/rules-decisions.md, Twenty-One), so a
        # reshuffle the new card needs takes it in too.
        old = self.hands[b].pop(0)
        self.up[b].pop(0)
        self.discard.append(old)
        self.dknown.append(b)
        events.append(CardMoved(old, ("hand", b), DISCARD, False))
        if not self.stock:
            self.need = "card"
            return events
        return events + self._banker_card()

    def _bet(self, amount: int) -> list[Event]:
        events: list[Event] = []
        if not self.holding:
            events += self._accept()
        self.stake = amount
        events.append(BetPlaced(self.duel, amount))
        if self.options.side_bets:
            n = self.players
            step = self.options.min_bet
            queue = []
            for i in range(1, n):
                s = (self.duel + i) % n
                if s != self.banker and self.chips[s] >= step:
                    queue.append(s)
            if queue:
                self.queue = queue
                self.phase = SIDE
                return events
        self.phase = HIT
        return events

    def _side_bet(self, amount: int) -> list[Event]:
        seat = self.queue.pop(0)
        if amount:
            self.sides.append((seat, amount))
        events: list[Event] = [SideBetPlaced(seat, amount)]
        if not self.queue:
            self.phase = HIT
        return events

    def _player_hit(self, expose: Card | None) -> list[Event]:
        seat = self.duel
        events: list[Event] = []
        if expose is not None:
            self.up[seat][self.hands[seat].index(expose)] = True
            events.append(Exposed(seat, expose))
        if not self.stock:
            self.need = "hit"
            return events
        return events + self._deal_hit()

    def _deal_hit(self) -> list[Event]:
        if self.phase == BANKER:
            events = [self._draw(self.banker, True)]
            total = hand_value(self.hands[self.banker])
            if total > 21:
                events.append(Busted(self.banker, total))
                return events + self._settle(player_wins=True)
            return events
        seat = self.duel
        events = [self._draw(seat, False)]
        total = hand_value(self.hands[seat])
        if total > 21:
            events.append(Busted(seat, total))
            return events + self._settle(player_wins=False)
        return events

    def _player_stand(self) -> list[Event]:
        b = self.banker
        events: list[Event] = [Stood(self.duel)]
        up = self.up[b]
        for i, c in enumerate(self.hands[b]):
            if not up[i]:
                up[i] = True
                events.append(Exposed(b, c))
        self.phase = BANKER
        return events

    def _banker_hit(self) -> list[Event]:
        if not self.stock:
            self.need = "hit"
            return []
        return self._deal_hit()

    def _banker_stand(self) -> list[Event]:
        player = hand_value(self.hands[self.duel])
        banker = hand_value(self.hands[self.banker])
        return [Stood(self.banker)] + self._settle(player_wins=player > banker)

    def _settle(self, player_wins: bool) -> list[Event]:
        p, b = self.duel, self.banker
        pt = hand_value(self.hands[p])
        bt = hand_value(self.hands[b])
        sign = 1 if player_wins else -1
        self.chips[p] += sign * self.stake
        self.bank -= sign * self.stake
        for s, amount in self.sides:
            self.chips[s] += sign * amount
            self.bank -= sign * amount
        winner = "player" if player_wins else "banker"
        self.duels.append((p, self.stake, pt, bt, winner))
        events: list[Event] = [DuelSettled(p, winner, self.stake, pt, bt, tuple(self.sides))]
        for s in (p, b):
            for c in self.hands[s]:
                self.discard.append(c)
                self.dknown.append(PUBLIC)
                events.append(CardMoved(c, ("hand", s), DISCARD, True))
            self.hands[s] = []
            self.up[s] = []
        self.stake = 0
        self.sides = []
        if not self.called and self.bank >= self.options.bank_call * self.options.bank:
            self.called = True
            events.append(BankCalled(b, self.bank))
        if self.bank <= 0:
            return events + self._end_round()
        return events + self._next_duel(p)

    def _reshuffle(self, action: Reshuffle) -> list[Event]:
        if action.seat is not None:
            raise IllegalAction("a reshuffle is chance: its seat is null")
        if Counter(action.stock) != Counter(self.discard):
            raise IllegalAction("the new stock must be exactly the discards, shuffled")
        need = self.need
        events: list[Event] = [Reshuffled(len(action.stock))]
        for c in reversed(self.discard):
            events.append(CardMoved(c, DISCARD, STOCK, False))
        self.stock = list(reversed(action.stock))
        self.discard = []
        self.dknown = []
        self.need = None
        if need == "card":
            return events + self._banker_card()
        return events + self._deal_hit()

    def _end_round(self) -> list[Event]:
        self.phase = ROUND_OVER
        events: list[Event] = []
        bank_after = self.bank if self.holding else 0
        banker = self.banker if self.holding else None
        if self.holding:
            self.tenure += 1
            if (self.bank <= 0 or self.called
                    or self.tenure >= self.options.bank_rounds):
                if self.bank:
                    events.append(BankReturned(self.banker, self.bank))
                self.chips[self.banker] += self.bank
                self.bank = 0
                self.holding = False
        totals = self.totals
        points = tuple(t - s for t, s in zip(totals, self.start_totals, strict=True))
        details = {
            "banker": banker,
            "bank": bank_after,
            "duels": [{"seat": d[0], "stake": d[1], "player": d[2], "banker": d[3],
                       "winner": d[4]} for d in self.duels],
        }
        result = RoundResult(points=points, totals=totals, details=details)
        self._results.append(result)
        events.append(RoundScored(points, totals, details))
        self.next_banker = self.banker if self.holding else self._next_holder(self.banker)
        holders = [s for s in range(self.players) if totals[s] > 0]
        if len(holders) <= 1 or (not self.holding and self._cycles_done()):
            self.phase = MATCH_OVER
            events.append(MatchOver(self.winners))
        return events

    def _cycles_done(self) -> bool:
        """Every seat holding chips has had `cycles` bank turns (declined ones count)."""
        totals = self.totals
        return all(self.offers[s] >= self.options.cycles
                   for s in range(self.players) if totals[s] > 0)


# ------------------------------------------------------------------------------- view


@attrs.frozen(slots=True, eq=True)
class TwentyOneView(SeatView):
    """What one seat knows: its own cards, every face-up card, every card shown at the end
    of a duel, the card it exchanged as banker, and the chips."""

    seat: int
    options: TwentyOneOptions
    players: int
    chips: tuple[int, ...]
    bank: int
    banker: int
    holding: bool
    first_offer: int
    offers: tuple[int, ...]
    tenure: int
    called: bool
    hands: tuple[tuple[Card | None, ...], ...]
    up: tuple[tuple[bool, ...], ...]
    stock_count: int
    discard: tuple[Card | None, ...]
    dknown: tuple[int, ...]
    phase: str
    duel: int
    stake: int
    sides: tuple[tuple[int, int], ...]
    queue: tuple[int, ...]
    exchanged: bool
    need: str | None
    duels: tuple[Duel, ...]
    start_totals: tuple[int, ...]
    next_banker: int | None
    results: tuple[RoundResult, ...]
    round_number: int

    @property
    def totals(self) -> tuple[int, ...]:
        out = list(self.chips)
        if self.holding:
            out[self.banker] += self.bank
        return tuple(out)

    def zones(self) -> dict[tuple[Any, ...], tuple[Card | None, ...]]:
        out: dict[tuple[Any, ...], tuple[Card | None, ...]] = {
            ("hand", s): self.hands[s] for s in range(self.players)}
        out[STOCK] = (None,) * self.stock_count
        out[DISCARD] = tuple(reversed(self.discard))
        return out

    def unseen(self) -> list[Card]:
        seen = {c for h in self.hands for c in h if c is not None}
        seen.update(c for c in self.discard if c is not None)
        return [c for c in PACK_36 if c not in seen]

    def sample(self, rng: random.Random) -> TwentyOneState:
        """Deal the unseen cards at random to every hidden place: other hands' face-down
        cards, the stock and the discards this seat did not see."""
        pool = self.unseen()
        rng.shuffle(pool)
        state = TwentyOneState(TWENTY_ONE, self.options, self.players)
        hands = []
        for h in self.hands:
            hands.append([c if c is not None else pool.pop() for c in h])
        discard = [c if c is not None else pool.pop() for c in self.discard]
        stock = pool[:self.stock_count]
        state.hands = hands
        state.up = [list(u) for u in self.up]
        state.stock = stock
        state.discard = discard
        state.dknown = list(self.dknown)
        state.chips = list(self.chips)
        state.bank = self.bank
        state.banker = self.banker
        state.holding = self.holding
        state.first_offer = self.first_offer
        state.offers = list(self.offers)
        state.tenure = self.tenure
        state.called = self.called
        state.phase = self.phase
        state.duel = self.duel
        state.stake = self.stake
        state.sides = list(self.sides)
        state.queue = list(self.queue)
        state.exchanged = self.exchanged
        state.need = self.need
        state.duels = list(self.duels)
        state.start_totals = self.start_totals
        state.next_banker = self.next_banker
        state._results = list(self.results)
        dealt = tuple(tuple(h[:1]) for h in hands)
        rest = [c for c in PACK_36 if all(c not in h for h in dealt)]
        state._deals = [Deal(hands=dealt, piles={"stock": tuple(rest)},
                             roles={"banker": self.banker})] * max(1, self.round_number)
        return state


# ------------------------------------------------------------------------------- game


class TwentyOneGame(Game):
    id: ClassVar[str] = "twenty-one"
    name: ClassVar[str] = "Twenty-One"
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS
    options_class: ClassVar[type[Options]] = TwentyOneOptions
    pack: ClassVar[tuple[Card, ...]] = PACK_36

    def empty_state(self, options: Options, players: int) -> TwentyOneState:
        if not isinstance(options, TwentyOneOptions):
            raise RecordError("Twenty-One needs Twenty-One's options")
        self.check_players(players)
        return TwentyOneState(self, options, players)

    def draw_roles(self, players: int, rng: random.Random) -> tuple[dict[str, int], list[Event]]:
        banker = rng.randrange(players)
        return {"banker": banker}, [BankOffered(banker)]

    def random_deal(self, players: int, roles: Mapping[str, int], rng: random.Random,
                    options: Options) -> Deal:
        banker = roles.get("banker")
        if banker is None:
            banker = rng.randrange(players)
        out = {v for k, v in roles.items() if k.startswith("out-")}
        pack = list(PACK_36)
        rng.shuffle(pack)
        pack.reverse()
        hands: list[tuple[Card, ...]] = [() for _ in range(players)]
        for i in range(players):
            s = (banker + i) % players
            if s not in out:
                hands[s] = (pack.pop(),)
        pack.reverse()
        return Deal(hands=tuple(hands), piles={"stock": tuple(pack)}, roles={"banker": banker})

    def deal_from_record(self, raw: object, players: int, options: Options) -> Deal:
        if not isinstance(raw, Mapping):
            raise RecordError("the deal must be an object with 'banker', 'hands' and 'stock'")
        unknown = set(raw) - {"banker", "hands", "stock"}
        if unknown:
            raise RecordError(f"unknown field(s) in a Twenty-One deal: "
                              f"{', '.join(sorted(unknown))}")
        for key in ("hands", "stock"):
            if key not in raw:
                raise RecordError(f"the deal must give {key!r}")
        hands_raw = raw["hands"]
        if not isinstance(hands_raw, list) or len(hands_raw) != players:
            raise RecordError(f"the deal's 'hands' must be a list of {players} hands")
        hands = tuple(parse_card_list(h, f"hand {i}") for i, h in enumerate(hands_raw))
        stock = parse_card_list(raw["stock"], "the stock")
        check_pack([c for h in hands for c in h] + list(stock), PACK_36)
        for i, h in enumerate(hands):
            if len(h) > 1:
                raise RecordError(f"hand {i} holds {len(h)} cards; each seat is dealt one "
                                  f"card (none if it holds no chips)")
        roles: dict[str, int] = {}
        banker = parse_role(raw, "banker", players, required=False)
        if banker is not None:
            roles["banker"] = banker
        return Deal(hands=hands, piles={"stock": stock}, roles=roles)

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        kind = raw.get("type")
        seat = raw.get("seat")
        if kind == "reshuffle":
            extra = set(raw) - {"seat", "type", "stock"}
            if extra:
                raise RecordError(f"unknown field(s) in a reshuffle: {', '.join(sorted(extra))}")
            if seat is not None:
                raise RecordError("a reshuffle is chance: its seat must be null")
            if "stock" not in raw:
                raise RecordError("a reshuffle needs the field 'stock'")
            return Reshuffle(None, parse_card_list(raw["stock"], "the reshuffled stock"))
        if (isinstance(seat, bool) or not isinstance(seat, int)
                or not 0 <= seat < MAX_PLAYERS):
            raise RecordError(f"an action's seat must be a seat number, not {seat!r}")
        fields = _FIELDS.get(kind)  # type: ignore[arg-type]
        if fields is None:
            raise RecordError(f"unknown action type {kind!r} (Twenty-One has "
                              f"{', '.join(sorted(_FIELDS))} and reshuffle)")
        extra = set(raw) - {"seat", "type"} - fields
        if extra:
            raise RecordError(f"unknown field(s) in a {kind}: {', '.join(sorted(extra))}")
        if kind == "bet":
            return _bet(seat, record_field(raw, "amount", int))
        if kind == "side-bet":
            return _side(seat, record_field(raw, "amount", int))
        if kind == "hit":
            return _hit(seat, record_card(raw, "expose") if "expose" in raw else None)
        if kind == "stand":
            return _STAND[seat]
        if kind == "no-side-bet":
            return _NO_SIDE[seat]
        if kind == "exchange":
            return _EXCHANGE[seat]
        return _DECLINE[seat]


_FIELDS: dict[str, set[str]] = {
    "bet": {"amount"}, "side-bet": {"amount"}, "no-side-bet": set(), "hit": {"expose"},
    "stand": set(), "exchange": set(), "decline-bank": set(),
}

TWENTY_ONE = TwentyOneGame()

RULES_NOTES = """\
Decisions where the rules text is silent:
- Chips only: the bank and every stake are chips; nothing is bought or sold.
- The first banker is chosen by lot.
- A seat that holds no chips is out: it gets no card, is passed over when the bank comes
  to it (no decline is written for it), and no longer counts for the cycles.
- The bank offer: the offered seat accepts by exchanging its card or by letting the
  first player bet; until then it may decline, and the offer passes to the next seat that
  holds chips. If every seat holding chips declines in one round, the round ends with no
  duels and the next round offers the bank to the following seat.
- The banker may exchange his face-down card once before each duel, up to the player's
  bet. The card he puts down goes face down onto the discards (only he knows it); it is
  put down before the new card is taken, so a reshuffle needed by the exchange shuffles
  it into the new stock too.
- At the end of every duel (a stand and a showdown, or a bust) both hands are turned up
  and discarded face up, so every player has seen them.
- When the stock runs out, all the discards (including the banker's face-down exchanged
  cards) are shuffled into the new stock; its cards are then unknown to every seat.
- A player's cards are dealt face down (only the player sees them) unless exposed by the
  three-card rule; once the player stands, the banker turns his card up and draws face up.
  The banker may hit at any total up to 21, like a player.
- Side bets: asked in play order starting after the dueling player, of every other
  non-banker seat that holds at least the minimum bet; the stake and all side bets on one
  duel together may not exceed the bank, so a side bet is a multiple of the minimum bet up
  to the smaller of the seat's chips and the room left (only "no-side-bet" when none).
- A "bank call" is announced as soon as the bank reaches bank_call times its starting
  size after a duel; the banker still plays the rest of the round. A tenure ends at the
  end of a round when the bank is empty, a bank call was made, or after bank_rounds
  rounds; the banker then takes the bank back and the bank is offered to the next seat.
- The match ends at the end of a round when no bank is held (a tenure ended, or every
  seat declined) and every seat still holding chips has been offered the bank `cycles`
  times, or when at most one seat holds chips. A decline is a bank turn: when it is the
  last one due, the round ends there (no duels) and so does the match. A round's details
  show "banker": null and "bank": 0 when nobody held the bank.
- Options: the bank is at most the starting chips, the minimum bet at most the bank, and
  the starting chips at most 10,000 minimum bets.
"""
