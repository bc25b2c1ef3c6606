"""The game library: every game's translated name and blurb, and which are playable, read
from the game descriptors (cardtable/descriptor.py). Player counts come from the rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import overload

from PySide6.QtCore import QCoreApplication

from cardtable.descriptor import descriptors, find_descriptor, player_counts


class _Order(Sequence[str]):
    """The game ids in the library's order, live (a game registered later is listed)."""

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[str, ...]: ...

    def __getitem__(self, index: int | slice) -> str | tuple[str, ...]:
        return tuple(d.id for d in descriptors())[index]

    def __len__(self) -> int:
        return len(descriptors())


ORDER: Sequence[str] = _Order()


def playable(game_id: str) -> bool:
    """A game with both a rules model and a table in this version."""
    found = find_descriptor(game_id)
    return found is not None and found.table is not None


def game_name(game_id: str) -> str:
    found = find_descriptor(game_id)
    return QCoreApplication.translate("Games", found.name) if found else game_id


def game_blurb(game_id: str) -> str:
    found = find_descriptor(game_id)
    return QCoreApplication.translate("Games", found.blurb) if found and found.blurb else ""


def game_players(game_id: str) -> str:
    """"2 to 6 players", "2 or 4 players", "4 players" or "one player", from the rules."""
    from cardtable.ui.words import fill, num

    found = find_descriptor(game_id)
    counts = player_counts(found.game) if found else [1]
    lo, hi = counts[0], counts[-1]
    if lo == hi == 1:
        return QCoreApplication.translate("Games", "one player")
    if lo == hi:
        return fill(QCoreApplication.translate("Games", "%1 players"), num(lo))
    if len(counts) == 2 and hi - lo > 1:
        return fill(QCoreApplication.translate("Games", "%1 or %2 players"), num(lo), num(hi))
    return fill(QCoreApplication.translate("Games", "%1 to %2 players"), num(lo), num(hi))
