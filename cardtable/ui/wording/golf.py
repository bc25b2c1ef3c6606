"""Nine-Card Golf's words: the status badges, the plates, your turn's help, the hints, the
round's summary and the score sheet, read from the state (no widgets here). The grouping a
grid scores by is found here too, for the outlines on the table and the summary."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.cards import PACK_108, Card
from cardtable.rules.base import Action
from cardtable.rules.golf import (
    DRAW,
    FLIP,
    GROUP_MASKS,
    ROUNDS,
    SLOTS,
    VALUE,
    Discard,
    Draw,
    Flip,
    GolfState,
    Replace,
)
from cardtable.ui.words import (
    Counted,
    card_name,
    fill,
    num,
    numbers_kept_with_words,
    rank_name,
    score,
    seat_name,
    series,
)

translate = QCoreApplication.translate
Golf = Counted("Golf")  # phrases with a count

Group = tuple[tuple[int, ...], int]
"""The slots of a matched column or square, and what they score together."""


def best_grouping(grid: list[Card]) -> list[Group]:
    """The groups the model's `grid_score` counts, for showing them: the same search over
    disjoint columns of three and 2 x 2 squares of a rank, keeping the lowest score (among
    groupings that score the same, the one with more groups: a column of kings is shown as
    the matched column it is, though it scores 0 either way)."""
    values = [VALUE[c] for c in grid]
    ranks = [c.rank for c in grid]
    valid = [(mask, slots, value, value - sum(values[s] for s in slots))
             for mask, slots, value in GROUP_MASKS
             if all(ranks[s] is ranks[slots[0]] for s in slots)]
    best: list[Group] = []
    best_key = (0, 0)
    for pick in range(1, 1 << len(valid)):
        used = gain = 0
        chosen: list[Group] = []
        for i, (mask, slots, value, g) in enumerate(valid):
            if pick >> i & 1:
                if used & mask:
                    break
                used |= mask
                gain += g
                chosen.append((slots, value))
        else:
            if (gain, -len(chosen)) < best_key and gain <= 0:
                best_key = (gain, -len(chosen))
                best = chosen
    return best


def face_up_score(grid: list[Card], up: list[bool]) -> int:
    """What a grid's face-up cards score now: their values, with a column or a square
    counted as a group once all its cards are face up (the same grouping as at the end)."""
    if not grid:
        return 0
    known = [k for k in range(SLOTS) if up[k]]
    values = {k: VALUE[grid[k]] for k in known}
    ranks = {k: grid[k].rank for k in known}
    valid = [(mask, value - sum(values[s] for s in slots))
             for mask, slots, value in GROUP_MASKS
             if all(s in ranks for s in slots)
             and all(ranks[s] is ranks[slots[0]] for s in slots)]
    best = 0
    for pick in range(1, 1 << len(valid)):
        used = gain = 0
        for i, (mask, g) in enumerate(valid):
            if pick >> i & 1:
                if used & mask:
                    break
                used |= mask
                gain += g
        else:
            best = min(best, gain)
    return sum(values.values()) + best


# ------------------------------------------------------------------ the table


def final_seats(state: GolfState) -> list[int]:
    """The players still to take their one more turn, in order."""
    if state.ender is None or state.round_over:
        return []
    out = []
    seat = state.turn
    for _ in range(state.final_left):
        if seat != state.ender:
            out.append(seat)
        seat = (seat + 1) % state.players
    return out


def plate_tag(state: GolfState, seat: int) -> str:
    """What a plate says after the name: went out, last turn, dealer, or nothing."""
    if seat == state.ender and not state.round_over:
        return translate("Golf", "went out")
    if seat in final_seats(state):
        return translate("Golf", "last turn")
    if seat == state.dealer:
        return translate("Golf", "dealer")
    return ""


def plate_lines(name: str, tag: str, shown: int, total: int) -> str:
    """A plate: the name (and its tag), then the face-up cards' score and the total."""
    line = fill(translate("Golf", "face up: %1 · total: %2"), score(shown), score(total))
    head = fill(translate("Golf", "%1 · %2", "name · tag"), name, tag) if tag else name
    return head + "\n" + line


def plate_text(state: GolfState, seat: int, human: int) -> str:
    name = seat_name(seat, human)
    if not state.grids[seat]:
        return name
    shown = face_up_score(state.grids[seat], state.faceup[seat])
    return plate_lines(name, plate_tag(state, seat), shown, state.totals[seat])


def round_badge(number: int, dealer: str) -> str:
    return fill(translate("Golf", "Round %1 of %2 · dealer: %3"), num(number), num(ROUNDS),
                dealer)


def total_badge(total: int) -> str:
    return fill(translate("Golf", "Your total: %1 (lowest wins)"), f"<b>{score(total)}</b>")


def discard_badge(top: Card) -> str:
    return fill(translate("Golf", "Discard pile: %1 (%2 points)"), card_name(top),
                score(VALUE[top]))


def stock_badge(count: int) -> str:
    return Golf.tr("Stock: %Ln card(s)", None, count)


def turn_badge(state: GolfState, human: int) -> str:
    if state.round_over and not state.match_over:
        return translate("Golf", "Round over.")
    if not state.round_over and state.turn != human:
        return playing(seat_name(state.turn, human))
    return ""


def playing(name: str) -> str:
    return fill(translate("Golf", "%1 is playing."), name)


def final_badge(state: GolfState, human: int) -> str:
    """Who went out and how many turns are left (nothing before anyone has)."""
    if state.ender is None or state.round_over:
        return ""
    who = (translate("Golf", "You went out") if state.ender == human
           else went_out(seat_name(state.ender, human)))
    return final_line(who, len(final_seats(state)))


def went_out(name: str) -> str:
    return fill(translate("Golf", "%1 went out"), name)


def final_line(who: str, left: int) -> str:
    return fill(translate("Golf", "%1 · one more turn each · %2 to go"), who, num(left))


def badges(state: GolfState, human: int) -> dict[str, str]:
    """The status bar's badges by name ("": hidden now)."""
    top = state.discard[-1] if state.discard else None
    return {
        "round": round_badge(max(1, len(state.deals)), seat_name(state.dealer, human)),
        "total": total_badge(state.totals[human]),
        "discard": discard_badge(top) if top is not None else "",
        "stock": stock_badge(len(state.stock)),
        "turn": final_badge(state, human) or turn_badge(state, human),
    }


def pile_tips(stock: int) -> tuple[str, str]:
    """The stock's and the discard pile's tooltips."""
    return (fill(translate("Golf", "Stock · %1"), num(stock)),
            translate("Golf", "Discard pile"))


# -------------------------------------------------------------- the messages


def deal_text(number: int, dealer: int, human: int) -> str:
    if dealer == human:
        return fill(translate("Golf", "Round %1 of %2: you deal."), num(number), num(ROUNDS))
    return fill(translate("Golf", "Round %1 of %2: %3 deals."), num(number), num(ROUNDS),
                seat_name(dealer, human))


def went_out_text(seat: int, human: int) -> str:
    if seat == human:
        return translate("Golf", "All your cards are face up! Every other player has one "
                                 "more turn.")
    return fill(translate("Golf", "%1 has all nine cards face up! Every other player "
                                  "has one more turn."), seat_name(seat, human))


def reshuffled_text() -> str:
    return translate("Golf", "The stock is used up: the discard pile, all but its top card, "
                             "is shuffled into a new stock.")


def hint_text(action: Action) -> str:
    if isinstance(action, Flip):
        return fill(translate("Golf", "Hint: turn up your cards %1 and %2."),
                    num(action.slots[0] + 1), num(action.slots[1] + 1))
    if isinstance(action, Draw):
        return (translate("Golf", "Hint: draw from the stock.") if action.source == "stock"
                else translate("Golf", "Hint: take the discard pile's card."))
    if isinstance(action, Replace):
        return fill(translate("Golf", "Hint: put it in place of your card %1."),
                    num(action.slot + 1))
    if isinstance(action, Discard):
        return translate("Golf", "Hint: discard it.")
    return ""


# ----------------------------------------------------------------- your turn


def bar_title(final: bool) -> str:
    return translate("Golf", "Your last turn!") if final else translate("Golf", "Your turn")


def keys_text() -> str:
    return translate("Golf", "Keys: 1-9 your cards, S the stock, D the discard pile.")


def last_turn_line() -> str:
    return ("<br><b style='color:#b01828'>"
            + translate("Golf", "After this turn your grid is turned up and scored.") + "</b>")


def flip_help(chosen: int) -> str:
    if chosen == 0:
        return translate("Golf", "First turn: click two of your cards to turn them face up.")
    return translate("Golf", "Now click a second card to turn face up.")


def draw_help() -> str:
    return translate("Golf", "Draw the top card of the stock, or take the discard pile's top "
                             "card. Then you place it in your grid.")


def place_help(held: Card | None, from_stock: bool) -> str:
    held_text = f"<b>{card_name(held)}</b>" if held is not None else ""
    if from_stock:
        return fill(translate("Golf", "You drew the %1. Click a card of your grid to replace "
                                      "it, or discard the %1."), held_text)
    return fill(translate("Golf", "You took the %1. Click a card of your grid to replace it."),
                held_text)


def bar_help(state: GolfState, chosen: int) -> str:
    """Your turn's help for the phase the round is in, the last turn's warning after it."""
    if state.phase == FLIP:
        text = flip_help(chosen)
    elif state.phase == DRAW:
        text = draw_help()
    else:
        text = place_help(state.held, state.held_from == "stock")
    return text + (last_turn_line() if state.ender is not None else "")


def take_label(card: Card) -> str:
    return fill(translate("Golf", "Take the %1"), card_name(card))


def stock_label() -> str:
    return translate("Golf", "Draw from the stock")


def discard_label() -> str:
    return translate("Golf", "Discard it")


# ------------------------------------------------------------- the summary


def summary_title(rounds_done: int) -> str:
    return fill(translate("Golf", "Round %1 of %2 scored"), num(rounds_done), num(ROUNDS))


def next_label(match_over: bool) -> str:
    return translate("Golf", "See the result") if match_over else translate("Golf",
                                                                             "Next round")


def explain(grid: list[Card], groups: list[Group]) -> str:
    """Why a grid scores what it does: its groups, then the cards left over."""
    parts = []
    grouped: set[int] = set()
    for slots, value in groups:
        rank = rank_name(grid[slots[0]].rank)
        if value < 0:
            parts.append(fill(translate("Golf", "square of %1: %2"), rank, score(value)))
        else:
            parts.append(fill(translate("Golf", "column of %1: %2"), rank, score(value)))
        grouped.update(slots)
    rest = [VALUE[grid[k]] for k in range(SLOTS) if k not in grouped]
    if rest:
        parts.append(fill(translate("Golf", "other cards: %1"), score(sum(rest))))
    return series(parts)


def per_row(players: int) -> int:
    """Seats a row of the summary's table (beside your grid, where it is narrow)."""
    return 2


def ender_line(ender: int | None, human: int) -> str:
    if ender is None:
        return ""
    return (translate("Golf", "You turned up all your cards first.") if ender == human
            else ender_named(seat_name(ender, human)))


def ender_named(name: str) -> str:
    return fill(translate("Golf", "%1 turned up all nine cards first."), name)


def legend() -> str:
    return translate("Golf", "Blue: a column of three of a rank (0). Gold: four of a rank in "
                             "a square (−25 together).")


def score_cells(names: list[str], points: list[int], totals: list[int]) -> str:
    """Each seat's round score and total, two a row."""
    cells = ["<td style='padding:1px 9px' align='center'>"
             + fill(translate("Golf", "%1 · %2", "name · tag"), f"<b>{name}</b>",
                    fill(translate("Golf", "%1 points · total %2"), f"<b>{score(p)}</b>",
                         score(t))) + "</td>"
             for name, p, t in zip(names, points, totals, strict=True)]
    n = per_row(len(names))
    rows = ["<tr>" + "".join(cells[i:i + n]) + "</tr>" for i in range(0, len(cells), n)]
    return "<table align='center'>" + "".join(rows) + "</table>"


def summary_parts(ender: str, names: list[str], points: list[int], totals: list[int]) -> str:
    """The summary from its parts: who went out and the scores (the colours' legend is in
    its tooltip, the match's result in the match-end dialog)."""
    return ender + score_cells(names, points, totals)


def summary_html(state: GolfState, human: int) -> str:
    if not state.results:
        return ""
    result = state.results[-1]
    names = [seat_name(s, human) for s in range(state.players)]
    return summary_parts(ender_line(result.details.get("ended_by"), human), names,
                         list(result.points), list(result.totals))


def summary_tip(state: GolfState, human: int) -> str:
    """The colours' legend, and why each grid with a matched column or square scores what
    it does."""
    if not state.results:
        return ""
    lines = [legend()]
    for seat, codes in enumerate(state.results[-1].details["grids"]):
        grid = [Card.parse(c) for c in codes]
        groups = best_grouping(grid)
        if groups:
            lines.append(f"{seat_name(seat, human)}: {explain(grid, groups)}")
    return "\n".join(lines)


def match_line(state: GolfState, human: int) -> str:
    winners = state.winners
    best = min(state.totals)
    if human in winners:
        if len(winners) == 1:
            return fill(translate("Golf", "You win the match with the lowest total, %1!"),
                        score(best))
        return fill(translate("Golf", "You share the lowest total, %1!"), score(best))
    return won_by(seat_name(winners[0], human) if winners else "", best)


def won_by(name: str, best: int) -> str:
    return fill(translate("Golf", "%1 wins the match with the lowest total, %2."), name,
                score(best))


def match_end_html(state: GolfState, human: int) -> str:
    order = sorted(range(state.players), key=lambda s: state.totals[s])
    rows = "".join(f"<tr><td style='padding:0 10px'>{seat_name(s, human)}</td>"
                   f"<td style='padding:0 10px'>{score(state.totals[s])}</td></tr>"
                   for s in order)
    return (f"<p style='font-size:15pt'><b>{match_line(state, human)}</b></p>"
            f"<table align='center'>{rows}</table>")


def score_sheet(state: GolfState, human: int) -> tuple[list[str], list[list[str]]]:
    headers = [translate("Golf", "Round"), translate("Golf", "Went out")]
    headers += [seat_name(s, human) for s in range(state.players)]
    rows = []
    for i, result in enumerate(state.results):
        ender = result.details.get("ended_by")
        row = [num(i + 1), seat_name(ender, human) if ender is not None else "–"]
        row += [fill(translate("Golf", "%1 (%2)", "round score (running total)"),
                     score(result.points[s]), score(result.totals[s]))
                for s in range(state.players)]
        rows.append(row)
    return headers, rows


def card_named(name: str) -> Card:
    return next(c for c in PACK_108 if card_name(c) == name)


def longest_cards() -> list[Card]:
    """The cards with the longest names (in the language shown), for the room they need."""
    cards = sorted(set(PACK_108), key=lambda c: -len(card_name(c)))
    return cards[:3]


def _repeat(digit: int, times: int) -> int:
    return int(str(digit) * times)


def _samples(name: str, names: list[str], human: int, digit: int) -> list[str]:
    long = longest_cards()
    others = [n for s, n in enumerate(names) if s != human] or names
    if name == "round":
        return [round_badge(digit, n) for n in names]
    if name == "total":
        return [total_badge(v) for v in (-_repeat(digit, 2), _repeat(digit, 3))]
    if name == "discard":
        return [discard_badge(c) for c in long]
    if name == "stock":
        return [stock_badge(n) for n in (1, _repeat(digit, 2))]
    if name == "turn":
        return ([translate("Golf", "Round over.")] + [playing(n) for n in others]
                + [final_line(w, digit) for w in
                   [translate("Golf", "You went out")] + [went_out(n) for n in others]])
    if name == "toast":
        return ([reshuffled_text(), went_out_text(human, human)]
                + [went_out_text(s, human) for s in range(len(names)) if s != human])
    if name == "bar":
        last = last_turn_line()
        return ([flip_help(0) + last, draw_help() + last]
                + [place_help(c, True) + last for c in long])
    if name == "summary":
        return [summary_parts(ender_named(n), names,
                                    [-_repeat(digit, 2)] * len(names),
                                    [_repeat(digit, 3)] * len(names))
                for n in others[:2]]
    return []


def samples(name: str, names: list[str], human: int, digit: int) -> list[str]:
    """The longest texts of a label: a plate with its longest tag and wide scores, a badge,
    your turn's help, a summary of every seat (`digit`: the widest digit in the font)."""
    if name.startswith("plate:"):
        low, high = -_repeat(digit, 2), _repeat(digit, 3)
        texts = [plate_lines(names[int(name[6:])], tag, low, high)
                 for tag in (translate("Golf", "went out"), translate("Golf", "last turn"),
                             translate("Golf", "dealer"))]
    else:
        texts = _samples(name, names, human, digit)
    return [numbers_kept_with_words(text) for text in texts]
