"""Every duration and easing of the table in one place (KPat's speeds.h lesson)."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve

# Milliseconds at "normal" speed.
DEAL_CARD = 140
DEAL_STAGGER = 45
DEAL_PACKET = 120  # a breath between one player's packet and the next
LOT_CARD = 260
PLAY_CARD = 260
TRICK_PAUSE = 650
GATHER = 320
AI_PAUSE = 420
RELAYOUT = 180
FLASH = 900

EASE_MOVE = QEasingCurve.Type.OutCubic
EASE_GATHER = QEasingCurve.Type.InOutQuad

SPEED_FACTOR = {"instant": 0.0, "fast": 0.45, "normal": 1.0, "slow": 1.8}


class Timing:
    """Scales the table's durations by the speed setting."""

    def __init__(self, speed: str = "normal") -> None:
        self.factor = SPEED_FACTOR.get(speed, 1.0)
        self.hurried = False
        """Play on without animation (finishing a round, skipping ahead), whatever the
        speed set: the speed comes back when the hurry ends."""

    def set_speed(self, speed: str) -> None:
        self.factor = SPEED_FACTOR.get(speed, 1.0)

    def ms(self, base: int) -> int:
        return 0 if self.hurried else int(base * self.factor)
