"""Cheat knowledge: a handful of sensible plays for the search (the legal plays can number
in the millions and are never walked), the challenge decision from card counting, a cheap
playout and a reward for positions cut short.

- `candidates`: for a play, the truthful plays of every allowed rank held, a truthful
  play with one card slipped under it, one- and two-card bluffs, and the play that empties
  the hand; each is checked against the model's legal plays. For an answer to a claim, the
  one answer the asker gives at the table from what it sees (`tree_answer`: so a
  determinized search cannot call lies it could not know about, and a bluffer expects to
  be caught as often as it will be); playouts answer more cheaply (`fair_answer`).
- `decide`: whether to call "cheat": a claim is a certain lie when the copies this seat
  knows are elsewhere leave too few (four 7s claimed while it holds a 7); otherwise the
  chance of a lie is weighed from the cards unaccounted for and how often claims have
  turned out lies at this table (`lie_chance`), and the call is made when it pays: an
  opponent taking the pile helps a little, taking it oneself costs it all, and a player
  about to go out is worth stopping. (Counting the chance that the player holds four of
  the very rank it named, as if it had not chosen it, made honest claims of four look like
  lies: searching players called four in five of them and took the pile.)
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence

from cardtable.ai.knowledge import Knowledge
from cardtable.cards import Card, Rank
from cardtable.rules.base import Action, SeatView, State
from cardtable.rules.cheat import (
    ORDER,
    PLAYING,
    RESPONDING,
    Accept,
    Challenge,
    CheatPlay,
    CheatState,
    CheatView,
    allowed_claims,
    known_ranks,
)

GOING_OUT = 8.0
"""What stopping a player from going out is worth, in cards taken."""
SOFT_RANK = 3.0
"""Cards of difference that make one hand about surely ahead of another (reward)."""
BLUFF_CLAIMS = 2
"""Bluff candidates are made for at most this many claimed ranks."""


# ------------------------------------------------------------------------ counting


def at_least(pool: int, good: int, draws: int, k: int) -> float:
    """P(at least k of `good` among `draws` taken from `pool` cards): hypergeometric."""
    if k <= 0:
        return 1.0
    draws = max(0, min(draws, pool))
    good = max(0, min(good, pool))
    if k > min(good, draws):
        return 0.0
    total = math.comb(pool, draws)
    hit = sum(math.comb(good, i) * math.comb(pool - good, draws - i)
              for i in range(k, min(good, draws) + 1))
    return hit / total


LIE_PRIOR = (1.0, 2.0)
"""Lies and truths assumed before any claim is turned up (one lie in three): each claim
turned up at the table then counts as one more of either, so a seat comes to expect the
bluffing its opponents actually do."""


def size_class(count: int) -> int:
    """Claims are weighed against others of about their size: one card, two, three or more."""
    return min(count, 3)


def lie_rate(view: CheatView, count: int | None = None) -> float:
    """How often claims are lies, from the claims this seat has seen turned up: those of
    the size class of `count` when given. Bluffs are mostly of one or two cards: counted
    together with them, the honest fours of a two-player end looked like lies, and two
    players called each other's true claims and took the pile back and forth for hundreds
    of turns."""
    lies, truths = LIE_PRIOR
    for _, size, _, ranks, challenger, truthful in view.plays:
        if challenger is None or ranks is None:
            continue
        if count is not None and size_class(size) != size_class(count):
            continue
        if truthful:
            truths += 1
        else:
            lies += 1
    return lies / (lies + truths)


def lie_chance(view: CheatView) -> float:
    """The chance that the last claim is a lie, as this seat can count it: 1.0 when the
    copies it knows are elsewhere leave too few for the claim.

    With free claims the player chose the rank, so the claim alone says little (a player
    claims the cards it holds most of): what counts is how much likelier the claim is to
    be true than the same claim of a rank this seat knows nothing about. Four kings claimed
    are believed (as often as claims turn out true) unless this seat holds or saw kings;
    a claim of a rank it holds two of is doubted. Where the rank is set by the rule, the
    claim is true only if the player happens to hold the cards."""
    player, count, claim = view.plays[-1][:3]
    copies = 4 * view.decks
    held = sum(1 for c in view.hand if c.rank is claim)
    mine = view.mine_in_pile()
    known = known_ranks(view.plays[:-1], view.seat, view.players)
    elsewhere = held + mine[claim] + sum(k[claim] for s, k in enumerate(known) if s != player)
    if elsewhere + count > copies:
        return 1.0
    # Where the other copies may be: the player's hand before this play drew from the
    # cards this seat cannot place.
    pool = (52 * view.decks - len(view.hand) - sum(mine.values())
            - sum(sum(k.values()) for k in known))
    good = copies - elsewhere - known[player][claim]
    before = view.hand_counts[player] + count - sum(known[player].values())
    need = count - known[player][claim]
    if need <= 0:
        return 0.02  # it is known to hold them: lying would only keep them back
    truth = at_least(pool, good, before, need)
    if view.options.claims == "free":
        # The same claim of a rank of which every copy could be anywhere unseen.
        blank = at_least(pool + elsewhere + known[player][claim], copies,
                         before + known[player][claim], count)
        if truth <= 0.0:
            return 0.98
        rate = lie_rate(view, count)
        q = rate * blank / (rate * blank + (1.0 - rate) * truth)
    else:
        q = 1.0 - truth
    return min(0.98, max(0.02, q))


def should_challenge(view: CheatView) -> bool:
    player, count = view.plays[-1][:2]
    q = lie_chance(view)
    if q >= 1.0:
        return True
    pile = view.pile_count
    left = view.players - len(view.places)
    gain = pile / max(1, left - 1) + (GOING_OUT if view.hand_counts[player] == 0 else 0.0)
    return q * gain > (1.0 - q) * pile


# ------------------------------------------------------------------------- plays


def _junk(hand: Sequence[Card], keep: Rank | None, n: int) -> list[Card]:
    """The n cards of the ranks held least (never of rank `keep`)."""
    others = [c for c in hand if c.rank is not keep]
    counts = Counter(c.rank for c in others)
    return sorted(others, key=lambda c: (counts[c.rank], ORDER[c]))[:n]


def _mine_in_pile(state: CheatState, seat: int) -> Counter[Rank]:
    """The ranks of `seat`'s own cards in the pile (as it saw them laid)."""
    mine: Counter[Rank] = Counter()
    for p, _, _, ranks, _, _ in state.seen[seat][state.pile_from:]:
        if p == seat and ranks is not None:
            mine.update(ranks)
    return mine


def _play(seat: int, cards: Sequence[Card], claim: Rank) -> CheatPlay:
    return CheatPlay(seat, tuple(sorted(cards, key=ORDER.__getitem__)), claim)


def play_candidates(state: CheatState, rng: random.Random) -> list[CheatPlay]:
    seat = state.turn
    hand = state.hands[seat]
    kmax = state.kmax
    claims = allowed_claims(state.options.claims, state.last_claim)
    by_rank: dict[Rank, list[Card]] = {}
    for c in hand:
        by_rank.setdefault(c.rank, []).append(c)
    out: list[CheatPlay] = []
    if len(hand) <= kmax:  # the whole hand at once: truthful if one rank, else a bold lie
        rank = max(claims, key=lambda r: (len(by_rank.get(r, ())), -claims.index(r)))
        out.append(_play(seat, hand, rank))
    honest = [r for r in claims if r in by_rank]
    for r in honest:
        cards = by_rank[r][:kmax]
        out.append(_play(seat, cards, r))
        if len(cards) < kmax and len(hand) > len(cards):
            out.append(_play(seat, cards + _junk(hand, r, 1), r))
    hidden = _mine_in_pile(state, seat)
    bluff_claims = sorted(claims, key=lambda r: (-hidden[r], -len(by_rank.get(r, ())),
                                                 claims.index(r)))[:1]
    rest = [r for r in claims if r not in bluff_claims]
    if rest:
        bluff_claims.append(rest[rng.randrange(len(rest))])
    for r in bluff_claims[:BLUFF_CLAIMS]:
        for n in (1, 2):
            junk = _junk(hand, r, n)
            if len(junk) == n:
                out.append(_play(seat, junk, r))
    return out


def fair_answer(state: CheatState, rng: random.Random) -> Action:
    """The answer to a claim of a player who sees only its own cards (for the tree and the
    playouts): call a claim its own cards prove false, and a player about to go out; now
    and then a big claim onto a small pile."""
    asker = state.askers[state.ask_i]
    player, count, claim = state.log[-1][:3]
    copies = state.kmax
    held = sum(1 for c in state.hands[asker] if c.rank is claim)
    held += _mine_in_pile(state, asker)[claim]
    if held + count > copies:
        call = True
    elif not state.hands[player]:
        call = rng.random() < 0.8
    elif count >= 3 and len(state.pile) <= 8:
        call = rng.random() < 0.2
    else:
        call = len(state.pile) <= 3 and rng.random() < 0.03
    return Challenge(asker) if call else Accept(asker)


def tree_answer(state: CheatState) -> Action:
    """The answer in the search tree: the one this very knowledge gives at the table, from
    what the asker sees (`should_challenge`). With a cruder answer there, a searching player
    believed its bluffs would pass when its opponents caught four in five of them, and two
    players bluffed, were caught and took the pile back and forth for hundreds of turns."""
    asker = state.askers[state.ask_i]
    view = state.view(asker)
    assert isinstance(view, CheatView)
    return Challenge(asker) if should_challenge(view) else Accept(asker)


def quick_play(state: CheatState, rng: random.Random) -> CheatPlay:
    """The playout's play: the most cards of an allowed rank held, else a one-card lie."""
    seat = state.turn
    hand = state.hands[seat]
    claims = allowed_claims(state.options.claims, state.last_claim)
    counts = Counter(c.rank for c in hand)
    best = max(claims, key=lambda r: (counts[r], rng.random()))
    if counts[best]:
        cards = [c for c in hand if c.rank is best][:state.kmax]
        return CheatPlay(seat, tuple(cards), best)
    return CheatPlay(seat, tuple(_junk(hand, None, 1)), best)


# ---------------------------------------------------------------------- knowledge


class CheatKnowledge(Knowledge):
    revision = 3  # claims weighed against turned-up claims of their own size
    outcome_revision = 2  # settled when the first player is out
    picks_legal = False  # its quick plays and answers are built, not picked from a list

    def match_winner(self, state: State) -> int | None:
        if not isinstance(state, CheatState) or not state.places:
            return None
        return state.places[0]

    def decide(self, view: SeatView, legal: Sequence[Action], rng: random.Random,
               level: str) -> Action | None:
        if not isinstance(view, CheatView) or view.asking != view.seat or not view.plays:
            return None
        want: type[Action] = Challenge if should_challenge(view) else Accept
        return next((a for a in legal if isinstance(a, want)), None)

    def candidates(self, state: State, legal: Sequence[Action],
                   rng: random.Random) -> Sequence[Action]:
        if not isinstance(state, CheatState):
            return legal
        if state.phase == RESPONDING:
            return [tree_answer(state)]
        if state.phase != PLAYING:
            return legal
        out: list[Action] = []
        for play in play_candidates(state, rng):
            if play not in out and play in legal:
                out.append(play)
        return out or [legal[0]]

    def playout(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        if not isinstance(state, CheatState):
            return legal[rng.randrange(len(legal))]
        if state.phase == RESPONDING:
            return fair_answer(state, rng)
        return quick_play(state, rng)

    def reward(self, state: State, seat: int) -> float:
        """The place reached (first 1, last 0); for a game cut short, the places taken so
        far and then the hands compared softly by their size."""
        if not isinstance(state, CheatState):
            return super().reward(state, seat)
        n = state.players
        if seat in state.places:
            place = float(state.places.index(seat))
        else:
            place = float(len(state.places))
            mine = len(state.hands[seat])
            for s in range(n):
                if s != seat and s not in state.places:
                    diff = (mine - len(state.hands[s])) / SOFT_RANK
                    place += 1.0 / (1.0 + math.exp(-diff))
        return 1.0 - place / (n - 1)


KNOWLEDGE = CheatKnowledge()
