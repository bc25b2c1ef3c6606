"""The widest of a label's many possible texts, for the room a table spec keeps for it
(`GameUI.spec_sample`): every name, count and claim tried, only the widest few measured."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QWidget

_TAG = re.compile(r"<[^>]+>")


def widest(widget: QWidget | None, texts: list[str], keep: int = 4) -> list[str]:
    """The `keep` widest of `texts` in the font of `widget` (a prompt: its `sample_label`),
    read plain, their tags left out; by letters where there is no widget."""
    label = getattr(widget, "sample_label", widget)
    metrics = label.fontMetrics() if isinstance(label, QWidget) else None

    def width(text: str) -> int:
        plain = _TAG.sub("", text)
        return metrics.horizontalAdvance(plain) if metrics is not None else len(plain)

    return sorted(set(texts), key=width, reverse=True)[:keep]
