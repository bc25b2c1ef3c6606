"""The built-in games, one descriptor each, in the library's order (cardtable/descriptor.py
says what each field means; docs/adding-a-game.md how to add one).

Everything heavy is a dotted path, imported on first use: listing the games imports their
rules and nothing else.
"""

from __future__ import annotations

from cardtable.descriptor import QT_TRANSLATE_NOOP, GameDescriptor

HOKM = GameDescriptor(
    id="hokm", rules="cardtable.rules.hokm:HOKM",
    name=QT_TRANSLATE_NOOP("Games", "Hokm"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Iran's favourite partnership game: the hakem names trump after five "
                 "cards; the first team to seven tricks wins the hand."),
    table="cardtable.ui.games.hokm:HokmUI",
    heuristic="cardtable.ai.heuristics.hokm:HokmHeuristic",
    knowledge="cardtable.ai.knowledge.hokm:KNOWLEDGE",
    explain="cardtable.ai.reasons.hokm:explain",
    baselines={"greedy": "cardtable.ai.greedy:HokmGreedy"},
    option_values={"hands_per_set": (7, 1, 3), "sets": (1, 2, 3), "bam": (True, False)},
    secret="cardtable.invariants:_hokm_secret", checks="cardtable.invariants:_hokm",
)

SHELEM = GameDescriptor(
    id="shelem", rules="cardtable.rules.shelem:SHELEM",
    name=QT_TRANSLATE_NOOP("Games", "Shelem"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Bid for the points, take the kitty, name trump and make your contract."),
    table="cardtable.ui.games.shelem:ShelemUI",
    heuristic="cardtable.ai.heuristics.shelem:ShelemHeuristic",
    knowledge="cardtable.ai.knowledge.shelem:KNOWLEDGE",
    explain="cardtable.ai.reasons.shelem:explain",
    option_values={"target": (1200, 660, 330)},
    secret="cardtable.invariants:_shelem_secret", checks="cardtable.invariants:_shelem",
)

NINETY_NINE = GameDescriptor(
    id="ninety-nine", rules="cardtable.rules.ninety_nine:NINETY_NINE",
    name=QT_TRANSLATE_NOOP("Games", "Ninety-Nine"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Bid with three of your own cards, then take exactly that many tricks."),
    table="cardtable.ui.games.ninety_nine:NinetyNineUI",
    heuristic="cardtable.ai.heuristics.ninety_nine:NinetyNineHeuristic",
    knowledge="cardtable.ai.knowledge.ninety_nine:KNOWLEDGE",
    explain="cardtable.ai.reasons.ninety_nine:explain",
    option_values={"games": (0, 1, 2), "target": (100, 250, 500),
                   "version": ("standard", "1975"), "trump_choice": (False, True),
                   "nines_trump": (False, True), "bid_at_end": (False, True)},
    secret="cardtable.invariants:_ninety_nine_secret", checks="cardtable.invariants:_ninety_nine",
)

JOKER_SPADES = GameDescriptor(
    id="joker-spades", rules="cardtable.rules.joker_spades:JOKER_SPADES",
    name=QT_TRANSLATE_NOOP("Games", "Spades with Jokers"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Spades with two jokers as the highest trumps; bid and make your tricks."),
    table="cardtable.ui.games.joker_spades:JokerSpadesUI",
    heuristic="cardtable.ai.heuristics.joker_spades:JokerSpadesHeuristic",
    knowledge="cardtable.ai.knowledge.joker_spades:KNOWLEDGE",
    explain="cardtable.ai.reasons.joker_spades:explain",
    option_values={"target": (501, 1001)},
    secret="cardtable.invariants:_others_hands", checks="cardtable.invariants:_joker_spades",
)

PAN = GameDescriptor(
    id="pan", rules="cardtable.rules.pan:PAN",
    name=QT_TRANSLATE_NOOP("Games", "Pan"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Get rid of your cards on the growing pile; the last one holding cards "
                 "earns a letter of P-A-N."),
    table="cardtable.ui.games.pan:PanUI",
    heuristic="cardtable.ai.heuristics.pan:PanHeuristic",
    knowledge="cardtable.ai.knowledge.pan:KNOWLEDGE",
    option_values={"take_exactly_three": (False, True), "three_higher": (False, True)},
    secret="cardtable.invariants:_pan_secret", checks="cardtable.invariants:_pan",
)

MAU_MAU = GameDescriptor(
    id="mau-mau", rules="cardtable.rules.mau_mau:MAU_MAU",
    name=QT_TRANSLATE_NOOP("Games", "Mau-Mau"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Match suit or rank with Persian house rules for every special card."),
    table="cardtable.ui.games.mau_mau:MauMauUI",
    heuristic="cardtable.ai.heuristics.mau_mau:MauMauHeuristic",
    knowledge="cardtable.ai.knowledge.mau_mau:KNOWLEDGE",
    option_values={"decks": (2, 1), "limit": (200, 100, 500)},
    secret="cardtable.invariants:_stock_and_hands", checks="cardtable.invariants:_mau_mau",
)

TWENTY_ONE = GameDescriptor(
    id="twenty-one", rules="cardtable.rules.twenty_one:TWENTY_ONE",
    name=QT_TRANSLATE_NOOP("Games", "Twenty-One"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Twenty-One against a rotating banker, played for chips only."),
    table="cardtable.ui.games.twenty_one:TwentyOneUI",
    heuristic="cardtable.ai.heuristics.twenty_one:TwentyOneHeuristic",
    knowledge="cardtable.ai.knowledge.twenty_one:KNOWLEDGE",
    explain="cardtable.ai.reasons.twenty_one:explain",
    option_values={"chips": (5000, 2000), "bank": (1000, 500), "min_bet": (50, 100),
                   "bank_call": (3, 2), "bank_rounds": (3, 1), "side_bets": (False, True),
                   "cycles": (2, 1)},
    secret="cardtable.invariants:_twenty_one_secret", checks="cardtable.invariants:_twenty_one",
)

CHEAT = GameDescriptor(
    id="cheat", rules="cardtable.rules.cheat:CHEAT",
    name=QT_TRANSLATE_NOOP("Games", "Cheat"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Play cards face down and claim what they are; call a bluff at your "
                 "peril."),
    table="cardtable.ui.games.cheat:CheatUI",
    heuristic="cardtable.ai.heuristics.cheat:CheatHeuristic",
    knowledge="cardtable.ai.knowledge.cheat:KNOWLEDGE",
    option_values={"decks": (None, 1, 2, 3, 4),
                   "claims": ("free", "sequence", "same-or-next")},
    secret="cardtable.invariants:_cheat_secret", checks="cardtable.invariants:_cheat",
)

OLD_MAID = GameDescriptor(
    id="old-maid", rules="cardtable.rules.old_maid:OLD_MAID",
    name=QT_TRANSLATE_NOOP("Games", "Old Maid"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Pair off your cards and don't be left holding the joker."),
    table="cardtable.ui.games.old_maid:OldMaidUI",
    heuristic="cardtable.ai.heuristics.old_maid:OldMaidHeuristic",
    knowledge="cardtable.ai.knowledge.old_maid:KNOWLEDGE",
    secret="cardtable.invariants:_others_hands", checks="cardtable.invariants:_old_maid",
)

GOLF = GameDescriptor(
    id="golf", rules="cardtable.rules.golf:GOLF",
    name=QT_TRANSLATE_NOOP("Games", "Nine-Card Golf"),
    blurb=QT_TRANSLATE_NOOP(
        "Games", "Turn a grid of nine cards into the lowest score over nine rounds."),
    table="cardtable.ui.games.golf:GolfUI",
    heuristic="cardtable.ai.heuristics.golf:GolfHeuristic",
    knowledge="cardtable.ai.knowledge.golf:KNOWLEDGE",
    secret="cardtable.invariants:_golf_secret", checks="cardtable.invariants:_golf",
)

FORTUNE_NAME = GameDescriptor(
    id="fortune-name", rules="cardtable.rules.fortunes:FORTUNE_NAME",
    name=QT_TRANSLATE_NOOP("Games", "Fortune: a name"),
    blurb=QT_TRANSLATE_NOOP("Games", "A card fortune read from the letters of a name."),
    table="cardtable.ui.games.fortunes:NameFortuneUI",
    secret="cardtable.invariants:_stock_secret", checks="cardtable.invariants:_fortune",
)

FORTUNE_FAMILY = GameDescriptor(
    id="fortune-family", rules="cardtable.rules.fortunes:FORTUNE_FAMILY",
    name=QT_TRANSLATE_NOOP("Games", "Fortune: the family"),
    blurb=QT_TRANSLATE_NOOP("Games", "A card fortune about the family."),
    table="cardtable.ui.games.fortunes:FamilyFortuneUI",
    secret="cardtable.invariants:_family_secret", checks="cardtable.invariants:_fortune",
)

BUILT_IN: tuple[GameDescriptor, ...] = (
    HOKM, SHELEM, NINETY_NINE, JOKER_SPADES, PAN, MAU_MAU, TWENTY_ONE, CHEAT, OLD_MAID,
    GOLF, FORTUNE_NAME, FORTUNE_FAMILY,
)
"""In the library's order."""
