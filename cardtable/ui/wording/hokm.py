"""Hokm's words: the teams, the lot's, trump's and bam's messages, the badges and plates, the
hand's summary, the score sheet and the match's end, read from the state (no widgets).

The contexts and English texts are those the table always used ("Hokm"), so the Persian
translations apply as they are."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.cards import Suit
from cardtable.rules.hokm import HandEnded, HokmState
from cardtable.ui.words import (
    fill,
    lines_html,
    num,
    numbers_kept_with_words,
    seat_name,
    suit_html,
    suit_name,
)

translate = QCoreApplication.translate



def _bold(text: str) -> str:
    return f"<b>{text}</b>"


def team_name(team: int, human: int) -> str:
    """"You & Shirin" for the human's team, "Dara & Kaveh" for the other."""
    if team == human % 2:
        first, second = human, (human + 2) % 4
    else:
        first, second = (human + 1) % 4, (human + 3) % 4
    return translate("Hokm", "%1 & %2", "team of two players").replace(
        "%1", seat_name(first, human)).replace("%2", seat_name(second, human))


# ------------------------------------------------------------------ messages


def hakem_text(seat: int, human: int) -> str:
    if seat == human:
        return translate("Hokm", "You drew the first ace: you are the hakem.")
    return fill(translate("Hokm", "%1 drew the first ace and is the hakem."),
                seat_name(seat, human))


def trump_text(seat: int, suit: Suit, human: int) -> str:
    if seat == human:
        return fill(translate("Hokm", "You named trump: %1"), suit_name(suit))
    return fill(translate("Hokm", "%1 names trump: %2"), seat_name(seat, human),
                suit_name(suit))


def bam_text(seat: int, value: bool, human: int) -> str:
    if seat == human:
        return (translate("Hokm", "You play on for all thirteen tricks: bam!") if value
                else translate("Hokm", "You stop at seven tricks to none."))
    text = (translate("Hokm", "%1 plays on for all thirteen tricks: bam!") if value
            else translate("Hokm", "%1 stops at seven tricks to none."))
    return fill(text, seat_name(seat, human))


def plate_text(state: HokmState | None, seat: int, human: int, drawing_lot: bool) -> str:
    """A seat's name, and "Hakem" once the lot has been seen to fall."""
    name = seat_name(seat, human)
    if state is not None and not drawing_lot and state.hakem == seat:
        return fill(translate("Hokm", "%1 · Hakem"), name)
    return name


def status_rows(state: HokmState, human: int, drawing_lot: bool) -> list[str]:
    """The status bar: the hakem, trump, the tricks, the hands of the set (and the sets)."""
    us, them = human % 2, 1 - human % 2
    trump = (suit_html(state.trump, light=True) if state.trump is not None
             else translate("Hokm", "not named yet"))
    hakem = (translate("Hokm", "not chosen yet") if drawing_lot
             else seat_name(state.hakem, human))
    rows = [
        fill(translate("Hokm", "Hakem: %1"), hakem),
        fill(translate("Hokm", "Trump: %1"), trump),
        fill(translate("Hokm", "Tricks: %1 %2 · %3 %4"), team_name(us, human),
             num(state.tricks[us]), team_name(them, human), num(state.tricks[them])),
        fill(translate("Hokm", "Hands this set: %1 · %2 (to %3)"),
             num(state.set_hands[us]), num(state.set_hands[them]),
             num(state.options.hands_per_set)),
    ]
    if state.options.sets > 1:
        rows.append(fill(translate("Hokm", "Sets: %1 · %2 (to %3)"), num(state.sets[us]),
                         num(state.sets[them]), num(state.options.sets)))
    return rows


# ----------------------------------------------------------------- summaries


def next_label(state: HokmState) -> str:
    if state.match_over:
        return translate("Hokm", "See the result")
    return translate("Hokm", "Next hand")


def last_hand(state: HokmState) -> HandEnded | None:
    """The last finished hand, read from the state's results (so a resumed game or an
    undo shows the same summary as live play)."""
    if not state.results:
        return None
    result = state.results[-1]
    d = result.details
    team = 0 if result.points[0] > 0 else 1
    tricks = (d["tricks"][0], d["tricks"][1])
    set_won = state.round_over and state.set_just_won
    return HandEnded(team, max(result.points), tricks, d["kot"], d["bam"], set_won)


def summary_html(state: HokmState, human: int) -> str:
    hand = last_hand(state)
    return summary_for(state, human, hand) if hand is not None else ""


def summary_for(state: HokmState, human: int, hand: HandEnded) -> str:
    team = hand.winner_team
    title = (translate("Hokm", "Your team wins the hand") if team == human % 2
             else translate("Hokm", "%1 win the hand").replace("%1", team_name(team, human)))
    lines = [f"<p style='font-size:15pt'><b>{title}</b></p>",
             fill(translate("Hokm", "Tricks: %1 to %2"), num(hand.tricks[team]),
                  num(hand.tricks[1 - team]))]
    if hand.bam and hand.kot:
        lines.append(_bold(bam_won_text(team, human)))
    elif hand.bam:
        lines.append(translate("Hokm", "Bam failed: a trick was lost, so the hand counts one."))
    elif hand.kot:
        if team == state.hakem % 2:
            lines.append(_bold(translate("Hokm", "Kot! Seven tricks to none.")))
        else:
            lines.append(_bold(translate("Hokm", "Hakem kot! Seven to none against the hakem.")))
    lines.append(fill(translate("Hokm", "Hands won: +%1"), num(hand.points)))
    lines.append(score_line(state, human))
    if hand.set_won and not state.match_over:
        lines.append(_bold(fill(translate("Hokm", "%1 win the set!"), team_name(team, human))))
    return lines_html(lines)


def bam_won_text(team: int, human: int) -> str:
    """Who won the match by a bam: the human's team, or the other two by name."""
    if team == human % 2:
        return translate("Hokm", "Bam! All thirteen tricks: your team wins the match.")
    return fill(translate("Hokm", "Bam! All thirteen tricks: %1 win the match."),
                team_name(team, human))


def score_line(state: HokmState, human: int) -> str:
    us, them = human % 2, 1 - human % 2
    line = fill(translate("Hokm", "This set: %1 %2 · %3 %4"),
                team_name(us, human), num(state.set_hands[us]),
                team_name(them, human), num(state.set_hands[them]))
    if state.options.sets > 1:
        line += "<br>" + fill(translate("Hokm", "Sets won: %1 %2 · %3 %4"),
                              team_name(us, human), num(state.sets[us]),
                              team_name(them, human), num(state.sets[them]))
    return line


def match_end_html(state: HokmState, human: int) -> str:
    winners = next(iter(state.winners), 0) % 2
    head = (translate("Hokm", "You and your partner win the match!") if human in state.winners
            else fill(translate("Hokm", "%1 win the match."), team_name(winners, human)))
    return f"<p style='font-size:16pt'><b>{head}</b></p>" + score_line(state, human)


def _note(details: Mapping[str, Any], team: int) -> str:
    """A hand's note on the score sheet: bam, a failed bam, kot, hakem kot."""
    if details["bam"] and details["kot"]:
        return translate("Hokm", "Bam")
    if details["bam"]:
        return translate("Hokm", "Bam failed")
    if details["kot"]:
        return (translate("Hokm", "Kot") if team == details["hakem"] % 2
                else translate("Hokm", "Hakem kot"))
    return ""


def score_sheet(state: HokmState, human: int) -> tuple[list[str], list[list[str]]]:
    us, them = human % 2, 1 - human % 2
    headers = [translate("Hokm", "Hand"), translate("Hokm", "Hakem"),
               translate("Hokm", "Trump"), translate("Hokm", "Tricks"),
               team_name(us, human), team_name(them, human), translate("Hokm", "Note")]
    rows = []
    for i, result in enumerate(state.results):
        d = result.details
        team = 0 if result.points[0] > 0 else 1
        rows.append([
            num(i + 1), seat_name(d["hakem"], human), suit_name(Suit.parse(d["trump"])),
            fill(translate("Hokm", "%1 to %2"), num(d["tricks"][us]), num(d["tricks"][them])),
            num(result.points[human]), num(result.points[(human + 1) % 4]), _note(d, team),
        ])
    return headers, rows


# ------------------------------------------------------- the longest texts


def samples(state: HokmState, human: int, name: str) -> list[str]:
    """The longest texts of each label: a hakem's plate, counts of thirteen, a summary with
    every line it may have."""
    if name.startswith("plate:"):
        return [fill(translate("Hokm", "%1 · Hakem"), seat_name(int(name[6:]), human))]
    if name == "summary":
        them = 1 - human % 2  # the longer title ("Dara & Kaveh win the hand")
        return [summary_for(state, human, HandEnded(them, 3, (7, 0), kot, bam, True))
                for kot, bam in ((True, False), (True, True), (False, True))]
    names = [seat_name(s, human) for s in range(4)]
    us, them_name = team_name(human % 2, human), team_name(1 - human % 2, human)
    hands, sets = num(state.options.hands_per_set), num(state.options.sets)
    texts = {
        "hakem": [fill(translate("Hokm", "Hakem: %1"), n)
                  for n in [*names, translate("Hokm", "not chosen yet")]],
        "trump": [fill(translate("Hokm", "Trump: %1"), t) for t in
                  [translate("Hokm", "not named yet")]
                  + [suit_html(s, light=True) for s in Suit]],
        "tricks": [fill(translate("Hokm", "Tricks: %1 %2 · %3 %4"), us, num(13),
                        them_name, num(13))],
        "hands": [fill(translate("Hokm", "Hands this set: %1 · %2 (to %3)"), hands,
                       hands, hands)],
        "sets": [fill(translate("Hokm", "Sets: %1 · %2 (to %3)"), sets, sets, sets)],
        "toast": [fill(translate("Hokm", "%1 plays on for all thirteen tricks: bam!"), n)
                  for n in names],
    }
    return [numbers_kept_with_words(text) for text in texts.get(name, [])]
