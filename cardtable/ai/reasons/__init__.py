"""Why a hint is what it is: the reason for an action, from what the seat can see and the
knowledge the blunder filters (cardtable/ai/filters.py) and the bidding use.

A `Reason` is a code and its arguments (cards, suits, numbers); the UI words it
(cardtable/ui/table/hint_words.py). Every code claims only what holds in the position
shown (tests/ai/test_reasons.py checks each claim against the full deal); None where no
short reason is known.

Each game that gives reasons names its explainer in its descriptor (`explain`, in
cardtable/games.py): `(view, legal, action) -> Reason | None`, usually built from the trick
reasons all trick games share (`cardtable.ai.reasons.tricks`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from cardtable.rules.base import Action, SeatView


@attrs.frozen
class Reason:
    """A reason's code and its arguments, in the order the wording takes them."""

    code: str
    args: tuple[object, ...] = ()


Explainer = Callable[[SeatView, Sequence[Action], Action], "Reason | None"]


def explain(view: SeatView, legal: Sequence[Action], action: Action,
            game_id: str | None = None) -> Reason | None:
    """The reason for `action` among `legal`, for the seat `view` belongs to: from the
    explainer of game `game_id`'s descriptor, or of every game's until one knows this view."""
    from cardtable.descriptor import descriptors as all_descriptors
    from cardtable.descriptor import find_descriptor, resolve

    if game_id is not None:
        found = find_descriptor(game_id)
        descriptors = [found] if found is not None else []
    else:
        descriptors = list(all_descriptors())
    for descriptor in descriptors:
        if descriptor.explain is None:
            continue
        explainer: Explainer = resolve(descriptor.explain)
        reason = explainer(view, legal, action)
        if reason is not None or game_id is not None:
            return reason
    return None
