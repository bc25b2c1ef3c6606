"""Twenty-One's words (`ui/wording/twenty_one.py`) as a narrow chip sets them."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from pathlib import Path

from cardtable.rules.twenty_one import TWENTY_ONE, TwentyOneOptions, TwentyOneState
from cardtable.ui.wording import twenty_one as words

TS = Path(__file__).resolve().parents[2] / "i18n" / "cardtable_fa.ts"


def persian(source: str) -> str:
    for message in ET.parse(TS).getroot().iter("message"):
        if message.findtext("source") == source:
            return message.findtext("translation") or ""
    raise AssertionError(f"not in the translation: {source!r}")


def test_the_bank_not_yet_put_up_never_leaves_a_word_alone_on_its_chip() -> None:
    """The chip is a couple of cards wide: at small cards its second line wrapped as "not
    yet put / up" (Persian «هنوز گذاشته / نشده»). Its last two words are bound, in both
    languages, so a wrap leaves a phrase on each line."""
    state = TWENTY_ONE.new_match(TwentyOneOptions(), 4, random.Random(2))
    assert isinstance(state, TwentyOneState) and not state.holding
    english = words.bank_chip(state)
    for text in (english, persian(english)):
        last_line = text.split("\n")[-1]
        assert last_line.split(" ")[-1].count("\u00a0") == 1, text  # "put\u00a0up"


def test_a_chip_names_its_bet_and_a_button_bids_you_make_it() -> None:
    """The side bet before a seat is a noun ("Side bet / 30,000"); the prompt's button of
    nearly the same English words asks you to place it. Persian words them apart: the chip
    read «۳۰٬۰۰۰ شرط کناری ببند», "place a side bet of 30,000", under another's hand."""
    chip = words.side_chip(30000)
    _, button = words.amount_texts(30000, whole=False, side=True)
    assert chip.split("\n") == ["Side bet", "30,000"]
    assert button == "Side bet 30,000"
    chip_fa = persian("Side bet\n%1")
    assert "ببند" not in chip_fa and chip_fa.startswith("شرط کناری")
    assert persian("Side bet %1").endswith("ببند")
    # A stake's chip as the bank's: the word over the amount.
    assert words.stake_chip(500).split("\n") == ["Stake", "500"]
    assert persian("Stake\n%1").split("\n") == ["شرط", "%1"]
