"""Property tests (Hypothesis) over every registered game, player count and option set.

From a reachable position (a random playout: a quick stretch from a drawn seed, then steps
whose choices Hypothesis draws and shrinks), at every step:

- every invariant of cardtable.invariants holds (cards conserved, a seat to act with
  legal actions, views that hide what the rules hide, each rules file's scoring);
- legal actions apply (a few are tried on clones besides the one played);
- actions that are not legal are refused with IllegalAction and leave the state exactly
  as it was (a deep serialisation of the state, compared before and after): another
  seat's action, a card not held or not in the pack, out-of-range numbers (each legal
  action's fields mutated), actions of other games, and actions legal at other positions;
- lazily listed legal actions (Cheat's plays, Shelem's lay-aways) are only measured and
  indexed, never listed in full;

and the record of the playout replays (cardtable.records.replay) to the same summary,
zones and state.

Time: EXAMPLES examples per game (12 games) keep the file near a minute on a loaded
2-core machine. CARDTABLE_PROPERTY_EXAMPLES=200 runs a much longer search.
"""

from __future__ import annotations

import functools
import itertools
import json
import os
import random
from collections.abc import Iterator, Sequence
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable import invariants, records
from cardtable.cards import Card, Rank, Suit
from cardtable.rules.base import Action, IllegalAction, Reshuffle, State
from cardtable.rules.fortunes import letter_count
from cardtable.rules.registry import GAMES

EXAMPLES = int(os.environ.get("CARDTABLE_PROPERTY_EXAMPLES", "14"))
"""Hypothesis examples per game."""
PREFIX = 300
"""At most this many quick random steps before the drawn ones (so later rounds are
reached too)."""
DRIVEN = 14
"""Steps whose choice Hypothesis draws, each with the whole battery of checks."""
TRIES = 14
"""Illegal actions tried at each driven step."""

SETTINGS = settings(max_examples=EXAMPLES, deadline=None, derandomize=False,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much])

FOREIGN_CARDS = tuple(Card.parse(t) for t in ("RJ", "BJ", "JK", "WC", "ED", "2H", "5S", "9H",
                                             "AS", "TD"))
"""Cards for mutations: jokers and 60-pack cards (foreign to most packs), and common ones."""


def attempt(state: State, action: Action) -> None:
    """Apply an action that must be refused; the state must not change."""
    before = invariants.snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert isinstance(info.value.reason, str) and info.value.reason
    assert invariants.snapshot(state) == before, f"the refused {action!r} changed the state"


# ---------------------------------------------------------------- illegal actions


def mutations(action: Action, players: int) -> Iterator[Action]:
    """The action with one field changed: another seat, another card, a number off by
    one or far out of range, the other truth value, another suit or rank."""
    for field in attrs.fields(type(action)):
        value = getattr(action, field.name)
        for other in _other_values(value, players):
            if other == value:
                continue
            try:
                yield attrs.evolve(action, **{field.name: other})
            except (TypeError, ValueError, AttributeError, KeyError):
                continue  # a converter refused the value: not an action at all


def _other_values(value: Any, players: int) -> list[Any]:
    if value is None:
        return []
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, Suit | Rank):
        return [v for v in type(value) if v != value][:3]
    if isinstance(value, int):
        return [value + 1, value - 1, -1, players, value + 5, 10**9, -(10**9)]
    if isinstance(value, Card):
        return list(FOREIGN_CARDS)
    if isinstance(value, str):
        return ["", "zz", value + "?"]
    if isinstance(value, tuple):
        out: list[Any] = [()]
        if value and isinstance(value[0], Card):
            out += [value[:-1], value + (value[0],), (FOREIGN_CARDS[0],) + value[1:],
                    (FOREIGN_CARDS[6],) + value[1:], (FOREIGN_CARDS[4],) + value[1:]]
        elif value and isinstance(value[0], int):
            out += [(value[0],) * len(value), tuple(v + 9 for v in value),
                    tuple(-1 for _ in value), value + value[:1]]
        return out
    return []


def legal_beyond_the_list(game_id: str, action: Action) -> bool:
    """Actions the rules allow although `legal_actions` lists only samples of them: the
    name fortune takes any name with letters."""
    return (game_id == "fortune-name" and action.type == "name"
            and isinstance(getattr(action, "value", None), str)
            and letter_count(action.value) > 0)  # type: ignore[attr-defined]


@functools.cache
def position_pool(game_id: str) -> tuple[Action, ...]:
    """Actions legal somewhere in a quick random playout of the game (at its smallest and
    largest tables): many are another seat's, or a card some seat does not hold."""
    game = GAMES[game_id]
    pool: dict[Action, None] = {}
    counts = invariants.allowed_players(game)
    for players in sorted({counts[0], counts[-1]}):
        rng = random.Random(404)
        options = game.options_class()
        state = game.new_match(options, players, rng)
        for _ in range(250):
            if state.match_over:
                break
            if state.round_over:
                state.start_round(game.random_deal(players, state.next_roles(), rng, options))
                continue
            if state.chance is not None:
                action = state.chance_action(rng)
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
                if isinstance(legal, list):
                    pool.update(dict.fromkeys(legal[:30]))
            pool[action] = None
            state.apply(action)
    return tuple(pool)


@functools.cache
def foreign_pool(game_id: str) -> tuple[Action, ...]:
    """Actions of every other game."""
    return tuple(itertools.chain.from_iterable(
        position_pool(g)[:40] for g in sorted(GAMES) if g != game_id))


def illegal_candidates(state: State, legal: Sequence[Action], rng: random.Random
                       ) -> list[Action]:
    game_id = state.game.id
    pool: list[Action] = []
    if state.chance is None and len(legal):
        for _ in range(3):
            pool.extend(mutations(legal[rng.randrange(len(legal))], state.players))
    if state.chance is not None:  # chance written wrongly: a stock that is not the discards
        right = state.chance_action(random.Random(rng.random()))
        if isinstance(right, Reshuffle) and right.stock:
            pool += [Reshuffle(None, right.stock[:-1]), Reshuffle(None, right.stock[1:] * 2),
                     Reshuffle(None, (FOREIGN_CARDS[0],) + right.stock[1:]),
                     Reshuffle(0, right.stock)]
    positions, foreign = position_pool(game_id), foreign_pool(game_id)
    pool += rng.sample(positions, min(6, len(positions)))
    pool += rng.sample(foreign, min(4, len(foreign)))
    rng.shuffle(pool)
    out = []
    for action in pool:
        if action in legal or legal_beyond_the_list(game_id, action):
            continue
        if state.chance is not None and action == state.chance_action(random.Random(0)):
            continue  # the chance action the rules would draw (any order of the discards)
        out.append(action)
        if len(out) == TRIES:
            break
    return out


# ------------------------------------------------------------------------ playouts


CONFIGS = {game_id: invariants.allowed_players(game) for game_id, game in GAMES.items()}


@st.composite
def tables(draw: st.DrawFn, game_id: str) -> tuple[int, Any, int]:
    """A player count, an option set (each option drawn from its offered values) and a
    seed for the deals."""
    game = GAMES[game_id]
    players = draw(st.sampled_from(CONFIGS[game_id]))
    options = invariants.random_options(game, players,
                                        lambda values: draw(st.sampled_from(values)))
    if options is None:  # values that do not go together: fall back to one offered set
        options = draw(st.sampled_from(invariants.option_sets(game, players)))
    return players, options, draw(st.integers(0, 2**32 - 1))


def play_out(data: st.DataObject, game_id: str) -> None:
    game = GAMES[game_id]
    players, options, seed = data.draw(tables(game_id), label="table")
    rng = random.Random(seed)
    check_rng = random.Random(seed ^ 0x5EED)
    state = game.new_match(options, players, rng)
    rounds = [records.RoundRecord(state.deals[0])]
    prefix = data.draw(st.integers(0, PREFIX), label="quick steps")
    checker = invariants.Checker()
    step = 0
    while step < prefix + DRIVEN:
        driven = step >= prefix
        checker.views = driven or step % 7 == 0  # the views cost most: every 7th step
        checker(state)
        if state.match_over:
            if driven:
                for action in illegal_candidates(state, [], check_rng)[:3]:
                    attempt(state, action)
            break
        if state.round_over:
            if driven:
                for action in illegal_candidates(state, [], check_rng)[:3]:
                    attempt(state, action)
            deal = game.random_deal(players, state.next_roles(), rng, options)
            state.start_round(deal)
            rounds.append(records.RoundRecord(deal))
            continue
        legal = state.legal_actions() if state.chance is None else []
        if driven:
            for action in illegal_candidates(state, legal, check_rng):
                attempt(state, action)
            for _ in range(2 if len(legal) > 1 else 0):  # other legal actions apply too
                twin = state.clone()
                twin.apply(legal[check_rng.randrange(len(legal))])
                invariants.check_state(twin, views=False)
        if state.chance is not None:
            action = state.chance_action(rng)
        elif driven:
            action = legal[data.draw(st.integers(0, len(legal) - 1), label="choice")]
        else:
            action = legal[rng.randrange(len(legal))]
        state.apply(action)
        rounds[-1].actions.append(action)
        step += 1
    checker.views = True
    checker(state)

    # The record of the playout replays to the same figures, table and state.
    record = records.Record(game, players, options, rounds)
    replay_record, replayed = records.replay(json.loads(json.dumps(record.to_json())))
    assert records.summary(replayed) == records.summary(state)
    assert replayed.zones() == state.zones()
    assert invariants.snapshot(replayed) == invariants.snapshot(state)
    assert replay_record.to_json() == record.to_json()


@pytest.mark.parametrize("game_id", sorted(GAMES))
@SETTINGS
@given(data=st.data())
def test_random_positions_keep_every_property(game_id, data):
    play_out(data, game_id)


# ----------------------------------------------------------- the tools themselves


def test_the_options_drawn_cover_every_offered_value():
    for game_id, table in invariants.OPTION_VALUES.items():
        game = GAMES[game_id]
        for name, values in table.items():
            seen = {getattr(o, name) for n in CONFIGS[game_id]
                    for o in invariants.option_sets(game, n)}
            assert set(values) <= seen, f"{game_id}: {name} never takes {set(values) - seen}"


def test_mutations_change_exactly_one_field():
    from cardtable.rules.base import Play

    ace = Card.parse("AS")
    found = list(mutations(Play(1, ace), 4))
    assert Play(2, ace) in found and Play(4, ace) in found and Play(1, Card.parse("RJ")) in found
    for m in found:
        assert (m.seat != 1) + (m.card is not ace) == 1, m


def test_a_refused_action_that_changes_the_state_is_caught():
    """The harness itself: a model that changes its state before refusing is caught."""
    game = GAMES["hokm"]
    state = game.new_match(game.options_class(), 4, random.Random(3))
    legal = state.legal_actions()

    class Careless(type(state)):  # type: ignore[misc]
        __slots__ = ()

        def apply(self, action):
            self.hands[0].pop()
            raise IllegalAction("no")

    state.__class__ = Careless
    with pytest.raises(AssertionError, match="changed the state"):
        attempt(state, legal[0])


# ------------------------------------------------------- the invariants can fail


def finished_round(game_id: str, seed: int = 2) -> State:
    """A state at the end of its first round (played at random)."""
    game = GAMES[game_id]
    players = invariants.allowed_players(game)[0]
    for s in range(seed, seed + 50):
        rng = random.Random(s)
        state = game.new_match(game.options_class(), players, rng)
        for _ in range(5000):
            if state.round_over:
                break
            if state.chance is not None:
                state.apply(state.chance_action(rng))
            else:
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])
        if state.round_over and (game_id != "shelem" or state.results[0].details["hakem"]
                                 is not None):
            return state
    raise AssertionError(f"no round of {game_id} ended")


def tamper(state: State, **changes: Any) -> None:
    results = state._results  # type: ignore[attr-defined]
    results[-1] = attrs.evolve(results[-1], **changes)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_round_scored_wrongly_is_caught(game_id):
    state = finished_round(game_id)
    assert invariants.check_state(state) > 10
    r = state.results[-1]
    tamper(state, points=(r.points[0] + 1,) + tuple(r.points[1:]))
    with pytest.raises(invariants.InvariantError, match=game_id):
        invariants.check_state(state)


@pytest.mark.parametrize(("game_id", "field", "change", "message"), [
    ("shelem", "captured", lambda c: [c[0] + 5, c[1]], "do not sum to 165"),
    ("ninety-nine", "tricks", lambda t: [t[0] + 1, *t[1:]], "do not sum to 9"),
    ("joker-spades", "tricks", lambda t: [t[0] - 1, t[1]], "do not sum to 13"),
    ("hokm", "tricks", lambda t: [7, 7], "impossible tricks"),
    ("golf", "grids", lambda g: [["KS"] * 9, *g[1:]], "lowest grouping"),
    ("pan", "out_order", lambda o: [*o, *o], "out order"),
    ("cheat", "places", lambda p: p[:-1], "places"),
])
def test_each_rules_files_invariant_is_checked(game_id, field, change, message):
    state = finished_round(game_id)
    r = state.results[-1]
    tamper(state, details={**r.details, field: change(r.details[field])})
    with pytest.raises(invariants.InvariantError, match=message):
        invariants.check_state(state)


def test_a_view_that_shows_a_hidden_card_is_caught(monkeypatch):
    game = GAMES["hokm"]
    state = game.new_match(game.options_class(), 4, random.Random(1))
    view_class = type(state.view(0))
    zones = view_class.zones

    def peeking(self):
        out = dict(zones(self))
        other = ("hand", (self.seat + 1) % 4)
        out[other] = state.zones()[other]
        return out

    monkeypatch.setattr(view_class, "zones", peeking)
    with pytest.raises(invariants.InvariantError, match="which the rules hide from it"):
        invariants.check_state(state)


def test_a_view_that_holds_a_hidden_card_anywhere_is_caught(monkeypatch):
    game = GAMES["shelem"]
    state = game.new_match(game.options_class(), 4, random.Random(1))
    secret = state.zones()[("hand", 1)][0]
    real_view = type(state).view
    monkeypatch.setattr(type(state), "view",
                        lambda self, seat: attrs.evolve(real_view(self, seat),
                                                        voids=(0, [{"memo": secret}])))
    with pytest.raises(invariants.InvariantError, match=f"holds hidden cards.*{secret.code}"):
        invariants.check_state(state)


@pytest.mark.parametrize(("codes", "score"), [
    ("KS QH 3C KD 5S 3D KC 9H 3H", 24),     # golf.md's worked examples
    ("7S 7D 2C 7H 7C 4D JK AS TS", -10),
    ("JK 5C 6D JK 5D 6H JK 8S 8C", 32),
    ("5S 5H 5D 5C 5S 5H 5D 5C 5S", -25 + 0 + 5 + 5),  # a square and a column, not two
    ("5S 5H 2C 5D 5C 2D 3S 3H 2H", -25 + 0 + 3 + 3),   # squares overlap; twos in a column
])
def test_golf_scores_the_lowest_grouping(codes, score):
    assert invariants.golf_score([Card.parse(c) for c in codes.split()]) == score


# ------------------------------------------- fixes found by these tests (regressions)


def test_golf_refuses_a_flip_of_other_than_two_slots():
    """Found by the mutations: Golf unpacked the slots before checking them (ValueError)."""
    from cardtable.rules.golf import Flip

    game = GAMES["golf"]
    state = game.new_match(game.options_class(), 2, random.Random(4))
    seat = state.to_act
    assert any(a.type == "flip" for a in state.legal_actions())
    for slots in ((), (0,), (0, 1, 2)):
        attempt(state, Flip(seat, slots))  # type: ignore[arg-type]


def test_mau_mau_refuses_a_reshuffle_written_for_a_seat():
    """Found by the mutations: Mau-Mau took a reshuffle with a seat (chance has none)."""
    game = GAMES["mau-mau"]
    options = game.options_class(decks=1)
    for seed in range(200):
        rng = random.Random(seed)
        state = game.new_match(options, 5, rng)
        for _ in range(3000):
            if state.round_over or state.chance is not None:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.chance is not None:
            break
    else:
        raise AssertionError("no reshuffle in 200 random rounds")
    right = state.chance_action(random.Random(1))
    assert isinstance(right, Reshuffle) and right.seat is None
    attempt(state, Reshuffle(0, right.stock))
    state.apply(right)
    invariants.check_state(state)
