"""SeatView.sample(rng), the determinization the search plays on, for every registered game
and player count, at random positions of random matches.

A sample must be a full state that plays on legally, that the seat cannot tell from the real
one (`sample.view(seat) == view`), that holds exactly the round's cards, and that keeps what
the seat knows: every face it sees where it lies, and what it worked out from the play,
tracked here independently of the models: voids shown by failing to follow suit, the cards
of a Cheat pile picked up after a challenge and the seat's own cards in the pile, the Old
Maid cards it handed to another player (and no hidden hand holding a pair).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from cardtable.cards import JOKER, Card
from cardtable.rules.base import Action, Game, Play, RecordError, State
from cardtable.rules.cheat import Challenge, CheatPlay, CheatState
from cardtable.rules.joker_spades import led_suit
from cardtable.rules.old_maid import Draw as OldMaidDraw
from cardtable.rules.old_maid import OldMaidState
from cardtable.rules.registry import GAMES
from cardtable.rules.shelem import PacketPlay

STEPS = 220
"""Random actions played per match (a round or more in most games)."""
CHECKPOINTS = 6
"""Positions of a match where every seat's samples are checked."""
SAMPLES = 1
PLAY_ON = 25
"""Random actions played on from each sample."""


def player_counts(game: Game) -> list[int]:
    out = []
    for n in range(game.min_players, game.max_players + 1):
        try:
            game.check_players(n)
        except RecordError:
            continue
        out.append(n)
    return out


CASES = [pytest.param(gid, n, id=f"{gid}-{n}p")
         for gid, game in sorted(GAMES.items()) for n in player_counts(game)]


def pick(state: State, rng: random.Random) -> Action:
    if state.chance is not None:
        return state.chance_action(rng)
    legal = state.legal_actions()  # maybe lazy (Cheat): indexed, never walked
    return legal[rng.randrange(len(legal))]


def cards_of(zones: dict[Any, tuple]) -> Counter:
    return Counter(c for cards in zones.values() for c in cards)


# ------------------------------------------------------------ what a seat worked out


class Knowledge:
    """What each seat worked out from the play of the current round, tracked from the
    real state as the match is played (reset at each round)."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.reset()

    def reset(self) -> None:
        n = self.players
        #: voids[hand]: keys (suits, or Ninety-Nine's effective suits) shown void, public
        #: (by hand: Ninety-Nine's two players have a third, the dummy)
        self.voids: list[set[int]] = [set() for _ in range(n + 1)]
        #: ranks[observer][seat]: ranks the observer knows that seat holds
        self.ranks: list[list[Counter]] = [[Counter() for _ in range(n)] for _ in range(n)]
        #: lacks[observer][seat]: Old Maid ranks the observer knows that seat does not hold
        #: (it drew one from it: a hand never holds two of a rank)
        self.lacks: list[list[set]] = [[set() for _ in range(n)] for _ in range(n)]

    def before(self, state: State, action: Action) -> Any:
        """Look at the real state just before `action` (returns what `after` needs)."""
        if isinstance(action, Play) and hasattr(state, "trick") and state.trick:
            return self._trick_play(state, action)
        if isinstance(action, Challenge) and isinstance(state, CheatState):
            player, _, claim, cards, _, _ = state.log[-1]
            assert cards is not None
            truthful = all(c.rank is claim for c in cards)
            laid: list[Counter] = [Counter() for _ in range(self.players)]
            for p, _, _, played, _, _ in state.log[state.pile_from:]:
                assert played is not None
                laid[p].update(c.rank for c in played)
            taker = action.seat if truthful else player
            return ("challenge", taker, player, Counter(c.rank for c in cards), laid)
        if isinstance(action, CheatPlay):
            return ("cheat-play", action.seat)
        if isinstance(action, OldMaidDraw) and isinstance(state, OldMaidState):
            drawer, victim = state.turn, state.victim()
            paired = action.card is not JOKER and any(
                c.rank is action.card.rank for c in state.hands[drawer])
            return ("old-maid", drawer, victim, action.card, paired)
        return None

    def _trick_play(self, state: Any, action: Play) -> None:
        seat, card, trick = state.turn, action.card, state.trick
        if isinstance(action, PacketPlay) or card not in state.hands[seat]:
            return None  # Shelem's packet cards tell nothing about the hand
        game = state.game.id
        if game == "ninety-nine":
            es = state.esuit
            if es[card] != es[trick[0]]:
                self.voids[seat].add(es[trick[0]])
        elif game == "joker-spades":
            led = led_suit(trick[0])
            if card.suit is not None and card.suit is not led:
                self.voids[seat].add(int(led))
        elif card.suit is not trick[0].suit:
            self.voids[seat].add(int(trick[0].suit))
        return None

    def after(self, note: Any) -> None:
        if note is None:
            return
        kind = note[0]
        if kind == "cheat-play":
            for known in self.ranks:
                known[note[1]].clear()  # it may have laid any of them
        elif kind == "challenge":
            _, taker, player, revealed, laid = note
            for o in range(self.players):
                if o != taker:
                    self.ranks[o][taker].update(laid[o])
                    if player != o:
                        self.ranks[o][taker].update(revealed)
        elif kind == "old-maid":
            _, drawer, victim, card, paired = note
            for o in range(self.players):
                known = self.ranks[o]
                self.lacks[o][drawer].clear()  # it drew a card nobody but the victim saw
                if o == drawer:
                    known[victim][card.rank] = 0
                    if card is not JOKER:
                        self.lacks[o][victim].add(card.rank)
                else:
                    known[victim].clear()
                if paired:
                    known[drawer][card.rank] = 0
                elif o == victim:
                    known[drawer][card.rank] = 1

    def key(self, state: Any, card: Card) -> int | None:
        if state.game.id == "ninety-nine":
            return state.esuit[card]
        return None if card.suit is None else int(card.suit)


# ----------------------------------------------------------------------- the checks


def check_sample(state: State, seat: int, known: Knowledge, rng: random.Random) -> None:
    view = state.view(seat)
    shown = view.zones()
    truth = state.zones()
    sample = view.sample(rng)
    assert sample.view(seat) == view, "the seat cannot tell the sample from the real state"
    zones = sample.zones()
    assert set(zones) == set(truth)
    assert cards_of(zones) == cards_of(truth), "the sample holds exactly the round's cards"
    for zone, faces in shown.items():
        assert len(zones[zone]) == len(faces), f"{zone}: as many cards"
        for seen, card in zip(faces, zones[zone], strict=True):
            assert seen is None or card is seen, f"{zone}: a face the seat sees moved"
    assert (sample.to_act, sample.chance, sample.round_over, sample.match_over) == (
        state.to_act, state.chance, state.round_over, state.match_over)
    assert sample.totals == state.totals
    if state.to_act == seat and state.chance is None:
        real, sampled = state.legal_actions(), sample.legal_actions()
        assert len(real) == len(sampled)
        if state.game.id != "old-maid":  # its draws name the victim's (hidden) cards
            assert [real[i] for i in range(min(len(real), 50))] == [
                sampled[i] for i in range(min(len(real), 50))]
    check_what_it_worked_out(sample, seat, known, view)
    play_on(sample, rng)


def check_what_it_worked_out(sample: Any, seat: int, known: Knowledge, view: Any) -> None:
    zones = sample.zones()
    for s in range(len(known.voids)):
        if s == seat:
            continue
        hand = zones.get(("hand", s), ())
        for card in hand:
            key = known.key(sample, card)
            assert key is None or key not in known.voids[s], \
                f"hand {s} showed itself void, yet holds {card.code} in the sample"
        if s >= sample.players:
            continue
        want = known.ranks[seat][s]
        have = Counter(c.rank for c in hand)
        assert not (want - have), f"seat {s} must hold {dict(want - have)} in the sample"
        if sample.game.id == "old-maid":
            ranks = [c.rank for c in hand if c is not JOKER]
            assert len(ranks) == len(set(ranks)), f"seat {s} holds a pair in the sample"
            wrong = known.lacks[seat][s] & set(ranks)
            assert not wrong, f"seat {s} cannot hold {wrong}: seat {seat} drew its only one"
    if sample.game.id == "cheat":
        pile = zones[("pile", "center")]
        at = 0
        for p, count, _, ranks, _, _ in view.plays[view.pile_from:]:
            if p == seat:
                assert tuple(c.rank for c in pile[at:at + count]) == ranks, \
                    "the seat's own cards in the pile are where it laid them"
            at += count


def play_on(sample: State, rng: random.Random) -> None:
    """The sample is a full state: it plays on legally, keeping its cards."""
    twin = sample.clone()
    before = cards_of(twin.zones())
    for _ in range(PLAY_ON):
        if twin.round_over:
            break
        twin.apply(pick(twin, rng))
    if not twin.round_over:
        assert cards_of(twin.zones()) == before


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_samples_are_full_states_that_keep_what_the_seat_knows(game_id: str, players: int):
    game = GAMES[game_id]
    for seed in range(2):
        rng = random.Random(seed)
        check_rng = random.Random(1000 + seed)
        options = game.options_class()
        state = game.new_match(options, players, rng)
        known = Knowledge(players)
        checkpoints = set(check_rng.sample(range(STEPS), CHECKPOINTS))
        for step in range(STEPS):
            if state.match_over:
                break
            if state.round_over:
                state.start_round(game.random_deal(players, state.next_roles(), rng, options))
                known.reset()
                continue
            if step in checkpoints or step == 0:
                for seat in range(players):
                    for _ in range(SAMPLES):
                        check_sample(state, seat, known, check_rng)
            action = pick(state, rng)
            note = known.before(state, action)
            state.apply(action)
            known.after(note)


def test_the_knowledge_tracker_sees_voids_and_picked_up_cards():
    """The checks above can fail: the tracker finds what it is meant to find."""
    found = {"void": False, "cheat": False, "old-maid": False}
    for game_id, players in (("hokm", 4), ("cheat", 3), ("old-maid", 3)):
        game = GAMES[game_id]
        rng = random.Random(7)
        state = game.new_match(game.options_class(), players, rng)
        known = Knowledge(players)
        for _ in range(400):
            if state.round_over:
                break
            action = pick(state, rng)
            note = known.before(state, action)
            state.apply(action)
            known.after(note)
            if any(known.voids):
                found["void"] = True
            if any(sum(c.values()) for row in known.ranks for c in row):
                found["cheat" if game_id == "cheat" else "old-maid"] = True
    assert all(found.values()), found
