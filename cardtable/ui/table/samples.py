"""The widest of a label's many possible texts, for the room a table spec keeps for it
(`GameUI.spec_sample`): every name, count and claim tried, only the widest few measured."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QWidget

_TAG = re.compile(r"<[^>]+>")
PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹"
_PERSIAN_DIGIT = re.compile(f"[{PERSIAN_DIGITS}]")


def widest(widget: QWidget | None, texts: list[str], keep: int = 4) -> list[str]:
    """The `keep` widest of `texts` in the font of `widget` (a prompt: its `sample_label`),
    read plain, their tags left out; by letters where there is no widget."""
    label = getattr(widget, "sample_label", widget)
    metrics = label.fontMetrics() if isinstance(label, QWidget) else None

    def width(text: str) -> int:
        plain = _TAG.sub("", text)
        return metrics.horizontalAdvance(plain) if metrics is not None else len(plain)

    return sorted(set(texts), key=width, reverse=True)[:keep]


def with_widest_digits(widget: QWidget | None, text: str) -> str:
    """`text` with each Persian digit the widest of them in the font of `widget` (a prompt:
    its `sample_label`). Vazirmatn's digits are not of one width (۱ is less than half ۳):
    a sample's "۱ | ۱ (تا ۱)" kept less room than "۰ | ۰ (تا ۱)" takes, and the badge
    wrapped to two lines over the top of the window."""
    if not _PERSIAN_DIGIT.search(text):
        return text
    label = getattr(widget, "sample_label", widget)
    if not isinstance(label, QWidget):
        return text
    metrics = label.fontMetrics()
    digit = max(PERSIAN_DIGITS, key=metrics.horizontalAdvance)
    return _PERSIAN_DIGIT.sub(digit, text)
