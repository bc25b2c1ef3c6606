"""The table screen: the card view, the seats' name plates, the information box and the
prompts, driving a Session turn by turn.

How a move travels: model `apply` -> events -> this screen queues animations -> when the
animator is idle, `advance()` asks who acts next: the human gets lit-up cards or a panel,
a computer player thinks on the thread pool and its move comes back the same way.
"""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QEventLoop, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from cardtable.cards import Card
from cardtable.records import Record, RoundRecord, prefix, step_count
from cardtable.rules.base import Action, CardMoved, Event, IllegalAction, Play, RoundStarted
from cardtable.rules.base import TrickWon as TrickWonEvent
from cardtable.session import Session
from cardtable.ui.sound import SoundCues, Sounds, round_outcome, silent
from cardtable.ui.table import pace
from cardtable.ui.table import timings as T
from cardtable.ui.table.ai_worker import AiRunner
from cardtable.ui.table.avatar import Plate
from cardtable.ui.table.card_art import CardArt
from cardtable.ui.table.hint_words import hint_text
from cardtable.ui.table.last_trick import LastTrickDialog, TrickMemory
from cardtable.ui.table.panels import THINKING_STYLE, ReplayBar, panel_style, type_scale
from cardtable.ui.table.pile_count import PileCounts, show_counts
from cardtable.ui.table.turn_marker import TurnMarker
from cardtable.ui.table.view import TableView
from cardtable.ui.timers import later, notify
from cardtable.ui.words import seat_name

if TYPE_CHECKING:
    from cardtable.ui.games.base import GameUI

HURRIED_CUES = frozenset({"round_won", "round_lost", "match_won"})
"""The sounds a round finished at once still makes: its end."""
THINKING_HINT_MS = 500
HINT_TOAST_MS = 5000
"""How long a hint's reason stays up: one line, read at leisure."""
"""How long a search runs before the table says "thinking…" (whatever the speed)."""


class TableScreen(QWidget):
    round_summary_shown = Signal()
    match_finished = Signal()
    new_game_requested = Signal()
    library_requested = Signal()  # the match-end's "Back to the library"
    replay_taken = Signal(object)  # the session the human now plays
    hint_shown = Signal(object)  # the action the hint suggests, once it is on the table
    match_left = Signal()  # the match on the table is gone (a new one, the library, a quit)
    pace_changed = Signal()  # whether the round may be finished or skipped has changed

    def __init__(self, art: CardArt, timing: T.Timing, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.type_scale = 1.0
        self.setStyleSheet(panel_style())
        self.timing = timing
        self.view = TableView(art, timing, self)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.view)
        self.session: Session | None = None
        self.ui: GameUI | None = None
        self.token = 0
        self.plates: dict[int, Plate] = {}
        self.toast = QLabel(self.view.viewport())
        self.toast.setObjectName("toast")
        self.toast.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.toast.hide()
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)
        self._toast_until_move = False
        self.ai = AiRunner(self)
        self.ai.decided.connect(self._ai_decided)
        # "Thinking…" under the plate of a seat whose search has run for half a second.
        self.thinking = QLabel(self.view.viewport())
        self.thinking.setObjectName("thinking")
        self.thinking.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.thinking.setStyleSheet(THINKING_STYLE)
        self.thinking.hide()
        self._thinking_seat: int | None = None
        self._interjecting = False  # the search running is a seat's out-of-turn choice
        self._hint_token = 0
        self._hint_loop: QEventLoop | None = None
        self.last_hint: Action | None = None
        self.last_hint_text: str | None = None
        """The last hint's reason, as shown (cardtable/ai/reasons)."""
        self.view.animator.idle.connect(self.advance)
        # Hands grow and shrink as cards arrive and leave: plates follow their edges.
        self.view.animator.idle.connect(self.place_overlays)
        self.view.card_clicked.connect(self._card_clicked)
        # A pile of tricks taken, clicked: the last trick face up again.
        self.view.pile_clicked.connect(lambda _zone: self.show_last_trick())
        self.view.resized.connect(self.place_overlays)
        self._thinking = False
        self._shown_end: tuple[int, bool] | None = None
        self.undo_allowed = True
        self.replaying = False
        self.replay_record: Record | None = None
        self.replay_pos = 0
        self.replay_bar = ReplayBar(self)
        self.replay_bar.hide()
        self.hurry: str | None = None  # pace.FINISH or pace.SKIP while playing on at once
        self.auto_last_card = True  # the setting: play your forced last card for you
        self._told_out: int | None = None  # the round whose "you are out" was said
        self.turn_marker = TurnMarker()
        self.pile_counts = PileCounts()
        self.tricks = TrickMemory()
        self.sound: Sounds = silent()  # the window's own, with its settings, once it has one
        self._turn_heard = False  # "your turn" rang for the human's turn now open

    # -------------------------------------------------------------- set-up

    def start(self, session: Session, ui: GameUI) -> None:
        """A new match: the lot, the first deal, and play."""
        self._seat(session, ui)
        self.play_events(session.start())
        self.view.setFocus()

    def resume(self, session: Session, ui: GameUI) -> None:
        """A match already in progress (a save, an opened record): lay it out and go on."""
        self._seat(session, ui)
        self.rebuild()
        self.view.setFocus()

    def rebuild(self) -> None:
        """Lay the table out from the state at once and ask who acts next."""
        session = self.session
        assert session is not None
        self._thinking = False
        self.token += 1
        self.ai.cancel_all()
        self._hide_thinking()
        self._interjecting = False
        self._shown_end = None
        self.tricks.clear()  # who played what is not in the state: known again next trick
        self._turn_heard = False
        if self.ui is not None:
            self.ui.hide_prompts()
        self.view.rebuild(session.state.zones(), session.state.view(self.human).zones())
        self.refresh()
        self.view.then(lambda: None)  # the queue's idle signal asks who acts next

    def _seat(self, session: Session, ui: GameUI) -> None:
        self.stop()
        self.session = session
        self.ui = ui
        human = min(session.humans) if session.humans else 0
        self.view.setup(ui.sides(session, human), human)
        for plate in self.plates.values():
            plate.hide()
            plate.deleteLater()
        self.plates = {}
        for seat in range(session.players):
            plate = Plate(self.view.viewport(), seat, seat_name(seat, human))
            plate.setObjectName("plate")
            plate.setAlignment(Qt.AlignmentFlag.AlignCenter)
            plate.show()
            self.plates[seat] = plate
        ui.attach(self)
        self.retranslate()

    def stop(self) -> None:
        """Forget the match on the table (a result still thinking is ignored)."""
        self.replaying = False
        self.replay_record = None
        self.replay_bar.hide()
        self.token += 1
        self._thinking = False
        self.hurry = None
        self.timing.hurried = False
        self.ai.cancel_all()  # a search still running stops at once; its result is ignored
        self._hide_thinking()
        self._interjecting = False
        if self._hint_loop is not None:
            self._hint_loop.quit()
        self._shown_end = None
        self._turn_heard = False
        if self.ui is not None:
            self.ui.detach()
        self.view.clear()
        self.session = None
        self.ui = None
        self.match_left.emit()

    @property
    def human(self) -> int:
        return self.view.human

    # -------------------------------------------------------------- events

    def play_events(self, events: list[Event]) -> None:
        """Queue the animations of what just happened."""
        assert self.ui is not None
        self.tricks.feed(events)
        dealing = False
        last_dst: object = None
        state, human = self.session.state if self.session else None, self.human
        cues = SoundCues(human, lambda: round_outcome(state, human) if state else None)
        for ev, cue in zip(events, cues.for_events(events), strict=True):
            # Heard as its animation starts; while skipping ahead, only how it ended.
            if cue is not None and self.sound.audible and (self.hurry is None
                                                           or cue in HURRIED_CUES):
                self.view.then(partial(self.sound.play, cue))
            if self.ui.animate(ev):
                continue
            if isinstance(ev, RoundStarted):
                self.view.then(self._new_round)
                dealing = True
            elif isinstance(ev, CardMoved):
                # A deal: from the deck, or from a pile to a hand right after a new round.
                deal = ev.src[0] == "deck" or (dealing and ev.src[0] == "pile"
                                               and ev.dst[0] == "hand")
                if deal:
                    dealing = True
                    if last_dst is not None and ev.dst != last_dst:
                        self.view.animator.pause(self.timing.ms(T.DEAL_PACKET))
                    last_dst = ev.dst
                ms = self.timing.ms(T.DEAL_CARD if deal else T.PLAY_CARD)
                wait = self.timing.ms(T.DEAL_STAGGER) if deal else None
                self.view.move_card(ev.card, ev.src, ev.dst, ev.face_up, ms, wait)
            elif isinstance(ev, TrickWonEvent):
                self.view.gather(ev.cards, ev.winner, ev.dst)
        self.view.then(self.refresh)
        if dealing:
            self.view.then(lambda: self.view.relayout(animate=True))
        self.pace_changed.emit()

    def _new_round(self) -> None:
        self.view.settle()
        for sprites in self.view.zones.values():
            for s in sprites:
                self.view.scene().removeItem(s)
        self.view.zones = {}
        self._shown_end = None
        self.refresh()

    # -------------------------------------------------------------- turns

    def advance(self) -> None:
        """The table is still: ask who acts next."""
        session = self.session
        if session is None or self.ui is None or self.view.animator.busy or self._thinking:
            return
        state = session.state
        self.refresh()
        if pace.hurry_over(self.hurry, session, self.human):
            self.set_hurry(None)
        self.pace_changed.emit()
        if self.replaying:
            self.view.set_playable(None)
            self.replay_bar.refresh()
            return
        if state.round_over:
            key = (len(state.results), state.match_over)
            if self._shown_end != key:
                self._shown_end = key
                self.view.set_playable(None)
                self.ui.show_round_end(state.match_over)
                self.round_summary_shown.emit()
                if state.match_over:
                    self.match_finished.emit()
            return
        job = session.interjection_job()
        if job is not None:  # a computer player not on turn may speak: it thinks off-thread
            seat, player, view, options, rng = job
            self._thinking = self._interjecting = True
            token = self.token
            self.ai.start(token, player, view, options, rng, out_of_turn=True)
            later(self, THINKING_HINT_MS, lambda: self._show_thinking(token, seat))
            return
        if session.human_to_act():
            if self.auto_last_card and (last := pace.forced_last_card(session, self.human)):
                self._play_for_human(last)
                return
            if not self._turn_heard:
                self._turn_heard = True
                self.sound.play("turn")
            legal = session.legal_for(self.human)
            # A lazily listed choice (Shelem's 1,820 lay-aways, Cheat's millions of plays)
            # is never walked here: such a game offers its cards through its own prompt.
            plays = ([a.card for a in legal if isinstance(a, Play)]
                     if isinstance(legal, list) else [])
            self.view.set_playable(plays if plays else None)
            self.ui.prompt(legal)  # panels for what is not a card play (bids, trump...)
            if self.toast.isVisible() and self.ui.scene is not None:
                self.ui.scene.place_toast()
            return
        self.view.set_playable(None)
        self._tell_if_out(session)
        self._turn_heard = False
        extra = session.out_of_turn(self.human)
        if extra:  # e.g. the "last card" call, open while the next player thinks
            self.ui.prompt(extra)
            if self.ui.waits_for_human(extra):
                return
        self._thinking = True
        token = self.token
        later(self, self.timing.ms(T.AI_PAUSE), lambda: self._think(token))

    def show_last_trick(self) -> LastTrickDialog | None:
        """The last trick taken, each card with who played it (None: no trick yet)."""
        if self.session is None or not self.tricks.last:
            return None
        human = self.human
        dialog = LastTrickDialog(self.tricks, self.view.art,
                                 lambda seat: seat_name(seat, human), self)
        dialog.show()
        return dialog

    # ---------------------------------------------------------------- pace

    def set_hurry(self, mode: str | None) -> None:
        """Play on without animation until `mode` is reached (None: at the speed set)."""
        self.hurry = mode
        self.timing.hurried = mode is not None
        if mode is not None:
            self.view.settle()  # what is moving lands now
        self.pace_changed.emit()

    def finish_round(self) -> bool:
        """Play the rest of a round you are out of at once and show its result."""
        if self.replaying or not pace.can_finish(self.session, self.human):
            return False
        self.set_hurry(pace.FINISH)
        self.advance()
        return True

    def skip_ahead(self) -> bool:
        """Let the computer players' moves go by at once until your turn."""
        if self.replaying or not pace.can_skip(self.session, self.human):
            return False
        self.set_hurry(pace.SKIP)
        self.advance()
        return True

    def _tell_if_out(self, session: Session) -> None:
        """Once a round: you are out of it, and it can be finished at once."""
        rounds = len(session.record.rounds)
        if self._told_out != rounds and self.hurry is None and pace.can_finish(
                session, self.human):
            self._told_out = rounds
            self.show_toast(self.tr("You are out of this round. Finish it at once with "
                                    "\u201cFinish the round\u201d (F)."), T.FLASH * 4)

    def _play_for_human(self, action: Action) -> None:
        """Your last card, played for you after a moment (the setting)."""
        token = self.token

        def play() -> None:
            session = self.session
            if (token == self.token and session is not None and session.human_to_act()
                    and not self.view.animator.busy
                    and pace.forced_last_card(session, self.human) == action):
                self.act(action)

        later(self, self.timing.ms(T.AI_PAUSE), play)

    def _think(self, token: int) -> None:
        if token != self.token or self.session is None:
            return
        seat = self.session.state.to_act
        player, view, legal, rng = self.session.ai_job()
        if self.hurry is not None:
            player = pace.hurried(player)
        self.ai.start(token, player, view, legal, rng)  # type: ignore[arg-type]
        later(self, THINKING_HINT_MS, lambda: self._show_thinking(token, seat))

    def _show_thinking(self, token: int, seat: int | None) -> None:
        """Say a computer player is thinking, if it still is."""
        if token == self.token and self._thinking and seat is not None:
            self._put_thinking(seat)

    def _put_thinking(self, seat: int) -> None:
        self._thinking_seat = seat
        self.thinking.setText(self.tr("thinking…"))
        self.thinking.show()
        self.place_overlays()

    def _hide_thinking(self) -> None:
        self._thinking_seat = None
        self.thinking.hide()

    def _ai_decided(self, token: int, action: object) -> None:
        if token != self.token or self.session is None:
            return
        self._thinking = False
        self._hide_thinking()
        if self._interjecting:
            self._interjecting = False
            if action is None:  # it let the moment pass: ask the next, or go on
                self.advance()
                return
        if isinstance(action, Exception) or not isinstance(action, Action):
            notify(self, self.tr("Computer player"),
                                self.tr("A computer player could not decide: %1")
                                .replace("%1", str(action)))
            return
        self.act(action)

    def _card_clicked(self, card: Card) -> None:
        session = self.session
        if session is None or not session.human_to_act() or self.view.animator.busy:
            return
        if self.ui is not None and self.ui.card_clicked(card):
            return
        action = next((a for a in session.legal_for(self.human)
                       if isinstance(a, Play) and a.card is card), None)
        if action is not None:
            self.act(action)

    def act(self, action: Action) -> None:
        """Apply a decision (the human's or a computer's) and animate what follows."""
        if self.session is None:
            return
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.show_toast(self.tr("Not allowed: %1").replace("%1", exc.reason))
            # The panel that sent it has closed itself (a choice out of date, a computer's
            # move overtaken): ask again who acts, or the table would wait for nobody.
            later(self, 0, self.advance)
            return
        self.view.set_playable(None)
        if self._toast_until_move:
            self.toast.hide()
        self.play_events(events)

    # ------------------------------------------------------------- replays

    def start_replay(self, record: Record, ui: GameUI) -> None:
        """Show a record step by step: the first deal, then each move as it was played."""
        session = Session.from_record(prefix(record, 1), list(range(record.players)))
        self._seat(session, ui)
        self.replaying = True
        self.replay_record = record
        self.replay_pos = 1
        self.rebuild()
        self.replay_bar.show()
        self.replay_bar.refresh()
        self.place_overlays()

    @property
    def replay_total(self) -> int:
        return step_count(self.replay_record) if self.replay_record is not None else 0

    def replay_step(self) -> bool:
        """One step forward, animated."""
        session, record = self.session, self.replay_record
        if session is None or record is None or self.replay_pos >= self.replay_total:
            return False
        if self.view.animator.busy:
            self.view.animator.clear()
            self.view.settle()
        target = self.replay_pos + 1
        before = prefix(record, self.replay_pos)
        after = prefix(record, target)
        if len(after.rounds) > len(before.rounds):
            deal = after.rounds[-1].deal
            events = session.state.start_round(deal)
            session.record.rounds.append(RoundRecord(deal))
        else:
            action = after.rounds[-1].actions[-1]
            events = session.state.apply(action)
            session.record.rounds[-1].actions.append(action)
        self.replay_pos = target
        if self.ui is not None:
            self.ui.hide_prompts()
        self.play_events(events)
        self.replay_bar.refresh()
        return True

    def replay_seek(self, position: int) -> None:
        """Jump to a step at once (back, start, end)."""
        record = self.replay_record
        if record is None or self.session is None:
            return
        position = max(1, min(position, self.replay_total))
        fresh = Session.from_record(prefix(record, position), list(range(record.players)))
        self.session.record, self.session.state = fresh.record, fresh.state
        self.replay_pos = position
        self.rebuild()
        self.replay_bar.refresh()

    def take_over(self, seat: int = 0) -> None:
        """Stop replaying and play on from here, the human at `seat`."""
        if self.session is None or not self.replaying:
            return
        self.replaying = False
        self.replay_record = None
        self.replay_bar.hide()
        self.session.take_seats([seat])
        self.replay_taken.emit(self.session)
        self.rebuild()

    # ----------------------------------------------------- undo, redo, hint

    def undo(self) -> bool:
        session = self.session
        if session is None or not self.undo_allowed or not session.can_undo():
            return False
        session.undo()
        self.rebuild()
        return True

    def redo(self) -> bool:
        session = self.session
        if session is None or not self.undo_allowed or not session.redo_stack:
            return False
        session.redo()
        self.rebuild()
        return True

    def hint(self) -> Action | None:
        """The strongest computer player's choice for the human, shown on the table. The
        search runs on the thread pool; the table stays live meanwhile (a local event loop)
        and a new game or a closing table cancels it (None)."""
        session = self.session
        if session is None or self.ui is None or not session.human_to_act():
            return None
        if self._hint_loop is not None:  # already asked: one hint at a time
            return None
        from cardtable.ai.levels import STRONGEST, make_player

        legal = session.legal_for(self.human)
        player = make_player(session.game.id, STRONGEST)
        self._hint_token -= 1  # hints count down: never a move's token
        token, position = self._hint_token, (self.token, step_count(session.record))
        result: list[object] = []
        loop = QEventLoop(self)

        def done(got: int, action: object) -> None:
            if got == token:
                result.append(action)
                loop.quit()

        self.ai.decided.connect(done)
        self._hint_loop = loop
        self.ai.start(token, player, session.state.view(self.human), legal, random.Random())
        later(self, THINKING_HINT_MS, lambda: self._show_hint_thinking(token))
        try:
            loop.exec()
        finally:
            self.ai.decided.disconnect(done)
            self._hint_loop = None
            if self._thinking_seat == self.human and not self._thinking:
                self._hide_thinking()
        action = result[0] if result else None
        if (not isinstance(action, Action) or self.session is not session or self.ui is None
                or (self.token, step_count(session.record)) != position):
            return None  # cancelled, failed, or the game moved on meanwhile
        said = ""
        self.toast.hide()  # an earlier hint's reason must not stand beside this hint
        if isinstance(action, Play):
            self.view.show_hint(action.card)
        else:
            self.ui.show_hint(action)
            said = self.toast.text() if self.toast.isVisible() else ""
        self.last_hint_text = hint_text(session.hint_reason(self.human, action))
        if self.last_hint_text:
            # Under what the game's own hint said ("Hint: take a card."), if anything.
            self.show_toast(f"{said}\n{self.last_hint_text}" if said else self.last_hint_text,
                            HINT_TOAST_MS)
        self._toast_until_move = True  # the game's hint and its reason: for this move only
        self.last_hint = action
        self.hint_shown.emit(action)
        return action

    def _show_hint_thinking(self, token: int) -> None:
        if self._hint_loop is not None and token == self._hint_token and not self._thinking:
            self._put_thinking(self.human)

    def next_round(self) -> None:
        if self.session is None:
            return
        state = self.session.state
        if state.round_over and not state.match_over:
            self.play_events(self.session.next_round())

    # ------------------------------------------------------------ overlays

    def show_toast(self, text: str, ms: int = T.FLASH * 2, until_move: bool = False) -> None:
        """A line over the table for `ms`; `until_move`: a prompt or a hint, gone with the
        next move (it would be out of date, and a round's end must not show it)."""
        self._toast_until_move = until_move
        self.toast.setText(text)
        self.toast.adjustSize()
        if self.ui is not None and self.ui.scene is not None:
            self.ui.scene.place_toast()
        self.toast.show()
        self.toast.raise_()
        self._toast_timer.start(max(600, ms))

    def refresh(self) -> None:
        """Re-read the state into the plates and the information box."""
        if self.session is None or self.ui is None:
            return
        to_act = self.session.state.to_act
        for seat, plate in self.plates.items():
            plate.setText(self.ui.plate_text(seat))
            plate.set_avatar_name(seat_name(seat, self.human))
            plate.setProperty("active", "true" if seat == to_act else "false")
            plate.style().unpolish(plate)
            plate.style().polish(plate)
            plate.adjustSize()
        self.ui.refresh()
        self.place_overlays()

    def mark_turn(self) -> None:
        """Light the band of the seat to act (none while a round is over)."""
        session = self.session
        seat = session.state.to_act if session is not None else None
        zone = ("hand", seat)
        hand = self.zone_rect(zone) if seat is not None else None
        self.turn_marker.show(self.view.scene(), seat, hand,
                              self.view.card_width(zone) if seat is not None else 0)

    def place_overlays(self) -> None:
        """Plates, the "thinking" hint, the game's badges and prompts, the replay bar: the
        game's table placed from its spec, in one pass (nothing is moved off anything)."""
        if self.ui is not None and self.ui.scene is not None:
            self.ui.scene.apply()  # a table from its spec: one pass, nothing to repair
        self.mark_turn()  # where the hands now lie
        show_counts(self)

    def panel_moved(self, hidden: bool) -> None:
        """A prompt came, went or moved: plates it would cover step aside; once it is gone
        they go back (on the next turn of the event loop, not inside the panel's event)."""
        if self.ui is None:
            return
        if hidden:
            later(self, 0, self.place_overlays)
        elif self.ui.scene is not None:
            self.ui.scene.apply()

    def hand_rect(self, seat: int) -> QRectF | None:
        """Where a seat's hand lies once its cards are at their places (None: no cards)."""
        return self.zone_rect(("hand", seat))

    def zone_rect(self, zone: tuple[object, ...]) -> QRectF | None:
        """Where a zone's cards lie once at their places (None: no cards)."""
        count = len(self.view.zones.get(zone, []))
        if not count:
            return None
        w = self.view.card_width(zone)
        h = w * self.view.art.ratio
        rect = QRectF()
        for i in range(count):
            p = self.view.position(zone, i, count)
            rect = rect.united(QRectF(p.x() - w / 2, p.y() - h / 2, w, h))
        return rect

    def room_needed(self) -> tuple[int, int] | None:
        """The smallest window for the table on it, as its game's spec says (None: no game
        on it)."""
        if self.ui is None or self.ui.scene is None:
            return None
        w, h = self.ui.scene.minimum_window()
        vp = self.view.viewport()
        top = self.window()
        return (w + max(0, top.width() - vp.width()), h + max(0, top.height() - vp.height()))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit_type()

    def fit_type(self) -> None:
        """Lay the table out, size its words to its cards, and lay it out again if they
        changed size."""
        self.place_overlays()
        if self.scale_type():
            self.place_overlays()  # the words' new size: the cards as they now fit
            # Larger words may leave the cards too small for them: settle one step down,
            # never back up (no restyling back and forth at one size).
            if type_scale(self._card_width()) < self.type_scale and self.scale_type():
                self.place_overlays()

    def scale_type(self) -> bool:
        """Plates, badges, prompts and summaries grow with the cards (True: restyled)."""
        scale = type_scale(self._card_width())
        if scale == self.type_scale:
            return False
        self.type_scale = scale
        base = QApplication.font().pointSizeF()
        self.setStyleSheet(panel_style(scale, base if scale != 1.0 else None))
        return True

    def _card_width(self) -> float:
        """The width of your cards as the table lays them now."""
        # The last layout's, never a new one: measuring here could reach a game's widgets
        # as they are being dropped.
        if self.ui is None or self.session is None:
            return 0.0  # no table: the app's own type
        scene = self.ui.scene
        if scene is not None:
            return scene.placement.card_w if scene.placement is not None else 0.0
        return float(self.view.card_width(("hand", self.human)))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        if self.ui is not None:
            self.ui.retranslate()
        self.refresh()
        # Persian's type is a tenth larger: restyle at the new size, once the language's
        # events are through (restyling the table from inside them crashed Qt).
        self.type_scale = 0.0
        later(self, 0, self.fit_type)
