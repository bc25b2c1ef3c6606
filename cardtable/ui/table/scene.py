"""A game's table spec applied to the real table: the solver's placement
(`ui/table/solver.py`) put on the view's cards and on the plates, badges and prompts, in
one pass. Nothing is moved off anything afterwards: the regions are disjoint.

The table view asks this scene where a zone's cards go, how big and how high they lie
(`positioner`, `scaler`, `stacker` of `ui/table/view.py`); the screen asks it to place
its widgets (`TableScreen.place_overlays`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRect, Qt
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QVBoxLayout, QWidget

from cardtable.ui.app import language_type_scale
from cardtable.ui.table.plate_wrap import unwrap_plate, wrap_plate, wrapped_size
from cardtable.ui.table.samples import with_widest_digits
from cardtable.ui.table.solver import Placement, Rect, minimum_window, solve
from cardtable.ui.table.spec import ACTION, CENTRE, STATUS, TableSpec, WidgetSpec, Zone

if TYPE_CHECKING:
    from cardtable.ui.table.card_sprite import CardSprite
    from cardtable.ui.table.screen import TableScreen



def _rect(r: Rect) -> QRect:
    return QRect(round(r.x), round(r.y), max(1, int(r.w)), max(1, int(r.h)))


class TableScene:
    """Places one game's table (`spec`) on `screen`: `widgets` names the game's own
    widgets (badges, prompts) as the spec does; `sample` gives, for a name, the texts its
    label (a prompt's `sample_label`) may show at its longest, measured for the room it
    keeps (none: the text it has), so that the room does not change as play goes on."""

    def __init__(self, screen: TableScreen, spec: TableSpec,
                 widgets: Callable[[], dict[str, QWidget]],
                 sample: Callable[[str], list[str]]) -> None:
        self.screen = screen
        self.spec = spec
        self.widgets = widgets
        self.sample = sample
        self.placement: Placement | None = None
        self.shown_as: dict[Zone, Zone] = {}
        """Zones whose cards lie as another pile of the spec does (the hand Old Maid
        offers you to draw from lies as the fan in the middle)."""
        self._key: tuple[object, ...] | None = None
        self._placing = False
        self._natural: dict[tuple[int, str | None], tuple[int, int, int, int]] = {}
        """Each prompt's widths (its words unwrapped, its least, its hint) and its hint's
        height, per text, for one solve: the solver measures a prompt at many widths, and
        these are the same at all."""
        self._measured: dict[tuple[str, int], tuple[float, float]] = {}
        """Each widget's size at a width, for one solve: the solver tries many card sizes,
        and a widget's size at a width does not depend on the cards'."""

    # ------------------------------------------------------------- the view

    def install(self) -> None:
        view = self.screen.view
        view.positioner = self.position
        view.scaler = self.scale
        view.stacker = self.stack

    def position(self, zone: Zone, index: int, count: int) -> QPointF | None:
        placement = self.current()
        area = placement.area(self.shown_as.get(zone, zone))
        if area is None:  # a card on its way from no zone of the spec (the pack): the middle
            x, y = placement.regions[CENTRE].centre
            return QPointF(x - index * 0.25, y - index * 0.25)
        x, y = area.position(index, count)
        return QPointF(x, y)

    def scale(self, zone: Zone) -> float | None:
        placement = self.current()
        area = placement.area(self.shown_as.get(zone, zone))
        return area.card_w if area is not None else placement.card_w

    def stack(self, zone: Zone, sprite: CardSprite, index: int) -> float | None:
        area = self.current().area(self.shown_as.get(zone, zone))
        return None if area is None else float(area.spec.z + index)

    def card_width(self) -> float:
        return self.current().card_w

    # ----------------------------------------------------------- measuring

    def current(self) -> Placement:
        if self.placement is None:
            self.placement = self._solve()
        return self.placement

    def _right_to_left(self) -> bool:
        return QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft

    def _viewport(self) -> tuple[int, int]:
        vp = self.screen.view.viewport()
        return max(320, vp.width()), max(240, vp.height())

    def _solve(self) -> Placement:
        self._forget_measures()
        return solve(self.spec, self._viewport(), self.measure, self._right_to_left(),
                     self.screen.view.art.ratio, language_type_scale())

    def minimum_window(self) -> tuple[int, int]:
        """The smallest view in which this table fits with readable cards."""
        self._forget_measures()
        return minimum_window(self.spec, self.measure, ratio=self.screen.view.art.ratio,
                              words=language_type_scale())

    def _forget_measures(self) -> None:
        """A new solve measures the widgets as they are now."""
        self._natural.clear()
        self._measured.clear()

    def widget_for(self, name: str) -> QWidget | None:
        screen = self.screen
        base, _, suffix = name.partition(":")
        if suffix:
            if base == "plate":  # a seat the game keeps a plate for itself (a dummy)
                return screen.plates.get(int(suffix)) or self.widgets().get(name)
            if base == "thinking":
                return screen.thinking
            return self.widgets().get(name)  # a seat's own widget of the game's
        if name == "toast":
            return screen.toast
        return self.widgets().get(name)

    def measure(self, w: WidgetSpec, width: float, card: float) -> tuple[float, float]:
        """The size the real widget needs at most `width` wide (for a seat's widget, the
        widest of the seats')."""
        key = (w.name, int(width))
        if key not in self._measured:
            self._measured[key] = self._measure(w, width)
        return self._measured[key]

    def _measure(self, w: WidgetSpec, width: float) -> tuple[float, float]:
        names = ([w.name_for(s) for s in self.spec.seats] if w.per_seat else [w.name])
        sizes = [self._measure_one(name, widget, width, w.region == STATUS) for name in names
                 for widget in [self.widget_for(name)] if widget is not None]
        if not sizes:
            return 0.0, 0.0
        return max(s[0] for s in sizes), max(s[1] for s in sizes)

    def _measure_one(self, name: str, widget: QWidget, width: float,
                     badge: bool = False) -> tuple[float, float]:
        """`badge`: a badge of the status bar, measured with the widest digits (a row of
        badges holds one line each, whatever count it shows)."""
        samples: list[str | None] = [with_widest_digits(widget, text) if badge else text
                                     for text in self.sample(name)] or [None]
        if name.startswith("thinking"):
            samples = [QCoreApplication.translate("TableScreen", "thinking…")]
        if isinstance(widget, QLabel) and widget.objectName() == "plate":
            sizes = [wrapped_size(widget, widget.text() if text is None else text, int(width))
                     for text in samples]
        elif isinstance(widget, QLabel):
            sizes = [_label_size(widget, text, int(width)) for text in samples]
        else:
            label = getattr(widget, "sample_label", None)
            sizes = [_frame_size(widget, int(width), label, text, self._natural)
                     for text in samples]
        return max(w for w, _ in sizes), max(h for _, h in sizes)

    # ------------------------------------------------------------- placing

    def apply(self) -> None:
        """Solve again if the window, the direction or a text changed; cards and widgets
        to their places."""
        if self._placing:
            return
        self._placing = True
        try:
            key = self._state_key()
            if key != self._key:
                self._key = key
                old = self.placement
                self.placement = self._solve()
                if old is None or old != self.placement:
                    self._cards_to_places()
            self.place_widgets()
        finally:
            self._placing = False

    def _state_key(self) -> tuple[object, ...]:
        """What the placement depends on: the window, the direction, and the sizes the
        widgets are measured at (their longest texts, or their own where none is given)."""
        sizes: list[object] = []
        for w in self.spec.widgets:
            for name in ([w.name_for(s) for s in self.spec.seats] if w.per_seat else [w.name]):
                samples = self.sample(name)
                widget = self.widget_for(name)
                if widget is None:
                    sizes.append(tuple(samples))
                elif isinstance(widget, QLabel):
                    sizes.append(tuple(samples) or widget.text())
                else:  # its least width too, sample or not: a row of buttons that grew
                    # (Pan's "- 3 + Take 3 cards" under a help text measured by its sample)
                    sizes.append((tuple(samples), widget.minimumSizeHint().toTuple(),
                                  () if samples else widget.sizeHint().toTuple()))
        # The words' size too: the table's type grows with its cards (screen.scale_type).
        type_size = (getattr(self.screen, "type_scale", 1.0),
                     QApplication.font().pointSizeF())
        return self._viewport(), self._right_to_left(), type_size, tuple(sizes)

    def _cards_to_places(self) -> None:
        view = self.screen.view
        dpr = view.devicePixelRatioF()
        for sprites in view.zones.values():
            for sprite in sprites:
                sprite.set_size(view.card_width(sprite.zone), dpr)
        if view.animator.busy:  # cards on their way: the ones that moved go now
            view.retarget_now(list(view.zones))
        else:
            view.relayout(animate=False)

    def place_widgets(self) -> None:
        placement = self.current()
        status = self.widgets().get("status")
        if status is not None:
            status.setGeometry(_rect(placement.regions[STATUS]))
        view = self.screen.view
        counts = {zone: len(sprites) for zone, sprites in view.zones.items()}
        own = self.widgets()
        badges = placement.badges(n for n, w in own.items() if not w.isHidden())
        thinking = self._thinking_name()
        for name in placement.widgets:
            if name == "toast" or (name.startswith("thinking") and name != thinking):
                continue
            rect = badges.get(name) or placement.widget_at(name, counts)
            widget = self.widget_for(name)
            if widget is not None:
                fit = name in placement.between or placement.regions_of.get(name) == ACTION
                self._put(widget, rect, fit)
                if name == thinking:  # over the cards of the hand it stands by
                    widget.raise_()
        self.place_toast()
        bar = self.screen.replay_bar
        if bar.isVisible():
            bar.adjustSize()
            x, _ = placement.regions[ACTION].centre
            action = placement.regions[ACTION]
            bar.move(int(x - bar.width() / 2), int(action.bottom - bar.height()))
            bar.raise_()

    def _put(self, widget: QWidget, rect: Rect, fit: bool = False) -> None:
        """A widget at its place: a label as wide as its text (wrapped where the place is
        narrower), in the middle of it; a frame as the solver sized it, or (`fit`: a
        prompt) as wide, no taller than its words need, at the foot of its place."""
        if isinstance(widget, QLabel) and widget.objectName() == "plate":
            unwrap_plate(widget)  # its own words back, then broken at its dots if need be
            w, h = float(widget.width()), float(widget.height())
            if w > rect.w + 0.5:
                w, h = rect.w, float(wrap_plate(widget, int(rect.w)))
            at = QRect(round(rect.x + (rect.w - w) / 2), round(rect.y + (rect.h - h) / 2),
                       int(w), int(h))
        elif isinstance(widget, QLabel):
            natural = _label_size(widget, None, 1 << 20)
            wrap = natural[0] > rect.w + 0.5
            w, h = _label_size(widget, None, int(rect.w)) if wrap else natural
            widget.setWordWrap(wrap)
            x, y = rect.x + (rect.w - w) / 2, rect.y + (rect.h - h) / 2
            at = QRect(round(x), round(y), int(w), int(h))
        else:
            at = _rect(rect)
            if fit:  # its room is kept for its longest words: shorter ones, no blank box
                at.setTop(max(at.top(), at.bottom() + 1 - _height_at(widget, at.width())))
        status = self.widgets().get("status")
        if status is not None and widget.parentWidget() is status:
            at.translate(-status.x(), -status.y())
        if widget.geometry() != at:
            widget.setGeometry(at)

    def _thinking_name(self) -> str | None:
        """The spec's name of the "thinking…" shown now (a seat's), if one is."""
        seat = self.screen._thinking_seat  # noqa: SLF001 - the screen's own hint, read here
        if seat is None or not self.screen.thinking.isVisible():
            return None
        return f"thinking:{seat}"

    def place_toast(self) -> None:
        """The message in its place by your hand, or, while a prompt is open there, just
        above the prompt."""
        placement = self.current()
        toast = self.screen.toast
        rect = placement.widgets.get("toast")
        if rect is None:
            return
        # The prompts where they are: a prompt is no taller than its words, at the foot
        # of the room kept for it, and the message stands just above its top.
        busy = [w.geometry() for n, w in self.widgets().items()
                if n in placement.widgets and n != "toast" and w.isVisible()
                and placement.regions_of.get(n) == ACTION]
        toast.adjustSize()
        # Room for the longest message the game names; a longer one (a hint's reason)
        # may take the action area's width, its own spec's most, while no prompt is there.
        room = rect.w if busy else max(rect.w, self._toast_most(placement))
        width = min(toast.width(), int(room))
        toast.setWordWrap(toast.width() > room)
        height = toast.heightForWidth(width) if toast.wordWrap() else toast.height()
        x = int(rect.centre[0] - width / 2)
        y = int(rect.centre[1] - height / 2)
        spot = QRect(x, y, width, height)
        action = placement.regions[ACTION]
        if spot.bottom() > action.bottom:  # two lines where the room holds one: upward
            spot.moveBottom(int(action.bottom))
        if any(b.intersects(spot) for b in busy):  # above the prompt, in the centre
            top = min(b.top() for b in busy)
            spot.moveTop(max(int(placement.regions[CENTRE].y + 4), top - 6 - height))
        toast.setGeometry(spot)

    def _toast_most(self, placement: Placement) -> float:
        """The message's most width: its spec's, within the action area less its margins."""
        spec = next((w for w in self.spec.widgets if w.name == "toast"), None)
        action = placement.regions[ACTION]
        most = action.w - 2 * placement.gap
        if spec is not None:
            most = min(most, spec.max_width * placement.card_w * language_type_scale())
        return most


def _label_size(label: QLabel, text: str | None, width: int) -> tuple[float, float]:
    """What `label` needs to show `text` (default its own) at most `width` wide."""
    own = label.text()
    wrap = label.wordWrap()
    if text is not None and text != own:
        label.setText(text)
    label.setWordWrap(False)
    hint = label.sizeHint()
    size = (float(hint.width()), float(hint.height()))
    if hint.width() > width:
        label.setWordWrap(True)
        size = (float(width), float(label.heightForWidth(width)))
    if text is not None and text != own:
        label.setText(own)
    label.setWordWrap(wrap)
    return size


def _height_at(widget: QWidget, width: int) -> int:
    """The height `widget` needs at `width`, as its layout sets it."""
    if widget.hasHeightForWidth():
        return max(widget.heightForWidth(width), widget.minimumSizeHint().height())
    return max(widget.sizeHint().height(), widget.minimumSizeHint().height())


def _frame_size(frame: QWidget, width: int, label: QLabel | None = None,
                text: str | None = None,
                natural: dict[tuple[int, str | None], tuple[int, int, int, int]] | None = None
                ) -> tuple[float, float]:
    """A prompt's size at most `width` wide (wider if its buttons need it), `label` showing
    `text`, its rows of card pictures left out (the solver adds them at the table's card
    size)."""
    rows: list[Any] = [r for r in getattr(frame, "card_rows", []) if not r.isHidden()]
    for row in rows:
        row.hide()
    own = label.text() if label is not None else None
    if label is not None and text is not None and text != own:
        label.setText(text)
    try:
        known = {} if natural is None else natural
        key = (id(frame), text)
        if key not in known:  # what does not depend on the width, once a solve
            hint = frame.sizeHint()
            known[key] = (max(_unwrapped_width(frame), _rows_width(frame)),
                          frame.minimumSizeHint().width(), hint.width(), hint.height())
        wide, least, hint_w, h = known[key]
        w = max(least, min(wide, width))
        if frame.hasHeightForWidth():
            # Wider than its hint, its text wraps to fewer lines than the hint's height.
            at_w = frame.heightForWidth(w)
            h = at_w if w > hint_w and at_w > 0 else max(h, at_w)
        layout = frame.layout()
        spacing = layout.spacing() if rows and layout is not None else 0
        return float(w), float(h + spacing * len(rows))
    finally:
        if label is not None and own is not None and label.text() != own:
            label.setText(own)
        for row in rows:
            row.show()


def _unwrapped_width(frame: QWidget) -> int:
    """The prompt's width with its words on unbroken lines: it is as wide as its text up
    to the width its spec allows, and wraps only beyond (Qt's own hint for a wrapping
    label is a guess at a pleasing shape, narrow and tall)."""
    labels = [label for label in frame.findChildren(QLabel)
              if label.wordWrap() and not label.isHidden()]
    for label in labels:
        label.setWordWrap(False)
    try:
        return frame.sizeHint().width()
    finally:
        for label in labels:
            label.setWordWrap(True)


def _rows_width(frame: QWidget) -> int:
    """The widest shown widget of a prompt's column, with the margins around it. Qt's
    column gives a narrow hint (its buttons' width) once a row in it has all its widgets
    hidden (Pan's take row while there is nothing to choose), and the prompt's text would
    stand in a thin, tall column."""
    layout = frame.layout()
    if not isinstance(layout, QVBoxLayout):
        return 0
    widths = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        widget = item.widget() if item is not None else None
        if item is not None and widget is not None and not widget.isHidden():
            widths.append(item.sizeHint().width())
    margins = layout.contentsMargins()
    outer = frame.contentsMargins()
    return max(widths, default=0) + margins.left() + margins.right() + outer.left() + outer.right()


def status_bar(parent: QWidget) -> QFrame:
    """The strip at the top that holds a game's badges."""
    frame = QFrame(parent)
    frame.setObjectName("status")
    frame.show()
    return frame
