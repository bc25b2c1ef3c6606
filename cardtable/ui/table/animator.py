"""A queue of table animations played one step after another.

A step is a group of sprite moves played together, a pause, or a callback. `idle` fires
when the queue runs dry, and the table then asks who acts next.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject

from cardtable.ui.timers import later

Move = tuple[QGraphicsObject, QPointF]
Step = Callable[[Callable[[], None]], None]


class Animator(QObject):
    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Step] = deque()
        self._running = False
        self._current: QAbstractAnimation | None = None
        self._generation = 0  # bumped by clear(): late callbacks of dropped steps are ignored

    @property
    def busy(self) -> bool:
        return self._running or bool(self._queue)

    def clear(self) -> None:
        """Drop what is queued and finish the running animation at once."""
        self._queue.clear()
        self._generation += 1
        if self._current is not None:
            current, self._current = self._current, None
            current.stop()
            current.setCurrentTime(current.totalDuration())
        self._running = False

    # ---------------------------------------------------------------- steps

    def moves(self, moves: Sequence[Move], ms: int, easing: QEasingCurve.Type,
              stagger: int = 0) -> None:
        """Move sprites together (each `stagger` ms after the previous one)."""
        moves = list(moves)

        def run(done: Callable[[], None]) -> None:
            if ms <= 0 or not moves:
                for sprite, target in moves:
                    sprite.setPos(target)
                later(self, 0, done)
                return
            group = QParallelAnimationGroup(self)
            for i, (sprite, target) in enumerate(moves):
                anim = QPropertyAnimation(sprite, b"pos")
                anim.setDuration(ms)
                anim.setStartValue(sprite.pos())
                anim.setEndValue(target)
                anim.setEasingCurve(easing)
                if stagger and i:
                    seq = QSequentialAnimationGroup()
                    seq.addPause(stagger * i)
                    seq.addAnimation(anim)
                    group.addAnimation(seq)
                else:
                    group.addAnimation(anim)
            self._play(group, done)

        self._queue.append(run)
        self._kick()

    def pause(self, ms: int) -> None:
        def run(done: Callable[[], None]) -> None:
            later(self, ms, done)

        self._queue.append(run)
        self._kick()

    def call(self, fn: Callable[[], None]) -> None:
        def run(done: Callable[[], None]) -> None:
            fn()
            done()

        self._queue.append(run)
        self._kick()

    # ------------------------------------------------------------- machinery

    def _play(self, anim: QAbstractAnimation, done: Callable[[], None]) -> None:
        self._current = anim

        def finished() -> None:
            if self._current is anim:
                self._current = None
                anim.deleteLater()
                done()

        anim.finished.connect(finished)
        anim.start()

    def _kick(self) -> None:
        if not self._running:
            self._running = True
            generation = self._generation
            later(self, 0, lambda: self._next() if generation == self._generation else None)

    def _next(self) -> None:
        if not self._queue:
            was = self._running
            self._running = False
            if was:
                self.idle.emit()
            return
        step = self._queue.popleft()
        self._running = True
        generation = self._generation

        def after() -> None:
            if generation == self._generation:
                later(self, 0, self._next)

        step(after)
