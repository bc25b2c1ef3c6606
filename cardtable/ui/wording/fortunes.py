"""The two card fortunes' words at the table: the pairs' messages, the steps' notes, the
status badges, the result and the score sheet, worded from the state and the events (no
widgets; `ui/games/fortunes.py` shows them)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.cards import Card, Rank
from cardtable.rules.fortunes import (
    MAX_LETTERS,
    MIN_LETTERS,
    POSITIONS,
    ROW_RANKS,
    TEN_OF_DIAMONDS,
    FamilyFortuneState,
    NameFortuneState,
    letter_count,
    piles_for,
)
from cardtable.ui.words import Counted, card_code, card_name, fill, lines_html, num, separator
from cardtable.ui.words import _right_to_left as right_to_left

translate = QCoreApplication.translate
Fortunes = Counted("Fortunes")  # phrases with a count

_RED = "#c0182a"
SHOWN_MESSAGES = 2
"""The pairs' messages the box beside your plate lists: the last ones found (the result
lists them all)."""


def pair_title(rank: str) -> str:
    """A pair by its rank letter in the record's notation."""
    titles = {
        "A": translate("Fortunes", "Two aces"),
        "2": translate("Fortunes", "Two twos"),
        "3": translate("Fortunes", "Two threes"),
        "4": translate("Fortunes", "Two fours"),
        "5": translate("Fortunes", "Two fives"),
        "6": translate("Fortunes", "Two sixes"),
        "7": translate("Fortunes", "Two sevens"),
        "8": translate("Fortunes", "Two eights"),
        "9": translate("Fortunes", "Two nines"),
        "T": translate("Fortunes", "Two tens"),
        "J": translate("Fortunes", "Two jacks"),
        "Q": translate("Fortunes", "Two queens"),
        "K": translate("Fortunes", "Two kings"),
    }
    return titles.get(rank, rank)


def pair_message(rank: str, name: str) -> str:
    """What a pair says about the person named (the model's MESSAGES, in words)."""
    messages = {
        "A": translate("Fortunes", "%1 loves you."),
        "2": translate("Fortunes", "%1 wants to come closer."),
        "3": translate("Fortunes", "%1 is thinking of marriage."),
        "4": translate("Fortunes", "%1 is jealous."),
        "5": translate("Fortunes", "%1 worries about the future."),
        "6": translate("Fortunes", "You and %1 will see each other soon."),
        "7": translate("Fortunes", "%1 has ill intentions. Careful!"),
        "8": translate("Fortunes", "%1 is thinking of you."),
        "9": translate("Fortunes", "%1 wants to talk with you."),
        "T": translate("Fortunes", "%1 wants a kiss."),
        "J": translate("Fortunes", "%1 is protective of you."),
        "Q": translate("Fortunes", "A rival stands between you and %1!"),
        "K": translate("Fortunes", "%1 likes your character."),
    }
    return fill(messages.get(rank, rank), name)


def isolated(text: str) -> str:
    """A name kept in its own direction inside a sentence of the other script."""
    return "\u2068" + text + "\u2069"


def ui_dir() -> str:
    """The interface's direction, for an HTML paragraph."""
    return "rtl" if right_to_left() else "ltr"


def in_ui_dir(html: str) -> str:
    """Paragraphs laid out in the interface's direction, whatever script a name is in."""
    return f"<div dir='{ui_dir()}'>{html}</div>"


def name_dir(text: str) -> str:
    """A name's own direction: that of its first strong letter."""
    for ch in text:
        kind = unicodedata.bidirectional(ch)
        if kind in ("R", "AL"):
            return "rtl"
        if kind == "L":
            return "ltr"
    return ui_dir()


def just_for_fun() -> str:
    return translate("Fortunes", "Just for fun: the cards fall by chance.")


def card_html(card: Card) -> str:
    suit = card.suit
    if suit is None:
        return card_name(card)
    colour = "#ff9ab0" if suit.is_red else "#ffffff"
    return f"<span style='color:{colour}'>{suit.symbol}</span>{card_name(card)}"


def short_html(card: Card) -> str:
    """A card as its corner shows it, its suit in colour (kept left to right, "J♥", in a
    right-to-left sentence too)."""
    rank = {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J"}.get(
        card.rank, str(int(card.rank)))
    if card.suit is None:
        return rank
    colour = "#ff9ab0" if card.suit.is_red else "#ffffff"
    return card_code(f"{rank}<span style='color:{colour}'>{card.suit.symbol}</span>")


def chain_arrow() -> str:
    """Between the cards of a chain, pointing the way the text reads."""
    return " ← " if ui_dir() == "rtl" else " → "



def row_name(row: int) -> str:
    """A row of the family fortune's layout: who it stands for and the rank it keeps."""
    return (translate("Fortunes", "Father · kings"), translate("Fortunes", "Mother · aces"),
            translate("Fortunes", "Brother · jacks"),
            translate("Fortunes", "Girl · queens"))[row]



def card_html_plain(card: Card) -> str:
    """A card's name for the note (dark text on a light box)."""
    suit = card.suit
    if suit is None:
        return card_name(card)
    colour = _RED if suit.is_red else "#111111"
    return f"<b><span style='color:{colour}'>{suit.symbol}</span> {card_name(card)}</b>"


def short_plain(card: Card) -> str:
    """A card as its corner shows it, for dark text on a light box."""
    rank = {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J"}.get(
        card.rank, str(int(card.rank)))
    if card.suit is None:
        return rank
    colour = _RED if card.suit.is_red else "#111111"
    return card_code(f"{rank}<span style='color:{colour}'>{card.suit.symbol}</span>")


# ------------------------------------------------------------------ both fortunes


def bar_title() -> str:
    return translate("Fortunes", "Just for fun")


def step_label() -> str:
    return translate("Fortunes", "Step")


def step_tip() -> str:
    return translate("Fortunes", "Show the next step")


def auto_label(running: bool) -> str:
    return translate("Fortunes", "Pause") if running else translate("Fortunes", "Auto-run")


def auto_tip() -> str:
    return translate("Fortunes", "Play every step by itself")


def result_title() -> str:
    return translate("Fortunes", "The cards have spoken")


def again_label() -> str:
    return translate("Fortunes", "Another fortune")


def close_label() -> str:
    return translate("Fortunes", "Close")


def step_line(done: int, total: int) -> str:
    return fill(translate("Fortunes", "Step %1 of %2"), num(done), num(total))


# ------------------------------------------------------------------ the name fortune


def name_intro() -> str:
    return translate("Fortunes", "Type the name of the person you are thinking of. Its "
                                 "letters tell how many piles the pack is dealt onto; the "
                                 "pairs that turn up side by side tell the fortune. Just "
                                 "for fun!")


def person(name: str | None) -> str:
    """The person named, kept in their own direction (or "your sweetheart")."""
    return isolated(name.strip()) if name else translate("Fortunes", "your sweetheart")


def name_badges(state: NameFortuneState, done: int, total: int) -> list[str]:
    """The status bar: the fortune, the name, its letters and piles, the step."""
    rows = ["<b>" + translate("Fortunes", "The name fortune · just for fun") + "</b>"]
    if state.name is not None:
        rows.append(fill(translate("Fortunes", "Name: %1"), f"<b>{state.name}</b>"))
        rows.append(fill(Fortunes.tr("%Ln letter(s) · %1 piles", None, state.letters),
                         num(piles_for(state.letters))))
    else:
        rows += [translate("Fortunes", "A shuffled pack of 52 cards waits."), ""]
    rows.append(step_line(done, total) if total else "")
    return rows


def count_html(value: str, letters: int, heaps: int) -> str:
    """The name spelled letter by letter, and the piles its letters make."""
    counted = [ch for ch in value if letter_count(ch)]
    spelled = separator().join(f"<b>{ch}</b><sub>{num(i + 1)}</sub>"
                               for i, ch in enumerate(counted))
    text = fill(Fortunes.tr("“%1” has %Ln letter(s) (spaces and the zero-width "
                            "non-joiner do not count).", None, letters), isolated(value))
    if heaps != letters:
        text += " " + fill(translate("Fortunes", "Between %1 and %2 piles are dealt, so "
                                                 "the pack goes onto %3 piles."),
                           num(MIN_LETTERS), num(MAX_LETTERS), num(heaps))
    else:
        text += " " + fill(translate("Fortunes", "The pack is dealt onto %1 piles."),
                           num(heaps))
    return (f"<p dir='{name_dir(value)}' align='center' style='font-size:15pt'>{spelled}</p>"
            f"<p dir='{ui_dir()}' align='center'>{text}</p>")


def deal_note(heaps: int) -> str:
    return fill(translate("Fortunes", "Dealing the pack onto %1 piles, one card to each pile "
                                      "in turn…"), num(heaps))


def gather_note() -> str:
    return translate("Fortunes", "Gathering: the first pile is picked up, the second goes "
                                 "under it, then the third…")


def turn_note() -> str:
    return translate("Fortunes", "The packet is turned face up and read in a row. Look for "
                                 "two cards of a rank side by side!")


def no_pairs_note() -> str:
    return translate("Fortunes", "No two cards of a rank lie side by side: the cards keep "
                                 "their secrets today.")


def pair_note(rank: str, name: str | None) -> str:
    return in_ui_dir(f"<b>{pair_title(rank)}</b> — {pair_message(rank, person(name))}")


def messages_html(found: Sequence[tuple[str, tuple[Card, Card]]], name: str | None) -> str:
    """The box beside your plate: the last pairs found, numbered, with their messages."""
    lines = ["<b>" + translate("Fortunes", "The cards say:") + "</b>"]
    first = max(0, len(found) - SHOWN_MESSAGES)
    if first:
        lines.append("…")
    for i, (rank, cards) in enumerate(found[first:], start=first):
        pair = " ".join(short_html(c) for c in cards)
        lines.append(f"{num(i + 1)}. {pair} — {pair_message(rank, person(name))}")
    return in_ui_dir(lines_html(lines))


def name_prompt_title() -> str:
    return translate("Fortunes", "Whose fortune shall the cards tell?")


def name_prompt_text() -> str:
    return translate("Fortunes", "Type a name, in Persian or Latin letters.")


def deal_label() -> str:
    return translate("Fortunes", "Deal the cards")


def letters_line(letters: int) -> str:
    if letters == 0:
        return translate("Fortunes", "No letters yet.")
    return fill(Fortunes.tr("%Ln letter(s): the pack will be dealt onto %1 piles.", None,
                            letters), num(piles_for(letters)))


def name_hint() -> str:
    return translate("Fortunes", "Hint: type any name and press Deal the cards.")


def name_result_html(pairs: Sequence[str], name: str | None) -> str:
    """The result: each pair's rank and message (`pairs`: their rank letters)."""
    who = person(name)
    head = fill(translate("Fortunes", "The cards for %1"), who)
    lines = [f"<p style='font-size:15pt'><b>{head}</b></p>"]
    if not pairs:
        lines.append(translate("Fortunes", "No pairs turned up: the cards keep their "
                                           "secrets today. Try again tomorrow!"))
    for rank in pairs:
        lines.append(fill(translate("Fortunes", "%1: %2", "a pair: its message"),
                          f"<b>{pair_title(rank)}</b>", pair_message(rank, who)))
    lines.append("<p><i>" + just_for_fun() + "</i></p>")
    return in_ui_dir(lines_html(lines))


def name_sheet(state: NameFortuneState) -> tuple[list[str], list[list[str]]]:
    headers = [translate("Fortunes", "Name"), translate("Fortunes", "Letters"),
               translate("Fortunes", "Pairs")]
    rows = []
    for result in state.results:
        pairs = result.details.get("pairs", [])
        sep = translate("Fortunes", ", ", "between the items of a list")
        rows.append([state.name or "", num(state.letters),
                     sep.join(pair_title(p) for p in pairs)])
    return headers, rows


# ---------------------------------------------------------------- the family fortune


def family_intro() -> str:
    return translate("Fortunes", "Sixteen pictures face down in four family rows, and one "
                                 "card in your hand: turn it up, lay it in its row and "
                                 "pick up the card it covers. If the ten of diamonds comes "
                                 "last, your wish comes true. Just for fun!")


def laid_note() -> str:
    return translate("Fortunes", "Sixteen cards are laid face down, four rows from right to "
                                 "left; the seventeenth stays in your hand. Press Step to "
                                 "turn it.")


def turned_text(card: Card) -> str:
    if card is TEN_OF_DIAMONDS:
        return translate("Fortunes", "The ten of diamonds! It belongs to no row: the "
                                     "fortune ends here.")
    row = ROW_RANKS.index(card.rank)
    return fill(translate("Fortunes", "%1: it goes to the row “%2”, on the first card "
                                      "still face down, and the card there comes to your "
                                      "hand."), card_html_plain(card), row_name(row))


def face_down(state: FamilyFortuneState) -> int:
    return sum(1 for up in state.up if not up)


def told_text(success: bool, down: int) -> str:
    if success:
        return translate("Fortunes", "The ten of diamonds came last: your wish comes "
                                     "true! You will reach your beloved.")
    return Fortunes.tr("The ten of diamonds came too soon, with %Ln picture(s) still face "
                       "down: the wish must wait.", None, down)


def family_hint() -> str:
    return translate("Fortunes", "Hint: press Step to turn the card in your hand.")


def rows_legend() -> str:
    """The rows of the layout, top to bottom, with the positions each holds."""
    return "<br>".join(f"{num(4 * r + 1)}–{num(4 * r + 4)} · {row_name(r)}" for r in range(4))


def in_hand_label() -> str:
    return translate("Fortunes", "In your hand")


def chain_text(chain: Sequence[Card], last: int = 12) -> str:
    """The cards turned, in order: the last `last` of them."""
    text = chain_arrow().join(short_html(c) for c in chain[-last:])
    if len(chain) > last:
        text = "…" + chain_arrow() + text
    return text


def family_badges(state: FamilyFortuneState, chain: Sequence[Card]) -> list[str]:
    up = sum(1 for u in state.up if u)
    text = chain_text(chain)
    return ["<b>" + translate("Fortunes", "The family fortune · just for fun") + "</b>",
            fill(translate("Fortunes", "Pictures face up: %1 of %2"), num(up), num(POSITIONS)),
            fill(translate("Fortunes", "Cards turned: %1"), num(state.steps)),
            fill(translate("Fortunes", "The chain: %1"), text) if text else ""]


def family_result_html(success: bool, down: int, steps: int) -> str:
    """The result: the wish granted or not, and the cards turned."""
    if success:
        head = translate("Fortunes", "Your wish comes true!")
        body = translate("Fortunes", "Every picture found its place before the ten of "
                                     "diamonds turned up: you will reach your beloved.")
    else:
        head = translate("Fortunes", "Not this time")
        body = Fortunes.tr("The ten of diamonds turned up with %Ln picture(s) still face "
                           "down. Shuffle and try again!", None, down)
    # The chain itself is in the status bar's badge.
    lines = [f"<p style='font-size:15pt'><b>{head}</b></p>", body,
             fill(translate("Fortunes", "Cards turned: %1"), num(steps)),
             "<p><i>" + just_for_fun() + "</i></p>"]
    return lines_html(lines)


def family_sheet(state: FamilyFortuneState) -> tuple[list[str], list[list[str]]]:
    headers = [translate("Fortunes", "Fortune"), translate("Fortunes", "Cards turned"),
               translate("Fortunes", "Result")]
    rows = []
    for result in state.results:
        ok = result.details.get("success")
        rows.append([translate("Fortunes", "The family"), num(result.details.get("steps", 0)),
                     translate("Fortunes", "The wish comes true") if ok
                     else translate("Fortunes", "Not this time")])
    return headers, rows


# --------------------------------------------------------------- the longest texts


def name_samples(state: NameFortuneState, longest_name: str) -> dict[str, list[str]]:
    """The longest texts each label of the name fortune shows: the longest name's count
    and pairs, every step's note (the room kept for them holds all fortune long)."""
    who = state.name or ""
    name = who if len(who) > len(longest_name) else longest_name
    ranks = sorted("A23456789TJQK", key=lambda r: len(pair_message(r, name)))
    pair = (Card.parse("QH"), Card.parse("QS"))
    return {
        "note": [count_html(name, 60, MAX_LETTERS),
                 count_html("A" * MAX_LETTERS, MAX_LETTERS, MAX_LETTERS),
                 deal_note(MAX_LETTERS), gather_note(), turn_note(), no_pairs_note(),
                 *(pair_note(r, name) for r in ranks)],
        "result": [name_result_html([ranks[-1]] * 10, name)],
        "messages": [messages_html([(ranks[-1], pair)] * 12, name)],
        "name-prompt": [letters_line(0), letters_line(60)],
        "title": [name_badges(state, 0, 0)[0]],
        "name": [fill(translate("Fortunes", "Name: %1"), f"<b>{name}</b>"),
                 translate("Fortunes", "A shuffled pack of 52 cards waits.")],
        "piles": [fill(Fortunes.tr("%Ln letter(s) · %1 piles", None, 60), num(MAX_LETTERS))],
        "step": [step_line(60, 60)],
    }


def family_samples(state: FamilyFortuneState) -> dict[str, list[str]]:
    """The longest texts each label of the family fortune shows: every note, both results,
    a chain as long as the badge shows."""
    longest = [Card.parse(c) for c in ("TH", "TS", "TC", "TD")] * 5
    return {
        "note": [laid_note(), told_text(True, 0), told_text(False, POSITIONS - 1),
                 family_hint(), *(turned_text(Card.parse(c))
                                  for c in ("KH", "AH", "JH", "QH", "TD"))],
        "result": [family_result_html(ok, POSITIONS - 1, POSITIONS + 1) for ok in (False, True)],
        "step": [family_badges(state, longest)[3]],
        "rows": [rows_legend()],
        "in-hand": [in_hand_label()],
    }
