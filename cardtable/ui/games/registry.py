"""The games that have a table, by id, read from the game descriptors
(cardtable/descriptor.py). A table's module is imported the first time it is looked up,
not when the library lists the games."""

from __future__ import annotations

from collections.abc import Mapping

from cardtable.descriptor import DescriptorView, GameDescriptor, resolve
from cardtable.ui.games.base import GameUI


def table_class(descriptor: GameDescriptor) -> type[GameUI]:
    """The descriptor's table class, imported now if it was not yet."""
    found = resolve(descriptor.table)
    if not (isinstance(found, type) and issubclass(found, GameUI)
            and found.game_id == descriptor.id):
        raise TypeError(f"{descriptor.table!r} is not a GameUI for {descriptor.id!r}")
    return found


GAME_UIS: Mapping[str, type[GameUI]] = DescriptorView(table_class,
                                                      lambda d: d.table is not None)
"""game id -> its table class; `game_id in GAME_UIS` imports nothing."""
