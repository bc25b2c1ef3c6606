"""What a Mau-Mau draw shows (`Lacks`): a player draws only when it holds nothing it could
play, so the suit to follow, the top card's rank and (but on a 7) the jacks are public
knowledge about the cards it kept. Never false, whatever is played after."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.cards import Card, Rank, Suit, parse_cards
from cardtable.rules.base import Deal
from cardtable.rules.mau_mau import (
    MAU_MAU,
    Draw,
    Lacks,
    MauMauOptions,
    MauMauState,
    MauPlay,
    pack_for,
)


def cs(text: str) -> list[Card]:
    return parse_cards(text.split())


def position(hands: list[str], discard: str, stock: str, turn: int = 0) -> MauMauState:
    st = MAU_MAU.empty_state(MauMauOptions(), len(hands))
    st.hands = [cs(h) for h in hands]
    st.discard = cs(discard)
    st.stock = list(reversed(cs(stock)))
    st.phase = "play"
    st.turn = turn
    st.dealer = len(hands) - 1
    st.lacks = [None] * len(hands)
    st._deals = [Deal(hands=tuple(tuple(h) for h in st.hands),
                      piles={"stock": tuple(cs(stock)) + tuple(st.discard)},
                      roles={"dealer": len(hands) - 1})]
    return st


def test_a_draw_shows_the_suit_the_rank_and_the_jacks_the_hand_lacks():
    st = position(["4C 5D KS", "5H 6H", "2C 3C"], "8H 9H", "QH 2S 3S")
    st.apply(Draw(0))
    lack = st.lacks[0]
    assert lack == Lacks(Suit.HEARTS, Rank.NINE, True, 3)
    assert st.view(1).lacks[0] == lack  # public: every seat sees it
    assert not any(lack.excludes(c) for c in cs("4C 5D KS"))
    assert lack.excludes(Card.parse("2H")) and lack.excludes(Card.parse("9S"))
    assert lack.excludes(Card.parse("JC")) and not lack.excludes(Card.parse("QS"))
    # The drawn queen of hearts is played at once: it came from the draw, three still kept.
    st.apply(MauPlay(0, Card.parse("QH")))
    assert st.lacks[0] == Lacks(Suit.HEARTS, Rank.NINE, True, 3)
    # A card it did not lack may have been one of the three kept.
    st.apply(MauPlay(1, Card.parse("5H")))
    st.apply(Draw(2))  # seat 2 holds no heart, no 5 and no jack
    assert st.lacks[2] == Lacks(Suit.HEARTS, Rank.FIVE, True, 2)


def test_on_a_seven_the_jacks_say_nothing_and_a_pending_seven_says_nothing():
    st = position(["4C 9D JS", "5H 6H", "2C 3C"], "7H", "QD 2S 3S")
    st.apply(Draw(0))  # a jack may not be played on a 7: it may still hold one
    assert st.lacks[0] == Lacks(Suit.HEARTS, Rank.SEVEN, False, 3)
    st2 = position(["4C 9D 7S", "5H 6H", "2C 3C"], "7H", "QD 2S 3S KS 4D")
    st2.pending7 = 2
    st2.apply(Draw(0))  # taking a 7's cards is a choice: it may hold a 7
    assert st2.lacks[0] is None


def test_after_an_eight_a_draw_shows_its_suit_and_the_eights():
    st = position(["8H 4C 9D", "5H 6H", "2C 3C"], "9H", "QD 2S 3S")
    st.apply(MauPlay(0, Card.parse("8H")))
    st.apply(Draw(0))
    assert st.lacks[0] == Lacks(Suit.HEARTS, Rank.EIGHT, False, 2)


def test_what_a_play_leaves_known():
    lack = Lacks(Suit.HEARTS, Rank.NINE, True, 3)
    assert lack.after_play(Card.parse("2H"), 4) == lack  # a heart: one it drew since
    assert lack.after_play(Card.parse("2C"), 4) == lack._replace(kept=2)
    assert lack.after_play(Card.parse("2C"), 1) == lack._replace(kept=1)
    assert Lacks(Suit.HEARTS, Rank.NINE, True, 1).after_play(Card.parse("2C"), 3) is None


def test_a_new_round_forgets():
    st = position(["4C 5D KS", "5H 6H", "2C 3C"], "8H 9H", "QH 2S 3S")
    st.apply(Draw(0))
    assert st.lacks[0] is not None
    clone = st.clone()
    assert clone.lacks == st.lacks and clone.lacks is not st.lacks
    fresh = MAU_MAU.new_match(MauMauOptions(), 3, random.Random(1))
    assert fresh.lacks == [None, None, None]


def _holds(state: MauMauState) -> None:
    for s, lack in enumerate(state.lacks):
        if lack is not None:
            kept = [c for c in state.hands[s] if not lack.excludes(c)]
            assert len(kept) >= lack.kept, (s, lack, state.hands[s])


@pytest.mark.parametrize("players", [2, 3, 5])
def test_what_the_draws_show_is_never_false_in_random_play(players):
    """In whole random rounds, every seat's hand always holds at least `kept` cards the
    draws said it lacked nothing of (the property the hard level's deals rest on)."""
    rng = random.Random(players)
    seen = 0
    for _ in range(12):
        state = MAU_MAU.new_match(MauMauOptions(), players, rng)
        while not state.round_over:
            if state.chance:
                state.apply(state.chance_action(rng))
                continue
            legal = state.legal_actions()
            state.apply(rng.choice(legal))
            _holds(state)
            seen += sum(1 for lack in state.lacks if lack is not None)
    assert seen > 100  # the draws did say something


def test_a_reading_sample_deals_each_hand_what_its_draw_allows():
    st = position(["4C 5D KS", "5S 6S", "2C 3C 4S"], "8H 9H", "QH 2S 3S", turn=1)
    st.lacks = [None, None, Lacks(Suit.HEARTS, Rank.NINE, True, 3)]
    view = st.view(0)
    for seed in range(50):
        dealt = view.sample(random.Random(seed), read=True)
        assert not any(view.lacks[2].excludes(c) for c in dealt.hands[2])
        assert [len(h) for h in dealt.hands] == [3, 2, 3]
        pool = Counter(pack_for(2))
        pool.subtract(c for h in dealt.hands for c in h)
        pool.subtract(dealt.stock + dealt.discard)
        assert all(v == 0 for v in pool.values())  # every card once
    # Not reading, a heart lands in seat 2's hand now and then.
    hearts = sum(any(c.suit is Suit.HEARTS for c in view.sample(random.Random(s)).hands[2])
                 for s in range(50))
    assert hearts > 0
