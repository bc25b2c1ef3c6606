"""Twenty-One's words: the messages of the duels, the badges and plates, the prompts' texts,
the round's summary and the match's end, read from the state (no widgets).

The contexts and English texts are those the table always used ("TwentyOne"), so the Persian
translations apply as they are."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.cards import Card
from cardtable.rules.base import Event, RoundResult
from cardtable.rules.twenty_one import (
    BANKER,
    BET,
    HIT,
    OFFER,
    SIDE,
    BankCalled,
    BankDeclined,
    BankOffered,
    BankPutUp,
    BankReturned,
    Busted,
    Exchanged,
    Reshuffled,
    Stood,
    TwentyOneState,
    hand_value,
)
from cardtable.ui.words import Counted, card_name, fill, num, seat_name, signed

translate = QCoreApplication.translate
TwentyOne = Counted("TwentyOne")  # phrases with a count

_RED = "#c0182a"


def card_html(card: Card, dark: bool = False) -> str:
    """A card's name with its suit symbol in colour."""
    suit = card.suit
    if suit is None:
        return card_name(card)
    colour = (_RED if not dark else "#ff9a9a") if suit.is_red else (
        "#111111" if not dark else "#f4f1e6")
    return f'<span style="color:{colour}">{suit.symbol}</span>&nbsp;{card_name(card)}'


def who(seat: int, human: int) -> str:
    """A player named after a verb or a preposition: "you" for the human."""
    if seat == human:
        return translate("TwentyOne", "you", "the human player, after a verb or preposition")
    return seat_name(seat, human)


# ------------------------------------------------------------------ messages


def round_text(number: int, banker: int, human: int) -> str:
    return fill(translate("TwentyOne", "Round %1: the bank goes to %2."), num(number),
                who(banker, human))


def offered_text(seat: int, human: int) -> str:
    if seat == human:
        return translate("TwentyOne", "The bank comes to you.")
    return fill(translate("TwentyOne", "The bank is offered to %1."), seat_name(seat, human))


def declined_text(seat: int, human: int) -> str:
    if seat == human:
        return translate("TwentyOne", "You decline the bank.")
    return fill(translate("TwentyOne", "%1 declines the bank."), seat_name(seat, human))


def put_up_text(seat: int, amount: int, human: int) -> str:
    if seat == human:
        return TwentyOne.tr("You put up a bank of %Ln chip(s).", None, amount)
    return fill(TwentyOne.tr("%1 puts up a bank of %Ln chip(s).", None, amount),
                seat_name(seat, human))


def exchanged_text(seat: int, human: int) -> str:
    if seat == human:
        return translate("TwentyOne", "You exchange your face-down card.")
    return fill(translate("TwentyOne", "The banker, %1, exchanges the face-down card."),
                seat_name(seat, human))


def bet_text(state: TwentyOneState, seat: int, amount: int, human: int) -> str:
    whole = state.holding and amount == state.bank
    if seat == human:
        return (translate("TwentyOne", "You bet the whole bank!") if whole
                else TwentyOne.tr("You bet %Ln chip(s).", None, amount))
    if whole:
        return fill(translate("TwentyOne", "%1 bets the whole bank!"), seat_name(seat, human))
    return fill(TwentyOne.tr("%1 bets %Ln chip(s).", None, amount), seat_name(seat, human))


def side_text(duel: int, seat: int, amount: int, human: int) -> str:
    if seat == human:
        return fill(translate("TwentyOne", "You add a side bet of %1 on %2's duel."),
                    num(amount), seat_name(duel, human))
    if duel == human:
        return fill(translate("TwentyOne", "%1 adds a side bet of %2 on your duel."),
                    seat_name(seat, human), num(amount))
    return fill(translate("TwentyOne", "%1 adds a side bet of %2 on %3's duel."),
                seat_name(seat, human), num(amount), seat_name(duel, human))


def stood_text(banker: int, seat: int, human: int) -> str:
    name = seat_name(seat, human)
    if seat == banker:
        if seat == human:
            return translate("TwentyOne", "You stand as banker.")
        return fill(translate("TwentyOne", "The banker, %1, stands."), name)
    if seat == human:
        return translate("TwentyOne", "You stand. The banker turns up his card.")
    if banker == human:
        return fill(translate("TwentyOne", "%1 stands. Your card is turned up: hit or "
                                           "stand as banker."), name)
    return fill(translate("TwentyOne", "%1 stands. The banker turns up his card."), name)


def bust_text(seat: int, total: int, human: int) -> str:
    if seat == human:
        return fill(translate("TwentyOne", "Bust! You have %1."), num(total))
    return fill(translate("TwentyOne", "%1 is bust with %2!"), seat_name(seat, human),
                num(total))


def call_text(seat: int, bank: int, human: int) -> str:
    if seat == human:
        return fill(translate("TwentyOne", "Bank call! The bank holds %1 chips: at the end "
                                           "of this round you take it back and the bank "
                                           "passes."), num(bank))
    return fill(translate("TwentyOne", "Bank call! The bank holds %1 chips: at the end of "
                                       "this round %2 takes it back and the bank passes."),
                num(bank), seat_name(seat, human))


def returned_text(seat: int, amount: int, human: int) -> str:
    if seat == human:
        return TwentyOne.tr("You take the bank of %Ln chip(s) back.", None, amount)
    return fill(TwentyOne.tr("%1 takes the bank of %Ln chip(s) back.", None, amount),
                seat_name(seat, human))


def reshuffled_text() -> str:
    return translate("TwentyOne", "The stock is empty: the discards are shuffled into a new "
                                  "stock.")


def duel_text(seat: int, winner: str, stake: int, player: int, banker: int,
              human: int) -> str:
    """The end of a duel in words, from the dueling player's side."""
    you = seat == human
    name = seat_name(seat, human)
    if player > 21:
        return (fill(TwentyOne.tr("You are bust with %1: %Ln chip(s) go into the bank.",
                                  None, stake), num(player)) if you
                else fill(TwentyOne.tr("%1 is bust with %2: %Ln chip(s) go into the bank.",
                                       None, stake), name, num(player)))
    if banker > 21:
        return (fill(TwentyOne.tr("The banker is bust with %1: you win %Ln chip(s).",
                                  None, stake), num(banker)) if you
                else fill(TwentyOne.tr("The banker is bust with %1: %2 wins %Ln chip(s).",
                                       None, stake), num(banker), name))
    if winner == "player":
        return (fill(TwentyOne.tr("You %1, the banker %2: you win %Ln chip(s).", None, stake),
                     num(player), num(banker)) if you
                else fill(TwentyOne.tr("%1 %2, the banker %3: %1 wins %Ln chip(s).", None,
                                       stake), name, num(player), num(banker)))
    if player == banker:
        return (fill(TwentyOne.tr("You %1, the banker %2: a tie goes to the banker; you lose "
                                  "%Ln chip(s).", None, stake),
                     num(player), num(banker)) if you
                else fill(TwentyOne.tr("%1 %2, the banker %3: a tie goes to the banker; %1 "
                                       "loses %Ln chip(s).", None, stake),
                          name, num(player), num(banker)))
    return (fill(TwentyOne.tr("You %1, the banker %2: you lose %Ln chip(s).", None, stake),
                 num(player), num(banker)) if you
            else fill(TwentyOne.tr("%1 %2, the banker %3: %1 loses %Ln chip(s).", None, stake),
                      name, num(player), num(banker)))


def event_text(state: TwentyOneState, event: Event, human: int) -> str | None:
    """The message of an event that only says something (None: not one of those)."""
    if isinstance(event, BankOffered):
        return offered_text(event.seat, human)
    if isinstance(event, BankDeclined):
        return declined_text(event.seat, human)
    if isinstance(event, BankPutUp):
        return put_up_text(event.seat, event.amount, human)
    if isinstance(event, Exchanged):
        return exchanged_text(event.seat, human)
    if isinstance(event, Stood):
        return stood_text(state.banker, event.seat, human)
    if isinstance(event, Busted):
        return bust_text(event.seat, event.total, human)
    if isinstance(event, BankCalled):
        return call_text(event.seat, event.bank, human)
    if isinstance(event, BankReturned):
        return returned_text(event.seat, event.amount, human)
    if isinstance(event, Reshuffled):
        return reshuffled_text()
    return None


# ------------------------------------------------------------ badges and plates


def badges(state: TwentyOneState, human: int) -> dict[str, str]:
    """The status bar's facts by badge name ("" for a badge not shown now)."""
    opts = state.options
    number = max(1, len(state.deals))
    out = {"tenure": "", "duel": ""}
    if state.holding:
        out["round"] = fill(translate("TwentyOne", "Round %1 · banker: %2"), num(number),
                            seat_name(state.banker, human))
        out["tenure"] = fill(translate("TwentyOne", "Banker's round %1 of at most %2"),
                             num(min(state.tenure + 1, opts.bank_rounds)),
                             num(opts.bank_rounds))
    elif not state.round_over:
        out["round"] = fill(translate("TwentyOne", "Round %1 · the bank is offered to %2"),
                            num(number), who(state.banker, human))
    else:
        out["round"] = fill(translate("TwentyOne", "Round %1"), num(number))
    out["call"] = fill(translate("TwentyOne", "Bank call at %1 chips"),
                       num(opts.bank_call * opts.bank))
    if state.phase in (BET, SIDE, HIT, BANKER) and not state.round_over:
        stake = (fill(translate("TwentyOne", "stake %1"), num(state.stake)) if state.stake
                 else translate("TwentyOne", "no stake yet"))
        out["duel"] = fill(translate("TwentyOne", "Duel: %1 against the banker · %2"),
                           seat_name(state.duel, human), stake)
    out["chips"] = fill(translate("TwentyOne", "Your chips: %1"),
                        f"<b>{num(state.chips[human])}</b>")
    rotation = state.offers[state.banker] if state.players else 0
    out["trip"] = fill(translate("TwentyOne", "The bank's trip round the table: %1 of %2"),
                       num(max(1, min(rotation, opts.cycles))), num(opts.cycles))
    out["chips-only"] = chips_only()
    return out


def badge_samples(state: TwentyOneState, human: int) -> dict[str, list[str]]:
    """The longest texts each badge may show in this match: every seat named, the largest
    numbers its options allow."""
    opts = state.options
    seats = range(state.players)
    most = num(opts.chips * state.players)
    rounds = num(opts.cycles * state.players * opts.bank_rounds)
    stakes = [fill(translate("TwentyOne", "stake %1"), most),
              translate("TwentyOne", "no stake yet")]
    return {
        "round": [fill(translate("TwentyOne", "Round %1 · the bank is offered to %2"), rounds,
                       who(s, human)) for s in seats]
        + [fill(translate("TwentyOne", "Round %1 · banker: %2"), rounds, seat_name(s, human))
           for s in seats],
        "tenure": [fill(translate("TwentyOne", "Banker's round %1 of at most %2"),
                        num(opts.bank_rounds), num(opts.bank_rounds))],
        "duel": [fill(translate("TwentyOne", "Duel: %1 against the banker · %2"),
                      seat_name(s, human), stake) for s in seats for stake in stakes],
        "chips": [fill(translate("TwentyOne", "Your chips: %1"), f"<b>{most}</b>")],
        "call": [fill(translate("TwentyOne", "Bank call at %1 chips"),
                      num(opts.bank_call * opts.bank))],
        "trip": [fill(translate("TwentyOne", "The bank's trip round the table: %1 of %2"),
                      num(opts.cycles), num(opts.cycles))],
        "chips-only": [chips_only()],
    }


def chips_only() -> str:
    return translate("TwentyOne", "Chips only: no money is involved.")


def plate_text(state: TwentyOneState, seat: int, human: int) -> str:
    name = seat_name(seat, human)
    chips = state.totals[seat]
    if chips <= 0 and not state.hands[seat]:
        return fill(translate("TwentyOne", "%1 · out of chips"), name)
    if state.banker == seat and state.holding:
        return banker_plate(name, state.chips[seat], state.bank)
    if state.banker == seat and not state.round_over:
        return fill(translate("TwentyOne", "%1 · bank offered · %2"), name, num(chips))
    return fill(translate("TwentyOne", "%1 · %2", "name · chips"), name, num(chips))


def banker_plate(name: str, own: int, bank: int) -> str:
    """The banker's own chips and, apart, the bank he has put up: the two add up to what
    he holds (his plate never leaves the bank out without saying so)."""
    return fill(translate("TwentyOne", "%1 · banker · %2 + bank %3"), name, num(own), num(bank))


def bank_chip(state: TwentyOneState) -> str:
    """The bank in front of the banker (or of the seat it is offered to)."""
    if state.holding:
        return fill(translate("TwentyOne", "Bank\n%1"), num(state.bank))
    return translate("TwentyOne", "Bank\nnot yet put\u00a0up")


def stake_chip(amount: int) -> str:
    """A stake before its seat: the word over the amount, as the bank's chip."""
    return fill(translate("TwentyOne", "Stake\n%1"), num(amount))


def side_chip(amount: int) -> str:
    """A side bet before its seat: a noun, where the button of the same words ("Side bet
    %1") bids you place it (Persian words the two apart)."""
    return fill(translate("TwentyOne", "Side bet\n%1"), num(amount))


# ------------------------------------------------------------------- prompts


def bank_prompt(state: TwentyOneState, human: int) -> tuple[str, str, str, str, str]:
    """The bank prompt's title, text and its three buttons' labels (take or keep, exchange,
    decline or pass on)."""
    opts = state.options
    card = next(iter(state.hands[human]), None)
    card_text = card_html(card) if card is not None else ""
    if state.phase == OFFER:
        return (translate("TwentyOne", "The bank comes to you"),
                fill(TwentyOne.tr("You hold %Ln chip(s), fewer than the bank of %1: you must "
                                  "pass the bank on.", None, state.chips[human]),
                     num(opts.bank)),
                "", "", translate("TwentyOne", "Pass the bank on"))
    if not state.holding:
        return (translate("TwentyOne", "The bank comes to you"),
                offer_text(opts.bank, state.chips[human], card_text),
                translate("TwentyOne", "Take the bank"),
                translate("TwentyOne", "Take it and exchange my card"),
                translate("TwentyOne", "Decline the bank"))
    return (fill(translate("TwentyOne", "Before %1 bets"), seat_name(state.duel, human)),
            fill(translate("TwentyOne", "You are the banker. Your face-down card: %1.<br>"
                                        "Exchange it for the next card of the stock? (Once "
                                        "per duel.)"), card_text),
            translate("TwentyOne", "Keep my card"), translate("TwentyOne", "Exchange"), "")


def offer_text(bank: int, chips: int, card_text: str) -> str:
    return fill(translate(
        "TwentyOne", "Put up a bank of %1 of your %2 chips and play banker against "
                     "each player in turn?<br>Your face-down card: %3. Before each "
                     "duel you may once exchange it for the next card of the stock."),
        num(bank), num(chips), card_text)


def bet_prompt(state: TwentyOneState, human: int, side: bool,
               stakes: list[int]) -> tuple[str, str]:
    """The stake prompt's title and text."""
    bank = state.bank if state.holding else state.options.bank
    if side:
        title = fill(translate("TwentyOne", "A side bet on %1's duel?"),
                     seat_name(state.duel, human))
        if stakes:
            return title, fill(translate("TwentyOne", "Your chips win or lose with %1 against "
                                                      "the banker. Up to %2 chips."),
                               seat_name(state.duel, human), num(stakes[-1]))
        return title, translate("TwentyOne", "The bank cannot cover a side bet now.")
    card = next(iter(state.hands[human]), None)
    return (translate("TwentyOne", "Your stake"),
            stake_text(card_html(card) if card is not None else "", bank, state.chips[human],
                       stakes[0] if stakes else 0, stakes[-1] if stakes else 0))


def stake_text(card: str, bank: int, chips: int, least: int, most: int) -> str:
    return fill(translate("TwentyOne", "Your card: %1. The bank holds %2 chips; you "
                                       "hold %3.<br>Bet from %4 to %5 chips."),
                card, num(bank), num(chips), num(least), num(most))


def amount_texts(amount: int, whole: bool, side: bool) -> tuple[str, str]:
    """The stake shown by the slider, and its button's label."""
    shown = (TwentyOne.tr("%Ln chip(s) · the whole bank", None, amount) if whole
             else TwentyOne.tr("%Ln chip(s)", None, amount))
    if side:
        return shown, fill(translate("TwentyOne", "Side bet %1"), num(amount))
    if whole:
        return shown, translate("TwentyOne", "Bet the whole bank")
    return shown, fill(translate("TwentyOne", "Bet %1"), num(amount))


def quick_labels() -> dict[str, str]:
    return {"min": translate("TwentyOne", "Smallest"),
            "quarter": translate("TwentyOne", "A quarter"),
            "half": translate("TwentyOne", "Half"),
            "bank": translate("TwentyOne", "The whole bank")}


def bar_texts(state: TwentyOneState, human: int,
              expose: Card | None) -> tuple[str, list[str], str, bool]:
    """Hit or stand: the title, the lines of help, the hit button's label and whether it
    may be pressed (the three-card rule wants a card chosen first)."""
    hand = state.hands[human]
    lines = [fill(translate("TwentyOne", "Your total: %1"), f"<b>{num(hand_value(hand))}</b>")]
    hit = translate("TwentyOne", "Hit")
    if state.phase == BANKER:
        duel = state.duel
        cards = state.hands[duel]
        hidden = len(cards) - sum(1 for i in range(len(cards)) if state.up[duel][i])
        lines.append(fill(translate("TwentyOne", "%1 has %2 cards (%3 face down); the "
                                                 "stake is %4."),
                          seat_name(duel, human), num(len(cards)), num(hidden),
                          num(state.stake)))
        lines.append(translate("TwentyOne", "Ties go to the banker."))
        return (fill(translate("TwentyOne", "Banker against %1"), seat_name(duel, human)),
                lines, hit, True)
    lines.append(TwentyOne.tr("Stake: %Ln chip(s)", None, state.stake))
    if len(hand) < 3:
        return translate("TwentyOne", "Your duel"), lines, hit, True
    lines.append(three_card_rule())
    if expose is None:
        return translate("TwentyOne", "Your duel"), lines, hit, False
    return (translate("TwentyOne", "Your duel"), lines,
            fill(translate("TwentyOne", "Show %1 and hit"), card_name(expose)), True)


def three_card_rule() -> str:
    return translate("TwentyOne", "Three-card rule: to take another card, first click one of "
                                  "your cards to turn it face up for all.")


# ------------------------------------------------------------------- summaries


def summary_title(rounds: int) -> str:
    return fill(translate("TwentyOne", "Round %1 over"), num(rounds))


def next_label(match_over: bool) -> str:
    if match_over:
        return translate("TwentyOne", "See the result")
    return translate("TwentyOne", "Next round")


def why(duel: dict[str, Any]) -> str:
    player, banker = duel["player"], duel["banker"]
    if player > 21:
        return translate("TwentyOne", "bust")
    if banker > 21:
        return translate("TwentyOne", "the banker is bust")
    if duel["winner"] == "player":
        return translate("TwentyOne", "higher than the banker")
    if player == banker:
        return translate("TwentyOne", "a tie goes to the banker")
    return translate("TwentyOne", "lower than the banker")


def _change_colour(points: int) -> str:
    return "#1d7a3a" if points > 0 else "#b01828" if points < 0 else "#202020"


def round_table(result: RoundResult, human: int) -> str:
    """One row per player: the duel (stake, both totals, why it went as it did) and the
    chips after the round. Five seats or more: two tables side by side, half as tall, their
    chips left to the plates."""
    seats = len(result.totals)
    if seats <= 4:
        return _duels_table(result, human, range(seats), True, "align='center'")
    half = (seats + 1) // 2
    tables = [_duels_table(result, human, part, False, "")
              for part in (range(half), range(half, seats))]
    return ("<table align='center'><tr>" + "".join(
        f"<td style='padding:0 6px' valign='top'>{t}</td>" for t in tables) + "</tr></table>")


def _duels_table(result: RoundResult, human: int, seats: range, chips: bool,
                 attributes: str) -> str:
    d = result.details
    duels = {duel["seat"]: duel for duel in d.get("duels", [])}
    cell = f"style='padding:1px {7 if chips else 4}px; white-space:nowrap'"
    heads = [translate("TwentyOne", "Player"), translate("TwentyOne", "Stake"),
             translate("TwentyOne", "Total"), translate("TwentyOne", "Banker"),
             translate("TwentyOne", "Result")]
    heads += [translate("TwentyOne", "Chips")] if chips else []
    head = "".join(f"<th {cell}>{h}</th>" for h in [*heads, translate("TwentyOne",
                                                                        "This round")])
    rows = []
    for s in seats:
        duel = duels.get(s)
        if duel is not None:
            cells = [num(duel["stake"]), num(duel["player"]), num(duel["banker"]), why(duel)]
        else:
            cells = ["", "", "", translate("TwentyOne", "held the bank")
                     if s == d.get("banker") else translate("TwentyOne", "no duel")]
        cells += [num(result.totals[s])] if chips else []
        tds = "".join(f"<td {cell}>{c}</td>" for c in cells)
        rows.append(f"<tr><td {cell}><b>{seat_name(s, human)}</b></td>{tds}"
                    f"<td {cell}><b style='color:{_change_colour(result.points[s])}'>"
                    f"{signed(result.points[s])}</b></td></tr>")
    return f"<table {attributes}><tr>{head}</tr>{''.join(rows)}</table>"


def chips_table(result: RoundResult, human: int) -> str:
    cell = "style='padding:1px 8px; white-space:nowrap'"
    head = "".join(f"<th {cell}>{h}</th>" for h in (
        translate("TwentyOne", "Player"), translate("TwentyOne", "Chips"),
        translate("TwentyOne", "This round")))
    rows = [f"<tr><td {cell}>{seat_name(s, human)}</td><td {cell}>{num(result.totals[s])}"
            f"</td><td {cell}>{signed(result.points[s])}</td></tr>"
            for s in range(len(result.totals))]
    return f"<table align='center'><tr>{head}</tr>{''.join(rows)}</table>"


def summary_html(state: TwentyOneState, human: int, result: RoundResult | None = None) -> str:
    """The round's summary: the banker and the bank, a row per player, what comes next."""
    if result is None:
        if not state.results:
            return ""
        result = state.results[-1]
    d = result.details
    banker = d.get("banker")
    parts = []
    if banker is None:
        parts.append("<p><b>" + translate("TwentyOne", "Nobody took the bank this round.")
                     + "</b></p>")
    else:
        parts.append("<p style='font-size:12pt'><b>" + fill(
            TwentyOne.tr("Banker: %1 · the bank after the duels: %Ln chip(s)", None,
                         d.get("bank", 0)), seat_name(banker, human)) + "</b></p>")
    parts.append(round_table(result, human))
    notes = []
    if banker is not None:
        notes.append(tenure_line(state, human, banker, int(d.get("bank", 0))))
    if state.match_over:
        notes.append("<b>" + match_line(state, human) + "</b>")
    elif state.next_banker is not None:
        notes.append(fill(translate("TwentyOne", "Next round: the bank goes to %1."),
                          who(state.next_banker, human)))
    notes.append("<i>" + chips_only() + "</i>")
    parts.append("<p>" + "<br>".join(notes) + "</p>")
    return "".join(parts)


def tenure_line(state: TwentyOneState, human: int, banker: int, bank: int) -> str:
    if banker == human:
        return your_tenure_line(state, human, bank)
    name = seat_name(banker, human)
    if state.holding and state.banker == banker:
        return fill(translate("TwentyOne", "%1 keeps the bank: round %2 of at most %3."),
                    name, num(state.tenure + 1), num(state.options.bank_rounds))
    if bank <= 0:
        return fill(translate("TwentyOne", "The bank is empty: %1's turn as banker ends."),
                    name)
    if state.called:
        return fill(translate("TwentyOne", "Bank call: the bank reached %1 times its "
                                           "start, so %2 takes back %3 chips."),
                    num(state.options.bank_call), name, num(bank))
    return fill(translate("TwentyOne", "%1 has held the bank for %2 rounds and takes back "
                                       "%3 chips."),
                name, num(state.options.bank_rounds), num(bank))


def your_tenure_line(state: TwentyOneState, human: int, bank: int) -> str:
    if state.holding and state.banker == human:
        return fill(translate("TwentyOne", "You keep the bank: round %1 of at most %2."),
                    num(state.tenure + 1), num(state.options.bank_rounds))
    if bank <= 0:
        return translate("TwentyOne", "The bank is empty: your turn as banker ends.")
    if state.called:
        return fill(translate("TwentyOne", "Bank call: the bank reached %1 times its "
                                           "start, so you take back %2 chips."),
                    num(state.options.bank_call), num(bank))
    return fill(translate("TwentyOne", "You have held the bank for %1 rounds and take back "
                                       "%2 chips."),
                num(state.options.bank_rounds), num(bank))


def match_line(state: TwentyOneState, human: int) -> str:
    winners = state.winners
    best = max(state.totals)
    if len([s for s in range(state.players) if state.totals[s] > 0]) <= 1:
        reason = translate("TwentyOne", "Only one player still holds chips.")
    else:
        reason = TwentyOne.tr("The bank has gone round the table %Ln time(s).", None,
                              state.options.cycles)
    if human in winners:
        head = (TwentyOne.tr("You win with %Ln chip(s)!", None, best)
                if len(winners) == 1 else
                TwentyOne.tr("You share the win with %Ln chip(s)!", None, best))
    else:
        head = fill(TwentyOne.tr("%1 wins with %Ln chip(s).", None, best),
                    seat_name(winners[0], human) if winners else "")
    return reason + " " + head


def match_end_html(state: TwentyOneState, human: int) -> str:
    result = state.results[-1] if state.results else None
    body = f"<p style='font-size:15pt'><b>{match_line(state, human)}</b></p>"
    if result is not None:
        body += chips_table(result, human)
    return body + "<p><i>" + chips_only() + "</i></p>"


def score_sheet(state: TwentyOneState, human: int) -> tuple[list[str], list[list[str]]]:
    headers = [translate("TwentyOne", "Round"), translate("TwentyOne", "Banker")]
    headers += [seat_name(s, human) for s in range(state.players)]
    rows = []
    for i, result in enumerate(state.results):
        banker = result.details.get("banker")
        row = [num(i + 1), seat_name(banker, human) if banker is not None else "–"]
        row += [fill(translate("TwentyOne", "%1 (%2)", "chips held (change)"),
                     num(result.totals[s]), signed(result.points[s]))
                for s in range(state.players)]
        rows.append(row)
    return headers, rows


# ------------------------------------------------------------ longest texts


def longest_result(state: TwentyOneState, human: int) -> RoundResult:
    """A round's result with every seat at its longest: the banker someone else, every
    other seat a lost tie of a large stake, large totals."""
    players = state.players
    most = state.options.chips * players
    banker = (human + 1) % players
    duels = [{"seat": s, "stake": most, "player": 21, "banker": 21, "winner": "banker"}
             for s in range(players) if s != banker]
    return RoundResult(points=tuple([-most] * players), totals=tuple([most] * players),
                       details={"banker": banker, "bank": most, "duels": duels})


LONG_CARD = Card.parse("QD")
"""A card with a long name, for the prompts' longest texts."""


def longest(state: TwentyOneState, human: int, base: str, seat: str) -> list[str]:
    """The longest texts the table's label `base` (of `seat`, for a plate) may show in this
    match: every chip in play at one seat, the largest numbers the options allow."""
    most = state.options.chips * state.players
    card = card_html(LONG_CARD)
    if base == "plate":
        name = seat_name(int(seat or human), human)
        return [fill(translate("TwentyOne", "%1 · bank offered · %2"), name, num(most)),
                banker_plate(name, most, most)]
    if base == "chip":
        return [translate("TwentyOne", "Bank\nnot yet put\u00a0up"),
                fill(translate("TwentyOne", "Bank\n%1"), num(most)), side_chip(most),
                stake_chip(most)]
    if base == "bank-prompt":
        return [offer_text(state.options.bank, most, card)]
    if base == "bet-prompt":
        return [stake_text(card, most, most, state.options.min_bet, most)]
    if base == "bar":
        return [three_card_rule()]
    if base == "summary":
        return [summary_html(state, human, longest_result(state, human))]
    if base == "toast":
        return [call_text(s, most, human) for s in range(state.players)]
    return badge_samples(state, human).get(base, [])
