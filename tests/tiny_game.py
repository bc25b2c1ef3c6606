"""High Card: the smallest game the protocol allows, added to the app through its
descriptor alone (tests/test_adding_a_game.py; docs/adding-a-game.md walks through it).

Two players, two cards (the ace and the king of spades), one each. Seat 0 plays its card,
then seat 1; the ace takes the round and scores 1. A match is `rounds` rounds; most points
wins. Pure Python, like every rules model: its AI is in tests/tiny_game_ai.py, its table
in tests/tiny_game_table.py, and the descriptor at the end names them by dotted path.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

import attrs

from cardtable.cards import Card
from cardtable.descriptor import GameDescriptor
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
    Zone,
    check_pack,
    choice_validator,
    record_card,
    record_field,
)

PACK = (Card.parse("AS"), Card.parse("KS"))
ACE = PACK[0]


@attrs.frozen
class HighCardOptions(Options):
    rounds: int = attrs.field(default=1, validator=choice_validator((1, 3)))


@attrs.frozen
class HighCardView(SeatView):
    """What a seat knows: its own card, how many the other holds, the cards played."""

    seat: int
    options: HighCardOptions
    hands: tuple[tuple[Card | None, ...], ...]
    trick: tuple[Card, ...]
    results: tuple[RoundResult, ...]

    def zones(self) -> dict[Zone, tuple[Card | None, ...]]:
        return {**{("hand", s): h for s, h in enumerate(self.hands)}, ("trick",): self.trick}

    def sample(self, rng: random.Random) -> State:
        unseen = [c for c in PACK if c not in self.trick and c not in self.hands[self.seat]]
        rng.shuffle(unseen)
        hands = [[c if c is not None else unseen.pop() for c in h] for h in self.hands]
        # The round's deal as it must have been: the hands, plus the cards already played.
        dealt = [list(h) for h in hands]
        for k, card in enumerate(self.trick):
            dealt[k].append(card)
        state = HighCardState(HIGH_CARD, self.options, 2)
        state._results = list(self.results)
        # Earlier rounds' deals are not in the view (a card in one would be a card hidden
        # now): the two cards in the first hands stand in for them.
        earlier = Deal(((PACK[0],), (PACK[1],)))
        state._deals = [earlier] * len(self.results) + [Deal(tuple(tuple(h) for h in dealt))]
        state.hands = hands
        state.trick = list(self.trick)
        return state


class HighCardState(State):
    def __init__(self, game: Game, options: HighCardOptions, players: int) -> None:
        self.game = game
        self.options = options
        self.players = players
        self.hands: list[list[Card]] = [[], []]
        self.trick: list[Card] = []
        self._results: list[RoundResult] = []
        self._deals: list[Deal] = []

    @property
    def to_act(self) -> int | None:
        return None if self.round_over or not self._deals else len(self.trick)

    def legal_actions(self) -> list[Action]:
        seat = self.to_act
        return [] if seat is None else [Play(seat, c) for c in self.hands[seat]]

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalAction(f"{action} is not the card of the seat to play")
        assert isinstance(action, Play) and action.seat is not None
        self.hands[action.seat].remove(action.card)
        self.trick.append(action.card)
        events: list[Event] = [CardMoved(action.card, ("hand", action.seat), ("trick",), True)]
        if len(self.trick) == 2:
            winner = self.trick.index(ACE)
            points = tuple(int(s == winner) for s in range(2))
            totals = tuple(t + p for t, p in zip(self.totals, points, strict=True))
            self._results.append(RoundResult(points, totals, {"winner": winner}))
            events.append(RoundScored(points, totals, {"winner": winner}))
            if self.match_over:
                events.append(MatchOver(self.winners))
        return events

    def view(self, seat: int) -> SeatView:
        hands = tuple(tuple(h) if s == seat else (None,) * len(h)
                      for s, h in enumerate(self.hands))
        return HighCardView(seat, self.options, hands, tuple(self.trick), tuple(self._results))

    def zones(self) -> dict[Zone, tuple[Card, ...]]:
        return {**{("hand", s): tuple(h) for s, h in enumerate(self.hands)},
                ("trick",): tuple(self.trick)}

    def clone(self) -> State:
        other = HighCardState(self.game, self.options, self.players)
        other.hands = [list(h) for h in self.hands]
        other.trick = list(self.trick)
        other._results = list(self._results)
        other._deals = list(self._deals)
        return other

    @property
    def round_over(self) -> bool:
        return len(self.trick) == 2

    @property
    def match_over(self) -> bool:
        return len(self._results) == self.options.rounds

    @property
    def results(self) -> list[RoundResult]:
        return self._results

    @property
    def totals(self) -> tuple[int, ...]:
        return self._results[-1].totals if self._results else (0, 0)

    @property
    def winners(self) -> tuple[int, ...]:
        if not self.match_over:
            return ()
        best = max(self.totals)
        return tuple(s for s, t in enumerate(self.totals) if t == best)

    @property
    def deals(self) -> list[Deal]:
        return self._deals

    def next_roles(self) -> dict[str, int]:
        return {}

    def start_round(self, deal: Deal) -> list[Event]:
        if self._deals and not self.round_over:
            raise RecordError("the round is not over")
        if self.match_over:
            raise RecordError("the match is over")
        check_pack(deal.all_cards(), PACK)
        if [len(h) for h in deal.hands] != [1, 1]:
            raise RecordError("each player is dealt one card")
        self._deals.append(deal)
        self.hands = [list(h) for h in deal.hands]
        self.trick = []
        dealt = [CardMoved(h[0], ("deck",), ("hand", s), False) for s, h in enumerate(self.hands)]
        return [RoundStarted(len(self._deals), {}), *dealt]


class HighCardGame(Game):
    id: ClassVar[str] = "high-card"
    name: ClassVar[str] = "High Card"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options_class: ClassVar[type[Options]] = HighCardOptions

    def empty_state(self, options: Options, players: int) -> State:
        if not isinstance(options, HighCardOptions):
            raise RecordError(f"not High Card's options: {options!r}")
        return HighCardState(self, options, self.check_players(players))

    def random_deal(self, players: int, roles: Mapping[str, int], rng: random.Random,
                    options: Options) -> Deal:
        cards = list(PACK)
        rng.shuffle(cards)
        return Deal(((cards[0],), (cards[1],)))

    def deal_from_record(self, raw: object, players: int, options: Options) -> Deal:
        if not isinstance(raw, Mapping) or set(raw) != {"hands"}:
            raise RecordError("a High Card deal is {\"hands\": [[card], [card]]}")
        hands = raw["hands"]
        if not isinstance(hands, list) or len(hands) != 2 or not all(
                isinstance(h, list) and len(h) == 1 for h in hands):
            raise RecordError("each of the two players is dealt one card")
        return Deal(tuple((record_card({"card": h[0]}),) for h in hands))

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        if raw.get("type") != "play":
            raise RecordError(f"High Card has no action of type {raw.get('type')!r}")
        seat = record_field(raw, "seat", int)
        return Play(seat, record_card(raw))


HIGH_CARD = HighCardGame()


CHECKED: list[int] = []
"""Rounds the game's own invariant check saw scored (the tests read it)."""


def high_card_checks(state: State, count: Any) -> None:
    """The game's own invariant: the ace took every finished round."""
    for r in state.results if state.round_over else []:
        count.need(sum(r.points) == 1, f"one point a round, not {r.points}")
    if state.round_over:
        CHECKED.append(len(state.results))


def high_card_secret(state: State, seat: int) -> dict[Zone, set[int] | None]:
    """The other player's card is hidden from the seat."""
    return {("hand", 1 - seat): None}


DESCRIPTOR = GameDescriptor(
    id="high-card",
    rules="tiny_game:HIGH_CARD",
    name="High Card",
    blurb="Two cards, two players: the ace wins.",
    table="tiny_game_table:HighCardUI",
    knowledge="tiny_game_ai:KNOWLEDGE",
    heuristic="tiny_game_ai:HighCardHeuristic",
    option_values={"rounds": (1, 3)},
    secret="tiny_game:high_card_secret",
    checks="tiny_game:high_card_checks",
)
