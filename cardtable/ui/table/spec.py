"""What a game's table is, as data: piles of zones and widgets in fixed regions.

A game describes its table once (`GameUI.table_spec`); `cardtable/ui/table/solver.py` places
it for a window. The regions are fixed by the table and disjoint, so nothing a game puts in
one can lie on what another holds:

    +--------------------- status bar (badges) ---------------------+
    | left  |               top band (seats on top)          | right |
    | band  |               centre (a grid in card units)    | band  |
    |       |               action area (prompts)            |       |
    +-------------- bottom band (your hand, your plate) ------------+

A seat's band holds its hand in the middle and, before and after it, the seat's own piles
(tricks won) and widgets (its name plate, "thinking…"). The centre holds the shared piles
(the trick, the stock) at anchors in card units from its middle. A game's messages and
prompts open in the action area, between the centre and your hand; a prompt shown only while
the centre is empty (`WidgetSpec.over_centre`) may reach up over the centre. (KDE
libkcardgame's `KCardPile` with its layout position, spread and reserved space is the
model.)

No Qt here: the solver and its tests run without a QApplication.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

import attrs

SEAT = "<seat>"
"""In a zone pattern: one pile for each seat, `("hand", SEAT)` is `("hand", 2)` for seat 2."""

BOTTOM, TOP, LEFT, RIGHT = "bottom", "top", "left", "right"
EDGES = (BOTTOM, TOP, LEFT, RIGHT)

BAND, CENTRE, STATUS, ACTION = "band", "centre", "status", "action"
REGIONS = (BAND, CENTRE, STATUS, ACTION)

MAIN, START, END = "main", "start", "end"
"""Where in its seat's band a thing lies: the middle (the hand), before it or after it
(left and right in a row read left to right, mirrored right to left; above and below in a
side seat's column)."""

Zone = tuple[object, ...]


@attrs.frozen
class PileSpec:
    """A pile of one zone (or one per seat, with `SEAT` in its pattern).

    Sizes are in card units: a step along a row is a share of the card's width, down a
    column a share of its height. A pile's cards are spread `spread` apart where its region
    has the room, closer (never below `min_spread`) where it has not.
    """

    zone: Zone
    region: str = BAND
    place: str = MAIN
    anchor: tuple[float, float] = (0.0, 0.0)
    """In the centre: the middle of the pile's first card, in card widths and heights from
    the centre's middle."""
    toward: tuple[float, float] = (0.0, 0.0)
    """In the centre, for a seat's pile: how far from `anchor` toward its seat, in card
    heights toward a seat above or below, in card widths toward one at the side."""
    spread: float = 0.0
    min_spread: float = 0.0
    grow: str = "along"
    """"along" its seat's band (a row, or a column at the side); in the centre "right",
    "down", or "across" (a row centred on its anchor)."""
    most: int = 1
    """The most cards the pile holds at once; the room it keeps is for that many."""
    per_step: int = 1
    """Cards that lie square on each other before the next step (a trick of four)."""
    face_up: bool = True
    z: int = 0
    scale: float = 1.0
    """Card size relative to the table's card (won tricks are a count, drawn smaller)."""
    human_scale: float | None = None
    """The scale of the human seat's own pile of this pattern (None: `scale`)."""
    human_spread: tuple[float, float] | None = None
    """(spread, min_spread) of the human seat's own pile of this pattern (None: the
    others')."""
    phase: str = ""
    """Piles of two different phases never hold cards at once (the lot before the deal,
    the trick after it); "" shows in every phase."""
    one_stack: bool = False
    """Its seats' zones lie as one stack (cards still to be dealt to each seat)."""
    readable: bool = False
    """The human reads these cards: never closer than their corner indices need."""
    fan: int = 0
    """Only the top `fan` cards step apart, the ones under them square under the first of
    those (a discard pile showing its last plays); 0: every card steps."""

    def __attrs_post_init__(self) -> None:
        if self.region not in (BAND, CENTRE):
            raise ValueError(f"a pile lies in a band or the centre, not {self.region!r}")
        if self.most < 1 or self.per_step < 1 or self.scale <= 0:
            raise ValueError(f"pile {self.zone}: most, per_step and scale must be positive")
        if self.min_spread > self.spread:
            raise ValueError(f"pile {self.zone}: min_spread above spread")

    @property
    def per_seat(self) -> bool:
        return SEAT in self.zone

    def look(self, human: bool) -> tuple[float, float, float]:
        """(scale, spread, min_spread) of one seat's pile."""
        scale = self.human_scale if human and self.human_scale is not None else self.scale
        spread, least = (self.human_spread if human and self.human_spread is not None
                         else (self.spread, self.min_spread))
        return scale, spread, least

    def zone_for(self, seat: int) -> Zone:
        return tuple(seat if part == SEAT else part for part in self.zone)

    def steps(self, count: int) -> int:
        """How many steps `count` cards take (one less than the groups they make)."""
        if self.fan:
            count = min(count, self.fan)
        return max(0, (count - 1) // self.per_step)

    def step_of(self, index: int, count: int) -> int:
        """The step card `index` of `count` lies at."""
        if self.fan:
            index = max(0, index - max(0, count - self.fan))
        return index // self.per_step


@attrs.frozen
class WidgetSpec:
    """A plate, badge, prompt or summary: where it lies and how wide it may be.

    `sample` is the longest text it shows (for the measure the solver is given; the table
    measures the real widget). `lines_extra` counts rows of buttons as lines of text;
    `cards_extra` is the height of a row of card pictures, in card heights."""

    name: str
    region: str
    place: str = START
    align: str = "centre"
    max_width: float = 4.0
    """The widest it may be, in card widths."""
    sample: str = ""
    lines_extra: float = 0.0
    cards_extra: float = 0.0
    padding: tuple[float, float] = (0.0, 0.0)
    """Pixels around its text (a frame's margins), for a measure of the sample alone."""
    per_seat: bool = False
    over_centre: bool = False
    """Shown only while the centre holds no cards (a round's summary, a bid or trump
    prompt before the first trick): it lies over the centre and the action area, against
    your hand, and keeps no room of its own; the centre is kept tall enough for it."""
    alone: bool = False
    """With `over_centre`: nothing else shows while it is open (a round's summary, the
    message hidden), so the centre need not keep room above it for a message: it may take
    the action area's height as well as the centre's."""

    def __attrs_post_init__(self) -> None:
        if self.region not in REGIONS:
            raise ValueError(f"widget {self.name}: no region {self.region!r}")
        if self.per_seat and self.region != BAND:
            raise ValueError(f"widget {self.name}: a seat's widget lies in its band")
        if self.alone and not self.over_centre:
            raise ValueError(f"widget {self.name}: alone only over the centre")

    def name_for(self, seat: int) -> str:
        return f"{self.name}:{seat}" if self.per_seat else self.name


@attrs.frozen
class TableSpec:
    """A game's table: who sits on which edge, its piles and widgets."""

    edges: Mapping[int, str]
    """Each seat's edge; the human's is `BOTTOM`."""
    human: int
    piles: tuple[PileSpec, ...]
    widgets: tuple[WidgetSpec, ...] = ()
    along: Mapping[int, float] = attrs.field(factory=dict)
    """Where a seat sits along its edge (0: the left or top end, 1: the other), for seats
    that share an edge; their order is all the solver uses."""

    def __attrs_post_init__(self) -> None:
        if self.edges.get(self.human) != BOTTOM:
            raise ValueError("the human sits at the bottom")
        if any(edge not in EDGES for edge in self.edges.values()):
            raise ValueError(f"unknown edge in {dict(self.edges)}")
        if sum(1 for e in self.edges.values() if e == BOTTOM) != 1:
            raise ValueError("one seat at the bottom")
        patterns = [p.zone for p in self.piles]
        if len(set(patterns)) != len(patterns):
            raise ValueError("a zone pattern twice")

    @classmethod
    def from_places(cls, places: Mapping[int, str], human: int, piles: tuple[PileSpec, ...],
                    widgets: tuple[WidgetSpec, ...] = ()) -> TableSpec:
        """From the table's seat places, "edge" or "edge:fraction" (`ui/table/layout.py`
        `sides_for`)."""
        edges, along = {}, {}
        for seat, place in places.items():
            edge, _, frac = place.partition(":")
            edges[seat] = edge
            along[seat] = float(frac) if frac else 0.5
        return cls(edges, human, piles, widgets, along)

    @property
    def seats(self) -> list[int]:
        return sorted(self.edges)

    def seats_on(self, edge: str) -> list[int]:
        """The seats along one edge, from its left (or top) end."""
        return sorted((s for s, e in self.edges.items() if e == edge),
                      key=lambda s: (self.along.get(s, 0.5), s))

    def pile_zones(self) -> Iterator[tuple[PileSpec, Zone, int | None]]:
        """Every pile's zone, with its seat (None for a shared pile)."""
        for pile in self.piles:
            if pile.per_seat:
                for seat in self.seats:
                    yield pile, pile.zone_for(seat), seat
            else:
                yield pile, pile.zone, None

    def pile_of(self, zone: Zone) -> tuple[PileSpec, int | None] | None:
        """The pile a zone belongs to, and its seat (None: no pile shows it)."""
        for pile in self.piles:
            if len(pile.zone) != len(zone):
                continue
            seat: int | None = None
            for part, value in zip(pile.zone, zone, strict=True):
                if part == SEAT:
                    if not isinstance(value, int) or value not in self.edges:
                        break
                    seat = value
                elif part != value:
                    break
            else:
                return pile, seat
        return None

    def fullest(self) -> dict[Zone, int]:
        """Every pile at the most cards it holds."""
        return {zone: pile.most for pile, zone, _ in self.pile_zones()}
