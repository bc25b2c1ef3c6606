"""The two card fortunes' tables as data: the name fortune's piles dealt across
the centre, its row read in lines of thirteen and its pairs; the family fortune's 4 x 4
layout in your band, laid from the right, and the card in your hand beside it.
`ui/games/fortunes.py` shows them."""

from __future__ import annotations

from cardtable.cards import PACK_52
from cardtable.rules.fortunes import MAX_LETTERS, PACKET, PAIRS, POSITIONS, ROW, STOCK
from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.parts import (
    BESIDE,
    BOX_PAD,
    CALLOUT_PAD,
    NARROW,
    PANEL_PAD,
    PLATE_WIDTH,
    PROMPT_WIDTH,
    ROW_STEP,
    SMALL,
    SMALLER,
    WIDE,
    Z_HAND,
    Z_HELD,
    Z_LAID,
    Z_TABLE,
    Z_WON,
    badge,
    badges,
    plate,
    prompt,
    stack,
    toast,
)
from cardtable.ui.table.spec import (
    ACTION,
    BAND,
    CENTRE,
    END,
    SEAT,
    SLOT,
    START,
    PileSpec,
    TableSpec,
    WidgetSpec,
)

BADGES = ("title", "name", "piles", "step")
"""The status bar's badges, in their order (the family fortune's: its title, the pictures
face up, the cards turned and the chain)."""
LONGEST_NAME = "Alexandria Maximiliana"


def _shared_widgets() -> tuple[WidgetSpec, ...]:
    """What both fortunes show: your plate with the step bar under it, and the hint."""
    return (
        plate("You"),
        WidgetSpec("bar", BAND, START, max_width=NARROW, padding=PANEL_PAD, controls=1,
                   sample="Just for fun"),
        toast("Hint: type any name and press Deal the cards.", width=WIDE),
    )


def name_table_spec(players: int = 1, options: object = None, human: int = 0) -> TableSpec:
    """The pack, the piles dealt across the top of the centre and the packet beside them;
    then the row read face up, thirteen a line, and the pairs under it; the name, its
    letters and the step as badges; the pairs' messages beside your plate. The line is read
    in order: in Persian it runs from the right, the first letter's pile on the right."""
    heaps = tuple(
        PileSpec(("heap", j), region=CENTRE, anchor=(-5.62 + j * 1.12, -1.33), grow="down",
                 spread=0.03, most=26, face_up=False, phase="deal", z=Z_HAND, reads=True)
        for j in range(MAX_LETTERS))
    piles = (
        *heaps,
        stack(STOCK, len(PACK_52), anchor=(0.62, 1.0), phase="deal", reads=True),
        # The packet lies beside the row: it is turned into it card by card.
        stack(PACKET, len(PACK_52), anchor=(-6.8, 0.0), z=Z_WON, reads=True),
        PileSpec(ROW, region=CENTRE, anchor=(-5.62, -1.33), grow="right", spread=ROW_STEP,
                 most=len(PACK_52), wrap=13, row_step=0.5, phase="read", z=Z_LAID, reads=True),
        PileSpec(PAIRS, region=CENTRE, anchor=(-5.74, 1.2), grow="right", spread=0.5,
                 most=len(PACK_52), wrap=26, row_step=0.35, scale=SMALL, phase="read", z=Z_TABLE,
                 reads=True),
    )
    message = f"A rival stands between you and {LONGEST_NAME}!"
    widgets = (
        *_shared_widgets(),
        WidgetSpec("note", ACTION, max_width=WIDE, padding=CALLOUT_PAD,
                   sample="Gathering: the first pile is picked up, the second goes under it, "
                          "then the third… " * 2),
        # Over the row and the pairs, which are put away while it shows.
        prompt("result", f"The cards have spoken\nThe cards for {LONGEST_NAME}\n"
               + f"Two queens: {message}\n" * 10 + "Just for fun: the cards fall by chance.",
               controls=1, width=WIDE, over_centre=True, alone=True),
        WidgetSpec("messages", BAND, END, max_width=PROMPT_WIDTH, padding=BOX_PAD,
                   sample="The cards say:\n…\n" + f"12. Q\u2665 Q\u2660 \u2014 {message}\n" * 2),
        # Before the deal, over the centre: the pack waits put away until a name is given.
        prompt("name-prompt", "Whose fortune shall the cards tell?\nType a name, in "
               "Persian or Latin letters.\n12 letters: the pack will be dealt onto 12 piles.",
               controls=2, over_centre=True),
        *(badge(name, sample) for name, sample in zip(BADGES, (
              "The name fortune · just for fun", f"Name: {LONGEST_NAME}",
              "60 letters · 12 piles", "Step 30 of 30"), strict=True)),
    )
    return TableSpec.from_places(sides_for(1, human), human, piles, widgets)


def family_table_spec(players: int = 1, options: object = None, human: int = 0) -> TableSpec:
    """The sixteen positions as a 4 x 4 grid in your band, each row laid from the right;
    the card in your hand beside it; the pack in the centre until it is laid out."""
    piles = (
        PileSpec(("grid", SEAT, SLOT), cells=(4, 4), cell_gap=0.12, cells_leftward=True,
                 face_up=False),
        PileSpec(("hand", SEAT), place=END, face_up=False, z=Z_HELD),
        stack(STOCK, POSITIONS + 1, scale=SMALLER),
    )
    widgets = (
        *_shared_widgets(),
        # The result under the card in your hand: the room a grid four cards deep
        # leaves beside it, not the centre's.
        WidgetSpec("note", ACTION, max_width=WIDE, padding=CALLOUT_PAD,
                   sample="Q\u2665 Queen of Hearts: it goes to the row “Father · kings”, on "
                          "the first card still face down, and the card there comes to your "
                          "hand."),
        WidgetSpec("in-hand", BAND, END, max_width=PLATE_WIDTH, padding=BOX_PAD,
                   sample="In your hand"),
        WidgetSpec("result", BAND, END, max_width=BESIDE, padding=PANEL_PAD, controls=1,
                   sample="The cards have spoken\nNot this time\nThe ten of diamonds turned "
                          "up with 15 pictures still face down. Shuffle and try again!\n"
                          "Cards turned: 17\nJust for fun: the cards fall by chance."),
        WidgetSpec("rows", BAND, START, max_width=NARROW, padding=BOX_PAD,
                   sample="\n".join(f"13–16 · {r}" for r in ("Father · kings", "Mother · aces",
                                                            "Brother · jacks", "Girl · queens"))),
        *badges(("title", "The family fortune · just for fun"),
                ("name", "Pictures face up: 16 of 16"),
                ("piles", "Cards turned: 60"),
                ("step", "The chain: …" + " → 10♥" * 12)),
    )
    return TableSpec.from_places(sides_for(1, human), human, piles, widgets)
