"""The count on a pile of tricks taken: each pile of a trick game shows how many tricks it
holds, in the language's digits, and shows nothing while empty. Old Maid's one pile of
every seat's pairs counts the pairs (a lone face-up card beside the summary read as a
stray card)."""

from __future__ import annotations

from app_window import open_app_window

from cardtable.rules.old_maid import OldMaidOptions
from cardtable.ui.table.pile_count import tricks_in
from tests.ui.table_checks import hokm_at_1366


def test_tricks_are_counted_by_the_cards_of_a_trick():
    assert [tricks_in(n, 4) for n in (0, 1, 4, 5, 8, 52)] == [0, 1, 1, 2, 2, 13]
    assert tricks_in(9, 3) == 3


def test_each_pile_of_tricks_shows_its_count_at_its_corner(qtbot):
    win = hokm_at_1366(qtbot)
    table = win.table
    session = table.session
    counts = table.pile_counts

    def still() -> bool:
        return not table.view.animator.busy and (
            session.human_to_act() or session.state.round_over)

    checked = 0
    while not session.state.round_over and checked < 6:
        qtbot.waitUntil(still, timeout=10000)
        won = {z: len(c) for z, c in session.state.zones().items() if z[0] == "won" and c}
        shown = counts.shown()
        assert {z: text for z, (text, _) in shown.items()} == {
            z: str(n // 4) for z, n in won.items()}
        for zone, (_, badge) in shown.items():
            pile = table.zone_rect(zone)
            assert pile is not None and badge.contains(pile.topRight())
        checked += bool(won)
        if session.state.round_over:
            break
        table.act(session.legal_for(table.human)[0])
    assert checked >= 3  # piles that grew, counted at each of your turns


def test_the_count_is_in_persian_digits(qtbot):
    win = hokm_at_1366(qtbot)
    table = win.table
    session = table.session
    win.localizer.set_language("fa")
    try:
        _count_persian(qtbot, table, session)
    finally:
        win.localizer.set_language("en")  # the next test's app speaks English again


def _count_persian(qtbot, table, session) -> None:
    while not any(z[0] == "won" and c for z, c in session.state.zones().items()):
        qtbot.waitUntil(lambda: not table.view.animator.busy and session.human_to_act(),
                        timeout=10000)
        table.act(session.legal_for(table.human)[0])
    qtbot.waitUntil(lambda: bool(table.pile_counts.shown()), timeout=10000)
    texts = {text for text, _ in table.pile_counts.shown().values()}
    assert texts == {"۱"}


def test_old_maids_pile_of_pairs_counts_every_seats_pairs_once(qtbot):
    win = open_app_window(qtbot, (1280, 720))
    table = win.table
    win.start_game("old-maid", OldMaidOptions(), "heuristic", seed=3, players=4)
    try:
        qtbot.waitUntil(lambda: table.session is not None and not table.view.animator.busy
                        and (table.session.human_to_act() or table.session.state.round_over),
                        timeout=20000)
        laid = sum(len(p) for p in table.session.state.pairs)
        assert laid >= 2
        table.place_overlays()
        shown = table.pile_counts.shown()
        assert len(shown) == 1  # one badge for the one pile, not one per seat
        (text, badge), = shown.values()
        assert text == str(laid // 2)
        pile = None
        for zone in table.view.zones:
            if zone[0] == "pairs" and table.zone_rect(zone) is not None:
                rect = table.zone_rect(zone)
                pile = rect if pile is None else pile.united(rect)
        assert pile is not None and badge.contains(pile.topRight())
        (item,) = [b for b in table.pile_counts.badges.values() if b.isVisible()]
        assert item.toolTip() == f"{laid // 2} pairs laid out"
    finally:
        table.stop()
