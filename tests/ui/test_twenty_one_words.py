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
