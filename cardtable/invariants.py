"""What must hold of every game state, checked from the outside (issue 10).

`check_state(state)` raises `InvariantError` when a state breaks a rule that holds for
every game (the cards of the deal are all on the table, exactly once; someone is to act
unless the round is over or chance is pending; no seat's view shows a card the rules hide
from it) or one that its rules file states (Shelem's captured points sum to 165,
Ninety-Nine's tricks to the number of tricks, Golf scores the lowest grouping...). It
returns how many checks it ran, so a soak run can say how much it checked.

Also here, for the property tests and the soak run: `snapshot` (a deep, comparable
serialisation of any state), `cards_in` (every card an object holds) and `option_sets`
(the option sets worth playing for a game and player count).

Pure Python, no Qt. The per-game checks read a few model attributes where the rules
make something public (Golf's face-up slots, Pan's known cards): a missing attribute
is reported as an InvariantError that names it, never as a bare AttributeError.
"""

from __future__ import annotations

import enum
import gc
import itertools
import operator
import random
import types
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from cardtable.cards import Card, Rank
from cardtable.descriptor import DescriptorView, find_descriptor, player_counts, resolve
from cardtable.records import Record
from cardtable.rules.base import Game, Options, RecordError, RoundResult, State, Zone

_T = TypeVar("_T")


class InvariantError(AssertionError):
    """A state that breaks an invariant; the message names the game and the rule."""


class _Count:
    """Counts the checks run; `need` raises with a message when one fails."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.n = 0

    def need(self, condition: object, message: str) -> None:
        self.n += 1
        if not condition:
            raise InvariantError(f"{self.game_id}: {message}")


def _attr(state: object, name: str) -> Any:
    try:
        return getattr(state, name)
    except AttributeError:
        raise InvariantError(f"{type(state).__name__} has no attribute {name!r}: update "
                             f"cardtable/invariants.py to the model") from None


# ------------------------------------------------------------------- generic tools

_ATOMS = (str, bytes, int, float, bool, type(None))


def _per_type(fn: Callable[[type], _T]) -> Callable[[type], _T]:
    """Cache a function of a class (functools.cache, typed for classes)."""
    memo: dict[type, _T] = {}

    def cached(kind: type) -> _T:
        try:
            return memo[kind]
        except KeyError:
            memo[kind] = value = fn(kind)
            return value

    return cached


@_per_type
def _slot_names(kind: type) -> tuple[str, ...]:
    """Every slot of a class and its bases."""
    names: list[str] = []
    for klass in kind.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        if isinstance(slots, str):
            slots = (slots,)
        names.extend(s for s in slots if s not in ("__dict__", "__weakref__"))
    return tuple(dict.fromkeys(names))


def snapshot(obj: Any) -> Any:
    """A deep, comparable copy of everything `obj` holds: slots, attributes, containers.
    Cards, enums, games and tuples of such things stay themselves (they never change); a
    lazily listed sequence (Cheat's plays) becomes its type, length and ends, never its
    millions of items."""
    kind = type(obj)
    if kind in _SNAP_LEAVES:
        return obj
    return _snapper(kind)(obj)


_SNAP_LEAVES: set[type] = {str, bytes, int, float, bool, type(None), Card}


_SETTLED: dict[int, tuple[Any, ...]] = {}
"""Tuples seen to hold only unchanging things (kept alive here, so their ids stay theirs):
such a tuple is its own snapshot, and a state's history is made of them."""


def _snap_items(items: Any) -> tuple[Any, ...]:
    if type(items) is tuple:
        hit = _SETTLED.get(id(items))
        if hit is items:
            return items
    leaves, settled = _SNAP_LEAVES, _SETTLED
    out = tuple([x if type(x) in leaves or settled.get(id(x)) is x else snapshot(x)
                 for x in items])
    if type(items) is tuple and all(a is b for a, b in zip(out, items, strict=True)):
        if len(_SETTLED) > 500_000:
            _SETTLED.clear()
        _SETTLED[id(items)] = items
        return items
    return out


def _snap_dict(obj: Any) -> Any:
    return ("dict", _snap_items(obj.keys()), _snap_items(obj.values()))


def _snap_set(obj: Any) -> Any:
    return ("set", frozenset(_snap_items(obj)))


def _snap_lazy(obj: Any) -> Any:
    n = len(obj)
    return ("lazy", type(obj).__name__, n, _snap_items(obj[i] for i in sorted({0, n - 1}) if n))


def _snap_object(obj: Any) -> Any:
    names = _slot_names(type(obj))
    values = [getattr(obj, n) for n in names if hasattr(obj, n)]
    if hasattr(obj, "__dict__"):
        return (type(obj).__qualname__, _snap_items(values), _snap_dict(vars(obj)))
    return (type(obj).__qualname__, _snap_items(values))


@_per_type
def _snapper(kind: type) -> Callable[[Any], Any]:
    if issubclass(kind, enum.Enum | Game | type) or kind in _SNAP_LEAVES:
        _SNAP_LEAVES.add(kind)
        return lambda obj: obj
    if kind is tuple:
        return _snap_items
    if issubclass(kind, list | tuple):
        return lambda obj: ("list", _snap_items(obj))
    if issubclass(kind, dict | Mapping):
        return _snap_dict
    if issubclass(kind, set | frozenset):
        return _snap_set
    if issubclass(kind, Sequence):
        return _snap_lazy
    return _snap_object


_CONTAINERS = (tuple, list, dict, set, frozenset)


_NOT_WALKED = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType,
               types.MethodType, enum.Enum, Game, Card, RoundResult, *_ATOMS)
"""Not walked: a round's result is public (what `replay` prints), and long matches pile
them up."""


@_per_type
def _walk_into(kind: type) -> bool:
    """Whether objects of this type may hold cards: containers and objects of classes
    (views, results, options), not games, enums, classes, functions or Cards themselves."""
    if kind in _CONTAINERS:
        return True
    if issubclass(kind, _NOT_WALKED):
        return False
    return issubclass(kind, _CONTAINERS) or kind.__module__ != "builtins"


def cards_in(obj: Any) -> set[Card]:
    """Every Card object reachable from `obj` (fields, slots, containers), found with the
    garbage collector's own walk of references, which is much faster than a Python one."""
    return set(_cards_by_id(obj).values())


_PLAIN: set[type] = {str, bytes, int, float, bool, type(None)}
"""Types seen to hold no card (enums join when met)."""
_CARDLESS: dict[int, tuple[Any, ...]] = {}
"""Tuples seen to hold no card, deep down (kept alive, so their ids stay theirs): a view
copies its state's history, made of them, at every step."""


def _cards_by_id(obj: Any) -> dict[int, Card]:
    # Keyed by id: cards are interned, and Card.__hash__ is Python code, slow by the million.
    found: dict[int, Card] = {}
    seen: set[int] = set()
    plain, cardless = _PLAIN, _CARDLESS
    if len(cardless) > 500_000:
        cardless.clear()
    frontier = [obj] if _walk_into(type(obj)) else []
    if type(obj) is Card:
        found[id(obj)] = obj
    while frontier:
        following = []
        for x in gc.get_referents(*frontier):
            kind = type(x)
            if kind is Card:
                found[id(x)] = x
            elif id(x) in seen or kind in plain:
                continue
            elif kind is tuple:
                seen.add(id(x))
                if cardless.get(id(x)) is x:
                    continue
                if all(type(e) in plain or cardless.get(id(e)) is e for e in x):
                    cardless[id(x)] = x
                    continue
                following.append(x)
            elif _walk_into(kind):
                seen.add(id(x))
                following.append(x)
            elif kind is not Card and issubclass(kind, enum.Enum):
                plain.add(kind)
        frontier = following
    return found


# ------------------------------------------------------------------- option sets

OPTION_VALUES: Mapping[str, Mapping[str, tuple[Any, ...]]] = DescriptorView(
    lambda d: d.option_values, lambda d: bool(d.option_values))
"""The values the rules offer for each option, the default first, from the games'
descriptors (cardtable/games.py). A game not listed has no options."""


def allowed_players(game: Game) -> list[int]:
    return player_counts(game)


def make_options(game: Game, players: int, values: Mapping[str, Any]) -> Options | None:
    """The options with these values, or None when they are not valid together or not
    for this many players."""
    try:
        options = game.options_class.from_record(dict(values))
        game.new_state(options, players,
                       game.random_deal(players, {}, random.Random(0), options))
    except (RecordError, ValueError):
        return None
    return options


def option_sets(game: Game, players: int) -> list[Options]:
    """The defaults, then every other offered value of every option (with, where a value
    needs another option to be valid, the first other value that makes it so)."""
    table = OPTION_VALUES.get(game.id, {})
    out: list[Options] = []
    default = make_options(game, players, {})
    if default is not None:
        out.append(default)
    for name, values in table.items():
        for value in values[1:]:
            found = make_options(game, players, {name: value})
            others = [(n, v) for n, vs in table.items() if n != name for v in vs[1:]]
            for other, other_value in others:
                if found is not None:
                    break
                found = make_options(game, players, {name: value, other: other_value})
            if found is not None and found not in out:
                out.append(found)
    return out


def random_options(game: Game, players: int, pick: Callable[[Sequence[Any]], Any]
                   ) -> Options | None:
    """Options with each value chosen by `pick` (None if they do not go together)."""
    table = OPTION_VALUES.get(game.id, {})
    values = {name: pick(vals) for name, vals in table.items()}
    return make_options(game, players, {k: v for k, v in values.items()
                                        if v != table[k][0]})


# ------------------------------------------------------------------- the checks


def check_state(state: State, views: bool = True) -> int:
    """Check every invariant of `state`; returns the number of checks run."""
    count = _Count(state.game.id)
    if not state.deals:
        count.need(not state.results, "results before any deal")
        return count.n
    _check_cards(state, count)
    _check_turn(state, count)
    _check_results(state, count)
    if views:
        for seat in range(state.players):
            _check_view(state, seat, count)
    special = _game_checks(state.game.id)
    if special is not None:
        special(state, count)
    return count.n


class Checker:
    """Runs check_state over states or whole records and keeps the figures for a report;
    a record that breaks an invariant is kept with the message, not raised."""

    def __init__(self, views: bool = True) -> None:
        self.views = views
        self.states = 0
        self.checks = 0
        self.matches = 0
        self.failures: list[tuple[str, Record]] = []

    def __call__(self, state: State) -> None:
        self.checks += check_state(state, self.views)
        self.states += 1

    def replay(self, record: Record) -> bool:
        """Play the record again from its first deal, checking after the deal and after
        every action; False (and the failure kept) if an invariant breaks."""
        where = "the first deal"
        try:
            state = record.game.empty_state(record.options, record.players)
            for r, round_record in enumerate(record.rounds):
                where = f"round {r}, after the deal"
                state.start_round(round_record.deal)
                self(state)
                for k, action in enumerate(round_record.actions):
                    where = f"round {r}, after action {k} ({action.to_record()})"
                    state.apply(action)
                    self(state)
        except InvariantError as exc:
            self.failures.append((f"{where}: {exc}", record))
            return False
        self.matches += 1
        return True

    def to_json(self) -> dict[str, int]:
        return {"matches": self.matches, "states": self.states, "checks": self.checks,
                "failures": len(self.failures)}


def _check_cards(state: State, count: _Count) -> None:
    zones = state.zones()
    on_table = list(itertools.chain.from_iterable(zones.values()))
    dealt = state.deals[-1].all_cards()
    count.need(set(map(type, on_table)) <= {Card}, "a zone holds something that is not a card")
    # Counted by id (cards are interned): Card.__hash__ is Python code, slow by the million.
    if Counter(map(id, on_table)) != Counter(map(id, dealt)):
        have, want = Counter(on_table), Counter(dealt)
        extra = sorted(c.code for c in (have - want).elements())
        missing = sorted(c.code for c in (want - have).elements())
        count.need(False, f"cards not conserved: extra {extra}, missing {missing}")
    count.n += 1


def _check_turn(state: State, count: _Count) -> None:
    n = state.players
    count.need(not state.match_over or state.round_over, "the match is over mid-round")
    if state.chance is not None:
        count.need(state.to_act is None, "a seat is to act while chance is pending")
        count.need(not state.round_over, "chance is pending after the round is over")
    elif state.round_over:
        count.need(state.to_act is None, "a seat is to act after the round is over")
        count.need(len(state.legal_actions()) == 0, "legal actions after the round is over")
    else:
        to_act = state.to_act
        count.need(to_act is not None and 0 <= to_act < n,
                   f"nobody (or a seat out of range: {to_act!r}) is to act mid-round")
        legal = state.legal_actions()
        size = len(legal)
        count.need(size > 0, "no legal action mid-round")
        picks = legal if isinstance(legal, list) and size <= 60 else [
            legal[i] for i in sorted({0, size // 2, size - 1})]
        if isinstance(legal, list) and size <= 400:
            count.need(len(set(legal)) == size, "an action is listed twice")
        for action in picks:
            back = state.action_from_record(action.to_record())
            count.need(back == action, f"{action} does not read back from its record form")
    winners = tuple(state.winners)
    if state.match_over:
        count.need(all(0 <= s < n for s in winners), f"winners {winners} out of range")
        count.need(len(set(winners)) == len(winners), "a winner listed twice")
    else:
        count.need(winners == (), "winners before the match is over")


def _check_results(state: State, count: _Count) -> None:
    results = state.results
    finished = len(state.deals) - (0 if state.round_over else 1)
    count.need(len(results) == finished,
               f"{len(results)} results for {finished} finished rounds")
    if results and state.round_over:
        count.need(tuple(results[-1].totals) == tuple(state.totals),
                   "totals differ from the last round's totals")
    for k, r in enumerate(_scored(state)):
        count.need(len(r.points) == len(r.totals) == len(state.deals[k].hands),
                   f"round {k}: points and totals are not one per seat")


# ----------------------------------------------------------------- what is hidden

Secret = dict[Zone, set[int] | None]
"""Zone -> positions the seat must not see (None: the whole zone)."""
_NOTHING: set[int] = set()


def _check_view(state: State, seat: int, count: _Count) -> None:
    view = state.view(seat)
    shown = view.zones()
    truth = state.zones()
    count.need(set(shown) == set(truth), f"view({seat}) shows other zones than the table")
    hidden: dict[int, Card] = {}
    faces: dict[int, Card] = {}
    secret = (_secret_of(state.game.id) or _no_secret)(state, seat)
    for zone, cards in truth.items():
        seen = shown.get(zone, ())
        count.need(len(seen) == len(cards), f"view({seat}): {zone} shows {len(seen)} "
                                            f"cards, the table has {len(cards)}")
        must_hide = secret.get(zone, _NOTHING)
        blanks = seen.count(None)
        if blanks == len(seen):  # all face down: the common case, done in C
            hidden.update(zip(map(id, cards), cards, strict=True))
            continue
        if (not blanks and must_hide is not None and not must_hide
                and all(map(operator.is_, cards, seen))):  # all face up, as allowed
            faces.update(zip(map(id, cards), cards, strict=True))
            continue
        wrong = []
        for i, (real, face) in enumerate(zip(cards, seen, strict=False)):
            if face is None:
                hidden[id(real)] = real
            elif face is not real:
                wrong.append(f"{zone}[{i}] shows {face}, not {real}")
            elif must_hide is None or i in must_hide:
                wrong.append(f"{zone}[{i}] shows {real}, which the rules hide from it")
            else:
                faces[id(real)] = real
        count.need(not wrong, f"view({seat}): {'; '.join(wrong)}")
    # A multi-pack game may hold a copy of a hidden card face up elsewhere.
    held = _cards_by_id(view)
    leaked = [c for i, c in hidden.items() if i in held and i not in faces]
    count.need(not leaked, f"view({seat}) holds hidden cards {sorted(c.code for c in leaked)}")


def _no_secret(state: State, seat: int) -> Secret:
    return {}


def _others_hands(state: State, seat: int) -> Secret:
    return {("hand", s): None for s in range(state.players) if s != seat}


def _hokm_secret(state: State, seat: int) -> Secret:
    out = _others_hands(state, seat)
    out.update({("deck", s): None for s in range(state.players)})
    return out


def _shelem_secret(state: State, seat: int) -> Secret:
    out = _others_hands(state, seat)
    out[("kitty",)] = None
    hakem = _attr(state, "hakem")
    if hakem is not None and hakem != seat and not state.round_over:
        out[("laid-away", hakem)] = None
    for zone, cards in state.zones().items():
        if zone[0] == "packet":  # only the top card of a packet is ever turned up
            out[zone] = set(range(1, len(cards)))
    return out


def _stock_and_hands(state: State, seat: int) -> Secret:
    out = _others_hands(state, seat)
    out[("pile", "stock")] = None
    return out


def _cheat_secret(state: State, seat: int) -> Secret:
    out = _others_hands(state, seat)
    out[("pile", "center")] = None
    return out


def _pan_secret(state: State, seat: int) -> Secret:
    # Every play is face up: only a card that has lain on the pile (`known`) is seen.
    known = _attr(state, "known")
    out: Secret = {}
    for s in range(state.players):
        if s != seat:
            hand = state.zones()[("hand", s)]
            out[("hand", s)] = {i for i, c in enumerate(hand) if c not in known[s]}
    return out


def _golf_secret(state: State, seat: int) -> Secret:
    faceup = _attr(state, "faceup")
    out: Secret = {("pile", "stock"): None}
    for s in range(state.players):
        for k in range(9):
            if faceup[s] and not faceup[s][k]:
                out[("grid", s, k)] = None
        if s != seat and _attr(state, "held_from") == "stock":
            out[("hand", s)] = None
    return out


def _twenty_one_secret(state: State, seat: int) -> Secret:
    up = _attr(state, "up")
    out: Secret = {("pile", "stock"): None}
    for s in range(state.players):
        if s != seat:
            out[("hand", s)] = {i for i, u in enumerate(up[s]) if not u}
    return out


def _premium_kinds(state: State) -> dict[int, set[str]]:
    kinds: dict[int, set[str]] = {}
    for p in _attr(state, "premiums"):
        kinds.setdefault(p[0], set()).add(p[1])
    return kinds


def _ninety_nine_secret(state: State, seat: int) -> Secret:
    if state.round_over:
        return {}
    kinds = _premium_kinds(state)
    out: Secret = {}
    dummy = 2 if state.players == 2 else None
    for s in range(len(state.deals[-1].hands)):
        if s == seat:
            continue
        mine = kinds.get(s, set())
        if s != dummy and not mine & {"reveal", "announce-reveal"}:
            out[("hand", s)] = None
        if not mine & {"declare", "reveal"}:
            out[("bid", s)] = None
    return out


def _family_secret(state: State, seat: int) -> Secret:
    up = _attr(state, "up")
    return {("grid", 0, k): None for k in range(len(up)) if not up[k]}


def _stock_secret(state: State, seat: int) -> Secret:
    return {("pile", "stock"): None}


def _secret_of(game_id: str) -> Callable[[State, int], Secret] | None:
    """What the game's descriptor says its rules hide (cardtable/games.py names the
    functions here), or None."""
    found = find_descriptor(game_id)
    return resolve(found.secret) if found is not None and found.secret is not None else None


# ------------------------------------------------------------- per-game scoring


def _scored(state: State) -> list[RoundResult]:
    """The results, when they may just have changed (at the end of a round): they are
    checked then, not after every card."""
    return state.results if state.round_over else []


def _sums(results: Sequence[RoundResult], count: _Count, start: Sequence[int] | None = None
          ) -> None:
    """totals = the running sum of the rounds' points (from `start`)."""
    if not results:
        return
    running = list(start) if start is not None else [0] * len(results[0].points)
    for k, r in enumerate(results):
        running = [a + b for a, b in zip(running, r.points, strict=True)]
        count.need(tuple(r.totals) == tuple(running),
                   f"round {k}: totals {r.totals} are not the running sum {running}")


def _team_figures(r: RoundResult, k: int, count: _Count) -> None:
    count.need(r.points[0] == r.points[2] and r.points[1] == r.points[3],
               f"round {k}: partners show different points {r.points}")
    count.need(r.totals[0] == r.totals[2] and r.totals[1] == r.totals[3],
               f"round {k}: partners show different totals {r.totals}")


def _won_tricks(state: State, key: int) -> int:
    return len(state.zones().get(("won", key), ())) // 4


# Hokm ----------------------------------------------------------------------------

def _hokm(state: State, count: _Count) -> None:
    results = _scored(state)
    hands_per_set = getattr(state.options, "hands_per_set", 7)
    sets_needed = getattr(state.options, "sets", 1)
    if not state.round_over:
        team = [_won_tricks(state, 0) + _won_tricks(state, 2),
                _won_tricks(state, 1) + _won_tricks(state, 3)]
        count.need(sum(team) <= 13, f"more than 13 tricks: {team}")
        count.need(max(team) <= 7 or min(team) == 0,
                   f"the hand goes on past seven tricks without a bam: {team}")
        trick = sum(len(v) for z, v in state.zones().items() if z[0] == "trick")
        count.need(trick <= 4, f"{trick} cards in a trick")
    if not state.round_over and not state.match_over:
        return
    set_totals: tuple[int, ...] = (0, 0, 0, 0)
    sets = [0, 0]
    for k, r in enumerate(results):
        d = r.details
        t0, t1 = d["tricks"]
        count.need(0 <= t0 <= 13 and 0 <= t1 <= 13 and t0 + t1 <= 13 and t0 != t1,
                   f"round {k}: impossible tricks {d['tricks']}")
        winner = 0 if t0 > t1 else 1
        won, lost = max(t0, t1), min(t0, t1)
        if d["bam"]:
            count.need(lost <= 1 and won >= 7, f"round {k}: a bam hand ended at {t0}-{t1}")
            count.need(lost == 1 or won == 13, f"round {k}: a bam hand ended at {t0}-{t1}")
        else:
            count.need(won == 7, f"round {k}: the hand did not end at seven ({t0}-{t1})")
        count.need(d["kot"] == (lost == 0), f"round {k}: kot is {d['kot']} at {t0}-{t1}")
        value = 1 if not d["kot"] else (2 if winner == d["hakem"] % 2 else 3)
        want = tuple(value if s % 2 == winner else 0 for s in range(4))
        count.need(tuple(r.points) == want, f"round {k}: points {r.points}, rules say {want}")
        _team_figures(r, k, count)
        totals = tuple(a + b for a, b in zip(set_totals, r.points, strict=True))
        count.need(tuple(r.totals) == totals,
                   f"round {k}: totals {r.totals}, the set's hands say {totals}")
        if not (d["bam"] and d["kot"]):
            if max(totals) >= hands_per_set:
                sets[winner] += 1
            count.need(list(d["sets"]) == sets, f"round {k}: sets {d['sets']}, not {sets}")
        set_totals = (0, 0, 0, 0) if max(totals) >= hands_per_set else totals
    if state.match_over and results:
        last = results[-1].details
        bam_win = last["bam"] and last["kot"]
        count.need(bam_win or max(last["sets"]) >= sets_needed,
                   "the match ended before a team won its sets")
        side = 0 if last["tricks"][0] > last["tricks"][1] else 1
        count.need(tuple(state.winners) == (side, side + 2),
                   f"winners {state.winners}, not team {side}")


# Shelem --------------------------------------------------------------------------

def _shelem_card_points(cards: Sequence[Card]) -> int:
    return sum(5 if c.rank == Rank.FIVE else 10 if c.rank in (Rank.TEN, Rank.ACE) else 0
               for c in cards)


def _shelem(state: State, count: _Count) -> None:
    results = _scored(state)
    two = state.players == 2
    for k, r in enumerate(results):
        d = r.details
        if d["hakem"] is None:
            count.need(d["contract"] is None and d["trump"] is None
                       and list(d["captured"]) == [0, 0] and not any(r.points),
                       f"round {k}: a thrown-in hand scores {r.points}, {dict(d)}")
            continue
        captured = list(d["captured"])
        count.need(sum(captured) == 165, f"round {k}: captured points {captured} "
                                         f"do not sum to 165")
        count.need(all(c % 5 == 0 for c in captured), f"round {k}: captured {captured}")
        contract = d["contract"]
        count.need(contract % 5 == 0 and 100 <= contract <= 165,
                   f"round {k}: contract {contract}")
        side = d["hakem"] if two else d["hakem"] % 2
        mine, theirs = captured[side], captured[1 - side]
        if mine >= contract:
            want_mine = 330 if mine == 165 else mine
        else:
            want_mine = -165 if mine < theirs else -contract
        want = [0, 0]
        want[side], want[1 - side] = want_mine, theirs
        figures = tuple(want[s if two else s % 2] for s in range(state.players))
        count.need(tuple(r.points) == figures,
                   f"round {k}: points {r.points}, the rules say {figures}")
        if not two:
            _team_figures(r, k, count)
    _sums(results, count)
    if state.round_over and results and results[-1].details["hakem"] is not None:
        # The piles on the table score exactly the captured points.
        zones = state.zones()
        d = results[-1].details
        side = d["hakem"] if two else d["hakem"] % 2
        for team in (0, 1):
            won = zones.get(("won", team), ())
            points = 5 * (len(won) // 4) + _shelem_card_points(won)
            if team == side:
                laid = zones.get(("laid-away", d["hakem"]), ())
                points += 5 + _shelem_card_points(laid)
            count.need(points == d["captured"][team],
                       f"team {team}'s cards are worth {points}, captured says "
                       f"{d['captured'][team]}")
    if state.match_over and results:
        target = getattr(state.options, "target", 1200)
        count.need(max(results[-1].totals) >= target, "the match ended below the target")


# Spades with jokers --------------------------------------------------------------

def _joker_spades(state: State, count: _Count) -> None:
    results = _scored(state)
    for k, r in enumerate(results):
        d = r.details
        bids, tricks, contracts = list(d["bids"]), list(d["tricks"]), list(d["contracts"])
        count.need(all(2 <= b <= 13 for b in bids), f"round {k}: bids {bids}")
        count.need(sum(tricks) == 13, f"round {k}: tricks {tricks} do not sum to 13")
        count.need(contracts == [bids[0] + bids[2], bids[1] + bids[3]],
                   f"round {k}: contracts {contracts} for bids {bids}")
        team = [10 * c + (t - c) if t >= c else -10 * c
                for c, t in zip(contracts, tricks, strict=True)]
        want = tuple(team[s % 2] for s in range(4))
        count.need(tuple(r.points) == want, f"round {k}: points {r.points}, rules say {want}")
        _team_figures(r, k, count)
        if k + 1 < len(results):
            dealer = d["dealer"]
            ahead = r.totals[dealer % 2] > r.totals[1 - dealer % 2]
            nxt = (dealer + 1) % 4 if ahead else dealer
            count.need(results[k + 1].details["dealer"] == nxt,
                       f"round {k + 1}: dealer {results[k + 1].details['dealer']}, "
                       f"the rules say {nxt}")
    _sums(results, count)
    if not state.round_over:
        count.need(_won_tricks(state, 0) + _won_tricks(state, 1) <= 13, "over 13 tricks")
    if state.match_over and results:
        target = getattr(state.options, "target", 501)
        totals = results[-1].totals
        count.need(max(totals) >= target, "the match ended below the target")
        best = 0 if totals[0] > totals[1] else 1
        if totals[0] != totals[1]:
            count.need(tuple(state.winners) == (best, best + 2),
                       f"winners {state.winners}, totals {totals}")


# Ninety-Nine ---------------------------------------------------------------------

_NN_BONUS = {3: (0, 30, 20, 10), 4: (0, 30, 20, 10, 0), 5: (0, 50, 40, 30, 20, 10)}


def _nn_premiums(raw: Any) -> list[Mapping[str, Any]]:
    if raw is None:
        return []
    if isinstance(raw, Mapping):
        return [raw]
    return list(raw)


def _ninety_nine(state: State, count: _Count) -> None:
    options = state.options
    players = state.players
    version = getattr(options, "version", "standard")
    plain = not getattr(options, "bid_at_end", False)
    results = _scored(state)
    prev: Sequence[int] | None = None
    for k, r in enumerate(results):
        d = r.details
        hands = state.deals[k].hands
        m = len(hands)
        tricks, bids, made = list(d["tricks"]), list(d["bids"]), list(d["made"])
        count.need(sum(tricks) == len(hands[0]) - 3,
                   f"round {k}: tricks {tricks} do not sum to {len(hands[0]) - 3}")
        count.need(all(0 <= b <= 10 for b in bids), f"round {k}: bids {bids}")
        for s in range(m):
            if players == 2 and s == 2:
                ok = tricks[s] <= bids[s]
            elif players == 4 and bids[s] == 0 and plain:
                ok = tricks[s] in (0, 10)
            else:
                ok = tricks[s] == bids[s]
            count.need(made[s] == ok, f"round {k}: seat {s} bid {bids[s]}, took "
                                      f"{tricks[s]}: made is {made[s]}")
        if players in _NN_BONUS and plain:
            want = list(tricks)
            bonus = _NN_BONUS[players][sum(made)]
            want = [t + (bonus if ok else 0) for t, ok in zip(tricks, made, strict=True)]
            for p in _nn_premiums(d["premium"]):
                seat, kind = p["seat"], p["kind"]
                if players == 5:
                    want[seat] += 50 if made[seat] else -50
                    continue
                value = 30 if kind == "declare" else 60
                if made[seat]:
                    want[seat] += value
                else:
                    for s in range(m):
                        if s != seat:
                            want[s] += value
            count.need(list(r.points) == want,
                       f"round {k}: points {list(r.points)}, the rules say {want}")
        base = prev if prev is not None else [0] * m
        for s in range(m):
            extra = r.totals[s] - base[s] - r.points[s]
            allowed = (0,) if version == "1975" or (players == 2 and s == 2) else (0, 100)
            count.need(extra in allowed,
                       f"round {k}: seat {s}'s total grew by {extra} beyond its points")
        prev = r.totals
    if version == "1975":
        count.need(len(results) <= 9, "a 1975 match has nine rounds")
        count.need(state.match_over == (len(results) == 9 and state.round_over),
                   "a 1975 match ends after exactly nine rounds")


# Golf ----------------------------------------------------------------------------

_GOLF_VALUE = {Rank.KING: 0, Rank.ACE: 1, Rank.QUEEN: 10, Rank.JACK: 10, Rank.JOKER: -2}
_GOLF_GROUPS: tuple[tuple[int, ...], ...] = (
    (0, 3, 6), (1, 4, 7), (2, 5, 8),          # columns
    (0, 1, 3, 4), (1, 2, 4, 5), (3, 4, 6, 7), (4, 5, 7, 8),   # 2 x 2 squares
)


def golf_value(card: Card) -> int:
    return _GOLF_VALUE.get(card.rank, int(card.rank))


def golf_score(grid: Sequence[Card]) -> int:
    """The lowest score of a 3 x 3 grid over every grouping (golf.md): a column of one
    rank 0, a square of one rank -25, each card in at most one group, jokers only with
    jokers; cards in no group count their value."""
    best: int | None = None
    usable = [g for g in _GOLF_GROUPS if len({grid[i].rank for i in g}) == 1]
    for n in range(len(usable) + 1):
        for chosen in itertools.combinations(usable, n):
            used = [i for g in chosen for i in g]
            if len(used) != len(set(used)):
                continue
            score = sum(-25 for g in chosen if len(g) == 4)
            score += sum(golf_value(grid[i]) for i in range(9) if i not in used)
            best = score if best is None else min(best, score)
    assert best is not None
    return best


def _golf(state: State, count: _Count) -> None:
    results = _scored(state)
    for k, r in enumerate(results):
        grids = r.details["grids"]
        count.need(len(grids) == state.players, f"round {k}: grids for every seat")
        for s, codes in enumerate(grids):
            grid = [Card.parse(c) for c in codes]
            count.need(len(grid) == 9, f"round {k}: seat {s}'s grid has {len(grid)} cards")
            want = golf_score(grid)
            count.need(r.points[s] == want, f"round {k}: seat {s} scores {r.points[s]}, "
                                            f"the lowest grouping of {codes} is {want}")
    _sums(results, count)
    count.need(len(results) <= 9, "a golf match is nine rounds")
    count.need(state.match_over == (len(results) == 9 and state.round_over),
               "a golf match ends after its ninth round")
    zones = state.zones()
    for s in range(state.players):
        cells = [zones.get(("grid", s, k), ()) for k in range(9)]
        count.need(all(len(c) == 1 for c in cells) or not any(cells),
                   f"seat {s}'s grid is not nine cards")
    if state.round_over and results:
        for s, codes in enumerate(results[-1].details["grids"]):
            on_table = [zones[("grid", s, k)][0].code for k in range(9)]
            count.need(on_table == list(codes), f"seat {s}'s grid on the table differs "
                                                f"from the scored grid")
    if state.match_over and results:
        totals = results[-1].totals
        low = min(totals)
        count.need(tuple(state.winners) == tuple(s for s, t in enumerate(totals) if t == low),
                   f"winners {state.winners} are not the lowest totals {totals}")


# Mau-Mau -------------------------------------------------------------------------

_MAU_PENALTY = {Rank.JACK: 20, Rank.QUEEN: 3, Rank.KING: 4, Rank.ACE: 11}


def _mau_mau(state: State, count: _Count) -> None:
    results = _scored(state)
    limit = getattr(state.options, "limit", 200)
    for k, r in enumerate(results):
        d = r.details
        count.need(r.points[d["winner"]] == 0, f"round {k}: the winner scores a penalty")
        count.need(all(p >= 0 for p in r.points), f"round {k}: negative penalty {r.points}")
        count.need(all(r.totals[s] >= limit for s in d["eliminated"]),
                   f"round {k}: a seat under the limit is eliminated")
    _sums(results, count)
    if state.round_over and results:
        d = results[-1].details
        zones = state.zones()
        factor = 2 if d["doubled"] else 1
        count.need(not zones[("hand", d["winner"])], "the round's winner holds cards")
        for s in range(state.players):
            hand = zones[("hand", s)]
            penalty = factor * sum(_MAU_PENALTY.get(c.rank, int(c.rank)) for c in hand)
            count.need(results[-1].points[s] == penalty,
                       f"seat {s} holds {penalty} points of cards, scores "
                       f"{results[-1].points[s]}")
    if state.match_over and results:
        totals = results[-1].totals
        left = [s for s, t in enumerate(totals) if t < limit]
        count.need(len(left) <= 1, f"the match ended with {left} still in")
        want = tuple(left) if left else tuple(s for s, t in enumerate(totals)
                                              if t == min(totals))
        count.need(tuple(state.winners) == want, f"winners {state.winners}, not {want}")


# Pan -----------------------------------------------------------------------------

def _pan(state: State, count: _Count) -> None:
    results = _scored(state)
    for k, r in enumerate(results):
        loser = r.details["loser"]
        want = tuple(1 if s == loser else 0 for s in range(state.players))
        count.need(tuple(r.points) == want, f"round {k}: points {r.points}, loser {loser}")
        order = list(r.details["out_order"])
        count.need(len(set(order)) == len(order) and loser not in order,
                   f"round {k}: out order {order}, loser {loser}")
    _sums(results, count)
    totals = tuple(state.totals)
    count.need(all(0 <= t <= 3 for t in totals), f"letters {totals}")
    count.need(state.match_over == (3 in totals), "the match ends when a player holds PAN")
    if state.match_over:
        loser_seat = totals.index(3)
        count.need(tuple(state.winners) == tuple(s for s in range(state.players)
                                                 if s != loser_seat),
                   f"winners {state.winners}")
    if state.round_over and results:
        loser = results[-1].details["loser"]
        zones = state.zones()
        holding = [s for s in range(state.players) if zones[("hand", s)]]
        count.need(holding == ([] if loser is None else [loser]),
                   f"seats {holding} hold cards at the end, loser {loser}")


# Cheat and Old Maid --------------------------------------------------------------

def _cheat(state: State, count: _Count) -> None:
    # Cards go down face down: a seat knows the ranks of a play only if it made it or a
    # challenge turned it up (the newest plays are the ones that change).
    for seat in range(state.players):
        for p, _, _, ranks, challenger, _ in getattr(state.view(seat), "plays", ())[-4:]:
            count.need((ranks is not None) == (p == seat or challenger is not None),
                       f"view({seat}) knows the ranks of seat {p}'s unchallenged play")
    for r in _scored(state):
        places = list(r.details["places"])
        count.need(sorted(places) == list(range(state.players)), f"places {places}")
        want = tuple(1 if s == places[0] else 0 for s in range(state.players))
        count.need(tuple(r.points) == want, f"points {r.points}, places {places}")
    _sums(_scored(state), count)
    if state.match_over:
        count.need(tuple(state.winners) == (state.results[-1].details["places"][0],),
                   f"winners {state.winners}")


def _old_maid(state: State, count: _Count) -> None:
    zones = state.zones()
    # A card is drawn blind: only the two seats concerned see it, until it is paired.
    for seat in range(state.players):
        for drawer, victim, rank, paired in getattr(state.view(seat), "draws", ())[-4:]:
            count.need(rank is None or paired or seat in (drawer, victim),
                       f"view({seat}) knows a card seat {drawer} drew from seat {victim}")
    for s in range(state.players):
        hand = [c.rank for c in zones[("hand", s)]]
        count.need(len(hand) == len(set(hand)), f"seat {s} holds an unlaid pair")
        pairs = Counter(c.rank for c in zones[("pairs", s)])
        count.need(all(n % 2 == 0 for n in pairs.values()) and Rank.JOKER not in pairs,
                   f"seat {s}'s pairs are not pairs")
    for r in _scored(state):
        loser = r.details["loser"]
        want = tuple(-1 if s == loser else 0 for s in range(state.players))
        count.need(tuple(r.points) == want, f"points {r.points}, loser {loser}")
    _sums(_scored(state), count)
    if state.round_over and state.results:
        loser = state.results[-1].details["loser"]
        held = {s: [c.code for c in zones[("hand", s)]] for s in range(state.players)}
        count.need(held[loser] == ["JK"] and not any(held[s] for s in held if s != loser),
                   f"at the end the hands are {held}; the loser {loser} holds the joker")


# Twenty-One ----------------------------------------------------------------------

def _twenty_one(state: State, count: _Count) -> None:
    options = state.options
    chips = getattr(options, "chips", 5000)
    n = state.players
    count.need(sum(state.totals) == n * chips,
               f"chips not conserved: {state.totals} (sum {sum(state.totals)})")
    count.need(all(t >= 0 for t in state.totals), f"negative chips {state.totals}")
    count.need(_attr(state, "bank") >= 0, "a negative bank")
    for k, r in enumerate(_scored(state)):
        d = r.details
        count.need(sum(r.points) == 0, f"round {k}: points {r.points} do not sum to 0")
        count.need(d["bank"] >= 0, f"round {k}: bank {d['bank']}")
        for duel in d["duels"]:
            player, banker, stake = duel["player"], duel["banker"], duel["stake"]
            count.need(stake > 0, f"round {k}: stake {stake}")
            if duel["winner"] == "player":
                count.need(player <= 21 and (banker > 21 or player > banker),
                           f"round {k}: {duel} goes to the player")
            elif player <= 21:
                count.need(banker <= 21 and banker >= player,
                           f"round {k}: {duel} goes to the banker")
    _sums(_scored(state), count, [chips] * n)


# Fortunes ------------------------------------------------------------------------

def _fortune(state: State, count: _Count) -> None:
    for r in _scored(state):
        count.need(tuple(r.points) == (0,) and tuple(r.totals) == (0,),
                   f"a fortune scores {r.points}")
        if "steps" in r.details:
            count.need(0 < r.details["steps"] <= 17, f"{r.details['steps']} steps")
            count.need(not r.details["success"] or r.details["steps"] == 17,
                       "a fortune came true before all seventeen cards turned")
        if "pairs" in r.details:
            count.need(all(isinstance(p, str) and len(p) == 1 for p in r.details["pairs"]),
                       f"pairs {r.details['pairs']}")
    count.need(state.match_over == state.round_over, "a fortune is one round")
    count.need(tuple(state.winners) == (), "a fortune has no winner")


def _game_checks(game_id: str) -> Callable[[State, _Count], None] | None:
    """The game's own checks its descriptor names (cardtable/games.py), or None."""
    found = find_descriptor(game_id)
    return resolve(found.checks) if found is not None and found.checks is not None else None
