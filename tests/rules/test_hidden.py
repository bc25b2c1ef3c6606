"""deal_hidden: every card placed once, no slot given a suit it is void in, and the plain
shuffle's deals as likely as each other."""

import random
from collections import Counter

import pytest

from cardtable.cards import PACK_52, Suit
from cardtable.rules.hidden import deal_hidden

HEARTS = 1 << int(Suit.HEARTS)
SPADES = 1 << int(Suit.SPADES)


def test_voids_are_respected_and_every_card_is_placed_once():
    cards = list(PACK_52[:26])
    need, masks = [9, 9, 8], [HEARTS, SPADES, 0]
    for seed in range(300):
        out = deal_hidden(cards, need, masks, random.Random(seed))
        assert [len(h) for h in out] == need
        assert sorted(c for h in out for c in h) == sorted(cards)
        for hand, mask in zip(out, masks, strict=True):
            assert not any(mask & (1 << int(c.suit)) for c in hand)


def test_a_tight_void_pattern_still_gets_a_deal():
    # Only the third slot may hold hearts, and it needs exactly as many cards as there
    # are hearts: the plain shuffles almost never fit, the fallbacks must.
    hearts = [c for c in PACK_52 if c.suit == Suit.HEARTS]
    others = [c for c in PACK_52 if c.suit == Suit.SPADES]
    out = deal_hidden(hearts + others, [13, 0, 13], [HEARTS, 0, SPADES], random.Random(1))
    assert sorted(out[2]) == sorted(hearts) and sorted(out[0]) == sorted(others)


def test_impossible_and_miscounted_deals_are_refused():
    hearts = [c for c in PACK_52 if c.suit == Suit.HEARTS][:2]
    with pytest.raises(ValueError):
        deal_hidden(hearts, [2], [HEARTS], random.Random(0))
    with pytest.raises(ValueError):
        deal_hidden(hearts, [3], [0], random.Random(0))


def test_without_voids_each_slot_is_equally_likely_to_get_a_card():
    cards = list(PACK_52[:12])
    counts = Counter()
    rng = random.Random(7)
    for _ in range(3000):
        out = deal_hidden(cards, [4, 4, 4], [0, 0, 0], rng)
        counts[next(i for i, h in enumerate(out) if cards[0] in h)] += 1
    assert all(900 < counts[i] < 1100 for i in range(3)), counts


def test_with_a_void_the_other_cards_spread_by_room_left():
    # Slot 0 is void in hearts, so it holds four of the eight spades in every consistent
    # deal: a uniform sample puts a given spade there half the time.
    hearts = [c for c in PACK_52 if c.suit == Suit.HEARTS][:4]
    spades = [c for c in PACK_52 if c.suit == Suit.SPADES][:8]
    rng = random.Random(3)
    where = Counter()
    for _ in range(3000):
        out = deal_hidden(hearts + spades, [4, 4, 4], [HEARTS, 0, 0], rng)
        assert not any(c in hearts for c in out[0])
        where[next(i for i, h in enumerate(out) if spades[0] in h)] += 1
    assert 1350 < where[0] < 1650, where


def test_feasible_agrees_with_an_exhaustive_search():
    # Small random instances: Hall's condition over the slots says yes exactly when some
    # allotment exists (found by trying every one).
    from itertools import product

    from cardtable.rules.hidden import feasible

    rng = random.Random(5)
    cards = list(PACK_52[:6])
    bit = {c: 1 << i for i, c in enumerate(cards)}
    answers = Counter()
    for _ in range(400):
        need = [rng.randrange(0, 4) for _ in range(3)]
        if sum(need) != len(cards):
            need[2] = len(cards) - need[0] - need[1]
            if need[2] < 0:
                continue
        masks = [rng.getrandbits(6) & rng.getrandbits(6) for _ in range(3)]
        exists = any(
            all(not masks[s] & bit[c] for c, s in zip(cards, slots, strict=True))
            and Counter(slots) == Counter({i: n for i, n in enumerate(need) if n})
            for slots in product(range(3), repeat=len(cards)))
        said = feasible(cards, need, masks, bit.__getitem__)
        assert said == exists, (need, masks)
        answers[said] += 1
    assert answers[True] > 20 and answers[False] > 20  # both answers were put to the test
    assert not feasible(cards, [3, 2, 0], [0, 0, 0], bit.__getitem__)  # miscounted
