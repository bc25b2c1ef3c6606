"""Hokm (حکم): four players in two teams, trump named by the hakem after five cards.

Every line of assets/rules/hokm.en.html is implemented here; the decisions the rules page
leaves open are written in `RULES_NOTES` and shown in the app's rules page.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import attrs

from cardtable.cards import PACK_52, Card, Suit
from cardtable.rules.base import (
    Action,
    CardMoved,
    ChooseTrump,
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
    record_suit,
)
from cardtable.rules.hidden import deal_hidden, feasible

PLAYERS = 4
TRICKS_TO_WIN = 7
FIRST_PACKET = 5
PACKETS = (5, 4, 4)


def team_of(seat: int) -> int:
    return seat % 2


def dealer_for(hakem: int) -> int:
    """The player on the hakem's left deals: the seat before the hakem in play order."""
    return (hakem - 1) % PLAYERS


def kot_value(winner_team: int, hakem: int) -> int:
    """A 7-0 hand: 2 for the hakem's team, 3 ("hakem kot") for the other team."""
    return 2 if winner_team == team_of(hakem) else 3


@attrs.frozen(slots=True)
class Bam(Action):
    """After a 7-0 the seventh trick's winner plays on for all 13 (true) or stops (false)."""

    type: ClassVar[str] = "bam"
    value: bool

    def _fields(self) -> dict[str, Any]:
        return {"value": self.value}


@attrs.frozen
class HokmOptions(Options):
    hands_per_set: int = attrs.field(default=7, validator=choice_validator(range(1, 100)))
    sets: int = attrs.field(default=1, validator=choice_validator((1, 2, 3)))
    bam: bool = True


@attrs.frozen(slots=True)
class BamDecided(Event):
    seat: int
    value: bool


@attrs.frozen(slots=True)
class HandEnded(Event):
    """The hand is over: who won it, how many tricks each team took, kot and bam."""

    winner_team: int
    points: int
    tricks: tuple[int, int]
    kot: bool
    bam: bool
    set_won: bool


@attrs.frozen(slots=True)
class LotCard(Event):
    """One card of the lot for the first hakem, dealt face up to `seat`."""

    seat: int
    card: Card


@attrs.frozen(slots=True)
class HakemChosen(Event):
    seat: int


def draw_first_hakem(rng: random.Random) -> tuple[list[tuple[int, Card]], int]:
    """The lot: cards dealt face up one at a time from a random seat until an ace falls.
    Returns the cards as (seat, card) in the order they fell, and the hakem."""
    pack = list(PACK_52)
    rng.shuffle(pack)
    seat = rng.randrange(PLAYERS)
    fell: list[tuple[int, Card]] = []
    for c in pack:
        fell.append((seat, c))
        if c.rank.letter == "A":
            return fell, seat
        seat = (seat + 1) % PLAYERS
    raise AssertionError("a 52-card pack holds four aces")  # pragma: no cover


_PLAY = [{c: Play(s, c) for c in PACK_52} for s in range(PLAYERS)]
# The same by `card.id` (a list index costs less than hashing a card), and each play's
# event built once: events are frozen, so every hand may share them.
_PLAY_BY_ID: list[list[Play]] = [[None] * 64 for _ in range(PLAYERS)]  # type: ignore[list-item]
_PLAYED_BY_ID: list[list[CardMoved]] = [[None] * 64 for _ in range(PLAYERS)]  # type: ignore[list-item]
_DEALT_BY_ID: list[list[CardMoved]] = [[None] * 64 for _ in range(PLAYERS)]  # type: ignore[list-item]
for _s in range(PLAYERS):
    for _c in PACK_52:
        _PLAY_BY_ID[_s][_c.id] = _PLAY[_s][_c]
        _PLAYED_BY_ID[_s][_c.id] = CardMoved(_c, ("hand", _s), ("trick", _s), True)
        _DEALT_BY_ID[_s][_c.id] = CardMoved(_c, ("deck", _s), ("hand", _s), False)
_WON_ZONE = [("won", s) for s in range(PLAYERS)]
_SUIT_BIT = {suit: 1 << int(suit) for suit in Suit}
_TRUMP = [[ChooseTrump(s, suit) for suit in Suit] for s in range(PLAYERS)]
_BAM = [[Bam(s, True), Bam(s, False)] for s in range(PLAYERS)]

_NO_EVENTS: list[Event] = []  # never appended to: `apply_legal`'s quiet trick

TRUMP, PLAYING, BAM, HAND_OVER, MATCH_OVER = "trump", "play", "bam", "hand-over", "match-over"


class HokmState(State):
    __slots__ = (
        "game", "options", "players", "_deals", "_results", "hands", "pending", "phase",
        "hakem", "trump", "leader", "turn", "trick", "tricks", "playing_on", "set_hands",
        "sets", "played", "voids", "_new_set", "_bam_winner", "won", "round_over",
    )
    # Plain attributes where the protocol has properties: a playout reads both before
    # every action. `round_over` is kept beside `phase` (HAND_OVER or MATCH_OVER).
    round_over: bool
    chance: None = None

    def __init__(self, game: HokmGame, options: HokmOptions) -> None:
        self.game = game
        self.options: HokmOptions = options
        self.players = PLAYERS
        # A tuple, replaced as a round starts: a clone shares it.
        self._deals: tuple[Deal, ...] = ()
        self._results: list[RoundResult] = []
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.pending: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.phase = HAND_OVER
        self.round_over = True
        self.hakem = 0
        self.trump: Suit | None = None
        self.leader = 0
        self.turn = 0
        self.trick: list[Card] = []
        self.tricks = [0, 0]
        self.playing_on = False
        self.set_hands = [0, 0]
        self.sets = [0, 0]
        self.played: list[tuple[int, Card]] = []
        self.voids = [0, 0, 0, 0]
        self._new_set = False
        self._bam_winner: int | None = None
        self.won: list[list[Card]] = [[] for _ in range(PLAYERS)]  # tricks by who won them

    # ---------------------------------------------------------------- protocol

    @property
    def to_act(self) -> int | None:
        if self.phase in (HAND_OVER, MATCH_OVER):
            return None
        return self.turn

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAYING:
            turn = self.turn
            plays = _PLAY_BY_ID[turn]
            hand = self.hands[turn]
            trick = self.trick
            if trick:
                led = trick[0].suit
                follow: list[Action] = [plays[c.id] for c in hand if c.suit is led]
                if follow:
                    return follow
            return [plays[c.id] for c in hand]
        if phase == TRUMP:
            return list(_TRUMP[self.turn])
        if phase == BAM:
            return list(_BAM[self.turn])
        return []

    def apply(self, action: Action) -> list[Event]:
        # The common case first, checked in full: a card held and following suit (or led),
        # played in turn. Anything else takes `_apply`, which gives each refusal its reason.
        if action.__class__ is Play and self.phase == PLAYING:
            seat = self.turn
            card = action.card
            hand = self.hands[seat]
            trick = self.trick
            if action.seat == seat:
                if trick:
                    led = trick[0].suit
                    if card.suit is not led:
                        for c in hand:
                            if c.suit is led:  # must follow suit: `_apply` says so
                                return self._apply(action)
                        if card in hand:
                            self.voids[seat] |= _SUIT_BIT[led]  # type: ignore[index]
                try:
                    hand.remove(card)
                except ValueError:  # not held: `_apply` says so
                    return self._apply(action)
                trick.append(card)
                self.played.append((seat, card))
                if len(trick) < PLAYERS:
                    self.turn = (seat + 1) % PLAYERS
                    return [_PLAYED_BY_ID[seat][card.id]]
                return self._trick_over([_PLAYED_BY_ID[seat][card.id]])
        return self._apply(action)

    def apply_legal(self, action: Action) -> None:
        # Legal by the caller's word (base.State.apply_legal): a Play is then the turn's
        # seat's, held, and follows suit unless the seat is void in the suit led.
        if action.__class__ is Play:
            seat = self.turn
            card = action.card
            trick = self.trick
            if trick and card.suit is not trick[0].suit:
                self.voids[seat] |= 1 << trick[0].suit  # type: ignore[operator]
            self.hands[seat].remove(card)
            trick.append(card)
            self.played.append((seat, card))
            if len(trick) < PLAYERS:
                self.turn = (seat + 1) % PLAYERS
                return
            tricks = self.tricks
            if self.playing_on or tricks[0] >= TRICKS_TO_WIN - 1 \
                    or tricks[1] >= TRICKS_TO_WIN - 1:
                self._trick_over(None)  # this trick may end the hand
                return
            # `_trick_over` for a trick that cannot end the hand, spelt out: most tricks.
            winner = (self.leader + _trick_winner(trick, self.trump)) % PLAYERS
            tricks[winner % 2] += 1
            self.won[winner].extend(trick)
            self.trick = []
            self.leader = self.turn = winner
            return
        if action.__class__ is ChooseTrump:
            self._name_trump(action.suit, quiet=True)
            return
        self._apply(action)

    def _apply(self, action: Action) -> list[Event]:
        if self.phase in (HAND_OVER, MATCH_OVER):
            raise IllegalAction("the match is over" if self.phase == MATCH_OVER
                                else "the hand is over; no one is to act")
        if action.seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {action.seat}'s")
        if isinstance(action, Play):
            if self.phase != PLAYING:
                raise IllegalAction(self._waiting_for())
            return self._play(action.card)
        if isinstance(action, ChooseTrump):
            if self.phase != TRUMP:
                raise IllegalAction("trump has already been named" if self.trump is not None
                                    else self._waiting_for())
            return self._name_trump(action.suit)
        if isinstance(action, Bam):
            if self.phase != BAM:
                raise IllegalAction("bam is chosen only after a team takes seven tricks to none")
            return self._bam(action.value)
        raise IllegalAction(f"{action.type!r} is not a Hokm action")

    def _waiting_for(self) -> str:
        return {
            TRUMP: f"the hakem (seat {self.turn}) must name trump first",
            PLAYING: f"seat {self.turn} must play a card",
            BAM: f"seat {self.turn} must choose whether to play on (bam)",
        }[self.phase]

    def clone(self) -> HokmState:
        new = HokmState.__new__(HokmState)
        new.game = self.game
        new.options = self.options
        new.players = PLAYERS
        new._deals = self._deals
        new._results = self._results[:]
        new.hands = [h[:] for h in self.hands]
        new.pending = [p[:] for p in self.pending]
        new.phase = self.phase
        new.round_over = self.round_over
        new.hakem = self.hakem
        new.trump = self.trump
        new.leader = self.leader
        new.turn = self.turn
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]
        new.playing_on = self.playing_on
        new.set_hands = self.set_hands[:]
        new.sets = self.sets[:]
        new.played = self.played[:]
        new.voids = self.voids[:]
        new._new_set = self._new_set
        new._bam_winner = self._bam_winner
        new.won = [w[:] for w in self.won]
        return new

    def zones(self) -> dict[tuple[Any, ...], tuple[Card, ...]]:
        out: dict[tuple[Any, ...], tuple[Card, ...]] = {}
        for s in range(PLAYERS):
            out[("hand", s)] = tuple(self.hands[s])
            out[("deck", s)] = tuple(self.pending[s])
        for i, c in enumerate(self.trick):
            out[("trick", (self.leader + i) % PLAYERS)] = (c,)
        for s in range(PLAYERS):
            out[("won", s)] = tuple(self.won[s])
        return out

    def view(self, seat: int) -> HokmView:
        return HokmView(
            seat=seat,
            options=self.options,
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(len(h) + len(p)
                              for h, p in zip(self.hands, self.pending, strict=True)),
            held_counts=tuple(len(h) for h in self.hands),
            phase=self.phase,
            hakem=self.hakem,
            trump=self.trump,
            leader=self.leader,
            turn=self.turn,
            trick=tuple(self.trick),
            tricks=(self.tricks[0], self.tricks[1]),
            playing_on=self.playing_on,
            set_hands=(self.set_hands[0], self.set_hands[1]),
            sets=(self.sets[0], self.sets[1]),
            played=tuple(self.played),
            voids=tuple(self.voids),
            results=tuple(self._results),
            round_number=len(self._deals),
            new_set=self._new_set,
            bam_winner=self._bam_winner,
            won=tuple(tuple(w) for w in self.won),
        )

    @property
    def set_just_won(self) -> bool:
        """The hand just finished won a set: the next deal starts a new set."""
        return self._new_set

    @property
    def match_over(self) -> bool:
        return self.phase == MATCH_OVER

    @property
    def results(self) -> list[RoundResult]:
        return list(self._results)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self.set_hands[team_of(s)] for s in range(PLAYERS))

    @property
    def winners(self) -> tuple[int, ...]:
        if self.phase != MATCH_OVER:
            return ()
        if self._bam_winner is not None:
            team = self._bam_winner
        else:
            team = 0 if self.sets[0] > self.sets[1] else 1
        return tuple(s for s in range(PLAYERS) if team_of(s) == team)

    @property
    def deals(self) -> list[Deal]:
        return list(self._deals)

    def next_roles(self) -> dict[str, int]:
        if not self._results:
            return {}
        last = self._results[-1]
        hakem = last.details["hakem"]
        winner_team = 0 if last.points[0] > 0 else 1
        if winner_team != team_of(hakem):
            hakem = (hakem + 1) % PLAYERS
        return {"hakem": hakem, "dealer": dealer_for(hakem)}

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
                if expected[key] != value:
                    raise RecordError(
                        f"the deal gives {key} {value}, but the rules make seat "
                        f"{expected[key]} the {key} of this hand")
            hakem = expected["hakem"]
        else:
            if "hakem" not in roles:
                raise RecordError("the first deal must give the hakem (chosen by lot)")
            hakem = roles["hakem"]
            if "dealer" in roles and roles["dealer"] != dealer_for(hakem):
                raise RecordError(f"the dealer must be seat {dealer_for(hakem)}, on the "
                                  f"hakem's left, not seat {roles['dealer']}")
        full = Deal(hands=deal.hands, piles=deal.piles,
                    roles={"hakem": hakem, "dealer": dealer_for(hakem)})
        if self._new_set:
            self.set_hands = [0, 0]
            self._new_set = False
        self._deals += (deal,)
        self.hakem = hakem
        self.trump = None
        self.hands = [list(h[:FIRST_PACKET]) for h in deal.hands]
        self.pending = [list(h[FIRST_PACKET:]) for h in deal.hands]
        self.trick = []
        self.tricks = [0, 0]
        self.playing_on = False
        self.played = []
        self.voids = [0, 0, 0, 0]
        self.won = [[] for _ in range(PLAYERS)]
        self.leader = hakem
        self.turn = hakem
        self.phase = TRUMP
        self.round_over = False
        events: list[Event] = [RoundStarted(len(self._deals), full.roles)]
        events += self._deal_packet(0, FIRST_PACKET, full.hands)
        return events

    def _deal_packet(self, start: int, size: int, hands: Sequence[Sequence[Card]]) -> list[Event]:
        events: list[Event] = []
        for i in range(PLAYERS):
            seat = (self.hakem + i) % PLAYERS
            dealt = _DEALT_BY_ID[seat]
            events += [dealt[c.id] for c in hands[seat][start:start + size]]
        return events

    def _name_trump(self, suit: Suit, quiet: bool = False) -> list[Event]:
        self.trump = suit
        full = [h + p for h, p in zip(self.hands, self.pending, strict=True)]
        events: list[Event] = []
        if not quiet:  # the rest of the deal, packet by packet as the table shows it
            events.append(TrumpNamed(self.hakem, suit))
            start = FIRST_PACKET
            for size in PACKETS[1:]:
                events += self._deal_packet(start, size, full)
                start += size
        self.hands = full
        self.pending = [[] for _ in range(PLAYERS)]
        self.phase = PLAYING
        self.turn = self.hakem
        return events

    def _play(self, card: Card) -> list[Event]:
        seat = self.turn
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalAction(f"seat {seat} does not hold {card.code}")
        trick = self.trick
        if trick:
            led = trick[0].suit
            if card.suit is not led:
                for c in hand:
                    if c.suit is led:
                        raise IllegalAction(f"seat {seat} must follow suit ({led})")
                self.voids[seat] |= _SUIT_BIT[led]  # type: ignore[index]
        hand.remove(card)
        trick.append(card)
        self.played.append((seat, card))
        events: list[Event] = [_PLAYED_BY_ID[seat][card.id]]
        if len(trick) < PLAYERS:
            self.turn = (seat + 1) % PLAYERS
            return events
        return self._trick_over(events)

    def _trick_over(self, events: list[Event] | None) -> list[Event]:
        """The fourth card is down (`events` shows it): the trick is won, perhaps the hand.
        With `events` None (`apply_legal`) no event is built and none is returned."""
        trick = self.trick
        winner = (self.leader + _trick_winner(trick, self.trump)) % PLAYERS
        team = winner % 2
        tricks = self.tricks
        tricks[team] += 1
        self.won[winner].extend(trick)
        if events is not None:
            events.append(TrickWon(winner, tuple(trick), _WON_ZONE[winner]))
        else:
            events = _NO_EVENTS
        self.trick = []
        self.leader = self.turn = winner
        if tricks[team] < TRICKS_TO_WIN and not self.playing_on:
            return events  # nearly every trick: the hand goes on
        quiet = events is _NO_EVENTS
        other = 1 - team
        if self.playing_on:
            if team != self._playing_team():
                return events + self._end_hand(other, 1, kot=False, quiet=quiet)
            if tricks[team] == 13:
                return events + self._end_hand(team, kot_value(team, self.hakem), kot=True,
                                               quiet=quiet)
            return events
        if tricks[other] == 0:
            if self.options.bam:
                self.phase = BAM
                return events
            return events + self._end_hand(team, kot_value(team, self.hakem), kot=True,
                                           quiet=quiet)
        return events + self._end_hand(team, 1, kot=False, quiet=quiet)

    def _playing_team(self) -> int:
        return 0 if self.tricks[0] >= TRICKS_TO_WIN else 1

    def _bam(self, value: bool) -> list[Event]:
        seat = self.turn
        team = team_of(seat)
        events: list[Event] = [BamDecided(seat, value)]
        if value:
            self.playing_on = True
            self.phase = PLAYING
            return events
        return events + self._end_hand(team, kot_value(team, self.hakem), kot=True)

    def _end_hand(self, team: int, points: int, kot: bool, quiet: bool = False) -> list[Event]:
        bam = self.playing_on
        bam_success = bam and kot
        self.set_hands[team] += points
        set_won = self.set_hands[team] >= self.options.hands_per_set or bam_success
        if set_won:
            self.sets[team] += 1
            self._new_set = True
        per_team = [0, 0]
        per_team[team] = points
        details = {
            "hakem": self.hakem,
            "trump": self.trump.letter if self.trump is not None else None,
            "tricks": [self.tricks[0], self.tricks[1]],
            "kot": kot,
            "bam": bam,
            "sets": [self.sets[0], self.sets[1]],
        }
        result = RoundResult(
            points=tuple(per_team[team_of(s)] for s in range(PLAYERS)),
            totals=self.totals,
            details=details,
        )
        self._results.append(result)
        if bam_success:
            self._bam_winner = team
        match_over = bam_success or self.sets[team] >= self.options.sets
        self.phase = MATCH_OVER if match_over else HAND_OVER
        self.round_over = True
        if quiet:
            return []
        events: list[Event] = [
            HandEnded(team, points, (self.tricks[0], self.tricks[1]), kot, bam, set_won),
            RoundScored(result.points, result.totals, details),
        ]
        if match_over:
            events.append(MatchOver(self.winners))
        return events


def _trick_winner(trick: list[Card], trump: Suit | None) -> int:
    """`tricks.trick_winner` for Hokm's four cards, all suited (a trick is won at every
    fourth action)."""
    best = 0
    best_card = trick[0]
    best_suit = best_card.suit
    for i in (1, 2, 3):
        c = trick[i]
        suit = c.suit
        if suit is best_suit:
            if c.id > best_card.id:
                best, best_card = i, c
        elif suit is trump:  # the first trump on a plain suit
            best, best_card, best_suit = i, c, suit
    return best


def _card_bit(card: Card) -> int:
    return 1 << card.id


@functools.lru_cache(maxsize=4096)
def _avoidable(cards: tuple[Card, ...], need: tuple[int, ...], masks: tuple[int, ...]) -> bool:
    """`feasible` remembered: a search asks it of the same few mask patterns thousands of
    times."""
    return feasible(cards, need, masks, _card_bit)


@functools.cache
def _suit_cards(voids: int) -> int:
    """The card bits of every card of the suits in a void mask."""
    return sum(1 << c.id for c in PACK_52 if voids >> int(c.suit if c.suit is not None else 0) & 1)


@attrs.frozen(slots=True, eq=True)
class HokmView(SeatView):
    """What one Hokm seat knows: its own cards and everything played in the open."""

    seat: int
    options: HokmOptions
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    held_counts: tuple[int, ...]
    phase: str
    hakem: int
    trump: Suit | None
    leader: int
    turn: int
    trick: tuple[Card, ...]
    tricks: tuple[int, int]
    playing_on: bool
    set_hands: tuple[int, int]
    sets: tuple[int, int]
    played: tuple[tuple[int, Card], ...]
    voids: tuple[int, ...]
    results: tuple[RoundResult, ...]
    round_number: int
    new_set: bool
    bam_winner: int | None
    won: tuple[tuple[Card, ...], ...]

    def zones(self) -> dict[tuple[Any, ...], tuple[Card | None, ...]]:
        out: dict[tuple[Any, ...], tuple[Card | None, ...]] = {}
        for s in range(PLAYERS):
            held = self.held_counts[s]
            out[("hand", s)] = self.hand if s == self.seat else (None,) * held
            out[("deck", s)] = (None,) * (self.hand_counts[s] - held)
        for i, c in enumerate(self.trick):
            out[("trick", (self.leader + i) % PLAYERS)] = (c,)
        for s in range(PLAYERS):
            out[("won", s)] = self.won[s]
        return out

    def unseen(self) -> list[Card]:
        known = set(self.hand)
        known.update(c for _, c in self.played)
        return [c for c in PACK_52 if c not in known]

    def sample(self, rng: random.Random, avoid: Sequence[int] | None = None) -> HokmState:
        """Deal the unseen cards to the other seats (and to the undealt packets) so that
        no seat gets a suit it has shown void in. `avoid` (one mask of card bits,
        `1 << card.id`, per seat) bars cards a player's play makes unlikely, where some
        deal can respect it; this seat's guesses, never the rules' knowledge."""
        unseen = self.unseen()
        need = [self.hand_counts[s] - (len(self.hand) if s == self.seat else 0)
                for s in range(PLAYERS)]
        if avoid is not None and any(avoid):
            masks = tuple(_suit_cards(self.voids[s]) | avoid[s] for s in range(PLAYERS))
            if _avoidable(tuple(unseen), tuple(need), masks):
                return self._state(deal_hidden(unseen, need, masks, rng, _card_bit))
        return self._state(deal_hidden(unseen, need, self.voids, rng))

    def _state(self, allotted: list[list[Card]]) -> HokmState:
        """The state in which the hidden places hold `allotted`."""
        state = HokmState(HOKM, self.options)
        hands: list[list[Card]] = []
        pending: list[list[Card]] = []
        for s in range(PLAYERS):
            cards = list(self.hand) + allotted[s] if s == self.seat else allotted[s]
            held = self.held_counts[s]
            hands.append(cards[:held])
            pending.append(cards[held:])
        state.hands = hands
        state.pending = pending
        state.phase = self.phase
        state.round_over = self.phase in (HAND_OVER, MATCH_OVER)
        state.hakem = self.hakem
        state.trump = self.trump
        state.leader = self.leader
        state.turn = self.turn
        state.trick = list(self.trick)
        state.tricks = list(self.tricks)
        state.playing_on = self.playing_on
        state.set_hands = list(self.set_hands)
        state.sets = list(self.sets)
        state.played = list(self.played)
        state.voids = list(self.voids)
        state._results = list(self.results)
        state._new_set = self.new_set
        state._bam_winner = self.bam_winner
        state.won = [list(w) for w in self.won]
        played_by = [[c for s2, c in self.played if s2 == s] for s in range(PLAYERS)]
        state._deals = (Deal(hands=tuple(tuple(played_by[s] + hands[s] + pending[s])
                                         for s in range(PLAYERS)),
                             roles={"hakem": self.hakem}),) * max(1, self.round_number)
        return state


class HokmGame(Game):
    id: ClassVar[str] = "hokm"
    name: ClassVar[str] = "Hokm"
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 4
    options_class: ClassVar[type[Options]] = HokmOptions
    pack: ClassVar[tuple[Card, ...]] = PACK_52

    def empty_state(self, options: Options, players: int) -> HokmState:
        if not isinstance(options, HokmOptions):
            raise RecordError("Hokm needs Hokm's options")
        self.check_players(players)
        return HokmState(self, options)

    def draw_roles(self, players: int, rng: random.Random) -> tuple[dict[str, int], list[Event]]:
        fell, hakem = draw_first_hakem(rng)
        events: list[Event] = [LotCard(seat, c) for seat, c in fell]
        events.append(HakemChosen(hakem))
        return {"hakem": hakem}, events

    def random_deal(self, players: int, roles: Mapping[str, int], rng: random.Random,
                    options: Options) -> Deal:
        hakem = roles.get("hakem")
        if hakem is None:
            hakem = draw_first_hakem(rng)[1]
        pack = list(PACK_52)
        rng.shuffle(pack)
        hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        for size in PACKETS:
            for i in range(PLAYERS):
                seat = (hakem + i) % PLAYERS
                hands[seat].extend(pack[:size])
                del pack[:size]
        return Deal(hands=tuple(tuple(h) for h in hands), roles={"hakem": hakem})

    def deal_from_record(self, raw: object, players: int, options: Options) -> Deal:
        if not isinstance(raw, Mapping):
            raise RecordError("the deal must be an object with 'hakem' and 'hands'")
        unknown = set(raw) - {"hakem", "dealer", "hands"}
        if unknown:
            raise RecordError(f"unknown field(s) in a Hokm deal: {', '.join(sorted(unknown))}")
        if "hands" not in raw:
            raise RecordError("the deal must give 'hands'")
        hands_raw = raw["hands"]
        if not isinstance(hands_raw, list) or len(hands_raw) != PLAYERS:
            raise RecordError("the deal's 'hands' must be a list of four hands")
        hands = tuple(parse_card_list(h, f"hand {i}") for i, h in enumerate(hands_raw))
        check_pack([c for h in hands for c in h], PACK_52)
        for i, h in enumerate(hands):
            if len(h) != 13:
                raise RecordError(f"hand {i} holds {len(h)} cards; each hand holds 13")
        roles: dict[str, int] = {}
        for key in ("hakem", "dealer"):
            value = parse_role(raw, key, PLAYERS, required=False)
            if value is not None:
                roles[key] = value
        return Deal(hands=hands, roles=roles)

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        kind = raw.get("type")
        seat = raw.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < PLAYERS:
            raise RecordError(f"an action's seat must be 0 to 3, not {seat!r}")
        if not isinstance(kind, str):  # a list or object here is unhashable: no lookup
            raise RecordError(f"an action's type must be a string, not {kind!r}")
        fields = {"play": "card", "trump": "suit", "bam": "value"}.get(kind)
        if fields is not None:
            extra = set(raw) - {"seat", "type", fields}
            if extra:
                raise RecordError(f"unknown field(s) in a {kind}: {', '.join(sorted(extra))}")
        if kind == "play":
            return _PLAY[seat].get(record_card(raw)) or Play(seat, record_card(raw))
        if kind == "trump":
            return _TRUMP[seat][record_suit(raw)]
        if kind == "bam":
            value = record_field(raw, "value", bool)
            return _BAM[seat][0 if value else 1]
        raise RecordError(f"unknown action type {kind!r} (Hokm has play, trump and bam)")


HOKM = HokmGame()

RULES_NOTES = """\
Decisions where the rules text is silent:
- The first hakem is chosen by lot: cards are dealt face up one at a time from a random
  seat; the first player to receive an ace is hakem.
- Bam: if the team playing on loses a trick, the hand ends at once as an ordinary
  one-hand win. A successful bam scores its kot value, counts as winning the current set
  and wins the match.
- A hand that wins a set shows the set's total after that hand (e.g. 6 + 3 = 9); the next
  hand starts a new set from nought.
"""
