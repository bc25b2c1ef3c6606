"""A name plate wrapped into a narrow room breaks its lines at its separators (" · ", or " | "
in Persian, see cardtable.ui.words.separator) where
a line does not fit, so no line ends on the dot; given its room back, it shows its text as
it was."""

from __future__ import annotations

import html
import re

from PySide6.QtGui import Qt  # mightBeRichText lives in QtGui
from PySide6.QtWidgets import QLabel

SEPARATOR = " · "
SEPARATORS = re.compile(r" · | \| ")
MIN_PLATE_WIDTH = 80
"""The narrowest room a plate's words are wrapped into (a name or a figure a line)."""
_TAG = re.compile(r"<[^>]*>")


def wrap_plate(plate: QLabel, width: int) -> int:
    """Wrap `plate` into `width` pixels; returns its height."""
    full = plate.text()
    if plate.property("wrapped_to") == full:  # wrapped already: from the text it had
        full = plate.property("wrapped_from")
    shown = _broken_at_separators(plate, full, width)
    if shown != plate.text():
        plate.setText(shown)
    plate.setProperty("wrapped_from", full)
    plate.setProperty("wrapped_to", shown)
    plate.setWordWrap(True)
    height = plate.heightForWidth(width)
    plate.resize(width, height)
    return height


def unwrap_plate(plate: QLabel) -> None:
    """One line per line of its text again, at its own width; a text set since it was
    wrapped (the next refresh) is kept."""
    if plate.property("wrapped_to") == plate.text():
        plate.setText(plate.property("wrapped_from"))
    plate.setProperty("wrapped_to", None)
    plate.setProperty("wrapped_from", None)
    plate.setWordWrap(False)
    plate.adjustSize()


def _broken_at_separators(plate: QLabel, text: str, width: int) -> str:
    """Each line of `text` too wide for `width` broken at as few separators as fill the
    lines; a part still too wide is left to the label's word wrap."""
    rich = Qt.mightBeRichText(text)
    newline = "<br>" if rich else "\n"
    metrics = plate.fontMetrics()
    margins = plate.contentsMargins()
    room = width - margins.left() - margins.right() - 2 * plate.margin() - 2

    def fits(line: str) -> bool:
        plain = html.unescape(_TAG.sub("", line)) if rich else line
        return metrics.horizontalAdvance(plain) <= room

    out: list[str] = []
    for line in re.split(r"<br\s*/?>" if rich else "\n", text):
        parts = SEPARATORS.split(line)
        current = parts[0]
        for separator, part in zip(SEPARATORS.findall(line), parts[1:], strict=True):
            joined = current + separator + part
            if fits(joined):
                current = joined
            else:
                out.append(current)
                current = part
        out.append(current)
    return newline.join(out)


def wrapped_size(plate: QLabel, text: str, width: int) -> tuple[float, float]:
    """The size `plate` takes showing `text` in `width` pixels, broken as `wrap_plate`
    breaks it (at its separators first): what the table measures a plate by. The plate
    is left as it was."""
    own, wrap = plate.text(), plate.wordWrap()
    try:
        plate.setWordWrap(False)
        plate.setText(text)
        hint = plate.sizeHint()
        if hint.width() <= width:
            return float(hint.width()), float(hint.height())
        plate.setText(_broken_at_separators(plate, text, width))
        plate.setWordWrap(True)
        return float(width), float(plate.heightForWidth(width))
    finally:
        plate.setText(own)
        plate.setWordWrap(wrap)

