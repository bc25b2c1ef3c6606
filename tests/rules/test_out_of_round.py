"""`State.out_of_round(seat)`: a seat that has nothing more to do in a round that goes on
(out of cards for good in Cheat and Old Maid); never so in a game that leaves no seat idle,
nor once the round is over."""

from __future__ import annotations

import random

import pytest

from cardtable.rules.registry import GAMES, find_game


def playout(game_id: str, players: int, seed: int):
    """Random play to the end of the first round; yields each state on the way."""
    game = find_game(game_id)
    rng = random.Random(seed)
    state = game.new_match(game.options_class(), players, rng)
    yield state
    while not state.round_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        yield state


@pytest.mark.parametrize("game_id", ["cheat", "old-maid"])
def test_a_seat_out_of_cards_is_out_of_the_round_until_it_ends(game_id):
    seen_out = 0
    for seed in range(4):
        for state in playout(game_id, 4, seed):
            for seat in range(4):
                out = state.out_of_round(seat)
                if state.round_over:
                    assert not out
                elif game_id == "cheat":
                    assert out == (seat in state.places)
                else:
                    assert out == (not state.hands[seat])
                seen_out += out
    assert seen_out > 0


@pytest.mark.parametrize("game_id", sorted(set(GAMES) - {"cheat", "old-maid"}))
def test_other_games_leave_no_seat_idle(game_id):
    game = find_game(game_id)
    players = min(max(game.min_players, 2), game.max_players)
    for state in playout(game_id, players, 1):
        assert not any(state.out_of_round(s) for s in range(players))
