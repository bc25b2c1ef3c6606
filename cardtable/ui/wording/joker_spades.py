"""Spades with Jokers' words: the teams, the jokers' rules as they bind your cards, the
badges and plates, the bid prompt, the hand's summary, the score sheet and the match's end,
read from the state (no widgets).

The contexts and English texts are those the table always used ("JokerSpades"), so the
Persian translations apply as they are."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.cards import BLACK_JOKER, RED_JOKER
from cardtable.rules.base import Action, Play
from cardtable.rules.joker_spades import (
    BLACK_JOKER_DEADLINE,
    TRICKS,
    TRUMP,
    JokerSpadesState,
    next_dealer,
    team_of,
    trick_winner,
)
from cardtable.ui.words import (
    Counted,
    fill,
    lines_html,
    num,
    numbers_kept_with_words,
    seat_name,
    signed,
)

translate = QCoreApplication.translate
JokerSpades = Counted("JokerSpades")  # phrases with a count


def _sep() -> str:
    return translate("JokerSpades", " · ", "list separator")


def team_name(team: int, human: int) -> str:
    """"You & Shirin" for the human's team, "Dara & Kaveh" for the other."""
    if team == team_of(human):
        first, second = human, (human + 2) % 4
    else:
        first, second = (human + 1) % 4, (human + 3) % 4
    return fill(translate("JokerSpades", "%1 & %2", "team of two players"),
                seat_name(first, human), seat_name(second, human))


def seat_tricks(state: JokerSpadesState) -> list[int]:
    """Tricks each player has won this hand, read from the cards played in order (the
    model keeps the count per team; the winner of each trick is the model's to say)."""
    out = [0] * 4
    played = state.played
    for start in range(0, len(played) - len(played) % 4, 4):
        chunk = played[start:start + 4]
        winner = chunk[trick_winner([c for _, c in chunk])][0]
        out[winner] += 1
    return out


def joker_note(state: JokerSpadesState, human: int,
               legal: Sequence[Action]) -> tuple[str, str] | None:
    """When the jokers' rules limit the human's cards now: which rule, and why."""
    hand = state.hands[human]
    cards = {a.card for a in legal if isinstance(a, Play)}
    if state.trick_number == BLACK_JOKER_DEADLINE and cards == {BLACK_JOKER}:
        return "deadline", translate(
            "JokerSpades", "The black joker must be played by the tenth trick: it is the "
                           "only card you may play now.")
    if RED_JOKER in hand and RED_JOKER not in cards and not state.black_played:
        return "hostage", translate(
            "JokerSpades", "Your red joker is the black joker's hostage: it may not be "
                           "played until the black joker has been played.")
    others = [c for c in hand if c.suit is not None and c.suit is not TRUMP]
    if state.trick and state.trick[0].suit is None and others and not any(
            c in cards for c in others):
        return "led-joker", translate(
            "JokerSpades", "A joker was led: it asks for spades. Follow with a spade "
                           "(or play a joker).")
    return None


def note_badge(key: str) -> str:
    return {"deadline": translate("JokerSpades", "Your black joker is due now"),
            "hostage": translate("JokerSpades", "Your red joker waits for the "
                                                "black one")}[key]


def joker_line(state: JokerSpadesState) -> str:
    played = {c for _, c in state.played}
    if RED_JOKER in played and BLACK_JOKER in played:
        return translate("JokerSpades", "Jokers: both played")
    if state.black_played:
        return translate("JokerSpades", "Jokers: the black one is out; the red one is free")
    if state.trick_number >= BLACK_JOKER_DEADLINE:
        return translate("JokerSpades", "Jokers: the black one is due in this trick")
    return fill(translate("JokerSpades", "Jokers: the black one is due by trick %1; the "
                                         "red one waits for it"),
                num(BLACK_JOKER_DEADLINE + 1))


def bid_prompt_text(bids: Sequence[int | None], human: int) -> str:
    partner = (human + 2) % 4
    calls = [fill(translate("JokerSpades", "%1 %2", "player and bid"), seat_name(s, human),
                  num(b)) for s in range(4) if (b := bids[s]) is not None]
    lines = [translate("JokerSpades", "How many tricks will you take? At least two.")]
    if calls:
        lines.append(fill(translate("JokerSpades", "Bids so far: %1"), _sep().join(calls)))
    partner_bid = bids[partner]
    if partner_bid is not None:
        lines.append(fill(translate("JokerSpades", "Your team's contract will be %1 plus "
                                                   "your bid."), num(partner_bid)))
    return lines_html(lines)


def plate_text(state: JokerSpadesState | None, seat: int, human: int) -> str:
    """A seat's name, "dealer", and its bid (with the tricks it has taken, in play)."""
    parts = [seat_name(seat, human)]
    if state is None:
        return parts[0]
    if state.dealer == seat:
        parts.append(translate("JokerSpades", "dealer"))
    bid = state.bids[seat]
    if bid is not None and not state.round_over:
        if state.phase == "play":
            parts.append(fill(translate("JokerSpades", "bid %1, took %2"), num(bid),
                              num(seat_tricks(state)[seat])))
        else:
            parts.append(fill(translate("JokerSpades", "bid %1"), num(bid)))
    return _sep().join(parts)


def status_rows(state: JokerSpadesState, human: int,
                legal: Sequence[Action]) -> dict[str, str]:
    """The status bar's badges by name (`legal`: your choices, for the jokers' note)."""
    us, them = team_of(human), 1 - team_of(human)
    rows = {"hand": fill(translate("JokerSpades", "Hand %1 · dealer: %2"),
                         num(max(1, len(state.deals))), seat_name(state.dealer, human))}
    bids = state.bids
    if state.phase == "bidding":
        rows["count"] = fill(translate("JokerSpades", "Bidding: %1 of 4 have bid (2 to 13 "
                                                      "tricks each)"),
                             num(sum(1 for b in bids if b is not None)))
    elif not state.round_over:
        contracts = [sum(b or 0 for s, b in enumerate(bids) if team_of(s) == t)
                     for t in (0, 1)]
        rows["count"] = fill(translate("JokerSpades", "Tricks: %1 %2 of %3 · %4 %5 of %6"),
                             team_name(us, human), num(state.tricks[us]), num(contracts[us]),
                             team_name(them, human), num(state.tricks[them]),
                             num(contracts[them]))
        rows["trick"] = fill(translate("JokerSpades", "Trick %1 of %2 · spades are trump"),
                             num(min(TRICKS, state.trick_number + 1)), num(TRICKS))
        rows["jokers"] = joker_line(state)
        note = joker_note(state, human, legal) if legal else None
        if note is not None and note[0] != "led-joker":
            rows["note"] = note_badge(note[0])
    rows["score"] = fill(translate("JokerSpades", "Score: %1 %2 · %3 %4 (to %5)"),
                         team_name(us, human), num(state.team_totals[us]),
                         team_name(them, human), num(state.team_totals[them]),
                         num(state.options.target))
    return rows


# ----------------------------------------------------------------- summaries


def next_label(state: JokerSpadesState) -> str:
    if state.match_over:
        return translate("JokerSpades", "See the result")
    return translate("JokerSpades", "Next hand")


def team_line(team: int, contract: int, tricks: int, points: int, human: int) -> str:
    name = team_name(team, human)
    if tricks >= contract:
        return fill(translate("JokerSpades", "%1: %2 tricks for a contract of %3, made: "
                                             "%3 × 10 + %4 over = %5"),
                    name, num(tricks), num(contract), num(tricks - contract),
                    signed(points))
    return fill(JokerSpades.tr("%1: %Ln trick(s) for a contract of %2, failed: "
                               "minus %2 × 10 = %3", None, tricks),
                name, num(contract), signed(points))


def summary_html(state: JokerSpadesState, human: int) -> str:
    if not state.results:
        return ""
    result = state.results[-1]
    return summary_from(state, human, result.details, result.points)


def _next_deal(state: JokerSpadesState, human: int, dealer: int) -> str:
    """Who deals next, and why: the dealer's team keeps the deal while it is not ahead."""
    nxt = next_dealer(dealer, state.team_totals)
    if nxt != dealer:
        return fill(translate("JokerSpades", "%1 are ahead, so the deal passes to %2."),
                    team_name(team_of(dealer), human), seat_name(nxt, human))
    if dealer == human:
        return translate("JokerSpades", "Your team is not ahead, so you deal again.")
    return fill(translate("JokerSpades", "%1 are not ahead, so %2 deals again."),
                team_name(team_of(dealer), human), seat_name(dealer, human))


def summary_from(state: JokerSpadesState, human: int, d: Mapping[str, Any],
                 points: Sequence[int]) -> str:
    us, them = team_of(human), 1 - team_of(human)
    bids = d["bids"]
    lines = []
    for team in (us, them):
        first = human if team == us else (human + 1) % 4
        second = (first + 2) % 4
        lines.append(fill(translate("JokerSpades", "%1 bid %2, %3 bid %4: contract %5"),
                          seat_name(first, human), num(bids[first]), seat_name(second, human),
                          num(bids[second]), num(d["contracts"][team])))
    for team in (us, them):
        seat = human if team == us else (human + 1) % 4
        lines.append("<b>" + team_line(team, d["contracts"][team], d["tricks"][team],
                                       points[seat], human) + "</b>")
    lines.append(score_line(state, human))
    if not state.match_over:
        lines.append(_next_deal(state, human, d["dealer"]))
    return lines_html(lines)


def score_line(state: JokerSpadesState, human: int) -> str:
    us = team_of(human)
    them = 1 - us
    return fill(translate("JokerSpades", "Score: %1 <b>%2</b> · %3 <b>%4</b> (playing to %5)"),
                team_name(us, human), num(state.team_totals[us]),
                team_name(them, human), num(state.team_totals[them]),
                num(state.options.target))


def match_end_html(state: JokerSpadesState, human: int) -> str:
    winner = team_of(next(iter(state.winners), 0))
    head = (translate("JokerSpades", "You and your partner win the match!")
            if human in state.winners
            else fill(translate("JokerSpades", "The match goes to %1."),
                      team_name(winner, human)))
    return f"<p style='font-size:16pt'><b>{head}</b></p>" + score_line(state, human)


def score_sheet(state: JokerSpadesState, human: int) -> tuple[list[str], list[list[str]]]:
    us, them = team_of(human), 1 - team_of(human)
    headers = [translate("JokerSpades", "Hand"), translate("JokerSpades", "Dealer")]
    for team in (us, them):
        headers.append(fill(translate("JokerSpades", "%1: tricks / contract"),
                            team_name(team, human)))
        headers.append(fill(translate("JokerSpades", "%1: score"), team_name(team, human)))
    rows = []
    for i, result in enumerate(state.results):
        d = result.details
        row = [num(i + 1), seat_name(d["dealer"], human)]
        for team in (us, them):
            seat = human if team == us else (human + 1) % 4
            made = d["tricks"][team] >= d["contracts"][team]
            row.append(fill(translate("JokerSpades", "%1 / %2 %3"), num(d["tricks"][team]),
                            num(d["contracts"][team]), "✓" if made else "✗"))
            row.append(fill(translate("JokerSpades", "%1 (total %2)"),
                            signed(result.points[seat]), num(result.totals[seat])))
        rows.append(row)
    return headers, rows


# ------------------------------------------------------- the longest texts


def samples(state: JokerSpadesState, human: int, name: str) -> list[str]:
    """The longest texts of each label: a dealer's plate with a bid, counts of 13, every
    joker line, the bid prompt with every bid made."""
    names = [seat_name(s, human) for s in range(4)]
    us, them = team_name(team_of(human), human), team_name(1 - team_of(human), human)
    n13, score = num(13), num(-1000)
    if name.startswith("plate:"):
        return [_sep().join([seat_name(int(name[6:]), human),
                             translate("JokerSpades", "dealer"),
                             fill(translate("JokerSpades", "bid %1, took %2"), n13, n13)])]
    if name == "bid-prompt":
        return [bid_prompt_text([13, 13, 13, 13], human)]
    if name == "summary":  # both teams failing a contract of 26: the longest lines
        details = {"bids": [13] * 4, "contracts": [26, 26], "tricks": [1, 12],
                   "dealer": (human + 1) % 4}
        return [summary_from(state, human, details, [-260] * 4)]
    texts = {
        "hand": [fill(translate("JokerSpades", "Hand %1 · dealer: %2"), num(99), n)
                 for n in names],
        "count": [fill(translate("JokerSpades", "Bidding: %1 of 4 have bid (2 to 13 "
                                                "tricks each)"), num(4)),
                  fill(translate("JokerSpades", "Tricks: %1 %2 of %3 · %4 %5 of %6"),
                       us, n13, n13, them, n13, n13)],
        "trick": [fill(translate("JokerSpades", "Trick %1 of %2 · spades are trump"),
                       n13, n13)],
        "jokers": [translate("JokerSpades", "Jokers: both played"),
                   translate("JokerSpades",
                             "Jokers: the black one is out; the red one is free"),
                   translate("JokerSpades", "Jokers: the black one is due in this trick"),
                   fill(translate("JokerSpades", "Jokers: the black one is due by trick "
                                                 "%1; the red one waits for it"),
                        num(BLACK_JOKER_DEADLINE + 1))],
        "note": [note_badge("deadline"), note_badge("hostage")],
        "score": [fill(translate("JokerSpades", "Score: %1 %2 · %3 %4 (to %5)"),
                       us, score, them, score, num(state.options.target))],
        "toast": [translate("JokerSpades", "The black joker must be played by the tenth "
                                           "trick: it is the only card you may play now."),
                  translate("JokerSpades", "Your red joker is the black joker's hostage: "
                                           "it may not be played until the black joker "
                                           "has been played."),
                  translate("JokerSpades", "A joker was led: it asks for spades. Follow "
                                           "with a spade (or play a joker).")],
    }
    return [numbers_kept_with_words(text) for text in texts.get(name, [])]
