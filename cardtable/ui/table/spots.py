"""Choosing where a box goes on a crowded table: the spot that covers the least, by
what matters most first, nearest the usual place."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPoint, QRect

Box = tuple[int, int, int, int]  # left, top, width, height


def best_spot(size: tuple[int, int], usual: QPoint, xs: Iterable[int], ys: Iterable[int],
              bounds: QRect, groups: Sequence[Sequence[QRect]], margin: int = 4) -> QPoint:
    """The top-left corner, among every (x, y) of `xs` x `ys` (and `usual`), kept inside
    `bounds`, for a box of `size`: the fewest rectangles of `groups[0]` covered, then of
    `groups[1]` and so on, then the nearest `usual`."""
    x, y = _best(size, (usual.x(), usual.y()), tuple(sorted(set(xs))), tuple(sorted(set(ys))),
                 _box(bounds), tuple(tuple(_box(r) for r in g) for g in groups), margin)
    return QPoint(x, y)


def spot_beside(size: tuple[int, int], usual: QPoint, bounds: QRect,
                groups: Sequence[Sequence[QRect]], gap: int = 6) -> QPoint:
    """`best_spot`, trying the places just beside (`gap` away from) each rectangle of
    `groups`: above, below, left and right of it."""
    w, h = size
    rects = [r for g in groups for r in g]
    xs = [x for r in rects for x in (r.right() + gap + 1, r.left() - gap - w)]
    ys = [y for r in rects for y in (r.top() - gap - h, r.bottom() + gap + 1)]
    return best_spot(size, usual, xs, ys, bounds, groups)


def _box(r: QRect) -> Box:
    return (r.left(), r.top(), r.width(), r.height())


@functools.lru_cache(maxsize=64)  # a table re-places its boxes after every move
def _best(size: tuple[int, int], usual: tuple[int, int], xs: tuple[int, ...],
          ys: tuple[int, ...], bounds: Box, groups: tuple[tuple[Box, ...], ...],
          margin: int) -> tuple[int, int]:
    w, h = size
    ux, uy = usual
    lo_x, hi_x = bounds[0] + margin, bounds[0] + bounds[2] - w - margin
    lo_y, hi_y = bounds[1] + margin, bounds[1] + bounds[3] - h - margin

    def clamp_x(x: int) -> int:
        return max(lo_x, min(x, hi_x))

    def clamp_y(y: int) -> int:
        return max(lo_y, min(y, hi_y))

    cx = {clamp_x(x) for x in xs}
    cy = {clamp_y(y) for y in ys}
    spots = {(clamp_x(ux), clamp_y(uy))}
    spots |= {(x, clamp_y(uy)) for x in cx}
    spots |= {(x, y) for x in cx for y in cy}
    spots |= {(clamp_x(ux), y) for y in cy}
    # Empty rectangles cover nothing (QRect.intersects says the same).
    live = [[r for r in g if r[2] > 0 and r[3] > 0] for g in groups]

    def cost(at: tuple[int, int]) -> tuple[int, ...]:
        x, y = at
        hits = tuple(sum(1 for (rx, ry, rw, rh) in g
                         if x < rx + rw and rx < x + w and y < ry + rh and ry < y + h)
                     for g in live)
        return (*hits, abs(x - ux) + abs(y - uy), x, y)

    return min(spots, key=cost)
