"""Ninety-Nine's words at the table, without widgets: the badges and plates, the
premium prompt's help, the messages, the round's summary and the score sheet. Each
function reads the table's game (`cardtable/ui/games/ninety_nine.py`) for its state and
names and returns text; the translation contexts are the table's own ("NinetyNine")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from cardtable.cards import Card, Rank, Suit, card
from cardtable.rules.ninety_nine import (
    ANNOUNCE,
    ANNOUNCE_REVEAL,
    CONTRACT_BONUS,
    DECLARE,
    DUMMY,
    GAME_BONUS,
    KIND_RANK,
    REVEAL,
    ROUNDS_1975,
    V1975,
    GameOver,
    NinetyNineView,
    bid_values,
)
from cardtable.ui.words import (
    Counted,
    card_name,
    fill,
    lines_html,
    listed,
    num,
    numbers_kept_with_words,
    separator,
    series,
    signed,
    suit_name,
)

if TYPE_CHECKING:
    from cardtable.ui.games.ninety_nine import NinetyNineUI

translate = QCoreApplication.translate
NinetyNine = Counted("NinetyNine")  # phrases with a count

RED = "#c0182a"
_RED_ON_DARK = "#ff8f8f"
# The suits in the order of their bid value, highest first: clubs 3, hearts 2, spades 1,
# diamonds 0.
_BID_SUITS = (Suit.CLUBS, Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS)
_SUIT_VALUE = {Suit.CLUBS: 3, Suit.HEARTS: 2, Suit.SPADES: 1, Suit.DIAMONDS: 0}


def suit_html(suit: Suit, dark: bool = False) -> str:
    """A suit's symbol in its colour, then its name."""
    if suit.is_red:
        colour = _RED_ON_DARK if dark else RED
    else:
        colour = "#f4f1e6" if dark else "#111111"
    return f'<span style="color:{colour}">{suit.symbol}</span>&nbsp;{suit_name(suit)}'


def trump_words(code: str | None, dark: bool = False) -> str:
    """A trump as the model writes it ("S".."C", "9", None), in words."""
    if code is None:
        return translate("NinetyNine", "no trump")
    if code == "9":
        return translate("NinetyNine", "the four nines")
    return suit_html(Suit.parse(code), dark)


def trump_plain(code: str | None) -> str:
    """The same without markup (for the score sheet and toasts)."""
    if code is None:
        return translate("NinetyNine", "no trump")
    if code == "9":
        return translate("NinetyNine", "the four nines")
    suit = Suit.parse(code)
    return f"{suit.symbol} {suit_name(suit)}"


def trump_code_of(trump: int | None) -> str | None:
    if trump is None:
        return None
    if trump == 4:
        return "9"
    return Suit(trump).letter


def dealer_text(ui: NinetyNineUI, seat: int) -> str:
    if seat == ui.screen.human:
        return translate("NinetyNine", "You deal first.")
    return fill(translate("NinetyNine", "%1 deals first."), ui.name(seat))

def premium_toast(ui: NinetyNineUI, seat: int, kind: str, value: int | None) -> str:
    you = seat == ui.screen.human
    if kind == DECLARE:
        text = (translate("NinetyNine", "You declare your bid.") if you
                else translate("NinetyNine", "%1 declares: the bid cards will be shown."))
    elif kind == REVEAL:
        text = (translate("NinetyNine", "You reveal: you play with your hand face up.")
                if you else translate("NinetyNine", "%1 reveals and will play with the "
                                                    "hand face up."))
    elif kind == ANNOUNCE:
        n = 0 if value is None else value
        text = (NinetyNine.tr("You announce %Ln trick(s).", None, n) if you
                else NinetyNine.tr("%1 announces %Ln trick(s).", None, n))
    else:
        n = 0 if value is None else value
        text = (NinetyNine.tr("You announce %Ln trick(s) and reveal your hand.", None, n)
                if you else NinetyNine.tr("%1 announces %Ln trick(s) and reveals the hand.",
                                          None, n))
    return fill(text, ui.name(seat))

def trump_toast(ui: NinetyNineUI, seat: int | None, code: str | None) -> str:
    if seat is None:
        if code is None:
            return translate("NinetyNine", "This round is played without trump.")
        return fill(translate("NinetyNine", "Trump this round: %1"), trump_plain(code))
    if seat == ui.screen.human:
        return fill(translate("NinetyNine", "You named the trump: %1"), trump_plain(code))
    return fill(translate("NinetyNine", "%1 names the trump: %2"), ui.name(seat),
                trump_plain(code))

def bid_symbol(ui: NinetyNineUI, card: Card, turnup: Card | None) -> str:
    suit = card.suit if card.suit is not None else (turnup.suit if turnup else None)
    if suit is None:
        return "?"
    colour = RED if suit.is_red else "#111111"
    return f"<span style='color:{colour}'>{suit.symbol}</span>"

def bid_values_html(ui: NinetyNineUI) -> str:
    parts = []
    for suit in _BID_SUITS:
        colour = RED if suit.is_red else "#111111"
        parts.append(f"<span style='color:{colour}'>{suit.symbol}</span>&nbsp;"
                     f"<b>{num(_SUIT_VALUE[suit])}</b>")
    return "&nbsp;&nbsp;&nbsp;&nbsp;".join(parts)

def standing_text(ui: NinetyNineUI, standing: tuple[int, str, int | None]) -> str:
    seat, kind, value = standing
    texts = {
        DECLARE: translate("NinetyNine", "%1 has declared."),
        REVEAL: translate("NinetyNine", "%1 has revealed."),
        ANNOUNCE: NinetyNine.tr("%1 has announced %Ln trick(s).", None, value or 0),
        ANNOUNCE_REVEAL: NinetyNine.tr("%1 has announced %Ln trick(s) and revealed.", None,
                                       value or 0),
    }
    text = fill(texts[kind], ui.name(seat))
    if ui.state.options.trump_choice:
        text += " " + translate("NinetyNine", "Outbid them to name the trump yourself.")
    return text

def premium_html(ui: NinetyNineUI, lines: list[str], kinds: set[str]) -> str:
    return lines_html(lines) + "<br><br>" + premium_help(ui, kinds)

def premium_help(ui: NinetyNineUI, kinds: set[str]) -> str:
    """What each premium bid is worth at this table."""
    players = ui.state.players
    items = []
    if players == 5:
        amount_ok, amount_bad = signed(50), signed(-50)
        fail = translate("NinetyNine", "missed: %1 to you")
    elif players == 2:
        amount_ok = amount_bad = signed(30)
        fail = translate("NinetyNine", "missed: %1 to your opponent and to the dummy")
    else:
        amount_ok = amount_bad = signed(30)
        fail = translate("NinetyNine", "missed: %1 to each opponent")
    if DECLARE in kinds:
        items.append(fill(translate("NinetyNine",
                                    "<b>Declare</b>: show your bid cards to everyone. "
                                    "Made: %1 to you; %2."),
                          amount_ok, fill(fail, amount_bad)))
    if ANNOUNCE in kinds:
        items.append(fill(translate("NinetyNine",
                                    "<b>Announce</b>: say your number now; your last "
                                    "three cards and your tricks must both equal it. "
                                    "Made: %1 to you; %2."),
                          amount_ok, fill(fail, amount_bad)))
    if REVEAL in kinds:
        text = (translate("NinetyNine", "<b>Reveal</b>: show your bid cards and play "
                                        "with your whole hand face up. Made: %1 to you; "
                                        "%2.")
                if not ui.state.options.bid_at_end else
                translate("NinetyNine", "<b>Reveal</b>: play with all your cards face "
                                        "up; your tricks must equal your last three "
                                        "cards. Made: %1 to you; %2."))
        items.append(fill(text, signed(60), fill(fail, signed(60))))
    if ANNOUNCE_REVEAL in kinds:
        items.append(fill(translate("NinetyNine", "<b>Announce and reveal</b>: both at "
                                                  "once. Made: %1 to you; %2."),
                          signed(90), fill(fail, signed(90))))
    items.append(translate("NinetyNine", "<b>Pass</b>: keep your bid hidden."))
    if ui.state.options.trump_choice:
        items.append(translate("NinetyNine", "The player whose premium bid stands names "
                                             "the trump."))
    return "<br>".join(items)

def final_bid_cards(ui: NinetyNineUI, seen: NinetyNineView, seat: int) -> tuple[Card, ...]:
    bids = seen.shown_bids[seat]
    if bids:
        return bids
    return seen.shown_hands[seat] or ()

def bid_words(ui: NinetyNineUI, seat: int) -> str:
    """A bid as a number ("0 or 10" for three diamonds with four players)."""
    seen = ui.seen()
    cards: tuple[Card, ...] = ()
    if seat == ui.screen.human and seen.bid_cards:
        cards = seen.bid_cards
    elif seen.shown_bids[seat]:
        cards = seen.shown_bids[seat] or ()
    if cards:
        values = bid_values(cards, seen.players, seen.turnup)
        if len(values) > 1:
            return translate("NinetyNine", "0 or 10")
        return num(values[0])
    known = seen.known_bid(seat)
    return num(known) if known is not None else "?"

def summary_head(ui: NinetyNineUI) -> str:
    """The summary table's heading row."""
    head = [translate("NinetyNine", "Player"),
            translate("NinetyNine", "Bid", "a column of the round's summary: the bid made"),
            translate("NinetyNine", "Tricks"), translate("NinetyNine", "Contract"),
            translate("NinetyNine", "Premium"), translate("NinetyNine", "Points"),
            translate("NinetyNine", "Total") if ui.state.options.version == V1975
            else translate("NinetyNine", "Game score")]
    return "<tr>" + "".join(f"<th style='padding:2px 8px'>{h}</th>" for h in head) + "</tr>"


def summary_row(cells: list[str]) -> str:
    return ("<tr>" + "".join(f"<td align='center' style='padding:2px 8px'>{c}</td>"
                             for c in cells) + "</tr>")


def summary_html(ui: NinetyNineUI) -> str:
    state = ui.state
    if not state.results:
        return ""
    seen = ui.seen()
    human = ui.screen.human
    result = state.results[-1]
    d = result.details
    players = state.players
    m = len(result.points)
    made = d["made"]
    succeeded = sum(1 for x in made if x)
    bonus = CONTRACT_BONUS[players][succeeded]
    games = ui.games_of_rounds()
    game_no, over = games[-1] if games else (0, None)
    lines = []
    rows = [summary_head(ui)]
    scores = list(over.scores) if over is not None else list(state.game_scores)
    if state.options.version == V1975:
        scores = list(result.totals)
    for s in range(m):
        cards = final_bid_cards(ui, seen, s)
        values = bid_values(cards, players, seen.turnup) if cards else (d["bids"][s],)
        bid = (translate("NinetyNine", "0 or 10") if len(values) > 1
               else num(d["bids"][s]))
        contract_part = bonus if made[s] else 0
        premium_part = result.points[s] - d["tricks"][s] - contract_part
        contract = (fill(translate("NinetyNine", "made %1"), signed(contract_part))
                    if made[s] else translate("NinetyNine", "missed"))
        name = ui.title_name(s)
        if s == human:
            name = f"<b>{name}</b>"
        cells = [name, bid, num(d["tricks"][s]), contract,
                 signed(premium_part) if premium_part else "",
                 f"<b>{num(result.points[s])}</b>", num(scores[s])]
        rows.append(summary_row(cells))
    lines.append("<table align='center' cellspacing='0'>" + "".join(rows) + "</table>")
    options = state.options
    trump_says_why = not (state.match_over or over is not None or options.trump_choice
                          or options.version == V1975)
    notes = []
    if succeeded or not trump_says_why:
        notes.append(contract_line(ui, succeeded, bonus))
    notes += premium_lines(ui, result, d)
    if players == 2 and d["tricks"][DUMMY] == d["bids"][DUMMY]:
        notes.append(fill(translate("NinetyNine",
                                    "The dummy took exactly its bid: %1 for it."),
                          signed(30)))
    elif players == 2 and made[DUMMY]:
        notes.append(translate("NinetyNine", "The dummy makes its contract by taking no "
                                             "more tricks than its bid."))
    turnup = seen.turnup
    if turnup is not None and turnup.suit is not None:
        for s in range(m):
            if any(c.suit is None for c in final_bid_cards(ui, seen, s)):
                notes.append(fill(translate("NinetyNine", "The joker in the bid of %1 counts "
                                                          "as the turn-up (%2)."),
                                  ui.title_name(s), card_name(turnup)))
    if over is not None:
        notes.append(f"<b>{game_over_line(ui, over)}</b>")
    if not state.match_over:
        notes.append(next_trump_line(ui, succeeded, over is not None))
    lines.append("<br>".join(notes))
    if state.games_done and state.options.version != V1975:
        lines.append(match_line(ui))
    return lines_html(lines)

def summary_title(ui: NinetyNineUI) -> str:
    state = ui.state
    if not state.results:
        return ""
    if state.options.version == V1975:
        return fill(translate("NinetyNine", "Round %1 of %2 is over"),
                    num(len(state.results)), num(ROUNDS_1975))
    games = ui.games_of_rounds()
    game_no = games[-1][0] if games else 0
    in_game = sum(1 for g, _ in games if g == game_no)
    return fill(translate("NinetyNine", "Game %1, round %2 is over"), num(game_no + 1),
                num(in_game))

def contract_line(ui: NinetyNineUI, succeeded: int, bonus: int) -> str:
    if succeeded == 0:
        return translate("NinetyNine", "Nobody made their contract.")
    texts = {
        1: translate("NinetyNine", "Only one made the contract: %1."),
        2: translate("NinetyNine", "Two made their contracts: %1 each."),
        3: translate("NinetyNine", "Three made their contracts: %1 each."),
        4: translate("NinetyNine", "Four made their contracts: %1 each."),
        5: translate("NinetyNine", "All five made their contracts: %1 each."),
    }
    if bonus == 0:
        return translate("NinetyNine", "All four made their contracts: no bonus.")
    return fill(texts[succeeded], signed(bonus))

def premium_lines(ui: NinetyNineUI, result: Any, d: Mapping[str, Any]) -> list[str]:
    premium = d["premium"]
    if premium is None:
        return []
    items = premium if isinstance(premium, list) else [premium]
    players = ui.state.players
    amounts = {DECLARE: 30, ANNOUNCE: 30, REVEAL: 60, ANNOUNCE_REVEAL: 90}
    both_failed = players == 2 and len(items) == 2 and not any(
        premium_made(ui, i, result) for i in items)
    lines = []
    for item in items:
        seat, kind = item["seat"], item["kind"]
        ok = premium_made(ui, item, result)
        who = premium_noun(ui, kind, seat)
        amount = 50 if players == 5 else amounts[kind]
        if ok:
            text = fill(translate("NinetyNine", "%1: made, %2."), who, signed(amount))
        elif players == 5:
            text = fill(translate("NinetyNine", "%1: missed, %2."), who, signed(-amount))
        elif both_failed:
            text = fill(translate("NinetyNine", "%1: missed."), who)
        else:
            text = fill(translate("NinetyNine", "%1: missed, %2 to each other player."),
                        who, signed(amount))
        lines.append(text)
    if both_failed:
        lines.append(fill(translate("NinetyNine", "Both declarations failed: %1 to the "
                                                  "dummy instead."), signed(60)))
    return lines

def premium_made(ui: NinetyNineUI, item: dict[str, Any], result: Any) -> bool:
    """Whether a premium bid succeeded, read from the round's points: its owner's
    score holds the premium only if it was made (the model decided it)."""
    seat = item["seat"]
    d = result.details
    made = d["made"]
    bonus = CONTRACT_BONUS[ui.state.players][sum(1 for x in made if x)]
    rest = result.points[seat] - d["tricks"][seat] - (bonus if made[seat] else 0)
    if ui.state.players == 2 and seat == DUMMY:
        return False
    return rest > 0

def game_over_line(ui: NinetyNineUI, over: GameOver) -> str:
    winners = over.bonus
    if not winners:
        return fill(translate("NinetyNine", "Game over: the dummy has the most points, "
                                            "so the game is a draw and nobody gets the "
                                            "%1 bonus."), num(GAME_BONUS))
    if len(winners) == 1:
        if winners[0] == ui.screen.human:
            return fill(translate("NinetyNine", "Game over: you win the game and the %1 "
                                                "bonus!"), num(GAME_BONUS))
        return fill(translate("NinetyNine", "Game over: %1 wins the game and the %2 "
                                            "bonus."), ui.title_name(winners[0]),
                    num(GAME_BONUS))
    return fill(translate("NinetyNine", "Game over: %1 share the top score and each "
                                        "get the %2 bonus."),
                listed([ui.title_name(s) for s in winners]), num(GAME_BONUS))

def next_trump_line(ui: NinetyNineUI, succeeded: int, new_game: bool) -> str:
    state = ui.state
    options = state.options
    if options.version == V1975:
        return translate("NinetyNine", "The next round's trump comes from its turn-up.")
    nxt = trump_code_of(state.carry_trump)
    if options.trump_choice:
        if new_game:
            return translate("NinetyNine", "A new game: nobody has named a trump yet; "
                                           "a premium bidder names it.")
        return fill(translate("NinetyNine", "Next round: a premium bidder names the "
                                            "trump; if nobody bids, the trump stays: %1."),
                    trump_words(nxt))
    if new_game:
        if state.players == 2:
            return translate("NinetyNine", "A new game starts: its first round has "
                                           "clubs as trump.")
        return translate("NinetyNine", "A new game starts: its first round is played "
                                       "without trump.")
    players = state.players
    if nxt is None:
        if players == 4:
            return translate("NinetyNine", "All four made their contracts, so the next "
                                           "round is played without trump.")
        return translate("NinetyNine", "Four or more made their contracts, so the next "
                                       "round is played without trump.")
    texts = {
        0: translate("NinetyNine", "Nobody made the contract, so the next round's trump "
                                   "is %1."),
        1: translate("NinetyNine", "Only one made the contract, so the next round's "
                                   "trump is %1."),
        2: translate("NinetyNine", "Two made their contracts, so the next round's trump "
                                   "is %1."),
        3: translate("NinetyNine", "Three made their contracts, so the next round's "
                                   "trump is %1."),
    }
    return fill(texts.get(succeeded, texts[3]), f"<b>{trump_words(nxt)}</b>")

def match_line(ui: NinetyNineUI) -> str:
    state = ui.state
    parts = [f"{ui.title_name(s)} {num(t)}" for s, t in enumerate(state.totals)]
    return fill(translate("NinetyNine", "Match totals after %1 of %2 games: %3"),
                num(state.games_done), num(state.options.games_in_match(state.players)),
                separator().join(parts))

def card_short(ui: NinetyNineUI, card: Card) -> str:
    if card.suit is None:
        return card_name(card)
    rank = card.rank.letter if card.rank >= Rank.JACK else num(card.rank.pip)
    return f"{rank}{card.suit.symbol}"

def premium_noun(ui: NinetyNineUI, kind: str, seat: int) -> str:
    """A premium bid named by who made it ("Declaration by Dara")."""
    texts = {
        DECLARE: translate("NinetyNine", "Declaration by %1"),
        REVEAL: translate("NinetyNine", "Reveal by %1"),
        ANNOUNCE: translate("NinetyNine", "Announcement by %1"),
        ANNOUNCE_REVEAL: translate("NinetyNine", "Announcement and reveal by %1"),
    }
    return fill(texts[kind], ui.title_name(seat))

def premium_short(ui: NinetyNineUI, item: dict[str, Any], result: Any) -> str:
    text = premium_noun(ui, item["kind"], item["seat"])
    return text + (" ✓" if premium_made(ui, item, result) else " ✗")

def plate_lines(ui: NinetyNineUI, seat: int) -> str:
    state = ui.state
    seen = ui.seen()
    name = ui.title_name(seat)
    if seat == state.dealer and not state.match_over:
        name = fill(translate("NinetyNine", "%1 (dealer)"), name)
    score = (state.totals[seat] if state.options.version == V1975
             else state.game_scores[seat])
    first = fill(translate("NinetyNine", "%1 · score %2"), name, num(score))
    second = []
    bidding = state.phase == "bid"
    has_bid = seen.bid_counts[seat] > 0
    if state.options.bid_at_end:
        value = next((v for s, _, v in state.premiums if s == seat and v is not None),
                     None)
        if value is not None:
            second.append(fill(translate("NinetyNine", "bid %1"), num(value)))
    elif has_bid:
        second.append(fill(translate("NinetyNine", "bid %1"), bid_words(ui, seat)))
    elif bidding and seat == state.turn:
        second.append(translate("NinetyNine", "choosing a bid"))
    if state.phase not in ("bid",) or state.round_over:
        second.append(fill(translate("NinetyNine", "tricks %1"),
                           num(state.tricks[seat])))
    premium = next((p for p in state.premiums if p[0] == seat), None)
    marker = ""
    if premium is not None:
        marker = ({
            DECLARE: translate("NinetyNine", "declared"),
            REVEAL: translate("NinetyNine", "revealed"),
            ANNOUNCE: translate("NinetyNine", "announced"),
            ANNOUNCE_REVEAL: translate("NinetyNine", "announced and revealed"),
        }[premium[1]])
    if (ui.two_players and seat == DUMMY and state.phase == "play"
            and state.turn == DUMMY):
        second.append(translate("NinetyNine", "you choose its card")
                      if state.controller == ui.screen.human
                      else fill(translate("NinetyNine", "%1 chooses its card"),
                                ui.name(state.controller)))
    lines = [first]
    if second:
        lines.append(separator().join(second))
    if marker:
        lines.append(marker)
    return "\n".join(lines)

def round_line(ui: NinetyNineUI) -> str:
    state = ui.state
    if state.options.version == V1975:
        return fill(translate("NinetyNine", "Round %1 of %2"),
                    num(max(1, len(state.deals))), num(ROUNDS_1975))
    game, rounds = state.game_no, state.game_rounds + 1
    if state.round_over and state.results:  # the round just finished, not the next
        games = ui.games_of_rounds()
        game = games[-1][0]
        rounds = sum(1 for g, _ in games if g == game)
    return fill(translate("NinetyNine", "Game %1 of %2 (to %3) · round %4"),
                num(game + 1), num(state.options.games_in_match(state.players)),
                num(state.options.target), num(rounds))

def trump_line(ui: NinetyNineUI) -> str:
    state = ui.state
    if state.phase in ("premium", "trump") and state.options.trump_choice:
        return translate("NinetyNine", "Trump: named after the premium bids")
    code = trump_code_of(state.trump)
    if code is None:
        return translate("NinetyNine", "Trump: none this round")
    return fill(translate("NinetyNine", "Trump: %1"), trump_words(code, dark=True))

def status_line(ui: NinetyNineUI) -> str:
    state = ui.state
    human = ui.screen.human
    turn = state.turn
    you = state.to_act == human
    if state.round_over:
        return translate("NinetyNine", "The round is over.")
    if state.phase == "bid":
        if you:
            return translate("NinetyNine", "Choose three cards for your bid.")
        return fill(translate("NinetyNine", "%1 is choosing bid cards."), ui.name(turn))
    if state.phase == "premium":
        if you:
            return translate("NinetyNine", "Your turn to make a premium bid or pass.")
        return fill(translate("NinetyNine", "Premium bids: %1 to decide."),
                    ui.name(turn))
    if state.phase == "trump":
        if you:
            return translate("NinetyNine", "Name the trump.")
        return fill(translate("NinetyNine", "%1 is naming the trump."), ui.name(turn))
    if ui.two_players and turn == DUMMY:
        if you:
            return translate("NinetyNine", "You choose the dummy's card.")
        return fill(translate("NinetyNine", "%1 chooses the dummy's card."),
                    ui.name(state.controller))
    if you:
        return translate("NinetyNine", "Your turn to play.")
    return fill(translate("NinetyNine", "%1 to play."), ui.title_name(turn))

def score_sheet(ui: NinetyNineUI) -> tuple[list[str], list[list[str]]]:
    if ui.screen.session is None or not ui._widgets:
        return [], []
    state = ui.state
    m = len(state.totals)
    v1975 = state.options.version == V1975
    headers = [translate("NinetyNine", "Game"), translate("NinetyNine", "Round"),
               translate("NinetyNine", "Trump")]
    headers += [ui.title_name(s) for s in range(m)]
    headers.append(translate("NinetyNine", "Premium"))
    rows: list[list[str]] = []
    games = ui.games_of_rounds()
    in_game = 0
    game_scores = [0] * m
    records = ui.screen.session.record.rounds
    for i, result in enumerate(state.results):
        game, over = games[i] if i < len(games) else (0, None)
        in_game += 1
        d = result.details
        trump = trump_plain(d["trump"])
        if v1975 and i < len(records):
            turnup = records[i].deal.piles.get("turnup")
            if turnup:
                trump = fill(translate("NinetyNine", "%1 (turn-up %2)"), trump,
                             card_short(ui, turnup[0]))
        row = ["" if v1975 else num(game + 1), num(in_game if not v1975 else i + 1), trump]
        for s in range(m):
            game_scores[s] += result.points[s]
            cell = fill(translate("NinetyNine", "%1 (bid %2, took %3)"),
                        signed(result.points[s]), num(d["bids"][s]),
                        num(d["tricks"][s]))
            if d["made"][s]:
                cell += " ✓"
            row.append(cell)
        premium = d["premium"]
        items = [] if premium is None else premium if isinstance(premium, list) else [
            premium]
        row.append(series([premium_short(ui, p, result) for p in items]))
        rows.append(row)
        if over is not None:
            total = [fill(translate("NinetyNine", "Game %1"), num(game + 1)),
                     translate("NinetyNine", "Total"), ""]
            for s in range(m):
                cell = num(over.scores[s])
                if s in over.bonus:
                    cell = fill(translate("NinetyNine", "%1 + %2 bonus"), cell,
                                num(GAME_BONUS))
                total.append(cell)
            total.append("")
            rows.append(total)
            in_game = 0
            game_scores = [0] * m
    if rows and not state.match_over and not v1975 and in_game:
        current = [fill(translate("NinetyNine", "Game %1"), num(state.game_no + 1)),
                   translate("NinetyNine", "So far"), ""]
        current += [num(x) for x in state.game_scores] + [""]
        rows.append(current)
    if rows and (state.games_done > 1 or v1975 or state.match_over):
        rows.append([translate("NinetyNine", "Match"), translate("NinetyNine", "Total"),
                     ""] + [num(t) for t in state.totals] + [""])
    return headers, rows


def badge_rows(ui: NinetyNineUI) -> dict[str, str]:
    """The status bar's badges by name (`BADGES` of the table): the round, the trump (as
    the 1975 turn-up makes it), the turn-up card, whose turn it is."""
    state = ui.state
    rows = {"round": round_line(ui), "trump": trump_line(ui), "turn": status_line(ui)}
    if state.turnup is not None:
        rows["turnup"] = fill(translate("NinetyNine", "Turn-up: %1"), card_name(state.turnup))
        code = trump_code_of(state.trump)
        rows["trump"] = (translate("NinetyNine", "Turn-up: no trump this round")
                         if code is None else
                         fill(translate("NinetyNine", "Turn-up: trump %1"), trump_plain(code)))
    return rows


def running_bid(ui: NinetyNineUI, cards: list[Card]) -> str:
    """The bid the chosen cards make so far, under the bid prompt."""
    state = ui.state
    turnup = state.turnup
    if not cards:
        running = translate("NinetyNine", "No card chosen yet: your bid so far is 0.")
    else:
        symbols = " ".join(bid_symbol(ui, c, turnup) for c in cards)
        values = bid_values(cards, state.players, turnup)
        if len(cards) < 3:
            running = fill(translate("NinetyNine", "Chosen: %1 · bid so far: %2"),
                           symbols, f"<b>{num(values[0])}</b>")
        elif len(values) > 1:
            running = fill(translate("NinetyNine",
                                     "Chosen: %1 · your bid: <b>0 or 10</b> tricks"), symbols)
        else:
            running = fill(NinetyNine.tr("Chosen: %1 · your bid: <b>%Ln</b> trick(s)", None,
                                         values[0]), symbols)
    return f"<span style='font-size:13pt'>{running}</span>"


# ------------------------------------------------------------ the longest texts


def samples(ui: NinetyNineUI, name: str) -> list[str]:
    """The texts a label of the table's spec may show at its longest (`spec_sample`), so
    that the room it keeps holds from the deal to the round's end."""
    if name.startswith("plate:"):
        return [_plate_sample(ui, int(name[6:]))]
    texts = {
        "round": _round_samples, "trump": _trump_samples, "turnup": _turnup_samples,
        "turn": _status_samples, "toast": _toast_samples, "bid-prompt": _bid_samples,
        "premium-prompt": _premium_samples, "summary": _summary_samples,
    }
    build = texts.get(name)
    return [numbers_kept_with_words(t) for t in build(ui)] if build is not None else []


def _plate_sample(ui: NinetyNineUI, seat: int) -> str:
    """A dealer's plate with a bid of 0 or 10, ten tricks and a premium (the dummy's
    saying who chooses its card)."""
    dummy = ui.two_players and seat == DUMMY  # it never deals nor bids a premium
    name = ui.title_name(seat)
    if not dummy:
        name = fill(translate("NinetyNine", "%1 (dealer)"), name)
    first = fill(translate("NinetyNine", "%1 · score %2"), name, num(-100))
    players = ui.state.players
    bid = translate("NinetyNine", "0 or 10") if players == 4 else num(10)
    second = [fill(translate("NinetyNine", "bid %1"), bid),
              fill(translate("NinetyNine", "tricks %1"), num(10))]
    if dummy:
        second.append(max((translate("NinetyNine", "you choose its card"),
                           fill(translate("NinetyNine", "%1 chooses its card"), ui.name(1))),
                          key=len))
    # Five players never reveal: at most an announcement.
    marker = (translate("NinetyNine", "announced") if players == 5
              else translate("NinetyNine", "announced and revealed"))
    return "\n".join([first, separator().join(second)] + ([] if dummy else [marker]))


def _seats(ui: NinetyNineUI) -> range:
    return range(3 if ui.two_players else ui.state.players)


def _round_samples(ui: NinetyNineUI) -> list[str]:
    options = ui.state.options
    if options.version == V1975:
        return [fill(translate("NinetyNine", "Round %1 of %2"), num(ROUNDS_1975),
                     num(ROUNDS_1975))]
    games = num(options.games_in_match(ui.state.players))
    return [fill(translate("NinetyNine", "Game %1 of %2 (to %3) · round %4"), games, games,
                 num(options.target), num(99))]


def _trump_samples(ui: NinetyNineUI) -> list[str]:
    if ui.state.options.version == V1975:
        return [translate("NinetyNine", "Turn-up: no trump this round")] + [
            fill(translate("NinetyNine", "Turn-up: trump %1"), trump_plain(s.letter))
            for s in Suit]
    return [translate("NinetyNine", "Trump: named after the premium bids"),
            translate("NinetyNine", "Trump: none this round")] + [
        fill(translate("NinetyNine", "Trump: %1"), trump_words(code, dark=True))
        for code in ("S", "H", "D", "C", "9")]


def _turnup_samples(ui: NinetyNineUI) -> list[str]:
    if ui.state.options.version != V1975:
        return []
    cards = [card(rank, suit) for suit in Suit for rank in (Rank.QUEEN, Rank.TEN)]
    return [fill(translate("NinetyNine", "Turn-up: %1"), card_name(c)) for c in cards]


def _status_samples(ui: NinetyNineUI) -> list[str]:
    out = [translate("NinetyNine", t) for t in (
        "The round is over.", "Choose three cards for your bid.",
        "Your turn to make a premium bid or pass.", "Name the trump.",
        "You choose the dummy's card.", "Your turn to play.")]
    for seat in _seats(ui):
        name = ui.name(seat)
        out += [fill(translate("NinetyNine", t), name) for t in (
            "%1 is choosing bid cards.", "Premium bids: %1 to decide.",
            "%1 is naming the trump.", "%1 chooses the dummy's card.")]
        out.append(fill(translate("NinetyNine", "%1 to play."), ui.title_name(seat)))
    return out


def _toast_samples(ui: NinetyNineUI) -> list[str]:
    out = [translate("NinetyNine", "Your choice for the dummy: click one of its cards."),
           translate("NinetyNine", "You reveal: you play with your hand face up.")]
    for seat in _seats(ui):
        out.append(premium_toast(ui, seat, ANNOUNCE_REVEAL, 10))
        out.append(premium_toast(ui, seat, REVEAL, None))
    return out


def _bid_samples(ui: NinetyNineUI) -> list[str]:
    clubs = [card(rank, Suit.CLUBS) for rank in (Rank.ACE, Rank.KING, Rank.QUEEN)]
    diamonds = [card(rank, Suit.DIAMONDS) for rank in (Rank.ACE, Rank.KING, Rank.QUEEN)]
    return [running_bid(ui, []), running_bid(ui, clubs[:2]), running_bid(ui, clubs),
            running_bid(ui, diamonds)]


def _premium_samples(ui: NinetyNineUI) -> list[str]:
    """The premium prompt with the bids this table offers (`premium_kinds`: no reveal with
    two or five players) and its longest line on the bids made so far."""
    state = ui.state
    kinds = {*state.premium_kinds(), "pass"}
    last = translate("NinetyNine", "Make a premium bid?")
    bid = [fill(translate("NinetyNine", "Your bid: %1 tricks."),
                f"<b>{translate('NinetyNine', '0 or 10')}</b>"),
           translate("NinetyNine", "Your bid will be the three cards you hold at the end of "
                                   "the round.")]
    others = [seat for seat in _seats(ui) if seat != ui.screen.human]
    if state.single_premium:  # one bid stands: the highest kind, with ten tricks
        strongest = max(state.premium_kinds(), key=KIND_RANK.__getitem__)
        so_far = [standing_text(ui, (seat, strongest, 10)) for seat in others]
    else:  # every bid stands: the names of those who made one
        so_far = [fill(translate("NinetyNine", "Declared so far: %1"),
                       series([ui.name(s) for s in others
                               if not (ui.two_players and s == DUMMY)]))]
    return [premium_html(ui, [line, middle, last], kinds) for middle in so_far for line in bid]


def _summary_samples(ui: NinetyNineUI) -> list[str]:
    """A summary with a row for each hand and its longest notes: the contracts, two
    premiums missed, a game shared at the top, the next trump, the match so far."""
    state = ui.state
    seats = list(_seats(ui))
    row = [translate("NinetyNine", "0 or 10"), num(10),
           fill(translate("NinetyNine", "made %1"), signed(10)), signed(-90),
           f"<b>{num(-100)}</b>", num(-999)]
    rows = [summary_head(ui)] + [summary_row([f"<b>{ui.title_name(s)}</b>", *row])
                                  for s in seats]
    missed = translate("NinetyNine", "%1: missed, %2 to each other player.")
    notes = [fill(translate("NinetyNine", "Three made their contracts: %1 each."), signed(10))]
    # Two premiums only with two players (yours and your opponent's, both missed).
    notes += [fill(missed, premium_noun(ui, ANNOUNCE_REVEAL, s), signed(90))
              for s in seats[:2 if ui.two_players else 1]]
    notes.append("<b>" + fill(translate("NinetyNine", "Game over: %1 share the top score and "
                                                      "each get the %2 bonus."),
                              listed([ui.title_name(s) for s in seats]), num(GAME_BONUS))
                 + "</b>")
    notes.append(translate("NinetyNine", "A new game: nobody has named a trump yet; a "
                                         "premium bidder names it."))
    games = num(state.options.games_in_match(state.players))
    match = fill(translate("NinetyNine", "Match totals after %1 of %2 games: %3"), games,
                 games, separator().join(f"{ui.title_name(s)} {num(-999)}" for s in seats))
    sample = lines_html(["<table align='center' cellspacing='0'>" + "".join(rows) + "</table>",
                         *notes, match])
    return [sample] + ([summary_html(ui)] if state.results else [])
