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

SLOT = "<slot>"
"""In a zone pattern: one pile for each cell of a seat's grid (`PileSpec.cells`),
`("grid", SEAT, SLOT)` is `("grid", 2, 4)` for the middle cell of seat 2's 3 x 3 grid."""

BOTTOM, TOP, LEFT, RIGHT = "bottom", "top", "left", "right"
EDGES = (BOTTOM, TOP, LEFT, RIGHT)

BAND, CENTRE, STATUS, ACTION = "band", "centre", "status", "action"
REGIONS = (BAND, CENTRE, STATUS, ACTION)

CENTRE_GAP = 0.25
"""The room between the places of the centre's row, in card widths."""

MAIN, START, END = "main", "start", "end"
"""Where in its seat's band a thing lies: the middle (the hand), before it or after it
(left and right in a row read left to right, mirrored right to left; above and below in a
side seat's column)."""
INNER = "inner"
"""A seat's widget between its hand and the table's middle (below a top seat's cards,
beside a side seat's), centred on the hand: where a hand is narrower than its plate (a
Golf grid on a crowded table) the seats along an edge need not make room for plates
beside their hands."""

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
    cell: int | None = None
    """In the centre: the pile's place in the centre's row, counted from the left. The
    row's places lie side by side, `CENTRE_GAP` card widths apart, each as wide as its
    widest pile at its most, the row centred across the centre's middle at `anchor`'s
    height (a stock, its discard pile and the card drawn). Piles that never hold cards at
    the same time (`phase`) may share a place; None: the pile lies at `anchor`."""
    toward: tuple[float, float] = (0.0, 0.0)
    """In the centre, for a seat's pile: how far from `anchor` toward its seat, in card
    heights toward a seat above or below, in card widths toward one at the side."""
    spread: float = 0.0
    min_spread: float = 0.0
    grow: str = "along"
    """"along" its seat's band (a row, or a column at the side); in the centre "right",
    "down", or "across" (a row centred on its anchor)."""
    centred: bool = False
    """In the centre: the cards it holds lie about the middle of its room (a hand
    fanned to be drawn from), not from its start (a trick, filling as it is played)."""
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
    stays: bool = False
    """A centre pile that keeps its cards while a panel over the centre shows (Old Maid's
    pairs under the round's summary): such a panel is no wider than the room it leaves
    about the middle."""
    readable: bool = False
    """The human reads these cards: never closer than their corner indices need."""
    cells: tuple[int, int] = (1, 1)
    """(columns, rows) of a grid of piles, one for each `SLOT` of the zone pattern, slot k
    in column k % columns of row k // columns (a Golf grid: (3, 3)); each cell's cards lie
    square on each other. A grid keeps its cards upright at every edge."""
    cell_gap: float = 0.08
    """The room between a grid's cells, a share of the card's width."""
    human_rows: int = 1
    """Rows the human seat's own pile may take (a big hand): where one row would set its
    cards closer than `min_spread`, they lie in more rows, each `row_step` card heights
    above the next; the room it keeps is for its most in that many rows."""
    row_step: float = 0.27
    fan: int = 0
    """Only the top `fan` cards step apart, the ones under them square under the first of
    those (a discard pile showing its last plays); 0: every card steps."""
    count_badge: bool = False
    """A badge on the pile counts its groups of `per_step` cards (the tricks taken), or of
    `count_per` where that is set; a `one_stack` pile has one badge for all its seats."""
    count_per: int = 0
    counts: str = "tricks"
    """What the badge counts, for its tooltip: "tricks" or "pairs"."""
    wrap: int = 0
    """In the centre: the cards lie in lines of `wrap`, from the pile's top left, each line
    `row_step` card heights below the last (the name fortune's row of 52 cards, thirteen a
    line); 0: one line."""
    cells_leftward: bool = False
    """A grid's slots count from its top right, each row laid right to left (the family
    fortune's layout), in either reading direction."""
    reads: bool = False
    """In the centre, a line read in order (a name's letters, one pile each): right to left
    its anchor is mirrored about the middle and it grows leftward, its first card on the
    reader's side. Other piles keep their places in both directions, as a table's do."""

    def __attrs_post_init__(self) -> None:
        if self.region not in (BAND, CENTRE):
            raise ValueError(f"a pile lies in a band or the centre, not {self.region!r}")
        if (SLOT in self.zone) != (self.slots > 1) or min(self.cells) < 1:
            raise ValueError(f"pile {self.zone}: a grid of cells names its SLOT, and only it")
        if self.slots > 1 and self.region != BAND:
            raise ValueError(f"pile {self.zone}: a grid lies in a seat's band")
        if self.most < 1 or self.per_step < 1 or self.scale <= 0:
            raise ValueError(f"pile {self.zone}: most, per_step and scale must be positive")
        if self.min_spread > self.spread:
            raise ValueError(f"pile {self.zone}: min_spread above spread")
        if self.human_rows < 1 or (self.human_rows > 1 and self.region != BAND):
            raise ValueError(f"pile {self.zone}: rows are for a hand in a band")
        if self.wrap < 0 or (self.wrap and (self.region != CENTRE or self.grow != "right")):
            raise ValueError(f"pile {self.zone}: lines are for a centre pile growing right")
        if self.cell is not None and (self.region != CENTRE or self.cell < 0):
            raise ValueError(f"pile {self.zone}: a place in the row is for a centre pile")
        if self.reads and self.region != CENTRE:
            raise ValueError(f"pile {self.zone}: only a centre pile follows the reading")
        if self.count_per < 0 or self.counts not in ("tricks", "pairs"):
            raise ValueError(f"pile {self.zone}: a badge counts tricks or pairs")

    @property
    def per_seat(self) -> bool:
        return SEAT in self.zone

    def look(self, human: bool) -> tuple[float, float, float]:
        """(scale, spread, min_spread) of one seat's pile."""
        scale = self.human_scale if human and self.human_scale is not None else self.scale
        spread, least = (self.human_spread if human and self.human_spread is not None
                         else (self.spread, self.min_spread))
        return scale, spread, least

    @property
    def slots(self) -> int:
        """How many cells its grid has (1: a plain pile)."""
        return self.cells[0] * self.cells[1]

    def zone_for(self, seat: int) -> Zone:
        return tuple(seat if part == SEAT else part for part in self.zone)

    def zones_for(self, seat: int | None) -> list[Zone]:
        """Its zones for one seat (None: a shared pile): one, or one for each cell."""
        zone = self.zone if seat is None else self.zone_for(seat)
        if self.slots == 1:
            return [zone]
        return [tuple(k if part == SLOT else part for part in zone) for k in range(self.slots)]

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
    measures the real widget). A widget in a `BAND` that is not `per_seat` lies in your own
    band, at its place beside your hand (a prompt that has the room there: Golf's turn).
    `controls` counts its rows of buttons and fields (the sample holds their labels);
    `cards_extra` is the height of a row of card pictures, in card heights."""

    name: str
    region: str
    place: str = START
    align: str = "centre"
    max_width: float = 4.0
    """The widest it may be, in card widths."""
    sample: str = ""
    controls: int = 0
    cards_extra: float = 0.0
    padding: tuple[float, float] = (0.0, 0.0)
    """Pixels around its text (a frame's margins), for a measure of the sample alone."""
    per_seat: bool = False
    inner_on: tuple[str, ...] = ()
    """The edges at which this seat's widget lies `INNER` rather than at its `place` (a
    plate under a top seat's grid, beside your own)."""
    over_centre: bool = False
    """Shown only while the centre holds no cards (a round's summary, a bid or trump
    prompt before the first trick): it lies over the centre and the action area, against
    your hand, and keeps no room of its own; the centre is kept tall enough for it."""
    over_action: bool = False
    """With `over_centre`, for a tall panel no message shows above (a round's summary with
    a row a player): it may fill the action area as well, so the centre and the action area
    together, not the centre alone, are kept tall enough for it."""
    alone: bool = False
    """Over the centre, shown with no message beside it (the game puts its messages away
    first): the centre and the action area together are kept tall enough for it."""
    message_above: bool = False
    """An action prompt open while the game's messages come (Cheat's claims while you
    decide): it lies at the action area's foot, and the area keeps a message's room above
    it."""

    def __attrs_post_init__(self) -> None:
        if self.region not in REGIONS:
            raise ValueError(f"widget {self.name}: no region {self.region!r}")
        if self.over_action and not self.over_centre:
            raise ValueError(f"widget {self.name}: over the action area only over the centre")
        if self.per_seat and self.region != BAND:
            raise ValueError(f"widget {self.name}: a seat's widget lies in its band")
        if self.place == INNER and not self.per_seat:
            raise ValueError(f"widget {self.name}: only a seat's widget lies inside its hand")
        if self.alone and not self.over_centre:
            raise ValueError(f"widget {self.name}: alone only over the centre")

    @property
    def reaches_action(self) -> bool:
        """Over the centre and the action area together (`over_action`, or `alone`: the
        same room, named by the games that came to it apart)."""
        return self.over_action or self.alone

    def name_for(self, seat: int) -> str:
        return f"{self.name}:{seat}" if self.per_seat else self.name

    def place_on(self, edge: str) -> str:
        """Where in a seat's band at `edge` it lies."""
        return INNER if edge in self.inner_on else self.place


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
            for seat in (self.seats if pile.per_seat else [None]):
                for zone in pile.zones_for(seat):
                    yield pile, zone, seat

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
                elif part == SLOT:
                    if not isinstance(value, int) or not 0 <= value < pile.slots:
                        break
                elif part != value:
                    break
            else:
                return pile, seat
        return None

    def fullest(self) -> dict[Zone, int]:
        """Every pile at the most cards it holds."""
        return {zone: pile.most for pile, zone, _ in self.pile_zones()}

