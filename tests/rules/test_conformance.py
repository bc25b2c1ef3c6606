"""One conformance suite for every registered game, through the game protocol only.

For every game in the registry and every allowed player count, random matches are played
to the end (or until the case's share of time is used). At every step:

- legal actions are never empty unless the round is over (or chance is pending), and each
  one reads back from its record form;
- the cards of State.zones() are exactly the deal's cards (as a multiset);
- an action that is not legal (taken from other positions' legal actions: another seat's
  move, a card not held...) raises IllegalAction and changes nothing.

At the first steps of every round, at its end, and at a random share of the other steps
(the "full" checks, the costly ones; at most MAX_FULL per match), also:

- view(seat), for every seat, holds no card hidden from that seat and agrees with the
  state's zones wherever it shows a face;
- view(seat).sample(rng) is a full state that the seat cannot tell from the real one;
- clone() is independent of the original and plays on identically;
- several illegal actions are tried, comparing every seat's view before and after.

At the end, the record of the playout (and of a cut taken mid-round) replays to the same
summary.

Time: the suite shares a fixed budget between all games and player counts (so it stays
quick as games are registered): each case plays seeds 0, 1, 2... until its share is used,
but always its first match to the end or to MIN_STEPS steps. A failure names its seed;
the match a seed plays does not depend on the budget (the checks draw from their own
generator). CARDTABLE_CONFORMANCE_SCALE=20 runs twenty times longer.
"""

from __future__ import annotations

import functools
import itertools
import json
import os
import random
import time
import warnings
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import attrs
import pytest

from cardtable import records
from cardtable.cards import Card
from cardtable.rules.base import Action, Game, IllegalAction, RecordError, State
from cardtable.rules.registry import GAMES

SCALE = float(os.environ.get("CARDTABLE_CONFORMANCE_SCALE", "1"))
"""Multiplies the time budgets below (a soak run sets it to 20, say)."""
FULL_SECONDS = 30.0 * SCALE
"""Budget for the fully checked matches, shared by every game and player count."""
LIGHT_SECONDS = 10.0 * SCALE
"""Budget for more matches with the per-step checks and the replay only."""
MIN_STEPS = 150
"""Whatever the budget, each case checks its first match this far (or to its end)."""
MAX_SEEDS = 400

FULL_FIRST_STEPS = 4
"""The first steps of every round get the full checks..."""
FULL_RATE = 0.15
"""...and this share of the others..."""
MAX_FULL = 150
"""...but at most this many steps of one match."""

MAX_ACTIONS = 5_000
"""A random match still going after this many actions is stopped, with a warning."""
BIG = 400
"""More legal actions than this are sampled, not copied (a game may list them lazily)."""


def allowed_counts(game: Game) -> list[int]:
    counts = []
    for n in range(game.min_players, game.max_players + 1):
        try:
            game.check_players(n)
        except RecordError:
            continue   # e.g. Shelem: four players, or two, not three
        counts.append(n)
    return counts


CASES = [
    pytest.param(game_id, players, id=f"{game_id}-{players}p")
    for game_id, game in sorted(GAMES.items())
    for players in allowed_counts(game)
]


# ------------------------------------------------------------------------- helpers


_ATOMS = (str, bytes, int, float, bool, type(None))


@functools.cache
def _attrs_names(kind: type) -> tuple[str, ...] | None:
    return tuple(f.name for f in attrs.fields(kind)) if attrs.has(kind) else None


def cards_in(obj: Any) -> Iterator[Card]:
    """Every Card object reachable from `obj`: attrs fields, tuples, lists, sets, dicts
    (and plain objects' attributes)."""
    stack = [obj]
    seen: set[int] = set()
    while stack:
        x = stack.pop()
        kind = type(x)
        if kind is Card:
            yield x
            continue
        if isinstance(x, _ATOMS) or id(x) in seen:
            continue
        seen.add(id(x))
        names = _attrs_names(kind)
        if names is not None:
            stack.extend(getattr(x, n) for n in names)
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, tuple | list | set | frozenset):
            stack.extend(x)
        elif hasattr(x, "__dict__"):
            stack.extend(vars(x).values())


def test_cards_in_walks_nested_objects():
    @attrs.frozen
    class Inner:
        cards: tuple

    ace, king, queen, jack = (Card.parse(t) for t in ("AS", "KS", "QS", "JS"))
    found = set(cards_in({"a": [Inner((ace, None))], king: {queen}, "n": (1, "x", [jack])}))
    assert found == {ace, king, queen, jack}


def zone_cards(zones: dict[Any, tuple]) -> Counter:
    return Counter(c for cards in zones.values() for c in cards)


def fingerprint(state: State) -> tuple:
    """Everything observable about a state through the protocol."""
    return (
        state.to_act,
        state.round_over,
        state.match_over,
        state.chance,
        state.zones(),
        tuple(state.view(s) for s in range(state.players)),
        tuple(state.totals),
        json.dumps(records.summary(state), sort_keys=True, default=str),
        legal_head(state),
    )


def legal_head(state: State) -> tuple:
    """The legal actions (a game may list millions lazily: then their number and the
    first few)."""
    if state.chance is not None:
        return ()
    legal = state.legal_actions()
    if len(legal) <= BIG:
        return (len(legal), tuple(legal))
    return (len(legal), tuple(legal[i] for i in range(100)))


def record_json(game: Game, players: int, options: Any,
                rounds: list[records.RoundRecord]) -> dict:
    rec = records.Record(game, players, options,
                         [records.RoundRecord(r.deal, list(r.actions)) for r in rounds])
    return json.loads(json.dumps(rec.to_json()))


def replayed_summary(raw: dict) -> tuple[dict, State]:
    _, state = records.replay(raw)
    return records.summary(state), state


@functools.cache
def action_pool(game_id: str, players: int) -> tuple[Action, ...]:
    """Actions that were legal somewhere in a few other random matches: plenty of them are
    another seat's action or a card the seat to act does not hold."""
    game = GAMES[game_id]
    pool: dict[Action, None] = {}
    for seed in (10_001, 10_002):
        rng = random.Random(seed)
        options = game.options_class()
        state = game.new_match(options, players, rng)
        for _ in range(1_500):
            if state.match_over:
                break
            if state.round_over:
                state.start_round(game.random_deal(players, state.next_roles(), rng, options))
                continue
            if state.chance is not None:
                action = state.chance_action(rng)
            else:
                legal = state.legal_actions()
                pool.update(dict.fromkeys(legal if len(legal) <= BIG
                                          else itertools.islice(legal, 200)))
                action = rng.choice(legal)
            pool[action] = None
            state.apply(action)
    return tuple(pool)


# ------------------------------------------------------------------------- checks


def check_invariants(state: State, rng: random.Random) -> None:
    deal_cards = Counter(state.deals[-1].all_cards())
    assert zone_cards(state.zones()) == deal_cards, "cards are conserved"
    if state.chance is not None:
        assert state.to_act is None
    elif state.round_over:
        assert state.to_act is None
        assert state.legal_actions() == []
    else:
        assert state.to_act is not None
        assert 0 <= state.to_act < state.players
        legal = state.legal_actions()
        assert len(legal) > 0, "legal actions are never empty before the round is over"
        if len(legal) <= BIG:
            assert len(set(legal)) == len(legal), "no action listed twice"
        for a in rng.sample(legal, min(len(legal), 12)):
            assert state.action_from_record(json.loads(json.dumps(a.to_record()))) == a
    if state.match_over:
        assert state.round_over
        assert all(0 <= s < state.players for s in state.winners)
    else:
        assert tuple(state.winners) == ()


def check_view(state: State, seat: int, rng: random.Random) -> None:
    view = state.view(seat)
    shown = view.zones()
    truth = state.zones()
    assert set(shown) == set(truth), "the view shows every zone of the table"
    hidden: set[Card] = set()
    faces: set[Card] = set()
    for zone, cards in truth.items():
        assert len(shown[zone]) == len(cards), f"{zone}: the view shows as many cards"
        for real, seen in zip(cards, shown[zone], strict=True):
            if seen is None:
                hidden.add(real)
            else:
                assert seen is real, f"{zone}: the view shows a different face"
                faces.add(real)
    for s in range(state.players):
        if s != seat:
            for real, seen in zip(truth.get(("hand", s), ()), shown.get(("hand", s), ()),
                                  strict=True):
                if seen is None:
                    hidden.add(real)
    # A multi-pack game may hold a copy of a hidden card face up elsewhere.
    leaked = {c for c in cards_in(view) if c in hidden and c not in faces}
    assert not leaked, f"view({seat}) leaks {sorted(c.code for c in leaked)}"

    sample = view.sample(rng)
    assert sample.view(seat) == view, "the sample looks the same from this seat"
    sampled = sample.zones()
    assert set(sampled) == set(shown)
    for zone, seen_cards in shown.items():
        assert len(sampled[zone]) == len(seen_cards)
        for seen, card in zip(seen_cards, sampled[zone], strict=True):
            if seen is not None:
                assert card is seen, f"{zone}: the sample disagrees with a face shown"
    assert zone_cards(sampled) == zone_cards(truth), "the sample holds the same cards"
    assert (sample.to_act, sample.round_over, sample.match_over, sample.chance) == (
        state.to_act, state.round_over, state.match_over, state.chance)


def light_fingerprint(state: State) -> tuple:
    return (state.to_act, state.round_over, state.match_over, state.chance, state.zones(),
            tuple(state.totals), legal_head(state))


def check_illegal(state: State, legal: list[Action], pool: tuple[Action, ...],
                  rng: random.Random, tries: int,
                  print_state: Callable[[State], tuple]) -> None:
    legal_set = set(legal) if len(legal) <= BIG else legal
    candidates: list[Action] = []
    for _ in range(20 * tries if pool else 0):
        a = rng.choice(pool)
        if a not in legal_set and (state.chance is None or a.type != state.chance):
            candidates.append(a)
            if len(candidates) == tries:
                break
    if not candidates:
        return
    before = print_state(state)
    for action in candidates:
        with pytest.raises(IllegalAction) as info:
            state.apply(action)
        assert isinstance(info.value.reason, str) and info.value.reason
        assert print_state(state) == before, f"{action} changed the state"


def check_clone(state: State, action: Action) -> State:
    before = fingerprint(state)
    twin = state.clone()
    assert fingerprint(twin) == before
    twin.apply(action)
    assert fingerprint(state) == before, "applying to the clone changed the original"
    return twin


# --------------------------------------------------------------------------- suite


def play_match(game: Game, players: int, seed: int, *, full: bool, deadline: float,
               min_steps: int) -> str:
    """Play one random match with the checks; returns "ended", "stopped" (out of time)
    or "too long" (MAX_ACTIONS)."""
    rng = random.Random(seed)                   # the match: depends on the seed only
    check_rng = random.Random(seed + 777_777)   # the checks
    options = game.options_class()
    state = game.new_match(options, players, rng)
    assert state.players == players
    assert len(state.deals) == 1
    rounds = [records.RoundRecord(state.deals[0])]
    pool = action_pool(game.id, players) if full else ()
    snapshot_at = check_rng.randrange(1, 40)
    snapshot: tuple[dict, dict] | None = None
    fulls = in_round = 0
    for steps in itertools.count():
        check_invariants(state, check_rng)
        heavy = full and fulls < MAX_FULL and (
            in_round < FULL_FIRST_STEPS or state.round_over or check_rng.random() < FULL_RATE)
        if heavy:
            fulls += 1
            for seat in range(players):
                check_view(state, seat, check_rng)
        if snapshot is None and steps >= snapshot_at and not state.round_over:
            snapshot = (record_json(game, players, options, rounds), records.summary(state))
        if state.match_over:
            outcome = "ended"
            break
        if steps >= MAX_ACTIONS:
            warnings.warn(f"a random match of {game.id} with {players} players (seed {seed}) "
                          f"did not end in {MAX_ACTIONS} actions", stacklevel=1)
            outcome = "too long"
            break
        if steps >= min_steps and time.perf_counter() > deadline:
            outcome = "stopped"
            break
        if state.round_over:
            deal = game.random_deal(players, state.next_roles(), rng, options)
            state.start_round(deal)
            assert state.deals[-1] == deal
            rounds.append(records.RoundRecord(deal))
            in_round = 0
            continue
        if state.chance is not None:
            legal: list[Action] = []
            action = state.chance_action(rng)
        else:
            legal = state.legal_actions()
            action = rng.choice(legal)
        if heavy:
            check_illegal(state, legal, pool, check_rng, 3, fingerprint)
            twin = check_clone(state, action)
            state.apply(action)
            assert fingerprint(state) == fingerprint(twin), "a clone plays on identically"
        else:
            if full:
                check_illegal(state, legal, pool, check_rng, 1, light_fingerprint)
            state.apply(action)
        rounds[-1].actions.append(action)
        in_round += 1

    # the record of the playout (as far as it went) replays to the same figures
    summary, replayed = replayed_summary(record_json(game, players, options, rounds))
    assert summary == records.summary(state)
    assert replayed.zones() == state.zones()
    assert len(summary["rounds"]) == len(rounds)
    if outcome == "ended":
        assert summary["finished"] is True and summary["round_over"] is True
    if snapshot is not None:
        mid_summary, _ = replayed_summary(snapshot[0])
        assert mid_summary == snapshot[1]
        assert mid_summary["round_over"] is False and mid_summary["rounds"][-1] == {}
    return outcome


def run_seeds(game: Game, players: int, first_seed: int, budget: float, full: bool) -> int:
    """Play seeds first_seed, first_seed + 1, ... until the budget is used; a failure
    names its seed."""
    deadline = time.perf_counter() + budget
    n = 0
    while n == 0 or (time.perf_counter() < deadline and n < MAX_SEEDS):
        seed = first_seed + n
        try:
            play_match(game, players, seed, full=full, deadline=deadline,
                       min_steps=MIN_STEPS if n == 0 else 0)
        except BaseException as exc:
            exc.add_note(f"conformance: {game.id}, {players} players, seed {seed}")
            raise
        n += 1
    return n


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_random_matches_conform(game_id, players):
    run_seeds(GAMES[game_id], players, 0, FULL_SECONDS / len(CASES), full=True)


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_more_random_matches_conserve_cards_and_replay(game_id, players):
    run_seeds(GAMES[game_id], players, 10_000, LIGHT_SECONDS / len(CASES), full=False)


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_same_seed_same_match(game_id, players):
    game = GAMES[game_id]
    options = game.options_class()
    a = game.new_match(options, players, random.Random(7))
    b = game.new_match(options, players, random.Random(7))
    assert a.deals == b.deals
    assert fingerprint(a) == fingerprint(b)


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_bad_player_counts_are_refused(game_id, players):
    game = GAMES[game_id]
    for bad in (game.min_players - 1, game.max_players + 1):
        with pytest.raises(RecordError):
            game.check_players(bad)
    assert game.check_players(players) == players


def test_registry_is_not_empty():
    assert "hokm" in GAMES
    for game_id, game in GAMES.items():
        assert game.id == game_id
        assert 1 <= game.min_players <= game.max_players

