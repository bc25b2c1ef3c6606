"""What the Mau-Mau table says: the messages of play, the status badges, the turn prompt's
words, the round's penalty table, the match's end and the score sheet. Built from the
state or the event; no widgets (`cardtable/ui/games/mau_mau.py` shows them)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.cards import PACK_52, Card, Rank, Suit, card
from cardtable.rules.base import Action, Event
from cardtable.rules.mau_mau import (
    DRAWN,
    DirectionReversed,
    Draw,
    Eliminated,
    LastCard,
    LastCardCalled,
    LastCardPenalty,
    MauMauState,
    MauPlay,
    Pass,
    Passed,
    PrizeEight,
    RoundWon,
    SevenPending,
    SevenTaken,
    SuitNamed,
    TurnSkipped,
    TwoTargeted,
)
from cardtable.ui.words import (
    RED,
    Counted,
    card_code,
    card_name,
    fill,
    lines_html,
    num,
    numbers_kept_with_words,
    seat_name,
    signed,
    suit_html,
    suit_name,
)

translate = QCoreApplication.translate
MauMau = Counted("MauMau")  # phrases with a count

TWO_DIGITS = tuple(11 * d for d in range(1, 10))
"""Each digit twice: Persian digits differ in width, the widest two-digit count is one."""
SEVENS = range(2, 17)
"""What a pile of sevens makes you draw: two packs' eight sevens at most."""


def short_card(card: Card) -> str:
    """A card as printed in its corner, with its suit's colour (for the summary)."""
    rank = {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J"}.get(
        card.rank, str(int(card.rank)))
    suit = Suit.SPADES if card.suit is None else card.suit
    colour = RED if suit.is_red else "#111111"
    # Isolated left to right, so that "7♠" does not turn into "♠7" in Persian text.
    return f'<span style="color:{colour}">{card_code(rank + suit.symbol)}</span>'


def way(counter_clockwise: bool) -> str:
    return (translate("MauMau", "to the right (counter-clockwise)") if counter_clockwise
            else translate("MauMau", "to the left (clockwise)"))


def names(seats: Sequence[int], human: int) -> str:
    """Names in a list: "Dara, Kaveh"."""
    words = [seat_name(s, human) for s in seats]
    text = words[0] if words else ""
    for name in words[1:]:
        text = fill(translate("MauMau", "%1, %2", "a list of names"), text, name)
    return text


# ------------------------------------------------------------------ messages


def deal_text(number: int, dealer: int, human: int) -> str:
    if dealer == human:
        return fill(translate("MauMau", "Round %1: you deal."), num(number))
    return fill(translate("MauMau", "Round %1: %2 deals."), num(number), seat_name(dealer, human))


def reshuffle_text() -> str:
    return translate("MauMau", "The stock is empty: the discards under the top card are "
                               "shuffled into a new stock.")


def event_text(event: Event, human: int) -> str | None:
    """The message an event shows at the table (None: it shows none)."""
    you = getattr(event, "seat", None) == human
    name = seat_name(getattr(event, "seat", 0) or 0, human)
    for kind, words in _WORDS:
        if isinstance(event, kind):
            return words(event, you, name, human)
    return None


def _suit_named(event: SuitNamed, you: bool, name: str, human: int) -> str:
    suit = suit_name(event.suit)
    return (fill(translate("MauMau", "You play a jack and name %1."), suit) if you
            else fill(translate("MauMau", "%1 plays a jack and names %2."), name, suit))


def _reversed(event: DirectionReversed, you: bool, name: str, human: int) -> str:
    where = way(event.direction == 1)
    return (fill(translate("MauMau", "You play a 10: play now goes %1."), where) if you
            else fill(translate("MauMau", "%1 plays a 10: play now goes %2."), name, where))


def _skipped(event: TurnSkipped, you: bool, name: str, human: int) -> str:
    return (translate("MauMau", "An ace: you miss your turn.") if you
            else fill(translate("MauMau", "An ace: %1 misses a turn."), name))


def _seven(event: SevenPending, you: bool, name: str, human: int) -> str:
    return fill(translate("MauMau", "A seven: the next player draws %1 or plays a 7."),
                num(event.count))


def _sevens_taken(event: SevenTaken, you: bool, name: str, human: int) -> str:
    return (fill(translate("MauMau", "You draw %1 cards for the sevens."), num(event.count))
            if you else fill(translate("MauMau", "%1 draws %2 cards for the sevens."), name,
                             num(event.count)))


def _eight(event: PrizeEight, you: bool, name: str, human: int) -> str:
    return (translate("MauMau", "An eight: play again, its suit or another 8.") if you
            else fill(translate("MauMau", "An eight: %1 plays again."), name))


def _two(event: TwoTargeted, you: bool, name: str, human: int) -> str:
    if event.target == human:
        return fill(translate("MauMau", "%1 plays a 2: you draw a card."), name)
    target = seat_name(event.target, human)
    return (fill(translate("MauMau", "You play a 2: %1 draws a card."), target) if you
            else fill(translate("MauMau", "%1 plays a 2: %2 draws a card."), name, target))


def _passed(event: Passed, you: bool, name: str, human: int) -> str:
    return (translate("MauMau", "You pass.") if you
            else fill(translate("MauMau", "%1 passes."), name))


def _called(event: LastCardCalled, you: bool, name: str, human: int) -> str:
    return (translate("MauMau", "You call “Last card!”") if you
            else fill(translate("MauMau", "%1: “Last card!”"), name))


def _penalty(event: LastCardPenalty, you: bool, name: str, human: int) -> str:
    return (translate("MauMau", "You did not call “Last card!”: you draw a penalty card.")
            if you else fill(translate("MauMau", "%1 did not call “Last card!” and draws a "
                                                 "penalty card."), name))


def _won(event: RoundWon, you: bool, name: str, human: int) -> str:
    if event.doubled:
        return (translate("MauMau", "You go out with a jack: every penalty is doubled!")
                if you else fill(translate("MauMau", "%1 goes out with a jack: every penalty "
                                                     "is doubled!"), name))
    return (translate("MauMau", "You are out of cards and win the round!") if you
            else fill(translate("MauMau", "%1 is out of cards and wins the round."), name))


def _eliminated(event: Eliminated, you: bool, name: str, human: int) -> str:
    return (fill(translate("MauMau", "You reach %1 penalty points and are out of the game."),
                 num(event.total)) if you
            else fill(translate("MauMau", "%1 reaches %2 penalty points and is out of the "
                                          "game."), name, num(event.total)))


_WORDS: tuple[tuple[type, Callable[[Any, bool, str, int], str]], ...] = (
    (SuitNamed, _suit_named), (DirectionReversed, _reversed), (TurnSkipped, _skipped),
    (SevenPending, _seven), (SevenTaken, _sevens_taken), (PrizeEight, _eight),
    (TwoTargeted, _two), (Passed, _passed), (LastCardCalled, _called),
    (LastCardPenalty, _penalty), (RoundWon, _won), (Eliminated, _eliminated),
)


def hint_text(action: Action, human: int) -> str | None:
    if isinstance(action, MauPlay):
        if action.suit is not None:
            return fill(translate("MauMau", "Hint: play the %1 and name %2."),
                        card_name(action.card), suit_name(action.suit))
        if action.target is not None:
            return fill(translate("MauMau", "Hint: play the %1 at %2."),
                        card_name(action.card), seat_name(action.target, human))
        return fill(translate("MauMau", "Hint: play the %1."), card_name(action.card))
    if isinstance(action, Draw):
        return translate("MauMau", "Hint: draw.")
    if isinstance(action, Pass):
        return translate("MauMau", "Hint: pass.")
    if isinstance(action, LastCard):
        return translate("MauMau", "Hint: call “Last card!”")
    return None


# ------------------------------------------------------------- the table's words


def plate_text(state: MauMauState | None, seat: int, human: int) -> str:
    name = seat_name(seat, human)
    if state is None:
        return name
    if not state.active[seat]:
        return fill(translate("MauMau", "%1 · eliminated"), name)
    if not state.round_over and len(state.hands[seat]) == 1:
        return fill(translate("MauMau", "%1 · one card!"), name)
    return name


def stock_text(count: int) -> str:
    return (translate("MauMau", "Stock: 1 card") if count == 1
            else MauMau.tr("Stock: %Ln card(s)", None, count))


def badge_texts(state: MauMauState, human: int) -> dict[str, str]:
    """The status bar's badges by name; those without a text are hidden."""
    live = not state.round_over and bool(state.discard)
    out = {
        "dealer": fill(translate("MauMau", "Dealer: %1"), seat_name(state.dealer, human)),
        "way": fill(translate("MauMau", "Play goes %1"), way(state.direction == 1)),
        "stock": stock_text(len(state.stock)),
        "penalty": penalty_text(state.scores[human], state.options.limit),
        "suit": "", "sevens": "", "eight": "",
    }
    if live and state.named is not None:
        out["suit"] = suit_chip(state.named)
    if live and state.pending7:
        out["sevens"] = sevens_chip(state.pending7)
    if live and state.prize8:
        out["eight"] = eight_chip(state.turn, human)
    return out


def penalty_text(points: int, limit: int) -> str:
    return fill(translate("MauMau", "Your penalty points: %1 (out at %2)"), num(points),
                num(limit))


def suit_chip(suit: Suit) -> str:
    return fill(translate("MauMau", "Jack: follow %1"), f"<b>{suit_html(suit)}</b>")


def sevens_chip(count: int) -> str:
    return fill(translate("MauMau", "Sevens: +%1 to draw"), num(count))


def eight_chip(turn: int, human: int) -> str:
    if turn == human:
        return translate("MauMau", "Eight: you play again")
    return fill(translate("MauMau", "Eight: %1 plays again"), seat_name(turn, human))


def target_text(seat: int, held: int, human: int) -> str:
    if held == 1:
        return fill(translate("MauMau", "%1 (one card)"), seat_name(seat, human))
    return fill(translate("MauMau", "%1 (%2 cards)"), seat_name(seat, human), num(held))


# ------------------------------------------------------------- the turn prompt


def bar_words(state: MauMauState, human: int, legal: Sequence[Action]) -> tuple[str, str]:
    """The turn prompt's title and help."""
    if state.to_act != human:  # only the call is open: the next player is thinking
        return (translate("MauMau", "One card left!"),
                translate("MauMau", "Call it before the next player moves, or draw a penalty "
                                    "card."))
    top = state.discard[-1]
    plays = any(isinstance(a, MauPlay) for a in legal)
    if state.pending7:
        return (fill(translate("MauMau", "Sevens: draw %1"), num(state.pending7)),
                translate("MauMau", "Play a 7 to pass the draw on, or take the cards."))
    if state.prize8:
        return (translate("MauMau", "Play again"),
                eight_help(Suit.SPADES if top.suit is None else top.suit))
    if state.phase == DRAWN and state.drawn is not None:
        return (fill(translate("MauMau", "You drew the %1"), card_name(state.drawn)),
                translate("MauMau", "Play it now, or keep it and pass.") if plays
                else translate("MauMau", "It does not fit: keep it and pass."))
    follow = state.named if state.named is not None else top.suit
    if follow is None:  # a card without a suit never lies on Mau-Mau's pile
        follow = Suit.SPADES
    return (translate("MauMau", "Your turn"),
            turn_help(follow) if plays else translate("MauMau", "Nothing fits: draw a card."))


def eight_help(suit: Suit) -> str:
    return fill(translate("MauMau", "After your 8: a card of %1 or another 8."), suit_html(suit))


def turn_help(suit: Suit) -> str:
    return fill(translate("MauMau", "Click a card of %1 or a card of the same rank; a jack "
                                    "goes on anything but a 7."), suit_html(suit))


def draw_text(state: MauMauState) -> str:
    if state.pending7:
        can = min(state.pending7, len(state.stock) + len(state.discard) - 1)
        return (translate("MauMau", "Take the last card") if can == 1
                else fill(translate("MauMau", "Take %1 cards"), num(can)))
    if state.prize8:
        return translate("MauMau", "Draw a card and end your turn")
    return translate("MauMau", "Draw a card")


def pass_text(state: MauMauState) -> str:
    return (translate("MauMau", "Keep it and pass") if state.phase == DRAWN
            else translate("MauMau", "Pass"))


def call_text(armed: bool) -> str:
    return (translate("MauMau", "Last card! (said with my play)") if armed
            else translate("MauMau", "Last card!"))


# ------------------------------------------------------------------ the round's end


def next_label(state: MauMauState) -> str:
    if state.match_over:
        return translate("MauMau", "See the result")
    return translate("MauMau", "Next round")


def summary_html(state: MauMauState, human: int) -> str:
    """The round's summary: who went out, the penalty table, who is out of the game."""
    if not state.results:
        return ""
    result = state.results[-1]
    d = result.details
    winner = d["winner"]
    eliminated = list(d.get("eliminated", []))
    return summary_for(state, human, winner, d["doubled"], result.points, result.totals,
                       eliminated, [list(h) for h in state.hands])


def summary_for(state: MauMauState, human: int, winner: int, doubled: bool,
                points: Sequence[int], totals: Sequence[int], eliminated: list[int],
                hands: list[list[Card]]) -> str:
    head = (translate("MauMau", "You go out and win the round!") if winner == human
            else fill(translate("MauMau", "%1 goes out and wins the round"),
                      seat_name(winner, human)))
    # A heading without a paragraph's margins: the summary keeps to the room it has.
    lines = [f"<span style='font-size:15pt'><b>{head}</b></span>"]
    if doubled:
        lines.append("<b>" + translate("MauMau", "The last card was a jack: every penalty "
                                                 "this round counts double.") + "</b>")
    else:
        lines.append(translate("MauMau", "Cards left in hand cost penalty points: 2 to 10 "
                                         "face value, jack 20, queen 3, king 4, ace 11."))
    lines.append(penalty_table(state, human, points, totals, winner, eliminated, hands))
    limit = num(state.options.limit)
    for seat in eliminated:
        lines.append(fill(translate("MauMau", "You reached the limit of %1 and are out of "
                                              "the game."), limit) if seat == human
                     else fill(translate("MauMau", "%1 reached the limit of %2 and is out "
                                                   "of the game."), seat_name(seat, human),
                               limit))
    if state.match_over:
        if human in state.winners:
            lines.append("<b>" + translate("MauMau", "You are the last player left: you "
                                                     "win the match!") + "</b>")
        else:
            lines.append("<b>" + fill(translate("MauMau", "%1 wins the match."),
                                      names(state.winners, human)) + "</b>")
    return lines_html(lines)


def penalty_table(state: MauMauState, human: int, points: Sequence[int],
                  totals: Sequence[int], winner: int, eliminated: list[int],
                  hands: list[list[Card]]) -> str:
    left = translate("MauMau", "Cards left")
    this_round = translate("MauMau", "This round")
    total_word = translate("MauMau", "Total")
    rows = [f"<tr><th></th><th style='padding:0 8px'>{left}</th>"
            f"<th style='padding:0 8px'>{this_round}</th>"
            f"<th style='padding:0 8px'>{total_word}</th></tr>"]
    for seat in range(state.players):
        if not state.active[seat] and seat not in eliminated:
            continue  # out of the game before this round
        cards = (" ".join(short_card(c) for c in hands[seat]) if seat != winner
                 else translate("MauMau", "out"))
        total = num(totals[seat])
        if seat in eliminated:
            total = f"<b style='color:{RED}'>{total} ✗</b>"
        rows.append(f"<tr><td style='padding:0 8px'><b>{seat_name(seat, human)}</b></td>"
                    f"<td style='padding:0 8px'>{cards}</td>"
                    f"<td align='center'>{num(points[seat])}</td>"
                    f"<td align='center'>{total}</td></tr>")
    # No spacing between the cells: eight rows are the height of Persian's laptop table.
    return ("<table align='center' cellspacing='0' style='margin-top:6px'>" + "".join(rows)
            + "</table>")


def match_end_html(state: MauMauState, human: int) -> str:
    if human in state.winners:
        head = translate("MauMau", "You win the match!")
    else:
        head = fill(translate("MauMau", "%1 wins the match."), names(state.winners, human))
    totals = "<br>".join(fill(MauMau.tr("%1: %Ln penalty point(s)", None, t),
                              seat_name(s, human)) for s, t in enumerate(state.totals))
    return f"<p style='font-size:16pt'><b>{head}</b></p>{totals}"


def score_sheet(state: MauMauState, human: int) -> tuple[list[str], list[list[str]]]:
    headers = [translate("MauMau", "Round"), translate("MauMau", "Winner")]
    headers += [seat_name(s, human) for s in range(state.players)]
    headers.append(translate("MauMau", "Note"))
    rows = []
    out: set[int] = set()
    for i, result in enumerate(state.results):
        d = result.details
        cells = [num(i + 1), seat_name(d["winner"], human)]
        for seat in range(state.players):
            if seat in out:
                cells.append("")
            elif seat == d["winner"]:
                cells.append(fill(translate("MauMau", "out (%1)"), num(result.totals[seat])))
            else:
                cells.append(fill(translate("MauMau", "%1 (%2)", "points this game (total)"),
                                  signed(result.points[seat]), num(result.totals[seat])))
        notes = []
        if d["doubled"]:
            notes.append(translate("MauMau", "doubled (jack)"))
        if d.get("eliminated"):
            notes.append(fill(translate("MauMau", "eliminated: %1"),
                              names(list(d["eliminated"]), human)))
            out.update(d["eliminated"])
        cells.append(fill(translate("MauMau", "%1; %2"), *notes) if len(notes) == 2
                     else (notes[0] if notes else ""))
        rows.append(cells)
    return headers, rows


# ------------------------------------------------------- the longest texts (room kept)


def draw_texts() -> list[str]:
    return [translate("MauMau", "Take the last card"), translate("MauMau", "Draw a card"),
            translate("MauMau", "Draw a card and end your turn"),
            *[fill(translate("MauMau", "Take %1 cards"), num(n)) for n in SEVENS]]


def bar_titles() -> list[str]:
    return [translate("MauMau", "One card left!"), translate("MauMau", "Play again"),
            translate("MauMau", "Your turn"),
            *[fill(translate("MauMau", "Sevens: draw %1"), num(n)) for n in SEVENS],
            *[fill(translate("MauMau", "You drew the %1"), card_name(c)) for c in PACK_52]]


def samples(name: str, state: MauMauState, human: int, shown: str = "") -> list[str]:
    """The texts the table's label `name` may show at its longest: an eliminated player's
    plate, the widest counts, the turn's longest help, a crowded round's summary (and the
    one `shown`, if it is longer)."""
    if name.startswith("plate:"):
        seat = seat_name(int(name[6:]), human)
        texts = [fill(translate("MauMau", "%1 · eliminated"), seat),
                 fill(translate("MauMau", "%1 · one card!"), seat)]
    elif name == "summary":
        texts = [crowded_summary(state, human)] + ([shown] if shown else [])
    else:
        texts = _badge_samples(name, state, human)
    return [numbers_kept_with_words(text) for text in texts]


def _badge_samples(name: str, state: MauMauState, human: int) -> list[str]:
    seats = range(state.players)
    if name == "dealer":
        return [fill(translate("MauMau", "Dealer: %1"), seat_name(s, human)) for s in seats]
    if name == "way":
        return [fill(translate("MauMau", "Play goes %1"), way(w)) for w in (True, False)]
    if name == "stock":
        return [stock_text(n) for n in (1, *TWO_DIGITS)]
    if name == "penalty":
        return [penalty_text(111 * d, state.options.limit) for d in range(1, 10)]
    if name == "suit":
        return [suit_chip(s) for s in Suit]
    if name == "sevens":
        return [sevens_chip(n) for n in SEVENS]
    if name == "eight":
        return [eight_chip(s, human) for s in seats]
    if name == "bar":
        return [turn_help(s) for s in Suit] + [eight_help(s) for s in Suit]
    return []


def crowded_summary(state: MauMauState, human: int) -> str:
    """A round's summary with every seat but yours holding eight cards, all doubled, one
    seat out of the game: the most a summary says."""
    players = state.players
    eight = [card(r, s) for r, s in zip((Rank.TEN, Rank.QUEEN, Rank.KING, Rank.ACE, Rank.JACK,
                                         Rank.NINE, Rank.SEVEN, Rank.EIGHT), list(Suit) * 2,
                                        strict=True)]
    hands = [[] if s == human else eight for s in range(players)]
    limit = state.options.limit
    return summary_for(state, human, human, True, [99] * players, [limit + 99] * players,
                       [(human + 1) % players], hands)
