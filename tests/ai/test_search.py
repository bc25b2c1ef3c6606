"""The search player (cardtable.ai.search): reproducible with a seed at every level, forced
moves at once, cancellable, within its time cap, always legal, never walking a lazily
listed choice, and calling the game's knowledge hooks."""

from __future__ import annotations

import random
import threading
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

import attrs
import pytest

from cardtable.ai.knowledge import Knowledge
from cardtable.ai.search import (
    BUDGETS,
    DECLINE,
    Budget,
    SearchPlayer,
    _Node,
    close_pick,
    settled,
)
from cardtable.rules.base import Action, Play, SeatView, State
from cardtable.rules.cheat import CHEAT, CheatOptions
from cardtable.rules.hokm import HOKM, HokmOptions
from cardtable.rules.mau_mau import MAU_MAU, LastCard, MauMauOptions
from cardtable.rules.old_maid import OLD_MAID, OldMaidOptions
from cardtable.rules.registry import GAMES
from cardtable.session import Session

QUICK = Budget(iterations=60, seconds=None, epsilon=0.0, max_depth=60)
CAPPED = Budget(iterations=60, seconds=0.05, epsilon=0.0, max_depth=60)


def own(state: State) -> Sequence[Action]:
    """The seat to act's own choices (what Session.legal_for gives an AI)."""
    legal = state.legal_actions()
    if not isinstance(legal, list):
        return legal
    to = state.to_act
    return [a for a in legal if a.seat in (to, None) or (a.seat or 0) >= state.players]


def hokm_position(seed: int = 4, want: int = 3) -> State:
    """A Hokm hand in play where the seat to act has at least `want` legal cards and a
    trick is on the table."""
    rng = random.Random(seed)
    state = HOKM.new_state(HokmOptions(), 4, HOKM.random_deal(4, {}, rng, HokmOptions()))
    while True:
        legal = state.legal_actions()
        if state.trick and len(legal) >= want and isinstance(legal[0], Play):
            return state
        state.apply(legal[rng.randrange(len(legal))])


def level_budget(level: str) -> Budget:
    """The level's own settings (epsilon, depth), fewer iterations, no time cap: the
    search then ends on its iteration count alone and a seed must replay it."""
    return attrs.evolve(BUDGETS[level], iterations=min(BUDGETS[level].iterations, 150),
                        seconds=None)


# ---------------------------------------------------------------- determinism


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_seed_replays_the_same_choice_at_every_level(level):
    state = hokm_position()
    seat = state.to_act
    legal = own(state)
    runs = []
    for _ in range(2):
        # The whole budget (hard would stop once its move is settled: tested below).
        player = SearchPlayer("hokm", level, budget=level_budget(level),
                              stop_when_settled=False)
        action = player.choose(state.view(seat), legal, random.Random(99))
        runs.append((action, dict(player.stats.visits)))
    assert runs[0] == runs[1]
    assert runs[0][0] in legal
    assert sum(runs[0][1].values()) == player.stats.iterations == level_budget(level).iterations


def test_settled_only_when_no_remaining_iterations_can_change_the_leader():
    def nodes(*visits: int) -> dict[str, Any]:
        out = {}
        for i, v in enumerate(visits):
            node = _Node(0)
            node.visits = v
            out[str(i)] = node
        return out

    assert settled(nodes(50, 20, 5), 29)
    assert not settled(nodes(50, 20, 5), 30)  # the runner-up could draw level
    assert not settled(nodes(20, 50, 5), 30)  # wherever the leader is in the list
    assert settled(nodes(5, 20, 50), 29)
    assert settled(nodes(10), 9) and not settled(nodes(10), 10)  # the others are unvisited
    assert not settled({}, 0)


@pytest.mark.parametrize("seed", range(6))
def test_a_settled_search_takes_the_move_the_whole_budget_would(seed):
    state = hokm_position(seed)
    view, legal = state.view(state.to_act), own(state)
    budget = attrs.evolve(BUDGETS["hard"], iterations=600, seconds=None)
    runs = []
    for stop in (True, False):
        player = SearchPlayer("hokm", "hard", budget=budget, stop_when_settled=stop)
        runs.append((player.choose(view, legal, random.Random(seed)), player.stats))
    (early, quick), (full, whole) = runs
    assert early == full
    assert whole.iterations == 600 and not whole.settled
    if quick.settled:
        assert quick.iterations < 600
        top, second = sorted(whole.visits.values(), reverse=True)[:2]
        assert top > second
    else:
        assert quick.iterations == 600


def test_under_a_time_cap_a_settled_search_stops_before_the_cap():
    # No iteration count would end it: only the pace and the time left can settle it.
    state = hokm_position(1)
    view, legal = state.view(state.to_act), own(state)
    player = SearchPlayer("hokm", "hard", budget=Budget(iterations=10**9, seconds=0.6,
                                                        epsilon=0.0))
    t = time.perf_counter()
    player.choose(view, legal, random.Random(1))
    elapsed = time.perf_counter() - t
    assert player.stats.settled and elapsed < 0.6
    visits = sorted(player.stats.visits.values(), reverse=True)
    assert visits[0] > visits[1]


def test_settling_saves_iterations_at_epsilon_zero_only():
    state = hokm_position(2)
    view, legal = state.view(state.to_act), own(state)
    cold = SearchPlayer("hokm", "hard", budget=attrs.evolve(BUDGETS["hard"], iterations=3000,
                                                             seconds=None))
    cold.choose(view, legal, random.Random(5))
    assert cold.stats.settled and cold.stats.iterations < 3000
    warm = SearchPlayer("hokm", "normal", budget=attrs.evolve(BUDGETS["normal"],
                                                               iterations=3000, seconds=None))
    warm.choose(view, legal, random.Random(5))
    # A pick among close values needs every value: every iteration still counts.
    assert not warm.stats.settled and warm.stats.iterations == 3000


def test_different_seeds_search_differently():
    state = hokm_position()
    legal = own(state)
    visits = set()
    for seed in range(3):
        player = SearchPlayer("hokm", "hard", budget=level_budget("hard"))
        player.choose(state.view(state.to_act), legal, random.Random(seed))
        visits.add(tuple(sorted((a.card.code, n) for a, n in player.stats.visits.items())))
    assert len(visits) > 1


def test_close_pick_draws_only_among_well_tried_moves_of_close_value():
    stats = {"a": (90, 0.60), "b": (40, 0.59), "c": (30, 0.50), "d": (5, 0.95), "e": (0, 0.0)}
    rng = random.Random(1)
    assert all(close_pick(stats, 0.0, rng) == "a" for _ in range(20))  # the most visited
    picks = Counter(close_pick(stats, 0.02, rng) for _ in range(2000))
    # "d" looks best but was barely tried; "c" is far behind; "e" never tried.
    assert set(picks) == {"a", "b"}
    assert 0.4 < picks["a"] / 2000 < 0.6  # uniformly, not by visits
    wide = Counter(close_pick(stats, 0.2, rng) for _ in range(2000))
    assert set(wide) == {"a", "b", "c"}


def test_weaker_levels_pick_within_a_wider_margin():
    assert BUDGETS["easy"].epsilon > BUDGETS["normal"].epsilon > BUDGETS["hard"].epsilon == 0


# --------------------------------------------------------------- forced moves


class _NoSample(SeatView):
    """A view the search must not sample (a forced move needs no thinking)."""

    seat = 0

    def zones(self) -> dict[Any, Any]:
        return {}

    def sample(self, rng: random.Random) -> State:
        raise AssertionError("a forced move must not be searched")


def test_a_forced_move_is_played_at_once():
    only = Play(0, HOKM.random_deal(4, {}, random.Random(1), HokmOptions()).hands[0][0])
    player = SearchPlayer("hokm", "hard")
    t = time.perf_counter()
    assert player.choose(_NoSample(), [only], random.Random(1)) is only
    assert time.perf_counter() - t < 0.05
    assert player.stats.forced and player.stats.iterations == 0


class _Filter(Knowledge):
    def prefilter(self, view: SeatView, legal: Sequence[Action]) -> Sequence[Action]:
        return [legal[-1]]


def test_one_move_left_by_the_blunder_filter_is_played_at_once():
    state = hokm_position()
    legal = own(state)
    player = SearchPlayer("hokm", "hard", knowledge=_Filter())
    assert player.choose(state.view(state.to_act), legal, random.Random(1)) == legal[-1]
    assert player.stats.forced and player.stats.iterations == 0


# ------------------------------------------------------------ time and cancel


def test_the_time_cap_is_respected():
    state = hokm_position()
    player = SearchPlayer("hokm", "hard",
                          budget=Budget(iterations=10**9, seconds=0.1, epsilon=0.0),
                          stop_when_settled=False)
    t = time.perf_counter()
    action = player.choose(state.view(state.to_act), own(state), random.Random(1))
    elapsed = time.perf_counter() - t
    assert action in own(state)
    assert 0.1 <= elapsed < 0.1 + 0.3  # one iteration past the cap at most
    assert player.stats.iterations > 1


def test_cancel_stops_a_search_at_once():
    state = hokm_position()
    player = SearchPlayer("hokm", "hard",
                          budget=Budget(iterations=10**9, seconds=None, epsilon=0.0))
    cancel = threading.Event()
    t = time.perf_counter()
    threading.Timer(0.15, cancel.set).start()
    action = player.choose(state.view(state.to_act), own(state), random.Random(1), cancel)
    elapsed = time.perf_counter() - t
    assert action in own(state)
    assert player.stats.cancelled and player.stats.iterations > 1
    assert 0.14 <= elapsed < 0.15 + 0.3  # stopped within an iteration of the flag


def test_a_search_cancelled_before_it_starts_returns_a_legal_move():
    state = hokm_position()
    cancel = threading.Event()
    cancel.set()
    player = SearchPlayer("hokm", "hard")
    action = player.choose(state.view(state.to_act), own(state), random.Random(1), cancel)
    assert action in own(state) and player.stats.iterations == 0


# -------------------------------------------------------------- always legal


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_choice_is_legal_in_every_game(game_id):
    game = GAMES[game_id]
    players = game.min_players if game.min_players > 1 else min(3, game.max_players)
    players = max(players, 3) if game.max_players >= 3 and game_id != "shelem" else players
    session = Session(game, game.options_class(), players, humans=[], ai_level="random",
                      seed=3)
    player = SearchPlayer(game_id, "easy", budget=CAPPED)  # with the game's own knowledge
    session.ai = {s: player for s in range(players)}
    session.start()
    decisions = 0
    while not session.state.round_over and decisions < 12:
        if session.ai_interjections():
            continue
        _, view, legal, rng = session.ai_job()
        action = player.choose(view, legal, rng)
        assert action in legal
        session.apply(action)
        decisions += 1
    assert decisions > 0


# ------------------------------------------------------------- lazy choices


class _NoWalk(Sequence[Action]):
    """A legal list that may be measured and indexed, never walked."""

    def __init__(self, inner: Sequence[Action]) -> None:
        self.inner = inner

    def __len__(self) -> int:
        return len(self.inner)

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            raise AssertionError("a lazily listed choice was sliced")
        return self.inner[index]

    def __iter__(self) -> Iterator[Action]:
        raise AssertionError("a lazily listed choice was walked")

    def __contains__(self, item: object) -> bool:
        raise AssertionError("a lazily listed choice was searched through")


def test_a_huge_lazy_choice_is_only_indexed():
    rng = random.Random(2)
    state = CHEAT.new_state(CheatOptions(), 4, CHEAT.random_deal(4, {}, rng, CheatOptions()))
    legal = state.legal_actions()
    assert not isinstance(legal, list) and len(legal) > 1000
    player = SearchPlayer("cheat", "easy", knowledge=Knowledge(), budget=QUICK)
    action = player.choose(state.view(state.to_act), _NoWalk(legal), rng)
    assert action in legal  # the real list may be asked; the search may not
    assert 1 < len(player.stats.visits) <= 32


# ------------------------------------------------------- knowledge and seats


class _Recorder(Knowledge):
    def __init__(self) -> None:
        self.calls: Counter[str] = Counter()

    def candidates(self, state: State, legal: Sequence[Action],
                   rng: random.Random) -> Sequence[Action]:
        self.calls["candidates"] += 1
        return legal

    def playout(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        self.calls["playout"] += 1
        return super().playout(state, legal, rng)

    def reward(self, state: State, seat: int) -> float:
        self.calls["reward"] += 1
        self.calls["cut" if not state.round_over else "over"] += 1
        return super().reward(state, seat)


def test_the_search_calls_the_games_knowledge():
    state = hokm_position()
    knowledge = _Recorder()
    player = SearchPlayer("hokm", "easy", knowledge=knowledge, budget=QUICK)
    player.choose(state.view(state.to_act), own(state), random.Random(5))
    assert knowledge.calls["playout"] > 0 and knowledge.calls["reward"] > 0
    assert knowledge.calls["candidates"] > 0
    assert knowledge.calls["over"] > 0


def test_a_playout_cut_short_is_valued_by_the_knowledge():
    state = hokm_position()
    knowledge = _Recorder()
    player = SearchPlayer("hokm", "easy", knowledge=knowledge,
                          budget=attrs.evolve(QUICK, max_depth=3))
    player.choose(state.view(state.to_act), own(state), random.Random(5))
    assert knowledge.calls["cut"] > 0 and knowledge.calls["over"] == 0
    assert Knowledge().reward(state, 0) == 0.5  # the default: an even share


class _Decides(Knowledge):
    def decide(self, view: SeatView, legal: Sequence[Action], rng: random.Random,
               level: str) -> Action | None:
        return legal[1]


def test_a_decision_taken_by_knowledge_is_not_searched():
    state = hokm_position()
    legal = own(state)
    player = SearchPlayer("hokm", "hard", knowledge=_Decides())
    assert player.choose(state.view(state.to_act), legal, random.Random(1)) == legal[1]
    assert player.stats.decided and player.stats.iterations == 0


def test_a_blind_draw_is_any_card_of_the_neighbours_hand():
    rng = random.Random(3)
    state = OLD_MAID.new_state(OldMaidOptions(), 3, OLD_MAID.random_deal(3, {}, rng,
                                                                          OldMaidOptions()))
    legal = state.legal_actions()
    player = SearchPlayer("old-maid", "hard", knowledge=Knowledge())  # no game knowledge
    picks = Counter(player.choose(state.view(state.to_act), legal, random.Random(i))
                    for i in range(60))
    assert set(picks) <= set(legal) and len(picks) > 1
    assert player.stats.blind and player.stats.iterations == 0


def mau_mau_window(seed: int) -> Session:
    """A Mau-Mau round where a seat has just played down to one card: its "last card"
    call is open while the next seat is to act."""
    game = MAU_MAU
    for s in range(seed, seed + 200):
        session = Session(game, MauMauOptions(), 3, humans=[], ai_level="random", seed=s)
        session.start()
        rng = random.Random(s)
        while not session.state.round_over:
            for seat in range(3):
                if session.out_of_turn(seat):
                    return session
            legal = session.legal_for(session.state.to_act)
            session.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("no last-card window in 200 rounds")


def test_a_seat_not_on_turn_may_act_or_let_it_pass():
    session = mau_mau_window(1)
    seat = next(s for s in range(3) if session.out_of_turn(s))
    legal = session.out_of_turn(seat)
    assert all(isinstance(a, LastCard) for a in legal)
    penalties = Knowledge()
    penalties.lower_is_better = True  # Mau-Mau's points are penalties; no other knowledge
    player = SearchPlayer("mau-mau", "normal", knowledge=penalties,
                          budget=attrs.evolve(QUICK, iterations=300, max_depth=400))
    answer = player.interject(session.state.view(seat), legal, random.Random(1))
    assert answer is None or answer in legal
    assert DECLINE in player.stats.visits and set(player.stats.visits) - {DECLINE} <= set(legal)
    # saying nothing and being caught costs a card: the search learns to call
    assert answer in legal


# ------------------------------------------------------- what a seat sees in the tree


@attrs.frozen
class _Move(Action):
    type = "move"
    name: str


class _Peek(State):
    """A one-seat game: `safe` is worth 0.6 at once; `look` turns up a hidden coin (dealt
    afresh by each sample), after which guessing it is worth 1 and missing it 0."""

    players = 1

    def __init__(self, coin: int) -> None:
        self.coin = coin
        self.stage = "start"
        self.value = 0.0

    @property
    def to_act(self) -> int | None:
        return None if self.stage == "over" else 0

    @property
    def round_over(self) -> bool:
        return self.stage == "over"

    @property
    def chance(self) -> str | None:
        return None

    def legal_actions(self) -> list[Action]:
        if self.stage == "start":
            return [_Move(0, "safe"), _Move(0, "look")]
        return [_Move(0, "guess-0"), _Move(0, "guess-1")]

    def apply(self, action: Action) -> list[Any]:
        name = action.name  # type: ignore[attr-defined]
        if name == "safe":
            self.value, self.stage = 0.6, "over"
        elif name == "look":
            self.stage = "guess"
        else:
            self.value, self.stage = float(name == f"guess-{self.coin}"), "over"
        return []

    # The rest of the protocol, which the search does not use here.
    match_over = False
    results: list[Any] = []
    deals: list[Any] = []
    totals = (0,)
    winners = ()
    next_roles: dict[str, int] = {}

    def clone(self) -> State:
        raise NotImplementedError

    def view(self, seat: int) -> SeatView:
        return _PeekView()

    def zones(self) -> dict[Any, Any]:
        return {}

    def start_round(self, deal: Any) -> list[Any]:
        raise NotImplementedError


class _PeekView(SeatView):
    seat = 0

    def zones(self) -> dict[Any, Any]:
        return {}

    def sample(self, rng: random.Random) -> State:
        return _Peek(rng.randrange(2))


class _PeekKnowledge(Knowledge):
    def __init__(self, sees: bool) -> None:
        self.sees = sees

    def situation(self, state: State, observer: int) -> object:
        return state.coin if self.sees and state.stage == "guess" else None  # type: ignore

    def reward(self, state: State, seat: int) -> float:
        return state.value  # type: ignore[attr-defined]


def test_the_tree_tells_apart_what_the_deciding_seat_sees():
    view, legal = _PeekView(), _Peek(0).legal_actions()
    budget = Budget(iterations=400, seconds=None, epsilon=0.0)
    seeing = SearchPlayer("peek", budget=budget, knowledge=_PeekKnowledge(sees=True))
    assert seeing.choose(view, legal, random.Random(3)) == _Move(0, "look")  # worth 1
    # Without it the guess is made alike for both coins: right half the time, worth 0.5.
    blind = SearchPlayer("peek", budget=budget, knowledge=_PeekKnowledge(sees=False))
    assert blind.choose(view, legal, random.Random(3)) == _Move(0, "safe")
