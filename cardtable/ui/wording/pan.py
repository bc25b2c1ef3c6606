"""Pan's words at the table: messages, your controls' help, why a letter was taken and the
letters held, worded from the state (no widgets; `ui/games/pan.py` shows them)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.rules.base import Action
from cardtable.rules.pan import LETTERS, NINE_HEARTS, PACK_24, PanState, Take, hand_sizes
from cardtable.ui.words import card_name, fill, lines_html, num, numbers_kept_with_words, seat_name

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


def letters_text(count: int) -> str:
    """The letters a player holds: "P", "PA", "PAN", or a dash for none."""
    return LETTERS[:count] if count else "–"


def plate_text(state: PanState | None, seat: int, human: int) -> str:
    """A seat's name, with "final turn" or the letters it holds."""
    name = seat_name(seat, human)
    if state is None:
        return name
    held = state.letters[seat]
    if state.final == seat and not state.round_over:
        return fill(translate("Pan", "%1 · final turn"), name)
    if held:
        return fill(translate("Pan", "%1 · %2"), name, LETTERS[:held])
    return name


def _top_row(state: PanState, human: int) -> dict[str, str]:
    """The pile's badges: its top card and its height, or who opens; none once the round
    is over (its pile is gathered while the summary shows)."""
    if state.round_over:
        return {}
    if state.pile:
        return {"top": fill(translate("Pan", "Top card: %1"),
                            f"<b>{card_name(state.pile[-1])}</b>"),
                "above": fill(translate("Pan", "Cards above the nine of hearts: %1"),
                              num(len(state.pile) - 1))}
    opener = state.turn
    return {"top": translate("Pan", "You hold the nine of hearts and open.")
            if opener == human else
            fill(translate("Pan", "%1 holds the nine of hearts and opens."),
                 seat_name(opener, human))}


def status_rows(state: PanState, human: int) -> dict[str, str]:
    """The status bar's badges by name: the dealer, the pile, your letters, the final turn."""
    dealer = seat_name(state.dealer, human)
    if state.players == 5:
        small = hand_sizes(5, state.dealer)[state.dealer]
        rows = {"dealer": fill(translate("Pan", "Dealer: %1 (dealt last, %2 cards)"), dealer,
                               num(small))}
    else:
        rows = {"dealer": fill(translate("Pan", "Dealer: %1"), dealer)}
    rows.update(_top_row(state, human))
    rows["letters"] = fill(translate("Pan", "Your letters: %1"),
                           letters_text(state.letters[human]))
    final = state.final if not state.round_over else None
    if final is not None:
        rows["final"] = ("<b style='color:#ffb3b3'>"
                         + fill(translate("Pan", "Final turn: %1"), seat_name(final, human))
                         + "</b>")
    return rows


def banner_text(seat: int, human: int) -> str:
    return fill(translate("Pan", "FINAL TURN · %1"), seat_name(seat, human))


# ----------------------------------------------------------------- summaries


def next_label(state: PanState) -> str:
    if state.match_over:
        return translate("Pan", "See the result")
    return translate("Pan", "Next round")


def summary_html(state: PanState, human: int, last: Action | None) -> str:
    """The last round's summary (`last`: the round's last action, a take in the final turn
    or not)."""
    if not state.results:
        return ""
    result = state.results[-1]
    loser = result.details.get("loser")
    out = list(result.details.get("out_order", []))
    if loser is None:
        went = out[-1] if out else None
        why = (translate("Pan", "You played all your cards at once in the final turn.")
               if went == human else
               fill(translate("Pan", "%1 played all their cards at once in the final "
                                     "turn."), seat_name(went, human))
               if went is not None else "")
        letter = ""
    else:
        letter = LETTERS[state.letters[loser] - 1]
        took = isinstance(last, Take) and last.seat == loser
        why = loss_reason(loser, len(state.hands[loser]), took, human)
    return summary_from(state, human, loser, letter, why, [seat_name(s, human) for s in out],
                        state.match_over)


def summary_from(state: PanState, human: int, loser: int | None, letter: str, why: str,
                 out: list[str], match_over: bool) -> str:
    """The round's summary: who takes which letter (None: a draw) and why, who went out
    in which order, the letters held, and the match lost."""
    if loser is None:
        head = translate("Pan", "A draw: nobody takes a letter")
    else:
        head = (fill(translate("Pan", "You take the letter %1"), letter) if loser == human
                else fill(translate("Pan", "%1 takes the letter %2"), seat_name(loser, human),
                          letter))
    lines = [f"<p style='font-size:15pt'><b>{head}</b></p>"]
    if why:
        lines.append(why)
    if out:
        lines.append(fill(translate("Pan", "Out of cards, in order: %1"), join(out)))
    lines.append(letters_table(state, human))
    if match_over and loser is not None:
        lines.append("<b>" + (translate("Pan", "You complete P-A-N and lose the match.")
                              if loser == human else
                              fill(translate("Pan", "%1 completes P-A-N and loses the "
                                                    "match."), seat_name(loser, human)))
                     + "</b>")
    return lines_html(lines)


def match_end_html(state: PanState, human: int) -> str:
    loser = next((s for s in range(state.players) if state.letters[s] >= len(LETTERS)), None)
    if loser == human:
        head = translate("Pan", "You completed P-A-N: you lose the match.")
    else:
        head = fill(translate("Pan", "You win! %1 completed P-A-N."),
                    seat_name(loser if loser is not None else 0, human))
    return f"<p style='font-size:16pt'><b>{head}</b></p>" + letters_table(state, human)


def score_sheet(state: PanState, human: int) -> tuple[list[str], list[list[str]]]:
    headers = [translate("Pan", "Round"), translate("Pan", "Dealer"),
               translate("Pan", "Result")]
    headers += [seat_name(s, human) for s in range(state.players)]
    rows = []
    deals = state.deals
    for i, result in enumerate(state.results):
        loser = result.details.get("loser")
        dealer = deals[i].roles.get("dealer", 0) if i < len(deals) else 0
        if loser is None:
            outcome = translate("Pan", "Draw")
        else:
            outcome = fill(translate("Pan", "%1: %2", "a player and the letter taken"),
                           seat_name(loser, human), LETTERS[result.totals[loser] - 1])
        rows.append([num(i + 1), seat_name(dealer, human), outcome]
                    + [letters_text(t) for t in result.totals])
    return headers, rows


# ------------------------------------------------------- the longest texts


def _summary_samples(state: PanState, human: int) -> list[str]:
    """A summary with its longest lines: a letter lost in the final turn with cards left,
    every other player out in order, the match lost."""
    loser = (human + 1) % state.players
    others = [seat_name(s, human) for s in range(state.players) if s != loser]
    return [summary_from(state, human, loser, LETTERS[-1], loss_reason(loser, MOST, False, human),
                         others, True)]


def samples(state: PanState, human: int, name: str) -> list[str]:
    """The longest texts of each label: a plate in the final turn or with P-A, the longest
    names, a full pile, every help text of your controls."""
    players = state.players
    names = [seat_name(s, human) for s in range(players)]
    if name.startswith("plate:"):
        own = seat_name(int(name[6:]), human)
        return [fill(translate("Pan", "%1 · final turn"), own),
                fill(translate("Pan", "%1 · %2"), own, LETTERS[:-1])]
    texts = {
        "dealer": [fill(translate("Pan", "Dealer: %1 (dealt last, %2 cards)"), n, num(4))
                   for n in names] + [fill(translate("Pan", "Dealer: %1"), n) for n in names],
        "top": [fill(translate("Pan", "%1 holds the nine of hearts and opens."), n)
                for n in names] + [translate("Pan", "You hold the nine of hearts and open."),
                                   fill(translate("Pan", "Top card: %1"),
                                        f"<b>{card_name(NINE_HEARTS)}</b>")],
        "above": [fill(translate("Pan", "Cards above the nine of hearts: %1"),
                       num(len(PACK_24) - 1))],
        "letters": [fill(translate("Pan", "Your letters: %1"), LETTERS[:-1])],
        "final": [fill(translate("Pan", "Final turn: %1"), n) for n in names],
        "banner": [fill(translate("Pan", "FINAL TURN · %1"), n) for n in names],
        "bar": help_samples(),
        "summary": _summary_samples(state, human),
        "toast": [final_text(s, human) for s in range(players)]
                 + [letter_text(s, len(LETTERS), human) for s in range(players)],
    }
    return [numbers_kept_with_words(t) for t in texts.get(name, [])]
