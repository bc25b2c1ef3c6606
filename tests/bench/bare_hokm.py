"""A bare Hokm hand: lists and ints only, no checks, no events, no objects.

The yardstick the protocol's speed is measured against (tests/bench/bench_protocol.py): the
same random hand as a random player plays through `clone`, `legal_actions` and `apply`, with
the same draws from the same generator, so both play exactly the same cards. A card is its
`Card.id` (suit * 16 + rank - 2): the suit is `card >> 4`, the order within it `card & 15`.
"""

from __future__ import annotations

import random

TRICKS_TO_WIN = 7


def play_hand(hands: list[list[int]], hakem: int, rng: random.Random,
              bam: bool = True) -> tuple[int, list[int], bool]:
    """Play one random hand from its deal (each hand's cards in the order dealt); returns
    the winning team, the tricks each team took and whether a bam was played on."""
    randrange = rng.randrange
    trump = randrange(4)  # the hakem names one of the four suits
    hands = [h[:] for h in hands]
    tricks = [0, 0]
    leader = hakem
    playing = -1  # the team playing on for a bam, once one does
    while True:
        seat = leader
        hand = hands[seat]
        best = hand.pop(randrange(len(hand)))
        led = best >> 4
        winner = seat
        for _ in range(3):
            seat = (seat + 1) & 3
            hand = hands[seat]
            follow = [c for c in hand if c >> 4 == led]
            if follow:
                card = follow[randrange(len(follow))]
            else:
                card = hand[randrange(len(hand))]
            hand.remove(card)
            suit = card >> 4
            if suit == best >> 4:
                if card > best:
                    best, winner = card, seat
            elif suit == trump:
                best, winner = card, seat
        team = winner & 1
        tricks[team] += 1
        leader = winner
        if playing >= 0:
            # Playing on ends at the first trick lost (an ordinary win) or at all thirteen.
            if team != playing or tricks[team] == 13:
                return playing, tricks, True
        elif tricks[team] >= TRICKS_TO_WIN:
            if tricks[1 - team] or not bam:
                return team, tricks, False
            if randrange(2):  # the trick's winner stops (index 1: false) or plays on
                return team, tricks, False
            playing = team
