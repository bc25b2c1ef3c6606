"""Old Maid: pair off, draw blind from the next hand, and do not be left with the joker.

Every line of assets/rules/old-maid.en.html is implemented
here; the decisions the rules file leaves open are written in `RULES_NOTES`.

The draw is blind: at the table the drawer picks a position in a freshly shuffled hand.
The record writes the card it turned out to be, so `legal_actions()` lists one draw per
card of the victim's hand, in pack order. An AI player must not use that list to choose
(it shows the victim's cards): every position is as good as another, and the easy player
draws uniformly at random.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import attrs

from cardtable.cards import JOKER, PACK_53, Card, Rank
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
    record_card,
)

MIN_PLAYERS = 2
MAX_PLAYERS = 8
DECK: tuple[str] = ("deck",)
ORDER: dict[Card, int] = {c: i for i, c in enumerate(PACK_53)}


def pairs_zone(seat: int) -> tuple[str, int]:
    """The face-up pairs a seat has laid out in front of it."""
    return ("pairs", seat)


def hand_sizes(players: int, dealer: int, cards: int) -> list[int]:
    base, extra = divmod(cards, players)
    sizes = [base] * players
    for i in range(extra):
        sizes[(dealer + 1 + i) % players] += 1
    return sizes


def lay_out_pairs(hand: Sequence[Card]) -> tuple[list[Card], list[Card]]:
    """Pair off a hand in the order its cards came: the first two of a rank pair, a third
    waits for a fourth; the joker pairs with nothing. Returns (kept, pairs laid out)."""
    waiting: dict[Rank, Card] = {}
    pairs: list[Card] = []
    for c in hand:
        if c is JOKER:
            continue
        first = waiting.pop(c.rank, None)
        if first is None:
            waiting[c.rank] = c
        else:
            pairs += [first, c]
    laid = set(pairs)
    return [c for c in hand if c not in laid], pairs


# ---------------------------------------------------------------------------- actions


@attrs.frozen(slots=True)
class Draw(Action):
    """A blind draw from the victim's hand, written as the card it turned out to be."""

    type: ClassVar[str] = "draw"
    card: Card

    def _fields(self) -> dict[str, Any]:
        return {"card": self.card.code}


_DRAW = [{c: Draw(s, c) for c in PACK_53} for s in range(MAX_PLAYERS)]


@attrs.frozen
class OldMaidOptions(Options):
    """Old Maid has no options."""


# ----------------------------------------------------------------------------- events


@attrs.frozen(slots=True)
class PairLaid(Event):
    seat: int
    cards: tuple[Card, Card]


@attrs.frozen(slots=True)
class PlayerOut(Event):
    """A seat has no cards left and is out of the game."""

    seat: int


@attrs.frozen(slots=True)
class LoserFound(Event):
    """The seat left holding the joker."""

    seat: int


# ------------------------------------------------------------------------------ state

PLAYING, OVER = "draw", "over"

#: One draw: (drawer, victim, card, paired). `card` is None only in a sampled state, for a
#: draw its observer never saw; `paired` says the card made a pair.
DrawEntry = tuple[int, int, Card | None, bool]
#: One draw as a seat saw it: (drawer, victim, rank, paired). The rank is known to the
#: drawer and the victim, and to everyone when the card made a pair (laid out face up);
#: None otherwise. A view holds no Card the seat cannot see now: what it remembers of a
#: card that went into another hand is its rank, which is all that matters here.
SeenDraw = tuple[int, int, Rank | None, bool]


class OldMaidState(State):
    # Never waits on chance: a plain attribute, read before every action of a playout.
    chance: None = None

    __slots__ = ("game", "options", "players", "_deals", "_results", "dealer", "hands",
                 "pairs", "phase", "turn", "draws", "loser")

    def __init__(self, game: OldMaidGame, options: OldMaidOptions, players: int) -> None:
        self.game = game
        self.options: OldMaidOptions = options
        self.players = players
        self._deals: list[Deal] = []
        self._results: list[RoundResult] = []
        self.dealer = 0
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.pairs: list[list[Card]] = [[] for _ in range(players)]
        self.phase = OVER
        self.turn = 0
        self.draws: list[DrawEntry] = []
        self.loser: int | None = None

    # ---------------------------------------------------------------- protocol

    @property
    def to_act(self) -> int | None:
        return self.turn if self.phase == PLAYING else None

    def victim(self) -> int:
        """The next seat after the one in turn that still holds cards."""
        return _next_holding(self.hands, self.turn)

    def legal_actions(self) -> list[Action]:
        if self.phase != PLAYING:
            return []
        draws = _DRAW[self.turn]
        return [draws[c] for c in sorted(self.hands[self.victim()], key=ORDER.__getitem__)]

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        action = self.game.action_from_record(raw)
        if action.seat is None or action.seat >= self.players:
            raise RecordError(f"an action's seat must be 0 to {self.players - 1}, "
                              f"not {action.seat!r}")
        return action

    def apply(self, action: Action) -> list[Event]:
        if self.phase != PLAYING:
            raise IllegalAction("the game is over")
        if action.seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {action.seat}'s")
        if not isinstance(action, Draw):
            raise IllegalAction(f"{action.type!r} is not an Old Maid action")
        victim = self.victim()
        card = action.card
        if card not in self.hands[victim]:
            raise IllegalAction(f"seat {self.turn} draws from seat {victim}, who does not hold "
                                f"{card.code}")
        return self._draw(victim, card, quiet=False)

    def apply_legal(self, action: Action) -> None:
        # Legal by the caller's word (base.State.apply_legal): no check, no events.
        self._draw(self.victim(), action.card, quiet=True)  # type: ignore[attr-defined]

    def _draw(self, victim: int, card: Card, quiet: bool) -> list[Event]:
        """The seat to act draws `card` from `victim` (checked by the caller) and lays a
        pair it makes; `quiet` (`apply_legal`) builds no events."""
        seat = self.turn
        source = self.hands[victim]
        source.remove(card)
        hand = self.hands[seat]
        mate = None
        if card is not JOKER:
            for c in hand:
                if c.rank is card.rank:
                    mate = c
                    break
        self.draws.append((seat, victim, card, mate is not None))
        if mate is None:
            hand.append(card)
        else:
            hand.remove(mate)
            self.pairs[seat] += [mate, card]
        events: list[Event] = [] if quiet else self._draw_events(seat, victim, card, mate)
        holding = 0
        for h in self.hands:
            if h:
                holding += 1
        if holding <= 1:
            finished = self._finish()
            return events if quiet else events + finished
        if mate is None or not hand:
            self.turn = _next_holding(self.hands, seat)
        return events

    def _draw_events(self, seat: int, victim: int, card: Card, mate: Card | None
                     ) -> list[Event]:
        """What the table shows of a draw just made."""
        events: list[Event] = [CardMoved(card, ("hand", victim), ("hand", seat), False)]
        if mate is not None:
            events += [CardMoved(mate, ("hand", seat), pairs_zone(seat), True),
                       CardMoved(card, ("hand", seat), pairs_zone(seat), True),
                       PairLaid(seat, (mate, card))]
        if not self.hands[victim]:
            events.append(PlayerOut(victim))
        if not self.hands[seat]:
            events.append(PlayerOut(seat))
        return events

    def clone(self) -> OldMaidState:
        new = OldMaidState.__new__(OldMaidState)
        new.game = self.game
        new.options = self.options
        new.players = self.players
        new._deals = list(self._deals)
        new._results = list(self._results)
        new.dealer = self.dealer
        new.hands = [h[:] for h in self.hands]
        new.pairs = [p[:] for p in self.pairs]
        new.phase = self.phase
        new.turn = self.turn
        new.draws = self.draws[:]
        new.loser = self.loser
        return new

    def zones(self) -> dict[tuple[Any, ...], tuple[Card, ...]]:
        out: dict[tuple[Any, ...], tuple[Card, ...]] = {}
        for s in range(self.players):
            out[("hand", s)] = tuple(self.hands[s])
            out[pairs_zone(s)] = tuple(self.pairs[s])
        return out

    def view(self, seat: int) -> OldMaidView:
        return OldMaidView(
            seat=seat,
            options=self.options,
            players=self.players,
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(len(h) for h in self.hands),
            pairs=tuple(tuple(p) for p in self.pairs),
            phase=self.phase,
            turn=self.turn,
            dealer=self.dealer,
            draws=tuple((d, v, c.rank if c is not None and (paired or seat in (d, v)) else None,
                         paired) for d, v, c, paired in self.draws),
            loser=self.loser,
            results=tuple(self._results),
        )

    def out_of_round(self, seat: int) -> bool:
        return 0 <= seat < self.players and not self.hands[seat] and not self.round_over

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
        if not self.match_over:
            return ()
        return tuple(s for s in range(self.players) if s != self.loser)

    @property
    def deals(self) -> list[Deal]:
        return list(self._deals)

    def next_roles(self) -> dict[str, int]:
        """One round is the whole match: the rules give no next round."""
        return {}

    # ------------------------------------------------------------------ rounds

    def start_round(self, deal: Deal) -> list[Event]:
        if self._results:
            raise RecordError("the game is already over; Old Maid is played as one deal")
        if self._deals:
            raise RecordError("a new deal cannot start before the current game is over")
        dealer = check_deal(deal, self.players)
        self._deals.append(deal)
        self.dealer = dealer
        self.draws = []
        self.loser = None
        events: list[Event] = [RoundStarted(1, {"dealer": dealer})]
        hands = deal.hands
        longest = max(len(h) for h in hands)
        for i in range(longest):
            for k in range(self.players):
                s = (dealer + 1 + k) % self.players
                if i < len(hands[s]):
                    events.append(CardMoved(hands[s][i], DECK, ("hand", s), False))
        self.hands = []
        self.pairs = []
        for s, h in enumerate(hands):
            kept, laid = lay_out_pairs(h)
            self.hands.append(kept)
            self.pairs.append(laid)
            for i in range(0, len(laid), 2):
                events += [CardMoved(laid[i], ("hand", s), pairs_zone(s), True),
                           CardMoved(laid[i + 1], ("hand", s), pairs_zone(s), True),
                           PairLaid(s, (laid[i], laid[i + 1]))]
        for s in range(self.players):
            if not self.hands[s]:
                events.append(PlayerOut(s))
        self.phase = PLAYING
        if sum(1 for h in self.hands if h) <= 1:
            return events + self._finish()
        first = (dealer + 1) % self.players
        self.turn = first if self.hands[first] else _next_holding(self.hands, first)
        return events

    def _finish(self) -> list[Event]:
        self.phase = OVER
        loser = next(s for s in range(self.players) if JOKER in self.hands[s])
        self.loser = loser
        points = tuple(-1 if s == loser else 0 for s in range(self.players))
        details = {"loser": loser}
        result = RoundResult(points=points, totals=points, details=details)
        self._results.append(result)
        winners = tuple(s for s in range(self.players) if s != loser)
        return [LoserFound(loser), RoundScored(points, points, details), MatchOver(winners)]


def _next_holding(hands: Sequence[Sequence[Card]], seat: int) -> int:
    n = len(hands)
    for k in range(1, n):
        s = (seat + k) % n
        if hands[s]:
            return s
    raise AssertionError("no other seat holds cards")  # pragma: no cover


def check_deal(deal: Deal, players: int) -> int:
    """Check a deal against the rules (RecordError) and return its dealer."""
    dealer = deal.roles.get("dealer")
    if dealer is None:
        raise RecordError("the deal must give the dealer (chosen by lot)")
    if set(deal.roles) - {"dealer"}:
        raise RecordError("an Old Maid deal has no roles but the dealer")
    if not 0 <= dealer < players:
        raise RecordError(f"the dealer must be a seat from 0 to {players - 1}")
    if deal.piles:
        raise RecordError("Old Maid deals every card: the deal has no piles")
    if len(deal.hands) != players:
        raise RecordError(f"the deal must give {players} hands, not {len(deal.hands)}")
    check_pack(deal.all_cards(), PACK_53)
    sizes = hand_sizes(players, dealer, len(PACK_53))
    for s, h in enumerate(deal.hands):
        if len(h) != sizes[s]:
            raise RecordError(
                f"hand {s} holds {len(h)} cards; dealt one at a time from the dealer's "
                f"next seat it must hold {sizes[s]}")
    return dealer


# ------------------------------------------------------------------------------- view


@attrs.frozen(slots=True, eq=True)
class OldMaidView(SeatView):
    """What one seat knows: its hand, every count, every pair laid out, and the cards of
    the draws it took part in."""

    seat: int
    options: OldMaidOptions
    players: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    pairs: tuple[tuple[Card, ...], ...]
    phase: str
    turn: int
    dealer: int
    draws: tuple[SeenDraw, ...]
    loser: int | None
    results: tuple[RoundResult, ...]

    def zones(self) -> dict[tuple[Any, ...], tuple[Card | None, ...]]:
        out: dict[tuple[Any, ...], tuple[Card | None, ...]] = {}
        for s in range(self.players):
            out[("hand", s)] = self.hand if s == self.seat else (None,) * self.hand_counts[s]
            out[pairs_zone(s)] = self.pairs[s]
        return out

    def victim(self) -> int:
        n = self.players
        return next(s for s in ((self.turn + k) % n for k in range(1, n))
                    if self.hand_counts[s])

    def unseen(self) -> list[Card]:
        known = set(self.hand)
        for p in self.pairs:
            known.update(p)
        return [c for c in PACK_53 if c not in known]

    def known_ranks(self) -> list[set[Rank]]:
        """Ranks this seat knows another hand holds now: the cards drawn from it, as long
        as their drawer has not paired them or been drawn from by anyone else since."""
        known: list[set[Rank]] = [set() for _ in range(self.players)]
        for drawer, victim, rank, paired in self.draws:
            if paired:
                assert rank is not None
                known[drawer].discard(rank)
                known[victim].discard(rank)
            elif victim == self.seat:
                if rank is not None:
                    known[drawer].add(rank)
            elif drawer == self.seat:
                if rank is not None:
                    known[victim].discard(rank)
            else:
                known[victim].clear()
        known[self.seat].clear()
        return known

    def lacking_ranks(self) -> list[set[Rank]]:
        """Ranks this seat knows another hand does not hold: it drew that hand's only card
        of the rank (a hand never holds two), and that hand has drawn nothing since."""
        lacks: list[set[Rank]] = [set() for _ in range(self.players)]
        for drawer, victim, rank, _ in self.draws:
            lacks[drawer].clear()
            if drawer == self.seat and rank is not None and rank is not Rank.JOKER:
                lacks[victim].add(rank)
        lacks[self.seat].clear()
        return lacks

    def sample(self, rng: random.Random) -> OldMaidState:
        """Deal the unseen cards to the other hands: no hand gets two cards of a rank
        (they would have been paired), a hand this seat knows holds a rank gets a card of
        it, and a hand it knows lacks a rank gets none."""
        need = [0 if s == self.seat else self.hand_counts[s] for s in range(self.players)]
        unseen = self.unseen()
        rng.shuffle(unseen)
        fixed: dict[Card, int] = {}
        for s, ranks in enumerate(self.known_ranks()):
            for r in ranks:
                found = next((c for c in unseen if c.rank is r and c not in fixed), None)
                if found is not None:
                    fixed[found] = s
        hands = _deal_unseen([c for c in unseen if c not in fixed], need, fixed, rng,
                             self.lacking_ranks())
        hands[self.seat] = list(self.hand)
        state = OldMaidState(OLD_MAID, self.options, self.players)
        state.hands = hands
        state.pairs = [list(p) for p in self.pairs]
        state.phase = self.phase
        state.turn = self.turn
        state.dealer = self.dealer
        state.draws = [(d, v, _CARD_OF[r] if r is not None else None, paired)
                       for d, v, r, paired in self.draws]  # only the ranks are known
        state.loser = self.loser
        state._results = list(self.results)
        state._deals = [Deal(hands=tuple(tuple(hands[s]) + self.pairs[s]
                                         for s in range(self.players)),
                             roles={"dealer": self.dealer})]
        return state


_CARD_OF: dict[Rank, Card] = {}
for _c in PACK_53:
    _CARD_OF.setdefault(_c.rank, _c)


def _deal_unseen(cards: list[Card], need: list[int], fixed: Mapping[Card, int],
                 rng: random.Random, lacks: Sequence[set[Rank]] = ()) -> list[list[Card]]:
    """Random allotment of `cards` (`need[s]` to seat s, counting the fixed ones), never
    two cards of one rank to the same hand, nor a rank in `lacks[s]` to seat s. Random
    greedy with retries, then a search."""
    base: list[list[Card]] = [[] for _ in need]
    for c, s in fixed.items():
        base[s].append(c)

    def ranks(hand: list[Card], s: int) -> set[Rank]:
        return {c.rank for c in hand if c is not JOKER} | (set(lacks[s]) if lacks else set())

    for _ in range(60):
        out = [h[:] for h in base]
        left = [need[s] - len(out[s]) for s in range(len(need))]
        held = [ranks(h, s) for s, h in enumerate(out)]
        pool = cards[:]
        rng.shuffle(pool)
        by_rank: dict[Rank, int] = {}
        for c in pool:
            by_rank[c.rank] = by_rank.get(c.rank, 0) + 1
        pool.sort(key=lambda c: -by_rank[c.rank] if c is not JOKER else 0)
        ok = True
        for c in pool:
            seats = [s for s in range(len(need)) if left[s] > 0
                     and (c is JOKER or c.rank not in held[s])]
            if not seats:
                ok = False
                break
            s = rng.choices(seats, weights=[left[x] for x in seats])[0]
            out[s].append(c)
            left[s] -= 1
            if c is not JOKER:
                held[s].add(c.rank)
        if ok:
            return out
    return _search(cards, need, base, lacks)


def _search(cards: list[Card], need: list[int], base: list[list[Card]],
            lacks: Sequence[set[Rank]] = ()) -> list[list[Card]]:
    out = [h[:] for h in base]
    left = [need[s] - len(out[s]) for s in range(len(need))]
    held = [{c.rank for c in h if c is not JOKER} | (set(lacks[s]) if lacks else set())
            for s, h in enumerate(out)]
    order = sorted(cards, key=lambda c: c.rank)

    def place(i: int) -> bool:
        if i == len(order):
            return True
        c = order[i]
        for s in range(len(need)):
            if left[s] and (c is JOKER or c.rank not in held[s]):
                left[s] -= 1
                out[s].append(c)
                if c is not JOKER:
                    held[s].add(c.rank)
                if place(i + 1):
                    return True
                out[s].pop()
                left[s] += 1
                if c is not JOKER:
                    held[s].discard(c.rank)
        return False

    if not place(0):
        raise ValueError("no deal is consistent with what this seat has seen")
    return out


# ------------------------------------------------------------------------------- game


class OldMaidGame(Game):
    id: ClassVar[str] = "old-maid"
    name: ClassVar[str] = "Old Maid"
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS
    options_class: ClassVar[type[Options]] = OldMaidOptions
    pack: ClassVar[tuple[Card, ...]] = PACK_53

    def empty_state(self, options: Options, players: int) -> OldMaidState:
        if not isinstance(options, OldMaidOptions):
            raise RecordError("Old Maid needs Old Maid's options")
        return OldMaidState(self, options, self.check_players(players))

    def draw_roles(self, players: int, rng: random.Random) -> tuple[dict[str, int], list[Event]]:
        """The dealer, by lot."""
        return {"dealer": rng.randrange(players)}, []

    def random_deal(self, players: int, roles: Mapping[str, int], rng: random.Random,
                    options: Options) -> Deal:
        dealer = roles.get("dealer")
        if dealer is None:
            dealer = rng.randrange(players)
        pack = list(PACK_53)
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
            raise RecordError(f"unknown field(s) in an Old Maid deal: "
                              f"{', '.join(sorted(unknown))}")
        if "hands" not in raw:
            raise RecordError("the deal must give 'hands'")
        hands_raw = raw["hands"]
        if not isinstance(hands_raw, list) or len(hands_raw) != players:
            raise RecordError(f"the deal's 'hands' must be a list of {players} hands")
        hands = tuple(parse_card_list(h, f"hand {i}") for i, h in enumerate(hands_raw))
        dealer = parse_role(raw, "dealer", players, required=True)
        assert dealer is not None
        deal = Deal(hands=hands, roles={"dealer": dealer})
        check_deal(deal, players)
        return deal

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        kind = raw.get("type")
        seat = raw.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < MAX_PLAYERS:
            raise RecordError(f"an action's seat must be a seat number, not {seat!r}")
        if kind != "draw":
            raise RecordError(f"unknown action type {kind!r} (Old Maid has only draw)")
        extra = set(raw) - {"seat", "type", "card"}
        if extra:
            raise RecordError(f"unknown field(s) in a draw: {', '.join(sorted(extra))}")
        card = record_card(raw)
        found = _DRAW[seat].get(card)
        if found is None:
            raise RecordError(f"not a card of Old Maid's pack: {card.code}")
        return found


OLD_MAID = OldMaidGame()

RULES_NOTES = """\
Decisions where the rules file is silent (besides those it states itself: deal one at a
time from dealer+1; with three of a rank the first two dealt pair; one round is the whole
match; if dealer+1 holds no cards after pairing, the next seat holding cards starts):
- The dealer is chosen by lot and written in the deal.
- With four of a rank in one hand, the first two dealt pair and then the other two.
- A drawer who pairs their last card has no cards and is out, so does not draw again;
  the turn passes to the next seat that still holds cards. A victim whose last card is
  drawn is out at once.
- If after the first pairing only one seat holds cards (it holds just the joker), the game
  is over before anyone draws and that seat loses.
- The drawn card is known to the drawer and the victim only; everyone sees the pairs laid
  out face up. The legal listing gives one draw per card of the victim's hand in pack
  order (spades A to 2, hearts, diamonds, clubs, then the joker), never in the order the
  cards sit in that hand.
"""
