"""Old Maid's words: the summary, the match's end and the score sheet, from the state (no
widgets)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.rules.old_maid import OldMaidState
from cardtable.ui.words import fill, num, seat_name

translate = QCoreApplication.translate


def loser_line(loser: int, human: int) -> str:
    if loser == human:
        return translate("OldMaid", "You were left holding the joker")
    return fill(translate("OldMaid", "%1 was left holding the joker"), seat_name(loser, human))


def summary_html(state: OldMaidState, loser: int, out: Sequence[int], human: int) -> str:
    """Who is the Old Maid and why, then every player's pairs, place out and points."""
    head = (f"<p style='font-size:15pt; margin-bottom:4px'><b>{loser_line(loser, human)}"
            "</b></p>")
    lines = [translate("OldMaid", "The joker pairs with nothing, so it can only be "
                                  "passed on by being drawn.")]
    if loser == human:
        lines.append("<b>" + translate("OldMaid", "You are the Old Maid: you lose this "
                                                  "game.") + "</b>")
    else:
        lines.append("<b>" + fill(translate("OldMaid", "%1 is the Old Maid and loses; "
                                                       "you are safe and win."),
                                  seat_name(loser, human)) + "</b>")
    # The order out is a column of the table, not a line of names: eight players' names
    # took two lines more than a laptop's screen has in Persian.
    return head + "<br>".join(lines) + table_html(state, human, out)


def place_out(state: OldMaidState, seat: int, out: Sequence[int]) -> str:
    """A seat's place in the order out: its number, "Old Maid", or "" (still holding)."""
    if seat == state.loser:
        return translate("OldMaid", "Old Maid")
    return num(list(out).index(seat) + 1) if seat in out else ""


def table_html(state: OldMaidState, human: int, out: Sequence[int] | None = None) -> str:
    """Every player's pairs and points, and with `out` their place in the order out."""
    heads = [translate("OldMaid", "Player"), translate("OldMaid", "Pairs")]
    if out is not None:
        heads.append(translate("OldMaid", "Order out"))
    heads.append(translate("OldMaid", "Points"))
    rows = ["<tr>" + "".join(f"<th style='padding:0 10px'>{h}</th>" for h in heads)
            + "</tr>"]
    points = state.results[-1].points if state.results else (0,) * state.players
    for s in range(state.players):
        colour = "#b01828" if s == state.loser else "#202020"
        place = ("" if out is None else
                 f"<td align='center' style='padding:0 10px'>{place_out(state, s, out)}</td>")
        rows.append(f"<tr style='color:{colour}'><td style='padding:0 10px'>"
                    f"{seat_name(s, human)}</td>"
                    f"<td align='center'>{num(len(state.pairs[s]) // 2)}</td>{place}"
                    f"<td align='center'>{num(points[s])}</td></tr>")
    return "<table align='center' style='margin-top:6px'>" + "".join(rows) + "</table>"


def match_end_html(state: OldMaidState, human: int) -> str:
    if state.loser == human:
        head = translate("OldMaid", "You were left holding the joker: you lose.")
    else:
        head = fill(translate("OldMaid", "You win! %1 was left holding the joker."),
                    seat_name(state.loser if state.loser is not None else 0, human))
    return f"<p style='font-size:16pt'><b>{head}</b></p>" + table_html(state, human)


def score_sheet(state: OldMaidState, out: Sequence[int],
                human: int) -> tuple[list[str], list[list[str]]]:
    """A row per player: cards, pairs, the order they went out, points."""
    headers = [translate("OldMaid", "Player"), translate("OldMaid", "Cards in hand"),
               translate("OldMaid", "Pairs laid out"), translate("OldMaid", "Order out"),
               translate("OldMaid", "Points")]
    points = state.results[-1].points if state.results else None
    rows = []
    for s in range(state.players):
        rows.append([seat_name(s, human), num(len(state.hands[s])),
                     num(len(state.pairs[s]) // 2), place_out(state, s, out),
                     num(points[s]) if points is not None else ""])
    return headers, rows


def turn_text(turn: int, victim: int, human: int) -> str:
    if turn == human:
        return fill(translate("OldMaid", "Your turn: draw from %1"), seat_name(victim, human))
    if victim == human:
        return fill(translate("OldMaid", "%1 draws from you"), seat_name(turn, human))
    return fill(translate("OldMaid", "%1 draws from %2"), seat_name(turn, human),
                seat_name(victim, human))


def holding_text(holding: int, players: int) -> str:
    return fill(translate("OldMaid", "Players still holding cards: %1 of %2"),
                num(holding), num(players))


def pairs_text(pairs: int) -> str:
    return fill(translate("OldMaid", "Pairs laid out: %1 of %2"), num(pairs), num(26))


def sample_texts(name: str, state: OldMaidState, human: int) -> list[str]:
    """Every text the label `name` of the table's spec may show at its longest (every
    name and count: digits differ in width), a summary for every loser (the table
    measures the widest few)."""
    seats = range(state.players)
    others = [s for s in seats if s != human]
    names = [seat_name(s, human) for s in seats]
    if name.startswith("plate:"):
        return [fill(translate("OldMaid", "%1 · Old Maid"), seat_name(int(name[6:]), human))]
    texts = {
        "dealer": lambda: [fill(translate("OldMaid", "Dealer: %1"), n) for n in names],
        "turn": lambda: [turn_text(t, v, human) for t in seats for v in seats if t != v]
                        + [loser_line(s, human) for s in seats],
        "holding": lambda: [holding_text(n, state.players) for n in range(1, 9)],
        "pairs": lambda: [pairs_text(n) for n in range(27)],
        "safe": lambda: ["<b>" + translate("OldMaid", "You are out: safe!") + "</b>"],
        "pick-help": lambda: [fill(translate("OldMaid", "Draw a card from %1's hand: click "
                                                        "any card."), n) for n in names],
        "toast": lambda: [translate("OldMaid", "Hint: the draw is blind, so every card is "
                                               "as good as another. Try this one.")]
                         + [fill(translate("OldMaid", "%1 is left holding the joker: the "
                                                      "Old Maid!"), n) for n in names],
        # every other player out before the loser
        "summary": lambda: [summary_html(state, s, [o for o in others if o != s], human)
                            for s in others],
    }
    return texts[name]() if name in texts else []
