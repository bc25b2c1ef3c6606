"""Cheat at the table, end to end: a whole game by real clicks (cards chosen, a rank
claimed, Play; "Cheat!" and "Let it pass" after the opponents' plays), the claims said in
words, the turned-up cards of a challenge, the pile picked up, the places, the summary, the
score sheet, Persian; the claim rules offering only the ranks they allow; big hands and
eight players on a 1280x720 table; the keyboard; the hint; resuming a saved game.

The model lists a turn's plays lazily (there can be millions): every test here makes
walking that listing fail, so the table is shown never to do it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from app_window import open_app_window
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QComboBox
from table_language import Languages

from cardtable.cards import Card
from cardtable.rules import cheat as cheat_rules
from cardtable.rules.cheat import (
    PILE,
    Accept,
    Challenge,
    CheatOptions,
    CheatPlay,
    CheatView,
)
from cardtable.storage import read_save
from cardtable.ui.dialogs.sheets import TableDialog
from cardtable.ui.games.cheat import SHOWN, rank_key
from cardtable.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
PERSIAN_DIGITS = set("۰۱۲۳۴۵۶۷۸۹")


def shown_info(ui) -> str:
    """The information box's visible lines, no-break spaces read as spaces."""
    return " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels
                    if label.isVisible())


@pytest.fixture(autouse=True)
def _never_walk_the_plays(monkeypatch):
    """Walking the lazy listing of plays is what the table must never do."""

    def walk(self):
        raise AssertionError("the table walked the lazy listing of Cheat's plays")

    monkeypatch.setattr(cheat_rules.PlayChoices, "__iter__", walk)


def make_window(qtbot) -> MainWindow:
    win = open_app_window(qtbot, (1280, 720))
    return win


@pytest.fixture
def window(qtbot):
    win = make_window(qtbot)
    yield win
    win.table.stop()
    win.localizer.set_language("en")


@pytest.fixture
def persian():
    """Switches the table's language by its menu (the app's own translations)."""
    return Languages()


def ready(window) -> bool:
    table = window.table
    ui = table.ui
    if ui is not None and ui._widgets and ui.summary.isVisible():
        return True
    return (table.session is not None and not table.view.animator.busy
            and not table._thinking and table.session.human_to_act())


def card_point(window, sprite) -> QPoint:
    """A point of a card in the human's hand that no other card covers: the top of its
    left strip (a big hand's back row is covered lower down by the front row)."""
    view = window.table.view
    w = view.card_width(sprite.zone)
    h = w * view.art.ratio
    pos = sprite.pos()
    return view.mapFromScene(pos.x() - w / 2 + 4, pos.y() - h / 2 + h * 0.12)


def click_sprite(qtbot, window, sprite) -> None:
    qtbot.mouseClick(window.table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=card_point(window, sprite))


def click_cards(qtbot, window, cards: list[Card]) -> None:
    """Click each card once (one sprite per copy: two packs hold two of each card)."""
    view = window.table.view
    used: list[object] = []
    for card in cards:
        sprite = next(s for s in view.human_hand() if s.card is card and s not in used)
        used.append(sprite)
        click_sprite(qtbot, window, sprite)


def click(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def policy(v: CheatView, bluffed: bool) -> tuple[object, str]:
    """The test player: calls "Cheat!" on a claim it can prove false or on a last card,
    lets the rest pass; plays its biggest group of an allowed rank (once with one extra
    card slipped in), else lies with its lowest card."""
    if v.asking is not None:
        player, count, claim = v.plays[-1][:3]
        held = sum(1 for c in v.hand if c.rank is claim)
        if held + count > 4 * v.decks or v.hand_counts[player] == 0:
            return Challenge(v.seat), "call"
        return Accept(v.seat), "pass"
    allowed = v.allowed_claims
    hand = sorted(v.hand, key=rank_key)
    by_rank: dict[object, list[Card]] = {}
    for c in hand:
        by_rank.setdefault(c.rank, []).append(c)
    honest = [r for r in allowed if r in by_rank]
    most = min(4 * v.decks, len(hand))
    if honest:
        rank = max(honest, key=lambda r: (len(by_rank[r]), -allowed.index(r)))
        cards = by_rank[rank][:most]
        if not bluffed and 2 <= len(cards) < most:
            extra = next(c for c in hand if c.rank is not rank)
            return CheatPlay(v.seat, tuple(cards + [extra]), rank), "bluff"
        return CheatPlay(v.seat, tuple(cards), rank), "true"
    return CheatPlay(v.seat, (hand[0],), allowed[0]), "lie"


def record_toasts(monkeypatch, table) -> list[str]:
    said: list[str] = []
    original = table.show_toast

    def show(text: str, *args: Any, **kwargs: Any) -> None:
        said.append(text)
        original(text, *args, **kwargs)

    monkeypatch.setattr(table, "show_toast", show)
    return said


@pytest.mark.slow  # a whole game by clicks
def test_a_whole_game_by_clicks_then_persian(qtbot, window, persian, monkeypatch):
    # Seed 1, random opponents: the human plays true groups, slips in one bluff, calls
    # "Cheat!" twice, lets plays pass, is challenged, and goes out first.
    window.start_game("cheat", CheatOptions(), "random", seed=1, players=3)
    table, ui, view = window.table, window.table.ui, window.table.view
    said = record_toasts(monkeypatch, table)
    assert view.sides == {0: "bottom", 1: "right", 2: "left"}  # passes to the right
    used: dict[str, int] = {}
    moves = 0
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if ui.summary.isVisible():
            break
        check_pile(window)
        session = table.session
        state = session.state
        v = state.view(0)
        action, kind = policy(v, bool(used.get("bluff")))
        used[kind] = used.get(kind, 0) + 1
        if moves == 4:
            switch_mid_game(qtbot, window, persian, kind)
        if kind in ("call", "pass"):
            assert ui.ask.isVisible() and not ui.bar.isVisible()
            player, count, claim = v.plays[-1][:3]
            assert ui.ask.title.text() == f"{ui.name(player)} plays"
            assert "face down and says" in ui.ask_text.text()
            assert table.plates[0].property("active") == "true"
            before, since = len(state.pile), len(said)
            click(qtbot, ui.challenge_button if kind == "call" else ui.pass_button)
            assert not ui.ask.isVisible()
            if kind == "call":
                entry = state.log[-1]
                assert entry[4] == 0  # the human's call is written on that play
                taker = 0 if entry[5] else player
                qtbot.waitUntil(lambda t=taker, n=before, i=since: fill_count(said[i:], t, n, ui),
                                timeout=10000)
                assert said[since] == "You call “Cheat!”"
                assert any(t.startswith("Turned up: ") for t in said[since:])
        else:
            assert ui.bar.isVisible() and not ui.ask.isVisible()
            hand = view.human_hand()
            # Every card of the hand is offered, in rank order (suits do not matter).
            assert all(s.playable for s in hand) and view.selecting
            assert [rank_key(s.card) for s in hand] == sorted(rank_key(s.card) for s in hand)
            assert not ui.play_button.isEnabled()
            offered = [r for r, b in ui.rank_buttons.items() if b.isVisible()]
            assert offered == list(v.allowed_claims)
            cards = list(action.cards)
            if kind == "bluff":
                click_cards(qtbot, window, cards[:-1])
                # The rank is picked for you while the chosen cards are all one rank.
                assert ui.rank_buttons[action.claim].isChecked()
                assert ui.bar_status.text().endswith("The truth.</span>")
                click_cards(qtbot, window, cards[-1:])
                assert "A bluff! Cards that are not" in ui.bar_status.text()
                # A second click puts a card back.
                click_cards(qtbot, window, cards[-1:])
                assert view.selected_cards() == cards[:-1]
                click_cards(qtbot, window, cards[-1:])
                other = next(r for r in v.allowed_claims if r is not action.claim)
                click(qtbot, ui.rank_buttons[other])
                assert ui.rank_buttons[other].isChecked()
                click(qtbot, ui.rank_buttons[action.claim])
            else:
                click_cards(qtbot, window, cards)
                if not ui.rank_buttons[action.claim].isChecked():
                    click(qtbot, ui.rank_buttons[action.claim])
            assert sorted(view.selected_cards(), key=rank_key) == sorted(cards, key=rank_key)
            assert ui.play_button.isEnabled()
            assert ui.play_button.text().startswith("Play and say “")
            pile_before, since = len(state.pile), len(said)
            click(qtbot, ui.play_button)
            assert not ui.bar.isVisible() and not view.selecting
            if not state.round_over and state.log[-1][0] == 0 and state.log[-1][4] is None:
                assert len(state.pile) == pile_before + len(cards)
            said_play = f"You play {word(len(cards))}"
            qtbot.waitUntil(lambda w=said_play, i=since: any(t.startswith(w) for t in said[i:]),
                            timeout=5000)
        moves += 1
        assert moves < 80

    assert used.get("bluff") == 1 and used.get("call", 0) >= 2 and used.get("pass")
    assert used.get("true")
    # The opponents' claims were said in words.
    assert any(t.startswith(("Dara plays", "Shirin plays")) and "“" in t for t in said)
    assert any(" picks up the pile: " in t for t in said)
    state = table.session.state
    assert state.round_over and state.places[0] == 0 and len(state.places) == 3
    assert any("Your last play stands: you are out of cards, first place!" in t
               for t in said)
    text = ui.summary_text.text()
    assert "You win!" in text and "without being caught" in text
    assert "last place" in text
    assert table.plates[0].text() == "You · first place"
    info = shown_info(ui)
    assert "Claims: any rank" in info and "First place: You" in info
    assert "still holding" not in info  # the game is over

    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    headers = [sheet.table.horizontalHeaderItem(i).text() for i in range(8)]
    assert headers == ["Player", "Place", "Cards", "Plays", "Bluffs caught", "Right calls",
                       "Wrong calls", "Points"]
    assert sheet.table.rowCount() == 3
    assert (sheet.cell(0, 0), sheet.cell(0, 1), sheet.cell(0, 7)) == ("You", "first place",
                                                                      "1")
    assert int(sheet.cell(0, 3)) == sum(1 for e in state.log if e[0] == 0)

    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    qtbot.waitUntil(lambda: ui.next_button.text() == "نتیجه را ببین", timeout=3000)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert ui.summary.title.text() == "پایان بازی"
    assert "شما بردید!" in ui.summary_text.text()
    assert table.plates[0].text() == "شما | نفر اول"
    info = shown_info(ui)
    assert "ادعا: هر ارزشی" in info and "نفر اول: شما" in info
    assert PERSIAN_DIGITS & set(ui.summary_text.text())
    qtbot.waitUntil(lambda: sheet.table.horizontalHeaderItem(0).text() == "بازیکن",
                    timeout=3000)
    assert sheet.cell(0, 1) == "نفر اول" and PERSIAN_DIGITS & set(sheet.cell(0, 3))
    assert view.sides[0] == "bottom"  # the table itself is never mirrored
    persian.switch(window, "en")
    qtbot.waitUntil(lambda: ui.next_button.text() == "See the result", timeout=3000)
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    sheet.close()

    click(qtbot, ui.next_button)
    dialog = ui.match_dialog
    assert dialog is not None and dialog.isVisible()
    places = dialog.findChild(type(ui.summary_text)).text()
    assert "You win! You got rid of all your cards first." in places
    assert "Bluffs caught" in places and "first place" in places and "third place" in places
    dialog.reject()


def switch_mid_game(qtbot, window, persian, kind: str) -> None:
    """Persian in the middle of a turn: the open prompt, the plates, the information box
    and the score sheet in Persian with Persian digits, the table not mirrored; and back."""
    table, ui, view = window.table, window.table.ui, window.table.view
    window.show_score_sheet()
    sheet = window.findChild(TableDialog, "score-sheet")
    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    if kind in ("call", "pass"):
        qtbot.waitUntil(lambda: ui.pass_button.text() == "بگذار بگذرد", timeout=3000)
        assert ui.challenge_button.text() == "بلوف زدی!"
        assert "به پشت می‌گذارد و می‌گوید" in ui.ask_text.text()
        # The prompt lies clear of the pile in Persian too.
        assert not any(ui.ask.geometry().intersects(card_rect(view, s))
                       for s in view.zones[PILE])
    else:
        qtbot.waitUntil(lambda: ui.bar.title.text() == "نوبت شما", timeout=3000)
        assert "ارزشی را که ادعا می‌کنید" in ui.bar_text.text()
    info = shown_info(ui)
    assert "ادعا: هر ارزشی" in info and "بازیکنانی که هنوز کارت دارند: ۳" in info
    assert table.plates[0].text().startswith("شما | ") and PERSIAN_DIGITS & set(
        table.plates[0].text())
    assert ui.badges["pile"].text().startswith("دسته") or not view.zones.get(PILE)
    qtbot.waitUntil(lambda: sheet.table.horizontalHeaderItem(0).text() == "بازیکن",
                    timeout=3000)
    assert sheet.cell(0, 0) == "شما" and PERSIAN_DIGITS & set(sheet.cell(0, 2))
    assert view.sides[0] == "bottom"  # the table itself is never mirrored
    persian.switch(window, "en")
    qtbot.waitUntil(lambda: QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight)
    qtbot.waitUntil(lambda: sheet.table.horizontalHeaderItem(0).text() == "Player",
                    timeout=3000)
    assert "Players still holding cards: 3" in " ".join(
        label.text().replace("\xa0", " ") for label in ui.info_labels)
    sheet.close()


def word(n: int) -> str:
    return {1: "one", 2: "two", 3: "three", 4: "four"}[n]


def fill_count(said: list[str], taker: int, count: int, ui) -> bool:
    """The toast naming who picked up the pile and how many cards."""
    cards = "one card" if count == 1 else f"{count} cards"
    if taker == 0:
        return f"You pick up the pile: {cards}." in said
    return f"{ui.name(taker)} picks up the pile: {cards}." in said


def check_pile(window) -> None:
    """The pile is a neat stack: a few pixels across whatever its size, and its badge
    counts it."""
    ui, view = window.table.ui, window.table.view
    sprites = view.zones.get(PILE, [])
    state = window.table.session.state
    assert len(sprites) == len(state.pile)
    assert all(not s.face_up for s in sprites)
    if sprites:
        xs = [s.pos().x() for s in sprites]
        assert max(xs) - min(xs) <= view.card_width(PILE) * 1.0
        n = len(sprites)
        badge = ui.badges["pile"].text().replace("\xa0", " ")
        assert badge == ("Pile: one card" if n == 1 else f"Pile: {n} cards")
    elif not state.round_over:
        assert ui.badges["pile"].text().replace("\xa0", " ") == "The pile is empty"


def test_a_challenge_turns_the_cards_up_and_the_pile_is_picked_up(qtbot, window):
    window.set_speed("normal")  # time to see the cards turned up
    window.start_game("cheat", CheatOptions(), "random", seed=1, players=3)
    table, ui, view = window.table, window.table.ui, window.table.view
    while True:
        qtbot.waitUntil(lambda: ready(window), timeout=20000)
        state = table.session.state
        v = state.view(0)
        if v.asking is not None and len(state.pile) >= 3:
            break
        action, _ = policy(v, True)
        table.act(action if v.asking is None else Accept(0))
    player, count, claim = v.plays[-1][:3]
    laid = list(state.pile[-count:])
    pile = len(state.pile)
    truthful = all(c.rank is claim for c in laid)
    taker = 0 if truthful else player
    held = len(state.hands[taker])
    click(qtbot, ui.challenge_button)
    qtbot.waitUntil(lambda: table.toast.text().startswith("Turned up: "), timeout=5000)
    # The challenged play lies face up side by side beside the pile, on nothing else; the
    # cards that break the claim rise.
    top = view.zones[SHOWN]
    assert sorted(s.card.code for s in top) == sorted(c.code for c in laid)
    assert all(s.face_up for s in top)
    assert [s.selected for s in top] == [s.card.rank is not claim for s in top]
    xs = sorted(s.pos().x() for s in top)
    width = view.card_width(SHOWN)
    assert all(b - a > width * 0.5 for a, b in zip(xs, xs[1:], strict=False))
    shown = [card_rect(view, s) for s in top]
    others = [card_rect(view, s) for zone, sprites in view.zones.items() if zone != SHOWN
              for s in sprites]
    others += [w.geometry() for w in (*table.plates.values(), table.toast) if w.isVisible()]
    others += [ui.info.geometry()]
    assert not any(a.intersects(b) for a in shown for b in others)
    verdict = "It was true" if truthful else "A lie!"
    assert verdict in table.toast.text()
    qtbot.waitUntil(lambda: not view.animator.busy, timeout=15000)
    # The whole pile went into the taker's hand, face down unless it is the human's.
    assert not view.zones.get(PILE) and not table.session.state.pile
    assert len(view.zones[("hand", taker)]) == held + pile
    assert all(s.face_up == (taker == 0) for s in view.zones[("hand", taker)])
    assert not any(s.selected for zone in view.zones.values() for s in zone)
    assert not view.zones.get(SHOWN)


@pytest.mark.parametrize("claims, offered", [("sequence", 1), ("same-or-next", 2)])
def test_the_claim_rules_offer_only_the_ranks_they_allow(qtbot, window, claims, offered):
    window.start_game("cheat", CheatOptions(claims=claims), "random", seed=4, players=4)
    table, ui = window.table, window.table.ui
    lied = False
    for _ in range(60):
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        assert not ui.summary.isVisible()
        v = table.session.state.view(0)
        if v.asking is not None:
            table.act(Accept(0))
            continue
        allowed = list(v.allowed_claims)
        visible = {r for r, b in ui.rank_buttons.items() if b.isVisible()}
        assert visible == set(allowed)
        if v.last_claim is None:
            assert len(allowed) == 13
            table.act(policy(v, True)[0])
            continue
        assert len(allowed) == offered
        rule = "You must claim" if offered == 1 else "You may claim"
        assert rule in ui.bar_text.text()
        info = " ".join(label.text().replace("\xa0", " ") for label in ui.info_labels)
        assert "Next claim: " in info
        if offered == 1:
            assert ui.rank_buttons[allowed[0]].isChecked()  # the only choice, already made
        action, kind = policy(v, True)
        if kind == "lie":
            # A lie: the lowest card, claimed as the rank the rule asks, by the buttons.
            click_cards(qtbot, window, list(action.cards))
            if not ui.rank_buttons[action.claim].isChecked():
                assert not ui.play_button.isEnabled()
                click(qtbot, ui.rank_buttons[action.claim])
            assert "A bluff!" in ui.bar_status.text()
            click(qtbot, ui.play_button)
            assert table.session.state.log[-1][2] is action.claim
            lied = True
            break
        table.act(action)
    assert lied


def test_keyboard_rank_keys_play_and_the_challenge_keys(qtbot, window):
    window.start_game("cheat", CheatOptions(), "random", seed=1, players=3)
    table, ui, view = window.table, window.table.ui, window.table.view
    keys = {"play": False, "call": False, "pass": False}
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        if all(keys.values()) or ui.summary.isVisible():
            break
        v = table.session.state.view(0)
        view.setFocus()
        if v.asking is not None:
            action, kind = policy(v, True)
            before = len(table.session.state.log)
            qtbot.keyClick(view, Qt.Key.Key_C if kind == "call" else Qt.Key.Key_L)
            keys[kind] = True
            assert not ui.ask.isVisible()
            assert len(table.session.state.log) >= before
            continue
        if keys["play"]:
            table.act(policy(v, True)[0])
            continue
        # Arrow to the first card, Space chooses it, the rank key claims, P plays.
        qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Space)
        chosen = view.selected_cards()
        assert len(chosen) == 1
        qtbot.keyClick(view, Qt.Key.Key_K)
        assert ui.rank_buttons[cheat_rules.Rank.KING].isChecked()
        qtbot.keyClick(view, Qt.Key.Key_P)
        last = table.session.state.log[-1]
        assert last[0] == 0 and last[2] is cheat_rules.Rank.KING and list(last[3]) == chosen
        keys["play"] = True
    assert all(keys.values())


def overlaps(a: QRect, b: QRect) -> bool:
    return a.intersects(b)


def card_rect(view, sprite) -> QRect:
    """Where a card is drawn, in the table's pixels (without the room to rise)."""
    w = view.card_width(sprite.zone)
    h = w * view.art.ratio
    pos = view.mapFromScene(sprite.pos())
    return QRect(int(pos.x() - w / 2), int(pos.y() - h / 2), int(w), int(h))


@pytest.mark.slow  # four packs' hands and eight players dealt and laid out, in Persian
def test_big_hands_and_eight_players_fit_at_1280x720(qtbot, window, persian):
    # Three players with four packs: 70 cards in the human's hand, laid in two rows.
    window.start_game("cheat", CheatOptions(decks=4), "random", seed=2, players=3)
    table, ui, view = window.table, window.table.ui, window.table.view
    for _ in range(10):
        qtbot.waitUntil(lambda: ready(window), timeout=20000)
        if ui.bar.isVisible():
            break
        table.act(Accept(0))
    assert ui.bar.isVisible()
    hand = view.human_hand()
    assert len(hand) >= 69
    vp = view.viewport().rect()
    rows = sorted({round(s.pos().y()) for s in hand})
    assert len(rows) == 2
    for row in rows:
        xs = sorted(s.pos().x() for s in hand if round(s.pos().y()) == row)
        # Each card's corner shows: the next card covers all but a strip wide enough.
        assert min(b - a for a, b in zip(xs, xs[1:], strict=False)) >= 14
    for sprite in hand:
        assert vp.contains(card_rect(view, sprite)), sprite.card
    # The name plates stay apart (the human's moves above a hand this long).
    plates = [p.geometry() for p in table.plates.values()]
    assert not any(a.intersects(b) for i, a in enumerate(plates) for b in plates[i + 1:])
    # A card of the back row is clicked where it shows, and chosen.
    back = next(s for s in hand if round(s.pos().y()) == rows[0])
    click_sprite(qtbot, window, back)
    assert view.selected_cards() == [back.card]
    table.stop()

    window.start_game("cheat", CheatOptions(), "random", seed=5, players=8)
    table, ui, view = window.table, window.table.ui, window.table.view
    # Letting every play pass, until the human's turn comes with cards on the pile (seven
    # random opponents call often, so the pile is often empty).
    for _ in range(60):
        qtbot.waitUntil(lambda: ready(window), timeout=20000)
        if ui.bar.isVisible() and table.session.state.pile:
            break
        v = table.session.state.view(0)
        table.act(Accept(0) if v.asking is not None else policy(v, True)[0])
    else:
        pytest.fail("the human never played onto a pile")
    state = table.session.state
    assert state.decks == 2 and sum(len(h) for h in state.hands) + len(state.pile) == 104
    check_pile(window)
    check_eight_fit(window)
    # In Persian the plates and panels are wider, and still clear of the pile.
    persian.switch(window, "fa")
    qtbot.waitUntil(lambda: ui.bar.title.text() == "نوبت شما", timeout=3000)
    qtbot.waitUntil(lambda: not view.animator.busy, timeout=5000)
    check_eight_fit(window)
    assert not any(ui.bar.geometry().intersects(card_rect(view, s)) for s in view.zones[PILE])
    persian.switch(window, "en")
    qtbot.waitUntil(lambda: ui.bar.title.text() == "Your turn", timeout=3000)


def check_eight_fit(window) -> None:
    """Every card and plate on screen; no hand on a name plate; the claim panel and the
    information box on no plate and not on each other."""
    table, ui, view = window.table, window.table.ui, window.table.view
    vp = view.viewport().rect()
    plates = [p.geometry() for p in table.plates.values()]
    for seat in range(8):
        assert vp.contains(plates[seat])
        for sprite in view.zones[("hand", seat)]:
            rect = card_rect(view, sprite)
            assert vp.contains(rect)
            if seat != 0:  # no hand lies on a name plate
                hit = [s for s, p in enumerate(plates) if overlaps(rect, p)]
                assert not hit, (seat, hit, rect, [plates[s] for s in hit])
    for widget in (ui.bar, ui.info):
        assert vp.contains(widget.geometry())
        assert not any(overlaps(widget.geometry(), p) for p in plates), widget.objectName()
    assert not overlaps(ui.bar.geometry(), ui.info.geometry())


def test_hint_new_game_dialog_and_rules_page(qtbot, window):
    from cardtable.ui.dialogs.new_game import NewGameDialog
    from cardtable.ui.games.cheat import CheatUI

    dialog = NewGameDialog(CheatUI, "random", window)
    qtbot.addWidget(dialog)
    claims = dialog.findChild(QComboBox, "option-claims")
    decks = dialog.findChild(QComboBox, "option-decks")
    assert [claims.itemData(i) for i in range(claims.count())] == [
        "free", "sequence", "same-or-next"]
    assert [decks.itemData(i) for i in range(decks.count())] == [None, 1, 2, 3, 4]
    assert claims.currentData() == "free" and decks.currentData() is None
    assert decks.currentText().startswith("As the rules say")
    assert dialog.player_count() == 4
    assert [dialog.players.itemData(i) for i in range(dialog.players.count())] == list(
        range(3, 9))
    dialog.players.setCurrentIndex(dialog.players.findData(6))
    assert "two packs" in dialog.heading.text()
    dialog._accept()
    assert dialog.options() == CheatOptions()
    claims.setCurrentIndex(1)
    decks.setCurrentIndex(2)
    dialog._accept()
    assert dialog.options() == CheatOptions(decks=2, claims="sequence")

    window.start_game("cheat", CheatOptions(), "random", seed=1, players=3)
    table, ui, view = window.table, window.table.ui, window.table.view
    hinted = set()
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(window), timeout=15000)
        v = table.session.state.view(0)
        kind = "ask" if v.asking is not None else "play"
        if kind not in hinted:
            action = table.hint()
            assert action is not None
            assert table.toast.isVisible() and table.toast.text().startswith("Hint:")
            if kind == "play":
                assert isinstance(action, CheatPlay)
                assert sorted(view.selected_cards(), key=rank_key) == sorted(
                    action.cards, key=rank_key)
                assert ui.rank_buttons[action.claim].isChecked()
                click(qtbot, ui.play_button)
                assert table.session.state.log[-1][:3] == (0, len(action.cards),
                                                           action.claim)
            else:
                assert isinstance(action, Challenge | Accept)
                call = isinstance(action, Challenge)
                assert table.toast.text() == ("Hint: call “Cheat!”" if call
                                              else "Hint: let it pass.")
                click(qtbot, ui.challenge_button if call else ui.pass_button)
            hinted.add(kind)
            continue
        if len(hinted) == 2:
            break
        table.act(policy(v, True)[0])
    assert hinted == {"play", "ask"}

    tile = next(t for t in window.library.tiles if t.game_id == "cheat")
    assert tile.button.isEnabled()  # Cheat is playable from the library
    qtbot.mouseClick(tile.rules, Qt.MouseButton.LeftButton)
    rules = window.rules_dialog
    assert rules.isVisible() and rules.windowTitle() == "Rules of Cheat"
    text = rules.text.toPlainText()
    assert "Let it pass" in text and "three sevens" in text and "same-or-next" not in text
    assert "The rank after the last claim" in text and "Packs of cards" in text
    window.language_actions["fa"].trigger()
    qtbot.waitUntil(lambda: window.rules_dialog.windowTitle() == "قوانین دروغگو",
                    timeout=3000)
    persian = window.rules_dialog.text.toPlainText()
    assert "بلوف زدی" in persian and "دسته" in persian and "سه تا هفت" in persian
    window.language_actions["en"].trigger()
    rules.close()


def test_resume_shows_the_same_position(qtbot):
    win = make_window(qtbot)
    win.start_game("cheat", CheatOptions(), "random", seed=1, players=3)
    table = win.table
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(win), timeout=15000)
        state = table.session.state
        if state.view(0).asking is None and len(state.pile) >= 3:
            break
        table.act(policy(state.view(0), True)[0])
    qtbot.waitUntil(lambda: ready(win), timeout=15000)
    state = table.session.state
    assert len(state.pile) >= 3 and win.table.ui.bar.isVisible()
    zones = state.zones()
    saved = read_save()
    assert saved is not None and saved["record"] == table.session.record.to_json()
    table.stop()
    win.close()

    again = make_window(qtbot)
    assert again.library.banner.isVisible()
    qtbot.mouseClick(again.library.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ready(again), timeout=15000)
    resumed = again.table.session
    assert resumed.state.zones() == zones
    view, ui = again.table.view, again.table.ui
    assert [s.card for s in view.zones[PILE]] == list(zones[PILE])
    check_pile(again)
    for seat in (1, 2):
        assert not any(s.face_up for s in view.zones[("hand", seat)])
    assert ui.bar.isVisible() and view.selecting
    info = shown_info(ui)
    last = resumed.state.log[-1]
    assert f"Last claim: {ui.name(last[0])}" in info
    again.table.stop()
    again.close()
