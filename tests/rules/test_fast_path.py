"""The trusted path, `State.apply_legal`, against the checked one, `State.apply`, in every
game: the same random matches played side by side reach the same states at every step
(every card's place, to_act, chance, scores, results, the legal actions, what each seat
sees), and the public `apply` still refuses an illegal action and changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from cardtable.rules.base import Action, IllegalAction, State
from cardtable.rules.registry import GAMES

SEEDS = 4
MAX_ACTIONS = 700
"""Each match is followed this far (across rounds) or to its end."""
MAX_ROUNDS = 3
BIG = 200
"""A legal list longer than this (Cheat's plays, listed lazily) is compared by samples."""


def player_count(game_id: str) -> int:
    """The allowed player count nearest four, as the benchmark plays."""
    game = GAMES[game_id]
    allowed = []
    for n in range(game.min_players, game.max_players + 1):
        try:
            game.check_players(n)
        except ValueError:
            continue
        allowed.append(n)
    return min(allowed, key=lambda n: (abs(n - 4), n))


def legal_form(legal: Sequence[Action]) -> Any:
    """The legal actions in a comparable form: the list, or its length and a spread of
    its members when it is long."""
    n = len(legal)
    if n <= BIG:
        return list(legal)
    return n, [legal[i] for i in range(0, n, max(1, n // 50))], legal[n - 1]


def snapshot(state: State) -> dict[str, Any]:
    """Everything the protocol shows of a state."""
    to_act = state.to_act
    shot: dict[str, Any] = {
        "zones": state.zones(),
        "to_act": to_act,
        "chance": state.chance,
        "round_over": state.round_over,
        "match_over": state.match_over,
        "totals": state.totals,
        "winners": state.winners,
        "results": state.results,
        "deals": state.deals,
    }
    if not state.round_over and state.chance is None:
        shot["legal"] = legal_form(state.legal_actions())
    # Every view compares by value (attrs): what each seat knows, voids shown included.
    shot["views"] = [state.view(s) for s in range(state.players)]
    return shot


def differences(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    return [key for key in a if a[key] != b[key]]


def pick(state: State, rng: random.Random) -> Action:
    if state.chance is not None:
        return state.chance_action(rng)
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_apply_legal_reaches_the_same_states_as_apply(game_id: str) -> None:
    game = GAMES[game_id]
    players = player_count(game_id)
    options = game.options_class()
    for seed in range(SEEDS):
        rng = random.Random(seed)
        checked = game.new_state(options, players,
                                 game.random_deal(players, {}, rng, options))
        trusted = checked.clone()
        rounds = 1
        for step in range(MAX_ACTIONS):
            if checked.round_over:
                if rounds == MAX_ROUNDS or checked.match_over:
                    break
                deal = game.random_deal(players, checked.next_roles(), rng, options)
                checked.start_round(deal)
                trusted.start_round(deal)
                rounds += 1
                continue
            action = pick(checked, rng)
            checked.apply(action)
            assert trusted.apply_legal(action) is None
            before, after = snapshot(checked), snapshot(trusted)
            assert not differences(before, after), (
                f"{game_id} seed {seed} step {step}: {action!r} left "
                f"{differences(before, after)} different")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_apply_still_refuses_an_illegal_action(game_id: str) -> None:
    """Actions legal elsewhere in the match (another seat's, a card no longer held...)
    are refused where they are not legal, and the refusal changes nothing."""
    game = GAMES[game_id]
    players = player_count(game_id)
    options = game.options_class()
    refused = 0
    for seed in range(SEEDS):
        rng = random.Random(seed)
        state = game.new_state(options, players, game.random_deal(players, {}, rng, options))
        seen: list[Action] = []
        for _ in range(MAX_ACTIONS):
            if state.round_over:
                break
            if state.chance is None:
                legal = state.legal_actions()
                small = len(legal) <= BIG
                for other in rng.sample(seen, min(len(seen), 6)):
                    if small and other in legal:
                        continue
                    if not small:
                        continue  # a lazy list: membership is the game's own business
                    before = snapshot(state)
                    with pytest.raises(IllegalAction):
                        state.apply(other)
                    assert not differences(before, snapshot(state))
                    refused += 1
            action = pick(state, rng)
            seen.append(action)
            state.apply(action)
        if state.round_over and seen:  # once the round is over nothing is legal
            before = snapshot(state)
            with pytest.raises(IllegalAction):
                state.apply(seen[-1])
            assert not differences(before, snapshot(state))
            refused += 1
    assert refused > 0, f"{game_id}: no illegal action was tried"
