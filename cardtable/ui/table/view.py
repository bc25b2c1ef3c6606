"""The card table: a QGraphicsView whose sprites follow the model's zones.

It knows no rules. It turns events (cards moving between zones, tricks gathered) into
animations, lights up the cards it is told are playable, and reports clicks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from PySide6.QtCore import QPointF, QPropertyAnimation, QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from cardtable.cards import Card, Suit
from cardtable.ui.table import timings as T
from cardtable.ui.table.animator import Animator
from cardtable.ui.table.card_art import CardArt
from cardtable.ui.table.card_sprite import CardSprite
from cardtable.ui.table.solver import FLOOR_CARD

Zone = tuple[object, ...]

# Display order of the human's hand: alternate colours (spades, hearts, clubs, diamonds).
_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3, None: 4}


def hand_order(card: Card) -> tuple[int, int]:
    return _SUIT_ORDER[card.suit], -int(card.rank)


class TableView(QGraphicsView):
    card_clicked = Signal(object)  # the Card
    pile_clicked = Signal(object)  # the Zone of a pile of tricks taken that was clicked
    selection_changed = Signal(list)  # the chosen Cards, in the order chosen
    resized = Signal()

    def __init__(self, art: CardArt, timing: T.Timing, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.timing = timing
        self.setScene(QGraphicsScene(self))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        # The felt is drawn once per size and colour (its gradient over the whole table was
        # half of a full repaint), then copied: `_update_layout` and `set_theme` drop it.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # The table is drawn the same in both languages; only widgets mirror.
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.animator = Animator(self)
        # Connected before the table's own idle handler: the cards are in place before
        # the table asks who acts next.
        self._stale_places = False
        self.animator.idle.connect(self._animations_done)
        self.sides: dict[int, str] = {}
        self.human = 0
        self.zones: dict[Zone, list[CardSprite]] = {}
        self.won_tricks: dict[int, int] = {}
        self.felt = QColor("#1f6b43")
        self._focus = -1
        self._anims: dict[CardSprite, QPropertyAnimation] = {}
        # Where a zone's cards lie and how wide they are drawn, in pixels: the game's table
        # placed from its spec (`ui/table/scene.py`); None: an empty table, cards stacked in
        # the middle.
        self.positioner: Callable[[Zone, int, int], QPointF | None] | None = None
        self.scaler: Callable[[Zone], float | None] | None = None
        # A game's own stacking of a zone's cards (None: later in the zone, higher), for
        # piles made of several zones (Old Maid's pairs, one zone per seat).
        self.stacker: Callable[[Zone, CardSprite, int], float | None] | None = None
        self.pile_order: tuple[str, ...] = ("stock", "discard")
        # The order of the human's hand (a game where suits do not matter sorts by rank).
        self.hand_key: Callable[[Card], tuple[int, ...]] = hand_order
        # The human's hand is shown face up (False: its cards lie face down until the
        # model turns them, like a fortune's card in hand).
        self.hand_face_up = True
        self.selecting = False
        self.selection: list[CardSprite] = []
        self.selection_limit = 0

    # ------------------------------------------------------------ geometry

    def setup(self, sides: dict[int, str], human: int) -> None:
        self.sides = sides
        self.human = human
        self.positioner = None
        self.scaler = None
        self.stacker = None
        self.pile_order = ("stock", "discard")
        self.hand_key = hand_order
        self.hand_face_up = True
        self.clear()

    def clear(self) -> None:
        self.animator.clear()
        self.settle()
        self.scene().clear()
        self.zones = {}
        self.won_tricks = {}
        self._focus = -1
        self._update_layout()

    def _update_layout(self) -> None:
        size = QSizeF(max(320, self.viewport().width()), max(240, self.viewport().height()))
        rect = QRectF(0, 0, size.width(), size.height())
        if rect != self.scene().sceneRect():
            self.scene().setSceneRect(rect)
            self.resetCachedContent()  # the felt's gradient spans the scene

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._update_layout()
        for sprites in self.zones.values():
            for s in sprites:
                s.set_size(self.card_width(s.zone), self.devicePixelRatioF())
        self.relayout_when_still()
        self.resized.emit()

    def relayout_when_still(self) -> None:
        """Put every card at its place for the table's size now, or, while cards are
        moving, as soon as they stop: moves already queued aim at the old places, and a
        card left there could lie off a smaller table."""
        if self.animator.busy:
            self._stale_places = True
        else:
            self._stale_places = False
            self.relayout(animate=False)

    def retarget_now(self, zones: Iterable[Zone]) -> None:
        """While cards are moving: send the cards of `zones` to their places now, in a short
        move of their own, and lay the table out again once the queue is done, as a move
        still queued may aim at an old place."""
        moves = [m for zone in zones for m in self.targets(zone)]
        self._animate_now(moves, self.timing.ms(T.RELAYOUT))
        self._stale_places = True

    def _animations_done(self) -> None:
        if self._stale_places:
            self._stale_places = False
            self.relayout(animate=False)

    def set_theme(self, deck: str, back: str, felt: str) -> None:
        """A new deck, back or table colour, applied at once to every card on the table."""
        self.art.set_theme(deck, back)
        self.felt = QColor(felt)
        self.resetCachedContent()
        self._update_layout()
        for sprites in self.zones.values():
            for s in sprites:
                s.prepareGeometryChange()
                s.set_size(self.card_width(s.zone), self.devicePixelRatioF())
                s.update()
        self.relayout_when_still()
        self.scene().update()
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        grad.setColorAt(0.0, self.felt.lighter(118))
        grad.setColorAt(1.0, self.felt.darker(135))
        painter.fillRect(rect, grad)

    def rebuild(self, zones: dict[Zone, tuple[Card, ...]],
                seen: dict[Zone, tuple[Card | None, ...]]) -> None:
        """Lay the table out at once from a state's zones (resume, undo): `seen` is the
        human's view of the same zones, None where a card's face is hidden."""
        self.clear()
        for zone, cards in zones.items():
            faces = seen.get(zone, ())
            # Won tricks and undealt cards lie face down even when their faces are known.
            stacked = zone[0] in ("won", "deck")
            for i, card in enumerate(cards):
                face_up = not stacked and i < len(faces) and faces[i] is not None
                sprite = self.place(card, ("rebuild",), zone, face_up)
                sprite.set_face_up(face_up or (zone == ("hand", self.human)
                                               and self.hand_face_up))
        self.relayout(animate=False)

    # ------------------------------------------------------------- sprites

    def sprite_for(self, card: Card, src: Zone) -> CardSprite:
        """Take `card` out of zone `src` (or make it at the zone's place if absent)."""
        sprites = self.zones.get(src, [])
        for i, s in enumerate(sprites):
            if s.card is card:
                return sprites.pop(i)
        sprite = CardSprite(card, self.art, self.card_width(src), self.devicePixelRatioF())
        sprite.clicked.connect(self._sprite_clicked)
        sprite.setPos(self.position(src, 0, 1))
        self.scene().addItem(sprite)
        return sprite

    def place(self, card: Card, src: Zone, dst: Zone, face_up: bool) -> CardSprite:
        sprite = self.sprite_for(card, src)
        self.zones.setdefault(dst, []).append(sprite)
        sprite.zone = dst
        sprite.set_size(self.card_width(dst), self.devicePixelRatioF())
        sprite.set_face_up(face_up or (dst == ("hand", self.human) and self.hand_face_up))
        sprite.setZValue(self._z(dst, len(self.zones[dst]), sprite))
        return sprite

    def _z(self, zone: Zone, index: int, sprite: CardSprite | None = None) -> float:
        if self.stacker is not None and sprite is not None:
            custom = self.stacker(zone, sprite, index)
            if custom is not None:
                return custom
        base = {"trick": 300, "lot": 300, "hand": 100, "won": 50, "deck": 10}.get(
            str(zone[0]), 20)
        return base + index

    def card_width(self, zone: Zone | None) -> int:
        """A zone's cards' width in pixels, as the table's placement says (smaller in some
        zones: a crowded table's other hands, a grid)."""
        width = self.scaler(zone) if self.scaler is not None and zone is not None else None
        if width is None:  # no game on the table: a tenth of its width, a sixth of its height
            width = min(self.viewport().width() / 10, self.viewport().height() / 6)
        return max(FLOOR_CARD, int(width))

    def position(self, zone: Zone, index: int, count: int) -> QPointF:
        """Where the centre of a zone's `index`th card of `count` lies."""
        if self.positioner is not None:
            custom = self.positioner(zone, index, count)
            if custom is not None:
                return custom
        rect = self.sceneRect()  # no game on the table: one stack in the middle
        return QPointF(rect.center().x() - index * 0.25, rect.center().y() - index * 0.25)

    def order_piles(self, zones: Mapping[Zone, Sequence[Card]], piles: Iterable[Zone]) -> None:
        """Pile sprites in the state's order (`zones` lists top first; sprites lie bottom
        first), so the top card is drawn on top. A pile whose cards differ is left alone."""
        for zone in piles:
            sprites = self.zones.get(zone, [])
            want = list(reversed(zones.get(zone, ())))
            if [s.card for s in sprites] == want:
                continue
            if sorted(c.code for c in want) != sorted(s.card.code for s in sprites):
                continue
            pool = list(sprites)
            ordered = []
            for card in want:
                i = next(i for i, s in enumerate(pool) if s.card is card)
                ordered.append(pool.pop(i))
            self.zones[zone] = ordered
            self.relayout(animate=False, zones=[zone])

    def targets(self, zone: Zone) -> list[tuple[CardSprite, QPointF]]:
        sprites = self.zones.get(zone, [])
        if zone == ("hand", self.human):
            sprites.sort(key=lambda s: self.hand_key(s.card))
        n = len(sprites)
        out = []
        for i, s in enumerate(sprites):
            s.setZValue(self._z(zone, i, s))
            out.append((s, self.position(zone, i, n)))
        return out

    def relayout(self, animate: bool = True, zones: Iterable[Zone] | None = None) -> None:
        moves = []
        for zone in list(zones if zones is not None else self.zones):
            moves.extend(self.targets(zone))
        if animate:
            self.animator.moves(moves, self.timing.ms(T.RELAYOUT), T.EASE_MOVE)
        else:
            for s, p in moves:
                s.setPos(p)

    # ------------------------------------------------------------ animation

    def move_card(self, card: Card, src: Zone, dst: Zone, face_up: bool, ms: int,
                  wait: int | None = None) -> None:
        """Queue one card's move; the zones it left and joined close up around it. The
        queue goes on after `wait` ms (default: the whole move), so deals can overlap."""

        def step() -> None:
            self.place(card, src, dst, face_up)
            moves = self.targets(dst)
            if src != dst:
                moves += self.targets(src)
            self._animate_now(moves, ms)

        self.animator.call(step)
        self.animator.pause(ms if wait is None else wait)

    def _animate_now(self, moves: list[tuple[CardSprite, QPointF]], ms: int) -> None:
        for s, p in moves:
            old = self._anims.pop(s, None)
            if old is not None:
                old.stop()
            if ms <= 0 or s.pos() == p:
                s.setPos(p)
                continue
            anim = QPropertyAnimation(s, b"pos", self)
            anim.setDuration(ms)
            anim.setStartValue(s.pos())
            anim.setEndValue(p)
            anim.setEasingCurve(T.EASE_MOVE)
            self._anims[s] = anim
            anim.finished.connect(lambda s=s, a=anim: self._anim_done(s, a))
            anim.start()

    def _anim_done(self, sprite: CardSprite, anim: QPropertyAnimation) -> None:
        if self._anims.get(sprite) is anim:
            del self._anims[sprite]
        anim.deleteLater()

    def settle(self) -> None:
        """Finish every running move at once (before a rebuild or a resize)."""
        for anim in list(self._anims.values()):
            anim.stop()
            anim.setCurrentTime(anim.duration())
        self._anims.clear()

    def gather(self, cards: Iterable[Card], winner: int, pile: Zone | None = None) -> None:
        """Queue a won trick sliding to the pile it joins (the model's zone: a partnership
        keeps one pile for both partners; default the winner's own), turning face down."""
        cards = list(cards)

        def step() -> None:
            dst: Zone = pile if pile is not None else ("won", winner)
            moves = []
            for c in cards:
                src = next((z for z, ss in self.zones.items()
                            if z[0] == "trick" and any(s.card is c for s in ss)), ("trick",))
                sprite = self.place(c, src, dst, False)
                sprite.set_face_up(False)
                n = len(self.zones[dst])
                moves.append((sprite, self.position(dst, n - 1, n)))
            self._animate_now(moves, self.timing.ms(T.GATHER))

        self.animator.pause(self.timing.ms(T.TRICK_PAUSE))
        self.animator.call(step)
        self.animator.pause(self.timing.ms(T.GATHER))

    def then(self, fn: Callable[[], None]) -> None:
        self.animator.call(fn)

    # ---------------------------------------------------------- interaction

    def human_hand(self) -> list[CardSprite]:
        return self.targets_sorted(("hand", self.human))

    def targets_sorted(self, zone: Zone) -> list[CardSprite]:
        sprites = self.zones.get(zone, [])
        sprites.sort(key=lambda s: self.hand_key(s.card))
        return sprites

    def set_playable(self, cards: Iterable[Card] | None) -> None:
        """Light up the human's playable cards; None: nothing is playable (not their turn)."""
        allowed = set(cards) if cards is not None else None
        for s in self.human_hand():
            if allowed is None:
                s.set_playable(False, False)
            else:
                s.set_playable(s.card in allowed, s.card not in allowed)
        playable = self.playable_sprites()
        if self._focus >= len(playable):
            self._focus = len(playable) - 1
        self._show_focus()

    # ------------------------------------------------------------ selection

    def begin_selection(self, cards: Iterable[Card], limit: int = 0) -> None:
        """Let the human choose several of the hand's cards (clicks, or arrows and Space):
        `selection_changed` reports the choice; `limit` caps how many (0: no cap)."""
        self.selecting = True
        self.selection = []
        self.selection_limit = limit
        self.set_playable(cards)

    def end_selection(self) -> None:
        self.selecting = False
        for sprite in self.selection:
            sprite.set_selected(False)
        self.selection = []
        self.set_playable(None)

    def selected_cards(self) -> list[Card]:
        return [s.card for s in self.selection]

    def _sprite_clicked(self, sprite: CardSprite) -> None:
        if not self.selecting:
            self.card_clicked.emit(sprite.card)
            return
        if sprite in self.selection:
            self.selection.remove(sprite)
            sprite.set_selected(False)
        elif not self.selection_limit or len(self.selection) < self.selection_limit:
            self.selection.append(sprite)
            sprite.set_selected(True)
        self.selection_changed.emit(self.selected_cards())

    def show_hint(self, card: Card) -> None:
        """Put the keyboard focus (the gold ring, lifted) on the hinted card."""
        playable = self.playable_sprites()
        for i, sprite in enumerate(playable):
            if sprite.card is card:
                self._focus = i
        self._show_focus()

    def playable_sprites(self) -> list[CardSprite]:
        return [s for s in self.human_hand() if s.playable]

    def _show_focus(self) -> None:
        playable = self.playable_sprites()
        for i, s in enumerate(playable):
            s.set_focused(i == self._focus)
        for s in self.human_hand():
            if not s.playable:
                s.set_focused(False)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        item = self.itemAt(event.position().toPoint())
        if isinstance(item, CardSprite) and not item.playable:
            zone = next((z for z, sprites in self.zones.items() if item in sprites), None)
            if zone is not None and zone[0] == "won":
                self.pile_clicked.emit(zone)
                event.accept()
                return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        playable = self.playable_sprites()
        key = event.key()
        if playable and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if key == Qt.Key.Key_Right else -1
            if self._focus < 0:
                self._focus = 0 if step > 0 else len(playable) - 1
            else:
                self._focus = (self._focus + step) % len(playable)
            self._show_focus()
            return
        if playable and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            index = self._focus if 0 <= self._focus < len(playable) else 0
            self._sprite_clicked(playable[index])
            return
        super().keyPressEvent(event)

    def sprite_of(self, card: Card) -> CardSprite | None:
        for sprites in self.zones.values():
            for s in sprites:
                if s.card is card:
                    return s
        return None
