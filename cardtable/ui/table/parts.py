"""The parts most tables share, as spec pieces: a hand, the tricks won, the trick in a
cross, a name plate, "thinking…", the status bar's badges, a prompt panel, the message
and the round's summary.

A game's `table_spec` builds its table from these and says only where its own differs
(a keyword overrides any field of the `PileSpec` or `WidgetSpec` made). The paddings are
the frames' margins in pixels, as the table's style draws them (`ui/table/panels.py`);
the solver adds them to a sample's measure. No Qt here.
"""

from __future__ import annotations

from typing import Any

from cardtable.ui.table.layout import sides_for
from cardtable.ui.table.spec import (
    ACTION,
    BAND,
    CENTRE,
    END,
    SEAT,
    START,
    STATUS,
    PileSpec,
    TableSpec,
    WidgetSpec,
    Zone,
)

PLATE_PAD = (20.0, 6.0)
"""`QLabel#plate`: 10 px at each side, 3 above and below."""
THINKING_PAD = (16.0, 2.0)
"""The "thinking…" label (`ui/table/screen.py`): 8 px at each side, 1 above and below."""
BADGE_PAD = (20.0, 4.0)
"""`QFrame#status QLabel#badge`: 10 px at each side, 2 above and below."""
TOAST_PAD = (28.0, 12.0)
"""`QLabel#toast`: 14 px at each side, 6 above and below."""
PANEL_MARGINS = (18, 14)
"""A `Panel`'s margins at each side and above and below."""
PANEL_PAD = (2.0 * PANEL_MARGINS[0], 2.0 * PANEL_MARGINS[1])
BAR_MARGINS = (14, 10)
"""A bar of your turn's controls by your hand (its frame's layout margins)."""
BAR_PAD = (2.0 * BAR_MARGINS[0], 2.0 * BAR_MARGINS[1])
BOX_MARGINS = (12, 8)
"""A box of rows inside a panel or beside a hand (a fortune's notes, a seat's chips)."""
BOX_PAD = (2.0 * BOX_MARGINS[0], 2.0 * BOX_MARGINS[1])
CALLOUT_PAD = (32.0, 12.0)
"""A callout, a label drawn in its own colours to stand out (Pan's final-turn banner, a
Twenty-One seat's bank or stake, a fortune's note, Old Maid's help line): 16 px of frame at
each side, 6 above and below (its padding with its border, if it has one)."""

Z_UNDER, Z_PILE, Z_WON, Z_BID, Z_HAND, Z_LAID, Z_TABLE, Z_HELD = 10, 20, 50, 60, 100, 200, 300, 400
"""Stacking order, bottom to top: the stock and the discard pile, the pairs laid out,
tricks won, bid cards, hands, rows laid out in the middle (two players' packets, a
fortune's row), cards played to the middle, a card held in play."""

SMALL, SMALLER, SMALLEST = 0.8, 0.6, 0.45
"""The sizes of cards smaller than the table's (a pile's `scale`): the others' hands and the
piles in the middle a size down; a crowded table's hands and the tricks won smaller; a
seat's cards set aside (bid cards, cards laid away) and a crowded table's grids smallest."""

FAN = 0.22
"""The step between backs fanned out (a hand's, Pan's pile): a share of the card's width."""
TIGHT = 0.04
"""The closest a crowded table's backs lie (a hand of Cheat's hundred and four cards)."""
OPEN_HAND = {"spread": 0.45, "min_spread": 0.17}
"""Another's hand face up for you to read (Ninety-Nine's dummy, a Twenty-One hand): its
cards apart, their corners in sight."""
ROW_STEP = 1.04
"""Cards laid side by side, a hair apart (a row read one by one, a pair on show)."""
STACK_STEP = 0.008
"""How far a stack thickens for every four cards, in card widths: a neat pile."""

HAND_LOOK = {"spread": FAN, "min_spread": 0.07, "face_up": False, "z": Z_HAND,
             "scale": SMALL, "human_scale": 1.0, "human_spread": (ROW_STEP, 0.3), "readable": True}
"""A hand: the others' backs close together and smaller, yours full size, each card's
corner in sight and never closer than its index needs."""


def hand(most: int = 13, **more: Any) -> PileSpec:
    """Each seat's hand in its band, holding `most` cards at the fullest."""
    return PileSpec(("hand", SEAT), most=most, **{**HAND_LOOK, **more})


def won(most: int = 52, **more: Any) -> PileSpec:
    """Each seat's cards won, face down and small after its hand; with `per_step` set to
    a trick's size, a badge counts the tricks."""
    look = {"place": END, "spread": 0.03, "min_spread": 0.02, "face_up": False, "z": Z_WON,
            "scale": SMALLER, "count_badge": more.get("per_step", 1) > 1}
    return PileSpec(("won", SEAT), most=most, **{**look, **more})


def stack(zone: Zone, most: int, **more: Any) -> PileSpec:
    """A pile of cards lying square in the centre, an edge showing for every four (a
    stock, a discard pile, the pairs laid out), face down unless `face_up` says."""
    look = {"region": CENTRE, "spread": STACK_STEP, "per_step": 4, "face_up": False,
            "z": Z_UNDER}
    return PileSpec(zone, most=most, **{**look, **more})


def aside(zone: Zone, most: int, **more: Any) -> PileSpec:
    """Each seat's cards set aside before its hand, small and face down until shown
    (Ninety-Nine's bid cards, which a player who reveals shows, the cards Shelem's hakem
    lays away), their corners in sight."""
    look = {"place": START, "spread": 0.3, "min_spread": 0.25, "face_up": False, "z": Z_BID,
            "scale": SMALLEST}
    return PileSpec(zone, most=most, **{**look, **more})


def trick(toward: float = 1.1, **more: Any) -> PileSpec:
    """The trick in a cross: each seat's card a little toward it from the middle (`toward`
    card heights toward a seat above or below, 0.62 card widths toward one at the side)."""
    look = {"region": CENTRE, "toward": (0.62, toward), "z": Z_TABLE}
    return PileSpec(("trick", SEAT), **{**look, **more})


PLATE_WIDTH = 3.0
"""The width, in cards, past which a name plate's text wraps."""
NARROW_PLATE = 2.2
"""A crowded edge's plates (eight at a table, seven hands of Mau-Mau): they wrap sooner."""
WIDE_PLATE = 4.5
"""A plate of several facts (a score, a bid, the tricks) where the edge has the room."""


def plate(sample: str, width: float = PLATE_WIDTH, **more: Any) -> WidgetSpec:
    """Each seat's name plate before its hand, at most `width` cards wide; `sample` is its
    longest text."""
    look = {"place": START, "padding": PLATE_PAD, "per_seat": True}
    return WidgetSpec("plate", BAND, max_width=width, sample=sample, **{**look, **more})


def thinking(**more: Any) -> WidgetSpec:
    """Each seat's "thinking…", by its plate."""
    look = {"place": START, "max_width": PLATE_WIDTH, "sample": "thinking\u2026",
            "padding": THINKING_PAD, "per_seat": True}
    return WidgetSpec("thinking", BAND, **{**look, **more})


BADGE_WIDTH = 10.0
"""The width, in cards, past which a badge's text wraps: a long fact reads in two lines
rather than running across the bar. A badge is as wide as its text up to that."""


def badge(name: str, sample: str) -> WidgetSpec:
    """A badge of the status bar: one standing fact, as wide as its longest text
    (`sample`, the measure of its real text in the table)."""
    return WidgetSpec(name, STATUS, max_width=BADGE_WIDTH, sample=sample, padding=BADGE_PAD)


def badges(*rows: tuple[str, str]) -> tuple[WidgetSpec, ...]:
    """The status bar's badges, each (name, sample), in their order."""
    return tuple(badge(*row) for row in rows)


PROMPT_WIDTH = 9.0
"""The width, in cards, past which a prompt's or a message's text wraps: a line a reader
takes in at a glance, the same by every table."""
WIDE = 14.0
"""The width for what lays out a table of results or a long row of choices."""
NARROW = 5.0
"""The width of a strip of controls beside a hand, with no text to read."""
BESIDE = 7.0
"""A panel in your band beside your hand or grid, where the centre's room is not its
(Golf's turn and round, the family fortune's result)."""


def prompt(name: str, sample: str, controls: int = 0, width: float = PROMPT_WIDTH,
           **more: Any) -> WidgetSpec:
    """A panel in the action area, by your hand: its title and text (`sample`), and its
    `controls` rows of buttons or fields."""
    return WidgetSpec(name, ACTION, max_width=width, sample=sample, controls=controls,
                      padding=more.pop("padding", PANEL_PAD), **more)


def toast(sample: str, width: float = PROMPT_WIDTH, **more: Any) -> WidgetSpec:
    """The game's message, in the action area."""
    return WidgetSpec("toast", ACTION, max_width=width, sample=sample, padding=TOAST_PAD,
                      **more)


def summary(sample: str, width: float = PROMPT_WIDTH, controls: int = 1,
            **more: Any) -> WidgetSpec:
    """The round's summary over the empty centre, with its button's row."""
    return prompt("summary", sample, controls, width, **{"over_centre": True, **more})


def plain_table_spec(players: int, human: int = 0) -> TableSpec:
    """The table of a game that describes none (`GameUI.table_spec`): the hands round the
    table, the trick (zone ``("trick",)``) spread in the middle, each seat's won cards by
    its hand, a name plate by each hand, the message and the summary by yours. A zone it
    does not name lies in the middle."""
    piles = (
        hand(),
        PileSpec(("trick",), region=CENTRE, spread=0.3, grow="across", most=players,
                 z=Z_TABLE),
        won(),
    )
    widgets = (plate("Shirin"), thinking(), toast(""), summary(""))
    return TableSpec.from_places(sides_for(players, human), human, piles, widgets)
