"""How the UI words the model's codes: card, suit and seat names, and numbers in the
user's digits (Persian digits in Persian)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QApplication

from cardtable.cards import Card, Rank, Suit


class Counted:
    """Phrases with a count, in one translation context, worded by Qt's plural forms:
    `Golf = Counted("Golf")`, then `Golf.tr("Stock: %Ln card(s)", None, n)` (English: "Stock:
    1 card", "Stock: 2 cards"; %Ln is the number in the user's digits).

    pyside6-lupdate keeps the plural only from a `NAME.tr(text, comment, n)` call, and names
    its context NAME: in `translate(context, text, comment, n)` it takes a variable `n` for a
    text encoding and loses the plural. Hence an object named after its context."""

    def __init__(self, context: str) -> None:
        self.context = context

    def tr(self, text: str, comment: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(self.context, text, comment, n)


def num(value: int) -> str:
    """A number in the current language's digits, with a proper minus sign kept on the left
    of the digits (see signed)."""
    return signed(value, plus=False)


def suit_name(suit: Suit) -> str:
    return {
        Suit.SPADES: QCoreApplication.translate("Cards", "Spades"),
        Suit.HEARTS: QCoreApplication.translate("Cards", "Hearts"),
        Suit.DIAMONDS: QCoreApplication.translate("Cards", "Diamonds"),
        Suit.CLUBS: QCoreApplication.translate("Cards", "Clubs"),
    }[suit]


RED = "#c0182a"
"""The red suits' colour in the table's words."""


def suit_html(suit: Suit, light: bool = False) -> str:
    """A suit's symbol in its colour, then its name (`light`: black suits on a dark badge)."""
    colour = RED if suit.is_red else ("#f4f1e6" if light else "#111111")
    return f'<span style="color:{colour}">{suit.symbol}</span>&nbsp;{suit_name(suit)}'


def rank_name(rank: Rank) -> str:
    names = {
        Rank.ACE: QCoreApplication.translate("Cards", "Ace"),
        Rank.KING: QCoreApplication.translate("Cards", "King"),
        Rank.QUEEN: QCoreApplication.translate("Cards", "Queen"),
        Rank.JACK: QCoreApplication.translate("Cards", "Jack"),
        Rank.RED_JOKER: QCoreApplication.translate("Cards", "Red joker"),
        Rank.BLACK_JOKER: QCoreApplication.translate("Cards", "Black joker"),
        Rank.JOKER: QCoreApplication.translate("Cards", "Joker"),
    }
    if rank in names:
        return names[rank]
    return num(rank.pip)


def card_name(card: Card) -> str:
    if card.suit is None:
        return rank_name(card.rank)
    text = QCoreApplication.translate("Cards", "%1 of %2", "rank of suit")
    return text.replace("%1", rank_name(card.rank)).replace("%2", suit_name(card.suit))


def seat_name(seat: int, human: int = 0) -> str:
    """The players' names: the human is "You"; the computer players have Persian names."""
    if seat == human:
        return QCoreApplication.translate("Seats", "You")
    names = [
        QCoreApplication.translate("Seats", "Dara"),
        QCoreApplication.translate("Seats", "Shirin"),
        QCoreApplication.translate("Seats", "Kaveh"),
        QCoreApplication.translate("Seats", "Laleh"),
        QCoreApplication.translate("Seats", "Babak"),
        QCoreApplication.translate("Seats", "Nasrin"),
        QCoreApplication.translate("Seats", "Omid"),
        QCoreApplication.translate("Seats", "Parisa"),
    ]
    return names[(seat - human - 1) % len(names)]


def separator() -> str:
    """Between the parts of a line or a name plate: " · " in English; in Persian " | ", as
    a middle dot beside Persian digits reads as a zero ("۰ · ۰")."""
    return QCoreApplication.translate("Words", " · ", "between the parts of a line")


def series(items: Sequence[str]) -> str:
    """Items one after another: "A, B, C" (in Persian with its own comma, «الف، ب، ج»)."""
    text = items[0] if items else ""
    for item in items[1:]:
        text = fill(QCoreApplication.translate("Words", "%1, %2", "a list's items before its "
                                               "last"), text, item)
    return text


def listed(items: Sequence[str]) -> str:
    """Items as a sentence lists them: "A, B and C" (in Persian «الف، ب و ج»)."""
    if len(items) < 2:
        return series(items)
    return fill(QCoreApplication.translate("Words", "%1 and %2", "a list's last item"),
                series(items[:-1]), items[-1])


def fill(text: str, *args: str) -> str:
    """Put the arguments in a translated text's %1, %2... (in one pass, so an argument that
    itself contains "%2" is left alone)."""

    def sub(m: re.Match[str]) -> str:
        i = int(m.group(1)) - 1
        return args[i] if 0 <= i < len(args) else m.group(0)

    return re.sub(r"%(\d)", sub, text)


_BLOCK_OPEN = re.compile(r"^\s*<(p|table|div)[\s>]")
_BLOCK_CLOSE = re.compile(r"</(p|div)>\s*$")


def lines_html(parts: Iterable[str]) -> str:
    """Rich text's parts one to a line: a <br> between two runs of text, none before a
    block (a paragraph, a table) nor after a paragraph, which keep their own margins (a
    <br> there is an empty line in Qt's rich text)."""
    out = ""
    for part in parts:
        if out and not _BLOCK_CLOSE.search(out) and not _BLOCK_OPEN.match(part):
            out += "<br>"
        out += part
    return out


# Bidi marks. Qt's item views (score sheets in a QTableView) ignore the embeddings LRE...PDF,
# so a sign kept on the left of its digits is fenced with marks instead: a left-to-right mark
# before (the sign and the digits make one left-to-right run) and a right-to-left mark after
# (whatever follows, a bracket or a word, goes back to the right-to-left text). Card codes,
# "10♦", are isolated (LRI...PDI): each reads left to right, and a row of them still runs
# right to left in Persian.
LRM, RLM, LRI, PDI = "\u200e", "\u200f", "\u2066", "\u2069"


def _right_to_left() -> bool:
    return QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft


def signed(value: int, plus: bool = True) -> str:
    """A number with its sign on the left of its digits in either direction of text: "+9",
    "−50" (0 stays "0"; plus=False leaves a positive number without "+"). Every number that
    may carry a sign goes through here, in labels and score sheets alike."""
    digits = QLocale().toString(abs(value))
    if value < 0:
        sign = "\u2212" if _right_to_left() else QLocale().negativeSign()
    elif value > 0 and plus:
        sign = "+"
    else:
        return digits
    sign = sign.strip(LRM)  # QLocale's Persian signs carry their own mark
    if _right_to_left():
        return LRM + sign + digits + RLM
    return sign + digits


def score(value: int) -> str:
    """A score or total that may be negative: "12", "−4" (no "+"), sign kept on the left."""
    return signed(value, plus=False)


def card_code(text: str) -> str:
    """A card as its corner shows it ("10♦", may hold rich text), kept left to right as one
    piece, while a row of them follows the direction of the text around it."""
    return LRI + text + PDI if _right_to_left() else text


def digits(text: str) -> str:
    """A code such as a version number ("0.9.1") in the user's digits, kept in one piece
    left to right."""
    locale = QLocale()
    return ltr("".join(locale.toString(int(c)) if c.isascii() and c.isdigit() else c
                       for c in text))


def ltr(text: str) -> str:
    """Keep a figure with its sign in one piece inside right-to-left text (in labels and
    item views alike, see LRM above)."""
    if _right_to_left():
        return LRM + text + RLM
    return text


_TAG = re.compile(r"(<[^>]*>)")
_SPACE_BEFORE_NUMBER = re.compile(r" (?=[\u200e\u200f\u202a-\u202e\u2066-\u2069]*[(+\-\u2212]?\d)")


def numbers_kept_with_words(html: str) -> str:
    """The text with a no-break space before every number, so that a wrapped line never
    leaves a number alone at the start of the next ("... and Dara" / "0"): the number goes
    down with the word before it. Spaces inside rich-text tags are left alone."""
    parts = _TAG.split(html)
    for i in range(0, len(parts), 2):  # the text between tags
        parts[i] = _SPACE_BEFORE_NUMBER.sub("\u00a0", parts[i])
    return "".join(parts)
