"""Mau-Mau with the Persian house rules (مائو مائو): a Crazy-Eights shedding game with
many special cards, one or two packs, penalty points and elimination.

Every line of assets/rules/mau-mau.en.html is implemented here; the decisions the rules page
leaves open are written in `RULES_NOTES` and shown in the app's rules page.

Zones: ("hand", seat) for each hand (empty for an eliminated seat), ("pile", "stock")
face down and ("pile", "discard") face up, both listed bottom first (the top card last).

Chance: when a card must be drawn and the stock is empty while the discard pile holds
cards under its top card, the state waits for a `reshuffle` (State.chance); the draw, and
whatever followed it, take effect when the new stock is given.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar, NamedTuple

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
    RecordError,
    Reshuffle,
    RoundResult,
    RoundScored,
    RoundStarted,
    SeatView,
    State,
    check_pack,
    choice_validator,
    parse_card_list,
    parse_role,
    record_card,
    record_field,
    record_suit,
)

MIN_PLAYERS = 2
MAX_PLAYERS = 8
ONE_PACK_MAX_PLAYERS = 5
HAND = 7
STOCK: tuple[Any, ...] = ("pile", "stock")
DISCARD: tuple[Any, ...] = ("pile", "discard")
ELIMINATED_KEY = "eliminated_mask"
"""next_roles() carries the seats already eliminated (a bit mask) to random_deal under
this key, so that they are dealt nothing; it never appears in a deal or a record."""

PLAYING, DRAWN, ROUND_OVER, MATCH_OVER = "play", "drawn", "round-over", "match-over"

# Work an action leaves to do, in order (kept so a reshuffle can interrupt it).
DRAW_OP, AFTER_DRAW_OP, END_OP, ACT_OP = "draw", "after-draw", "end", "act"

PENALTY = {Rank.JACK: 20, Rank.QUEEN: 3, Rank.KING: 4, Rank.ACE: 11}


def penalty(card: Card) -> int:
    """Penalty points of a card left in hand: 2-10 face value, J 20, Q 3, K 4, A 11."""
    return PENALTY.get(card.rank, int(card.rank))


def pack_for(decks: int) -> tuple[Card, ...]:
    return PACK_52 * decks


# ---------------------------------------------------------------------------- actions


@attrs.frozen(slots=True)
class MauPlay(Action):
    """Play one card; a jack names the suit to follow, a 2 names the seat that draws."""

    type: ClassVar[str] = "play"
    card: Card
    suit: Suit | None = None
    target: int | None = None

    def _fields(self) -> dict[str, Any]:
        out: dict[str, Any] = {"card": self.card.code}
        if self.suit is not None:
            out["suit"] = self.suit.letter
        if self.target is not None:
            out["target"] = self.target
        return out


@attrs.frozen(slots=True)
class Draw(Action):
    type: ClassVar[str] = "draw"


@attrs.frozen(slots=True)
class Pass(Action):
    type: ClassVar[str] = "pass"


@attrs.frozen(slots=True)
class LastCard(Action):
    """The call "last card" (تک برگ) right after a play that leaves one card."""

    type: ClassVar[str] = "last-card"


def _limit_range(instance: object, attribute: Any, value: int) -> None:
    if not 100 <= value <= 500:
        raise ValueError(f"option 'limit' must be from 100 to 500, not {value!r}")


@attrs.frozen
class MauMauOptions(Options):
    decks: int = attrs.field(default=2, validator=choice_validator((1, 2)))
    limit: int = attrs.field(default=200, validator=_limit_range)


# ----------------------------------------------------------------------------- events


@attrs.frozen(slots=True)
class SuitNamed(Event):
    """A jack was played: `suit` is to be followed."""

    seat: int
    suit: Suit


@attrs.frozen(slots=True)
class DirectionReversed(Event):
    """A 10: play now goes the other way (`direction` +1 is seat order, -1 reversed)."""

    seat: int
    direction: int


@attrs.frozen(slots=True)
class TurnSkipped(Event):
    """An ace: `seat` misses a turn."""

    seat: int


@attrs.frozen(slots=True)
class SevenPending(Event):
    """A 7: the next player draws `count` cards unless they play a 7 on it."""

    seat: int
    count: int


@attrs.frozen(slots=True)
class SevenTaken(Event):
    seat: int
    count: int


@attrs.frozen(slots=True)
class PrizeEight(Event):
    """An 8: `seat` must play again (the 8's suit or another 8)."""

    seat: int


@attrs.frozen(slots=True)
class TwoTargeted(Event):
    """A 2: `target` draws one card at once."""

    seat: int
    target: int


@attrs.frozen(slots=True)
class Passed(Event):
    seat: int


@attrs.frozen(slots=True)
class LastCardCalled(Event):
    seat: int


@attrs.frozen(slots=True)
class LastCardPenalty(Event):
    """`seat` did not call "last card" and draws a penalty card."""

    seat: int


@attrs.frozen(slots=True)
class Reshuffled(Event):
    """The discards under the top card became the new stock."""

    count: int


@attrs.frozen(slots=True)
class RoundWon(Event):
    seat: int
    doubled: bool


@attrs.frozen(slots=True)
class Eliminated(Event):
    seat: int
    total: int


_PLAY = [{c: MauPlay(s, c) for c in PACK_52} for s in range(MAX_PLAYERS)]
_JACK = [{c: [MauPlay(s, c, suit) for suit in Suit] for c in PACK_52 if c.rank is Rank.JACK}
         for s in range(MAX_PLAYERS)]
_TWO = [{c: {t: MauPlay(s, c, None, t) for t in range(MAX_PLAYERS) if t != s}
         for c in PACK_52 if c.rank is Rank.TWO} for s in range(MAX_PLAYERS)]
_DRAW = [Draw(s) for s in range(MAX_PLAYERS)]
_PASS = [Pass(s) for s in range(MAX_PLAYERS)]
_CALL = [LastCard(s) for s in range(MAX_PLAYERS)]


# ------------------------------------------------------------------------------ state


class Lacks(NamedTuple):
    """What a seat showed it does not hold when it had to draw: `kept` of the cards now in
    its hand are of neither `suit` nor `rank`, nor a jack where a jack could have been
    played (the cards it drew since, and any it played of those, are unknown)."""

    suit: Suit | None
    rank: Rank
    jacks: bool
    kept: int

    def excludes(self, c: Card) -> bool:
        """Whether `c` was not among the cards the seat held when it drew."""
        return c.suit is self.suit or c.rank is self.rank or (self.jacks and c.rank is Rank.JACK)

    def after_play(self, c: Card, left: int) -> Lacks | None:
        """What still holds once the seat has played `c`, `left` cards left: a card it
        lacked came from those drawn since; any other may have been one of the `kept`."""
        kept = min(self.kept if self.excludes(c) else self.kept - 1, left)
        return self._replace(kept=kept) if kept > 0 else None



class MauMauState(State):
    __slots__ = (
        "game", "options", "players", "_deals", "_results", "hands", "stock", "discard",
        "active", "direction", "turn", "phase", "named", "pending7", "prize8", "drawn",
        "window", "owed", "ops", "dealer", "scores", "_winners", "lacks",
    )

    def __init__(self, game: MauMauGame, options: MauMauOptions, players: int) -> None:
        self.game = game
        self.options: MauMauOptions = options
        self.players = players
        self._deals: list[Deal] = []
        self._results: list[RoundResult] = []
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []  # bottom first: the top card is the last
        self.discard: list[Card] = []  # bottom first: the top card is the last
        self.active = [True] * players
        self.direction = 1
        self.turn = 0
        self.phase = ROUND_OVER
        self.named: Suit | None = None
        self.pending7 = 0
        self.prize8 = False
        self.drawn: Card | None = None
        self.window: int | None = None  # the seat that may call "last card" now
        self.owed: list[int] = []  # seats that missed the call, one penalty card each
        self.ops: list[tuple[Any, ...]] = []  # work waiting for a reshuffle
        self.dealer = 0
        self.scores = [0] * players
        self._winners: tuple[int, ...] = ()
        self.lacks: list[Lacks | None] = [None] * players

    # ---------------------------------------------------------------- protocol

    @property
    def to_act(self) -> int | None:
        if self.ops or self.phase in (ROUND_OVER, MATCH_OVER):
            return None
        return self.turn

    @property
    def chance(self) -> str | None:
        return "reshuffle" if self.ops else None

    def chance_action(self, rng: random.Random) -> Action:
        if not self.ops:
            raise IllegalAction("no chance event is pending")
        cards = self.discard[:-1]
        rng.shuffle(cards)
        return Reshuffle(None, tuple(cards))

    def legal_actions(self) -> list[Action]:
        if self.ops or self.phase in (ROUND_OVER, MATCH_OVER):
            return []
        out = self._turn_actions(self.turn)
        if self.window is not None:
            out.append(_CALL[self.window])
        return out

    def _playable(self, c: Card) -> bool:
        top = self.discard[-1]
        if self.pending7:
            return c.rank is Rank.SEVEN
        if self.prize8:
            return c.suit is top.suit or c.rank is Rank.EIGHT
        if c.rank is Rank.JACK and top.rank is not Rank.SEVEN:
            return True
        return c.suit is (top.suit if self.named is None else self.named) or c.rank is top.rank

    def _variants(self, seat: int, c: Card) -> list[Action]:
        rank = c.rank
        if rank is Rank.JACK:
            return list(_JACK[seat][c])
        if rank is Rank.TWO:
            targets = _TWO[seat][c]
            return [targets[t] for t in range(self.players) if t != seat and self.active[t]]
        return [_PLAY[seat][c]]

    def _penalized_before(self, seat: int) -> list[int]:
        """Seats that draw a penalty card just before `seat` acts (missed calls)."""
        out = [s for s in self.owed if s != seat]
        if self.window is not None and self.window != seat:
            out.append(self.window)
        return out

    def _available(self, seat: int) -> int:
        """Cards `seat` could draw now (stock and the discards under the top), after any
        penalty cards drawn first."""
        left = len(self.stock) + len(self.discard) - 1
        owed = len(self._penalized_before(seat))
        return max(0, left - owed)

    def _turn_actions(self, seat: int) -> list[Action]:
        if self.phase == DRAWN:
            drawn = self.drawn
            assert drawn is not None
            out = self._variants(seat, drawn) if self._playable(drawn) else []
            out.append(_PASS[seat])
            return out
        out = []
        seen: set[Card] = set()
        for c in self.hands[seat]:
            if c in seen:
                continue
            seen.add(c)
            if self._playable(c):
                out.extend(self._variants(seat, c))
        if self.pending7 or not out:
            out.append(_DRAW[seat] if self._available(seat) else _PASS[seat])
        return out

    # ------------------------------------------------------------------- apply

    def apply(self, action: Action) -> list[Event]:
        if self.phase in (ROUND_OVER, MATCH_OVER):
            raise IllegalAction("the match is over" if self.phase == MATCH_OVER
                                else "the round is over; no one is to act")
        if self.ops:
            if isinstance(action, Reshuffle):
                if action.seat is not None:
                    raise IllegalAction("a reshuffle is chance: its seat is null")
                return self._reshuffle(action.stock)
            raise IllegalAction("the stock is empty and a card must be drawn: the discards "
                                "must be reshuffled into a new stock first")
        if isinstance(action, Reshuffle):
            raise IllegalAction("no reshuffle is due: no card is waiting to be drawn from an "
                                "empty stock")
        if isinstance(action, LastCard):
            if self.window is None or action.seat != self.window:
                raise IllegalAction(f"seat {action.seat} has no call to make: \"last card\" "
                                    f"is called right after the play that leaves one card")
            self.window = None
            return [LastCardCalled(action.seat)]
        seat = self.turn
        if action.seat != seat:
            raise IllegalAction(f"it is seat {seat}'s turn, not seat {action.seat}'s")
        reason = self._check(action)
        if reason is not None:
            raise IllegalAction(reason)
        return self._perform(seat, action)

    def apply_legal(self, action: Action) -> None:
        # Legal by the caller's word (base.State.apply_legal): the turn's action skips
        # `_check`; a call and the reshuffle go by `apply`.
        cls = action.__class__
        if cls is LastCard or cls is Reshuffle:
            self.apply(action)
        else:
            self._perform(self.turn, action)

    def _perform(self, seat: int, action: Action) -> list[Event]:
        """The turn's action by `seat`, checked by the caller."""
        # A missed call costs a card just before the first action of another seat.
        penalized = self._penalized_before(seat)
        if self.window is not None:
            if self.window == seat:
                self.owed.append(seat)
            self.window = None
        events: list[Event] = []
        if penalized:
            self.owed = [s for s in self.owed if s == seat]
            for p in penalized:
                self.ops.append((DRAW_OP, p, 1))
                events.append(LastCardPenalty(p))
            events += self._run()
            if self.ops:  # waiting for a reshuffle: the action follows it
                self.ops.append((ACT_OP, action))
                return events
        events += self._act(action)
        events += self._run()
        return events

    def _check(self, action: Action) -> str | None:
        seat = self.turn
        if isinstance(action, MauPlay):
            return self._check_play(action)
        if isinstance(action, Draw):
            if self.phase == DRAWN:
                return f"seat {seat} has drawn already: play the drawn card or pass"
            if not self._available(seat):
                return "the stock and the discards are used up: nothing can be drawn, pass"
            if self.pending7:
                return None
            can = self._can_play(seat)
            if can is not None:
                return (f"seat {seat} can play {can.code}: drawing is allowed only when no "
                        f"card can be played")
            return None
        if isinstance(action, Pass):
            if self.phase == DRAWN:
                return None
            if self.pending7:
                if self._available(seat):
                    return (f"seat {seat} must take the 7's {self.pending7} cards (draw) or "
                            f"play a 7")
                return None
            can = self._can_play(seat)
            if can is not None:
                return f"seat {seat} can play {can.code}; passing is not allowed"
            if self._available(seat):
                return f"seat {seat} cannot play and must draw a card"
            return None
        return f"{action.type!r} is not a Mau-Mau action"

    def _can_play(self, seat: int) -> Card | None:
        for c in self.hands[seat]:
            if self._playable(c):
                return c
        return None

    def _check_play(self, action: MauPlay) -> str | None:
        seat = self.turn
        c = action.card
        if self.phase == DRAWN and c is not self.drawn:
            assert self.drawn is not None
            return f"after drawing, only the drawn card ({self.drawn.code}) may be played"
        if c not in self.hands[seat]:
            return f"seat {seat} does not hold {c.code}"
        if not self._playable(c):
            top = self.discard[-1]
            if self.pending7:
                return (f"a 7's draw of {self.pending7} is pending: only a 7 may be played "
                        f"(or take the cards)")
            if self.prize8:
                return (f"after the 8 the same player must follow with a card of its suit "
                        f"({top.suit}) or another 8")
            if c.rank is Rank.JACK:
                return "a jack may not be played on a 7 unless it is of the 7's suit"
            follow = top.suit if self.named is None else self.named
            return f"{c.code} matches neither the suit to follow ({follow}) nor {top.code}'s rank"
        if c.rank is Rank.JACK:
            if action.suit is None:
                return "a jack names the suit to follow"
        elif action.suit is not None:
            return "only a jack names a suit"
        if c.rank is Rank.TWO:
            t = action.target
            if t is None:
                return "a 2 names another player, who draws one card"
            if t == seat:
                return "a 2 names another player, not the player of the 2"
            if not 0 <= t < self.players or not self.active[t]:
                return f"seat {t} is not in the game: a 2 names another player still playing"
        elif action.target is not None:
            return "only a 2 names a target"
        return None

    def _next(self, seat: int) -> int:
        n = self.players
        d = self.direction
        s = seat
        for _ in range(n):
            s = (s + d) % n
            if self.active[s]:
                return s
        return seat  # pragma: no cover - a round always has two players

    def _act(self, action: Action) -> list[Event]:
        """The action's own effects; draws go into `ops` (run after it)."""
        seat = action.seat
        assert seat is not None
        if isinstance(action, MauPlay):
            return self._play(seat, action)
        if isinstance(action, Draw):
            if self.pending7:
                n = self.pending7
                self.pending7 = 0
                self.ops.append((DRAW_OP, seat, n))
                self.turn = self._next(seat)
                return [SevenTaken(seat, n)]
            # A draw is allowed only when no card can be played: what the seat lacks is
            # public, and a careful player reads it.
            hand = self.hands[seat]
            top = self.discard[-1]
            if self.prize8:
                self.lacks[seat] = Lacks(top.suit, Rank.EIGHT, False, len(hand))
                self.prize8 = False
                self.ops.append((DRAW_OP, seat, 1))
                self.turn = self._next(seat)
                return []
            self.lacks[seat] = Lacks(top.suit if self.named is None else self.named, top.rank,
                                     top.rank is not Rank.SEVEN, len(hand))
            self.ops.append((DRAW_OP, seat, 1))
            self.ops.append((AFTER_DRAW_OP, seat, len(self.hands[seat])))
            return []
        # Pass
        self.phase = PLAYING
        self.drawn = None
        self.pending7 = 0
        self.prize8 = False
        self.turn = self._next(seat)
        return [Passed(seat)]

    def _play(self, seat: int, action: MauPlay) -> list[Event]:
        c = action.card
        hand = self.hands[seat]
        hand.remove(c)
        self.discard.append(c)
        lack = self.lacks[seat]
        if lack is not None:
            self.lacks[seat] = lack.after_play(c, len(hand))
        events: list[Event] = [CardMoved(c, ("hand", seat), DISCARD, True)]
        self.phase = PLAYING
        self.drawn = None
        self.prize8 = False
        self.named = None
        rank = c.rank
        if rank is Rank.JACK:
            assert action.suit is not None
            self.named = action.suit
            events.append(SuitNamed(seat, action.suit))
        if rank is Rank.TWO:
            assert action.target is not None
            self.ops.append((DRAW_OP, action.target, 1))
            events.append(TwoTargeted(seat, action.target))
        if not hand:
            self.ops.append((END_OP, seat, rank is Rank.JACK))
            return events
        if len(hand) == 1:
            self.window = seat
        if rank is Rank.TEN:
            self.direction = -self.direction
            events.append(DirectionReversed(seat, self.direction))
            self.turn = self._next(seat)
        elif rank is Rank.SEVEN:
            self.pending7 += 2
            events.append(SevenPending(seat, self.pending7))
            self.turn = self._next(seat)
        elif rank is Rank.EIGHT:
            self.prize8 = True
            events.append(PrizeEight(seat))
            self.turn = seat
        elif rank is Rank.ACE:
            skipped = self._next(seat)
            events.append(TurnSkipped(skipped))
            self.turn = self._next(skipped)
        else:
            self.turn = self._next(seat)
        return events

    def _run(self) -> list[Event]:
        """Do the waiting work; stop (chance pending) when a card must be drawn from an
        empty stock while discards can be reshuffled."""
        events: list[Event] = []
        ops = self.ops
        while ops:
            op = ops[0]
            kind = op[0]
            if kind == DRAW_OP:
                _, seat, n = op
                hand = self.hands[seat]
                stock = self.stock
                while n:
                    if not stock:
                        if len(self.discard) > 1:
                            ops[0] = (DRAW_OP, seat, n)
                            return events
                        break  # nothing left anywhere: the rest is not drawn
                    c = stock.pop()
                    hand.append(c)
                    events.append(CardMoved(c, STOCK, ("hand", seat), False))
                    n -= 1
                del ops[0]
            elif kind == AFTER_DRAW_OP:
                del ops[0]
                _, seat, before = op
                if len(self.hands[seat]) > before:
                    self.phase = DRAWN
                    self.drawn = self.hands[seat][-1]
                else:  # pragma: no cover - a draw is offered only when a card is there
                    self.turn = self._next(seat)
            elif kind == END_OP:
                ops.clear()
                events += self._end_round(op[1], op[2])
            else:  # ACT_OP
                del ops[0]
                events += self._act(op[1])
        return events

    def _reshuffle(self, cards: tuple[Card, ...]) -> list[Event]:
        under = self.discard[:-1]
        if Counter(cards) != Counter(under):
            raise IllegalAction(f"the new stock must be exactly the {len(under)} discards "
                                f"under the top card, reshuffled")
        top = self.discard[-1]
        self.stock = list(reversed(cards))
        self.discard = [top]
        events: list[Event] = [Reshuffled(len(cards))]
        events += [CardMoved(c, DISCARD, STOCK, False) for c in self.stock]
        return events + self._run()

    def _end_round(self, winner: int, doubled: bool) -> list[Event]:
        n = self.players
        factor = 2 if doubled else 1
        points = [0] * n
        for s in range(n):
            if s != winner and self.active[s]:
                points[s] = factor * sum(penalty(c) for c in self.hands[s])
                self.scores[s] += points[s]
        events: list[Event] = [RoundWon(winner, doubled)]
        out = [s for s in range(n) if self.active[s] and self.scores[s] >= self.options.limit]
        before = [s for s in range(n) if self.active[s]]
        for s in out:
            self.active[s] = False
            events.append(Eliminated(s, self.scores[s]))
        details = {"winner": winner, "doubled": doubled, "eliminated": out}
        result = RoundResult(tuple(points), tuple(self.scores), details)
        self._results.append(result)
        events.append(RoundScored(result.points, result.totals, details))
        self.window = None
        self.owed = []
        self.pending7 = 0
        self.prize8 = False
        self.drawn = None
        left = [s for s in range(n) if self.active[s]]
        if len(left) <= 1:
            if not left:  # cannot happen (the round's winner scores nothing) but be total
                low = min(self.scores[s] for s in before)
                left = [s for s in before if self.scores[s] == low]
            self._winners = tuple(left)
            self.phase = MATCH_OVER
            events.append(MatchOver(self._winners))
        else:
            self.phase = ROUND_OVER
        return events

    # -------------------------------------------------------------- the rest

    def clone(self) -> MauMauState:
        new = MauMauState.__new__(MauMauState)
        new.game = self.game
        new.options = self.options
        new.players = self.players
        new._deals = self._deals[:]
        new._results = self._results[:]
        new.hands = [h[:] for h in self.hands]
        new.stock = self.stock[:]
        new.discard = self.discard[:]
        new.active = self.active[:]
        new.direction = self.direction
        new.turn = self.turn
        new.phase = self.phase
        new.named = self.named
        new.pending7 = self.pending7
        new.prize8 = self.prize8
        new.drawn = self.drawn
        new.window = self.window
        new.owed = self.owed[:]
        new.ops = self.ops[:]
        new.dealer = self.dealer
        new.scores = self.scores[:]
        new._winners = self._winners
        new.lacks = self.lacks[:]
        return new

    def zones(self) -> dict[tuple[Any, ...], tuple[Card, ...]]:
        out: dict[tuple[Any, ...], tuple[Card, ...]] = {
            ("hand", s): tuple(self.hands[s]) for s in range(self.players)
        }
        out[STOCK] = tuple(self.stock)
        out[DISCARD] = tuple(self.discard)
        return out

    def view(self, seat: int) -> MauMauView:
        return MauMauView(
            seat=seat,
            options=self.options,
            players=self.players,
            hand=tuple(self.hands[seat]),
            counts=tuple(len(h) for h in self.hands),
            stock_count=len(self.stock),
            discard=tuple(self.discard),
            active=tuple(self.active),
            direction=self.direction,
            turn=self.turn,
            phase=self.phase,
            named=self.named,
            pending7=self.pending7,
            prize8=self.prize8,
            drawn=self.drawn if seat == self.turn else None,
            window=self.window,
            owed=tuple(self.owed),
            ops=tuple(op for op in self.ops if op[0] != ACT_OP),
            dealer=self.dealer,
            scores=tuple(self.scores),
            winners=self._winners,
            results=tuple(self._results),
            round_number=len(self._deals),
            lacks=tuple(self.lacks),
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
        return self._winners if self.phase == MATCH_OVER else ()

    @property
    def deals(self) -> list[Deal]:
        return list(self._deals)

    def next_roles(self) -> dict[str, int]:
        if not self._deals:
            return {}
        n = self.players
        dealer = self.dealer
        for k in range(1, n + 1):
            if self.active[(self.dealer + k) % n]:
                dealer = (self.dealer + k) % n
                break
        roles = {"dealer": dealer}
        mask = sum(1 << s for s in range(n) if not self.active[s])
        if mask:
            roles[ELIMINATED_KEY] = mask
        return roles

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        action = self.game.action_from_record(raw)
        if action.seat is not None and not 0 <= action.seat < self.players:
            raise RecordError(f"an action's seat must be 0 to {self.players - 1}, "
                              f"not {action.seat!r}")
        if isinstance(action, MauPlay) and action.target is not None \
                and not 0 <= action.target < self.players:
            raise RecordError(f"a 2's target must be a seat from 0 to {self.players - 1}, "
                              f"not {action.target!r}")
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
        stock = deal.piles.get("stock")
        if stock is None:
            raise RecordError("the deal must give the 'stock'")
        check_pack(deal.all_cards(), pack_for(self.options.decks))
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
        for s, h in enumerate(deal.hands):
            want = HAND if self.active[s] else 0
            if len(h) != want:
                what = "each player" if want else "an eliminated seat"
                raise RecordError(f"hand {s} holds {len(h)} cards; {what} is dealt {want}")
        if not stock:
            raise RecordError("the stock is empty: a card must be turned up to start the pile")
        self._deals.append(deal)
        self.dealer = dealer
        self.hands = [list(h) for h in deal.hands]
        self.stock = list(reversed(stock))
        up = self.stock.pop()
        self.discard = [up]
        self.direction = 1
        self.phase = PLAYING
        self.named = None
        self.pending7 = 0
        self.prize8 = False
        self.drawn = None
        self.window = None
        self.owed = []
        self.ops = []
        self.lacks = [None] * n
        self.turn = self._next(dealer)
        events: list[Event] = [RoundStarted(len(self._deals), {"dealer": dealer})]
        order = []
        s = dealer
        for _ in range(n):
            s = (s + 1) % n
            if self.active[s]:
                order.append(s)
        for i in range(HAND):
            for s in order:
                events.append(CardMoved(deal.hands[s][i], STOCK, ("hand", s), False))
        events.append(CardMoved(up, STOCK, DISCARD, True))
        return events


# ------------------------------------------------------------------------------- view


@attrs.frozen(slots=True, eq=True)
class MauMauView(SeatView):
    """What one seat knows: its own hand, the discards (all played face up), how many
    cards each seat and the stock hold, and the public state of play."""

    seat: int
    options: MauMauOptions
    players: int
    hand: tuple[Card, ...]
    counts: tuple[int, ...]
    stock_count: int
    discard: tuple[Card, ...]
    active: tuple[bool, ...]
    direction: int
    turn: int
    phase: str
    named: Suit | None
    pending7: int
    prize8: bool
    drawn: Card | None
    window: int | None
    owed: tuple[int, ...]
    ops: tuple[tuple[Any, ...], ...]
    dealer: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    results: tuple[RoundResult, ...]
    round_number: int
    lacks: tuple[Lacks | None, ...] = ()
    """Each seat's `Lacks` (None where its last draw says nothing now)."""

    @property
    def top(self) -> Card:
        return self.discard[-1]

    def zones(self) -> dict[tuple[Any, ...], tuple[Card | None, ...]]:
        out: dict[tuple[Any, ...], tuple[Card | None, ...]] = {}
        for s in range(self.players):
            out[("hand", s)] = self.hand if s == self.seat else (None,) * self.counts[s]
        out[STOCK] = (None,) * self.stock_count
        out[DISCARD] = self.discard
        return out

    def unseen(self) -> list[Card]:
        left = Counter(pack_for(self.options.decks))
        left.subtract(self.hand)
        left.subtract(self.discard)
        return sorted(left.elements())

    def sample(self, rng: random.Random, read: bool = False) -> MauMauState:
        """Deal the unseen cards at random to the other hands and the stock; `read`: each
        hand's cards kept since its draw are of what it showed it lacked (`lacks`). (A
        pending action held behind a last-card penalty's reshuffle is not known to the
        sample.)"""
        pool = self.unseen()
        rng.shuffle(pool)
        hands: list[list[Card]] = [[] for _ in range(self.players)]
        hands[self.seat] = list(self.hand)
        if read:
            for s, lack in enumerate(self.lacks):
                if lack is not None and s != self.seat:
                    hands[s] = _take_lacking(pool, lack, min(lack.kept, self.counts[s]))
        for s in range(self.players):
            if s != self.seat:
                k = self.counts[s] - len(hands[s])
                hands[s] += pool[:k]
                del pool[:k]
        state = MauMauState(MAU_MAU, self.options, self.players)
        state.hands = hands
        state.stock = pool
        state.discard = list(self.discard)
        state.active = list(self.active)
        state.direction = self.direction
        state.turn = self.turn
        state.phase = self.phase
        state.named = self.named
        state.pending7 = self.pending7
        state.prize8 = self.prize8
        if self.phase == DRAWN:
            state.drawn = self.drawn if self.drawn is not None else hands[self.turn][-1]
        state.window = self.window
        state.owed = list(self.owed)
        state.ops = list(self.ops)
        state.dealer = self.dealer
        state.scores = list(self.scores)
        state._winners = self.winners
        state.lacks = list(self.lacks) or [None] * self.players
        state._results = list(self.results)
        # A stand-in for the deals (their hidden cards are unknown to this seat).
        stand_in = Deal(hands=tuple(tuple(h) for h in hands),
                        piles={"stock": tuple(reversed(pool)) + tuple(reversed(self.discard))},
                        roles={"dealer": self.dealer})
        state._deals = [stand_in] * max(1, self.round_number)
        return state


def _take_lacking(pool: list[Card], lack: Lacks, k: int) -> list[Card]:
    """Up to `k` cards of `pool` that `lack` allows, taken out of it (the first found: the
    pool is shuffled)."""
    taken: list[Card] = []
    left: list[Card] = []
    for i, c in enumerate(pool):
        if len(taken) == k:
            left += pool[i:]
            break
        (left if lack.excludes(c) else taken).append(c)
    pool[:] = left
    return taken


# ------------------------------------------------------------------------------- game


class MauMauGame(Game):
    id: ClassVar[str] = "mau-mau"
    name: ClassVar[str] = "Mau-Mau"
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS
    options_class: ClassVar[type[Options]] = MauMauOptions

    def _check_options(self, options: Options, players: int) -> MauMauOptions:
        if not isinstance(options, MauMauOptions):
            raise RecordError("Mau-Mau needs Mau-Mau's options")
        self.check_players(players)
        if options.decks == 1 and players > ONE_PACK_MAX_PLAYERS:
            raise RecordError(f"one pack is allowed with up to {ONE_PACK_MAX_PLAYERS} "
                              f"players, not {players}: use two packs (decks 2)")
        return options

    def empty_state(self, options: Options, players: int) -> MauMauState:
        return MauMauState(self, self._check_options(options, players), players)

    def draw_roles(self, players: int, rng: random.Random) -> tuple[dict[str, int], list[Event]]:
        return {"dealer": rng.randrange(players)}, []

    def random_deal(self, players: int, roles: Mapping[str, int], rng: random.Random,
                    options: Options) -> Deal:
        opts = self._check_options(options, players)
        dealer = roles.get("dealer")
        if dealer is None:
            dealer = rng.randrange(players)
        out_mask = roles.get(ELIMINATED_KEY, 0)
        pack = list(pack_for(opts.decks))
        rng.shuffle(pack)
        hands: list[list[Card]] = [[] for _ in range(players)]
        order = [(dealer + k) % players for k in range(1, players + 1)]
        order = [s for s in order if not out_mask >> s & 1]
        for _ in range(HAND):
            for s in order:
                hands[s].append(pack.pop())
        pack.reverse()
        return Deal(hands=tuple(tuple(h) for h in hands), piles={"stock": tuple(pack)},
                    roles={"dealer": dealer})

    def deal_from_record(self, raw: object, players: int, options: Options) -> Deal:
        opts = self._check_options(options, players)
        if not isinstance(raw, Mapping):
            raise RecordError("the deal must be an object with 'dealer', 'hands' and 'stock'")
        unknown = set(raw) - {"dealer", "hands", "stock"}
        if unknown:
            raise RecordError(f"unknown field(s) in a Mau-Mau deal: "
                              f"{', '.join(sorted(unknown))}")
        for key in ("hands", "stock"):
            if key not in raw:
                raise RecordError(f"the deal must give {key!r}")
        hands_raw = raw["hands"]
        if not isinstance(hands_raw, list) or len(hands_raw) != players:
            raise RecordError(f"the deal's 'hands' must be a list of {players} hands")
        hands = tuple(parse_card_list(h, f"hand {i}") for i, h in enumerate(hands_raw))
        stock = parse_card_list(raw["stock"], "the stock")
        check_pack([c for h in hands for c in h] + list(stock), pack_for(opts.decks))
        for i, h in enumerate(hands):
            if len(h) not in (0, HAND):
                raise RecordError(f"hand {i} holds {len(h)} cards; each player is dealt "
                                  f"{HAND} (an eliminated seat none)")
        if not stock:
            raise RecordError("the stock is empty: a card must be turned up to start the pile")
        roles: dict[str, int] = {}
        dealer = parse_role(raw, "dealer", players, required=False)
        if dealer is not None:
            roles["dealer"] = dealer
        return Deal(hands=hands, piles={"stock": stock}, roles=roles)

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        kind = raw.get("type")
        if not isinstance(kind, str):
            raise RecordError(f"an action's type must be a string, not {kind!r}")
        fields = {"play": {"card", "suit", "target"}, "draw": set(), "pass": set(),
                  "last-card": set(), "reshuffle": {"stock"}}.get(kind)
        if fields is None:
            raise RecordError(f"unknown action type {kind!r} (Mau-Mau has play, draw, pass, "
                              f"last-card and reshuffle)")
        extra = set(raw) - {"seat", "type"} - fields
        if extra:
            raise RecordError(f"unknown field(s) in a {kind}: {', '.join(sorted(extra))}")
        seat = raw.get("seat")
        if kind == "reshuffle":
            if seat is not None:
                raise RecordError("a reshuffle is chance: its seat is null")
            stock = parse_card_list(record_field(raw, "stock", list), "the reshuffled stock")
            return Reshuffle(None, stock)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < MAX_PLAYERS:
            raise RecordError(f"an action's seat must be a seat number, not {seat!r}")
        if kind == "draw":
            return _DRAW[seat]
        if kind == "pass":
            return _PASS[seat]
        if kind == "last-card":
            return _CALL[seat]
        return self._play_from_record(raw, seat)

    @staticmethod
    def _play_from_record(raw: Mapping[str, Any], seat: int) -> Action:
        """A recorded play: a jack names its suit, a 2 its target seat, no other card
        either."""
        c = record_card(raw)
        if c not in _PLAY[seat]:
            raise RecordError(f"{c.code} is not a card of Mau-Mau's pack")
        suit: Suit | None = None
        target: int | None = None
        if c.rank is Rank.JACK:
            suit = record_suit(raw)
        elif "suit" in raw:
            raise RecordError("only a jack names a suit")
        if c.rank is Rank.TWO:
            target = record_field(raw, "target", int)
            if not 0 <= target < MAX_PLAYERS or target == seat:
                raise RecordError(f"a 2's target must be another seat, not {target!r}")
            return _TWO[seat][c][target]
        if "target" in raw:
            raise RecordError("only a 2 names a target")
        if suit is not None:
            return _JACK[seat][c][int(suit)]
        return _PLAY[seat][c]


MAU_MAU = MauMauGame()

RULES_NOTES = """\
Decisions where the rules text is silent:
- The first dealer is chosen by lot. Cards are dealt one at a time from the first player
  still in the game after the dealer; play starts in seat order with that player.
- A jack may name any suit, its own included. After a jack the next card must be of the
  named suit or another jack.
- When nothing at all can be drawn (stock empty, no discards under the top card), a
  player who cannot play writes `pass`; this also takes a pending 7 (its draw lapses) and
  ends a turn after an 8 that cannot be followed. When only some of a 7's cards can be
  drawn, the player draws what there is.
- A reshuffle is written when the stock runs out in the middle of a draw of several
  cards; the draw goes on from the new stock.
- A 7, 8, 10, ace, 2 or jack played after a draw or as an 8's follow-up has its usual
  effect. A 2 may name only a seat still in the game.
- The last-card penalty: a player who misses the call (any action other than their call
  follows the play that left one card) draws one card just before the next action of
  another seat, even when that action ends the round; if that draw needs a reshuffle,
  the other seat's action follows the reshuffle. A player who misses the call twice
  before another seat acts draws two cards.
- `eliminated` in a round's details lists the seats eliminated by that round.
- An eliminated seat scores nothing further and cannot be a 2's target.
"""
