"""The hint says why (cardtable/ai/reasons, worded by cardtable/ui/table/hint_words.py):
one line beside the lifted card, in the user's language."""

from __future__ import annotations

from cardtable.ai.reasons import Reason
from cardtable.cards import Card, Suit
from cardtable.rules.base import Play
from cardtable.rules.hokm import HokmOptions
from cardtable.rules.registry import find_game
from cardtable.ui.table.hint_words import hint_text


def test_the_trump_hint_says_why(qtbot):
    from test_saves_and_undo import make_window

    win = make_window(qtbot)
    win.start_game("hokm", HokmOptions(), "easy", seed=1)
    table = win.table
    qtbot.waitUntil(lambda: table.ui.trump_panel.isVisible(), timeout=10000)
    suggestion = table.hint()
    assert suggestion is not None
    text = table.last_hint_text
    assert text is not None and text.startswith("Name ")
    assert table.toast.isVisible() and table.toast.text() == text
    # A later hint without a reason leaves no earlier reason standing beside it.
    session = table.session
    session.hint_reason = lambda seat, action: None  # type: ignore[method-assign]
    table.hint()
    assert table.last_hint_text is None and not table.toast.isVisible()
    # A hint is for one move: made, its reason goes (it would stand beside the next one).
    session.hint_reason = (  # type: ignore[method-assign]
        lambda seat, action: Reason("trump_longest", (Suit.SPADES, 3)))
    suggestion = table.hint()
    assert suggestion is not None and table.toast.isVisible()
    table.act(suggestion)
    assert not table.toast.isVisible()


def every_code() -> list[Reason]:
    return [
        Reason("partner_wins", (Card.parse("AH"),)),
        Reason("cannot_win_keep", (Card.parse("KC"),)),
        Reason("cannot_win"), Reason("no_points"),
        Reason("ruff_lowest", (Suit.HEARTS, Suit.DIAMONDS)),
        Reason("take_last", (Card.parse("QC"),)),
        Reason("win_cheaply", (Card.parse("QC"),)),
        Reason("lead_boss", (Card.parse("AS"),)),
        Reason("bid_made", (2,)), Reason("nn_bid", (3,)),
        Reason("trump_longest", (Suit.SPADES, 3)),
        Reason("bid_winners", (3, (Card.parse("AS"), Card.parse("AH")))),
        Reason("bid_winners", (2, ())),
        Reason("bid_winners", (3, (Card.parse("AH"),), 2)),
        Reason("bid_winners", (2, (), 1)),
        Reason("shelem_bid", (100, 110)), Reason("shelem_pass", (90, 105)),
        *(Reason(c, (12,)) for c in ("hit_safe", "hit", "must_hit", "stand", "sure_stand",
                                     "even")),
    ]


def test_every_code_is_worded():
    codes = every_code()
    for reason in codes:
        text = hint_text(reason)
        assert text and "%" not in text, reason
    assert hint_text(Reason("partner_wins", (Card.parse("AH"),))) == (
        "Your partner's Ace of Hearts already wins this trick: play low.")
    assert hint_text(Reason("ruff_lowest", (Suit.HEARTS, Suit.DIAMONDS))) == (
        "Trump is Hearts and you have no Diamonds: take it with your lowest trump.")
    assert hint_text(Reason("bid_winners", (3, (Card.parse("AH"),), 2))) == (
        "Bid 3: your Ace of Hearts should take tricks, and your low spades 2 more tricks.")
    assert hint_text(Reason("bid_winners", (3, tuple(Card.parse(c) for c in ("AS", "AH",
                                                                            "AC"))))) == (
        "Bid 3: your Ace of Spades, Ace of Hearts and Ace of Clubs should take tricks.")
    assert hint_text(None) is None and hint_text(Reason("unknown")) is None


def test_every_code_is_worded_in_persian_with_a_trick_called_dast(qapp):
    """In Persian too, every reason is one translated line; a reason about taking or giving a
    trick calls it «دست», never «دور» (the glossary's word for a whole round)."""
    from PySide6.QtCore import QCoreApplication, QTranslator
    from test_persian_glossary import has_word

    from cardtable.resources import i18n_dir

    translator = QTranslator()
    assert translator.load(str(i18n_dir() / "cardtable_fa.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        texts = {r.code: hint_text(r) for r in every_code()}
        pair = hint_text(Reason("bid_winners", (3, (Card.parse("AS"), Card.parse("AH")))))
    finally:
        QCoreApplication.removeTranslator(translator)
    for code, text in texts.items():
        assert text and "%" not in text and not any("a" <= ch <= "z" for ch in text), code
    # Two cards are listed with «و», as a sentence lists them, not with a bare comma.
    assert pair is not None and " و آس دل" in pair, pair
    trick_codes = ("partner_wins", "cannot_win_keep", "cannot_win", "no_points",
                   "ruff_lowest", "take_last", "win_cheaply")
    for code in trick_codes:
        assert has_word(texts[code], "دست") and not has_word(texts[code], "دور"), texts[code]


def _hokm_trump_chosen(qtbot, win):
    """A Hokm table in `win` (easy seats, seed 1) with the trump chosen: play begins."""
    win.start_game("hokm", HokmOptions(), "easy", seed=1)
    table = win.table
    qtbot.waitUntil(lambda: table.ui.trump_panel.isVisible(), timeout=10000)
    table.ui.trump_panel.hide()  # answered as its buttons would
    table.act(table.session.legal_for(table.human)[0])  # the trump: play begins
    return table


def test_a_hints_reason_stands_on_one_line_by_your_hand_in_persian(qtbot):
    """A reason longer than any message the table keeps room for (Persian's is) takes the
    action area's width while no prompt is open there: one line, not a word left alone on
    a second, and still clear of your hand."""
    from test_saves_and_undo import make_window, settled

    win = make_window(qtbot)
    win.settings.confirm_abandon = False
    win.resize(1366, 768)
    win.set_language("fa")
    try:
        table = _hokm_trump_chosen(qtbot, win)
        qtbot.waitUntil(lambda: settled(win) and table.session.human_to_act() and all(
            isinstance(a, Play) for a in table.session.legal_for(table.human)),
            timeout=10000)
        longest = max(every_code(), key=lambda r: len(hint_text(r) or ""))
        table.session.hint_reason = lambda seat, action: longest  # type: ignore[method-assign]
        assert table.hint() is not None and table.toast.isVisible()
        toast = table.toast
        line = toast.fontMetrics().lineSpacing()
        assert toast.height() < 2 * line, (toast.text(), toast.height(), line)
        assert toast.fontMetrics().horizontalAdvance(toast.text()) <= toast.width()
        hand = table.hand_rect(table.human)
        spot = toast.geometry()
        assert hand is not None and spot.bottom() < hand.top(), (spot, hand)
    finally:
        win.table.stop()
        win.localizer.set_language("en")


def test_a_message_longer_than_a_line_keeps_the_action_areas_margins(qtbot):
    """A message too long for one line wraps within the action area less a margin at
    each side (the room the layout keeps around things), not edge to edge: Persian's
    longer type, in the narrowest window, is where the margin and not the message's
    own most width is what holds it."""
    from test_saves_and_undo import make_window, settled

    win = make_window(qtbot)
    win.settings.confirm_abandon = False
    win.resize(*win.minimumSize().toTuple())  # the narrowest action area
    win.set_language("fa")
    try:
        table = _hokm_trump_chosen(qtbot, win)
        qtbot.waitUntil(lambda: settled(win) and table.session.human_to_act(), timeout=10000)
        table.show_toast(" ".join(["Your partner's ace already wins this trick."] * 6))
        toast = table.toast
        assert toast.isVisible() and toast.wordWrap()
        placement = table.ui.scene.current()
        action = placement.regions["action"]
        spot = toast.geometry()
        assert placement.gap >= 4
        assert spot.left() >= action.x + placement.gap - 1, (spot, action, placement.gap)
        assert spot.right() <= action.right - placement.gap + 1, (spot, action, placement.gap)
    finally:
        win.table.stop()
        win.localizer.set_language("en")


def test_twenty_ones_hint_says_the_move_once_in_persian(qtbot):
    """The game's own hint names the move («راهنمایی: کارت بگیرید.»); the reason under it
    says only why, not the move again."""
    from test_saves_and_undo import make_window, settled

    from cardtable.rules.twenty_one import Hit, Stand

    win = make_window(qtbot)
    win.settings.confirm_abandon = False
    win.set_language("fa")
    try:
        win.start_game("twenty-one", find_game("twenty-one").options_class(), "easy",
                       seed=3)
        table = win.table
        shown = 0
        for _ in range(60):
            qtbot.waitUntil(lambda: settled(win), timeout=10000)
            session = table.session
            if session.state.round_over:
                table.next_round()
                continue
            legal = session.legal_for(table.human)
            if not any(isinstance(a, Hit | Stand) for a in legal):
                table.act(legal[0])
                continue
            assert table.hint() is not None and table.toast.isVisible()
            move, reason = table.toast.text().split("\n")
            move = move.split(":", 1)[1].strip().rstrip(".")
            assert move and move not in reason, (move, reason)
            shown += 1
            table.act(next(a for a in legal if isinstance(a, Stand)))
            if shown == 3:
                break
        assert shown == 3
    finally:
        win.table.stop()
        win.localizer.set_language("en")
