"""Places a `TableSpec` (`cardtable/ui/table/spec.py`) in a window: one pure function.

`solve` sizes the regions in card units and picks the largest card at which everything
fits, as KDE libkcardgame's `KCardScene::relayoutScene` does: each pile keeps the room for
the most cards it holds at its closest spread, so nothing needs moving off anything once
placed. Then each hand spreads as wide as its band allows (never wider than its `spread`).
`minimum_window` is the smallest window in which the table fits at the smallest card whose
corners read well.

Text is measured by the caller (`Measure`): the table measures real widgets, tests a fake.
No Qt here.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping

import attrs

from cardtable.ui.table.spec import (
    ACTION,
    BAND,
    BOTTOM,
    CENTRE,
    CENTRE_GAP,
    END,
    INNER,
    LEFT,
    MAIN,
    RIGHT,
    SLOT,
    START,
    STATUS,
    TOP,
    PileSpec,
    TableSpec,
    WidgetSpec,
    Zone,
)

Measure = Callable[[WidgetSpec, float, float], tuple[float, float]]
"""measure(widget, most width in pixels, card width) -> (width, height) it needs there,
its text wrapped to that width."""

CARD_RATIO = 1.45
"""A card's height over its width (the classic deck's; the table passes its deck's)."""
MIN_CARD = 56
"""The narrowest card (pixels) whose corner index still reads well: the smallest window is
the one where the table fits at this card."""
FLOOR_CARD = 24
"""The narrowest a card is ever drawn, a small pile's too (the view keeps to it)."""
MAX_CARD = 320
LAPTOP_WIDTH = 1366
"""A common screen's width: the smallest window keeps to the height the table needs there."""
LAPTOP_HEIGHT = 640
"""The table's height in a maximised window on a 1366x768 screen (less the title bar, the
menu, the toolbar and the desktop's panel): a smallest window narrower than a laptop's
width may be taller than the table needs there only as far as this."""
OVERFLOW_SLACK = 0.25
"""When the table cannot fit at all: how much more overflow (a share of the least any card
leaves, and at least 8 pixels) a readable card is worth."""
LIFT = 0.12
"""Headroom over your hand, in card heights: a chosen card rises."""


@attrs.frozen
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2

    def intersects(self, other: Rect, slack: float = 0.5) -> bool:
        """They share more than `slack` pixels each way (touching is not overlapping)."""
        return (self.x + slack < other.right and other.x + slack < self.right
                and self.y + slack < other.bottom and other.y + slack < self.bottom)

    def contains(self, other: Rect, slack: float = 0.5) -> bool:
        return (other.x >= self.x - slack and other.y >= self.y - slack
                and other.right <= self.right + slack and other.bottom <= self.bottom + slack)

    def united(self, other: Rect) -> Rect:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)


def _gap(card: float) -> float:
    """The room between things, and around them in their regions."""
    return max(4.0, 0.06 * card)


def _around(cx: float, cy: float, w: float, h: float) -> Rect:
    return Rect(cx - w / 2, cy - h / 2, w, h)


@attrs.frozen
class PileArea:
    """Where one zone's cards lie: its reserved `rect`, the middle of its first card at
    the most it holds and the step between cards; fewer cards spread out up to `spread`."""

    zone: Zone
    spec: PileSpec
    rect: Rect
    card_w: float
    card_h: float
    unit: tuple[float, float]
    """The direction its cards grow in (a unit vector)."""
    step: float
    spread: float
    centred: bool
    """Its cards close up around the area's middle (a hand); else they grow from its
    start (a pile of tricks)."""
    home: str = CENTRE
    """The region it lies in: the centre, or its seat's edge."""
    rows: int = 1
    """Rows it may take (`PileSpec.human_rows`), `row_step` pixels apart, where one row
    would set its cards closer than `least` pixels."""
    row_step: float = 0.0
    least: float = 0.0

    def position(self, index: int, count: int) -> tuple[float, float]:
        """The middle of card `index` of `count`."""
        if self.rows > 1 and count > 1:
            return self._in_rows(index, count)
        if self.spec.wrap:  # lines from the top left (or right), each `row_step` below
            line, col = divmod(self.spec.step_of(index, count), self.spec.wrap)
            y = self.rect.y + self.card_h / 2 + line * self.spec.row_step * self.card_h
            if self.unit[0] < 0:
                return self.rect.right - self.card_w / 2 - col * self.step, y
            return self.rect.x + self.card_w / 2 + col * self.step, y
        steps = self.spec.steps(count)
        ux, uy = self.unit
        along = abs(ux) * self.card_w + abs(uy) * self.card_h
        room = abs(ux) * self.rect.w + abs(uy) * self.rect.h - along
        step = min(self.spread, room / steps) if steps else 0.0
        step = max(step, min(self.step, room / steps) if steps else 0.0)
        k = self.spec.step_of(index, count)
        cx, cy = self.rect.centre
        if self.centred:
            offset = (k - steps / 2) * step
        else:
            offset = -room / 2 + k * step
        return cx + ux * offset, cy + uy * offset

    def _in_rows(self, index: int, count: int) -> tuple[float, float]:
        """A big hand along a row: in as few rows as keep its corners readable, the first
        cards in the row behind (higher up), each row centred; the front row at the foot."""
        room = self.rect.w - self.card_w
        rows = 1
        while rows < self.rows and (math.ceil(count / rows) - 1) * self.least > room + 0.01:
            rows += 1
        per = math.ceil(count / rows)
        row, col = divmod(index, per)
        in_row = min(per, count - row * per)
        step = min(self.spread, room / (per - 1)) if per > 1 else 0.0
        x = self.rect.centre[0] + (col - (in_row - 1) / 2) * step
        y = self.rect.bottom - self.card_h / 2 - (rows - 1 - row) * self.row_step
        return x, y

    def cards(self, count: int) -> list[Rect]:
        return [_around(*self.position(i, count), self.card_w, self.card_h)
                for i in range(count)]


@attrs.frozen
class Element:
    """One thing on the table, for the overlap rules."""

    name: str
    rect: Rect
    region: str
    home: str
    """The key of the region it must stay in (a seat's edge for a seat's things)."""
    phase: str = ""
    one_at_a_time: bool = False
    over_centre: bool = False
    stays: bool = False


@attrs.frozen
class Placement:
    viewport: tuple[float, float]
    card_w: float
    card_h: float
    fits: bool
    regions: Mapping[str, Rect]
    areas: Mapping[Zone, PileArea]
    widgets: Mapping[str, Rect]
    right_to_left: bool

    @property
    def gap(self) -> float:
        """The room between things, and around them in their regions, at this size."""
        return _gap(self.card_w)

    def area(self, zone: Zone) -> PileArea | None:
        return self.areas.get(zone)

    def elements(self, counts: Mapping[Zone, int] | None = None) -> list[Element]:
        """Every pile holding cards (at `counts`, default the most each holds) and every
        widget, with what the overlap rules need to know of it."""
        out: list[Element] = []
        stacks: dict[tuple[object, ...], Rect] = {}
        grids: dict[tuple[object, ...], tuple[Rect, PileArea]] = {}
        for zone, area in self.areas.items():
            n = area.spec.most if counts is None else counts.get(zone, 0)
            if n <= 0:
                continue
            cards = area.cards(n)
            rect = cards[0]
            for card in cards[1:]:
                rect = rect.united(card)
            if area.spec.one_stack:
                key = area.spec.zone
                stacks[key] = stacks[key].united(rect) if key in stacks else rect
                continue
            if area.spec.slots > 1:  # a seat's grid is one thing: its cells, united
                key = tuple(v for v, p in zip(zone, area.spec.zone, strict=True) if p != SLOT)
                grids[key] = (grids[key][0].united(rect) if key in grids else rect, area)
                continue
            out.append(Element(str(zone), rect, area.spec.region, area.home, area.spec.phase,
                               stays=area.spec.stays))
        for key, rect in stacks.items():
            spec = next(a.spec for a in self.areas.values() if a.spec.zone == key)
            out.append(Element(str(key), rect, spec.region, CENTRE, spec.phase,
                               stays=spec.stays))
        for key, (rect, area) in grids.items():
            out.append(Element(str(key), rect, area.spec.region, area.home, area.spec.phase))
        for name in self.widgets:
            rect = self.widget_at(name, counts)
            home = self.regions_of.get(name, CENTRE)
            region = home if home in (STATUS, ACTION, CENTRE) else BAND
            out.append(Element(name, rect, region, home, one_at_a_time=region == ACTION,
                               over_centre=name in self.between))
        return out

    between: frozenset[str] = frozenset()
    """Widgets shown only while the centre is empty, over it (`WidgetSpec.over_centre`)."""
    regions_of: Mapping[str, str] = attrs.field(factory=dict)
    """The region each widget lies in (a seat's edge for a seat's widget)."""
    hugs: Mapping[str, tuple[Zone, int]] = attrs.field(factory=dict)
    """A seat's widget beside its hand: the hand's zone, and the side (-1: before it)."""

    def badges(self, shown: Iterable[str]) -> dict[str, Rect]:
        """The status bar's badges that are `shown`, closed up in their order (fewer
        badges never need more rows than all of them); each where `solve` put it if they
        would not fit so."""
        status = self.regions[STATUS]
        wanted = set(shown)
        names = [n for n, r in self.regions_of.items() if r == STATUS and n in wanted]
        gap = self.gap
        sizes = [(self.widgets[n].w, self.widgets[n].h) for n in names]
        rects = _flow_rects(names, sizes, status, gap, self.right_to_left)
        if all(status.contains(r) for r in rects.values()):
            return rects
        return {n: self.widgets[n] for n in names}

    def widget_at(self, name: str, counts: Mapping[Zone, int] | None = None) -> Rect:
        """Where widget `name` lies with `counts` cards in the zones (default: the most
        each holds): a seat's widget keeps beside the cards of its hand, inside the room
        the hand keeps, so it lies on nothing else."""
        rect = self.widgets[name]
        hug = self.hugs.get(name)
        if hug is None or counts is None:
            return rect
        zone, side = hug
        area = self.areas[zone]
        cards = area.cards(max(1, min(counts.get(zone, 0), area.spec.most)))
        if area.unit[0]:
            edge = min(c.x for c in cards) if side < 0 else max(c.right for c in cards)
            room = area.rect.x if side < 0 else area.rect.right
            return attrs.evolve(rect, x=rect.x + edge - room)
        edge = cards[0].y if side < 0 else cards[-1].bottom
        room = area.rect.y if side < 0 else area.rect.bottom
        return attrs.evolve(rect, y=rect.y + edge - room)

    def overlaps(self, counts: Mapping[Zone, int] | None = None) -> list[tuple[str, str]]:
        """Pairs of things that lie on each other (for tests): prompts show one at a time,
        a summary only once the centre is empty, piles of different phases never together."""
        elements = self.elements(counts)
        found = []
        for i, a in enumerate(elements):
            for b in elements[i + 1:]:
                if _apart_in_time(a, b) or not a.rect.intersects(b.rect):
                    continue
                found.append((a.name, b.name))
        return found


def _apart_in_time(a: Element, b: Element) -> bool:
    if a.one_at_a_time and b.one_at_a_time:
        return True
    if a.phase and b.phase and a.phase != b.phase:
        return True
    for x, y in ((a, b), (b, a)):
        if x.over_centre and ((y.region in (CENTRE, ACTION) and not y.stays)
                              or y.over_centre):
            return True
    return False


# ------------------------------------------------------------------ sizes


@attrs.frozen
class _Item:
    """A thing in a seat's band: its length along the band and its depth across it."""

    along: float
    across: float
    pile: PileSpec | None = None
    widget: WidgetSpec | None = None
    least_along: float = 0.0


def _horizontal(edge: str) -> bool:
    return edge in (TOP, BOTTOM)


def _grid_size(pile: PileSpec, cw: float, ch: float) -> tuple[float, float]:
    """The width and height of a grid of cells (`PileSpec.cells`) of cards `cw` x `ch`."""
    cols, rows = pile.cells
    gap = pile.cell_gap * cw
    return cols * cw + (cols - 1) * gap, rows * ch + (rows - 1) * gap


def _rows(pile: PileSpec, human: bool, edge: str) -> int:
    """The rows a seat's pile may take: the human's own, along a row."""
    return pile.human_rows if human and _horizontal(edge) else 1


class _Sizer:
    """Sizes of everything at one card width."""

    def __init__(self, spec: TableSpec, measure: Measure, card: float,
                 ratio: float = CARD_RATIO, words: float = 1.0) -> None:
        self.spec = spec
        self.measure = measure
        self.c = card
        self.ratio = ratio
        self.words = words
        self.ch = card * ratio
        self.gap = _gap(card)
        self._measured: dict[tuple[str, float], tuple[float, float]] = {}
        self._items: dict[tuple[int, str], list[_Item]] = {}

    def card(self, scale: float) -> tuple[float, float]:
        """A card's width and height at `scale` times the table's: never narrower than the
        view draws a card (`FLOOR_CARD`), so that a small pile's room holds its cards."""
        cw = max(float(FLOOR_CARD), self.c * scale)
        return cw, cw * self.ratio

    def widget(self, w: WidgetSpec, room: float) -> tuple[float, float]:
        """The size `w` needs at most `room` wide (and its own most width)."""
        # Never narrower than at the smallest card: a prompt on a table of small cards
        # would wrap to more lines, taller, and the table would need a smaller card still.
        # A widget's most width holds as many words in a larger type (Persian's): a plate
        # of three lines in English type would take four, and the table smaller cards.
        width = max(1.0, min(w.max_width * max(self.c, MIN_CARD) * self.words, room))
        key = (w.name, width)
        if key not in self._measured:
            got_w, got_h = self.measure(w, width, self.c)
            self._measured[key] = (got_w, got_h + w.cards_extra * self.ch)
        return self._measured[key]

    def pile_item(self, pile: PileSpec, seat: int, edge: str) -> _Item:
        scale, spread, least = pile.look(seat == self.spec.human)
        cw, ch = self.card(scale)
        if pile.slots > 1:  # a grid: as long and deep as its cells and the room between
            gw, gh = _grid_size(pile, cw, ch)
            along, across = (gw, gh) if _horizontal(edge) else (gh, gw)
            # A grid never closes up: it keeps the room a seat's share leaves inside its
            # margins (`_place_seat`'s inset), where a fan of cards would squeeze a little.
            return _Item(along, across, pile=pile, least_along=along + 2 * self.gap)
        along, across = (cw, ch) if _horizontal(edge) else (ch, cw)
        steps = pile.steps(pile.most)
        rows = _rows(pile, seat == self.spec.human, edge)
        if rows > 1:  # the room of its most in that many rows
            across += (rows - 1) * pile.row_step * ch
            least_steps = pile.steps(math.ceil(pile.most / rows))
        else:
            least_steps = steps
        return _Item(along + steps * spread * along, across, pile=pile,
                     least_along=along + least_steps * least * along)

    def band_items(self, seat: int, place: str) -> list[_Item]:
        key = (seat, place)
        if key not in self._items:
            self._items[key] = self._band_items(seat, place)
        return self._items[key]

    def _band_items(self, seat: int, place: str) -> list[_Item]:
        edge = self.spec.edges[seat]
        items = [self.pile_item(p, seat, edge) for p in self.spec.piles
                 if p.region == BAND and p.per_seat and p.place == place]
        for w in self.spec.widgets:
            if (w.region == BAND and w.place_on(edge) == place
                    and (w.per_seat or seat == self.spec.human)):
                width, height = self.widget(w, math.inf)
                along, across = (width, height) if _horizontal(edge) else (height, width)
                items.append(_Item(along, across, widget=w, least_along=along))
        return items

    def slot(self, seat: int, place: str) -> tuple[float, float]:
        """(along, across) of a slot before or after the hand: its things stacked
        top to bottom."""
        items = self.band_items(seat, place)
        if not items:
            return 0.0, 0.0
        if _horizontal(self.spec.edges[seat]):
            return (max(i.along for i in items),
                    sum(i.across for i in items) + self.gap * (len(items) - 1))
        return (sum(i.along for i in items) + self.gap * (len(items) - 1),
                max(i.across for i in items))

    def sides(self, edge: str) -> tuple[float, float]:
        """(start, end): the longest slot before and after a hand along `edge`, kept
        alike at every seat of the edge so that their things line up."""
        seats = self.spec.seats_on(edge)
        return (max([self.slot(s, START)[0] for s in seats] + [0.0]),
                max([self.slot(s, END)[0] for s in seats] + [0.0]))

    def reserve(self, side: float) -> float:
        """The room a slot of length `side` takes beside a hand (none if it is empty)."""
        return side + self.gap if side else 0.0

    def inner_row(self, seat: int, share: float) -> float:
        """The length of a seat's `INNER` widgets side by side, if they lie so in a share
        `share` long (along a row, two or more, within its margins); else 0: one after
        another toward the middle, as down a column."""
        inner = self.band_items(seat, INNER)
        if len(inner) < 2 or not _horizontal(self.spec.edges[seat]):
            return 0.0
        row = sum(i.along for i in inner) + self.gap * (len(inner) - 1)
        return row if row <= share - 2 * self.gap else 0.0

    def seat_needs(self, seat: int, share: float = 0.0) -> tuple[float, float]:
        """(least length, depth) of a seat's share of its band (`share` long, where known:
        its inner widgets may lie side by side): each slot's room on its own side only,
        so that a plate before the hand does not ask its room after it too (where there
        is room, `_place_seat` still keeps the hand in the middle)."""
        main = self.band_items(seat, MAIN)
        start, end = self.sides(self.spec.edges[seat])
        depth = max([i.across for i in main]
                    + [self.slot(seat, START)[1], self.slot(seat, END)[1], 0.0])
        if seat == self.spec.human:
            depth += LIFT * self.ch
        least = max([i.least_along for i in main] + [0.0])
        length = least + self.reserve(start) + self.reserve(end)
        inner = self.band_items(seat, INNER)
        row = self.inner_row(seat, share)
        # Inner widgets keep within the share's margins (`_place_seat`'s inset).
        if row:
            depth += max(i.across for i in inner) + self.gap
            length = max(length, row + 2 * self.gap)
        elif inner:
            depth += sum(i.across + self.gap for i in inner)
            length = max([length] + [i.along + 2 * self.gap for i in inner])
        return length, depth + 2 * self.gap

    def edge_needs(self, edge: str, length: float = 0.0) -> tuple[float, float]:
        """(least length, depth) of an edge's band (`length` long, where known)."""
        seats = self.spec.seats_on(edge)
        if not seats:
            return 0.0, 0.0
        needs = [self.seat_needs(s, length / len(seats)) for s in seats]
        return max(n[0] for n in needs) * len(seats), max(n[1] for n in needs)

    def status_height(self, width: float) -> float:
        rows = _flow([self.widget(w, width - 2 * self.gap) for w in self.spec.widgets
                      if w.region == STATUS], width - 2 * self.gap, self.gap)
        if not rows:
            return 0.0
        return sum(max(h for _, h in row) for row in rows) + self.gap * (len(rows) + 1)

    def action(self, width: float, between: bool = False,
               spans: bool = False) -> tuple[float, float]:
        """The room the action area's prompts need (`between`: those over the centre;
        `spans`: of those, the ones that may fill the action area too)."""
        room = width - 2 * self.gap
        if between:
            room = self.room_over_centre(room)
        sizes = [self._with_message(w, self.widget(w, room), room) for w in self.spec.widgets
                 if (w.over_centre and w.reaches_action == spans if between
                     else w.region == ACTION and not w.over_centre)]
        if not sizes:
            return 0.0, 0.0
        return (max(w for w, _ in sizes) + 2 * self.gap,
                max(h for _, h in sizes) + 2 * self.gap)

    def _with_message(self, w: WidgetSpec, size: tuple[float, float],
                      room: float) -> tuple[float, float]:
        """A prompt's size with a message's room above it, if it keeps one."""
        toast = next((t for t in self.spec.widgets if t.name == "toast"), None)
        if not w.message_above or toast is None:
            return size
        return size[0], size[1] + self.widget(toast, room)[1] + max(self.gap, 6.0)

    def centre_offsets(self) -> list[tuple[PileSpec, Zone, Rect]]:
        """Each centre pile's cards at their most, around the centre's middle (0, 0)."""
        out = []
        for pile, zone, seat in self.spec.pile_zones():
            if pile.region != CENTRE:
                continue
            ax, ay = self._anchor(pile, seat)
            scale, spread, _ = pile.look(seat == self.spec.human)
            cw, ch = self.card(scale)
            run = pile.steps(pile.most) * spread
            dx, dy = (0.0, run * ch) if pile.grow == "down" else (run * cw, 0.0)
            if pile.wrap:
                steps = pile.steps(pile.most)
                dx = min(steps, pile.wrap - 1) * spread * cw
                dy = (steps // pile.wrap) * pile.row_step * ch
            if pile.grow == "across":
                ax -= dx / 2
            out.append((pile, zone, Rect(ax - cw / 2, ay - ch / 2, cw + dx, ch + dy)))
        return self._in_row(out)

    def _in_row(self, out: list[tuple[PileSpec, Zone, Rect]]
                ) -> list[tuple[PileSpec, Zone, Rect]]:
        """The piles with a place in the centre's row (`PileSpec.cell`) moved side by side,
        each centred in its place, the row centred across the middle."""
        widths: dict[int, float] = {}
        for pile, _, rect in out:
            if pile.cell is not None:
                widths[pile.cell] = max(widths.get(pile.cell, 0.0), rect.w)
        if not widths:
            return out
        gap = CENTRE_GAP * self.c
        left, x = {}, -(sum(widths.values()) + gap * (len(widths) - 1)) / 2
        for cell in sorted(widths):
            left[cell], x = x, x + widths[cell] + gap
        return [(pile, zone, rect if pile.cell is None else
                 attrs.evolve(rect, x=left[pile.cell] + (widths[pile.cell] - rect.w) / 2))
                for pile, zone, rect in out]

    def _anchor(self, pile: PileSpec, seat: int | None) -> tuple[float, float]:
        x, y = pile.anchor[0] * self.c, pile.anchor[1] * self.ch
        if seat is None or pile.toward == (0.0, 0.0):
            return x, y
        edge = self.spec.edges[seat]
        fellows = self.spec.seats_on(edge)
        k = fellows.index(seat) - (len(fellows) - 1) / 2
        up_down, sideways = pile.toward
        if edge == BOTTOM:
            return x, y + up_down * self.ch
        if edge == TOP:
            return x + k * 1.15 * self.c * pile.scale, y - up_down * self.ch
        sign = -1.0 if edge == LEFT else 1.0
        return x + sign * sideways * self.c, y + k * 0.6 * self.ch * pile.scale

    def room_over_centre(self, width: float) -> float:
        """The most of `width` a panel over the centre may take, kept clear about the
        middle of the centre's piles that stay under it."""
        edges = [min(abs(r.x), abs(r.right)) for pile, _, r in self.centre_offsets()
                 if pile.stays and r.x * r.right > 0]  # wholly to one side of the middle
        if not edges:
            return width
        return max(1.0, min(width, 2 * (min(edges) - self.gap)))

    def centre_needs(self) -> tuple[float, float]:
        rects = [r for _, _, r in self.centre_offsets()]
        if not rects:
            return 0.0, 0.0
        half_w = max(max(-r.x, r.right) for r in rects)
        half_h = max(max(-r.y, r.bottom) for r in rects)
        return 2 * half_w + 2 * self.gap, 2 * half_h + 2 * self.gap


def _flow(sizes: list[tuple[float, float]], width: float,
          gap: float) -> list[list[tuple[float, float]]]:
    """Sizes in rows no wider than `width`, in order."""
    rows: list[list[tuple[float, float]]] = []
    used = 0.0
    for w, h in sizes:
        if rows and used + gap + w <= width:
            rows[-1].append((w, h))
            used += gap + w
        else:
            rows.append([(w, h)])
            used = w
    return rows


@attrs.frozen
class _Frame:
    """The regions' sizes at one card width in one window."""

    status: float
    top: float
    left: float
    right: float
    bottom: float
    action: float
    centre_h: float
    need_w: float
    need_h: float


def _frame(sizer: _Sizer, width: float) -> _Frame:
    left_len, left = sizer.edge_needs(LEFT)
    right_len, right = sizer.edge_needs(RIGHT)
    column = max(1.0, width - left - right)
    top_len, top = sizer.edge_needs(TOP, column)
    bottom_len, bottom = sizer.edge_needs(BOTTOM, width)
    status = sizer.status_height(width)
    action_w, action = sizer.action(column)
    centre_w, centre_h = sizer.centre_needs()
    between_w, between_h = sizer.action(column, between=True)
    spans_w, spans_h = sizer.action(column, between=True, spans=True)
    # A prompt over the centre lies against your hand, a message above it; one that may
    # fill the action area too needs the two together.
    centre_h = max(centre_h, between_h + sizer.gap, spans_h + sizer.gap - action)
    need_w = max(bottom_len, left + right + max(centre_w, top_len, action_w, between_w,
                                                spans_w))
    side_h = max(left_len, right_len)
    need_h = status + bottom + max(top + centre_h + action, side_h)
    return _Frame(status, top, left, right, bottom, action, centre_h, need_w, need_h)


def _fits(spec: TableSpec, measure: Measure, card: float, size: tuple[float, float],
          ratio: float, words: float) -> bool:
    frame = _frame(_Sizer(spec, measure, card, ratio, words), size[0])
    return frame.need_w <= size[0] and frame.need_h <= size[1]


def largest_card(spec: TableSpec, measure: Measure, size: tuple[float, float],
                 ratio: float = CARD_RATIO, words: float = 1.0) -> int:
    """The widest card (pixels) at which the table fits `size`; if it fits at none, the
    widest that comes nearest (`_least_overflow`). `words`: the type's size against
    English type's (widgets' most widths grow with it)."""

    def fits(card: int) -> bool:
        return _fits(spec, measure, card, size, ratio, words)

    lo = FLOOR_CARD
    if not fits(lo):
        # Text wraps more round the smallest cards (a plate is a few cards wide): a table
        # may fit at readable cards and not at tinier ones. Only where even those do not
        # fit, settle for the least overflow.
        if not fits(MIN_CARD):
            return _least_overflow(spec, measure, size, ratio, words)
        lo = MIN_CARD
    card = _widest_from(fits, lo)
    # Wrapping can make a band of small cards unfit between two that fit: readable cards
    # that fit win over smaller ones found first.
    if card < MIN_CARD and fits(MIN_CARD):
        card = _widest_from(fits, MIN_CARD)
    # And readable cards that pass the window by less than the room kept between things
    # (the things lie that much closer, none on another) win over cards far less readable:
    # Pan for five in Persian on a laptop passed it by 3 px at 56 px cards and took 38.
    elif card < MIN_CARD and _overflow(spec, measure, MIN_CARD, size, ratio,
                                       words) <= _gap(MIN_CARD):
        card = MIN_CARD
    return card


def _widest_from(fits: Callable[[int], bool], lo: int) -> int:
    """The widest card from `lo` (which fits) up to `MAX_CARD` at which the table fits, by
    halving (taking fitting as holding up to some size and not beyond)."""
    hi = MAX_CARD
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def _overflow(spec: TableSpec, measure: Measure, card: float, size: tuple[float, float],
              ratio: float, words: float) -> float:
    """How far (pixels, across and down together) the table at `card` passes `size`."""
    frame = _frame(_Sizer(spec, measure, card, ratio, words), size[0])
    return max(0.0, frame.need_w - size[0]) + max(0.0, frame.need_h - size[1])


def _least_overflow(spec: TableSpec, measure: Measure, size: tuple[float, float],
                    ratio: float, words: float) -> int:
    """For a window smaller than the table needs even at the floor card (a screen smaller
    than the smallest window): the widest card, up to the readable `MIN_CARD`, that passes
    the window by little more than the least any card does. What does not fit is mostly
    text, which smaller cards do not shrink: shrinking them to a sliver would leave a table
    no one can play and still not fit."""
    cards = range(MIN_CARD, FLOOR_CARD - 1, -4)
    over = {card: _overflow(spec, measure, card, size, ratio, words) for card in cards}
    least = min(over.values())
    worth = max(8.0, least * OVERFLOW_SLACK)
    return next(card for card in cards if over[card] <= least + worth)


def minimum_window(spec: TableSpec, measure: Measure, card: float = MIN_CARD,
                   ratio: float = CARD_RATIO, words: float = 1.0) -> tuple[int, int]:
    """The smallest window (width, height) in which the table fits at `card`: a width
    that holds it, and the height the table then needs (a wider window needs no more)."""
    sizer = _Sizer(spec, measure, card, ratio, words)

    def holds(width: int) -> bool:
        return _frame(sizer, width).need_w <= width

    widest = max(1, math.ceil(_frame(sizer, 100000.0).need_w))
    lo, hi = 1, widest
    while lo < hi:
        mid = (lo + hi) // 2
        if holds(mid):
            hi = mid
        else:
            lo = mid + 1
    # Narrower, the text wraps to more lines and the table needs more height: the
    # narrowest width whose height is within a card (two rows of badges) of what a
    # laptop's width needs, so that a screen of little height still holds the table. A
    # window's least height holds at every width, so that card is spent only where a
    # laptop's screen has it: a narrower window bought with height it lacks would not fit
    # the screens it is for. And no taller than wide, as screens are.
    least = _frame(sizer, max(lo, LAPTOP_WIDTH)).need_h
    allowed = max(least + sizer.gap, min(least + card, LAPTOP_HEIGHT))
    for width in range(lo, max(widest, LAPTOP_WIDTH) + 1, 8):
        height = _frame(sizer, width).need_h
        if holds(width) and height <= min(allowed, width):
            return width, math.ceil(height)
    return widest, math.ceil(_frame(sizer, widest).need_h)


# -------------------------------------------------------------- placing


def solve(spec: TableSpec, viewport: tuple[float, float], measure: Measure,
          right_to_left: bool = False, ratio: float = CARD_RATIO,
          words: float = 1.0) -> Placement:
    """Every pile's area and every widget's rectangle in a window of `viewport` (cards
    `ratio` times as tall as wide; type `words` times English type's size)."""
    card = largest_card(spec, measure, viewport, ratio, words)
    sizer = _Sizer(spec, measure, card, ratio, words)
    w, h = viewport
    frame = _frame(sizer, w)
    fits = frame.need_w <= w and frame.need_h <= h
    regions = _regions(frame, w, h)
    areas: dict[Zone, PileArea] = {}
    widgets: dict[str, Rect] = {}
    hugs: dict[str, tuple[Zone, int]] = {}
    for edge in (BOTTOM, TOP, LEFT, RIGHT):
        _place_edge(sizer, edge, regions[edge], right_to_left, areas, widgets, hugs)
    _place_centre(sizer, regions[CENTRE], right_to_left, areas, regions[BOTTOM].centre[0])
    _place_status(sizer, regions[STATUS], right_to_left, widgets)
    _place_action(sizer, regions, widgets)
    regions_of = {w.name_for(s): spec.edges[s] for w in spec.widgets if w.per_seat
                  for s in spec.seats}
    regions_of.update({w.name: spec.edges[spec.human] if w.region == BAND else w.region
                       for w in spec.widgets if not w.per_seat})
    between = frozenset(w.name for w in spec.widgets if w.over_centre)
    return Placement((w, h), card, sizer.ch, fits, regions, areas, widgets, right_to_left,
                     between, regions_of, hugs)


def _regions(f: _Frame, w: float, h: float) -> dict[str, Rect]:
    middle_top = f.status
    middle_h = max(0.0, h - f.status - f.bottom)
    column = max(0.0, w - f.left - f.right)
    centre_h = max(0.0, middle_h - f.top - f.action)
    return {
        STATUS: Rect(0, 0, w, f.status),
        TOP: Rect(f.left, middle_top, column, f.top),
        LEFT: Rect(0, middle_top, f.left, middle_h),
        RIGHT: Rect(w - f.right, middle_top, f.right, middle_h),
        BOTTOM: Rect(0, h - f.bottom, w, f.bottom),
        CENTRE: Rect(f.left, middle_top + f.top, column, centre_h),
        ACTION: Rect(f.left, middle_top + f.top + centre_h, column, f.action),
    }


def _shares(band: Rect, count: int, horizontal: bool) -> list[Rect]:
    if horizontal:
        step = band.w / count
        return [Rect(band.x + i * step, band.y, step, band.h) for i in range(count)]
    step = band.h / count
    return [Rect(band.x, band.y + i * step, band.w, step) for i in range(count)]


def _place_edge(sizer: _Sizer, edge: str, band: Rect, rtl: bool, areas: dict[Zone, PileArea],
                widgets: dict[str, Rect], hugs: dict[str, tuple[Zone, int]]) -> None:
    seats = sizer.spec.seats_on(edge)
    if not seats:
        return
    horizontal = _horizontal(edge)
    for seat, share in zip(seats, _shares(band, len(seats), horizontal), strict=True):
        _place_seat(sizer, seat, edge, share, rtl, areas, widgets)
        # A grid (`PileSpec.cells`) keeps its size: the seat's widgets need not follow it.
        hand = next((i.pile.zone_for(seat) for i in sizer.band_items(seat, MAIN)
                     if i.pile is not None and i.pile.slots == 1), None)
        if hand is None:
            continue
        for place in (START, END):
            before = (place == START) != (rtl and horizontal)
            items = sizer.band_items(seat, place)
            if not horizontal and any(i.pile is not None for i in items):
                continue  # down a column a pile may lie between: the widgets stay put
            for item in items:
                if item.widget is not None:
                    hugs[item.widget.name_for(seat)] = (hand, -1 if before else 1)


def _place_seat(sizer: _Sizer, seat: int, edge: str, share: Rect, rtl: bool,
                areas: dict[Zone, PileArea], widgets: dict[str, Rect]) -> None:
    """A seat's hand in the middle of its share of the band (as near it as the slots
    either side leave room), its slots either side."""
    horizontal = _horizontal(edge)
    g = sizer.gap
    inset = Rect(share.x + g, share.y + g, share.w - 2 * g, share.h - 2 * g)
    start, end = sizer.sides(edge)
    # Along a row read right to left, the slot before the hand is on its right.
    first, last = (end, start) if rtl and horizontal else (start, end)
    lead, trail = sizer.reserve(first), sizer.reserve(last)
    origin, length = (inset.x, inset.w) if horizontal else (inset.y, inset.h)
    # The hand as long as its widest spread asks, as far as the band has room; the seat's
    # other things right beside it. Kept in the middle, with the longer slot's room on
    # both sides, as long as the hand's least length fits so; past that, the hand takes
    # the room an empty or shorter side leaves.
    items = sizer.band_items(seat, MAIN)
    widest = max([i.along for i in items] + [1.0])
    least = max([i.least_along for i in items] + [1.0])
    even = length - 2 * max(lead, trail)
    main_len = max(1.0, min(even if even >= least else length - lead - trail, widest))
    # Where it starts: the middle, kept between the two slots' rooms.
    lowest, highest = origin + lead, origin + length - trail - main_len
    at = min(max(origin + (length - main_len) / 2, min(lowest, highest)), highest)
    across = _main_across(sizer, seat, edge, inset)
    if horizontal:
        main = Rect(at, across[0], main_len, across[1])
        before = Rect(main.x - lead, across[0], first, across[1])
        after = Rect(main.right + g, across[0], last, across[1])
        if rtl:
            before, after = after, before
    else:
        main = Rect(across[0], at, across[1], main_len)
        before = Rect(across[0], main.y - lead, across[1], first)
        after = Rect(across[0], main.bottom + g, across[1], last)
    for item in sizer.band_items(seat, MAIN):
        if item.pile is not None:
            _band_pile(sizer, item, seat, edge, main, True, False, areas)
    for place, slot in ((START, before), (END, after)):
        _place_slot(sizer, seat, edge, place, slot, rtl, areas, widgets)
    row = sizer.inner_row(seat, share.w if horizontal else share.h)
    if row:
        _place_inner_row(sizer, seat, edge, main, inset, row, rtl, widgets)
    else:
        _place_inner(sizer, seat, edge, main, inset, widgets)


def _place_inner_row(sizer: _Sizer, seat: int, edge: str, main: Rect, inset: Rect,
                     row: float, rtl: bool, widgets: dict[str, Rect]) -> None:
    """A seat's `INNER` widgets side by side in reading order, `row` long, in one line's
    depth rather than two (a crowded top's plate and chip, or its plate and "thinking…"):
    the first (the plate) under (or over) the middle of its hand, as it lies alone, the
    others after it, as far as its share's margins (`inset`) allow."""
    g = sizer.gap
    items = sizer.band_items(seat, INNER)
    first = items[0].along
    x = main.centre[0] + first / 2 - row if rtl else main.centre[0] - first / 2
    x = min(max(x, inset.x), inset.right - row)
    for item in reversed(items) if rtl else items:
        assert item.widget is not None
        y = main.bottom + g if edge == TOP else main.y - g - item.across
        widgets[item.widget.name_for(seat)] = Rect(x, y, item.along, item.across)
        x += item.along + g


def _place_inner(sizer: _Sizer, seat: int, edge: str, main: Rect, inset: Rect,
                 widgets: dict[str, Rect]) -> None:
    """A seat's `INNER` widgets one after another from its hand toward the middle, each
    centred on the hand as far as its share's margins (`inset`) allow: a hand moved over
    in its share (a slot on one side only) would take a plate wider than it past them."""
    g = sizer.gap
    reach = {TOP: main.bottom, BOTTOM: main.y, LEFT: main.right, RIGHT: main.x}[edge]
    for item in sizer.band_items(seat, INNER):
        assert item.widget is not None
        w, h = (item.along, item.across) if _horizontal(edge) else (item.across, item.along)
        cx = min(max(main.centre[0], inset.x + w / 2), inset.right - w / 2)
        cy = min(max(main.centre[1], inset.y + h / 2), inset.bottom - h / 2)
        if edge == TOP:
            rect, reach = Rect(cx - w / 2, reach + g, w, h), reach + g + h
        elif edge == BOTTOM:
            rect, reach = Rect(cx - w / 2, reach - g - h, w, h), reach - g - h
        elif edge == LEFT:
            rect, reach = Rect(reach + g, cy - h / 2, w, h), reach + g + w
        else:
            rect, reach = Rect(reach - g - w, cy - h / 2, w, h), reach - g - w
        widgets[item.widget.name_for(seat)] = rect


def _main_across(sizer: _Sizer, seat: int, edge: str, inset: Rect) -> tuple[float, float]:
    """(start, depth) across the band of the row that holds the hand: against the table's
    edge, your own hand leaving room above it to rise."""
    main = sizer.band_items(seat, MAIN)
    depth = max([i.across for i in main] + [sizer.slot(seat, START)[1],
                                            sizer.slot(seat, END)[1], 1.0])
    if edge == BOTTOM:
        return inset.bottom - depth, depth
    if edge == TOP:
        return inset.y, depth
    if edge == LEFT:
        return inset.x, depth
    return inset.right - depth, depth


def _band_pile(sizer: _Sizer, item: _Item, seat: int, edge: str, room: Rect, centred: bool,
               leftward: bool, areas: dict[Zone, PileArea]) -> None:
    """A pile in `room`: a hand around its middle (`centred`), else growing from the end
    nearest the hand (`leftward`: from the right end)."""
    pile = item.pile
    assert pile is not None
    scale, spread, least = pile.look(seat == sizer.spec.human)
    cw, ch = sizer.card(scale)
    if pile.slots > 1:
        _grid_cells(pile, seat, edge, room, cw, ch, areas)
        return
    horizontal = _horizontal(edge)
    along = cw if horizontal else ch
    steps = pile.steps(pile.most)
    length = room.w if horizontal else room.h
    step = min(spread * along, (length - along) / steps) if steps else 0.0
    step = max(step, least * along)
    used = along + steps * step if not centred else length
    cx, cy = room.centre
    rows = _rows(pile, seat == sizer.spec.human, edge)
    if horizontal:
        x0 = room.right - used if leftward else room.x
        rect = Rect(x0, cy - item.across / 2, used, item.across)
        unit = (-1.0, 0.0) if leftward else (1.0, 0.0)
    else:
        rect = Rect(cx - cw / 2, room.y, cw, used)
        unit = (0.0, 1.0)
    areas[pile.zone_for(seat)] = PileArea(pile.zone_for(seat), pile, rect, cw, ch, unit,
                                          step, spread * along, centred, edge, rows,
                                          pile.row_step * ch, least * along)


def _grid_cells(pile: PileSpec, seat: int, edge: str, room: Rect, cw: float, ch: float,
                areas: dict[Zone, PileArea]) -> None:
    """A grid in the middle of `room`, one area a cell, row by row from its top left (as
    its slots count: the same in either reading direction)."""
    gw, gh = _grid_size(pile, cw, ch)
    gap = pile.cell_gap * cw
    x0, y0 = room.centre[0] - gw / 2, room.centre[1] - gh / 2
    cols = pile.cells[0]
    for k, zone in enumerate(pile.zones_for(seat)):
        col, row = k % cols, k // cols
        if pile.cells_leftward:
            col = cols - 1 - col
        cell = Rect(x0 + col * (cw + gap), y0 + row * (ch + gap), cw, ch)
        areas[zone] = PileArea(zone, pile, cell, cw, ch, (1.0, 0.0), 0.0, 0.0, True, edge)


def _place_slot(sizer: _Sizer, seat: int, edge: str, place: str, slot: Rect, rtl: bool,
                areas: dict[Zone, PileArea], widgets: dict[str, Rect]) -> None:
    """The things of one slot stacked top to bottom, each against the hand's side."""
    items = sizer.band_items(seat, place)
    if not items:
        return
    horizontal = _horizontal(edge)
    g = sizer.gap
    heights = [i.across if horizontal else i.along for i in items]
    y = slot.centre[1] - (sum(heights) + g * (len(items) - 1)) / 2
    if not horizontal:
        y = slot.y if place == END else slot.bottom - sum(heights) - g * (len(items) - 1)
    # Against the hand: the far side of a slot before it, the near side of one after it.
    inner_right = (place == START) != rtl
    for item, height in zip(items, heights, strict=True):
        width = item.along if horizontal else item.across
        if horizontal:
            x = slot.right - width if inner_right else slot.x
        else:
            x = slot.centre[0] - width / 2
        rect = Rect(x, y, width, height)
        if item.widget is not None:
            widgets[item.widget.name_for(seat)] = rect
        elif item.pile is not None:
            _band_pile(sizer, item, seat, edge, rect, False, horizontal and inner_right,
                       areas)
        y += height + g


def _place_centre(sizer: _Sizer, centre: Rect, rtl: bool,
                  areas: dict[Zone, PileArea], middle: float) -> None:
    """The centre's piles around its middle, moved toward `middle` (your hand's) as far as
    the centre lets them: with a side band on one side only, the two are not the same."""
    offsets = []
    for pile, zone, rect in sizer.centre_offsets():
        if rtl and pile.reads:  # the other side of the middle, its line from the right
            rect = Rect(-rect.right, rect.y, rect.w, rect.h)
        offsets.append((pile, zone, rect))
    mx, my = centre.centre
    if offsets:
        lo, hi = min(r.x for _, _, r in offsets), max(r.right for _, _, r in offsets)
        least, most = centre.x + sizer.gap - lo, centre.right - sizer.gap - hi
        if least <= most:
            mx = min(max(middle, least), most)
    for pile, zone, rect in offsets:
        seat = next((s for s in sizer.spec.seats if pile.zone_for(s) == zone), None)
        scale, spread, _ = pile.look(seat == sizer.spec.human)
        cw, ch = sizer.card(scale)
        unit = (0.0, 1.0) if pile.grow == "down" else (1.0, 0.0)
        if rtl and pile.reads:
            unit = (-unit[0], unit[1])
        along = ch if pile.grow == "down" else cw
        placed = Rect(mx + rect.x, my + rect.y, rect.w, rect.h)
        areas[zone] = PileArea(zone, pile, placed, cw, ch, unit, spread * along,
                               spread * along, pile.centred)


def _place_status(sizer: _Sizer, status: Rect, rtl: bool, widgets: dict[str, Rect]) -> None:
    specs = [w for w in sizer.spec.widgets if w.region == STATUS]
    room = status.w - 2 * sizer.gap
    sizes = [sizer.widget(w, room) for w in specs]
    widgets.update(_flow_rects([w.name for w in specs], sizes, status, sizer.gap, rtl))


def _flow_rects(names: list[str], sizes: list[tuple[float, float]], status: Rect, gap: float,
                rtl: bool) -> dict[str, Rect]:
    """Badges in rows across the status bar, from the reading side."""
    out: dict[str, Rect] = {}
    y = status.y + gap
    i = 0
    for row in _flow(sizes, status.w - 2 * gap, gap):
        x = status.x + gap
        for w, h in row:
            left = status.right - (x - status.x) - w if rtl else x
            out[names[i]] = Rect(left, y, w, h)
            x += w + gap
            i += 1
        y += max(h for _, h in row) + gap
    return out


def _place_action(sizer: _Sizer, regions: Mapping[str, Rect],
                  widgets: dict[str, Rect]) -> None:
    action, centre = regions[ACTION], regions[CENTRE]
    both = centre.united(action) if action.h else centre
    for w in sizer.spec.widgets:
        if w.region != ACTION and not w.over_centre:
            continue
        room = both if w.over_centre else action
        most = room.w - 2 * sizer.gap
        width, height = sizer.widget(w, sizer.room_over_centre(most) if w.over_centre
                                     else most)
        cx, cy = room.centre
        if w.over_centre or w.message_above:  # against your hand, a message's room above
            cy = room.bottom - sizer.gap - height / 2
        cx = _toward(regions[BOTTOM].centre[0], room, width, sizer.gap)
        widgets[w.name] = Rect(cx - width / 2, cy - height / 2, width, height)


def _toward(middle: float, room: Rect, width: float, gap: float) -> float:
    """A prompt's middle as near the window's (your hand's) as `room` lets it be: with a
    band on one side only (Ninety-Nine for two: your opponent on the left, nobody on the
    right) the column's middle is not your hand's."""
    low, high = room.x + gap + width / 2, room.right - gap - width / 2
    if low > high:
        return room.centre[0]
    return min(max(middle, low), high)


def counts_at(spec: TableSpec, phase: str) -> dict[Zone, int]:
    """Every pile of `phase` (and of every phase, "") at its most: a moment of the round."""
    return {zone: pile.most for pile, zone, _ in spec.pile_zones() if pile.phase in ("", phase)}
