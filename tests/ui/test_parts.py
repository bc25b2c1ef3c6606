"""The shared spec parts (`ui/table/parts.py`): their paddings are the styles' own, and a
keyword overrides the part's look and nothing else."""

import re

import pytest

from cardtable.ui.table import panels
from cardtable.ui.table.parts import (
    BADGE_PAD,
    PANEL_MARGINS,
    PANEL_PAD,
    PLATE_PAD,
    THINKING_PAD,
    TOAST_PAD,
    hand,
    prompt,
    summary,
    thinking,
    won,
)
from cardtable.ui.table.spec import ACTION, END, START


def style_padding(style: str, selector: str) -> tuple[float, float]:
    """(across, down) pixels a style's `padding: Vpx Hpx` puts round a selector's text."""
    rule = style if not selector else re.search(re.escape(selector) + r"\s*\{([^}]*)\}",
                                                style)
    assert rule is not None, selector
    body = rule if isinstance(rule, str) else rule.group(1)
    found = re.search(r"padding:\s*(\d+)px\s+(\d+)px", body)
    assert found is not None, selector
    return 2.0 * int(found.group(2)), 2.0 * int(found.group(1))


@pytest.mark.parametrize(("selector", "pad"), [
    ("QLabel#plate", PLATE_PAD),
    ("QFrame#status QLabel#badge", BADGE_PAD),
    ("QLabel#toast", TOAST_PAD),
])
def test_the_paddings_are_the_table_styles_own(selector: str, pad: tuple[float, float]) -> None:
    assert style_padding(panels.PANEL_STYLE, selector) == pad


def test_thinking_is_padded_as_its_style_says() -> None:
    assert style_padding(panels.THINKING_STYLE, "") == THINKING_PAD


def test_a_panel_is_padded_by_its_margins(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    margins = panels.Panel(parent).box.contentsMargins()
    assert (margins.left() + margins.right(), margins.top() + margins.bottom()) == PANEL_PAD
    narrow = panels.Panel(parent, (3, 2)).box.contentsMargins()
    assert (narrow.left(), narrow.top(), narrow.right(), narrow.bottom()) == (3, 2, 3, 2)
    assert PANEL_PAD == (2 * PANEL_MARGINS[0], 2 * PANEL_MARGINS[1])


def test_a_keyword_overrides_only_its_own_field() -> None:
    big = hand(16, scale=0.6, human_rows=2)
    assert (big.most, big.scale, big.human_rows) == (16, 0.6, 2)
    assert (big.human_scale, big.readable, big.face_up) == (1.0, True, False)
    assert won(per_step=4).count_badge and not won().count_badge
    assert won(place=START).place == START and won().place == END
    assert thinking(place=END).sample == thinking().sample == "thinking\u2026"


def test_a_summary_is_a_prompt_over_the_centre() -> None:
    shown = summary("Round over", width=9.0, alone=True)
    assert (shown.region, shown.over_centre, shown.alone) == (ACTION, True, True)
    assert (shown.max_width, shown.controls, shown.padding) == (9.0, 1, PANEL_PAD)
    kept = summary("Round over", over_centre=False)
    assert not kept.over_centre
    assert prompt("bar", 5.0, "x", padding=(1.0, 2.0)).padding == (1.0, 2.0)
