"""Two card fortunes (فال ورق), solo pastimes "for fun": the name fortune and the family
fortune. Each is a fixed procedure over a shuffled pack (the shuffle is `deal.stock`, top
first), so a record replays exactly.

Every line of assets/rules/fortune-name.en.html and fortune-family.en.html is implemented
here; the decisions the rules leave open are written in `RULES_NOTES` and shown in the
app's rules page.

Zones, name fortune: ("pile", "stock") before the name is given; afterwards ("row",) the
cards read face up in order with the pairs taken out, and ("pairs",) the pairs in the order
found. While the procedure runs, the events also name ("heap", j) for the n heaps dealt
and ("packet",) for the gathered packet.

Zones, family fortune: ("grid", 0, k) for position k + 1 (k = 0..15; rows of four, the
table lays each row out right to left), and ("hand", 0) for the card in hand.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import attrs

from cardtable.cards import PACK_52, Card, Rank, Suit, card
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
    RoundResult,
    RoundScored,
    RoundStarted,
    SeatView,
    State,
    check_pack,
    parse_card_list,
    record_field,
)

STOCK: tuple[Any, ...] = ("pile", "stock")
ROW: tuple[Any, ...] = ("row",)
PAIRS: tuple[Any, ...] = ("pairs",)
PACKET: tuple[Any, ...] = ("packet",)
HAND: tuple[Any, ...] = ("hand", 0)

MIN_LETTERS = 2
MAX_LETTERS = 12

MESSAGES: dict[str, str] = {
    "A": "loves you",
    "2": "wants to come closer",
    "3": "thinks of marriage",
    "4": "is jealous",
    "5": "worries about the future",
    "6": "you will see each other soon",
    "7": "has ill intentions",
    "8": "is thinking of you",
    "9": "wants to talk with you",
    "T": "wants a kiss",
    "J": "is protective of you",
    "Q": "a rival",
    "K": "likes your character",
}
"""The name fortune's message for a pair of each rank (the UI translates and words them)."""


_TATWEEL = "\u0640"  # the Arabic-script stretching stroke: a letter to Unicode, not to a reader


def letter_count(name: str) -> int:
    """Unicode letters only: no spaces, zero-width non-joiners, the tatweel stroke,
    punctuation, digits or combining marks."""
    return sum(1 for ch in name if unicodedata.category(ch).startswith("L") and ch != _TATWEEL)


def piles_for(letters: int) -> int:
    """The number of heaps: the letter count clamped to 2-12."""
    return max(MIN_LETTERS, min(MAX_LETTERS, letters))


def reading_order(stock: Sequence[Card], n: int) -> list[Card]:
    """Deal card k onto heap k mod n, gather heap 0 on top of heap 1 on top of ..., turn the
    packet face up: heap n-1 from its first card dealt to its last, then heap n-2, ...,
    heap 0 last."""
    heaps = [list(stock[j::n]) for j in range(n)]
    return [c for j in reversed(range(n)) for c in heaps[j]]


def take_pairs(cards: Sequence[Card]) -> tuple[list[Card], list[tuple[Card, Card]]]:
    """One pass from the start: two cards side by side of the same rank are taken out
    as a pair, and the reading goes on with the card after them."""
    rest: list[Card] = []
    pairs: list[tuple[Card, Card]] = []
    i = 0
    while i < len(cards):
        if i + 1 < len(cards) and cards[i].rank is cards[i + 1].rank:
            pairs.append((cards[i], cards[i + 1]))
            i += 2
        else:
            rest.append(cards[i])
            i += 1
    return rest, pairs


# ---------------------------------------------------------------------------- actions


@attrs.frozen(slots=True)
class GiveName(Action):
    type: ClassVar[str] = "name"
    value: str

    def _fields(self) -> dict[str, Any]:
        return {"value": self.value}


@attrs.frozen(slots=True)
class Turn(Action):
    type: ClassVar[str] = "turn"


_TURN = Turn(0)
SAMPLE_NAMES = tuple("ABCDEFGHIJKL"[:n] for n in range(MIN_LETTERS, MAX_LETTERS + 1))
"""The names `legal_actions` lists, one for each number of heaps; any name is legal."""
_NAMES = tuple(GiveName(0, v) for v in SAMPLE_NAMES)


@attrs.frozen
class FortuneOptions(Options):
    """The fortunes have no options."""


@attrs.frozen(slots=True)
class FortuneDeal(Deal):
    """A shuffled pack and nothing else: its record is {"stock": [...]}."""

    def to_record(self) -> dict[str, Any]:
        return {"stock": [c.code for c in self.piles["stock"]]}


# ----------------------------------------------------------------------------- events


@attrs.frozen(slots=True)
class NameGiven(Event):
    value: str
    letters: int
    heaps: int


@attrs.frozen(slots=True)
class PairFound(Event):
    """A pair taken out of the row: `rank` is the notation's letter, the key of MESSAGES."""

    rank: str
    cards: tuple[Card, Card]


@attrs.frozen(slots=True)
class Turned(Event):
    """The card in hand is turned face up."""

    card: Card


@attrs.frozen(slots=True)
class FortuneTold(Event):
    success: bool
    steps: int


# ----------------------------------------------------------------------- shared parts

NAME_WAIT, TURNING, OVER = "name", "turn", "over"


class _FortuneState(State):
    # Never waits on chance: a plain attribute, read before every action of a playout.
    chance: None = None

    game: FortuneGame

    def __init__(self, game: FortuneGame, options: FortuneOptions) -> None:
        self.game = game
        self.options: FortuneOptions = options
        self.players = 1
        self._deals: list[Deal] = []
        self._results: list[RoundResult] = []
        self.phase = OVER

    @property
    def to_act(self) -> int | None:
        return None if self.phase == OVER else 0

    @property
    def round_over(self) -> bool:
        return self.phase == OVER

    @property
    def match_over(self) -> bool:
        return self.phase == OVER and bool(self._results)

    @property
    def results(self) -> list[RoundResult]:
        return list(self._results)

    @property
    def totals(self) -> tuple[int, ...]:
        return (0,)

    @property
    def winners(self) -> tuple[int, ...]:
        return ()

    @property
    def deals(self) -> list[Deal]:
        return list(self._deals)

    def next_roles(self) -> dict[str, int]:
        return {}

    def _check_start(self, deal: Deal) -> tuple[Card, ...]:
        if self._results:
            raise RecordError("the fortune has been told; a fortune is one round")
        if self._deals:
            raise RecordError("a new deal cannot start before the fortune is told")
        if deal.roles:
            raise RecordError(f"a fortune's deal gives no roles, not "
                              f"{', '.join(sorted(deal.roles))}")
        if len(deal.hands) != 1 or deal.hands[0]:
            raise RecordError("a fortune's deal holds only the shuffled stock")
        stock = tuple(deal.piles.get("stock", ()))
        check_pack(stock, self.game.pack)
        self._deals.append(deal)
        return stock

    def _finish(self, details: dict[str, Any]) -> list[Event]:
        self.phase = OVER
        result = RoundResult(points=(0,), totals=(0,), details=details)
        self._results.append(result)
        return [RoundScored((0,), (0,), details), MatchOver(())]


# -------------------------------------------------------------------- name fortune


class NameFortuneState(_FortuneState):
    __slots__ = ("game", "options", "players", "_deals", "_results", "phase", "stock",
                 "name", "letters", "row", "pairs")

    def __init__(self, game: FortuneGame, options: FortuneOptions) -> None:
        super().__init__(game, options)
        self.stock: list[Card] = []
        """Top first."""
        self.name: str | None = None
        self.letters = 0
        self.row: list[Card] = []
        self.pairs: list[tuple[Card, Card]] = []

    def legal_actions(self) -> list[Action]:
        return list(_NAMES) if self.phase == NAME_WAIT else []

    def apply(self, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction("the fortune has been told")
        if not isinstance(action, GiveName):
            raise IllegalAction(f"the name fortune waits for a name, not a {action.type!r}")
        if action.seat != 0:
            raise IllegalAction(f"the fortune has one seat, 0, not {action.seat}")
        if not isinstance(action.value, str):
            raise IllegalAction("the name must be text")
        letters = letter_count(action.value)
        if letters == 0:
            raise IllegalAction("the name has no letters")
        return self._tell(action.value, letters, quiet=False)

    def apply_legal(self, action: Action) -> None:
        # Legal by the caller's word (base.State.apply_legal): no check, no events.
        value = action.value  # type: ignore[attr-defined]
        self._tell(value, letter_count(value), quiet=True)

    def _tell(self, name: str, letters: int, quiet: bool) -> list[Event]:
        """Tell the fortune of `name` (checked by the caller); `quiet` builds no events."""
        n = piles_for(letters)
        self.name = name
        self.letters = letters
        order = reading_order(self.stock, n)
        rest, pairs = take_pairs(order)
        events = [] if quiet else self._told_events(name, letters, n, order, pairs)
        self.stock = []
        self.row = rest
        self.pairs = pairs
        finished = self._finish({"pairs": [a.rank.letter for a, _ in pairs]})
        return events if quiet else events + finished

    def _told_events(self, name: str, letters: int, n: int, order: list[Card],
                     pairs: list[tuple[Card, Card]]) -> list[Event]:
        """The deal into heaps, the gathering, the reading and the pairs, card by card."""
        events: list[Event] = [NameGiven(name, letters, n)]
        for k, c in enumerate(self.stock):
            events.append(CardMoved(c, STOCK, ("heap", k % n), False))
        heaps = [self.stock[j::n] for j in range(n)]
        for j in range(n):
            for c in reversed(heaps[j]):
                events.append(CardMoved(c, ("heap", j), PACKET, False))
        for c in order:
            events.append(CardMoved(c, PACKET, ROW, True))
        for a, b in pairs:
            events.append(CardMoved(a, ROW, PAIRS, True))
            events.append(CardMoved(b, ROW, PAIRS, True))
            events.append(PairFound(a.rank.letter, (a, b)))
        return events

    def clone(self) -> NameFortuneState:
        new = NameFortuneState.__new__(NameFortuneState)
        new.game = self.game
        new.options = self.options
        new.players = 1
        new._deals = self._deals[:]
        new._results = self._results[:]
        new.phase = self.phase
        new.stock = self.stock[:]
        new.name = self.name
        new.letters = self.letters
        new.row = self.row[:]
        new.pairs = self.pairs[:]
        return new

    def zones(self) -> dict[tuple[Any, ...], tuple[Card, ...]]:
        return {STOCK: tuple(self.stock), ROW: tuple(self.row),
                PAIRS: tuple(c for p in self.pairs for c in p)}

    def view(self, seat: int) -> NameFortuneView:
        return NameFortuneView(
            seat=seat,
            options=self.options,
            phase=self.phase,
            stock_count=len(self.stock),
            name=self.name,
            letters=self.letters,
            row=tuple(self.row),
            pairs=tuple(self.pairs),
            results=tuple(self._results),
            round_number=len(self._deals),
        )

    def start_round(self, deal: Deal) -> list[Event]:
        stock = self._check_start(deal)
        self.stock = list(stock)
        self.phase = NAME_WAIT
        return [RoundStarted(1, {})]


@attrs.frozen(slots=True, eq=True)
class NameFortuneView(SeatView):
    seat: int
    options: FortuneOptions
    phase: str
    stock_count: int
    name: str | None
    letters: int
    row: tuple[Card, ...]
    pairs: tuple[tuple[Card, Card], ...]
    results: tuple[RoundResult, ...]
    round_number: int

    def zones(self) -> dict[tuple[Any, ...], tuple[Card | None, ...]]:
        return {STOCK: (None,) * self.stock_count, ROW: self.row,
                PAIRS: tuple(c for p in self.pairs for c in p)}

    def sample(self, rng: random.Random) -> NameFortuneState:
        state = NameFortuneState(FORTUNE_NAME, self.options)
        if self.stock_count:
            stock = list(PACK_52)
            rng.shuffle(stock)
            state.stock = stock
        state.phase = self.phase
        state.name = self.name
        state.letters = self.letters
        state.row = list(self.row)
        state.pairs = list(self.pairs)
        state._results = list(self.results)
        shown = state.stock or list(self.row) + [c for p in self.pairs for c in p]
        state._deals = [FortuneDeal(hands=((),), piles={"stock": tuple(shown)})] * (
            self.round_number)
        return state


# ------------------------------------------------------------------ family fortune

POSITIONS = 16
FAMILY_PACK: tuple[Card, ...] = tuple(
    card(r, s) for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK) for s in Suit
) + (card(Rank.TEN, Suit.DIAMONDS),)
TEN_OF_DIAMONDS = card(Rank.TEN, Suit.DIAMONDS)
ROW_RANKS = (Rank.KING, Rank.ACE, Rank.JACK, Rank.QUEEN)
"""Row 1 (positions 1-4) father: kings; row 2 mother: aces; row 3 brother: jacks;
row 4 girl: queens."""
_ROW_OF = {rank: i for i, rank in enumerate(ROW_RANKS)}


class FamilyFortuneState(_FortuneState):
    __slots__ = ("game", "options", "players", "_deals", "_results", "phase", "grid", "up",
                 "hand", "hand_up", "steps", "success")

    def __init__(self, game: FortuneGame, options: FortuneOptions) -> None:
        super().__init__(game, options)
        self.grid: list[Card] = []
        """Position k + 1 at index k."""
        self.up = [False] * POSITIONS
        self.hand: Card | None = None
        self.hand_up = False
        self.steps = 0
        self.success = False

    def legal_actions(self) -> list[Action]:
        return [_TURN] if self.phase == TURNING else []

    def apply(self, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction("the fortune has been told")
        if not isinstance(action, Turn):
            raise IllegalAction(f"the family fortune goes on by turning the card in hand, "
                                f"not by a {action.type!r}")
        if action.seat != 0:
            raise IllegalAction(f"the fortune has one seat, 0, not {action.seat}")
        return self._turn(quiet=False)

    def apply_legal(self, action: Action) -> None:
        # Legal by the caller's word (base.State.apply_legal): no check, no events.
        self._turn(quiet=True)

    def _turn(self, quiet: bool) -> list[Event]:
        """Turn the card in hand and put it in its place (checked by the caller); `quiet`
        builds no events."""
        c = self.hand
        assert c is not None
        self.steps += 1
        if c is TEN_OF_DIAMONDS:
            self.hand_up = True
            self.success = all(self.up)
            finished = self._finish({"success": self.success, "steps": self.steps})
            if quiet:
                return []
            return [Turned(c), FortuneTold(self.success, self.steps)] + finished
        row = _ROW_OF[c.rank]
        k = next(k for k in range(4 * row, 4 * row + 4) if not self.up[k])
        under = self.grid[k]
        self.grid[k] = c
        self.up[k] = True
        self.hand = under
        if quiet:
            return []
        return [Turned(c), CardMoved(c, HAND, ("grid", 0, k), True),
                CardMoved(under, ("grid", 0, k), HAND, False)]

    def clone(self) -> FamilyFortuneState:
        new = FamilyFortuneState.__new__(FamilyFortuneState)
        new.game = self.game
        new.options = self.options
        new.players = 1
        new._deals = self._deals[:]
        new._results = self._results[:]
        new.phase = self.phase
        new.grid = self.grid[:]
        new.up = self.up[:]
        new.hand = self.hand
        new.hand_up = self.hand_up
        new.steps = self.steps
        new.success = self.success
        return new

    def zones(self) -> dict[tuple[Any, ...], tuple[Card, ...]]:
        out: dict[tuple[Any, ...], tuple[Card, ...]] = {
            ("grid", 0, k): (self.grid[k],) if self.grid else () for k in range(POSITIONS)}
        out[HAND] = (self.hand,) if self.hand is not None else ()
        return out

    def view(self, seat: int) -> FamilyFortuneView:
        return FamilyFortuneView(
            seat=seat,
            options=self.options,
            phase=self.phase,
            grid=tuple(c if self.up[k] else None for k, c in enumerate(self.grid)),
            up=tuple(self.up),
            holding=self.hand is not None,
            hand=self.hand if self.hand_up else None,
            steps=self.steps,
            success=self.success,
            results=tuple(self._results),
            round_number=len(self._deals),
        )

    def start_round(self, deal: Deal) -> list[Event]:
        stock = self._check_start(deal)
        self.grid = list(stock[:POSITIONS])
        self.up = [False] * POSITIONS
        self.hand = stock[POSITIONS]
        self.hand_up = False
        self.steps = 0
        self.success = False
        self.phase = TURNING
        events: list[Event] = [RoundStarted(1, {})]
        for k in range(POSITIONS):
            events.append(CardMoved(stock[k], STOCK, ("grid", 0, k), False))
        events.append(CardMoved(stock[POSITIONS], STOCK, HAND, False))
        return events


@attrs.frozen(slots=True, eq=True)
class FamilyFortuneView(SeatView):
    seat: int
    options: FortuneOptions
    phase: str
    grid: tuple[Card | None, ...]
    up: tuple[bool, ...]
    holding: bool
    hand: Card | None
    steps: int
    success: bool
    results: tuple[RoundResult, ...]
    round_number: int

    def zones(self) -> dict[tuple[Any, ...], tuple[Card | None, ...]]:
        out: dict[tuple[Any, ...], tuple[Card | None, ...]] = {
            ("grid", 0, k): (self.grid[k],) if self.grid else () for k in range(POSITIONS)}
        out[HAND] = (self.hand,) if self.holding else ()
        return out

    def sample(self, rng: random.Random) -> FamilyFortuneState:
        seen = {c for c in self.grid if c is not None}
        if self.hand is not None:
            seen.add(self.hand)
        pool = [c for c in FAMILY_PACK if c not in seen]
        rng.shuffle(pool)
        state = FamilyFortuneState(FORTUNE_FAMILY, self.options)
        state.grid = [c if c is not None else pool.pop() for c in self.grid]
        state.up = list(self.up)
        state.hand = self.hand if self.hand is not None else (
            pool.pop() if self.holding else None)
        state.hand_up = self.hand is not None
        state.steps = self.steps
        state.success = self.success
        state.phase = self.phase
        state._results = list(self.results)
        stock = tuple(state.grid) + ((state.hand,) if state.hand is not None else ())
        state._deals = [FortuneDeal(hands=((),), piles={"stock": stock})] * self.round_number
        return state


# ------------------------------------------------------------------------------- games


class FortuneGame(Game):
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    options_class: ClassVar[type[Options]] = FortuneOptions
    pack: ClassVar[tuple[Card, ...]]
    action_types: ClassVar[str]

    def _state(self, options: FortuneOptions) -> _FortuneState:
        raise NotImplementedError

    def empty_state(self, options: Options, players: int) -> _FortuneState:
        if not isinstance(options, FortuneOptions):
            raise RecordError("a fortune needs the fortunes' options")
        self.check_players(players)
        return self._state(options)

    def random_deal(self, players: int, roles: Mapping[str, int], rng: random.Random,
                    options: Options) -> FortuneDeal:
        stock = list(self.pack)
        rng.shuffle(stock)
        return FortuneDeal(hands=((),), piles={"stock": tuple(stock)})

    def deal_from_record(self, raw: object, players: int, options: Options) -> FortuneDeal:
        if not isinstance(raw, Mapping):
            raise RecordError("the deal must be an object with the shuffled 'stock'")
        unknown = set(raw) - {"stock", "hands"}
        if unknown:
            raise RecordError(f"unknown field(s) in a fortune's deal: "
                              f"{', '.join(sorted(unknown))} (it holds only 'stock')")
        if "hands" in raw and raw["hands"] not in ([], [[]]):
            raise RecordError("a fortune deals no hands: the cards are all in 'stock'")
        if "stock" not in raw:
            raise RecordError("the deal must give 'stock'")
        stock = parse_card_list(raw["stock"], "the stock")
        check_pack(stock, self.pack)
        return FortuneDeal(hands=((),), piles={"stock": stock})

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        kind = raw.get("type")
        seat = raw.get("seat")
        if isinstance(seat, bool) or seat != 0:
            raise RecordError(f"a fortune has one seat: an action's seat must be 0, "
                              f"not {seat!r}")
        if kind == "name":
            extra = set(raw) - {"seat", "type", "value"}
            if extra:
                raise RecordError(f"unknown field(s) in a name: {', '.join(sorted(extra))}")
            return GiveName(0, record_field(raw, "value", str))
        if kind == "turn":
            extra = set(raw) - {"seat", "type"}
            if extra:
                raise RecordError(f"unknown field(s) in a turn: {', '.join(sorted(extra))}")
            return _TURN
        raise RecordError(f"unknown action type {kind!r} ({self.name} has "
                          f"{self.action_types})")


class NameFortuneGame(FortuneGame):
    id: ClassVar[str] = "fortune-name"
    name: ClassVar[str] = "The Name Fortune"
    pack: ClassVar[tuple[Card, ...]] = PACK_52
    action_types: ClassVar[str] = "name"

    def _state(self, options: FortuneOptions) -> NameFortuneState:
        return NameFortuneState(self, options)


class FamilyFortuneGame(FortuneGame):
    id: ClassVar[str] = "fortune-family"
    name: ClassVar[str] = "The Family Fortune"
    pack: ClassVar[tuple[Card, ...]] = FAMILY_PACK
    action_types: ClassVar[str] = "turn"

    def _state(self, options: FortuneOptions) -> FamilyFortuneState:
        return FamilyFortuneState(self, options)


FORTUNE_NAME = NameFortuneGame()
FORTUNE_FAMILY = FamilyFortuneGame()

RULES_NOTES = """\
Decisions where the rules text is silent:
- A name needs at least one letter. Any name is accepted; the list of legal actions (and
  `cardtable-cli legal`) shows one sample name for each number of heaps, 2 to 12
  ("AB", "ABC", ... "ABCDEFGHIJKL").
- The whole name fortune is told at once when the name is given: the cards are dealt
  onto the heaps, gathered, turned up and read, with every move animated in turn.
- The family fortune: the card turned up goes on the lowest-numbered face-down position
  of its row; the ten of diamonds stays face up in the hand when it ends the fortune, and
  the positions still face down then stay face down.
- A fortune's deal record is {"stock": [...]} alone ("hands": [[]] is also accepted).
"""
