"""Summaries' lines: a <br> beside a block (a paragraph, a table) is an empty line in Qt's
rich text. The round summaries of Cheat, Pan and Mau-Mau had one under the heading and one
over the table (about 40 px of green-room box each), so `lines_html` joins their parts."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QLabel

from cardtable.ui.words import lines_html
from tests.ui.test_small_tables import app_parts, open_table  # noqa: F401

TABLE = "<table align='center'><tr><td>x</td></tr><tr><td>y</td></tr></table>"
HEAD = "<p style='font-size:15pt'><b>Round over</b></p>"
EMPTY_LINE = re.compile(r"<br>\s*<(p|table|div)[\s>]|</(p|div)>\s*<br>")


def test_text_runs_take_a_break_between_them():
    assert lines_html(["a", "b", "c"]) == "a<br>b<br>c"
    assert lines_html(["a", "", "b"]) == "a<br><br>b"  # an empty part is a chosen empty line
    assert lines_html([]) == ""


def test_no_break_beside_a_block():
    assert lines_html([HEAD, "a", TABLE, "b"]) == HEAD + "a" + TABLE + "<br>b"
    assert lines_html(["a", "<div>b</div>", "c"]) == "a<div>b</div>c"


def height(html: str) -> int:
    label = QLabel(html)
    label.setWordWrap(True)
    label.setFixedWidth(400)
    return label.heightForWidth(400)


def test_the_lines_take_no_empty_line(qtbot):
    parts = [HEAD, "a line", TABLE]
    joined = height("<br>".join(parts))
    assert height(lines_html(parts)) < joined
    # Only the empty lines went: the heading, the line and the table take as much as alone.
    assert height(lines_html(parts)) == height(HEAD + "a line" + TABLE)


SUMMARIES = ["cheat", "hokm", "joker-spades", "mau-mau", "ninety-nine", "pan", "shelem"]


@pytest.mark.parametrize("game_id", SUMMARIES)
@pytest.mark.parametrize("language", ["en", "fa"])
def test_no_summary_keeps_an_empty_line(qtbot, app_parts, game_id, language):  # noqa: F811
    win = open_table(qtbot, app_parts, game_id, 4, (1280, 720), language)
    samples = win.table.ui.spec_sample("summary")
    assert samples, f"{game_id} has no summary sample"
    assert [s for s in samples if EMPTY_LINE.search(s)] == []
