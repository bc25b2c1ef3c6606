"""Pan's words at the table: messages, your controls' help, why a letter was taken and the
letters held, worded from the state (no widgets; `ui/games/pan.py` shows them)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.rules.pan import LETTERS, PanState
from cardtable.ui.words import fill, num, seat_name

translate = QCoreApplication.translate

MOST = 23
"""The most cards a hand holds: all but the nine of hearts, which stays in the pile."""


def deal_text(number: int, dealer: int, human: int) -> str:
    if dealer == human:
        return fill(translate("Pan", "Round %1: you deal."), num(number))
    return fill(translate("Pan", "Round %1: %2 deals."), num(number), seat_name(dealer, human))


def opening_text(seat: int, human: int) -> str:
    if seat == human:
        return translate("Pan", "You lay the nine of hearts: the pile begins.")
    return fill(translate("Pan", "%1 lays the nine of hearts: the pile begins."),
                seat_name(seat, human))


def out_text(seat: int, human: int) -> str:
    if seat == human:
        return translate("Pan", "You have no cards left: you are out of this round.")
    return fill(translate("Pan", "%1 has no cards left and is out of this round."),
                seat_name(seat, human))


def final_text(seat: int, human: int) -> str:
    if seat == human:
        return translate("Pan", "Final turn! Play all your cards at once, or take the "
                                "next letter.")
    return fill(translate("Pan", "Final turn for %1: all their cards at once, or a "
                                 "letter."), seat_name(seat, human))


def letter_text(seat: int, letters: int, human: int) -> str:
    letter = LETTERS[letters - 1]
    if seat == human:
        return fill(translate("Pan", "You are left holding cards and take the letter "
                                     "%1."), letter)
    return fill(translate("Pan", "%1 is left holding cards and takes the letter %2."),
                seat_name(seat, human), letter)


def _final_help(cards: int) -> str:
    return fill(translate("Pan", "Play all your %1 cards in one go and nobody takes "
                                 "a letter; otherwise the letter is yours."), num(cards))


def _opening_help() -> str:
    return translate("Pan", "Lay the nine of hearts, alone or with all your other "
                            "nines (choose them, then Play).")


def _take_help() -> str:
    return translate("Pan", "No card of yours reaches the top card: take from the pile.")


def _play_help() -> str:
    return translate("Pan", "Click a card to play it. For three or four of a rank, "
                            "choose them and press Play.")


def bar_help(state: PanState, human: int, can_play: bool) -> str:
    """Your controls' help: the final turn, the opening, a take, or a play."""
    if state.final == human:
        return _final_help(len(state.hands[human]))
    if not state.pile:
        return _opening_help()
    if not can_play:
        return _take_help()
    return _play_help()


def help_samples() -> list[str]:
    return [_final_help(MOST), _opening_help(), _take_help(), _play_help()]


def join(names: list[str]) -> str:
    text = names[0] if names else ""
    for name in names[1:]:
        text = fill(translate("Pan", "%1, %2", "a list of names"), text, name)
    return text


def loss_reason(loser: int, left: int, took: bool, human: int) -> str:
    """Why `loser` takes the letter: a take in the final turn, or `left` cards."""
    you = loser == human
    if took:
        return (translate("Pan", "In the final turn you had to take from the pile.") if you
                else fill(translate("Pan", "In the final turn %1 had to take from the "
                                            "pile."), seat_name(loser, human)))
    return (fill(translate("Pan", "In the final turn you could not play all your cards "
                                  "at once: %1 left."), num(left)) if you
            else fill(translate("Pan", "In the final turn %1 could not play all their "
                                       "cards at once: %2 left."), seat_name(loser, human),
                      num(left)))


def letters_table(state: PanState, human: int) -> str:
    rows = []
    for s in range(state.players):
        held = state.letters[s]
        cells = "".join(
            f"<td style='padding:0 3px; color:{'#b01828' if i < held else '#b8b2a4'}'>"
            f"<b>{letter}</b></td>" for i, letter in enumerate(LETTERS))
        rows.append(f"<tr><td style='padding:0 10px'>{seat_name(s, human)}</td>{cells}</tr>")
    return "<table align='center' style='margin-top:6px'>" + "".join(rows) + "</table>"
