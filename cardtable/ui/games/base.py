"""What a game adds to the generic table screen.

A game's table is a `GameUI` subclass in `cardtable/ui/games/<game>.py`, registered in
`cardtable/ui/games/registry.py`. The generic table (`ui/table/screen.py`) already deals
cards, plays them to tricks, gathers tricks, lights up the human's playable cards and
runs the computer players; a game adds its seating, its panels for decisions that are not
card plays (bids, trump, declarations), its own events' animations, the information box,
the places of its own zones (`position`), and the summaries between rounds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from cardtable.rules.base import Action, Event
from cardtable.session import Session

if TYPE_CHECKING:
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.table.screen import TableScreen
    from cardtable.ui.table.spec import TableSpec


@attrs.frozen
class OptionSpec:
    """One option on the new-game dialog: the model's option name, its translated label,
    and the choices (value, translated label) for a list, or a range for a number."""

    name: str
    label: Callable[[], str]
    choices: Sequence[tuple[Any, Callable[[], str]]] = ()
    minimum: int = 0
    maximum: int = 0


def _on_screen(view: Any, sprite: Any) -> Any:
    """Where a card itself lies on the table's viewport (not the room it rises into)."""
    return view.mapFromScene(sprite.mapRectToScene(sprite.face_rect())).boundingRect()


def _full_width(panel: Any) -> None:
    """A prompt narrowed into a gap (panels_clear_of_the_seats) gets its own width back
    first: the table may have grown, or the cards in the middle moved."""
    full = panel.property("full_min_width")
    if full is not None and panel.minimumWidth() < full:
        panel.setMinimumWidth(full)
        panel.adjustSize()


class GameUI:
    """The game-specific parts of a table: seating, prompts, the information box, the
    end-of-round and end-of-match summaries. The rules stay in the model."""

    game_id: ClassVar[str] = ""
    default_players: ClassVar[int] = 0  # 0: the game's smallest table
    match_dialog: Any = None  # the match-end dialog, once open
    _keys: Any = None  # the key filter while the game listens (listen_to_keys)
    _clearing: bool = False  # panels_clear_of_the_seats at work (its moves call it again)
    scene: Any = None  # the table placed from the game's spec (None: the game places it)

    screen: TableScreen
    _widgets: list[QWidget]  # the game's own widgets, dropped when it leaves (_drop_widgets)
    summary: Any  # the end-of-round panel, where a game makes one (make_summary_panel)

    @staticmethod
    def option_specs() -> list[OptionSpec]:
        """The options the new-game dialog offers (labels translated when called)."""
        return []

    @staticmethod
    def room_for(players: int) -> tuple[int, int]:
        """The smallest window (width, height) in which a table of `players` lies clear;
        (0, 0): the window's own minimum will do."""
        return (0, 0)

    @staticmethod
    def table_spec(players: int, options: Any, human: int = 0) -> TableSpec | None:
        """The table as data (`ui/table/spec.py`), placed by `ui/table/solver.py` and
        `ui/table/scene.py`; None: the game still places its things itself (`position`,
        `place`, `room_for`)."""
        return None

    @staticmethod
    def intro(players: int) -> str:
        """A sentence at the top of the new-game dialog."""
        return ""

    def position(self, zone: tuple[object, ...], index: int, count: int) -> QPointF | None:
        """Where a card of one of this game's own zones goes (None: the table decides)."""
        return None

    def card_scale(self, zone: tuple[object, ...]) -> float | None:
        """How big cards are drawn in a zone, relative to a hand's (None: the default)."""
        return None

    def top_plate_clear_of_the_trick(self) -> None:
        """For `place`: on a wide, low table (1280x720) the name plate of the seat at the top,
        below its hand, would lie on its card of the trick: beside the hand instead, on the
        side away from the information box (which is on the left in English)."""
        seat = self.top_plate_on_the_trick()
        if seat is not None:
            self._plate_beside_its_hand(seat)

    def top_plate_on_the_trick(self) -> int | None:
        """The seat at the top, if its name plate below its hand reaches down to where its
        card of the trick lies (a wide, low table)."""
        view = self.screen.view
        seat = next((s for s, side in view.sides.items() if side.startswith("top")), None)
        plate = self.screen.plates.get(seat) if seat is not None else None
        if seat is None or plate is None or not plate.isVisible():
            return None
        lay = view.layout_
        card_top = lay.trick(seat).y() - lay.card_h / 2 - lay.card_w * 0.1
        return seat if plate.geometry().bottom() >= card_top else None

    def _around_a_plate(self, seat: int) -> list[Any]:
        """What a seat's plate must not lie on: the other hands and plates, the cards on the
        felt (Ninety-Nine's bid cards, the tricks), the information box and open prompts."""
        screen = self.screen
        view = screen.view
        others = [r.toAlignedRect() for s in view.sides if s != seat
                  for r in [screen.hand_rect(s)] if r is not None]
        others += [p.geometry() for s, p in screen.plates.items() if s != seat and p.isVisible()]
        others += [_on_screen(view, sprite)
                   for zone, sprites in view.zones.items() if zone[0] != "hand"
                   for sprite in sprites if sprite.isVisible()]
        info = self.info_box()
        if info is not None and info.isVisible():
            others.append(info.geometry())
        others += [p.geometry() for p in self._panels() if p.isVisible()]
        return others

    def _plate_beside_its_hand(self, seat: int) -> None:
        """A top seat's plate level with its hand, on the side away from the information box
        (which is on the left in English); where another hand lies there (five players), on
        the lower edge of its own hand: the backs it hides tell nothing."""
        from PySide6.QtCore import QRect, QRectF, Qt
        from PySide6.QtWidgets import QApplication

        screen = self.screen
        plate = screen.plates[seat]
        rect = screen.hand_rect(seat)
        if rect is None:  # no cards (yet, or any more): where its first card would lie
            lay = screen.view.layout_
            a = lay.anchor(seat)
            rect = QRectF(a.x() - lay.card_w / 2, a.y() - lay.card_h / 2, lay.card_w, lay.card_h)
        gap = 8
        rtl = QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        x = rect.left() - gap - plate.width() if rtl else rect.right() + gap
        vp = screen.view.viewport()
        x = max(4, min(x, vp.width() - plate.width() - 4))
        y = rect.center().y() - plate.height() / 2
        spot = QRect(int(x), int(y), plate.width(), plate.height())
        others = self._around_a_plate(seat)
        if any(r.intersects(spot) for r in others):
            x = rect.center().x() - plate.width() / 2
            y = rect.bottom() - plate.height() - 4
            low = QRect(int(x), int(y), plate.width(), plate.height())
            if any(p.isVisible() and p.geometry().intersects(low) for p in self._panels()):
                # A tall panel reaches up into the hand: on its upper edge instead.
                high = low.translated(0, int(rect.top()) + 4 - low.top())
                x, y = self._narrow_plate_on_its_hand(plate, rect, high, others, top=True)
            else:
                x, y = self._narrow_plate_on_its_hand(plate, rect, low, others)
        plate.move(int(x), int(y))

    @staticmethod
    def _narrow_plate_on_its_hand(plate: Any, hand: Any, low: Any, others: list[Any],
                                  top: bool = False) -> tuple[float, float]:
        """A plate on the lower (`top`: upper) edge of its own hand that is wider than the
        room between the things on either side (the next top hand, the information box: five
        players, a small Persian window) wraps its words into that room, taller."""
        level = [r for r in others if r.intersects(low)]
        if not level:
            return low.x(), low.y()
        middle = hand.center().x()
        left = max([r.right() + 5 for r in level if r.center().x() < middle], default=4)
        right = min([r.left() - 5 for r in level if r.center().x() >= middle],
                    default=low.right() + 1)
        from cardtable.ui.table.plate_wrap import MIN_PLATE_WIDTH, wrap_plate

        width = right - left
        if width < MIN_PLATE_WIDTH:
            return low.x(), low.y()
        if width >= low.width():  # it fits (narrowed already, say): slid into the room
            return max(left, min(low.x(), right - low.width())), low.y()
        height = wrap_plate(plate, width)
        return left, (hand.top() + 4 if top else hand.bottom() - height - 4)

    def own_plates(self) -> dict[int, Any]:
        """Name plates the game keeps itself, by seat (Ninety-Nine's dummy): the table keeps
        the players'."""
        return {}

    def _panels(self) -> list[Any]:
        from cardtable.ui.table.panels import Panel

        return [w for w in vars(self).values() if isinstance(w, Panel)]

    def top_plates_clear_of_panels(self) -> None:
        """A prompt in the middle of a small table (Ninety-Nine's bid, Golf's choice) would lie
        on the name plate under a top hand: that plate goes beside its hand while it is open."""
        panels = [w.geometry() for w in self._panels() if w.isVisible()]
        if not panels:
            return
        for seat, side in self.screen.view.sides.items():
            plate = self.screen.plates.get(seat)
            if (side.startswith("top") and plate is not None and plate.isVisible()
                    and any(p.intersects(plate.geometry()) for p in panels)):
                self._plate_beside_its_hand(seat)

    def panel_below_top_plates(self, panel: Any) -> None:
        """Lower than the middle if need be, so the plates at the top (a partner's, in the
        team games) stay readable; never down onto your hand."""
        plates = [p for s, p in self.screen.plates.items()
                  if self.screen.view.sides.get(s, "").startswith("top")]
        if not plates:
            return
        top = max(p.geometry().bottom() for p in plates) + 8
        if panel.y() < top:
            vp = self.screen.view.viewport()
            lay = self.screen.view.layout_
            room = int(vp.height() - lay.card_h - lay.margin * 2) - panel.height()
            panel.move(panel.x(), max(4, min(top, room)))

    def panels_clear_of_the_seats(self) -> None:
        """A prompt that reaches over the top seats' cards on a small table (Ninety-Nine's
        bid) moves down, as far as it stays above your hand; one set beside the middle (Pan's
        and Golf's turn, Cheat's challenge) that reaches over a side seat's cards or plate
        moves toward the middle, when it then clears the other side too, or, where the cards
        in the middle leave too little room, narrows (taller) into the gap."""
        if self._clearing:
            return
        self._clearing = True
        try:
            self._panels_clear_of_the_seats()
        finally:
            self._clearing = False

    def _panels_clear_of_the_seats(self) -> None:
        screen = self.screen
        view = screen.view
        sides: dict[str, list[Any]] = {"left": [], "right": []}
        for seat in view.sides:
            edge = view.layout_.edge(seat)
            if edge in sides:
                rect = screen.hand_rect(seat)
                if rect is not None:
                    sides[edge].append(rect.toAlignedRect())
                plate = screen.plates.get(seat)
                if plate is not None and plate.isVisible():
                    sides[edge].append(plate.geometry())
        width = view.viewport().width()
        tops = [r.toAlignedRect() for s in view.sides if view.layout_.edge(s) == "top"
                for r in [screen.hand_rect(s)] if r is not None]
        # A plate the game keeps under a top hand (the dummy's) counts as part of the hand.
        tops += [p.geometry() for s, p in self.own_plates().items()
                 if s in view.sides and view.layout_.edge(s) == "top" and p.isVisible()]
        mine = screen.hand_rect(view.human)
        floor = int(mine.top()) - 4 if mine is not None else view.viewport().height()
        middle = [_on_screen(view, sprite)
                  for zone, sprites in view.zones.items() if zone[0] != "hand"
                  for sprite in sprites if sprite.isVisible()]
        for panel in [w for w in self._panels() if w.isVisible()]:
            _full_width(panel)
            rect = panel.geometry()
            # Down off the top seats' cards, as far as it stays above your hand.
            over = [r for r in tops if r.intersects(rect)]
            if over:
                low = max(r.bottom() for r in over)
                dy = min(low + 6 - rect.top(), floor - rect.bottom())
                if low + 6 - rect.top() > dy and low + 2 - rect.top() <= floor + 2 - rect.bottom():
                    dy = low + 2 - rect.top()  # clear of both by a hair rather than on either
                if rect.top() + dy <= low:  # too tall for the room: wider, so fewer lines
                    rect = self._widened_to_fit(panel, rect, low + 4, floor, sides)
                    dy = max(0, min(low + 4 - rect.top(), floor - rect.bottom()))
                if dy > 0:
                    rect = rect.translated(0, dy)
                    panel.move(rect.topLeft())
            # Its top edge on the foot of the information box in a top corner (a few pixels
            # of it): down off it, where the table leaves room above your hand.
            info = self.info_box()
            box = info.geometry() if info is not None and info.isVisible() else None
            if box is not None and box.intersects(rect) and box.bottom() < rect.center().y():
                lowered = rect.translated(0, box.bottom() + 6 - rect.top())
                if lowered.bottom() <= floor and not any(
                        r.intersects(lowered) for r in sides["left"] + sides["right"]):
                    rect = lowered
                    panel.move(rect.topLeft())
            left = [r for r in sides["left"] if r.intersects(rect)]
            right = [r for r in sides["right"] if r.intersects(rect)]
            # Only the top of a lower side seat's plate or cards, or of your plate raised over
            # a wide hand, under its bottom edge: up off them, where the table leaves room.
            under = left + right
            yours = screen.plates.get(view.human)
            if yours is not None and yours.isVisible() and yours.geometry().intersects(rect):
                under.append(yours.geometry())
            if under and all(r.top() > rect.center().y() for r in under):
                raised = rect.translated(0, min(r.top() for r in under) - 6 - rect.bottom())
                if raised.top() >= 4 and not any(r.intersects(raised) for r in tops) and not any(
                        r.intersects(raised) for r in sides["left"] + sides["right"]):
                    panel.move(raised.topLeft())
                    continue
            if under and all(r.bottom() < rect.center().y() for r in under):
                # Only the bottom of an upper side seat's plate over its top edge: down off
                # it, where the table leaves room above your hand.
                lowered = rect.translated(0, max(r.bottom() for r in under) + 6 - rect.top())
                if lowered.bottom() <= floor and not any(
                        r.intersects(lowered) for r in sides["left"] + sides["right"] + middle):
                    panel.move(lowered.topLeft())
                    continue
            below = [r for r in under if r.top() > rect.center().y()]
            if below and len(below) < len(under):
                # A plate's top under its bottom edge and a card beside it: up off the plate
                # first (where the table leaves room), then aside off the card.
                raised = rect.translated(0, min(r.top() for r in below) - 6 - rect.bottom())
                if raised.top() >= 4 and not any(r.intersects(raised) for r in tops):
                    rect = raised
                    panel.move(rect.topLeft())
                    left = [r for r in sides["left"] if r.intersects(rect)]
                    right = [r for r in sides["right"] if r.intersects(rect)]
            if bool(left) == bool(right):
                continue
            dx = (max(r.right() for r in left) + 6 - rect.left() if left
                  else min(r.left() for r in right) - 6 - rect.right())
            # Never onto the cards in the middle (the pile the prompt is about): only as far
            # as they leave room.
            level = [m for m in middle if m.top() < rect.bottom() and rect.top() < m.bottom()]
            if left:
                dx = min([dx] + [m.left() - 6 - rect.right() for m in level
                                 if m.left() >= rect.right()])
            else:
                dx = max([dx] + [m.right() + 6 - rect.left() for m in level
                                 if m.right() <= rect.left()])
            moved = rect.translated(dx, 0)
            other = sides["right" if left else "left"]
            if (dx * (1 if left else -1) > 0 and 0 <= moved.left() and moved.right() < width
                    and not any(r.intersects(moved) for r in other)):
                if any(r.intersects(moved) for r in left + right):
                    self._narrow_into_the_gap(panel, moved, left, right, tops, floor, middle)
                else:
                    panel.move(moved.topLeft())

    def _widened_to_fit(self, panel: Any, rect: Any, top: int, floor: int,
                        sides: dict[str, list[Any]]) -> Any:
        """A prompt too tall for the room between the top seats' cards and your hand: as
        much wider as its wrapped lines need to fit there (one line fewer may do), between
        the side seats; else as it was. Returns where it now lies."""
        from PySide6.QtCore import QRect

        room = floor - top
        if room <= 0 or not panel.hasHeightForWidth():
            return rect
        band = [r for r in sides["left"] + sides["right"]
                if r.top() < floor and r.bottom() > top]
        x0 = max([4] + [r.right() + 6 for r in band if r.center().x() < rect.center().x()])
        x1 = min([self.screen.view.viewport().width() - 4]
                 + [r.left() - 6 for r in band if r.center().x() >= rect.center().x()])
        for width in range(rect.width() + 16, x1 - x0 + 1, 16):
            height = panel.heightForWidth(width)
            if 0 < height <= room:
                x = max(x0, min(rect.center().x() - width // 2, x1 - width))
                wider = QRect(x, rect.top(), width, height)
                panel.setGeometry(wider)
                return wider
        return rect

    @staticmethod
    def _narrow_into_the_gap(panel: Any, rect: Any, left: list[Any], right: list[Any],
                             tops: list[Any], floor: int, middle: list[Any]) -> None:
        """A prompt still on a side column after moving as far as the middle cards allow:
        as narrow as the gap between them, its text wrapped to more lines, if it fits there
        whole (above your hand, below the top seats' cards, on no card)."""
        from PySide6.QtCore import QRect

        if left:
            x0, x1 = max(r.right() for r in left) + 6, rect.right()
        else:
            x0, x1 = rect.left(), min(r.left() for r in right) - 6
        narrowest = max(180, panel.layout().minimumSize().width())
        w = x1 - x0 + 1
        if w < narrowest or w >= rect.width():
            return
        h = max(panel.heightForWidth(w), panel.minimumSizeHint().height())
        ceiling = max([4] + [r.bottom() + 6 for r in tops if r.left() <= x1 and x0 <= r.right()])
        y = min(max(rect.center().y() - h // 2, ceiling), floor - h)
        narrow = QRect(x0, y, w, h)
        if y < ceiling or any(r.intersects(narrow) for r in left + right + middle):
            return
        if panel.property("full_min_width") is None:
            panel.setProperty("full_min_width", panel.minimumWidth())
        panel.setMinimumWidth(w)
        panel.setGeometry(narrow)

    def clear_of_the_side_columns(self, x: int, width: int, right: bool) -> int:
        """For `place`: a box at `x` beside the middle of a crowded table stops short of the
        cards of the side columns on its side (`right`) on a narrow table."""
        view = self.screen.view
        edge = "right" if right else "left"
        # The columns where the table lays them (not a game's own place for a hand: Old
        # Maid fans the hand you draw from out in the middle, beside this very box).
        rects = [r for s in view.sides if view.layout_.edge(s) == edge
                 for r in [self.screen.hand_rect(s, own_places=False)] if r is not None]
        if not rects:
            return x
        if right:
            return min(x, int(min(r.left() for r in rects)) - 6 - width)
        return max(x, int(max(r.right() for r in rects)) + 6)

    def info_box(self) -> Any:
        """The information box while it is on the table, else None."""
        info = getattr(self, "info", None)
        return info if info is not None and info in getattr(self, "_widgets", ()) else None

    def keep_hands_clear_of_the_info_box(self) -> None:
        info = self.info_box()
        if info is not None:
            self.keep_clear_of(info)

    def plates_clear_of_the_info_box(self) -> list[Any]:
        """A plate centred under its hand that reaches under the box (wide in Persian)
        slides sideways out from under it, unless that would put it on cards; else it goes
        just below the box, where it may lie on its own hand's backs (a side column's top
        in a crowded corner) but on no other seat's cards or plate. Returns the plates
        moved."""
        moved_plates: list[Any] = []
        info = self.info_box()
        if info is None or not info.isVisible():
            return moved_plates
        box = info.geometry()
        vp = self.screen.view.viewport().rect()
        hands = {s: r.toAlignedRect() for s in self.screen.view.sides
                 for r in [self.screen.hand_rect(s)] if r is not None}
        plates = self.screen.plates
        for seat, plate in plates.items():
            at = plate.geometry()
            if not plate.isVisible() or not at.intersects(box):
                continue
            dx = (box.left() - 6 - at.right() if box.center().x() > at.center().x()
                  else box.right() + 6 - at.left())
            moved = at.translated(dx, 0)
            if vp.contains(moved) and not any(r.intersects(moved) for r in hands.values()):
                plate.move(moved.topLeft())
                moved_plates.append(plate)
                continue
            below = at.translated(0, box.bottom() + 6 - at.top())
            if vp.contains(below) and not any(
                    r.intersects(below) for s, r in hands.items() if s != seat) and not any(
                    p.isVisible() and p.geometry().intersects(below)
                    for s, p in plates.items() if s != seat):
                plate.move(below.topLeft())
                moved_plates.append(plate)
        return moved_plates

    def keep_clear_of(self, box: Any) -> None:
        """Once `box` is placed: if it moved or changed size (a language switch, a longer
        line), lay the hands and piles out again so that they stay clear of it, at once even
        while other cards are moving."""
        rect = box.geometry()
        view = self.screen.view
        if rect == getattr(self, "_box_rect", None):
            return
        self._box_rect = rect
        zones = [z for z in view.zones if z[0] in ("hand", "won", "laid-away")]
        if view.animator.busy:  # cards on their way: those under the box move off it now
            view.retarget_now(zones)
        else:
            view.relayout(animate=False, zones=zones)
        # The plates were placed beside the hands' old places: they follow them.
        self.screen.place_overlays()

    def below_the_box(self, box: Any, zone: tuple[object, ...], index: int,
                      count: int) -> QPointF | None:
        """For `position`: keep clear of `box`, the information box in a top corner (wider
        and taller in Persian). A hand at the left or right starts below it and ends where
        the table ends it; a pile of tricks won under it moves down. None: nothing moves."""
        from PySide6.QtCore import QPointF

        view = self.screen.view
        seat = zone[1] if len(zone) > 1 else None
        if not isinstance(seat, int) or seat not in view.sides or not box.isVisible():
            return None
        lay = view.layout_
        rect = box.geometry()
        if zone[0] == "won":
            first = lay.won(seat, 0)
            half_w, half_h = lay.card_w * lay.WON_SCALE / 2, lay.card_h * lay.WON_SCALE / 2
            drop = rect.bottom() + 8 + half_h - first.y()
            if drop <= 0 or not rect.left() - half_w < first.x() < rect.right() + half_w:
                return None
            p = lay.won(seat, index // max(1, len(view.sides)))
            return QPointF(p.x(), p.y() + drop)
        if zone[0] == "hand" and lay.edge(seat) == "top":
            return self._beside_the_box(rect, zone, seat, index, count)
        if zone[0] != "hand" or lay.edge(seat) not in ("left", "right") or count < 1:
            return None
        points = lay.hand(seat, count)
        top = rect.bottom() + 8 + lay.card_h / 2
        half_w = view.card_width(zone) / 2
        if points[0].y() >= top or not rect.left() - half_w < points[0].x() < rect.right() + half_w:
            return None
        if rect.top() > points[0].y() - lay.card_h / 2:
            return None  # a box lower down (Twenty-One's on a crowded table): not over it
        if count == 1:  # the last card of a hand
            return QPointF(points[0].x(), top)
        # Where the table would end it; lower where a tall box (Persian, a small window)
        # reaches below that end, so that no card lies under the box.
        last = max(points[-1].y(), top + (count - 1) * 2.0)
        step = max(2.0, (last - top) / (count - 1))
        return QPointF(points[index].x(), last - (count - 1 - index) * step)

    def _beside_the_box(self, rect: Any, zone: tuple[object, ...], seat: int, index: int,
                        count: int, points: list[QPointF] | None = None) -> QPointF | None:
        """A top hand reaching under the box (a narrow table, a wide Persian box) closes up
        toward its far end until it clears the box. `points`: where the game lays the hand
        out (the table's hand layout by default)."""
        from PySide6.QtCore import QPointF

        view = self.screen.view
        if points is None:
            points = view.layout_.hand(seat, count)
        half_w = view.card_width(zone) / 2
        half_h = half_w * view.art.ratio
        y = points[0].y()
        if y - half_h > rect.bottom() or y + half_h < rect.top():
            return None
        first, last, gap = points[0].x(), points[-1].x(), 8
        if rect.center().x() < (first + last) / 2:  # the box on the left
            start = rect.right() + gap + half_w
            if first - half_w >= rect.right() + gap:
                return None
            end = max(last, start)
        else:
            end = rect.left() - gap - half_w
            if last + half_w <= rect.left() - gap:
                return None
            start = min(first, end)
        step = (end - start) / (count - 1) if count > 1 else 0.0
        return QPointF(start + index * step, y)

    def sides(self, session: Session, human: int) -> dict[int, str]:
        raise NotImplementedError

    def _position_clear_of_the_box(self, zone: tuple[object, ...], index: int,
                                   count: int) -> QPointF | None:
        """The game's own places first; hands the game leaves to the table stay clear of
        the information box."""
        custom = self.position(zone, index, count)
        if custom is not None:
            return custom
        info = self.info_box()
        p = self.below_the_box(info, zone, index, count) if info is not None else None
        return self._won_clear_of_its_plate(zone, index, p)

    def _won_clear_of_its_plate(self, zone: tuple[object, ...], index: int,
                                p: QPointF | None) -> QPointF | None:
        """A top seat's pile of tricks won, left of the middle below its hand, steps left
        of the seat's name plate where the plate (two lines, wide in Persian, on a small
        table) reaches over it. `p`: where it would lie otherwise (None: the table's place)."""
        from PySide6.QtCore import QPointF

        view = self.screen.view
        seat = zone[1] if len(zone) > 1 else None
        if zone[0] != "won" or not isinstance(seat, int) or seat not in view.sides:
            return p
        lay = view.layout_
        if lay.edge(seat) != "top":
            return p
        plate = self.screen.plates.get(seat)
        if plate is None or not plate.isVisible():
            return p
        at = p if p is not None else lay.won(seat, index // max(1, len(view.sides)))
        half_w = view.card_width(zone) / 2
        half_h = half_w * view.art.ratio
        rect = plate.geometry()
        first = lay.won(seat, 0).x()  # the pile grows leftward from its first trick
        need = first + half_w - (rect.left() - 6)
        if (need <= 0 or at.y() + half_h < rect.top() or at.y() - half_h > rect.bottom()
                or first > rect.center().x()):
            return p
        return QPointF(max(half_w + 4, at.x() - need), at.y())

    def attach(self, screen: TableScreen) -> None:
        self.screen = screen
        session = screen.session
        spec = (self.table_spec(session.players, session.options, screen.human)
                if session is not None else None)
        if spec is not None:  # the table as data: placed by the solver, in one pass
            from cardtable.ui.table.scene import TableScene

            self.scene = TableScene(screen, spec, self.spec_widgets, self.spec_sample)
            self.scene.install()
            return
        self.scene = None
        screen.view.positioner = self._position_clear_of_the_box
        screen.view.scaler = self.card_scale

    def spec_widgets(self) -> dict[str, Any]:
        """The game's own widgets by their names in its table spec (badges, prompts, and
        "status", the strip that holds the badges)."""
        return {}

    def spec_sample(self, name: str) -> list[str]:
        """The texts the label `name` of the table spec (a plate, a badge, the message, a
        prompt's `sample_label`) may show at its longest: the room it keeps is for the
        largest of them; none: the text it has."""
        return []

    def _make_info_box(self, parent: Any, rows: int) -> None:
        """The information box every game keeps on the felt: `self.info`, a frame of `rows`
        rich-text lines in `self.info_labels`."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

        self.info = QFrame(parent)
        self.info.setObjectName("info")
        box = QVBoxLayout(self.info)
        box.setContentsMargins(12, 8, 12, 8)
        box.setSpacing(2)
        self.info_labels = [QLabel(self.info) for _ in range(rows)]
        for label in self.info_labels:
            label.setTextFormat(Qt.TextFormat.RichText)
            box.addWidget(label)
        self.info.show()

    def wrap_info_into(self, room: int, narrowest: int = 200) -> None:
        """The box as wide as its lines, or, where that is more than `room` (and `room` is
        at least `narrowest`, below which wrapped lines read badly), `room` wide with its
        lines wrapped."""
        for label in self.info_labels:
            label.setWordWrap(False)
        self.info.setMaximumWidth(16777215)
        self.info.adjustSize()
        if self.info.width() <= room or room < narrowest:
            return
        for label in self.info_labels:
            label.setWordWrap(True)
        self.info.setMaximumWidth(room)
        self.info.resize(room, self.info.heightForWidth(room))

    def show_info_rows(self, rows: list[str]) -> None:
        """The information box's lines: one row a label, the labels beyond them hidden. A
        number keeps to the word before it where a line wraps."""
        from cardtable.ui.words import numbers_kept_with_words

        for i, label in enumerate(self.info_labels):
            text = rows[i] if i < len(rows) else ""
            label.setText(numbers_kept_with_words(text))
            label.setVisible(bool(text))

    def _drop_widgets(self) -> None:
        """Hide and delete the game's own widgets (`self._widgets`) and close its end-of-match
        dialog (`self.match_dialog`), as every table does when it leaves."""
        for w in self._widgets:
            w.hide()
            w.deleteLater()
        self._widgets = []
        if self.match_dialog is not None:
            self.match_dialog.close()
            self.match_dialog.deleteLater()
            self.match_dialog = None

    def detach(self) -> None:
        """Remove this game's widgets from the table."""

    def animate(self, event: Event) -> bool:
        """Queue the animation of a game-specific event; False leaves it to the table."""
        return False

    def prompt(self, legal: Sequence[Action]) -> None:
        """The human is to act: show a panel for decisions that are not a plain card play
        (the table has already lit up the cards of any Play actions). For a choice of
        several cards, use `self.screen.view.begin_selection(cards, limit)` and listen to
        `view.selection_changed`; then `self.screen.act(action)`."""

    def waits_for_human(self, extra: list[Action]) -> bool:
        """The human may act out of turn (`extra`, just passed to `prompt`) while a computer
        player is to act: True keeps the computer players waiting until the human has
        decided (a banker's exchange before a bet); the game then acts, or calls
        `screen.advance()` to let the computer go on."""
        return False

    def card_clicked(self, card: object) -> bool:
        """A playable card was clicked; True if the game handled it (several Play actions
        for one card, say), False to let the table play the Play action for that card."""
        return False

    def hide_prompts(self) -> None:
        """Close any prompt or summary (the table is being laid out anew)."""

    def catching_up(self) -> bool:
        """True while the table still has to show, at the player's own pace, moves the
        model has already made (a name fortune is told at once, then shown step by step);
        until then the sprites lag the model's zones."""
        return False

    def show_hint(self, action: Action) -> None:
        """Point out a suggested decision that is not a card play."""

    def plate_text(self, seat: int) -> str:
        raise NotImplementedError

    def refresh(self) -> None:
        """Re-read the state into the game's information box."""

    def score_sheet(self) -> tuple[list[str], list[list[str]]]:
        """The score sheet: headers, and one row per finished round."""
        from PySide6.QtCore import QCoreApplication

        from cardtable.ui.words import num, seat_name

        session = self.screen.session
        if session is None:
            return [], []
        human = self.screen.human
        headers = [QCoreApplication.translate("GameUI", "Round")]
        headers += [seat_name(s, human) for s in range(session.players)]
        rows = [[num(i + 1)] + [num(p) for p in r.points]
                for i, r in enumerate(session.state.results)]
        return headers, rows

    def match_score(self) -> int:
        """The human's score for the statistics, once the match is over."""
        session = self.screen.session
        assert session is not None
        return session.state.totals[self.screen.human]

    def show_round_end(self, match_over: bool) -> None:
        raise NotImplementedError

    def listen_to_keys(self) -> None:
        """From now on the table's key presses reach `key_pressed` first."""
        from cardtable.ui.games.keys import GameKeys

        self.stop_listening_to_keys()
        self._keys = GameKeys(self.key_pressed)
        self.screen.view.installEventFilter(self._keys)

    def stop_listening_to_keys(self) -> None:
        if self._keys is not None:
            self.screen.view.removeEventFilter(self._keys)
            self._keys = None

    def key_pressed(self, event: Any) -> bool:
        """A key pressed at the table, offered to the game first (once it listens): True
        if the game used it."""
        return False

    def make_summary_panel(self, parent: Any, min_width: int, wrap: bool = True) -> Any:
        """The end-of-round summary: a rich text (`summary_text`) over the button that goes
        on (`next_button`, to the match's end or the next round)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QLabel, QPushButton

        from cardtable.ui.table.panels import Panel

        panel = Panel(parent)
        self.summary_text = QLabel(panel)
        self.summary_text.setTextFormat(Qt.TextFormat.RichText)
        self.summary_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary_text.setWordWrap(wrap)
        self.summary_text.setMinimumWidth(min_width)
        panel.box.addWidget(self.summary_text)
        self.next_button = QPushButton(panel)
        self.next_button.setObjectName("next-hand")
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self._next)
        panel.box.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignCenter)
        return panel

    def _next(self) -> None:
        """The summary's button: the match-end dialog once the match is over, else the
        next round."""
        self.summary.hide()
        session = self.screen.session
        if session is not None and session.state.match_over:
            self._show_match_end()
        else:
            self.screen.next_round()

    def _show_match_end(self) -> None:
        raise NotImplementedError

    def open_match_end(self, html: str) -> None:
        """The match-end moment: the result in words and figures under an opening fan of
        cards, with New game, Back to the library and Close (ui/table/match_end.py)."""
        from cardtable.ui.table.match_end import MatchEndDialog

        screen = self.screen
        dialog = MatchEndDialog(html, screen.view.art, screen,
                                animate=screen.timing.ms(1000) > 0)
        dialog.accepted.connect(screen.new_game_requested)
        dialog.library_requested.connect(screen.library_requested)
        self.match_dialog = dialog
        dialog.open()

    def place(self) -> None:
        """Position the game's overlays after a resize."""

    def retranslate(self) -> None:
        """Re-word every visible text after a language switch."""
