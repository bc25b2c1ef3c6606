"""Every game's table spec (`cardtable/ui/table/spec.py`) placed by the solver, without Qt:
each player count, windows from the smallest the solver reports up to 3840 x 2160, left to
right and right to left, English and (wider, taller) Persian text, at each moment of a round
with every pile at its most and the longest prompt: nothing lies on anything, nothing
leaves the window or its region, no text is cut, your cards' corners read."""

from __future__ import annotations

import itertools
import time

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
    CENTRE,
    MAIN,
    STATUS,
    PileSpec,
    TableSpec,
    WidgetSpec,
    Zone,
)

READABLE = 0.28
"""The least share of a card's width your hand's cards show: the corner index."""


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
        return widest + w.padding[0], (lines + w.lines_extra) * line_h + w.padding[1]

    return measure


ENGLISH = fake_measure(7.0, 17.0)
PERSIAN = fake_measure(8.75, 22.0)  # Vazirmatn sets the same words wider and taller


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


def viewports(spec: TableSpec, measure: solver.Measure) -> list[tuple[int, int]]:
    w, h = minimum_window(spec, measure)
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
        placement = solve(spec, size, measure, right_to_left=rtl)
        assert (size, problems(spec, placement, measure)) == (size, [])


def test_a_case_takes_under_ten_milliseconds() -> None:
    """Every spec, every viewport, both directions and both languages, every moment: fast
    enough for over a thousand cases in ten seconds once every game has a spec. Processor
    time, not the clock's: the machine may be busy with other work."""
    start = time.process_time()
    cases = 0
    for _, _, spec in SPECS:
        for rtl, measure in itertools.product((False, True), (ENGLISH, PERSIAN)):
            for size in viewports(spec, measure):
                placement = solve(spec, size, measure, right_to_left=rtl)
                for _, counts in moments(spec):
                    assert not placement.overlaps(counts)
                    cases += 1
    per_case = (time.process_time() - start) / cases
    assert cases >= 100 * len(SPECS)
    assert per_case * 1000 < 10.0, f"{per_case * 1000:.1f} ms a case"


def minimum_height(spec: TableSpec, measure: solver.Measure) -> float:
    """The height the table needs at the smallest card in a window a laptop's width."""
    sizer = solver._Sizer(spec, measure, MIN_CARD)  # noqa: SLF001 - the solver's own sizes
    return solver._frame(sizer, solver.LAPTOP_WIDTH).need_h  # noqa: SLF001


def test_the_smallest_window_is_the_edge_of_fitting() -> None:
    """At the minimum the solver reports, the table fits with readable cards, in a window
    wider than tall; a little lower, or a little smaller both ways, it no longer does at
    that card."""
    for _, _, spec in SPECS:
        for measure in (ENGLISH, PERSIAN):
            w, h = minimum_window(spec, measure)
            assert h <= w
            assert solve(spec, (w, h), measure).card_w >= MIN_CARD
            # At most a card (two rows of badges) taller than a laptop's width needs.
            assert h - MIN_CARD <= minimum_height(spec, measure)
            assert solver.largest_card(spec, measure, (w, h - 8)) < MIN_CARD
            assert solver.largest_card(spec, measure, (w - 8, h - 8)) < MIN_CARD


def test_a_bigger_window_never_gets_smaller_cards() -> None:
    for _, _, spec in SPECS:
        w, h = minimum_window(spec, ENGLISH)
        sizes = [(w, h), (1024, 700), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160)]
        cards = [solve(spec, (max(x, w), max(y, h)), ENGLISH).card_w for x, y in sizes]
        assert cards == sorted(cards)
        assert cards[-1] > 2 * cards[0]


def test_your_hand_uses_the_room_it_has() -> None:
    """Your cards lie as far apart as their spread asks, or fill the room beside your
    plate; on the smallest table, close but readable."""
    for _, _, spec in SPECS:
        hand = next(p for p in spec.piles if p.zone == ("hand", "<seat>"))
        zone = ("hand", spec.human)
        for size in ((1366, 768), (1920, 1080), (3840, 2160)):
            big = solve(spec, size, ENGLISH).areas[zone]
            first, last = big.position(0, hand.most)[0], big.position(hand.most - 1, hand.most)[0]
            step = (last - first) / (hand.most - 1)
            assert step >= big.spread - 0.01 or last - first + big.card_w >= big.rect.w - 0.01
        small = solve(spec, minimum_window(spec, ENGLISH), ENGLISH).areas[zone]
        gap = abs(small.position(1, hand.most)[0] - small.position(0, hand.most)[0])
        assert READABLE * small.card_w <= gap < small.card_w
        # Fewer cards spread wider in the same room, still centred.
        five = [small.position(i, 5)[0] for i in range(5)]
        assert five[1] - five[0] > gap
        assert abs((five[0] + five[-1]) / 2 - small.rect.centre[0]) < 1


def test_right_to_left_mirrors_the_widgets_not_the_seats() -> None:
    spec = SPECS[0][2]
    ltr = solve(spec, (1366, 768), ENGLISH)
    rtl = solve(spec, (1366, 768), ENGLISH, right_to_left=True)
    assert ltr.regions == rtl.regions
    human = spec.human
    hand = ltr.areas[("hand", human)].rect
    assert ltr.widgets[f"plate:{human}"].right <= hand.x
    assert rtl.widgets[f"plate:{human}"].x >= rtl.areas[("hand", human)].rect.right
    first = next(w.name for w in spec.widgets if w.region == STATUS)
    assert ltr.widgets[first].x < 683 < rtl.widgets[first].x


def test_a_wide_prompt_asks_a_wider_window() -> None:
    """The minimum follows what the table must hold: a longer unbreakable button row, or
    a pile holding more cards, needs a bigger window."""
    spec = SPECS[0][2]
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
            placement = solve(spec, size, PERSIAN, right_to_left=rtl)
            bar = placement.regions[STATUS]
            for shown in (names, names[::2], names[1:], names[-1:]):
                rects = placement.badges(shown)
                assert sorted(rects) == sorted(shown)
                assert all(bar.contains(r) for r in rects.values())
                assert not any(a.intersects(b) for a, b in
                               itertools.combinations(rects.values(), 2))
                first = rects[shown[0]]
                assert (first.right > bar.right - 20) if rtl else (first.x < bar.x + 20)


def test_a_spec_that_cannot_be_met_is_refused() -> None:
    with pytest.raises(ValueError):
        PileSpec(("hand", "<seat>"), spread=0.1, min_spread=0.2)
    with pytest.raises(ValueError):
        WidgetSpec("plate", CENTRE, per_seat=True)
    with pytest.raises(ValueError):
        TableSpec({0: "top", 1: "bottom"}, human=0, piles=())


# ---------------------------------------------------------------- Mau-Mau (a fanned pile)


def test_a_fanned_pile_shows_its_top_cards_apart_and_keeps_room_for_them_only() -> None:
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
                      lines_extra=1.0)
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
