"""The game protocol every game implements: Game, State, SeatView, Action, Event, Deal.

Pure Python: no Qt, no I/O, no clocks, no global random (every random draw takes an
explicit `random.Random`).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import attrs

from cardtable.cards import Card, NotationError, Suit

Zone = tuple[Any, ...]
"""A place on the table, never a screen position: ("hand", seat), ("trick",), ("won", team)."""


class IllegalAction(Exception):
    """An action the rules do not allow here; `reason` says why in plain words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class RecordError(ValueError):
    """A record, deal, option or action that cannot be read (not merely an illegal move)."""


# ---------------------------------------------------------------------------- actions


@attrs.frozen(slots=True)
class Action:
    """One decision by one seat. Subclasses set `type` and add their fields."""

    type: ClassVar[str] = ""
    seat: int | None

    def to_record(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "type": self.type}
        out.update(self._fields())
        return out

    def _fields(self) -> dict[str, Any]:
        return {}


# The search keys its tree by actions and the games hand out the same few Play objects
# over and over: each keeps its hash once worked out (the same value, so no order changes).
@attrs.frozen(slots=True, cache_hash=True)
class Play(Action):
    type: ClassVar[str] = "play"
    card: Card

    def _fields(self) -> dict[str, Any]:
        return {"card": self.card.code}


@attrs.frozen(slots=True)
class Reshuffle(Action):
    """Chance, written as it fell: the discards shuffled into a new stock, top first."""

    type: ClassVar[str] = "reshuffle"
    stock: tuple[Card, ...]

    def _fields(self) -> dict[str, Any]:
        return {"stock": [c.code for c in self.stock]}


@attrs.frozen(slots=True)
class ChooseTrump(Action):
    type: ClassVar[str] = "trump"
    suit: Suit

    def _fields(self) -> dict[str, Any]:
        return {"suit": self.suit.letter}


def record_field(raw: Mapping[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    """Read one field of a record action, with a clear message when it is missing or wrong."""
    if key not in raw:
        raise RecordError(f"action of type {raw.get('type')!r} needs the field {key!r}")
    value = raw[key]
    if isinstance(value, bool) and kind is not bool and bool not in (
        kind if isinstance(kind, tuple) else (kind,)
    ):
        raise RecordError(f"field {key!r} must be {_kind_name(kind)}, not {value!r}")
    if not isinstance(value, kind):
        raise RecordError(f"field {key!r} must be {_kind_name(kind)}, not {value!r}")
    return value


def _kind_name(kind: type | tuple[type, ...]) -> str:
    names = {str: "a string", int: "a whole number", bool: "true or false", list: "a list"}
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def record_card(raw: Mapping[str, Any], key: str = "card") -> Card:
    token = record_field(raw, key, str)
    try:
        return Card.parse(token)
    except NotationError as exc:
        raise RecordError(str(exc)) from None


def record_suit(raw: Mapping[str, Any], key: str = "suit") -> Suit:
    token = record_field(raw, key, str)
    try:
        return Suit.parse(token)
    except NotationError as exc:
        raise RecordError(str(exc)) from None


# ----------------------------------------------------------------------------- events


@attrs.frozen(slots=True)
class Event:
    """Something that happened, in order, for the table to animate."""


@attrs.frozen(slots=True)
class RoundStarted(Event):
    number: int
    roles: Mapping[str, int]


@attrs.frozen(slots=True)
class CardMoved(Event):
    card: Card
    src: Zone
    dst: Zone
    face_up: bool


@attrs.frozen(slots=True)
class TrumpNamed(Event):
    seat: int
    suit: Suit


@attrs.frozen(slots=True)
class TrickWon(Event):
    winner: int
    cards: tuple[Card, ...]
    dst: Zone


@attrs.frozen(slots=True)
class Decided(Event):
    """A yes/no choice was made (Hokm's bam)."""

    seat: int
    kind: str
    value: bool


@attrs.frozen(slots=True)
class RoundScored(Event):
    points: tuple[int, ...]
    totals: tuple[int, ...]
    details: Mapping[str, Any]


@attrs.frozen(slots=True)
class MatchOver(Event):
    winners: tuple[int, ...]


# ------------------------------------------------------------------------------ deals


@attrs.frozen(slots=True)
class Deal:
    """One round's cards exactly as dealt: hands in the order received, named piles top
    first, and the roles a lot would otherwise settle (dealer, hakem)."""

    hands: tuple[tuple[Card, ...], ...]
    piles: Mapping[str, tuple[Card, ...]] = attrs.field(factory=dict)
    roles: Mapping[str, int] = attrs.field(factory=dict)

    def to_record(self) -> dict[str, Any]:
        out: dict[str, Any] = dict(self.roles)
        out["hands"] = [[c.code for c in h] for h in self.hands]
        for name, cards in self.piles.items():
            out[name] = [c.code for c in cards]
        return out

    def all_cards(self) -> list[Card]:
        cards = [c for h in self.hands for c in h]
        for pile in self.piles.values():
            cards.extend(pile)
        return cards


@attrs.frozen(slots=True)
class RoundResult:
    points: tuple[int, ...]
    totals: tuple[int, ...]
    details: Mapping[str, Any]


# ---------------------------------------------------------------------------- options


class Options:
    """Base for each game's attrs-frozen options: defaults, validation, record form."""

    @classmethod
    def from_record(cls, raw: object) -> Options:
        if raw is None:
            raw = {}
        if not isinstance(raw, Mapping):
            raise RecordError("options must be an object")
        fields = {f.name: f for f in attrs.fields(cls)}  # type: ignore[arg-type]
        values: dict[str, Any] = {}
        for key, value in raw.items():
            if key not in fields:
                known = ", ".join(sorted(fields)) or "none"
                raise RecordError(f"unknown option {key!r} (this game's options: {known})")
            want = fields[key].type
            want_type = {"int": int, "bool": bool, "str": str}.get(str(want), want)
            if want_type is int and (isinstance(value, bool) or not isinstance(value, int)):
                raise RecordError(f"option {key!r} must be a whole number, not {value!r}")
            if want_type is bool and not isinstance(value, bool):
                raise RecordError(f"option {key!r} must be true or false, not {value!r}")
            if want_type is str and not isinstance(value, str):
                raise RecordError(f"option {key!r} must be a string, not {value!r}")
            values[key] = value
        try:
            return cls(**values)
        except ValueError as exc:
            raise RecordError(str(exc)) from None

    def to_record(self) -> dict[str, Any]:
        out = {}
        for f in attrs.fields(type(self)):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if value != f.default:
                out[f.name] = value
        return out


def choice_validator(allowed: Sequence[Any]) -> Any:
    def check(instance: object, attribute: Any, value: Any) -> None:
        if value not in allowed:
            shown = ", ".join(str(a) for a in allowed)
            raise ValueError(f"option {attribute.name!r} must be one of {shown}, not {value!r}")

    return check


# ----------------------------------------------------------------------- game, state


class SeatView(ABC):
    """Exactly what one seat may know. Never holds a card hidden from that seat."""

    seat: int

    @abstractmethod
    def zones(self) -> dict[Zone, tuple[Card | None, ...]]:
        """Where every card of the round lies as this seat sees it; None is a card whose
        face it cannot see. The table lays its sprites out from this."""

    @abstractmethod
    def sample(self, rng: random.Random) -> State:
        """A full state consistent with everything this seat knows (a determinization)."""


class State(ABC):
    """The whole truth of a match in progress."""

    game: Game
    options: Options
    players: int

    @property
    @abstractmethod
    def to_act(self) -> int | None:
        """The seat whose decision it is; None when the round or the match is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal decision now; empty only when the round or the match is over."""

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Check the action (IllegalAction, state unchanged) and play it."""

    def apply_legal(self, action: Action) -> None:
        """Play an action taken from this very state's `legal_actions()` (or its
        `chance_action`) without checking it again and without building events: the
        search's own moves, which `legal_actions` has already proved legal. Only for such an
        action: anything else may leave the state corrupt. The state reached is the one
        `apply` reaches; `apply`, the public path, checks everything."""
        self.apply(action)

    @abstractmethod
    def view(self, seat: int) -> SeatView: ...

    @abstractmethod
    def zones(self) -> dict[Zone, tuple[Card, ...]]:
        """Where every card of the current round lies: together exactly the pack."""

    @abstractmethod
    def clone(self) -> State: ...

    @property
    @abstractmethod
    def round_over(self) -> bool: ...

    def out_of_round(self, seat: int) -> bool:
        """True when `seat` has nothing more to do this round though the round goes on
        (out of cards for good in Cheat and Old Maid): the table may then finish the round
        at once. Most games never leave a seat idle so."""
        return False

    @property
    @abstractmethod
    def match_over(self) -> bool: ...

    @property
    @abstractmethod
    def results(self) -> list[RoundResult]:
        """One result per finished round, in order."""

    @property
    @abstractmethod
    def totals(self) -> tuple[int, ...]: ...

    @property
    @abstractmethod
    def winners(self) -> tuple[int, ...]:
        """The winning seats once the match is over (empty before)."""

    @property
    @abstractmethod
    def deals(self) -> list[Deal]:
        """Every round's deal so far, in order."""

    @abstractmethod
    def next_roles(self) -> dict[str, int]:
        """The roles (dealer, hakem...) the rules give the next round."""

    @abstractmethod
    def start_round(self, deal: Deal) -> list[Event]:
        """Begin the next round with this deal (checked: RecordError if it does not fit)."""

    def action_from_record(self, raw: Mapping[str, Any]) -> Action:
        """Decode one record action (RecordError when malformed)."""
        return self.game.action_from_record(raw)

    @property
    def chance(self) -> str | None:
        """The chance event the rules are waiting for ("reshuffle"), or None. While one is
        pending, `to_act` is None and the only action accepted is the chance action."""
        return None

    def chance_action(self, rng: random.Random) -> Action:
        """Draw the pending chance event (the app's own random generator writes it)."""
        raise IllegalAction("no chance event is pending")


class Game(ABC):
    """An immutable description of one game."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_class: ClassVar[type[Options]]

    def check_players(self, players: object) -> int:
        if isinstance(players, bool) or not isinstance(players, int):
            raise RecordError(f"players must be a whole number, not {players!r}")
        if not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                need = str(self.min_players)
            else:
                need = f"{self.min_players} to {self.max_players}"
            raise RecordError(f"{self.id} is played by {need} players, not {players}")
        return players

    def new_state(self, options: Options, players: int, deal: Deal) -> State:
        """A match whose first round is dealt with `deal`."""
        state = self.empty_state(options, players)
        state.start_round(deal)
        return state

    @abstractmethod
    def empty_state(self, options: Options, players: int) -> State:
        """A match before its first deal: `start_round(deal)` deals it (and returns the
        events the table animates)."""

    def draw_roles(self, players: int, rng: random.Random) -> tuple[dict[str, int], list[Event]]:
        """Roles the first deal's lot settles (Hokm's hakem), with events showing the lot."""
        return {}, []

    @abstractmethod
    def random_deal(self, players: int, roles: Mapping[str, int], rng: random.Random,
                    options: Options) -> Deal:
        """A shuffled deal; roles absent from `roles` (the first hakem) are drawn by lot."""

    @abstractmethod
    def deal_from_record(self, raw: object, players: int, options: Options) -> Deal:
        """Decode and check a record's deal: notation, pack, counts (RecordError)."""

    @abstractmethod
    def action_from_record(self, raw: Mapping[str, Any]) -> Action: ...

    def new_match(self, options: Options, players: int, rng: random.Random) -> State:
        return self.new_state(options, players, self.random_deal(players, {}, rng, options))


def check_pack(cards: Sequence[Card], pack: Sequence[Card], what: str = "the deal") -> None:
    """The deal's cards must be the pack exactly: nothing missing, extra or duplicated."""
    from collections import Counter

    have, want = Counter(cards), Counter(pack)
    if have == want:
        return
    foreign = sorted({c.code for c in have if c not in want})
    if foreign:
        raise RecordError(f"{what} holds cards that are not in this game's pack: "
                          + ", ".join(foreign))
    extra = sorted(c.code for c in (have - want).elements())
    missing = sorted(c.code for c in (want - have).elements())
    parts = []
    if extra:
        parts.append("duplicated: " + ", ".join(extra))
    if missing:
        parts.append("missing: " + ", ".join(missing))
    raise RecordError(f"{what} does not add up to the pack ({'; '.join(parts)})")


def parse_card_list(raw: object, what: str) -> tuple[Card, ...]:
    if not isinstance(raw, list):
        raise RecordError(f"{what} must be a list of cards")
    try:
        return tuple(Card.parse(t) for t in raw)
    except NotationError as exc:
        raise RecordError(f"{what}: {exc}") from None


def parse_role(raw: Mapping[str, Any], key: str, players: int, required: bool) -> int | None:
    if key not in raw:
        if required:
            raise RecordError(f"the deal must give {key!r}")
        return None
    value = raw[key]
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise RecordError(f"deal {key!r} must be a seat from 0 to {players - 1}, not {value!r}")
    return value
