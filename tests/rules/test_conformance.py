"""One conformance suite for every registered game, through the game protocol only.

For every game in the registry, every allowed player count and many seeds, random matches
are played to the end, and at every step:

- legal actions are never empty unless the round is over (or chance is pending);
- the cards of State.zones() are exactly the deal's cards (as a multiset);
- actions that are not legal (taken from other positions' legal actions) raise
  IllegalAction and change nothing;
- view(seat) holds no card hidden from that seat, and its zones agree with the state;
- view(seat).sample(rng) is a full state that the seat cannot tell from the real one;
- clone() is independent of the original and plays on identically;
- a record of the playout (also cut mid-round) replays to the same summary.
"""

from __future__ import annotations

import functools
import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

from cardtable import records
from cardtable.cards import Card
from cardtable.rules.base import Action, Game, IllegalAction, State
from cardtable.rules.registry import GAMES

SEEDS = 12
"""Random matches per game and player count, each fully checked at every step."""

MAX_ACTIONS = 20_000
"""A random match longer than this is taken not to end."""

CASES = [
    pytest.param(game_id, players, id=f"{game_id}-{players}p")
    for game_id, game in sorted(GAMES.items())
    for players in range(game.min_players, game.max_players + 1)
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
        state.legal_actions() if state.chance is None else [],
    )


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
        for _ in range(MAX_ACTIONS):
            if state.match_over:
                break
            if state.round_over:
                state.start_round(game.random_deal(players, state.next_roles(), rng, options))
                continue
            if state.chance is not None:
                action = state.chance_action(rng)
            else:
                legal = state.legal_actions()
                pool.update(dict.fromkeys(legal))
                action = rng.choice(legal)
            pool[action] = None
            state.apply(action)
    return tuple(pool)


# ------------------------------------------------------------------------- checks


def check_invariants(state: State) -> None:
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
        assert legal, "legal actions are never empty before the round is over"
        assert len(set(legal)) == len(legal), "no action listed twice"
        for a in legal:
            assert state.action_from_record(json.loads(json.dumps(a.to_record()))) == a
    if state.match_over:
        assert state.round_over
        assert state.winners
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


def check_illegal(state: State, legal: list[Action], pool: tuple[Action, ...],
                  rng: random.Random, tries: int = 3) -> None:
    legal_set = set(legal)
    candidates = [a for a in pool if a not in legal_set and
                  (state.chance is None or a.type != state.chance)]
    if not candidates:
        return
    before = fingerprint(state)
    for action in rng.sample(candidates, min(tries, len(candidates))):
        with pytest.raises(IllegalAction) as info:
            state.apply(action)
        assert isinstance(info.value.reason, str) and info.value.reason
        assert fingerprint(state) == before, f"{action} changed the state"


def check_clone(state: State, action: Action) -> State:
    before = fingerprint(state)
    twin = state.clone()
    assert fingerprint(twin) == before
    twin.apply(action)
    assert fingerprint(state) == before, "applying to the clone changed the original"
    return twin


# --------------------------------------------------------------------------- suite


def play_checked(game: Game, players: int, seed: int) -> None:
    rng = random.Random(seed)
    options = game.options_class()
    state = game.new_match(options, players, rng)
    assert state.players == players
    assert len(state.deals) == 1
    rounds = [records.RoundRecord(state.deals[0])]
    pool = action_pool(game.id, players)
    snapshot_at = rng.randrange(1, 60)
    snapshot: tuple[dict, dict] | None = None
    for steps in range(MAX_ACTIONS):
        check_invariants(state)
        for seat in range(players):
            check_view(state, seat, rng)
        if steps == snapshot_at and not state.round_over:
            snapshot = (record_json(game, players, options, rounds), records.summary(state))
        if state.match_over:
            break
        if state.round_over:
            deal = game.random_deal(players, state.next_roles(), rng, options)
            state.start_round(deal)
            assert state.deals[-1] == deal
            rounds.append(records.RoundRecord(deal))
            continue
        if state.chance is not None:
            legal: list[Action] = []
            action = state.chance_action(rng)
        else:
            legal = state.legal_actions()
            action = rng.choice(legal)
        check_illegal(state, legal, pool, rng)
        twin = check_clone(state, action)
        state.apply(action)
        assert fingerprint(state) == fingerprint(twin), "a clone plays on identically"
        rounds[-1].actions.append(action)
    else:
        pytest.fail(f"a random match of {game.id} did not end in {MAX_ACTIONS} actions")

    summary, replayed = replayed_summary(record_json(game, players, options, rounds))
    assert summary == records.summary(state)
    assert summary["finished"] is True and summary["round_over"] is True
    assert replayed.zones() == state.zones()
    assert len(summary["rounds"]) == len(rounds)
    assert snapshot is not None
    mid_summary, mid_state = replayed_summary(snapshot[0])
    assert mid_summary == snapshot[1]
    assert mid_summary["round_over"] is False and mid_summary["rounds"][-1] == {}


@pytest.mark.parametrize("seed", range(SEEDS))
@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_random_match_conforms(game_id, players, seed):
    play_checked(GAMES[game_id], players, seed)


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
        with pytest.raises(records.RecordError):
            game.check_players(bad)
    assert game.check_players(players) == players


def test_registry_is_not_empty():
    assert "hokm" in GAMES
    for game_id, game in GAMES.items():
        assert game.id == game_id
        assert 1 <= game.min_players <= game.max_players


@pytest.mark.parametrize("seed", range(100, 140))
@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_more_random_matches_conserve_cards_and_replay(game_id, players, seed):
    """Lighter checks on more seeds: the invariants at every step and the replay."""
    game = GAMES[game_id]
    rng = random.Random(seed)
    options = game.options_class()
    state = game.new_match(options, players, rng)
    rounds = [records.RoundRecord(state.deals[0])]
    for _ in range(MAX_ACTIONS):
        check_invariants(state)
        if state.match_over:
            break
        if state.round_over:
            deal = game.random_deal(players, state.next_roles(), rng, options)
            state.start_round(deal)
            rounds.append(records.RoundRecord(deal))
            continue
        if state.chance is not None:
            action = state.chance_action(rng)
        else:
            action = rng.choice(state.legal_actions())
        state.apply(action)
        rounds[-1].actions.append(action)
    else:
        pytest.fail(f"a random match of {game.id} did not end in {MAX_ACTIONS} actions")
    summary, _ = replayed_summary(record_json(game, players, options, rounds))
    assert summary == records.summary(state)
