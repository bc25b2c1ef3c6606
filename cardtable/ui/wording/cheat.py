"""Cheat's words: claims said aloud, what happened, the claim panel's help, the challenge
prompt, the status badges, the plates and the summary, from the state (no widgets)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.cards import PACK_52, Card, Rank
from cardtable.rules.cheat import CLAIM_RANKS, RESPONDING, CheatState, CheatView
from cardtable.ui.words import card_name, fill, lines_html, num, seat_name

translate = QCoreApplication.translate


def count_word(n: int) -> str:
    """A count in words ("three"), as a claim is said aloud; digits above sixteen."""
    words = {
        1: translate("Cheat", "one"), 2: translate("Cheat", "two"),
        3: translate("Cheat", "three"), 4: translate("Cheat", "four"),
        5: translate("Cheat", "five"), 6: translate("Cheat", "six"),
        7: translate("Cheat", "seven"), 8: translate("Cheat", "eight"),
        9: translate("Cheat", "nine"), 10: translate("Cheat", "ten"),
        11: translate("Cheat", "eleven"), 12: translate("Cheat", "twelve"),
        13: translate("Cheat", "thirteen"), 14: translate("Cheat", "fourteen"),
        15: translate("Cheat", "fifteen"), 16: translate("Cheat", "sixteen"),
    }
    return words.get(n, num(n))


def rank_plural(rank: Rank) -> str:
    """A rank as it is counted in a claim: "sevens", "aces"."""
    return {
        Rank.ACE: translate("Cheat", "aces"), Rank.KING: translate("Cheat", "kings"),
        Rank.QUEEN: translate("Cheat", "queens"), Rank.JACK: translate("Cheat", "jacks"),
        Rank.TEN: translate("Cheat", "tens"), Rank.NINE: translate("Cheat", "nines"),
        Rank.EIGHT: translate("Cheat", "eights"), Rank.SEVEN: translate("Cheat", "sevens"),
        Rank.SIX: translate("Cheat", "sixes"), Rank.FIVE: translate("Cheat", "fives"),
        Rank.FOUR: translate("Cheat", "fours"), Rank.THREE: translate("Cheat", "threes"),
        Rank.TWO: translate("Cheat", "twos"),
    }[rank]


def claim_words(count: int, rank: Rank) -> str:
    """A claim as it is said: "three sevens", "one ace"."""
    if count == 1:
        return {
            Rank.ACE: translate("Cheat", "one ace"), Rank.KING: translate("Cheat", "one king"),
            Rank.QUEEN: translate("Cheat", "one queen"),
            Rank.JACK: translate("Cheat", "one jack"), Rank.TEN: translate("Cheat", "one ten"),
            Rank.NINE: translate("Cheat", "one nine"),
            Rank.EIGHT: translate("Cheat", "one eight"),
            Rank.SEVEN: translate("Cheat", "one seven"),
            Rank.SIX: translate("Cheat", "one six"), Rank.FIVE: translate("Cheat", "one five"),
            Rank.FOUR: translate("Cheat", "one four"),
            Rank.THREE: translate("Cheat", "one three"),
            Rank.TWO: translate("Cheat", "one two"),
        }[rank]
    return fill(translate("Cheat", "%1 %2", "a claim: a count and a rank, three sevens"),
                count_word(count), rank_plural(rank))


def cards_count(n: int) -> str:
    """"one card", "14 cards"."""
    if n == 1:
        return translate("Cheat", "one card")
    return fill(translate("Cheat", "%1 cards"), num(n))


def quoted(text: str) -> str:
    return fill(translate("Cheat", "“%1”", "a claim in quotation marks"), text)


def place_word(place: int) -> str:
    words = {
        1: translate("Cheat", "first place"), 2: translate("Cheat", "second place"),
        3: translate("Cheat", "third place"), 4: translate("Cheat", "fourth place"),
        5: translate("Cheat", "fifth place"), 6: translate("Cheat", "sixth place"),
        7: translate("Cheat", "seventh place"), 8: translate("Cheat", "eighth place"),
    }
    return words.get(place, num(place))


def intro(players: int) -> str:
    """The new-game dialog's sentence on the game."""
    text = translate("Cheat", "All the cards are dealt. In turn, lay one or more cards "
                              "face down and say what they are: \"three sevens\". It may "
                              "be a lie. Anyone may call \"Cheat!\": a liar takes the "
                              "whole pile, and so does a caller who was wrong. The first "
                              "to get rid of every card wins.")
    if players >= 6:
        text += " " + translate("Cheat", "With six or more players two packs are "
                                         "shuffled together.")
    return text


# ------------------------------------------------------------- what happened


def deal_text(dealer: int, players: int, human: int) -> str:
    first = (dealer + 1) % players
    if dealer == human:
        return fill(translate("Cheat", "You deal every card. %1 plays first."),
                    seat_name(first, human))
    if first == human:
        return fill(translate("Cheat", "%1 deals every card. You play first."),
                    seat_name(dealer, human))
    return fill(translate("Cheat", "%1 deals every card. %2 plays first."),
                seat_name(dealer, human), seat_name(first, human))


def claimed_text(seat: int, count: int, rank: Rank, human: int) -> str:
    claim = quoted(claim_words(count, rank))
    if seat == human:
        if count == 1:
            return fill(translate("Cheat", "You play one card: %1"), claim)
        return fill(translate("Cheat", "You play %1 cards: %2"), count_word(count), claim)
    if count == 1:
        return fill(translate("Cheat", "%1 plays one card: %2"), seat_name(seat, human), claim)
    return fill(translate("Cheat", "%1 plays %2 cards: %3"), seat_name(seat, human),
                count_word(count), claim)


def call_text(seat: int, human: int) -> str:
    if seat == human:
        return translate("Cheat", "You call “Cheat!”")
    return fill(translate("Cheat", "%1 calls “Cheat!”"), seat_name(seat, human))


def cards_list(cards: Sequence[Card]) -> str:
    text = card_name(cards[0]) if cards else ""
    for card in cards[1:]:
        text = fill(translate("Cheat", "%1, %2", "a list of cards"), text, card_name(card))
    return text


def reveal_text(player: int, challenger: int, cards: Sequence[Card], claim: Rank,
                truthful: bool, human: int) -> str:
    # A long play is only counted: its cards lie turned up on the table to be read.
    shown = cards_list(cards) if len(cards) <= 4 else cards_count(len(cards))
    if truthful:
        if challenger == human:
            return fill(translate("Cheat", "Turned up: %1. It was true: you take the "
                                           "pile."), shown)
        return fill(translate("Cheat", "Turned up: %1. It was true: %2 takes the pile."),
                    shown, seat_name(challenger, human))
    wrong = sum(1 for c in cards if c.rank is not claim)
    if player == human:
        return fill(translate("Cheat", "Turned up: %1. Caught! Cards that are not %2: %3. "
                                       "You take the pile."), shown, rank_plural(claim),
                    num(wrong))
    return fill(translate("Cheat", "Turned up: %1. A lie! Cards that are not %2: %3. "
                                   "%4 takes the pile."),
                shown, rank_plural(claim), num(wrong), seat_name(player, human))


def taken_text(seat: int, count: int, human: int) -> str:
    if seat == human:
        return fill(translate("Cheat", "You pick up the pile: %1."), cards_count(count))
    return fill(translate("Cheat", "%1 picks up the pile: %2."), seat_name(seat, human),
                cards_count(count))


def place_text(seat: int, place: int, last: bool, human: int) -> str:
    if last:
        if seat == human:
            return translate("Cheat", "You are the last one holding cards.")
        return fill(translate("Cheat", "%1 is the last one holding cards."),
                    seat_name(seat, human))
    if seat == human:
        return fill(translate("Cheat", "Your last play stands: you are out of cards, "
                                       "%1!"), place_word(place))
    return fill(translate("Cheat", "%1's last play stands: out of cards, %2."),
                seat_name(seat, human), place_word(place))


def hint_text(count: int, claim: Rank) -> str:
    return fill(translate("Cheat", "Hint: lay these cards and say %1."),
                quoted(claim_words(count, claim)))


# ------------------------------------------------------------------ prompts


def bar_help(most: int, allowed: Sequence[Rank]) -> str:
    """The claim panel's help: how many cards, which ranks."""
    if len(allowed) == 1:
        rule = fill(translate("Cheat", "You must claim %1."), rank_plural(allowed[0]))
    elif len(allowed) == 2:
        rule = fill(translate("Cheat", "You may claim %1 or %2."), rank_plural(allowed[0]),
                    rank_plural(allowed[1]))
    else:
        rule = translate("Cheat", "You may claim any rank.")
    if most == 1:
        cards = translate("Cheat", "Choose your card face down")
    else:
        cards = fill(translate("Cheat", "Choose one to %1 cards to lay face down"),
                     count_word(most))
    return fill(translate("Cheat", "%1, then the rank you claim. %2",
                          "cards to choose, then the claim rule"), cards, rule)


def bar_status(chosen: int, claim: Rank | None, wrong: int) -> str:
    """Under the ranks: what to do next, or whether the play is a bluff."""
    if claim is None:
        return (translate("Cheat", "Choose the cards to lay.") if not chosen
                else translate("Cheat", "Choose the rank you claim."))
    if wrong:
        return "<span style='color:#b01828'>" + fill(translate(
            "Cheat", "A bluff! Cards that are not %1: %2."), rank_plural(claim),
            num(wrong)) + "</span>"
    return "<span style='color:#17663a'>" + translate("Cheat", "The truth.") + "</span>"


def ask_title(player: int, human: int) -> str:
    return fill(translate("Cheat", "%1 plays"), seat_name(player, human))


def ask_text(player: int, count: int, claim: Rank, held: int, last_card: bool,
             pile: int, human: int) -> str:
    """The challenge prompt: the claim, what you hold of its rank, what a call risks."""
    name = seat_name(player, human)
    lines = [fill(translate("Cheat", "%1 lays %2 face down and says %3."), name,
                  translate("Cheat", "one card") if count == 1
                  else fill(translate("Cheat", "%1 cards"), count_word(count)),
                  "<b>" + quoted(claim_words(count, claim)) + "</b>")]
    if held:
        lines.append(fill(translate("Cheat", "You hold %1 yourself."), claim_words(held, claim)))
    if last_card:
        lines.append("<b>" + fill(translate("Cheat", "That was %1's last card: let it "
                                                     "pass and they are out."), name) + "</b>")
    lines.append(fill(translate("Cheat", "Call “Cheat!” and whoever is wrong picks up "
                                         "the whole pile: %1."), cards_count(pile)))
    return lines_html(lines)


# -------------------------------------------------------------- the table


def rule_badge(claims: str) -> str:
    return {
        "free": translate("Cheat", "Claims: any rank"),
        "sequence": translate("Cheat", "Claims: in sequence, A 2 3 … K"),
        "same-or-next": translate("Cheat", "Claims: the same rank or the next"),
    }[claims]


def pile_badge(count: int) -> str:
    return (translate("Cheat", "The pile is empty") if not count
            else fill(translate("Cheat", "Pile: %1"), cards_count(count)))


def last_badge(player: int, count: int, claim: Rank, human: int) -> str:
    return fill(translate("Cheat", "Last claim: %1, %2"), seat_name(player, human),
                "<b>" + quoted(claim_words(count, claim)) + "</b>")


def next_badge(allowed: Sequence[Rank]) -> str:
    if len(allowed) == len(CLAIM_RANKS):
        return translate("Cheat", "Next claim: any rank")
    if len(allowed) == 1:
        return fill(translate("Cheat", "Next claim: %1"), rank_plural(allowed[0]))
    return fill(translate("Cheat", "Next claim: %1 or %2"), rank_plural(allowed[0]),
                rank_plural(allowed[1]))


def first_badge(seat: int, human: int) -> str:
    return fill(translate("Cheat", "First place: %1"), seat_name(seat, human))


def left_badge(left: int) -> str:
    return fill(translate("Cheat", "Players still holding cards: %1"), num(left))


def badges(state: CheatState, seen: CheatView, pile: int, human: int) -> dict[str, str]:
    """The status bar's badges by name (those with nothing to say left out)."""
    rows = {"claims": rule_badge(state.options.claims), "pile": pile_badge(pile)}
    if state.round_over and not pile:
        del rows["pile"]
    if state.log:
        player, count, claim = state.log[-1][:3]
        rows["last"] = last_badge(player, count, claim, human)
    if not state.round_over:
        rows["next"] = next_badge(seen.allowed_claims)
    if state.places:  # every other place is on its player's name plate
        rows["first"] = first_badge(state.places[0], human)
    if not state.round_over:
        rows["left"] = left_badge(state.players - len(state.places))
    return rows


def plate_text(state: CheatState, seat: int, human: int) -> str:
    name = seat_name(seat, human)
    if seat in state.places:
        return fill(translate("Cheat", "%1 · %2"), name, place_word(state.places.index(seat) + 1))
    held = len(state.hands[seat])
    if state.phase == RESPONDING and seat in state.askers[:state.ask_i]:
        return fill(translate("Cheat", "%1 · %2 · no call"), name, num(held))
    return fill(translate("Cheat", "%1 · %2"), name, num(held))


# ------------------------------------------------------------------ the end


def tally(state: CheatState) -> list[dict[str, int]]:
    """Per seat, from the public history: plays, bluffs caught, right and wrong calls."""
    out = [dict(plays=0, caught=0, right=0, wrong=0) for _ in range(state.players)]
    for player, _, _, _, challenger, truthful in state.log:
        out[player]["plays"] += 1
        if challenger is not None:
            if truthful:
                out[challenger]["wrong"] += 1
            else:
                out[player]["caught"] += 1
                out[challenger]["right"] += 1
    return out


def place_of(state: CheatState, seat: int) -> str:
    return place_word(state.places.index(seat) + 1) if seat in state.places else "–"


def places_table(state: CheatState, human: int) -> str:
    """Every player by place, with their plays and calls."""
    counts = tally(state)
    head = "".join(f"<th nowrap style='padding:0 8px'>{h}</th>" for h in (
        translate("Cheat", "Place"), translate("Cheat", "Player"),
        translate("Cheat", "Plays"), translate("Cheat", "Bluffs caught"),
        translate("Cheat", "Right calls"), translate("Cheat", "Wrong calls")))
    rows = [f"<tr>{head}</tr>"]
    order = list(state.places) + [s for s in range(state.players) if s not in state.places]
    for seat in order:
        t = counts[seat]
        cells = [place_of(state, seat), seat_name(seat, human), num(t["plays"]),
                 num(t["caught"]), num(t["right"]), num(t["wrong"])]
        # Centred like their headers: a cell of digits alone has no direction of its own
        # and went to the left edge under a right-aligned Persian header.
        rows.append("<tr>" + "".join(f"<td nowrap align='center' style='padding:0 8px'>"
                                     f"{c}</td>" for c in cells) + "</tr>")
    return "<table align='center' style='margin-top:6px'>" + "".join(rows) + "</table>"


def summary_html(places: Sequence[int], left: int, human: int) -> str:
    """The winner, the one left holding `left` cards, and your place."""
    if not places:
        return ""
    winner, last = places[0], places[-1]
    head = (translate("Cheat", "You win!") if winner == human
            else fill(translate("Cheat", "%1 wins"), seat_name(winner, human)))
    lines = [f"<p style='font-size:15pt'><b>{head}</b></p>"]
    lines.append(translate("Cheat", "You were the first to play your last card without "
                                    "being caught.") if winner == human else
                 fill(translate("Cheat", "%1 was the first to play their last card "
                                         "without being caught."), seat_name(winner, human)))
    lines.append(fill(translate("Cheat", "You were left holding %1: last place.")
                      if last == human else
                      translate("Cheat", "%2 was left holding %1: last place."),
                      cards_count(left), seat_name(last, human)))
    if human not in (winner, last):
        lines.append(fill(translate("Cheat", "You finished in %1."),
                          place_word(list(places).index(human) + 1)))
    return lines_html(lines)


def match_end_head(state: CheatState, human: int) -> str:
    winner = state.places[0] if state.places else 0
    if winner == human:
        return translate("Cheat", "You win! You got rid of all your cards first.")
    return fill(translate("Cheat", "%1 wins. You finished in %2."), seat_name(winner, human),
                place_of(state, human))


def score_sheet(state: CheatState, human: int) -> tuple[list[str], list[list[str]]]:
    """One row per player (a game of Cheat is the whole match): place so far, cards
    held, and what the public history says of their plays and calls."""
    headers = [translate("Cheat", "Player"), translate("Cheat", "Place"),
               translate("Cheat", "Cards"), translate("Cheat", "Plays"),
               translate("Cheat", "Bluffs caught"), translate("Cheat", "Right calls"),
               translate("Cheat", "Wrong calls"), translate("Cheat", "Points")]
    counts = tally(state)
    rows = []
    for seat in range(state.players):
        t = counts[seat]
        points = num(state.results[-1].points[seat]) if state.results else "–"
        rows.append([seat_name(seat, human), place_of(state, seat),
                     num(len(state.hands[seat])), num(t["plays"]), num(t["caught"]),
                     num(t["right"]), num(t["wrong"]), points])
    return headers, rows


# ------------------------------------------------------- the longest texts


def _places(players: int, winner: int, human: int) -> list[int]:
    """Places with `winner` first and you second (the summary then says your place)."""
    return list(dict.fromkeys([winner, human, *range(players)]))


def _toasts(state: CheatState, human: int) -> list[str]:
    players = state.players
    four = tuple(sorted(PACK_52, key=lambda c: len(card_name(c)))[-4:])
    pairs = [(p, c) for p in range(players) for c in range(players) if p != c]
    texts = [reveal_text(p, c, four, Rank.SEVEN, False, human) for p, c in pairs]
    texts += [reveal_text(p, c, four, four[0].rank, True, human) for p, c in pairs]
    return texts + [place_text(s, players - 1, False, human) for s in range(players)]


def sample_texts(name: str, state: CheatState, human: int) -> list[str]:
    """Every text the label `name` of the table's spec may show at its longest: a plate
    holding every card, a claim of each count and rank, every verdict, a summary of every
    winner (the table measures the widest few)."""
    players, most, cards = state.players, state.kmax, 52 * state.decks
    seats, counts = range(players), range(1, most + 1)
    if name.startswith("plate:"):
        seat = int(name[6:])  # digits differ in width: every count
        return [fill(translate("Cheat", "%1 · %2 · no call"), seat_name(seat, human), num(n))
                for n in range(cards + 1)] + [fill(translate("Cheat", "%1 · %2"),
                                                   seat_name(seat, human), place_word(p))
                                              for p in range(1, players + 1)]
    pairs = [[a, b] for a in CLAIM_RANKS for b in CLAIM_RANKS]
    texts = {
        "claims": lambda: [rule_badge(c) for c in ("free", "sequence", "same-or-next")],
        "pile": lambda: [pile_badge(n) for n in range(cards + 1)],
        "last": lambda: [last_badge(s, n, r, human) for s in seats for n in counts
                         for r in CLAIM_RANKS],
        "next": lambda: [next_badge(CLAIM_RANKS)] + [next_badge(p) for p in pairs]
                        + [next_badge([r]) for r in CLAIM_RANKS],
        "first": lambda: [first_badge(s, human) for s in seats],
        "left": lambda: [left_badge(n) for n in range(1, players + 1)],
        "toast": lambda: _toasts(state, human),
        "claim-prompt": lambda: [bar_help(most, p) for p in pairs]
                                + [bar_help(most, [r]) for r in CLAIM_RANKS],
        "ask-prompt": lambda: [ask_text(s, n, r, most, True, cards, human) for s in seats
                               if s != human for n in counts for r in CLAIM_RANKS],
        "summary": lambda: [summary_html(_places(players, s, human), cards, human)
                            for s in seats],
    }
    return texts[name]() if name in texts else []
