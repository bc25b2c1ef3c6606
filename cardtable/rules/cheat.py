"""Cheat (بلوف): lay cards face down, claim a rank, and call "cheat" on a liar.

Every line of assets/rules/cheat.en.html is implemented here;
the decisions the rules file leaves open are written in `RULES_NOTES`.

A play may be any 1 to 4-per-pack cards of the hand with any allowed claim, so a turn can
have millions of legal actions (a 40-card hand: 1.3 million; two packs and 18 cards:
1.4 million). `legal_actions()` therefore returns a `PlayChoices`: an immutable, lazily
computed sequence with an exact length, a stable order, indexing by unranking, fast
membership and `index()`; `apply()` checks a play directly from the hand.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, ClassVar, overload

import attrs

from cardtable.cards import PACK_52, Card, Rank
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
    choice_validator,
    parse_card_list,
    parse_role,
    record_field,
)

MIN_PLAYERS = 3
MAX_PLAYERS = 8
CLAIM_RULES = ("free", "sequence", "same-or-next")
PILE: tuple[str, str] = ("pile", "center")
DECK: tuple[str] = ("deck",)

#: Claimable ranks in the order the records spec writes rank letters (A K Q J T 9 ... 2);
#: this is also the order of claims in the legal listing.
CLAIM_RANKS: tuple[Rank, ...] = tuple(
    sorted((r for r in Rank if r <= Rank.ACE and r not in (Rank.ELEVEN, Rank.TWELVE)),
           reverse=True))
#: The claim cycle of the sequence rules: A 2 3 ... T J Q K A.
CYCLE: tuple[Rank, ...] = (Rank.ACE,) + tuple(sorted(r for r in CLAIM_RANKS if r != Rank.ACE))
NEXT_RANK: dict[Rank, Rank] = {CYCLE[i]: CYCLE[(i + 1) % len(CYCLE)] for i in range(len(CYCLE))}
_RANK_BY_LETTER: dict[str, Rank] = {r.letter: r for r in CLAIM_RANKS}
_PACK_SET = frozenset(PACK_52)
#: Canonical card order (pack order: spades A..2, hearts, diamonds, clubs).
ORDER: dict[Card, int] = {c: i for i, c in enumerate(PACK_52)}


def default_decks(players: int) -> int:
    """The rules file's default: one pack for up to 5 players, two above."""
    return 1 if players <= 5 else 2


def allowed_claims(rule: str, last: Rank | None) -> tuple[Rank, ...]:
    """The ranks a play may claim under the claim rule, given the last claim made."""
    if last is None or rule == "free":
        return CLAIM_RANKS
    if rule == "sequence":
        return (NEXT_RANK[last],)
    return (last, NEXT_RANK[last])


def hand_sizes(players: int, dealer: int, cards: int) -> list[int]:
    """Cards dealt one at a time from dealer+1: the first `cards % players` seats from
    dealer+1 get one card more."""
    base, extra = divmod(cards, players)
    sizes = [base] * players
    for i in range(extra):
        sizes[(dealer + 1 + i) % players] += 1
    return sizes


def deal_order(players: int, dealer: int, pack: Sequence[Card]) -> list[list[Card]]:
    hands: list[list[Card]] = [[] for _ in range(players)]
    for i, c in enumerate(pack):
        hands[(dealer + 1 + i) % players].append(c)
    return hands


# ---------------------------------------------------------------------------- actions


@attrs.frozen(slots=True)
class CheatPlay(Action):
    """Cards laid face down with a claim: "that many cards of rank `claim`"."""

    type: ClassVar[str] = "play"
    cards: tuple[Card, ...]
    claim: Rank

    def _fields(self) -> dict[str, Any]:
        return {"cards": [c.code for c in self.cards], "claim": self.claim.letter}


@attrs.frozen(slots=True)
class Challenge(Action):
    """Call "cheat!" on the last play."""

    type: ClassVar[str] = "challenge"


@attrs.frozen(slots=True)
class Accept(Action):
    """Let the last play stand (as far as this seat is concerned)."""

    type: ClassVar[str] = "accept"


_CHALLENGE = [Challenge(s) for s in range(MAX_PLAYERS)]
_ACCEPT = [Accept(s) for s in range(MAX_PLAYERS)]


def _check_decks(instance: object, attribute: Any, value: Any) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 4:
        raise ValueError(f"option 'decks' must be a whole number from 1 to 4, not {value!r}")


@attrs.frozen
class CheatOptions(Options):
    """`decks` None means the rules file's default for the number of players."""

    decks: int | None = attrs.field(default=None, validator=_check_decks)
    claims: str = attrs.field(default="free", validator=choice_validator(CLAIM_RULES))

    def decks_for(self, players: int) -> int:
        return self.decks if self.decks is not None else default_decks(players)


# ----------------------------------------------------------------------------- events


@attrs.frozen(slots=True)
class Claimed(Event):
    seat: int
    count: int
    rank: Rank


@attrs.frozen(slots=True)
class Responded(Event):
    """A seat asked after a play challenged (True) or accepted (False)."""

    seat: int
    challenge: bool


@attrs.frozen(slots=True)
class Revealed(Event):
    """The challenged play turned face up: was the claim true?"""

    player: int
    challenger: int
    cards: tuple[Card, ...]
    claim: Rank
    truthful: bool


@attrs.frozen(slots=True)
class PileTaken(Event):
    seat: int
    count: int


@attrs.frozen(slots=True)
class PlaceTaken(Event):
    """A seat is out of cards for good: `place` 1 is the winner."""

    seat: int
    place: int


# ------------------------------------------------------------------- lazy legal plays


class PlayChoices(Sequence[Action]):
    """Every legal play of one seat, in a stable order, computed lazily.

    Order: by number of cards (1 first); for one size, card combinations in lexicographic
    order of pack positions (a combination is a multiset of the hand's distinct cards,
    written in pack order); for one combination, the allowed claims in the order
    A K Q J T 9 ... 2. `total` is the exact count (it may exceed what `len()` can return
    only in absurd four-pack positions).
    """

    __slots__ = ("seat", "cards", "mult", "kmax", "claims", "_table", "_blocks", "_total")

    def __init__(self, seat: int, hand: Iterable[Card], kmax: int,
                 claims: tuple[Rank, ...]) -> None:
        counts = Counter(hand)
        self.seat = seat
        self.cards: list[Card] = sorted(counts, key=ORDER.__getitem__)
        self.mult: list[int] = [counts[c] for c in self.cards]
        self.kmax = min(kmax, sum(self.mult))
        self.claims = claims
        self._table: list[list[int]] | None = None
        self._blocks: list[int] = []
        self._total = -1

    # N[i][j]: multisets of size j drawn from the distinct cards i, i+1, ...
    def _n(self) -> list[list[int]]:
        table = self._table
        if table is None:
            n, kmax = len(self.cards), self.kmax
            table = [[0] * (kmax + 1) for _ in range(n + 1)]
            table[n][0] = 1
            for i in range(n - 1, -1, -1):
                nxt, m = table[i + 1], self.mult[i]
                # row[j] = nxt[j] + nxt[j-1] + ... + nxt[j-m], by running sums
                acc = list(itertools.accumulate(nxt))
                table[i] = [acc[j] - (acc[j - m - 1] if j > m else 0)
                            for j in range(kmax + 1)]
            self._table = table
            self._blocks = [table[0][k] * len(self.claims) for k in range(kmax + 1)]
            self._total = sum(self._blocks[1:])
        return table

    def _with_first(self, table: list[list[int]], i: int, r: int, j: int) -> int:
        """Multisets of size j from card i (r copies left) and the cards after it."""
        nxt = table[i + 1]
        return sum(nxt[j - t] for t in range(min(r, j) + 1))

    @property
    def total(self) -> int:
        self._n()
        return self._total

    def __len__(self) -> int:
        return self.total

    def __bool__(self) -> bool:
        return self.kmax > 0 and bool(self.claims)

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return [self._unrank(i) for i in range(*index.indices(self.total))]
        total = self.total
        if index < 0:
            index += total
        if not 0 <= index < total:
            raise IndexError("legal play index out of range")
        return self._unrank(index)

    def _unrank(self, x: int) -> CheatPlay:
        table = self._n()
        k = 1
        while x >= self._blocks[k]:
            x -= self._blocks[k]
            k += 1
        nc = len(self.claims)
        x, ci = divmod(x, nc)
        out: list[Card] = []
        i, r, j = 0, self.mult[0], k
        while j > 0:
            if r >= 1:
                cnt = self._with_first(table, i, r - 1, j - 1)
                if x < cnt:
                    out.append(self.cards[i])
                    r -= 1
                    j -= 1
                    continue
                x -= cnt
            i += 1
            r = self.mult[i]
        return CheatPlay(self.seat, tuple(out), self.claims[ci])

    def _combos(self, k: int) -> Iterator[tuple[Card, ...]]:
        if all(m == 1 for m in self.mult):
            yield from itertools.combinations(self.cards, k)
            return
        table = self._n()
        cards, mult, n = self.cards, self.mult, len(self.cards)

        def gen(i: int, r: int, j: int) -> Iterator[tuple[Card, ...]]:
            while True:
                if j == 0:
                    yield ()
                    return
                if r >= 1 and self._with_first(table, i, r - 1, j - 1):
                    for rest in gen(i, r - 1, j - 1):
                        yield (cards[i],) + rest
                i += 1
                if i >= n or not table[i][j]:
                    return
                r = mult[i]

        yield from gen(0, mult[0] if mult else 0, k)

    def __iter__(self) -> Iterator[Action]:
        seat, claims = self.seat, self.claims
        for k in range(1, self.kmax + 1):
            for combo in self._combos(k):
                for claim in claims:
                    yield CheatPlay(seat, combo, claim)

    def _counts(self, value: object) -> Counter[Card] | None:
        if not isinstance(value, CheatPlay) or value.seat != self.seat:
            return None
        if value.claim not in self.claims or not 1 <= len(value.cards) <= self.kmax:
            return None
        want = Counter(value.cards)
        have = dict(zip(self.cards, self.mult, strict=True))
        if any(have.get(c, 0) < n for c, n in want.items()):
            return None
        return want

    def __contains__(self, value: object) -> bool:
        return self._counts(value) is not None

    def index(self, value: Any, start: int = 0, stop: int | None = None) -> int:
        want = self._counts(value)
        if want is None:
            raise ValueError(f"{value!r} is not a legal play here")
        table = self._n()
        k = len(value.cards)
        x = sum(self._blocks[1:k])
        combo = 0
        j = k
        for i, c in enumerate(self.cards):
            if j == 0:
                break
            r = self.mult[i] - want.get(c, 0)
            j -= want.get(c, 0)
            if j > 0 and r >= 1:
                combo += self._with_first(table, i, r - 1, j - 1)
        found = x + combo * len(self.claims) + self.claims.index(value.claim)
        if found < start or (stop is not None and found >= stop):
            raise ValueError(f"{value!r} is not in that part of the legal plays")
        return found

    def count(self, value: Any) -> int:
        return 1 if value in self else 0

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PlayChoices):
            return (self.seat == other.seat and self.cards == other.cards
                    and self.mult == other.mult and self.kmax == other.kmax
                    and self.claims == other.claims)
        if isinstance(other, Sequence) and not isinstance(other, (str, bytes)):
            return len(other) == self.total and all(
                a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"PlayChoices(seat={self.seat}, hand={[c.code for c in self.cards]}, "
                f"up_to={self.kmax}, claims={''.join(r.letter for r in self.claims)}, "
                f"total={self.total})")


# ------------------------------------------------------------------------------ state

PLAYING, RESPONDING, OVER = "play", "respond", "over"

#: One play in the history: (seat, count, claim, cards, challenger, truthful); challenger
#: and truthful are None unless the play was challenged. `cards` is None only in a
#: sampled state, for an old play its observer never saw.
PlayEntry = tuple[int, int, Rank, tuple[Card, ...] | None, int | None, bool | None]


class CheatState(State):
    # Never waits on chance: a plain attribute, read before every action of a playout.
    chance: None = None

    __slots__ = (
        "game", "options", "players", "decks", "kmax", "_deals", "_results", "dealer",
        "hands", "pile", "pile_from", "phase", "turn", "askers", "ask_i", "last_claim",
        "places", "log", "seen",
    )

    def __init__(self, game: CheatGame, options: CheatOptions, players: int) -> None:
        self.game = game
        self.options: CheatOptions = options
        self.players = players
        self.decks = options.decks_for(players)
        self.kmax = 4 * self.decks
        self._deals: list[Deal] = []
        self._results: list[RoundResult] = []
        self.dealer = 0
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.pile: list[Card] = []
        #: index in `log` of the first play of the current pile
        self.pile_from = 0
        self.phase = OVER
        self.turn = 0
        self.askers: tuple[int, ...] = ()
        self.ask_i = 0
        self.last_claim: Rank | None = None
        self.places: list[int] = []
        self.log: list[PlayEntry] = []
        #: the log as each seat sees it (kept up to date: views are asked for often)
        self.seen: list[list[SeenPlay]] = [[] for _ in range(players)]

    # ---------------------------------------------------------------- protocol

    @property
    def to_act(self) -> int | None:
        if self.phase == PLAYING:
            return self.turn
        if self.phase == RESPONDING:
            return self.askers[self.ask_i]
        return None

    def legal_actions(self) -> Sequence[Action]:  # type: ignore[override]
        # A Sequence, not a list: a turn's plays can number in the millions (module doc).
        if self.phase == PLAYING:
            return PlayChoices(self.turn, self.hands[self.turn], self.kmax,
                               allowed_claims(self.options.claims, self.last_claim))
        if self.phase == RESPONDING:
            seat = self.askers[self.ask_i]
            return [_CHALLENGE[seat], _ACCEPT[seat]]
        return []

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        action = self.game.action_from_record(raw)
        if action.seat is None or action.seat >= self.players:
            raise RecordError(f"an action's seat must be 0 to {self.players - 1}, "
                              f"not {action.seat!r}")
        return action

    def apply(self, action: Action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction("the game is over")
        actor = self.to_act
        if action.seat != actor:
            raise IllegalAction(f"it is seat {actor}'s turn, not seat {action.seat}'s")
        if isinstance(action, CheatPlay):
            if self.phase != PLAYING:
                raise IllegalAction(f"seat {actor} must challenge or accept the last play")
            return self._play(action)
        if isinstance(action, (Challenge, Accept)):
            if self.phase != RESPONDING:
                raise IllegalAction(f"seat {actor} must lay cards and claim a rank; "
                                    "there is no play to challenge")
            return self._respond(isinstance(action, Challenge))
        raise IllegalAction(f"{action.type!r} is not a Cheat action")

    def clone(self) -> CheatState:
        new = CheatState.__new__(CheatState)
        new.game = self.game
        new.options = self.options
        new.players = self.players
        new.decks = self.decks
        new.kmax = self.kmax
        new._deals = list(self._deals)
        new._results = list(self._results)
        new.dealer = self.dealer
        new.hands = [h[:] for h in self.hands]
        new.pile = self.pile[:]
        new.pile_from = self.pile_from
        new.phase = self.phase
        new.turn = self.turn
        new.askers = self.askers
        new.ask_i = self.ask_i
        new.last_claim = self.last_claim
        new.places = self.places[:]
        new.log = self.log[:]
        new.seen = [v[:] for v in self.seen]
        return new

    def zones(self) -> dict[tuple[Any, ...], tuple[Card, ...]]:
        out: dict[tuple[Any, ...], tuple[Card, ...]] = {
            ("hand", s): tuple(self.hands[s]) for s in range(self.players)}
        out[PILE] = tuple(self.pile)
        return out

    def view(self, seat: int) -> CheatView:
        plays = tuple(self.seen[seat])
        return CheatView(
            seat=seat,
            options=self.options,
            players=self.players,
            decks=self.decks,
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(len(h) for h in self.hands),
            pile_count=len(self.pile),
            pile_from=self.pile_from,
            phase=self.phase,
            turn=self.turn,
            asking=self.askers[self.ask_i] if self.phase == RESPONDING else None,
            askers=self.askers,
            dealer=self.dealer,
            last_claim=self.last_claim,
            places=tuple(self.places),
            plays=plays,
            results=tuple(self._results),
        )

    def out_of_round(self, seat: int) -> bool:
        return seat in self.places and not self.round_over

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
        if self._results:
            return self._results[-1].totals
        return (0,) * self.players

    @property
    def winners(self) -> tuple[int, ...]:
        return (self.places[0],) if self.match_over else ()

    @property
    def deals(self) -> list[Deal]:
        return list(self._deals)

    def next_roles(self) -> dict[str, int]:
        """One game is the whole match: the rules give no next round."""
        return {}

    # ------------------------------------------------------------------ rounds

    def start_round(self, deal: Deal) -> list[Event]:
        if self._results:
            raise RecordError("the game is already over; Cheat is played as one deal")
        if self._deals:
            raise RecordError("a new deal cannot start before the current game is over")
        dealer = check_deal(deal, self.players, self.decks)
        self._deals.append(deal)
        self.dealer = dealer
        self.hands = [list(h) for h in deal.hands]
        self.pile = []
        self.pile_from = 0
        self.places = []
        self.log = []
        self.seen = [[] for _ in range(self.players)]
        self.last_claim = None
        self.askers = ()
        self.ask_i = 0
        self.turn = (dealer + 1) % self.players
        self.phase = PLAYING
        events: list[Event] = [RoundStarted(1, {"dealer": dealer})]
        hands = deal.hands
        longest = max(len(h) for h in hands)
        for i in range(longest):
            for k in range(self.players):
                s = (dealer + 1 + k) % self.players
                if i < len(hands[s]):
                    events.append(CardMoved(hands[s][i], DECK, ("hand", s), False))
        return events

    def _next_in_game(self, seat: int) -> int:
        n = self.players
        for k in range(1, n + 1):
            s = (seat + k) % n
            if s not in self.places:
                return s
        raise AssertionError("no one is left in the game")  # pragma: no cover

    def _play(self, action: CheatPlay) -> list[Event]:
        seat = self.turn
        cards = action.cards
        n = len(cards)
        if n == 0:
            raise IllegalAction("a play lays at least one card")
        if n > self.kmax:
            raise IllegalAction(f"a play lays at most {self.kmax} cards "
                                f"(4 per pack in play), not {n}")
        claims = allowed_claims(self.options.claims, self.last_claim)
        if action.claim not in claims:
            assert self.last_claim is not None
            if self.options.claims == "sequence":
                raise IllegalAction(
                    f"the claim must be {claims[0].letter}, the rank after the last claim "
                    f"({self.last_claim.letter})")
            raise IllegalAction(
                f"the claim must be {claims[0].letter} or {claims[1].letter}: the same as "
                f"the last claim or the rank after it")
        hand = self.hands[seat]
        if n == 1:
            if cards[0] not in hand:
                raise IllegalAction(f"seat {seat} does not hold {cards[0].code}")
        else:
            want = Counter(cards)
            for c, k in want.items():
                have = hand.count(c)
                if have < k:
                    held = f"only {have}" if have else "no"
                    raise IllegalAction(f"seat {seat} holds {held} {c.code}, not {k}")
        # Legal: from here on the state changes.
        for c in cards:
            hand.remove(c)
        self.pile.extend(cards)
        self.last_claim = action.claim
        self.log.append((seat, n, action.claim, cards, None, None))
        hidden: SeenPlay = (seat, n, action.claim, None, None, None)
        for s, seen in enumerate(self.seen):
            seen.append(hidden if s != seat
                        else (seat, n, action.claim, tuple(c.rank for c in cards), None, None))
        self.askers = tuple(s for s in self._order_after(seat) if s not in self.places)
        self.ask_i = 0
        self.phase = RESPONDING
        events: list[Event] = [CardMoved(c, ("hand", seat), PILE, False) for c in cards]
        events.append(Claimed(seat, n, action.claim))
        return events

    def _order_after(self, seat: int) -> list[int]:
        return [(seat + k) % self.players for k in range(1, self.players)]

    def _respond(self, challenge: bool) -> list[Event]:
        asker = self.askers[self.ask_i]
        player = self.turn
        events: list[Event] = [Responded(asker, challenge)]
        p, n, claim, cards, _, _ = self.log[-1]
        assert cards is not None
        if not challenge:
            self.ask_i += 1
            if self.ask_i < len(self.askers):
                return events
            return events + self._stands(player)
        truthful = all(c.rank is claim for c in cards)
        self.log[-1] = (p, n, claim, cards, asker, truthful)
        turned: SeenPlay = (p, n, claim, tuple(c.rank for c in cards), asker, truthful)
        for seen in self.seen:
            seen[-1] = turned
        taker = asker if truthful else player
        events.append(Revealed(player, asker, cards, claim, truthful))
        shown = len(self.pile) - len(cards)
        for i, c in enumerate(self.pile):
            events.append(CardMoved(c, PILE, ("hand", taker), i >= shown))
        events.append(PileTaken(taker, len(self.pile)))
        self.hands[taker].extend(self.pile)
        self.pile = []
        self.pile_from = len(self.log)
        if truthful:
            return events + self._stands(player)
        return events + self._next_turn(player)

    def _stands(self, player: int) -> list[Event]:
        """The last play stands: its player may be out of cards for good."""
        if self.hands[player]:
            return self._next_turn(player)
        self.places.append(player)
        events: list[Event] = [PlaceTaken(player, len(self.places))]
        left = [s for s in range(self.players) if s not in self.places]
        if len(left) == 1:
            self.places.append(left[0])
            events.append(PlaceTaken(left[0], len(self.places)))
            return events + self._finish()
        return events + self._next_turn(player)

    def _next_turn(self, player: int) -> list[Event]:
        self.turn = self._next_in_game(player)
        self.phase = PLAYING
        self.askers = ()
        self.ask_i = 0
        return []

    def _finish(self) -> list[Event]:
        self.phase = OVER
        self.askers = ()
        self.ask_i = 0
        winner = self.places[0]
        points = tuple(1 if s == winner else 0 for s in range(self.players))
        details = {"places": list(self.places)}
        result = RoundResult(points=points, totals=points, details=details)
        self._results.append(result)
        return [RoundScored(points, points, details), MatchOver((winner,))]


def check_deal(deal: Deal, players: int, decks: int) -> int:
    """Check a deal against the rules (RecordError) and return its dealer."""
    dealer = deal.roles.get("dealer")
    if dealer is None:
        raise RecordError("the deal must give the dealer (chosen by lot for the first deal)")
    if set(deal.roles) - {"dealer"}:
        raise RecordError("a Cheat deal has no roles but the dealer")
    if not 0 <= dealer < players:
        raise RecordError(f"the dealer must be a seat from 0 to {players - 1}")
    if deal.piles:
        raise RecordError("Cheat deals every card: the deal has no piles")
    if len(deal.hands) != players:
        raise RecordError(f"the deal must give {players} hands, not {len(deal.hands)}")
    check_pack(deal.all_cards(), PACK_52 * decks)
    sizes = hand_sizes(players, dealer, 52 * decks)
    for s, h in enumerate(deal.hands):
        if len(h) != sizes[s]:
            raise RecordError(
                f"hand {s} holds {len(h)} cards; dealt one at a time from the dealer's "
                f"next seat it must hold {sizes[s]}")
    return dealer


# ------------------------------------------------------------------------------- view

#: One play as a seat saw it: (seat, count, claim, ranks, challenger, truthful). `ranks`
#: are the ranks of the cards laid, in order, for the seat's own plays and for every
#: play turned up by a challenge; None for the others. A view holds no Card that the seat
#: cannot see now (cards laid go face down, cards turned up go into a hidden hand); what
#: it remembers of them is their ranks, which is all that matters in Cheat.
SeenPlay = tuple[int, int, Rank, tuple[Rank, ...] | None, int | None, bool | None]


def known_ranks(plays: Sequence[SeenPlay], seat: int, players: int) -> list[Counter[Rank]]:
    """Ranks `seat` knows each other hand holds, from the plays it saw: the cards a seat
    picked up (the seat's own cards in the pile, a play turned up), until that seat plays
    again. A play whose ranks the seat did not see (a sampled history keeps only what its
    observer saw) only makes it know less."""
    sure: list[Counter[Rank]] = [Counter() for _ in range(players)]
    mine: Counter[Rank] = Counter()
    for p, _, _, ranks, challenger, truthful in plays:
        if p == seat:
            if ranks is not None:
                mine.update(ranks)
        elif challenger is not None and ranks is not None:
            sure[p] -= Counter(ranks)
        else:
            sure[p].clear()
        if challenger is not None:
            taker = challenger if truthful else p
            if taker != seat:
                sure[taker].update(mine)
                if p != seat and ranks is not None:
                    sure[taker].update(ranks)
            mine = Counter()
    sure[seat].clear()
    return sure


@attrs.frozen(slots=True, eq=True)
class CheatView(SeatView):
    """What one seat knows: its hand, every count and claim, the ranks it laid, and the
    ranks of every play turned up by a challenge."""

    seat: int
    options: CheatOptions
    players: int
    decks: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    pile_count: int
    pile_from: int
    phase: str
    turn: int
    asking: int | None
    askers: tuple[int, ...]
    dealer: int
    last_claim: Rank | None
    places: tuple[int, ...]
    plays: tuple[SeenPlay, ...]
    results: tuple[RoundResult, ...]

    @property
    def allowed_claims(self) -> tuple[Rank, ...]:
        return allowed_claims(self.options.claims, self.last_claim)

    def zones(self) -> dict[tuple[Any, ...], tuple[Card | None, ...]]:
        out: dict[tuple[Any, ...], tuple[Card | None, ...]] = {}
        for s in range(self.players):
            out[("hand", s)] = self.hand if s == self.seat else (None,) * self.hand_counts[s]
        out[PILE] = (None,) * self.pile_count
        return out

    def mine_in_pile(self) -> Counter[Rank]:
        """The ranks of this seat's own cards in the pile."""
        mine: Counter[Rank] = Counter()
        for p, _, _, ranks, _, _ in self.plays[self.pile_from:]:
            if p == self.seat and ranks is not None:
                mine.update(ranks)
        return mine

    def known_in_hands(self, recent: int | None = None) -> list[Counter[Rank]]:
        """Ranks this seat knows are in another seat's hand now (see `known_ranks`). With
        `recent`, only the last that many plays are read (knowing less, never wrongly)."""
        plays = self.plays if recent is None else self.plays[-recent:]
        return known_ranks(plays, self.seat, self.players)

    def _sampled_log(self, current: list[list[Card] | None],
                     rest: list[Card]) -> tuple[list[PlayEntry], list[Card]]:
        """The plays as a sample has them, and the pile: this seat's own plays in the pile
        as `current` laid them, the others' from `rest` (used up); plays gathered before
        the pile began only by the ranks turned up."""
        log: list[PlayEntry] = []
        pile: list[Card] = []
        for n, (p, count, claim, ranks, challenger, truthful) in enumerate(self.plays):
            cards: tuple[Card, ...] | None
            if n >= self.pile_from:
                laid = current[n - self.pile_from]
                if laid is None:
                    laid = rest[:count]
                    del rest[:count]
                cards = tuple(laid)
                pile.extend(cards)
            elif ranks is not None:
                cards = tuple(_SPADE_OF[r] for r in ranks)  # only the ranks are known
            else:
                cards = None
            log.append((p, count, claim, cards, challenger, truthful))
        assert not rest
        return log, pile

    def sample(self, rng: random.Random) -> CheatState:
        """Deal the cards this seat cannot see to the other hands and to the pile: its own
        plays in the pile get cards of the ranks it laid, a hand it knows holds some
        ranks gets cards of those ranks, the rest is shuffled."""
        pool = list(PACK_52 * self.decks)
        for c in self.hand:
            pool.remove(c)
        rng.shuffle(pool)
        by_rank: dict[Rank, list[Card]] = {}
        for c in pool:
            by_rank.setdefault(c.rank, []).append(c)
        taken: Counter[Card] = Counter()

        def take(rank: Rank) -> Card:
            c = by_rank[rank].pop()
            taken[c] += 1
            return c

        current: list[list[Card] | None] = []
        for p, _, _, ranks, _, _ in self.plays[self.pile_from:]:
            if p == self.seat:
                assert ranks is not None
                current.append([take(r) for r in ranks])
            else:
                current.append(None)
        hands: list[list[Card]] = [[] for _ in range(self.players)]
        for s, known in enumerate(self.known_in_hands()):
            if s != self.seat:
                for r, k in known.items():
                    k = min(k, len(by_rank.get(r, ())), self.hand_counts[s] - len(hands[s]))
                    hands[s].extend(take(r) for _ in range(k))
        rest: list[Card] = []
        for c in pool:
            if taken[c]:
                taken[c] -= 1
            else:
                rest.append(c)
        for s in range(self.players):
            if s != self.seat:
                need = self.hand_counts[s] - len(hands[s])
                hands[s].extend(rest[:need])
                del rest[:need]
        hands[self.seat] = list(self.hand)
        log, pile = self._sampled_log(current, rest)
        state = CheatState(CHEAT, self.options, self.players)
        state.hands = hands
        state.pile = pile
        state.pile_from = self.pile_from
        state.phase = self.phase
        state.turn = self.turn
        state.askers = self.askers
        state.ask_i = self.askers.index(self.asking) if self.asking is not None else 0
        state.dealer = self.dealer
        state.last_claim = self.last_claim
        state.places = list(self.places)
        state.log = log
        state.seen = [[_seen_by(entry, s) for entry in log] for s in range(self.players)]
        state.seen[self.seat] = list(self.plays)
        state._results = list(self.results)
        fake: list[list[Card]] = [h[:] for h in hands]
        for p, _, _, cards, _, _ in log[self.pile_from:]:
            assert cards is not None
            fake[p].extend(cards)
        state._deals = [Deal(hands=tuple(tuple(h) for h in fake),
                             roles={"dealer": self.dealer})]
        return state


def _seen_by(entry: PlayEntry, seat: int) -> SeenPlay:
    p, n, claim, cards, challenger, truthful = entry
    shown = cards is not None and (p == seat or challenger is not None)
    return (p, n, claim, tuple(c.rank for c in cards) if shown and cards is not None else None,
            challenger, truthful)


_SPADE_OF: dict[Rank, Card] = {c.rank: c for c in PACK_52 if c.suit is not None
                               and c.suit.letter == "S"}


# ------------------------------------------------------------------------------- game


class CheatGame(Game):
    id: ClassVar[str] = "cheat"
    name: ClassVar[str] = "Cheat"
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS
    options_class: ClassVar[type[Options]] = CheatOptions

    def empty_state(self, options: Options, players: int) -> CheatState:
        if not isinstance(options, CheatOptions):
            raise RecordError("Cheat needs Cheat's options")
        return CheatState(self, options, self.check_players(players))

    def draw_roles(self, players: int, rng: random.Random) -> tuple[dict[str, int], list[Event]]:
        """The first dealer, by lot."""
        return {"dealer": rng.randrange(players)}, []

    def random_deal(self, players: int, roles: Mapping[str, int], rng: random.Random,
                    options: Options) -> Deal:
        assert isinstance(options, CheatOptions)
        dealer = roles.get("dealer")
        if dealer is None:
            dealer = rng.randrange(players)
        pack = list(PACK_52 * options.decks_for(players))
        rng.shuffle(pack)
        hands = deal_order(players, dealer, pack)
        return Deal(hands=tuple(tuple(h) for h in hands), roles={"dealer": dealer})

    def deal_from_record(self, raw: object, players: int, options: Options) -> Deal:
        assert isinstance(options, CheatOptions)
        if not isinstance(raw, Mapping):
            raise RecordError("the deal must be an object with 'dealer' and 'hands'")
        unknown = set(raw) - {"dealer", "hands"}
        if unknown:
            raise RecordError(f"unknown field(s) in a Cheat deal: {', '.join(sorted(unknown))}")
        if "hands" not in raw:
            raise RecordError("the deal must give 'hands'")
        hands_raw = raw["hands"]
        if not isinstance(hands_raw, list) or len(hands_raw) != players:
            raise RecordError(f"the deal's 'hands' must be a list of {players} hands")
        hands = tuple(parse_card_list(h, f"hand {i}") for i, h in enumerate(hands_raw))
        dealer = parse_role(raw, "dealer", players, required=True)
        assert dealer is not None
        deal = Deal(hands=hands, roles={"dealer": dealer})
        check_deal(deal, players, options.decks_for(players))
        return deal

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        kind = raw.get("type")
        seat = raw.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < MAX_PLAYERS:
            raise RecordError(f"an action's seat must be a seat number, not {seat!r}")
        allowed = {"play": {"cards", "claim"}, "challenge": set(), "accept": set()}.get(
            kind if isinstance(kind, str) else "")
        if allowed is None:
            raise RecordError(f"unknown action type {kind!r} "
                              "(Cheat has play, challenge and accept)")
        extra = set(raw) - {"seat", "type"} - allowed
        if extra:
            raise RecordError(f"unknown field(s) in a {kind}: {', '.join(sorted(extra))}")
        if kind == "challenge":
            return _CHALLENGE[seat]
        if kind == "accept":
            return _ACCEPT[seat]
        cards = parse_card_list(record_field(raw, "cards", list), "the play's cards")
        foreign = sorted({c.code for c in cards if c not in _PACK_SET})
        if foreign:
            raise RecordError(f"not a card of Cheat's pack: {', '.join(foreign)}")
        letter = record_field(raw, "claim", str)
        claim = _RANK_BY_LETTER.get(letter)
        if claim is None:
            raise RecordError(f"a claim is a rank letter (A K Q J T 9 8 7 6 5 4 3 2), "
                              f"not {letter!r}")
        return CheatPlay(seat, cards, claim)


CHEAT = CheatGame()

RULES_NOTES = """\
Decisions where the rules file is silent:
- The first dealer is chosen by lot and written in the deal. Cards are dealt one at a time
  from the dealer's next seat, so the seats nearest after the dealer hold the extra cards.
- `decks` left out means the rules' default for the number of players (1 pack for 3 to 5,
  2 for 6 to 8); a record writes it only when it was chosen.
- A play lays 1 to 4 x decks cards (never more than the hand holds). The legal listing
  orders plays by number of cards, then by the cards in pack order, then by claim
  (A K Q J T 9 ... 2).
- The claim rules count the cycle A 2 3 ... T J Q K A for "sequence" and "same-or-next".
  "The last claim made" still counts after a challenge has emptied the pile.
- Only the seats still in the game are asked, in play order after the player; a seat
  that has finished is never asked. Once someone challenges nobody else is asked.
- A challenge turns up only the last play; the rest of the pile goes face down into the
  taker's hand.
- A player whose play empties the hand stays in the game until the play stands: caught
  lying, they take the pile and play on. Whoever takes the pile, the next turn goes to the
  next seat still in the game after the player.
- When only one player is left they take the last place; the game ends there, whatever
  is still in the pile. One game is the whole match.
"""
