"""Nine-Card Golf (گلف نه‌کارتی): a 3 x 3 grid each, the lowest score wins over nine rounds.

Every line of assets/rules/golf.en.html is implemented here; the decisions the rules page leaves
open are written in `RULES_NOTES` and shown in the app's rules page.

Zones: ("grid", seat, slot) for the nine slots of each grid (slot 0-8 row by row),
("hand", seat) for a card drawn and not yet placed, ("pile", "stock") and
("pile", "discard"), both listed top first.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import attrs

from cardtable.cards import PACK_108, Card, Rank
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
    record_field,
)

MIN_PLAYERS = 2
MAX_PLAYERS = 9
SLOTS = 9
ROUNDS = 9
STOCK: tuple[Any, ...] = ("pile", "stock")
DISCARD: tuple[Any, ...] = ("pile", "discard")

_VALUE_BY_RANK = {Rank.JOKER: -2, Rank.KING: 0, Rank.ACE: 1, Rank.QUEEN: 10, Rank.JACK: 10}
VALUE: dict[Card, int] = {c: _VALUE_BY_RANK.get(c.rank, int(c.rank)) for c in set(PACK_108)}
"""Joker -2, king 0, ace 1, queen and jack 10, 2-10 face value."""

COLUMNS = tuple((c, c + 3, c + 6) for c in range(3))
SQUARES = tuple((k, k + 1, k + 3, k + 4) for k in (0, 1, 3, 4))
_GROUPS: tuple[tuple[tuple[int, ...], int], ...] = tuple(
    [(col, 0) for col in COLUMNS] + [(sq, -25) for sq in SQUARES])


def _masks(slots: tuple[int, ...]) -> int:
    m = 0
    for s in slots:
        m |= 1 << s
    return m


GROUP_MASKS = tuple((_masks(slots), slots, value) for slots, value in _GROUPS)


def grid_score(grid: Sequence[Card]) -> int:
    """The lowest score of a grid: a column of three of a rank scores 0, a 2 x 2 square
    of four of a rank -25; each card in at most one group; other cards count their
    value. Jokers group only with jokers, and a grouping is never forced."""
    values = [VALUE[c] for c in grid]
    ranks = [c.rank for c in grid]
    valid = [(mask, value - sum(values[s] for s in slots))
             for mask, slots, value in GROUP_MASKS
             if all(ranks[s] is ranks[slots[0]] for s in slots)]
    best_gain = 0
    # at most seven groups: try every disjoint set
    n = len(valid)
    for pick in range(1, 1 << n):
        used = 0
        gain = 0
        ok = True
        for i in range(n):
            if pick >> i & 1:
                mask, g = valid[i]
                if used & mask:
                    ok = False
                    break
                used |= mask
                gain += g
        if ok and gain < best_gain:
            best_gain = gain
    return sum(values) + best_gain


# ---------------------------------------------------------------------------- actions


@attrs.frozen(slots=True)
class Flip(Action):
    """A player's first turn opens by turning two face-down cards of the grid face up."""

    type: ClassVar[str] = "flip"
    slots: tuple[int, int]

    def _fields(self) -> dict[str, Any]:
        return {"slots": list(self.slots)}


@attrs.frozen(slots=True)
class Draw(Action):
    type: ClassVar[str] = "draw"
    source: str
    """"stock" or "discard" (the record's "from")."""

    def _fields(self) -> dict[str, Any]:
        return {"from": self.source}


@attrs.frozen(slots=True)
class Replace(Action):
    """The drawn card goes face up into `slot`; the card there goes face up on the
    discards."""

    type: ClassVar[str] = "replace"
    slot: int

    def _fields(self) -> dict[str, Any]:
        return {"slot": self.slot}


@attrs.frozen(slots=True)
class Discard(Action):
    """A card drawn from the stock goes straight onto the discards."""

    type: ClassVar[str] = "discard"


@attrs.frozen
class GolfOptions(Options):
    """Golf has no options: nine rounds, the rules as written."""


# ----------------------------------------------------------------------------- events


@attrs.frozen(slots=True)
class Flipped(Event):
    """A face-down grid card is turned face up where it lies."""

    seat: int
    slot: int
    card: Card


@attrs.frozen(slots=True)
class WentOut(Event):
    """`seat` has all nine cards face up: every other player has one more turn."""

    seat: int


@attrs.frozen(slots=True)
class Reshuffled(Event):
    count: int


# ------------------------------------------------------------------------------ state

FLIP, DRAW, PLACE, ROUND_OVER, MATCH_OVER = "flip", "draw", "place", "round-over", "match-over"

_PAIRS = tuple((a, b) for a in range(SLOTS) for b in range(a + 1, SLOTS))
_FLIPS = [{p: Flip(s, p) for p in _PAIRS} for s in range(MAX_PLAYERS)]
_DRAWS = [{src: Draw(s, src) for src in ("stock", "discard")} for s in range(MAX_PLAYERS)]
_REPLACES = [[Replace(s, k) for k in range(SLOTS)] for s in range(MAX_PLAYERS)]
_DISCARDS = [Discard(s) for s in range(MAX_PLAYERS)]


class GolfState(State):
    __slots__ = (
        "game", "options", "players", "_deals", "_results", "grids", "faceup", "stock",
        "discard", "held", "held_from", "phase", "turn", "flipped", "ender", "final_left",
        "dealer", "need", "reshuffles", "scores",
    )

    def __init__(self, game: GolfGame, options: GolfOptions, players: int) -> None:
        self.game = game
        self.options: GolfOptions = options
        self.players = players
        self._deals: list[Deal] = []
        self._results: list[RoundResult] = []
        self.grids: list[list[Card]] = [[] for _ in range(players)]
        self.faceup: list[list[bool]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        """Top card last."""
        self.discard: list[Card] = []
        """Top card last."""
        self.held: Card | None = None
        self.held_from = ""
        self.phase = ROUND_OVER
        self.turn = 0
        self.flipped = [False] * players
        self.ender: int | None = None
        self.final_left = 0
        self.dealer = 0
        self.need = False
        """A draw from the empty stock waits for the reshuffle."""
        self.reshuffles = 0
        """Reshuffles so far this round (public)."""
        self.scores = [0] * players

    # ---------------------------------------------------------------- protocol

    @property
    def to_act(self) -> int | None:
        if self.need or self.phase in (ROUND_OVER, MATCH_OVER):
            return None
        return self.turn

    @property
    def chance(self) -> str | None:
        return "reshuffle" if self.need else None

    def chance_action(self, rng: random.Random) -> Action:
        if not self.need:
            raise IllegalAction("no chance event is pending")
        cards = self.discard[:-1]
        rng.shuffle(cards)
        return Reshuffle(None, tuple(cards))

    def legal_actions(self) -> list[Action]:
        if self.need:
            return []
        phase = self.phase
        seat = self.turn
        if phase == PLACE:
            out: list[Action] = list(_REPLACES[seat])
            if self.held_from == "stock":
                out.append(_DISCARDS[seat])
            return out
        if phase == DRAW:
            out = []
            if self.stock or len(self.discard) > 1:
                out.append(_DRAWS[seat]["stock"])
            if self.discard:
                out.append(_DRAWS[seat]["discard"])
            return out
        if phase == FLIP:
            up = self.faceup[seat]
            flips = _FLIPS[seat]
            return [flips[p] for p in _PAIRS if not up[p[0]] and not up[p[1]]]
        return []

    def apply(self, action: Action) -> list[Event]:
        if self.need:
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
        if action.seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {action.seat}'s")
        if isinstance(action, Flip):
            return self._apply_flip(action)
        if isinstance(action, Draw):
            return self._apply_draw(action)
        if isinstance(action, Replace):
            if phase != PLACE:
                raise IllegalAction(self._waiting_for())
            if not 0 <= action.slot < SLOTS:
                raise IllegalAction(f"there is no slot {action.slot}: slots are 0 to 8")
            return self._replace(action.slot)
        if isinstance(action, Discard):
            if phase != PLACE:
                raise IllegalAction(self._waiting_for())
            if self.held_from != "stock":
                raise IllegalAction("a card taken from the discard pile must replace a card")
            return self._discard()
        raise IllegalAction(f"{action.type!r} is not a Golf action")

    def _apply_flip(self, action: Flip) -> list[Event]:
        if self.phase != FLIP:
            raise IllegalAction("two cards are turned up only at the start of a "
                                "player's first turn")
        if len(action.slots) != 2:
            raise IllegalAction("turn up exactly two cards")
        a, b = action.slots
        if a == b:
            raise IllegalAction("turn up two different cards")
        up = self.faceup[self.turn]
        for k in (a, b):
            if not 0 <= k < SLOTS:
                raise IllegalAction(f"there is no slot {k}: slots are 0 to 8")
            if up[k]:
                raise IllegalAction(f"slot {k} is already face up")
        return self._flip(a, b)

    def _apply_draw(self, action: Draw) -> list[Event]:
        if self.phase != DRAW:
            raise IllegalAction(self._waiting_for())
        if action.source == "stock":
            if not self.stock and len(self.discard) <= 1:
                raise IllegalAction("the stock is empty and there is nothing to reshuffle")
            return self._draw_stock()
        if action.source == "discard":
            if not self.discard:
                raise IllegalAction("the discard pile is empty")
            return self._draw_discard()
        raise IllegalAction(f"draw from the stock or the discard pile, not "
                            f"{action.source!r}")

    def apply_legal(self, action: Action) -> None:
        # Legal by the caller's word (base.State.apply_legal): the turn's draw and
        # placing go unchecked and without the cards' events; the rest by `apply`.
        cls = action.__class__
        if cls is Replace:
            seat = self.turn
            slot = action.slot  # type: ignore[attr-defined]
            grid = self.grids[seat]
            self.discard.append(grid[slot])
            grid[slot] = self.held  # type: ignore[assignment]
            self.faceup[seat][slot] = True
        elif cls is Discard:
            self.discard.append(self.held)  # type: ignore[arg-type]
        elif cls is Draw and not self.need:
            if action.source == "discard":  # type: ignore[attr-defined]
                self.held = self.discard.pop()
                self.held_from = "discard"
            elif self.stock:
                self.held = self.stock.pop()
                self.held_from = "stock"
            else:  # an empty stock: the reshuffle (chance) comes first
                self.need = True
                return
            self.phase = PLACE
            return
        else:
            self.apply(action)
            return
        self.held = None  # placed or discarded: the turn ends
        self.held_from = ""
        self._end_turn()

    def _waiting_for(self) -> str:
        seat = self.turn
        if self.phase == FLIP:
            return f"seat {seat} must first turn two of its cards face up"
        if self.phase == DRAW:
            return f"seat {seat} must draw from the stock or the discard pile"
        return f"seat {seat} must place the card drawn"

    def clone(self) -> GolfState:
        new = GolfState.__new__(GolfState)
        new.game = self.game
        new.options = self.options
        new.players = self.players
        new._deals = self._deals[:]
        new._results = self._results[:]
        new.grids = [g[:] for g in self.grids]
        new.faceup = [f[:] for f in self.faceup]
        new.stock = self.stock[:]
        new.discard = self.discard[:]
        new.held = self.held
        new.held_from = self.held_from
        new.phase = self.phase
        new.turn = self.turn
        new.flipped = self.flipped[:]
        new.ender = self.ender
        new.final_left = self.final_left
        new.dealer = self.dealer
        new.need = self.need
        new.reshuffles = self.reshuffles
        new.scores = self.scores[:]
        return new

    def zones(self) -> dict[tuple[Any, ...], tuple[Card, ...]]:
        out: dict[tuple[Any, ...], tuple[Card, ...]] = {}
        for s in range(self.players):
            grid = self.grids[s]
            for k in range(SLOTS):
                out[("grid", s, k)] = (grid[k],) if grid else ()
            out[("hand", s)] = (self.held,) if s == self.turn and self.held is not None else ()
        out[STOCK] = tuple(reversed(self.stock))
        out[DISCARD] = tuple(reversed(self.discard))
        return out

    def view(self, seat: int) -> GolfView:
        held: Card | None = None
        if self.held is not None and (seat == self.turn or self.held_from == "discard"):
            held = self.held
        return GolfView(
            seat=seat,
            options=self.options,
            players=self.players,
            grids=tuple(tuple(c if up[k] else None for k, c in enumerate(g))
                        for g, up in zip(self.grids, self.faceup, strict=True)),
            faceup=tuple(tuple(f) for f in self.faceup),
            stock_count=len(self.stock),
            discard=tuple(self.discard),
            holding=self.held is not None,
            held=held,
            held_from=self.held_from,
            phase=self.phase,
            turn=self.turn,
            flipped=tuple(self.flipped),
            ender=self.ender,
            final_left=self.final_left,
            dealer=self.dealer,
            need=self.need,
            reshuffles=self.reshuffles,
            scores=tuple(self.scores),
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
        return tuple(self.scores)

    @property
    def winners(self) -> tuple[int, ...]:
        if self.phase != MATCH_OVER:
            return ()
        best = min(self.scores)
        return tuple(s for s in range(self.players) if self.scores[s] == best)

    @property
    def deals(self) -> list[Deal]:
        return list(self._deals)

    def next_roles(self) -> dict[str, int]:
        if not self._deals:
            return {}
        return {"dealer": (self.dealer + 1) % self.players}

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
        unknown = set(roles) - {"dealer"}
        if unknown:
            raise RecordError(f"unknown role(s) in a Golf deal: {', '.join(sorted(unknown))}")
        expected = self.next_roles()
        if expected:
            dealer = expected["dealer"]
            if "dealer" in roles and roles["dealer"] != dealer:
                raise RecordError(f"the deal gives dealer {roles['dealer']}, but the dealer "
                                  f"moves to seat {dealer} this round")
        else:
            if "dealer" not in roles:
                raise RecordError("the first deal must give the dealer (chosen by lot)")
            dealer = roles["dealer"]
        if len(deal.hands) != self.players or any(len(h) != SLOTS for h in deal.hands):
            raise RecordError(f"the deal must give {self.players} grids of nine cards")
        stock = deal.piles.get("stock", ())
        check_pack([c for h in deal.hands for c in h] + list(stock), PACK_108)
        self._deals.append(deal)
        n = self.players
        self.dealer = dealer
        self.grids = [list(h) for h in deal.hands]
        self.faceup = [[False] * SLOTS for _ in range(n)]
        self.discard = [stock[0]]
        self.stock = list(reversed(stock[1:]))
        self.held = None
        self.held_from = ""
        self.flipped = [False] * n
        self.ender = None
        self.final_left = 0
        self.need = False
        self.reshuffles = 0
        self.turn = (dealer + 1) % n
        self.phase = FLIP
        events: list[Event] = [RoundStarted(len(self._deals), {"dealer": dealer})]
        for k in range(SLOTS):
            for i in range(n):
                s = (dealer + 1 + i) % n
                events.append(CardMoved(self.grids[s][k], STOCK, ("grid", s, k), False))
        events.append(CardMoved(stock[0], STOCK, DISCARD, True))
        return events

    def _flip(self, a: int, b: int) -> list[Event]:
        seat = self.turn
        up = self.faceup[seat]
        up[a] = up[b] = True
        self.flipped[seat] = True
        self.phase = DRAW
        grid = self.grids[seat]
        return [Flipped(seat, a, grid[a]), Flipped(seat, b, grid[b])]

    def _draw_stock(self) -> list[Event]:
        if not self.stock:
            self.need = True
            return []
        return self._take_stock()

    def _take_stock(self) -> list[Event]:
        c = self.stock.pop()
        self.held = c
        self.held_from = "stock"
        self.phase = PLACE
        return [CardMoved(c, STOCK, ("hand", self.turn), False)]

    def _draw_discard(self) -> list[Event]:
        c = self.discard.pop()
        self.held = c
        self.held_from = "discard"
        self.phase = PLACE
        return [CardMoved(c, DISCARD, ("hand", self.turn), True)]

    def _replace(self, slot: int) -> list[Event]:
        seat = self.turn
        c = self.held
        assert c is not None
        old = self.grids[seat][slot]
        self.grids[seat][slot] = c
        self.faceup[seat][slot] = True
        self.discard.append(old)
        self.held = None
        self.held_from = ""
        events: list[Event] = [CardMoved(c, ("hand", seat), ("grid", seat, slot), True),
                               CardMoved(old, ("grid", seat, slot), DISCARD, True)]
        return events + self._end_turn()

    def _discard(self) -> list[Event]:
        seat = self.turn
        c = self.held
        assert c is not None
        self.discard.append(c)
        self.held = None
        self.held_from = ""
        return [CardMoved(c, ("hand", seat), DISCARD, True)] + self._end_turn()

    def _end_turn(self) -> list[Event]:
        seat = self.turn
        events: list[Event] = []
        if self.ender is None:
            if all(self.faceup[seat]):
                self.ender = seat
                self.final_left = self.players - 1
                events.append(WentOut(seat))
        else:
            self.final_left -= 1
        if self.ender is not None and self.final_left == 0:
            return events + self._end_round()
        self.turn = (seat + 1) % self.players
        self.phase = DRAW if self.flipped[self.turn] else FLIP
        return events

    def _reshuffle(self, action: Reshuffle) -> list[Event]:
        if action.seat is not None:
            raise IllegalAction("a reshuffle is chance: its seat is null")
        if Counter(action.stock) != Counter(self.discard[:-1]):
            raise IllegalAction("the new stock must be exactly the discard pile but its top "
                                "card, shuffled")
        events: list[Event] = [Reshuffled(len(action.stock))]
        for c in reversed(self.discard[:-1]):
            events.append(CardMoved(c, DISCARD, STOCK, False))
        self.discard = self.discard[-1:]
        self.stock = list(reversed(action.stock))
        self.reshuffles += 1
        self.need = False
        return events + self._take_stock()

    def _end_round(self) -> list[Event]:
        events: list[Event] = []
        for s in range(self.players):
            up = self.faceup[s]
            for k in range(SLOTS):
                if not up[k]:
                    up[k] = True
                    events.append(Flipped(s, k, self.grids[s][k]))
        points = tuple(grid_score(g) for g in self.grids)
        for s in range(self.players):
            self.scores[s] += points[s]
        details = {"grids": [[c.code for c in g] for g in self.grids], "ended_by": self.ender}
        result = RoundResult(points=points, totals=self.totals, details=details)
        self._results.append(result)
        events.append(RoundScored(points, result.totals, details))
        if len(self._results) >= ROUNDS:
            self.phase = MATCH_OVER
            events.append(MatchOver(self.winners))
        else:
            self.phase = ROUND_OVER
        return events


# ------------------------------------------------------------------------------- view


@attrs.frozen(slots=True, eq=True)
class GolfView(SeatView):
    """What one seat knows: every face-up card, the discards and the card it drew. (After
    a reshuffle the seat could remember which cards went into the stock; the view keeps
    no hidden card's identity, so a sample draws the stock from all the unseen cards.)"""

    seat: int
    options: GolfOptions
    players: int
    grids: tuple[tuple[Card | None, ...], ...]
    faceup: tuple[tuple[bool, ...], ...]
    stock_count: int
    discard: tuple[Card, ...]
    """Bottom first, the top card last."""
    holding: bool
    held: Card | None
    held_from: str
    phase: str
    turn: int
    flipped: tuple[bool, ...]
    ender: int | None
    final_left: int
    dealer: int
    need: bool
    reshuffles: int
    scores: tuple[int, ...]
    results: tuple[RoundResult, ...]
    round_number: int

    def zones(self) -> dict[tuple[Any, ...], tuple[Card | None, ...]]:
        out: dict[tuple[Any, ...], tuple[Card | None, ...]] = {}
        for s in range(self.players):
            grid = self.grids[s]
            for k in range(SLOTS):
                out[("grid", s, k)] = (grid[k],) if grid else ()
            out[("hand", s)] = (self.held,) if s == self.turn and self.holding else ()
        out[STOCK] = (None,) * self.stock_count
        out[DISCARD] = tuple(reversed(self.discard))
        return out

    def sample(self, rng: random.Random) -> GolfState:
        """Deal the unseen cards to the face-down slots, the stock and another player's
        unseen drawn card."""
        unseen = Counter(PACK_108)
        for g in self.grids:
            unseen.subtract(c for c in g if c is not None)
        unseen.subtract(self.discard)
        if self.held is not None:
            unseen.subtract([self.held])
        hidden_held = self.holding and self.held is None
        pool = list(unseen.elements())
        rng.shuffle(pool)
        state = GolfState(GOLF, self.options, self.players)
        state.grids = [[c if c is not None else pool.pop() for c in g]
                       if g else [] for g in self.grids]
        held = self.held
        if hidden_held:
            held = pool.pop()
        state.stock = pool[:self.stock_count]
        assert len(state.stock) == self.stock_count
        state.discard = list(self.discard)
        state.faceup = [list(f) for f in self.faceup]
        state.held = held
        state.held_from = self.held_from
        state.phase = self.phase
        state.turn = self.turn
        state.flipped = list(self.flipped)
        state.ender = self.ender
        state.final_left = self.final_left
        state.dealer = self.dealer
        state.need = self.need
        state.reshuffles = self.reshuffles
        state.scores = list(self.scores)
        state._results = list(self.results)
        rest = Counter(PACK_108)
        for grid in state.grids:
            rest.subtract(grid)
        state._deals = [Deal(hands=tuple(tuple(grid) for grid in state.grids),
                             piles={"stock": tuple(rest.elements())},
                             roles={"dealer": self.dealer})] * max(1, self.round_number)
        return state


# ------------------------------------------------------------------------------- game


class GolfGame(Game):
    id: ClassVar[str] = "golf"
    name: ClassVar[str] = "Nine-Card Golf"
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS
    options_class: ClassVar[type[Options]] = GolfOptions
    pack: ClassVar[tuple[Card, ...]] = PACK_108

    def empty_state(self, options: Options, players: int) -> GolfState:
        if not isinstance(options, GolfOptions):
            raise RecordError("Golf needs Golf's options")
        self.check_players(players)
        return GolfState(self, options, players)

    def draw_roles(self, players: int, rng: random.Random) -> tuple[dict[str, int], list[Event]]:
        return {"dealer": rng.randrange(players)}, []

    def random_deal(self, players: int, roles: Mapping[str, int], rng: random.Random,
                    options: Options) -> Deal:
        dealer = roles.get("dealer")
        if dealer is None:
            dealer = rng.randrange(players)
        pack = list(PACK_108)
        rng.shuffle(pack)
        hands: list[list[Card]] = [[] for _ in range(players)]
        i = 0
        for _ in range(SLOTS):
            for j in range(players):
                hands[(dealer + 1 + j) % players].append(pack[i])
                i += 1
        return Deal(hands=tuple(tuple(h) for h in hands), piles={"stock": tuple(pack[i:])},
                    roles={"dealer": dealer})

    def deal_from_record(self, raw: object, players: int, options: Options) -> Deal:
        if not isinstance(raw, Mapping):
            raise RecordError("the deal must be an object with 'dealer', 'hands' and 'stock'")
        unknown = set(raw) - {"dealer", "hands", "stock"}
        if unknown:
            raise RecordError(f"unknown field(s) in a Golf deal: {', '.join(sorted(unknown))}")
        for key in ("hands", "stock"):
            if key not in raw:
                raise RecordError(f"the deal must give {key!r}")
        hands_raw = raw["hands"]
        if not isinstance(hands_raw, list) or len(hands_raw) != players:
            raise RecordError(f"the deal's 'hands' must be a list of {players} grids")
        hands = tuple(parse_card_list(h, f"hand {i}") for i, h in enumerate(hands_raw))
        stock = parse_card_list(raw["stock"], "the stock")
        check_pack([c for h in hands for c in h] + list(stock), PACK_108)
        for i, h in enumerate(hands):
            if len(h) != SLOTS:
                raise RecordError(f"hand {i} holds {len(h)} cards; each grid holds nine")
        roles: dict[str, int] = {}
        dealer = parse_role(raw, "dealer", players, required=False)
        if dealer is not None:
            roles["dealer"] = dealer
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
            raise RecordError(f"unknown action type {kind!r} (Golf has flip, draw, replace, "
                              f"discard and reshuffle)")
        extra = set(raw) - {"seat", "type"} - fields
        if extra:
            raise RecordError(f"unknown field(s) in a {kind}: {', '.join(sorted(extra))}")
        if kind == "flip":
            slots = record_field(raw, "slots", list)
            if (len(slots) != 2 or any(isinstance(k, bool) or not isinstance(k, int)
                                       or not 0 <= k < SLOTS for k in slots)):
                raise RecordError(f"'slots' must list two grid slots from 0 to 8, "
                                  f"not {slots!r}")
            pair = (slots[0], slots[1])
            return _FLIPS[seat].get(pair) or Flip(seat, pair)
        if kind == "draw":
            source = record_field(raw, "from", str)
            if source not in ("stock", "discard"):
                raise RecordError(f"'from' must be \"stock\" or \"discard\", not {source!r}")
            return _DRAWS[seat][source]
        if kind == "replace":
            slot = record_field(raw, "slot", int)
            if not 0 <= slot < SLOTS:
                raise RecordError(f"'slot' must be a grid slot from 0 to 8, not {slot!r}")
            return _REPLACES[seat][slot]
        return _DISCARDS[seat]


_FIELDS: dict[str, set[str]] = {
    "flip": {"slots"}, "draw": {"from"}, "replace": {"slot"}, "discard": set(),
}

GOLF = GolfGame()

RULES_NOTES = """\
Decisions where the rules text is silent:
- The first dealer is chosen by lot; the cards are dealt one at a time starting at the
  dealer's next seat, each grid filled in slot order.
- A card drawn is placed face up; the card it replaces (face up or face down) goes face up
  on the discard pile. The grid's own face-down cards are unknown to their owner too.
- A card drawn from the stock is seen only by its drawer until it is placed or discarded;
  a card taken from the discard pile is seen by all.
- The two cards of the first turn may be named in either order ({"slots": [4, 0]} is the
  same flip as [0, 4]).
- Reshuffle: the discard pile but its top card becomes the new stock only when a player
  draws from an empty stock (the draw then takes the new top card). A seat's view does
  not remember which cards went into the new stock: like every face-down card, they are
  unknown to it (the computer players sample them from all the unseen cards).
- The player who went out ends the round even if another player also turns all nine
  face up during the final turns; "ended_by" is the player who went out first.
- Scoring: each card counts in at most one group (a column of three of a rank, 0; a
  2 x 2 square of four of a rank, -25), and the grouping that gives the lowest score is
  taken; jokers group only with jokers, and never when that scores worse.
- Golf has no options: a match is nine rounds.
"""
