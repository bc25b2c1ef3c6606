"""Every game's table spec (`cardtable/ui/table/spec.py`) placed by the solver, without Qt:
each player count, windows from the smallest the solver reports up to 3840 x 2160, left to
right and right to left, English and (wider, taller) Persian text, at each moment of a round
with every pile at its most and the longest prompt: nothing lies on anything, nothing
leaves the window or its region, no text is cut, your cards' corners read."""

from __future__ import annotations

import itertools

import attrs
import pytest

from cardtable.rules.registry import find_game
from cardtable.ui.games.registry import GAME_UIS
from cardtable.ui.table import solver
from cardtable.ui.table.solver import (
    MIN_CARD,
    Element,
    Placement,
    Rect,
    counts_at,
    minimum_window,
    solve,
)
from cardtable.ui.table.spec import (
    ACTION,
    BAND,
    BOTTOM,
    CENTRE,
    INNER,
    MAIN,
    STATUS,
    TOP,
    PileSpec,
    TableSpec,
    WidgetSpec,
    Zone,
)

READABLE = 0.28
"""The least share of a card's width your hand's cards show: the corner index."""


CONTROL_LINES = 1.25
"""A row of buttons or fields as lines of text more than its labels' line: its frames,
padding and the row's spacing."""


def fake_measure(char_w: float, line_h: float) -> solver.Measure:
    """Text as a font of `char_w` average width and `line_h` lines would set it: words
    wrapped into the width, lines broken at "\\n", no break at a no-break space."""

    def measure(w: WidgetSpec, width: float, card: float) -> tuple[float, float]:
        room = width - w.padding[0]
        widest, lines = 0.0, 0
        for para in w.sample.split("\n"):
            line, count = 0.0, 1
            for word in para.split(" "):
                size = len(word) * char_w
                if line and line + char_w + size > room:
                    widest, line, count = max(widest, line), size, count + 1
                else:
                    line = size if not line else line + char_w + size
            widest, lines = max(widest, line), lines + count
        return widest + w.padding[0], (lines + CONTROL_LINES * w.controls) * line_h + w.padding[1]

    return measure


ENGLISH = fake_measure(7.0, 17.0)
PERSIAN = fake_measure(8.75, 22.0)  # Vazirmatn sets the same words wider and taller
WORDS = {ENGLISH: 1.0, PERSIAN: 1.1}
"""Each language's type against English type's, as the app sets it
(`cardtable.ui.app.language_type_scale`): the solver widens widgets by it."""


def specs() -> list[tuple[str, int, TableSpec]]:
    out = []
    for game_id, ui in sorted(GAME_UIS.items()):
        game = find_game(game_id)
        for players in range(game.min_players, game.max_players + 1):
            spec = ui.table_spec(players, game.options_class())
            if spec is not None:
                out.append((game_id, players, spec))
    return out


SPECS = specs()
HOKM = next(spec for game_id, _, spec in SPECS if game_id == "hokm")
"""A table of fanned hands, the first game on the new path: the tests of one spec."""


def viewports(spec: TableSpec, measure: solver.Measure) -> list[tuple[int, int]]:
    w, h = minimum_window(spec, measure, words=WORDS[measure])
    sizes = [(w, h), (w + 37, h + 23), (max(w, 1024), max(h, 640)), (max(w, 1366), 768),
             (1920, 1080), (2560, 1440), (3840, 2160), (w, 2160), (3840, h)]
    return [(max(x, w), max(y, h)) for x, y in sizes]


def phases(spec: TableSpec) -> list[str]:
    return sorted({p.phase for p in spec.piles}) or [""]


def moments(spec: TableSpec) -> list[tuple[str, dict[Zone, int]]]:
    """Each phase with every pile at its most, and again with the hands down to half and
    to one card (the plates keep beside them)."""
    out = []
    for phase in phases(spec):
        full = counts_at(spec, phase)
        out.append((phase, full))
        hands = [zone for pile, zone, _ in spec.pile_zones() if pile.place == MAIN]
        for share in (2, full and max(full.values())):
            out.append((phase, {z: max(1, n // share) if z in hands else n
                                for z, n in full.items()}))
    return out


def region_of(placement: Placement, element: Element) -> Rect:
    """The region a pile or widget belongs in (a summary: the centre and the prompts')."""
    regions = placement.regions
    if element.over_centre:
        return regions[CENTRE].united(regions[ACTION])
    return regions[element.home]


def problems(spec: TableSpec, placement: Placement, measure: solver.Measure) -> list[str]:
    found: list[str] = []
    window = Rect(0, 0, *placement.viewport)
    if not placement.fits:
        found.append("does not fit")
    names = [n for n in placement.regions]
    for a, b in itertools.combinations(names, 2):
        if placement.regions[a].intersects(placement.regions[b]):
            found.append(f"regions {a} and {b} overlap")
    for phase, counts in moments(spec):
        found += [f"{phase or 'always'}: {a} on {b}" for a, b in placement.overlaps(counts)]
        for element in placement.elements(counts):
            if not window.contains(element.rect):
                found.append(f"{element.name} leaves the window: {element.rect}")
            if not region_of(placement, element).contains(element.rect):
                found.append(f"{element.name} leaves its region")
    found += clipped(spec, placement, measure)
    found += unreadable(spec, placement)
    return found


def clipped(spec: TableSpec, placement: Placement, measure: solver.Measure) -> list[str]:
    found = []
    for widget in spec.widgets:
        seats = spec.seats if widget.per_seat else [None]
        for seat in seats:
            name = widget.name_for(seat) if seat is not None else widget.name
            rect = placement.widgets[name]
            w, h = measure(widget, rect.w, placement.card_w)
            h += widget.cards_extra * placement.card_h
            if w > rect.w + 0.5 or h > rect.h + 0.5:
                found.append(f"{name} cut: needs {w:.0f}x{h:.0f} in {rect.w:.0f}x{rect.h:.0f}")
    return found


def unreadable(spec: TableSpec, placement: Placement) -> list[str]:
    found = []
    if placement.card_w < MIN_CARD:
        found.append(f"cards {placement.card_w}px wide")
    for pile, zone, seat in spec.pile_zones():
        if seat != spec.human or not pile.readable:
            continue
        area = placement.areas[zone]
        for count in range(2, pile.most + 1):
            (x0, _), (x1, _) = area.position(0, count), area.position(1, count)
            if abs(x1 - x0) < READABLE * area.card_w - 0.01:
                found.append(f"{zone}: {count} cards {abs(x1 - x0):.1f}px apart")
    return found


CASES = [(game_id, players, rtl, persian)
         for game_id, players, _ in SPECS for rtl in (False, True) for persian in (False, True)]


@pytest.mark.parametrize(("game_id", "players", "rtl", "persian"), CASES,
                         ids=[f"{g}-{n}p-{'rtl' if r else 'ltr'}-{'fa' if f else 'en'}"
                              for g, n, r, f in CASES])
def test_nothing_overlaps_at_any_size(game_id: str, players: int, rtl: bool,
                                      persian: bool) -> None:
    spec = next(s for g, n, s in SPECS if (g, n) == (game_id, players))
    measure = PERSIAN if persian else ENGLISH
    for size in viewports(spec, measure):
        placement = solve(spec, size, measure, right_to_left=rtl, words=WORDS[measure])
        assert (size, problems(spec, placement, measure)) == (size, [])


def every_case() -> int:
    """Every spec, every viewport, both directions and both languages, every moment: each
    placement checked; returns how many cases."""
    cases = 0
    for _, _, spec in SPECS:
        for rtl, measure in itertools.product((False, True), (ENGLISH, PERSIAN)):
            for size in viewports(spec, measure):
                placement = solve(spec, size, measure, right_to_left=rtl,
                                  words=WORDS[measure])
                for _, counts in moments(spec):
                    assert not placement.overlaps(counts)
                    cases += 1
    return cases


def test_over_a_thousand_cases_lie_clear() -> None:
    """The issue's count of cases, every one without an overlap. How long they take is a
    figure, not a test (tests/bench/bench_layout.py prints it): the machines are shared."""
    assert every_case() >= max(1000, 100 * len(SPECS))


def minimum_height(spec: TableSpec, measure: solver.Measure) -> float:
    """The height the table needs at the smallest card in a window a laptop's width."""
    sizer = solver._Sizer(spec, measure, MIN_CARD, words=WORDS[measure])  # noqa: SLF001
    return solver._frame(sizer, solver.LAPTOP_WIDTH).need_h  # noqa: SLF001


def test_the_smallest_window_is_the_edge_of_fitting() -> None:
    """At the minimum the solver reports, the table fits with readable cards, in a window
    wider than tall; a little lower, or a little smaller both ways, it no longer does at
    that card."""
    for _, _, spec in SPECS:
        for measure in (ENGLISH, PERSIAN):
            words = WORDS[measure]
            w, h = minimum_window(spec, measure, words=words)
            assert h <= w
            assert solve(spec, (w, h), measure, words=words).card_w >= MIN_CARD
            # At most a card (two rows of badges) taller than a laptop's width needs.
            assert h - MIN_CARD <= minimum_height(spec, measure)
            for smaller in ((w, h - 8), (w - 8, h - 8)):
                assert not solver._fits(spec, measure, MIN_CARD, smaller, solver.CARD_RATIO,  # noqa: SLF001
                                        words)


def test_the_smallest_window_is_no_wider_than_a_laptop_that_holds_the_table() -> None:
    """Where a laptop's width holds a table at readable cards, its smallest window is no
    wider: its height is judged against the height at that width, not at the width the
    table would take with every seat's plate and "thinking…" side by side (Golf for five
    to nine in Persian asked for 1,401 to 1,706 px)."""
    for _, _, spec in SPECS:
        for measure in (ENGLISH, PERSIAN):
            words = WORDS[measure]
            sizer = solver._Sizer(spec, measure, MIN_CARD, words=words)  # noqa: SLF001
            laptop = solver._frame(sizer, solver.LAPTOP_WIDTH)  # noqa: SLF001
            if laptop.need_w <= solver.LAPTOP_WIDTH:
                assert minimum_window(spec, measure, words=words)[0] <= solver.LAPTOP_WIDTH


def test_the_centres_row_lays_its_places_side_by_side() -> None:
    """Piles naming places in the centre's row lie left to right in their order, a shared
    gap apart, the row centred across the middle; two piles of different phases share a
    place, each centred in it."""
    from cardtable.ui.table.parts import stack
    from cardtable.ui.table.spec import CENTRE_GAP

    piles = (*[p for p in HOKM.piles if p.region != CENTRE],
             stack(("pile", "b"), 52, cell=1),
             stack(("pile", "a"), 20, cell=0, phase="deal"),
             PileSpec(("pile", "fan"), region=CENTRE, cell=0, spread=0.5, grow="across",
                      most=5, phase="play"),
             stack(("pile", "c"), 4, cell=2))
    spec = attrs.evolve(HOKM, piles=piles)
    placement = solve(spec, (1366, 768), ENGLISH)
    rect = {zone[1]: placement.areas[zone].rect for zone in placement.areas
            if zone[0] == "pile"}
    gap = CENTRE_GAP * placement.card_w
    place_a = max(rect["a"].w, rect["fan"].w)
    assert rect["b"].x - (rect["fan"].x + rect["fan"].w) == pytest.approx(gap, abs=0.01)
    assert rect["c"].x - rect["b"].right == pytest.approx(gap, abs=0.01)
    assert rect["a"].centre[0] == pytest.approx(rect["fan"].centre[0])
    left, right = rect["fan"].x, rect["c"].right
    assert right - left == pytest.approx(place_a + rect["b"].w + rect["c"].w + 2 * gap)
    assert (left + right) / 2 == pytest.approx(placement.regions[CENTRE].centre[0])


def test_a_table_that_fits_only_at_larger_cards_gets_them() -> None:
    """Old Maid for six in Persian: round the smallest cards its plates (a few cards wide)
    wrap into bands taller than a laptop's window, but not round readable ones. The solver
    takes the largest cards that fit rather than falling back to the readable minimum.
    (For four, since the summary's order out became a column, it fits round any card.)"""
    spec = next(s for game, players, s in SPECS if (game, players) == ("old-maid", 6))
    size = (1366.0, 740.0)
    assert not solver._fits(spec, PERSIAN, solver.FLOOR_CARD, size, solver.CARD_RATIO, 1.0)  # noqa: SLF001
    card = solver.largest_card(spec, PERSIAN, size)
    assert card > MIN_CARD + 20
    assert solver._fits(spec, PERSIAN, card, size, solver.CARD_RATIO, 1.0)  # noqa: SLF001
    assert not solver._fits(spec, PERSIAN, card + 1, size, solver.CARD_RATIO, 1.0)  # noqa: SLF001


@pytest.mark.parametrize("players", [6, 8])
def test_twenty_one_for_a_crowded_table_fits_a_laptop(players: int) -> None:
    """Twenty-One for six or eight, three seats along the top: a plate and a chip beside
    each top hand (the wider's room kept on both sides) made the top wider than a laptop's
    table (a 1366x768 screen less the title, menu and toolbar), and the whole table shrank
    to slivers of cards. A top seat's plate and chip lie under its hand instead, so the
    table fits at readable cards."""
    spec = next(s for game, n, s in SPECS if (game, n) == ("twenty-one", players))
    top = [s for s in spec.seats if spec.edges[s] == TOP]
    assert len(top) == 3
    sizer = solver._Sizer(spec, ENGLISH, MIN_CARD, solver.CARD_RATIO)  # noqa: SLF001
    for seat in top:
        assert [i.widget.name for i in sizer.band_items(seat, INNER)
                if i.widget] == ["plate", "chip"]
    for measure in (ENGLISH, PERSIAN):
        placement = solve(spec, (1366, 675), measure)
        assert placement.fits and placement.card_w >= MIN_CARD


def test_a_top_seats_inner_widgets_lie_side_by_side_where_its_share_holds_them() -> None:
    """Twenty-One for six: under each top hand a plate and a chip. Where the seat's share
    holds the two side by side they lie so, in one line's depth, the plate under the middle
    of the hand and the chip after it in reading order; where it does not, one under the
    other. The row leaves the top band shallower and the cards larger."""
    spec = next(s for game, n, s in SPECS if (game, n) == ("twenty-one", 6))
    top = [s for s in spec.seats if spec.edges[s] == TOP]
    sizer = solver._Sizer(spec, ENGLISH, MIN_CARD, solver.CARD_RATIO)  # noqa: SLF001
    plate, chip = sizer.band_items(top[0], INNER)
    row = plate.along + sizer.gap + chip.along
    assert sizer.inner_row(top[0], row + 2 * sizer.gap) == pytest.approx(row)
    assert sizer.inner_row(top[0], row + 2 * sizer.gap - 1) == 0.0
    wide, narrow = sizer.seat_needs(top[0], 1000.0), sizer.seat_needs(top[0], row)
    assert narrow[1] - wide[1] == pytest.approx(min(plate.across, chip.across) + sizer.gap)
    for rtl in (False, True):
        placement = solve(spec, (1920, 1000), ENGLISH, right_to_left=rtl)
        band, gap = placement.regions[TOP], solver._gap(placement.card_w)  # noqa: SLF001
        for i, seat in enumerate(spec.seats_on(TOP)):
            a, b = placement.widgets[f"plate:{seat}"], placement.widgets[f"chip:{seat}"]
            hand = placement.areas[("hand", seat)].rect
            assert a.y == b.y and a.y >= hand.bottom and not a.intersects(b)
            assert (b.right <= a.x) if rtl else (b.x >= a.right)
            # The plate under the middle of the hand, unless the chip after it would
            # leave the seat's share: then the two move back as far as it needs.
            left = band.x + band.w * i / 3 + gap
            right = left + band.w / 3 - 2 * gap
            row = a.united(b)
            assert left - 0.01 <= row.x and row.right <= right + 0.01
            assert (a.centre[0] == pytest.approx(hand.centre[0])
                    or row.right == pytest.approx(right) or row.x == pytest.approx(left))
    # A smaller window, larger type: the cards take more of each share and the two no
    # longer lie side by side (this fake type sets the plate on one line, 230 px).
    placement = solve(spec, (1366, 675), ENGLISH)
    for seat in top:
        a, b = placement.widgets[f"plate:{seat}"], placement.widgets[f"chip:{seat}"]
        assert b.y >= a.bottom
    # Always one under the other, the top band was deeper (no larger cards for it).
    row = solve(spec, (1920, 1000), ENGLISH)
    original = solver._Sizer.inner_row
    try:
        solver._Sizer.inner_row = lambda self, seat, share: 0.0  # type: ignore[method-assign]
        stacked = solve(spec, (1920, 1000), ENGLISH)
        assert stacked.card_w <= row.card_w
        assert stacked.regions[TOP].h > row.regions[TOP].h
    finally:
        solver._Sizer.inner_row = original  # type: ignore[method-assign]


def test_a_seats_inner_widgets_keep_within_its_share() -> None:
    """A plate under a top grid is centred on the grid as far as the seat's share allows:
    a grid moved over in its share (Golf for six: "thinking…" beside it on one side) took
    its wider plate past the share onto the next seat's, or the side band's."""
    checked = 0
    for _, _, spec in SPECS:
        inner = [w for w in spec.widgets if w.per_seat and w.inner_on]
        if not inner:
            continue
        for measure in (ENGLISH, PERSIAN):
            w0, h0 = minimum_window(spec, measure, words=WORDS[measure])
            sizes = [*viewports(spec, measure), *((w, h0) for w in range(w0, 1500, 41))]
            for size in sizes:
                placement = solve(spec, size, measure, words=WORDS[measure])
                for edge in {spec.edges[s] for s in spec.seats}:
                    seats = spec.seats_on(edge)
                    band = placement.regions[edge]
                    along = _horizontal_edge(edge)
                    start, length = (band.x, band.w) if along else (band.y, band.h)
                    for i, seat in enumerate(seats):
                        low = start + length * i / len(seats)
                        high = low + length / len(seats)
                        for w in inner:
                            if edge not in w.inner_on:
                                continue
                            r = placement.widgets[w.name_for(seat)]
                            lo, hi = (r.x, r.right) if along else (r.y, r.bottom)
                            assert low - 0.01 <= lo and hi <= high + 0.01, (size, w.name, seat)
                            checked += 1
    assert checked > 1000


def _horizontal_edge(edge: str) -> bool:
    return edge in (TOP, BOTTOM)


def test_readable_cards_that_pass_the_window_by_less_than_a_gap_win() -> None:
    """Plates a card wide hold a word a line: the table is a little taller at 56 px cards
    than at smaller ones. Where 56 px cards pass the window by less than the room kept
    between things, it takes them rather than fitting with far smaller cards (Pan for five
    in Persian on a laptop: 3 px over at 56, fitting at 38); by more, the smaller ones."""
    notes = WidgetSpec("notes", BAND, max_width=1.0, per_seat=True,
                       sample=" ".join(["abcd"] * 8))
    spec = attrs.evolve(HOKM, widgets=(notes,))

    def over(card: int, height: float) -> float:
        return solver._overflow(spec, ENGLISH, card, (1366.0, height), solver.CARD_RATIO,  # noqa: SLF001
                                1.0)

    need = over(MIN_CARD, 0.0)  # the height at 56 px cards
    gap = solver._gap(MIN_CARD)  # noqa: SLF001
    near, far = need - gap + 1, need - 3 * gap
    assert over(solver.FLOOR_CARD, far) == 0.0  # the floor fits both
    assert solver.largest_card(spec, ENGLISH, (1366.0, near)) == MIN_CARD
    card = solver.largest_card(spec, ENGLISH, (1366.0, far))
    assert card < MIN_CARD and over(card, far) == 0.0


def test_a_window_too_small_for_its_text_keeps_readable_cards() -> None:
    """A screen smaller than the smallest window, where what does not fit is text (a status
    bar of many lines): smaller cards would gain nothing, so the cards stay readable."""
    lines = "\n".join(["Trump: hearts"] * 40)
    wordy = attrs.evolve(HOKM, widgets=(*HOKM.widgets, WidgetSpec("notes", STATUS,
                                                                  sample=lines)))
    size = (1366.0, 740.0)
    assert not solver._fits(wordy, ENGLISH, solver.FLOOR_CARD, size, solver.CARD_RATIO, 1.0)  # noqa: SLF001
    assert solver.largest_card(wordy, ENGLISH, size) == MIN_CARD


def test_a_window_too_small_for_its_cards_takes_the_card_that_comes_nearest() -> None:
    """Where smaller cards do bring the table nearer to fitting, it takes them."""
    size = (1366.0, 350.0)  # a strip: your hand and the bands are what overflow
    assert not solver._fits(HOKM, ENGLISH, solver.FLOOR_CARD, size, solver.CARD_RATIO, 1.0)  # noqa: SLF001
    card = solver.largest_card(HOKM, ENGLISH, size)
    assert card < MIN_CARD
    over = solver._overflow  # noqa: SLF001
    least = over(HOKM, ENGLISH, card, size, solver.CARD_RATIO, 1.0)
    assert over(HOKM, ENGLISH, MIN_CARD, size, solver.CARD_RATIO, 1.0) > least * (
        1 + solver.OVERFLOW_SLACK)


def test_a_bigger_window_never_gets_smaller_cards() -> None:
    for _, _, spec in SPECS:
        w, h = minimum_window(spec, ENGLISH)
        sizes = [(w, h), (1024, 700), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160)]
        cards = [solve(spec, (max(x, w), max(y, h)), ENGLISH).card_w for x, y in sizes]
        assert cards == sorted(cards)
        assert cards[-1] > 2 * cards[0]


def test_your_hand_uses_the_room_it_has() -> None:
    """Your cards lie as far apart as their spread asks, or fill the room beside your
    plate; on the smallest table, close but readable (a hand of one card at a time, as
    Golf's card drawn, has no spread to test)."""
    for _, _, spec in SPECS:
        hand = next((p for p in spec.piles if p.zone == ("hand", "<seat>")), None)
        if hand is None or hand.region != BAND or hand.most == 1:  # no hand: a fortune
            continue
        zone = ("hand", spec.human)
        for size in ((1366, 768), (1920, 1080), (3840, 2160)):
            big = solve(spec, size, ENGLISH).areas[zone]
            first, last = big.position(0, hand.most)[0], big.position(hand.most - 1, hand.most)[0]
            step = (last - first) / (hand.most - 1)
            assert step >= big.spread - 0.01 or last - first + big.card_w >= big.rect.w - 0.01
        small = solve(spec, minimum_window(spec, ENGLISH), ENGLISH).areas[zone]
        gap = abs(small.position(1, hand.most)[0] - small.position(0, hand.most)[0])
        assert READABLE * small.card_w <= gap
        # Close, or no wider than its spread asks (a short hand on a wide band), or the
        # band is wider than the hand at its spread (another band, a row of two top
        # hands, sets the window's width).
        at_spread = small.card_w + (hand.most - 1) * small.spread
        least = hand.look(True)[2]
        roomy = small.card_w * (1 + (hand.most - 1) * least) < 0.75 * small.rect.w
        assert (gap < small.card_w or gap <= small.spread + 0.01
                or small.rect.w >= at_spread - 0.01 or roomy)
        # Fewer cards spread wider in the same room, still centred.
        five = [small.position(i, 5)[0] for i in range(5)]
        assert (five[1] - five[0] > gap or max(five[1] - five[0], gap) >= small.spread - 0.01
                or roomy and five[1] - five[0] >= gap - 0.01)
        assert abs((five[0] + five[-1]) / 2 - small.rect.centre[0]) < 1


def test_right_to_left_mirrors_the_widgets_not_the_seats() -> None:
    spec = HOKM
    ltr = solve(spec, (1366, 768), ENGLISH)
    rtl = solve(spec, (1366, 768), ENGLISH, right_to_left=True)
    assert ltr.regions == rtl.regions
    human = spec.human
    hand = ltr.areas[("hand", human)].rect
    assert ltr.widgets[f"plate:{human}"].right <= hand.x
    assert rtl.widgets[f"plate:{human}"].x >= rtl.areas[("hand", human)].rect.right
    first = next(w.name for w in spec.widgets if w.region == STATUS)
    assert ltr.widgets[first].x < 683 < rtl.widgets[first].x


def test_a_larger_type_keeps_as_many_words_a_line() -> None:
    """A widget's most width is in card widths at English type: in a type a tenth larger
    (Persian's) it is a tenth wider, so that its words wrap to as many lines as in English,
    not one more (Spades with Jokers' plates took three lines in Persian, two in English,
    and the table smaller cards on a laptop)."""
    plate = WidgetSpec("plate", BAND, max_width=3.0, per_seat=True,
                       sample="Shirin · 13 · Kaveh · 13 Dara · 13 · Laleh · 13")
    spec = attrs.evolve(HOKM, widgets=(plate,))
    larger = fake_measure(7.0 * 1.1, 17.0 * 1.1)  # two full lines in English type

    def lines(measure: solver.Measure, words: float) -> float:
        sizer = solver._Sizer(spec, measure, MIN_CARD, words=words)  # noqa: SLF001
        width, height = sizer.widget(plate, 10000.0)
        assert width <= 3.0 * MIN_CARD * words
        return height / (17.0 * (1.1 if measure is larger else 1.0))

    assert lines(larger, 1.0) > lines(ENGLISH, 1.0)
    assert lines(larger, 1.1) == lines(ENGLISH, 1.0)
    # Never wider than the room it is given.
    sizer = solver._Sizer(spec, larger, MIN_CARD, words=1.1)  # noqa: SLF001
    assert sizer.widget(plate, 150.0)[0] <= 150.0


def test_a_slot_on_one_side_asks_room_on_that_side_only() -> None:
    """Cheat for six: three seats along the top, each with its plate before its hand and
    nothing after it. Keeping the plate's room after the hand too made the top wider than
    a laptop's table at readable cards (1,538 pixels), and every card shrank to 28; each
    side's room now counts once, on its own side, in either reading direction."""
    spec = next(s for game, n, s in SPECS if (game, n) == ("cheat", 6))
    top = spec.seats_on(TOP)
    assert len(top) == 3
    sizer = solver._Sizer(spec, ENGLISH, MIN_CARD)  # noqa: SLF001
    start, end = sizer.sides(TOP)
    assert start > 0 and end == 0
    least = max(i.least_along for i in sizer.band_items(top[0], MAIN))
    assert sizer.seat_needs(top[0])[0] == pytest.approx(least + start + sizer.gap)
    for rtl in (False, True):
        placement = solve(spec, (1366, 678), ENGLISH, right_to_left=rtl)
        assert placement.fits and placement.card_w >= MIN_CARD
        for seat in top:
            plate, hand = placement.widgets[f"plate:{seat}"], placement.areas[("hand", seat)]
            assert (plate.x >= hand.rect.right) if rtl else (plate.right <= hand.rect.x)
        assert placement.overlaps() == []


def test_a_hand_keeps_to_the_middle_of_its_share_where_there_is_room() -> None:
    """The room of a plate on one side only lets a crowded seat's hand move over; where
    the share has room for the plate's room on both sides, the hand stays in its middle."""
    placement = solve(HOKM, (1920, 1080), ENGLISH)
    for seat in HOKM.seats:
        hand = placement.areas[("hand", seat)].rect
        band = placement.regions[HOKM.edges[seat]]
        shares = HOKM.seats_on(HOKM.edges[seat])
        k = shares.index(seat)
        if HOKM.edges[seat] in (TOP, BOTTOM):
            step = band.w / len(shares)
            assert hand.centre[0] == pytest.approx(band.x + (k + 0.5) * step)
        else:
            step = band.h / len(shares)
            assert hand.centre[1] == pytest.approx(band.y + (k + 0.5) * step)


def test_prompts_and_the_trick_lie_over_your_hand_where_the_column_lets_them() -> None:
    """Ninety-Nine for two has a band on the left only (your opponent): the column between
    the side bands is off the window's middle, yet its prompts, messages and the trick stand
    over your hand, inside the column; a table with both side bands keeps them in the
    column's middle."""
    lopsided = GAME_UIS["ninety-nine"].table_spec(2, None)
    assert lopsided is not None
    for rtl in (False, True):
        placement = solve(lopsided, (1366, 768), PERSIAN, right_to_left=rtl,
                          words=WORDS[PERSIAN])
        hand = placement.areas[("hand", lopsided.human)].rect
        column = placement.regions[CENTRE]
        assert abs(column.centre[0] - hand.centre[0]) > 50  # the case this is about
        over_hand = 0
        for w in lopsided.widgets:
            if w.region != ACTION and not w.over_centre:
                continue
            rect = placement.widgets[w.name]
            assert column.x <= rect.x and rect.right <= column.right, w.name
            if abs(rect.centre[0] - hand.centre[0]) < 1:
                over_hand += 1
                continue
            # Too wide to stand over your hand: it goes as far toward it as the column lets.
            toward_left = hand.centre[0] < rect.centre[0]
            room = rect.x - column.x if toward_left else column.right - rect.right
            assert room < 20, w.name
        assert over_hand >= 3
        # Your card of the trick lies over your hand too, not in the column's middle.
        mine = placement.areas[("trick", lopsided.human)].rect
        assert mine.centre[0] == pytest.approx(hand.centre[0]), (mine, hand)
    placement = solve(HOKM, (1366, 768), ENGLISH)
    for w in HOKM.widgets:
        if w.region == ACTION or w.over_centre:
            assert placement.widgets[w.name].centre[0] == pytest.approx(
                placement.regions[CENTRE].centre[0]), w.name


def test_a_wide_prompt_asks_a_wider_window() -> None:
    """The minimum follows what the table must hold: a longer unbreakable button row, or
    a pile holding more cards, needs a bigger window."""
    spec = HOKM
    base = minimum_window(spec, ENGLISH)
    prompt = next(w for w in spec.widgets if w.region == ACTION and not w.over_centre)
    wide = attrs.evolve(prompt, sample="\u00a0".join(["Button"] * 20))
    wider = attrs.evolve(spec, widgets=tuple(wide if w is prompt else w for w in spec.widgets))
    assert minimum_window(wider, ENGLISH)[0] > base[0]
    hand = next(p for p in spec.piles if p.region == BAND and p.place == "main")
    more = attrs.evolve(spec, piles=tuple(attrs.evolve(p, most=40) if p is hand else p
                                          for p in spec.piles))
    assert minimum_window(more, ENGLISH)[0] > base[0]


def test_badges_shown_close_up_inside_the_status_bar() -> None:
    """Badges hidden for now (no trick count while bidding) leave no hole: those shown
    close up in their order, inside the bar, on no other."""
    for _, _, spec in SPECS:
        names = [w.name for w in spec.widgets if w.region == STATUS]
        for size, rtl in itertools.product(((900, 700), (1366, 768), (3840, 2160)),
                                           (False, True)):
            placement = solve(spec, size, PERSIAN, right_to_left=rtl, words=WORDS[PERSIAN])
            bar = placement.regions[STATUS]
            for shown in (names, names[::2], names[1:], names[-1:]):
                rects = placement.badges(shown)
                assert sorted(rects) == sorted(shown)
                assert all(bar.contains(r) for r in rects.values())
                assert not any(a.intersects(b) for a, b in
                               itertools.combinations(rects.values(), 2))
                first = rects[shown[0]]
                assert (first.right > bar.right - 20) if rtl else (first.x < bar.x + 20)


# ---------------------------------------------------------------- Mau-Mau (a fanned pile)


def test_a_fanned_pile_shows_its_top_cards_apart_and_keeps_room_only_for_them() -> None:
    """`PileSpec.fan`: a discard pile's last plays lie apart, the cards under them square
    under the first of those; its room is kept for the fan, not for every card."""
    fanned = PileSpec(("discard",), region=CENTRE, spread=0.2, most=60, fan=3)
    spec = TableSpec({0: "bottom"}, 0, (PileSpec(("hand", "<seat>"), most=5), fanned))
    area = solve(spec, (1366, 768), ENGLISH).areas[("discard",)]
    assert area.rect.w == pytest.approx(area.card_w * (1 + 2 * 0.2))
    xs = [area.position(i, 10)[0] for i in range(10)]
    assert xs[:8] == [xs[0]] * 8  # under the fan: square under its first card
    assert xs[8] - xs[7] == pytest.approx(xs[9] - xs[8]) == pytest.approx(0.2 * area.card_w)
    two = [area.position(i, 2)[0] for i in range(2)]
    assert two[0] == xs[0] and two[1] == pytest.approx(xs[8])
    assert attrs.evolve(fanned, fan=0).steps(60) == 59 and fanned.steps(60) == 2


def test_a_prompt_shown_alone_over_the_centre_takes_the_action_area_too() -> None:
    """`WidgetSpec.alone`: a round's summary, the message hidden while it is open, needs no
    centre above it for a message: the table is lower, the summary still inside the centre
    and the action area, on none of the seats' things."""
    hand = PileSpec(("hand", "<seat>"), spread=0.2, min_spread=0.1, most=8)
    turn = WidgetSpec("turn", ACTION, max_width=6.0, sample="Your turn\nDraw\u00a0Pass",
                      controls=1)
    summary = WidgetSpec("summary", ACTION, max_width=8.0, over_centre=True,
                         sample="\n".join(["A line of the summary"] * 9))
    spec = TableSpec({0: "bottom", 1: "top"}, 0, (hand,), (turn, summary))
    alone = attrs.evolve(spec, widgets=(turn, attrs.evolve(summary, alone=True)))
    assert minimum_window(alone, ENGLISH)[1] < minimum_window(spec, ENGLISH)[1]
    for size in (minimum_window(alone, ENGLISH), (1366, 768), (1920, 1080)):
        placement = solve(alone, size, ENGLISH)
        assert problems(alone, placement, ENGLISH) == []
        room = placement.regions[CENTRE].united(placement.regions[ACTION])
        assert room.contains(placement.widgets["summary"])
    with pytest.raises(ValueError):
        WidgetSpec("summary", ACTION, alone=True)


# ------------------------------------------- Cheat's needs: big hands, prompts and messages


def _cheat_like(rows: int = 2, most: int = 26, **prompt: object) -> TableSpec:
    """Four seats, your hand of `most` cards in up to `rows` rows, a prompt by your hand
    and a summary over the centre."""
    piles = (PileSpec(("hand", "<seat>"), spread=0.22, min_spread=0.05, most=most,
                      face_up=False, scale=0.6, human_scale=1.0, human_spread=(1.04, 0.3),
                      readable=True, human_rows=rows),
             PileSpec(("pile",), region=CENTRE, most=52, per_step=52))
    widgets = (WidgetSpec("plate", BAND, "start", max_width=3.0, per_seat=True,
                          sample="Parisa · 52"),
               WidgetSpec("prompt", ACTION, max_width=8.0, sample="Your turn\nChoose\nOK",
                          **prompt),  # type: ignore[arg-type]
               WidgetSpec("toast", ACTION, max_width=8.0, sample="Dara plays two cards"),
               WidgetSpec("summary", ACTION, max_width=8.0, over_centre=True,
                          sample="\n".join(["A line of the summary"] * 14)))
    return TableSpec({0: "bottom", 1: "right", 2: "top", 3: "left"}, 0, piles, widgets)


def test_a_big_hand_takes_a_second_row_where_one_would_not_read() -> None:
    """Your hand lies in one row while its corners read there; more cards than that go
    into two rows, the first ones behind, every card's corner still showing, inside the
    room the hand keeps; the room is kept for its most in two rows."""
    spec = _cheat_like()
    placement = solve(spec, (1366, 768), ENGLISH)
    area = placement.areas[("hand", 0)]
    few = {round(area.position(i, 13)[1]) for i in range(13)}
    assert len(few) == 1  # thirteen cards: one row
    room = area.rect.w - area.card_w
    many = int(room / (0.3 * area.card_w)) + 8  # more than one row holds readably
    ys = [area.position(i, many)[1] for i in range(many)]
    assert len({round(y) for y in ys}) == 2 and ys[0] < ys[-1]  # the first ones behind
    for row in {round(y) for y in ys}:
        xs = sorted(area.position(i, many)[0] for i in range(many) if round(ys[i]) == row)
        assert min(b - a for a, b in itertools.pairwise(xs)) >= READABLE * area.card_w
    assert all(area.rect.contains(r) for r in area.cards(many))
    # One row only (the same spec without rows) keeps a shallower band, and needs a wider
    # window for its most cards at the smallest card.
    one = _cheat_like(rows=1)
    assert solve(one, (1366, 768), ENGLISH).regions["bottom"].h < placement.regions["bottom"].h
    assert minimum_window(one, ENGLISH)[0] >= minimum_window(spec, ENGLISH)[0]


def test_a_prompt_keeps_a_messages_room_above_it() -> None:
    """A prompt open while messages come lies at the foot of the action area with a
    message's room above it, inside the area; without it, the area is lower."""
    spec = _cheat_like(message_above=True)
    placement = solve(spec, (1366, 768), ENGLISH)
    action = placement.regions[ACTION]
    prompt, toast = placement.widgets["prompt"], placement.widgets["toast"]
    assert action.contains(prompt) and prompt.bottom > action.bottom - 20
    assert prompt.y - action.y >= toast.h + 4
    plain = solve(_cheat_like(), (1366, 768), ENGLISH)
    assert plain.regions[ACTION].h < action.h


def test_a_summary_shown_alone_may_take_the_action_area_too() -> None:
    """A tall summary over the centre, shown with no message, needs the centre and the
    action area together to hold it, not the centre alone: larger cards."""
    base = _cheat_like(message_above=True)
    alone = attrs.evolve(base, widgets=tuple(
        attrs.evolve(w, alone=True) if w.name == "summary" else w for w in base.widgets))
    size = (1366, 768)
    kept, shared = solve(base, size, ENGLISH), solve(alone, size, ENGLISH)
    assert shared.card_w > kept.card_w
    both = shared.regions[CENTRE].united(shared.regions[ACTION])
    assert both.contains(shared.widgets["summary"])
    assert shared.widgets["summary"].h > shared.regions[CENTRE].h
    assert not shared.overlaps()


def test_rows_are_for_a_hand_in_a_band() -> None:
    with pytest.raises(ValueError):
        PileSpec(("pile",), region=CENTRE, human_rows=2)
    with pytest.raises(ValueError):
        PileSpec(("hand", "<seat>"), human_rows=0)


def test_a_spec_that_cannot_be_met_is_refused() -> None:
    with pytest.raises(ValueError):
        PileSpec(("hand", "<seat>"), spread=0.1, min_spread=0.2)
    with pytest.raises(ValueError):
        WidgetSpec("plate", CENTRE, per_seat=True)
    with pytest.raises(ValueError):
        TableSpec({0: "top", 1: "bottom"}, human=0, piles=())


# ------------------------------------------------- grids of cells and inner widgets


def grid_spec(players: int = 5) -> TableSpec:
    """Five seats (two along the top) with a 3 x 3 grid each, the plates under the top
    seats' grids and before the others'."""
    from cardtable.ui.table.layout import sides_for
    from cardtable.ui.table.spec import SEAT, SLOT, START, TOP

    piles = (PileSpec(("grid", SEAT, SLOT), cells=(3, 3), scale=0.5, human_scale=1.0),
             PileSpec(("pile", "stock"), region=CENTRE))
    widgets = (WidgetSpec("plate", BAND, START, max_width=3.0, per_seat=True,
                          inner_on=(TOP,), sample="Shirin\nface up: 12"),)
    return TableSpec.from_places(sides_for(players, 0), 0, piles, widgets)


def test_a_grid_lies_cell_by_cell_in_its_seats_band() -> None:
    """A grid's slots are its cells, row by row from the top left in either direction;
    the cells lie apart, in their seat's band, and the grid counts as one thing."""
    spec = grid_spec()
    assert spec.pile_of(("grid", 3, 8)) is not None and spec.pile_of(("grid", 3, 9)) is None
    assert len(spec.fullest()) == 5 * 9 + 1
    for rtl in (False, True):
        placement = solve(spec, (1366, 768), ENGLISH, right_to_left=rtl)
        for seat in spec.seats:
            cells = [placement.areas[("grid", seat, k)].rect for k in range(9)]
            assert not any(a.intersects(b) for a, b in itertools.combinations(cells, 2))
            for k, cell in enumerate(cells):
                col, row = k % 3, k // 3
                if col:
                    assert cell.x > cells[k - 1].right
                if row:
                    assert cell.y > cells[k - 3].bottom
            band = placement.regions[spec.edges[seat]]
            assert all(band.contains(c) for c in cells)
        names = [e.name for e in placement.elements()]
        assert names.count(str(("grid", 0))) == 1 and str(("grid", 0, 4)) not in names
        assert problems(spec, placement, ENGLISH) == []
    human = solve(spec, (1366, 768), ENGLISH).areas[("grid", 0, 0)]
    other = solve(spec, (1366, 768), ENGLISH).areas[("grid", 1, 0)]
    assert human.card_w == 2 * other.card_w


def test_an_inner_widget_lies_between_its_hand_and_the_middle() -> None:
    """Plates `inner_on` the top lie under their seats' grids, inside the band, centred
    on the grid; elsewhere they keep their place before the hand."""
    spec = grid_spec()
    placement = solve(spec, (1366, 768), PERSIAN)
    tops = spec.seats_on("top")
    assert len(tops) == 2
    for seat in tops:
        grid = placement.areas[("grid", seat, 7)].rect  # the bottom row's middle
        plate = placement.widgets[f"plate:{seat}"]
        assert plate.y >= grid.bottom and placement.regions["top"].contains(plate)
        assert abs(plate.centre[0] - grid.centre[0]) < 1
    human = placement.areas[("grid", 0, 0)].rect
    assert placement.widgets["plate:0"].right <= human.x
    assert problems(spec, placement, PERSIAN) == []


def test_a_grid_or_inner_widget_that_cannot_be_met_is_refused() -> None:
    from cardtable.ui.table.spec import INNER, SEAT, SLOT

    with pytest.raises(ValueError):
        PileSpec(("grid", SEAT, SLOT))  # a slot but no cells
    with pytest.raises(ValueError):
        PileSpec(("grid", SEAT), cells=(3, 3))  # cells but no slot
    with pytest.raises(ValueError):
        PileSpec(("grid", SLOT), region=CENTRE, cells=(3, 3))  # only in a seat's band
    with pytest.raises(ValueError):
        WidgetSpec("prompt", ACTION, INNER)  # only a seat's widget


def test_a_summary_over_the_action_area_needs_the_two_together() -> None:
    """A tall summary over the centre that may fill the action area too (`over_action`)
    needs the centre and the action area together to hold it, not the centre alone: a
    smaller window, and it still lies inside the two, on nothing that shows with it."""
    spec = next(s for g, _, s in SPECS if g == "hokm")
    tall = "\n".join(["A row of the summary"] * 14)
    alone = [attrs.evolve(w, sample=tall) if w.name == "summary" else w for w in spec.widgets]
    spans = [attrs.evolve(w, over_action=True) if w.name == "summary" else w for w in alone]
    a = attrs.evolve(spec, widgets=tuple(alone))
    b = attrs.evolve(spec, widgets=tuple(spans))
    assert minimum_window(b, ENGLISH)[1] < minimum_window(a, ENGLISH)[1]
    for size in (minimum_window(b, ENGLISH), (1366, 768), (1920, 1080)):
        placement = solve(b, size, ENGLISH)
        both = placement.regions[CENTRE].united(placement.regions[ACTION])
        assert both.contains(placement.widgets["summary"])
        assert problems(b, placement, ENGLISH) == []
# ------------------------------------------------ a summary over the action area too


def _summary_and_controls(over_action: bool) -> TableSpec:
    """A hand, a pile in the centre, controls by the hand and a tall round's summary."""
    piles = (PileSpec(("hand", "<seat>"), spread=0.5, min_spread=0.3, most=8, readable=True),
             PileSpec(("pile",), region=CENTRE, spread=0.2, grow="right", most=10))
    widgets = (WidgetSpec("controls", ACTION, max_width=6.0, sample="Your turn\nPlay\nTake"),
               WidgetSpec("summary", ACTION, max_width=8.0, over_centre=True,
                          over_action=over_action, sample="\n".join(["A line"] * 14)))
    return TableSpec({0: "bottom", 1: "top"}, human=0, piles=piles, widgets=widgets)


def test_a_summary_over_the_action_area_keeps_the_cards_larger() -> None:
    """A summary shown once the controls are gone (`over_action`) reaches over their area:
    the centre keeps only what that area lacks, the cards are larger, and it still lies
    whole inside the centre and the action area, on nothing shown with it."""
    over = _summary_and_controls(True)
    for measure in (ENGLISH, PERSIAN):
        size = (1366, 706)
        plain = solve(_summary_and_controls(False), size, measure)
        placed = solve(over, size, measure)
        assert placed.card_w > plain.card_w
        both = placed.regions[CENTRE].united(placed.regions[ACTION])
        assert placed.regions[CENTRE].h < placed.widgets["summary"].h < both.h
        for size in viewports(over, measure):
            assert (size, problems(over, solve(over, size, measure), measure)) == (size, [])
    with pytest.raises(ValueError):
        WidgetSpec("summary", ACTION, over_action=True)


# ------------------------------------------------------------ lines and leftward grids


def test_a_centre_pile_lies_in_lines_of_its_wrap() -> None:
    """A pile with `wrap` lies in lines of that many cards, each `row_step` card heights
    below the last, from its top left; its room is kept for its most in those lines."""
    from cardtable.ui.table.layout import sides_for

    row = PileSpec(("row",), region=CENTRE, grow="right", spread=1.04, most=52, wrap=13,
                   row_step=0.5)
    spec = TableSpec.from_places(sides_for(1, 0), 0, (row,))
    placement = solve(spec, (1366, 768), ENGLISH)
    area = placement.areas[("row",)]
    xs = [area.position(i, 52)[0] for i in range(52)]
    ys = [area.position(i, 52)[1] for i in range(52)]
    step = area.card_w * 1.04
    assert xs[12] - xs[0] == pytest.approx(12 * step)
    assert xs[13] == pytest.approx(xs[0]) and ys[13] - ys[0] == pytest.approx(0.5 * area.card_h)
    assert ys[51] - ys[0] == pytest.approx(1.5 * area.card_h)
    assert area.rect.w == pytest.approx(12 * step + area.card_w)
    assert area.rect.h == pytest.approx(2.5 * area.card_h)
    # Fewer cards keep their places: a row read so far.
    assert area.position(3, 20) == pytest.approx(area.position(3, 52))
    with pytest.raises(ValueError, match="lines"):
        PileSpec(("hand", "<seat>"), wrap=13)


def test_a_leftward_grid_counts_its_slots_from_the_top_right() -> None:
    """`cells_leftward`: slot 0 at the top right, each row laid right to left, the same in
    either reading direction."""
    from cardtable.ui.table.layout import sides_for
    from cardtable.ui.table.spec import SEAT, SLOT

    grid = PileSpec(("grid", SEAT, SLOT), cells=(4, 4), cells_leftward=True)
    spec = TableSpec.from_places(sides_for(1, 0), 0, (grid,))
    for rtl in (False, True):
        areas = solve(spec, (1366, 768), ENGLISH, right_to_left=rtl).areas
        xs = [areas[("grid", 0, k)].rect.x for k in range(16)]
        ys = [areas[("grid", 0, k)].rect.y for k in range(16)]
        assert xs[0] > xs[1] > xs[2] > xs[3] and xs[4] == xs[0]
        assert ys[0] == ys[3] < ys[4] < ys[8] < ys[12]


def test_a_line_read_in_order_runs_from_the_readers_side() -> None:
    """`reads`: right to left, a centre pile's anchor is mirrored about the middle and its
    line runs from the right (the name fortune's piles, one a letter); a pile without it
    keeps its place in both directions."""
    from cardtable.ui.table.layout import sides_for

    row = PileSpec(("row",), region=CENTRE, anchor=(-3.0, 0.0), grow="right", spread=1.04,
                   most=26, wrap=13, row_step=0.5, reads=True)
    heap = PileSpec(("heap",), region=CENTRE, anchor=(-4.5, 0.0), spread=0.01, reads=True)
    stock = PileSpec(("stock",), region=CENTRE, anchor=(-4.5, 2.0), spread=0.01)
    spec = TableSpec.from_places(sides_for(1, 0), 0, (row, heap, stock))
    ltr = solve(spec, (1366, 768), ENGLISH)
    rtl = solve(spec, (1366, 768), ENGLISH, right_to_left=True)
    middle = ltr.regions[CENTRE].centre[0]
    assert rtl.regions[CENTRE].centre[0] == pytest.approx(middle)
    for zone in (("row",), ("heap",)):
        assert rtl.areas[zone].rect.right - middle == pytest.approx(
            middle - ltr.areas[zone].rect.x)
    assert rtl.areas[("stock",)].rect == ltr.areas[("stock",)].rect
    first, last = (rtl.areas[("row",)].position(i, 26)[0] for i in (0, 12))
    assert first > last  # the first card on the right, the line leftward
    assert rtl.areas[("row",)].position(13, 26)[0] == pytest.approx(first)
    assert ltr.areas[("row",)].position(0, 26)[0] < ltr.areas[("row",)].position(12, 26)[0]
    assert not rtl.overlaps()
    with pytest.raises(ValueError, match="reading"):
        PileSpec(("hand", "<seat>"), reads=True)


def test_the_name_fortunes_first_letter_is_on_the_readers_side() -> None:
    spec = next(spec for game_id, _, spec in SPECS if game_id == "fortune-name")
    for rtl in (False, True):
        areas = solve(spec, (1366, 768), PERSIAN, right_to_left=rtl).areas
        xs = [areas[("heap", j)].rect.x for j in range(5)]
        assert xs == sorted(xs, reverse=rtl)
