"""The hint's reasons (cardtable/ai/reasons): each code on a position built by hand, and
every reason given over many random positions checked against the full deal (what the
other players really hold), so a reason is never false for the position shown."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
import test_knowledge_hokm as hokm_t
import test_knowledge_ninety_nine as nn_t
import test_knowledge_shelem as shelem_t

from cardtable.ai.reasons import Reason, explain
from cardtable.cards import Card, Suit
from cardtable.rules import joker_spades as spades_r
from cardtable.rules import ninety_nine as nn_r
from cardtable.rules import twenty_one as t21_r
from cardtable.rules.base import Action, ChooseTrump, Game, Options, Play, State
from cardtable.rules.hokm import HOKM, HokmOptions
from cardtable.rules.shelem import ShelemOptions, card_points
from cardtable.rules.tricks import trick_winner


def C(code: str) -> Card:
    return Card.parse(code)


def why(state: State, card: str) -> Reason | None:
    seat = state.to_act
    assert seat is not None
    legal = [a for a in state.legal_actions() if a.seat == seat]
    return explain(state.view(seat), legal, Play(seat, C(card)))


# ------------------------------------------------------------------ constructed


def test_hokm_partner_already_wins():
    state = hokm_t.new(["5C", "KC", "2C", "AC 3C"], hakem=0, trump="H")
    hokm_t.play(state, "5C KC 2C")
    assert why(state, "3C") == Reason("partner_wins", (C("KC"),))


def test_hokm_no_card_wins_keep_the_king():
    state = hokm_t.new(["AC 4H", "KC 3C", "QC"], hakem=0, trump="S")
    hokm_t.play(state, "AC")
    assert why(state, "3C") == Reason("cannot_win_keep", (C("KC"),))


def test_hokm_void_take_it_with_the_lowest_trump():
    state = hokm_t.new(["5C", "2C", "KC", "2H 9H 4D 5D 6D 7D 8D 9D TD JD QD KD AD"],
                       hakem=0, trump="H")
    hokm_t.play(state, "5C 2C KC")
    assert why(state, "2H") == Reason("ruff_lowest", (Suit.HEARTS, Suit.CLUBS))
    assert why(state, "9H") is None  # not the lowest trump: no such claim


def test_hokm_last_takes_with_its_lowest_winner():
    state = hokm_t.new(["5C", "2C", "9C", "KC QC 3C 2H 3H 4H 5H 6H 7H 8H 9H TH JH"],
                       hakem=0, trump="H")
    hokm_t.play(state, "5C 2C 9C")
    assert why(state, "QC") == Reason("take_last", (C("QC"),))
    assert why(state, "KC") is None  # not the lowest winner


def test_hokm_trump_named_for_the_longest_suit():
    state = HOKM.new_state(HokmOptions(), 4, hokm_t.deal(["AS KS 7H 5H 3H"], hakem=0))
    legal = state.legal_actions()
    reason = explain(state.view(0), legal, ChooseTrump(0, Suit.HEARTS))
    assert reason == Reason("trump_longest", (Suit.HEARTS, 3))


def test_shelem_no_points_to_the_other_sides_trick():
    state = shelem_t.to_play()
    shelem_t.play(state, "QC 8S")
    assert why(state, "2C") == Reason("no_points")


def test_shelem_bid_or_pass_says_what_the_hand_should_capture():
    strong = shelem_t.new(["AS KS QS JS TS 9S AH KH AD KD AC KC"])
    seat = strong.to_act
    legal = strong.legal_actions()
    bid = min((a for a in legal if isinstance(a, shelem_t.Bid)), key=lambda a: a.value)
    reason = explain(strong.view(seat), legal, bid)
    assert reason is not None and reason.code == "shelem_bid"
    assert reason.args[0] == bid.value and reason.args[1] >= bid.value  # type: ignore[operator]


def test_spades_bid_names_the_likely_winners():
    from test_knowledge_joker_spades import new as spades_new

    state = spades_new(["RJ BJ AS KS AH AC 3D 4D 5D 6D 7D 8D 9D"], dealer=3)
    assert state.turn == 0
    action = spades_r.Bid(0, 5)
    reason = explain(state.view(0), state.legal_actions(), action)
    assert reason is not None and reason.code == "bid_winners" and reason.args[0] == 5
    likely = set(reason.args[1])  # type: ignore[arg-type]
    assert {C("RJ"), C("BJ"), C("AS"), C("AH"), C("AC")} <= likely
    assert likely <= set(state.hands[0])


def test_spades_bid_counts_low_spades_without_naming_them():
    """Five low spades and a void: the fifth spade wins by length and the spare ones ruff.
    The reason names the ace alone (the two of spades is no winner by its rank) and counts
    the low spades that should take tricks."""
    from test_knowledge_joker_spades import new as spades_new

    from cardtable.ai.knowledge import joker_spades as spades_k

    hand = "AH 6S 5S 4S 3S 2S 3D 4D 5D 6D 7D 8D 9D"
    state = spades_new([hand], dealer=3)
    reason = explain(state.view(0), state.legal_actions(), spades_r.Bid(0, 3))
    assert reason is not None and reason.code == "bid_winners"
    _, named, low_spades = reason.args
    assert named == (C("AH"),)
    cards = [C(c) for c in hand.split()]
    odds, by_rank = spades_k.win_odds(cards), spades_k.rank_odds(cards)
    assert low_spades == sum(1 for c in cards if odds[c] >= 0.5 > by_rank[c]) >= 2
    assert all(c.suit is Suit.SPADES for c in cards if odds[c] >= 0.5 > by_rank[c])


def test_ninety_nine_bid_made_play_a_loser():
    state = nn_t.new(nn_t.MADE, dealer=0)
    nn_t.bid(state, 1, "7C 8C 9C")
    nn_t.bid(state, 2, "6D 7D 8D")    # nought
    nn_t.bid(state, 0, "7S 8S TS")
    nn_t.pass_premiums(state)
    nn_t.play(state, "9S")
    assert why(state, "6S") == Reason("bid_made", (0,))
    assert why(state, "AS") == Reason("win_cheaply", (C("AS"),))


# ------------------------------------------------------------------ Twenty-One


def _twenty_one_positions(n: int) -> list[tuple[Any, list[Action], int]]:
    """Hit-or-stand decisions met in random play: (view, legal, seat)."""
    game = _game("twenty-one")
    rng = random.Random(3)
    found = []
    for seed in range(n):
        state = game.new_match(game.options_class(), 3, random.Random(seed))
        steps = 0
        while not state.round_over and steps < 300:
            steps += 1
            if state.chance is not None:
                state.apply(state.chance_action(rng))
                continue
            legal = state.legal_actions()
            seat = state.to_act
            mine = [a for a in legal if a.seat == seat]
            if seat is not None and any(isinstance(a, t21_r.Hit) for a in mine):
                found.append((state.view(seat), mine, seat))
            state.apply(legal[rng.randrange(len(legal))])
    return found


def test_twenty_one_reasons_hold():
    seen = set()
    for view, legal, seat in _twenty_one_positions(60):
        total = t21_r.hand_value([c for c in view.hands[seat] if c is not None])
        for action in legal:
            reason = explain(view, legal, action)
            if reason is None:
                continue
            seen.add(reason.code)
            assert reason.args[0] == total
            if reason.code == "hit_safe":
                assert isinstance(action, t21_r.Hit) and total + 11 <= 21
            if reason.code in ("hit", "must_hit"):
                assert isinstance(action, t21_r.Hit)
            if reason.code in ("stand", "sure_stand"):
                assert isinstance(action, t21_r.Stand)
    assert {"hit_safe", "stand"} <= seen


# --------------------------------------------------------------- random truth


def _game(game_id: str) -> Game:
    from cardtable.rules.registry import find_game

    return find_game(game_id)


def _wins_now(game_id: str, state: Any, cards: Sequence[Card]) -> bool:
    """Whether the last of `cards` (a trick in play order) is winning it."""
    if game_id == "joker-spades":
        return spades_r.trick_winner(cards) == len(cards) - 1
    if game_id == "ninety-nine":
        return nn_r.trick_winner(cards, state.trump, state.esuit, state.erank) == len(cards) - 1
    return trick_winner(cards, state.trump) == len(cards) - 1


def _later(state: Any, players: int) -> list[int]:
    n = len(state.trick)
    return [(state.leader + i) % players for i in range(n + 1, players)]


def _beaten_later(game_id: str, state: Any, trick: list[Card], players: int,
                  side: Callable[[int], bool]) -> bool:
    """Whether a player still to play, of the side `side` picks, holds a card that would
    take the trick from its winner (any card of his hand: a superset of his legal ones)."""
    for s in _later(state, players):
        if side(s) and any(_wins_now(game_id, state, trick + [c]) for c in state.hands[s]):
            return True
    return False


def check(game_id: str, state: Any, seat: int, card: Card, legal: list[Action],
          reason: Reason, players: int) -> None:
    """Assert `reason`'s claim about playing `card` against the full state."""
    trick = list(state.trick)
    cards = [a.card for a in legal if isinstance(a, Play)]
    partner = (lambda s: s % 2 == seat % 2) if players == 4 else (lambda s: s == seat)
    wins = [c for c in cards if trick and _wins_now(game_id, state, trick + [c])]
    code, args = reason.code, reason.args
    if code == "partner_wins":
        w = trick_index_winner(game_id, state, trick)
        assert args[0] == trick[w] and partner((state.leader + w) % players)
        assert card not in wins
        assert not _beaten_later(game_id, state, trick, players, lambda s: not partner(s))
    elif code == "no_points":
        w = trick_index_winner(game_id, state, trick)
        assert not partner((state.leader + w) % players) and card not in wins
        assert card_points(card) == 0
        assert not _beaten_later(game_id, state, trick, players, partner)
    elif code == "ruff_lowest":
        trump, led = args
        assert card in wins and not any(c.suit is led for c in state.hands[seat])
        trumps = [c for c in state.hands[seat] if _is_trump(game_id, c, trump)]
        assert card in trumps and _strength(game_id, card) == min(
            _strength(game_id, c) for c in trumps)
    elif code in ("take_last", "win_cheaply"):
        assert args[0] == card and card in wins
        if code == "take_last":
            assert len(trick) == players - 1
        assert not any(c.suit is card.suit and _strength(game_id, c) < _strength(game_id, card)
                       for c in wins)
    elif code in ("cannot_win", "cannot_win_keep"):
        assert trick and not wins
        if code == "cannot_win_keep":
            assert args[0] in cards and args[0] != card
    elif code == "lead_boss":
        assert not trick and args[0] == card
        for s in range(players):
            if s != seat:
                assert not any(_same_suit(game_id, state, c, card)
                               and _wins_now(game_id, state, [card, c])
                               for c in state.hands[s])
    elif code == "bid_made":
        bids = nn_r.bid_values(state.bidcards[seat], state.players, state.turnup)
        assert state.tricks[seat] == args[0] and args[0] in bids and card not in wins
    else:
        pytest.fail(f"unchecked reason {code}")


def trick_index_winner(game_id: str, state: Any, trick: list[Card]) -> int:
    if game_id == "joker-spades":
        return spades_r.trick_winner(trick)
    return trick_winner(trick, state.trump)


def _is_trump(game_id: str, card: Card, trump: Suit) -> bool:
    return card.suit is trump or (game_id == "joker-spades" and card.suit is None)


def _strength(game_id: str, card: Card) -> int:
    if game_id == "joker-spades":
        return spades_r.power(card, spades_r.TRUMP) if (
            card.suit is None or card.suit is spades_r.TRUMP) else int(card.rank)
    return int(card.rank)


def _same_suit(game_id: str, state: Any, a: Card, b: Card) -> bool:
    if game_id == "ninety-nine":
        return bool(state.esuit[a] == state.esuit[b])
    if game_id == "joker-spades":
        return spades_r.led_suit(a) is spades_r.led_suit(b)
    return a.suit is b.suit


CASES: list[tuple[str, int, Options]] = [
    ("hokm", 4, HokmOptions()), ("shelem", 4, ShelemOptions()),
    ("joker-spades", 4, spades_r.JokerSpadesOptions()),
    ("ninety-nine", 3, nn_r.NinetyNineOptions()),
]


@pytest.mark.parametrize("game_id, players, options", CASES)
def test_every_reason_holds_in_random_positions(game_id, players, options):
    game = _game(game_id)
    rng = random.Random(7)
    codes: set[str] = set()
    for seed in range(25 if game_id != "ninety-nine" else 15):
        state = game.new_match(options, players, random.Random(seed))
        steps = 0
        while not state.round_over and steps < 400:
            steps += 1
            if state.chance is not None:
                state.apply(state.chance_action(rng))
                continue
            legal = state.legal_actions()
            seat = state.to_act
            if isinstance(legal[0], Play) and seat is not None and seat < players:
                mine = [a for a in legal if a.seat == seat]
                view = state.view(seat)
                for a in mine:
                    reason = explain(view, mine, a)
                    if reason is not None:
                        codes.add(reason.code)
                        check(game_id, state, seat, a.card, mine, reason, players)
            state.apply(legal[rng.randrange(len(legal))])
    expected = {"cannot_win", "cannot_win_keep", "win_cheaply", "take_last", "lead_boss"}
    expected |= {"ninety-nine": {"bid_made"}, "shelem": {"no_points"}}.get(game_id, set())
    if players == 4:
        expected |= {"partner_wins", "ruff_lowest"}
    assert expected <= codes  # every claim of the game was checked


def test_ninety_nine_bid_says_the_other_cards_should_take_as_many():
    from cardtable.ai.knowledge.ninety_nine import KNOWLEDGE as NN

    state = nn_t.new(nn_t.MADE, dealer=0)
    seat = state.to_act
    legal = [a for a in state.legal_actions() if a.seat == seat]
    choice = NN.decide(state.view(seat), legal, random.Random(1), "hard")
    reason = explain(state.view(seat), legal, choice)
    assert reason is not None and reason.code == "nn_bid"
    value = reason.args[0]
    assert value in nn_r.bid_values(choice.cards, 3, None)
    # A bid far from what the rest of the hand should take is given no such reason.
    worst = max(legal, key=lambda a: max(nn_r.bid_values(a.cards, 3, None)))
    assert explain(state.view(seat), legal, worst) is None
