"""Where the seats sit: each seat's edge of the table and its place along it (a game's
table spec, `ui/table/spec.py`, starts from these; `ui/table/solver.py` places the rest).

The human sits at the bottom. Every other seat gets a place on an edge of the table,
written "edge:fraction" ("top:0.3" is on the top edge, three tenths across; "left:0.6" on
the left edge, six tenths down). Seats follow the direction of play: for the Persian
games that pass to the right (counter-clockwise) the next seat after the human sits on
the right, then along the top from right to left, then down the left side.
"""

from __future__ import annotations

BOTTOM, RIGHT, TOP, LEFT = "bottom", "right", "top", "left"

# Counter-clockwise places of the other seats, by their number (1 to 8).
_CCW_PLACES: dict[int, tuple[str, ...]] = {
    1: ("top",),
    2: ("right", "left"),
    3: ("right", "top", "left"),
    4: ("right:0.55", "top:0.64", "top:0.36", "left:0.55"),
    5: ("right:0.6", "top:0.78", "top:0.5", "top:0.22", "left:0.6"),
    6: ("right:0.72", "right:0.36", "top:0.64", "top:0.36", "left:0.36", "left:0.72"),
    7: ("right:0.72", "right:0.36", "top:0.75", "top:0.5", "top:0.25", "left:0.36",
        "left:0.72"),
    8: ("right:0.75", "right:0.42", "top:0.8", "top:0.6", "top:0.4", "top:0.2",
        "left:0.42", "left:0.75"),
}


def _mirror(place: str) -> str:
    edge, _, frac = place.partition(":")
    edge = {LEFT: RIGHT, RIGHT: LEFT}.get(edge, edge)
    if frac and edge == TOP:
        frac = f"{1 - float(frac):.2f}"
    return f"{edge}:{frac}" if frac else edge


def sides_for(players: int, human: int, counter_clockwise: bool = True) -> dict[int, str]:
    """Each seat's place at the table, the human at the bottom."""
    if not 1 <= players <= 9:
        raise ValueError(f"no table layout for {players} players")
    places = _CCW_PLACES.get(players - 1, ())
    if not counter_clockwise:
        places = tuple(_mirror(p) for p in places)
    sides = {human: BOTTOM}
    for i, place in enumerate(places, start=1):
        sides[(human + i) % players] = place
    return sides
