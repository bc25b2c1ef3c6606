"""Shelem's words at the table: messages, the badges, the plates, the hand's summary and
the paper score sheet, worded from the state (no widgets; `ui/games/shelem.py` shows them)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.cards import Card, Rank, Suit
from cardtable.cards import card as make_card
from cardtable.rules.shelem import (
    KITTY_SIZE,
    MAX_BID,
    MIN_BID,
    SHELEM_SCORE,
    TOTAL_POINTS,
    TRICK_POINTS,
    YASA_SCORE,
    ShelemState,
    card_points,
    side_of,
)
from cardtable.ui.words import (
    RED,
    Counted,
    card_code,
    fill,
    lines_html,
    num,
    numbers_kept_with_words,
    seat_name,
    suit_html,
    suit_name,
)

translate = QCoreApplication.translate
Shelem = Counted("Shelem")  # phrases with a count

RULE = "━━━━━━━━"
"""The line drawn in the score sheet's middle column once every player has dealt."""

BADGES = ("hand", "contract", "trump", "points", "laid", "turn", "break", "score")
"""The status bar's badges, in their order."""


def card_short(card: Card) -> str:
    """A card as its printed corner index and suit sign (A♠, 10♥): the same in both
    languages, as on the cards themselves."""
    rank = card.rank.letter if card.rank >= Rank.JACK else str(card.rank.pip)
    return f"{rank}{card.suit.symbol if card.suit is not None else ''}"


def card_html(card: Card) -> str:
    colour = RED if card.suit is not None and card.suit.is_red else "#111111"
    return f'<span style="color:{colour}">{card_short(card)}</span>'


def side_name(players: int, side: int, human: int) -> str:
    """A team ("You & Shirin") or, with two players, the player."""
    if players == 2:
        return seat_name(side, human)
    if side == side_of(human):
        first, second = human, (human + 2) % 4
    else:
        first, second = (human + 1) % 4, (human + 3) % 4
    return fill(translate("Shelem", "%1 & %2", "team of two players"),
                seat_name(first, human), seat_name(second, human))


# ------------------------------------------------------------------ messages


def dealer_text(seat: int, human: int) -> str:
    if seat == human:
        return translate("Shelem", "The lot makes you the first dealer.")
    return fill(translate("Shelem", "The lot makes %1 the first dealer."), seat_name(seat, human))


def bid_text(seat: int, value: int, human: int) -> str:
    if seat == human:
        return fill(translate("Shelem", "You bid %1."), num(value))
    return fill(translate("Shelem", "%1 bids %2."), seat_name(seat, human), num(value))


def pass_text(seat: int, human: int) -> str:
    if seat == human:
        return translate("Shelem", "You pass.")
    return fill(translate("Shelem", "%1 passes."), seat_name(seat, human))


def won_text(hakem: int, contract: int, human: int) -> str:
    if hakem == human:
        return fill(translate("Shelem", "You are the hakem with %1: take the kitty and lay "
                                        "away four cards."), num(contract))
    return fill(translate("Shelem", "%1 is the hakem with %2 and takes the kitty."),
                seat_name(hakem, human), num(contract))


def thrown_text() -> str:
    return translate("Shelem", "Everyone passed: the hand is thrown in.")


def trump_text(seat: int, suit: Suit, human: int) -> str:
    if seat == human:
        return fill(translate("Shelem", "Your first card names trump: %1."), suit_name(suit))
    return fill(translate("Shelem", "%1's first card names trump: %2."), seat_name(seat, human),
                suit_name(suit))


def packet_hint() -> str:
    return translate("Shelem", "Now play a face-up card from your packets (of the suit led if "
                               "you have one there).")


def lead_hint() -> str:
    return translate("Shelem", "Lead a card of the suit you want as trump: your first card "
                               "names trump for the whole hand.")


# ------------------------------------------------------------------- prompts


def bid_prompt(high: int | None, holder: int, human: int) -> str:
    """The bid panel's text: no bid yet, or the highest bid and its bidder."""
    if high is None:
        return fill(translate("Shelem", "No bid yet: bid %1 to %2 in fives, or pass. A "
                                        "pass is final."), num(MIN_BID), num(MAX_BID))
    return fill(translate("Shelem", "Highest bid: <b>%1</b>, by %2. Bid higher or "
                                    "pass: a pass is final."), num(high), seat_name(holder, human))


def lay_html(kitty: Sequence[Card]) -> str:
    cards = "&nbsp; ".join(card_code(card_html(c)) for c in kitty)
    return fill(translate(
        "Shelem", "You took the kitty: %1<br>Choose four cards to lay away: they count for "
                  "your side as a trick (5 points) plus their own points."), cards)


def lay_count(chosen: Sequence[Card]) -> str:
    points = sum(card_points(c) for c in chosen)
    return fill(translate("Shelem", "Chosen: %1 of %2 · points in them: <b>%3</b>"),
                num(len(chosen)), num(KITTY_SIZE), num(points))


# -------------------------------------------------------------- the summary


def outcome(state: ShelemState, index: int = -1) -> str:
    """How a finished hand went for the hakem: "thrown-in", "shelem", "made", "yasa"
    or "failed" (read from the state's results, so a resumed game shows the same)."""
    return outcome_of(state.results[index].details)


def outcome_of(d: Mapping[str, Any]) -> str:
    """`outcome` from a hand's result details."""
    if d["hakem"] is None:
        return "thrown-in"
    hs = side_of(d["hakem"])
    captured = d["captured"]
    if captured[hs] == TOTAL_POINTS:
        return "shelem"  # every trick: the defenders would have 5 for any one
    if captured[hs] >= d["contract"]:
        return "made"
    if captured[hs] < captured[1 - hs]:
        return "yasa"
    return "failed"


def summary_title(state: ShelemState) -> str:
    if not state.results:
        return translate("Shelem", "Hand over")
    return {
        "thrown-in": translate("Shelem", "Thrown in"),
        "shelem": translate("Shelem", "Shelem!"),
        "made": translate("Shelem", "Contract made"),
        "yasa": translate("Shelem", "Yasa!"),
        "failed": translate("Shelem", "Contract failed"),
    }[outcome(state)]


def next_label(state: ShelemState) -> str:
    if state.match_over:
        return translate("Shelem", "See the result")
    return translate("Shelem", "Next hand")


def why_line(how: str, side: str, scored: int) -> str:
    """Why the hakem's side scored what it did."""
    if how == "shelem":
        return fill(translate("Shelem", "All twelve tricks to %1: a shelem, worth %2 "
                                        "instead of %3."),
                    side, num(SHELEM_SCORE), num(TOTAL_POINTS))
    if how == "made":
        return fill(translate("Shelem", "Contract made, so the points taken count: %1 "
                                        "for %2."), num(scored), side)
    if how == "yasa":
        return fill(translate("Shelem", "Fewer points than the defenders: yasa, %1 for "
                                        "%2 instead of minus the contract."),
                    num(YASA_SCORE), side)
    return fill(translate("Shelem", "Contract not made: minus the contract, %1 for "
                                    "%2."), num(scored), side)


def summary_html(state: ShelemState, human: int) -> str:
    if not state.results:
        return ""
    result = state.results[-1]
    following = None if state.match_over else (state.dealer + 1) % state.players
    return summary_from(state.players, human, result.details, result.points,
                        score_line(state, human), following)


def summary_from(players: int, human: int, d: Mapping[str, Any], points: Sequence[int],
                 score: str, following: int | None) -> str:
    """A hand's summary from its result (`d`, `points`), the score line and the next
    hand's dealer (None: the match is over)."""
    how = outcome_of(d)
    lines: list[str] = []
    if how == "thrown-in":
        lines.append(translate("Shelem", "Everyone passed: the hand is not played and "
                                         "no one scores."))
    else:
        hakem, contract = d["hakem"], d["contract"]
        hs, ds = side_of(hakem), 1 - side_of(hakem)
        captured = d["captured"]
        trump = suit_name(Suit.parse(d["trump"]))
        lines.append(fill(translate("Shelem", "Contract: <b>%1</b>, bid by %2 · trump: %3"),
                          num(contract), seat_name(hakem, human), trump))
        lines.append(fill(translate("Shelem", "Points taken: %1 <b>%2</b> · %3 <b>%4</b>"),
                          side_name(players, hs, human), num(captured[hs]),
                          side_name(players, ds, human), num(captured[ds])))
        lines.append(translate("Shelem", "(5 for each trick and for the four cards laid "
                                         "away, 10 for each ace and ten, 5 for each five)"))
        side = side_name(players, hs, human)
        lines.append(f"<b>{why_line(how, side, points[hakem])}</b>")
        lines.append(fill(translate("Shelem", "The defenders keep what they took: %1 for "
                                              "%2."), num(points[(hakem + 1) % players]),
                          side_name(players, ds, human)))
    lines.append(score)
    if following is not None:
        lines.append(next_dealer_line(following, human))
    return lines_html(lines)


def next_dealer_line(seat: int, human: int) -> str:
    if seat == human:
        return translate("Shelem", "You deal the next hand.")
    return fill(translate("Shelem", "%1 deals the next hand."), seat_name(seat, human))


def score_line(state: ShelemState, human: int) -> str:
    us = side_of(human)
    return score_text(state.players, human, state.side_totals[us],
                      state.side_totals[1 - us], state.options.target)


def score_text(players: int, human: int, ours: int, theirs: int, target: int) -> str:
    us, them = side_of(human), 1 - side_of(human)
    return fill(translate("Shelem", "Score: %1 <b>%2</b> · %3 <b>%4</b> (playing to %5)"),
                side_name(players, us, human), num(ours), side_name(players, them, human),
                num(theirs), num(target))


def match_head(state: ShelemState, human: int) -> str:
    if human in state.winners:
        return (translate("Shelem", "You win the match!") if state.players == 2
                else translate("Shelem", "You and your partner win the match!"))
    winner = side_of(next(iter(state.winners), 0))
    return fill(translate("Shelem", "The match goes to %1."),
                side_name(state.players, winner, human))


# ----------------------------------------------------------- information


def score_sheet(state: ShelemState, human: int) -> tuple[list[str], list[list[str]]]:
    """The paper sheet: a column per side with its running total, the contract in the
    middle, and a line in the middle column each time every player has dealt once."""
    us = side_of(human)
    them = 1 - us
    headers = [side_name(state.players, us, human), translate("Shelem", "Contract"),
               side_name(state.players, them, human)]
    rows: list[list[str]] = []
    for i, result in enumerate(state.results):
        d = result.details
        hakem = d["hakem"]
        if hakem is None:
            middle = translate("Shelem", "all passed")
        else:
            middle = fill(translate("Shelem", "%1 · %2", "contract · hakem"),
                          num(d["contract"]), seat_name(hakem, human))
            how = outcome(state, i)
            if how == "shelem":
                middle = fill(translate("Shelem", "%1 · shelem"), middle)
            elif how == "yasa":
                middle = fill(translate("Shelem", "%1 · yasa"), middle)
        totals = result.totals
        rows.append([num(totals[us]), middle, num(totals[them])])
        if (i + 1) % state.players == 0:
            rows.append(["", RULE, ""])
    return headers, rows


def plate_text(state: ShelemState, seat: int, human: int) -> str:
    name = seat_name(seat, human)
    if state.hakem == seat and not state.round_over:
        return hakem_plate(name, state.contract or 0)
    if state.phase == "bidding":
        calls = [v for s, v in state.auction if s == seat]
        if calls:
            return call_plate(name, calls[-1])
    if state.dealer == seat:
        return fill(translate("Shelem", "%1 · dealer"), name)
    return name


def hakem_plate(name: str, contract: int) -> str:
    return fill(translate("Shelem", "%1 · hakem %2"), name, num(contract))


def call_plate(name: str, last: int | None) -> str:
    return fill(translate("Shelem", "%1 · %2", "player · last call"), name,
                num(last) if last is not None else translate("Shelem", "pass"))


def known_points(state: ShelemState, human: int) -> tuple[list[int], bool]:
    """Points each side has captured as far as the human can know them, and whether
    the laid-away cards (hidden from the defenders) are left out."""
    view = state.view(human)
    out = [TRICK_POINTS * view.tricks[x] + sum(card_points(c) for c in view.won[x])
           for x in (0, 1)]
    hidden = False
    if view.hakem is not None and view.laid_away:
        hs = side_of(view.hakem)
        known = [c for c in view.laid_away if c is not None]
        if len(known) == len(view.laid_away):
            out[hs] += TRICK_POINTS + sum(card_points(c) for c in known)
        else:
            out[hs] += TRICK_POINTS
            hidden = True
    return out, hidden


def badges(state: ShelemState, human: int) -> dict[str, str]:
    """The status bar's texts by badge (`BADGES`); a badge not named is hidden."""
    us, them = side_of(human), 1 - side_of(human)
    out = {"hand": hand_badge(max(1, len(state.deals)), seat_name(state.dealer, human))}
    if state.phase == "bidding":
        out["contract"] = auction_badge(
            state.high, 0 if state.high_seat is None else state.high_seat, human)
    elif state.hakem is not None:
        out.update(_play_badges(state, human))
    out["score"] = score_badge(state.players, human, state.side_totals[us],
                               state.side_totals[them], state.options.target)
    return out


def _play_badges(state: ShelemState, human: int) -> dict[str, str]:
    assert state.hakem is not None
    us, them = side_of(human), 1 - side_of(human)
    out = {"contract": hakem_badge(seat_name(state.hakem, human), state.contract or 0),
           "trump": trump_badge(state.trump)}
    points, hidden = known_points(state, human)
    # The hakem's side's points lack its hidden cards laid away: said in the same badge
    # (a badge of its own could wrap to the next row, away from the figure it qualifies).
    out["points"] = points_badge(state.players, human, points[us], points[them],
                                 side_of(state.hakem) if hidden else None)
    if not hidden and state.hakem == human and state.laid:
        laid = TRICK_POINTS + sum(card_points(c) for c in state.laid)
        out["laid"] = fill(translate("Shelem", "Of these, %1 from your laid-away cards"),
                           num(laid))
    playing = state.phase == "play"
    if playing and state.to_act == human and len(state.trick) >= 2 and state.players == 2:
        out["turn"] = translate("Shelem", "Your turn: play a face-up packet card")
    elif playing and state.trick_number == 0 and not state.trick and state.hakem == human:
        out["turn"] = translate("Shelem", "Your first card names trump")
    if playing and state.contract is not None:
        out["break"] = break_badge(state.contract)
    return out


def hand_badge(number: int, dealer: str) -> str:
    return fill(translate("Shelem", "Hand %1 · dealer: %2"), num(number), dealer)


def auction_badge(high: int | None, holder: int, human: int) -> str:
    if high is None:
        return fill(translate("Shelem", "Auction: no bid yet (%1 to %2, in fives)"),
                    num(MIN_BID), num(MAX_BID))
    return fill(translate("Shelem", "Auction: highest bid %1, by %2"), num(high),
                seat_name(holder, human))


def hakem_badge(hakem: str, contract: int) -> str:
    return fill(translate("Shelem", "Hakem: %1 · contract: <b>%2</b>"), hakem, num(contract))


def trump_badge(trump: Suit | None) -> str:
    if trump is None:
        return translate("Shelem", "Trump: named by the hakem's first card")
    return fill(translate("Shelem", "Trump: %1"), suit_html(trump, light=True))


def points_badge(players: int, human: int, ours: int, theirs: int,
                 hidden: int | None = None) -> str:
    """The points each side has taken; `hidden`: the side whose cards laid away are not
    counted, since they are face down."""
    us, them = side_of(human), 1 - side_of(human)
    figures = {us: num(ours), them: num(theirs)}
    if hidden is not None:
        figures[hidden] = fill(translate("Shelem", "%1 + the cards laid away"),
                               figures[hidden])
    return fill(translate("Shelem", "Points taken: %1 %2 · %3 %4"),
                side_name(players, us, human), figures[us], side_name(players, them, human),
                figures[them])


def break_badge(contract: int) -> str:
    return Shelem.tr("The defenders break it with %Ln point(s)", None,
                     TOTAL_POINTS + 1 - contract)


def score_badge(players: int, human: int, ours: int, theirs: int, target: int) -> str:
    us, them = side_of(human), 1 - side_of(human)
    return fill(translate("Shelem", "Score: %1 %2 · %3 %4 (to %5)"),
                side_name(players, us, human), num(ours), side_name(players, them, human),
                num(theirs), num(target))


# ------------------------------------------------------- the longest texts


def _summary_samples(state: ShelemState, human: int) -> list[str]:
    """A summary for each way a hand ends, the other side's bid, the scores long."""
    players = state.players
    hakem = (human + 1) % players
    hs = side_of(hakem)
    score = score_text(players, human, -1000, -1000, state.options.target)
    out = []
    for taken, points in ((160, -165), (80, -165), (165, 330), (120, -150)):
        captured = [0, 0]
        captured[hs], captured[1 - hs] = taken, 165 - taken if taken < 165 else 0
        d = {"hakem": hakem, "contract": MAX_BID, "trump": "D", "captured": captured}
        shown = [points if side_of(s) == hs else 165 for s in range(players)]
        out.append(summary_from(players, human, d, shown, score, human))
    return out


def _samples(state: ShelemState, human: int, name: str) -> list[str]:
    players = state.players
    seats = range(players)
    names = [seat_name(s, human) for s in seats]
    if name.startswith("plate:"):
        own = seat_name(int(name[6:]), human)
        return [hakem_plate(own, MAX_BID), call_plate(own, MAX_BID), call_plate(own, None),
                translate("Shelem", "%1 · dealer").replace("%1", own)]
    if name == "summary":
        return _summary_samples(state, human)
    kitty = [make_card(Rank.TEN, suit) for suit in Suit]
    texts = {
        "hand": [hand_badge(99, n) for n in names],
        "contract": [auction_badge(None, 0, human)]
                    + [auction_badge(MAX_BID, s, human) for s in seats]
                    + [hakem_badge(n, MAX_BID) for n in names],
        "trump": [trump_badge(None)] + [trump_badge(s) for s in Suit],
        "points": [points_badge(players, human, 165, 165)]
                  + [points_badge(players, human, 165, 165, side) for side in (0, 1)],
        "laid": [translate("Shelem", "Of these, %1 from your laid-away cards").replace(
            "%1", num(45))],
        "turn": [translate("Shelem", "Your turn: play a face-up packet card"),
                 translate("Shelem", "Your first card names trump")],
        "break": [break_badge(c) for c in (MIN_BID, MAX_BID - 5)],
        "score": [score_badge(players, human, -1000, -1000, state.options.target)],
        "bid-prompt": [bid_prompt(None, 0, human)]
                      + [bid_prompt(MAX_BID, s, human) for s in seats],
        "lay-prompt": [lay_html(kitty)],
        "toast": [won_text(s, MAX_BID, human) for s in seats] + [packet_hint(), lead_hint()],
    }
    return texts.get(name, [])


def samples(state: ShelemState, human: int, name: str) -> list[str]:
    """The longest texts of each label: a hakem's plate, the highest bid, the largest
    counts and scores, a summary with every line it may have."""
    return [numbers_kept_with_words(t) for t in _samples(state, human, name)]
