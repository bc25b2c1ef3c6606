"""How the table words a hint's reason (cardtable/ai/reasons): one line, translated."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from cardtable.cards import Card, Suit
from cardtable.ui.words import Counted, card_name, fill, listed, num, suit_name

if TYPE_CHECKING:
    from cardtable.ai.reasons import Reason

translate = QCoreApplication.translate
Hint = Counted("Hint")  # phrases with a count


def _card_text(code: str, card: Card) -> str | None:
    texts = {
        "partner_wins": translate("Hint", "Your partner's %1 already wins this trick: "
                                          "play low."),
        "cannot_win_keep": translate("Hint", "No card of yours can win this trick: keep your "
                                             "%1."),
        "take_last": translate("Hint", "You play last: take the trick with the %1, your "
                                       "lowest card that wins it."),
        "win_cheaply": translate("Hint", "The %1 is your lowest card that takes the trick "
                                         "now."),
        "lead_boss": translate("Hint", "No card still out beats your %1 in its suit: lead "
                                       "it."),
    }
    text = texts.get(code)
    return None if text is None else fill(text, card_name(card))


def _total_text(code: str, total: int) -> str | None:
    texts = {
        "hit_safe": translate("Hint", "Your total is %1: no card can take you over 21."),
        "hit": translate("Hint", "Your total is %1: drawing wins more often than standing."),
        "must_hit": translate("Hint", "Your total is %1: standing would lose for "
                                      "certain."),
        "stand": translate("Hint", "Your total is %1: standing wins more often than "
                                   "drawing."),
        "sure_stand": translate("Hint", "Your total is %1: the player cannot beat it."),
        "even": translate("Hint", "Your total is %1: drawing and standing are about even "
                                  "here."),
        "bid_made": translate("Hint", "You have taken the tricks you bid (%1): play a card "
                                      "that cannot win."),
        "nn_bid": translate("Hint", "Bid %1 with these three cards: your other cards should "
                                    "take about that many tricks."),
    }
    text = texts.get(code)
    return None if text is None else fill(text, num(total))


def _other_text(code: str, args: tuple[object, ...]) -> str | None:
    if code == "cannot_win":
        return translate("Hint", "No card of yours can win this trick: give the least you "
                                 "can.")
    if code == "no_points":
        return translate("Hint", "The other side takes this trick whatever you play: give "
                                 "it no points.")
    if code == "ruff_lowest" and isinstance(args[0], Suit) and isinstance(args[1], Suit):
        return fill(translate("Hint", "Trump is %1 and you have no %2: take it with your "
                                      "lowest trump."), suit_name(args[0]), suit_name(args[1]))
    if code == "trump_longest" and isinstance(args[0], Suit) and isinstance(args[1], int):
        return fill(translate("Hint", "Name %1 trump: your longest suit, %2 cards."),
                    suit_name(args[0]), num(args[1]))
    if code == "bid_winners" and isinstance(args[0], int) and isinstance(args[1], tuple):
        return _bid_winners(args[0], args[1], args[2] if len(args) > 2 else 0)
    ints = [a for a in args if isinstance(a, int)]
    if code == "shelem_bid" and len(ints) == 2:
        return fill(translate("Hint", "Bid %1: your hand should capture about %2 points."),
                    num(ints[0]), num(ints[1]))
    if code == "shelem_pass" and len(ints) == 2:
        return fill(translate("Hint", "Pass: your hand should capture about %1 points, less "
                                      "than the %2 a bid needs."), num(ints[0]), num(ints[1]))
    return None


def hint_text(reason: Reason | None) -> str | None:
    """The reason in one line of the user's language; None for no reason (or a code this
    table does not word)."""
    if reason is None:
        return None
    args = reason.args
    if args and isinstance(args[0], Card):
        return _card_text(reason.code, args[0])
    if len(args) == 1 and isinstance(args[0], int):
        return _total_text(reason.code, args[0])
    return _other_text(reason.code, args)


def _bid_winners(bid: int, named: tuple[object, ...], low_spades: object) -> str:
    """A bid's reason: the cards likely to win by their rank, and how many more the low
    spades should take (by length or by ruffing a short suit)."""
    cards = listed([card_name(c) for c in named if isinstance(c, Card)])
    more = low_spades if isinstance(low_spades, int) else 0
    if cards and more:
        return fill(Hint.tr("Bid %1: your %2 should take tricks, and your low spades %Ln "
                            "more trick(s).", None, more), num(bid), cards)
    if more:
        return fill(Hint.tr("Bid %1: your low spades should take %Ln trick(s), by their "
                            "number or by ruffing.", None, more), num(bid))
    if cards:
        return fill(translate("Hint", "Bid %1: your %2 should take tricks."), num(bid), cards)
    return fill(translate("Hint", "Bid %1: what your hand should take, though no single "
                                  "card of it is a likely winner."), num(bid))

