"""Pan (پن): a Polish shedding game on one central pile built on the nine of hearts.

Every line of assets/rules/pan.en.html is implemented here; the decisions the rules page
leaves open are written in `RULES_NOTES` and shown in the app's rules page.

Zones: ("hand", seat) for each hand, ("pile", "centre") for the central pile listed
bottom first (the 9♥ first once it is laid, the top card last), and ("deck",), empty once
the cards are dealt, where the deal starts from.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import attrs

from cardtable.cards import PACK_24, Card, Rank, Suit, card
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
    parse_role,
    record_field,
)

MIN_PLAYERS = 2
MAX_PLAYERS = 6
LETTERS = "PAN"
NINE_HEARTS = card(Rank.NINE, Suit.HEARTS)
PILE: tuple[Any, ...] = ("pile", "centre")
DECK: tuple[Any, ...] = ("deck",)

OPENING, PLAYING, ROUND_OVER, MATCH_OVER = "opening", "play", "round-over", "match-over"


def hand_sizes(players: int, dealer: int) -> list[int]:
    """Cards each seat receives: 24 dealt one at a time from dealer+1, so with five
    players the dealer (dealt last) gets 4 and the others 5."""
    sizes = [0] * players
    for i in range(len(PACK_24)):
        sizes[(dealer + 1 + i) % players] += 1
    return sizes


# ---------------------------------------------------------------------------- actions


@attrs.frozen(slots=True)
class PanPlay(Action):
    """One card, three or four of a rank (or the opening 9♥ with nines), in the order they
    go onto the pile: the last listed ends on top."""

    type: ClassVar[str] = "play"
    cards: tuple[Card, ...]

    def _fields(self) -> dict[str, Any]:
        return {"cards": [c.code for c in self.cards]}


@attrs.frozen(slots=True)
class Take(Action):
    """Take the top `count` cards of the pile into the hand."""

    type: ClassVar[str] = "take"
    count: int

    def _fields(self) -> dict[str, Any]:
        return {"count": self.count}


@attrs.frozen
class PanOptions(Options):
    take_exactly_three: bool = False
    three_higher: bool = False


# ----------------------------------------------------------------------------- events


@attrs.frozen(slots=True)
class PlayerOut(Event):
    """A seat has emptied its hand and takes no more turns this round."""

    seat: int


@attrs.frozen(slots=True)
class FinalTurn(Event):
    """Only two held cards and one went out: `seat` has one last turn to go out too."""

    seat: int


@attrs.frozen(slots=True)
class LetterTaken(Event):
    """The round's loser takes the next letter of P-A-N (`letters` held now, 1..3)."""

    seat: int
    letters: int


@attrs.frozen(slots=True)
class RoundDrawn(Event):
    """The last player went out in the final turn: nobody takes a letter."""


_SINGLE = [{c: PanPlay(s, (c,)) for c in PACK_24} for s in range(MAX_PLAYERS)]
_TAKE = [[Take(s, k) for k in range(len(PACK_24))] for s in range(MAX_PLAYERS)]
_GROUPS: dict[tuple[int, tuple[Card, ...], int], list[Action]] = {}
_ORDER = {c: (int(c.rank), c.id) for c in PACK_24}.__getitem__
"""Sort key: rank, then a fixed order of suits (the order legal actions are listed in)."""


def _group_plays(seat: int, cards: tuple[Card, ...], size: int) -> list[Action]:
    """Every ordered choice of `size` of `cards` (one rank), as play actions (cached)."""
    key = (seat, cards, size)
    found = _GROUPS.get(key)
    if found is None:
        found = [PanPlay(seat, p) for p in itertools.permutations(cards, size)]
        _GROUPS[key] = found
    return found


def _opening_plays(seat: int, hand: Sequence[Card]) -> list[Action]:
    """The 9♥ alone, or the 9♥ with all the other nines held, in any order."""
    nines = tuple(sorted(c for c in hand if c.rank is Rank.NINE and c is not NINE_HEARTS))
    out: list[Action] = [_SINGLE[seat][NINE_HEARTS]]
    if nines:
        out.extend(PanPlay(seat, (NINE_HEARTS,) + p) for p in itertools.permutations(nines))
    return out


# ------------------------------------------------------------------------------ state


class PanState(State):
    # Never waits on chance: a plain attribute, read before every action of a playout.
    chance: None = None

    __slots__ = (
        "game", "options", "players", "_deals", "_results", "hands", "known", "pile",
        "phase", "turn", "final", "dealer", "letters", "out_order", "loser", "takes",
    )

    def __init__(self, game: PanGame, options: PanOptions, players: int) -> None:
        self.game = game
        self.options: PanOptions = options
        self.players = players
        self._deals: list[Deal] = []
        self._results: list[RoundResult] = []
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.known: list[list[Card]] = [[] for _ in range(players)]
        self.pile: list[Card] = []
        self.phase = ROUND_OVER
        self.turn = 0
        self.final: int | None = None
        self.dealer = 0
        self.letters = [0] * players
        self.out_order: list[int] = []
        self.loser: int | None = None
        self.takes = 0
        """Takes so far this round (public: everyone sees them)."""

    # ---------------------------------------------------------------- protocol

    @property
    def to_act(self) -> int | None:
        if self.phase in (ROUND_OVER, MATCH_OVER):
            return None
        return self.turn

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        seat = self.turn
        if phase == PLAYING:
            return self._plays(seat) + self._takes(seat)
        if phase == OPENING:
            return _opening_plays(seat, self.hands[seat])
        return []

    def _plays(self, seat: int) -> list[Action]:
        top = self.pile[-1].rank
        held = [c for c in self.hands[seat] if c.rank >= top]
        if not held:
            return []
        held.sort(key=_ORDER)
        singles = _SINGLE[seat]
        out: list[Action] = [singles[c] for c in held]
        if len(held) >= 3:
            three_higher = self.options.three_higher
            i = 0
            while i < len(held):
                rank = held[i].rank
                j = i + 1
                while j < len(held) and held[j].rank is rank:
                    j += 1
                if j - i >= 3:
                    group = tuple(held[i:j])
                    if rank == top or three_higher:
                        out.extend(_group_plays(seat, group, 3))
                    if j - i == 4:
                        out.extend(_group_plays(seat, group, 4))
                i = j
        return out

    def _take_counts(self) -> range:
        above = len(self.pile) - 1
        if above <= 0:
            return range(0)
        if above <= 3:
            return range(above, above + 1)
        if self.options.take_exactly_three:
            return range(3, 4)
        return range(3, above + 1)

    def _takes(self, seat: int) -> list[Action]:
        takes = _TAKE[seat]
        return [takes[k] for k in self._take_counts()]

    def apply(self, action: Action) -> list[Event]:
        if self.phase in (ROUND_OVER, MATCH_OVER):
            raise IllegalAction("the match is over" if self.phase == MATCH_OVER
                                else "the round is over; no one is to act")
        if action.seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {action.seat}'s")
        if isinstance(action, PanPlay):
            reason = self._check_play(action.cards)
            if reason is not None:
                raise IllegalAction(reason)
            return self._play(action.cards)
        if isinstance(action, Take):
            if self.phase == OPENING:
                raise IllegalAction(f"seat {self.turn} must open the round with the 9♥")
            counts = self._take_counts()
            if action.count not in counts:
                raise IllegalAction(self._take_reason(action.count))
            self.takes += 1
            return self._take(action.count)
        raise IllegalAction(f"{action.type!r} is not a Pan action")

    def apply_legal(self, action: Action) -> None:
        # Legal by the caller's word (base.State.apply_legal): no check, and no event for
        # each card moved.
        if action.__class__ is PanPlay:
            self._play(action.cards, quiet=True)
        elif action.__class__ is Take:
            self.takes += 1
            self._take(action.count, quiet=True)
        else:
            self.apply(action)

    def _check_play(self, cards: tuple[Card, ...]) -> str | None:
        seat = self.turn
        hand = self.hands[seat]
        if not cards:
            return "a play names at least one card"
        if len(set(cards)) != len(cards):
            return "a card is listed twice"
        for c in cards:
            if c not in hand:
                return f"seat {seat} does not hold {c.code}"
        if self.phase == OPENING:
            if cards[0] is not NINE_HEARTS:
                return f"seat {seat} must open the round by laying the 9♥ first"
            nines = {c for c in hand if c.rank is Rank.NINE}
            if len(cards) > 1 and set(cards) != nines:
                if any(c.rank is not Rank.NINE for c in cards):
                    return "only nines may be laid with the 9♥ at the opening"
                return "the 9♥ is laid alone or with all the other nines its holder has"
            return None
        rank = cards[0].rank
        if any(c.rank is not rank for c in cards):
            return "the cards of one play must all be of one rank"
        n = len(cards)
        top = self.pile[-1]
        if n == 2:
            return "two cards at once are never allowed"
        if n > 4:
            return "at most four cards can be played at once"
        if rank < top.rank:
            return (f"{cards[0].code} is lower than the top card {top.code}: a play must be "
                    f"equal to or higher than it")
        if n == 3 and rank != top.rank and not self.options.three_higher:
            return (f"three cards at once must be of the top card's rank ({top.code}); "
                    f"only four cards may go on a lower card")
        return None

    def _take_reason(self, count: int) -> str:
        above = len(self.pile) - 1
        if above == 0:
            return "only the 9♥ is on the table: nothing can be taken, a play is always possible"
        if above <= 3:
            return f"with {above} card(s) above the 9♥, all {above} must be taken"
        if self.options.take_exactly_three:
            return "exactly three cards are taken (take_exactly_three)"
        return f"take at least the top three cards and at most the {above} above the 9♥"

    def clone(self) -> PanState:
        new = PanState.__new__(PanState)
        new.game = self.game
        new.options = self.options
        new.players = self.players
        new._deals = self._deals[:]
        new._results = self._results[:]
        new.hands = [h[:] for h in self.hands]
        new.known = [k[:] for k in self.known]
        new.pile = self.pile[:]
        new.phase = self.phase
        new.turn = self.turn
        new.final = self.final
        new.dealer = self.dealer
        new.letters = self.letters[:]
        new.out_order = self.out_order[:]
        new.loser = self.loser
        new.takes = self.takes
        return new

    def zones(self) -> dict[tuple[Any, ...], tuple[Card, ...]]:
        out: dict[tuple[Any, ...], tuple[Card, ...]] = {
            ("hand", s): tuple(self.hands[s]) for s in range(self.players)
        }
        out[PILE] = tuple(self.pile)
        out[DECK] = ()
        return out

    def view(self, seat: int) -> PanView:
        shown: list[tuple[Card | None, ...]] = []
        for s, hand in enumerate(self.hands):
            known = self.known[s]
            if s == seat:
                shown.append(tuple(hand))
            elif known:
                shown.append(tuple(c if c in known else None for c in hand))
            else:
                shown.append((None,) * len(hand))
        return PanView(
            seat=seat,
            options=self.options,
            players=self.players,
            hand=tuple(self.hands[seat]),
            hands=tuple(shown),
            known=tuple(tuple(k) for k in self.known),
            pile=tuple(self.pile),
            phase=self.phase,
            turn=self.turn,
            final=self.final,
            dealer=self.dealer,
            letters=tuple(self.letters),
            out_order=tuple(self.out_order),
            loser=self.loser,
            results=tuple(self._results),
            round_number=len(self._deals),
            takes=self.takes,
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
        return tuple(self.letters)

    @property
    def winners(self) -> tuple[int, ...]:
        if self.phase != MATCH_OVER:
            return ()
        return tuple(s for s in range(self.players) if self.letters[s] < len(LETTERS))

    @property
    def deals(self) -> list[Deal]:
        return list(self._deals)

    def next_roles(self) -> dict[str, int]:
        if not self._deals:
            return {}
        return {"dealer": (self.dealer + 1) % self.players}

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        action = self.game.action_from_record(raw)
        if action.seat is None or not 0 <= action.seat < self.players:
            raise RecordError(f"an action's seat must be 0 to {self.players - 1}, "
                              f"not {action.seat!r}")
        return action

    # ------------------------------------------------------------------ rounds

    def start_round(self, deal: Deal) -> list[Event]:
        if self.phase == MATCH_OVER:
            raise RecordError("the match is already over; no further deal is played")
        if self.phase != ROUND_OVER:
            raise RecordError("a new deal cannot start before the current round is over")
        n = self.players
        if len(deal.hands) != n:
            raise RecordError(f"the deal must give {n} hands, not {len(deal.hands)}")
        check_pack(deal.all_cards(), PACK_24)
        expected = self.next_roles()
        given = deal.roles.get("dealer")
        if expected:
            dealer = expected["dealer"]
            if given is not None and given != dealer:
                raise RecordError(f"the deal gives dealer {given}, but the rules make seat "
                                  f"{dealer} the dealer of this round")
        else:
            if given is None:
                raise RecordError("the first deal must give the dealer (chosen by lot)")
            dealer = given
        sizes = hand_sizes(n, dealer)
        for s, h in enumerate(deal.hands):
            if len(h) != sizes[s]:
                raise RecordError(f"hand {s} holds {len(h)} cards; with {n} players and "
                                  f"seat {dealer} dealing, it should hold {sizes[s]}")
        self._deals.append(deal)
        self.dealer = dealer
        self.hands = [list(h) for h in deal.hands]
        opener = next(s for s in range(n) if NINE_HEARTS in self.hands[s])
        self.known = [[] for _ in range(n)]
        self.known[opener].append(NINE_HEARTS)
        self.pile = []
        self.turn = opener
        self.final = None
        self.out_order = []
        self.loser = None
        self.takes = 0
        self.phase = OPENING
        events: list[Event] = [RoundStarted(len(self._deals), {"dealer": dealer})]
        for i in range(max(sizes)):
            for k in range(n):
                seat = (dealer + 1 + k) % n
                if i < len(deal.hands[seat]):
                    events.append(CardMoved(deal.hands[seat][i], DECK, ("hand", seat), False))
        return events

    # ------------------------------------------------------------------- moves

    def next_holder(self, seat: int) -> int:
        """The next seat after `seat` still holding cards (the AI's quick playouts too)."""
        n = self.players
        for k in range(1, n + 1):
            s = (seat + k) % n
            if self.hands[s]:
                return s
        return seat  # pragma: no cover - a round always has a holder while it is played

    def _play(self, cards: tuple[Card, ...], quiet: bool = False) -> list[Event]:
        """Lay `cards` (checked by the caller); `quiet` (`apply_legal`) builds no event for
        each card moved."""
        seat = self.turn
        hand = self.hands[seat]
        known = self.known[seat]
        holders = sum(1 for h in self.hands if h)
        events: list[Event] = []
        for c in cards:
            hand.remove(c)
            if c in known:
                known.remove(c)
            self.pile.append(c)
            if not quiet:
                events.append(CardMoved(c, ("hand", seat), PILE, True))
        self.phase = PLAYING
        if self.final is not None:
            if not hand:
                self.out_order.append(seat)
                events.append(PlayerOut(seat))
                return events + self.end_round(None)
            return events + self.end_round(seat)
        if not hand:
            self.out_order.append(seat)
            events.append(PlayerOut(seat))
            if holders == 2:
                other = self.next_holder(seat)
                self.final = other
                self.turn = other
                events.append(FinalTurn(other))
                return events
        self.turn = self.next_holder(seat)
        return events

    def _take(self, count: int, quiet: bool = False) -> list[Event]:
        """Take `count` cards off the pile (checked by the caller); `quiet` as in `_play`."""
        seat = self.turn
        events: list[Event] = []
        hand = self.hands[seat]
        known = self.known[seat]
        for _ in range(count):
            c = self.pile.pop()
            hand.append(c)
            known.append(c)
            if not quiet:
                events.append(CardMoved(c, PILE, ("hand", seat), True))
        if self.final is not None:
            return events + self.end_round(seat)
        self.turn = self.next_holder(seat)
        return events

    def end_round(self, loser: int | None) -> list[Event]:
        """Score the round for `loser` (None: drawn), unchecked: `apply` and the AI's quick
        playouts call it once the rules have ended the round."""
        n = self.players
        self.loser = loser
        self.final = None
        points = [0] * n
        events: list[Event] = []
        if loser is None:
            events.append(RoundDrawn())
        else:
            points[loser] = 1
            self.letters[loser] += 1
            events.append(LetterTaken(loser, self.letters[loser]))
        details = {"loser": loser, "out_order": list(self.out_order)}
        result = RoundResult(points=tuple(points), totals=tuple(self.letters), details=details)
        self._results.append(result)
        events.append(RoundScored(result.points, result.totals, details))
        if loser is not None and self.letters[loser] >= len(LETTERS):
            self.phase = MATCH_OVER
            events.append(MatchOver(self.winners))
        else:
            self.phase = ROUND_OVER
        return events


# ------------------------------------------------------------------------------- view


@attrs.frozen(slots=True, eq=True)
class PanView(SeatView):
    """What one Pan seat knows: its own hand, the pile, and each hand as this seat sees
    it (`hands[s]`, in the hand's order, None for a card it cannot see): the cards a seat
    took from the pile were face up, so everyone knows them until they are played again
    (`known[s]`), and so is the 9♥ of the seat that must open."""

    seat: int
    options: PanOptions
    players: int
    hand: tuple[Card, ...]
    hands: tuple[tuple[Card | None, ...], ...]
    known: tuple[tuple[Card, ...], ...]
    pile: tuple[Card, ...]
    phase: str
    turn: int
    final: int | None
    dealer: int
    letters: tuple[int, ...]
    out_order: tuple[int, ...]
    loser: int | None
    results: tuple[RoundResult, ...]
    round_number: int
    takes: int = 0
    """Takes so far this round."""

    @property
    def counts(self) -> tuple[int, ...]:
        return tuple(len(h) for h in self.hands)

    def zones(self) -> dict[tuple[Any, ...], tuple[Card | None, ...]]:
        out: dict[tuple[Any, ...], tuple[Card | None, ...]] = {}
        for s in range(self.players):
            out[("hand", s)] = self.hands[s]
        out[PILE] = self.pile
        out[DECK] = ()
        return out

    def unseen(self) -> list[Card]:
        """Cards whose place this seat does not know (in other hands, unseen)."""
        seen = set(self.hand) | set(self.pile)
        for h in self.hands:
            seen.update(c for c in h if c is not None)
        return [c for c in PACK_24 if c not in seen]

    def sample(self, rng: random.Random) -> PanState:
        pool = self.unseen()
        rng.shuffle(pool)
        hands: list[list[Card]] = []
        for s in range(self.players):
            if s == self.seat:
                hands.append(list(self.hand))
                continue
            hand: list[Card] = []
            for c in self.hands[s]:
                hand.append(c if c is not None else pool.pop())
            hands.append(hand)
        state = PanState(PAN, self.options, self.players)
        state.hands = hands
        state.known = [list(k) for k in self.known]
        state.pile = list(self.pile)
        state.phase = self.phase
        state.turn = self.turn
        state.final = self.final
        state.dealer = self.dealer
        state.letters = list(self.letters)
        state.out_order = list(self.out_order)
        state.loser = self.loser
        state.takes = self.takes
        state._results = list(self.results)
        # A stand-in for the deals (their hidden cards are unknown to this seat).
        stand_in = Deal(hands=tuple(tuple(h) for h in hands),
                        piles={"pile": tuple(self.pile)}, roles={"dealer": self.dealer})
        state._deals = [stand_in] * max(1, self.round_number)
        return state


# ------------------------------------------------------------------------------- game


class PanGame(Game):
    id: ClassVar[str] = "pan"
    name: ClassVar[str] = "Pan"
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS
    options_class: ClassVar[type[Options]] = PanOptions
    pack: ClassVar[tuple[Card, ...]] = PACK_24

    def empty_state(self, options: Options, players: int) -> PanState:
        if not isinstance(options, PanOptions):
            raise RecordError("Pan needs Pan's options")
        self.check_players(players)
        return PanState(self, options, players)

    def draw_roles(self, players: int, rng: random.Random) -> tuple[dict[str, int], list[Event]]:
        return {"dealer": rng.randrange(players)}, []

    def random_deal(self, players: int, roles: Mapping[str, int], rng: random.Random,
                    options: Options) -> Deal:
        dealer = roles.get("dealer")
        if dealer is None:
            dealer = rng.randrange(players)
        pack = list(PACK_24)
        rng.shuffle(pack)
        hands: list[list[Card]] = [[] for _ in range(players)]
        for i, c in enumerate(pack):
            hands[(dealer + 1 + i) % players].append(c)
        return Deal(hands=tuple(tuple(h) for h in hands), roles={"dealer": dealer})

    def deal_from_record(self, raw: object, players: int, options: Options) -> Deal:
        if not isinstance(raw, Mapping):
            raise RecordError("the deal must be an object with 'dealer' and 'hands'")
        unknown = set(raw) - {"dealer", "hands"}
        if unknown:
            raise RecordError(f"unknown field(s) in a Pan deal: {', '.join(sorted(unknown))}")
        if "hands" not in raw:
            raise RecordError("the deal must give 'hands'")
        hands_raw = raw["hands"]
        if not isinstance(hands_raw, list) or len(hands_raw) != players:
            raise RecordError(f"the deal's 'hands' must be a list of {players} hands")
        hands = tuple(parse_card_list(h, f"hand {i}") for i, h in enumerate(hands_raw))
        check_pack([c for h in hands for c in h], PACK_24)
        roles: dict[str, int] = {}
        dealer = parse_role(raw, "dealer", players, required=False)
        if dealer is not None:
            roles["dealer"] = dealer
            sizes = hand_sizes(players, dealer)
            for i, h in enumerate(hands):
                if len(h) != sizes[i]:
                    raise RecordError(f"hand {i} holds {len(h)} cards; with {players} players "
                                      f"and seat {dealer} dealing, it should hold {sizes[i]}")
        else:
            want = sorted(hand_sizes(players, 0))
            if sorted(len(h) for h in hands) != want:
                shown = ", ".join(str(len(h)) for h in hands)
                raise RecordError(f"the hands hold {shown} cards; {players} players are dealt "
                                  f"{', '.join(str(x) for x in want)}")
        return Deal(hands=hands, roles=roles)

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        kind = raw.get("type")
        if not isinstance(kind, str):
            raise RecordError(f"an action's type must be a string, not {kind!r}")
        seat = raw.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < MAX_PLAYERS:
            raise RecordError(f"an action's seat must be a seat number, not {seat!r}")
        field = {"play": "cards", "take": "count"}.get(kind)
        if field is None:
            raise RecordError(f"unknown action type {kind!r} (Pan has play and take)")
        extra = set(raw) - {"seat", "type", field}
        if extra:
            raise RecordError(f"unknown field(s) in a {kind}: {', '.join(sorted(extra))}")
        if kind == "play":
            cards = parse_card_list(record_field(raw, "cards", list), "the played cards")
            if len(cards) == 1 and cards[0] in _SINGLE[seat]:
                return _SINGLE[seat][cards[0]]
            return PanPlay(seat, cards)
        count = record_field(raw, "count", int)
        if 0 <= count < len(PACK_24):
            return _TAKE[seat][count]
        return Take(seat, count)


PAN = PanGame()

RULES_NOTES = """\
Decisions where the rules text is silent:
- The first dealer is chosen by lot; each later round is dealt by the next seat in play
  order. With five players the dealer, dealt last, holds four cards.
- The holder of the 9♥ is known to everyone as the round begins (they must open).
- The opening names the 9♥ first; the other nines that go with it (all of them or none)
  may follow in any order.
- A play of several cards may list them in any order (the last listed goes on top);
  every order is a separate legal action.
- Three cards of the top card's rank are legal on the bare 9♥ too (three nines).
- Four cards of one rank may go on a card of the same rank or lower; with
  `three_higher`, three of one rank likewise.
- Taking at the final turn keeps cards in hand, so the player taking loses the round.
- Cards taken from the pile were face up: every seat knows who holds them until they are
  played again.
- `out_order` lists every seat that emptied its hand, in order, including the last
  player when they go out in the final turn (a drawn round).
"""
