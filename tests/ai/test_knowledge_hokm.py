"""Hokm knowledge (cardtable.ai.knowledge.hokm) on positions built through the model: the
trump named from five cards, the bam, the blunder filters, the playout, the reward, and
SeatView.sample keeping everything a seat knows."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

from cardtable.ai.knowledge import Knowledge, knowledge_for
from cardtable.ai.knowledge.hokm import KNOWLEDGE, TRUST, HokmKnowledge, beliefs
from cardtable.cards import PACK_52, Card, Suit
from cardtable.rules.base import ChooseTrump, Deal, Play
from cardtable.rules.hokm import HOKM, Bam, HokmOptions, HokmState

RNG = random.Random(0)


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def deal(hands: Sequence[str], hakem: int = 0) -> Deal:
    """Four hands of thirteen; every card of the pack not named goes round the others."""
    named = [cards(h) for h in hands] + [[] for _ in range(4 - len(hands))]
    used = {c for h in named for c in h}
    rest = [c for c in PACK_52 if c not in used]
    full = []
    for h in named:
        need = 13 - len(h)
        full.append(tuple(h + rest[:need]))
        del rest[:need]
    assert not rest
    return Deal(hands=tuple(full), roles={"hakem": hakem})


def new(hands: Sequence[str], hakem: int = 0, trump: str = "S", **options: object
        ) -> HokmState:
    state = HOKM.new_state(HokmOptions(**options), 4, deal(hands, hakem))  # type: ignore[arg-type]
    state.apply(ChooseTrump(hakem, Suit.parse(trump)))
    return state


def play(state: HokmState, text: str) -> None:
    for c in cards(text):
        state.apply(Play(state.turn, c))


def kept(state: HokmState) -> set[str]:
    view = state.view(state.turn)
    return {a.card.code for a in KNOWLEDGE.prefilter(view, state.legal_actions())
            if isinstance(a, Play)}


def test_the_game_finds_its_knowledge():
    assert knowledge_for("hokm") is KNOWLEDGE
    assert isinstance(KNOWLEDGE, HokmKnowledge)


# --------------------------------------------------------------------------- trump


@pytest.mark.parametrize("five, suit", [
    ("AS KS 7H 5H 3H", Suit.HEARTS),     # three small trumps beat a bare ace-king
    ("KS QS JS 4H AD", Suit.SPADES),     # the longest suit
    ("AC 9C KD 2D 5H", Suit.CLUBS),      # two and two: the ace-high pair
    ("QH JH 2C 3C KS", Suit.HEARTS),     # two and two: the honours decide
])
def test_trump_named_from_the_first_five_cards(five, suit):
    state = HOKM.new_state(HokmOptions(), 4, deal([five], hakem=0))
    view = state.view(0)
    assert len(view.hand) == 5
    choice = KNOWLEDGE.decide(view, state.legal_actions(), RNG, "normal")
    assert choice == ChooseTrump(0, suit)


# ----------------------------------------------------------------------------- bam

# Seat 0 holds the seven top spades (trump) and six hearts from the ace down: it takes the
# first seven tricks leading spades, and every spade the others held falls meanwhile.
SWEEP = "AS KS QS JS TS 9S 8S AH KH QH JH TH 9H"


def to_bam(hand0: str = SWEEP, **options: object) -> HokmState:
    state = new([hand0], hakem=0, trump="S", **options)
    for _ in range(7):
        lead = max((c for c in state.hands[0] if c.suit is Suit.SPADES),
                   key=lambda c: c.rank)
        state.apply(Play(0, lead))
        for _ in range(3):
            state.apply(state.legal_actions()[0])
    assert state.phase == "bam" and state.turn == 0
    return state


def test_bam_when_no_trick_can_be_lost():
    state = to_bam()
    assert KNOWLEDGE.decide(state.view(0), state.legal_actions(), RNG, "normal") == Bam(0, True)


def test_no_bam_with_two_losers():
    state = to_bam("AS KS QS JS TS 9S 8S AH KH QH JH 2C 3C")
    assert KNOWLEDGE.decide(state.view(0), state.legal_actions(), RNG, "normal") == Bam(0, False)


def test_no_bam_when_stopping_already_wins_the_match():
    state = to_bam(hands_per_set=2)  # the hakem's kot counts 2: the set and the match
    assert KNOWLEDGE.decide(state.view(0), state.legal_actions(), RNG, "normal") == Bam(0, False)


def test_card_play_is_left_to_the_search():
    state = new([SWEEP])
    assert KNOWLEDGE.decide(state.view(0), state.legal_actions(), RNG, "normal") is None


# ------------------------------------------------------------------------ filters


def test_never_trump_the_partners_certain_winner():
    # Hearts trump. Seat 0 leads a club, seat 1 takes it with the ace, seat 2 follows; seat
    # 3 (seat 1's partner, last to play) has no club: a trump would only waste a trump.
    state = new(["5C 2D", "AC", "2C", "AH KH 3H 4D 5D 6D 7D 8D 9D TD JD QD KD"],
                hakem=0, trump="H")
    play(state, "5C AC 2C")
    assert state.turn == 3
    legal = {a.card.code for a in state.legal_actions()}
    assert {"AH", "KH", "3H"} <= legal
    # No trump; of the diamonds 4 to king (nothing still out between them) the lowest.
    assert kept(state) == {"4D"}


# Spades trump, seat 2 the hakem. Seat 0 holds two small trumps and hearts (no club);
# seat 1 has no spade; the ace of clubs is seat 2's.
RUFF = ["2S 3S AH KH QH JH TH 9H 8H 7H 6H 5H 4H",
        "2C 5D 3H 2H 6D 7D 8D 9D TD JD QD KD AD",
        "AS AC",
        "4S 3C"]


def test_a_partner_winner_that_may_be_ruffed_is_not_certain():
    # Seat 2 leads the ace of clubs; seat 0 (its partner) has no club and could trump it.
    # Seat 1 is still to play and, for all seat 0 knows, may trump it: a trump is kept
    # (only the higher cards of each run go: 3S plays as 2S, the hearts as 4H).
    state = new(RUFF, hakem=2, trump="S")
    play(state, "AC 3C")
    assert state.turn == 0
    legal = state.legal_actions()
    assert {"2S", "3S"} <= {a.card.code for a in legal}
    assert kept(state) == {"2S", "4H"}


def test_partner_winner_certain_once_the_last_opponent_showed_no_trump():
    # The same, after a first trick in which seat 1 showed it has no spade: seat 2's ace
    # of clubs cannot be beaten now, and seat 0 keeps its trumps.
    state = new(RUFF, hakem=2, trump="S")
    play(state, "AS 4S 2S 5D")   # seat 1 fails to follow spades
    play(state, "AC 3C")
    assert state.turn == 0
    assert kept(state) == {"4H"}  # no trump; the hearts are one run: the lowest


def test_the_lower_of_two_sure_winners():
    # Seat 3 plays last to seat 2's nine of clubs: the king and the queen both win for
    # certain; the queen does as well and keeps the king (and the last player takes the
    # trick: the three is dropped too).
    state = new(["5C", "2C", "9C", "KC QC 3C 2H 3H 4H 5H 6H 7H 8H 9H TH JH"],
                hakem=0, trump="H")
    play(state, "5C 2C 9C")
    assert kept(state) == {"QC"}


def test_filters_never_empty_and_keep_legal_when_nothing_is_dropped():
    rng = random.Random(5)
    for seed in range(30):
        state = HOKM.new_match(HokmOptions(), 4, random.Random(seed))
        while not state.round_over:
            legal = state.legal_actions()
            view = state.view(state.turn)
            left = KNOWLEDGE.prefilter(view, legal)
            assert left and all(a in legal for a in left)
            state.apply(left[rng.randrange(len(left))])


# ------------------------------------------------------------------------- playout


def test_playouts_stay_uniformly_random():
    # A greedy playout measured no better: the default one is kept (and stays cheap).
    assert type(KNOWLEDGE).playout is Knowledge.playout
    rng = random.Random(2)
    state = HOKM.new_match(HokmOptions(), 4, rng)
    while not state.round_over:
        state.apply(KNOWLEDGE.playout(state, state.legal_actions(), rng))
    assert 0.0 <= KNOWLEDGE.reward(state, 0) <= 1.0


# -------------------------------------------------------------------------- reward


def test_reward_kot_worth_more_than_a_hand_and_the_match_everything():
    kot = to_bam()
    kot.apply(Bam(0, False))  # a 7-0 for the hakem's team: two hands
    assert KNOWLEDGE.reward(kot, 0) == pytest.approx(0.75)
    assert KNOWLEDGE.reward(kot, 1) == pytest.approx(0.25)
    # An ordinary win: seat 0 plays on for the bam and loses a club trick (one hand).
    plain = to_bam("AS KS QS JS TS 9S 8S AH KH QH JH 2C 3C")
    plain.apply(Bam(0, True))
    play(plain, "2C")
    while not plain.round_over:
        plain.apply(plain.legal_actions()[0])
    assert plain.results[-1].points == (1, 0, 1, 0)
    assert KNOWLEDGE.reward(plain, 0) == pytest.approx(0.625)
    won = to_bam(hands_per_set=2)
    won.apply(Bam(0, False))
    assert won.match_over
    assert KNOWLEDGE.reward(won, 2) == 1.0 and KNOWLEDGE.reward(won, 3) == 0.0


def test_reward_of_a_hand_cut_short_follows_the_tricks():
    state = to_bam()
    assert KNOWLEDGE.reward(state, 0) > 0.5 > KNOWLEDGE.reward(state, 1)


# --------------------------------------------------------------------------- sample


def _positions(seeds: int) -> list[HokmState]:
    out = []
    for seed in range(seeds):
        rng = random.Random(seed)
        state = HOKM.new_match(HokmOptions(), 4, rng)
        stop = rng.randrange(0, 50)
        for _ in range(stop):
            if state.round_over:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if not state.round_over:
            out.append(state)
    return out


def test_sample_respects_everything_the_seat_knows():
    for state in _positions(60):
        for seat in range(4):
            view = state.view(seat)
            for k in range(3):
                sample = view.sample(random.Random(k))
                assert sample.view(seat) == view
                assert sample.hands[seat] == state.hands[seat]
                for s in range(4):
                    held = sample.hands[s] + sample.pending[s]
                    assert not any(view.voids[s] >> int(c.suit) & 1 for c in held
                                   ), "a seat holds a suit it showed void in"
                # The sample plays on to the end of the hand by the rules.
                rng = random.Random(k)
                while not sample.round_over:
                    legal = sample.legal_actions()
                    sample.apply(legal[rng.randrange(len(legal))])


def test_sample_varies_the_hidden_cards():
    state = _positions(1)[0]
    view = state.view(state.turn)
    other = (state.turn + 1) % 4
    hands = {tuple(view.sample(random.Random(k)).hands[other]) for k in range(10)}
    assert len(hands) > 1


# ------------------------------------------------------------------------ beliefs


def bits(text: str) -> int:
    return sum(1 << c.id for c in cards(text))


def test_a_play_under_an_opponents_card_suggests_nothing_higher_held():
    # Hearts led by seat 0 (spades trump): seat 1 plays under the five (second in the
    # trick: it may have ducked), seat 2 under its partner's card (says nothing), seat 3
    # last under the five (it would have won had it been able to).
    state = new(["5H", "3H", "4H", "2H"], hakem=0, trump="S")
    play(state, "5H 3H 4H 2H")
    above_five = bits("6H 7H 8H 9H TH JH QH KH AH")
    guesses = beliefs(state.view(0))
    assert sorted(guesses) == sorted([(1, above_five, TRUST[1]), (3, above_five, TRUST[3])])
    assert TRUST[1] < TRUST[2] < TRUST[3] < 1  # never a certainty: a guess may be wrong
    # The seat's own play is no news to it; its partner reads the same plays.
    assert all(seat != 2 for seat, _, _ in beliefs(state.view(2)))


def test_throwing_off_under_an_opponents_card_suggests_no_trump_to_take_it():
    # Seat 3 holds no clubs; seat 2's ace of clubs wins when seat 3 throws a heart off.
    state = new(["2C", "3C", "AC", "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"],
                hakem=0, trump="S")
    play(state, "2C 3C AC 2H")
    spades = bits(" ".join(c.code for c in PACK_52 if c.suit is Suit.SPADES))
    assert (3, spades, TRUST[3]) in beliefs(state.view(0))
    # A partner's winning card let stand says nothing (seat 2 over seat 0).
    assert not any(seat == 2 for seat, _, _ in beliefs(state.view(1)))


def test_the_search_deals_lean_on_the_beliefs_and_keep_every_certainty():
    state = new(["5H", "3H", "4H", "2H"], hakem=0, trump="S")
    play(state, "5H 3H 4H 2H")
    view = state.view(0)
    above_five = set(cards("6H 7H 8H 9H TH JH QH KH AH")) - set(view.hand)
    leaning, plain = KNOWLEDGE.sampler(view, "hard"), view.sample
    assert leaning is not plain
    # Reading the cards sets the hard level apart: the others deal as the rules do.
    assert KNOWLEDGE.sampler(view, "normal") == KNOWLEDGE.sampler(view, "easy") == plain

    def high_hearts(sample: Callable[[random.Random], HokmState]) -> int:
        count = 0
        for k in range(300):
            dealt = sample(random.Random(k))
            assert dealt.view(0) == view  # never against what the seat knows
            count += len(above_five & set(dealt.hands[3]))
        return count

    guessed, uniform = high_hearts(leaning), high_hearts(plain)
    assert uniform > 100  # the plain deals give seat 3 its share of them
    assert guessed < uniform * (1 - TRUST[3]) * 1.5  # barred in about nine deals in ten
    assert guessed > 0  # and still possible


def test_beliefs_no_deal_can_honour_are_dropped():
    state = new(["5H", "3H", "4H", "2H"], hakem=0, trump="S")
    play(state, "5H 3H 4H 2H")
    view = state.view(0)
    everything = (1 << 52) - 1
    dealt = view.sample(random.Random(1), avoid=[0, everything, 0, 0])
    assert dealt.view(0) == view and len(dealt.hands[1]) == 12


def test_no_beliefs_before_a_card_is_played():
    state = new([], hakem=0, trump="S")
    view = state.view(0)
    assert beliefs(view) == [] and KNOWLEDGE.sampler(view, "hard") == view.sample


def test_the_hard_deals_keep_every_certainty_over_whole_hands():
    # Random hands: at every play the deals that lean on the beliefs still agree with all
    # the seat knows (its cards, the plays, the voids) and play on by the rules.
    rng = random.Random(11)
    leaned = 0
    for seed in range(12):
        state = HOKM.new_match(HokmOptions(), 4, random.Random(seed))
        while not state.round_over:
            view = state.view(state.turn)
            sample = KNOWLEDGE.sampler(view, "hard")
            if sample != view.sample:
                leaned += 1
                for k in range(3):
                    dealt = sample(random.Random(k))
                    assert dealt.view(state.turn) == view
                    assert dealt.legal_actions() == state.legal_actions()
                    for s in range(4):
                        held = dealt.hands[s] + dealt.pending[s]
                        assert not any(view.voids[s] >> int(c.suit) & 1 for c in held)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    assert leaned > 100


# ------------------------------------------------------------------- fast playout


def _move_by_move(state: HokmState, max_depth: int, rng: random.Random) -> int:
    steps = 0
    while steps < max_depth and not state.round_over:
        state.apply(KNOWLEDGE.playout(state, state.legal_actions(), rng))
        steps += 1
    return steps


def _everything(state: HokmState) -> tuple[object, ...]:
    return (state.hands, state.trick, state.tricks, state.leader, state.turn, state.phase,
            state.played, state.voids, state.won, state.playing_on, state.set_hands,
            state.sets, state.match_over, state.winners,
            [(r.points, r.totals, r.details) for r in state.results])


def test_the_fast_playout_plays_exactly_the_moves_the_playout_policy_plays():
    """From positions reached by random play (bam on and off, hands near their end), with
    depth caps that cut some playouts short, `play_out` ends where the
    move-by-move playout does."""
    rng = random.Random(11)
    compared = ended = cut = 0
    for trial in range(500):
        options = HokmOptions(bam=rng.random() < 0.7, hands_per_set=rng.choice([1, 7]))
        state = HOKM.new_match(options, 4, random.Random(trial))
        for _ in range(rng.randrange(0, 60)):
            if state.round_over:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.round_over:
            continue
        depth = rng.choice([3, 20, 160])
        slow, fast = state.clone(), state.clone()
        slow_steps = _move_by_move(slow, depth, random.Random(trial))
        fast_steps = KNOWLEDGE.play_out(fast, 0, depth, random.Random(trial))
        assert fast_steps == slow_steps, trial
        assert _everything(fast) == _everything(slow), trial
        compared += 1
        ended += slow.round_over
        cut += not slow.round_over
    assert compared > 300 and ended > 150 and cut > 50


def test_the_fast_playout_plays_a_bam_through_the_rules():
    """A hand played on after seven tricks to none ends where the rules end it."""
    state = new(["AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"], hakem=0, trump="S")
    for _ in range(7):
        for _ in range(4):
            state.apply(state.legal_actions()[0])
    assert state.phase == "bam"
    state.apply(Bam(state.turn, True))
    slow, fast = state.clone(), state.clone()
    assert KNOWLEDGE.play_out(fast, 0, 160, random.Random(2)) == _move_by_move(
        slow, 160, random.Random(2))
    assert _everything(fast) == _everything(slow)
    assert fast.match_over and fast.tricks[0] == 13
