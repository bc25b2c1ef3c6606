"""Hokm knowledge: the hakem's trump from his first five cards, whether to play on for a
bam, the blunder filters (never overtake a partner's certain winner; of two equal sure
winners play the lower), what the other players' plays suggest they do not hold (the
search's deals lean on it) and the value of a finished hand.

The playout stays uniformly random: a greedy one (win cheaply, never overtake the partner)
measured no better at equal iterations (62 hands to 62 over 120 duplicate hands at 150
iterations a move) and costs twice as much a step."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cardtable.ai import filters
from cardtable.ai.knowledge import PLANNING_LEVELS, PLANNING_REVISION, Knowledge
from cardtable.cards import PACK_52, Card, Rank, Suit
from cardtable.rules.base import Action, ChooseTrump, Play, SeatView, State
from cardtable.rules.hokm import (
    PLAYERS,
    PLAYING,
    TRICKS_TO_WIN,
    Bam,
    HokmState,
    HokmView,
    kot_value,
    team_of,
)
from cardtable.rules.tricks import trick_winner

HONOUR = {Rank.ACE: 3.0, Rank.KING: 2.0, Rank.QUEEN: 1.5, Rank.JACK: 1.0, Rank.TEN: 0.5}
"""What an honour adds to a suit's claim to be trump, on top of its length."""
LENGTH_WEIGHT = 6.0
"""Each card of a suit counts this much: three small trumps beat a bare ace-king."""


def trump_score(cards: Sequence[Card], suit: Suit) -> float:
    """How good `suit` is as trump for these cards: length first, then honours, then
    (as the last tie-break) the ranks."""
    mine = [c for c in cards if c.suit is suit]
    return (LENGTH_WEIGHT * len(mine) + sum(HONOUR.get(c.rank, 0.0) for c in mine)
            + sum(int(c.rank) for c in mine) / 100)


def choose_trump(cards: Sequence[Card]) -> Suit:
    """The suit the hakem names from his first five cards."""
    return max(Suit, key=lambda s: trump_score(cards, s))


def beats(card: Card, winner: Card, trump: Suit | None) -> bool:
    """Whether `card` takes the trick from `winner`, the card now winning it."""
    if card.suit is winner.suit:
        return card.rank > winner.rank
    return card.suit is trump


def could_hold(view: HokmView, seat: int, cards: Sequence[Card]) -> list[Card]:
    """The cards of `cards` that `seat` may hold: none of a suit it has shown void in."""
    void = view.voids[seat]
    return [c for c in cards if not void >> int(c.suit if c.suit is not None else 0) & 1]


def later_opponents(view: HokmView) -> list[int]:
    """The opponents still to play to the current trick after this seat."""
    me = view.seat
    return [(view.leader + i) % PLAYERS for i in range(len(view.trick) + 1, PLAYERS)
            if team_of((view.leader + i) % PLAYERS) != team_of(me)]


def losers(view: HokmView) -> int:
    """Tricks this seat's hand may lose if it leads every remaining trick itself: none
    when it can draw the outstanding trumps with top trumps and every other card is the
    best of its suit."""
    trump = view.trump
    out = view.unseen()
    out_trumps = [c for c in out if c.suit is trump]
    mine = list(view.hand)
    my_trumps = [c for c in mine if c.suit is trump]
    count = 0
    if out_trumps:
        top = max(int(c.rank) for c in out_trumps)
        masters = [c for c in my_trumps if int(c.rank) > top]
        if len(masters) < len(out_trumps):
            count += len(out_trumps) - len(masters)
    for c in mine:
        if c.suit is trump:
            continue
        if any(o.suit is c.suit and o.rank > c.rank for o in out):
            count += 1
    return count


def bam_choice(view: HokmView) -> bool | None:
    """Play on for all thirteen? Never when stopping already wins the match, always when
    the hand cannot lose a trick, never with two or more possible losers; in between the
    search decides."""
    team = team_of(view.seat)
    kot = kot_value(team, view.hakem)
    opts = view.options
    if view.set_hands[team] + kot >= opts.hands_per_set and view.sets[team] + 1 >= opts.sets:
        return False
    lost = losers(view)
    if lost == 0:
        return True
    if lost >= 2:
        return False
    return None


def play_filter(view: HokmView, legal: Sequence[Action]) -> Sequence[Action]:
    """Drop the plays a good player never makes here (see the module docstring)."""
    trick = view.trick
    if not trick or len(legal) < 2:
        return legal
    trump = view.trump
    win_i = trick_winner(trick, trump)
    winner = trick[win_i]
    partner_wins = team_of((view.leader + win_i) % PLAYERS) == team_of(view.seat)
    rest = view.unseen()
    threats = [c for s in later_opponents(view) for c in could_hold(view, s, rest)]
    if partner_wins and not any(beats(c, winner, trump) for c in threats):
        # The partner's card wins whatever comes: overtaking it only spends a card.
        under = [a for a in legal if isinstance(a, Play) and not beats(a.card, winner, trump)]
        if under:
            return under
    # Of the cards that win the trick for certain, the lowest of a suit does as well as a
    # higher one, and the higher one stays in hand.
    sure = [a.card for a in legal if isinstance(a, Play) and beats(a.card, winner, trump)
            and not any(beats(c, a.card, trump) for c in threats)]
    drop = {c for c in sure
            if any(o.suit is c.suit and o.rank < c.rank for o in sure)}
    if not drop:
        return legal
    return [a for a in legal if not (isinstance(a, Play) and a.card in drop)]


def _order(card: Card) -> tuple[int, int]:
    return int(card.suit), int(card.rank)  # type: ignore[arg-type]


_BETWEEN = filters.strength_between(PACK_52, _order)


def spot(view: HokmView, legal: Sequence[Action]) -> filters.Spot:
    """What this seat knows of the trick it plays to (cardtable/ai/filters.py)."""
    trump = view.trump
    plays = tuple(a for a in legal if isinstance(a, Play))
    trick = view.trick
    known = frozenset(view.hand) | {c for _, c in view.played}
    if not trick:
        return filters.Spot(plays, 0, False, False, False, frozenset(), _order, _BETWEEN,
                            known)
    win_i = trick_winner(trick, trump)
    winner = trick[win_i]
    ours = team_of((view.leader + win_i) % PLAYERS) == team_of(view.seat)
    rest = view.unseen()
    me = team_of(view.seat)
    later = [(view.leader + i) % PLAYERS for i in range(len(trick) + 1, PLAYERS)]
    # The side now winning keeps the trick unless a player of the other side still to
    # play may hold a card that beats it.
    rivals = [s for s in later if (team_of(s) == me) != ours]
    certain = not any(beats(c, winner, trump) for s in rivals
                      for c in could_hold(view, s, rest))
    wins = frozenset(a.card for a in plays if beats(a.card, winner, trump))
    return filters.Spot(plays, len(trick), len(trick) == PLAYERS - 1, ours, certain, wins,
                        _order, _BETWEEN, known)


TRUST = (0.0, 0.6, 0.85, 0.97)
"""How far a play that let an opponent's card stand is believed to mean the player could not
beat it, by the player's place in the trick: the second player may duck on purpose, the
third plays to win, the last wins whenever it can."""


READERS = frozenset({"hard"})
"""The levels whose search leans on `beliefs`: reading the cards is what sets the strongest
player apart (and the weaker levels keep the deals they were measured on)."""


def beliefs(view: HokmView) -> list[tuple[int, int, float]]:
    """What the other players' plays this hand suggest they do not hold, as (seat, card
    bits, trust): a player who let an opponent's card win, following suit under it, likely
    held none of that suit above it; one who threw off instead of trumping it, no trump
    that could."""
    trump = view.trump
    out: list[tuple[int, int, float]] = []
    played = view.played
    for start in range(0, len(played), PLAYERS):
        trick = played[start:start + PLAYERS]
        for k in range(1, len(trick)):
            seat, card = trick[k]
            if seat == view.seat:
                continue
            prior = [c for _, c in trick[:k]]
            w = trick_winner(prior, trump)
            winner = prior[w]
            led = prior[0].suit
            if team_of(trick[w][0]) == team_of(seat):
                continue  # the partner was winning: letting it stand says nothing
            if card.suit is led:
                if led is not None and winner.suit is led and card.rank < winner.rank:
                    barred = [c for c in SUIT_CARDS[led] if c.rank > winner.rank]
                else:
                    continue
            elif card.suit is not trump and trump is not None:
                barred = [c for c in SUIT_CARDS[trump]
                          if winner.suit is not trump or c.rank > winner.rank]
            else:
                continue
            out.append((seat, sum(1 << c.id for c in barred), TRUST[k]))
    return out


SUIT_CARDS = {s: [c for c in PACK_52 if c.suit is s] for s in Suit}
_PLAYS = [{c: Play(s, c) for c in PACK_52} for s in range(PLAYERS)]


class HokmKnowledge(Knowledge):
    def decide(self, view: SeatView, legal: Sequence[Action], rng: random.Random,
               level: str) -> Action | None:
        if not isinstance(view, HokmView) or not legal:
            return None
        first = legal[0]
        if isinstance(first, ChooseTrump):
            suit = choose_trump(view.hand)
            return next(a for a in legal if isinstance(a, ChooseTrump) and a.suit is suit)
        if isinstance(first, Bam):
            go = bam_choice(view)
            if go is None:
                return None
            return next(a for a in legal if isinstance(a, Bam) and a.value is go)
        return None

    def revision_of(self, level: str) -> int:
        # 2: hard reads the other players' cards; 3 (2 for the others): the blunder filters
        own = 3 if level in READERS else 2
        return own + (PLANNING_REVISION if level in PLANNING_LEVELS else 0)

    def sampler(self, view: SeatView, level: str) -> Callable[[random.Random], State]:
        if level not in READERS or not isinstance(view, HokmView) or not view.played:
            return view.sample
        guesses = beliefs(view)
        if not guesses:
            return view.sample

        def sample(rng: random.Random) -> State:
            # Each guess holds in a deal with its trust: the deals lean on what the play
            # suggests without ever ruling a hand out.
            avoid = [0] * PLAYERS
            for seat, bits, trust in guesses:
                if rng.random() < trust:
                    avoid[seat] |= bits
            return view.sample(rng, avoid)

        return sample

    def prefilter(self, view: SeatView, legal: Sequence[Action]) -> Sequence[Action]:
        if not isinstance(view, HokmView) or view.phase != PLAYING:
            return legal
        kept = play_filter(view, legal)
        return filters.apply(spot(view, kept), filters.AIMS["hokm"], kept)

    def play_out(self, state: State, steps: int, max_depth: int,
                 rng: random.Random) -> int | None:
        """The uniformly random playout on the state's own lists: building a legal list and
        the events of each play were most of a Hokm search's time. A trick that may end the
        hand (or is played on for a bam) is played through the rules' own `apply_legal`."""
        if not isinstance(state, HokmState):
            return None
        hands = state.hands
        trick = state.trick
        played = state.played
        voids = state.voids
        tricks = state.tricks
        won = state.won
        randrange = rng.randrange
        while steps < max_depth:
            phase = state.phase
            if phase != PLAYING:
                if state.round_over:
                    break
                legal = state.legal_actions()
                state.apply_legal(legal[randrange(len(legal))])
                hands, trick = state.hands, state.trick  # naming trump deals anew
                steps += 1
                continue
            seat = state.turn
            hand = hands[seat]
            if trick:
                led = trick[0].suit
                follow = [c for c in hand if c.suit is led]
                if follow:
                    card = follow[randrange(len(follow))]
                else:
                    card = hand[randrange(len(hand))]
                    voids[seat] |= 1 << int(led)  # type: ignore[arg-type]
            else:
                card = hand[randrange(len(hand))]
            steps += 1
            if len(trick) == PLAYERS - 1 and (state.playing_on
                                              or max(tricks) + 1 >= TRICKS_TO_WIN):
                state.apply_legal(_PLAYS[seat][card])
                trick = state.trick  # the rules start each trick on a list of its own
                continue
            hand.remove(card)
            trick.append(card)
            played.append((seat, card))
            if len(trick) < PLAYERS:
                state.turn = (seat + 1) % PLAYERS
                continue
            winner = (state.leader + trick_winner(trick, state.trump)) % PLAYERS
            tricks[winner % 2] += 1
            won[winner].extend(trick)
            trick.clear()
            state.leader = state.turn = winner
        return steps

    def reward(self, state: State, seat: int) -> float:
        """A hand won is worth more the more hands it scores (a kot two or three); a
        match won or lost is worth everything or nothing."""
        if state.match_over:
            return 1.0 if seat in state.winners else 0.0
        if state.round_over and state.results:
            points = state.results[-1].points
            return 0.5 + (points[seat] - points[(seat + 1) % PLAYERS]) / 8
        tricks = getattr(state, "tricks", None)
        if not tricks:
            return 0.5
        team = team_of(seat)
        return 0.5 + (tricks[team] - tricks[1 - team]) / 28


KNOWLEDGE = HokmKnowledge()
